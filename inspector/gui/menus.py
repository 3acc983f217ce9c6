"""The menu bar's layout: which action goes in which menu, in what order."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QMenuBar

from inspector.gui.actions import Actions
from inspector.gui.review.actions import ReviewActions

MenuEntry = QAction | QMenu | None
"""A menu entry: an action, a submenu, or None for a separator."""
MenuLayout = list[tuple[str, list[MenuEntry]]]
"""Menus in order, each with its title and entries."""
DOCK_SHORTCUTS = ("Ctrl+1", "Ctrl+2", "Ctrl+3")
"""Shortcuts that show or hide the docks, in the order the docks are given."""


def menu_layout(
    actions: Actions,
    recent: QMenu,
    docks: list[QDockWidget],
    review: ReviewActions | None = None,
    review_docks: list[QDockWidget] | None = None,
    tools: list[MenuEntry] | None = None,
    file_extra: list[MenuEntry] | None = None,
) -> MenuLayout:
    """The menus of the main window; dock toggles get :data:`DOCK_SHORTCUTS`.

    With ``review``: an Edit menu (undo, redo, preferences) and a Review menu; the toggles of
    ``review_docks`` (the undo history) go to the end of the View menu, without shortcuts.
    """
    toggles = [dock.toggleViewAction() for dock in docks]
    for key, toggle in zip(DOCK_SHORTCUTS, toggles, strict=False):
        toggle.setShortcut(QKeySequence(key))
    a = actions
    view: list[MenuEntry] = [a.show_overlays, None, a.zoom_in, a.zoom_out, a.actual_size, None]
    view += [a.fit_width, a.fit_page, None, a.go_to_page, None, a.next_chunk, a.previous_chunk]
    view += [a.go_to_chunk, a.find_chunk, None, *toggles]
    view += [dock.toggleViewAction() for dock in review_docks or []]
    layout: MenuLayout = [
        ("&File", [a.open, recent, None, a.stop_loading, a.read_by_ocr, a.close, None]),
        ("&View", view),
        ("&Rules", [a.load_config, a.save_config, a.reset_config, None, a.rechunk]),
        ("&Help", [a.user_guide, a.shortcuts, None, a.about]),
    ]
    layout[0][1].extend(file_extra or [])
    if file_extra:  # export and fixture actions, then Quit after their own separator
        layout[0][1].append(None)
    layout[0][1].append(a.quit)
    if tools:
        layout.insert(len(layout) - 1, ("&Tools", tools))
    if review is not None:
        edit: list[MenuEntry] = [review.undo, review.redo, None, review.preferences]
        layout.insert(1, ("&Edit", edit))
        layout.insert(3, ("Re&view", list(review.review_menu())))
    return layout


def fill_menu_bar(menu_bar: QMenuBar, layout: MenuLayout) -> None:
    """Add the menus of ``layout`` to ``menu_bar``."""
    for title, entries in layout:
        menu = menu_bar.addMenu(title)
        for entry in entries:
            if entry is None:
                menu.addSeparator()
            elif isinstance(entry, QMenu):
                menu.addMenu(entry)
            else:
                menu.addAction(entry)


def menu_actions(layout: MenuLayout) -> list[tuple[str, list[QAction]]]:
    """The actions of each menu (submenus and separators left out), for the shortcut list."""
    return [(title, [e for e in entries if isinstance(e, QAction)]) for title, entries in layout]
