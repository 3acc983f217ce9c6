"""Columns of a PDF page: the flows (full-width runs and single columns) in reading order.

**Columns.** A page is read as a sequence of *sections*: rows that cross the column gutter
(titles, full-width headings, full-width paragraphs) are sections of their own, and between two
of them the rows left of the gutter are read top to bottom before the rows right of it (right
before left on a right-to-left page). The gutter is a vertical strip, in the middle part of the
text area, that at most ``GUTTER_CROSSINGS`` narrow rows cross (a heading may run into the next
column), with substantial text on both sides; each side must hold wide rows (at least
``COLUMN_MIN_SHARE`` of the text width), so a label/value layout is not taken for two columns.
Columns are searched again inside each column, so three columns work as well.

**Bands.** A two-column section is cut where a part of it holds items on one side only (a
heading set in the left column under the columns, "Chapter 8"), so that part is read after
both columns; stacked parts with items on both sides stay one section.
"""

from __future__ import annotations

import statistics

from inspector.document.pdf.rows import Row
from inspector.document.pdf.tables import Rect, TableBlock

GUTTER_CROSSINGS = 2
"""Narrow rows that may run across a gutter (headings reaching into the next column)."""

COLUMN_MIN_SHARE = 0.3
"""Each column's widest row spans at least this share of the section's text width."""


def reading_flows(items: list[Row | TableBlock], rtl: bool) -> list[list[Row | TableBlock]]:
    """Split items into column flows in reading order; each flow is sorted top to bottom.

    Args:
        items: The page's body rows and tables.
        rtl: Whether the page reads right to left (columns then go right to left).

    Returns:
        Flows in reading order: full-width runs and single columns.
    """
    if len(items) < 4:
        return [sorted(items, key=_top_key)] if items else []
    gutter = _find_gutter(items)
    if gutter is None:
        return [sorted(items, key=_top_key)]
    g0, g1 = gutter
    flows: list[list[Row | TableBlock]] = []
    section: list[Row | TableBlock] = []
    spanning: list[Row | TableBlock] = []

    def flush_section() -> None:
        for band in _bands(section, g1):
            left = [i for i in band if _box(i)[2] <= g1]
            right = [i for i in band if _box(i)[2] > g1]
            for side in (right, left) if rtl else (left, right):
                if side:
                    flows.extend(reading_flows(side, rtl))
        section.clear()

    for item in sorted(items, key=_top_key):
        box = _box(item)
        if box[0] < g0 and box[2] > g1:
            flush_section()
            spanning.append(item)
        else:
            if spanning:
                flows.append(spanning)
                spanning = []
            section.append(item)
    if spanning:
        flows.append(spanning)
    flush_section()
    return flows


def _bands(section: list[Row | TableBlock], g1: float) -> list[list[Row | TableBlock]]:
    """Cut a column section where a one-sided part (only left or only right items) starts.

    A heading set in one column *after* the columns ended ("Chapter 8" under a two-column
    block) would otherwise be read as the end of the left column. Cuts go where no item
    overlaps a horizontal line across the section; two stacked two-sided parts stay one
    section, since their columns most likely continue (aligned paragraph gaps).
    """
    if not section:
        return []
    ordered = sorted(section, key=lambda i: _box(i)[1])
    sizes = [i.size for i in section if isinstance(i, Row)]
    gap = statistics.median(sizes) if sizes else 10.0  # more than a line's leading
    bands = [[ordered[0]]]
    bottom = _box(ordered[0])[3]
    for item in ordered[1:]:
        box = _box(item)
        if box[1] > bottom + gap:
            bands.append([item])
        else:
            bands[-1].append(item)
        bottom = max(bottom, box[3])

    def two_sided(band: list[Row | TableBlock]) -> bool:
        sides = {_box(i)[2] > g1 for i in band}
        return len(sides) == 2

    merged = [bands[0]]
    for band in bands[1:]:
        if two_sided(merged[-1]) and two_sided(band):
            merged[-1].extend(band)
        else:
            merged.append(band)
    return merged


def _box(item: Row | TableBlock) -> Rect:
    return item.bbox


def _top_key(item: Row | TableBlock) -> tuple[float, float]:
    box = item.bbox
    return (item.baseline if isinstance(item, Row) else box[1], box[0])


def _find_gutter(items: list[Row | TableBlock]) -> tuple[float, float] | None:
    """A column gutter (x0, x1) for these items, or None (see the module docstring).

    Counts, in 1-point bins, how many of the items narrower than 65 % of the text width cover
    each x; a gutter is a run of bins covered by at most ``GUTTER_CROSSINGS`` of them (a
    heading that runs into the second column must not hide the gutter), at least a word
    space wide, whose middle lies in the middle 60 % of the width, and that separates two
    real columns (``_columns_hold``). The widest such run wins.
    """
    boxes = [_box(i) for i in items]
    left_edge = min(b[0] for b in boxes)
    right_edge = max(b[2] for b in boxes)
    width = right_edge - left_edge
    if width <= 0:
        return None
    sizes = [i.size for i in items if isinstance(i, Row)]
    size = statistics.median(sizes) if sizes else 10.0
    narrow = [b for b in boxes if b[2] - b[0] < 0.65 * width]
    if len(narrow) < 4:
        return None
    bins = int(width) + 1
    change = [0] * (bins + 1)
    edges = {0, bins}
    for box in narrow:
        first, end = int(box[0] - left_edge), int(box[2] - left_edge) + 1
        change[first] += 1
        change[end] -= 1
        edges.add(first)
        edges.add(end)
    allowed = max(GUTTER_CROSSINGS, len(narrow) // 20)
    minimum = max(0.8 * size, 6.0)
    best: tuple[float, float] | None = None
    start = None
    # The coverage only changes where a box starts or ends (``edges``): the bins are walked
    # from one such place to the next (a few dozen steps, not one per point of the width).
    # (Stays, issue 25 item 3: not for its speed (bench/results/pdf_load.md) but because a box
    # partly off the page can be any width; tested against the bin-by-bin walk.)
    # Bin ``bins`` (past the text) is closed and ends the last run.
    coverage = 0
    for x in sorted(edges):
        coverage += change[x]
        open_bin = x < bins and coverage <= allowed
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


def _columns_hold(boxes: list[Rect], g0: float, g1: float, width: float, size: float) -> bool:
    """Whether the strip [g0, g1] separates two real text columns.

    Each side needs two rows, one of them at least ``COLUMN_MIN_SHARE`` of the width wide
    (so that labels and values are not taken for columns), and the two sides must stand
    side by side over at least two lines' height.
    """
    left = [b for b in boxes if b[2] <= g0 + 1.0]
    right = [b for b in boxes if b[0] >= g1 - 1.0]
    if len(left) < 2 or len(right) < 2:
        return False
    if max(b[2] - b[0] for b in left) < COLUMN_MIN_SHARE * width:
        return False
    if max(b[2] - b[0] for b in right) < COLUMN_MIN_SHARE * width:
        return False
    top = max(min(b[1] for b in left), min(b[1] for b in right))
    bottom = min(max(b[3] for b in left), max(b[3] for b in right))
    return bottom - top > 2 * size
