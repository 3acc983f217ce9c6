"""GUI test fixtures: a shown main window, sample PDFs, and recorders for modal dialogs."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from inspector.gui.app import user_settings
from inspector.gui.main_window import MainWindow
from tests.gui import pdf_files

WINDOW_SIZE = (1000, 760)


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
