"""SQLite export: explicit schema, foreign keys, FTS, idempotence, schema version, mode."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

import pytest
import sqlite_utils

from inspector.engine.citation_identity import doc_uuid
from inspector.export.errors import ExportError
from inspector.export.jsonl import merge_jsonl
from inspector.export.records import (
    EXPORT_SCHEMA_VERSION,
    AuditRecord,
    ExportInput,
    document_row,
    export_records,
)
from inspector.export.sqlite_schema import CHUNK_COLUMNS
from inspector.export.sqlite_store import SqliteExport, search_chunks
from tests.export.helpers import LAW_TXT, QANUN_DOCX, reviewed

AUDIT = (
    AuditRecord(1, "2026-01-02T10:00:00+00:00", "ana", "set_status", "Approve 3 chunks"),
    AuditRecord(2, "2026-01-02T10:01:00+00:00", "ana", "add_flag", "Flag chunk 1"),
)


def _export(path: Path, source: ExportInput, tenant: str = "t", **kwargs: bool) -> None:
    records = export_records(source, tenant_id=tenant, **kwargs)
    row = document_row(source, tenant_id=tenant, exported=len(records), exported_at="now")
    with SqliteExport(path) as store:
        store.replace_document(row, records, AUDIT)


def _open(path: Path) -> sqlite_utils.Database:
    db = sqlite_utils.Database(path)
    db.execute("PRAGMA foreign_keys = ON")
    return db


def test_schema_is_explicit_with_types_keys_and_version(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    _export(out, reviewed(LAW_TXT))
    db = _open(out)
    assert {"documents", "chunks", "flags", "audit", "gate_overrides", "export_meta"} <= set(
        db.table_names()
    )
    chunks = db.table("chunks")
    types = {c.name: c.type for c in chunks.columns}
    assert types["chunkIndex"] == "INTEGER"
    assert types["text"] == "TEXT"
    assert set(types) == set(CHUNK_COLUMNS)
    assert chunks.pks == ["id"]
    assert {(fk.column, fk.other_table) for fk in chunks.foreign_keys} == {
        ("document_id", "documents")
    }
    assert {(fk.column, fk.other_table) for fk in db.table("flags").foreign_keys} == {
        ("chunk_id", "chunks")
    }
    version = db.execute("SELECT value FROM export_meta WHERE key='schemaVersion'").fetchone()
    assert version[0] == EXPORT_SCHEMA_VERSION
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    # The published file keeps the FTS triggers (the writer drops the insert one privately).
    triggers = {t.name for t in db.triggers}
    assert {"chunks_ai", "chunks_ad", "chunks_au"} <= triggers


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    _export(out, reviewed(LAW_TXT))
    db = _open(out)
    with pytest.raises(sqlite3.IntegrityError):
        db.execute(
            "INSERT INTO chunks (document_id, tenantId, docId, chunkIndex, charStart, charEnd, "
            "text) VALUES (999, 't', 'x', 0, 0, 1, 'x')"
        )
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("DELETE FROM documents")


def test_rows_flags_audit_and_full_text_search(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    source = reviewed(LAW_TXT)
    _export(out, source, include_all=True)
    db = _open(out)
    records = export_records(source, tenant_id="t", include_all=True)
    assert db.table("chunks").count == len(records)
    assert db.table("audit").count == 2
    review_flags = list(db.query("SELECT * FROM flags WHERE source = 'review'"))
    assert [(f["chunkIndex"], f["category"], f["comment"]) for f in review_flags] == [
        (1, "missed_heading", "Article 2 heading lost")
    ]
    engine_flags = sum(len(r["flags"]) for r in records) - 1
    assert db.table("flags").count == engine_flags + 1
    # A word of one chunk: the full-text index finds that chunk (and only chunks holding it).
    word = "archives"
    hits = search_chunks(db, word)
    assert hits
    assert all(word in (h["text"] + h["headingText"]).lower() for h in hits)
    expected = {r["chunkIndex"] for r in records if word in (r["text"] + r["headingText"]).lower()}
    assert {h["chunkIndex"] for h in search_chunks(db, word, limit=1000)} == expected


def test_arabic_full_text_query(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    _export(out, reviewed(QANUN_DOCX), include_all=True)
    hits = search_chunks(_open(out), "المادة")
    assert hits
    assert all("المادة" in h["text"] + h["headingText"] for h in hits)


def test_re_export_is_idempotent_and_drops_stale_rows(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    _export(out, reviewed(QANUN_DOCX))
    _export(out, reviewed(LAW_TXT))
    _export(out, reviewed(LAW_TXT))
    db = _open(out)
    dump = list(db.query("SELECT tenantId, docId, chunkIndex, text FROM chunks ORDER BY 1,2,3"))
    assert db.table("documents").count == 2
    expected = len(export_records(reviewed(LAW_TXT), tenant_id="t")) + len(
        export_records(reviewed(QANUN_DOCX), tenant_id="t")
    )
    assert len(dump) == expected
    _export(out, reviewed(LAW_TXT, approved={2}))
    law_id = doc_uuid(reviewed(LAW_TXT).document.fingerprint)
    db = _open(out)
    rows = list(db.query("SELECT chunkIndex FROM chunks WHERE docId = ?", [law_id]))
    assert rows == [{"chunkIndex": 2}]
    assert db.table("audit").count == 4  # two per document, not accumulated
    # The FTS index follows deletions: no hit points at a deleted row.
    fts_rows = db.execute("SELECT count(*) FROM chunks_fts").fetchone()[0]
    assert fts_rows == db.table("chunks").count
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []


def test_a_file_that_is_not_an_export_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite"
    sqlite_utils.Database(other).table("people").insert({"name": "x"})
    before = other.read_bytes()
    with pytest.raises(ExportError, match="not an export"):
        _export(other, reviewed(LAW_TXT))
    garbage = tmp_path / "garbage.sqlite"
    garbage.write_bytes(b"not a database at all" * 100)
    with pytest.raises(ExportError, match="not an SQLite export"):
        _export(garbage, reviewed(LAW_TXT))
    assert other.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")) == [
        "garbage.sqlite",
        "other.sqlite",
    ]


def test_another_schema_major_version_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    _export(out, reviewed(LAW_TXT))
    db = _open(out)
    db.execute("UPDATE export_meta SET value = '9.0' WHERE key = 'schemaVersion'")
    db.conn.commit()
    db.conn.close()
    with pytest.raises(ExportError, match=r"schema 9\.0"):
        _export(out, reviewed(LAW_TXT))


def test_an_error_mid_export_leaves_the_old_file(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    _export(out, reviewed(LAW_TXT))
    before = out.read_bytes()
    source = reviewed(QANUN_DOCX)
    records = export_records(source, tenant_id="t")
    row = document_row(source, tenant_id="t", exported=len(records), exported_at="now")
    broken = [*records, {**records[0], "chunkIndex": None}]  # violates NOT NULL
    with pytest.raises(sqlite3.IntegrityError), SqliteExport(out) as store:
        store.replace_document(row, broken)
    assert out.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")] == ["out.sqlite"]


def test_a_second_export_of_the_same_file_is_refused_while_one_runs(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    _export(out, reviewed(LAW_TXT))
    lock = tmp_path / ".out.sqlite.lock"
    with SqliteExport(out):
        assert stat.S_IMODE(lock.stat().st_mode) == 0o600
        with pytest.raises(ExportError, match="being written by another export"):
            _export(out, reviewed(QANUN_DOCX))
        with pytest.raises(ExportError, match="being written by another export"):
            merge_jsonl([], out, [])  # JSONL and SQLite writers share the lock of a path
    _export(out, reviewed(QANUN_DOCX))  # free again once the first one is done
    assert not lock.exists()  # no empty lock file stays beside the export


def test_working_copies_of_a_killed_export_are_removed(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    stale = [tmp_path / ".out.sqlite.k1ll3d.sqlite-tmp", tmp_path / ".out.sqlite.x9.tmp"]
    for path in stale:
        path.write_text("client text")
    other = tmp_path / ".other.sqlite.k1ll3d.sqlite-tmp"
    other.write_text("another target's")
    _export(out, reviewed(LAW_TXT))
    assert not any(path.exists() for path in stale)
    assert other.exists()
