"""The ``--ocr`` option of the commands that load documents.

``text``, ``chunk``, ``export`` and ``batch``: which PDF pages are read by OCR
(``inspector.document.pdf.ocr_settings``).
"""

from __future__ import annotations

import argparse

OCR_CHOICES = ("auto", "always", "never")
"""``pdf_ocr_settings.OCR_MODES`` (spelled here: the option is parsed before any loader is
imported; a test checks both agree)."""


def add_ocr_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--ocr auto|always|never`` (default auto) to ``parser``."""
    parser.add_argument(
        "--ocr",
        choices=OCR_CHOICES,
        default="auto",
        help="read PDF pages by OCR (Tesseract): auto (default) pages without a usable text "
        "layer, always every page, never",
    )
