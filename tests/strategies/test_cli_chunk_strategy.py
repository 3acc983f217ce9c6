"""``inspector chunk`` takes the strategy from the [strategy] table or from --strategy."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.document.load import load_document
from inspector.engine.config import default_config, load_config
from inspector.strategies.config import strategy_config
from inspector.strategies.records import strategy_records
from inspector.strategies.run import chunk_with_strategy

SAMPLE = Path(__file__).resolve().parents[2] / "sample_docs" / "law_en_data_archives.txt"


def _records(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_strategy_option_writes_the_strategy_records(tmp_path: Path) -> None:
    out = tmp_path / "pc.jsonl"
    assert main(["chunk", str(SAMPLE), "--out", str(out), "--strategy", "parent_child"]) == 0
    document = load_document(SAMPLE)
    expected = strategy_records(
        document, chunk_with_strategy(document, strategy_config("parent_child"))
    )
    written = _records(out)
    assert [r["parentId"] for r in written] == [r["parentId"] for r in expected]
    assert [(r["charStart"], r["charEnd"]) for r in written] == [
        (r["charStart"], r["charEnd"]) for r in expected
    ]
    assert {r["strategy"] for r in written} == {"parent_child"}
    assert len({r["parentId"] for r in written}) < len(written)  # children share parents


def test_strategy_table_of_the_configuration_is_used(tmp_path: Path) -> None:
    config = tmp_path / "recursive.toml"
    config.write_text('[strategy]\nname = "recursive"\nchunk_size = 120\n', encoding="utf-8")
    out = tmp_path / "rc.jsonl"
    assert main(["chunk", str(SAMPLE), "--out", str(out), "--config", str(config)]) == 0
    written = _records(out)
    assert {r["strategy"] for r in written} == {"recursive"}
    assert max(int(str(r["tokenCount"])) for r in written) <= 120
    # The engine itself reads the same file's engine tables and leaves [strategy] to strategies.
    assert load_config(config) == default_config()


def test_doc_type_is_refused_for_another_strategy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.jsonl"
    argv = ["chunk", str(SAMPLE), "--out", str(out), "--strategy", "recursive"]
    assert main([*argv, "--doc-type", "contract"]) == 2
    assert "legal strategy only" in capsys.readouterr().err
    assert not out.exists()


def test_unknown_strategy_in_the_configuration_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "bad.toml"
    config.write_text('[strategy]\nname = "magic"\n', encoding="utf-8")
    assert (
        main(["chunk", str(SAMPLE), "--out", str(tmp_path / "o.jsonl"), "--config", str(config)])
        == 2
    )
    assert "unknown strategy 'magic'" in capsys.readouterr().err
