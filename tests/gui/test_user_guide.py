"""Help > User Guide opens the bundled guide, offline, with the window's real shortcuts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from inspector.gui.resources import resource_path
from inspector.gui.user_guide import GUIDE_FILE, UserGuideDialog
from tests.gui.conftest import make_window

pytestmark = pytest.mark.gui

README = Path(__file__).resolve().parents[2] / "README.md"


def _help_action(window: object, text: str) -> object:
    bar = window.menuBar()  # type: ignore[attr-defined]
    help_menu = next(a.menu() for a in bar.actions() if a.text() == "&Help")
    return next(a for a in help_menu.actions() if a.text() == text)


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen
def test_help_user_guide_shows_the_bundled_guide_offline(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _help_action(window, "&User Guide").trigger()  # type: ignore[attr-defined]
    dialog = window.user_guide
    assert isinstance(dialog, UserGuideDialog)
    assert dialog.isVisible()
    browser = dialog.browser
    assert not browser.openLinks()
    assert not browser.openExternalLinks()
    text = browser.toPlainText()
    guide = resource_path(GUIDE_FILE).read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", guide, flags=re.M)
    assert len(headings) >= 6
    for heading in headings:
        assert heading in text
    # The shortcut table at its end is the menus' own.
    for key in ("Ctrl+O", "Ctrl+E", "F1", "Ctrl+Z", "Ctrl+Shift+X"):
        assert key in text, key
    assert browser.document().toMarkdown().count("|") > 50  # rendered as a table
    _help_action(window, "&User Guide").trigger()  # type: ignore[attr-defined]
    assert window.user_guide is dialog  # one window, raised again


def test_the_readme_shortcut_table_names_the_user_guide() -> None:
    rows = [line for line in README.read_text(encoding="utf-8").splitlines() if "|" in line]
    assert any("Help > User Guide" in row for row in rows)
