# mypy: disallow-untyped-calls=False
# PyMuPDF leaves get_cdrawings unannotated; its result is typed at this boundary.
r"""Ruled tables on a PDF page, read from the page's vector rules, and their cells.

A table here is a grid of ruled lines, as word processors draw them: the evidence PyMuPDF's
``find_tables(strategy="lines")`` uses. ``find_tables`` itself costs many times the
``rawdict`` read the whole loader is budgeted against (it rebuilds a character list of the
page in Python; ``bench/results/pdf_load.md``), so the grid is read directly from
``page.get_cdrawings()``:

0. Pages whose text has no two pieces side by side (or one line with a gap of over two font
   sizes) on two lines are skipped (``may_hold_table``).
1. Rules: stroked lines, thin filled rectangles, and the edges of bordered or shaded cells;
   collinear pieces that touch are joined (LibreOffice draws a row's rule in several pieces).
2. Tables: groups of crossing horizontal and vertical rules, with at least two of each.
3. Cells: the grid between consecutive row rules and column rules; neighbouring grid cells
   with no rule between them are one (merged) cell, which is listed at its top-left slot, the
   slots it also covers being None.

A "table" of a single cell (a frame around a paragraph) is not a table. Tables drawn without
rules are found from the text's geometry instead (``unruled_table_regions``): three or more
consecutive lines split by wide blanks into the same left-aligned columns of short cells (prose
set in columns, lists with hanging labels and "Name: ..." forms are not tables). A cell wrapped
over two lines ends such a table; a one-column table is not found.

A table becomes ONE block whose text has one line per table row ("\n" between rows) and the
cells of a row joined with " | " (synthetic characters, glyph id -1): a visible, unambiguous
separator that survives copy and paste, where tabs would be invisible in the review window.
Lines inside one cell are joined with a space. Cells are in reading order: left to right, or
right to left in a table whose text is (nearly) all right-to-left.
"""

from __future__ import annotations

import itertools
import operator
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.opening import MUPDF_ERRORS
from inspector.document.pdf.rows import Row

Rect = tuple[float, float, float, float]

CELL_SEPARATOR = " | "
"""Between the cells of one table row."""

ROW_SEPARATOR = "\n"
"""Between the rows of a table."""

MIN_RULE = 8.0
"""Points; shorter strokes are decorations, not table rules."""

RULE_THICKNESS = 3.0
"""Points; a filled rectangle thinner than this is a rule."""

SNAP = 1.5
"""Points; rules this close are one rule, and a rule ending this close to another meets it."""

Segment = tuple[float, float, float]
"""A rule: its position across (y of a horizontal rule, x of a vertical one), start, end."""


@dataclass(frozen=True, slots=True)
class TableRegion:
    """A ruled table: its box and its cells, row by row (None where a merged cell continues).

    All in PDF points, page coordinates (origin top-left).
    """

    bbox: Rect
    cells: tuple[tuple[Rect | None, ...], ...]


@dataclass(slots=True)
class TableBlock:
    """A table in reading order: for each table row, for each cell, the rows inside it."""

    region: TableRegion
    cells: list[list[list[Row]]]

    @property
    def bbox(self) -> Rect:
        """The table's box in points."""
        return self.region.bbox


def may_hold_table(rows: Sequence[Row]) -> bool:
    """Whether a page's rows leave room for a table (a cheap test before reading the rules).

    A table puts two or more separate pieces of text side by side on at least two lines; a
    page of plain paragraphs does not, and its vector paths are then not read at all
    (``get_cdrawings`` costs about a third of the page's ``rawdict``). Two-column pages pass
    the test and are checked in full. A one-column ruled table is missed. (Stays, issue 25
    item 3: what it saves is in bench/results/pdf_load.md;
    tests/document/test_pdf_page_checks.py checks the pages it skips against reading them.)
    """
    by_line: dict[int, list[Row]] = {}
    for row in rows:
        by_line.setdefault(round(row.baseline / 2), []).append(row)
    side_by_side = 0
    for line in by_line.values():
        if len(line) == 1:  # most lines: no other row to stand apart from
            if not _wide_gap(line[0]):
                continue
        else:
            line.sort(key=lambda r: r.bbox[0])
            apart = any(b.bbox[0] - a.bbox[2] > a.size for a, b in itertools.pairwise(line))
            if not apart and not any(_wide_gap(row) for row in line):
                continue
        side_by_side += 1
        if side_by_side >= 2:
            return True
    return False


