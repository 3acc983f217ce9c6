# mypy: disallow-untyped-calls=False
"""OCR quality and speed on real documents: scanned copies of real PDFs, read by the loader.

For each document (EN, FR, AR) of ``../shared/corpus`` and the evaluation corpus: its first
pages (a page budget per document) are copied into a digital subset PDF, and each of those
pages is rendered at 300 dpi (grey) and put as the only content of a page of a scanned copy --
what a scanner gives. Both copies live in a temporary folder, never in the repository.

- The digital subset is loaded with ``--ocr never`` (its text layer), the scanned copy with the
  default ``auto`` (every page read by OCR); both are chunked with the default configuration.
- **Openings found in order**: gold units the scorer (``../shared/tools/score.py``) anchors, in
  order, in the scanned copy's chunks, as a share of those it anchors in the digital subset's
  (the same pages: units on pages left out count on neither side).
- **CER**: Levenshtein distance between the OCR text and the text layer of each page, both
  normalised as the scorer does (NFKC, no whitespace, tashkeel and tatweel out, Eastern digits
  as ASCII), over the text layer's characters, summed over pages.
- **Pages per second**: pages of the scanned copy over the wall time of its load (OCR included;
  on a shared machine, so a floor).
- **cut_ok** and **integrity** of the scanned copy's chunks against the digital subset's.

**Page budget**: ``--pages`` in all, spread by a cap per document (the smallest cap whose pages,
each document giving at most its own page count, reach the budget), or ``--per-document``.

**Cache** (the bench's own, never the library's): each Tesseract call (script detection and
hOCR) is kept in ``--cache`` (default ``~/.cache/inspector-bench/ocr``, 0700), keyed by a
SHA-256 of the page image, the call's arguments and Tesseract's version, with the seconds it
took. A second run re-lays out, re-chunks and re-scores without reading any page again; its
pages per second count each cached call at its recorded time. ``--no-cache`` reads every page.

Usage: ``python -m bench.ocr_quality [--pages 340] [--language ar] [--out bench/results/ocr.md]``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

import inspector.document.pdf.ocr as pdf_ocr
from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr_settings import OcrSettings
from inspector.document.pdf.ocr_tesseract import detect_script, run_hocr
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
SCORER = SHARED / "tools" / "score.py"
EVAL = Path("/work/eval_corpus")

DOCUMENTS: list[tuple[str, str, str]] = [
    # (language, corpus folder, PDF inside it)
    ("en", str(SHARED / "corpus" / "08_judgment_ewca_civ_2025_673_en"), "rendered.pdf"),
    ("en", str(SHARED / "corpus" / "09_icj_statute_en"), "source/icj.pdf"),
    ("en", str(EVAL / "e01_judgment_ewca_civ_2020_1032_en"), "rendered.pdf"),
    ("en", str(EVAL / "e11_contract_airspan_distributor_en"), "rendered.pdf"),
    ("en", str(EVAL / "e21_eu_reg_2022_868_data_governance_en"), "rendered.pdf"),
    ("en", str(EVAL / "e63_uk_act_senedd_members_elections_en"), "rendered.pdf"),
    ("fr", str(EVAL / "e27_eu_dir_2019_882_accessibility_fr"), "rendered.pdf"),
    ("fr", str(EVAL / "e31_code_crpa_livre1_fr"), "rendered.pdf"),
    ("fr", str(EVAL / "e33_ordonnance_1945_875_fr"), "rendered.pdf"),
    ("fr", str(EVAL / "e34_jorf_041755529_fr"), "rendered.pdf"),
    ("fr", str(EVAL / "e36_judgment_cass_com_2020_19-19463_fr"), "rendered.pdf"),
    ("ar", str(SHARED / "corpus" / "10_tn_personal_status_code_ar"), "libreoffice.pdf"),
    ("ar", str(EVAL / "e41_sa_competition_law_ar"), "rendered.pdf"),
    ("ar", str(EVAL / "e42_sa_mental_health_care_law_ar"), "rendered.pdf"),
    ("ar", str(EVAL / "e46_eg_elderly_rights_law_19_2024_ar"), "rendered.pdf"),
    ("ar", str(EVAL / "e49_ma_civil_status_decree_ar"), "rendered.pdf"),
    ("ar", str(EVAL / "e51_tn_constitution_2022_ar"), "rendered.pdf"),
    # added for the 300-page run: more UK Acts (bare-number section headings), French codes and
    # official journals, and every other Arabic law of the evaluation corpus
    ("en", str(EVAL / "e64_uk_act_contract_third_party_rights_scotland_en"), "rendered.pdf"),
    ("en", str(EVAL / "e65_uk_act_legislation_wales_en"), "rendered.pdf"),
    ("en", str(EVAL / "e68_uk_act_bishops_stortford_cemetery_2024_en"), "rendered.pdf"),
    ("fr", str(EVAL / "e32_code_crpa_livre2_fr"), "rendered.pdf"),
    ("fr", str(EVAL / "e35_jorf_034103762_fr"), "rendered.pdf"),
    ("ar", str(EVAL / "e43_sa_electronic_transactions_law_ar"), "rendered.pdf"),
    ("ar", str(EVAL / "e44_sa_registered_mortgage_law_ar"), "rendered.pdf"),
    ("ar", str(EVAL / "e45_sa_narcotics_law_ar"), "rendered.pdf"),
    ("ar", str(EVAL / "e48_eg_health_insurance_accounts_law_ar"), "rendered.pdf"),
    ("ar", str(EVAL / "e50_ma_dangerous_machines_decree_ar"), "rendered.pdf"),
    ("ar", str(EVAL / "e52_ma_movable_securities_decree_ar"), "rendered.pdf"),
]


class OcrCache:
    """Tesseract's answers kept on disk for the bench (see the module docstring).

    ``adjust`` (seconds) is what the cached calls took when they ran minus what looking them
    up took now: a load's wall time plus it is the time the load would have taken uncached.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        version = subprocess.run(["tesseract", "--version"], capture_output=True, text=True)
        self.version = version.stdout.splitlines()[0] if version.stdout else "?"
        self.adjust = 0.0
        self.hits = self.misses = 0

    def _call(self, kind: str, image: bytes, args: str, run: Any) -> Any:
        began = time.monotonic()
        digest = hashlib.sha256(image)
        digest.update(f"\0{kind}\0{args}\0{self.version}".encode())
        path = self.folder / f"{digest.hexdigest()}.json"
        if path.is_file():
            entry = json.loads(path.read_text(encoding="utf-8"))
            self.hits += 1
            self.adjust += entry["seconds"] - (time.monotonic() - began)
            return entry["value"]
        value = run()
        self.misses += 1
        entry = {"seconds": time.monotonic() - began, "value": value}
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps(entry), encoding="utf-8")
        temporary.replace(path)  # (whole or absent: several bench processes share the folder)
        return value

    def detect_script(self, image: bytes, should_cancel: Any) -> str | None:
        found: str | None = self._call(
            "osd", image, "", lambda: detect_script(image, should_cancel)
        )
        return found

    def run_hocr(self, image: bytes, languages: str, dpi: int, should_cancel: Any) -> bytes:
        text: str = self._call(
            "hocr",
            image,
            f"{languages} {dpi}",
            lambda: run_hocr(image, languages, dpi, should_cancel).decode("utf-8"),
        )
        return text.encode("utf-8")

    def install(self) -> None:
        """Make the loader's OCR (``pdf_ocr.ocr_page``) call through this cache."""
        pdf_ocr.detect_script = self.detect_script  # type: ignore[attr-defined]
        pdf_ocr.run_hocr = self.run_hocr  # type: ignore[attr-defined]


