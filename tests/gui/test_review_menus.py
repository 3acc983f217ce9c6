"""Split at the text cursor, re-chunk one chunk with another size profile, the audit trail."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from inspector.engine.config import SizeProfile
from inspector.review.edits import SetStatus
from inspector.review.model import ReviewStatus
from tests.gui.conftest import LOAD_TIMEOUT_MS, sample
from tests.gui.review_helpers import REVIEWER, data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]


def test_s_splits_the_chunk_at_the_text_cursor(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample("contract_en_services.docx"))
    state, view = shown(window), window.text_view
    index = max(range(len(state)), key=lambda i: state.chunks[i].end - state.chunks[i].start)
    chunk = state.chunks[index]
    text = state.document.text
    offset = text.index(" ", (chunk.start + chunk.end) // 2) + 1
    window.controller.selection.select(index)
    cursor = view.textCursor()
    cursor.setPosition(offset)  # the sample text is all in the Basic Multilingual Plane
    view.setTextCursor(cursor)
    assert view.cursor_offset() == offset
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_S)
    assert state.chunks[index + 1].start == offset
    assert window.review.session.state.chunks[index + 1].start == offset
    # The selection stays on the first part, and S outside the selected chunk is refused.
    assert window.controller.selection.current == index
    cursor.setPosition(state.chunks[index + 1].start + 1, QTextCursor.MoveMode.MoveAnchor)
    view.setTextCursor(cursor)
    refusals: list[str] = []
    window.review.refused.connect(refusals.append)
    count = len(state)
    window.review.actions.split_at_cursor.trigger()
    assert refusals
    assert "inside the selected chunk" in refusals[-1]
    assert len(state) == count


def test_rechunking_one_chunk_with_a_smaller_profile_cuts_it_in_a_worker(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    state = shown(window)
    index = max(range(len(state)), key=lambda i: state.chunks[i].token_count)
    chunk = state.chunks[index]
    own, _ = state.profile_of(index)
    small = state.config.with_profile(own, SizeProfile(20, 40, 60))
    count = len(state)
    with qtbot.waitSignal(window.review.reviewed, timeout=LOAD_TIMEOUT_MS):
        window.review.workflow.rechunk_with(index, "tiny", small)
    added = len(state) - count
    assert added > 0
    parts = state.chunks[index : index + added + 1]
    assert parts[0].start == chunk.start
    assert parts[-1].end == chunk.end
    assert all(p.token_count <= 60 or "word_cut" in p.flags or "too_long" in p.flags for p in parts)
    assert window.review.session.state == state.review_state()
    assert "chunk" in window.review.stack.text(window.review.stack.count() - 1).lower()
    window.review.actions.undo.trigger()
    assert len(state) == count
    assert state.chunks[index] == chunk


def test_the_audit_trail_lists_who_did_what(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    review = window.review
    assert review.request(SetStatus((0,), ReviewStatus.APPROVED))
    assert review.request(SetStatus((1,), ReviewStatus.REJECTED))
    review.actions.undo.trigger()
    review.actions.show_audit.trigger()
    dialog = review.workflow.audit_dialog
    assert dialog is not None
    assert dialog.isVisible()
    rows = dialog.rows()
    entries = review.session.audit()
    assert len(rows) == len(entries) == 3
    assert [row[1] for row in rows] == [REVIEWER] * 3
    assert [row[3] for row in rows] == [e.description for e in entries]
    assert rows[2][2] == "undo"
    assert all(row[0] for row in rows)  # every row has its time
