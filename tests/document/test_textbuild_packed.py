"""``TextBuilder.append_packed`` is ``append`` with the glyph ids given as array bytes."""

from __future__ import annotations

from array import array

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.textbuild import SYNTHETIC, TextBuilder

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
