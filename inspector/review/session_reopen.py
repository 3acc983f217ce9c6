"""Reopening a review from its store: whether it is stale, and its stored rows replayed.

A stored review is stale when the file's fingerprint, or the text the loader extracts from
it, differs from the stored one: its offsets may point at other characters, so the session
is read-only until re-anchored. Replaying applies the stored rows after the store's snapshot
(or all of them to the base state), oldest first; the undo and redo stacks are rebuilt from
the rows' links as they stood when the review was last changed, their splices read only when
one is undone or redone.
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


def replay(state: ReviewState, records: Sequence[EditRecord]) -> ReviewState:
    """``state`` with the splice of every row of ``records`` applied, oldest first.

    Undo and redo rows carry the splice they applied, so no stack is needed.
    """
    for record in records:
        state, _ = apply_splice(state, Splice.from_json(record.splice, state))
    return state


def restore_stacks(
    records: Sequence[EditRecord], undo: list[UndoStep], redo: list[UndoStep], config_hash: str
) -> str:
    """Rebuild the undo and redo stacks from every row's seq, links and description.

    ``undo`` and ``redo`` (empty on entry) are filled in place with steps whose splices are
    left to be read when needed (``UndoStep``); ``config_hash`` is the stored one, and the
    hash after the last configuration change among the rows is returned.
    """
    for record in records:
        if record.config_before is not None and record.config_after is not None:
            config_hash = record.config_after
        if record.undo_of is not None and undo and undo[-1].seq == record.undo_of:
            redo.append(undo.pop())
            continue
        if record.redo_of is not None and redo and redo[-1].seq == record.redo_of:
            undo.append(redo.pop())
            continue
        if record.undo_of is not None or record.redo_of is not None:
            continue  # links to an edit no longer on the stacks: applied, nothing to track
        change = None
        if record.config_before is not None and record.config_after is not None:
            change = (record.config_before, record.config_after)
        undo.append(UndoStep(record.seq, record.description, None, None, change))
        redo.clear()
    return config_hash
