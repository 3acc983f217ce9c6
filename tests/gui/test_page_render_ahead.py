"""The page view renders the pages in view first, and the pages near it a little later."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from inspector.gui.pages import rendering as page_rendering
from inspector.gui.pages.page_view import PageView
from inspector.gui.pages.rendering import AHEAD_DELAY_MS

pytestmark = pytest.mark.gui


def visible_pages(view: PageView) -> set[int]:
    visible = view.visible_scene_rect()
    return {
        item.page_index
        for item in view.page_items()
        if item.sceneBoundingRect().intersects(visible)
    }


def rendered_pages(view: PageView) -> set[int]:
    return {item.page_index for item in view.page_items() if item.rendered_zoom is not None}


def test_a_jump_renders_the_pages_in_view_then_those_near_it(
    window: MainWindow, forty_pages: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.open_file(forty_pages)
    view = window.page_view
    qtbot.waitUntil(lambda: 0 in rendered_pages(view) and 1 in view.pages_near_view())
    qtbot.waitUntil(lambda: set(view.pages_near_view()) <= rendered_pages(view))
    qtbot.wait(300)  # the opening's passes are over
    # A long delay, so that even a slow machine sees the first turn on its own.
    monkeypatch.setattr(page_rendering, "AHEAD_DELAY_MS", 1500)
    view.go_to_page(25)
    in_view = visible_pages(view)
    assert 25 in in_view
    # The first turn: the pages in view are rendered and announced, nothing else.
    qtbot.waitUntil(lambda: in_view <= rendered_pages(view), timeout=5000)
    assert set(view.pages_near_view()) == in_view
    assert not rendered_pages(view) & {23, 27, 28}
    # Then the pages ahead and behind, nearest first.
    qtbot.waitUntil(lambda: {24, 26} <= set(view.pages_near_view()), timeout=10000)
    qtbot.waitUntil(lambda: set(view.pages_near_view()) <= rendered_pages(view), timeout=5000)
    assert view.pages_near_view()[0] in in_view
    # The first pages, far from the view now, have dropped their pixels.
    assert not rendered_pages(view) & {0, 1, 2}


def test_scrolling_again_before_the_delay_postpones_the_pages_ahead(
    window: MainWindow, forty_pages: Path, qtbot: QtBot
) -> None:
    assert window.open_file(forty_pages)
    view = window.page_view
    qtbot.waitUntil(lambda: 0 in rendered_pages(view))
    for page in (10, 11, 12, 13):
        view.go_to_page(page)
        QApplication.processEvents()
    qtbot.waitUntil(lambda: 13 in rendered_pages(view), timeout=5000)
    qtbot.wait(AHEAD_DELAY_MS * 3)
    qtbot.waitUntil(lambda: set(view.pages_near_view()) <= rendered_pages(view), timeout=5000)
    assert {12, 13, 14} <= set(view.pages_near_view())
