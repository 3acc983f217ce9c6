"""Helpers of the review GUI tests: a window with a review store in tmp_path and a reviewer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from inspector.view.chunk_state import ChunkState
from tests.gui.conftest import make_window, open_and_wait

REVIEWER = "Rania Haddad"


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Review stores go to ``tmp_path/data`` (``INSPECTOR_DATA_DIR``), never the real home."""
    folder = tmp_path / "data"
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(folder))
    return folder


def review_window(qtbot: QtBot, path: Path, *, reviewer: str = REVIEWER) -> MainWindow:
    """A shown, active window with ``path`` open and its review session ready."""
    window = make_window(qtbot)
    if reviewer:
        window.review.set_reviewer(reviewer)
    with qtbot.waitActive(window):
        window.activateWindow()
    open_and_wait(qtbot, window, path)
    qtbot.waitUntil(lambda: window.review.session is not None, timeout=10_000)
    return window


def shown(window: MainWindow) -> ChunkState:
    """The state the window shows (with its review)."""
    state = window.review.state
    assert state is not None
    return state


def send_mouse(
    widget: QWidget,
    kind: QMouseEvent.Type,
    point: QPoint,
    buttons: Qt.MouseButton,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Send one mouse event to ``widget`` at ``point`` (widget pixels), as a real mouse would:
    with the buttons held during a move (``QTest.mouseMove`` sends none)."""
    local = QPointF(point)
    event = QMouseEvent(kind, local, QPointF(widget.mapToGlobal(point)), button, buttons, modifiers)
    QApplication.sendEvent(widget, event)
