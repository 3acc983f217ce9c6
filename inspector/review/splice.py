"""Splices: the one way a review state changes, each with an exact inverse.

A ``Splice`` holds one or more *runs*; a run replaces ``chunks[first:first + len(old_chunks)]``
(with their reviews) by ``new_chunks`` (with ``new_reviews``). Runs are sorted by ``first``,
do not overlap, and their ``first`` indices refer to the state *before* the splice. A splice
may also remove and add excluded spans and redactions (removals first, then additions; the
results stay sorted).

``apply_splice(state, splice)`` checks that the state holds what the splice says it replaces
(the old chunks, reviews, spans and redactions), then returns the new state and the inverse
splice; ``apply_splice(new_state, inverse)`` gives back a state ``==`` to the original. So
undo and redo need nothing but splices, and a store can replay them.

For an item view (the GUI's row signals): take the runs in order; a run with
``len(old_chunks) == len(new_chunks)`` and ``old_chunks == new_chunks`` changes only reviews
(``dataChanged``); otherwise rows ``[new_first, new_first + len(old))`` are replaced by
``len(new)`` rows, where ``new_first`` (``Splice.new_firsts()``) is the run's index in the
state after the previous runs were applied.

A splice may also replace the reviewer's identity fields (``identity_old`` by
``identity_new``, both ``None`` when it leaves them alone).

JSON: ``Splice.to_json()``/``Splice.from_json(text, state)``. A run whose chunks do not change
(a status, flag or note decision) stores only its reviews and chunk count, so approving a
thousand chunks saves a thousand small reviews, not a thousand chunks; reading it back takes
the chunks from the state the splice applies to.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from inspector.engine.types import Chunk
from inspector.errors import InspectorError
from inspector.review.chunk_json import (
    StoreFormatError,
    chunk_from_json,
    chunk_to_json,
    identity_from_json,
    redaction_from_json,
    redaction_to_json,
    review_from_json,
    review_to_json,
    span_from_json,
)
from inspector.review.model import ChunkReview, Redaction, ReviewState, Span

T = TypeVar("T")


class SpliceMismatch(InspectorError):  # noqa: N818 - reads as a state, like Cancelled
    """A splice does not fit the state it is applied to (stale undo entry or damaged store)."""


@dataclass(frozen=True, slots=True)
class Run:
    """Replace ``old_chunks``/``old_reviews`` starting at chunk ``first`` by the new ones."""

    first: int
    old_chunks: tuple[Chunk, ...]
    old_reviews: tuple[ChunkReview, ...]
    new_chunks: tuple[Chunk, ...]
    new_reviews: tuple[ChunkReview, ...]

    @property
    def reviews_only(self) -> bool:
        """The run changes reviews but no chunk (a status, flag or note decision)."""
        return self.old_chunks == self.new_chunks


@dataclass(frozen=True, slots=True)
class Splice:
    """Runs of chunk replacements plus excluded-span and redaction changes (module doc)."""

    runs: tuple[Run, ...] = ()
    excluded_removed: tuple[Span, ...] = ()
    excluded_added: tuple[Span, ...] = ()
    redactions_removed: tuple[Redaction, ...] = ()
    redactions_added: tuple[Redaction, ...] = ()
    identity_old: tuple[tuple[str, str], ...] | None = None
    identity_new: tuple[tuple[str, str], ...] | None = None

    @classmethod
    def single(
        cls,
        first: int,
        old_chunks: Sequence[Chunk],
        old_reviews: Sequence[ChunkReview],
        new_chunks: Sequence[Chunk],
        new_reviews: Sequence[ChunkReview],
    ) -> Splice:
        """A splice of one run."""
        run = Run(
            first, tuple(old_chunks), tuple(old_reviews), tuple(new_chunks), tuple(new_reviews)
        )
        return cls(runs=(run,))

    @property
    def is_empty(self) -> bool:
        """Nothing changes."""
        return (
            all(r.old_chunks == r.new_chunks and r.old_reviews == r.new_reviews for r in self.runs)
            and not self.excluded_removed
            and not self.excluded_added
            and not self.redactions_removed
            and not self.redactions_added
            and self.identity_old == self.identity_new
        )

    def new_firsts(self) -> list[int]:
        """Each run's first index once the runs before it are applied (for row signals)."""
        out: list[int] = []
        shift = 0
        for run in self.runs:
            out.append(run.first + shift)
            shift += len(run.new_chunks) - len(run.old_chunks)
        return out

    def inverse(self) -> Splice:
        """The splice that undoes this one (valid on the state this one produces)."""
        runs = tuple(
            Run(first, r.new_chunks, r.new_reviews, r.old_chunks, r.old_reviews)
            for first, r in zip(self.new_firsts(), self.runs, strict=True)
        )
        return Splice(
            runs=runs,
            excluded_removed=self.excluded_added,
            excluded_added=self.excluded_removed,
            redactions_removed=self.redactions_added,
            redactions_added=self.redactions_removed,
            identity_old=self.identity_new,
            identity_new=self.identity_old,
        )

    def to_json(self) -> str:
        """Compact JSON text of the splice (a reviews-only run stores no chunks)."""
        return self.json_pair()[0]

    def json_pair(self) -> tuple[str, str]:
        """JSON texts of this splice and of its inverse, each chunk and review encoded once."""
        forward: list[dict[str, Any]] = []
        backward: list[dict[str, Any]] = []
        # A bulk decision repeats a few distinct reviews many times: encode each value once.
        memo: dict[ChunkReview, dict[str, Any]] = {}

        def encoded(review: ChunkReview) -> dict[str, Any]:
            found = memo.get(review)
            if found is None:
                found = memo[review] = review_to_json(review)
            return found

        for new_first, run in zip(self.new_firsts(), self.runs, strict=True):
            old_reviews = [encoded(r) for r in run.old_reviews]
            new_reviews = [encoded(r) for r in run.new_reviews]
            there: dict[str, Any] = {"first": run.first}
            back: dict[str, Any] = {"first": new_first}
            if run.reviews_only:
                there["count"] = back["count"] = len(run.old_chunks)
            else:
                old_chunks = [chunk_to_json(c) for c in run.old_chunks]
                new_chunks = [chunk_to_json(c) for c in run.new_chunks]
                there["old_chunks"], there["new_chunks"] = old_chunks, new_chunks
                back["old_chunks"], back["new_chunks"] = new_chunks, old_chunks
            there["old_reviews"], there["new_reviews"] = old_reviews, new_reviews
            back["old_reviews"], back["new_reviews"] = new_reviews, old_reviews
            forward.append(there)
            backward.append(back)
        excluded_removed = [list(s) for s in self.excluded_removed]
        excluded_added = [list(s) for s in self.excluded_added]
        redactions_removed = [redaction_to_json(r) for r in self.redactions_removed]
        redactions_added = [redaction_to_json(r) for r in self.redactions_added]
        identity = (self.identity_old, self.identity_new)
        return _dumps(
            forward,
            excluded_removed,
            excluded_added,
            redactions_removed,
            redactions_added,
            identity,
        ), _dumps(
            backward,
            excluded_added,
            excluded_removed,
            redactions_added,
            redactions_removed,
            identity[::-1],
        )

    @classmethod
    def from_json(
        cls, text: str, state: ReviewState | None = None, *, after: bool = False
    ) -> Splice:
        """The splice of ``to_json``'s output.

        Args:
            text: the JSON text.
            state: the state the splice applies to; needed when the splice has a reviews-only
                run (its chunks are not stored: they are the state's chunks at that place).
            after: ``state`` is the state the splice *produced* (undoing a stored edit without
                the state before it): a reviews-only run's chunks are then read at its index
                in that state (``new_firsts``), where they are the same chunks.

        Raises:
            StoreFormatError: the text is not a splice, or a reviews-only run has no state to
                take its chunks from (or lies outside it).
        """
        try:
            data = json.loads(text)
            runs = []
            shift = 0  # with ``after``: how far the runs so far moved the chunks behind them
            for entry in data["runs"]:
                first = int(entry["first"])
                if "count" in entry:
                    at = first + shift if after else first
                    stop = at + int(entry["count"])
                    if state is None or at < 0 or stop > len(state.chunks):
                        raise ValueError("a reviews-only run needs the state it applies to")
                    old_chunks = new_chunks = state.chunks[at:stop]
                else:
                    old_chunks = tuple(chunk_from_json(c) for c in entry["old_chunks"])
                    new_chunks = tuple(chunk_from_json(c) for c in entry["new_chunks"])
                    shift += len(new_chunks) - len(old_chunks)
                runs.append(
                    Run(
                        first,
                        old_chunks,
                        tuple(review_from_json(r) for r in entry["old_reviews"]),
                        new_chunks,
                        tuple(review_from_json(r) for r in entry["new_reviews"]),
                    )
                )
            return cls(
                runs=tuple(runs),
                excluded_removed=tuple(span_from_json(s) for s in data["excluded_removed"]),
                excluded_added=tuple(span_from_json(s) for s in data["excluded_added"]),
                redactions_removed=tuple(
                    redaction_from_json(r) for r in data["redactions_removed"]
                ),
                redactions_added=tuple(redaction_from_json(r) for r in data["redactions_added"]),
                identity_old=(
                    identity_from_json(data["identity_old"]) if "identity_old" in data else None
                ),
                identity_new=(
                    identity_from_json(data["identity_new"]) if "identity_new" in data else None
                ),
            )
        # RecursionError: JSON nested deeper than the interpreter's limit (a crafted store).
        except (KeyError, TypeError, ValueError, RecursionError) as error:
            raise StoreFormatError(f"the review store holds a malformed splice: {error}") from error


