"""The window's state for one document, in plain Python: the Document, its chunks and reviews.

No Qt here: the item models, the page overlays, the detail pane and the text view all read
this object; none of them keeps its own copy of chunk data. A re-chunk makes a new
``ChunkState`` (chunks are values). Review edits change it in place through
:meth:`ChunkState.apply_review`, which takes the review core's new ``ReviewState`` and the
splice that made it, and moves the per-chunk caches along with the rows (so an edit costs
the chunks it touches, not the document).

Units: offsets index ``Document.text`` (half-open ranges); boxes are PDF points, page-local,
origin top-left; page indices are 0-based.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from inspector.document.model import Block, BlockKind, Direction, Document, ExcludedSpan, PageBox
from inspector.engine.types import Chunk, ChunkSet
from inspector.review.model import UNREVIEWED as NO_REVIEW
from inspector.review.model import ChunkReview, ReviewState
from inspector.view.boundary_diff import BoundaryDiff
from inspector.view.chunk_record import EmbedParts, embed_parts_of, engine_record
from inspector.view.chunk_sizes import SMALL_TOKENS, profile_of
from inspector.view.excluded_ranges import (
    items_from,
    kept_ranges,
    spans_between,
    spans_in_force,
)

if TYPE_CHECKING:
    from inspector.engine.citation_format import Pinpoint
    from inspector.engine.config import ChunkingConfig, SizeProfile
    from inspector.review.splice import Splice
    from inspector.view.config_edits import EditsSnapshot

# The engine's records, embedding text and statistics are imported where they are used, not
# here: this module loads with the window, and those pull in the tokenizer and the rule
# machinery (about 0.15 s) that the first paint does not need.

UNREVIEWED = "unreviewed"
"""The review status every chunk starts with (``ReviewStatus.UNREVIEWED.value``)."""


@dataclass(eq=False)
class ChunkState:
    """One opened document and its chunks, as the window shows them.

    Attributes:
        path: the file opened.
        document: the loaded document.
        chunk_set: the engine's result; its chunks tile ``document.text``.
        config: the configuration the chunks were cut with.
        statuses: review status value per chunk (``ReviewStatus`` values), kept in step with
            ``reviews``.
        diff: how the boundaries changed against the previous run, or None for a first run.
        reviews: the reviewer's decisions per chunk (parallel to the chunks).
        engine_spans: the ``(start, end)`` of every chunk the engine made; a chunk not among
            them was changed by a reviewer (the list marks it "changed").
        lost_approval: chunk starts whose approval a re-chunk took away (marked in the list).
        read_only: the review cannot be edited (the file changed and was not re-anchored).
        edits: the rules panel's edits ``config`` was built from (``EditsSnapshot``), shown
            again when the window goes back to this state (an undone re-chunk); None before
            the first re-chunk.
    """

    path: Path
    document: Document
    chunk_set: ChunkSet
    config: ChunkingConfig
    statuses: list[str] = field(default_factory=list)
    diff: BoundaryDiff | None = None
    reviews: list[ChunkReview] = field(default_factory=list)
    engine_spans: frozenset[tuple[int, int]] = frozenset()
    lost_approval: frozenset[int] = frozenset()
    read_only: bool = False
    edits: EditsSnapshot | None = None
    _starts: list[int] = field(default_factory=list, repr=False)
    _excluded: list[tuple[int, int]] = field(default_factory=list, repr=False)
    _boxes: dict[tuple[int, int], list[PageBox]] = field(default_factory=dict, repr=False)
    _search: dict[int, str] = field(default_factory=dict, repr=False)
    _records: dict[int, dict[str, Any]] = field(default_factory=dict, repr=False)
    _embeds: dict[int, EmbedParts] = field(default_factory=dict, repr=False)
    _block_starts: list[int] = field(default_factory=list, repr=False)
    _columns: dict[int, tuple[float, float]] = field(default_factory=dict, repr=False)
    _reasons: dict[tuple[int, int], str] = field(default_factory=dict, repr=False)
    excluded_version: int = field(default=0, repr=False)
    """Counts the changes of the excluded spans in force (what was drawn from them is stale)."""
    identity_values: tuple[tuple[str, str], ...] = ()
    """The document identity fields a reviewer set (``ReviewState.identity``)."""
    _detected: Any = field(default=None, repr=False)
    _units: tuple[list[Pinpoint], dict[tuple[str, str], list[int]]] | None = field(
        default=None, repr=False
    )
    """Each chunk's pinpoint and the index references resolve in (built on first use)."""
    _embed_over: dict[int, bool] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if not self.reviews:
            self.reviews = [NO_REVIEW] * len(self.chunk_set.chunks)
        if not self.statuses:
            self.statuses = [review.status.value for review in self.reviews]
        if not self.engine_spans:
            self.engine_spans = frozenset((c.start, c.end) for c in self.chunk_set.chunks)
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

    # -- review -----------------------------------------------------------------------------

    def review_state(self) -> ReviewState:
        """The chunks, reviews and excluded spans shown, as the review core's value."""
        return ReviewState(
            self.chunks, tuple(self.reviews), tuple(self._excluded), (), self.identity_values
        )

    def set_review(self, review: ReviewState) -> None:
        """Show a whole review state (a reopened review or a rebase): every cache is reset."""
        self.chunk_set = replace(self.chunk_set, chunks=review.chunks)
        self.reviews = list(review.reviews)
        self.statuses = [r.status.value for r in self.reviews]
        self._starts = [chunk.start for chunk in review.chunks]
        self._excluded = sorted(review.excluded)
        self.excluded_version += 1
        self.identity_values = review.identity
        self._boxes.clear()
        self._search.clear()
        self._records.clear()
        self._embeds.clear()
        self._units = None
        self._embed_over.clear()

    def apply_review(self, review: ReviewState, splice: Splice) -> None:
        """Take ``review`` (the state ``splice`` produced from this one), moving caches along.

        Caches of chunks a run replaced are dropped; those after it move by the run's change
        in length. A change of the excluded spans drops the geometry caches (a restored span
        is drawn again). Cost: the chunks spliced plus the cached entries, not the document.
        """
        self.chunk_set = replace(self.chunk_set, chunks=review.chunks)
        self.reviews = list(review.reviews)
        if review.identity != self.identity_values:
            self.identity_values = review.identity
            self._records.clear()  # every record carries the identity and its citation
            self._units = None  # its title names the kind of instrument the units are cited as
        if any(not run.reviews_only for run in splice.runs):
            self._units = None  # the units references resolve to moved
            self._embed_over.clear()
        for first, run in zip(splice.new_firsts(), splice.runs, strict=True):
            old, new = len(run.old_chunks), len(run.new_chunks)
            self.statuses[first : first + old] = [r.status.value for r in run.new_reviews]
            if run.reviews_only:
                continue  # records and embedding texts hold no decision: caches stay
            self._starts[first : first + old] = [c.start for c in run.new_chunks]
            self._shift_caches(first, old, new)
        if splice.excluded_added or splice.excluded_removed:
            self._excluded = sorted(review.excluded)
            self.excluded_version += 1
            self._boxes.clear()
            self._records.clear()
            self._embeds.clear()

    def _shift_caches(self, first: int, old: int, new: int) -> None:
        stop, delta = first + old, new - old

        def moved(index: int) -> int | None:
            if index < first:
                return index
            return None if index < stop else index + delta

        boxes: dict[tuple[int, int], list[PageBox]] = {}
        for (index, page), value in self._boxes.items():
            target = moved(index)
            if target is not None:
                boxes[(target, page)] = value
        self._boxes = boxes
        # The record of the chunk after a run depends on it (its overlap tail): dropped too.
        self._records = {
            t: v for i, v in self._records.items() if i != stop and (t := moved(i)) is not None
        }
        self._embeds = {
            t: v for i, v in self._embeds.items() if i != stop and (t := moved(i)) is not None
        }
        self._search = {t: v for i, v in self._search.items() if (t := moved(i)) is not None}

    def is_changed(self, index: int) -> bool:
        """The chunk's range is not one the engine made (a reviewer moved, split or merged)."""
        chunk = self.chunks[index]
        return (chunk.start, chunk.end) not in self.engine_spans

    def _excluded_reasons(self) -> dict[tuple[int, int], str]:
        """The loader's reason of each span it excluded (built on first use)."""
        if not self._reasons and self.document.excluded:
            self._reasons = {(span.start, span.end): span.reason for span in self.document.excluded}
        return self._reasons

    def excluded_in_force(self) -> list[ExcludedSpan]:
        """Every excluded span in force, with the loader's reason or the reviewer's."""
        return spans_in_force(self._excluded, self._excluded_reasons())

    def excluded_between(self, start: int, end: int) -> list[ExcludedSpan]:
        """The excluded spans in force sharing a character with ``[start, end)``, sorted.

        Bisected: the detail pane asks for one chunk's, not the document's hundreds.
        """
        return spans_between(self._excluded, self._excluded_reasons(), start, end)

    def excluded_spans(self) -> list[tuple[int, int]]:
        """The excluded spans in force (furniture, plus reviewer exclusions), sorted."""
        return list(self._excluded)

    # -- text -------------------------------------------------------------------------------

    def chunk_text(self, index: int) -> str:
        """The chunk's range of ``document.text``, excluded spans included."""
        chunk = self.chunks[index]
        return self.document.text[chunk.start : chunk.end]

    def exported_text(self, index: int) -> str:
        """The chunk's text as exported: excluded spans (page furniture) left out."""
        from inspector.engine.spans import kept_text

        chunk = self.chunks[index]
        # The spans in force: the loader's furniture plus the reviewer's exclusions.
        return kept_text(self.document.text, chunk.start, chunk.end, self._excluded)

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
        for block in items_from(blocks, first):
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
        return kept_ranges(self._excluded, start, end)

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
        """The excluded spans in force that lie on ``page`` (with the loader's reason)."""
        info = self.document.pages[page]
        return self.excluded_between(info.text_start, info.text_end)

    # -- sizes and flags --------------------------------------------------------------------

    def profile_of(self, index: int) -> tuple[str, SizeProfile]:
        """The size profile the chunk was cut with (its name and sizes)."""
        return profile_of(self.chunks[index], self.config)

    def is_over(self, index: int) -> bool:
        """More tokens than the chunk's hard maximum."""
        chunk = self.chunks[index]
        return chunk.token_count > chunk.max_tokens

    def is_under(self, index: int) -> bool:
        """Fewer than 50 tokens (seed 002: fragments or headings alone)."""
        return self.chunks[index].token_count < SMALL_TOKENS

    def flags(self, index: int) -> tuple[str, ...]:
        """The engine's flags, ``under_50``, ``embed_over_limit`` and ``ocr_low_confidence``.

        ``under_50``: a small chunk; ``embed_over_limit``: the embedding text is over the
        configured model limit; ``ocr_low_confidence``: a chunk on a page read by OCR with low
        confidence (``pdf_ocr``: such a page carries a reason).
        """
        chunk = self.chunks[index]
        flags = list(chunk.flags)
        if self.is_under(index):
            flags.append("under_50")
        if self.config.embed_limit and self.is_over_embed_limit(index):
            flags.append("embed_over_limit")
        pages = self.document.pages[chunk.page_start : chunk.page_end + 1]
        if any(page.quality.ocr and page.quality.reason for page in pages):
            flags.append("ocr_low_confidence")
        return tuple(flags)

    def is_over_embed_limit(self, index: int) -> bool:
        """The chunk's embedding text has more tokens than ``config.embed_limit`` (0: never)."""
        if not self.config.embed_limit:
            return False
        over = self._embed_over.get(index)
        if over is None:
            over = self.record(index)["embedTokenCount"] > self.config.embed_limit
            self._embed_over[index] = over
        return over

    # -- identity, citation and references --------------------------------------------------

    def document_identity(self) -> Any:
        """The document's identity (``engine.citation_identity``) with the reviewer's edits."""
        from inspector.engine.citation_identity import detect_identity

        if self._detected is None:
            self._detected = detect_identity(self.document, self.chunk_set)
        detected = self._detected
        return (
            detected.with_values(dict(self.identity_values)) if self.identity_values else detected
        )

    def references(self, index: int) -> list[dict[str, Any]]:
        """The cross-references of chunk ``index``, resolved over the whole document.

        As the export writes them (``engine.citation_refs``): spans into the record's
        ``text``, ``targets`` the indexes of the chunks they point to.
        """
        return list(self.record(index)["references"])

    def _resolved_references(self, index: int, text: str) -> list[dict[str, Any]]:
        """The references in ``text`` (chunk ``index``'s record text), resolved document-wide.

        Against the same units as the export's (``engine.records.cited_chunks``: the pinpoints
        of every chunk under the reviewed identity), so the window shows the exported targets.
        """
        from inspector.engine.citation_refs import find_references, unit_index
        from inspector.engine.records import cited_chunks
        from inspector.engine.spans import kept_text

        if self._units is None:
            cited = cited_chunks(
                self.document, self.chunk_set, self.config, self.document_identity()
            )
            pinpoints = [pinpoint for _, pinpoint in cited]
            self._units = pinpoints, unit_index(pinpoints)
        pinpoints, units = self._units
        chunk = self.chunks[index]
        heading_end = min(chunk.end, max(chunk.start, chunk.body_start))
        excluded = [(e.start, e.end) for e in self.document.excluded]
        skip = len(kept_text(self.document.text, chunk.start, heading_end, excluded))
        return find_references(text, skip_before=skip, own=pinpoints[index], units=units)

    # -- export record and embedding text ---------------------------------------------------

    def record(self, index: int) -> dict[str, Any]:
        """The export record of chunk ``index`` (``inspector.engine.records`` fields).

        Built by the engine's own ``chunk_records`` on the chunk and the one before it (the
        overlap tail comes from the previous chunk), so every field is the exported one; only
        ``chunkIndex`` is set back to the chunk's place in the whole set.
        """
        engine = self._records.get(index)
        if engine is None:
            engine = engine_record(
                self.document, self.chunk_set, self.config, index, self.document_identity()
            )
            # Resolved over the whole document, not the engine's two-chunk window.
            engine["references"] = self._resolved_references(index, engine["text"])
            self._records[index] = engine
        # The engine's part is cached; the review's part is read now (a decision changes it).
        record = dict(engine)
        record["chunkIndex"] = index
        record["reviewStatus"] = self.statuses[index]
        review = self.reviews[index]
        categories = [f.category.value for f in review.flags]
        # As the exporter merges them: the engine's flags, then the reviewer's categories.
        record["flags"] = list(dict.fromkeys([*engine["flags"], *categories]))
        record["note"] = review.note
        return record

    def embed_parts(self, index: int) -> EmbedParts:
        """The embedding text of chunk ``index`` cut into header, table header, overlap, body."""
        cached = self._embeds.get(index)
        if cached is None:
            cached = embed_parts_of(self.document, self.chunk_set, self.config, index)
            self._embeds[index] = cached
        return cached
