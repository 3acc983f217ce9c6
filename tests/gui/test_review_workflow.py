"""Keyboard review, undo and redo through the window's actions, and reopening a review.

Keys go to the page view of an active window, as a reviewer types them; dialogs are filled
and accepted like a user would. Every check reads the real session (its SQLite store in
tmp_path) and the real chunk list model.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QUndoView
from pytestqt.qtbot import QtBot

from inspector.gui.chunks.list_model import FLAG_MARK, ChunkColumn
from inspector.gui.main_window import MainWindow
from inspector.gui.review.dialogs import PreferencesDialog
from inspector.review.edits import SetNote
from inspector.review.model import FlagCategory, ReviewStatus
from tests.gui.conftest import sample
from tests.gui.review_helpers import REVIEWER, data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

LAW = "law_en_data_archives.pdf"


def key(
    window: MainWindow, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """Type ``key`` on the page view (the window's shortcuts answer it)."""
    window.page_view.setFocus()
    QTest.keyClick(window.page_view, key, modifier)


def current(window: MainWindow) -> int | None:
    """The selected chunk (a function: mypy must not narrow it between key presses)."""
    return window.controller.selection.current


def status(window: MainWindow, index: int) -> ReviewStatus:
    """The session's status of chunk ``index``."""
    result: ReviewStatus = window.review.session.state.reviews[index].status
    return result


def list_cell(window: MainWindow, row: int, column: ChunkColumn) -> str:
    return str(window.controller.list_model.index(row, column).data())


def test_keyboard_review_next_approve_flag_and_comment(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(LAW))
    state, session = shown(window), window.review.session
    assert current(window) is None

    key(window, Qt.Key.Key_N)  # next unreviewed: the first chunk
    assert current(window) == 0
    key(window, Qt.Key.Key_A)
    assert status(window, 0) is ReviewStatus.APPROVED
    assert session.state.reviews[0].reviewer == REVIEWER
    assert list_cell(window, 0, ChunkColumn.STATUS).startswith("approved")

    key(window, Qt.Key.Key_N)  # skips nothing reviewed: the next unreviewed is chunk 1
    assert current(window) == 1
    key(window, Qt.Key.Key_W)
    assert status(window, 1) is ReviewStatus.NEEDS_WORK

    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)  # previous unreviewed: none
    assert current(window) == 1
    key(window, Qt.Key.Key_N)
    assert current(window) == 2

    key(window, Qt.Key.Key_F)
    dialog = window.review.workflow.flag_dialog
    assert dialog is not None
    assert dialog.isVisible()
    dialog.category.setCurrentIndex(dialog.category.findData(FlagCategory.TABLE_CUT.value))
    QTest.keyClicks(dialog.comment, "row 3 is cut from its header")
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    flags = session.state.reviews[2].flags
    assert [(f.category, f.comment, f.reviewer) for f in flags] == [
        (FlagCategory.TABLE_CUT, "row 3 is cut from its header", REVIEWER)
    ]
    assert f"{FLAG_MARK} Table cut" in list_cell(window, 2, ChunkColumn.FLAGS)

    key(window, Qt.Key.Key_C)
    note = window.review.workflow.note_dialog
    assert note is not None
    QTest.keyClicks(note.note, "check against the 2019 consolidated text")
    QTest.mouseClick(note.ok_button, Qt.MouseButton.LeftButton)
    assert session.state.reviews[2].note == "check against the 2019 consolidated text"

    summary = window.review.display.progress_label.text()
    unreviewed = len(state) - 2
    assert "1 approved · 1 flagged · 1 needs work · 0 rejected" in summary
    assert f"{unreviewed} unreviewed" in summary
    # The chunk list's status filter finds the decisions.
    window.chunk_list.filter_model.set_status(ReviewStatus.NEEDS_WORK.value)
    assert window.chunk_list.filter_model.rowCount() == 1
    # Four decisions, four undo steps with the edits' own words.
    assert window.review.stack.count() == 4
    note_edit = SetNote(2, "check against the 2019 consolidated text")
    assert window.review.stack.text(3) == note_edit.describe()


def test_approve_all_listed_approves_what_the_filter_shows(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(LAW))
    state, session = shown(window), window.review.session
    window.chunk_list.filter_model.set_chunk_type("article")
    listed = [
        window.chunk_list.filter_model.chunk_index(r)
        for r in range(window.chunk_list.filter_model.rowCount())
    ]
    assert 0 < len(listed) < len(state)
    window.review.actions.approve_filtered.trigger()
    approved = [i for i, r in enumerate(session.state.reviews) if r.status is ReviewStatus.APPROVED]
    assert approved == sorted(listed)
    assert window.review.stack.count() == 1  # one undo step for the lot
    window.review.actions.undo.trigger()
    assert all(r.status is ReviewStatus.UNREVIEWED for r in session.state.reviews)


