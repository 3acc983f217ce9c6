"""Redactions in the window: detections drawn at their glyph boxes, added by selection or by a
Shift+drag rectangle, removed as false positives, and undone, all through the real review
session (its SQLite store in tmp_path) and real offscreen widgets."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QMouseEvent, QTextCursor
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from inspector.gui.review.redaction_actions import DETECT_ACTION, covered_runs
from inspector.review.model import Redaction
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window, send_mouse, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

CONTRACT_PDF = "contract_en_services.pdf"
CONTRACT_MD = "contract_en_services.md"


def redactions(window: MainWindow) -> tuple[Redaction, ...]:
    result: tuple[Redaction, ...] = window.review.session.state.redactions
    return result


def emails(window: MainWindow) -> list[Redaction]:
    return [r for r in redactions(window) if r.kind == "email"]


def wait_detected(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: len(emails(window)) == 2, timeout=10_000)


def test_detected_email_is_drawn_at_its_glyph_boxes(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(CONTRACT_PDF))
    wait_detected(qtbot, window)
    document = shown(window).document
    redaction = emails(window)[0]
    assert document.text[redaction.start : redaction.end] == "legal@corvane.example"
    assert redaction.source == "detector"
    items = window.redaction.page_layer.items(redaction.start, redaction.end)
    boxes = document.offset_map.boxes_for(redaction.start, redaction.end)
    assert boxes
    assert len(items) == len(boxes)
    for item, box in zip(items, boxes, strict=True):
        assert item.parentItem() is window.page_view.page_items()[box.page_index]
        x0, y0, x1, y1 = box.rect
        assert item.rect().contains(QRectF(x0, y0, x1 - x0, y1 - y0))
        assert item.toolTip().startswith("[EMAIL:")
        assert item.zValue() > 0
    review_menu = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "Re&view")
    assert window.redaction.detect_action in review_menu.actions()
    # The detection is one saved edit in the audit trail, run once per review.
    actions = [entry.action for entry in window.review.session.audit()]
    assert actions.count(DETECT_ACTION) == 1


def test_remove_false_positive_then_undo(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(CONTRACT_PDF))
    wait_detected(qtbot, window)
    redaction = emails(window)[0]
    menu = window.review.workflow.build_menu(redaction.start + 2, None, None)
    (dismiss,) = [a for a in menu.actions() if a.objectName() == "notPersonalData"]
    assert "legal@corvane.example" in dismiss.text()
    dismiss.trigger()
    assert redaction not in redactions(window)
    assert window.redaction.page_layer.items(redaction.start, redaction.end) == []
    window.review.stack.undo()
    assert redaction in redactions(window)
    assert window.redaction.page_layer.items(redaction.start, redaction.end)


def test_shift_drag_on_the_page_redacts_the_covered_word(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(CONTRACT_PDF))
    wait_detected(qtbot, window)
    document = shown(window).document
    start = document.text.index("Westmere")
    end = start + len("Westmere")
    (box,) = document.offset_map.boxes_for(start, end)
    page_item = window.page_view.page_items()[box.page_index]
    x0, y0, x1, y1 = box.rect
    window.page_view.reveal(box.page_index, QRectF(x0, y0, x1 - x0, y1 - y0))
    view = window.page_view
    top_left = view.mapFromScene(page_item.mapToScene(x0 + 0.5, y0 + 0.5))
    bottom_right = view.mapFromScene(page_item.mapToScene(x1 - 0.5, y1 - 0.5))
    viewport = view.viewport()
    left, shift = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier
    send_mouse(viewport, QMouseEvent.Type.MouseButtonPress, top_left, left, left, shift)
    send_mouse(viewport, QMouseEvent.Type.MouseMove, bottom_right, left, left, shift)
    before = len(redactions(window))
    send_mouse(
        viewport, QMouseEvent.Type.MouseButtonRelease, bottom_right, Qt.MouseButton.NoButton,
        left, shift,
    )  # fmt: skip
    added = [r for r in redactions(window) if r.source == "reviewer"]
    assert len(redactions(window)) == before + 1
    assert [(r.start, r.end) for r in added] == [(start, end)]
    assert window.redaction.page_layer.items(start, end)
    window.review.stack.undo()
    assert not [r for r in redactions(window) if r.source == "reviewer"]


def test_covered_runs_join_words_across_spaces() -> None:
    from inspector.document.load import load_document

    document = load_document(sample(CONTRACT_PDF))
    start = document.text.index("Westmere")
    boxes = document.offset_map.boxes_for(start, start + 20)
    first = boxes[0]
    x0, y0, x1, y1 = first.rect
    runs = covered_runs(document, first.page_index, QRectF(x0, y0, x1 - x0, y1 - y0))
    assert runs
    assert runs[0][0] == start
    assert all(not document.text[s].isspace() for s, _ in runs)
    assert covered_runs(document, first.page_index, QRectF(-50, -50, 10, 10)) == []


def test_text_view_redact_selection_and_tooltip_overlay(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(CONTRACT_MD))
    wait_detected(qtbot, window)
    view = window.text_view
    qtbot.waitUntil(view.isVisible, timeout=5_000)
    document = shown(window).document
    start = document.text.index("Corvane")
    end = start + len("Corvane")
    cursor = view.textCursor()
    cursor.setPosition(start)
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    view.setTextCursor(cursor)
    menu = window.review.workflow.build_menu(start, None, (start, end), selection=True)
    (redact,) = [a for a in menu.actions() if a.objectName() == "redactSelection"]
    redact.trigger()
    manual = [r for r in redactions(window) if r.source == "reviewer"]
    assert [(r.start, r.end, r.kind) for r in manual] == [(start, end, "manual")]
    overlay = window.redaction.text_overlay
    assert overlay.redaction_at(start + 1) == manual[0]
    rects = overlay.line_rects(manual[0])
    assert len(rects) == 1
    caret = view.cursorRect(cursor)
    assert abs(rects[0].center().y() - caret.center().y()) < caret.height()
    email = emails(window)[0]
    assert overlay.line_rects(email)
    assert window.redaction.token_of(email).startswith("[EMAIL:")
    window.review.stack.undo()
    assert overlay.redaction_at(start + 1) is None


def test_detection_is_not_repeated_on_reopening(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(CONTRACT_PDF))
    wait_detected(qtbot, window)
    redaction = emails(window)[0]
    menu = window.review.workflow.build_menu(redaction.start, None, None)
    next(a for a in menu.actions() if a.objectName() == "notPersonalData").trigger()
    window.close()
    again = review_window(qtbot, sample(CONTRACT_PDF))
    qtbot.waitUntil(lambda: len(emails(again)) == 1, timeout=10_000)
    assert redaction not in redactions(again)  # the dismissal holds
    assert again.redaction.detect()  # asked for explicitly, it comes back
    assert redaction in redactions(again)
