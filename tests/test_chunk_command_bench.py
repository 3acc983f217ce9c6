"""The chunk command bench's export floor (issue 25, item 4) writes what ``inspector chunk``
writes, less the legal analysis: the same record keys, one record per piece of the text, the
pieces covering the text in order. If the export contract gains or loses a field, the floor
no longer measures it and this test says so."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bench.chunk_command import EXPORT_FLOOR

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "sample_docs" / "law_en_data_archives.txt"


def _records(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_the_export_floor_writes_records_with_the_commands_keys(tmp_path: Path) -> None:
    floor_out, command_out = tmp_path / "floor.jsonl", tmp_path / "command.jsonl"
    subprocess.run(
        [sys.executable, "-c", EXPORT_FLOOR, "--out", str(floor_out), str(SAMPLE)],
        check=True,
        cwd=REPO,
    )
    subprocess.run(
        [sys.executable, "-m", "inspector", "chunk", str(SAMPLE), "--out", str(command_out)],
        check=True,
        cwd=REPO,
        stdout=subprocess.DEVNULL,
    )
    floor, command = _records(floor_out), _records(command_out)
    assert {key for record in floor for key in record} == set(command[0])
    # the pieces cover the text in order, each counted from the one encode
    text = SAMPLE.read_text(encoding="utf-8")
    assert "".join(str(record["text"]) for record in floor) == text
    starts = [int(str(record["charStart"])) for record in floor]
    assert starts == sorted(starts)
    assert all(0 < int(str(record["tokenCount"])) <= 150 for record in floor)
