"""The export database's schema: tables, column types, keys, indexes, FTS and version.

See ``sqlite_store`` for what each table holds. Lists and objects are stored as JSON text.
"""

from __future__ import annotations

from datetime import UTC, datetime

import sqlite_utils

from inspector import __version__
from inspector.export.records import EXPORT_SCHEMA_VERSION

DOCUMENT_COLUMNS: dict[str, type] = {
    "id": int,
    "tenantId": str,
    "docId": str,
    "fileName": str,
    "sourceKind": str,
    "title": str,
    "documentType": str,
    "language": str,
    "jurisdiction": str,
    "actId": str,
    "documentDate": str,
    "identityCues": str,  # JSON object
    "pageCount": int,
    "charCount": int,
    "chunkCount": int,
    "approvedChunks": int,
    "exportedChunks": int,
    "redactions": int,
    "redactionPolicy": str,
    "configHash": str,
    "prepVersion": str,
    "source": str,
    "exportedAt": str,
}

CHUNK_COLUMNS: dict[str, type] = {
    "id": int,
    "document_id": int,
    "tenantId": str,
    "docId": str,
    "chunkIndex": int,
    "chunkType": str,
    "headingText": str,
    "headingPath": str,  # JSON list
    "pageNumber": int,
    "pageEnd": int,
    "bboxes": str,  # JSON [[page, x0, y0, x1, y1], ...]
    "language": str,
    "jurisdiction": str,
    "documentType": str,
    "title": str,
    "actId": str,
    "documentDate": str,
    "identityCues": str,  # JSON object
    "citation": str,
    "charStart": int,
    "charEnd": int,
    "tokenCount": int,
    "text": str,
    "embedText": str,
    "embedTokenCount": int,
    "references": str,  # JSON list of objects (engine.citation_refs)
    "contentHash": str,
    "version": str,
    "prepVersion": str,
    "configHash": str,
    "startRule": str,
    "startKind": str,
    "startLevel": int,
    "reviewStatus": str,
    "flags": str,  # JSON list
    "reviewFlags": str,  # JSON list of objects
    "note": str,
    "reviewer": str,
    "decidedAt": str,
    "fileName": str,
    "redactionPolicy": str,
    "unredactedOverride": str,  # JSON object or NULL
    "ocr": int,  # 1 when a page of the chunk was read by OCR (schema 1.3)
    "ocrConfidence": float,  # lowest mean word confidence (%) of those pages, or NULL
}

FLAG_COLUMNS: dict[str, type] = {
    "id": int,
    "chunk_id": int,
    "tenantId": str,
    "docId": str,
    "chunkIndex": int,
    "position": int,
    "source": str,  # "engine" or "review"
    "category": str,
    "comment": str,
    "reviewer": str,
    "at": str,
}

AUDIT_COLUMNS: dict[str, type] = {
    "id": int,
    "document_id": int,
    "tenantId": str,
    "docId": str,
    "seq": int,
    "at": str,
    "reviewer": str,
    "action": str,
    "description": str,
}

OVERRIDE_COLUMNS: dict[str, type] = {
    "id": int,
    "document_id": int,
    "tenantId": str,
    "docId": str,
    "chunkIndex": int,
    "kinds": str,  # JSON list of personal-data kinds
    "reason": str,
    "by": str,
    "at": str,
}

_DOC_KEY_NOT_NULL = {"tenantId", "docId"}
FTS_INSERT_TRIGGER = "chunks_ai"
"""The FTS insert trigger sqlite-utils' enable_fts creates (named after the table)."""


def create_schema(db: sqlite_utils.Database) -> None:
    """Create the export tables, indexes, FTS index and ``export_meta`` in an empty ``db``."""
    db.table("export_meta").create({"key": str, "value": str}, pk="key", not_null={"value"})
    db.table("documents").create(
        DOCUMENT_COLUMNS,
        pk="id",
        not_null=_DOC_KEY_NOT_NULL | {"configHash", "prepVersion", "exportedAt"},
    )
    db.table("documents").create_index(["tenantId", "docId"], unique=True)
    db.table("chunks").create(
        CHUNK_COLUMNS,
        pk="id",
        foreign_keys=[("document_id", "documents", "id")],
        not_null=_DOC_KEY_NOT_NULL | {"document_id", "chunkIndex", "charStart", "charEnd", "text"},
    )
    db.table("chunks").create_index(["tenantId", "docId", "chunkIndex"], unique=True)
    db.table("chunks").create_index(["document_id"])
    db.table("chunks").create_index(["reviewStatus"])
    db.table("flags").create(
        FLAG_COLUMNS,
        pk="id",
        foreign_keys=[("chunk_id", "chunks", "id")],
        not_null={"chunk_id", "category", "source"},
    )
    db.table("flags").create_index(["chunk_id"])
    db.table("flags").create_index(["category"])
    db.table("audit").create(
        AUDIT_COLUMNS,
        pk="id",
        foreign_keys=[("document_id", "documents", "id")],
        not_null={"document_id", "seq"},
    )
    db.table("audit").create_index(["document_id", "seq"])
    db.table("gate_overrides").create(
        OVERRIDE_COLUMNS,
        pk="id",
        foreign_keys=[("document_id", "documents", "id")],
        not_null={"document_id", "reason", "by", "at"},
    )
    # unicode61 with diacritics removed: French accents and Arabic marks do not block a match.
    db.table("chunks").enable_fts(
        ["headingText", "text"],
        create_triggers=True,
        tokenize="unicode61 remove_diacritics 2",
    )
    db.table("export_meta").insert_all(
        [
            {"key": "schemaVersion", "value": EXPORT_SCHEMA_VERSION},
            {"key": "generator", "value": f"legal-chunk-inspector {__version__}"},
            {"key": "createdAt", "value": now_utc()},
            {"key": "updatedAt", "value": now_utc()},
        ]
    )


def now_utc() -> str:
    """The current time, ISO-8601 UTC to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")
