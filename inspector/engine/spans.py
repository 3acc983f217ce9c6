"""Document spans in key offsets: blocks by kind, excluded text, and kept (exported) text.

Every function here works in key-layer offsets (``Document.key``); ``kept_text`` and
``kept_offsets`` remove excluded spans (page furniture), which stay in the text but out of
chunks' exported text and token counts.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field

from inspector.document.markup.structure import markup_unit
from inspector.document.model import Block, BlockKind, Document


@dataclass(frozen=True, slots=True)
class BlockSpans:
    """The document's blocks in key offsets, by kind (starts sorted)."""

    starts: dict[int, int]
    heading_level: dict[int, int | None]
    tables: list[tuple[int, int]]
    quotes: list[tuple[int, int]]
    headings: list[tuple[int, int]]
    skipped: list[tuple[int, int]]
    markup: dict[int, tuple[str, bool]] = field(default_factory=dict)
    """Blocks whose unit the source's markup names, by start: ``(unit, numbered)``
    (``markup_structure``: "article", "recital", "paragraph"...)."""
    table_breaks: frozenset[int] = frozenset()
    """Starts of the first rows of tables carried on from the page before (and of the row
    after a header row printed again there): such a table is one range with the part before
    the break (``tables``), so its header is the first part's."""


def block_spans(document: Document) -> BlockSpans:
    """The blocks of ``document`` mapped to key offsets and grouped by what the scan needs."""
    key = document.key
    starts: dict[int, int] = {}
    levels: dict[int, int | None] = {}
    tables: list[tuple[int, int]] = []
    quotes: list[tuple[int, int]] = []
    headings: list[tuple[int, int]] = []
    skipped: list[tuple[int, int]] = []
    markup: dict[int, tuple[str, bool]] = {}
    text = key.text
    # Without stripped characters the key layer is the text itself: no offset mapping needed.
    identity = key.keeps_offsets()
    # A paragraph block reads as a table only with a tab or a pipe in its first line: a text
    # with neither (most) skips that test for each of its thousands of blocks (1% of a run).
    tables_possible = "\t" in text or "|" in text
    # And then only for the blocks starting one of the few lines that hold such a character.
    table_lines = _table_lines(text) if tables_possible else set()
    paragraph = BlockKind.PARAGRAPH
    blocks = document.blocks
    if identity:
        bounds = [(b.text_start, b.text_end) for b in blocks]
    else:
        bounds = _key_offsets(
            key.to_text, [b.text_start for b in blocks], [b.text_end for b in blocks]
        )
    breaks: set[int] = set()
    last: Block | None = None  # the last block that is no page furniture
    for block, (start, end) in zip(blocks, bounds, strict=True):
        if start >= end or (start > 0 and text[start - 1] != "\n"):
            continue  # a block that does not begin a line cannot begin a segment
        starts[start] = block.index
        if block.style:
            unit = markup_unit(block.style)
            if unit is not None:
                markup[start] = unit
        previous, last = last, (last if block.kind is BlockKind.FURNITURE else block)
        if block.kind is paragraph:
            if start in table_lines and _looks_like_table(text, start, end):
                tables.append((start, end))
        elif block.kind is BlockKind.TABLE:
            if previous is not None and _carries_on(text, previous, block, tables, start):
                breaks.add(start)
                header_end = text.find("\n", tables[-1][0], tables[-1][1])
                first_end = text.find("\n", start, end)
                if (
                    header_end != -1
                    and first_end != -1
                    and text[tables[-1][0] : header_end].strip() == text[start:first_end].strip()
                ):
                    breaks.add(first_end + 1)  # after the header row printed again
                tables[-1] = (tables[-1][0], end)
            else:
                tables.append((start, end))
        elif block.kind is BlockKind.QUOTE:
            quotes.append((start, end))
        elif block.kind is BlockKind.HEADING:
            headings.append((start, end))
            levels[start] = block.level
        elif block.kind is BlockKind.FURNITURE:
            skipped.append((start, end))
    return BlockSpans(
        starts,
        levels,
        tables,
        quotes,
        headings,
        skipped,
        markup=markup,
        table_breaks=frozenset(breaks),
    )


def _carries_on(
    text: str, previous: Block, block: Block, tables: list[tuple[int, int]], start: int
) -> bool:
    """Whether table ``block`` carries on the table that ends the page before.

    It does when the last block before it (page furniture aside) is a table on the page
    before, the last table found, and their rows have as many cells: the last row there and
    the first row here hold the same number of cell separators ("|").
    """
    if (
        previous.kind is not BlockKind.TABLE
        or previous.page_index != block.page_index - 1
        or not tables
    ):
        return False
    before_start, before_end = tables[-1]
    last_row = text[text.rfind("\n", before_start, before_end) + 1 : before_end]
    first_end = text.find("\n", start)
    first_row = text[start : len(text) if first_end == -1 else first_end]
    return last_row.count("|") == first_row.count("|") > 0


_MANY_BLOCKS = 500


def _key_offsets(
    to_text: Sequence[int], starts: Sequence[int], ends: Sequence[int]
) -> list[tuple[int, int]]:
    """``KeyLayer.key_offset`` of every start and end, in one binary search over the array.

    Few blocks (a short document) are mapped one by one, without importing numpy.
    """
    if len(starts) < _MANY_BLOCKS:
        return [
            (bisect.bisect_left(to_text, s), bisect.bisect_left(to_text, e))
            for s, e in zip(starts, ends, strict=True)
        ]
    import numpy as np

    table = np.asarray(to_text)
    found = np.searchsorted(table, np.asarray([*starts, *ends], dtype=table.dtype), side="left")
    mapped: list[int] = found.tolist()
    return list(zip(mapped[: len(starts)], mapped[len(starts) :], strict=True))


