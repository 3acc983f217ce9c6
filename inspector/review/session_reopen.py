"""Reopening a review from its store: whether it is stale, and its stored rows replayed.

A stored review is stale when the file's fingerprint, or the text the loader extracts from
it, differs from the stored one: its offsets may point at other characters, so the session
is read-only until re-anchored. Replaying applies the stored rows, oldest first, to the base
state and rebuilds the undo and redo stacks as they stood when the review was last changed.
"""

from __future__ import annotations

from collections.abc import Sequence

from inspector.document.model import Document
from inspector.review.model import ReviewState
from inspector.review.session_values import UndoStep
from inspector.review.splice import Splice, apply_splice
from inspector.review.store import EditRecord


def stale_reason_for(document: Document, stored_fingerprint: str, stored_text: str) -> str:
    """Why a review stored for ``stored_fingerprint`` and ``stored_text`` is stale ("" if not)."""
    if stored_fingerprint != document.fingerprint:
        return (
            f"The file {document.source_path} changed since this review was saved "
            f"(fingerprint {stored_fingerprint[:12]}… now {document.fingerprint[:12]}…). The "
            "review is shown read-only; re-anchor it to keep the decisions on unchanged text."
        )
    if stored_text != document.text:
        # Same bytes, other text: a newer loader reads the file differently, so the stored
        # offsets would point at the wrong characters.
        return (
            f"The text of {document.source_path} is extracted differently than when this "
            "review was saved (a newer version of the loader). The review is shown "
            "read-only; re-anchor it to keep the decisions on unchanged text."
        )
    return ""


def replay(
    state: ReviewState,
    records: Sequence[EditRecord],
    undo: list[UndoStep],
    redo: list[UndoStep],
    config_hash: str,
) -> tuple[ReviewState, str]:
    """``state`` with every stored row applied; rebuilds the undo and redo stacks.

    ``undo`` and ``redo`` (empty on entry) are filled in place; ``config_hash`` is the stored
    one, and the hash after the last configuration change among the rows is returned with the
    state.
    """
    for record in records:
        if record.config_before is not None and record.config_after is not None:
            config_hash = record.config_after
        # An undo or redo row re-applies a splice the stacks already hold (the same JSON
        # the row stores): no need to parse it again.
        if record.undo_of is not None and undo and undo[-1].seq == record.undo_of:
            step = undo.pop()
            state, _ = apply_splice(state, step.inverse)
            redo.append(step)
            continue
        if record.redo_of is not None and redo and redo[-1].seq == record.redo_of:
            step = redo.pop()
            state, _ = apply_splice(state, step.splice)
            undo.append(step)
            continue
        splice = Splice.from_json(record.splice, state)
        state, inverse = apply_splice(state, splice)
        if record.undo_of is not None or record.redo_of is not None:
            continue  # links to an edit no longer on the stacks: applied, nothing to track
        change = None
        if record.config_before is not None and record.config_after is not None:
            change = (record.config_before, record.config_after)
        undo.append(UndoStep(record.seq, record.description, splice, inverse, change))
        redo.clear()
    return state, config_hash
