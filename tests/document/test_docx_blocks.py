"""``blocks_from_columns`` builds exactly the blocks ``Block(...)`` would."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.docx_blocks import BLOCK_FIELDS, blocks_from_columns, constant, docx_blocks
from inspector.document.model import Block, BlockKind, Direction

_BLOCK_ROWS = st.lists(
    st.tuples(
        st.sampled_from(list(BlockKind)),
        st.integers(0, 50),
        st.integers(0, 10_000),
        st.integers(0, 10_000),
        st.sampled_from(list(Direction)),
        st.sampled_from(["en", "fr", "ar", "mixed", ""]),
        st.one_of(st.none(), st.integers(1, 9)),
        st.text(max_size=12),
    ),
    min_size=0,
    max_size=30,
)


def test_block_still_has_the_fields_set_here() -> None:
    # blocks_from_columns sets the slots itself: a new field, a changed order or a
    # __post_init__ on Block would make it build something Block(...) would not.
    assert tuple(field.name for field in dataclasses.fields(Block)) == BLOCK_FIELDS
    assert not hasattr(Block, "__post_init__")
    assert Block.__slots__ == BLOCK_FIELDS


@given(_BLOCK_ROWS)
def test_blocks_from_columns_equal_the_constructor(
    rows: list[tuple[BlockKind, int, int, int, Direction, str, int | None, str]],
) -> None:
    expected = tuple(
        Block(i, kind, page, start, end, direction, language, level, None, False, None, style)
        for i, (kind, page, start, end, direction, language, level, style) in enumerate(rows)
    )
    columns = list(zip(*rows, strict=True)) if rows else [()] * 8
    kinds, pages, starts, ends, directions, languages, levels, styles = columns
    built = docx_blocks(kinds, pages, starts, ends, directions, languages, levels, styles)
    assert built == expected
    assert [hash(block) for block in built] == [hash(block) for block in expected]
    assert [repr(block) for block in built] == [repr(block) for block in expected]
    for block in built:
        with pytest.raises(dataclasses.FrozenInstanceError):
            block.level = 3  # type: ignore[misc]


def test_blocks_from_columns_refuses_missing_or_short_columns() -> None:
    full = {name: constant(None, 2) for name in BLOCK_FIELDS}
    missing = dict(full)
    del missing["style"]
    with pytest.raises(ValueError, match="columns must be exactly"):
        blocks_from_columns(missing, 2)
    with pytest.raises(ValueError, match="has 2 values for 3 blocks"):
        blocks_from_columns(full, 3)
