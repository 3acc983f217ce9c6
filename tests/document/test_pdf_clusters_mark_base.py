"""``pdf_clusters._mark_base`` with its letter search written out, against the general code.

The reference below is ``_mark_base`` as it was: the search over the line's letters calls
``holds`` for each. Both must pick the same letter (or none) for any mark of made-up lines
(coarse edges, NaN, narrow and wide glyphs, letters, digits, brackets, spaces, marks).
"""

from __future__ import annotations

import math

from hypothesis import example, given
from hypothesis import strategies as st

from inspector.document.pdf.char_classes import ARABIC_MARK_CHARS, MARK_CHARS
from inspector.document.pdf.clusters import (
    ATTACH_TOLERANCE,
    _displaced_final_mark,
    _mark_base,
    _neighbours,
)


def _reference_mark_base(
    i: int, chars: list[str], x0s: list[float], x1s: list[float], is_base: list[bool]
) -> int:
    x = x0s[i]
    previous, following = _neighbours(i, chars, is_base)
    right = -0.1 if chars[i] in ARABIC_MARK_CHARS else ATTACH_TOLERANCE

    def holds(j: int) -> bool:
        reach = right if x1s[j] - x0s[j] > 1.0 else ATTACH_TOLERANCE
        return x0s[j] - ATTACH_TOLERANCE <= x <= x1s[j] + reach

    fallback = -1
    for j in (previous, following):
        if j >= 0 and holds(j):
            if chars[j].isalpha():
                return j
            if fallback < 0:
                fallback = j
    near = [j for j in range(len(chars)) if is_base[j] and chars[j].isalpha() and holds(j)]
    if near:
        return min(near, key=lambda j: (abs(x0s[j] - x), abs(j - i)))
    if chars[i] in ARABIC_MARK_CHARS:
        return _displaced_final_mark(i, chars, x0s, x1s, is_base)
    return fallback


_EDGES = st.sampled_from([0.0, 0.5, 0.9, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, math.nan])
_CHARS = st.sampled_from(["a", "\u0644", "\u0627", "1", "(", " ", "\u064e", "\u0301", "\u0651"])


@given(st.lists(st.tuples(_CHARS, _EDGES, _EDGES, st.booleans()), min_size=1, max_size=10))
# A mark held by no neighbour but by a wide letter further on (its reach -0.1 for an Arabic
# mark), and by a narrow one (reach 1.0).
@example([("a", 0.0, 6.0, True), ("(", 6.0, 6.0, True), ("\u064e", 5.0, 5.0, False)])
@example([("a", 4.0, 4.5, True), ("1", 0.0, 1.0, True), ("\u064e", 5.0, 5.0, False)])
def test_mark_base_matches_the_reference(glyphs: list[tuple[str, float, float, bool]]) -> None:
    chars = [c for c, _, _, _ in glyphs]
    x0s = [x0 for _, x0, _, _ in glyphs]
    x1s = [x1 for _, _, x1, _ in glyphs]
    for i, char in enumerate(chars):
        if char in MARK_CHARS:
            # Bases as drawn, the mark itself attached (as ``clusters`` has them).
            is_base = [b and k != i for k, (_, _, _, b) in enumerate(glyphs)]
            want = _reference_mark_base(i, chars, x0s, x1s, is_base)
            assert _mark_base(i, chars, x0s, x1s, is_base) == want
