# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Page methods unannotated; results are typed where they are used.
"""OCR of one PDF page: render -> Tesseract -> a ``rawdict`` the loader reads as a text layer.

Which pages: ``pdf_ocr_settings.wants_ocr``.

**How** (``ocr_page``): the page is rendered at ``OcrSettings.dpi`` (300) in grey, as PNG, and
handed to Tesseract (``pdf_ocr_tesseract``); its hOCR becomes a ``rawdict`` with glyph boxes
split evenly from word boxes (``pdf_ocr_hocr``), read by the loader like a text layer. Lines
whose ink is thicker than the page's usual are marked bold (``pdf_ocr_weight``: Tesseract gives
no weight, and headings are told from paragraphs by it). One page at a time: its image (about
8 MB of grey pixels for an A4 page) is kept until its lines are weighed, then freed.

**Confidence**: the page's mean word confidence (Tesseract's ``x_wconf``, 0..100) is kept in
``PageQuality.ocr_confidence``; below ``OcrSettings.low_confidence`` the page carries a
reason, shown as a banner, in the chunk list and in exported records.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from inspector.document.model import PageQuality
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr_hocr import OcrText, body_size, parse_hocr, rawdict_of
from inspector.document.pdf.ocr_settings import OcrSettings
from inspector.document.pdf.ocr_tesseract import LanguageHint, detect_script, run_hocr
from inspector.document.pdf.ocr_weight import bold_lines


@dataclass(frozen=True, slots=True)
class OcrPage:
    """One page read by OCR: its ``rawdict``, text, quality and the models used."""

    rawdict: dict[str, Any]
    text: str
    quality: PageQuality
    languages: str


def ocr_page(
    page: pymupdf.Page,
    hint: LanguageHint,
    settings: OcrSettings,
    should_cancel: Callable[[], bool] | None,
) -> OcrPage:
    """Read ``page`` by OCR (see the module docstring).

    ``hint`` is the document's language so far; it is updated with this page's text and
    models.

    Raises:
        OcrUnavailableError: Tesseract or a model is missing, or it failed on the page.
        Cancelled: ``should_cancel`` returned True while Tesseract ran.
    """
    rect = page.rect
    pixmap = page.get_pixmap(dpi=settings.dpi, colorspace=pymupdf.csGRAY, alpha=False)
    image: bytes = pixmap.tobytes("png")
    # The pixmap may differ from the page by a rounding pixel: scale by its own size.
    scale = float(rect.width) / pixmap.width if pixmap.width else 72.0 / settings.dpi
    script = detect_script(image, should_cancel)
    languages = hint.models_for(script)
    ocr = parse_hocr(run_hocr(image, languages, settings.dpi, should_cancel))
    image = b""
    # One grey byte per pixel; a row may carry padding past the image's width.
    rows = np.frombuffer(pixmap.samples_mv, dtype=np.uint8).reshape(pixmap.height, pixmap.stride)
    gray = rows[:, : pixmap.width]
    bold = bold_lines(gray, ocr.lines, body_size(ocr.lines))
    del gray, rows, pixmap
    hint.last = languages
    text = ocr.text()
    hint.add_text(text)
    return OcrPage(
        rawdict_of(ocr, scale, (float(rect.x0), float(rect.y0)), bold),
        text,
        ocr_quality(ocr, settings),
        languages,
    )


def ocr_quality(ocr: OcrText, settings: OcrSettings) -> PageQuality:
    """The quality of a page read by OCR: its confidence, and a reason when it is low."""
    if ocr.confidence is None:
        return PageQuality(0.0, False, "no text found by OCR", ocr=True)
    percent = round(ocr.confidence)
    if ocr.confidence < settings.low_confidence:
        return PageQuality(
            0.0,
            True,
            f"read by OCR with low confidence ({percent}% mean word confidence)",
            ocr=True,
            ocr_confidence=ocr.confidence,
        )
    return PageQuality(0.0, True, "", ocr=True, ocr_confidence=ocr.confidence)


def ocr_failed_quality(quality: PageQuality | None, error: Exception) -> PageQuality:
    """A page whose OCR failed keeps its text-layer judgement, the failure added."""
    if quality is None:
        return PageQuality(0.0, False, str(error))
    reason = f"{quality.reason}; {error}" if quality.reason else str(error)
    return PageQuality(quality.garbage_ratio, quality.has_text_layer, reason)
