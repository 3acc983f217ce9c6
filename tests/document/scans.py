# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated.
"""Scanned pages for the OCR tests: a page drawn with text, kept as its image only."""

from __future__ import annotations

from inspector.document.pdf.mupdf import pymupdf


def image_only(page: pymupdf.Page) -> bytes:
    """A one-page PDF holding ``page`` rendered at 300 dpi in grey, with no text layer."""
    pixmap = page.get_pixmap(dpi=300, colorspace=pymupdf.csGRAY)
    scanned = pymupdf.open()
    scanned.new_page(width=page.rect.width, height=page.rect.height).insert_image(
        page.rect, stream=pixmap.tobytes("png")
    )
    data: bytes = scanned.tobytes()
    scanned.close()
    return data
