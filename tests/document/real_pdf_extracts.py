# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document.close unannotated.
"""The loader's extraction pass over every real PDF the document tests read.

Tests that check a shortcut of a later step (planning, layout, line repairs) against the
code it replaced run it on the rows, tables and page sizes ``document.pdf.loader._extract``
gives for the sample and corpus PDFs (``test_pdf_page_lines._real_pdfs``).
"""

from __future__ import annotations

from collections.abc import Iterator

from inspector.document.pdf.lines import order_row
from inspector.document.pdf.loader import _extract, _Extracted
from inspector.document.pdf.opening import open_pdf
from inspector.document.textbuild import TextBuilder
from tests.document.test_pdf_page_lines import _real_pdfs


def real_extracts() -> Iterator[_Extracted]:
    """Each real PDF's extraction (rows, tables, quality and sizes per page), a fresh one each."""
    for path in _real_pdfs():
        document = open_pdf(path.read_bytes(), path.name)
        try:
            yield _extract(document, TextBuilder(), None, None)
        finally:
            document.close()


def real_ordered_rows() -> Iterator[tuple[str, list[int]]]:
    """Every real row in logical order as ``order_row(row, rtl)`` gives it, both ways.

    For each row of each real PDF's extraction: its text and glyph ids read left to right
    (``rtl`` False), then right to left (True).
    """
    for extracted in real_extracts():
        for page_rows in extracted.rows:
            for row in page_rows.rows:
                for rtl in (False, True):
                    yield order_row(row, rtl)
