"""Edits that move chunk boundaries or change a chunk's own metadata.

``MoveBoundary``, ``SplitChunk`` and ``MergeChunks`` change chunk text: the chunks they make
get their metadata recomputed (``metadata.ChunkFacts``), lose their approval (status back to
unreviewed; flags and notes stay), and a boundary a reviewer placed is ``manual``.
``SetChunkType`` and ``SetHeading`` change metadata only and keep the decision; the review
records who set which field (``ChunkReview.edited``), so a re-chunk keeps the value.
Chunk indices in messages are the 0-based indices the chunk list shows.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from inspector.engine.types import Chunk, ChunkType
from inspector.review.context import EditRefused, ReviewContext
from inspector.review.edit_checks import (
    check_index,
    decided,
    refuse_inside_excluded,
    text_changed,
)
from inspector.review.metadata import snap_offset
from inspector.review.model import ChunkReview, ReviewState
from inspector.review.splice import Splice

EMPTY = "A chunk cannot be empty."


def _refuse_empty(
    context: ReviewContext, state: ReviewState, ranges: list[tuple[int, int]]
) -> None:
    for start, end in ranges:
        if end <= start or not context.facts.has_content(start, end, state.excluded):
            raise EditRefused(
                f"{EMPTY} The text at {start}-{end} holds only spaces or excluded text."
            )


@dataclass(frozen=True, slots=True)
class MoveBoundary:
    """Move the start of chunk ``chunk_index`` (>= 1) to ``new_offset``, snapped to a word."""

    chunk_index: int
    new_offset: int
    action: ClassVar[str] = "move_boundary"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Replace chunks ``i - 1`` and ``i`` by the two with the boundary moved."""
        i = self.chunk_index
        check_index(state, i)
        if i == 0:
            raise EditRefused("The first chunk always starts at the beginning of the document.")
        previous, chunk = state.chunks[i - 1], state.chunks[i]
        offset = snap_offset(context.document.text, self.new_offset)
        if offset == chunk.start:
            raise EditRefused(f"The start of chunk {i} is already at offset {offset}.")
        if offset < previous.start:
            raise EditRefused(f"The boundary would cross the start of chunk {i - 1}.")
        if offset > chunk.end:
            if i + 1 == len(state.chunks):
                raise EditRefused("The boundary would cross the end of the document.")
            raise EditRefused(f"The boundary would cross the start of chunk {i + 1}.")
        if offset in (previous.start, chunk.end):
            raise EditRefused(EMPTY)
        refuse_inside_excluded(state.excluded, offset)
        _refuse_empty(context, state, [(previous.start, offset), (offset, chunk.end)])
        facts = context.facts
        new_previous = facts.rebuild(previous, previous.start, offset, state.excluded)
        new_chunk = facts.rebuild(
            chunk, offset, chunk.end, state.excluded, boundary=facts.manual_boundary(offset)
        )
        old_reviews = state.reviews[i - 1 : i + 1]
        new_reviews = (
            text_changed(old_reviews[0]),
            replace(text_changed(old_reviews[1]), manual=True),
        )
        return Splice.single(
            i - 1, state.chunks[i - 1 : i + 1], old_reviews, (new_previous, new_chunk), new_reviews
        )

    def describe(self) -> str:
        """E.g. "Move the start of chunk 7 to offset 1234"."""
        return f"Move the start of chunk {self.chunk_index} to offset {self.new_offset}"


