"""Keep a review across a re-chunk (changed rules) or a changed file (re-anchoring).

``rebase(state, new_chunk_set, document)``: the same document chunked again with changed
rules. The new chunks' boundaries are the engine's, except that every boundary a reviewer
placed (``ChunkReview.manual``) stays where it is: engine chunks around it are cut to fit, and
an engine boundary that would leave an empty piece next to a manual one is dropped. A new
chunk whose range equals an old chunk's range (so its exported text is the same: the excluded
spans in force are the review's) keeps that chunk's review whole. Any other new chunk starts
unreviewed; if an old chunk started at the same offset its flags, note and manual mark are
carried over (the reviewer's words are not lost), but its status is not. A chunk type or
heading a reviewer set (``ChunkReview.edited``) is carried with the review. The report lists
the new indices of chunks that lost a status, and counts the decisions dropped.

``reanchor_reviews(old_text, old_state, document, chunk_set)``: the file changed, so offsets
no longer match. Each old chunk with a decision is matched to a new chunk by the SHA-256 of
its exported text (excluded spans left out, whitespace at the ends trimmed); among equal
hashes the one nearest in relative position wins. Matched chunks keep their decisions; the
others are dropped and counted.
"""

from __future__ import annotations

import bisect
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, replace

from inspector.document.model import Document
from inspector.engine.spans import kept_text
from inspector.engine.types import Chunk, ChunkSet
from inspector.review.edit_checks import excluded_around
from inspector.review.metadata import ChunkFacts
from inspector.review.model import (
    UNREVIEWED,
    ChunkReview,
    Redaction,
    ReviewState,
    ReviewStatus,
    Span,
)


@dataclass(frozen=True, slots=True)
class RebaseReport:
    """What a rebase or re-anchoring kept and lost.

    Attributes:
        kept: new chunks that kept an old chunk's review whole (with a decision in it).
        lost_approval: new indices of chunks whose old chunk had a status (approved, needs
            work, rejected) that no longer holds because the chunk changed.
        dropped: old decisions (status, flags or note) carried to no new chunk at all.
        manual_kept: manual boundaries kept.
    """

    kept: int
    lost_approval: tuple[int, ...]
    dropped: int
    manual_kept: int = 0

    def summary(self) -> str:
        """One sentence for the reviewer."""
        return (
            f"{self.kept} decisions kept, {len(self.lost_approval)} chunks changed and lost "
            f"their status, {self.dropped} decisions dropped, {self.manual_kept} manual "
            "boundaries kept."
        )


def has_decision(review: ChunkReview) -> bool:
    """Whether a review holds anything a reviewer decided or wrote."""
    return review.status is not ReviewStatus.UNREVIEWED or bool(review.flags or review.note)


def _cuts(
    facts: ChunkFacts,
    excluded: Sequence[Span],
    engine_starts: Sequence[int],
    manual: set[int],
    end: int,
) -> list[int]:
    """Chunk starts: engine starts and manual ones, none inside excluded text, no empty piece."""
    cuts: list[int] = []
    for offset in sorted(set(engine_starts) | manual):
        if offset not in manual and excluded_around(excluded, offset) is not None:
            continue  # the engine saw the loader's furniture; the reviewer excluded more
        if not cuts:
            cuts.append(offset)
            continue
        if facts.has_content(cuts[-1], offset, excluded):
            cuts.append(offset)
        elif offset in manual and cuts[-1] not in manual and len(cuts) > 1:
            cuts[-1] = offset  # the engine boundary before a manual one gives way
    while len(cuts) > 1 and not facts.has_content(cuts[-1], end, excluded):
        cuts.pop()
    return cuts


