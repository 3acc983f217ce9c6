"""Accumulates a document's text together with its offset map, as the loaders produce it.

Loaders register source glyphs (``add_glyph``) and append text whose every character names the
glyph it came from, or nothing (synthetic newlines, spaces, numbering labels). Because the map
is built alongside the text, no offset is ever recovered by searching.
"""

from __future__ import annotations

import gc
import math
import struct
import threading
from array import array
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from itertools import starmap

from inspector.document.model import OffsetMap, Rect

SYNTHETIC = -1
"""Glyph id of a character with no source glyph."""

_NO_BOX = (math.nan, math.nan, math.nan, math.nan)
_NO_BOX_BYTES = array("d", _NO_BOX).tobytes()
_PACK_BOX = struct.Struct("4d").pack
_PACK_EVERY = 4096
"""Pending glyph boxes packed at once: large enough to amortise the call, small enough that
the boxes' tuples (about 150 bytes a glyph, against 32 packed) never pile up."""
_PACK_IDS_EVERY = 16384
"""Pending glyph ids of appended text packed at once (8 bytes each while pending)."""


class TextBuilder:
    """Text plus offset map under construction. ``len(builder)`` is the current text length."""

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._length = 0
        self._glyph_of: array[int] = array("i")
        self._pages: array[int] = array("i")
        self._boxes: array[float] = array("d")
        # Glyphs registered by ``add_glyphs`` and not yet packed into the arrays: boxes, and
        # (page, count) runs. Packing many lines at once saves a call per line.
        self._pending_boxes: list[Rect] = []
        self._pending_pages: list[tuple[int, int]] = []
        # Glyph ids of appended text not yet packed into ``_glyph_of``: ``array.extend`` from
        # a list converts each int through ``PyArg_Parse`` (about 45 ns an id), while
        # ``list +=`` copies pointers and ``struct.pack`` converts a batch at about 10 ns.
        self._pending_ids: list[int] = []
        self._glyph_count = 0

    def __len__(self) -> int:
        return self._length

    def next_glyph_id(self) -> int:
        """The id the next registered glyph will have."""
        return self._glyph_count

    def add_glyph(self, page_index: int, bbox: Rect | None) -> int:
        """Register a source glyph and return its id (for ``append``)."""
        if self._pending_pages:
            self._pack()
        self._pages.append(page_index)
        self._boxes.extend(bbox if bbox is not None else _NO_BOX)
        self._glyph_count += 1
        return self._glyph_count - 1

    def add_boxless_glyphs(self, pages: Sequence[int]) -> int:
        """Register one glyph without a box per item of ``pages`` (its page index).

        The same as ``add_glyph(page, None)`` for each, in one call; returns the id of the
        first (the others follow consecutively).
        """
        if self._pending_pages:
            self._pack()
        first = self._glyph_count
        self._pages.extend(array("i", pages))
        self._boxes.frombytes(_NO_BOX_BYTES * len(pages))
        self._glyph_count += len(pages)
        return first

    def add_glyphs(self, page_index: int, boxes: Sequence[Rect]) -> int:
        """Register several glyphs of one page at once; returns the id of the first.

        The ids of ``boxes[i]`` are ``first + i``. One call per page (the PDF loader) instead
        of one per character: about a tenth of a PDF's load time. The boxes are packed into the flat
        array a few thousand at a time (``_PACK_EVERY``), so ``boxes`` must not change later.
        """
        first = self._glyph_count
        self._glyph_count += len(boxes)
        self._pending_boxes += boxes
        self._pending_pages.append((page_index, len(boxes)))
        if len(self._pending_boxes) >= _PACK_EVERY:
            self._pack()
        return first

    def _pack(self) -> None:
        """Move the pending glyphs into the arrays."""
        boxes = self._pending_boxes
        # Each box packed by one ``Struct.pack`` call (about 40 ns a box), then one
        # ``frombytes``: ``array.extend`` from an iterator of floats costs 140 ns a float.
        self._boxes.frombytes(b"".join(starmap(_PACK_BOX, boxes)))
        for page_index, count in self._pending_pages:
            self._pages.extend(array("i", (page_index,)) * count)
        self._pending_boxes = []
        self._pending_pages = []

    def append(self, text: str, glyph_ids: Sequence[int] | None = None) -> tuple[int, int]:
        """Append ``text``; ``glyph_ids[i]`` is the glyph of ``text[i]`` (None: all synthetic).

        Returns:
            The text range ``[start, end)`` the appended characters occupy.
        """
        if glyph_ids is None:
            self._pending_ids += [SYNTHETIC] * len(text)
        else:
            if len(glyph_ids) != len(text):
                raise ValueError("one glyph id per character is required")
            self._pending_ids += glyph_ids
        if len(self._pending_ids) >= _PACK_IDS_EVERY:
            self._pack_ids()
        return self._add_text(text)

    def _pack_ids(self) -> None:
        """Move the pending glyph ids of appended text into ``_glyph_of``."""
        ids = self._pending_ids
        self._glyph_of.frombytes(struct.pack(f"{len(ids)}i", *ids))
        self._pending_ids = []

    def append_packed(self, text: str, glyph_id_bytes: bytes) -> tuple[int, int]:
        """``append`` with the glyph ids given as the bytes of an ``array("i")`` (native order).

        Saves building that array only to copy it: on a long document the ids are megabytes.
        """
        if len(glyph_id_bytes) != len(text) * self._glyph_of.itemsize:
            raise ValueError("one glyph id per character is required")
        if self._pending_ids:
            self._pack_ids()
        self._glyph_of.frombytes(glyph_id_bytes)
        return self._add_text(text)

    def _add_text(self, text: str) -> tuple[int, int]:
        """Add ``text`` (its glyph ids already added); the range it occupies."""
        self._parts.append(text)
        start = self._length
        self._length += len(text)
        return start, self._length

    def finish(self) -> tuple[str, OffsetMap]:
        """The text and its offset map. The builder must not be used afterwards."""
        if self._pending_pages:
            self._pack()
        if self._pending_ids:
            self._pack_ids()
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
