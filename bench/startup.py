"""Start-up cost: wall time, CPU time and peak memory of fresh interpreters doing one thing each.

Each case runs ``--runs`` times in a new interpreter; we report the median wall time and CPU
time (ms, measured inside the child from before the imports to the end of the case, so
interpreter start-up itself is excluded and reported as its own "python -c pass" row) and the
peak resident set size (MB, ``ru_maxrss`` of the child). CPU time is the steadier figure on a
busy machine. The whole-command rows (``inspector chunk`` on the 12-page sample PDF) are timed
from outside, interpreter start-up included: that is the figure issue 4's 1.5 s target is about.

Every child gets the same private cache folder (``XDG_CACHE_HOME``, a temporary folder, for
langdetect's profile cache), warmed once before timing, so the rows measure a second start.

    python -m bench.startup [--runs N] [--record]

``--record`` writes the table to bench/results/startup.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RESULTS = Path(__file__).parent / "results" / "startup.md"
SAMPLE = Path(__file__).parent.parent / "sample_docs" / "law_en_data_archives.pdf"

CASES: dict[str, str] = {
    "nothing (measurement overhead)": "pass",
    "import inspector.cli": "import inspector.cli",
    "import inspector.engine.tokens": "import inspector.engine.tokens",
    "import inspector.cli_chunk": "import inspector.cli_chunk",
    "cl100k_base ready (ranks parsed)": (
        "from inspector.engine.tokens import cl100k_base; cl100k_base()"
    ),
    "default rules compiled (inspector.engine.config)": (
        "from inspector.engine.config import compiled_rules, default_config\n"
        "compiled_rules(default_config())"
    ),
    "PyMuPDF, lean import (as the entry points make it, inspector.cli_process)": (
        "from inspector.cli_process import lean_pymupdf; lean_pymupdf()\n"
        "import inspector.document.pdf.mupdf"
    ),
    "PyMuPDF, plain `import pymupdf`": "import pymupdf",
    "import PySide6.QtWidgets": "import PySide6.QtWidgets",
    "window shown with first page rendered (offscreen)": f"""
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from inspector.cli_process import lean_pymupdf
lean_pymupdf()  # as the inspector command does
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

COMMANDS: dict[str, list[str]] = {
    "`inspector chunk` 12-page PDF, whole command": [
        "-m",
        "inspector",
        "chunk",
        str(SAMPLE),
        "--out",
        "{out}",
    ],
}

CHILD = """
import resource, sys, time, json
t0, c0 = time.perf_counter(), time.process_time()
exec(compile({code!r}, "<case>", "exec"))
elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({{"ms": elapsed * 1000, "cpu_ms": cpu * 1000, "rss_mb": rss_mb}}))
"""


def run_case(code: str, runs: int, env: dict[str, str]) -> tuple[float, float, float]:
    """Median wall ms, CPU ms and peak RSS MB of ``code`` over ``runs`` interpreters."""
    times, cpus, rss = [], [], []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", CHILD.format(code=code)],
            capture_output=True,
            text=True,
            check=True,
            timeout=300,
            env=env,
        ).stdout
        sample = json.loads(out.strip().splitlines()[-1])
        times.append(sample["ms"])
        cpus.append(sample["cpu_ms"])
        rss.append(sample["rss_mb"])
    return statistics.median(times), statistics.median(cpus), statistics.median(rss)


COMMAND_CHILD = """
import json, resource, runpy, sys
sys.argv = sys.argv[1:]
try:
    runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
except SystemExit as exit:
    if exit.code:
        raise
print(json.dumps({"rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def run_command(args: list[str], runs: int, env: dict[str, str]) -> tuple[float, float, float]:
    """Median wall ms, CPU ms (user + system) and peak RSS MB of a whole command, from outside.

    ``args``: ``-m``, the module, then its arguments (``{out}`` is an output path).
    """
    times, cpus, rss = [], [], []
    with tempfile.TemporaryDirectory(prefix="inspector-startup-") as folder:
        module_args = [a.format(out=Path(folder) / "out.jsonl") for a in args[1:]]
        argv = [sys.executable, "-c", COMMAND_CHILD, *module_args]
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            out = subprocess.run(
                argv, check=True, timeout=300, env=env, capture_output=True, text=True
            ).stdout
            times.append((time.perf_counter() - start) * 1000)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            cpus.append(used * 1000)
            rss.append(json.loads(out.strip().splitlines()[-1])["rss_mb"])
    return statistics.median(times), statistics.median(cpus), statistics.median(rss)


def main() -> None:
    """Run every case and print (and optionally record) a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [
        f"Recorded {time.strftime('%Y-%m-%d')} on {platform.machine()}, "
        f"Python {platform.python_version()}, {os.cpu_count()} cores, load average {load} "
        f"at the start, {args.runs} runs per case (medians).",
        "",
        "| case | wall ms | CPU ms | peak RSS MB |",
        "| --- | ---: | ---: | ---: |",
    ]
    with tempfile.TemporaryDirectory(prefix="inspector-cache-") as cache:
        env = {**os.environ, "XDG_CACHE_HOME": cache}
        run_case(CASES["default rules compiled (inspector.engine.config)"], 1, env)  # warms caches
        for name, code in CASES.items():
            ms, cpu, mb = run_case(code, args.runs, env)
            lines.append(f"| {name} | {ms:.0f} | {cpu:.0f} | {mb:.0f} |")
            print(lines[-1], flush=True)
        for name, command in COMMANDS.items():
            ms, cpu, mb = run_command(command, args.runs, env)
            lines.append(f"| {name} | {ms:.0f} | {cpu:.0f} | {mb:.0f} |")
            print(lines[-1], flush=True)
    if args.record:
        RESULTS.parent.mkdir(exist_ok=True)
        RESULTS.write_text("# Start-up\n\n" + "\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
