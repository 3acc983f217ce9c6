"""``OffsetMap.boxes_for`` over long ranges: the glyphs gathered at once, merged in one loop.

``boxes_for`` merges glyph boxes one by one: each glyph joins the newest of the four most
recent line rectangles it shares a line with (vertical overlap over half the smaller height),
else starts a rectangle of its own (``model.merge_glyph``). Most glyphs join the newest
rectangle, one after the other, until the line ends. Here numpy gathers the range's glyph
boxes and pages in one step (no array slice per character), and the loop keeps the newest
rectangle in local variables: a glyph that joins it costs a few comparisons; any other goes
through ``merge_glyph``. Every comparison, minimum and maximum is written as ``min``/``max``
evaluate it (which operand wins a tie or a NaN), so the rectangles are identical to the
one-by-one result (a property test checks it).

Units: PDF points; offsets index ``Document.text``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from inspector.document.model import Rect, merge_glyph

if TYPE_CHECKING:
    from inspector.document.model import OffsetMap


def line_boxes(offsets: OffsetMap, start: int, end: int) -> list[tuple[int, Rect]]:
    """``(page index, rectangle)`` per visual line of text range ``[start, end)``.

    Equal to ``OffsetMap.boxes_for``'s one-by-one merge (see the module docstring).
    """
    glyph_of = np.asarray(offsets.glyph_of[start:end], dtype=np.int64)
    glyphs = glyph_of[glyph_of >= 0]
    flat = offsets.boxes
    flat_boxes = (
        np.frombuffer(flat, dtype=np.float64)  # the loaders' array("d"): no copy
        if flat.typecode == "d"
        else np.asarray(flat, dtype=np.float64)
    )
    boxes = flat_boxes.reshape(-1, 4)[glyphs]
    known = ~np.isnan(boxes[:, 0])  # a glyph without geometry (DOCX) is skipped
    pages = np.frombuffer(offsets.pages, dtype=np.dtype(f"i{offsets.pages.itemsize}"))
    glyph_pages: list[int] = pages[glyphs[known]].tolist()
    coordinates: list[list[float]] = boxes[known].tolist()
    lines: list[tuple[int, list[float]]] = []
    page = -1  # the newest rectangle: its page and (local) coordinates
    box: list[float] = []
    b0 = b1 = b2 = b3 = 0.0
    for glyph_page, (x0, y0, x1, y1) in zip(glyph_pages, coordinates, strict=True):
        if glyph_page == page:
            # model._same_line(box, y0, y1), with min and max spelt out
            overlap = (y1 if y1 < b3 else b3) - (y0 if y0 > b1 else b1)
            height = b3 - b1
            smaller = y1 - y0 if y1 - y0 < height else height
            if smaller > 0 and overlap > 0.5 * smaller:
                b0 = x0 if x0 < b0 else b0  # min(b0, x0)
                b1 = y0 if y0 < b1 else b1
                b2 = x1 if x1 > b2 else b2  # max(b2, x1)
                b3 = y1 if y1 > b3 else b3
                continue
        if lines:
            box[:] = (b0, b1, b2, b3)
        merge_glyph(lines, glyph_page, x0, y0, x1, y1)
        if lines:
            page, box = lines[-1]
            b0, b1, b2, b3 = box
    if lines:
        box[:] = (b0, b1, b2, b3)
    return [(line_page, (b[0], b[1], b[2], b[3])) for line_page, b in lines]
