"""Accumulates a document's text together with its offset map, as the loaders produce it.

Loaders register source glyphs (``add_glyph``) and append text whose every character names the
glyph it came from, or nothing (synthetic newlines, spaces, numbering labels). Because the map
is built alongside the text, no offset is ever recovered by searching.
"""

from __future__ import annotations

import gc
import math
import threading
from array import array
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from itertools import chain

from inspector.document.model import OffsetMap, Rect

SYNTHETIC = -1
"""Glyph id of a character with no source glyph."""

_NO_BOX = (math.nan, math.nan, math.nan, math.nan)


class TextBuilder:
    """Text plus offset map under construction. ``len(builder)`` is the current text length."""

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._length = 0
        self._glyph_of: array[int] = array("i")
        self._pages: array[int] = array("i")
        self._boxes: array[float] = array("d")

    def __len__(self) -> int:
        return self._length

    def add_glyph(self, page_index: int, bbox: Rect | None) -> int:
        """Register a source glyph and return its id (for ``append``)."""
        self._pages.append(page_index)
        self._boxes.extend(bbox if bbox is not None else _NO_BOX)
        return len(self._pages) - 1

    def add_glyphs(self, page_index: int, boxes: Sequence[Rect]) -> int:
        """Register several glyphs of one page at once; returns the id of the first.

        The ids of ``boxes[i]`` are ``first + i``. One call per line instead of one per
        character: about a tenth of a PDF's load time.
        """
        first = len(self._pages)
        self._pages.extend([page_index] * len(boxes))
        self._boxes.extend(chain.from_iterable(boxes))  # one C-level pass, no call per box
        return first

    def append(self, text: str, glyph_ids: Sequence[int] | None = None) -> tuple[int, int]:
        """Append ``text``; ``glyph_ids[i]`` is the glyph of ``text[i]`` (None: all synthetic).

        Returns:
            The text range ``[start, end)`` the appended characters occupy.
        """
        if glyph_ids is None:
            self._glyph_of.extend([SYNTHETIC] * len(text))
        else:
            if len(glyph_ids) != len(text):
                raise ValueError("one glyph id per character is required")
            self._glyph_of.extend(glyph_ids)
        self._parts.append(text)
        start = self._length
        self._length += len(text)
        return start, self._length

    def last_char(self) -> str:
        """The last character appended so far, or "" if none."""
        for part in reversed(self._parts):
            if part:
                return part[-1]
        return ""

    def finish(self) -> tuple[str, OffsetMap]:
        """The text and its offset map. The builder must not be used afterwards."""
        return "".join(self._parts), OffsetMap(self._glyph_of, self._pages, self._boxes)


_pause_lock = threading.Lock()
_pause_depth = 0
_resume_collector = False


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a document loads.

    A loader allocates millions of short-lived containers (PyMuPDF's ``rawdict`` makes a dict
    and two tuples per character) while it holds every page's rows: each full collection then
    walks the whole growing heap, which measured about a fifth of a long PDF's load. Loaders
    make no reference cycles worth collecting, and reference counting still frees everything
    they drop. Nested and concurrent loads are counted; the collector is switched back on when
    the last one ends, and only if it was on when the first began.
    """
    global _pause_depth, _resume_collector
    with _pause_lock:
        if _pause_depth == 0:
            _resume_collector = gc.isenabled()
            gc.disable()
        _pause_depth += 1
    try:
        yield
    finally:
        with _pause_lock:
            _pause_depth -= 1
            if _pause_depth == 0 and _resume_collector:
                gc.enable()
