"""Issue 28's fields in every export format: SQLite, JSON Lines and the fixture; docId stable.

A schema 1.2 SQLite export (docId = the file's SHA-256, no identity columns) is brought up to
date when written to again, so a re-export replaces the document instead of adding a copy.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

from inspector.document.load import load_document
from inspector.engine.citation_identity import doc_uuid
from inspector.export.fixtures import build_fixture, read_fixture, write_fixture
from inspector.export.jsonl import read_jsonl
from inspector.export.records import EXPORT_SCHEMA_VERSION
from inspector.export.service import export_documents
from tests.export.helpers import LAW_TXT, QANUN_DOCX, reviewed

FIELDS = ("citation", "references", "embedTokenCount", "title", "actId", "documentDate")


def _by_index(records: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    return {int(r["chunkIndex"]): r for r in records}


def test_jsonl_and_sqlite_carry_the_same_citable_fields(tmp_path: Path) -> None:
    source = replace(reviewed(QANUN_DOCX), identity={"documentDate": "2026-03-17"})
    jsonl, sqlite = tmp_path / "out.jsonl", tmp_path / "out.sqlite"
    export_documents([source], jsonl, tenant_id="t", include_all=True)
    export_documents([source], sqlite, tenant_id="t", include_all=True)
    lines = _by_index(read_jsonl(jsonl))
    with sqlite3.connect(sqlite) as db:
        db.row_factory = sqlite3.Row
        rows = _by_index([dict(r) for r in db.execute("SELECT * FROM chunks")])
        document = dict(db.execute("SELECT * FROM documents").fetchone())
    assert lines.keys() == rows.keys()
    for index, line in lines.items():
        row = rows[index]
        for name in FIELDS:
            value = json.loads(row[name]) if name == "references" else row[name]
            assert value == line[name], (index, name)
        for reference in line["references"]:
            assert line["text"][reference["start"] : reference["end"]] == reference["text"]
            assert all(0 <= t < len(lines) for t in reference["targets"])
        assert line["documentDate"] == "2026-03-17"
        assert line["docId"] == doc_uuid(source.document.fingerprint)
    assert any(line["references"] for line in lines.values())
    assert document["documentDate"] == "2026-03-17"
    assert json.loads(document["identityCues"])["documentDate"] == "edited"
    assert document["docId"] == doc_uuid(source.document.fingerprint)


def test_doc_id_is_the_same_on_every_load_and_export(tmp_path: Path) -> None:
    first, second = load_document(LAW_TXT), load_document(LAW_TXT)
    assert first is not second
    assert doc_uuid(first.fingerprint) == doc_uuid(second.fingerprint)
    out = tmp_path / "out.jsonl"
    export_documents([reviewed(LAW_TXT)], out, tenant_id="t", include_all=True)
    before = {r["docId"] for r in read_jsonl(out)}
    export_documents([reviewed(LAW_TXT)], out, tenant_id="t", include_all=True)
    after = read_jsonl(out)
    assert {r["docId"] for r in after} == before == {doc_uuid(first.fingerprint)}
    assert len(after) == len(reviewed(LAW_TXT).chunk_set.chunks)


def test_an_older_sqlite_export_is_brought_up_to_date(tmp_path: Path) -> None:
    source = reviewed(LAW_TXT)
    out = tmp_path / "out.sqlite"
    export_documents([source], out, tenant_id="t", include_all=True)
    fingerprint = source.document.fingerprint
    with sqlite3.connect(out) as db:  # what a schema 1.2 export looked like
        for table in ("documents", "chunks", "flags", "audit", "gate_overrides"):
            db.execute(f"UPDATE {table} SET docId = ?", [fingerprint])
        for column in ("citation", "references", "embedTokenCount", "actId"):
            db.execute(f'ALTER TABLE chunks DROP COLUMN "{column}"')
        db.execute("UPDATE export_meta SET value = '1.2' WHERE key = 'schemaVersion'")
    export_documents([source], out, tenant_id="t", include_all=True)
    with sqlite3.connect(out) as db:
        documents = db.execute("SELECT docId FROM documents").fetchall()
        chunks = db.execute("SELECT COUNT(*), COUNT(citation) FROM chunks").fetchone()
        version = db.execute("SELECT value FROM export_meta WHERE key = 'schemaVersion'")
        assert version.fetchone()[0] == EXPORT_SCHEMA_VERSION
    assert documents == [(doc_uuid(fingerprint),)]  # replaced, not a second copy
    assert chunks == (len(source.chunk_set.chunks), len(source.chunk_set.chunks))


def test_an_older_jsonl_export_of_the_same_file_is_replaced(tmp_path: Path) -> None:
    source = reviewed(LAW_TXT)
    out = tmp_path / "out.jsonl"
    export_documents([source], out, tenant_id="t", include_all=True)
    old = read_jsonl(out)
    out.write_text(
        "".join(json.dumps({**r, "docId": source.document.fingerprint}) + "\n" for r in old),
        encoding="utf-8",
    )
    export_documents([source], out, tenant_id="t", include_all=True)
    assert len(read_jsonl(out)) == len(old)


def test_the_fixture_records_identity_citations_and_references(tmp_path: Path) -> None:
    source = reviewed(LAW_TXT)
    path = tmp_path / "law.fixture.json"
    write_fixture(build_fixture(source, include_all=True), path)
    fixture = read_fixture(path)
    assert fixture["identity"]["docId"] == doc_uuid(source.document.fingerprint)
    assert fixture["identity"]["title"] == source.chunk_set.title
    cited = [c["citation"] for c in fixture["chunks"]]
    assert all(cited)
    assert any("Article" in c or "art." in c for c in cited)
    assert all(isinstance(c["embedTokenCount"], int) for c in fixture["chunks"])
    assert any(c["references"] for c in fixture["chunks"])


def test_reference_spans_hold_in_redacted_text() -> None:
    from inspector.export.records import carried_references, replaced_values

    original = "Write to jo@example.com under Article 6(1) and Article 7."
    written = replaced_values(original, [("jo@example.com", "[EMAIL_1]")])
    assert written.text == original.replace("jo@example.com", "[EMAIL_1]")
    references: list[dict[str, Any]] = [
        {"text": word, "start": original.index(word), "end": original.index(word) + len(word)}
        for word in ("Article 6(1)", "Article 7")
    ]
    assert [original[r["start"] : r["end"]] for r in references] == ["Article 6(1)", "Article 7"]
    moved = carried_references(written, references)
    assert [written.text[r["start"] : r["end"]] for r in moved] == ["Article 6(1)", "Article 7"]
    redacted_itself = replaced_values(original, [("Article 7", "[X]")])
    assert [r["text"] for r in carried_references(redacted_itself, references)] == ["Article 6(1)"]