def _wide_gap(row: Row) -> bool:
    """Whether MuPDF put two cells in one line: over two font sizes of blank inside it.

    The blank is a gap between glyphs or a space wider than that (the loader fills wide gaps
    with a synthetic space; no glyph is that wide).
    """
    if row.wide_blank is not None:
        return row.wide_blank  # worked out as the row was made (``pdf_rows``)
    if len(row.x0s) < 2:
        return False
    widest: float = max(map(operator.sub, row.x1s, row.x0s))
    gap: float = max(map(operator.sub, row.x0s[1:], row.x1s))
    return max(widest, gap) > 2 * row.size


def find_table_regions(page: pymupdf.Page) -> list[TableRegion]:
    """The ruled tables of a page, top to bottom."""
    rect = page.rect
    try:
        drawings = page.get_cdrawings()
    except MUPDF_ERRORS:
        return []  # a malformed drawing must not cost the page its text
    return tables_from_rules(*_rules(drawings, float(rect.width) * float(rect.height)))


def tables_from_rules(horizontal: list[Segment], vertical: list[Segment]) -> list[TableRegion]:
    """Tables formed by horizontal rules (y, x0, x1) and vertical rules (x, y0, y1)."""
    horizontal = _join(horizontal)
    vertical = _join(vertical)
    if len(horizontal) < 2 or len(vertical) < 2:
        return []
    regions = []
    for group_h, group_v in _crossing_groups(horizontal, vertical):
        region = _grid(group_h, group_v)
        if region is not None:
            regions.append(region)
    regions.sort(key=lambda region: region.bbox[1])
    return regions


def _rules(drawings: list[dict[str, Any]], page_area: float) -> tuple[list[Segment], list[Segment]]:
    horizontal: list[Segment] = []
    vertical: list[Segment] = []

    def add(x0: float, y0: float, x1: float, y1: float) -> None:
        x0, x1 = min(x0, x1), max(x0, x1)
        y0, y1 = min(y0, y1), max(y0, y1)
        if x1 - x0 >= MIN_RULE and y1 - y0 <= RULE_THICKNESS:
            horizontal.append(((y0 + y1) / 2, x0, x1))
        elif y1 - y0 >= MIN_RULE and x1 - x0 <= RULE_THICKNESS:
            vertical.append(((x0 + x1) / 2, y0, y1))

    for path in drawings:
        for item in path.get("items", ()):
            if item[0] == "l":
                (ax, ay), (bx, by) = item[1], item[2]
                add(ax, ay, bx, by)
            elif item[0] == "re":
                x0, y0, x1, y1 = item[1]
                width, height = abs(x1 - x0), abs(y1 - y0)
                if width * height > 0.5 * page_area:
                    continue  # a page background
                if min(width, height) <= RULE_THICKNESS:
                    add(x0, y0, x1, y1)
                else:  # a bordered or shaded cell: its edges are rules
                    add(x0, y0, x1, y0)
                    add(x0, y1, x1, y1)
                    add(x0, y0, x0, y1)
                    add(x1, y0, x1, y1)
    return horizontal, vertical


def _join(segments: list[Segment]) -> list[Segment]:
    """Merge collinear rules that overlap or touch."""
    joined: list[list[float]] = []
    for at, start, end in sorted(segments, key=lambda s: (round(s[0] / SNAP), s[1])):
        last = joined[-1] if joined else None
        if last is not None and abs(last[0] - at) <= SNAP and start <= last[2] + SNAP:
            last[2] = max(last[2], end)
        else:
            joined.append([at, start, end])
    return [(a, s, e) for a, s, e in joined]


