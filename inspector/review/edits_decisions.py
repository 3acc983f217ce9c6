"""Edits that record a reviewer's decisions: status, flags and notes (chunks stay as they are).

Every decision records the reviewer and the time on the chunk's review (``reviewer``,
``decided_at``) and on each flag.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from inspector.review.context import EditRefused, ReviewContext
from inspector.review.edit_checks import check_index, decided, runs_of
from inspector.review.model import (
    FLAG_LABELS,
    ChunkReview,
    FlagCategory,
    ReviewFlag,
    ReviewState,
    ReviewStatus,
)
from inspector.review.splice import Run, Splice

_VERBS = {
    ReviewStatus.APPROVED: "Approve",
    ReviewStatus.NEEDS_WORK: "Mark as needs work",
    ReviewStatus.REJECTED: "Reject",
    ReviewStatus.UNREVIEWED: "Reset to unreviewed",
}


def _single_review(state: ReviewState, index: int, review: ChunkReview) -> Splice:
    chunk = state.chunks[index]
    old = state.reviews[index]
    return Splice(runs=(Run(index, (chunk,), (old,), (chunk,), (review,)),))


@dataclass(frozen=True, slots=True)
class SetStatus:
    """Set the status of the chunks ``indices`` (approve all in a filter: many indices)."""

    indices: tuple[int, ...]
    status: ReviewStatus
    action: ClassVar[str] = "set_status"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """One run per consecutive group of chunks whose status changes."""
        if not self.indices:
            raise EditRefused("No chunk is selected.")
        try:
            status = ReviewStatus(self.status)
        except ValueError:
            raise EditRefused(f"There is no review status {self.status!r}.") from None
        for index in self.indices:
            check_index(state, index)
        changing = [i for i in sorted(set(self.indices)) if state.reviews[i].status != status]
        if not changing:
            word = "This chunk is" if len(set(self.indices)) == 1 else "These chunks are"
            raise EditRefused(f"{word} already {status.value.replace('_', ' ')}.")
        at = context.now()
        runs = []
        for first, stop in runs_of(changing):
            old = state.reviews[first:stop]
            new = tuple(decided(r, context.reviewer, at, status=status) for r in old)
            chunks = state.chunks[first:stop]
            runs.append(Run(first, chunks, old, chunks, new))
        return Splice(runs=tuple(runs))

    def describe(self) -> str:
        """E.g. "Approve chunk 7", "Approve 12 chunks", "Reject chunk 3"."""
        verb = _VERBS[self.status]
        count = len(set(self.indices))
        if count == 1:
            target = f"chunk {self.indices[0]}"
            if self.status is ReviewStatus.NEEDS_WORK:
                return f"Mark {target} as needs work"
            if self.status is ReviewStatus.UNREVIEWED:
                return f"Reset {target} to unreviewed"
            return f"{verb} {target}"
        if self.status is ReviewStatus.NEEDS_WORK:
            return f"Mark {count} chunks as needs work"
        if self.status is ReviewStatus.UNREVIEWED:
            return f"Reset {count} chunks to unreviewed"
        return f"{verb} {count} chunks"


@dataclass(frozen=True, slots=True)
class AddFlag:
    """Flag a problem on chunk ``index`` with a category and a comment."""

    index: int
    category: FlagCategory
    comment: str = ""
    action: ClassVar[str] = "add_flag"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """The chunk's review with the flag appended."""
        check_index(state, self.index)
        try:
            category = FlagCategory(self.category)
        except ValueError:
            raise EditRefused(f"There is no flag category {self.category!r}.") from None
        at = context.now()
        flag = ReviewFlag(category, self.comment.strip(), context.reviewer, at)
        old = state.reviews[self.index]
        if any(f.category is flag.category and f.comment == flag.comment for f in old.flags):
            raise EditRefused(f"Chunk {self.index} already has this flag.")
        review = decided(old, context.reviewer, at, flags=(*old.flags, flag))
        return _single_review(state, self.index, review)

    def describe(self) -> str:
        """E.g. "Flag chunk 7: Table cut"."""
        label = FLAG_LABELS.get(self.category, str(self.category))
        return f"Flag chunk {self.index}: {label}"


@dataclass(frozen=True, slots=True)
class RemoveFlag:
    """Remove the flag at position ``flag_position`` (0-based) of chunk ``index``."""

    index: int
    flag_position: int
    action: ClassVar[str] = "remove_flag"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """The chunk's review without that flag."""
        check_index(state, self.index)
        old = state.reviews[self.index]
        if not 0 <= self.flag_position < len(old.flags):
            if not old.flags:
                raise EditRefused(f"Chunk {self.index} has no flags.")
            raise EditRefused(
                f"Chunk {self.index} has no flag at position {self.flag_position}: "
                f"it has {len(old.flags)}."
            )
        flags = old.flags[: self.flag_position] + old.flags[self.flag_position + 1 :]
        review = decided(old, context.reviewer, context.now(), flags=flags)
        return _single_review(state, self.index, review)

    def describe(self) -> str:
        """E.g. "Remove flag 1 of chunk 7"."""
        return f"Remove flag {self.flag_position} of chunk {self.index}"


@dataclass(frozen=True, slots=True)
class SetNote:
    """Set the free note of chunk ``index`` ("" clears it)."""

    index: int
    text: str
    action: ClassVar[str] = "set_note"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """The chunk's review with the new note."""
        check_index(state, self.index)
        old = state.reviews[self.index]
        note = self.text.strip()
        if note == old.note:
            raise EditRefused(f"The note of chunk {self.index} is unchanged.")
        review = decided(old, context.reviewer, context.now(), note=note)
        return _single_review(state, self.index, review)

    def describe(self) -> str:
        """E.g. "Comment on chunk 7" or "Clear the note of chunk 7"."""
        if not self.text.strip():
            return f"Clear the note of chunk {self.index}"
        return f"Comment on chunk {self.index}"
