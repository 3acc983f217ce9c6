"""``pdf_columns._find_gutter`` walks the coverage from one box edge to the next: the
reference walks every 1-point bin of the width (the walk stays, as its work is bounded by the
number of boxes, not by the width in points, which a box partly off the page can make huge).
"""

from __future__ import annotations

import statistics
from itertools import accumulate

from hypothesis import given
from hypothesis import strategies as st

from inspector.document.pdf.columns import GUTTER_CROSSINGS, _columns_hold, _find_gutter
from inspector.document.pdf.rows import Row


def _row(x0: float, width: float, top: float, size: float) -> Row:
    return Row(
        ["x"],
        [0],
        [x0],
        [x0 + width],
        (x0, top, x0 + width, top + size),
        top + 0.8 * size,
        size,
        False,
        0,
    )


_ROWS = st.lists(
    st.builds(
        _row,
        st.floats(0, 500),
        st.floats(0.5, 400),
        st.floats(0, 800),
        st.sampled_from([8.0, 10.0, 12.0]),
    ),
    max_size=30,
)


def _gutter_bin_by_bin(items: list[Row]) -> tuple[float, float] | None:
    """``_find_gutter`` as it read every bin of the width (before the edge-to-edge walk)."""
    boxes = [i.bbox for i in items]
    left_edge = min(b[0] for b in boxes)
    right_edge = max(b[2] for b in boxes)
    width = right_edge - left_edge
    if width <= 0:
        return None
    size = statistics.median([i.size for i in items])
    narrow = [b for b in boxes if b[2] - b[0] < 0.65 * width]
    if len(narrow) < 4:
        return None
    bins = int(width) + 1
    change = [0] * (bins + 1)
    for box in narrow:
        change[int(box[0] - left_edge)] += 1
        change[int(box[2] - left_edge) + 1] -= 1
    coverage = list(accumulate(change))
    allowed = max(GUTTER_CROSSINGS, len(narrow) // 20)
    minimum = max(0.8 * size, 6.0)
    best: tuple[float, float] | None = None
    start = None
    for x in range(bins + 1):
        open_bin = x < bins and coverage[x] <= allowed
        if open_bin and start is None:
            start = x
        elif not open_bin and start is not None:
            gap0, gap1 = left_edge + start, left_edge + x
            middle = (gap0 + gap1) / 2
            if (
                gap1 - gap0 >= minimum
                and left_edge + 0.2 * width <= middle <= right_edge - 0.2 * width
                and (best is None or gap1 - gap0 > best[1] - best[0])
                and _columns_hold(boxes, gap0, gap1, width, size)
            ):
                best = (gap0, gap1)
            start = None
    return best


def _two_columns(rows: int, left: float, right: float) -> list[Row]:
    return [_row(x, 200.0, 20.0 * k, 10.0) for k in range(rows) for x in (left, right)]


@given(_ROWS)
def test_gutter_walked_edge_to_edge_is_the_bin_by_bin_one(rows: list[Row]) -> None:
    if rows:
        assert _find_gutter(rows) == _gutter_bin_by_bin(rows)  # type: ignore[arg-type]


def test_two_columns_have_their_gutter() -> None:
    rows = _two_columns(6, 50.0, 300.0)
    assert _find_gutter(rows) == _gutter_bin_by_bin(rows) == (251.0, 300.0)  # type: ignore[arg-type]
