"""Edits: values that plan a splice of a review state (planning never mutates anything).

Every edit has ``plan(context, state) -> Splice`` (raises ``EditRefused`` with a sentence a
reviewer understands when the edit is invalid on that state), ``describe() -> str`` (undo
text and audit trail) and a class attribute ``action`` (machine name in the audit trail).
``inspector.review.session.ReviewSession.apply`` plans, applies, saves and records them.

Boundary edits (``MoveBoundary``, ``SplitChunk``, ``MergeChunks``) and exclusion edits change
chunk text: those chunks get recomputed metadata and lose their approval. Decisions
(``SetStatus``, ``AddFlag``, ``RemoveFlag``, ``SetNote``) record the reviewer and the time.
``SetIdentity`` corrects the document's identity (title, actId, jurisdiction, date).
Offsets a reviewer gives for boundaries are snapped to a word or line start
(``snap_offset``).
"""

from __future__ import annotations

from inspector.review.context import Edit, EditRefused, ReviewContext, utc_now
from inspector.review.edits_boundary import (
    MergeChunks,
    MoveBoundary,
    SetChunkType,
    SetHeading,
    SplitChunk,
)
from inspector.review.edits_decisions import AddFlag, RemoveFlag, SetNote, SetStatus
from inspector.review.edits_identity import SetIdentity
from inspector.review.edits_rechunk import RechunkRange
from inspector.review.edits_spans import AddRedaction, ExcludeSpan, RemoveRedaction, RestoreSpan
from inspector.review.metadata import snap_offset

__all__ = [
    "AddFlag",
    "AddRedaction",
    "Edit",
    "EditRefused",
    "ExcludeSpan",
    "MergeChunks",
    "MoveBoundary",
    "RechunkRange",
    "RemoveFlag",
    "RemoveRedaction",
    "RestoreSpan",
    "ReviewContext",
    "SetChunkType",
    "SetHeading",
    "SetIdentity",
    "SetNote",
    "SetStatus",
    "SplitChunk",
    "snap_offset",
    "utc_now",
]
