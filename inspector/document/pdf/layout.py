"""Reading order of a PDF page and grouping of its rows into blocks.

Input: the page's visual rows (``pdf_rows``) and ruled tables (``pdf_tables``), furniture rows
already set aside (``pdf_furniture``). Output: the page's blocks in reading order, each a list
of rows or one table.

**Columns** are found by ``pdf_columns``: the page is read as flows, full-width runs and
single columns, in reading order.

**Paragraphs.** Consecutive rows of one column are one block unless one of these holds: the
baseline step is more than ``PARAGRAPH_GAP`` times the document's usual line pitch for that
font size (``line_pitches``); the font size changes by more than 12 %; the rows do not overlap
horizontally; the previous row ends well short of the column's far edge (a paragraph's last
line: 30 % short, or 15 % after a sentence end when the next row starts with a capital, a digit
or a list label); a centred row (``_centred``) follows a row that is not centred and ends a
sentence (a label or heading on its own line); the previous row is centred, its margins add up
to more than 30 % of the column (a title's chosen line break) and the row does not go on in
lower case; or boldness changes after a short row or after one or two bold rows (a heading),
but not where a bold phrase fills most of a line. On a page read by OCR (bold judged from ink
only, varying line heights) a row that is a unit label line ("Article 5", "الفصل 4":
``pdf_ocr_labels``) also starts a block, and so does the row after a line that is a label alone
("الفصل 4").

**Tables** are single blocks placed in reading order by their top edge; each cell gets the
parts of the rows that lie inside it.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import chain, islice, repeat
from operator import add, attrgetter, le, truediv

from inspector.document.pdf.columns import reading_flows
from inspector.document.pdf.lines import Line, order_row
from inspector.document.pdf.ocr_labels import is_label_alone, is_label_line
from inspector.document.pdf.rows import Row
from inspector.document.pdf.tables import Rect, TableBlock, TableRegion

PARAGRAPH_GAP = 1.2
"""A baseline step above this multiple of the usual pitch starts a new block."""

PITCH_SAMPLE_PAGES = 60
"""Pages sampled for the line pitch statistic (``line_pitches``)."""

DEFAULT_PITCH = 1.2
"""Line pitch as a multiple of the font size when the document shows none."""


_BASELINE = attrgetter("baseline")
_HYPHENATED = re.compile(r"[^\W\d_][-\u2010\u00ad]\s*$")
_LIST_START = re.compile(r"^\s*(?:[•▪◦·‣∙–—-]\s|\(?[0-9a-zA-Z]{1,4}[.)]\s|\([ivxlcdm]+\)\s)")


@dataclass(slots=True)
class TextBlock:
    """Rows (top to bottom) that form one paragraph, heading or list item.

    ``flow`` numbers the column section the block was read from; a paragraph may continue
    from one flow into the next (a column break), never within one.
    """

    rows: list[Row]
    flow: int
    furniture: str = ""
    made: tuple[bool, list[Line]] | None = None
    """For a block of one row: its logical lines as already made (``make_lines([row], rtl)``,
    by furniture detection), with the direction ``rtl`` they were made for; ``plan_page``
    takes them for that direction."""
    bbox: Rect = field(init=False)

    def __post_init__(self) -> None:
        self.bbox = union([row.bbox for row in self.rows])


PageBlock = TextBlock | TableBlock


def union(boxes: list[Rect]) -> Rect:
    """The smallest box holding all ``boxes`` (which must not be empty)."""
    # Transposed by ``zip`` in C: four generators cost a Python step per box and side.
    x0s, y0s, x1s, y1s = zip(*boxes, strict=True)
    return (min(x0s), min(y0s), max(x1s), max(y1s))


def split_tables(rows: list[Row], tables: list[TableRegion]) -> tuple[list[Row], list[TableBlock]]:
    """Take the parts of rows that lie inside tables out of the flow, into table cells.

    Returns:
        The rows (or row parts) outside every table, and one ``TableBlock`` per table.
    """
    if not tables:
        return rows, []
    blocks = [
        TableBlock(table, [[[] for _ in table_row] for table_row in table.cells])
        for table in tables
    ]
    # Each table's cells, listed once: (top, bottom, (left, right, table, row, column)) in
    # the order every row's scan took them.
    cells = [
        [
            (cell[1], cell[3], (cell[0], cell[2], t, r, c))
            for r, table_row in enumerate(table.cells)
            for c, cell in enumerate(table_row)
            if cell is not None
        ]
        for t, table in enumerate(tables)
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
        # The cells this row's middle crosses, left to right; each glyph goes to the one
        # holding its centre (``cell_parts``).
        crossed = sorted(
            [entry for t in hits for top, bottom, entry in cells[t] if top <= middle_y <= bottom]
        )
        rest, per_cell = cell_parts(row.x0s, row.x1s, crossed)
        for (t, r, c), keep in per_cell.items():
            part = row.subset(keep)  # (a run, as a range, is cut by slices)
            if part.text.strip():
                blocks[t].cells[r][c].append(part)
        if rest:
            part = row.subset(rest)
            if part.text.strip():
                outside.append(part)
    return outside, blocks


def cell_parts(
    x0s: Sequence[float], x1s: Sequence[float], crossed: list[tuple[float, float, int, int, int]]
) -> tuple[list[int], Mapping[tuple[int, int, int], list[int] | range]]:
    """Positions of a row's glyphs outside the crossed cells, and those inside each cell.

    ``crossed``: ``(left, right, table, row, column)`` of the cells, sorted. A glyph goes to
    the last cell whose left edge is at most its centre, if its centre is at most that cell's
    right edge; the cells are listed in the order of their first glyphs. A cell's positions
    are a ``range`` when they were found as one run.
    """
    centres = list(map(truediv, map(add, x0s, x1s), repeat(2)))
    lefts = [entry[0] for entry in crossed]
    if _in_order(centres) and _in_order(lefts) and all(entry[1] == entry[1] for entry in crossed):
        # Centres in order (no NaN), cells' edges too: each cell's glyphs are one run of
        # positions, between the first centre at its left edge and the first at the next one.
        count = len(centres)
        if not crossed:
            return list(range(count)), {}
        ranges = []
        fill: dict[tuple[int, int, int], list[int] | range] = {}
        start = bisect_left(centres, lefts[0])
        if start:
            ranges.append(range(start))
        last = len(crossed) - 1
        for s, (_, right, t, r, c) in enumerate(crossed):
            stop = bisect_left(centres, lefts[s + 1], start) if s < last else count
            end = bisect_right(centres, right, start, stop)
            if end > start:
                fill[(t, r, c)] = range(start, end)
            if stop > end:
                ranges.append(range(end, stop))
            start = stop
        return list(chain.from_iterable(ranges)), fill
    rest: list[int] = []
    per_cell: dict[tuple[int, int, int], list[int]] = {}
    for k, x in enumerate(centres):
        slot = bisect_right(lefts, x) - 1
        if slot >= 0 and x <= crossed[slot][1]:
            per_cell.setdefault(crossed[slot][2:], []).append(k)
        else:
            rest.append(k)
    return rest, per_cell


def _in_order(values: list[float]) -> bool:
    """Whether ``values`` ascend (equal neighbours allowed) and none is NaN."""
    if len(values) > 1:  # (a NaN fails its comparison with a neighbour)
        return all(map(le, values, islice(values, 1, None)))
    return not values or values[0] == values[0]


def page_blocks(
    rows: list[Row],
    tables: list[TableBlock],
    rtl: bool,
    pitches: dict[float, float],
    ocr: bool = False,
) -> list[PageBlock]:
    """The page's blocks in reading order (see the module docstring).

    Args:
        rows: Body rows of the page (furniture and table contents removed).
        tables: The page's tables.
        rtl: Whether the page reads right to left (its columns then go right to left).
        pitches: Line pitch per font size (``line_pitches``).
        ocr: The page was read by OCR: a unit label line starts a block too.
    """
    items: list[Row | TableBlock] = [*rows, *tables]
    blocks: list[PageBlock] = []
    for flow, section in enumerate(reading_flows(items, rtl)):
        column = union([i.bbox for i in section])
        current: list[Row] = []
        for item in section:
            if isinstance(item, TableBlock):
                if current:
                    blocks.append(TextBlock(current, flow))
                    current = []
                blocks.append(item)
                continue
            if current and (
                _new_paragraph(current, item, pitches, column)
                or (
                    ocr
                    and (_label_row(item, is_label_line) or _label_row(current[-1], is_label_alone))
                )
            ):
                blocks.append(TextBlock(current, flow))
                current = []
            current.append(item)
        if current:
            blocks.append(TextBlock(current, flow))
    return blocks


def _label_row(row: Row, test: Callable[[str], bool]) -> bool:
    """Whether ``row``, read in its own direction, passes ``test`` (``pdf_ocr_labels``)."""
    text, _ = order_row(row, row.rtl_strong > row.ltr_strong)
    return test(text)


def line_pitches(pages: Iterable[Sequence[Row]]) -> dict[float, float]:
    """The usual baseline step (points) between the lines of a paragraph, per font size.

    For each row, the next row below it of the same size that overlaps it horizontally gives
    one step (to 0.5 pt); a size's pitch is the smallest common step (``_line_step``), since
    paragraph spacing only makes steps larger. At most ``PITCH_SAMPLE_PAGES`` pages,
    spread over the document, are looked at: the statistic settles long before that.
    """
    all_pages = list(pages)
    stride = max(1, len(all_pages) // PITCH_SAMPLE_PAGES)
    steps: dict[float, Counter[float]] = {}
    for rows in all_pages[::stride]:
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


def _line_step(counter: Counter[float]) -> float:
    """The line pitch among observed steps: the smallest common one.

    Steps within 0.75 pt of each other are one group (17.0 and 17.5 are the same pitch). In
    documents of mostly one-line paragraphs the biggest group is the paragraph spacing, so
    the pitch is the smallest group that is at least a quarter as big as the biggest one (a few
    tighter steps, from table cells or footers, do not count).
    """
    groups: list[list[float]] = []  # [first step, count, most frequent step, its count]
    for step in sorted(counter):
        count = counter[step]
        if groups and step - groups[-1][0] <= 0.75:
            group = groups[-1]
            group[1] += count
            if count > group[3]:
                group[2], group[3] = step, count
        else:
            groups.append([step, count, step, count])
    biggest = max(group[1] for group in groups)
    for _first, size, usual, _ in groups:
        if size >= max(2, biggest / 4):
            return usual
    return groups[0][2]


def _pitch_of(pitches: dict[float, float], size: float) -> float:
    """The pitch for ``size``: measured, else scaled from the nearest measured size."""
    if size in pitches:
        return pitches[size]
    if pitches:
        nearest = min(pitches, key=lambda known: abs(known - size))
        return pitches[nearest] * size / nearest
    return DEFAULT_PITCH * size


CENTRED_MARGIN = 0.1
"""Share of the column width that each margin of a centred row is at least."""
CENTRED_SKEW = 0.05
"""Share of the column width by which a centred row's two margins differ at most."""


