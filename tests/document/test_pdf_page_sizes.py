# mypy: disallow-untyped-calls=False
# (PyMuPDF leaves many functions unannotated; see inspector/document/pdf/render.py.)
"""pdf_open.page_sizes and OutlineFreeDocument: displayed page sizes and the skipped outline."""

from __future__ import annotations

from pathlib import Path

from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.opening import OutlineFreeDocument, open_pdf, page_sizes
from inspector.document.pdf.render import open_pages
from tests.gui import pdf_files


def rect_sizes(path: Path) -> list[tuple[float, float]]:
    """Every page's ``page.rect`` size, through PyMuPDF's Page objects."""
    with pymupdf.open(path) as document:
        return [(page.rect.width, page.rect.height) for page in document]


def test_rotated_and_mixed_pages(tmp_path: Path) -> None:
    pdf = pdf_files.write_pdf(tmp_path / "mixed.pdf", 12)
    with OutlineFreeDocument(pdf) as document:
        sizes = page_sizes(document, pdf.name)
    assert sizes == rect_sizes(pdf) == pdf_files.displayed_sizes(pdf)
    assert sizes[pdf_files.ROTATED_PAGE] == (842.0, 595.0)


def bookmarked_pdf(path: Path) -> Path:
    """A 3-page PDF with a two-level outline."""
    document = pymupdf.open(pdf_files.write_pdf(path.with_suffix(".plain.pdf"), 3))
    document.set_toc([[1, "Part I", 1], [2, "Article 1", 2], [1, "Part II", 3]])
    document.save(path)
    return path


def test_the_outline_is_not_read_but_everything_else_is_the_same(tmp_path: Path) -> None:
    pdf = bookmarked_pdf(tmp_path / "bookmarked.pdf")
    with pymupdf.open(pdf) as full:
        assert len(full.get_toc()) == 3  # the file has an outline, which PyMuPDF reads
        texts = [page.get_text() for page in full]
    with open_pdf(pdf.read_bytes(), pdf.name) as document:
        assert document.outline is None
        assert [page.get_text() for page in document] == texts
    with open_pages(pdf) as source:
        assert [(s.width, s.height) for s in source.page_sizes] == rect_sizes(pdf)
