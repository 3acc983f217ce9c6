"""In the window, a review store left unfinished by a kill during its creation is rebuilt.

Such a store (tables, no schema version, no edit) used to make the window refuse the review
for good ("schema version none"), the review greyed out with no way forward.
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from inspector.review.edits import SetStatus
from inspector.review.model import ReviewStatus
from inspector.review.store import store_name
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window

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