@dataclass(frozen=True, slots=True)
class SplitChunk:
    """Split chunk ``chunk_index`` in two at ``offset`` (snapped to a word start)."""

    chunk_index: int
    offset: int
    action: ClassVar[str] = "split_chunk"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Replace the chunk by its two parts; the second starts at a manual boundary."""
        i = self.chunk_index
        check_index(state, i)
        chunk = state.chunks[i]
        if not chunk.start < self.offset < chunk.end:
            raise EditRefused(
                f"Offset {self.offset} is not inside chunk {i} ({chunk.start}-{chunk.end})."
            )
        offset = snap_offset(context.document.text, self.offset)
        if not chunk.start < offset < chunk.end:
            raise EditRefused(EMPTY)
        refuse_inside_excluded(state.excluded, offset)
        _refuse_empty(context, state, [(chunk.start, offset), (offset, chunk.end)])
        facts = context.facts
        first = facts.rebuild(chunk, chunk.start, offset, state.excluded)
        second = facts.rebuild(
            chunk, offset, chunk.end, state.excluded, boundary=facts.manual_boundary(offset)
        )
        review = state.reviews[i]
        return Splice.single(
            i,
            (chunk,),
            (review,),
            (first, second),
            (text_changed(review), ChunkReview(manual=True)),
        )

    def describe(self) -> str:
        """E.g. "Split chunk 7 at offset 1234"."""
        return f"Split chunk {self.chunk_index} at offset {self.offset}"


@dataclass(frozen=True, slots=True)
class MergeChunks:
    """Merge chunk ``chunk_index`` with the next one (the first's boundary and headings stay)."""

    chunk_index: int
    action: ClassVar[str] = "merge_chunks"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Replace the two chunks by one; flags and notes of both are kept."""
        i = self.chunk_index
        check_index(state, i)
        if i + 1 == len(state.chunks):
            raise EditRefused(f"Chunk {i} is the last chunk: there is no next chunk to merge with.")
        first, second = state.chunks[i], state.chunks[i + 1]
        merged = context.facts.rebuild(first, first.start, second.end, state.excluded)
        a, b = state.reviews[i], state.reviews[i + 1]
        note = "\n".join(n for n in (a.note, b.note) if n)
        review = replace(text_changed(a), flags=a.flags + b.flags, note=note)
        return Splice.single(i, (first, second), (a, b), (merged,), (review,))

    def describe(self) -> str:
        """E.g. "Merge chunk 7 with chunk 8"."""
        return f"Merge chunk {self.chunk_index} with chunk {self.chunk_index + 1}"


def _replace_chunk(
    context: ReviewContext, state: ReviewState, index: int, chunk: Chunk, field: str
) -> Splice:
    """The chunk replaced; its review records who set ``field`` and when (status kept)."""
    old = state.reviews[index]
    review = decided(old, context.reviewer, context.now(), edited=field)
    return Splice.single(index, (state.chunks[index],), (old,), (chunk,), (review,))


@dataclass(frozen=True, slots=True)
class SetChunkType:
    """Set the chunk type of chunk ``index`` (clause, article, recital, ...)."""

    index: int
    chunk_type: ChunkType
    action: ClassVar[str] = "set_chunk_type"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Replace the chunk by the same chunk with the new type (decision kept)."""
        check_index(state, self.index)
        chunk = state.chunks[self.index]
        try:
            chunk_type = ChunkType(self.chunk_type)
        except ValueError:
            raise EditRefused(f"There is no chunk type {self.chunk_type!r}.") from None
        if chunk.chunk_type is chunk_type:
            raise EditRefused(f"Chunk {self.index} is already of type {chunk_type.value}.")
        new = replace(chunk, chunk_type=chunk_type)
        return _replace_chunk(context, state, self.index, new, "chunk_type")

    def describe(self) -> str:
        """E.g. "Set the type of chunk 7 to article"."""
        return f"Set the type of chunk {self.index} to {self.chunk_type}"


@dataclass(frozen=True, slots=True)
class SetHeading:
    """Set the heading text of chunk ``index`` (its unit label, shown in contextual headers)."""

    index: int
    heading_text: str
    action: ClassVar[str] = "set_heading"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Replace the chunk by the same chunk with the new heading (decision kept).

        The context path's last entry is the heading text when it was before, so the
        contextual header follows the new heading.
        """
        check_index(state, self.index)
        chunk = state.chunks[self.index]
        heading = " ".join(self.heading_text.split())
        if heading == chunk.heading_text:
            raise EditRefused(f"Chunk {self.index} already has this heading.")
        context_path = chunk.context_path
        if context_path and context_path[-1] == chunk.heading_text:
            context_path = (*context_path[:-1], heading) if heading else context_path[:-1]
        elif heading:
            context_path = (*context_path, heading)
        new = replace(chunk, heading_text=heading, context_path=context_path)
        return _replace_chunk(context, state, self.index, new, "heading_text")

    def describe(self) -> str:
        """E.g. "Set the heading of chunk 7 to 'Article 4'"."""
        return f"Set the heading of chunk {self.index} to {self.heading_text!r}"
