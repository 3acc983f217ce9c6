"""Exports of stored reviews: approved chunks, flags, notes, redactions and the audit trail."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.export.jsonl import read_jsonl
from inspector.redaction.detect import detect_personal_data
from inspector.review.access import open_session
from inspector.review.edits import AddFlag, AddRedaction, RemoveRedaction, SetNote, SetStatus
from inspector.review.model import FlagCategory, ReviewStatus
from tests.export.helpers import CONTRACT_MD

EMAIL = "legal@corvane.example"


@pytest.fixture
def reviewed_contract(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int]:
    """A copy of the contract sample with a saved review; returns it and the e-mail chunk."""
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    path = tmp_path / CONTRACT_MD.name
    path.write_bytes(CONTRACT_MD.read_bytes())
    config = default_config()
    document = load_document(path)
    session = open_session(path, document, config, "ana", lambda: chunk_document(document, config))
    start = document.text.index(EMAIL)
    holder = session.state.chunk_at(start)
    session.apply(SetStatus((0, holder), ReviewStatus.APPROVED))
    session.apply(AddFlag(holder, FlagCategory.PERSONAL_DATA, "firm address"))
    session.apply(SetNote(0, "title page"))
    for match in detect_personal_data(document.text):
        session.apply(AddRedaction(match.start, match.end, match.kind, "reviewer"))
    session.close()
    return path, holder


def test_export_reads_the_review(reviewed_contract: tuple[Path, int], tmp_path: Path) -> None:
    path, holder = reviewed_contract
    out = tmp_path / "out.jsonl"
    assert main(["export", str(path), "--out", str(out), "--tenant", "firm"]) == 0
    records = read_jsonl(out)
    assert [r["chunkIndex"] for r in records] == sorted({0, holder})
    by_index = {r["chunkIndex"]: r for r in records}
    assert by_index[0]["note"] == "title page"
    assert by_index[0]["reviewer"] == "ana"
    assert {r["reviewStatus"] for r in records} == {"approved"}
    flagged = by_index[holder]
    assert "personal_data" in flagged["flags"]
    assert flagged["reviewFlags"][0]["comment"] == "firm address"
    assert EMAIL not in flagged["text"]
    assert "[EMAIL:" in flagged["text"]
    assert "[EMAIL:" in flagged["embedText"]


def test_sqlite_export_holds_the_audit_trail(
    reviewed_contract: tuple[Path, int], tmp_path: Path
) -> None:
    path, _ = reviewed_contract
    out = tmp_path / "out.sqlite"
    assert main(["export", str(path), "--out", str(out), "--tenant", "firm", "--all"]) == 0
    db = sqlite3.connect(out)
    actions = [row[0] for row in db.execute("SELECT action FROM audit ORDER BY seq")]
    assert actions[:4] == ["set_status", "add_flag", "set_note", "add_redaction"]
    assert set(actions[3:]) == {"add_redaction"}
    assert db.execute("SELECT source FROM documents").fetchone() == ("review",)
    statuses = dict(db.execute("SELECT reviewStatus, count(*) FROM chunks GROUP BY 1").fetchall())
    assert statuses["approved"] == len({0, reviewed_contract[1]})
    db.close()


def test_a_dismissed_redaction_is_refused_by_the_gate(
    reviewed_contract: tuple[Path, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, holder = reviewed_contract
    config = default_config()
    document = load_document(path)
    session = open_session(path, document, config, "bo", lambda: chunk_document(document, config))
    start = document.text.index(EMAIL)
    session.apply(RemoveRedaction(start, start + len(EMAIL)))
    session.close()
    out = tmp_path / "out.jsonl"
    assert main(["export", str(path), "--out", str(out), "--tenant", "firm"]) == 1
    assert f"chunk {holder} (email)" in capsys.readouterr().err
    reason = ["--allow-unredacted", "published contact address"]
    assert main(["export", str(path), "--out", str(out), "--tenant", "firm", *reason]) == 0
    overridden = [r for r in read_jsonl(out) if r["unredactedOverride"]]
    assert [r["chunkIndex"] for r in overridden] == [holder]
    assert overridden[0]["unredactedOverride"]["reason"] == "published contact address"


def test_a_file_changed_since_its_review_is_refused(
    reviewed_contract: tuple[Path, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = reviewed_contract
    path.write_text(path.read_text(encoding="utf-8") + "\nAmendment.\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["export", str(path), "--out", str(out), "--tenant", "firm"]) == 1
    assert "changed since it was reviewed" in capsys.readouterr().err
    assert not out.exists()
