"""Edits of excluded spans (page furniture) and redactions.

Excluding or restoring text changes the exported text of the chunks around it: they get their
token counts recomputed and lose their approval (a decision was made on other text). An
excluded span never crosses a chunk boundary (a boundary inside furniture would cut it), so
such an exclusion is refused. Redactions do not change chunk text (they are applied on
export) and leave chunks and decisions as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from inspector.review.context import EditRefused, ReviewContext
from inspector.review.edit_checks import text_changed
from inspector.review.model import Redaction, RedactionSource, ReviewState, Span
from inspector.review.splice import Run, Splice


def _check_range(context: ReviewContext, start: int, end: int) -> None:
    if not 0 <= start < end <= len(context.document.text):
        raise EditRefused(
            f"The text range {start}-{end} is empty or outside the document "
            f"(0-{len(context.document.text)})."
        )


def _excluded_splice(
    context: ReviewContext,
    state: ReviewState,
    removed: tuple[Span, ...],
    added: tuple[Span, ...],
    start: int,
    end: int,
) -> Splice:
    """The splice changing the excluded spans and the chunks overlapping ``[start, end)``."""
    if not state.chunks:
        raise EditRefused("The document has no chunks.")
    kept = [s for s in state.excluded if s not in removed]
    excluded = sorted([*kept, *added])
    first = state.chunk_at(start)
    last = state.chunk_at(max(start, end - 1))
    old_chunks = state.chunks[first : last + 1]
    new_chunks = []
    for offset, chunk in enumerate(old_chunks):
        if not context.facts.has_content(chunk.start, chunk.end, excluded):
            raise EditRefused(
                f"Excluding this text would leave chunk {first + offset} empty; "
                "merge it with a neighbour instead."
            )
        new_chunks.append(context.facts.rebuild(chunk, chunk.start, chunk.end, excluded))
    old_reviews = state.reviews[first : last + 1]
    run = Run(
        first,
        old_chunks,
        old_reviews,
        tuple(new_chunks),
        tuple(text_changed(r) for r in old_reviews),
    )
    return Splice(runs=(run,), excluded_removed=removed, excluded_added=added)


@dataclass(frozen=True, slots=True)
class ExcludeSpan:
    """Exclude ``[start, end)`` from the exported text (mark it as page furniture)."""

    start: int
    end: int
    action: ClassVar[str] = "exclude_span"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Merge the span with the excluded spans it overlaps; re-count chunks.

        Spans that only touch it stay apart (a chunk boundary may lie between them).
        """
        _check_range(context, self.start, self.end)
        overlapping = tuple(s for s in state.excluded if s[0] < self.end and s[1] > self.start)
        start = min([self.start, *(s[0] for s in overlapping)])
        end = max([self.end, *(s[1] for s in overlapping)])
        if any(s[0] <= self.start and self.end <= s[1] for s in overlapping):
            raise EditRefused("This text is already excluded.")
        for index in range(state.chunk_at(start) + 1, len(state.chunks)):
            boundary = state.chunks[index].start
            if boundary >= end:
                break
            if boundary > start:
                raise EditRefused(
                    f"Excluded text cannot cross the start of chunk {index}; "
                    "exclude the parts on each side separately."
                )
        return _excluded_splice(context, state, overlapping, ((start, end),), start, end)

    def describe(self) -> str:
        """E.g. "Exclude text 120-160"."""
        return f"Exclude text {self.start}-{self.end}"


@dataclass(frozen=True, slots=True)
class RestoreSpan:
    """Restore ``[start, end)``: the excluded text in it goes back into the chunks."""

    start: int
    end: int
    action: ClassVar[str] = "restore_span"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Cut ``[start, end)`` out of the excluded spans it overlaps; re-count chunks."""
        _check_range(context, self.start, self.end)
        overlapping = tuple(s for s in state.excluded if s[0] < self.end and s[1] > self.start)
        if not overlapping:
            raise EditRefused(f"No excluded text lies in {self.start}-{self.end}.")
        leftovers: list[Span] = []
        for span_start, span_end in overlapping:
            if span_start < self.start:
                leftovers.append((span_start, self.start))
            if span_end > self.end:
                leftovers.append((self.end, span_end))
        start = min(self.start, overlapping[0][0])
        end = max(self.end, overlapping[-1][1])
        return _excluded_splice(context, state, overlapping, tuple(leftovers), start, end)

    def describe(self) -> str:
        """E.g. "Restore text 120-160"."""
        return f"Restore text {self.start}-{self.end}"


@dataclass(frozen=True, slots=True)
class AddRedaction:
    """Redact ``[start, end)`` on export (``kind`` says what it hides; "manual" by default)."""

    start: int
    end: int
    kind: str = "manual"
    source: RedactionSource = "reviewer"
    action: ClassVar[str] = "add_redaction"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Add the redaction (one per range)."""
        _check_range(context, self.start, self.end)
        if any(r.start == self.start and r.end == self.end for r in state.redactions):
            raise EditRefused(f"The text {self.start}-{self.end} is already redacted.")
        redaction = Redaction(self.start, self.end, self.kind, self.source)
        return Splice(redactions_added=(redaction,))

    def describe(self) -> str:
        """E.g. "Redact text 120-160 (email)"."""
        return f"Redact text {self.start}-{self.end} ({self.kind})"


@dataclass(frozen=True, slots=True)
class RemoveRedaction:
    """Remove the redaction of ``[start, end)`` (dismiss a detection or undo a manual one)."""

    start: int
    end: int
    action: ClassVar[str] = "remove_redaction"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Remove the redaction with exactly this range."""
        found = tuple(r for r in state.redactions if r.start == self.start and r.end == self.end)
        if not found:
            raise EditRefused(f"There is no redaction at {self.start}-{self.end}.")
        return Splice(redactions_removed=found)

    def describe(self) -> str:
        """E.g. "Remove the redaction of text 120-160"."""
        return f"Remove the redaction of text {self.start}-{self.end}"
