"""Accumulates a document's text together with its offset map, as the loaders produce it.

Loaders register source glyphs (``add_glyph``) and append text whose every character names the
glyph it came from, or nothing (synthetic newlines, spaces, numbering labels). Because the map
is built alongside the text, no offset is ever recovered by searching.
"""

from __future__ import annotations

import math
import struct
from array import array
from collections.abc import Sequence

from inspector.document.model import OffsetMap, Rect

SYNTHETIC = -1
"""Glyph id of a character with no source glyph."""

_NO_BOX = (math.nan, math.nan, math.nan, math.nan)
_NO_BOX_BYTES = array("d", _NO_BOX).tobytes()
PACK_BOX = struct.Struct("4d").pack
"""A box (x0, y0, x1, y1) as the native bytes of four doubles (``add_packed_glyphs``)."""
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
        self._pages.append(page_index)
        self._boxes.extend(bbox if bbox is not None else _NO_BOX)
        self._glyph_count += 1
        return self._glyph_count - 1

    def add_boxless_glyphs(self, pages: Sequence[int]) -> int:
        """Register one glyph without a box per item of ``pages`` (its page index).

        The same as ``add_glyph(page, None)`` for each, in one call; returns the id of the
        first (the others follow consecutively).
        """
        first = self._glyph_count
        self._pages.extend(array("i", pages))
        self._boxes.frombytes(_NO_BOX_BYTES * len(pages))
        self._glyph_count += len(pages)
        return first

    def add_packed_glyphs(self, page_index: int, boxes: bytes) -> int:
        """Register several glyphs of one page at once; returns the id of the first.

        ``boxes`` holds each glyph's box (x0, y0, x1, y1) as four native doubles (``PACK_BOX``,
        32 bytes a glyph); glyph ``first + i`` has the ``i``-th box. One call per page (the PDF
        loader packs a page's boxes in one pass and reads its edges from the same bytes).
        """
        count = len(boxes) // self._boxes.itemsize // 4
        if count * 4 * self._boxes.itemsize != len(boxes):
            raise ValueError("four doubles per glyph box are required")
        first = self._glyph_count
        self._glyph_count += count
        self._boxes.frombytes(boxes)
        self._pages.extend(array("i", (page_index,)) * count)
        return first

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
        if self._pending_ids:
            self._pack_ids()
        return "".join(self._parts), OffsetMap(self._glyph_of, self._pages, self._boxes)
