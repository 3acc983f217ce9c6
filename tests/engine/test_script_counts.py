"""Letter counts by script: the table lookup used for long texts agrees with the regex."""

from __future__ import annotations

import sys

from hypothesis import given
from hypothesis import strategies as st

from inspector.engine.languages import (
    _TABLE_FROM,
    _counts_by_regex,
    _counts_by_table,
    script_counts,
)


def test_every_code_point_counts_the_same_both_ways() -> None:
    # Counts add up over characters, so agreeing on each single character is agreeing on
    # every text: all of the BMP (lone surrogates included) and a spread of the planes above.
    codes = [*range(0x10000), *range(0x10000, sys.maxunicode + 1, 251)]
    for code in codes:
        char = chr(code)
        assert _counts_by_table(char) == _counts_by_regex(char), hex(code)


@given(
    st.text(
        alphabet=st.sampled_from("aZé\u024f\u0250ب\u0620\u064a\u064b\ufefc\ufefd 1\n\U0001d400😀"),
        min_size=_TABLE_FROM - 3,
        max_size=_TABLE_FROM + 40,
    )
)
def test_texts_around_the_switch_count_the_same(text: str) -> None:
    expected = _counts_by_regex(text)
    assert script_counts(text) == expected
    assert _counts_by_table(text) == expected
