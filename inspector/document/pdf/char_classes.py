"""The character classes the PDF loader sorts characters by, as patterns and as sets.

Each class is kept twice, built from one definition: a compiled character class, for searching
strings, and a ``frozenset`` of its characters, for asking about one character: a set lookup
costs a fifth of ``pattern.match`` (no call into the regular expression engine), and the
cluster code asks it of single characters tens of thousands of times per document.
For a string ``c`` of one code point, ``c in CLASS_CHARS`` equals ``bool(CLASS.match(c))``.
"""

from __future__ import annotations

import re
import unicodedata


def ranges_class(ranges: list[tuple[int, int]]) -> tuple[re.Pattern[str], frozenset[str]]:
    """The pattern and the set of the code points ``first..last`` of each range."""
    pattern = "".join(
        re.escape(chr(first)) + ("-" + re.escape(chr(last)) if last > first else "")
        for first, last in ranges
    )
    chars = [chr(code) for first, last in ranges for code in range(first, last + 1)]
    return re.compile("[" + pattern + "]"), frozenset(chars)


SPACES = frozenset(
    " \t\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
)
"""The characters taken as spaces (never attached to a letter)."""

RTL_STRONG, RTL_STRONG_CHARS = ranges_class(
    [
        (0x0590, 0x05FF),
        (0x0608, 0x0608),
        (0x060B, 0x060B),
        (0x060D, 0x060D),
        (0x061B, 0x064A),
        (0x066D, 0x066F),
        (0x0671, 0x06D5),
        (0x06E5, 0x06E6),
        (0x06EE, 0x06EF),
        (0x06FA, 0x08FF),
        (0xFB1D, 0xFDFF),
        (0xFE70, 0xFEFC),
    ]
)
"""Right-to-left strong letters (Hebrew, Arabic and their presentation forms)."""


def _marks() -> tuple[re.Pattern[str], frozenset[str]]:
    """The combining marks (Mn, Me) in the blocks text can use."""
    ranges = [
        (0x0300, 0x0900),
        (0x1AB0, 0x1B00),
        (0x1DC0, 0x1E00),
        (0x20D0, 0x2100),
        (0xFE20, 0xFE30),
    ]
    marks = [
        chr(code)
        for low, high in ranges
        for code in range(low, high)
        if unicodedata.category(chr(code)) in ("Mn", "Me")
    ]
    return re.compile("[" + "".join(marks) + "]"), frozenset(marks)


MARK, MARK_CHARS = _marks()
"""Combining marks."""

ARABIC_MARK, ARABIC_MARK_CHARS = ranges_class(
    [(0x0610, 0x061A), (0x064B, 0x065F), (0x0670, 0x0670), (0x06D6, 0x06ED), (0x08D3, 0x08FF)]
)
"""Arabic combining marks (harakat, tanween, shadda, Quranic marks)."""
