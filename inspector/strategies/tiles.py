"""From cut offsets to a ``ChunkSet`` that keeps the engine's invariants.

Every strategy proposes *cuts*: offsets of ``Document.text`` where a chunk starts, each with
the ``Boundary`` (rule name, kind) that put it there. ``build_chunks`` makes them a tiling:

- the first chunk starts at 0 and the last ends at ``len(text)``; chunks are contiguous;
- a cut strictly inside an excluded span (page furniture) moves to the span's end, so
  excluded spans lie inside chunks;
- a chunk whose exported text is blank is merged into the chunk before it (into the next one
  when it is first), so no chunk is empty; a document with nothing to export has no chunks;
- token counts are exact (``TokenCounter``), pages are those of the first and last content
  characters, and the language is the one most of the chunk's blocks carry.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from inspector.document.model import Document
from inspector.engine.types import Boundary, BoundaryKind, Chunk, ChunkType
from inspector.strategies.counting import TokenCounter

DOCUMENT_START = Boundary(0, BoundaryKind.DOCUMENT_START, "document_start")


@dataclass(frozen=True, slots=True)
class Cut:
    """A proposed chunk start and what it inherits from the structure around it.

    Attributes:
        boundary: where and why the chunk starts (``boundary.offset`` is the text offset).
        chunk_type: the chunk type to give the chunk starting here.
        heading_path: the heading path of the structure the cut lies in (may be empty).
        heading_text: the unit label to show for the chunk ("" when none).
    """

    boundary: Boundary
    chunk_type: ChunkType = ChunkType.OTHER
    heading_path: tuple[str, ...] = ()
    heading_text: str = ""


def normalise_cuts(document: Document, counter: TokenCounter, cuts: Sequence[Cut]) -> list[Cut]:
    """Sorted, de-duplicated cuts that tile the text (see the module docstring).

    The first cut is at offset 0; no cut is strictly inside an excluded span; every chunk the
    cuts delimit exports some non-blank text. Empty when the document exports nothing.
    """
    length = len(document.text)
    spans = sorted((s.start, s.end) for s in document.excluded)
    starts = [s for s, _ in spans]
    by_offset: dict[int, Cut] = {}
    for cut in cuts:
        offset = _outside_excluded(cut.boundary.offset, spans, starts)
        if 0 < offset < length and offset not in by_offset:
            by_offset[offset] = _moved(cut, offset)
    if counter.is_blank(0, length):
        return []
    first = by_offset.pop(0, None) or Cut(DOCUMENT_START)
    ordered = [_moved(first, 0), *(by_offset[o] for o in sorted(by_offset))]
    kept: list[Cut] = []
    for index, cut in enumerate(ordered):
        end = ordered[index + 1].boundary.offset if index + 1 < len(ordered) else length
        if counter.is_blank(cut.boundary.offset, end):
            continue  # its text joins the chunk before (or, when first, the next: see below)
        kept.append(cut)
    if kept and kept[0].boundary.offset != 0:
        kept[0] = _moved(kept[0], 0)  # leading blank text joins the first chunk
    return kept


def build_chunks(
    document: Document,
    counter: TokenCounter,
    cuts: Sequence[Cut],
    *,
    max_tokens: int,
    overlap_tokens: int = 0,
) -> tuple[Chunk, ...]:
    """Chunks tiling ``document.text`` from ``cuts`` (normalised here).

    Args:
        document: the document.
        counter: its token counter.
        cuts: proposed chunk starts.
        max_tokens: the strategy's hard maximum, stored on every chunk; a chunk over it is
            flagged ``too_long`` (it could not be cut further: an excluded span or one token).
        overlap_tokens: tail of the previous chunk to prepend in the embedding text (0 for the
            first chunk).
    """
    final = normalise_cuts(document, counter, cuts)
    length = len(document.text)
    languages = _block_languages(document)
    chunks: list[Chunk] = []
    for index, cut in enumerate(final):
        start = cut.boundary.offset
        end = final[index + 1].boundary.offset if index + 1 < len(final) else length
        tokens = counter.count(start, end)
        first_page, last_page = _pages(document, start, end)
        chunks.append(
            Chunk(
                start=start,
                end=end,
                boundary=cut.boundary,
                chunk_type=cut.chunk_type,
                heading_path=cut.heading_path,
                heading_text=cut.heading_text,
                language=languages(start, end),
                token_count=tokens,
                max_tokens=max_tokens,
                overlap_tokens=overlap_tokens if index > 0 else 0,
                page_start=first_page,
                page_end=last_page,
                flags=("too_long",) if tokens > max_tokens else (),
                body_start=start,
                context_path=cut.heading_path
                + (
                    (cut.heading_text,)
                    if cut.heading_text and cut.heading_text not in cut.heading_path
                    else ()
                ),
            )
        )
    return tuple(chunks)


def _outside_excluded(offset: int, spans: list[tuple[int, int]], starts: list[int]) -> int:
    index = bisect.bisect_right(starts, offset) - 1
    if index >= 0 and spans[index][0] < offset < spans[index][1]:
        return spans[index][1]
    return offset


def _moved(cut: Cut, offset: int) -> Cut:
    if cut.boundary.offset == offset:
        return cut
    boundary = Boundary(offset, cut.boundary.kind, cut.boundary.rule, cut.boundary.level)
    return Cut(boundary, cut.chunk_type, cut.heading_path, cut.heading_text)


def _pages(document: Document, start: int, end: int) -> tuple[int, int]:
    """0-based pages of the first and last non-space characters of ``[start, end)``."""
    text = document.text
    first, last = start, end - 1
    while first < last and text[first].isspace():
        first += 1
    while last > first and text[last].isspace():
        last -= 1
    return _page(document, first), _page(document, max(first, last))


def _page(document: Document, offset: int) -> int:
    if not document.pages:
        return 0
    page = document.offset_map.page_of(offset) if offset < len(document.offset_map) else None
    return page if page is not None else document.page_at(offset).index


def _block_languages(document: Document) -> _LanguageOf:
    return _LanguageOf(document)


class _LanguageOf:
    """The language most characters of a range carry, by the blocks that hold them."""

    def __init__(self, document: Document) -> None:
        self.blocks = [(b.text_start, b.text_end, b.language) for b in document.blocks]
        self.starts = [b[0] for b in self.blocks]

    def __call__(self, start: int, end: int) -> str:
        weights: Counter[str] = Counter()
        index = max(0, bisect.bisect_right(self.starts, start) - 1)
        while index < len(self.blocks) and self.blocks[index][0] < end:
            block_start, block_end, language = self.blocks[index]
            overlap = min(end, block_end) - max(start, block_start)
            if overlap > 0 and language:
                weights[language] += overlap
            index += 1
        return weights.most_common(1)[0][0] if weights else ""
