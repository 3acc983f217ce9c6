"""Range helpers of the scan: the union of special ranges answers like its parts."""

from __future__ import annotations

import bisect
import itertools
from array import array

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.engine import spans
from inspector.engine.spans import KeptOffset, Spans, kept_offsets, merged_ranges

_RANGE = st.tuples(st.integers(0, 60), st.integers(0, 20)).map(lambda r: (r[0], r[0] + r[1]))


@given(st.lists(_RANGE, max_size=12), st.integers(0, 90))
def test_merged_ranges_hold_exactly_the_offsets_some_range_holds(
    ranges: list[tuple[int, int]], offset: int
) -> None:
    merged = merged_ranges(ranges)
    assert all(a <= b for a, b in merged)
    assert all(prev[1] < nxt[0] for prev, nxt in itertools.pairwise(merged))
    inside_any = any(start <= offset < end for start, end in ranges)
    assert (Spans(merged).find(offset) >= 0) == inside_any


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 300), st.integers(1, 40)), max_size=8),
    st.lists(st.integers(0, 400), min_size=1, max_size=30),
)
def test_kept_offset_is_kept_offsets_one_at_a_time(
    ranges: list[tuple[int, int]], offsets: list[int]
) -> None:
    excluded = merged_ranges([(start, start + length) for start, length in ranges])
    ordered = sorted(offsets)
    single = KeptOffset(excluded)
    assert [single(offset) for offset in ordered] == kept_offsets(ordered, excluded)


@settings(max_examples=30, deadline=None)
@given(
    st.lists(st.integers(1, 3), min_size=1, max_size=300),
    st.lists(st.tuples(st.integers(0, 900), st.integers(0, 900)), max_size=60),
)
def test_key_offsets_of_block_bounds_are_bisections(
    steps: list[int], pairs: list[tuple[int, int]]
) -> None:
    """Many blocks (numpy) and few (bisect) map text offsets to key offsets alike."""
    to_text = array("l", itertools.accumulate(steps))
    many = (pairs or [(0, 0)]) * (spans._MANY_BLOCKS // max(1, len(pairs)) + 1)
    for bounds in (pairs, many):
        starts, ends = [a for a, _ in bounds], [b for _, b in bounds]
        expected = [
            (bisect.bisect_left(to_text, a), bisect.bisect_left(to_text, b)) for a, b in bounds
        ]
        assert spans._key_offsets(to_text, starts, ends) == expected


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ab |\t\n\u00a0", max_size=60))
def test_table_lines_are_the_lines_whose_start_may_open_a_table(text: str) -> None:
    # The lines _looks_like_table reads as a table's first line: a tab in it, or a pipe first.
    starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
    expected = set()
    for start in starts:
        end = text.find("\n", start)
        line = text[start : len(text) if end == -1 else end]
        if "\t" in line or line.lstrip().startswith("|"):
            expected.add(start)
    assert spans._table_lines(text) == expected
