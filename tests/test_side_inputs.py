"""Files a user gives beside the documents: a malformed one is one typed line, not a traceback.

Besides the documents (``test_adversarial_inputs``), commands read a question set (``eval
--questions``, JSON Lines), golden fixtures (``fixtures check``, JSON) and an earlier export
they add to (``export --out x.jsonl``). Each case below raised an untyped exception before it
was typed: a JSON array nested past the decoder's recursion limit (``RecursionError``), and in
a fixture a bound given as text or as ``1e999`` (``ValueError``/``OverflowError`` from
``int()``) or a chunk list that is not a list (``TypeError``).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from inspector.cli import main
from tests.conftest import SAMPLE_DOCS

CONTRACT = SAMPLE_DOCS / "contract_en_services.md"
DEEP = "[" * 100_000 + "]" * 100_000


def _fixture(tmp_path: Path, name: str, **fields: object) -> Path:
    fixture = {
        "fixtureVersion": "1",
        "fileName": CONTRACT.name,
        "fingerprint": hashlib.sha256(CONTRACT.read_bytes()).hexdigest(),
        "textLength": 100,
        "chunks": [{"charStart": 0, "charEnd": 40}],
        **fields,
    }
    path = tmp_path / f"{name}.fixture.json"
    # 1e999 is how a JSON writer spells a number too large for a double (Python reads inf).
    path.write_text(json.dumps(fixture).replace("Infinity", "1e999"), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("name", "fields", "message"),
    [
        ("text_bound", {"chunks": [{"charStart": "a", "charEnd": 3}]}, "not a range"),
        ("infinite_bound", {"chunks": [{"charStart": float("inf"), "charEnd": 3}]}, "range"),
        ("fraction", {"chunks": [{"charStart": 0.5, "charEnd": 3}]}, "not a range"),
        ("reversed", {"chunks": [{"charStart": 9, "charEnd": 3}]}, "not a range"),
        ("chunks_not_a_list", {"chunks": 5}, "chunks or textLength malformed"),
        ("length_as_text", {"textLength": "100"}, "chunks or textLength malformed"),
    ],
)
def test_a_malformed_fixture_is_one_failure_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    name: str,
    fields: dict[str, object],
    message: str,
) -> None:
    path = _fixture(tmp_path, name, **fields)
    assert main(["fixtures", "check", str(path), "--docs", str(SAMPLE_DOCS)]) == 1
    printed = capsys.readouterr().out
    assert f"FAIL {path.name}: " in printed
    assert message in printed


def test_a_fixture_nested_too_deep_is_not_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.fixture.json"
    path.write_text(DEEP, encoding="utf-8")
    assert main(["fixtures", "check", str(path)]) == 1
    assert "is not a fixture (not JSON)" in capsys.readouterr().out


def test_a_question_set_nested_too_deep_names_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    questions = tmp_path / "questions.jsonl"
    questions.write_text(DEEP + "\n", encoding="utf-8")
    assert main(["eval", "--questions", str(questions), str(CONTRACT), "--quiet"]) != 0
    assert "questions.jsonl, line 1: nested too deep" in capsys.readouterr().err


def test_an_export_to_add_to_nested_too_deep_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text(DEEP + "\n", encoding="utf-8")
    before = out.read_bytes()
    assert main(["export", str(CONTRACT), "--out", str(out), "--tenant", "t", "--all"]) == 1
    assert "out.jsonl line 1 is not a record (nested too deep)." in capsys.readouterr().err
    assert out.read_bytes() == before
