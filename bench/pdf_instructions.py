# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated.
"""PDF loading against PyMuPDF's ``get_text("rawdict")`` in executed instructions (callgrind).

``bench.pdf_load`` times CPU milliseconds, which swing by 30% and more on a shared machine
(other tenants' load is invisible from inside the VM: the rawdict floor alone was seen at 3.6
to 7.8 ms a page within one minute, 2026-12-02). Valgrind's callgrind counts the instructions
a process executes instead, which other work on the machine does not change, so two versions
of the loader, or two days, can be compared to the thousandth. The price: an instruction is not
a unit of time (Python's interpreter loop runs fewer instructions per cycle than MuPDF's C, so
``bench.pdf_load``'s CPU ratio for the long Arabic PDF came out within 8% of this one on
2026-12-02's machine and 14% above it on the previous one, up to 40% above on small files), and
callgrind runs programs about 50 times slower.

For each PDF, child interpreters run under ``valgrind --tool=callgrind`` with
``PYTHONHASHSEED=0`` (string hashing, hence dict layouts, the same in every run) and
``OPENBLAS_NUM_THREADS=1``; each count is the difference between a run that does the measured
work and one that stops just before it, after the same preparation:

- **load**: ``load_pdf`` on the file's bytes as a first load of that text, after the imports
  and one warm-up load of the smallest Arabic sample (lazy imports, one-time tables) and after
  the content-keyed memories are forgotten, as ``bench.pdf_load`` times it;
- **rawdict (warm)**: ``load_page`` and ``get_text("rawdict")`` (PyMuPDF's defaults) over
  every page of a document that is already open and had every page extracted once: what
  ``bench.pdf_load`` times as the floor of the target (issue 3: load <= 2 x rawdict);
- **rawdict (first)**: opening the document from its bytes and extracting every page once,
  fonts and glyphs not yet loaded, as a load meets them (shown for reference: the loader pays
  that font loading, the warm floor does not).

Figures are millions of instructions per page.

    python -m bench.pdf_instructions [PDF ...] [--record]

Without arguments: the Arabic sample PDFs and the first 40 pages of ``bench.pdf_load``'s long
Arabic PDF. Needs valgrind (Debian package ``valgrind``). ``--record`` writes
bench/results/pdf_instructions.md.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results" / "pdf_instructions.md"
WARM_UP = REPO / "sample_docs" / "qanun_ar_archives.pdf"
MODES = ("load", "warm", "first")
LONG_PAGES = 40
"""Pages of the long Arabic PDF measured by default (all 312 take about ten minutes a run)."""
_COLLECTED = re.compile(rb"Collected : (\d+)")


def child(mode: str, path: Path, measure: bool) -> None:
    """The work of one callgrind run: prepare for ``mode``, then do it if ``measure``."""
    from bench.pdf_load import extract_every_page, forget_earlier_loads
    from inspector.document.pdf.mupdf import pymupdf

    data = path.read_bytes()
    if mode == "load":
        from inspector.document.pdf.loader import load_pdf

        sample = WARM_UP.read_bytes()
        load_pdf(WARM_UP, sample, hashlib.sha256(sample).hexdigest())
        forget_earlier_loads()
        fingerprint = hashlib.sha256(data).hexdigest()
        if measure:
            load_pdf(path, data, fingerprint)
        return
    if mode == "warm":
        document = pymupdf.open(stream=data, filetype="pdf")
        extract_every_page(document)
        if measure:
            extract_every_page(document)
        return
    # "first": the preparation imports PyMuPDF and warms its code on another document.
    other = pymupdf.open(stream=WARM_UP.read_bytes(), filetype="pdf")
    extract_every_page(other)
    if measure:
        document = pymupdf.open(stream=data, filetype="pdf")
        extract_every_page(document)
        document.close()


def instructions(mode: str, path: Path, measure: bool) -> int:
    """Instructions callgrind counted for one child run (the whole interpreter)."""
    with tempfile.TemporaryDirectory(prefix="lci-callgrind-") as folder:
        command = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={folder}/out",
            sys.executable,
            "-m",
            "bench.pdf_instructions",
            "--child",
            mode,
            str(path),
            "1" if measure else "0",
        ]
        env = {**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1"}
        done = subprocess.run(command, cwd=REPO, env=env, capture_output=True, check=True)
    found = _COLLECTED.search(done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind gave no count:\n{done.stderr.decode(errors='replace')}")
    return int(found.group(1))


def measure(path: Path, pool: Executor) -> dict[str, float]:
    """Millions of instructions per page of each mode (measured run less its preparation).

    The six runs go to ``pool`` at once (callgrind's counts do not depend on what else runs).
    """
    from inspector.document.pdf.mupdf import pymupdf

    with pymupdf.open(path) as document:
        pages = document.page_count
    runs = {
        (mode, measured): pool.submit(instructions, mode, path, measured)
        for mode in MODES
        for measured in (True, False)
    }
    result: dict[str, float] = {"pages": pages}
    for mode in MODES:
        extra = runs[mode, True].result() - runs[mode, False].result()
        result[mode] = extra / pages / 1e6
    return result


def default_files(directory: Path) -> list[Path]:
    """The Arabic sample PDFs and the first ``LONG_PAGES`` pages of the long Arabic PDF."""
    from bench.pdf_load import ARABIC_SAMPLES, write_long_arabic
    from inspector.document.pdf.mupdf import pymupdf

    long_arabic = write_long_arabic(directory)
    head = directory / f"long_ar_{LONG_PAGES}.pdf"
    with pymupdf.open(long_arabic) as source, pymupdf.open() as out:
        out.insert_pdf(source, from_page=0, to_page=LONG_PAGES - 1)
        out.save(head)
    return [REPO / "sample_docs" / name for name in ARABIC_SAMPLES] + [head]


def table(files: list[Path]) -> list[str]:
    """Measure every file; the Markdown lines of the table (printed as well)."""
    from bench.pdf_load import page_reading

    lines = [
        f"Recorded {time.strftime('%Y-%m-%d')} with callgrind on {platform.machine()}, Python "
        f"{platform.python_version()}; millions of instructions per page. long_ar_{LONG_PAGES}"
        f".pdf: the first {LONG_PAGES} pages of bench.pdf_load's long Arabic PDF. "
        + page_reading(),
        "",
        "| file | pages | rawdict (warm) | rawdict (first) | load | load / warm | load / first |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        measured = [(path, measure(path, pool)) for path in files]
    for path, m in measured:
        lines.append(
            f"| {path.name} | {m['pages']:.0f} | {m['warm']:.1f} | {m['first']:.1f} | "
            f"{m['load']:.1f} | {m['load'] / m['warm']:.2f} | {m['load'] / m['first']:.2f} |"
        )
        print(lines[-1], flush=True)
    return lines


def main() -> None:
    """Measure and print (and optionally record) the table; or be one callgrind child run."""
    if len(sys.argv) == 5 and sys.argv[1] == "--child":
        child(sys.argv[2], Path(sys.argv[3]), sys.argv[4] == "1")
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pdfs", nargs="*", type=Path)
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        parser.error("valgrind is needed (Debian: apt-get install valgrind)")
    with tempfile.TemporaryDirectory(prefix="lci-bench-") as directory:
        files = [path.resolve() for path in args.pdfs] or default_files(Path(directory))
        lines = table(files)
    if args.record:
        RESULTS.parent.mkdir(exist_ok=True)
        text = "# PDF loading in instructions\n\n" + "\n".join(lines) + "\n"
        RESULTS.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
