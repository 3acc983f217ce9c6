"""Where a boundary may go under the pointer: snapping page points and text positions to offsets.

A dragged boundary marker or a "split here" click gives a point on a page (PDF points,
page-local, origin top-left) or a position in the reflowed text; a boundary must sit at the
start of a character of ``Document.text``, and reviewers almost always mean the start of a
word. This module turns one into the other through the document's offset map; it holds no Qt
(plain Python over the ``Document`` arrays) so it is cheap to test and to call on every mouse
move.

Invariants: every offset returned is ``0 < offset < len(text)`` and has a glyph on the page
asked for (page snapping) or lies inside the text (text snapping); the caret ``x`` is the
start edge of that glyph: its left edge in a left-to-right line, its right edge in a
right-to-left one.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass

from inspector.document.model import Document

Rtl = Callable[[int], bool]
"""Whether the text at an offset runs right to left (its block's paragraph direction)."""


@dataclass(frozen=True, slots=True)
class Snap:
    """A place a boundary can go: the offset, and where to draw the caret on the page.

    ``x`` is the caret's horizontal position and ``top``/``bottom`` its extent, in points of
    page ``page`` (NaN-free; all 0.0 for text snapping, which has no geometry).
    """

    offset: int
    page: int
    x: float
    top: float
    bottom: float


@dataclass
class _Line:
    """One visual line of a page: its vertical extent and its characters in text order."""

    top: float
    bottom: float
    offsets: list[int]
    starts: list[float]  # x of each character's start edge (points)
    word_start: list[bool]


class PageSnapper:
    """The characters of one page, grouped into visual lines, for nearest-start queries.

    Built once per page from the offset map (a page holds a few thousand characters: about a
    millisecond); a query is then a scan over one line.
    """

    def __init__(self, document: Document, page: int, rtl: Rtl) -> None:
        self.page = page
        info = document.pages[page]
        offset_map = document.offset_map
        text = document.text
        lines: list[_Line] = []
        for offset in range(max(info.text_start, 1), info.text_end):
            g = offset_map.glyph_of[offset]
            if g < 0 or offset_map.pages[g] != page:
                continue
            x0, y0, x1, y1 = offset_map.boxes[4 * g : 4 * g + 4]
            if x0 != x0 or x1 <= x0 or text[offset].isspace():
                continue  # no geometry, zero width (a mark) or a space: not a start
            start_x = x1 if rtl(offset) else x0
            previous = text[offset - 1]
            line = self._line_for(lines, y0, y1)
            if line is None:
                line = _Line(y0, y1, [], [], [])
                lines.append(line)
            else:
                line.top, line.bottom = min(line.top, y0), max(line.bottom, y1)
            word = previous.isspace() or not line.offsets or line.offsets[-1] != offset - 1
            line.offsets.append(offset)
            line.starts.append(start_x)
            line.word_start.append(word or previous in "([{«“\"'")
        self._lines = lines

    @staticmethod
    def _line_for(lines: list[_Line], y0: float, y1: float) -> _Line | None:
        # Lines come in reading order; the character belongs to one of the last few.
        for line in reversed(lines[-4:]):
            overlap = min(line.bottom, y1) - max(line.top, y0)
            smaller = min(line.bottom - line.top, y1 - y0)
            if smaller > 0 and overlap > 0.5 * smaller:
                return line
        return None

    def __bool__(self) -> bool:
        return bool(self._lines)

    def snap(self, x: float, y: float, *, words: bool = True) -> Snap | None:
        """The character (or word) start nearest to page point ``(x, y)``; None if no text.

        The line is the one holding ``y`` (else the nearest by its middle); within it, the
        start edge nearest to ``x``. With ``words`` only word starts count, unless the line
        has none.
        """
        if not self._lines:
            return None
        line = min(self._lines, key=lambda ln: _distance(y, ln.top, ln.bottom))
        candidates = [i for i, w in enumerate(line.word_start) if w] if words else []
        if not candidates:
            candidates = list(range(len(line.offsets)))
        best = min(candidates, key=lambda i: abs(line.starts[i] - x))
        return Snap(line.offsets[best], self.page, line.starts[best], line.top, line.bottom)

    def line_range(self, y: float) -> tuple[int, int] | None:
        """The text range ``[start, end)`` of the visual line nearest to ``y`` (points)."""
        if not self._lines:
            return None
        line = min(self._lines, key=lambda ln: _distance(y, ln.top, ln.bottom))
        return line.offsets[0], line.offsets[-1] + 1

    def caret(self, offset: int) -> Snap | None:
        """The caret for a boundary at ``offset`` if that character is on this page's lines."""
        for line in self._lines:
            position = bisect.bisect_left(line.offsets, offset)
            if position < len(line.offsets) and line.offsets[position] == offset:
                return Snap(offset, self.page, line.starts[position], line.top, line.bottom)
        return None


def _distance(y: float, top: float, bottom: float) -> float:
    if top <= y <= bottom:
        return 0.0
    return min(abs(y - top), abs(y - bottom))


def snap_text_offset(text: str, offset: int, *, words: bool = True) -> int:
    """The boundary offset nearest to ``offset`` in ``text``: a word start, or a character.

    Never 0 or ``len(text)`` (a boundary there would leave an empty chunk) for a text of two
    or more characters; a whitespace position moves to the next word. With ``words``, the
    nearer of the start of the word holding ``offset`` and the start of the next word.
    """
    length = len(text)
    if length < 2:
        return min(max(offset, 0), length)
    offset = min(max(offset, 1), length - 1)
    if not words:
        return offset
    ahead = offset
    while ahead < length - 1 and not text[ahead].isspace():
        ahead += 1
    while ahead < length - 1 and text[ahead].isspace():
        ahead += 1
    if text[offset].isspace():
        return ahead
    back = offset
    while back > 0 and not text[back - 1].isspace():
        back -= 1
    if back == 0:
        return ahead  # the document's first word: its start is no boundary
    return back if offset - back <= ahead - offset else ahead
