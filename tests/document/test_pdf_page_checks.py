# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""The per-page checks of the extraction pass give what their plain forms give.

- ``pdf_quality.has_text`` and ``text_page_quality`` (visible characters counted from the
  page's start when that settles it, garbage counted first) answer as ``visible_count`` and
  ``page_quality`` do;
- ``pdf_tables.may_hold_table`` settles a line of one row by that row's wide blank alone,
  as the pairwise test over a sorted line of one row did, and the pages it skips hold no
  ruled table that reading their rules would find.
"""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.quality import (
    MIN_CHARS,
    has_text,
    page_quality,
    text_page_quality,
    visible_count,
)
from inspector.document.pdf.rawdict import page_rawdict
from inspector.document.pdf.rows import Row, read_rows
from inspector.document.pdf.tables import _wide_gap, find_table_regions, may_hold_table
from inspector.document.textbuild import TextBuilder
from tests.document.test_pdf_page_lines import _real_pdfs

# Letters, spaces of several kinds, and garbage (a control, U+FFFD, a Syriac letter).
_PAGE_CHARS = st.text(alphabet="ab بة \n\t\u00a0\x01\ufffd\u0710", max_size=200)


@given(_PAGE_CHARS)
def test_page_checks_answer_as_counting_every_character(chars: str) -> None:
    visible = visible_count(chars)
    assert has_text(chars) == (visible >= MIN_CHARS)
    if visible >= MIN_CHARS:
        assert text_page_quality(chars) == page_quality(chars, 0.0, 0, visible)


def test_a_long_page_with_text_only_at_its_end_has_text() -> None:
    chars = " " * 500 + "abcdefgh"
    assert has_text(chars)
    assert not has_text(" " * 500 + "abc")


def _may_hold_table_every_line(rows: list[Row]) -> bool:
    by_line: dict[int, list[Row]] = {}
    for row in rows:
        by_line.setdefault(round(row.baseline / 2), []).append(row)
    side_by_side = 0
    for line in by_line.values():
        line.sort(key=lambda r: r.bbox[0])
        apart = any(b.bbox[0] - a.bbox[2] > a.size for a, b in itertools.pairwise(line))
        if apart or any(_wide_gap(row) for row in line):
            side_by_side += 1
            if side_by_side >= 2:
                return True
    return False


def _row(x0: float, width: float, baseline: float, wide: bool | None) -> Row:
    x0s = [x0, x0 + width / 2]
    x1s = [x0 + 2.0, x0 + width]
    return Row(
        ["a", "b"],
        [0, 1],
        x0s,
        x1s,
        (x0, baseline - 8.0, x0 + width, baseline + 2.0),
        baseline,
        10.0,
        False,
        0,
        wide_blank=wide,
    )


_ROWS = st.lists(
    st.builds(
        _row,
        st.floats(0, 400),
        st.floats(4, 200),
        st.sampled_from([100.0, 101.0, 120.0, 140.0, 160.0]),
        st.sampled_from([None, False, True]),
    ),
    max_size=12,
)


@given(_ROWS)
def test_lines_of_one_row_are_settled_by_its_blank(rows: list[Row]) -> None:
    assert may_hold_table(rows) == _may_hold_table_every_line(list(rows))


def test_pages_the_table_check_skips_hold_no_ruled_table() -> None:
    # ``may_hold_table`` stays for speed (bench/results/pdf_load.md, issue 25 item 3): on
    # every real page it passes over, reading the rules (the plain path) finds no table.
    skipped = passed = 0
    for path in _real_pdfs():
        builder = TextBuilder()
        with pymupdf.open(path) as document:
            for index, page in enumerate(document):
                rect = page.rect
                box = (rect.x0, rect.y0, rect.x1, rect.y1)
                rotation = tuple(page.rotation_matrix) if page.rotation else None
                rows = read_rows(page_rawdict(page), index, box, builder, None, rotation).rows
                if may_hold_table(rows):
                    passed += 1
                    continue
                skipped += 1
                assert find_table_regions(page) == [], (path.name, index)
    # The sample PDFs alone hold 76 pages it skips (more with ../shared/corpus beside them).
    assert skipped > 50
    assert passed > 5