def _crossing_groups(
    horizontal: list[Segment], vertical: list[Segment]
) -> list[tuple[list[Segment], list[Segment]]]:
    """Connected groups of rules, two rules being connected where they cross or meet."""
    parent = list(range(len(horizontal) + len(vertical)))

    def find(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    for h, (y, hx0, hx1) in enumerate(horizontal):
        for v, (x, vy0, vy1) in enumerate(vertical):
            if hx0 - SNAP <= x <= hx1 + SNAP and vy0 - SNAP <= y <= vy1 + SNAP:
                parent[find(h)] = find(len(horizontal) + v)
    groups: dict[int, tuple[list[Segment], list[Segment]]] = {}
    for h, segment in enumerate(horizontal):
        groups.setdefault(find(h), ([], []))[0].append(segment)
    for v, segment in enumerate(vertical):
        groups.setdefault(find(len(horizontal) + v), ([], []))[1].append(segment)
    return [g for g in groups.values() if len(g[0]) >= 2 and len(g[1]) >= 2]


def _positions(values: list[float]) -> list[float]:
    """Distinct positions, rules closer than SNAP counted once."""
    out: list[float] = []
    for value in sorted(values):
        if not out or value - out[-1] > SNAP:
            out.append(value)
    return out


def _covers(segments: list[Segment], at: float, start: float, end: float) -> bool:
    """Whether a rule at ``at`` covers most (60 %) of the span [start, end]."""
    length = sum(
        max(0.0, min(e, end) - max(s, start)) for a, s, e in segments if abs(a - at) <= SNAP
    )
    return length >= 0.6 * (end - start)


def _grid(horizontal: list[Segment], vertical: list[Segment]) -> TableRegion | None:
    ys = _positions([y for y, _, _ in horizontal])
    xs = _positions([x for x, _, _ in vertical])
    rows, cols = len(ys) - 1, len(xs) - 1
    if rows < 1 or cols < 1 or rows * cols < 2:
        return None
    # Union-find over grid slots: neighbours with no rule between them are one cell.
    parent = list(range(rows * cols))

    def find(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols and not _covers(vertical, xs[c + 1], ys[r], ys[r + 1]):
                parent[find(r * cols + c + 1)] = find(r * cols + c)
            if r + 1 < rows and not _covers(horizontal, ys[r + 1], xs[c], xs[c + 1]):
                parent[find((r + 1) * cols + c)] = find(r * cols + c)
    extent: dict[int, list[int]] = {}
    for r in range(rows):
        for c in range(cols):
            box = extent.setdefault(find(r * cols + c), [r, c, r, c])
            box[2], box[3] = max(box[2], r), max(box[3], c)
    if len(extent) < 2:
        return None  # a frame around a paragraph
    cells: list[list[Rect | None]] = [[None] * cols for _ in range(rows)]
    for r0, c0, r1, c1 in extent.values():
        cells[r0][c0] = (xs[c0], ys[r0], xs[c1 + 1], ys[r1 + 1])
    return TableRegion((xs[0], ys[0], xs[-1], ys[-1]), tuple(tuple(row) for row in cells))


LAYOUT_MAX_COLUMNS = 2
"""Columns of a ruled grid that may be page layout rather than a table (``drop_layout_frames``)."""

LAYOUT_PROSE_LINES = 6
"""Lines of text in one cell from which the cell holds prose (paragraphs), not a table entry."""


def drop_layout_frames(
    regions: list[TableRegion], rows: Sequence[Row], page_height: float
) -> list[TableRegion]:
    """The ruled regions that are tables, without the frames that lay out a page of prose.

    A page set inside a ruled box (a filing converted from HTML draws the page's box and a
    rule under it; a contract typed inside a bordered one-column table) gives a grid of one
    or two columns whose cells hold whole paragraphs and clause headings; read as a table, its
    paragraphs would be joined into one line per cell. A grid is such a frame when it has one
    column and a cell holds prose (at least ``LAYOUT_PROSE_LINES`` lines of text), or two
    columns and a cell holds prose over more than half the page's height (one row per page).
    A data table with a long cell keeps three or more columns, or rows shorter than the page.
    Units: ``page_height`` in PDF points.
    """
    return [r for r in regions if not _is_layout_frame(r, rows, page_height)]


def _is_layout_frame(region: TableRegion, rows: Sequence[Row], page_height: float) -> bool:
    columns = max(len(table_row) for table_row in region.cells)
    if columns > LAYOUT_MAX_COLUMNS:
        return False
    for table_row in region.cells:
        for cell in table_row:
            if cell is None:
                continue
            top, bottom = max(cell[1], 0.0), min(cell[3], page_height)
            lines = {
                round(row.baseline / 2)
                for row in rows
                if top <= (row.bbox[1] + row.bbox[3]) / 2 <= bottom
                and row.bbox[0] < cell[2]
                and row.bbox[2] > cell[0]
                and row.text.strip()
            }
            if len(lines) < LAYOUT_PROSE_LINES:
                continue
            if columns == 1 or bottom - top > page_height / 2:
                return True
    return False


UNRULED_MIN_ROWS = 3
"""Lines in a table drawn without rules (fewer: two labels and values side by side)."""

UNRULED_MAX_CELL = 36
"""Longest median cell text (characters) of a column of an unruled table: longer cells are
prose set in columns (a two-column page, a numbered list's item text), not a table's."""

_LIST_LABEL = re.compile(r"[(\[]?(?:\d{1,3}|[^\W\d_]{1,4})(?:[.)\]\-–]|\.\d{1,3}\.?)")
"""A list item's label: "1.", "(a)", "iv)", "2.1", "أ-" (a bare number is a table's column)."""

UNRULED_ALIGN = 3.0
"""Points; how far a cell's left edge may stray from its column's."""


@dataclass(slots=True)
class _Line:
    """The pieces of one printed line: (left, right, characters) separated by wide gaps."""

    top: float
    bottom: float
    size: float
    pieces: list[tuple[float, float, int, str]]
    """(left, right, characters, text) per piece."""


def unruled_table_regions(rows: Sequence[Row], ruled: Sequence[TableRegion]) -> list[TableRegion]:
    """Tables drawn without rules: runs of lines split into the same aligned columns.

    A run is at least ``UNRULED_MIN_ROWS`` consecutive lines (no blank line between) each
    holding two or more pieces of text separated by over two font sizes of blank, whose left
    edges fall in the same columns (within ``UNRULED_ALIGN``), every line filling the same
    number of columns. Prose set in columns and lists with a hanging label also give aligned
    pieces, but long ones: a run whose column of longest cells has a median over
    ``UNRULED_MAX_CELL`` characters is no table. Lines inside a ruled table are left out. The
    grid's column bounds are midway between the columns, its row bounds midway between the
    lines; a table's rows are its lines (a cell wrapped over two lines ends the table).
    """
    lines = _printed_lines(rows, ruled)
    regions: list[TableRegion] = []
    k = 0
    while k < len(lines):
        columns = [piece[0] for piece in lines[k].pieces]
        end = k + 1
        if len(columns) >= 2:
            while end < len(lines) and _continues_table(lines[end - 1], lines[end], columns):
                end += 1
        if end - k >= UNRULED_MIN_ROWS and len(columns) >= 2:
            region = _unruled_region(lines[k:end], columns)
            if region is not None:
                regions.append(region)
                k = end
                continue
        k += 1
    return regions


def _printed_lines(rows: Sequence[Row], ruled: Sequence[TableRegion]) -> list[_Line]:
    by_line: dict[int, list[Row]] = {}
    for row in rows:
        middle = (row.bbox[1] + row.bbox[3]) / 2
        if any(r.bbox[1] <= middle <= r.bbox[3] for r in ruled):
            continue
        by_line.setdefault(round(row.baseline / 2), []).append(row)
    lines = []
    for key in sorted(by_line):
        line = sorted(by_line[key], key=lambda r: r.bbox[0])
        pieces: list[tuple[float, float, int, str]] = []
        for row in line:
            pieces += _pieces(row)
        merged: list[tuple[float, float, int, str]] = []
        size = max(row.size for row in line)
        for piece in pieces:  # rows that touch are one piece
            if merged and piece[0] - merged[-1][1] <= 2 * size:
                joined = f"{merged[-1][3]} {piece[3]}"
                merged[-1] = (merged[-1][0], piece[1], merged[-1][2] + piece[2], joined)
            else:
                merged.append(piece)
        top = min(row.bbox[1] for row in line)
        bottom = max(row.bbox[3] for row in line)
        lines.append(_Line(top, bottom, size, merged))
    return lines


def _pieces(row: Row) -> list[tuple[float, float, int, str]]:
    """The row's runs of clusters separated by blanks wider than two font sizes."""
    if not _wide_gap(row):
        return [(row.bbox[0], row.bbox[2], len(row.texts), row.text.strip())]
    limit = 2 * row.size
    texts = row.texts
    bounds: list[tuple[int, int]] = []
    start = -1
    for k, text in enumerate(texts):
        blank = not text.strip()
        if blank and row.x1s[k] - row.x0s[k] > limit:
            if start >= 0:
                bounds.append((start, k))
            start = -1
            continue
        if start >= 0 and row.x0s[k] - row.x1s[k - 1] > limit:
            bounds.append((start, k))
            start = -1
        if start < 0 and not blank:
            start = k
    if start >= 0:
        bounds.append((start, len(texts)))
    pieces = []
    for first, end in bounds:
        last = end - 1
        while last > first and not texts[last].strip():
            last -= 1
        text = "".join(texts[first : last + 1])
        pieces.append((row.x0s[first], row.x1s[last], last + 1 - first, text))
    return pieces


def _continues_table(above: _Line, line: _Line, columns: list[float]) -> bool:
    """Whether ``line`` is the next row of a table whose columns start at ``columns``."""
    if line.top - above.bottom > 1.2 * max(above.size, line.size):
        return False  # a blank line: the table (or the prose) has ended
    if len(line.pieces) != len(columns):
        return False
    return all(
        abs(piece[0] - column) <= UNRULED_ALIGN
        for piece, column in zip(line.pieces, columns, strict=True)
    )


def _unruled_region(lines: list[_Line], columns: list[float]) -> TableRegion | None:
    count = len(columns)
    firsts = [line.pieces[0][3] for line in lines]
    if all(first.endswith(":") for first in firsts):
        return None  # "By: | Name: | Title:": labels and values of a form, read as lines
    if all(_LIST_LABEL.fullmatch(first) for first in firsts):
        return None  # "(a) | the Licensee;": a list's labels and items, read as lines
    for c in range(count):
        lengths = sorted(line.pieces[c][2] for line in lines)
        if lengths[len(lengths) // 2] > UNRULED_MAX_CELL:
            return None
    rights = [max(line.pieces[c][1] for line in lines) for c in range(count)]
    if any(rights[c] >= columns[c + 1] for c in range(count - 1)):
        return None  # a cell runs into the next column
    xs = [columns[0] - 1.0]
    xs += [(rights[c] + columns[c + 1]) / 2 for c in range(count - 1)]
    xs.append(rights[-1] + 1.0)
    ys = [lines[0].top - 1.0]
    ys += [(a.bottom + b.top) / 2 for a, b in itertools.pairwise(lines)]
    ys.append(lines[-1].bottom + 1.0)
    cells = tuple(
        tuple((xs[c], ys[r], xs[c + 1], ys[r + 1]) for c in range(count)) for r in range(len(lines))
    )
    return TableRegion((xs[0], ys[0], xs[-1], ys[-1]), cells)
