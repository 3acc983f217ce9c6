"""Every text field an export writes is redacted and gated, not only ``text`` (issue 26, 13).

The heading path, the documents table's title, notes, flag comments, the file name and the
audit trail are written too; personal data in them was written in clear with no override.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.errors import InspectorError
from inspector.export.errors import UnredactedDataError
from inspector.export.gate import gate_records
from inspector.export.jsonl import read_jsonl
from inspector.export.records import text_values
from inspector.review.access import open_session
from inspector.review.edits import AddFlag, SetNote, SetStatus
from inspector.review.model import FlagCategory, ReviewStatus

# A short witness statement: a name in the title and in a heading, an e-mail in a heading.
STATEMENT = """# Witness statement of Mr John Smith

## 1. Contact: j.smith@example.com

The witness lives in London and works for the Company.

## 2. Statement of Mr John Smith

He says the goods arrived late on 3 March.
"""
SECRETS = ("John Smith", "j.smith@example.com", "jane.roe@example.org", "+44 20 7946 0958")


def _clear(values: list[str]) -> list[str]:
    return [s for s in SECRETS for v in values if s in v]


@pytest.fixture
def statement(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    path = tmp_path / "statement.md"
    path.write_text(STATEMENT, encoding="utf-8")
    return path


@pytest.mark.parametrize("suffix", [".jsonl", ".sqlite"])
def test_an_unreviewed_document_with_personal_data_in_headings_exports_redacted(
    statement: Path, tmp_path: Path, suffix: str
) -> None:
    out = tmp_path / f"out{suffix}"
    # No override: the README promises an unreviewed file exports with its data redacted.
    assert main(["export", str(statement), "--out", str(out), "--tenant", "t", "--all"]) == 0
    if suffix == ".jsonl":
        records = read_jsonl(out)
        paths = [p for r in records for p in r["headingPath"]]
        assert any("[EMAIL:" in p for p in paths)
        assert any("[PERSON:" in p for p in paths)
        assert _clear([json.dumps(r, ensure_ascii=False) for r in records]) == []
    else:
        with sqlite3.connect(out) as db:
            (title,) = db.execute("SELECT title FROM documents").fetchone()
            rows = db.execute("SELECT headingText, headingPath, text, embedText FROM chunks")
            written = [title, *(v for row in rows for v in row)]
        assert "Witness statement of Mr [PERSON:" in title
        assert _clear(written) == []


def test_notes_flag_comments_and_audit_of_a_review_are_redacted(
    statement: Path, tmp_path: Path
) -> None:
    config = default_config()
    document = load_document(statement)
    session = open_session(
        statement, document, config, "ana", lambda: chunk_document(document, config)
    )
    session.apply(SetStatus((0, 1, 2), ReviewStatus.APPROVED))
    session.apply(SetNote(2, "ask jane.roe@example.org or call +44 20 7946 0958"))
    session.apply(AddFlag(1, FlagCategory.PERSONAL_DATA, "Mr John Smith's address"))
    # The detector's matches in the body are not redacted in this review: the gate refuses
    # them, and the override lets us see every other field as written.
    session.close()
    out = tmp_path / "out.sqlite"
    args = ["export", str(statement), "--out", str(out), "--tenant", "t"]
    assert main([*args, "--allow-unredacted", "test of the other fields"]) == 0
    with sqlite3.connect(out) as db:
        notes = [n for (n,) in db.execute("SELECT note FROM chunks")]
        comments = [c for (c,) in db.execute("SELECT comment FROM flags")]
        audit = [d for (d,) in db.execute("SELECT description FROM audit")]
    assert any("[EMAIL:" in n and "[PHONE:" in n for n in notes)
    assert any("[PERSON:" in c for c in comments)
    assert _clear(notes + comments + audit) == []


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("headingPath", ["Schedule 2", "Notices to Mr John Smith"]),
        ("headingText", "Contact: j.smith@example.com"),
        ("note", "call +44 20 7946 0958"),
        ("fileName", "letter to jane.roe@example.org.pdf"),
        ("reviewFlags", [{"category": "other", "comment": "IBAN GB82 WEST 1234 5698 7654 32"}]),
        ("someFutureField", "Mme Hélène Varennes"),
    ],
)
def test_the_gate_checks_every_text_field(field: str, value: object) -> None:
    record: dict[str, object] = {
        "docId": "d" * 64,
        "chunkIndex": 0,
        "text": "Nothing personal here.",
        "headingText": "",
        field: value,
    }
    with pytest.raises(UnredactedDataError):
        gate_records([record])


def test_machine_fields_are_not_text() -> None:
    record = {"docId": "Mr John Smith", "reviewer": "Dr Ana", "flags": ["Mr X"], "text": "t"}
    assert text_values(record) == ["t"]


def test_a_refusal_is_an_inspector_error() -> None:
    assert issubclass(UnredactedDataError, InspectorError)
