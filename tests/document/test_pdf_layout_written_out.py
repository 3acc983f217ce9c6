"""Statistics of the layout written out without builtin calls give what the plain code gave.

``pdf_layout.line_pitches`` tests the horizontal overlap of two rows with ``min`` and ``max``
written out as conditional expressions, and counts steps with ``dict.get`` instead of a
``Counter``'s missing-key call; ``pdf._body_sizes`` counts sizes in plain dictionaries and
takes the first largest; ``TextBlock`` of one row takes that row's box instead of ``union``.
The references below are the code as it was (the builtins, ``Counter.most_common`` and
``union``), run on made-up rows whose boxes and sizes may be NaN or tie.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.pdf.layout import _BASELINE, TextBlock, _line_step, line_pitches, union
from inspector.document.pdf.loader import _body_sizes
from inspector.document.pdf.rows import PageRows, Row


def _pitches_reference(pages: Sequence[Sequence[Row]]) -> dict[float, float]:
    steps: dict[float, Counter[float]] = {}
    for rows in pages:  # (at most 60 pages here: every page is sampled)
        ordered = sorted(rows, key=_BASELINE)
        for k, row in enumerate(ordered):
            size = row.size
            baseline = row.baseline
            for below in ordered[k + 1 : k + 8]:
                step = below.baseline - baseline
                if step > 3 * size:
                    break
                if (
                    below.size == size
                    and step > 0.8 * size
                    and min(row.bbox[2], below.bbox[2]) - max(row.bbox[0], below.bbox[0]) > 0
                ):
                    counter = steps.setdefault(size, Counter())
                    counter[round(step * 2) / 2] += 1
                    break
    return {size: _line_step(counter) for size, counter in steps.items()}


def _sizes_reference(pages: list[PageRows]) -> tuple[float, float]:
    ltr: Counter[float] = Counter()
    rtl: Counter[float] = Counter()
    for page in pages:
        for row in page.rows:
            (rtl if row.rtl_strong > row.ltr_strong else ltr)[row.size] += len(row.texts)
    ltr_size = ltr.most_common(1)[0][0] if ltr else 0.0
    rtl_size = rtl.most_common(1)[0][0] if rtl else 0.0
    return (ltr_size or rtl_size or 10.0, rtl_size or ltr_size or 10.0)


_EDGE = st.one_of(st.sampled_from([0.0, 100.0, 200.0, math.nan]), st.floats(0, 300))


def _row(text: str, x0: float, x1: float, baseline: float, size: float) -> Row:
    return Row(
        list(text), list(range(len(text))), [x0], [x1], (x0, 0.0, x1, 0.0), baseline, size, False, 0
    )


_ROW = st.builds(
    _row,
    st.sampled_from(["ab", "في", "x", "كتاب abc", "12"]),
    _EDGE,
    _EDGE,
    st.one_of(st.sampled_from([10.0, 22.0, 24.0, math.nan]), st.floats(0, 100)),
    st.sampled_from([10.0, 12.0, 12.5]),
)
_PAGES = st.lists(st.lists(_ROW, max_size=12), max_size=4)


@settings(max_examples=300, deadline=None)
@given(_PAGES)
def test_line_pitches_as_written_before(pages: list[list[Row]]) -> None:
    assert repr(line_pitches(pages)) == repr(_pitches_reference(pages))


@settings(max_examples=300, deadline=None)
@given(_PAGES)
def test_body_sizes_as_counted_before(pages: list[list[Row]]) -> None:
    page_rows = [PageRows(rows, "") for rows in pages]
    assert _body_sizes(page_rows) == _sizes_reference(page_rows)


_BOX = st.tuples(_EDGE, _EDGE, _EDGE, _EDGE)


@given(_BOX)
def test_one_row_block_box_is_the_union_of_its_box(box: tuple[float, float, float, float]) -> None:
    row = _row("ab", box[0], box[2], 10.0, 10.0)
    row.bbox = box
    assert repr(TextBlock([row], 0).bbox) == repr(union([box]))
