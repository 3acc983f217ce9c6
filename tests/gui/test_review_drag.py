"""Dragging boundary flags on the page and in the text view moves chunk boundaries.

Real windows, real PyMuPDF loads of ``sample_docs`` files, real review stores in tmp_path;
the mouse is driven with real ``QMouseEvent``s through the views' viewports.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from inspector.gui.chunks.list_model import MANUAL_MARK, ChunkColumn
from inspector.gui.main_window import MainWindow
from inspector.gui.pages.text_view import TextView
from inspector.view.chunk_state import ChunkState
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window, send_mouse, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

_LEFT = Qt.MouseButton.LeftButton
_NONE = Qt.MouseButton.NoButton


def word_starts(state: ChunkState, index: int, page: int) -> list[int]:
    """Offsets inside chunk ``index`` where a word starts after a space, with a glyph box on
    ``page`` (computed from the text and the offset map, independently of the GUI)."""
    chunk = state.chunks[index]
    text, offset_map = state.document.text, state.document.offset_map
    found = []
    for offset in range(chunk.start + 1, chunk.end):
        if text[offset - 1] == " " and text[offset].isalnum():
            glyph = offset_map.glyph(offset)
            if glyph is not None and glyph.bbox is not None and glyph.page_index == page:
                found.append(offset)
    return found


def viewport_point(window: MainWindow, page: int, x: float, y: float) -> QPoint:
    """Viewport pixels of point ``(x, y)`` (PDF points) of ``page``."""
    item = window.page_view.page_items()[page]
    return window.page_view.mapFromScene(item.mapToScene(QPointF(x, y)))


def dragged_to(view: TextView) -> int | None:
    """Where the text view's dragged boundary would go now."""
    return view.drag_offset


def drag(window: MainWindow, start: QPoint, end: QPoint) -> None:
    """Press at ``start``, move in steps to ``end`` holding the button, release there."""
    viewport = window.page_view.viewport()
    send_mouse(viewport, QEvent.Type.MouseButtonPress, start, _LEFT)
    for step in range(1, 6):
        point = start + (end - start) * (step / 5)
        send_mouse(viewport, QEvent.Type.MouseMove, point, _LEFT, _NONE)
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, end, _NONE)


def test_dragging_a_flag_moves_the_boundary_to_the_word_under_the_pointer(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    state = shown(window)
    overlay = window.overlay
    index = next(i for i in range(1, len(state)) if len(word_starts(state, i, 0)) >= 6)
    qtbot.waitUntil(lambda: overlay.marker(index) is not None)
    marker = overlay.marker(index)
    assert marker is not None
    assert marker.draggable
    target = word_starts(state, index, 0)[5]  # the sixth word of the chunk
    box = state.document.offset_map.glyph(target)
    assert box is not None
    assert box.bbox is not None
    x0, y0, _x1, y1 = box.bbox
    start = window.page_view.mapFromScene(marker.mapToScene(marker.flag_rect.center()))
    old_start, count = state.chunks[index].start, len(state)

    viewport = window.page_view.viewport()
    send_mouse(viewport, QEvent.Type.MouseButtonPress, start, _LEFT)
    # After the press (it selected the chunk, which may scroll its first line into view):
    # a little right of the word's left edge, mid-line, the nearest word start is ``target``.
    end = viewport_point(window, 0, x0 + 0.8, (y0 + y1) / 2)
    send_mouse(viewport, QEvent.Type.MouseMove, start + QPoint(0, 8), _LEFT, _NONE)
    send_mouse(viewport, QEvent.Type.MouseMove, end, _LEFT, _NONE)
    caret = overlay.pointer.caret
    assert caret is not None
    assert caret.offset == target
    assert state.chunks[index].start == old_start  # nothing moves before the release
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, end, _NONE)

    assert overlay.pointer.caret is None
    assert state.chunks[index].start == target
    assert state.chunks[index - 1].end == target
    assert len(state) == count
    session = window.review.session
    assert session.state.chunks[index].start == target
    assert session.state.reviews[index].manual
    status = window.controller.list_model.index(index, ChunkColumn.STATUS).data()
    assert MANUAL_MARK in status
    assert window.review.actions.undo.isEnabled()
    assert str(target) in window.review.actions.undo.text()
    # The page was rebuilt: the chunk's flag now sits on the target's line.
    qtbot.waitUntil(lambda: overlay.marker(index) is not None)
    moved = overlay.marker(index)
    assert moved is not None
    assert moved.line_rect.top() == pytest.approx(y0, abs=3.0)


def test_a_drag_onto_a_neighbours_start_is_refused_and_changes_nothing(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    state = shown(window)
    overlay = window.overlay
    index = next(
        i
        for i in range(2, len(state) - 1)
        if state.chunks[i - 1].page_start == state.chunks[i].page_start == 0
    )
    qtbot.waitUntil(lambda: overlay.marker(index) is not None)
    before = state.review_state()
    refusals: list[str] = []
    window.review.refused.connect(refusals.append)
    # Drag chunk index's flag up onto the start of the chunk before the previous one.
    previous = state.chunks[index - 2].start
    glyph = state.document.offset_map.glyph(previous)
    assert glyph is not None
    assert glyph.bbox is not None
    marker = overlay.marker(index)
    assert marker is not None
    window.controller.selection.select(index)  # selected first: no scrolling during the drag
    start = window.page_view.mapFromScene(marker.mapToScene(marker.flag_rect.center()))
    x0, y0, _x1, y1 = glyph.bbox
    drag(window, start, viewport_point(window, 0, x0 + 0.5, (y0 + y1) / 2))
    assert refusals
    assert "cross" in refusals[-1]
    assert state.review_state() == before
    assert window.review.session.state == before
    assert not window.review.actions.undo.isEnabled()


def test_dragging_a_flag_in_the_text_view_moves_the_boundary(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample("contract_en_services.docx"))
    view = window.text_view
    state = shown(window)
    assert view.state is state
    qtbot.waitUntil(lambda: view.flag_rect(2) is not None)
    flag = view.flag_rect(2)
    assert flag is not None
    text = state.document.text
    chunk = state.chunks[2]
    words = [o for o in range(chunk.start + 1, chunk.end) if text[o - 1] == " " != text[o]]
    target = words[min(3, len(words) - 1)]
    viewport = view.viewport()
    send_mouse(viewport, QEvent.Type.MouseButtonPress, flag.center(), _LEFT)
    # After the press: it selected the chunk, which may have scrolled the view.
    caret = view.caret_rect(target)
    end = QPoint(caret.left() + 2, caret.center().y())  # just inside the target word
    send_mouse(viewport, QEvent.Type.MouseMove, end, _LEFT, _NONE)
    assert dragged_to(view) == target
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, end, _NONE)
    assert dragged_to(view) is None
    assert state.chunks[2].start == target
    assert window.review.session.state.chunks[2].start == target
