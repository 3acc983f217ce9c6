"""The chunk list shows whole words: chunk numbers, types, statuses; its count is true."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QHelpEvent
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem, QTableView, QToolTip
from pytestqt.qtbot import QtBot

from inspector.gui.chunks.list_model import ChunkColumn
from inspector.review.edits import MergeChunks, SetStatus, SplitChunk
from inspector.review.model import ReviewStatus
from inspector.view.bidi_text import FSI, PDI
from tests.conftest import SAMPLE_DOCS
from tests.gui.review_helpers import data_dir, review_window, shown

__all__ = ["data_dir"]

LAW = SAMPLE_DOCS / "law_en_data_archives.pdf"
WHOLE = (
    ChunkColumn.INDEX,
    ChunkColumn.TYPE,
    ChunkColumn.TOKENS,
    ChunkColumn.STATUS,
    ChunkColumn.LANGUAGE,
)


def _needed(table: QTableView, row: int, column: int) -> int:
    """The width Qt's own item delegate asks for the cell (its whole text, swatch, margins)."""
    option = QStyleOptionViewItem()
    table.initViewItemOption(option)
    index = table.model().index(row, column)
    return table.itemDelegate().sizeHint(option, index).width()


@pytest.fixture(params=[7.0, 9.0, 12.0], ids=lambda size: f"{size:g}pt")
def font_size(request: pytest.FixtureRequest) -> Iterator[float]:
    """The application's font at a given size (the swatches stay 16 px at any size)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.font()
    font = QFont(before)
    font.setPointSizeF(request.param)
    app.setFont(font)
    yield request.param
    app.setFont(before)


def test_every_chunk_number_type_and_status_fits_its_column(
    qtbot: QtBot, data_dir: Path, font_size: float
) -> None:
    window = review_window(qtbot, LAW)
    assert window.chunk_list.table.font().pointSizeF() == font_size
    state = shown(window)
    review = window.review
    # Every status, with the reviewer's marks, somewhere in the list.
    assert review.request(SetStatus((1,), ReviewStatus.NEEDS_WORK))
    assert review.request(SetStatus((2,), ReviewStatus.REJECTED))
    chunk = state.chunks[7]
    assert review.request(SplitChunk(7, state.document.text.index(" ", chunk.start + 40) + 1))
    assert review.request(SetStatus((8,), ReviewStatus.NEEDS_WORK))
    table = window.chunk_list.table
    rows = table.model().rowCount()
    assert rows > 40
    for column in WHOLE:
        width = table.columnWidth(column)
        too_narrow = [r for r in range(rows) if _needed(table, r, column) > width]
        assert too_narrow == [], (ChunkColumn(column).name, width, too_narrow[:5])
    # A single flag shows whole too (more than one is elided, all of them in the tooltip).
    flags = ChunkColumn.FLAGS
    single = [r for r in range(rows) if "," not in str(table.model().index(r, flags).data())]
    assert any(table.model().index(r, flags).data() for r in single)
    width = table.columnWidth(flags)
    assert [r for r in single if _needed(table, r, flags) > width] == []


def test_the_count_is_true_after_a_merge_and_its_undo(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, LAW)
    panel = window.chunk_list
    total = panel.source_model.rowCount()
    assert panel.count_label.text() == f"{total} chunks"
    assert window.review.request(MergeChunks(7))
    assert panel.count_label.text() == f"{total - 1} chunks"
    window.review.stack.undo()
    assert panel.count_label.text() == f"{total} chunks"
    window.review.stack.redo()
    assert panel.count_label.text() == f"{total - 1} chunks"
    panel.search.setText("Article")
    shown_rows = panel.filter_model.rowCount()
    assert 0 < shown_rows < total - 1
    assert panel.count_label.text() == f"{shown_rows} of {total - 1} chunks"


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip, offscreen
def test_a_cut_cell_shows_its_whole_text_in_its_tooltip(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, LAW)
    table = window.chunk_list.table
    model = table.model()
    heading = next(
        model.index(r, ChunkColumn.HEADING)
        for r in range(model.rowCount())
        if _needed(table, r, ChunkColumn.HEADING) > table.columnWidth(ChunkColumn.HEADING)
    )
    table.scrollTo(heading)
    rect = table.visualRect(heading)
    point = rect.center()
    viewport = table.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    text = str(heading.data(Qt.ItemDataRole.DisplayRole))
    qtbot.waitUntil(lambda: QToolTip.isVisible())
    assert QToolTip.text().replace(FSI, "").replace(PDI, "").startswith(text)
    # A cell shown whole keeps its own tooltip (the chunk's provenance).
    QToolTip.hideText()
    index = model.index(0, ChunkColumn.TOKENS)
    point = table.visualRect(index).center()
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    )
    qtbot.waitUntil(lambda: QToolTip.isVisible())
    assert QToolTip.text() == index.data(Qt.ItemDataRole.ToolTipRole)