def rebase(
    state: ReviewState,
    new_chunk_set: ChunkSet,
    document: Document,
    *,
    facts: ChunkFacts | None = None,
) -> tuple[ReviewState, RebaseReport]:
    """``state`` moved onto ``new_chunk_set`` of the same document (module docstring)."""
    facts = facts or ChunkFacts(document)
    engine = new_chunk_set.chunks
    if not engine:
        dropped = sum(has_decision(r) for r in state.reviews)
        return ReviewState((), (), state.excluded, state.redactions), RebaseReport(0, (), dropped)
    excluded = state.excluded
    manual_chunks = {
        c.start: c for c, r in zip(state.chunks, state.reviews, strict=True) if r.manual
    }
    cuts = _cuts(facts, excluded, [c.start for c in engine], set(manual_chunks), len(document.text))
    old_by_range = {(c.start, c.end): r for c, r in zip(state.chunks, state.reviews, strict=True)}
    old_by_start = {c.start: r for c, r in zip(state.chunks, state.reviews, strict=True)}
    old_chunk_by_start = {c.start: c for c in state.chunks}
    engine_starts = [c.start for c in engine]
    # Compared once, not per chunk: a long PDF has a furniture span per header and footer,
    # and comparing those tuples for each of ~1,500 chunks cost most of a rebase.
    document_excluded = tuple(sorted((s.start, s.end) for s in document.excluded))
    loader_excluded = excluded == document_excluded
    chunks: list[Chunk] = []
    reviews: list[ChunkReview] = []
    for index, start in enumerate(cuts):
        end = cuts[index + 1] if index + 1 < len(cuts) else len(document.text)
        template = engine[max(0, bisect.bisect_right(engine_starts, start) - 1)]
        manual = manual_chunks.get(start)
        boundary = manual.boundary if manual is not None else None
        same = template.start == start and template.end == end and boundary is None
        if same and loader_excluded:
            chunk = template
        else:
            chunk = facts.rebuild(template, start, end, excluded, boundary=boundary)
        kept = old_by_range.get((start, end))
        old = kept if kept is not None else old_by_start.get(start)
        if old is not None and old.edited:
            chunk = _keep_edited(chunk, old_chunk_by_start[start], old.edited)
        chunks.append(chunk)
        if kept is not None:
            reviews.append(kept)
        elif old is None:
            reviews.append(UNREVIEWED)
        else:
            reviews.append(replace(old, status=ReviewStatus.UNREVIEWED))
    new_state = ReviewState(tuple(chunks), tuple(reviews), excluded, state.redactions)
    return new_state, _report(state, new_state, len(manual_chunks))


def _keep_edited(chunk: Chunk, old: Chunk, edited: Sequence[str]) -> Chunk:
    """``chunk`` with the fields a reviewer set on ``old`` (type, heading) carried over."""
    if "chunk_type" in edited:
        chunk = replace(chunk, chunk_type=old.chunk_type)
    if "heading_text" in edited:
        chunk = replace(chunk, heading_text=old.heading_text, context_path=old.context_path)
    return chunk


def _report(old: ReviewState, new: ReviewState, manual_kept: int) -> RebaseReport:
    new_ranges = {(c.start, c.end) for c in new.chunks}
    new_starts = {c.start for c in new.chunks}
    kept = dropped = 0
    for chunk, review in zip(old.chunks, old.reviews, strict=True):
        if not has_decision(review):
            continue
        if (chunk.start, chunk.end) in new_ranges:
            kept += 1
        elif chunk.start not in new_starts:
            dropped += 1  # neither the range nor the start survived: nothing carried over
    lost: list[int] = []
    old_starts = [c.start for c in old.chunks]
    for index, chunk in enumerate(new.chunks):
        if new.reviews[index].status is not ReviewStatus.UNREVIEWED:
            continue
        position = max(0, bisect.bisect_right(old_starts, chunk.start) - 1)
        while position < len(old.chunks) and old.chunks[position].start < chunk.end:
            previous = old.chunks[position]
            if previous.end <= chunk.start:
                position += 1
                continue
            changed = (previous.start, previous.end) != (chunk.start, chunk.end)
            if changed and old.reviews[position].status is not ReviewStatus.UNREVIEWED:
                lost.append(index)
                break
            position += 1
    return RebaseReport(kept, tuple(lost), dropped, manual_kept)


def content_hash(text: str, start: int, end: int, excluded: Sequence[Span]) -> str:
    """SHA-256 of a chunk's exported text (excluded spans out, ends trimmed)."""
    body = kept_text(text, start, end, list(excluded)).strip()
    return hashlib.sha256(body.encode("utf-8", "surrogatepass")).hexdigest()


