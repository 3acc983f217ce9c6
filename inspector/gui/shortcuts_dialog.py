"""Help > Keyboard Shortcuts: every action that has a shortcut, grouped by menu."""

from __future__ import annotations

import html

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def shortcut_rows(menus: list[tuple[str, list[QAction]]]) -> list[tuple[str, str, str]]:
    """``(menu, action text, shortcuts)`` for every action with a shortcut, in menu order."""
    rows = []
    for menu, actions in menus:
        for action in actions:
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
            if keys:
                rows.append(
                    (menu.replace("&", ""), action.text().replace("&", ""), ", ".join(keys))
                )
    return rows


class ShortcutsDialog(QDialog):
    """A window listing the shortcuts (non-modal: it can stay open while working)."""

    def __init__(self, menus: list[tuple[str, list[QAction]]], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Keyboard Shortcuts")
        self.rows = shortcut_rows(menus)
        browser = QTextBrowser()
        body = []
        last_menu = ""
        for menu, text, keys in self.rows:
            if menu != last_menu:
                body.append(f"<tr><td colspan='2'><h4>{html.escape(menu)}</h4></td></tr>")
                last_menu = menu
            body.append(f"<tr><td>{html.escape(text)}</td><td><b>{html.escape(keys)}</b></td></tr>")
        extra = (
            "<p>On the page: Ctrl+wheel zooms, PageUp/PageDown move by page, Home/End go to "
            "the first and last page; a click on a chunk selects it.</p>"
            "<p>Review: drag a chunk's boundary flag (in the page margin, or the text view's "
            "left margin) to move its start to another word; right-click the text to split "
            "there, merge, change the type or heading, re-chunk with another size profile, "
            "or exclude a line (restore hatched furniture the same way).</p>"
        )
        browser.setHtml(f"<table cellpadding='3'>{''.join(body)}</table>{extra}")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        layout.addWidget(buttons)
        self.resize(460, 560)
