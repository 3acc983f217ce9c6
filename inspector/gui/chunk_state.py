"""The window's state for one document, in plain Python: the Document, its chunks and reviews.

No Qt here: the item models, the page overlays, the detail pane and the text view all read
this object; none of them keeps its own copy of chunk data. A re-chunk makes a new
``ChunkState`` (chunks are values); the review status per chunk is the one field that will
become editable (the review issue), and it is kept here, not in a Qt model.

Units: offsets index ``Document.text`` (half-open ranges); boxes are PDF points, page-local,
origin top-left; page indices are 0-based.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from inspector.document.model import Block, BlockKind, Direction, Document, ExcludedSpan, PageBox
from inspector.engine.types import Chunk, ChunkSet, ChunkType
from inspector.gui.boundary_diff import BoundaryDiff

if TYPE_CHECKING:
    from inspector.engine.config import ChunkingConfig, SizeProfile

# The engine's records, embedding text and statistics are imported where they are used, not
# here: this module loads with the window, and those pull in the tokenizer and the rule
# machinery (about 0.15 s) that the first paint does not need.

SMALL_TOKENS = 50
"""Seed 002's small-chunk mark: ``inspector.engine.stats.SMALL_TOKENS`` (a test keeps it so)."""

UNREVIEWED = "unreviewed"
"""The review status every chunk starts with (review comes with a later issue)."""

_PROFILE_OF_TYPE = {
    ChunkType.ARTICLE: "article",
    ChunkType.JUDGMENT_PARA: "judgment_para",
    ChunkType.RECITAL: "recital",
    ChunkType.DEFINITION: "definition",
    ChunkType.OTHER: "other",
}


@dataclass(frozen=True, slots=True)
class EmbedParts:
    """A chunk's embedding text cut into the pieces the detail pane marks.

    ``header + table_header + overlap + body`` is exactly the engine's embedding text.
    """

    header: str
    table_header: str
    overlap: str
    body: str


