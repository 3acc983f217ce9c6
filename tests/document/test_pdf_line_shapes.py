# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""A line's shape worked out for the page (``pdf_line_shapes``) is what its own lists give.

``pdf_rows._finish_row`` trusts a piece's shape instead of reading its lists; on every real
page without right-to-left letters, each shape must equal the order, blanks and extent read
from the piece's lists the way ``_finish_row`` and ``repair_row`` read them, and the row built
from it the row built without it. Small made-up lines cover the reversed and one-glyph cases.
"""

from __future__ import annotations

import operator
from dataclasses import replace

import numpy as np

from inspector.document.pdf_clusters import LigatureHabit
from inspector.document.pdf_line_shapes import LineShape, line_shapes
from inspector.document.pdf_page_lines import read_page_lines
from inspector.document.pdf_rawdict import LinePiece
from inspector.document.pdf_rows import _finish_row
from tests.document.test_pdf_page_lines import real_pages


def _shape_from_lists(x0s: list[float], x1s: list[float]) -> LineShape:
    """The shape as the row's lists tell it, in plain Python."""
    if all(map(operator.le, x0s, x0s[1:])):
        order = 1
    else:
        centres = list(map(operator.add, x0s, x1s))
        order = -1 if all(map(operator.gt, centres, centres[1:])) else 0
    if order < 0:
        x0s, x1s = x0s[::-1], x1s[::-1]
    gaps = list(map(operator.sub, x0s[1:], x1s))
    low = min(gaps, default=0.0)
    high = max(gaps, default=0.0)
    return order, low, high, min(x0s), max(x1s)


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
    for rawdict, page_rect in real_pages():
        blocks = read_page_lines(rawdict, page_rect, 0, LigatureHabit())[0]
        for number, pieces in blocks:
            for piece in pieces:
                if piece.shape is None:
                    continue
                shaped += 1
                _compare(piece)
                unknown = replace(piece, shape=None)
                for unmapped in (False, True):
                    got = _finish_row([piece], number, unmapped)
                    # (Rows compare floats with ==: reprs also tell -0.0 from 0.0.)
                    assert repr(got) == repr(_finish_row([unknown], number, unmapped))
    assert shaped > 1000


def _boxes(edges: list[tuple[float, float]]) -> np.ndarray:
    return np.array([(x0, 0.0, x1, 10.0) for x0, x1 in edges], dtype=np.float64)


def test_made_up_lines() -> None:
    lines = [
        [(0.0, 5.0), (5.5, 9.0), (12.0, 14.0)],  # sorted, blanks 0.5 and 3.0
        [(20.0, 24.0), (14.0, 19.0), (8.0, 15.0)],  # reversed, blanks -1.0 and 1.0
        [(3.0, 4.0)],  # one glyph
        [(10.0, 12.0), (1.0, 3.0), (5.0, 6.0)],  # neither
        [(2.0, 4.0), (2.0, 4.0)],  # the same glyph twice: sorted
    ]
    edges = [edge for line in lines for edge in line]
    ends = list(np.cumsum([len(line) for line in lines]))
    shapes = line_shapes(_boxes(edges), [int(end) for end in ends])
    for line, shape in zip(lines, shapes, strict=True):
        expected = _shape_from_lists([a for a, _ in line], [b for _, b in line])
        assert shape[0] == expected[0]
        assert shape[3:] == expected[3:]
        if shape[0]:
            assert shape == expected
    assert [shape[0] for shape in shapes] == [1, -1, 1, 0, 1]
    assert shapes[1][1:3] == (-1.0, 1.0)
    assert shapes[2][1:3] == (0.0, 0.0)


def test_rows_from_made_up_shapes_match_rows_from_lists() -> None:
    # (Pages without right-to-left letters hardly have reversed lines: these cover them.)
    lines = [
        [(20.0, 24.0), (14.0, 19.5), (8.0, 15.0)],  # reversed, glyphs overlapping a little
        [(20.0, 24.0), (14.0, 19.0), (8.0, 12.0)],  # reversed, a word space's blank
        [(20.0, 24.0), (14.0, 24.0), (0.0, 15.0)],  # reversed, overlapping, wide glyph
        [(0.0, 5.0), (5.5, 9.0)],  # sorted
        [(3.0, 4.0)],  # one glyph
    ]
    edges = [edge for line in lines for edge in line]
    ends = [int(end) for end in np.cumsum([len(line) for line in lines])]
    shapes = line_shapes(_boxes(edges), ends)
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
