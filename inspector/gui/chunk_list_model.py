"""``ChunkListModel``: the chunks of a :class:`ChunkState` as a Qt table, one row per chunk.

An adapter only: rows are read from the state on demand and nothing is copied. A new state (an
opened document, a re-chunk) resets the model; review edits will come as exact row changes with
the review issue.
"""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor

from inspector.gui import provenance
from inspector.gui.chunk_colors import change_color, chunk_color
from inspector.gui.chunk_state import ChunkState

ModelIndex = QModelIndex | QPersistentModelIndex
_Role = Qt.ItemDataRole


class ChunkColumn(enum.IntEnum):
    """The columns of the chunk list."""

    INDEX = 0
    TYPE = 1
    HEADING = 2
    TOKENS = 3
    STATUS = 4
    FLAGS = 5
    LANGUAGE = 6


HEADERS = {
    ChunkColumn.INDEX: "#",
    ChunkColumn.TYPE: "Type",
    ChunkColumn.HEADING: "Heading",
    ChunkColumn.TOKENS: "Tokens",
    ChunkColumn.STATUS: "Status",
    ChunkColumn.FLAGS: "Flags",
    ChunkColumn.LANGUAGE: "Lang.",
}


class ChunkRole(enum.IntEnum):
    """Custom data roles (any column answers them)."""

    CHUNK_INDEX = _Role.UserRole + 1  # int: the chunk's index in the state
    SORT_KEY = _Role.UserRole + 2  # int or str: what the column sorts by
    CHANGE = _Role.UserRole + 3  # str: the boundary change at the chunk's start, or ""


_DISPLAY = int(_Role.DisplayRole)
_DECORATION = int(_Role.DecorationRole)
_BACKGROUND = int(_Role.BackgroundRole)
_FOREGROUND = int(_Role.ForegroundRole)
_ALIGNMENT = int(_Role.TextAlignmentRole)
_TOOLTIP = int(_Role.ToolTipRole)
_SORT_KEY = int(ChunkRole.SORT_KEY)
_CHUNK_INDEX = int(ChunkRole.CHUNK_INDEX)
_CHANGE = int(ChunkRole.CHANGE)
_INDEX_COLUMN = int(ChunkColumn.INDEX)
_TOKENS_COLUMN = int(ChunkColumn.TOKENS)
_RIGHT_ALIGNED = frozenset({_INDEX_COLUMN, _TOKENS_COLUMN})
_COLUMNS = len(ChunkColumn)


class ChunkListModel(QAbstractTableModel):
    """A flat table of the chunks of the current :class:`ChunkState` (or none)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: ChunkState | None = None
        self._changes: dict[int, str] = {}

    @property
    def state(self) -> ChunkState | None:
        """The state shown, or None."""
        return self._state

    def set_state(self, state: ChunkState | None) -> None:
        """Show ``state``'s chunks (None: an empty table)."""
        self.beginResetModel()
        self._state = state
        diff = state.diff if state is not None else None
        self._changes = {i: c.kind.value for i, c in diff.by_chunk().items()} if diff else {}
        self.endResetModel()

    def chunk_row(self, chunk_index: int) -> QModelIndex:
        """The model index of chunk ``chunk_index`` in the first column (invalid if none)."""
        if self._state is None or not 0 <= chunk_index < len(self._state):
            return QModelIndex()
        return self.index(chunk_index, 0)

    # -- Qt overrides -----------------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        """Qt override: one row per chunk; no children."""
        if parent.isValid() or self._state is None:
            return 0
        return len(self._state)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        """Qt override."""
        return 0 if parent.isValid() else _COLUMNS

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        """Qt override: selectable, read-only, no children."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = _Role.DisplayRole
    ) -> Any:
        """Qt override: column titles."""
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(ChunkColumn):
            if role == _Role.DisplayRole:
                return HEADERS[ChunkColumn(section)]
            if role == _Role.TextAlignmentRole and section == ChunkColumn.TOKENS:
                return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def data(self, index: ModelIndex, role: int = _Role.DisplayRole) -> Any:
        """Qt override: the chunk's fields; see :class:`ChunkRole` for the custom roles."""
        # Plain ints, not enum members: views and the proxy call this tens of thousands of
        # times, and enum conversions and comparisons were most of its cost.
        state = self._state
        if state is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not 0 <= row < len(state):
            return None
        if role == _DISPLAY:
            return self._display(state, row, ChunkColumn(column))
        if role == _SORT_KEY:
            return self._sort_key(state, row, ChunkColumn(column))
        if role == _CHUNK_INDEX:
            return row
        if role == _CHANGE:
            return self._changes.get(row, "")
        if role == _DECORATION:
            return chunk_color(row) if column == _INDEX_COLUMN else None
        if role == _BACKGROUND:
            change = self._changes.get(row)
            if change is None:
                return None
            color = QColor(change_color(change))
            color.setAlphaF(0.18)
            return color
        if role == _ALIGNMENT and column in _RIGHT_ALIGNED:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == _FOREGROUND and column == _TOKENS_COLUMN and state.is_over(row):
            return QColor("#c62828")
        if role == _TOOLTIP:
            tip = provenance.summary(state, row)
            change = self._changes.get(row)
            return f"{tip}\nboundary {change} in the last re-chunk" if change else tip
        return None

    @staticmethod
    def _display(state: ChunkState, row: int, column: ChunkColumn) -> Any:
        chunk = state.chunks[row]
        if column is ChunkColumn.INDEX:
            return str(row)
        if column is ChunkColumn.TYPE:
            return chunk.chunk_type.value
        if column is ChunkColumn.HEADING:
            return chunk.heading_text or state.first_line(row)
        if column is ChunkColumn.TOKENS:
            return f"{chunk.token_count:,}"
        if column is ChunkColumn.STATUS:
            return state.statuses[row]
        if column is ChunkColumn.FLAGS:
            return ", ".join(state.flags(row))
        return chunk.language

    @staticmethod
    def _sort_key(state: ChunkState, row: int, column: ChunkColumn) -> Any:
        if column is ChunkColumn.INDEX:
            return row
        if column is ChunkColumn.TOKENS:
            return state.chunks[row].token_count
        if column is ChunkColumn.FLAGS:
            return len(state.flags(row))
        return str(ChunkListModel._display(state, row, column)).casefold()