def test_undo_and_redo_through_the_edit_menu_restore_the_chunk_list(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample(LAW))
    state, session = shown(window), window.review.session
    model = window.controller.list_model
    original = state.review_state()
    original_rows = [model.index(r, ChunkColumn.HEADING).data() for r in range(model.rowCount())]

    window.controller.selection.select(4)
    key(window, Qt.Key.Key_M)  # merge chunk 4 with 5
    merged = state.review_state()
    assert len(state) == len(original.chunks) - 1
    assert model.rowCount() == len(state)
    assert state.chunks[4].end == original.chunks[5].end
    window.controller.selection.select(0)
    key(window, Qt.Key.Key_R)  # reject chunk 0
    assert status(window, 0) is ReviewStatus.REJECTED

    history = window.findChild(QUndoView, "undoHistory")
    assert history is not None
    assert history.stack() is window.review.stack
    assert window.review.stack.count() == 2
    assert "Merge chunk 4" in window.review.stack.text(0)

    undo, redo = window.review.actions.undo, window.review.actions.redo
    assert "Undo" in undo.text()
    undo.trigger()
    assert state.review_state() == merged
    undo.trigger()
    assert state.review_state() == original
    assert session.state == original
    assert model.rowCount() == len(original.chunks)
    assert [model.index(r, ChunkColumn.HEADING).data() for r in range(model.rowCount())] == (
        original_rows
    )
    assert not undo.isEnabled()
    redo.trigger()
    assert state.review_state() == merged
    assert model.rowCount() == len(merged.chunks)
    # Ctrl+Shift+Z is redo too.
    key(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert status(window, 0) is ReviewStatus.REJECTED
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state == merged


def test_merge_previous_on_the_first_chunk_is_refused_with_a_reason(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample(LAW))
    state = shown(window)
    before = state.review_state()
    refusals: list[str] = []
    window.review.refused.connect(refusals.append)
    window.controller.selection.select(0)
    key(window, Qt.Key.Key_M, Qt.KeyboardModifier.ShiftModifier)
    assert refusals == ["The first chunk has no previous chunk to merge with."]
    assert window.statusBar().currentMessage() == refusals[0]
    window.controller.selection.select(len(state) - 1)
    key(window, Qt.Key.Key_M)
    assert "last chunk" in refusals[-1]
    assert state.review_state() == before
    assert window.review.stack.count() == 0


def test_reopening_the_file_in_a_new_window_restores_the_review(
    qtbot: QtBot, data_dir: Path
) -> None:
    first = review_window(qtbot, sample(LAW))
    state = shown(first)
    first.controller.selection.select(1)
    key(first, Qt.Key.Key_A)
    chunk = state.chunks[3]
    middle = state.document.text.index(" ", (chunk.start + chunk.end) // 2) + 1
    # The review menu of a right-click in chunk 3's middle: its first entry splits there.
    split = first.review.workflow.build_menu(middle, None, None).actions()[0]
    assert split.text() == "Split Chunk 3 Here"
    split.trigger()
    assert len(state) == len(first.review.session.state.chunks)
    saved = first.review.session.state
    audit = first.review.session.audit()
    first.close()

    second = review_window(qtbot, sample(LAW))
    reopened = shown(second)
    assert reopened.review_state() == saved
    assert second.review.session.state == saved
    assert second.controller.list_model.rowCount() == len(saved.chunks)
    assert list_cell(second, 1, ChunkColumn.STATUS).startswith("approved")
    assert [e.description for e in second.review.session.audit()] == [e.description for e in audit]
    # The undo stack came back too: undoing the split in the new window works.
    assert second.review.stack.count() == 2
    second.review.actions.undo.trigger()
    assert len(reopened) == len(saved.chunks) - 1


def test_the_reviewer_name_is_asked_once_before_the_first_decision(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample(LAW), reviewer="")
    session = window.review.session
    window.controller.selection.select(0)
    key(window, Qt.Key.Key_A)
    dialog = window.review.reviewer_name.dialog
    assert isinstance(dialog, PreferencesDialog)
    assert status(window, 0) is ReviewStatus.UNREVIEWED  # waits for the name
    assert not dialog.ok_button.isEnabled()
    QTest.keyClicks(dialog.name, "Jean Dupont")
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert status(window, 0) is ReviewStatus.APPROVED
    assert session.state.reviews[0].reviewer == "Jean Dupont"
    key(window, Qt.Key.Key_R)
    assert window.review.reviewer_name.dialog is None  # not asked again
    assert status(window, 0) is ReviewStatus.REJECTED
