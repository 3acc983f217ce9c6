"""What finishing a row needs to know of each MuPDF line's geometry, worked out per page.

``pdf_rows._finish_row`` sorts a row's clusters into visual order and hands them to
``pdf_row_repair.repair_row``; for most one-line rows both only *look*: the line is already
left to right, exactly reversed, or reversed after its first cluster (a right-to-left line's
final full stop, which MuPDF emits first), and no glyph overlaps another or stands a word space
away from its neighbour. Finding that out took about eight passes over the row's lists in
Python (edges in order?, centres falling?, gaps, their minimum and maximum, the row's extent,
its widest cluster). Here numpy answers the same questions for every line of a page at once,
from the boxes of the lines' clusters' base glyphs, and ``_finish_row`` reads the answer (a
``LineShape``).

Only lines of an unrotated page without a NaN edge get a shape, and only if each cluster keeps
its base glyph's box (``clusters`` gave no letter a space's extent): the answers are then
exactly those the row's own lists give (the same float subtractions and comparisons; with a
NaN, Python's ``min`` and numpy's differ).
Units: PDF points.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

SORTED = 1
"""Left edges never fall: the clusters are in visual order already."""
REVERSED = -1
"""Centres strictly fall: visual order is the reversal."""
STOP_FIRST = 2
"""Neither, but centres strictly fall after the first cluster, whose centre lies left of the
last one's: visual order is the first cluster, then the others reversed."""

LineShape = tuple[int, float, float, float, float, float]
"""A line's order (``SORTED``, ``REVERSED``, ``STOP_FIRST``, or 0: none of these), then the
smallest and the largest blank between neighbouring clusters in visual order (``x0s[k + 1] -
x1s[k]``; 0.0 and 0.0 for a one-cluster line; not worked out for order 0), the smallest left
edge, the largest right edge and the widest cluster (``x1 - x0``)."""


def line_shapes(
    x0: npt.NDArray[np.float64], x1: npt.NDArray[np.float64], ends: list[int]
) -> list[LineShape]:
    """The ``LineShape`` of every line of a page.

    Args:
        x0: The left edges of the clusters' base glyphs, line after line, in emission order,
            every one finite (with a NaN, or an infinity giving one, Python's ``min`` answers
            otherwise).
        x1: Their right edges, likewise.
        ends: Each line's end in ``x0`` (lines are consecutive, non-empty, in order).
    """
    count = len(x0)
    # Each line's first glyph, then its last one: ``reduceat`` over these gives the segments
    # [first, last) (the line's pairs i, i + 1 in emission order) and [last, next first) (the
    # pair leaving the line, dropped by taking every other result).
    bounds = np.empty(2 * len(ends), dtype=np.intp)
    bounds[0] = 0
    bounds[2::2] = ends[:-1]
    bounds[1::2] = ends
    bounds[1::2] -= 1
    starts = bounds[0::2]
    last = bounds[1::2]
    falls = np.empty(count, dtype=bool)  # a left edge falls from i to i + 1 (not ``<=``)
    np.greater(x0[:-1], x0[1:], out=falls[:-1])
    falls[-1] = False
    centres = x0 + x1
    rises = np.empty(count, dtype=bool)  # a centre does not fall from i to i + 1
    np.less_equal(centres[:-1], centres[1:], out=rises[:-1])
    rises[-1] = False
    unsorted = np.logical_or.reduceat(falls, bounds)[0::2]
    first_rises = rises[starts]
    rises[starts] = False
    falling_after_first = unsorted & ~np.logical_or.reduceat(rises, bounds)[0::2]
    stop = falling_after_first & first_rises & (centres[starts] < centres[last])
    # Blanks in visual order: x0[i + 1] - x1[i] for a sorted line, x0[i] - x1[i + 1] (the same
    # pairs read from the right) for a reversed one; a stop-first line's are those of its
    # reversed rest, and its first cluster's blank to its last one in place of the pair that
    # leaves the first cluster in emission order.
    ahead = np.empty(count)
    np.subtract(x0[1:], x1[:-1], out=ahead[:-1])
    ahead[-1] = 0.0
    behind = np.empty(count)
    np.subtract(x0[:-1], x1[1:], out=behind[:-1])
    behind[-1] = 0.0
    if stop.any():
        behind[starts[stop]] = x0[last[stop]] - x1[starts[stop]]
    reversed_ = falling_after_first & ~first_rises
    order = np.where(unsorted, np.where(reversed_, REVERSED, np.where(stop, STOP_FIRST, 0)), SORTED)
    shapes: list[LineShape] = []
    for (
        single,
        line_order,
        low_ahead,
        high_ahead,
        low_behind,
        high_behind,
        low_x0,
        high_x1,
        widest,
    ) in zip(
        (starts == last).tolist(),
        order.tolist(),
        np.minimum.reduceat(ahead, bounds)[0::2].tolist(),
        np.maximum.reduceat(ahead, bounds)[0::2].tolist(),
        np.minimum.reduceat(behind, bounds)[0::2].tolist(),
        np.maximum.reduceat(behind, bounds)[0::2].tolist(),
        np.minimum.reduceat(x0, starts).tolist(),
        np.maximum.reduceat(x1, starts).tolist(),
        np.maximum.reduceat(x1 - x0, starts).tolist(),
        strict=True,
    ):
        if single:  # one glyph: sorted, no blank
            shapes.append((SORTED, 0.0, 0.0, low_x0, high_x1, widest))
        elif line_order == SORTED:
            shapes.append((SORTED, low_ahead, high_ahead, low_x0, high_x1, widest))
        elif line_order:
            shapes.append((line_order, low_behind, high_behind, low_x0, high_x1, widest))
        else:
            shapes.append((0, low_ahead, high_ahead, low_x0, high_x1, widest))
    return shapes
