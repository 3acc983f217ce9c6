"""The assembler's blank-range test: a regex search agrees with ``str.strip`` on whitespace."""

from __future__ import annotations

import sys

from hypothesis import given
from hypothesis import strategies as st

from inspector.engine.assembly import _NON_SPACE


def test_every_code_point_is_whitespace_to_both_or_neither() -> None:
    differing = [
        hex(code)
        for code in range(sys.maxunicode + 1)
        if (_NON_SPACE.search(chr(code)) is None) != (not chr(code).strip())
    ]
    assert differing == []


@given(st.text(alphabet=st.sampled_from(" \t\n\r\x0b\x0c\x1c\u00a0\u2003\u3000\u200bax")))
def test_ranges_of_text_agree(text: str) -> None:
    for start in range(len(text) + 1):
        for end in range(start, len(text) + 1):
            blank = _NON_SPACE.search(text, start, end) is None
            assert blank == (not text[start:end].strip())
