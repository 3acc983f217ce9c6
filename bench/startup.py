"""Start-up cost: wall time and peak memory of fresh interpreters doing one thing each.

Each case runs ``--runs`` times in a new interpreter; we report the median wall time (ms,
measured inside the child from before the imports to the end of the case, so interpreter
start-up itself is excluded and reported as its own "python -c pass" row) and the peak resident
set size (MB, ``ru_maxrss`` of the child).

    python -m bench.startup [--runs N] [--record]

``--record`` writes the table to bench/results/startup.md.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

RESULTS = Path(__file__).parent / "results" / "startup.md"
SAMPLE = Path(__file__).parent.parent / "sample_docs" / "law_en_data_archives.pdf"

CASES: dict[str, str] = {
    "nothing (measurement overhead)": "pass",
    "import inspector.cli": "import inspector.cli",
    "import inspector.engine.tokens": "import inspector.engine.tokens",
    "cl100k_base ready (bundled ranks)": (
        "from inspector.engine.tokens import cl100k_base; cl100k_base()"
    ),
    "PyMuPDF, lean import (inspector.document.mupdf)": "import inspector.document.mupdf",
    "PyMuPDF, plain `import pymupdf`": "import pymupdf",
    "import PySide6.QtWidgets": "import PySide6.QtWidgets",
    "window shown with first page rendered (offscreen)": f"""
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from pathlib import Path
import tempfile
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from inspector.gui.main_window import MainWindow
app = QApplication([])
ini = Path(tempfile.mkdtemp()) / "ui.ini"
window = MainWindow(QSettings(str(ini), QSettings.Format.IniFormat))
window.resize(1400, 900)
window.show()
assert window.open_file(Path({str(SAMPLE)!r}))
first = window.page_view.page_items()[0]
while first.rendered_zoom is None:
    app.processEvents()
""",
}

CHILD = """
import resource, sys, time, json
t0 = time.perf_counter()
exec(compile({code!r}, "<case>", "exec"))
elapsed = time.perf_counter() - t0
rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({{"ms": elapsed * 1000, "rss_mb": rss_mb}}))
"""


def run_case(code: str, runs: int) -> tuple[float, float]:
    """Median wall time (ms) and median peak RSS (MB) of ``code`` over ``runs`` interpreters."""
    times, rss = [], []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", CHILD.format(code=code)],
            capture_output=True,
            text=True,
            check=True,
            timeout=300,
        ).stdout
        sample = json.loads(out.strip().splitlines()[-1])
        times.append(sample["ms"])
        rss.append(sample["rss_mb"])
    return statistics.median(times), statistics.median(rss)


def main() -> None:
    """Run every case and print (and optionally record) a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    lines = [
        f"Recorded {time.strftime('%Y-%m-%d')} on {platform.machine()}, "
        f"Python {platform.python_version()}, {args.runs} runs per case (medians).",
        "",
        "| case | wall ms | peak RSS MB |",
        "| --- | ---: | ---: |",
    ]
    for name, code in CASES.items():
        ms, mb = run_case(code, args.runs)
        lines.append(f"| {name} | {ms:.0f} | {mb:.0f} |")
        print(lines[-1], flush=True)
    if args.record:
        RESULTS.parent.mkdir(exist_ok=True)
        RESULTS.write_text("# Start-up\n\n" + "\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
