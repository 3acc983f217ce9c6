"""The review progress summary shown in the status bar: how many chunks are in each state."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from inspector.review.model import ReviewStatus
from inspector.review.splice import Splice
from inspector.view.chunk_state import ChunkState


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


def progress_text(state: ChunkState, progress: Progress | None = None) -> str:
    """E.g. "Review: 12 approved · 2 flagged · 1 needs work · 0 rejected · 85 unreviewed".

    ``progress``: the counts when known already (a ``ProgressCounter``), else counted now.
    """
    p = progress if progress is not None else progress_of(state)
    done = p.total - p.unreviewed
    share = f" ({100 * done // p.total}% decided)" if p.total else ""
    suffix = " · read-only" if state.read_only else ""
    return (
        f"Review: {p.approved} approved · {p.flagged} flagged · {p.needs_work} needs work · "
        f"{p.rejected} rejected · {p.unreviewed} unreviewed{share}{suffix}"
    )


class ProgressCounter:
    """Verdict and flag counts kept up to date from splices (an edit costs its own chunks).

    ``reset`` counts a whole state once (a new or restored review); ``apply`` takes a splice's
    old reviews out and its new ones in.
    """

    def __init__(self) -> None:
        self._statuses: Counter[ReviewStatus] = Counter()
        self._flagged = 0
        self._total = 0

    def reset(self, state: ChunkState) -> None:
        """Count every chunk of ``state``."""
        self._statuses = Counter(review.status for review in state.reviews)
        self._flagged = sum(1 for review in state.reviews if review.flags)
        self._total = len(state.reviews)

    def apply(self, splice: Splice) -> None:
        """Move the counts by ``splice``'s runs (old reviews out, new reviews in)."""
        for run in splice.runs:
            for review in run.old_reviews:
                self._statuses[review.status] -= 1
                self._flagged -= bool(review.flags)
            for review in run.new_reviews:
                self._statuses[review.status] += 1
                self._flagged += bool(review.flags)
            self._total += len(run.new_reviews) - len(run.old_reviews)

    def progress(self) -> Progress:
        """The counts now."""
        s = self._statuses
        return Progress(
            s[ReviewStatus.APPROVED],
            s[ReviewStatus.NEEDS_WORK],
            s[ReviewStatus.REJECTED],
            s[ReviewStatus.UNREVIEWED],
            self._flagged,
            self._total,
        )
