"""The splice that turns one review state into another (for rebases and re-anchoring).

Whole-state changes (a rebase onto a re-chunk, decisions carried to a changed file) are
stored as splices like any edit, so they are undoable and replayed on reopening. To keep
those rows small, ``diff_splice`` trims the chunks both states share at the start and the
end; when the chunks are all equal it emits one run per group of changed reviews.
"""

from __future__ import annotations

from inspector.review.edit_checks import runs_of
from inspector.review.model import ReviewState
from inspector.review.splice import Run, Splice


def diff_splice(old: ReviewState, new: ReviewState) -> Splice:
    """A splice ``s`` with ``apply_splice(old, s)[0] == new``."""
    new_excluded, old_excluded = set(new.excluded), set(old.excluded)
    excluded_removed = tuple(s for s in old.excluded if s not in new_excluded)
    excluded_added = tuple(s for s in new.excluded if s not in old_excluded)
    new_redactions, old_redactions = set(new.redactions), set(old.redactions)
    redactions_removed = tuple(r for r in old.redactions if r not in new_redactions)
    redactions_added = tuple(r for r in new.redactions if r not in old_redactions)
    runs: tuple[Run, ...]
    if old.chunks == new.chunks:
        changed = [
            i for i, (a, b) in enumerate(zip(old.reviews, new.reviews, strict=True)) if a != b
        ]
        runs = tuple(
            Run(
                first,
                old.chunks[first:stop],
                old.reviews[first:stop],
                new.chunks[first:stop],
                new.reviews[first:stop],
            )
            for first, stop in runs_of(changed)
        )
    else:
        pairs_old = list(zip(old.chunks, old.reviews, strict=True))
        pairs_new = list(zip(new.chunks, new.reviews, strict=True))
        head = 0
        limit = min(len(pairs_old), len(pairs_new))
        while head < limit and pairs_old[head] == pairs_new[head]:
            head += 1
        tail = 0
        while tail < limit - head and pairs_old[-1 - tail] == pairs_new[-1 - tail]:
            tail += 1
        old_stop, new_stop = len(pairs_old) - tail, len(pairs_new) - tail
        runs = (
            Run(
                head,
                old.chunks[head:old_stop],
                old.reviews[head:old_stop],
                new.chunks[head:new_stop],
                new.reviews[head:new_stop],
            ),
        )
    return Splice(runs, excluded_removed, excluded_added, redactions_removed, redactions_added)