def _locate(old_text: str, new_text: str, state: ReviewState) -> dict[int, int]:
    """New start offsets of the old chunks whose raw text is found again, in order."""
    found: dict[int, int] = {}
    cursor = 0
    for index, chunk in enumerate(state.chunks):
        raw = old_text[chunk.start : chunk.end]
        if not raw.strip():
            continue
        position = new_text.find(raw, cursor)  # a changed file keeps its order
        if position >= 0:
            found[index] = position
            cursor = position + len(raw)
    return found


def reanchor_reviews(
    old_text: str,
    old_state: ReviewState,
    document: Document,
    chunk_set: ChunkSet,
    *,
    facts: ChunkFacts | None = None,
) -> tuple[ReviewState, RebaseReport]:
    """The review ``old_state`` (over ``old_text``) moved onto a changed file's chunks.

    1. Every old chunk whose text is found again, in order, in the new text is moved there
       with its manual boundary, its decision and the redactions inside it.
    2. That moved review is rebased onto ``chunk_set`` (``rebase``): manual boundaries stay,
       chunks with the same range keep their decisions whole.
    3. A decision still not placed goes to a new chunk with the same exported text (SHA-256,
       excluded spans out, ends trimmed), the nearest in relative position.
    """
    from inspector.review.base import base_state  # base imports the store; keep this light

    facts = facts or ChunkFacts(document)
    base = base_state(document, chunk_set)
    located = _locate(old_text, document.text, old_state)
    moved_chunks: list[Chunk] = []
    moved_reviews: list[ChunkReview] = []
    moved_redactions: dict[tuple[int, int], Redaction] = {}
    old_starts = [c.start for c in old_state.chunks]
    for index, start in located.items():
        chunk = old_state.chunks[index]
        shift = start - chunk.start
        boundary = replace(chunk.boundary, offset=start)
        moved = replace(chunk, start=start, end=chunk.end + shift, boundary=boundary)
        moved_chunks.append(moved)
        moved_reviews.append(old_state.reviews[index])
    for redaction in old_state.redactions:
        index = max(0, bisect.bisect_right(old_starts, redaction.start) - 1)
        if index in located and redaction.end <= old_state.chunks[index].end:
            shift = located[index] - old_state.chunks[index].start
            key = (redaction.start + shift, redaction.end + shift)
            moved_redactions[key] = replace(redaction, start=key[0], end=key[1])
    moved_state = ReviewState(
        tuple(moved_chunks),
        tuple(moved_reviews),
        base.excluded,
        tuple(moved_redactions[k] for k in sorted(moved_redactions)),
    )
    state, report = rebase(moved_state, chunk_set, document, facts=facts)
    new_starts = {c.start for c in state.chunks}
    placed = {
        index
        for index, chunk in zip(located, moved_chunks, strict=True)
        if chunk.start in new_starts
    }
    reviews = list(state.reviews)
    by_hash: dict[str, list[int]] = {}
    for index, chunk in enumerate(state.chunks):
        if not has_decision(reviews[index]):
            digest = content_hash(document.text, chunk.start, chunk.end, base.excluded)
            by_hash.setdefault(digest, []).append(index)
    old_length, new_length = max(1, len(old_text)), max(1, len(document.text))
    dropped = 0
    for index, (chunk, review) in enumerate(zip(old_state.chunks, old_state.reviews, strict=True)):
        if not has_decision(review) or index in placed:
            continue
        digest = content_hash(old_text, chunk.start, chunk.end, old_state.excluded)
        candidates = by_hash.get(digest, [])
        if not candidates:
            dropped += 1
            continue
        where = chunk.start / old_length
        best = min(candidates, key=lambda i: abs(state.chunks[i].start / new_length - where))
        candidates.remove(best)
        reviews[best] = replace(review, manual=reviews[best].manual)
    kept = sum(has_decision(r) for r in reviews)
    final = replace(state, reviews=tuple(reviews))
    return final, RebaseReport(kept, report.lost_approval, dropped, report.manual_kept)
