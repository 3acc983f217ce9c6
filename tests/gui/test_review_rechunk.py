"""The review across a re-chunk with changed rules, a changed file, and page context menus."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from inspector.engine.types import ChunkType
from inspector.gui.chunks.list_model import LOST_APPROVAL_MARK, ChunkColumn
from inspector.gui.review.stale import STALE_TITLE
from inspector.review.edits import SetStatus, SplitChunk
from inspector.review.model import ReviewStatus
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window, shown
from tests.gui.test_rules_panel import _MAX, set_size

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

LAW = "law_en_data_archives.pdf"


def test_rechunking_keeps_manual_boundaries_and_marks_lost_approvals(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample(LAW))
    state = shown(window)
    review = window.review
    big = max(range(len(state)), key=lambda i: state.chunks[i].token_count)
    chunk = state.chunks[big]
    middle = state.document.text.index(" ", (chunk.start + chunk.end) // 2) + 1
    assert review.request(SplitChunk(big, middle))
    manual = state.chunks[big + 1].start
    assert review.request(SetStatus(tuple(range(len(state))), ReviewStatus.APPROVED))

    # The new rules take approvals away: the window asks first (answered Apply here).
    set_size(window, "article", _MAX, 150)
    qtbot.waitUntil(lambda: review.rechunk_box is not None, timeout=60_000)
    box = review.rechunk_box
    assert box is not None
    apply = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    apply.click()
    after = shown(window)
    qtbot.waitUntil(lambda: review.state is after)
    starts = [c.start for c in after.chunks]
    assert manual in starts  # the reviewer's boundary survived the new rules
    assert after.reviews[starts.index(manual)].manual
    lost = [i for i, r in enumerate(after.reviews) if r.status is ReviewStatus.UNREVIEWED]
    kept = [i for i, r in enumerate(after.reviews) if r.status is ReviewStatus.APPROVED]
    assert lost  # smaller articles: some chunks changed and lost their approval...
    assert kept  # ...and the unchanged ones kept it
    assert after.lost_approval == {after.chunks[i].start for i in lost}
    model = window.controller.list_model
    assert LOST_APPROVAL_MARK in model.index(lost[0], ChunkColumn.STATUS).data()
    assert LOST_APPROVAL_MARK not in model.index(kept[0], ChunkColumn.STATUS).data()
    assert review.session.state == after.review_state()
    # On the page too: the flag of a chunk that lost its approval carries the mark.
    window.controller.selection.select(lost[0])  # its page comes into view
    qtbot.waitUntil(lambda: window.overlay.marker(lost[0]) is not None)
    marker = window.overlay.marker(lost[0])
    assert marker is not None
    assert LOST_APPROVAL_MARK in marker.text
    # The re-chunk is one undo step: undo gives the approved chunks back.
    review.actions.undo.trigger()
    assert all(r.status is ReviewStatus.APPROVED for r in review.session.state.reviews)


def test_a_changed_file_opens_read_only_and_can_be_reanchored(
    qtbot: QtBot, data_dir: Path, tmp_path: Path
) -> None:
    copy = tmp_path / "law.pdf"
    shutil.copyfile(sample(LAW), copy)
    first = review_window(qtbot, copy)
    assert first.review.request(SetStatus((0, 1), ReviewStatus.APPROVED))
    first.close()
    with copy.open("ab") as handle:
        handle.write(b"\n% appended by an editor\n")  # new bytes, same text: a new fingerprint

    second = review_window(qtbot, copy)
    box = second.review.stale_box
    assert isinstance(box, QMessageBox)
    assert box.text() == STALE_TITLE
    assert second.review.session.read_only
    refusals: list[str] = []
    second.review.refused.connect(refusals.append)
    assert not second.review.request(SetStatus((2,), ReviewStatus.APPROVED))
    assert "read-only" in refusals[-1]
    assert not second.review.actions.approve.isEnabled()
    assert "read-only" in second.review.display.progress_label.text()

    second.review.reanchor_button.click()
    qtbot.waitUntil(lambda: not second.review.session.read_only)
    state = shown(second)
    assert [r.status for r in state.reviews[:3]] == [
        ReviewStatus.APPROVED,
        ReviewStatus.APPROVED,
        ReviewStatus.UNREVIEWED,
    ]
    assert second.review.request(SetStatus((2,), ReviewStatus.REJECTED))


def test_page_context_menu_splits_sets_the_type_and_restores_furniture(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample(LAW))
    state = shown(window)
    overlay, view = window.overlay, window.page_view
    index = next(i for i in range(1, len(state)) if state.chunks[i].page_start == 0)
    chunk = state.chunks[index]
    text = state.document.text
    word = text.index(" ", chunk.start + (chunk.end - chunk.start) // 3) + 1
    glyph = state.document.offset_map.glyph(word)
    assert glyph is not None
    assert glyph.bbox is not None
    x0, y0, _x1, y1 = glyph.bbox
    page = view.page_items()[glyph.page_index]
    scene = page.mapToScene(QPointF(x0 + 0.5, (y0 + y1) / 2))
    snap = overlay.pointer.snap_at(scene)
    assert snap is not None
    assert snap.offset == word
    menu = window.review.workflow.build_menu(snap.offset, overlay.pointer.excluded_at(scene), None)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts[0] == f"Split Chunk {index} Here"
    count = len(state)
    menu.actions()[0].trigger()
    assert len(state) == count + 1
    assert state.chunks[index + 1].start == word

    type_menu = next(a.menu() for a in menu.actions() if a.text() == "Chunk &Type")
    assert isinstance(type_menu, QMenu)
    definition = next(a for a in type_menu.actions() if a.text() == ChunkType.DEFINITION.value)
    definition.trigger()
    assert state.chunks[index].chunk_type is ChunkType.DEFINITION

    furniture = state.excluded_spans()
    assert furniture  # the sample law has running headers and page numbers
    start, end = furniture[0]
    glyph = state.document.offset_map.glyph(start)
    assert glyph is not None
    assert glyph.bbox is not None
    fx0, fy0, _fx1, fy1 = glyph.bbox
    page = view.page_items()[glyph.page_index]
    spot = page.mapToScene(QPointF(fx0 + 0.5, (fy0 + fy1) / 2))
    assert overlay.pointer.excluded_at(spot) == (start, end)
    snap = overlay.pointer.snap_at(spot)
    assert snap is not None
    menu = window.review.workflow.build_menu(snap.offset, overlay.pointer.excluded_at(spot), None)
    restore = next(a for a in menu.actions() if a.text() == "&Restore Excluded Text")
    restore.trigger()
    assert (start, end) not in state.excluded_spans()
    assert (start, end) not in window.review.session.state.excluded
    window.review.actions.undo.trigger()
    assert (start, end) in state.excluded_spans()
    model = window.controller.list_model
    assert model.rowCount() == len(state)
    tokens = [model.index(r, ChunkColumn.TOKENS).data() for r in range(model.rowCount())]
    assert tokens == [f"{c.token_count:,}" for c in state.chunks]


# A popup menu on the offscreen platform: it cannot raise or grab the keyboard, and says so.
@pytest.mark.qt_log_ignore("This plugin does not support raise", "does not support grabbing")
def test_a_right_click_on_a_page_opens_the_review_menu_at_that_word(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample(LAW))
    state = shown(window)
    view = window.page_view
    index = next(i for i in range(1, len(state)) if state.chunks[i].page_start == 0)
    chunk = state.chunks[index]
    word = state.document.text.index(" ", chunk.start + (chunk.end - chunk.start) // 2) + 1
    glyph = state.document.offset_map.glyph(word)
    assert glyph is not None
    assert glyph.bbox is not None
    x0, y0, _x1, y1 = glyph.bbox
    page = view.page_items()[glyph.page_index]
    window.controller.selection.select(index)  # scrolls the chunk into view first
    point = view.mapFromScene(page.mapToScene(QPointF(x0 + 0.5, (y0 + y1) / 2)))
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, view.viewport().mapToGlobal(point)
    )
    QApplication.sendEvent(view.viewport(), event)
    menu = window.review.workflow.context_menu
    assert isinstance(menu, QMenu)
    assert menu.actions()[0].text() == f"Split Chunk {index} Here"
    menu.actions()[0].trigger()
    menu.close()
    assert state.chunks[index + 1].start == word
