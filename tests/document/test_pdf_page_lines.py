# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""Reading a page's ``rawdict`` in one pass gives what reading it line by line gives.

``pdf_page_lines.read_page_lines`` gathers the page's characters once and sends only lines
holding an attachable character through ``clusters``; ``pdf_rawdict.read_line`` (kept for
pages with a /Rotate) reads every line on its own. Both must give the same pieces, boxes and
characters, on every real page and on a page with NaN edges (where the page-wide zero-width
test cannot be trusted and each line finds its own).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import example, given
from hypothesis import strategies as st

from inspector.document.pdf.clusters import LigatureHabit
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.page_lines import read_page_lines
from inspector.document.pdf.rawdict import LinePiece, page_rawdict
from inspector.document.pdf.rows import read_lines_one_by_one
from tests.conftest import SAMPLE_DOCS
from tests.document.test_pdf_loader import CORPUS, CORPUS_PDFS

_BROKEN = {"encrypted.pdf", "truncated.pdf", "not_a_pdf.pdf", "empty.pdf"}
_FIRST_ID = 7


def _line_by_line(
    rawdict: dict[str, Any], page_rect: tuple[float, float, float, float]
) -> tuple[list[tuple[int, list[LinePiece]]], bytes, str]:
    return read_lines_one_by_one(rawdict, page_rect, _FIRST_ID, LigatureHabit(), None)


def _same(rawdict: dict[str, Any], page_rect: tuple[float, float, float, float]) -> tuple[int, int]:
    """Assert both readings agree; the pieces read, and how many of them hold clusters."""
    expected = _line_by_line(rawdict, page_rect)
    got = read_page_lines(rawdict, page_rect, _FIRST_ID, LigatureHabit())
    # LinePiece equality compares floats with ==, where NaN never equals itself: compare reprs.
    assert repr(got[0]) == repr(expected[0])
    assert got[1:] == expected[1:]
    pieces_read = [piece for _, pieces in got[0] for piece in pieces]
    return len(pieces_read), sum(bool(piece.extra) for piece in pieces_read)


LEAST_REAL_PAGES = 150 if CORPUS.is_dir() else 100
"""Fewest pages ``_real_pdfs`` holds: the sample PDFs alone have 106, the shared corpus adds
more than 50 when it is beside the clone (a lone clone has only the samples)."""


def _real_pdfs() -> list[Path]:
    samples = [p for p in sorted(SAMPLE_DOCS.glob("*.pdf")) if p.name not in _BROKEN]
    corpus = [p for name, pattern in CORPUS_PDFS.items() for p in (CORPUS / name).glob(pattern)]
    return samples + sorted(corpus)


def real_pages() -> Iterator[tuple[dict[str, Any], tuple[float, float, float, float]]]:
    """Each unrotated page of the real PDFs: its rawdict and its rectangle (points)."""
    for path in _real_pdfs():
        with pymupdf.open(path) as document:
            for page in document:
                if not page.rotation:
                    rect = page.rect
                    yield page_rawdict(page), (rect.x0, rect.y0, rect.x1, rect.y1)


def test_one_pass_reading_matches_line_by_line_on_real_pages() -> None:
    pieces = attached = 0
    for rawdict, page_rect in real_pages():
        read, clustered = _same(rawdict, page_rect)
        pieces += read
        attached += clustered
    assert pieces > 1000
    assert attached > 100  # the clusters path is exercised (Arabic samples)


def _char(c: str, x0: float, x1: float) -> dict[str, Any]:
    return {"c": c, "bbox": (x0, 0.0, x1, 10.0), "origin": (x0, 8.0), "synthetic": False}


def _line(chars: list[dict[str, Any]]) -> dict[str, Any]:
    span = {"size": 10.0, "flags": 0, "font": "Regular", "chars": chars}
    return {"bbox": (0.0, 0.0, 100.0, 10.0), "dir": (1.0, 0.0), "spans": [span]}


def test_nan_edges_leave_each_line_to_find_its_attached_characters() -> None:
    # The first line starts with a NaN width: its own ``min`` test then says "no zero width"
    # and its zero-width letter stays a cluster of its own; the second line's is attached.
    lines = [
        _line([_char("l", math.nan, 5.0), _char("f", 5.0, 10.0), _char("i", 6.0, 6.0)]),
        _line([_char("f", 0.0, 5.0), _char("i", 1.0, 1.0), _char("x", 6.0, 9.0)]),
    ]
    assert _same({"blocks": [{"type": 0, "lines": lines}]}, (0.0, 0.0, 200.0, 200.0))[0] == 2
    rawdict = {"blocks": [{"type": 0, "lines": lines}]}
    pieces = read_page_lines(rawdict, (0.0, 0.0, 200.0, 200.0), 0, LigatureHabit())[0][0][1]
    assert pieces[0].texts == ["l", "f", "i"]
    assert pieces[1].texts == ["fi", "x"]


@given(
    st.lists(
        st.one_of(
            st.sampled_from([0.0, -0.0, 0.2, 0.25, 0.75, 10, 10.0, 9.75, 9.76, 10.25, -3.3]),
            st.floats(min_value=-50.0, max_value=50.0, allow_nan=False),
        ),
        min_size=1,
        max_size=8,
    )
)
@example([10, 10.0, 9.76, 9.76, 0.2, -0.0, 0.0])
def test_span_sizes_rounded_once_a_page_match_half_points(sizes: list[float]) -> None:
    # One-span lines take their half-point size from the page's table once a line of the
    # same size rounded it; line by line, ``half_points(span) or 1.0`` of each.
    lines = []
    for k, size in enumerate(sizes):
        line = _line([_char("a", 10.0 * k, 10.0 * k + 5.0)])
        line["spans"][0]["size"] = size
        lines.append(line)
    lines.append(  # and a several-span line after them
        {
            "bbox": (0.0, 0.0, 100.0, 10.0),
            "dir": (1.0, 0.0),
            "spans": [
                {"size": size, "flags": 0, "font": "Regular", "chars": [_char("b", 1.0, 2.0)]}
                for size in sizes[:3]
            ],
        }
    )
    rawdict = {"blocks": [{"type": 0, "lines": lines}]}
    assert _same(rawdict, (0.0, 0.0, 200.0, 200.0))[0] == len(sizes) + 1


def test_the_page_blocks_are_taken_out_and_nothing_keeps_them() -> None:
    # The blocks leave the rawdict and no reading keeps a reference to them, so that they
    # are freed once the characters are read (while still in the cache), not after the
    # page's rows are built.
    chars = [_char("a", 0.0, 5.0), _char("b", 5.0, 9.0)]
    block = {"type": 0, "lines": [_line(chars)]}
    rawdict = {"blocks": [block]}
    before = sys.getrefcount(block), sys.getrefcount(chars[0])
    pieces = read_page_lines(rawdict, (0.0, 0.0, 200.0, 200.0), 0, LigatureHabit())[0][0][1]
    assert "blocks" not in rawdict
    assert pieces[0].texts == ["a", "b"]
    # One reference fewer to the block (the rawdict's list is gone), none more to a character.
    assert (sys.getrefcount(block), sys.getrefcount(chars[0])) == (before[0] - 1, before[1])
