"""Redaction policy per export (issue 26, item 15): none, contact or full, by document type.

Redacting names in a published judgment breaks its citations; a contract must lose them. The
policy is chosen per export (``--redaction``), defaults by document type, and is recorded in
every record and in the documents table; ``inspector chunk`` follows the same gate.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.export.jsonl import read_jsonl
from inspector.export.records import EXPORT_SCHEMA_VERSION
from inspector.redaction.errors import RedactionError
from inspector.redaction.policy import (
    RedactionPolicy,
    default_policy,
    policy_kinds,
    resolve_policy,
)

# A short appeal judgment of our own: a name after Mr, counsel's number and address.
JUDGMENT = """IN THE COURT OF APPEAL (CIVIL DIVISION)

Between:

MR JOHN SMITH
Appellant

- and -

KESTREL DISTRICT COURT
Respondent

Lord Carrow KC and Mr David Jones (instructed by Smith & Co, tel. +44 20 7946 0958,
clerks@smithco.example) for the Appellant

JUDGMENT

1. This is an appeal by Mr Smith against the order of the judge below. Mr Jones submitted
that the judge erred in law.
"""

# A short services agreement of our own with a signatory's e-mail and a name after Mr.
CONTRACT = """SERVICES AGREEMENT

This Agreement is made between Corvane Ltd and Mr Peter Hollis.

1. Definitions

1.1 Notices shall be sent to peter.hollis@corvane.example.

2. Term

