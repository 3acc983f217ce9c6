"""Readable summaries for the audit trail and progress counts of a review state.

``splice_sides(splice)`` gives the *before* and *after* texts an audit entry shows: for each
run its chunks (index, text range, heading, status, flags, note) on each side, the excluded
spans and redactions removed and added. Long runs list the first few chunks and a count.
"""

from __future__ import annotations

from dataclasses import dataclass

from inspector.engine.types import Chunk
from inspector.review.model import ChunkReview, Redaction, ReviewState, ReviewStatus, Span
from inspector.review.splice import Splice

LISTED_CHUNKS = 3
"""Chunks listed per run side before "and N more"."""
_NOTE_CHARS = 60


@dataclass(frozen=True, slots=True)
class ReviewProgress:
    """How far a review is: chunks per status, chunks with flags, and the total."""

    approved: int
    needs_work: int
    rejected: int
    flagged: int
    unreviewed: int
    total: int

    @property
    def reviewed(self) -> int:
        """Chunks with a status other than unreviewed."""
        return self.total - self.unreviewed

    def summary(self) -> str:
        """One line for a status bar: "12/40 reviewed: 10 approved, 1 needs work, ..."."""
        return (
            f"{self.reviewed}/{self.total} reviewed: {self.approved} approved, "
            f"{self.needs_work} needs work, {self.rejected} rejected, {self.flagged} flagged, "
            f"{self.unreviewed} unreviewed"
        )


def progress_of(state: ReviewState) -> ReviewProgress:
    """The progress counts of ``state``."""
    counts = dict.fromkeys(ReviewStatus, 0)
    flagged = 0
    for review in state.reviews:
        counts[review.status] += 1
        flagged += bool(review.flags)
    return ReviewProgress(
        approved=counts[ReviewStatus.APPROVED],
        needs_work=counts[ReviewStatus.NEEDS_WORK],
        rejected=counts[ReviewStatus.REJECTED],
        flagged=flagged,
        unreviewed=counts[ReviewStatus.UNREVIEWED],
        total=len(state.reviews),
    )


def chunk_line(index: int, chunk: Chunk, review: ChunkReview) -> str:
    """E.g. ``chunk 7 [1200-1450) "Article 4" approved, flags: table_cut, note: "..."``."""
    parts = [f"chunk {index} [{chunk.start}-{chunk.end})"]
    if chunk.heading_text:
        parts.append(repr(chunk.heading_text[:_NOTE_CHARS]))
    parts.append(f"{chunk.chunk_type.value}, {review.status.value}")
    if review.manual:
        parts[-1] += ", manual start"
    text = " ".join(parts)
    if review.flags:
        text += ", flags: " + ", ".join(f.category.value for f in review.flags)
    if review.note:
        note = review.note if len(review.note) <= _NOTE_CHARS else review.note[:_NOTE_CHARS] + "…"
        text += f", note: {note!r}"
    return text


def _run_side(first: int, chunks: tuple[Chunk, ...], reviews: tuple[ChunkReview, ...]) -> str:
    lines = [
        chunk_line(first + offset, chunk, review)
        for offset, (chunk, review) in enumerate(zip(chunks[:LISTED_CHUNKS], reviews, strict=False))
    ]
    if len(chunks) > LISTED_CHUNKS:
        lines.append(f"and {len(chunks) - LISTED_CHUNKS} more chunks")
    return "; ".join(lines) if lines else "no chunks"


def _spans(label: str, spans: tuple[Span, ...]) -> list[str]:
    return [f"{label} {start}-{end}" for start, end in spans]


def _redactions(label: str, redactions: tuple[Redaction, ...]) -> list[str]:
    return [f"{label} {r.start}-{r.end} ({r.kind}, {r.source})" for r in redactions]


def splice_sides(splice: Splice) -> tuple[str, str]:
    """The *before* and *after* summaries of ``splice`` (module docstring)."""
    before: list[str] = []
    after: list[str] = []
    shown = zip(splice.new_firsts()[:LISTED_CHUNKS], splice.runs[:LISTED_CHUNKS], strict=True)
    for new_first, run in shown:
        before.append(_run_side(run.first, run.old_chunks, run.old_reviews))
        after.append(_run_side(new_first, run.new_chunks, run.new_reviews))
    if len(splice.runs) > LISTED_CHUNKS:
        more = f"and {len(splice.runs) - LISTED_CHUNKS} more runs"
        before.append(more)
        after.append(more)
    before += _spans("excluded", splice.excluded_removed)
    after += _spans("excluded", splice.excluded_added)
    before += _redactions("redaction", splice.redactions_removed)
    after += _redactions("redaction", splice.redactions_added)
    return " | ".join(before) or "nothing", " | ".join(after) or "nothing"
