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


def _menu_shortcuts(window: object) -> dict[str, list[str]]:
    """Every menu action's shortcuts (portable text), by the action's menu path."""
    found: dict[str, list[str]] = {}

    def walk(menu: object, path: str) -> None:
        for action in menu.actions():  # type: ignore[attr-defined]
            if action.menu() is not None:
                walk(action.menu(), f"{path} > {action.text()}")
                continue
            keys = [s.toString() for s in action.shortcuts() if not s.isEmpty()]
            if keys:
                found[f"{path} > {action.text()}".replace("&", "")] = keys

    for top in window.menuBar().actions():  # type: ignore[attr-defined]
        walk(top.menu(), top.text())
    return found


def test_every_menu_shortcut_and_subcommand_is_in_the_readme(qtbot: QtBot) -> None:
    from inspector.cli import SUBCOMMAND_SUMMARIES

    readme = README.read_text(encoding="utf-8")
    table = "\n".join(line for line in readme.splitlines() if line.startswith("|"))
    shortcuts = _menu_shortcuts(make_window(qtbot))
    assert len(shortcuts) >= 20
    missing = {
        path: keys for path, keys in shortcuts.items() if not any(key in table for key in keys)
    }
    assert missing == {}
    assert [name for name in SUBCOMMAND_SUMMARIES if f"inspector {name}" not in readme] == []
