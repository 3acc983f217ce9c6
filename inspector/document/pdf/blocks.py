r"""PDF blocks: direction, logical lines and kinds (``pdf_joins`` joins them into text).

Block direction: right-to-left when its right-to-left strong letters outnumber its
left-to-right ones (a tie takes the page's direction); a table's cells are read right to left
only when at least ``RTL_TABLE_SHARE`` of its letters are right-to-left.

Kinds: TABLE and FURNITURE as found; TITLE for the first block of the first page with text when
its font is at least 1.4 times the body size; HEADING for a block of at most three lines whose
font is at least 1.15 times the body size, or a short bold block, or a short block in capitals
that is not a cell of a row (two blocks or more beside it on its line: a table without rules);
LIST_ITEM for a block opening with a bullet or an enumerator like "(a)"; PARAGRAPH otherwise.
Heading levels rank heading font sizes, largest first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import attrgetter

from inspector.document.model import BlockKind, Direction
from inspector.document.pdf.layout import PageBlock, union
from inspector.document.pdf.lines import Line, make_lines
from inspector.document.pdf.reversed_blocks import word_set
from inspector.document.pdf.rows import Row
from inspector.document.pdf.tables import Rect, TableBlock

RTL_TABLE_SHARE = 0.8
"""Share of right-to-left letters above which a table's columns are read right to left."""

TITLE_SCALE = 1.4
HEADING_SCALE = 1.15
_HEADING_MAX_LINES = 3
_SHORT_BLOCK = 200  # characters
_ROW_NEIGHBOURS = 2
"""Blocks beside a block on its line that make it a cell of a row (three cells or more)."""
_CAPITAL = re.compile(r"[A-ZÀ-ÖØ-Þ]")
_LIST_LABEL = re.compile(
    r"^(?:[•▪◦·‣∙○■□➢✓-]\s|\((?:[a-z]{1,2}|[ivxlcdm]+|[0-9٠-٩]{1,3}|[\u0621-\u064a]{1,2})\)\s?"
    r"|[a-z]\)\s)"
)
_SENTENCE_END = frozenset('.:;!?؟»"”)')
# A line ending in one of these cannot end a paragraph ("... employees of the" | "Authority").
_JOINING_WORDS = word_set(
    "the a an of to and or in on by for with from at as that which le la les l' un une de des "
    "du d' et ou à au aux en dans pour par sur avec que qui في من على إلى عن أو و"
)


@dataclass(slots=True)
class PlannedBlock:
    """A block with its logical lines, ready to be appended to the text.

    ``lines`` for text blocks; ``table`` (rows of cells of lines) for tables.
    """

    kind: BlockKind
    page_index: int
    rtl: bool
    bbox: Rect
    size: float
    bold: bool
    lines: list[Line] = field(default_factory=list)
    table: list[list[list[Line]]] | None = None
    furniture: str = ""
    flow: int = 0
    level: int | None = None

    def first_text(self) -> str:
        """The text of the first line ("" for a table)."""
        return self.lines[0].text if self.lines else ""

    def last_text(self) -> str:
        """The text of the last line ("" for a table)."""
        return self.lines[-1].text if self.lines else ""


def strong_balance(rows: Sequence[Row]) -> int:
    """Right-to-left minus left-to-right strong letters over ``rows``."""
    # (Summed by ``map`` in C: no Python step per row.)
    balance: int = sum(map(_RTL_STRONG, rows)) - sum(map(_LTR_STRONG, rows))
    return balance


_RTL_STRONG = attrgetter("rtl_strong")
_LTR_STRONG = attrgetter("ltr_strong")


def plan_page(blocks: Sequence[PageBlock], page_index: int, page_rtl: bool) -> list[PlannedBlock]:
    """Logical lines and direction for each block of a page, in the page's reading order."""
    planned: list[PlannedBlock] = []
    for block in blocks:
        if isinstance(block, TableBlock):
            planned.append(_plan_table(block, page_index, page_rtl))
            continue
        balance = strong_balance(block.rows)
        rtl = balance > 0 or (balance == 0 and page_rtl)
        size, bold = _dominant_style(block.rows)
        made = block.made
        plan = PlannedBlock(
            BlockKind.FURNITURE if block.furniture else BlockKind.PARAGRAPH,
            page_index,
            rtl,
            block.bbox,
            size,
            bold,
            # (Lines made for this direction already are what make_lines gives again.)
            made[1] if made is not None and made[0] == rtl else make_lines(block.rows, rtl),
            furniture=block.furniture,
            flow=block.flow,
        )
        plan.lines = [line for line in plan.lines if line.text]
        if not plan.lines:
            continue
        if planned and _continues(planned[-1], plan):
            previous = planned[-1]
            previous.lines.extend(plan.lines)
            previous.bbox = union([previous.bbox, plan.bbox])
            previous.flow = plan.flow
            continue
        planned.append(plan)
    return planned


