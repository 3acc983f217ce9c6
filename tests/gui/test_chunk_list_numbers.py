"""The chunk list's "#" column shows chunk numbers in full past 999 (issue 26, item 17).

The column is sized for "999" when the list is built and widened to the largest chunk number
when the rows change; a document of more than a thousand chunks must not show "10…" or a
blank cell. A law of our own with 1,200 short articles, in the real window (offscreen).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem, QTableView
from pytestqt.qtbot import QtBot

from inspector.gui.chunks.list_model import ChunkColumn
from tests.gui.review_helpers import data_dir, review_window

__all__ = ["data_dir"]

ARTICLES = 1_200


def _law(folder: Path) -> Path:
    lines = ["DATA ARCHIVES ACT", ""]
    for number in range(1, ARTICLES + 1):
        lines += [f"Article {number}", "", f"The archive keeps record {number} for ten years.", ""]
    path = folder / "long_law.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def _needed(table: QTableView, row: int) -> int:
    """The width Qt's item delegate asks for the "#" cell (its whole text, swatch, margins)."""
    option = QStyleOptionViewItem()
    table.initViewItemOption(option)
    index = table.model().index(row, ChunkColumn.INDEX)
    return table.itemDelegate().sizeHint(option, index).width()


@pytest.mark.parametrize("point_size", [9.0, 14.0])
def test_chunk_numbers_past_999_show_in_full(
    qtbot: QtBot, data_dir: Path, tmp_path: Path, point_size: float
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.font()
    font = QFont(before)
    font.setPointSizeF(point_size)
    app.setFont(font)
    try:
        window = review_window(qtbot, _law(tmp_path))
        table = window.chunk_list.table
        model = table.model()
        rows = model.rowCount()
        assert rows > 1_000
        width = table.columnWidth(ChunkColumn.INDEX)
        shown = [str(model.index(r, ChunkColumn.INDEX).data()) for r in range(rows)]
        assert shown[-1].isdigit()
        assert len(shown[-1]) == 4
        assert all(text.isdigit() for text in shown), [t for t in shown if not t.isdigit()][:5]
        too_narrow = [r for r in range(rows) if _needed(table, r) > width]
        assert too_narrow == [], (width, too_narrow[:5], shown[too_narrow[0]] if too_narrow else "")
        # A number is the chunk's (one-based), so the last one has four digits.
        assert shown[-1] == str(rows) or shown[-1] == str(rows - 1)
    finally:
        app.setFont(before)
