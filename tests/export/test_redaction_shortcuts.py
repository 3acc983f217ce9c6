"""What the redaction step may skip, and what it may not (issue 25, item 4).

A redactor with nothing to replace and no kind to detect (a published law under ``none``)
writes every record as ``chunk_records`` built it; a reviewer's redaction still applies under
``none``; and a run whose policy detects nothing never compiles the detector's rule table.
"""

from __future__ import annotations

import copy
import hashlib
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.export.records import (
    RedactionSpan,
    engine_input,
    field_redactor,
    redact_record,
)

# A short act of our own: a cross-reference in a body, a name in a heading and in a body.
ACT = """DATA ARCHIVES ACT

Article 1. Purpose

1. This Act governs the archives kept under Article 3 by the Keeper.

Article 2. Office of Ms Ada Quill

1. Ms Ada Quill keeps the register referred to in Article 1, tel. +44 20 7946 0958.

Article 3. Archives

1. The archives are kept as section 2 of this Act and Article 2 provide.
"""


@pytest.fixture
def act(tmp_path: Path) -> Path:
    path = tmp_path / "act.txt"
    path.write_text(ACT, encoding="utf-8")
    return path


def _records(
    path: Path, redactions: tuple[RedactionSpan, ...], policy: str
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    document = load_document(path)
    config = default_config()
    chunk_set = chunk_document(document, config)
    built = chunk_records(document, chunk_set, config)
    written = copy.deepcopy(built)
    source = engine_input(document, chunk_set, config, redactions, policy=policy)
    redact = field_redactor(source)
    for record in written:
        redact_record(record, redact, source.policy)
    return built, written


def test_a_policy_that_redacts_nothing_writes_the_records_as_built(act: Path) -> None:
    built, written = _records(act, (), "none")
    assert any(record["references"] for record in built)  # the references are carried too
    assert any("Ada Quill" in record["headingText"] for record in built)
    assert written == [{**record, "redactionPolicy": "none"} for record in built]


def test_a_reviewers_redaction_applies_under_none(act: Path) -> None:
    text = load_document(act).text
    start = text.index("Ada Quill")
    token = "[PERSON:test]"
    span = RedactionSpan(start, start + len("Ada Quill"), "person", token)
    built, written = _records(act, (span,), "none")
    held = [i for i, record in enumerate(built) if "Ada Quill" in record["text"]]
    assert held
    for index in held:
        record = written[index]
        assert "Ada Quill" not in record["text"]
        assert token in record["text"]
        assert "Ada Quill" not in record["embedText"]
        assert record["contentHash"] == hashlib.sha256(record["text"].encode()).hexdigest()
        for reference in record["references"]:
            assert record["text"][reference["start"] : reference["end"]] == reference["text"]
    assert all("Ada Quill" not in record["headingText"] for record in written)
    # The phone number is not a reviewer's redaction: under none it stays.
    assert any("7946 0958" in record["text"] for record in written)


@pytest.mark.parametrize(("policy", "compiled"), [("none", False), ("full", True)])
def test_the_detector_is_compiled_only_when_a_policy_needs_it(
    act: Path, tmp_path: Path, policy: str, compiled: bool
) -> None:
    out = tmp_path / "out.jsonl"
    script = textwrap.dedent(
        f"""
        import sys
        from inspector.cli_chunk import run_chunk
        assert run_chunk([{str(act)!r}, "--out", {str(out)!r}, "--redaction", {policy!r}]) == 0
        print("inspector.redaction.rules" in sys.modules)
        """
    )
    shown = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.split()
    assert shown[-1] == str(compiled)