@dataclass
class Result:
    name: str
    language: str
    pages: int
    seconds: float
    errors: int
    reference_chars: int
    confidence: float
    low_pages: int
    digital: dict[str, Any]
    scanned: dict[str, Any]


def _subsets(pdf: Path, pages: int, folder: Path) -> tuple[Path, Path]:
    """The first ``pages`` pages of ``pdf`` (digital) and their 300-dpi scanned copy."""
    source = pymupdf.open(pdf)
    digital = pymupdf.open()
    digital.insert_pdf(source, to_page=min(pages, source.page_count) - 1)
    source.close()
    digital_path = folder / f"{pdf.parent.name}.digital.pdf"
    digital.save(digital_path)
    scanned = pymupdf.open()
    for index in range(digital.page_count):
        page = digital.load_page(index)
        pixmap = page.get_pixmap(dpi=300, colorspace=pymupdf.csGRAY)
        new = scanned.new_page(width=page.rect.width, height=page.rect.height)
        new.insert_image(new.rect, stream=pixmap.tobytes("png"))
    scanned_path = folder / f"{pdf.parent.name}.scanned.pdf"
    scanned.save(scanned_path, deflate=True)
    digital.close()
    scanned.close()
    return digital_path, scanned_path


def _norm(text: str) -> str:
    sys.path.insert(0, str(SCORER.parent))
    import score  # type: ignore[import-not-found]  # ../shared/tools/score.py

    normalised: str = score.norm(text)
    return normalised


