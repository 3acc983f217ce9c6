"""Bidi classes of characters as one code letter each, and character classes built from them.

``pdf_bidi`` runs the bidi algorithm (UAX #9) as regular expressions over a string holding
one code letter per character (``bidi_codes``). Coding a line costs a dict lookup per
character; the character classes here let the common right-to-left lines be recognised, and
their numbers found, by a regular expression over the characters themselves (run in C, at
about a tenth of that cost), without coding them.

Codes: L, R, A (AL), E (EN), S (ES), T (ET), N (AN), C (CS), M (NSM), Z (BN and the explicit
embedding and isolate controls, set aside by rule X9), P (B), X (S), W (WS), O (ON), and "("
and ")" for the ON characters that may pair (rule N0).
"""

from __future__ import annotations

import re
from unicodedata import bidirectional

_CODE = {
    "L": "L",
    "R": "R",
    "AL": "A",
    "EN": "E",
    "ES": "S",
    "ET": "T",
    "AN": "N",
    "CS": "C",
    "NSM": "M",
    "BN": "Z",
    "B": "P",
    "S": "X",
    "WS": "W",
    "ON": "O",
}
IGNORABLE = "Z"
"""Boundary neutrals and explicit controls (X9)."""
for _explicit in ("LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"):
    _CODE[_explicit] = IGNORABLE
OPENERS = {"(": ")", "[": "]", "{": "}"}
CLOSERS = {")": "(", "]": "[", "}": "{"}


class _CodeTable(dict[int, str]):
    """``str.translate`` table: code point -> class code, filled on first use of a character.

    Hits are plain dict lookups done by ``str.translate`` in C; only a character never seen
    before costs a ``unicodedata.bidirectional`` call.
    """

    def __missing__(self, point: int) -> str:
        char = chr(point)
        code = "(" if char in OPENERS else ")" if char in CLOSERS else None
        code = code or _CODE.get(bidirectional(char), "O")
        self[point] = code
        return code


_CODE_TABLE = _CodeTable()


def bidi_codes(firsts: str) -> str:
    """One class code per character of ``firsts`` (``"("``/``")"`` for pairable brackets)."""
    return firsts.translate(_CODE_TABLE)


# The blocks the character classes cover: Latin, Hebrew and Arabic, general punctuation and
# the Arabic presentation forms. A character outside them is in no class.
_BLOCKS = ((0x0000, 0x0250), (0x0590, 0x0900), (0x2000, 0x2070), (0xFB1D, 0xFF00))


def members(codes: str) -> str:
    """The characters of ``_BLOCKS`` whose code is in ``codes``, as a regular-expression class.

    Consecutive code points are merged into ranges (compiling a class of single characters
    takes 20 times longer).
    """
    ranges: list[list[int]] = []  # [first, last] code points
    for low, high in _BLOCKS:
        for point in range(low, high):
            if _CODE_TABLE[point] not in codes:
                continue
            if ranges and ranges[-1][1] == point - 1:
                ranges[-1][1] = point
            else:
                ranges.append([point, point])
    inside = "".join(
        re.escape(chr(first)) + ("-" + re.escape(chr(last)) if last > first else "")
        for first, last in ranges
    )
    return "[" + inside + "]"


_NOT_LTR_OR_NUMBER = members("RASTCMZPXWO()")
_NUMBER = members("EN")

RTL_RUN_ONLY = re.compile(_NOT_LTR_OR_NUMBER + "*")
"""Lines made only of characters that are neither L, EN nor AN (from ``_BLOCKS``).

A right-to-left line matching it (``fullmatch``) is one reversed run without coding any
character; other characters fail the match and take the exact way.
"""

RTL_OR_NUMBER_ONLY = re.compile(members("RASTCMPXWO()EN") + "*")
"""Lines without an L character or an ignorable (Z), from ``_BLOCKS`` (``fullmatch``)."""

NUMBER_BESIDE_WEAK = re.compile(
    _NUMBER + "(?:" + members("TM") + "|" + members("SC") + _NUMBER + ")"
)
"""A number followed by a terminator or a mark, or by one separator and another number."""

TERMINATOR_BEFORE_NUMBER = re.compile(members("T") + members("M") + "*" + _NUMBER)
"""A terminator followed by a number, maybe with marks between (they take its class, W1)."""

NUMBER_RUN = re.compile(_NUMBER + _NUMBER + _NUMBER + "*")
"""Two or more numbers (EN or AN) in a row."""