2.1 This Agreement starts on the Effective Date.
"""


@pytest.mark.parametrize(
    ("document_type", "policy"),
    [
        ("legislation", RedactionPolicy.NONE),
        ("regulation", RedactionPolicy.NONE),
        ("judgment", RedactionPolicy.NONE),
        ("contract", RedactionPolicy.FULL),
        ("unknown", RedactionPolicy.FULL),
    ],
)
def test_the_default_follows_the_document_type(document_type: str, policy: RedactionPolicy) -> None:
    assert default_policy(document_type) is policy
    assert resolve_policy("auto", document_type) is policy
    assert resolve_policy(None, document_type) is policy


def test_policy_kinds_and_choices() -> None:
    assert policy_kinds("none") == frozenset()
    assert "person" not in policy_kinds("contact")
    assert {"email", "phone", "iban"} <= policy_kinds("contact")
    assert policy_kinds("full") == policy_kinds("contact") | {"person"}
    assert resolve_policy("full", "judgment") is RedactionPolicy.FULL
    with pytest.raises(RedactionError):
        resolve_policy("some", "contract")


@pytest.fixture
def judgment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    path = tmp_path / "appeal.txt"
    path.write_text(JUDGMENT, encoding="utf-8")
    return path


def _export(path: Path, out: Path, *extra: str) -> list[dict[str, object]]:
    assert main(["export", str(path), "--out", str(out), "--tenant", "t", "--all", *extra]) == 0
    return read_jsonl(out)


def test_a_judgment_is_exported_as_published_by_default(judgment: Path, tmp_path: Path) -> None:
    records = _export(judgment, tmp_path / "out.jsonl")
    text = "".join(str(r["text"]) for r in records)
    assert {r["redactionPolicy"] for r in records} == {"none"}
    assert "Mr David Jones" in text
    assert "+44 20 7946 0958" in text


def test_contact_policy_keeps_names_but_loses_contact_details(
    judgment: Path, tmp_path: Path
) -> None:
    records = _export(judgment, tmp_path / "out.jsonl", "--redaction", "contact")
    text = "".join(str(r["text"]) for r in records)
    assert {r["redactionPolicy"] for r in records} == {"contact"}
    assert "Mr Smith" in text
    assert "Mr David Jones" in text
    assert "+44 20 7946 0958" not in text
    assert "clerks@smithco.example" not in text


def test_full_policy_on_a_judgment_redacts_names(judgment: Path, tmp_path: Path) -> None:
    records = _export(judgment, tmp_path / "out.jsonl", "--redaction", "full")
    text = "".join(str(r["text"]) for r in records)
    assert {r["redactionPolicy"] for r in records} == {"full"}
    assert "David Jones" not in text
    assert "[PERSON:" in text


def test_none_policy_writes_everything_and_the_gate_lets_it(judgment: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    assert main(["export", str(judgment), "--out", str(out), "--tenant", "t", "--all",
                 "--redaction", "none"]) == 0  # fmt: skip
    with sqlite3.connect(out) as db:
        (policy,) = db.execute("SELECT redactionPolicy FROM documents").fetchone()
        policies = {p for (p,) in db.execute("SELECT redactionPolicy FROM chunks")}
        text = "".join(t for (t,) in db.execute("SELECT text FROM chunks"))
        overrides = db.execute("SELECT COUNT(*) FROM gate_overrides").fetchone()[0]
    assert policy == "none"
    assert policies == {"none"}
    assert "+44 20 7946 0958" in text
    assert overrides == 0


def test_chunk_output_follows_the_export_gate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    contract = tmp_path / "services.txt"
    contract.write_text(CONTRACT, encoding="utf-8")
    out = tmp_path / "chunks.jsonl"
    assert main(["chunk", str(contract), "--out", str(out)]) == 0
    records = read_jsonl(out)
    written = "".join(str(r["text"]) + str(r["embedText"]) for r in records)
    assert {r["redactionPolicy"] for r in records} == {"full"}
    assert "peter.hollis@corvane.example" not in written
    assert "Peter Hollis" not in written
    assert "[EMAIL:" in written
    assert main(["chunk", str(contract), "--out", str(out), "--redaction", "none"]) == 0
    assert "peter.hollis@corvane.example" in "".join(str(r["text"]) for r in read_jsonl(out))


def test_an_export_of_the_previous_minor_schema_gets_the_new_column(
    judgment: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out.sqlite"
    _ = main(["export", str(judgment), "--out", str(out), "--tenant", "t", "--all"])
    with sqlite3.connect(out) as db:  # what a 1.1 export looked like
        db.execute("ALTER TABLE chunks DROP COLUMN redactionPolicy")
        db.execute("ALTER TABLE documents DROP COLUMN redactionPolicy")
        db.execute("UPDATE export_meta SET value = '1.1' WHERE key = 'schemaVersion'")
    assert main(["export", str(judgment), "--out", str(out), "--tenant", "u", "--all"]) == 0
    with sqlite3.connect(out) as db:
        rows = db.execute("SELECT tenantId, redactionPolicy FROM documents ORDER BY tenantId")
        assert rows.fetchall() == [("t", None), ("u", "none")]
        version = db.execute("SELECT value FROM export_meta WHERE key = 'schemaVersion'")
        assert version.fetchone()[0] == EXPORT_SCHEMA_VERSION


def test_a_reviews_detections_follow_the_policy_and_its_own_redactions_stay(
    judgment: Path, tmp_path: Path
) -> None:
    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import default_config
    from inspector.redaction.detect import detect_personal_data
    from inspector.review.access import open_session
    from inspector.review.edits import AddRedaction, SetStatus
    from inspector.review.model import ReviewStatus

    config = default_config()
    document = load_document(judgment)
    session = open_session(
        judgment, document, config, "ana", lambda: chunk_document(document, config)
    )
    session.apply(SetStatus(tuple(range(len(session.state.chunks))), ReviewStatus.APPROVED))
    for match in detect_personal_data(document.text):
        if match.text != "David Jones":
            session.apply(AddRedaction(match.start, match.end, match.kind, "detector"))
    # The reviewer redacts one name by hand: it stays redacted under every policy.
    start = document.text.index("David Jones")
    session.apply(AddRedaction(start, start + len("David Jones"), "person", "reviewer"))
    session.close()
    records = _export(judgment, tmp_path / "out.jsonl", "--redaction", "contact")
    text = "".join(str(r["text"]) for r in records)
    assert {r["redactionPolicy"] for r in records} == {"contact"}
    assert "Mr Smith" in text  # a detected name: the contact policy keeps it
    assert "David Jones" not in text  # the reviewer's own redaction
    assert "clerks@smithco.example" not in text
