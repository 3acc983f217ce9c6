"""The chunk list's cached cell painting draws exactly what Qt's own delegate draws.

Every comparison renders the table's viewport twice, once with a plain ``QStyledItemDelegate``
(which asks the model its roles) and once with :class:`ChunkRowDelegate`, and compares the
images pixel for pixel: in every look a cell can take (swatches, over-size tokens in red,
changed-boundary backgrounds, selected and current rows), after review edits that move rows,
filtered and sorted, and after a palette or layout direction change.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QStyledItemDelegate, QTableView
from pytestqt.qtbot import QtBot

from inspector.gui.chunks.filter_model import ChunkFilterModel, SizeFilter
from inspector.gui.chunks.list_delegate import ChunkRowDelegate
from inspector.gui.chunks.list_model import ChunkColumn, ChunkListModel
from inspector.review.edits import AddFlag, MergeChunks, SetStatus, SplitChunk
from inspector.review.model import FlagCategory, ReviewStatus
from inspector.view.boundary_diff import diff_boundaries
from inspector.view.chunk_state import ChunkState
from tests.gui.conftest import chunk_state, sample
from tests.gui.review_helpers import data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]


def _render(table: QTableView, delegate: QStyledItemDelegate) -> QImage:
    table.setItemDelegate(delegate)
    return table.viewport().grab().toImage()


def _assert_same_pixels(table: QTableView, cached: ChunkRowDelegate) -> None:
    plain = QStyledItemDelegate(table)
    expected = _render(table, plain)
    first = _render(table, cached)  # cells new to the cache painted by Qt's code
    again = _render(table, cached)  # every cell from the cache
    table.setItemDelegate(cached)
    assert first == expected
    assert again == expected


def _marked_state() -> ChunkState:
    """A law whose chunks 2 and 6 are over their maximum and 1 and 4 have new boundaries."""
    law = chunk_state("law_en_data_archives.pdf")
    chunks = list(law.chunks)
    for index in (2, 6):
        chunks[index] = dataclasses.replace(chunks[index], max_tokens=1)
    chunk_set = dataclasses.replace(law.chunk_set, chunks=tuple(chunks))
    earlier = tuple(c for i, c in enumerate(law.chunks) if i not in (1, 4))
    diff = diff_boundaries(earlier, law.chunks)
    return ChunkState(law.path, law.document, chunk_set, law.config, diff=diff)


def test_every_look_of_a_cell_is_qt_s(qtbot: QtBot) -> None:
    state = _marked_state()
    assert state.is_over(2)
    assert not state.is_over(3)
    model = ChunkListModel()
    model.set_state(state)
    proxy = ChunkFilterModel()
    proxy.setSourceModel(model)
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(proxy)
    table.resize(640, 360)
    table.show()
    qtbot.waitExposed(table)
    cached = ChunkRowDelegate(table)
    _assert_same_pixels(table, cached)

    table.selectRow(4)  # selected and current, in a changed row
    _assert_same_pixels(table, cached)
    table.setFocus()
    table.selectRow(2)
    _assert_same_pixels(table, cached)

    proxy.set_size(SizeFilter.UNDER)  # filtered rows map to other chunks
    _assert_same_pixels(table, cached)
    proxy.set_size(SizeFilter.ANY)
    proxy.sort(ChunkColumn.TOKENS, Qt.SortOrder.DescendingOrder)
    _assert_same_pixels(table, cached)

    palette = table.palette()  # a new palette: no cell may come from the old one
    palette.setColor(QPalette.ColorRole.Base, QColor("#fff8e1"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#37474f"))
    table.setPalette(palette)
    _assert_same_pixels(table, cached)
    table.setLayoutDirection(Qt.LayoutDirection.RightToLeft)  # mirrored cells
    _assert_same_pixels(table, cached)


def test_review_edits_repaint_as_qt_would_from_few_new_cells(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    state = shown(window)
    table = window.chunk_list.table
    cached = table.itemDelegate()
    assert isinstance(cached, ChunkRowDelegate)
    review = window.review
    window.controller.selection.select(5)
    _assert_same_pixels(table, cached)

    assert review.request(SetStatus((3,), ReviewStatus.APPROVED))
    assert review.request(AddFlag(4, FlagCategory.OTHER, "look"))
    _assert_same_pixels(table, cached)
    chunk = state.chunks[5]
    rows = table.viewport().height() // table.rowHeight(0)
    assert rows >= 8  # the split moves the rows below it
    before = cached.misses
    assert review.request(SplitChunk(5, state.document.text.index(" ", chunk.start + 20) + 1))
    _assert_same_pixels(table, cached)
    # The rows under the split show what the rows before them showed: most cells are
    # blitted from the cache, only the split chunks' and the moved selection's are new.
    assert cached.misses - before < len(ChunkColumn) * rows / 2
    assert review.request(MergeChunks(7))
    _assert_same_pixels(table, cached)
    review.actions.undo.trigger()
    review.actions.undo.trigger()
    _assert_same_pixels(table, cached)


def test_a_cell_read_at_once_is_what_its_roles_answer() -> None:
    state = _marked_state()
    model = ChunkListModel()
    model.set_state(state)
    roles = (
        Qt.ItemDataRole.DecorationRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.BackgroundRole,
    )
    seen: set[tuple[int | None, ...]] = set()
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            colours = [index.data(role) for role in roles]
            expected = (index.data(), *(None if c is None else c.rgba() for c in colours))
            assert model.cell(row, column) == expected, (row, column)
            seen.add(tuple(value is None for value in expected[1:]))
    assert len(seen) >= 4  # swatches, red token counts and change backgrounds all met
    assert model.cell(model.rowCount(), 0) is None