def _table_lines(text: str) -> set[int]:
    """Starts of the lines holding a tab or starting with a pipe (after blanks).

    A block whose first line is none of them is no table (``_looks_like_table``); one string
    search per such line instead of a look at the first line of every block.
    """
    found: set[int] = set()
    for char in ("\t", "|"):
        pos = text.find(char)
        while pos != -1:
            line_start = text.rfind("\n", 0, pos) + 1
            if char == "\t" or not text[line_start:pos].strip():
                found.add(line_start)
            # The first such character of a line decides: the next line is next.
            line_end = text.find("\n", pos)
            pos = -1 if line_end == -1 else text.find(char, line_end)
    return found


def _looks_like_table(text: str, start: int, end: int) -> bool:
    """A plain-text block laid out as a table: every line a Markdown pipe row or tab-separated."""
    first_end = text.find("\n", start, end)
    if first_end == -1:
        return False  # one line
    first = text[start:first_end]
    if "\t" not in first and not first.lstrip().startswith("|"):
        return False
    lines = text[start:end].strip("\n").split("\n")
    if len(lines) < 2:
        return False
    return all(line.lstrip().startswith("|") for line in lines) or all("\t" in ln for ln in lines)


class Spans:
    """Sorted, non-overlapping half-open ranges with a fast "which range holds x" query."""

    def __init__(self, ranges: Sequence[tuple[int, int]]) -> None:
        self.ranges = sorted(ranges)
        self._starts = [s for s, _ in self.ranges]

    def find(self, offset: int) -> int:
        """Index of the range holding ``offset``, or -1."""
        i = bisect.bisect_right(self._starts, offset) - 1
        return i if i >= 0 and offset < self.ranges[i][1] else -1


def merged_ranges(ranges: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The union of half-open ``ranges`` as sorted, disjoint ranges."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(ranges):
        if out and start <= out[-1][1]:
            if end > out[-1][1]:
                out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out


def excluded_key_ranges(document: Document) -> list[tuple[int, int]]:
    """The document's excluded spans in key offsets, sorted and merged."""
    out: list[tuple[int, int]] = []
    for span in sorted(document.excluded, key=lambda s: s.start):
        start, end = document.key.key_offset(span.start), document.key.key_offset(span.end)
        if start >= end:
            continue
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def kept_offsets(offsets: Sequence[int], excluded: Sequence[tuple[int, int]]) -> list[int]:
    """Increasing ``offsets`` moved into the text with the excluded ranges removed."""
    if not excluded:
        return list(offsets)
    out: list[int] = []
    removed, index = 0, 0
    for offset in offsets:
        while index < len(excluded) and excluded[index][1] <= offset:
            removed += excluded[index][1] - excluded[index][0]
            index += 1
        inside = index < len(excluded) and excluded[index][0] < offset
        out.append(offset - removed - (offset - excluded[index][0] if inside else 0))
    return out


class KeptOffset:
    """``kept_offsets`` for one offset at a time (a binary search, for random access)."""

    def __init__(self, excluded: Sequence[tuple[int, int]]) -> None:
        self.excluded = excluded
        self._starts = [start for start, _ in excluded]
        self._removed = [0]  # characters removed before each excluded range
        for start, end in excluded:
            self._removed.append(self._removed[-1] + end - start)

    def __call__(self, offset: int) -> int:
        """``offset`` in the text with the excluded ranges removed."""
        index = bisect.bisect_right(self._starts, offset) - 1
        if index < 0:
            return offset
        start, end = self.excluded[index]
        if offset < end:  # inside the range (or at its start): where the range was
            return start - self._removed[index]
        return offset - self._removed[index + 1]


def text_excluded_ranges(document: Document) -> list[tuple[int, int]]:
    """The document's excluded spans in text offsets, sorted."""
    return sorted((s.start, s.end) for s in document.excluded)


def exported_text(
    document: Document,
    start: int,
    end: int,
    excluded: Sequence[tuple[int, int]] | None = None,
) -> str:
    """``document.text[start:end]`` with excluded spans left out (what an export stores).

    ``excluded``: ``text_excluded_ranges(document)``, when the caller has it already.
    """
    spans = text_excluded_ranges(document) if excluded is None else excluded
    return kept_text(document.text, start, end, spans)


def kept_text(key: str, start: int, end: int, excluded: Sequence[tuple[int, int]]) -> str:
    """``key[start:end]`` with the excluded ranges left out."""
    if not excluded:
        return key[start:end]
    i = bisect.bisect_right(excluded, (start, len(key) + 1)) - 1
    i = max(i, 0)
    pieces: list[str] = []
    cursor = start
    while i < len(excluded) and excluded[i][0] < end:
        ex_start, ex_end = excluded[i]
        if ex_end > cursor:
            if ex_start > cursor:
                pieces.append(key[cursor:ex_start])
            cursor = max(cursor, ex_end)
        i += 1
    if cursor < end:
        pieces.append(key[cursor:end])
    return "".join(pieces)