@dataclass(eq=False)
class ChunkState:
    """One opened document and its chunks, as the window shows them.

    Attributes:
        path: the file opened.
        document: the loaded document.
        chunk_set: the engine's result; its chunks tile ``document.text``.
        config: the configuration the chunks were cut with.
        statuses: review status per chunk (``UNREVIEWED`` for now).
        diff: how the boundaries changed against the previous run, or None for a first run.
    """

    path: Path
    document: Document
    chunk_set: ChunkSet
    config: ChunkingConfig
    statuses: list[str] = field(default_factory=list)
    diff: BoundaryDiff | None = None
    _starts: list[int] = field(default_factory=list, repr=False)
    _excluded: list[tuple[int, int]] = field(default_factory=list, repr=False)
    _boxes: dict[tuple[int, int], list[PageBox]] = field(default_factory=dict, repr=False)
    _search: dict[int, str] = field(default_factory=dict, repr=False)
    _records: dict[int, dict[str, Any]] = field(default_factory=dict, repr=False)
    _block_starts: list[int] = field(default_factory=list, repr=False)
    _columns: dict[int, tuple[float, float]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if not self.statuses:
            self.statuses = [UNREVIEWED] * len(self.chunk_set.chunks)
        self._starts = [chunk.start for chunk in self.chunk_set.chunks]
        self._excluded = sorted((span.start, span.end) for span in self.document.excluded)
        self._block_starts = [block.text_start for block in self.document.blocks]

    @property
    def chunks(self) -> tuple[Chunk, ...]:
        """The chunks, in text order."""
        return self.chunk_set.chunks

    def __len__(self) -> int:
        return len(self.chunk_set.chunks)

    def rechunked(
        self, chunk_set: ChunkSet, config: ChunkingConfig, diff: BoundaryDiff
    ) -> ChunkState:
        """A new state for the same document with new chunks (statuses start over)."""
        return ChunkState(self.path, self.document, chunk_set, config, diff=diff)

    # -- text -------------------------------------------------------------------------------

    def chunk_text(self, index: int) -> str:
        """The chunk's range of ``document.text``, excluded spans included."""
        chunk = self.chunks[index]
        return self.document.text[chunk.start : chunk.end]

    def exported_text(self, index: int) -> str:
        """The chunk's text as exported: excluded spans (page furniture) left out."""
        from inspector.engine.stats import exported_text

        chunk = self.chunks[index]
        return exported_text(self.document, chunk.start, chunk.end)

    def search_text(self, index: int) -> str:
        """Case-folded heading, text and key text (tashkeel stripped), for the list's search."""
        cached = self._search.get(index)
        if cached is None:
            chunk = self.chunks[index]
            key = self.document.key
            key_text = key.text[key.key_offset(chunk.start) : key.key_offset(chunk.end)]
            cached = "\n".join((chunk.heading_text, self.chunk_text(index), key_text)).casefold()
            self._search[index] = cached
        return cached

    def first_line(self, index: int, limit: int = 60) -> str:
        """The chunk's first non-blank line, shortened to ``limit`` characters."""
        for line in self.exported_text(index).splitlines():
            line = " ".join(line.split())
            if line:
                return line if len(line) <= limit else line[: limit - 1] + "…"
        return ""

    # -- blocks -----------------------------------------------------------------------------

    def blocks_in(self, start: int, end: int) -> list[Block]:
        """The blocks sharing a character with ``[start, end)``, in text order (bisected)."""
        blocks = self.document.blocks
        first = max(bisect.bisect_right(self._block_starts, start) - 1, 0)
        found = []
        for block in blocks[first:]:
            if block.text_start >= end:
                break
            if block.text_end > start:
                found.append(block)
        return found

    def direction_at(self, offset: int) -> Direction:
        """The paragraph direction of the block holding ``offset`` (LTR between blocks)."""
        for block in self.blocks_in(offset, offset + 1):
            return block.direction
        return Direction.LTR

    def text_column(self, page: int) -> tuple[float, float]:
        """Left and right edge (points) of the page's text, furniture left out.

        The margins outside them hold the boundary flags. A page without positioned blocks
        gets a tenth of its width as margins.
        """
        cached = self._columns.get(page)
        if cached is None:
            info = self.document.pages[page]
            boxes = [
                block.bbox
                for block in self.blocks_in(info.text_start, info.text_end)
                if block.bbox is not None and block.kind is not BlockKind.FURNITURE
            ]
            if boxes:
                cached = (min(b[0] for b in boxes), max(b[2] for b in boxes))
            else:
                cached = (info.width * 0.1, info.width * 0.9)
            self._columns[page] = cached
        return cached

    # -- geometry ---------------------------------------------------------------------------

    def kept_ranges(self, start: int, end: int) -> list[tuple[int, int]]:
        """``[start, end)`` with the excluded spans cut out, as increasing ranges."""
        ranges: list[tuple[int, int]] = []
        cursor = start
        first = max(bisect.bisect_right(self._excluded, (start, start)) - 1, 0)
        for ex_start, ex_end in self._excluded[first:]:
            if ex_start >= end:
                break
            if ex_end <= cursor:
                continue
            if ex_start > cursor:
                ranges.append((cursor, ex_start))
            cursor = max(cursor, ex_end)
        if cursor < end:
            ranges.append((cursor, end))
        return ranges

    def line_boxes(self, index: int, page: int) -> list[PageBox]:
        """The chunk's highlight rectangles on ``page``: one per visual line, furniture left out.

        Computed only over the page's own text range (pages tile the text, so a line never
        spans two), then cached: the overlays ask page by page as pages come into view.
        """
        cached = self._boxes.get((index, page))
        if cached is not None:
            return cached
        chunk = self.chunks[index]
        pages = self.document.pages
        page_range = (pages[page].text_start, pages[page].text_end) if pages else (0, 0)
        start, end = max(chunk.start, page_range[0]), min(chunk.end, page_range[1])
        boxes: list[PageBox] = []
        if start < end:
            offset_map = self.document.offset_map
            for sub_start, sub_end in self.kept_ranges(start, end):
                boxes.extend(
                    b for b in offset_map.boxes_for(sub_start, sub_end) if b.page_index == page
                )
        self._boxes[(index, page)] = boxes
        return boxes

    def chunks_on_page(self, page: int) -> range:
        """Indices of the chunks whose range overlaps ``page``'s text range."""
        if not self.chunks or not self.document.pages:
            return range(0)
        info = self.document.pages[page]
        first = max(bisect.bisect_right(self._starts, info.text_start) - 1, 0)
        last = bisect.bisect_left(self._starts, info.text_end)
        return range(first, max(first, last))

    def chunk_at(self, offset: int) -> int | None:
        """The index of the chunk holding text ``offset``, or None without chunks."""
        if not self.chunks:
            return None
        return max(bisect.bisect_right(self._starts, offset) - 1, 0)

    def excluded_on_page(self, page: int) -> list[ExcludedSpan]:
        """The excluded spans (page furniture) that lie on ``page``."""
        info = self.document.pages[page]
        return [
            span
            for span in self.document.excluded
            if span.start < info.text_end and span.end > info.text_start
        ]

    # -- sizes and flags --------------------------------------------------------------------

    def profile_of(self, index: int) -> tuple[str, SizeProfile]:
        """The size profile the chunk was cut with (its name and sizes)."""
        from inspector.engine.config import PROFILE_NAMES

        chunk = self.chunks[index]
        profiles = self.config.profiles
        if chunk.chunk_type is ChunkType.CLAUSE:
            names = [n for n in ("clause_short", "clause_long") if n in profiles]
            matching = [n for n in names if profiles[n].max_tokens == chunk.max_tokens]
            name = (matching or names or ["other"])[0]
        else:
            name = _PROFILE_OF_TYPE.get(chunk.chunk_type, "other")
        if name not in profiles:
            name = next(n for n in PROFILE_NAMES if n in profiles)
        return name, profiles[name]

    def is_over(self, index: int) -> bool:
        """More tokens than the chunk's hard maximum."""
        chunk = self.chunks[index]
        return chunk.token_count > chunk.max_tokens

    def is_under(self, index: int) -> bool:
        """Fewer than 50 tokens (seed 002: fragments or headings alone)."""
        return self.chunks[index].token_count < SMALL_TOKENS

    def flags(self, index: int) -> tuple[str, ...]:
        """The engine's flags plus ``under_50`` for a small chunk."""
        flags = list(self.chunks[index].flags)
        if self.is_under(index):
            flags.append("under_50")
        return tuple(flags)

    # -- export record and embedding text ---------------------------------------------------

    def record(self, index: int) -> dict[str, Any]:
        """The export record of chunk ``index`` (``inspector.engine.records`` fields).

        Built by the engine's own ``chunk_records`` on the chunk and the one before it (the
        overlap tail comes from the previous chunk), so every field is the exported one; only
        ``chunkIndex`` is set back to the chunk's place in the whole set.
        """
        cached = self._records.get(index)
        if cached is None:
            from inspector.engine.records import chunk_records

            window = replace(self.chunk_set, chunks=self.chunks[max(0, index - 1) : index + 1])
            cached = chunk_records(self.document, window, self.config)[-1]
            cached["chunkIndex"] = index
            cached["reviewStatus"] = self.statuses[index]
            self._records[index] = cached
        return cached

    def embed_parts(self, index: int) -> EmbedParts:
        """The embedding text of chunk ``index`` cut into header, table header, overlap, body."""
        from inspector.engine.overlap import EmbedTextBuilder

        window = replace(self.chunk_set, chunks=self.chunks[max(0, index - 1) : index + 1])
        builder = EmbedTextBuilder(self.document, window, self.config)
        local = len(window.chunks) - 1
        chunk = self.chunks[index]
        full = builder.text_of(local)
        overlap = builder.overlap_tail(local)
        body = builder.key_text(chunk.start, chunk.end)
        table_header = chunk.table_header + "\n" if chunk.table_header else ""
        header_length = len(full) - len(table_header) - len(overlap) - len(body)
        if header_length < 0 or not full.endswith(overlap + body):
            # The engine changed how it assembles the text: show it whole, unmarked.
            return EmbedParts("", "", "", full)
        return EmbedParts(full[:header_length], table_header, overlap, body)
