"""A normalised line loses its end spaces by one ``strip`` as by the two slices before.

``pdf_lines.normalize_line`` collapses runs of spaces, then strips the line with
``str.strip(" ")`` (at most one space is left at either end) and cuts the glyph ids to match.
The oracle is the code as it was, which tested the first and last characters, on made-up
lines and on the rows of every real PDF, read in logical order.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.pdf.lines import (
    _ASCII_SPACE_LIKE,
    _SPACE_LIKE,
    _normalize_chars,
    normalize_line,
)
from tests.document.real_pdf_extracts import real_ordered_rows
from tests.document.test_pdf_lines_shortcuts import spaces_as_before


def _normalize_reference(text: str, gids: list[int]) -> tuple[str, list[int]]:
    if text.isascii():
        if _ASCII_SPACE_LIKE.search(text):
            text = text.translate(_SPACE_LIKE)
    else:
        text, gids = _normalize_chars(text, gids)
    return spaces_as_before(text, gids)


_LINES = st.text(
    st.sampled_from("\x1c  \t\u00a0\u2009\u00ad aبلا\u064e\u0651\ufefbfi"), max_size=12
)


@settings(max_examples=2000, deadline=None)
@given(_LINES)
def test_lines_stripped_as_by_slices(text: str) -> None:
    gids = list(range(10, 10 + len(text)))
    assert normalize_line(text, gids) == _normalize_reference(text, gids)


def test_end_spaces() -> None:
    assert normalize_line(" ", [1]) == ("", [])
    assert normalize_line("  a  ", [1, 2, 3, 4, 5]) == ("a", [3])
    assert normalize_line(" ب", [1, 2]) == ("ب", [2])
    assert normalize_line("ب\u00a0", [1, 2]) == ("ب", [1])


def test_real_lines_normalised_as_before() -> None:
    cut = 0
    for text, gids in real_ordered_rows():
        got = normalize_line(text, gids)
        assert got == _normalize_reference(text, gids)
        cut += len(got[0]) != len(text)
    assert cut > 0  # some real lines are stripped
