"""The review progress summary shown in the status bar: how many chunks are in each state."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from inspector.gui.chunk_state import ChunkState
from inspector.review.model import ReviewStatus


@dataclass(frozen=True, slots=True)
class Progress:
    """Chunk counts by verdict; ``flagged`` counts chunks with a reviewer flag (any verdict)."""

    approved: int
    needs_work: int
    rejected: int
    unreviewed: int
    flagged: int
    total: int


def progress_of(state: ChunkState) -> Progress:
    """Count the verdicts and flagged chunks of ``state`` (one pass over its reviews)."""
    counts = Counter(review.status for review in state.reviews)
    flagged = sum(1 for review in state.reviews if review.flags)
    return Progress(
        counts[ReviewStatus.APPROVED],
        counts[ReviewStatus.NEEDS_WORK],
        counts[ReviewStatus.REJECTED],
        counts[ReviewStatus.UNREVIEWED],
        flagged,
        len(state.reviews),
    )


def progress_text(state: ChunkState) -> str:
    """E.g. "Review: 12 approved · 2 flagged · 1 needs work · 0 rejected · 85 unreviewed"."""
    p = progress_of(state)
    done = p.total - p.unreviewed
    share = f" ({100 * done // p.total}% decided)" if p.total else ""
    suffix = " · read-only" if state.read_only else ""
    return (
        f"Review: {p.approved} approved · {p.flagged} flagged · {p.needs_work} needs work · "
        f"{p.rejected} rejected · {p.unreviewed} unreviewed{share}{suffix}"
    )
