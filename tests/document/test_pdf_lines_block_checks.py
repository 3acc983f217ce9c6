"""``pdf_lines.make_lines`` asks its block-wide questions once, of the lines joined by a space.

Whether any line may change in normalisation, holds a bracket, or would lose a space (a run of
two, one at either end, an ASCII space-like control) is asked of the block's lines joined by a
space; a block where nothing can change skips ``fix_brackets`` and ``normalize_line`` line by
line. The code it replaced asked each line; it is kept here as the oracle, run on hypothesis
blocks (both directions, spaces at the ends, runs of spaces, controls, brackets, marks, forms,
soft hyphens, empty rows) and on every block and furniture row of the real PDFs.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import inspector.document.pdf.loader as pdf
from inspector.document.pdf import blocks as pdf_blocks
from inspector.document.pdf import furniture as pdf_furniture
from inspector.document.pdf import lines as pdf_lines
from inspector.document.pdf.lines import (
    Line,
    fix_brackets,
    make_lines,
    may_change,
    normalize_line,
    order_row,
)
from inspector.document.pdf.reversed_blocks import looks_reversed
from inspector.document.pdf.rows import Row
from tests.document.test_pdf_lines import row_from_visual
from tests.document.test_pdf_page_lines import _real_pdfs


def _make_lines_line_by_line(rows: Sequence[Row], rtl: bool) -> list[Line]:
    """``make_lines`` as it asked every line."""
    ordered = []
    texts = []
    changes = []
    search = pdf_lines._MAY_CHANGE.search
    after_arabic = False
    for row in rows:
        text, gids = order_row(row, rtl, False, after_arabic)
        ordered.append((text, gids))
        texts.append(text)
        changes.append(not text.isascii() and search(text) is not None)
        if row.rtl_strong or row.ltr_strong:
            after_arabic = row.rtl_strong > row.ltr_strong
    arabic = False
    for row in rows:
        if row.rtl_strong or (not row.text.isascii() and pdf_lines._NEEDS_BIDI.search(row.text)):
            arabic = True
            break
    if arabic and looks_reversed(texts):
        ordered = [order_row(row, rtl, as_drawn=True) for row in rows]
        changes = [not text.isascii() and may_change(text) for text, _ in ordered]
    lines = []
    for (text, gids), change in zip(ordered, changes, strict=True):
        text = fix_brackets(text)
        text, gids = normalize_line(text, gids, change)
        lines.append(Line(text, gids))
    return lines


# Letters (a reversed stop word and article among them), marks, a form, a bidi control,
# spaces of several kinds and controls, a soft hyphen, brackets, Latin letters and digits.
_CHARS = "بلاةيف\u064e\u0651\ufefb\ufb01\u200f \u00a0\t\n\u00ad()[]{a1"
_ROWS = st.lists(st.text(alphabet=_CHARS, max_size=12).map(row_from_visual), max_size=4)


@given(_ROWS, st.booleans())
@example([row_from_visual("ب "), row_from_visual("ة")], True)  # a space at a line's end
@example([row_from_visual("ب"), row_from_visual(" ة")], True)  # at a line's start
@example([row_from_visual("ب"), row_from_visual(""), row_from_visual("ة")], True)  # empty
@example([row_from_visual("a\tb")], False)  # an ASCII control
@example([row_from_visual(")ب("), row_from_visual("ة")], True)  # mirrored brackets
@example([row_from_visual("[ب]")], True)
@example([row_from_visual("}a{")], False)
def test_block_wide_checks_give_what_line_by_line_checks_give(rows: list[Row], rtl: bool) -> None:
    assert make_lines(rows, rtl) == _make_lines_line_by_line(rows, rtl)


def test_block_wide_checks_on_real_pdfs(monkeypatch: pytest.MonkeyPatch) -> None:
    blocks = 0

    def checked(rows: Sequence[Row], rtl: bool) -> list[Line]:
        nonlocal blocks
        lines = make_lines(rows, rtl)
        assert lines == _make_lines_line_by_line(rows, rtl)
        blocks += 1
        return lines

    monkeypatch.setattr(pdf_blocks, "make_lines", checked)
    monkeypatch.setattr(pdf_furniture, "make_lines", checked)
    for path in _real_pdfs():
        pdf.load_pdf(path, path.read_bytes(), "")
    assert blocks > 1000
