"""Offsets in a ``str`` (code points) and in Qt's text documents (UTF-16 code units).

``QTextDocument`` counts UTF-16 code units, ``Document.text`` counts code points; the two agree
except after characters beyond U+FFFF, which take two code units. Plain Python, no Qt.
"""

from __future__ import annotations

import bisect
import re

import numpy as np

_ASTRAL = re.compile("[\U00010000-\U0010ffff]")
"""Characters beyond the BMP: the only ones that take two UTF-16 code units."""


def astral_offsets(text: str) -> list[int]:
    """The ``str`` offsets of the characters of ``text`` beyond U+FFFF, ascending.

    Linear in C, not one ``ord()`` per character in Python: a regex scan answers the common
    case (no such character) and otherwise numpy finds them in the text's UTF-32 code
    points, tens of times faster on a long text (``bench/results/gui_open.md``).
    """
    if text.isascii() or _ASTRAL.search(text) is None:
        return []
    points = np.frombuffer(text.encode("utf-32-le"), dtype="<u4")
    return [int(i) for i in np.flatnonzero(points > 0xFFFF)]


class Utf16Offsets:
    """Converts between ``str`` offsets and UTF-16 positions of the same text.

    Invariant: ``from_utf16(to_utf16(i)) == i`` for every offset ``0 <= i <= len(text)``.
    """

    def __init__(self, text: str) -> None:
        # Offsets of characters beyond the BMP: each takes two UTF-16 units.
        self._astral = astral_offsets(text)
        self._positions = [i + k + 1 for k, i in enumerate(self._astral)]

    def to_utf16(self, offset: int) -> int:
        """The UTF-16 position of ``str`` offset ``offset``."""
        if not self._astral:
            return offset
        return offset + bisect.bisect_left(self._astral, offset)

    def from_utf16(self, position: int) -> int:
        """The ``str`` offset at (or just before) UTF-16 position ``position``."""
        if not self._positions:
            return position
        return position - bisect.bisect_right(self._positions, position)
