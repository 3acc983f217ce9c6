"""Two counts per text from one weight table (code_point_counts)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.code_point_counts import pair_counts, weight_table

_FIRST = {ord("a"), ord("é"), 0x0628, 0xFFFF}
_SECOND = {ord("Z"), 0x05D0, 0x0000}
_TABLE = weight_table(_FIRST, _SECOND)
# Each class, its neighbours, a lone surrogate, characters beyond the BMP (weighing 0).
_CHARS = st.sampled_from(
    "aéZbY\u0628\u0629\u05d0\u05d1\uffff\ufffe\x00\x01\ud800 \U00010000\U0010ffff"
)


@given(st.lists(st.text(_CHARS, max_size=20), max_size=10))
def test_counts_are_each_texts_characters_of_each_class(texts: list[str]) -> None:
    first = [sum(ord(char) in _FIRST for char in text) for text in texts]
    second = [sum(ord(char) in _SECOND for char in text) for text in texts]
    assert pair_counts(texts, _TABLE) == (first, second)


def test_a_class_beyond_the_bmp_is_refused() -> None:
    with pytest.raises(ValueError, match="BMP"):
        weight_table([0x10000], [])
