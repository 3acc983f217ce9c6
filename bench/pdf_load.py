# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""PDF loading cost against the floor of PyMuPDF's own ``get_text("rawdict")``.

For each PDF (default: the corpus PDFs when ``../shared/corpus`` exists, the sample PDFs, and
``/tmp/long.pdf`` or ``/tmp/long_law.pdf`` when present) we time, in this process, after one
warm-up run, alternating the two so that machine load hits both alike:

- **rawdict**: ``page.get_text("rawdict")`` (PyMuPDF's defaults) over every page, on an open
  document: the floor, since the loader needs every character with its box;
- **cold**: the same on a document opened from the file's bytes just before (and closed
  after), as ``load_pdf`` opens it: MuPDF's first use of each font, which every load pays and
  the warm floor does not, is then on both sides ("load / cold"; since 2026-12-07, shown
  beside the target's ratio, which stays load / rawdict);
- **load**: ``load_pdf`` on the file's bytes, everything included (open, extraction, tables,
  layout, furniture, bidi, normalisation, key layer, languages), as a first load of that text:
  what the process remembers from earlier loads by content (langdetect's answers) is
  forgotten before each timed run (since 2026-12-01). The
  loader reads each page's text page through the compiled walk (``_stext_lines``, built when
  the package is installed) when it is built, else through rawdict (before 2026-12-06, always);
  ``--without-walk`` measures the rawdict reading, and the recorded header says which ran;
- inside ``load``: the time spent in ``build_key_layer`` and in block language detection,
  which belong to shared modules (``normalize``, ``language``), so that the PDF loader's own
  cost (**own** = load - key - language) can be read apart;
- memory: the peak and retained Python allocations (tracemalloc) of one load of the largest
  file.

Figures are CPU milliseconds per page (``time.process_time``: the machines these run on are
shared, and wall time swings with other work), medians over ``--runs`` runs. The target of
issue 3 is load <= 2 x rawdict. "best" is the fastest load over the fastest rawdict, the ratio
other work on the machine disturbs least (as ``bench.docx_load`` gives it): on a shared machine
the rawdict floor of one file was seen to swing twofold within a minute (2026-12-02).
``bench.pdf_instructions`` counts instructions instead, which no other tenant changes.

    python -m bench.pdf_load [PDF ...] [--runs N] [--record]

``--record`` writes the table to bench/results/pdf_load.md.
"""

from __future__ import annotations

import argparse
import hashlib
import platform
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import inspector.document.pdf.loader as pdf_loader
import inspector.document.pdf.stext_lines as pdf_stext_lines
from inspector.document.language import forget_detections
from inspector.document.pdf.loader import load_pdf
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr_settings import OcrSettings

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results" / "pdf_load.md"
CORPUS = REPO.parent / "shared" / "corpus"
LONG = (Path("/tmp/long.pdf"), Path("/tmp/long_law.pdf"))
BROKEN = {"encrypted.pdf", "truncated.pdf", "not_a_pdf.pdf", "empty.pdf"}
ARABIC_SAMPLES = (
    "qanun_ar_archives.pdf",
    "contract_ar_en_supply.pdf",
    "qanun_ar_broken_text_layer.pdf",
)
ARABIC_CORPUS = CORPUS / "10_tn_personal_status_code_ar" / "libreoffice.pdf"
LONG_ARABIC_PAGES = 300
TEXT_LAYER_ONLY = OcrSettings(mode="never")
"""The loader reads every page's text layer: a page it would read by OCR (no layer, or a
broken one, as in the broken-layer sample inside long_ar.pdf) costs Tesseract's seconds, not
the loader's; OCR is measured by ``bench.ocr_quality``."""


def write_long_arabic(directory: Path) -> Path:
    """A long Arabic PDF for the bench: the Arabic PDFs concatenated until 300+ pages.

    The Arabic sample PDFs (and the Tunisian code of the corpus when present) are appended
    in turn with PyMuPDF's ``insert_pdf`` until the result has ``LONG_ARABIC_PAGES`` pages or
    more; it is written to ``directory/long_ar.pdf`` (a private temporary directory).
    """
    sources = [REPO / "sample_docs" / name for name in ARABIC_SAMPLES]
    sources += [ARABIC_CORPUS] if ARABIC_CORPUS.exists() else []
    out = pymupdf.open()
    while out.page_count < LONG_ARABIC_PAGES:
        for source in sources:
            with pymupdf.open(source) as document:
                out.insert_pdf(document)
    path = directory / "long_ar.pdf"
    out.save(path, garbage=3, deflate=True)
    out.close()
    path.chmod(0o600)
    return path


