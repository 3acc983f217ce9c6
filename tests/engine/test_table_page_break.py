# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document and Page methods unannotated; the tests call them directly.
"""A ruled table carried over a page break is one table (issue 24, seed 002).

The PDFs are built here: a running header, page numbers, and a ruled table whose last row on
the first page breaks over to the second (its first cell there empty). The table is cut only
between rows, the broken row stays whole, and every part after the first repeats the table's
header row (the first page's), never a row of the second page.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from inspector.document.load import load_document
from inspector.document.model import BlockKind
from inspector.document.pdf.mupdf import pymupdf
from inspector.engine.chunker import chunk_document
from tests.engine.helpers import small

COLUMNS = (72.0, 200.0, 523.0)


class Excerpt(NamedTuple):
    header: str  # the running header
    head: tuple[str, str]  # the table's header row
    row: str  # a body row's second cell, "{k}" its number
    label: str  # the broken row's first cell
    start: str  # its second cell on the first page
    rest: str  # and on the second page


EXCERPTS = {
    "en": Excerpt(
        "ACME LICENCE AGREEMENT",
        ("Fee", "Amount and terms"),
        "The licensee pays {k} thousand euros on signature of this agreement.",
        "Royalty",
        "The licensee pays five per cent of net sales",
        "each quarter.",
    ),
    "fr": Excerpt(
        "CONTRAT DE LICENCE ACME",
        ("Redevance", "Montant et conditions"),
        "Le licencié verse {k} mille euros à la signature du présent contrat.",
        "Royalties",
        "Le licencié verse cinq pour cent des ventes nettes",
        "par trimestre.",
    ),
}


def ruled_table(page: pymupdf.Page, top: float, rows: list[tuple[str, str]]) -> None:
    """Rows of two cells, each 18 pt high, with every rule drawn."""
    ys = [top + 18.0 * k for k in range(len(rows) + 1)]
    for k, cells in enumerate(rows):
        for column, cell in enumerate(cells):
            page.insert_text((COLUMNS[column] + 4, ys[k] + 13), cell, fontsize=10)
    for y in ys:
        page.draw_line((COLUMNS[0], y), (COLUMNS[-1], y))
    for x in COLUMNS:
        page.draw_line((x, ys[0]), (x, ys[-1]))


def build(path: Path, excerpt: Excerpt, rows_before: int, *, repeat_header: bool = False) -> None:
    body = [(f"{excerpt.head[0]} {k}", excerpt.row.format(k=k)) for k in range(1, 40)]
    doc = pymupdf.open()
    first = doc.new_page(width=595, height=842)
    first.insert_text((72, 40), excerpt.header, fontsize=9)
    first.insert_text((290, 810), "1", fontsize=9)
    ruled_table(first, 90, [excerpt.head, *body[:rows_before], (excerpt.label, excerpt.start)])
    second = doc.new_page(width=595, height=842)
    second.insert_text((72, 40), excerpt.header, fontsize=9)
    second.insert_text((290, 810), "2", fontsize=9)
    repeated = [excerpt.head] if repeat_header else []
    ruled_table(second, 72, [*repeated, ("", excerpt.rest), *body[rows_before : rows_before + 6]])
    doc.save(path)
    doc.close()


@pytest.mark.parametrize("language", sorted(EXCERPTS))
@pytest.mark.parametrize("max_tokens", [90, 160, 300])
def test_table_over_a_page_break_is_cut_between_rows_with_its_header(
    tmp_path: Path, language: str, max_tokens: int
) -> None:
    excerpt = EXCERPTS[language]
    path = tmp_path / "table.pdf"
    build(path, excerpt, rows_before=12)
    document = load_document(path)
    tables = [b for b in document.blocks if b.kind is BlockKind.TABLE]
    assert [b.page_index for b in tables] == [0, 1]  # the loader's premise: two ruled tables
    head = " | ".join(excerpt.head)
    start, rest = excerpt.start, excerpt.rest
    chunks = chunk_document(document, small(max_tokens)).chunks
    assert len(chunks) >= 2
    table_start = tables[0].text_start
    for chunk in chunks:
        text = document.text[chunk.start : chunk.end]
        assert not text.lstrip().startswith("|"), text[:60]  # no stray half row starts a chunk
        if start in text or rest in text:
            assert start in text  # the broken row is whole
            assert rest in text
        if chunk.start > table_start and chunk.start < tables[1].text_end:
            assert chunk.table_header == head  # the first page's header, repeated


@pytest.mark.parametrize("language", sorted(EXCERPTS))
@pytest.mark.parametrize("max_tokens", [100, 180, 300])
@pytest.mark.parametrize("rows_before", [6, 9, 12])
def test_header_row_repeated_on_the_next_page_starts_no_part(
    tmp_path: Path, language: str, max_tokens: int, rows_before: int
) -> None:
    # Word processors print the header row again at the top of the next page (LibreOffice's
    # "Repeat heading"): a part never starts with it, the parts repeat it as their header.
    excerpt = EXCERPTS[language]
    path = tmp_path / "table.pdf"
    build(path, excerpt, rows_before, repeat_header=True)
    document = load_document(path)
    head = " | ".join(excerpt.head)
    chunks = chunk_document(document, small(max_tokens)).chunks
    tables = [b for b in document.blocks if b.kind is BlockKind.TABLE]
    for chunk in chunks[1:]:
        text = document.text[chunk.start : chunk.end].lstrip()
        assert not text.startswith(head), text[:60]
        assert not text.startswith("|"), text[:60]  # nor with the broken row's rest
        if tables[0].text_start < chunk.start < tables[1].text_end:
            assert chunk.table_header == head
