"""PDF block kinds: a cell in capitals of a table drawn without rules is no heading (issue 24).

A table without ruling lines is read as separate blocks side by side. Its cell "OFINET" in
capitals, with three cells beside it on its line, names a row; a line in capitals alone on its
line (or with one block beside it: the other language of a bilingual heading) is a heading.
"""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind
from inspector.document.pdf.blocks import PlannedBlock, assign_kinds
from inspector.document.pdf.lines import Line


def _block(text: str, x0: float, y0: float, width: float, *, rtl: bool = False) -> PlannedBlock:
    lines = [Line(part, [-1] * len(part)) for part in text.split("\n")]
    bbox = (x0, y0, x0 + width, y0 + 9 * len(lines))
    return PlannedBlock(BlockKind.PARAGRAPH, 0, rtl, bbox, 8.0, False, lines)


ROWS = [
    # (the capitals line, the cells beside it, whether it stays a heading)
    ("OFINET", ["WEB application, access to mail and\ndocuments", "Medium", "Central"], False),
    ("SERVEUR CENTRAL", ["Application de messagerie", "Moyenne", "Siège"], False),
    ("TERMINATION", [], True),
    ("1. DEFINITIONS", ["١. التعريفات"], True),
]


@pytest.mark.parametrize(("caps", "beside", "heading"), ROWS)
def test_a_capitals_cell_of_a_row_is_no_heading(
    caps: str, beside: list[str], heading: bool
) -> None:
    body = "The servers listed below are managed under this Agreement by the provider."
    blocks = [_block(body, 50, 40, 480), _block(caps, 50, 122, 60)]
    blocks += [
        _block(text, 150 + 110 * i, 122, 100, rtl=text[0] >= "\u0600")
        for i, text in enumerate(beside)
    ]
    blocks.append(_block(body, 50, 160, 480))
    assign_kinds(blocks, (8.0, 8.0))
    assert (blocks[1].kind == BlockKind.HEADING) is heading
    assert blocks[0].kind == BlockKind.PARAGRAPH
