# mypy: disallow-untyped-calls=False
# (PyMuPDF leaves many functions unannotated; see inspector/document/pdf/render.py.)
"""pdf_open.page_sizes: the displayed page sizes, rotation applied."""

from __future__ import annotations

from pathlib import Path

from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.opening import page_sizes
from tests.gui import pdf_files


def rect_sizes(path: Path) -> list[tuple[float, float]]:
    """Every page's ``page.rect`` size, through PyMuPDF's Page objects."""
    with pymupdf.open(path) as document:
        return [(page.rect.width, page.rect.height) for page in document]


def test_rotated_and_mixed_pages(tmp_path: Path) -> None:
    pdf = pdf_files.write_pdf(tmp_path / "mixed.pdf", 12)
    with pymupdf.open(pdf) as document:
        sizes = page_sizes(document, pdf.name)
    assert sizes == rect_sizes(pdf) == pdf_files.displayed_sizes(pdf)
    assert sizes[pdf_files.ROTATED_PAGE] == (842.0, 595.0)
