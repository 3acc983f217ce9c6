"""After a review edit the detail pane fills the tab on screen only, and only if it changed.

The other tabs are filled when they are shown; a decision (approve) leaves the chunk's text
and embedding text laid out as they were. Also: the excluded spans of one chunk found by
bisection are those a scan of all of them finds, and a shown session keeps the document out
of full garbage collections (``gc.freeze``) until it closes.
"""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from inspector.gui.chunks.detail import chunk_paragraphs
from inspector.gui.main_window import MainWindow
from inspector.review.edits import SetStatus, SplitChunk
from inspector.review.model import ReviewStatus
from tests.gui.conftest import chunk_state, sample
from tests.gui.review_helpers import data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

LAW = "law_en_data_archives.pdf"


def _select(qtbot: QtBot, window: MainWindow, index: int) -> None:
    window.controller.selection.select(index)
    qtbot.waitUntil(lambda: window.detail.chunk_index == index)
    QApplication.processEvents()


def _text_tab(window: MainWindow) -> list[str]:
    return [line for line in window.detail.text.toPlainText().split("\n") if line.strip()]


def _shown_texts(window: MainWindow, index: int) -> list[str]:
    state = shown(window)
    return [p.text for p in chunk_paragraphs(state, index)]


def _long_chunk(window: MainWindow) -> int:
    state = shown(window)
    return max(range(1, len(state) - 1), key=lambda i: state.chunks[i].end - state.chunks[i].start)


def test_split_fills_the_tab_on_screen_now_and_the_others_when_shown(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample(LAW))
    state = shown(window)
    index = _long_chunk(window)
    _select(qtbot, window, index)
    detail = window.detail
    assert detail.tabs.currentWidget() is detail.text
    before_embedding = detail.embedding.toPlainText()
    before_metadata = detail.metadata.toPlainText()
    chunk = state.chunks[index]
    middle = state.document.text.find(" ", (chunk.start + chunk.end) // 2, chunk.end - 1) + 1

    assert window.review.request(SplitChunk(index, middle))
    qtbot.waitUntil(lambda: _text_tab(window) == _shown_texts(window, index))
    assert state.chunks[index].end == middle  # the selection kept the chunk's first part
    # Not on screen: still the chunk before the split, until shown.
    assert detail.embedding.toPlainText() == before_embedding
    assert detail.metadata.toPlainText() == before_metadata

    detail.tabs.setCurrentWidget(detail.embedding)
    parts = state.embed_parts(index)
    assert detail.embedding.toPlainText() != before_embedding
    assert parts.body.strip().split("\n")[-1] in detail.embedding.toPlainText()
    detail.tabs.setCurrentWidget(detail.metadata)
    record = state.record(index)
    assert record["contentHash"] in detail.metadata.toPlainText()
    assert str(record["charEnd"]) in detail.metadata.toPlainText()

    # Undo: the tab on screen (metadata) follows at once, the text tab when shown again.
    window.review.actions.undo.trigger()
    qtbot.waitUntil(
        lambda: (
            state.record(index)["contentHash"] in detail.metadata.toPlainText()
            and state.chunks[index].end == chunk.end
        )
    )
    detail.tabs.setCurrentWidget(detail.text)
    assert _text_tab(window) == _shown_texts(window, index)


def test_a_decision_keeps_the_laid_out_text(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(LAW))
    index = _long_chunk(window)
    _select(qtbot, window, index)
    document = window.detail.text.document()
    revision = document.revision()
    text = window.detail.text.toPlainText()

    assert window.review.request(SetStatus((index,), ReviewStatus.APPROVED))
    qtbot.waitUntil(lambda: "Approved" in window.detail.review_label.text())
    assert window.detail.text.document() is document
    assert document.revision() == revision  # not cleared and filled again
    assert window.detail.text.toPlainText() == text

    # Shown from scratch (a selection change), the pane gives the same text.
    window.detail.show_chunk(shown(window), index)
    assert window.detail.text.toPlainText() == text


def test_a_shown_session_is_frozen_for_the_collector_until_closed(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample(LAW))
    assert gc.get_freeze_count() > 0
    window.review.close()
    assert window.review.session is None
    assert gc.get_freeze_count() == 0


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_excluded_between_is_the_scan_of_every_span(data: st.DataObject) -> None:
    state = chunk_state(LAW)
    spans = state.excluded_in_force()
    assert spans  # the sample's running headers and footers
    size = len(state.document.text)
    start = data.draw(st.integers(0, size))
    end = data.draw(st.integers(start, min(size, start + 5_000)))
    assert state.excluded_between(start, end) == [
        span for span in spans if span.start < end and span.end > start
    ]
