"""Every sample and corpus PDF loads to exactly the Document it loaded to when digests were taken.

The PDF loader is tuned for speed (issue 3); a faster path must not change one character, one
glyph box, one block or one quality figure. ``golden/pdf_digests.json`` holds, per file, the
SHA-256 of each part of the loaded ``Document`` as computed by the loader before the speed
work; ``INSPECTOR_UPDATE_GOLDEN=1`` rewrites it (only on purpose: it is the reference).

Digests depend on PyMuPDF's extraction, so the file records the MuPDF version it was taken
with and the test skips under another one. Corpus files are skipped when the shared corpus is
absent (CI).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from inspector.document.model import Document
from inspector.document.pdf.loader import load_pdf
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr_settings import OcrSettings
from tests.conftest import SAMPLE_DOCS
from tests.document.test_pdf_loader import CORPUS, CORPUS_PDFS
from tests.engine.golden import updating

GOLDEN = Path(__file__).resolve().parent / "golden" / "pdf_digests.json"
UNREADABLE = {"encrypted.pdf", "truncated.pdf", "not_a_pdf.pdf", "empty.pdf"}
SAMPLES = sorted(p.name for p in SAMPLE_DOCS.glob("*.pdf") if p.name not in UNREADABLE)


def _sha(data: bytes | str) -> str:
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return hashlib.sha256(raw).hexdigest()


def document_digests(document: Document) -> dict[str, str]:
    """SHA-256 of each part of ``document`` (text, offset map arrays, key, pages, blocks...)."""
    offsets = document.offset_map
    return {
        "text": _sha(document.text),
        "glyph_of": _sha(offsets.glyph_of.tobytes()),
        "glyph_pages": _sha(offsets.pages.tobytes()),
        "glyph_boxes": _sha(offsets.boxes.tobytes()),
        "key": _sha(document.key.text + "\0" + repr(list(document.key.to_text))),
        "pages": _sha(repr(document.pages)),
        "blocks": _sha(repr(document.blocks)),
        "excluded": _sha(repr(document.excluded)),
        "title_metadata": _sha(repr((document.title, sorted(document.metadata.items())))),
    }


def _load(path: Path) -> Document:
    data = path.read_bytes()
    # The text-layer pipeline is pinned here: OCR output depends on the Tesseract installed.
    return load_pdf(path, data, _sha(data), ocr=OcrSettings(mode="never"))


def _corpus_path(directory: str) -> Path:
    matches = sorted((CORPUS / directory).glob(CORPUS_PDFS[directory]))
    if not matches:
        pytest.skip(f"corpus {directory} is not available")
    return matches[0]


def _golden() -> dict[str, dict[str, str]]:
    if not GOLDEN.is_file():
        return {}
    stored: dict[str, dict[str, str]] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return stored


def _check(name: str, path: Path) -> None:
    digests = document_digests(_load(path))
    stored = _golden()
    if updating():
        stored["_mupdf"] = {"version": str(pymupdf.mupdf_version)}
        stored[name] = digests
        GOLDEN.write_text(json.dumps(stored, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        return
    if stored.get("_mupdf", {}).get("version") != str(pymupdf.mupdf_version):
        pytest.skip("digests were taken with another MuPDF version")
    assert name in stored, f"no digest for {name}: run with INSPECTOR_UPDATE_GOLDEN=1"
    differing = [part for part, digest in digests.items() if stored[name].get(part) != digest]
    assert not differing, f"{name}: the loaded Document differs in {differing}"


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_pdf_loads_identically(name: str) -> None:
    _check(name, SAMPLE_DOCS / name)


@pytest.mark.parametrize("directory", sorted(CORPUS_PDFS))
def test_corpus_pdf_loads_identically(directory: str) -> None:
    _check(f"corpus/{directory}", _corpus_path(directory))
