"""Creating a review store is atomic; a store left unfinished by an older version is rebuilt.

A kill during creation used to leave a store with tables but no ``schema_version`` (or an
empty file) that every later opening refused ("schema version none"): the document could
never be reviewed or exported again.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from inspector.engine import default_config
from inspector.review.access import load_review_for, open_session
from inspector.review.base import base_state
from inspector.review.edits import SetStatus
from inspector.review.model import ReviewStatus
from inspector.review.session import ReviewSession
from inspector.review.store import store_name
from tests.review.conftest import LAW_TXT, loaded

REPO = Path(__file__).resolve().parents[2]

# What a version before atomic creation ran: the tables, then meta, base and text in one
# transaction (edits only after that). A kill before that transaction's COMMIT left this.
OLD_TABLES = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS base (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS document (id INTEGER PRIMARY KEY CHECK (id = 1), text BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS edits (
    seq INTEGER PRIMARY KEY, at TEXT NOT NULL, reviewer TEXT NOT NULL, action TEXT NOT NULL,
    description TEXT NOT NULL, splice TEXT NOT NULL, inverse TEXT NOT NULL,
    undo_of INTEGER REFERENCES edits(seq), redo_of INTEGER REFERENCES edits(seq),
    before TEXT NOT NULL, after TEXT NOT NULL, config_before TEXT, config_after TEXT
);
"""


def _open(folder: Path) -> ReviewSession:
    document, chunk_set = loaded(LAW_TXT)
    return open_session(
        LAW_TXT, document, default_config(), "Ana", lambda: chunk_set, folder=folder
    )


def _unfinished_empty(path: Path) -> None:
    path.touch(mode=0o600)  # killed right after the file was made


def _unfinished_tables(path: Path) -> None:
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.executescript(OLD_TABLES)  # killed before meta, base and text were committed
    connection.close()


def _unfinished_truncated(path: Path) -> None:
    _unfinished_tables(path)
    with open(path, "r+b") as handle:
        handle.truncate(0)  # the file cut back to nothing


@pytest.mark.parametrize("leave", [_unfinished_empty, _unfinished_tables, _unfinished_truncated])
def test_an_unfinished_store_is_rebuilt_everywhere(
    leave: Callable[[Path], None], tmp_path: Path
) -> None:
    document, chunk_set = loaded(LAW_TXT)
    path = tmp_path / store_name(document.fingerprint, LAW_TXT)
    leave(path)
    # The exporters' read: no review yet (rather than an error for good).
    assert load_review_for(LAW_TXT, folder=tmp_path) is None
    if not path.exists():
        leave(path)  # removed by that read: left again for the session to meet
    session = _open(tmp_path)  # the session API (and the window, which opens through it)
    assert session.store.path == path
    assert session.state == base_state(document, chunk_set)
    session.apply(SetStatus((0,), ReviewStatus.APPROVED))
    state = session.state
    session.close()
    found = load_review_for(LAW_TXT, folder=tmp_path)
    assert found is not None
    assert found[0] == state
    reopened = _open(tmp_path)
    assert reopened.state == state
    reopened.close()


def test_a_store_holding_edits_is_never_taken_for_unfinished(tmp_path: Path) -> None:
    session = _open(tmp_path)
    session.apply(SetStatus((0,), ReviewStatus.APPROVED))
    path = session.store.path
    session.close()
    with sqlite3.connect(path) as connection:
        connection.execute("DELETE FROM meta WHERE key = 'schema_version'")
    connection.close()
    with pytest.raises(Exception, match="schema version none"):
        _open(tmp_path)
    assert path.exists()  # refused, never deleted: it holds an edit


def test_sigkill_during_creation_never_bricks_the_review(tmp_path: Path) -> None:
    delays = [f"{0.03 * k + 0.01:.2f}" for k in range(12)]
    result = subprocess.run(
        [sys.executable, "-m", "tests.review.create_kill_child", str(tmp_path), *delays],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert len(result.stdout.splitlines()) == len(delays)
    document, chunk_set = loaded(LAW_TXT)
    folders = sorted(p for p in tmp_path.glob("kill-*/*") if p.is_dir())
    assert len(folders) >= len(delays)  # each kill came once a creation had begun
    for folder in folders:
        session = _open(folder)
        assert session.state == base_state(document, chunk_set)
        session.close()
        found = load_review_for(LAW_TXT, folder=folder)
        assert found is not None
        # Nothing of an interrupted build stays beside the store (it holds document text).
        assert sorted(p.name for p in folder.iterdir() if p.name.startswith(".")) == []


def test_export_and_batch_go_on_past_an_unfinished_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from inspector.cli import main

    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "docs"
    folder.mkdir()
    path = folder / LAW_TXT.name
    shutil.copyfile(LAW_TXT, path)
    document, _ = loaded(LAW_TXT)
    reviews = tmp_path / "data" / "reviews"
    reviews.mkdir(parents=True, mode=0o700)
    _unfinished_tables(reviews / store_name(document.fingerprint, path))
    out = tmp_path / "out.jsonl"
    assert main(["export", str(path), "--out", str(out), "--tenant", "t", "--all"]) == 0
    assert out.read_text(encoding="utf-8").count("\n") > 0
    _unfinished_tables(reviews / store_name(document.fingerprint, path))
    batch = ["batch", str(folder), "--out", str(tmp_path / "b.sqlite"), "--tenant", "t"]
    assert main([*batch, "--workers", "1", "--all"]) == 0
    assert "1 document(s) exported" in capsys.readouterr().out
