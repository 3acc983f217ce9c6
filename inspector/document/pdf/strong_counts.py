"""Counts of a row's strong letters, right-to-left and left-to-right: one row, or a page's rows.

``pdf_rows.Row`` carries both counts (the block's direction and the language checks read them).
Counted one row at a time, a right-to-left row took two regular expressions; a page's rows are
counted together instead (``page_strong_counts``, by ``code_point_counts``): numpy weighs
every character of the page's rows by one table lookup and sums the weights row by row.
Both ways count exactly the characters of ``RTL_STRONG`` and of ``LTR_STRONG``.
"""

from __future__ import annotations

import re

from inspector.document.code_point_counts import pair_counts, weight_table
from inspector.document.pdf.char_classes import RTL_STRONG, RTL_STRONG_CHARS, ranges_class

LTR_STRONG, LTR_STRONG_CHARS = ranges_class(
    [
        (0x0041, 0x005A),
        (0x0061, 0x007A),
        (0x00AA, 0x00AA),
        (0x00B5, 0x00B5),
        (0x00BA, 0x00BA),
        (0x00C0, 0x00D6),
        (0x00D8, 0x00F6),
        (0x00F8, 0x02B8),
        (0x0370, 0x03FF),
        (0x0400, 0x052F),
    ]
)
"""Left-to-right strong letters counted in a row (Latin, Greek, Cyrillic)."""

# Runs of strong letters: deleting runs (one match per word) removes the same characters as
# deleting letters one by one, with a sixth of the matches on Arabic text.
# (Written "[..][..]*", not "[..]+": a pattern opening with a class lets the engine skip to a
# candidate in C instead of starting a match attempt at every position.)
_RTL_STRONG_RUN = re.compile(RTL_STRONG.pattern + RTL_STRONG.pattern + "*")
_LTR_STRONG_RUN = re.compile(LTR_STRONG.pattern + LTR_STRONG.pattern + "*")
_DELETE_ASCII_LETTERS = str.maketrans(
    "", "", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
)

# Right-to-left letters weigh 1, left-to-right ones ``SECOND`` (``code_point_counts``).
_WEIGHTS = weight_table(map(ord, RTL_STRONG_CHARS), map(ord, LTR_STRONG_CHARS))


def text_strong_counts(text: str) -> tuple[int, int]:
    """Numbers of right-to-left and of left-to-right strong letters in ``text``."""
    if text.isascii():  # counting by deletion runs in C and builds no match list
        return 0, len(text) - len(text.translate(_DELETE_ASCII_LETTERS))
    # Counted by deletion: ``sub`` builds one string, ``findall`` one per match.
    rtl = len(text) - len(_RTL_STRONG_RUN.sub("", text))
    # Most such rows hold no Latin letter: a search (no string built) tells.
    return rtl, len(text) - len(_LTR_STRONG_RUN.sub("", text)) if LTR_STRONG.search(text) else 0


def page_strong_counts(texts: list[str]) -> tuple[list[int], list[int]]:
    """``text_strong_counts`` of each of ``texts`` (a page's rows): right-to-left, left-to-right."""
    page = "".join(texts)
    if page.isascii():  # (an English page: no table lookups needed)
        rtl = [0] * len(texts)
        return rtl, [len(text) - len(text.translate(_DELETE_ASCII_LETTERS)) for text in texts]
    return pair_counts(texts, _WEIGHTS)
