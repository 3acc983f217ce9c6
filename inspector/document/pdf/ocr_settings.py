"""Which PDF pages are read by OCR, and how (pure Python: no PyMuPDF, importable anywhere).

``OcrMode``, chosen by the user (``--ocr`` on the commands that load documents, the window's
"Read by OCR" menu):

- ``auto`` (the default): pages without a usable text layer, that is a scanned image, text
  drawn as vector outlines, or a text layer ``pdf_quality`` judges unreadable (garbage share
  above ``UNREADABLE``); not a damaged page, and not a blank one;
- ``always``: every page, the text layer ignored (a reviewer who distrusts it);
- ``never``: no page; scanned pages keep their "no text layer" banner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from inspector.document.model import PageQuality

OcrMode = Literal["auto", "always", "never"]
OCR_MODES: tuple[OcrMode, ...] = ("auto", "always", "never")

LOW_CONFIDENCE = 80.0
"""Default mean word confidence (percent) below which an OCR'd page is flagged. Tesseract gave
clean 300-dpi renders of printed legal text 89-95 % per document (bench/results/ocr.md, no page
below 80 %); pages near or under 80 % (the broken-layer sample's Arabic, read with the English
model too) showed misread words on most lines."""


@dataclass(frozen=True, slots=True)
class OcrSettings:
    """How pages are read by OCR.

    ``dpi``: resolution the page is rendered at for Tesseract (dots per inch).
    ``low_confidence``: mean word confidence (percent) below which a page is flagged.
    """

    mode: OcrMode = "auto"
    dpi: int = 300
    low_confidence: float = LOW_CONFIDENCE


DEFAULT_OCR = OcrSettings()


def ocr_settings(mode: str | None) -> OcrSettings:
    """The settings for a ``--ocr`` value (None: the default, ``auto``).

    Raises:
        ValueError: ``mode`` is not one of ``OCR_MODES``.
    """
    if mode is None:
        return DEFAULT_OCR
    for known in OCR_MODES:
        if mode == known:
            return OcrSettings(mode=known)
    raise ValueError(f"unknown OCR mode {mode!r}: use one of {', '.join(OCR_MODES)}")


def wants_ocr(mode: OcrMode, quality: PageQuality | None) -> bool:
    """Whether a page of text-layer ``quality`` is read by OCR (None: not judged, ``always``)."""
    if mode == "never":
        return False
    if mode == "always":
        return True
    if quality is None or quality.has_text_layer:
        return False
    return not quality.reason.startswith(("page damaged", "page empty"))
