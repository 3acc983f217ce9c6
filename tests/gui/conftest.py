"""GUI test fixtures: a shown main window, sample PDFs, and recorders for modal dialogs."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from inspector.gui.app import user_settings
from inspector.gui.main_window import MainWindow
from inspector.view.chunk_state import ChunkState
from tests.conftest import SAMPLE_DOCS
from tests.gui import pdf_files

if TYPE_CHECKING:
    # Not at run time: pytest-qt's modeltest module needs the Qt API chosen first.
    from pytestqt.modeltest import ModelTester

WINDOW_SIZE = (1000, 760)
LOAD_TIMEOUT_MS = 60_000
"""Generous: the first load also starts the worker server (about 1 s here, more on CI)."""


@dataclass
class DialogLog:
    """What modal boxes would have shown: (title, text) per call."""

    warnings: list[tuple[str, str]] = field(default_factory=list)
    abouts: list[tuple[str, str]] = field(default_factory=list)


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> DialogLog:
    """Record QMessageBox.warning/about calls instead of showing (and blocking on) them."""
    log = DialogLog()

    def warning(
        _parent: QWidget, title: str, text: str, *_args: object
    ) -> QMessageBox.StandardButton:
        log.warnings.append((title, text))
        return QMessageBox.StandardButton.Ok

    def about(_parent: QWidget, title: str, text: str) -> None:
        log.abouts.append((title, text))

    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "about", about)
    return log


def make_window(qtbot: QtBot) -> MainWindow:
    """A main window on the per-test settings file, shown at a fixed size."""
    window = MainWindow(user_settings())
    qtbot.addWidget(window)
    window.resize(*WINDOW_SIZE)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_and_wait(qtbot: QtBot, window: MainWindow, path: Path) -> ChunkState:
    """Open ``path`` and wait until its chunks are shown; returns the state shown."""
    with qtbot.waitSignal(
        window.controller.chunks_changed,
        timeout=LOAD_TIMEOUT_MS,
        # A long PDF's provisional first-page chunks come first: wait for the final ones.
        check_params_cb=lambda state: state is not None and window.controller.pending is None,
    ):
        assert window.open_file(path)
    state = window.controller.state
    assert state is not None
    assert state.path == path.absolute()
    return state


def wait_loaded(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until no document is loading (it succeeded, failed or was cancelled)."""
    qtbot.waitUntil(lambda: window.controller.pending is None, timeout=LOAD_TIMEOUT_MS)


def sample(name: str) -> Path:
    """A file of ``sample_docs``."""
    path = SAMPLE_DOCS / name
    assert path.is_file(), path
    return path


@pytest.fixture
def window(qtbot: QtBot, dialogs: DialogLog) -> Iterator[MainWindow]:
    win = make_window(qtbot)
    yield win
    win.close()


@pytest.fixture
def five_pages(tmp_path: Path) -> Path:
    return pdf_files.write_pdf(tmp_path / "five.pdf")


@pytest.fixture
def forty_pages(tmp_path: Path) -> Path:
    return pdf_files.write_pdf(tmp_path / "forty.pdf", 40)


def check_model(tester: ModelTester, model: QAbstractItemModel) -> None:
    """``qtmodeltester.check`` with a type (pytest-qt leaves it unannotated)."""
    tester.check(model)  # type: ignore[no-untyped-call]


_STATES: dict[str, ChunkState] = {}


def chunk_state(name: str) -> ChunkState:
    """A sample document loaded and chunked in this process (once per test session)."""
    if name not in _STATES:
        from inspector.document.load import load_document
        from inspector.engine.chunker import chunk_document
        from inspector.engine.config import default_config

        path = sample(name)
        config = default_config()
        document = load_document(path)
        _STATES[name] = ChunkState(path, document, chunk_document(document, config), config)
    return _STATES[name]


class Prompts:
    """Stands in for QInputDialog.getText: answers in turn, records the prompts."""

    def __init__(self, answers: list[tuple[str, bool]]):
        self.answers = answers
        self.labels: list[str] = []
        self.modes: list[QLineEdit.EchoMode] = []

    def __call__(
        self, _parent: QWidget, _title: str, label: str, mode: QLineEdit.EchoMode, *_args: object
    ) -> tuple[str, bool]:
        self.labels.append(label)
        self.modes.append(mode)
        return self.answers.pop(0)