def _dumps(
    runs: list[dict[str, Any]],
    excluded_removed: list[list[int]],
    excluded_added: list[list[int]],
    redactions_removed: list[Any],
    redactions_added: list[Any],
    identity: tuple[tuple[tuple[str, str], ...] | None, tuple[tuple[str, str], ...] | None] = (
        None,
        None,
    ),
) -> str:
    data: dict[str, Any] = {
        "runs": runs,
        "excluded_removed": excluded_removed,
        "excluded_added": excluded_added,
        "redactions_removed": redactions_removed,
        "redactions_added": redactions_added,
    }
    if identity[0] is not None or identity[1] is not None:  # absent from older splices
        data["identity_old"] = [list(pair) for pair in identity[0] or ()]
        data["identity_new"] = [list(pair) for pair in identity[1] or ()]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def apply_splice(state: ReviewState, splice: Splice) -> tuple[ReviewState, Splice]:
    """Apply ``splice`` to ``state``: the new state and the inverse splice.

    Raises:
        SpliceMismatch: the state does not hold what the splice replaces or removes, or the
            runs are out of order, or an addition is already present.
    """
    chunks = list(state.chunks)
    reviews = list(state.reviews)
    previous_end = -1
    for run in splice.runs:
        if len(run.old_chunks) != len(run.old_reviews) or len(run.new_chunks) != len(
            run.new_reviews
        ):
            raise SpliceMismatch("a splice run has different numbers of chunks and reviews")
        if run.first < previous_end or run.first < 0:
            raise SpliceMismatch("the runs of a splice are out of order or overlap")
        previous_end = run.first + len(run.old_chunks)
        if previous_end > len(chunks):
            raise SpliceMismatch("a splice run reaches past the last chunk")
    # Runs from the last to the first, so each run's indices are still those of the old state.
    for run in reversed(splice.runs):
        stop = run.first + len(run.old_chunks)
        if tuple(chunks[run.first : stop]) != run.old_chunks:
            raise SpliceMismatch(f"chunks {run.first}-{stop - 1} are not what the splice expects")
        if tuple(reviews[run.first : stop]) != run.old_reviews:
            raise SpliceMismatch(f"reviews {run.first}-{stop - 1} are not what the splice expects")
        chunks[run.first : stop] = run.new_chunks
        reviews[run.first : stop] = run.new_reviews
    excluded = _swap(state.excluded, splice.excluded_removed, splice.excluded_added, "span")
    redactions = _swap(
        state.redactions, splice.redactions_removed, splice.redactions_added, "redaction"
    )
    redactions = tuple(sorted(redactions, key=lambda r: (r.start, r.end)))
    identity = state.identity
    if splice.identity_new is not None:
        if (splice.identity_old or ()) != state.identity:
            raise SpliceMismatch("the document identity is not what the splice expects")
        identity = tuple(sorted(splice.identity_new))
    new_state = ReviewState(
        tuple(chunks), tuple(reviews), tuple(sorted(excluded)), redactions, identity
    )
    return new_state, splice.inverse()


def _swap(
    current: tuple[T, ...], removed: Iterable[T], added: Iterable[T], what: str
) -> tuple[T, ...]:
    items = list(current)
    for item in removed:
        try:
            items.remove(item)
        except ValueError:
            raise SpliceMismatch(f"the {what} {item} to remove is not in the state") from None
    for item in added:
        if item in items:
            raise SpliceMismatch(f"the {what} {item} to add is already in the state")
        items.append(item)
    return tuple(items)


__all__ = ["Run", "Splice", "SpliceMismatch", "StoreFormatError", "apply_splice"]