_SENTENCE_END = frozenset({".", ":", ";", "!", "?", "؟", "»", '"', "”"})
"""A row ending in one of these (at its logical end) ends a sentence."""


def _centred(box: Rect, column: Rect, width: float) -> bool:
    """Whether a row with box ``box`` is centred in ``column`` (of width ``width``).

    Both margins are at least ``CENTRED_MARGIN`` of the width and differ by at most
    ``CENTRED_SKEW`` of it: a full-width line is not centred, nor is a line indented on one
    side.
    """
    left = box[0] - column[0]
    right = column[2] - box[2]
    floor = CENTRED_MARGIN * width
    return left > floor and right > floor and abs(left - right) <= CENTRED_SKEW * width


def _new_paragraph(current: list[Row], row: Row, pitches: dict[float, float], column: Rect) -> bool:
    """Whether ``row`` starts a new block after ``current`` in a column with box ``column``."""
    previous = current[-1]
    previous_size = previous.size
    size = row.size if row.size > previous_size else previous_size  # (``max`` of the two)
    step = row.baseline - previous.baseline
    pitch = pitches.get(previous_size)
    if pitch is None:
        pitch = _pitch_of(pitches, previous_size)
    if step > PARAGRAPH_GAP * pitch + 0.5 or step < -0.5 * size:
        return True
    if abs(row.size - previous_size) > 0.12 * size:
        return True
    box, previous_box = row.bbox, previous.bbox
    if box[0] >= previous_box[2] or box[2] <= previous_box[0]:
        return True
    column_width = max(column[2] - column[0], 1.0)
    rtl = previous.rtl_strong > previous.ltr_strong  # a right-to-left row
    previous_centred = _centred(previous.bbox, column, column_width)
    if (
        previous_centred
        and previous.bbox[0] - column[0] + column[2] - previous.bbox[2] > 0.3 * column_width
        and not (row.text.strip()[-1:] if rtl else row.text.lstrip()[:1]).islower()
    ):
        # A centred line well short of the column: its line break was chosen, unless the
        # next line goes on in lower case ("Peace, dignity and equality" / "on a ...").
        return True
    if (
        not previous_centred
        and _centred(row.bbox, column, column_width)
        and (previous.text.strip()[:1] if rtl else previous.text.rstrip()[-1:]) in _SENTENCE_END
    ):
        # A label or heading centred on its own line under a finished sentence ("( المادة
        # الثالثة )" under a justified paragraph's full last line): a paragraph's lines run
        # to its start edge, so none of them is centred unless all are.
        return True
    shortfall = (previous.bbox[0] - column[0]) if rtl else (column[2] - previous.bbox[2])
    if row.bold != previous.bold and (
        shortfall > 0.15 * column_width or (len(current) <= 2 and all(r.bold for r in current))
    ):
        # A bold heading and the text after it; not a bold phrase that fills most of a line.
        return True
    if not rtl and _HYPHENATED.search(previous.text):
        return False  # a word broken across the lines: the paragraph goes on
    if shortfall > 0.3 * column_width:
        return True
    if shortfall > 0.15 * column_width:
        last = previous.text.strip()[:1] if rtl else previous.text.rstrip()[-1:]
        first = row.text.strip()[-1:] if rtl else row.text.lstrip()[:1]
        sentence_end = last in _SENTENCE_END
        if sentence_end and (
            first.isupper() or first.isdigit() or bool(_LIST_START.match(row.text)) or rtl
        ):
            return True
    return False
