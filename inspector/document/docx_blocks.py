"""Many ``Block`` values built at once, column by column, for the DOCX loader.

``Block`` is a frozen dataclass with slots: its ``__init__`` sets each of its twelve fields
through ``object.__setattr__``, about 2.5 µs a block, which on a 7,500-paragraph law is a
tenth of the whole load. ``blocks_from_columns`` makes the same objects with C-level calls
only: ``object.__new__`` for every block, then, field by field, the slot's own descriptor
(``Block.kind.__set__``, what ``object.__setattr__`` itself ends in) mapped over the blocks
and that field's column. The result is indistinguishable from calling ``Block(...)``
(``tests/document/test_docx_blocks.py`` compares them, and checks that ``Block`` still has
exactly these fields and no ``__post_init__``, which this would bypass).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from itertools import repeat
from typing import Any

from inspector.document.model import Block

BLOCK_FIELDS = (
    "index",
    "kind",
    "page_index",
    "text_start",
    "text_end",
    "direction",
    "language",
    "level",
    "font_size",
    "bold",
    "bbox",
    "style",
)
"""``Block``'s fields in declaration order (every one is set)."""

_new = object.__new__


def blocks_from_columns(columns: dict[str, Sequence[Any]], count: int) -> tuple[Block, ...]:
    """``count`` blocks whose field ``name`` is ``columns[name][i]`` for block ``i``.

    Args:
        columns: One sequence of ``count`` values per field of ``BLOCK_FIELDS`` (every field
            must be given: a slot left unset would raise on reading).
        count: The number of blocks.

    Raises:
        ValueError: A field is missing, unknown, or its column is not ``count`` long.
    """
    if set(columns) != set(BLOCK_FIELDS):
        raise ValueError(f"columns must be exactly {BLOCK_FIELDS}, got {tuple(columns)}")
    blocks = tuple(map(_new, repeat(Block, count)))
    for name in BLOCK_FIELDS:
        column = columns[name]
        if len(column) != count:
            raise ValueError(f"column {name!r} has {len(column)} values for {count} blocks")
        setter = getattr(Block, name).__set__
        _consume(map(setter, blocks, column))
    return blocks


def docx_blocks(
    kinds: Sequence[Any],
    pages: Sequence[int],
    starts: Sequence[int],
    ends: Sequence[int],
    directions: Sequence[Any],
    languages: Sequence[str],
    levels: Sequence[int | None],
    styles: Sequence[str],
) -> tuple[Block, ...]:
    """The DOCX loader's blocks, numbered in order, from its columns (equal lengths).

    A DOCX paragraph has no font size, bold flag or box of its own at block level: those
    fields are None, False and None for every block.
    """
    count = len(kinds)
    return blocks_from_columns(
        {
            "index": range(count),
            "kind": kinds,
            "page_index": pages,
            "text_start": starts,
            "text_end": ends,
            "direction": directions,
            "language": languages,
            "level": levels,
            "font_size": constant(None, count),
            "bold": constant(False, count),
            "bbox": constant(None, count),
            "style": styles,
        },
        count,
    )


def _consume(calls: Iterable[None]) -> None:
    deque(calls, maxlen=0)  # runs the map in C, keeping nothing


def constant(value: Any, count: int) -> Sequence[Any]:
    """A column holding ``value`` ``count`` times."""
    return [value] * count
