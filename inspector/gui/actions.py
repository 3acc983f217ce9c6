"""The main window's actions: texts, shortcuts, status tips, and which need a document."""

from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

_Key = QKeySequence.StandardKey


@dataclass(frozen=True)
class Actions:
    """Every action of the main window; menus and tests find them here by name."""

    open: QAction
    close: QAction
    quit: QAction
    zoom_in: QAction
    zoom_out: QAction
    actual_size: QAction
    fit_width: QAction
    fit_page: QAction
    go_to_page: QAction
    about: QAction

    def document_actions(self) -> list[QAction]:
        """The actions that only make sense while a document is open."""
        return [
            self.close,
            self.zoom_in,
            self.zoom_out,
            self.actual_size,
            self.fit_width,
            self.fit_page,
            self.go_to_page,
        ]

    def set_has_document(self, has_document: bool) -> None:
        """Enable or disable the document actions."""
        for action in self.document_actions():
            action.setEnabled(has_document)

    def all(self) -> list[QAction]:
        """Every action, in declaration order."""
        return [getattr(self, field.name) for field in fields(self)]


def _action(
    parent: QObject,
    text: str,
    status_tip: str,
    shortcuts: list[QKeySequence] | None = None,
) -> QAction:
    action = QAction(text, parent)
    action.setStatusTip(status_tip)
    if shortcuts:
        action.setShortcuts(shortcuts)
    return action


def create_actions(parent: QObject) -> Actions:
    """Create the actions, owned by ``parent`` (the main window, so shortcuts work in it)."""
    actions = Actions(
        open=_action(parent, "&Open…", "Open a PDF", [QKeySequence(_Key.Open)]),
        close=_action(parent, "&Close", "Close the document", [QKeySequence("Ctrl+W")]),
        quit=_action(parent, "&Quit", "Quit Legal Chunk Inspector", [QKeySequence("Ctrl+Q")]),
        zoom_in=_action(
            parent,
            "Zoom &In",
            "Show the pages larger",
            # Ctrl+= too: on most layouts "+" needs Shift, and people press Ctrl and the key.
            [QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")],
        ),
        zoom_out=_action(parent, "Zoom &Out", "Show the pages smaller", [QKeySequence("Ctrl+-")]),
        actual_size=_action(
            parent, "&Actual Size", "Show the pages at their printed size", [QKeySequence("Ctrl+0")]
        ),
        fit_width=_action(parent, "Fit &Width", "Make the widest page fill the window's width"),
        fit_page=_action(parent, "Fit &Page", "Show a whole page in the window"),
        go_to_page=_action(
            parent, "&Go to Page…", "Jump to a page by its number", [QKeySequence("Ctrl+G")]
        ),
        about=_action(parent, "&About Legal Chunk Inspector", "Version and what this tool is"),
    )
    # Fit modes are states the view stays in (it re-fits when the window is resized).
    actions.fit_width.setCheckable(True)
    actions.fit_page.setCheckable(True)
    actions.quit.setMenuRole(QAction.MenuRole.QuitRole)
    actions.about.setMenuRole(QAction.MenuRole.AboutRole)
    actions.set_has_document(False)
    return actions
