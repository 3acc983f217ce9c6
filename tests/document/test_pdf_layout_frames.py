# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document and Page methods unannotated; the tests call them directly.
"""A page of prose set inside a ruled box is read as text, not as a table (issue 24).

Filings converted from HTML draw each page's box (a filled shape taller than the page, its
edges read as rules) and a rule under the text; contracts are also typed inside a bordered
one-column table. Read as a table, the clause headings and paragraphs of a page were joined
into one line per cell. The PDFs are built here: a contract page in such a frame (English,
French), and, for contrast, ruled tables that stay tables.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.document.model import BlockKind, Document
from inspector.document.pdf.mupdf import pymupdf

CLAUSES = {
    "en": [
        ("1. DEFINITIONS", "In this Agreement the words below have the meanings given to them. "),
        ("2. SERVICES", "The supplier provides the services described in the annex to it. "),
        ("3. PAYMENT", "The customer pays each invoice within thirty days of its date. "),
    ],
    "fr": [
        ("1. DÉFINITIONS", "Dans le présent contrat, les mots ci-dessous ont le sens indiqué. "),
        ("2. SERVICES", "Le prestataire fournit les services décrits dans l'annexe au contrat. "),
        ("3. PAIEMENT", "Le client paie chaque facture dans les trente jours de sa date. "),
    ],
}


def _contract_page(page: pymupdf.Page, language: str) -> None:
    y = 80.0
    for heading, sentence in CLAUSES[language]:
        label, title = heading.split(" ", 1)  # the title set at a tab stop after the number
        page.insert_text((72, y), label, fontsize=11)
        page.insert_text((108, y), title, fontsize=11)
        y += 22
        box = pymupdf.Rect(72, y - 10, 523, y + 60)
        page.insert_textbox(box, sentence * 5, fontsize=10)
        y += 90


def _frame_pdf(path: Path, language: str, frame: str) -> Document:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    if frame == "html":  # a white box taller than the page, drawn as four lines, and a rule
        shape = page.new_shape()
        shape.draw_polyline([(45, -170), (550, -170), (550, 5400), (45, 5400), (45, -170)])
        shape.finish(fill=(1, 1, 1), color=None)
        shape.draw_line((50, 796), (550, 796))
        shape.finish(color=(0.5, 0.5, 0.5))
        shape.commit(overlay=False)
    else:  # a bordered one-column table: the clauses in one cell, a footer row under them
        for y in (50, 760, 800):
            page.draw_line((50, y), (545, y))
        for x in (50, 545):
            page.draw_line((x, 50), (x, 800))
    _contract_page(page, language)
    page.insert_text((280, 785), "Page 1", fontsize=9)
    doc.save(path)
    doc.close()
    return load_document(path)


@pytest.mark.parametrize("frame", ["html", "bordered"])
@pytest.mark.parametrize("language", sorted(CLAUSES))
def test_a_page_in_a_ruled_frame_is_read_as_text(tmp_path: Path, language: str, frame: str) -> None:
    document = _frame_pdf(tmp_path / "frame.pdf", language, frame)
    kinds = [b.kind for b in document.blocks]
    assert BlockKind.TABLE not in kinds
    texts = [document.text[b.text_start : b.text_end] for b in document.blocks]
    for heading, sentence in CLAUSES[language]:
        assert heading in texts  # each clause heading a block of its own
        assert any(text.startswith(sentence.strip()[:40]) for text in texts)


def _table_pdf(path: Path, rows: list[tuple[str, ...]], widths: list[float]) -> Document:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 60), "The fees are set out below.", fontsize=10)
    xs = [72.0]
    for width in widths:
        xs.append(xs[-1] + width)
    ys = [80.0]
    for row in rows:
        ys.append(ys[-1] + 14 * max(len(cell) // 40 + 1 for cell in row) + 10)
    for x in xs:
        page.draw_line((x, ys[0]), (x, ys[-1]))
    for y in ys:
        page.draw_line((xs[0], y), (xs[-1], y))
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            box = pymupdf.Rect(xs[c] + 3, ys[r] + 3, xs[c + 1] - 3, ys[r + 1] - 2)
            assert page.insert_textbox(box, cell, fontsize=10) >= 0
    doc.save(path)
    doc.close()
    return load_document(path)


LONG = "the works described in the plan deposited with the authority, " * 4


@pytest.mark.parametrize(
    ("rows", "widths"),
    [
        ([("Work", "Description"), ("Work No. 1", LONG), ("Work No. 2", LONG)], [100, 300]),
        ([("No.", "Work", "Place"), ("1", LONG, "Sands"), ("2", "A cable", "Port")], [40, 300, 80]),
    ],
)
def test_ruled_tables_stay_tables(
    tmp_path: Path, rows: list[tuple[str, ...]], widths: list[float]
) -> None:
    document = _table_pdf(tmp_path / "table.pdf", rows, widths)
    tables = [b for b in document.blocks if b.kind == BlockKind.TABLE]
    assert len(tables) == 1
    text = document.text[tables[0].text_start : tables[0].text_end]
    assert len(text.split("\n")) == len(rows)
