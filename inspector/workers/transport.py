"""Send a loaded Document and its ChunkSet between processes in small pieces.

Why not one ``queue.put((document, chunk_set))``: unpickling is one C call that holds the GIL
for its whole duration, which is long for a 480-page PDF (the glyph-box array of 29 MB, 9,000
frozen Block objects and 1,500 Chunks). While the receiving thread holds the GIL,
the GUI thread cannot run a single Python slot, so the window would freeze that long. Cut into
pieces of at most :data:`MAX_ITEMS` objects, :data:`MAX_BYTES` bytes or :data:`MAX_CHARS`
characters, each piece unpickles in a few milliseconds and the GUI thread gets the GIL in
between. The long strings (the text and its key layer, 1.5 million characters each on that law)
travel in slices too: one string unpickles in one call as well.

No Qt here: the worker process imports this module. The layout of the pieces follows the
dataclass fields of :class:`Document` and :class:`ChunkSet`, so a field added to either travels
without a change here.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from dataclasses import fields
from typing import Any

from inspector.document.model import Document, KeyLayer, OffsetMap
from inspector.engine.types import ChunkSet

MAX_ITEMS = 200
"""Tuple fields (blocks, pages, chunks) travel in batches of at most this many objects."""
MAX_BYTES = 1 << 20
"""Arrays (the offset map, the key layer's map) travel in slices of at most 1 MiB."""
MAX_CHARS = 1 << 18
"""Strings travel in slices of at most this many characters (up to 1 MiB of UTF-8)."""

PIECE_VERBS = frozenset({"set", "extend", "compose", "array", "chars", "part"})
"""The verbs of pieces (any other message verb is the sender's own)."""
Piece = tuple[Any, ...]
"""One message: ``(verb, owner, field, payload...)``; see :func:`pieces`."""

_OWNERS = {"document": Document, "chunk_set": ChunkSet}
# Values made of arrays and strings, sent attribute by attribute (their constructor takes the
# attributes as keywords).
_COMPOSITES: dict[str, type[OffsetMap] | type[KeyLayer]] = {
    "offset_map": OffsetMap,
    "key_layer": KeyLayer,
}
_COMPOSITE_ATTRIBUTES = {
    "offset_map": OffsetMap.__slots__,
    "key_layer": tuple(spec.name for spec in fields(KeyLayer)),
}


def pieces(document: Document, chunk_set: ChunkSet) -> Iterator[Piece]:
    """The pieces that rebuild ``(document, chunk_set)`` with :class:`Reassembler`.

    Verbs: ``("set", owner, field, value)`` a whole field; ``("extend", owner, field, items)``
    a batch of a tuple field; ``("chars", owner, field, attribute, text)`` a slice of a string
    (``attribute`` None for a string field itself); ``("compose", owner, field, kind)`` the
    field is a composite (``OffsetMap`` or ``KeyLayer``) whose attributes follow as ``array``,
    ``chars`` and ``part`` pieces; ``("array", owner, field, attribute, typecode, data)`` a
    byte slice of a composite's array; ``("part", owner, field, attribute, value)`` any other
    attribute of a composite.
    """
    yield from document_pieces(document)
    yield from chunk_set_pieces(chunk_set)


def document_pieces(document: Document) -> Iterator[Piece]:
    """The pieces of ``document`` alone (:meth:`Reassembler.document` rebuilds it)."""
    return _owner_pieces("document", document)


def chunk_set_pieces(chunk_set: ChunkSet) -> Iterator[Piece]:
    """The pieces of ``chunk_set`` alone (:meth:`Reassembler.chunk_set` rebuilds it)."""
    return _owner_pieces("chunk_set", chunk_set)


def _owner_pieces(owner: str, value: Document | ChunkSet) -> Iterator[Piece]:
    for spec in fields(value):
        item = getattr(value, spec.name)
        kind = _composite_kind(item)
        if kind is not None:
            yield ("compose", owner, spec.name, kind)
            for attribute in _COMPOSITE_ATTRIBUTES[kind]:
                part = getattr(item, attribute)
                yield from _attribute_pieces(owner, spec.name, attribute, part)
        elif isinstance(item, str) and len(item) > MAX_CHARS:
            yield from _string_pieces(owner, spec.name, None, item)
        elif isinstance(item, tuple) and len(item) > MAX_ITEMS:
            yield ("set", owner, spec.name, ())
            for start in range(0, len(item), MAX_ITEMS):
                yield ("extend", owner, spec.name, item[start : start + MAX_ITEMS])
        else:
            yield ("set", owner, spec.name, item)


def _composite_kind(item: object) -> str | None:
    for kind, cls in _COMPOSITES.items():
        if isinstance(item, cls):
            return kind
    return None


def _attribute_pieces(owner: str, name: str, attribute: str, value: object) -> Iterator[Piece]:
    if isinstance(value, array):
        raw = value.tobytes()
        # Always at least one slice, so an empty array still arrives.
        for start in range(0, max(len(raw), 1), MAX_BYTES):
            yield ("array", owner, name, attribute, value.typecode, raw[start : start + MAX_BYTES])
    elif isinstance(value, str):
        yield from _string_pieces(owner, name, attribute, value)
    else:
        yield ("part", owner, name, attribute, value)


def _string_pieces(owner: str, name: str, attribute: str | None, text: str) -> Iterator[Piece]:
    # Always at least one slice, so an empty string still arrives.
    for start in range(0, max(len(text), 1), MAX_CHARS):
        yield ("chars", owner, name, attribute, text[start : start + MAX_CHARS])


class Reassembler:
    """Collects :func:`pieces` in order and rebuilds the Document and ChunkSet."""

    def __init__(self) -> None:
        self._values: dict[str, dict[str, Any]] = {owner: {} for owner in _OWNERS}
        # (owner, field) -> composite kind, and -> attribute -> value or parts so far.
        self._kinds: dict[tuple[str, str], str] = {}
        self._parts: dict[tuple[str, str], dict[str, Any]] = {}
        self._strings: dict[tuple[str, str, str | None], list[str]] = {}

    def add(self, piece: Piece) -> None:
        """Take one piece.

        Raises:
            ValueError: an unknown verb, owner or composite kind.
        """
        verb, owner = piece[0], piece[1]
        if owner not in _OWNERS:
            raise ValueError(f"unknown owner {owner!r}")
        values = self._values[owner]
        if verb == "set":
            values[piece[2]] = piece[3]
        elif verb == "extend":
            values[piece[2]] = values[piece[2]] + piece[3]
        elif verb == "compose":
            if piece[3] not in _COMPOSITES:
                raise ValueError(f"unknown composite {piece[3]!r}")
            self._kinds[owner, piece[2]] = piece[3]
            self._parts[owner, piece[2]] = {}
        elif verb == "array":
            _, _, name, attribute, typecode, data = piece
            parts = self._parts[owner, name]
            target = parts.setdefault(attribute, array(typecode))
            target.frombytes(data)
        elif verb == "chars":
            _, _, name, attribute, text = piece
            self._strings.setdefault((owner, name, attribute), []).append(text)
        elif verb == "part":
            _, _, name, attribute, value = piece
            self._parts[owner, name][attribute] = value
        else:
            raise ValueError(f"unknown verb {verb!r}")

    def result(self) -> tuple[Document, ChunkSet]:
        """The rebuilt pair.

        Raises:
            ValueError: pieces are missing.
        """
        return self.document(), self.chunk_set()

    def document(self) -> Document:
        """The rebuilt Document.

        Raises:
            ValueError: pieces are missing.
        """
        values = self._finish("document")
        try:
            return Document(**values)
        except TypeError as error:
            raise ValueError(f"incomplete document transfer: {error}") from None

    def chunk_set(self) -> ChunkSet:
        """The rebuilt ChunkSet.

        Raises:
            ValueError: pieces are missing.
        """
        values = self._finish("chunk_set")
        try:
            return ChunkSet(**values)
        except TypeError as error:
            raise ValueError(f"incomplete document transfer: {error}") from None

    def _finish(self, owner: str) -> dict[str, Any]:
        values = dict(self._values[owner])
        try:
            for (who, name, attribute), slices in self._strings.items():
                if who != owner:
                    continue
                if attribute is None:
                    values[name] = "".join(slices)
                else:
                    self._parts[who, name][attribute] = "".join(slices)
            for (who, name), kind in self._kinds.items():
                if who == owner:
                    values[name] = _COMPOSITES[kind](**self._parts[who, name])
        except (TypeError, KeyError) as error:
            raise ValueError(f"incomplete document transfer: {error}") from None
        if not values:
            raise ValueError(f"incomplete document transfer: no {owner}")
        return values
