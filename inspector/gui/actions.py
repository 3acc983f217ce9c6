"""The main window's actions: texts, shortcuts, status tips, and when they are enabled."""

from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

_Key = QKeySequence.StandardKey


@dataclass(frozen=True)
class Actions:
    """Every action of the main window; menus, the shortcut list and tests find them here."""

    open: QAction
    stop_loading: QAction
    read_by_ocr: QAction
    close: QAction
    quit: QAction
    zoom_in: QAction
    zoom_out: QAction
    actual_size: QAction
    fit_width: QAction
    fit_page: QAction
    go_to_page: QAction
    show_overlays: QAction
    next_chunk: QAction
    previous_chunk: QAction
    go_to_chunk: QAction
    find_chunk: QAction
    load_config: QAction
    save_config: QAction
    reset_config: QAction
    rechunk: QAction
    user_guide: QAction
    shortcuts: QAction
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
            self.show_overlays,
            self.next_chunk,
            self.previous_chunk,
            self.go_to_chunk,
            self.find_chunk,
        ]

    def page_actions(self) -> list[QAction]:
        """The actions that need pages (a PDF): zoom, fit, go to page."""
        return [
            self.zoom_in,
            self.zoom_out,
            self.actual_size,
            self.fit_width,
            self.fit_page,
            self.go_to_page,
            self.read_by_ocr,
        ]

    def config_actions(self) -> list[QAction]:
        """The actions that need a configuration in force (after a first document)."""
        return [self.load_config, self.save_config, self.reset_config, self.rechunk]

    def set_has_document(self, has_document: bool, *, has_pages: bool = True) -> None:
        """Enable or disable the document actions (page actions need pages too)."""
        for action in self.document_actions():
            action.setEnabled(has_document)
        for action in self.page_actions():
            action.setEnabled(has_document and has_pages)

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


def _keys(*keys: str) -> list[QKeySequence]:
    return [QKeySequence(key) for key in keys]


def create_actions(parent: QObject) -> Actions:
    """Create the actions, owned by ``parent`` (the main window, so shortcuts work in it)."""
    actions = Actions(
        open=_action(
            parent, "&Open…", "Open a PDF, DOCX, text or Markdown file", [QKeySequence(_Key.Open)]
        ),
        stop_loading=_action(
            parent,
            "&Stop Loading",
            "Stop opening the file; keep the document shown before",
            _keys("Esc"),
        ),
        read_by_ocr=_action(
            parent,
            "Read Document by &OCR",
            "Load the PDF again with every page read by OCR (Tesseract), its text layer ignored",
        ),
        close=_action(parent, "&Close", "Close the document", _keys("Ctrl+W")),
        quit=_action(parent, "&Quit", "Quit Legal Chunk Inspector", _keys("Ctrl+Q")),
        zoom_in=_action(
            parent,
            "Zoom &In",
            "Show the pages larger",
            # Ctrl+= too: on most layouts "+" needs Shift, and people press Ctrl and the key.
            _keys("Ctrl++", "Ctrl+="),
        ),
        zoom_out=_action(parent, "Zoom &Out", "Show the pages smaller", _keys("Ctrl+-")),
        actual_size=_action(
            parent, "&Actual Size", "Show the pages at their printed size", _keys("Ctrl+0")
        ),
        fit_width=_action(parent, "Fit &Width", "Make the widest page fill the window's width"),
        fit_page=_action(parent, "Fit &Page", "Show a whole page in the window"),
        go_to_page=_action(parent, "&Go to Page…", "Jump to a page by its number", _keys("Ctrl+G")),
        show_overlays=_action(
            parent,
            "Show &Overlays",
            "Draw the chunks over the pages or text",
            _keys("Ctrl+Shift+O"),
        ),
        # Single letters for the two moves a reviewer makes all day; Ctrl+arrows work everywhere.
        # N is the review workflow's "next unreviewed" (review_actions), so J/K step here.
        next_chunk=_action(parent, "&Next Chunk", "Select the next chunk", _keys("J", "Ctrl+Down")),
        previous_chunk=_action(
            parent, "&Previous Chunk", "Select the previous chunk", _keys("P", "K", "Ctrl+Up")
        ),
        go_to_chunk=_action(
            parent, "Go to &Chunk…", "Select a chunk by its number", _keys("Ctrl+J")
        ),
        find_chunk=_action(
            parent, "&Find Chunks…", "Search the chunks' headings and text", _keys("Ctrl+F")
        ),
        load_config=_action(
            parent,
            "&Load Configuration…",
            "Chunk with a configuration from a TOML file",
            _keys("Ctrl+Shift+L"),
        ),
        save_config=_action(
            parent,
            "&Save Configuration As…",
            "Write the configuration in force to a TOML file",
            _keys("Ctrl+Shift+S"),
        ),
        reset_config=_action(
            parent, "&Reset to Default", "Chunk with the shipped configuration again"
        ),
        rechunk=_action(
            parent, "Re-&chunk Now", "Chunk the document again with the rules in force", _keys("F5")
        ),
        user_guide=_action(
            parent, "&User Guide", "How to open, read, review and export documents (offline)"
        ),
        shortcuts=_action(
            parent, "&Keyboard Shortcuts", "Every shortcut of the window", _keys("F1")
        ),
        about=_action(parent, "&About Legal Chunk Inspector", "Version and what this tool is"),
    )
    # Fit modes are states the view stays in (it re-fits when the window is resized).
    # Short texts for the buttons of the rules panel (menus keep the full texts).
    actions.load_config.setIconText("Load…")
    actions.save_config.setIconText("Save As…")
    actions.reset_config.setIconText("Reset")
    actions.fit_width.setCheckable(True)
    actions.fit_page.setCheckable(True)
    actions.show_overlays.setCheckable(True)
    actions.show_overlays.setChecked(True)
    actions.quit.setMenuRole(QAction.MenuRole.QuitRole)
    actions.about.setMenuRole(QAction.MenuRole.AboutRole)
    actions.set_has_document(False)
    actions.stop_loading.setEnabled(False)
    for action in actions.config_actions():
        action.setEnabled(False)
    return actions
