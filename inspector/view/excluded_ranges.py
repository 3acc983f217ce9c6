"""Lookups in the excluded spans in force, by bisection.

The spans in force (the loader's furniture plus the reviewer's exclusions) are kept as a
sorted list of ``(start, end)`` ranges of ``Document.text``, half-open; they are disjoint (an
exclusion merges those it overlaps). ``reasons`` maps a span to the loader's reason; a span
without one was excluded by a reviewer. A lookup costs a bisection plus the spans it returns,
not the document's hundreds (an edit asks for a few chunks' or pages').
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator, Sequence
from typing import TypeVar

from inspector.document.model import ExcludedSpan

Range = tuple[int, int]
REVIEWER_REASON = "excluded by a reviewer"
"""The reason of an excluded span the loader did not exclude."""

_Item = TypeVar("_Item")


def items_from(items: Sequence[_Item], first: int) -> Iterator[_Item]:
    """``items[first:]``, without copying the rest of ``items``.

    A long PDF has thousands of blocks and excluded spans; an edit asks for those at a few
    offsets, and copying the tail each time cost more than the search.
    """
    for position in range(first, len(items)):
        yield items[position]


def spans_in_force(excluded: Sequence[Range], reasons: dict[Range, str]) -> list[ExcludedSpan]:
    """Every span of ``excluded``, with the loader's reason or the reviewer's."""
    return [
        ExcludedSpan(start, end, reasons.get((start, end), REVIEWER_REASON))
        for start, end in excluded
    ]


def spans_between(
    excluded: Sequence[Range], reasons: dict[Range, str], start: int, end: int
) -> list[ExcludedSpan]:
    """The spans of ``excluded`` sharing a character with ``[start, end)``, sorted."""
    # Spans in force are disjoint (an exclusion merges those it overlaps): only the one
    # before the bisected place can start before ``start`` and reach into the range.
    first = max(bisect.bisect_right(excluded, (start, start)) - 1, 0)
    while first > 0 and excluded[first - 1][1] > start:
        first -= 1
    spans = []
    for span_start, span_end in items_from(excluded, first):
        if span_start >= end:
            break
        if span_end > start:
            reason = reasons.get((span_start, span_end), REVIEWER_REASON)
            spans.append(ExcludedSpan(span_start, span_end, reason))
    return spans


def kept_ranges(excluded: Sequence[Range], start: int, end: int) -> list[Range]:
    """``[start, end)`` with the spans of ``excluded`` cut out, as increasing ranges."""
    ranges: list[Range] = []
    cursor = start
    first = max(bisect.bisect_right(excluded, (start, start)) - 1, 0)
    for ex_start, ex_end in items_from(excluded, first):
        if ex_start >= end:
            break
        if ex_end <= cursor:
            continue
        if ex_start > cursor:
            ranges.append((cursor, ex_start))
        cursor = max(cursor, ex_end)
    if cursor < end:
        ranges.append((cursor, end))
    return ranges
