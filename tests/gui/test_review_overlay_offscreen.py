"""An edit that renumbers chunks remakes the built pages off screen later, not in its frame.

The pages near the viewport get their overlays ahead of scrolling. A split or merge moves
the numbers of every later chunk: the pages on screen are relabelled at once; the built pages
off screen are dropped and made again from the state once the edit has been painted
(``OFFSCREEN_REBUILD_DELAY_MS``), and then show what building them from scratch shows.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from inspector.review.edits import MergeChunks, SplitChunk
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window, shown
from tests.gui.test_review_overlay_splice import _check_pages

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]


def _offscreen_built_pages(window: MainWindow) -> list[int]:
    view = window.page_view
    visible = view.visible_scene_rect()
    items = view.page_items()
    return [
        page
        for page in window.overlay.built_pages()
        if not items[page].sceneBoundingRect().intersects(visible)
    ]


def test_offscreen_pages_are_remade_after_the_edit_is_shown(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    state = shown(window)
    index = 2
    window.controller.selection.select(index)
    page = state.chunks[index].page_start
    # Wait for the pages near the view, some of them off screen, to be built.
    qtbot.waitUntil(lambda: len(_offscreen_built_pages(window)) >= 2, timeout=10_000)
    offscreen = [p for p in _offscreen_built_pages(window) if p > page]
    assert offscreen
    chunk = state.chunks[index]
    middle = state.document.text.find(" ", (chunk.start + chunk.end) // 2, chunk.end - 1) + 1

    assert window.review.request(SplitChunk(index, middle))
    QApplication.processEvents()  # the edit's turn: the repaint, and no off-screen page
    assert not set(offscreen) & set(window.overlay.built_pages())
    _check_pages(window)  # the pages kept (on screen) are relabelled already
    qtbot.waitUntil(lambda: set(offscreen) <= set(window.overlay.built_pages()), timeout=5_000)
    _check_pages(window)

    assert window.review.request(MergeChunks(index))
    # The edit's turn only: waiting a fraction of the delay let the rebuild timer fire first
    # on a loaded machine (the test failed under a parallel suite).
    QApplication.processEvents()
    assert not set(offscreen) & set(window.overlay.built_pages())
    qtbot.waitUntil(lambda: set(offscreen) <= set(window.overlay.built_pages()), timeout=5_000)
    _check_pages(window)
