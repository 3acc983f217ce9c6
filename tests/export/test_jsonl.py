"""JSONL writer: round trip, format, idempotent merge, stale records, file mode, bad files."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from inspector.engine.citation_identity import doc_uuid
from inspector.export.errors import ExportError
from inspector.export.jsonl import merge_jsonl, read_jsonl, write_jsonl
from inspector.export.records import export_records
from tests.export.helpers import LAW_TXT, QANUN_DOCX, reviewed


def _key(source_path: Path, tenant: str = "t") -> tuple[str, str]:
    return tenant, doc_uuid(reviewed(source_path).document.fingerprint)


def test_round_trip_keeps_every_field_and_arabic(tmp_path: Path) -> None:
    records = export_records(reviewed(QANUN_DOCX), tenant_id="t", include_all=True)
    out = tmp_path / "out.jsonl"
    write_jsonl(records, out)
    assert read_jsonl(out) == records
    raw = out.read_text(encoding="utf-8")
    lines = raw.splitlines()
    assert len(lines) == len(records)
    assert "المادة" in raw  # non-ASCII kept, not \u escapes
    for line in lines:
        assert list(json.loads(line)) == sorted(json.loads(line))
    assert stat.S_IMODE(out.stat().st_mode) == 0o600


def test_merge_is_idempotent_and_keeps_other_documents(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    law = export_records(reviewed(LAW_TXT), tenant_id="t")
    qanun = export_records(reviewed(QANUN_DOCX), tenant_id="t")
    merge_jsonl(law, out, [_key(LAW_TXT)])
    merge_jsonl(qanun, out, [_key(QANUN_DOCX)])
    first = out.read_bytes()
    result = merge_jsonl(law, out, [_key(LAW_TXT)])
    assert out.read_bytes() == first  # same document again: the same file, byte for byte
    assert result.removed == len(law)
    assert result.kept == len(qanun)
    assert read_jsonl(out) == law + qanun


def test_re_export_removes_stale_records(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    merge_jsonl(export_records(reviewed(LAW_TXT), tenant_id="t"), out, [_key(LAW_TXT)])
    fewer = export_records(reviewed(LAW_TXT, approved={0, 3}), tenant_id="t")
    merge_jsonl(fewer, out, [_key(LAW_TXT)])
    assert [r["chunkIndex"] for r in read_jsonl(out)] == [0, 3]
    merge_jsonl([], out, [_key(LAW_TXT)])
    assert read_jsonl(out) == []


def test_same_document_of_another_tenant_is_kept(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    merge_jsonl(export_records(reviewed(LAW_TXT), tenant_id="a"), out, [_key(LAW_TXT, "a")])
    merge_jsonl(export_records(reviewed(LAW_TXT), tenant_id="b"), out, [_key(LAW_TXT, "b")])
    assert {r["tenantId"] for r in read_jsonl(out)} == {"a", "b"}


def test_a_file_that_is_not_an_export_is_refused_and_kept(tmp_path: Path) -> None:
    out = tmp_path / "notes.jsonl"
    out.write_text("just some notes\n", encoding="utf-8")
    with pytest.raises(ExportError, match="line 1 is not JSON"):
        merge_jsonl([], out, [_key(LAW_TXT)])
    assert out.read_text(encoding="utf-8") == "just some notes\n"
    assert [p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")] == [
        "notes.jsonl"
    ]  # no temporary left behind
