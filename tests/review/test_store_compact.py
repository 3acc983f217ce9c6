"""The review store stays compact: bytes per edit bounded, and schema-1 stores migrated whole.

A store used to keep every edit's splice and its inverse as JSON text (~3-15 kB a row: 99 MB
after 5,588 edits of a 20-page law, reopened in 4.7 s). Times are measured in
``bench/review_store.py``; here only bytes, and that nothing is lost on the way.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
import subprocess
import sys
import zlib
from pathlib import Path

from inspector.engine import default_config
from inspector.review.access import load_review_for, open_session
from inspector.review.base import base_state, store_meta
from inspector.review.chunk_json import state_from_json, state_to_json
from inspector.review.context import Edit, EditRefused, ReviewContext
from inspector.review.edits import (
    AddFlag,
    MergeChunks,
    MoveBoundary,
    SetNote,
    SetStatus,
    SplitChunk,
)
from inspector.review.model import FlagCategory, ReviewState, ReviewStatus
from inspector.review.session import ReviewSession
from inspector.review.session_reopen import replay
from inspector.review.splice import Splice, apply_splice
from inspector.review.store import SCHEMA_VERSION, ReviewStore, unpack_json
from tests.review.conftest import LAW_PDF, LAW_TXT, fixed_clock, loaded
from tests.review.kill_child import CLOCK_TIME, constant_clock, edit_for

REPO = Path(__file__).resolve().parents[2]

ROWS = 300
BYTES_PER_ROW = 1_200
"""Upper bound of the store's growth per row, snapshots included (3,358 bytes before)."""


def _open(folder: Path) -> ReviewSession:
    document, chunk_set = loaded(LAW_PDF)
    return open_session(
        LAW_PDF,
        document,
        default_config(),
        "Ana",
        lambda: chunk_set,
        folder=folder,
        clock=fixed_clock(),
    )


def _edit(rng: random.Random, state: ReviewState) -> Edit:
    index = rng.randrange(len(state.chunks))
    chunk = state.chunks[index]
    kind = rng.randrange(6)
    if kind == 0:
        return SplitChunk(index, rng.randrange(chunk.start + 1, max(chunk.start + 2, chunk.end)))
    if kind == 1 and index + 1 < len(state.chunks):
        return MergeChunks(index)
    if kind == 2 and index > 0:
        return MoveBoundary(index, rng.randrange(state.chunks[index - 1].start + 1, chunk.end))
    if kind == 3:
        return AddFlag(index, FlagCategory.OTHER, f"comment {rng.randrange(100)}")
    if kind == 4:
        return SetNote(index, f"note {rng.randrange(100)}")
    return SetStatus((index,), ReviewStatus.APPROVED)


def _rows(session: ReviewSession, count: int, seed: int) -> None:
    """``count`` saved rows: edits, with an undo one time in ten and a redo in twenty."""
    rng = random.Random(seed)
    done = 0
    while done < count:
        draw = rng.random()
        try:
            if draw < 0.1 and session.can_undo:
                session.undo()
            elif draw < 0.15 and session.can_redo:
                session.redo()
            else:
                session.apply(_edit(rng, session.state))
        except EditRefused:
            continue
        done += 1


def test_a_store_grows_a_bounded_number_of_bytes_per_edit(tmp_path: Path) -> None:
    session = _open(tmp_path)
    path = session.store.path
    new = path.stat().st_size
    _rows(session, ROWS, seed=1)
    state, history = session.state, session.history()
    session.close()
    assert not path.with_name(path.name + "-wal").exists()  # all of it in the file measured
    grown = path.stat().st_size - new
    assert grown / ROWS <= BYTES_PER_ROW, f"{grown / ROWS:.0f} bytes per row"
    reopened = _open(tmp_path)
    assert reopened.state == state
    assert reopened.history() == history
    reopened.close()