def default_files(long_arabic: Path | None = None) -> list[Path]:
    """Corpus PDFs, sample PDFs that open, a long PDF if one is present, the long Arabic one."""
    files = sorted(CORPUS.glob("*/*.pdf")) + sorted(CORPUS.glob("*/source/*.pdf"))
    files += [p for p in sorted((REPO / "sample_docs").glob("*.pdf")) if p.name not in BROKEN]
    files += [p for p in LONG if p.exists()]
    files += [long_arabic] if long_arabic is not None else []
    unique: dict[tuple[int, bytes], Path] = {}  # /tmp/long.pdf may be a copy of long_law.pdf
    for path in files:
        with path.open("rb") as file:
            unique.setdefault((path.stat().st_size, file.read(65536)), path)
    return list(unique.values())


class _Timer:
    """Accumulated time spent in wrapped functions."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def wrap(self, function: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                self.seconds += time.process_time() - start

        return timed


@contextmanager
def _timed_shared_parts() -> Iterator[tuple[_Timer, _Timer]]:
    """Time ``build_key_layer`` and block language detection inside ``load_pdf``."""
    key, language = _Timer(), _Timer()
    names = (
        "build_key_layer",
        "_block_languages",
    )  # looked up by name in inspector.document.pdf.loader
    saved = [getattr(pdf_loader, name) for name in names]
    for name, timer, function in zip(names, (key, language), saved, strict=True):
        setattr(pdf_loader, name, timer.wrap(function))
    try:
        yield key, language
    finally:
        for name, function in zip(names, saved, strict=True):
            setattr(pdf_loader, name, function)


def extract_every_page(document: pymupdf.Document) -> None:
    """The floor: ``get_text("rawdict")`` (PyMuPDF's defaults) of every page, each dropped."""
    for index in range(document.page_count):
        document.load_page(index).get_text("rawdict")


def forget_earlier_loads() -> None:
    """Forget what the process remembers from earlier loads by content, so the next is a first.

    langdetect's answers (see the module docstring).
    """
    forget_detections()


def measure(path: Path, runs: int) -> dict[str, float]:
    """Median milliseconds per page for rawdict, load, and load's shared parts."""
    data = path.read_bytes()
    fingerprint = hashlib.sha256(data).hexdigest()
    document = pymupdf.open(stream=data, filetype="pdf")
    pages = document.page_count

    def rawdict() -> float:
        start = time.process_time()
        extract_every_page(document)
        return time.process_time() - start

    def cold() -> float:
        start = time.process_time()
        with pymupdf.open(stream=data, filetype="pdf") as fresh:
            extract_every_page(fresh)
        return time.process_time() - start

    raw_times, cold_times, load_times, key_times, language_times = [], [], [], [], []
    rawdict()
    load_pdf(path, data, fingerprint, ocr=TEXT_LAYER_ONLY)  # warm-up: imports, langdetect profiles
    for _ in range(runs):
        raw_times.append(rawdict())
        cold_times.append(cold())
        # Each timed load is a first load of this text: answers remembered from the previous
        # run (langdetect's) are forgotten, untimed.
        forget_earlier_loads()
        with _timed_shared_parts() as (key, language):
            start = time.process_time()
            load_pdf(path, data, fingerprint, ocr=TEXT_LAYER_ONLY)
            load_times.append(time.process_time() - start)
        key_times.append(key.seconds)
        language_times.append(language.seconds)
    document.close()
    per_page = 1000 / pages
    return {
        "pages": pages,
        "best raw": min(raw_times) * per_page,
        "best load": min(load_times) * per_page,
        "raw": statistics.median(raw_times) * per_page,
        "cold": statistics.median(cold_times) * per_page,
        "load": statistics.median(load_times) * per_page,
        "key": statistics.median(key_times) * per_page,
        "language": statistics.median(language_times) * per_page,
    }


def memory(path: Path) -> tuple[float, float]:
    """Peak and retained Python memory (MiB, tracemalloc) of one ``load_pdf`` of ``path``."""
    data = path.read_bytes()
    fingerprint = hashlib.sha256(data).hexdigest()
    tracemalloc.start()
    try:
        document = load_pdf(path, data, fingerprint, ocr=TEXT_LAYER_ONLY)
        retained, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del document
    return peak / 2**20, retained / 2**20


def main() -> None:
    """Measure every file and print (and optionally record) a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("pdfs", nargs="*", type=Path)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--record", action="store_true")
    parser.add_argument(
        "--without-walk",
        action="store_true",
        help="read every page through rawdict, as without the compiled _stext_lines module",
    )
    args = parser.parse_args()
    if args.without_walk:
        pdf_stext_lines.native_walk = lambda: None
    with tempfile.TemporaryDirectory(prefix="lci-bench-") as directory:
        files = args.pdfs or default_files(write_long_arabic(Path(directory)))
        lines = _table(files, args.runs)
    if args.record:
        RESULTS.parent.mkdir(exist_ok=True)
        RESULTS.write_text("# PDF loading\n\n" + "\n".join(lines) + "\n", encoding="utf-8")


def page_reading() -> str:
    """The sentence a recorded table gives on how the loader read its pages."""
    if pdf_stext_lines.native_walk() is not None:
        return "The loader read its pages through the compiled text-page walk (`_stext_lines`)."
    return (
        "The loader read its pages through rawdict (the compiled `_stext_lines` walk not built "
        "or turned off)."
    )


def _table(files: list[Path], runs: int) -> list[str]:
    """Measure every file; the Markdown lines of the table (each printed as it is made)."""
    sources = ", ".join(ARABIC_SAMPLES) + (", corpus 10_tn" if ARABIC_CORPUS.exists() else "")
    lines = [
        f"Recorded {time.strftime('%Y-%m-%d')} on {platform.machine()}, Python "
        f"{platform.python_version()}, PyMuPDF {pymupdf.VersionBind} (MuPDF "
        f"{pymupdf.mupdf_version}); medians of {runs} runs, CPU milliseconds per page. "
        f"long_ar.pdf: the Arabic PDFs ({sources}) concatenated to "
        f"{LONG_ARABIC_PAGES}+ pages by the bench. {page_reading()}",
        "",
        "| file | pages | rawdict | load | load / rawdict | best | key layer | languages "
        "| own / rawdict | cold rawdict | load / cold |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    measured: list[tuple[Path, dict[str, float]]] = []
    for path in files:
        m = measure(path, runs)
        measured.append((path, m))
        own = m["load"] - m["key"] - m["language"]
        label = path.name if path.parent.name != "source" else f"{path.parent.parent.name}/…"
        if path.is_relative_to(CORPUS):
            label = f"corpus {path.relative_to(CORPUS).parts[0]}"
        lines.append(
            f"| {label} | {m['pages']:.0f} | {m['raw']:.1f} | {m['load']:.1f} | "
            f"{m['load'] / m['raw']:.2f} | {m['best load'] / m['best raw']:.2f} | "
            f"{m['key']:.1f} | {m['language']:.1f} | {own / m['raw']:.2f} | "
            f"{m['cold']:.1f} | {m['load'] / m['cold']:.2f} |"
        )
        print(lines[-1], flush=True)
    arabic = {*ARABIC_SAMPLES, "long_ar.pdf"}
    for label, chosen in (
        ("**all pages**", measured),
        (
            "**Arabic files**",
            [(p, m) for p, m in measured if p.name in arabic or p == ARABIC_CORPUS],
        ),
    ):
        if chosen:
            lines.append(_total_row(label, [m for _, m in chosen]))
            print(lines[-1])
    if files:
        largest = max(files, key=lambda path: path.stat().st_size)
        peak, retained = memory(largest)
        lines += [
            "",
            f"Memory, one `load_pdf` of {largest.name} (tracemalloc, Python allocations; "
            f"PyMuPDF's own C allocations not included): peak {peak:.0f} MiB, "
            f"retained by the Document {retained:.0f} MiB.",
        ]
        print(lines[-1])
    return lines


def _total_row(label: str, measured: list[dict[str, float]]) -> str:
    """A table row for several files: their pages together (per-page figures weighted)."""
    pages = sum(m["pages"] for m in measured)
    total = {
        name: sum(m[name] * m["pages"] for m in measured) for name in ("raw", "cold", "load", "key")
    }
    total["language"] = sum(m["language"] * m["pages"] for m in measured)
    own = total["load"] - total["key"] - total["language"]
    # Each file's fastest load over its fastest rawdict, the files' pages together.
    best = sum(m["best load"] * m["pages"] for m in measured) / sum(
        m["best raw"] * m["pages"] for m in measured
    )
    return (
        f"| {label} | {pages:.0f} | {total['raw'] / pages:.1f} | {total['load'] / pages:.1f} | "
        f"{total['load'] / total['raw']:.2f} | {best:.2f} | {total['key'] / pages:.1f} | "
        f"{total['language'] / pages:.1f} | {own / total['raw']:.2f} | "
        f"{total['cold'] / pages:.1f} | {total['load'] / total['cold']:.2f} |"
    )


if __name__ == "__main__":
    main()
