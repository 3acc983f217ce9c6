"""A row's glyphs go to the table cells their centres fall in, found by runs as one by one.

``pdf_layout.cell_parts`` cuts a row whose glyph centres are in order (no NaN) into runs of
positions, one bisection a cell, and ``Row.subset`` cuts such a run (a ``range``) out of the
row by slices; the oracles are the glyph-by-glyph bisection it replaces
(``_parts_glyph_by_glyph``), ``Row.subset`` of the run's positions as a list, and
``split_tables`` as it was (``_split_reference``) on every real page with a table.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.pdf.layout import cell_parts, split_tables
from inspector.document.pdf.rows import Row
from inspector.document.pdf.tables import TableBlock, TableRegion
from tests.document.real_pdf_extracts import real_extracts

Crossed = list[tuple[float, float, int, int, int]]


def _parts_glyph_by_glyph(
    x0s: Sequence[float], x1s: Sequence[float], crossed: Crossed
) -> tuple[list[int], dict[tuple[int, int, int], list[int]]]:
    lefts = [entry[0] for entry in crossed]
    rest: list[int] = []
    per_cell: dict[tuple[int, int, int], list[int]] = {}
    for k, (a, b) in enumerate(zip(x0s, x1s, strict=True)):
        x = (a + b) / 2
        slot = bisect_right(lefts, x) - 1
        if slot >= 0 and x <= crossed[slot][1]:
            per_cell.setdefault(crossed[slot][2:], []).append(k)
        else:
            rest.append(k)
    return rest, per_cell


def _split_reference(
    rows: list[Row], tables: list[TableRegion]
) -> tuple[list[Row], list[TableBlock]]:
    blocks = [
        TableBlock(table, [[[] for _ in table_row] for table_row in table.cells])
        for table in tables
    ]
    outside: list[Row] = []
    for row in rows:
        middle_y = (row.bbox[1] + row.bbox[3]) / 2
        hits = [
            t
            for t, table in enumerate(tables)
            if table.bbox[1] <= middle_y <= table.bbox[3]
            and row.bbox[0] < table.bbox[2]
            and row.bbox[2] > table.bbox[0]
        ]
        if not hits:
            outside.append(row)
            continue
        crossed = sorted(
            (cell[0], cell[2], t, r, c)
            for t in hits
            for r, table_row in enumerate(tables[t].cells)
            for c, cell in enumerate(table_row)
            if cell is not None and cell[1] <= middle_y <= cell[3]
        )
        rest, per_cell = _parts_glyph_by_glyph(row.x0s, row.x1s, crossed)
        for (t, r, c), keep in per_cell.items():
            part = row.subset(keep)
            if part.text.strip():
                blocks[t].cells[r][c].append(part)
        if rest and row.subset(rest).text.strip():
            outside.append(row.subset(rest))
    return outside, blocks


_X = st.one_of(
    st.sampled_from([0.0, 10.0, 20.0, 30.0, math.nan, math.inf, -math.inf]), st.floats(-5, 45)
)


@st.composite
def _glyphs_and_cells(draw: st.DrawFn) -> tuple[list[float], list[float], Crossed]:
    count = draw(st.integers(0, 12))
    if draw(st.booleans()):  # a row in order, as most are
        x0s = sorted(draw(st.lists(st.floats(-5, 45), min_size=count, max_size=count)))
        x1s = [x + draw(st.sampled_from([0.0, 1.0, 2.5])) for x in x0s]
    else:
        x0s = draw(st.lists(_X, min_size=count, max_size=count))
        x1s = draw(st.lists(_X, min_size=count, max_size=count))
    edges = draw(st.lists(st.tuples(_X, _X), max_size=5))
    crossed = sorted((left, right, 0, 0, c) for c, (left, right) in enumerate(edges))
    return x0s, x1s, crossed


@settings(max_examples=1500, deadline=None)
@given(_glyphs_and_cells())
def test_glyphs_go_to_the_cells_glyph_by_glyph_does(
    case: tuple[list[float], list[float], Crossed],
) -> None:
    x0s, x1s, crossed = case
    rest, per_cell = cell_parts(x0s, x1s, crossed)
    expected_rest, expected_cells = _parts_glyph_by_glyph(x0s, x1s, crossed)
    assert rest == expected_rest
    got = [(key, list(keep)) for key, keep in per_cell.items()]
    assert got == list(expected_cells.items())  # (in the same order)


@st.composite
def _rows_and_runs(draw: st.DrawFn) -> tuple[Row, range]:
    count = draw(st.integers(0, 10))
    x0s = draw(st.lists(_X, min_size=count, max_size=count))
    x1s = draw(st.lists(_X, min_size=count, max_size=count))
    attached = draw(st.lists(st.integers(0, max(count - 1, 0)), max_size=4)) if count else []
    extra = {k: tuple(range(100 + k, 101 + k + k % 2)) for k in attached}  # (in any order)
    texts = [chr(0x627 + k) + "\u064e" * len(extra.get(k, ())) for k in range(count)]
    row = Row(
        texts,
        list(range(count)),
        x0s,
        x1s,
        (draw(_X), 5.0, draw(_X), 15.0),
        12.0,
        10.0,
        draw(st.booleans()),
        3,
        extra,
        draw(st.booleans()),
    )
    start = draw(st.integers(0, count))
    return row, range(start, draw(st.integers(start, count)))


@settings(max_examples=800, deadline=None)
@given(_rows_and_runs())
def test_a_run_cut_by_slices_is_the_subset_of_its_positions(case: tuple[Row, range]) -> None:
    row, keep = case
    assert repr(row.subset(keep)) == repr(row.subset(list(keep)))


def test_touching_and_overlapping_cells() -> None:
    # Centres 1, 5, 9, 10, 15, 21: cells [0, 5], [5, 9.5] (the same left edge twice), [12, 14].
    x0s = [0.0, 4.0, 8.0, 9.0, 14.0, 20.0]
    x1s = [2.0, 6.0, 10.0, 11.0, 16.0, 22.0]
    crossed: Crossed = [(0.0, 5.0, 0, 0, 0), (5.0, 4.0, 0, 0, 1), (5.0, 9.5, 0, 0, 2)]
    crossed.append((12.0, 14.0, 0, 0, 3))
    rest, per_cell = cell_parts(x0s, x1s, crossed)
    assert per_cell == {(0, 0, 0): range(1), (0, 0, 2): range(1, 3)}  # (runs: in order)
    assert (rest, {key: list(keep) for key, keep in per_cell.items()}) == (
        [3, 4, 5],
        {(0, 0, 0): [0], (0, 0, 2): [1, 2]},
    )
    assert _parts_glyph_by_glyph(x0s, x1s, crossed) == (
        [3, 4, 5],
        {(0, 0, 0): [0], (0, 0, 2): [1, 2]},
    )


def test_real_table_pages_split_as_before() -> None:
    split = 0
    for extracted in real_extracts():
        for page_rows, tables in zip(extracted.rows, extracted.tables, strict=True):
            if not tables:
                continue
            got = split_tables(page_rows.rows, tables)
            assert repr(got) == repr(_split_reference(page_rows.rows, tables))
            split += sum(len(cell) for block in got[1] for row in block.cells for cell in row)
    assert split > 50  # the samples' tables do get rows
