"""The export lock leaves no file behind, and a lock file removed under a writer is not trusted."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.export.atomic import exclusive
from inspector.export.errors import ExportError

SAMPLE = Path(__file__).resolve().parents[2] / "sample_docs" / "law_en_data_archives.txt"


@pytest.mark.parametrize("name", ["out.jsonl", "out.sqlite"])
def test_an_export_leaves_only_its_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "exports"
    folder.mkdir()
    out = folder / name
    assert main(["export", str(SAMPLE), "--out", str(out), "--tenant", "t", "--all"]) == 0
    assert main(["export", str(SAMPLE), "--out", str(out), "--tenant", "t", "--all"]) == 0
    assert sorted(p.name for p in folder.iterdir()) == [name]


def test_a_lock_file_removed_by_the_export_that_finished_locks_nothing(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    lock = tmp_path / ".out.jsonl.lock"
    with exclusive(out):
        late = os.open(lock, os.O_RDWR)  # a second writer opened the lock file just now...
    try:
        assert not lock.exists()
        with exclusive(out):  # ...a third one takes the lock on a new lock file...
            fcntl.flock(late, fcntl.LOCK_EX | fcntl.LOCK_NB)  # ...and the second's succeeds
            # on a file no longer at that name, so it must not be trusted: the lock that counts
            # is the one on the file the name leads to now, which the third writer holds.
            assert os.path.samestat(os.fstat(late), os.stat(lock)) is False
            busy = pytest.raises(ExportError, match="being written by another export")
            with busy, exclusive(out):
                pass
    finally:
        os.close(late)
