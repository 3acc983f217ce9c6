"""The review store on real SQLite files: round trip, modes, audit trail, stacks, conflicts."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

import pytest

from inspector.document.model import Document
from inspector.engine import ChunkSet, default_config
from inspector.review.access import find_store, load_review_for, open_session
from inspector.review.base import base_state
from inspector.review.edits import (
    AddFlag,
    AddRedaction,
    MergeChunks,
    SetNote,
    SetStatus,
    SplitChunk,
)
from inspector.review.model import FlagCategory, ReviewStatus
from inspector.review.session import ReviewSession
from inspector.review.store import (
    SCHEMA_VERSION,
    ReviewStore,
    ReviewStoreError,
    StoreConflict,
    UnfinishedStore,
    review_dir,
)
from tests.review.conftest import LAW_PDF, fixed_clock, holding


def _open(law_pdf: tuple[Document, ChunkSet], folder: Path | None = None) -> ReviewSession:
    document, chunk_set = law_pdf
    return open_session(
        LAW_PDF,
        document,
        default_config(),
        "Ana",
        lambda: chunk_set,
        folder=folder,
        clock=fixed_clock(),
    )


def _some_edits(session: ReviewSession) -> None:
    chunks = session.state.chunks
    session.apply(SetStatus((1, 2, 5), ReviewStatus.APPROVED))
    session.apply(AddFlag(3, FlagCategory.SPLIT_MID_SENTENCE, "ends on 'and'"))
    session.apply(SplitChunk(holding(session.state, 1780), 1780))
    session.apply(SetNote(8, "a note in العربية"))
    session.apply(MergeChunks(10))
    session.apply(AddRedaction(chunks[4].start + 3, chunks[4].start + 12, "name"))
    session.undo()
    session.undo()
    session.redo()


def test_round_trip_restores_state_stacks_and_audit(
    law_pdf: tuple[Document, ChunkSet], data_dir: Path
) -> None:
    session = _open(law_pdf)
    _some_edits(session)
    state, history, audit = session.state, session.history(), session.audit()
    path = session.store.path
    session.close()
    assert path.parent == data_dir / "reviews"
    reopened = _open(law_pdf)
    assert reopened.store.path == path
    assert reopened.state == state
    assert reopened.history() == history
    assert reopened.undo_text == "Merge chunk 10 with chunk 11"
    assert reopened.redo_text == "Redact text " + history[1][0].removeprefix("Redact text ")
    assert reopened.audit() == audit
    assert [a.action for a in audit] == [
        "set_status",
        "add_flag",
        "split_chunk",
        "set_note",
        "merge_chunks",
        "add_redaction",
        "undo",
        "undo",
        "redo",
    ]
    assert audit[6].undo_of == 6
    assert audit[7].undo_of == 5
    assert audit[8].redo_of == 5
    assert audit[0].reviewer == "Ana"
    assert audit[0].after.count("approved") == 3
    assert "unreviewed" in audit[0].before
    reopened.close()


def test_store_files_are_private(law_pdf: tuple[Document, ChunkSet], data_dir: Path) -> None:
    session = _open(law_pdf)
    session.apply(SetStatus((1,), ReviewStatus.APPROVED))
    folder = session.store.path.parent
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    files = sorted(folder.iterdir())
    assert {f.suffix for f in files} >= {".sqlite", ".sqlite-wal"}
    for file in files:
        assert stat.S_IMODE(file.stat().st_mode) == 0o600, file.name
    session.close()


def test_durability_settings(law_pdf: tuple[Document, ChunkSet], tmp_path: Path) -> None:
    session = _open(law_pdf, tmp_path)
    connection = session.store._connection
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert connection.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    session.close()
    with sqlite3.connect(next(tmp_path.glob("*.sqlite"))) as raw:
        meta = dict(raw.execute("SELECT key, value FROM meta").fetchall())
    assert meta["schema_version"] == str(SCHEMA_VERSION)
    assert meta["fingerprint"] == law_pdf[0].fingerprint
    assert meta["config_hash"] == law_pdf[1].config_hash


def test_two_writers_conflict(law_pdf: tuple[Document, ChunkSet], tmp_path: Path) -> None:
    first = _open(law_pdf, tmp_path)
    second = _open(law_pdf, tmp_path)
    first.apply(SetStatus((1,), ReviewStatus.APPROVED))
    with pytest.raises(StoreConflict, match="changed by another window"):
        second.apply(SetStatus((2,), ReviewStatus.APPROVED))
    assert second.state.reviews[2].status is ReviewStatus.UNREVIEWED  # nothing shown unsaved
    first.close()
    second.close()


def test_a_failed_save_changes_nothing(law_pdf: tuple[Document, ChunkSet], tmp_path: Path) -> None:
    session = _open(law_pdf, tmp_path)
    before = session.state
    session.store.close()  # the disk "goes away"
    with pytest.raises(ReviewStoreError, match="Cannot save"):
        session.apply(SetStatus((1,), ReviewStatus.APPROVED))
    assert session.state is before
    assert not session.can_undo


def test_load_review_for_reads_without_a_session(
    law_pdf: tuple[Document, ChunkSet], data_dir: Path
) -> None:
    assert load_review_for(LAW_PDF) is None
    session = _open(law_pdf)
    _some_edits(session)
    state, audit = session.state, session.audit()
    found = load_review_for(LAW_PDF)
    assert found is not None
    stored, meta = found
    assert stored == state
    assert meta.audit == tuple(audit)
    assert not meta.stale
    assert meta.fingerprint == law_pdf[0].fingerprint
    assert meta.text == law_pdf[0].text
    assert meta.title == law_pdf[1].title
    session.close()


def test_base_is_the_engine_output(law_pdf: tuple[Document, ChunkSet], tmp_path: Path) -> None:
    session = _open(law_pdf, tmp_path)
    assert session.state == base_state(*law_pdf)
    assert session.store.base() == session.state
    assert session.store.text() == law_pdf[0].text
    assert session.progress().unreviewed == len(law_pdf[1].chunks)
    session.close()


def test_unreadable_stores_are_reported(tmp_path: Path) -> None:
    missing = tmp_path / "none.sqlite"
    with pytest.raises(ReviewStoreError, match="There is no review store"):
        ReviewStore.open(missing)
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(ReviewStoreError, match="Cannot open the review store"):
        ReviewStore.open(junk)
    empty = tmp_path / "empty.sqlite"
    sqlite3.connect(empty).close()
    with pytest.raises(UnfinishedStore, match="never finished"):
        ReviewStore.open(empty)
    # Edits but no schema version: not an interrupted creation, a foreign or damaged file.
    foreign = tmp_path / "foreign.sqlite"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE edits (seq INTEGER PRIMARY KEY)")
        connection.execute("INSERT INTO edits VALUES (1)")
    connection.close()
    with pytest.raises(ReviewStoreError, match="schema version none"):
        ReviewStore.open(foreign)


def test_review_dir_defaults_under_xdg_data(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("INSPECTOR_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    folder = review_dir()
    assert folder == tmp_path / "xdg" / "legal-chunk-inspector" / "reviews"
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    folder.chmod(0o755)
    assert stat.S_IMODE(review_dir().stat().st_mode) == 0o700


def test_a_moved_file_finds_its_review(law_pdf: tuple[Document, ChunkSet], tmp_path: Path) -> None:
    session = _open(law_pdf, tmp_path)
    session.apply(SetStatus((1,), ReviewStatus.APPROVED))
    session.close()
    found = find_store(law_pdf[0].fingerprint, tmp_path / "elsewhere" / "law.pdf", tmp_path)
    assert found == session.store.path
