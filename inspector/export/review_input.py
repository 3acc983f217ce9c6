"""Export inputs from stored reviews (``inspector.review``): decisions, redactions, audit trail.

``review_input_for(path, config)`` reads the review of a file through
``inspector.review.access.load_review_for`` (read-only) and turns it into an ``ExportInput``:
the reviewed chunks, one decision per chunk (status, flags, note, reviewer, time), the excluded
spans in force, the redactions in force (each with its hash or mask token) and the audit
trail. A review in which no redaction was ever decided (a file opened in the window before a
reviewer was named: the detector waits for the name) gets the detector's redactions, as a file
with no review does. A review made on other bytes than the file's (the file changed since) is
refused: its offsets no longer point into the file's text.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from inspector.document.load import load_document
from inspector.document.model import Document, ExcludedSpan
from inspector.document.pdf.ocr_settings import DEFAULT_OCR, OcrSettings
from inspector.engine.config import ChunkingConfig
from inspector.engine.types import ChunkSet, DocumentType, TypeDecision
from inspector.export.errors import ExportError
from inspector.export.gate import detected_redactions
from inspector.export.records import (
    AuditRecord,
    ChunkDecision,
    ExportFlag,
    ExportInput,
    RedactionSpan,
    field_redactor,
)
from inspector.redaction.apply import RedactionMode, default_salt, redaction_token
from inspector.redaction.policy import policy_kinds, resolve_policy
from inspector.review.access import ReviewMeta, load_review_for
from inspector.review.edits_spans import AddRedaction, RemoveRedaction
from inspector.review.model import ReviewState

DETECT_ACTION = "detect_redactions"
"""The audit action of the detector's edit (``gui.review.redaction_actions.DETECT_ACTION``)."""
REDACTION_ACTIONS = frozenset({DETECT_ACTION, AddRedaction.action, RemoveRedaction.action})
"""Audit actions of redaction decisions (an undo of one is its own row: the decision stays)."""


def review_input_for(
    path: Path,
    config: ChunkingConfig,
    *,
    redaction_mode: str = "hash",
    salt: bytes | str | None = None,
    folder: Path | None = None,
    policy: str | None = None,
    ocr: OcrSettings = DEFAULT_OCR,
) -> ExportInput | None:
    """The stored review of ``path`` as an export input, or None when it has none.

    Args:
        path: the reviewed file.
        config: the configuration for embedding texts (contextual header, overlap).
        redaction_mode: ``hash`` or ``mask`` tokens for the redactions.
        salt: the hash salt (the user's salt if None).
        folder: where review stores live (``review_dir()`` if None).
        policy: the redaction policy; None or ``auto``: the document type's default.
        ocr: which PDF pages are read by OCR (as when the review was made).

    Raises:
        ExportError: the file changed since it was reviewed.
        ReviewStoreError: a store exists but cannot be read.
    """
    found = _current_review(path, folder)
    if found is None:
        return None
    state, meta = found
    document = load_document(path, ocr=ocr)
    return export_input_from_review(
        document, state, meta, config, redaction_mode=redaction_mode, salt=salt, policy=policy
    )


def review_input_of_loaded(
    document: Document,
    path: Path,
    config: ChunkingConfig,
    *,
    redaction_mode: str = "hash",
    salt: bytes | str | None = None,
    folder: Path | None = None,
    policy: str | None = None,
) -> ExportInput | None:
    """Like ``review_input_for`` for a document already loaded from ``path`` (the window's)."""
    found = _current_review(path, folder)
    if found is None:
        return None
    state, meta = found
    if meta.fingerprint != document.fingerprint:
        raise ExportError(f"The review of {Path(path).name} is of another version of the file.")
    return export_input_from_review(
        document, state, meta, config, redaction_mode=redaction_mode, salt=salt, policy=policy
    )


def _current_review(path: Path, folder: Path | None) -> tuple[ReviewState, ReviewMeta] | None:
    found = load_review_for(path, folder=folder)
    if found is not None and found[1].stale:
        raise ExportError(
            f"{Path(path).name} changed since it was reviewed: open it in the window and "
            "re-anchor the review before exporting it."
        )
    return found


def export_input_from_review(
    document: Document,
    state: ReviewState,
    meta: ReviewMeta,
    config: ChunkingConfig,
    *,
    redaction_mode: str = "hash",
    salt: bytes | str | None = None,
    policy: str | None = None,
) -> ExportInput:
    """The export input of a review ``state`` of ``document`` (see the module docstring).

    Under ``policy`` (None or ``auto``: the reviewed document type's default) the detector's
    redactions of other kinds are left out; the reviewer's own always apply.
    """
    reasons = {(s.start, s.end): s.reason for s in document.excluded}
    excluded = tuple(
        ExcludedSpan(start, end, reasons.get((start, end), "excluded by the reviewer"))
        for start, end in state.excluded
    )
    reviewed_document = replace(document, excluded=excluded)
    try:
        document_type = DocumentType(meta.document_type)
    except ValueError:
        document_type = DocumentType.UNKNOWN
    chunk_set = ChunkSet(
        chunks=state.chunks,
        type_decision=TypeDecision(document_type, "review"),
        language=meta.language,
        title=meta.title,
        config_hash=meta.config_hash,
        prep_version=meta.prep_version,
    )
    decisions = tuple(
        ChunkDecision(
            status=str(review.status),
            flags=tuple(
                ExportFlag(str(f.category), f.comment, f.reviewer, f.at) for f in review.flags
            ),
            note=review.note,
            reviewer=review.reviewer,
            decided_at=review.decided_at,
        )
        for review in state.reviews
    )
    chosen = resolve_policy(policy, document_type.value)
    kinds = policy_kinds(chosen)
    mode = RedactionMode(redaction_mode)
    key = salt if salt is not None or mode is RedactionMode.MASK else default_salt()
    redactions = tuple(
        RedactionSpan(
            r.start,
            r.end,
            r.kind,
            redaction_token(r.kind, document.text[r.start : r.end], key or b"", mode),
        )
        for r in state.redactions
        if r.source != "detector" or r.kind in kinds
    )
    if not any(e.action in REDACTION_ACTIONS for e in meta.audit):
        # No redaction was ever decided in this review (the window runs the detector once a
        # reviewer is named, so a file opened with no name has not been through it): what
        # the detector finds is redacted, as for a file with no review.
        redactions += tuple(
            span
            for span in detected_redactions(document.text, mode=redaction_mode, salt=key or b"")
            if not any(r.start < span.end and span.start < r.end for r in redactions)
        )
    audit = tuple(AuditRecord(e.seq, e.at, e.reviewer, e.action, e.description) for e in meta.audit)
    exported = ExportInput(
        reviewed_document,
        chunk_set,
        config,
        decisions,
        redactions,
        audit,
        source="review",
        token_mode=mode.value,
        salt=key,
        policy=chosen.value,
        identity=dict(state.identity),
    )
    # Audit descriptions are written into the SQLite export too: redact them like any field.
    redact = field_redactor(exported)
    return replace(
        exported,
        audit=tuple(replace(entry, description=redact(entry.description)) for entry in audit),
    )
