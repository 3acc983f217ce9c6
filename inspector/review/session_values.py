"""The small values a review session hands out: audit entries, timings, undo steps."""

from __future__ import annotations

from dataclasses import dataclass

from inspector.errors import InspectorError
from inspector.review.splice import Splice
from inspector.review.store import EditRecord


class ReviewReadOnly(InspectorError):  # noqa: N818 - names the situation
    """The review cannot be changed (the document file changed since it was saved)."""


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One entry of the audit trail: who did what when, with before/after summaries."""

    seq: int
    at: str
    reviewer: str
    action: str
    description: str
    before: str
    after: str
    undo_of: int | None = None
    redo_of: int | None = None


def audit_entry(record: EditRecord) -> AuditEntry:
    """The audit trail's view of one stored edit (its splices and configurations left out)."""
    return AuditEntry(
        record.seq,
        record.at,
        record.reviewer,
        record.action,
        record.description,
        record.before,
        record.after,
        record.undo_of,
        record.redo_of,
    )


@dataclass(frozen=True, slots=True)
class EditTiming:
    """Seconds the last change took.

    ``plan``: the edit's checks and new chunks; ``apply``: the new state and inverse; ``save``:
    everything to make it durable, of which ``encode`` is the audit summaries and JSON and
    the rest the SQLite transaction (write-ahead log, fsync).
    """

    plan: float = 0.0
    apply: float = 0.0
    save: float = 0.0
    encode: float = 0.0


@dataclass(frozen=True, slots=True)
class UndoStep:
    """An entry of the undo or redo stack: the original edit's seq, text and splices.

    ``splice`` and ``inverse`` are None for a step restored from the store until it is first
    undone or redone (``ReviewSession`` reads its row then): reopening a long review reads
    no splice of its stacks.
    """

    seq: int
    description: str
    splice: Splice | None
    inverse: Splice | None
    config_change: tuple[str, str] | None = None
