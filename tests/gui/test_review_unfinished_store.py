"""The window never leaves a review unavailable with no way forward.

A review store left unfinished by a kill during its creation (tables, no schema version, no
edit) used to make the window refuse the review for good ("schema version none"): it is now
rebuilt. A review file that cannot be read at all (damaged) is offered to be put aside, kept
whole, for a new review.
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from inspector.gui.review.stale import UNREADABLE_TITLE
from inspector.review.edits import SetStatus
from inspector.review.model import ReviewStatus
from inspector.review.session import ReviewSession
from inspector.review.store import store_name
from tests.gui.conftest import make_window, open_and_wait, sample
from tests.gui.review_helpers import REVIEWER, data_dir, review_window

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

# What a version before atomic creation had written when it was killed: the tables only.
OLD_TABLES = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE base (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL);
CREATE TABLE document (id INTEGER PRIMARY KEY CHECK (id = 1), text BLOB NOT NULL);
CREATE TABLE edits (seq INTEGER PRIMARY KEY, at TEXT NOT NULL, reviewer TEXT NOT NULL,
    action TEXT NOT NULL, description TEXT NOT NULL, splice TEXT NOT NULL,
    inverse TEXT NOT NULL, undo_of INTEGER, redo_of INTEGER, before TEXT NOT NULL,
    after TEXT NOT NULL, config_before TEXT, config_after TEXT);
"""


def test_the_window_reviews_a_file_whose_store_was_left_unfinished(
    qtbot: QtBot, data_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "law.txt"
    shutil.copy(sample("law_en_data_archives.txt"), path)
    fingerprint = hashlib.sha256(path.read_bytes()).hexdigest()
    reviews = data_dir / "reviews"
    reviews.mkdir(parents=True, mode=0o700)
    store = reviews / store_name(fingerprint, path)
    connection = sqlite3.connect(store, isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.executescript(OLD_TABLES)
    connection.close()

    refusals: list[str] = []
    window = review_window(qtbot, path)  # waits for the review session: it opens
    window.review.refused.connect(refusals.append)
    session = window.review.session
    assert session is not None
    assert not session.read_only
    assert session.store.path == store
    assert window.review.request(SetStatus((0,), ReviewStatus.APPROVED))
    assert refusals == []
    assert session.store.last_seq == 1


def _session(window: MainWindow) -> ReviewSession:
    session = window.review.session
    assert isinstance(session, ReviewSession)
    return session


def test_a_damaged_review_file_can_be_put_aside_for_a_new_review(
    qtbot: QtBot, data_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "law.txt"
    shutil.copy(sample("law_en_data_archives.txt"), path)
    fingerprint = hashlib.sha256(path.read_bytes()).hexdigest()
    reviews = data_dir / "reviews"
    reviews.mkdir(parents=True, mode=0o700)
    store = reviews / store_name(fingerprint, path)
    damaged = b"not a review: the first pages of this file were overwritten " * 200
    store.write_bytes(damaged)

    window = make_window(qtbot)
    window.review.set_reviewer(REVIEWER)
    open_and_wait(qtbot, window, path)
    qtbot.waitUntil(lambda: window.review.unreadable_box is not None, timeout=10_000)
    box = window.review.unreadable_box
    assert isinstance(box, QMessageBox)
    assert box.text() == UNREADABLE_TITLE
    assert window.review.session is None
    assert not window.review.request(SetStatus((0,), ReviewStatus.APPROVED))

    start = next(b for b in box.buttons() if b.text() == "Start New Review")
    start.click()
    qtbot.waitUntil(lambda: window.review.session is not None, timeout=10_000)
    assert window.review.request(SetStatus((0,), ReviewStatus.APPROVED))
    assert _session(window).store.path == store
    assert store.with_name(store.name + ".retired-1").read_bytes() == damaged  # kept whole
