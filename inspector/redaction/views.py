"""Normalised views of a text for the detector, with a map back to the text's offsets.

Personal data is written in forms the rules need not know one by one: numbers spaced with a
no-break or narrow no-break space, full-width digits, a soft hyphen or zero-width space inside
a number, a number or IBAN broken across a line. The detector runs its rules on a view where
these are plain (``SPACES`` become a space, full-width ASCII becomes ASCII, ``INVISIBLE``
characters go) and maps each span back to the text, so a match's text is always the text's
own characters.

- ``plain_view``: the substitutions above; line breaks kept (names and signature blocks
  are read line by line).
- ``joined_view``: the same, and one line break with the blanks around it becomes one space
  (a blank line still separates): for numbers, e-mail addresses and IBANs.

A view's length may differ from the text's (deletions); ``origin`` maps a view offset back.
Pure: standard library only.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

SPACES = "\u00a0\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
"""No-break, figure, punctuation, thin, hair, narrow no-break, medium and ideographic spaces."""
INVISIBLE = "\u00ad\u200b\u2060\ufeff"
"""Soft hyphen, zero-width space, word joiner, zero-width no-break space: never part of a value."""

_FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_ONE_FOR_ONE: dict[int, int] = {**{ord(c): ord(" ") for c in SPACES}, **_FULL_WIDTH}
"""Substitutions that keep offsets (``str.translate``)."""
_SPECIAL = re.compile(f"[{SPACES}{INVISIBLE}\uff01-\uff5e]")
_INVISIBLE_RUN = re.compile(f"[{INVISIBLE}]+")
_BLANKS = frozenset(" \t" + SPACES)
_WIDE_BREAK = re.compile(f"\\n(?:(?<=[\\r \\t{SPACES}]\\n)|(?=[ \\t{SPACES}]))")
"""A line break with a blank or a carriage return beside it (the rest are bare)."""
_BARE_BREAK = re.compile(r"\n(?<![\n\r]\n)(?<!\n[ \t]\n)(?![ \t]?[\r\n])")
"""A line break alone, not part of a blank line: one space, in place (no shift)."""


@dataclass(slots=True)
class TextView:
    """A view of a text and the view offsets where its shift against the text changes.

    ``origin(v)`` is the text offset of view offset ``v``: ``v + shifts[i]`` for the last
    break ``i`` at or before ``v``. A view character that replaced several text characters
    maps to the first of them.
    """

    text: str
    breaks: list[int] = field(default_factory=lambda: [0])
    shifts: list[int] = field(default_factory=lambda: [0])

    def origin(self, offset: int) -> int:
        """The text offset of view offset ``offset``."""
        return offset + self.shifts[bisect.bisect_right(self.breaks, offset) - 1]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The text range ``[start, end)`` of a non-empty view range."""
        return self.origin(start), self.origin(end - 1) + 1


def _view(text: str, cuts: list[tuple[int, int, str]], *, special: bool = True) -> TextView:
    """``text`` with each ``(start, end, replacement)`` of ``cuts`` (sorted, disjoint) done.

    The shifts are recorded; then the offset-keeping substitutions apply (``special``).
    """
    pieces: list[str] = []
    breaks, shifts = [0], [0]
    position = length = 0
    for start, end, replacement in cuts:
        pieces.append(text[position:start])
        length += start - position
        pieces.append(replacement)
        length += len(replacement)
        position = end
        shift = end - length  # view offset ``length`` is text offset ``end``
        if shift != shifts[-1]:
            if breaks[-1] == length:
                shifts[-1] = shift
            else:
                breaks.append(length)
                shifts.append(shift)
    pieces.append(text[position:])
    joined = "".join(pieces)
    return TextView(joined.translate(_ONE_FOR_ONE) if special else joined, breaks, shifts)


def _invisible_cuts(text: str) -> list[tuple[int, int, str]]:
    if not any(c in text for c in INVISIBLE):
        return []
    return [(m.start(), m.end(), "") for m in _INVISIBLE_RUN.finditer(text)]


def plain_view(text: str) -> TextView:
    """``text`` with ``SPACES`` as spaces, full-width ASCII as ASCII, ``INVISIBLE`` removed."""
    if _SPECIAL.search(text) is None:
        return TextView(text)
    cuts = _invisible_cuts(text)
    return _view(text, cuts) if cuts else TextView(text.translate(_ONE_FOR_ONE))


def joined_view(text: str) -> TextView:
    """``plain_view(text)`` with each single line break and the blanks around it as a space.

    A blank line (two breaks, blanks between them allowed) still separates.
    """
    if "\n" not in text:
        return plain_view(text)
    cuts = _invisible_cuts(text)
    for found in _WIDE_BREAK.finditer(text):
        start, end = found.start(), found.end()
        while start > 0 and (text[start - 1] in _BLANKS or text[start - 1] == "\r"):
            start -= 1
        while end < len(text) and text[end] in _BLANKS:
            end += 1
        if (start > 0 and text[start - 1] == "\n") or (end < len(text) and text[end] in "\r\n"):
            continue  # part of a blank line
        cuts.append((start, end, " "))
    # str.translate costs a dict look-up per character: only when there is something to map.
    special = _SPECIAL.search(text) is not None
    if not cuts:
        bare = _BARE_BREAK.sub(" ", text)
        return TextView(bare.translate(_ONE_FOR_ONE) if special else bare)
    cuts.sort()
    disjoint: list[tuple[int, int, str]] = []
    for cut in cuts:
        if disjoint and cut[0] < disjoint[-1][1]:
            continue
        disjoint.append(cut)
    view = _view(text, disjoint, special=special)
    return TextView(_BARE_BREAK.sub(" ", view.text), view.breaks, view.shifts)
