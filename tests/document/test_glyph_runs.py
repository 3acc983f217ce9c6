"""``OffsetMap.boxes_for`` on long ranges (``glyph_runs``) equals the one-glyph-at-a-time merge.

The reference merges every glyph with ``model.merge_glyph``, which is the short-range path of
``boxes_for`` itself; the long-range path must give the very same rectangles (same floats, same
order) on random offset maps (synthetic characters, missing geometry, zero widths, several
pages, overlapping lines) and on the real sample PDFs.
"""

from __future__ import annotations

import math
from array import array
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from inspector.document.glyph_runs import line_boxes
from inspector.document.model import OffsetMap, PageBox, Rect, merge_glyph
from inspector.document.pdf.loader import load_pdf
from tests.conftest import SAMPLE_DOCS


def one_by_one(offsets: OffsetMap, start: int, end: int) -> list[tuple[int, Rect]]:
    """The reference: every glyph of the range through ``merge_glyph``."""
    lines: list[tuple[int, list[float]]] = []
    for offset in range(start, end):
        g = offsets.glyph_of[offset]
        if g < 0:
            continue
        x0, y0, x1, y1 = offsets.boxes[4 * g : 4 * g + 4]
        if x0 != x0:
            continue
        merge_glyph(lines, offsets.pages[g], x0, y0, x1, y1)
    return [(page, (b[0], b[1], b[2], b[3])) for page, b in lines]


coordinate = st.sampled_from([0.0, -0.0, 0.5, 1.0, 2.0, 3.0, 4.0])  # ties are frequent
glyph_box = st.one_of(
    st.tuples(coordinate, coordinate, coordinate, coordinate),
    st.just((math.nan, math.nan, math.nan, math.nan)),
    st.tuples(st.just(1.0), st.just(math.nan), st.just(2.0), coordinate),
)
# Lines drift down the page with some jitter, so runs of glyphs share a line and then break.
line_glyph = st.tuples(st.integers(0, 2), st.floats(0, 500), st.floats(0, 3), st.floats(0, 14))


def offset_map(glyphs: list[tuple[int, Rect]], text: list[int]) -> OffsetMap:
    pages = array("i", [page for page, _ in glyphs])
    boxes = array("d", [v for _, box in glyphs for v in box])
    return OffsetMap(array("i", text), pages, boxes)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 2), glyph_box), min_size=1, max_size=80),
    st.lists(st.integers(0, 80), max_size=200),
    st.integers(0, 200),
    st.integers(0, 200),
)
@example([(0, (0.0, 0.0, 1.0, 2.0)), (0, (1.0, 1.0, 2.0, 3.0))], [1, 2], 0, 2)  # a tie: apart
@example([(0, (0.0, 0.0, 1.0, 2.0)), (0, (-0.0, 0.5, 2.0, 2.0))], [1, 2], 0, 2)  # min(0.0, -0.0)
def test_random_boxes_merge_as_one_by_one(
    glyphs: list[tuple[int, Rect]], picks: list[int], first: int, last: int
) -> None:
    text = [pick % (len(glyphs) + 1) - 1 for pick in picks]  # -1: a synthetic character
    offsets = offset_map(glyphs, text)
    start, end = sorted((first % (len(text) + 1), last % (len(text) + 1)))
    # repr: NaN coordinates compare equal, and -0.0 differs from 0.0
    assert repr(line_boxes(offsets, start, end)) == repr(one_by_one(offsets, start, end))


@settings(max_examples=200, deadline=None)
@given(st.lists(line_glyph, min_size=1, max_size=300))
def test_text_like_lines_merge_as_one_by_one(specs: list[tuple[int, float, float, float]]) -> None:
    glyphs: list[tuple[int, Rect]] = []
    for k, (page, x, jitter, height) in enumerate(specs):
        top = 12.0 * (k // 40) + jitter  # about 40 glyphs per line
        glyphs.append((page if k % 97 == 96 else 0, (x, top, x + height / 2, top + height)))
    offsets = offset_map(glyphs, list(range(len(glyphs))))
    expected = [PageBox(page, rect) for page, rect in one_by_one(offsets, 0, len(glyphs))]
    assert offsets.boxes_for(0, len(glyphs)) == expected


@pytest.mark.parametrize(
    "name", ["qanun_ar_archives.pdf", "contract_ar_en_supply.pdf", "loi_fr_archives.pdf"]
)
def test_sample_pdf_ranges_merge_as_one_by_one(name: str) -> None:
    path = SAMPLE_DOCS / name
    document = load_pdf(Path(name), path.read_bytes(), "0" * 64)
    offsets = document.offset_map
    length = len(document.text)
    for size in (49, 700, 2500):
        for start in range(0, length, size):
            end = min(length, start + size)
            expected = [PageBox(page, rect) for page, rect in one_by_one(offsets, start, end)]
            assert offsets.boxes_for(start, end) == expected
