"""Export one or more documents to a JSONL or SQLite file: records, gate, atomic write.

``export_documents`` is what ``inspector export`` and the GUI's File > Export… call. The
format follows the file name: ``.jsonl``/``.ndjson`` → JSON Lines, ``.sqlite``/``.sqlite3``/
``.db`` → SQLite. Every document of the call is written in one atomic replacement of the
target: either all of them land or the old file stays.
"""

from __future__ import annotations

import getpass
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from inspector.document.load import display_name
from inspector.engine.citation_identity import doc_uuid
from inspector.export.atomic import check_output
from inspector.export.errors import ExportError
from inspector.export.gate import Detector, gate_records
from inspector.export.jsonl import merge_jsonl
from inspector.export.records import (
    ExportInput,
    UnredactedOverride,
    document_row,
    export_records,
    require_tenant,
)

Format = Literal["jsonl", "sqlite"]

_SUFFIXES: dict[str, Format] = {
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".sqlite": "sqlite",
    ".sqlite3": "sqlite",
    ".db": "sqlite",
}


def format_of(path: Path) -> Format:
    """The export format ``path``'s extension names (``ExportError`` for another one)."""
    found = _SUFFIXES.get(Path(path).suffix.lower())
    if found is None:
        known = ", ".join(sorted(_SUFFIXES))
        raise ExportError(f"Cannot tell the export format of {Path(path).name}: use {known}.")
    return found


@dataclass(frozen=True, slots=True)
class DocumentOutcome:
    """What one document contributed: its file, chunks in all and approved, records written."""

    file_name: str
    chunks: int
    approved: int
    exported: int
    overridden: int


@dataclass(frozen=True, slots=True)
class ExportSummary:
    """The result of an export, for the CLI line and the GUI message."""

    path: Path
    format: Format
    documents: tuple[DocumentOutcome, ...]

    @property
    def records(self) -> int:
        """Records written in all."""
        return sum(d.exported for d in self.documents)

    def describe(self) -> str:
        """One sentence per document and a total, for people."""
        lines = [
            f"{d.file_name}: {d.exported} of {d.chunks} chunks exported ({d.approved} approved)"
            + (f", {d.overridden} with unredacted personal data (override)" if d.overridden else "")
            for d in self.documents
        ]
        lines.append(f"{self.records} record(s) written to {display_name(self.path)}")
        return "\n".join(lines)


def export_documents(
    sources: Sequence[ExportInput],
    out: Path,
    *,
    tenant_id: str,
    include_all: bool = False,
    allow_unredacted: str | None = None,
    user: str | None = None,
    detector: Detector | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> ExportSummary:
    """Export ``sources`` into ``out`` (created, or updated idempotently).

    Args:
        sources: one input per document (a document given again, by fingerprint, is
            exported once: ``unique_documents``).
        out: the target file; its extension picks the format.
        tenant_id: required, set on every record.
        include_all: export every chunk with its status, not only approved ones.
        allow_unredacted: a reason to export detected personal data anyway (recorded).
        user: who exports (recorded with an override); the login name by default.
        detector: the personal-data detector (``inspector.redaction`` by default).
        on_progress: called with (documents done, documents) as records are built.

    Raises:
        ExportError: no tenant, unknown format, a target that may not be replaced (absent or
            an export of this tool only, never an input: ``atomic.check_output``), unreadable
            or unwritable target.
        UnredactedDataError: detected personal data in a record and no override.
    """
    tenant = require_tenant(tenant_id)
    kind = format_of(out)
    sources = unique_documents(sources)
    check_output(Path(out), [source.document.source_path for source in sources])
    override = override_from(allow_unredacted, user)
    at = datetime.now(UTC).isoformat(timespec="seconds")
    prepared: list[tuple[ExportInput, list[dict[str, Any]], list[dict[str, Any]]]] = []
    for done, source in enumerate(sources, start=1):
        records = export_records(source, tenant_id=tenant, include_all=include_all)
        overrides = gate_records(records, override=override, detector=detector)
        prepared.append((source, records, overrides))
        if on_progress is not None:
            on_progress(done, len(sources))
    if kind == "jsonl":
        documents = {(tenant, doc_uuid(source.document.fingerprint)) for source, _, _ in prepared}
        merge_jsonl([r for _, records, _ in prepared for r in records], out, documents)
    else:
        from inspector.export.sqlite_store import SqliteExport

        with SqliteExport(out) as store:
            for source, records, overrides in prepared:
                row = document_row(source, tenant_id=tenant, exported=len(records), exported_at=at)
                store.replace_document(row, records, source.audit, overrides)
    outcomes = tuple(
        DocumentOutcome(
            file_name=display_name(Path(source.document.source_path).name),
            chunks=len(source.chunk_set.chunks),
            approved=source.approved_count,
            exported=len(records),
            overridden=len(overrides),
        )
        for source, records, overrides in prepared
    )
    return ExportSummary(Path(out), kind, outcomes)


def unique_documents(sources: Sequence[ExportInput]) -> list[ExportInput]:
    """``sources`` without repeats of a document: the first input of each fingerprint.

    A document given twice (the same file, a copy, another name of it) is one document with
    one set of records; exporting it twice would write every record twice into JSON Lines and
    count them twice.
    """
    seen: set[str] = set()
    out = []
    for source in sources:
        if source.document.fingerprint not in seen:
            seen.add(source.document.fingerprint)
            out.append(source)
    return out


def override_from(reason: str | None, user: str | None = None) -> UnredactedOverride | None:
    """The gate override for ``reason`` (None for none), by ``user`` or the login name."""
    if reason is None:
        return None
    if not reason.strip():
        raise ExportError("--allow-unredacted needs a reason: it is recorded in the export.")
    by = user or login_name()
    return UnredactedOverride(reason.strip(), by, datetime.now(UTC).isoformat(timespec="seconds"))


def login_name() -> str:
    """The login name of the user (recorded with a gate override), or ``unknown``."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no passwd entry (containers)
        return "unknown"
