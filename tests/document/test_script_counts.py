"""Letter counts by script (the loaders' and the engine's one ``script_counts``) agree with
the letter classes, character by character and on texts around its internal switches."""

from __future__ import annotations

import re
import sys
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document import letter_counts
from inspector.document.code_point_counts import SECOND
from inspector.document.letter_counts import (
    _ARABIC_LETTER,
    _LATIN_LETTER,
    _MASK_BYTES,
    script_counts,
    script_counts_of_many,
)


def _by_class(text: str) -> tuple[int, int]:
    return len(_ARABIC_LETTER.findall(text)), len(_LATIN_LETTER.findall(text))


def test_every_code_point_counts_as_its_class() -> None:
    # Counts add up over characters, so agreeing on each single character (alone, and beside
    # a non-ASCII mark so the code-unit path runs too) is agreeing on every text: all of the
    # BMP (lone surrogates included) and a spread of the planes above.
    codes = [*range(0x10000), *range(0x10000, sys.maxunicode + 1, 251)]
    for code in codes:
        char = chr(code)
        assert script_counts(char) == _by_class(char), hex(code)
        assert script_counts(char + "\u200f") == _by_class(char), hex(code)


_ALPHABET = "aZé\u024f\u0250ب\u0620\u064a\u064b\ufefc\ufefd 1\n\U0001d400😀"


@given(
    st.text(alphabet=st.sampled_from(_ALPHABET), max_size=60),
    st.integers(_MASK_BYTES - 40, _MASK_BYTES + 10),
)
def test_texts_around_the_shared_mask_count_as_their_classes(tail: str, length: int) -> None:
    # A long non-ASCII text ending in a generated tail: its length in UTF-16 code units
    # crosses the shared mask's size (surrogate pairs count two).
    text = ("بنود aé " * length)[:length] + tail
    assert script_counts(text) == _by_class(text)


def test_every_code_point_counts_as_its_class_when_counted_together() -> None:
    codes = [*range(0x10000), *range(0x10000, sys.maxunicode + 1, 251)]
    texts = [chr(code) + "\u200f" for code in codes]  # each with a mark: none is ASCII
    assert script_counts_of_many(texts) == [_by_class(text) for text in texts]


@given(st.lists(st.text(alphabet=st.sampled_from(_ALPHABET), max_size=30), max_size=12))
def test_texts_counted_together_count_as_each_alone(texts: list[str]) -> None:
    # ASCII, empty and other texts mixed, characters beyond the BMP (two code units) included
    assert script_counts_of_many(texts) == [script_counts(text) for text in texts]
    assert script_counts_of_many(texts) == [_by_class(text) for text in texts]


@pytest.mark.parametrize(
    "latin",
    [
        letter_counts._LATIN_LETTER.pattern,  # ranges only: read as ranges
        "[A-Za-z\u00b5\u00c0-\u00d6]",  # a single character too: searched for
    ],
)
def test_letter_class_table_is_the_classes(latin: str) -> None:
    with mock.patch.object(letter_counts, "_LATIN_LETTER", re.compile(latin)):
        letter_counts._letter_weights.cache_clear()
        try:
            table = letter_counts._letter_weights().tolist()
        finally:
            letter_counts._letter_weights.cache_clear()
    pattern, arabic = re.compile(latin), letter_counts._ARABIC_LETTER
    expected = [
        SECOND if pattern.match(chr(code)) else 1 if arabic.match(chr(code)) else 0
        for code in range(0x10000)
    ]
    assert table == [*expected, 0]  # every code point beyond the BMP reads the last: 0
