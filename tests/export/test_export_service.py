"""export_documents and ``inspector export``: the redaction gate, overrides, formats, CLI."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.engine.citation_identity import doc_uuid
from inspector.export.errors import ExportError, UnredactedDataError
from inspector.export.gate import detected_redactions
from inspector.export.jsonl import read_jsonl
from inspector.export.service import export_documents, format_of
from inspector.redaction.detect import detect_personal_data
from tests.export.helpers import CONTRACT_MD, LAW_TXT, reviewed

EMAIL = "legal@corvane.example"


def _email_chunk() -> int:
    source = reviewed(CONTRACT_MD)
    start = source.document.text.index(EMAIL)
    return next(i for i, c in enumerate(source.chunk_set.chunks) if c.start <= start < c.end)


def _clean_chunk() -> int:
    """A chunk of the contract with no personal data at all (no override to record)."""
    source = reviewed(CONTRACT_MD)
    text = source.document.text
    return next(
        i
        for i, c in enumerate(source.chunk_set.chunks)
        if not detect_personal_data(text[c.start : c.end])
    )


def test_gate_refuses_an_approved_chunk_with_an_unredacted_email(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    export_documents([reviewed(LAW_TXT)], out, tenant_id="t")
    before = out.read_bytes()
    index = _email_chunk()
    source = reviewed(CONTRACT_MD, approved={index})
    with pytest.raises(UnredactedDataError) as caught:
        export_documents([source], out, tenant_id="t")
    message = str(caught.value)
    assert f"{CONTRACT_MD.name} chunk {index} (email" in message
    assert "--allow-unredacted" in message
    assert (doc_uuid(source.document.fingerprint), index, "email") in caught.value.findings
    assert out.read_bytes() == before  # nothing written


def test_redacted_chunks_pass_the_gate(tmp_path: Path) -> None:
    index = _email_chunk()
    source = reviewed(CONTRACT_MD, approved={index})
    redacted = replace(source, redactions=detected_redactions(source.document.text, salt="s"))
    summary = export_documents([redacted], tmp_path / "out.jsonl", tenant_id="t")
    [record] = read_jsonl(tmp_path / "out.jsonl")
    assert summary.records == 1
    assert EMAIL not in record["text"]
    assert "[EMAIL:" in record["text"]
    assert record["unredactedOverride"] is None


def test_an_override_is_recorded_in_jsonl_and_sqlite(tmp_path: Path) -> None:
    index, clean = _email_chunk(), _clean_chunk()
    source = reviewed(CONTRACT_MD, approved={index, clean})
    reason = "public contact address of the firm"
    export_documents(
        [source], tmp_path / "out.jsonl", tenant_id="t", allow_unredacted=reason, user="lee"
    )
    records = {r["chunkIndex"]: r for r in read_jsonl(tmp_path / "out.jsonl")}
    assert EMAIL in records[index]["text"]
    override = records[index]["unredactedOverride"]
    assert override["reason"] == reason
    assert override["by"] == "lee"
    assert "email" in override["kinds"]
    assert override["at"].startswith("20")
    assert records[clean]["unredactedOverride"] is None
    summary = export_documents(
        [source], tmp_path / "out.sqlite", tenant_id="t", allow_unredacted=reason, user="lee"
    )
    assert summary.documents[0].overridden == 1
    rows = sqlite3.connect(tmp_path / "out.sqlite").execute(
        "SELECT chunkIndex, reason, by FROM gate_overrides"
    )
    assert rows.fetchall() == [(index, reason, "lee")]


def test_an_empty_override_reason_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="needs a reason"):
        export_documents(
            [reviewed(LAW_TXT)], tmp_path / "o.jsonl", tenant_id="t", allow_unredacted=" "
        )


@pytest.mark.parametrize(
    ("name", "kind"),
    [("a.jsonl", "jsonl"), ("a.NDJSON", "jsonl"), ("a.sqlite", "sqlite"), ("a.db", "sqlite")],
)
def test_format_by_extension(name: str, kind: str) -> None:
    assert format_of(Path(name)) == kind


def test_cli_without_a_review_exports_nothing_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.jsonl"
    assert main(["export", str(LAW_TXT), "--out", str(out), "--tenant", "t"]) == 0
    assert "Nothing was approved" in capsys.readouterr().out
    assert out.read_text() == ""


def test_cli_all_exports_every_chunk_redacted(tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    args = ["export", str(CONTRACT_MD), str(LAW_TXT), "--out", str(out), "--tenant", "firm"]
    assert main([*args, "--all"]) == 0
    db = sqlite3.connect(out)
    count = db.execute("SELECT count(*) FROM chunks").fetchone()[0]
    law, contract = reviewed(LAW_TXT), reviewed(CONTRACT_MD)
    assert count == len(law.chunk_set.chunks) + len(contract.chunk_set.chunks)
    assert db.execute("SELECT DISTINCT tenantId FROM chunks").fetchall() == [("firm",)]
    assert (
        db.execute("SELECT count(*) FROM chunks WHERE text LIKE ?", [f"%{EMAIL}%"]).fetchone()[0]
        == 0
    )
    statuses = db.execute("SELECT DISTINCT reviewStatus FROM chunks").fetchall()
    assert statuses == [("unreviewed",)]


def test_cli_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(LAW_TXT), "--out", str(tmp_path / "a.csv"), "--tenant", "t"]) == 1
    assert "Cannot tell the export format of a.csv" in capsys.readouterr().err
    assert main(["export", str(LAW_TXT), "--out", str(tmp_path / "a.jsonl"), "--tenant", ""]) == 1
    assert "--tenant must not be empty" in capsys.readouterr().err
    missing = tmp_path / "missing.pdf"
    assert main(["export", str(missing), "--out", str(tmp_path / "a.jsonl"), "--tenant", "t"]) == 1
    assert capsys.readouterr().err.startswith("inspector: ")


@pytest.mark.parametrize("suffix", [".jsonl", ".sqlite"])
def test_a_document_given_twice_is_exported_once(suffix: str, tmp_path: Path) -> None:
    """The same file twice, or a copy under another name: one set of records, a true count."""
    import json
    import shutil
    import subprocess
    import sys

    copy = tmp_path / "copy of law.txt"
    shutil.copyfile(LAW_TXT, copy)
    out = tmp_path / f"out{suffix}"
    done = subprocess.run(
        [sys.executable, "-m", "inspector", "export", str(LAW_TXT), str(LAW_TXT), str(copy),
         "--out", str(out), "--tenant", "t", "--all"],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    chunks = len(reviewed(LAW_TXT).chunk_set.chunks)
    assert f"\n{chunks} record(s) written" in done.stdout
    assert done.stdout.count("chunks exported") == 1
    if suffix == ".jsonl":
        lines = out.read_text(encoding="utf-8").splitlines()
        assert len(lines) == chunks
        assert len({json.loads(line)["chunkIndex"] for line in lines}) == chunks
    else:
        db = sqlite3.connect(out)
        try:
            assert db.execute("SELECT COUNT(*) FROM chunks").fetchone() == (chunks,)
        finally:
            db.close()
