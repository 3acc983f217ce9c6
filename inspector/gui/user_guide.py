"""Help > User Guide: the guide shipped in ``resources/user-guide.md``, read offline.

The text is the bundled Markdown file; the shortcut table at its end is built from the menus
themselves (``shortcuts_dialog.shortcut_rows``), so it lists what the window really has. Links
are not followed out of the window: the guide never touches the network.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from inspector.gui.resources import resource_path
from inspector.gui.shortcuts_dialog import shortcut_rows

GUIDE_FILE = "user-guide.md"


def guide_markdown(menus: list[tuple[str, list[QAction]]]) -> str:
    """The guide's Markdown, with a table of the shortcuts of ``menus`` at its end."""
    text = resource_path(GUIDE_FILE).read_text(encoding="utf-8").rstrip("\n")
    rows = ["| Menu | Action | Shortcut |", "| --- | --- | --- |"]
    rows += [f"| {menu} | {action} | {keys} |" for menu, action, keys in shortcut_rows(menus)]
    return f"{text}\n\n" + "\n".join(rows) + "\n"


class UserGuideDialog(QDialog):
    """A window showing the user guide (non-modal: it can stay open while working)."""

    def __init__(self, menus: list[tuple[str, list[QAction]]], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("User Guide")
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)  # offline: nothing is fetched or opened elsewhere
        self.browser.setMarkdown(guide_markdown(menus))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 720)
