"""``inspector chunk`` searches each distinct string once for personal data (issue 25, item 4).

The redactor and the gate share one detector that remembers its answers per string. These
tests hold it to the plain detector: the same matches for any text, the same records as
redacting with ``detect_personal_data`` itself, and a gate that still refuses a string the
redactor's search had already seen.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.cli import main
from inspector.cli_chunk import _detector, _redacted
from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.export.errors import UnredactedDataError
from inspector.export.gate import gate_records
from inspector.export.jsonl import read_jsonl
from inspector.redaction.detect import detect_personal_data

CONTRACT = """SERVICES AGREEMENT

1. Parties

This agreement is made between Corvane Ltd and Mr Peter Hollis, who may be reached at
peter.hollis@corvane.example or on +44 20 7946 0958.

2. Notices

Notices go to Mme Hélène Varennes, tél. 01 42 68 53 00, or to peter.hollis@corvane.example.

3. Payment

Payment is made to IBAN FR76 3000 6000 0112 3456 7890 189 within thirty days.

4. Notices again

Mr Peter Hollis receives a copy of every notice.
"""

PIECES = [
    "peter.hollis@corvane.example",
    "+44 20 7946 0958",
    "Mr Peter Hollis",
    "FR76 3000 6000 0112 3456 7890 189",
    "السيد أحمد بن علي",
    "Article 4",
    "\n",
    " ",
    "tel. ",
]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=12), max_size=12))
def test_the_shared_detector_answers_as_the_plain_one(parts: list[str]) -> None:
    text = "".join(parts)
    detect = _detector()
    assert tuple(detect(text)) == detect_personal_data(text)
    assert tuple(detect(text)) == detect_personal_data(text)  # a remembered answer


def test_chunk_records_equal_those_redacted_with_the_plain_detector(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    contract = tmp_path / "services.txt"
    contract.write_text(CONTRACT, encoding="utf-8")
    out = tmp_path / "chunks.jsonl"
    assert main(["chunk", str(contract), "--out", str(out)]) == 0
    config = default_config()
    document = load_document(contract)
    chunk_set = chunk_document(document, config)
    options = argparse.Namespace(redaction="auto", redaction_mode="hash", tenant="local")
    plain = _redacted(
        chunk_records(document, chunk_set, config),
        document,
        chunk_set,
        config,
        options,
        detect_personal_data,
    )
    written = read_jsonl(out)
    assert written == plain
    assert "peter.hollis@corvane.example" not in str(written)
    assert "[EMAIL:" in str(written)


def test_the_gate_still_refuses_what_the_shared_detector_has_seen() -> None:
    detect = _detector()
    text = "Write to peter.hollis@corvane.example."
    assert [m.kind for m in detect(text)] == ["email"]  # the redactor's search, remembered
    record = {"docId": "d" * 64, "chunkIndex": 0, "text": text, "redactionPolicy": "full"}
    with pytest.raises(UnredactedDataError):
        gate_records([record], detector=detect)
