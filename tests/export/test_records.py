"""Export records: the engine record plus review decisions, redaction, tenant and version."""

from __future__ import annotations

import hashlib
from dataclasses import replace

import pytest

from inspector.engine.citation_identity import doc_uuid
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.export.errors import ExportError
from inspector.export.records import (
    EXPORT_SCHEMA_VERSION,
    RedactionSpan,
    document_row,
    export_records,
)
from tests.export.helpers import CONTRACT_MD, CONTRACT_PDF, LAW_TXT, chunked, reviewed

SEED_000 = {
    "docId", "tenantId", "chunkIndex", "chunkType", "headingText", "pageNumber",
    "language", "jurisdiction", "documentType", "charStart", "charEnd",
}  # fmt: skip
DESIGN = {
    "headingPath", "pageEnd", "bboxes", "tokenCount", "text", "embedText", "contentHash",
    "version", "prepVersion", "configHash", "startRule", "reviewStatus", "flags", "note",
}  # fmt: skip


def test_approved_only_by_default_and_all_on_request() -> None:
    source = reviewed(LAW_TXT)
    approved = export_records(source, tenant_id="firm-7")
    everything = export_records(source, tenant_id="firm-7", include_all=True)
    count = len(source.chunk_set.chunks)
    assert [r["chunkIndex"] for r in approved] == list(range(0, count, 2))
    assert {r["reviewStatus"] for r in approved} == {"approved"}
    assert [r["chunkIndex"] for r in everything] == list(range(count))
    assert {r["reviewStatus"] for r in everything} == {"approved", "needs_work"}
    for record in everything:
        assert set(record) >= SEED_000 | DESIGN
        assert record["tenantId"] == "firm-7"
        assert record["version"] == EXPORT_SCHEMA_VERSION
        assert record["fileName"] == LAW_TXT.name
        assert record["reviewer"] == "ana"


def test_fields_match_the_engine_record_apart_from_review_fields() -> None:
    source = reviewed(CONTRACT_PDF)
    document, chunk_set = chunked(CONTRACT_PDF)
    engine = chunk_records(document, chunk_set, default_config(), tenant_id="t")
    exported = export_records(source, tenant_id="t", include_all=True)
    review_fields = {"reviewStatus", "flags", "note", "version"}
    for ours, theirs in zip(exported, engine, strict=True):
        for name, value in theirs.items():
            if name not in review_fields:
                assert ours[name] == value, name
    assert any(r["bboxes"] for r in exported)  # a PDF has geometry


def test_review_flags_follow_engine_flags_and_keep_comments() -> None:
    record = export_records(reviewed(LAW_TXT), tenant_id="t", include_all=True)[1]
    assert record["flags"][-1] == "missed_heading"
    assert record["reviewFlags"] == [
        {
            "category": "missed_heading",
            "comment": "Article 2 heading lost",
            "reviewer": "ana",
            "at": "2026-01-02",
        }
    ]
    assert record["note"] == "check the heading"


def test_tenant_is_required() -> None:
    with pytest.raises(ExportError, match="tenant"):
        export_records(reviewed(LAW_TXT), tenant_id="  ")


def test_redactions_replace_the_value_in_text_embed_text_and_hash() -> None:
    source = reviewed(CONTRACT_MD, approved=None)
    text = source.document.text
    email = "legal@corvane.example"
    start = text.index(email)
    token = "[EMAIL:0a1b]"
    redacted = replace(
        source, redactions=(RedactionSpan(start, start + len(email), "email", token),)
    )
    records = export_records(redacted, tenant_id="t", include_all=True)
    holder = next(r for r in records if r["charStart"] <= start < r["charEnd"])
    assert email not in holder["text"]
    assert token in holder["text"]
    assert token in holder["embedText"]
    assert holder["contentHash"] == hashlib.sha256(holder["text"].encode()).hexdigest()
    assert all(email not in r["text"] and email not in r["embedText"] for r in records)


def test_nothing_approved_exports_nothing() -> None:
    assert export_records(reviewed(LAW_TXT, approved=set()), tenant_id="t") == []


def test_document_row_counts() -> None:
    source = reviewed(LAW_TXT)
    row = document_row(source, tenant_id="t", exported=3, exported_at="2026-01-01T00:00:00+00:00")
    assert row["chunkCount"] == len(source.chunk_set.chunks)
    assert row["approvedChunks"] == (len(source.chunk_set.chunks) + 1) // 2
    assert row["exportedChunks"] == 3
    assert row["docId"] == doc_uuid(source.document.fingerprint)
    assert row["fileName"] == LAW_TXT.name
