# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document and Page methods unannotated; the tests call them directly.
"""Tables drawn without rules are found; prose in columns and numbered lists are not (issue 24).

The PDFs are built here with text placed at positions: a price table of aligned columns, a
page of two-column prose, and a list of numbered paragraphs with hanging labels.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.document.model import BlockKind, Document
from inspector.document.pdf.mupdf import pymupdf

TABLES = {
    "en": (
        "Schedule 1. Prices. The licensee pays the prices below.",
        [
            ("Product", "Unit price", "Delivery"),
            ("Widget A", "EUR 120", "30 days"),
            ("Widget B", "EUR 95", "45 days"),
            ("Service D", "EUR 80 per hour", "on request"),
        ],
        "2. Payment. The licensee pays each invoice within thirty days of its date.",
    ),
    "fr": (
        "Annexe 1. Prix. Le licencié paie les prix ci-dessous.",
        [
            ("Produit", "Prix unitaire", "Livraison"),
            ("Article A", "120 EUR", "30 jours"),
            ("Article B", "95 EUR", "45 jours"),
            ("Prestation D", "80 EUR de l'heure", "sur demande"),
        ],
        "2. Paiement. Le licencié paie chaque facture dans les trente jours de sa date.",
    ),
}


def save(path: Path, lines: list[tuple[float, float, str]]) -> Document:
    """A one-page PDF of texts at (x, baseline) positions, loaded."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for x, y, text in lines:
        page.insert_text((x, y), text, fontsize=10)
    doc.save(path)
    doc.close()
    return load_document(path)


@pytest.mark.parametrize("language", sorted(TABLES))
def test_unruled_table_is_one_table_block_with_rows_and_cells(
    tmp_path: Path, language: str
) -> None:
    before, rows, after = TABLES[language]
    placed = [(72.0, 80.0, before)]
    for r, row in enumerate(rows):
        placed += [(x, 110.0 + 15 * r, cell) for x, cell in zip((72, 250, 420), row, strict=True)]
    placed.append((72.0, 110.0 + 15 * len(rows) + 25, after))
    document = save(tmp_path / "table.pdf", placed)
    kinds = [b.kind for b in document.blocks]
    assert kinds == [BlockKind.PARAGRAPH, BlockKind.TABLE, BlockKind.PARAGRAPH]
    table = document.blocks[1]
    text = document.text[table.text_start : table.text_end]
    assert text.split("\n") == [" | ".join(row) for row in rows]


PROSE = (
    "The parties agree that the supplier delivers the goods at the place named in the order "
    "and that the risk passes to the buyer on delivery, unless the order provides otherwise. "
)


def test_two_column_prose_is_no_table(tmp_path: Path) -> None:
    column = textwrap.wrap(PROSE * 3, 45)
    placed = []
    for k, line in enumerate(column):
        placed += [(60.0, 100.0 + 13 * k, line), (320.0, 100.0 + 13 * k, line)]
    document = save(tmp_path / "columns.pdf", placed)
    assert all(b.kind is not BlockKind.TABLE for b in document.blocks)
    assert "|" not in document.text


@pytest.mark.parametrize(
    "labels", [["1.", "2.", "3.", "4."], ["(a)", "(b)", "(c)", "(d)"], ["1)", "2)", "3)", "4)"]]
)
def test_numbered_list_with_hanging_labels_is_no_table(tmp_path: Path, labels: list[str]) -> None:
    placed = []
    y = 100.0
    for label in labels:
        item = textwrap.wrap(PROSE, 70)
        placed.append((72.0, y, label))
        for line in item:
            placed.append((110.0, y, line))
            y += 13
    document = save(tmp_path / "list.pdf", placed)
    assert all(b.kind is not BlockKind.TABLE for b in document.blocks)
    assert "|" not in document.text


def test_short_numbered_list_items_of_one_line_are_no_table(tmp_path: Path) -> None:
    # Items shorter than a line (a definition list's "(a) the Licensee;"): aligned label and
    # text, but the label column holds list labels, as a legal list does.
    items = ["the Licensee;", "the Licensor;", "each Affiliate of either of them;", "the Agent."]
    placed = []
    for k, (label, item) in enumerate(zip(["(a)", "(b)", "(c)", "(d)"], items, strict=True)):
        placed += [(90.0, 100.0 + 14 * k, label), (130.0, 100.0 + 14 * k, item)]
    document = save(tmp_path / "short_list.pdf", placed)
    assert all(b.kind is not BlockKind.TABLE for b in document.blocks)
