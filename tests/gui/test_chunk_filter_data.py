"""The filter model answers every cell and role as the source does at the row Qt maps to.

``ChunkFilterModel.data`` skips Qt's mapping when no filter and no sort column are set: the
answers must be the mapped ones in every mode (plain, filtered, sorted).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from inspector.gui.chunks.filter_model import ChunkFilterModel, SizeFilter
from inspector.gui.chunks.list_model import ChunkColumn, ChunkListModel, ChunkRole
from tests.gui.conftest import chunk_state

pytestmark = pytest.mark.gui

ROLES = [
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.DecorationRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.FontRole,
    ChunkRole.CHUNK_INDEX,
    ChunkRole.SORT_KEY,
    ChunkRole.CHANGE,
]


def _check_cells(proxy: ChunkFilterModel, source: ChunkListModel) -> int:
    rows = proxy.rowCount()
    for row in range(rows):
        for column in range(proxy.columnCount()):
            index = proxy.index(row, column)
            mapped = proxy.mapToSource(index)
            assert proxy.flags(index) == source.flags(mapped)
            for role in ROLES:
                assert proxy.data(index, role) == source.data(mapped, role), (row, column, role)
    return rows


def test_every_cell_is_the_mapped_source_cell(qtbot: QtBot) -> None:
    state = chunk_state("contract_en_services.pdf")
    source = ChunkListModel()
    source.set_state(state)
    proxy = ChunkFilterModel()
    proxy.setSourceModel(source)
    assert _check_cells(proxy, source) == len(state)

    proxy.set_size(SizeFilter.UNDER)  # filtered: rows are a subset
    assert 0 < _check_cells(proxy, source) < len(state)
    proxy.set_size(SizeFilter.ANY)

    proxy.sort(ChunkColumn.TOKENS, Qt.SortOrder.DescendingOrder)
    biggest = max(range(len(state)), key=lambda i: state.chunks[i].token_count)
    top = proxy.index(0, 0).data(ChunkRole.CHUNK_INDEX)
    assert state.chunks[top].token_count == state.chunks[biggest].token_count
    assert _check_cells(proxy, source) == len(state)
