"""Mirrored brackets are swapped as when the bracket class was searched and substituted.

``pdf_lines.fix_brackets`` asks whether a line holds a bracket by six ``in`` tests, and
``_balance`` walks the brackets ``findall`` gives. The oracle is the code as it was: a search
of the class, and the brackets left by substituting away every other run of characters; on
made-up lines and on the rows of every real PDF, read in logical order.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.pdf.lines import _balance, fix_brackets
from tests.document.real_pdf_extracts import real_ordered_rows

_SWAP = str.maketrans("()[]{}", ")(][}{")
_BRACKETS = re.compile(r"[()\[\]{}]")
_NOT_BRACKETS = re.compile(r"[^()\[\]{}][^()\[\]{}]*")


def _balance_reference(text: str) -> int:
    depth = 0
    for char in _NOT_BRACKETS.sub("", text):
        depth += 1 if char in "([{" else -1
        if depth < 0:
            return -1
    return depth


def _fix_reference(text: str) -> str:
    if not _BRACKETS.search(text) or _balance_reference(text) >= 0:
        return text
    swapped = text.translate(_SWAP)
    return swapped if _balance_reference(swapped) == 0 else text


_LINES = st.text(st.sampled_from("()[]{}ab ٣ما<>"), max_size=14)


@settings(max_examples=2000, deadline=None)
@given(_LINES)
def test_brackets_fixed_as_by_the_class_search(text: str) -> None:
    assert _balance(text) == _balance_reference(text)
    assert fix_brackets(text) == _fix_reference(text)


def test_each_kind_of_bracket_is_seen() -> None:
    for close, open_ in (")(", "]["):
        assert fix_brackets(f"{close}٣{open_}") == f"{open_}٣{close}"
    assert fix_brackets("}ما{") == "{ما}"
    assert fix_brackets("ما)") == "ما)"  # swapping does not balance it


def test_real_lines_fixed_as_before() -> None:
    seen = 0
    for text, _ in real_ordered_rows():
        assert fix_brackets(text) == _fix_reference(text)
        seen += fix_brackets(text) != text
    assert seen > 0  # some real lines are swapped