# What the inspector wrote before schema 2: the same tables, splices and their inverses as
# JSON text, no snapshot table, schema_version 1.
SCHEMA_1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE base (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL);
CREATE TABLE document (id INTEGER PRIMARY KEY CHECK (id = 1), text BLOB NOT NULL);
CREATE TABLE edits (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    reviewer TEXT NOT NULL,
    action TEXT NOT NULL,
    description TEXT NOT NULL,
    splice TEXT NOT NULL,
    inverse TEXT NOT NULL,
    undo_of INTEGER REFERENCES edits(seq),
    redo_of INTEGER REFERENCES edits(seq),
    before TEXT NOT NULL,
    after TEXT NOT NULL,
    config_before TEXT,
    config_after TEXT
);
"""


def _as_schema_1(source: Path, target: Path) -> None:
    """Write the review of the store ``source`` as a schema-1 store at ``target``.

    Schema 1's SQL; every row as it wrote them: the splice and its inverse as JSON text.
    """
    old = sqlite3.connect(source)
    new = sqlite3.connect(target)
    new.execute("PRAGMA journal_mode=WAL")
    new.executescript(SCHEMA_1)
    for key, value in old.execute("SELECT key, value FROM meta"):
        stored = "1" if key == "schema_version" else value
        new.execute("INSERT INTO meta (key, value) VALUES (?, ?)", (key, stored))
    (base,) = old.execute("SELECT state FROM base").fetchone()
    new.execute("INSERT INTO base (id, state) VALUES (1, ?)", (base,))
    (text,) = old.execute("SELECT text FROM document").fetchone()
    new.execute("INSERT INTO document (id, text) VALUES (1, ?)", (text,))
    state = state_from_json(json.loads(base))
    rows = old.execute(
        "SELECT seq, at, reviewer, action, description, splice, undo_of, redo_of, before, "
        "after, config_before, config_after FROM edits ORDER BY seq"
    )
    for row in rows:
        splice = Splice.from_json(unpack_json(row[5]), state)
        state, _ = apply_splice(state, splice)
        forward, backward = splice.json_pair()
        new.execute(
            "INSERT INTO edits (seq, at, reviewer, action, description, splice, inverse, "
            "undo_of, redo_of, before, after, config_before, config_after) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (*row[:5], forward, backward, *row[6:]),
        )
    new.commit()
    new.close()
    old.close()


def test_a_schema_1_store_is_migrated_with_every_edit(tmp_path: Path) -> None:
    (tmp_path / "scratch").mkdir()
    session = _open(tmp_path / "scratch")
    _rows(session, 250, seed=2)
    state, history, audit = session.state, session.history(), session.audit()
    scratch = session.store.path
    session.close()
    folder = tmp_path / "reviews"
    folder.mkdir()
    path = folder / scratch.name
    _as_schema_1(scratch, path)
    schema_1_bytes = path.stat().st_size

    found = load_review_for(LAW_PDF, folder=folder)  # the exporters' read migrates it
    assert found is not None
    assert found[0] == state
    assert found[1].audit == tuple(audit)
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() == (
            str(SCHEMA_VERSION),
        )
        kinds = db.execute("SELECT DISTINCT typeof(splice), inverse FROM edits").fetchall()
        assert kinds == [("blob", "")]
    db.close()
    assert path.stat().st_size < schema_1_bytes / 2

    reopened = _open(folder)
    assert reopened.store.path == path
    assert reopened.state == state
    assert reopened.history() == history
    assert reopened.audit() == audit
    while reopened.can_undo:
        reopened.undo()
    document, chunk_set = loaded(LAW_PDF)
    assert reopened.state == base_state(document, chunk_set)
    while reopened.can_redo:
        reopened.redo()
    assert reopened.history() == (history[0] + history[1], [])
    if not history[1]:
        assert reopened.state == state
    reopened.close()


def _schema_1_store(path: Path, rows: int) -> tuple[ReviewState, int]:
    """A schema-1 store of the English law text at ``path`` with ``rows`` edits (schema 1's
    SQL, one transaction); the state they give and the row count."""
    document, chunk_set = loaded(LAW_TXT)
    context = ReviewContext(document, default_config(), "Old", constant_clock)
    state = base_state(document, chunk_set)
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.executescript(SCHEMA_1)
    meta = {**store_meta(document, chunk_set, CLOCK_TIME), "schema_version": "1"}
    db.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", meta.items())
    base = json.dumps(state_to_json(state), ensure_ascii=False, separators=(",", ":"))
    db.execute("INSERT INTO base (id, state) VALUES (1, ?)", (base,))
    text = zlib.compress(document.text.encode("utf-8"), 6)
    db.execute("INSERT INTO document (id, text) VALUES (1, ?)", (text,))
    for seq in range(1, rows + 1):
        edit = edit_for(seq, state)
        splice = edit.plan(context, state)
        state, _ = apply_splice(state, splice)
        forward, backward = splice.json_pair()
        db.execute(
            "INSERT INTO edits (seq, at, reviewer, action, description, splice, inverse, "
            "before, after) VALUES (?, ?, 'Old', ?, ?, ?, ?, '', '')",
            (seq, CLOCK_TIME, edit.action, edit.describe(), forward, backward),
        )
    db.commit()
    db.close()
    return state, rows


def test_sigkill_during_migration_loses_no_edit(tmp_path: Path) -> None:
    original = tmp_path / "schema1.sqlite"
    expected, rows = _schema_1_store(original, 1_500)
    delays = [0.0, 0.02, 0.05, 0.1, 0.2, 0.4, 0.8]
    copies = []
    for number, delay in enumerate(delays):
        copy = tmp_path / f"copy-{number}.sqlite"
        shutil.copyfile(original, copy)
        copies.append(f"{copy}:{delay}")
    result = subprocess.run(
        [sys.executable, "-m", "tests.review.migrate_kill_child", *copies],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    ended = [line.rsplit(" ", 1)[1] for line in result.stdout.splitlines()]
    assert len(ended) == len(delays)
    assert "killed" in ended  # some kills came before the migration and compaction ended
    for entry in copies:
        with ReviewStore.open(Path(entry.rsplit(":", 1)[0])) as store:
            snapshot = store.snapshot()
            since, state = snapshot if snapshot is not None else (0, store.base())
            assert replay(state, store.records(since)) == expected
            assert store.last_seq == rows
            assert store.meta()["schema_version"] == str(SCHEMA_VERSION)
