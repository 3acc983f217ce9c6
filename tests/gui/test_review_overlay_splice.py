"""A review edit remakes only the overlay items of the chunks it replaced.

The items of the other chunks on the same pages stay (the same objects, renumbered when the
edit added or removed chunks), and what the pages show afterwards is what building them
from scratch shows: every chunk's line rectangles and its flag. The selected chunk keeps
its outline through a decision on it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from inspector.gui.pages.overlay_flags import box_rect
from inspector.review.edits import MergeChunks, SetStatus, SplitChunk
from inspector.review.model import ReviewStatus
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

LAW = "law_en_data_archives.pdf"


def _rect(rect: QRectF) -> tuple[float, float, float, float]:
    return (rect.x(), rect.y(), rect.width(), rect.height())


def _drawn(window: MainWindow) -> dict[int, list[tuple[int, tuple[float, ...]]]]:
    """Per chunk, its line items on the built pages: (page, rectangle)."""
    overlay, state = window.overlay, shown(window)
    return {
        index: [(item.page_index, _rect(item.rect())) for item in overlay.line_items(index)]
        for index in range(len(state))
        if overlay.line_items(index)
    }


def _expected(window: MainWindow) -> dict[int, list[tuple[int, tuple[float, ...]]]]:
    """What building the built pages from the state gives."""
    overlay, state = window.overlay, shown(window)
    found: dict[int, list[tuple[int, tuple[float, ...]]]] = {}
    for page in overlay.built_pages():
        for index in state.chunks_on_page(page):
            for box in state.line_boxes(index, page):
                found.setdefault(index, []).append((page, _rect(box_rect(box))))
    return {index: sorted(lines) for index, lines in found.items()}


def _check_pages(window: MainWindow) -> None:
    drawn = _drawn(window)
    assert {i: sorted(lines) for i, lines in drawn.items()} == _expected(window)
    for index in drawn:
        marker = window.overlay.marker(index)
        assert marker is not None
        assert f"#{index}" in marker.text


def _page_with_chunks(window: MainWindow) -> tuple[int, int]:
    """A chunk to split, with a chunk after it on the same page (index, later index)."""
    state = shown(window)
    for index in range(1, len(state) - 2):
        chunk, after = state.chunks[index], state.chunks[index + 1]
        if chunk.page_start == chunk.page_end == after.page_start and chunk.end - chunk.start > 400:
            return index, index + 1
    raise AssertionError("no page with two chunks")


def _show(qtbot: QtBot, window: MainWindow, index: int) -> None:
    window.controller.selection.select(index)
    qtbot.waitUntil(lambda: window.overlay.marker(index + 1) is not None)
    QApplication.processEvents()


def test_split_and_merge_remake_only_the_edited_chunks(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(LAW))
    state = shown(window)
    index, later = _page_with_chunks(window)
    _show(qtbot, window, index)
    _check_pages(window)
    kept = window.overlay.line_items(later)
    kept_before = window.overlay.line_items(index - 1)
    chunk = state.chunks[index]
    middle = state.document.text.find(" ", (chunk.start + chunk.end) // 2, chunk.end - 1) + 1

    assert window.review.request(SplitChunk(index, middle))
    _check_pages(window)
    # The chunk after it is one further on, drawn by the same items.
    moved = window.overlay.line_items(later + 1)
    assert len(moved) == len(kept)
    assert all(a is b for a, b in zip(moved, kept, strict=True))
    assert all(item.chunk_index == later + 1 for item in moved)
    before = window.overlay.line_items(index - 1)
    assert all(a is b for a, b in zip(before, kept_before, strict=True))

    assert window.review.request(MergeChunks(index))  # the two halves again
    _check_pages(window)
    assert all(a is b for a, b in zip(window.overlay.line_items(later), kept, strict=True))

    window.review.actions.undo.trigger()
    window.review.actions.undo.trigger()
    _check_pages(window)
    assert state.chunks[index] == chunk


def test_a_decision_keeps_the_selected_outline(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(LAW))
    index, _ = _page_with_chunks(window)
    _show(qtbot, window, index)
    items = window.overlay.line_items(index)
    assert items
    assert all(item.pen().style() == Qt.PenStyle.SolidLine for item in items)

    assert window.review.request(SetStatus((index,), ReviewStatus.APPROVED))
    QApplication.processEvents()
    assert window.controller.selection.current == index
    items = window.overlay.line_items(index)
    assert items
    assert all(item.pen().style() == Qt.PenStyle.SolidLine for item in items)
    marker = window.overlay.marker(index)
    assert marker is not None
    assert marker.text.startswith("✓ ")
    _check_pages(window)
