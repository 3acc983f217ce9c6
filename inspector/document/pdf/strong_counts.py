"""Counts of a row's strong letters, right-to-left and left-to-right.

``pdf_rows.Row`` carries both counts (the block's direction and the language checks read them).
They count exactly the characters of ``RTL_STRONG`` and of ``LTR_STRONG``.
"""

from __future__ import annotations

import re

from inspector.document.pdf.char_classes import RTL_STRONG, ranges_class

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


def text_strong_counts(text: str) -> tuple[int, int]:
    """Numbers of right-to-left and of left-to-right strong letters in ``text``."""
    if text.isascii():  # counting by deletion runs in C and builds no match list
        return 0, len(text) - len(text.translate(_DELETE_ASCII_LETTERS))
    # Counted by deletion: ``sub`` builds one string, ``findall`` one per match.
    rtl = len(text) - len(_RTL_STRONG_RUN.sub("", text))
    # Most such rows hold no Latin letter: a search (no string built) tells.
    return rtl, len(text) - len(_LTR_STRONG_RUN.sub("", text)) if LTR_STRONG.search(text) else 0
