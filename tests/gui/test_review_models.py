"""The chunk list model under review edits: exact row signals that Qt's model tester accepts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from inspector.gui.shortcuts_dialog import shortcut_rows
from inspector.review.edits import ExcludeSpan, MergeChunks, SetStatus, SplitChunk
from inspector.review.model import ReviewStatus
from inspector.view.review_progress import progress_of
from tests.gui.conftest import check_model, sample
from tests.gui.review_helpers import data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]


class RowLog:
    """Which row signals a model sent: ("reset" | "insert" | "remove" | "changed", a, b)."""

    def __init__(self, window: MainWindow) -> None:
        self.events: list[tuple[str, int, int]] = []
        model = window.controller.list_model
        model.modelReset.connect(lambda: self.events.append(("reset", -1, -1)))
        model.rowsInserted.connect(lambda _p, a, b: self.events.append(("insert", a, b)))
        model.rowsRemoved.connect(lambda _p, a, b: self.events.append(("remove", a, b)))
        model.dataChanged.connect(
            lambda top, bottom, _roles: self.events.append(("changed", top.row(), bottom.row()))
        )

    def take(self) -> list[tuple[str, int, int]]:
        events, self.events = self.events, []
        return events


def test_edits_send_exact_row_signals_and_pass_the_model_tester(
    qtbot: QtBot, qtmodeltester: ModelTester, data_dir: Path
) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    state = shown(window)
    model, proxy = window.controller.list_model, window.chunk_list.filter_model
    check_model(qtmodeltester, model)
    check_model(qtmodeltester, proxy)
    review = window.review
    log = RowLog(window)

    assert review.request(SetStatus((3, 4), ReviewStatus.APPROVED))
    assert log.take() == [("changed", 3, 4)]
    chunk = state.chunks[5]
    assert review.request(SplitChunk(5, state.document.text.index(" ", chunk.start + 20) + 1))
    assert log.take() == [("insert", 6, 6), ("changed", 5, 5)]
    assert review.request(MergeChunks(7))
    assert log.take() == [("remove", 8, 8), ("changed", 7, 7)]
    review.actions.undo.trigger()
    assert log.take() == [("insert", 8, 8), ("changed", 7, 7)]
    # Exclude the second line of the chunk with the most lines (it keeps other content).
    many = max(range(len(state)), key=lambda i: state.chunk_text(i).count("\n"))
    chunk = state.chunks[many]
    lines = [
        (chunk.start + m.start(), chunk.start + m.end())
        for m in re.finditer(r"[^\n]*\S[^\n]*", state.chunk_text(many))
    ]
    line = lines[1]
    assert review.request(ExcludeSpan(*line))
    events = log.take()
    assert ("reset", -1, -1) not in events
    assert events[0] == ("changed", many, many)
    assert line in state.excluded_spans()
    assert model.rowCount() == len(state) == proxy.rowCount()
    # The status bar's counts, kept from the splices, equal a count of the whole state.
    assert review.display.counter.progress() == progress_of(state)
    assert review.display.counter.progress().approved == 2
    assert [model.index(r, 0).data() for r in range(model.rowCount())] == [
        str(r) for r in range(len(state))
    ]


def test_the_shortcut_list_has_the_review_keys(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    # What the Help > Keyboard Shortcuts window lists, read from the real menu bar.
    menus = []
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            menus.append((action.text(), menu.actions()))
    rows = {(menu, text): keys for menu, text, keys in shortcut_rows(menus)}
    assert rows[("Review", "Next Unreviewed")] == "N"
    assert rows[("Review", "Previous Unreviewed")] == "Shift+N"
    assert rows[("Review", "Approve")] == "A"
    assert rows[("Review", "Flag…")] == "F"
    assert rows[("Review", "Comment…")] == "C"
    assert rows[("Review", "Split at Cursor")] == "S"
    assert rows[("Review", "Merge with Next")] == "M"
    assert rows[("Edit", "Undo")] == "Ctrl+Z"
    assert rows[("Edit", "Redo")].startswith("Ctrl+Shift+Z")


def test_merging_into_the_previous_chunk_moves_the_selection_everywhere(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    state = shown(window)
    start = state.chunks[4].start
    window.controller.selection.select(5)
    qtbot.waitUntil(lambda: window.overlay.marker(5) is not None)
    window.review.actions.merge_previous.trigger()
    assert state.chunks[4].start == start
    assert window.controller.selection.current == 4
    table = window.chunk_list.table
    current = table.selectionModel().currentIndex()
    assert window.chunk_list.filter_model.chunk_index(current.row()) == 4
    assert [item.chunk_index for item in window.overlay.line_items(4)]
    assert all(item.pen().style() != Qt.PenStyle.NoPen for item in window.overlay.line_items(4))
    qtbot.waitUntil(lambda: window.detail.chunk_index == 4)
