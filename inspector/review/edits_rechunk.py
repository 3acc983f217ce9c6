"""Re-chunk a range of chunks with another configuration (another size profile or rules).

The whole document is chunked with the other configuration (cached per configuration in the
``ReviewContext``), and its boundaries that fall strictly inside the range replace the range's
own; the range's first boundary stays where it is (with its provenance and ``manual`` mark),
so the chunks around the range are untouched. Each new chunk takes its metadata from the
engine chunk its start lies in, with token counts, pages and language recomputed for its
exact range and the excluded spans in force. A new chunk with exactly the range of an old one
keeps that chunk's decision; the others start unreviewed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import ClassVar

from inspector.engine.config import ChunkingConfig
from inspector.engine.types import Chunk, ChunkSet
from inspector.review.context import EditRefused, ReviewContext
from inspector.review.edit_checks import excluded_around
from inspector.review.model import UNREVIEWED, ChunkReview, ReviewState
from inspector.review.splice import Splice


def engine_cuts(
    context: ReviewContext, state: ReviewState, engine: tuple[Chunk, ...], start: int, end: int
) -> list[int]:
    """Engine chunk starts strictly inside ``(start, end)`` usable as boundaries.

    A cut inside excluded text or one that would leave a piece with no content is dropped
    (the piece joins the one before it).
    """
    cuts = [start]
    for chunk in engine:
        if chunk.start >= end:
            break
        if chunk.start <= start or excluded_around(state.excluded, chunk.start) is not None:
            continue
        if context.facts.has_content(cuts[-1], chunk.start, state.excluded):
            cuts.append(chunk.start)
    if len(cuts) > 1 and not context.facts.has_content(cuts[-1], end, state.excluded):
        cuts.pop()
    return cuts


@dataclass(frozen=True, slots=True)
class RechunkRange:
    """Re-chunk chunks ``first`` to ``last`` (inclusive) with ``config``.

    Chunking the whole document takes seconds on a long one: a GUI runs
    ``chunk_document(document, config)`` in its worker and passes the result as ``chunk_set``
    so that planning here takes milliseconds; without it the context chunks (and caches).
    """

    first: int
    last: int
    config: ChunkingConfig
    chunk_set: ChunkSet | None = field(default=None, compare=False, repr=False)
    action: ClassVar[str] = "rechunk_range"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Replace the range's chunks by the engine's chunks for ``config`` (module doc)."""
        if not 0 <= self.first <= self.last < len(state.chunks):
            raise EditRefused(
                f"Chunks {self.first} to {self.last} are not a range of this document's "
                f"{len(state.chunks)} chunks."
            )
        old_chunks = state.chunks[self.first : self.last + 1]
        old_reviews = state.reviews[self.first : self.last + 1]
        start, end = old_chunks[0].start, old_chunks[-1].end
        chunked = self.chunk_set or context.chunk_set_for(self.config)
        engine = chunked.chunks
        cuts = engine_cuts(context, state, engine, start, end)
        by_range = {(c.start, c.end): (c, r) for c, r in zip(old_chunks, old_reviews, strict=True)}
        new_chunks: list[Chunk] = []
        new_reviews: list[ChunkReview] = []
        engine_index = 0
        for index, cut in enumerate(cuts):
            stop = cuts[index + 1] if index + 1 < len(cuts) else end
            while engine_index + 1 < len(engine) and engine[engine_index + 1].start <= cut:
                engine_index += 1
            template = engine[engine_index]
            boundary = old_chunks[0].boundary if index == 0 else None
            chunk = context.facts.rebuild(template, cut, stop, state.excluded, boundary=boundary)
            old = by_range.get((cut, stop))
            if old is not None:
                review = old[1]
            elif index == 0:
                review = replace(UNREVIEWED, manual=old_reviews[0].manual)
            else:
                review = UNREVIEWED
            new_chunks.append(chunk)
            new_reviews.append(review)
        if tuple(new_chunks) == old_chunks and tuple(new_reviews) == old_reviews:
            raise EditRefused(
                f"Re-chunking chunks {self.first} to {self.last} with this configuration "
                "changes nothing."
            )
        return Splice.single(self.first, old_chunks, old_reviews, new_chunks, new_reviews)

    def describe(self) -> str:
        """E.g. "Re-chunk chunks 3 to 7 with configuration 1a2b3c4d"."""
        what = (
            f"chunk {self.first}"
            if self.first == self.last
            else f"chunks {self.first} to {self.last}"
        )
        return f"Re-chunk {what} with configuration {self.config.config_hash[:8]}"
