"""What finishing a row needs to know of each MuPDF line's geometry, worked out per page.

``pdf_rows._finish_row`` sorts a row's clusters into visual order and hands them to
``pdf_row_repair.repair_row``; for most rows (one MuPDF line, no attached characters) both only
*look*: the line is already left to right, or exactly reversed, and no glyph overlaps another
or stands a word space away from its neighbour. Finding that out took about eight passes over
the row's lists in Python (edges in order?, centres falling?, gaps, their minimum and maximum,
the row's extent). Here numpy answers the same questions for every line of a page at once,
from the page's boxes, and ``_finish_row`` reads the answer (a ``LineShape``).

Only lines whose characters are their clusters (no attachable character: ``clusters`` left
them unchanged) of an unrotated page without a NaN edge get a shape: the answers are then
exactly those the row's own lists give (the same float subtractions and comparisons; with a
NaN, Python's ``min`` and numpy's differ).
Units: PDF points.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

LineShape = tuple[int, float, float, float, float]
"""A line's order (1: left edges never fall, so the clusters are in visual order already;
-1: centres strictly fall, so visual order is the reversal; 0: neither), then the smallest and
the largest blank between neighbouring glyphs in visual order (``x0s[k + 1] - x1s[k]``; 0.0 and
0.0 for a one-glyph line), the smallest left edge and the largest right edge."""


def line_shapes(boxes: npt.NDArray[np.float64], ends: list[int]) -> list[LineShape]:
    """The ``LineShape`` of every line of a page.

    Args:
        boxes: The page's character boxes (x0, y0, x1, y1), one row each, every x0 and x1
            finite (with a NaN, or an infinity giving one, Python's ``min`` answers otherwise).
        ends: Each line's end in ``boxes`` (lines are consecutive, non-empty, in order).
    """
    x0 = boxes[:, 0]
    x1 = boxes[:, 2]
    count = len(x0)
    starts = np.array([0, *ends[:-1]], dtype=np.intp)
    last = np.array(ends, dtype=np.intp) - 1  # each line's last glyph
    # Pair i is glyphs i and i + 1 (emission order); the pair leaving a line is not the line's.
    in_line = np.ones(count, dtype=bool)
    in_line[last] = False
    falls = np.zeros(count, dtype=bool)  # a left edge falls from i to i + 1 (not ``<=``)
    falls[:-1] = x0[:-1] > x0[1:]
    centres = x0 + x1
    not_falling = np.zeros(count, dtype=bool)  # a centre does not fall from i to i + 1
    not_falling[:-1] = centres[:-1] <= centres[1:]
    unsorted = np.add.reduceat(falls & in_line, starts)
    unreversed = np.add.reduceat(not_falling & in_line, starts)
    order = np.where(unsorted == 0, 1, np.where(unreversed == 0, -1, 0))
    # Blanks in visual order: x0[i + 1] - x1[i] for a sorted line, x0[i] - x1[i + 1] (the same
    # pairs read from the right) for a reversed one.
    ahead = np.zeros(count)
    ahead[:-1] = x0[1:] - x1[:-1]
    behind = np.zeros(count)
    behind[:-1] = x0[:-1] - x1[1:]
    blanks = np.where(np.repeat(order, np.diff([0, *ends])) < 0, behind, ahead)
    low = np.minimum.reduceat(np.where(in_line, blanks, np.inf), starts)
    high = np.maximum.reduceat(np.where(in_line, blanks, -np.inf), starts)
    single = starts == last
    low[single] = 0.0
    high[single] = 0.0
    return list(
        zip(
            order.tolist(),
            low.tolist(),
            high.tolist(),
            np.minimum.reduceat(x0, starts).tolist(),
            np.maximum.reduceat(x1, starts).tolist(),
            strict=True,
        )
    )
