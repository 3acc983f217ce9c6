"""Send a loaded Document and its ChunkSet between processes in small pieces.

Why not one ``queue.put((document, chunk_set))``: unpickling is one C call that holds the GIL
for its whole duration, and for a 480-page PDF that is about 150 ms (the glyph-box array of
29 MB, 9,000 frozen Block objects and 1,500 Chunks). While the receiving thread holds the GIL,
the GUI thread cannot run a single Python slot, so the window would freeze that long. Cut into
pieces of at most :data:`MAX_ITEMS` objects or :data:`MAX_BYTES` bytes, each piece unpickles in
a few milliseconds and the GUI thread gets the GIL in between.

No Qt here: the worker process imports this module. The layout of the pieces follows the
dataclass fields of :class:`Document` and :class:`ChunkSet`, so a field added to either travels
without a change here.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from dataclasses import fields
from typing import Any

from inspector.document.model import Document, OffsetMap
from inspector.engine.types import ChunkSet

MAX_ITEMS = 500
"""Tuple fields (blocks, pages, chunks) travel in batches of at most this many objects."""
MAX_BYTES = 4 << 20
"""Arrays (the offset map) travel in slices of at most 4 MiB."""

Piece = tuple[Any, ...]
"""One message: ``(verb, owner, field, payload...)``; see :func:`pieces`."""

_OWNERS = {"document": Document, "chunk_set": ChunkSet}


def pieces(document: Document, chunk_set: ChunkSet) -> Iterator[Piece]:
    """The pieces that rebuild ``(document, chunk_set)`` with :class:`Reassembler`.

    Verbs: ``("set", owner, field, value)`` a whole field; ``("extend", owner, field, items)``
    a batch of a tuple field; ``("array", owner, field, attribute, typecode, data)`` a byte
    slice of one of the offset map's arrays.
    """
    for owner, value in (("document", document), ("chunk_set", chunk_set)):
        for spec in fields(value):
            item = getattr(value, spec.name)
            if isinstance(item, OffsetMap):
                for attribute in OffsetMap.__slots__:
                    data: array[Any] = getattr(item, attribute)
                    raw = data.tobytes()
                    # Always at least one slice, so an empty array still arrives.
                    for start in range(0, max(len(raw), 1), MAX_BYTES):
                        chunk = raw[start : start + MAX_BYTES]
                        yield ("array", owner, spec.name, attribute, data.typecode, chunk)
            elif isinstance(item, tuple) and len(item) > MAX_ITEMS:
                yield ("set", owner, spec.name, ())
                for start in range(0, len(item), MAX_ITEMS):
                    yield ("extend", owner, spec.name, item[start : start + MAX_ITEMS])
            else:
                yield ("set", owner, spec.name, item)


class Reassembler:
    """Collects :func:`pieces` in order and rebuilds the Document and ChunkSet."""

    def __init__(self) -> None:
        self._values: dict[str, dict[str, Any]] = {owner: {} for owner in _OWNERS}
        self._arrays: dict[str, dict[str, array[Any]]] = {}

    def add(self, piece: Piece) -> None:
        """Take one piece.

        Raises:
            ValueError: an unknown verb or owner.
        """
        verb, owner = piece[0], piece[1]
        if owner not in _OWNERS:
            raise ValueError(f"unknown owner {owner!r}")
        values = self._values[owner]
        if verb == "set":
            values[piece[2]] = piece[3]
        elif verb == "extend":
            values[piece[2]] = values[piece[2]] + piece[3]
        elif verb == "array":
            _, _, name, attribute, typecode, data = piece
            arrays = self._arrays.setdefault(name, {})
            target = arrays.setdefault(attribute, array(typecode))
            target.frombytes(data)
        else:
            raise ValueError(f"unknown verb {verb!r}")

    def result(self) -> tuple[Document, ChunkSet]:
        """The rebuilt pair.

        Raises:
            ValueError: pieces are missing.
        """
        document_values = dict(self._values["document"])
        for name, arrays in self._arrays.items():
            document_values[name] = OffsetMap(**arrays)
        try:
            return Document(**document_values), ChunkSet(**self._values["chunk_set"])
        except TypeError as error:
            raise ValueError(f"incomplete document transfer: {error}") from None
