"""Doubled and paired marks in ``pdf_lines.normalize_line``.

The doubled-mark search starts at the line's first pair of marks: a doubled mark after an
earlier, different pair must still be found (and collapsed), and a pair alone must only be put
in canonical order.
"""

from __future__ import annotations

import re

from inspector.document.pdf.lines import normalize_line

_FATHA = "\u064e"
_SHADDA = "\u0651"
_DOUBLED = re.compile("([\u064b-\u065f])\\1")


def test_a_doubled_mark_after_an_earlier_pair_is_collapsed() -> None:
    # A shadda then a fatha on the first letter (a pair, not doubled), a doubled fatha later.
    text = "ب" + _SHADDA + _FATHA + " د" + _FATHA + _FATHA + " ر"
    got, gids = normalize_line(text, list(range(len(text))))
    assert not _DOUBLED.search(got)
    assert got == "ب" + _FATHA + _SHADDA + " د" + _FATHA + " ر"  # (fatha first: canonical)
    assert len(gids) == len(got)
    assert gids[:3] == [0, 2, 1]  # each mark keeps its glyph


def test_a_pair_alone_is_only_reordered() -> None:
    text = "ب" + _SHADDA + _FATHA
    got, gids = normalize_line(text, [5, 6, 7])
    assert (got, gids) == ("ب" + _FATHA + _SHADDA, [5, 7, 6])


def test_a_doubled_mark_that_is_the_first_pair_is_collapsed() -> None:
    text = "ب" + _FATHA + _FATHA + " د"
    got, gids = normalize_line(text, [0, 1, 2, 3, 4])
    assert got == "ب" + _FATHA + " د"
    assert len(gids) == len(got)