def levenshtein(a: str, b: str) -> int:
    """Edit distance between ``a`` and ``b`` (one numpy row at a time)."""
    if not a:
        return len(b)
    if not b:
        return len(a)
    bb = np.frombuffer(b.encode("utf-32-le"), dtype=np.uint32)
    steps = np.arange(len(b) + 1)
    row = steps.copy()
    for i, char in enumerate(a, start=1):
        substitute = row[:-1] + (bb != ord(char))
        new = np.empty_like(row)
        new[0] = i
        new[1:] = np.minimum(row[1:] + 1, substitute)
        # insertions: new[j] = min(new[j], new[j - 1] + 1), a running minimum of new - j
        row = np.minimum.accumulate(new - steps) + steps
    return int(row[-1])


def _page_texts(document: Document) -> list[str]:
    return [document.text[p.text_start : p.text_end] for p in document.pages]


def _chunks(document: Document, out: Path) -> Path:
    config = default_config()
    records = chunk_records(document, chunk_document(document, config), config, with_boxes=False)
    with out.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return out


def _score(folder: Path, chunks: Path) -> dict[str, Any]:
    out = chunks.with_suffix(".score.json")
    subprocess.run(
        [sys.executable, str(SCORER), str(folder), str(chunks), "--json", str(out)],
        check=True,
        capture_output=True,
    )
    data = json.loads(out.read_text(encoding="utf-8"))
    found: dict[str, Any] = data["documents"][0] if "documents" in data else data
    return found


def measure(
    language: str, folder: Path, pdf: Path, pages: int, temp: Path, cache: OcrCache | None
) -> Result:
    digital_path, scanned_path = _subsets(pdf, pages, temp)
    digital = load_document(digital_path, ocr=OcrSettings(mode="never"))
    adjust = cache.adjust if cache else 0.0
    began = time.monotonic()
    scanned = load_document(scanned_path)
    seconds = time.monotonic() - began + ((cache.adjust - adjust) if cache else 0.0)
    errors = chars = 0
    for reference, read in zip(_page_texts(digital), _page_texts(scanned), strict=True):
        ref, got = _norm(reference), _norm(read)
        errors += levenshtein(ref, got)
        chars += len(ref)
    confidences = [
        p.quality.ocr_confidence for p in scanned.pages if p.quality.ocr_confidence is not None
    ]
    low = sum(1 for p in scanned.pages if p.quality.ocr and p.quality.reason)
    return Result(
        folder.name,
        language,
        len(scanned.pages),
        seconds,
        errors,
        chars,
        sum(confidences) / len(confidences) if confidences else 0.0,
        low,
        _score(folder, _chunks(digital, temp / f"{folder.name}.digital.jsonl")),
        _score(folder, _chunks(scanned, temp / f"{folder.name}.scanned.jsonl")),
    )


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}"


