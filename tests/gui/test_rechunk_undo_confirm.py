"""Undoing a re-chunk restores the rules panel and the page; a rule change that takes
decisions away asks first."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from inspector.gui.controller import RECHUNK_DELAY_MS
from inspector.gui.main_window import MainWindow
from inspector.gui.pages.overlay_items import RemovedBoundaryItem
from inspector.review.edits import SetStatus
from inspector.review.model import ReviewStatus
from tests.gui.conftest import LOAD_TIMEOUT_MS, sample
from tests.gui.review_helpers import data_dir, review_window, shown
from tests.gui.test_rules_panel import _MAX, rechunked, set_size

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

LAW = "law_en_data_archives.pdf"


def _dashed(window: MainWindow) -> int:
    """The removed-boundary marks drawn on the pages."""
    state = window.controller.state
    assert state is not None
    window.overlay.ensure_pages(list(range(len(state.document.pages))))
    return sum(
        isinstance(item, RemovedBoundaryItem)
        for page in window.page_view.page_items()
        for group in page.childItems()
        for item in group.childItems()
    )


def _article_max(window: MainWindow) -> int:
    editor = window.controller.editor
    assert editor is not None
    return editor.profiles()["article"].max_tokens


def _panel_says_edited(window: MainWindow) -> bool:
    return "(edited)" in window.rules_panel.source_label.text()


def test_undoing_a_rechunk_restores_the_rules_panel_and_the_page(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample(LAW))
    before = shown(window)
    base_max = _article_max(window)
    assert not _panel_says_edited(window)
    assert _dashed(window) == 0
    after = rechunked(qtbot, window, lambda: set_size(window, "article", _MAX, 4000))
    qtbot.waitUntil(lambda: window.review.state is after)
    assert len(after) < len(before)
    assert _panel_says_edited(window)
    assert _article_max(window) == 4000
    assert _dashed(window) > 0

    window.review.actions.undo.trigger()
    assert window.controller.state is before
    assert [c.start for c in shown(window).chunks] == [c.start for c in before.chunks]
    assert not _panel_says_edited(window)
    assert _article_max(window) == base_max
    model = window.rules_panel.profile_model
    assert model is not None
    assert model.index(model.profile_row("article"), _MAX).data() in (base_max, str(base_max))
    assert _dashed(window) == 0
    assert window.controller.list_model.rowCount() == len(before)

    window.review.actions.redo.trigger()
    assert window.controller.state is after
    assert _panel_says_edited(window)
    assert _article_max(window) == 4000
    assert _dashed(window) > 0


def _answer(qtbot: QtBot, window: MainWindow, edit: Callable[[], object], apply: bool) -> None:
    edit()
    qtbot.waitUntil(lambda: window.review.rechunk_box is not None, timeout=LOAD_TIMEOUT_MS)
    box = window.review.rechunk_box
    assert isinstance(box, QMessageBox)
    assert "lose" in box.text()
    role = QMessageBox.ButtonRole.AcceptRole if apply else QMessageBox.ButtonRole.RejectRole
    button = next(b for b in box.buttons() if box.buttonRole(b) == role)
    button.click()
    assert window.review.rechunk_box is None


def test_a_rule_change_that_takes_decisions_away_asks_first(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(LAW))
    review = window.review
    before = shown(window)
    base_max = _article_max(window)
    assert review.request(SetStatus(tuple(range(len(before))), ReviewStatus.APPROVED))
    steps = review.stack.count()

    _answer(qtbot, window, lambda: set_size(window, "article", _MAX, 150), apply=False)
    assert window.controller.state is before  # the previous rules, and every decision
    assert all(r.status is ReviewStatus.APPROVED for r in review.session.state.reviews)
    assert not _panel_says_edited(window)
    assert _article_max(window) == base_max
    assert review.stack.count() == steps
    qtbot.wait(RECHUNK_DELAY_MS + 300)  # putting the values back re-chunks nothing
    assert not window.controller.busy
    assert review.rechunk_box is None

    _answer(qtbot, window, lambda: set_size(window, "article", _MAX, 150), apply=True)
    qtbot.waitUntil(lambda: window.controller.state is not before)
    after = shown(window)
    assert len(after) > len(before)
    assert after.lost_approval
    assert _article_max(window) == 150
    review.actions.undo.trigger()
    assert all(r.status is ReviewStatus.APPROVED for r in review.session.state.reviews)
    assert window.controller.state is before


def test_a_rule_change_that_keeps_every_decision_asks_nothing(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(LAW))
    after = rechunked(qtbot, window, lambda: set_size(window, "article", _MAX, 150))
    assert window.review.rechunk_box is None
    assert window.controller.state is after
