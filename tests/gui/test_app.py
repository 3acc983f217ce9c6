"""Application start-up: run_app, the settings location, and the shipped resources."""

from __future__ import annotations

import configparser
import importlib.resources
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from inspector.gui.app import run_app, user_settings
from inspector.gui.main_window import MainWindow
from inspector.gui.resources import app_icon, resources_dir, style_sheet
from tests.gui import pdf_files

pytestmark = pytest.mark.gui


@pytest.fixture
def no_event_loop(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> Iterator[list[MainWindow]]:
    """Make run_app's exec() return at once; yield the main windows shown when it was called."""
    shown: list[MainWindow] = []

    def fake_exec(_self: QApplication) -> int:
        # Holding them here keeps them alive after run_app's locals are gone.
        shown.extend(
            w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
        )
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    yield shown
    for window in shown:
        window.close()
        window.deleteLater()
    qapp.setStyleSheet("")  # run_app styles the shared QApplication: undo for later tests
    qapp.setWindowIcon(QIcon())


def test_run_app_opens_the_file(no_event_loop: list[MainWindow], tmp_path: Path) -> None:
    pdf = pdf_files.write_pdf(tmp_path / "judgment.pdf", 3)
    assert run_app(pdf) == 0
    (window,) = no_event_loop
    assert window.isVisible()
    assert window.windowTitle() == "judgment.pdf — Legal Chunk Inspector"
    assert window.page_view.page_count == 3
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert QCoreApplication.organizationName() == "Legal Chunk Inspector"
    assert QCoreApplication.applicationName() == "Legal Chunk Inspector"
    assert app.desktopFileName() == "legal-chunk-inspector"
    assert "#5a5f66" in app.styleSheet()
    assert not app.windowIcon().isNull()


def test_run_app_without_a_file_shows_the_empty_window(no_event_loop: list[MainWindow]) -> None:
    assert run_app(None) == 0
    (window,) = no_event_loop
    assert window.empty_hint.isVisible()


def test_settings_live_under_xdg_config_home(qapp: QApplication, tmp_path: Path) -> None:
    settings = user_settings()
    settings.setValue("probe", 42)
    settings.sync()
    expected = Path(os.environ["XDG_CONFIG_HOME"]) / "legal-chunk-inspector" / "ui.ini"
    assert Path(settings.fileName()) == expected
    parser = configparser.ConfigParser()
    parser.read(expected)
    assert parser.get("General", "probe") == "42"


def test_settings_follow_a_changed_xdg_config_home(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Qt's default QSettings() keeps the first location it saw; ours is worked out per call.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "elsewhere"))
    assert (
        Path(user_settings().fileName())
        == tmp_path / "elsewhere" / "legal-chunk-inspector" / "ui.ini"
    )


def test_resources_are_found(qapp: QApplication) -> None:
    folder = resources_dir()
    assert (folder / "icons" / "inspector.svg").is_file()
    assert not app_icon().isNull()
    assert not app_icon().pixmap(64, 64).isNull()  # the SVG actually renders
    assert "QGraphicsView#pageView" in style_sheet()


def test_resources_prefer_the_packaged_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An installed wheel has inspector/resources; simulate one with a fake package folder.
    package = tmp_path / "inspector"
    (package / "resources").mkdir(parents=True)
    monkeypatch.setattr(importlib.resources, "files", lambda _package: package)
    assert resources_dir() == package / "resources"


def test_desktop_file(qapp: QApplication) -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(resources_dir() / "legal-chunk-inspector.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "inspector %f"
    assert entry["Icon"] == "legal-chunk-inspector"
    assert entry["Categories"] == "Office;Viewer;"
    assert entry["MimeType"].split(";") == [
        "application/pdf",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "text/plain",
        "text/markdown",
        "",
    ]
