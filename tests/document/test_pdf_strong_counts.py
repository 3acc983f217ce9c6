"""Counting a row's strong letters (``text_strong_counts``) against counting them one by one."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from inspector.document.pdf.char_classes import RTL_STRONG_CHARS
from inspector.document.pdf.strong_counts import LTR_STRONG_CHARS, text_strong_counts

# Letters of both directions, their neighbours just outside the classes, marks, digits,
# spaces, a lone surrogate and characters above the BMP.
_CHARS = st.sampled_from(
    "abzAZ@[`{\u00aa\u00ab\u00b5\u00ba\u00bf\u00c0\u00d7\u00f7\u00f8\u02b8\u02b9\u036f\u0370"
    "\u052f\u0530\u058f\u0590\u05ff\u0600\u0608\u060c\u061b\u064a\u064b\u0660\u066d\u0670"
    "\u0671\u06d5\u06d6\u06fa\u08ff\u0900\ufb1c\ufb1d\ufdff\ufe00\ufe70\ufefc\ufefd\ud800"
    " .1\u00a0\U0001d400\U00010900\U0001ee00"
)
_TEXTS = st.lists(st.text(_CHARS, max_size=30), max_size=8)


def _one_by_one(text: str) -> tuple[int, int]:
    """The counts character by character (the classes as sets)."""
    return sum(c in RTL_STRONG_CHARS for c in text), sum(c in LTR_STRONG_CHARS for c in text)


@given(_TEXTS)
@example(["", "abc", "", "\u0627\u0644 x", ""])
@example(["plain", "", "ASCII only"])
def test_counts_are_the_one_by_one_counts(texts: list[str]) -> None:
    want = [_one_by_one(text) for text in texts]
    assert [text_strong_counts(text) for text in texts] == want