def _plan_table(block: TableBlock, page_index: int, page_rtl: bool) -> PlannedBlock:
    all_rows = [row for table_row in block.cells for cell in table_row for row in cell]
    rtl_letters = sum(row.rtl_strong for row in all_rows)
    ltr_letters = sum(row.ltr_strong for row in all_rows)
    # Right-to-left column order only for a table that is (nearly) all right-to-left text: a
    # bilingual table with English and Arabic columns is usually laid out left to right.
    rtl = rtl_letters >= RTL_TABLE_SHARE * max(rtl_letters + ltr_letters, 1) or (
        rtl_letters + ltr_letters == 0 and page_rtl
    )
    size, bold = _dominant_style(all_rows) if all_rows else (0.0, False)
    table: list[list[list[Line]]] = []
    for table_row, slots in zip(block.cells, block.region.cells, strict=True):
        cells = []
        for cell, slot in zip(table_row, slots, strict=True):
            if slot is None:
                continue  # covered by a merged cell listed at its top-left slot
            rows = sorted(cell, key=lambda r: (r.baseline, r.bbox[0]))
            cell_balance = strong_balance(rows)
            cell_rtl = cell_balance > 0 or (cell_balance == 0 and rtl)
            cells.append([line for line in make_lines(rows, cell_rtl) if line.text])
        if rtl:
            cells.reverse()  # the first column of a right-to-left table is on the right
        if any(cells):
            table.append(cells)
    return PlannedBlock(BlockKind.TABLE, page_index, rtl, block.bbox, size, bold, table=table)


def _dominant_style(rows: Sequence[Row]) -> tuple[float, bool]:
    """The size carrying most clusters (the first seen on a tie) and the majority weight.

    A plain dict and ``max`` (first maximum in insertion order, as ``Counter.most_common``
    gives): most blocks have one or two sizes, where ``most_common`` costs more than the loop.
    """
    if len(rows) == 1:  # (most blocks: the row's own style)
        row = rows[0]
        return row.size, row.bold and len(row.texts) > 0
    sizes: dict[float, int] = {}
    bold = 0
    total = 0
    for row in rows:
        weight = len(row.texts)
        sizes[row.size] = sizes.get(row.size, 0) + weight
        bold += weight if row.bold else 0
        total += weight
    return max(sizes, key=sizes.__getitem__), 2 * bold > total


def _continues(previous: PlannedBlock, block: PlannedBlock) -> bool:
    """Whether ``block`` continues ``previous`` across a column break (mid-sentence)."""
    if previous.kind != BlockKind.PARAGRAPH or block.kind != BlockKind.PARAGRAPH:
        return False
    if previous.flow == block.flow or previous.rtl != block.rtl:
        return False
    last_text = previous.last_text()
    last = last_text[-1:]
    first = block.first_text()[:1]
    if not last or last in _SENTENCE_END:
        return False
    last_word = last_text.rsplit(" ", 1)[-1].casefold()
    return first.islower() or last_word in _JOINING_WORDS


def assign_kinds(blocks: Sequence[PlannedBlock], body_sizes: tuple[float, float]) -> None:
    """Set ``kind`` and ``level`` of text blocks from font size, weight, case and labels.

    Args:
        blocks: Every block of the document, in order.
        body_sizes: The body font size of left-to-right and of right-to-left text.
    """
    heading_sizes: set[float] = set()
    first_page = min((b.page_index for b in blocks), default=0)
    pages: dict[int, list[PlannedBlock]] = {}
    for block in blocks:
        if block.kind in (BlockKind.PARAGRAPH, BlockKind.TABLE):
            pages.setdefault(block.page_index, []).append(block)
    title_done = False
    for block in blocks:
        if block.kind != BlockKind.PARAGRAPH:
            continue
        text = " ".join([line.text for line in block.lines])
        lines = len(block.lines)
        blocks_of_page = pages[block.page_index]
        body_size = body_sizes[1] if block.rtl else body_sizes[0]
        if (
            not title_done
            and block.page_index == first_page
            and block.size >= TITLE_SCALE * body_size
            and lines <= _HEADING_MAX_LINES
        ):
            block.kind = BlockKind.TITLE
            title_done = True
        elif (lines <= _HEADING_MAX_LINES and block.size >= HEADING_SCALE * body_size) or (
            len(text) <= _SHORT_BLOCK
            and lines <= 2
            and (block.bold or (_capitals(text) and not _in_row(block, blocks_of_page)))
        ):
            block.kind = BlockKind.HEADING
        elif _LIST_LABEL.match(text):
            block.kind = BlockKind.LIST_ITEM
        if block.kind == BlockKind.HEADING:
            heading_sizes.add(block.size)
        elif block.kind == BlockKind.TITLE:
            title_done = True
    ranks = {size: rank for rank, size in enumerate(sorted(heading_sizes, reverse=True), 1)}
    for block in blocks:
        if block.kind == BlockKind.HEADING:
            block.level = ranks[block.size]


def _in_row(block: PlannedBlock, page: Sequence[PlannedBlock]) -> bool:
    """Whether ``block`` is a cell of a row: two blocks or more stand beside it on its line.

    A table drawn without rules is read as blocks; its cell "OFINET" in capitals, with
    "WEB application ...", "Medium", "Central" and "EIT" on the same line, names a row, not a
    section. (A bilingual heading has one block beside it, the other language's.)
    """
    x0, y0, x1, y1 = block.bbox
    height = y1 - y0
    beside = 0
    for other in page:
        if other is block:
            continue
        ox0, oy0, ox1, oy1 = other.bbox
        overlap = min(y1, oy1) - max(y0, oy0)
        if overlap <= 0.5 * min(height, oy1 - oy0) or (ox0 < x1 and x0 < ox1):
            continue
        beside += 1
        if beside >= _ROW_NEIGHBOURS:
            return True
    return False


def _capitals(text: str) -> bool:
    """Whether ``text`` is written in capitals (at least four capital letters, no small one)."""
    if not _CAPITAL.search(text):  # (Arabic text: one search instead of an upper-cased copy)
        return False
    return text == text.upper() and len(_CAPITAL.findall(text)) >= 4


def block_direction(block: PlannedBlock) -> Direction:
    """The paragraph direction to store for ``block``."""
    return Direction.RTL if block.rtl else Direction.LTR
