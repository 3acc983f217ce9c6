"""``TextBuilder.append_packed`` is ``append`` with the glyph ids given as array bytes."""

from __future__ import annotations

from array import array

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.textbuild import PACK_BOX, SYNTHETIC, TextBuilder

_PIECES = st.lists(
    st.tuples(st.text(max_size=6), st.sampled_from([SYNTHETIC, 0, 1, 2])), max_size=8
)


@given(_PIECES)
def test_append_packed_builds_what_append_builds(pieces: list[tuple[str, int]]) -> None:
    plain, packed = TextBuilder(), TextBuilder()
    for builder in (plain, packed):
        builder.add_boxless_glyphs([0, 0, 1])
    for text, glyph in pieces:
        ids = array("i", [glyph] * len(text))
        assert plain.append(text, ids) == packed.append_packed(text, ids.tobytes())
    text, offsets = plain.finish()
    packed_text, packed_offsets = packed.finish()
    assert packed_text == text
    assert list(packed_offsets.glyph_of) == list(offsets.glyph_of)
    assert list(packed_offsets.pages) == list(offsets.pages)


def test_append_packed_needs_one_id_per_character() -> None:
    with pytest.raises(ValueError, match="one glyph id per character"):
        TextBuilder().append_packed("abc", array("i", [0, 0]).tobytes())


@given(_PIECES, st.lists(st.booleans(), max_size=8))
def test_append_and_append_packed_mixed_keep_the_order(
    pieces: list[tuple[str, int]], packed_flags: list[bool]
) -> None:
    # ``append`` holds its ids back in a pending list; ``append_packed`` and ``finish`` must
    # put them in before anything later.
    plain, mixed = TextBuilder(), TextBuilder()
    for builder in (plain, mixed):
        builder.add_boxless_glyphs([0, 0, 1])
    for k, (text, glyph) in enumerate(pieces):
        ids = array("i", [glyph] * len(text))
        plain.append(text, ids)
        if k < len(packed_flags) and packed_flags[k]:
            mixed.append_packed(text, ids.tobytes())
        else:
            mixed.append(text, list(ids))
    text, offsets = plain.finish()
    mixed_text, mixed_offsets = mixed.finish()
    assert mixed_text == text
    assert list(mixed_offsets.glyph_of) == list(offsets.glyph_of)


def test_append_past_a_packing_batch_keeps_every_id() -> None:
    builder = TextBuilder()
    builder.add_boxless_glyphs([0] * 5)
    expected: list[int] = []
    for k in range(7000):  # 21,000 ids: more than one batch of pending ids
        ids = [k % 5, SYNTHETIC, (k * 3) % 5]
        builder.append("abc", ids)
        expected += ids
    builder.append_packed("de", array("i", [4, 3]).tobytes())
    builder.append("f")
    text, offsets = builder.finish()
    assert len(text) == 21003
    assert list(offsets.glyph_of) == [*expected, 4, 3, SYNTHETIC]


_BOXES = st.lists(st.tuples(*[st.floats(allow_nan=False, width=32)] * 4), min_size=1, max_size=8)


@given(st.lists(st.tuples(st.integers(0, 5), _BOXES), max_size=4))
def test_add_packed_glyphs_registers_what_add_glyph_registers(
    pages: list[tuple[int, list[tuple[float, float, float, float]]]],
) -> None:
    one_by_one, packed = TextBuilder(), TextBuilder()
    for page_index, boxes in pages:
        firsts = [one_by_one.add_glyph(page_index, box) for box in boxes]
        data = b"".join(PACK_BOX(*box) for box in boxes)
        assert packed.add_packed_glyphs(page_index, data) == firsts[0]
        assert packed.next_glyph_id() == one_by_one.next_glyph_id()
    _, offsets = one_by_one.finish()
    _, packed_offsets = packed.finish()
    assert packed_offsets.boxes.tobytes() == offsets.boxes.tobytes()
    assert list(packed_offsets.pages) == list(offsets.pages)


def test_add_packed_glyphs_needs_four_doubles_a_glyph() -> None:
    with pytest.raises(ValueError, match="four doubles per glyph box"):
        TextBuilder().add_packed_glyphs(0, PACK_BOX(0.0, 0.0, 1.0, 1.0)[:-8])