def report(results: list[Result], commit: str, budget: int) -> str:
    lines = [
        "# OCR of scanned pages: quality and speed (`bench/ocr_quality.py`)",
        "",
        f"Commit measured: `{commit}`. Tesseract "
        + subprocess.run(["tesseract", "--version"], capture_output=True, text=True)
        .stdout.splitlines()[0]
        .split()[-1]
        + f", 300 dpi grey renders, `OMP_THREAD_LIMIT=1`; first {budget} pages "
        "of each document. The machine "
        "(2 cores) was shared with other work: pages per second is a floor.",
        "",
        "Each document's first pages, rendered to an image-only PDF, loaded with the default "
        "`--ocr auto` (every page read by OCR) and compared with the same pages' text layer "
        "(`--ocr never`). *open* = gold unit openings the scorer anchors in order in the OCR'd "
        "chunks, as a share of those anchored in the text layer's; *CER* = character error rate "
        "against the text layer (normalised as the scorer does: no whitespace, NFKC, tashkeel "
        "out); *conf* = mean word confidence; *low* = pages below the 80% flag; *cut_ok* and "
        "*integ* = scorer figures, scanned / digital.",
        "",
        "| document | lang | pages | open % | CER % | conf % | low | pages/s "
        "| cut_ok scan / dig | integ scan / dig |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in results:
        d, s = r.digital, r.scanned
        opened = s["anchored_n"] / d["anchored_n"] if d.get("anchored_n") else None
        lines.append(
            f"| {r.name} | {r.language} | {r.pages} | {_pct(opened)} "
            f"| {_pct(r.errors / max(r.reference_chars, 1))} | {r.confidence:.1f} | {r.low_pages} "
            f"| {r.pages / r.seconds:.2f} | {_pct(s.get('cut_ok'))} / {_pct(d.get('cut_ok'))} "
            f"| {_pct(s.get('integrity'))} / {_pct(d.get('integrity'))} |"
        )
    lines += ["", "By language (pooled: units, characters, cuts and eligible units summed):", ""]
    lines += [
        "| lang | pages | open % | CER % | pages/s | cut_ok scan / dig | integ scan / dig |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for language in ("en", "fr", "ar", "all"):
        group = [r for r in results if language in (r.language, "all")]
        if not group:
            continue

        def pooled(side: str, num: str, den: str, rows: list[Result] = group) -> float | None:
            top = sum(getattr(r, side).get(num) or 0 for r in rows)
            bottom = sum(getattr(r, side).get(den) or 0 for r in rows)
            return top / bottom if bottom else None

        opened_s = sum(r.scanned["anchored_n"] for r in group)
        opened_d = sum(r.digital["anchored_n"] for r in group)
        pages = sum(r.pages for r in group)
        cer = sum(r.errors for r in group) / max(sum(r.reference_chars for r in group), 1)
        lines.append(
            f"| {language} | {pages} | {_pct(opened_s / opened_d if opened_d else None)} "
            f"| {_pct(cer)} "
            f"| {pages / sum(r.seconds for r in group):.2f} "
            f"| {_pct(pooled('scanned', 'cuts_ok', 'cuts'))} / "
            f"{_pct(pooled('digital', 'cuts_ok', 'cuts'))} "
            f"| {_pct(pooled('scanned', 'integrity_whole', 'integrity_eligible'))} / "
            f"{_pct(pooled('digital', 'integrity_whole', 'integrity_eligible'))} |"
        )
    return "\n".join(lines) + "\n"


def page_cap(counts: list[int], budget: int) -> int:
    """The smallest cap with ``sum(min(cap, n) for n in counts) >= budget`` (all pages if none)."""
    for cap in range(1, max(counts, default=0) + 1):
        if sum(min(cap, n) for n in counts) >= budget:
            return cap
    return max(counts, default=0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=340, help="pages in all (see Page budget)")
    parser.add_argument("--per-document", type=int, help="first pages of each document instead")
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "ocr.md")
    parser.add_argument("--only", help="measure the documents whose folder holds this text")
    parser.add_argument("--language", choices=("en", "fr", "ar"), help="these documents only")
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path.home() / ".cache" / "inspector-bench" / "ocr",
        help="folder of Tesseract answers kept between runs",
    )
    parser.add_argument("--no-cache", action="store_true", help="read every page again")
    parser.add_argument(
        "--keep", type=Path, help="keep the subset PDFs, chunks and scores in this folder"
    )
    args = parser.parse_args()
    chosen = [d for d in DOCUMENTS if args.only is None or args.only in d[1]]
    chosen = [d for d in chosen if args.language in (None, d[0])]
    chosen = [d for d in chosen if (Path(d[1]) / d[2]).is_file()]
    if args.per_document is not None:
        per_document = args.per_document
    else:
        counts = []
        for _, folder, pdf in chosen:
            with pymupdf.open(Path(folder) / pdf) as opened:
                counts.append(opened.page_count)
        per_document = page_cap(counts, args.pages)
    cache = None if args.no_cache else OcrCache(args.cache)
    if cache is not None:
        cache.install()
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=REPO
    ).stdout.strip()
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="ocr-bench-") as temporary:
        temp = temporary
        if args.keep is not None:
            args.keep.mkdir(mode=0o700, parents=True, exist_ok=True)
            temp = str(args.keep)
        for language, folder, pdf in chosen:
            result = measure(
                language, Path(folder), Path(folder) / pdf, per_document, Path(temp), cache
            )
            results.append(result)
            print(
                f"{result.name}: {result.pages} pages, {result.seconds:.0f} s, "
                f"CER {result.errors / max(result.reference_chars, 1):.3f}"
                + (f", cache {cache.hits} hits {cache.misses} misses" if cache else ""),
                file=sys.stderr,
                flush=True,
            )
            args.out.write_text(report(results, commit, per_document), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
