"""Chunk records and ``inspector chunk``: fields, JSONL form, atomic writes, --stats."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from inspector.cli_chunk import run_chunk
from inspector.engine.citation_identity import doc_uuid
from inspector.engine.config import default_config, save_config
from inspector.engine.records import RECORD_VERSION, chunk_records
from inspector.export.jsonl import write_jsonl
from tests.engine.helpers import chunked

SEED_000_FIELDS = {
    "docId",
    "tenantId",
    "chunkIndex",
    "chunkType",
    "headingText",
    "pageNumber",
    "language",
    "jurisdiction",
    "documentType",
    "charStart",
    "charEnd",
}
DESIGN_FIELDS = {
    "headingPath",
    "pageEnd",
    "bboxes",
    "tokenCount",
    "text",
    "embedText",
    "contentHash",
    "version",
    "prepVersion",
    "configHash",
    "startRule",
    "reviewStatus",
    "flags",
    "note",
}

LAW = (
    "An Act to keep records.\n\nArticle 1 — Scope\n\nThis Act applies to public bodies.\n"
    "Official Gazette — Page 1\n\nArticle 2 — Duty\n\nEvery body keeps records.\n"
)


def test_records_carry_every_field_with_the_right_units() -> None:
    gazette = LAW.index("Official Gazette")
    document, result = chunked(
        LAW, excluded=[(gazette, gazette + len("Official Gazette — Page 1\n"))]
    )
    records = chunk_records(document, result, default_config(), tenant_id="firm-7")
    assert [r["chunkIndex"] for r in records] == list(range(len(result.chunks)))
    for record, chunk in zip(records, result.chunks, strict=True):
        assert set(record) >= SEED_000_FIELDS | DESIGN_FIELDS
        assert record["tenantId"] == "firm-7"
        assert record["docId"] == doc_uuid(document.fingerprint)
        assert (record["charStart"], record["charEnd"]) == (chunk.start, chunk.end)
        assert record["pageNumber"] == chunk.page_start + 1 == 1
        assert record["contentHash"] == hashlib.sha256(record["text"].encode()).hexdigest()
        assert record["version"] == RECORD_VERSION
        assert record["configHash"] == default_config().config_hash
        assert record["startRule"] == chunk.boundary.rule
        assert record["reviewStatus"] == "unreviewed"
        assert record["documentType"] == "legislation"
        assert record["embedText"].startswith("Document: ")
        assert "Gazette" not in record["text"]
        assert record["bboxes"] == []  # text sources have no geometry
    assert records[1]["headingText"] == "Article 1 — Scope"
    assert records[1]["headingPath"] == ["Article 1 — Scope"]


def test_write_jsonl_is_atomic_and_sorted(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text('{"docId": "d0", "tenantId": "t"}\n', encoding="utf-8")  # an earlier export
    write_jsonl([{"tenantId": "t", "docId": "d1", "b": "مادة", "a": 1}], out)
    written = '{"a": 1, "b": "مادة", "docId": "d1", "tenantId": "t"}\n'
    assert out.read_text(encoding="utf-8") == written
    assert [p.name for p in tmp_path.iterdir()] == ["out.jsonl"]

    def broken() -> object:
        yield {"tenantId": "t", "docId": "d2"}
        raise RuntimeError("interrupted")

    with pytest.raises(RuntimeError):
        write_jsonl(broken(), out)  # type: ignore[arg-type]
    assert out.read_text(encoding="utf-8") == written
    assert [p.name for p in tmp_path.iterdir()] == ["out.jsonl"]


def test_inspector_chunk_writes_records_and_prints_stats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "law.txt"
    source.write_text(LAW, encoding="utf-8")
    out = tmp_path / "chunks.jsonl"
    assert run_chunk([str(source), "--out", str(out), "--tenant", "t1", "--stats"]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    assert records
    assert all(r["tenantId"] == "t1" for r in records)
    assert all(
        line == json.dumps(json.loads(line), sort_keys=True, ensure_ascii=False) for line in lines
    )
    printed = capsys.readouterr().out
    assert "law.txt: legislation by en_act" in printed
    assert f"chunks: {len(records)}" in printed
    assert "stranded headings: 0" in printed


def test_inspector_chunk_options(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "law.txt"
    source.write_text(LAW, encoding="utf-8")
    out = tmp_path / "chunks.jsonl"
    config = tmp_path / "c.toml"
    save_config(default_config(), config)
    argv = [str(source), "--out", str(out), "--config", str(config), "--doc-type", "contract"]
    assert run_chunk(argv) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert {r["documentType"] for r in records} == {"contract"}
    assert {r["tenantId"] for r in records} == {"local"}
    bad = tmp_path / "bad.toml"
    bad.write_text("[profiles.article]\nmax_tokens = 1\n", encoding="utf-8")
    assert run_chunk([str(source), "--out", str(out), "--config", str(bad)]) == 2
    assert "profiles.article" in capsys.readouterr().err
