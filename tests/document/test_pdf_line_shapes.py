# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""A line's shape worked out for the page (``pdf_line_shapes``) is what its own lists give.

``pdf_rows._finish_row`` trusts a piece's shape instead of reading its lists; on every real
page, each shape must equal the order, blanks, extent and widest cluster read from the
piece's lists (its clusters, not its characters) the way ``_finish_row`` and ``repair_row``
read them, and the row built from it the row built without it. Small made-up lines cover the
reversed, stop-first and one-glyph cases.
"""

from __future__ import annotations

import operator
from dataclasses import replace

import numpy as np

from inspector.document.pdf.clusters import LigatureHabit
from inspector.document.pdf.line_shapes import (
    REVERSED,
    SORTED,
    STOP_FIRST,
    LineShape,
    line_shapes,
)
from inspector.document.pdf.page_lines import read_page_lines
from inspector.document.pdf.rawdict import LinePiece
from inspector.document.pdf.rows import _finish_row
from tests.document.test_pdf_page_lines import real_pages


def _shape_from_lists(x0s: list[float], x1s: list[float]) -> LineShape:
    """The shape as the row's lists tell it, in plain Python."""
    widest = max(map(operator.sub, x1s, x0s))
    extent = (min(x0s), max(x1s), widest)
    if all(map(operator.le, x0s, x0s[1:])):
        order = SORTED
    else:
        centres = list(map(operator.add, x0s, x1s))
        if all(map(operator.gt, centres, centres[1:])):
            order = REVERSED
            x0s, x1s = x0s[::-1], x1s[::-1]
        elif centres[0] < centres[-1] and all(map(operator.gt, centres[1:], centres[2:])):
            order = STOP_FIRST
            x0s, x1s = x0s[:1] + x0s[:0:-1], x1s[:1] + x1s[:0:-1]
        else:
            order = 0
    gaps = list(map(operator.sub, x0s[1:], x1s))
    return (order, min(gaps, default=0.0), max(gaps, default=0.0), *extent)


def _compare(piece: LinePiece) -> None:
    assert piece.shape is not None
    expected = _shape_from_lists(piece.x0s, piece.x1s)
    if piece.shape[0] == 0:  # (blanks are not read for a line in neither order)
        assert expected[0] == 0
        assert piece.shape[3:] == expected[3:]
    else:
        assert piece.shape == expected


def test_shapes_match_the_lists_on_real_pages() -> None:
    shaped = 0
    orders: set[int] = set()
    clustered = 0
    for rawdict, page_rect in real_pages():
        blocks = read_page_lines(rawdict, page_rect, 0, LigatureHabit())[0]
        for number, pieces in blocks:
            for piece in pieces:
                if piece.shape is None:
                    continue
                shaped += 1
                orders.add(piece.shape[0])
                clustered += bool(piece.extra)
                _compare(piece)
                unknown = replace(piece, shape=None)
                for unmapped in (False, True):
                    got = _finish_row([piece], number, unmapped)
                    # (Rows compare floats with ==: reprs also tell -0.0 from 0.0.)
                    assert repr(got) == repr(_finish_row([unknown], number, unmapped))
    assert shaped > 1000
    # Right-to-left lines, final stops emitted first and lines with attached characters
    # are among them.
    assert orders == {SORTED, REVERSED, STOP_FIRST, 0}
    assert clustered > 100


def _shapes(lines: list[list[tuple[float, float]]]) -> list[LineShape]:
    """``line_shapes`` of made-up lines of (x0, x1) edges."""
    edges = [edge for line in lines for edge in line]
    ends = [int(end) for end in np.cumsum([len(line) for line in lines])]
    x0 = np.array([x0 for x0, _ in edges], dtype=np.float64)
    x1 = np.array([x1 for _, x1 in edges], dtype=np.float64)
    return line_shapes(x0, x1, ends)


def test_made_up_lines() -> None:
    lines = [
        [(0.0, 5.0), (5.5, 9.0), (12.0, 14.0)],  # sorted, blanks 0.5 and 3.0
        [(20.0, 24.0), (14.0, 19.0), (8.0, 15.0)],  # reversed, blanks -1.0 and 1.0
        [(3.0, 4.0)],  # one glyph
        [(10.0, 12.0), (1.0, 3.0), (5.0, 6.0)],  # neither
        [(2.0, 4.0), (2.0, 4.0)],  # the same glyph twice: sorted
        [(1.0, 2.0), (30.0, 34.0), (20.0, 25.0), (10.0, 15.0)],  # stop first, blanks 8 5 5
        [(1.0, 2.0), (30.0, 34.0)],  # stop first as two glyphs: sorted
        [(1.0, 2.0), (30.0, 34.0), (20.0, 25.0), (26.0, 29.0)],  # a rise after the first
        [(40.0, 42.0), (30.0, 34.0), (20.0, 25.0)],  # first right of last: reversed
    ]
    shapes = _shapes(lines)
    for line, shape in zip(lines, shapes, strict=True):
        expected = _shape_from_lists([a for a, _ in line], [b for _, b in line])
        assert shape[0] == expected[0]
        assert shape[3:] == expected[3:]
        if shape[0]:
            assert shape == expected
    assert [shape[0] for shape in shapes] == [1, -1, 1, 0, 1, 2, 1, 0, -1]
    assert shapes[1][1:3] == (-1.0, 1.0)
    assert shapes[2][1:3] == (0.0, 0.0)
    assert shapes[5][1:] == (5.0, 8.0, 1.0, 34.0, 5.0)


def test_rows_from_made_up_shapes_match_rows_from_lists() -> None:
    # (Pages without right-to-left letters hardly have reversed lines: these cover them.)
    lines = [
        [(20.0, 24.0), (14.0, 19.5), (8.0, 15.0)],  # reversed, glyphs overlapping a little
        [(20.0, 24.0), (14.0, 19.0), (8.0, 12.0)],  # reversed, a word space's blank
        [(20.0, 24.0), (14.0, 24.0), (0.0, 15.0)],  # reversed, overlapping, wide glyph
        [(0.0, 5.0), (5.5, 9.0)],  # sorted
        [(3.0, 4.0)],  # one glyph
        [(1.0, 2.0), (30.0, 34.0), (20.0, 29.0), (10.0, 19.0)],  # stop first, a word blank
        [(1.0, 2.0), (30.0, 34.0), (20.0, 29.9), (10.0, 19.9)],  # stop first, close glyphs
        [(1.0, 2.0), (30.0, 34.0), (2.0, 29.9), (1.5, 1.9)],  # stop first, a wide glyph
    ]
    shapes = _shapes(lines)
    for k, (line, shape) in enumerate(zip(lines, shapes, strict=True)):
        count = len(line)
        piece = LinePiece(
            [chr(ord("a") + i) for i in range(count)],
            list(range(10 * k, 10 * k + count)),
            [a for a, _ in line],
            [b for _, b in line],
            {0: (99,)} if count > 1 else {},
            0.0,
            10.0,
            8.0,
            4.0,
            True,
            False,
            None,
            max(b - a for a, b in line),
            shape,
        )
        unknown = replace(piece, shape=None)
        assert repr(_finish_row([piece], 3, False)) == repr(_finish_row([unknown], 3, False))
