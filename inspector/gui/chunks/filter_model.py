"""``ChunkFilterModel``: the chunk list filtered and sorted, over a :class:`ChunkListModel`.

Filters: type, review status, flagged, size, language, changed in the last re-chunk, text.

Filters read the plain-Python state through the source model, never the displayed strings, so
"over size" means more tokens than the chunk's own maximum, whatever the column shows.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from inspector.gui.chunks.list_model import ROW_FLAGS, Cell, ChunkListModel, ChunkRole

ModelIndex = QModelIndex | QPersistentModelIndex


class SizeFilter(enum.Enum):
    """Which chunks the size filter keeps."""

    ANY = "any size"
    OVER = "over maximum"
    UNDER = "under 50 tokens"


class ChunkFilterModel(QSortFilterProxyModel):
    """Filters and sorts a :class:`ChunkListModel`; every filter is off at first.

    A filter left at None (or False, or "") keeps every chunk. Text search matches the heading,
    the text and the key text (tashkeel stripped, Eastern digits as ASCII), case-insensitively.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(ChunkRole.SORT_KEY)
        self._chunk_type: str | None = None
        self._status: str | None = None
        self._language: str | None = None
        self._flagged_only = False
        self._changed_only = False
        self._size = SizeFilter.ANY
        self._search = ""
        self._filtering = False  # is_filtering(), kept for data(): asked for every cell
        self._source: ChunkListModel | None = None

    # -- filters ----------------------------------------------------------------------------

    def set_chunk_type(self, chunk_type: str | None) -> None:
        """Keep chunks of this type ("article", "clause", ...) only; None keeps all."""
        self._refilter(lambda: setattr(self, "_chunk_type", chunk_type or None))

    def set_status(self, status: str | None) -> None:
        """Keep chunks with this review status only; None keeps all."""
        self._refilter(lambda: setattr(self, "_status", status or None))

    def set_language(self, language: str | None) -> None:
        """Keep chunks in this language ("en", "ar", "mixed", ...) only; None keeps all."""
        self._refilter(lambda: setattr(self, "_language", language or None))

    def set_choices(
        self,
        *,
        chunk_type: str | None,
        status: str | None,
        language: str | None,
        size: SizeFilter,
    ) -> None:
        """Set the four drop-down filters at once (one pass over the rows, not four)."""

        def change() -> None:
            self._chunk_type, self._status, self._language = chunk_type, status, language
            self._size = size

        if (self._chunk_type, self._status, self._language, self._size) != (
            chunk_type,
            status,
            language,
            size,
        ):
            self._refilter(change)

    def set_flagged_only(self, flagged_only: bool) -> None:
        """Keep only chunks with at least one flag (engine flags or under 50 tokens)."""
        self._refilter(lambda: setattr(self, "_flagged_only", flagged_only))

    def set_changed_only(self, changed_only: bool) -> None:
        """Keep only chunks whose start boundary changed in the last re-chunk."""
        self._refilter(lambda: setattr(self, "_changed_only", changed_only))

    def set_size(self, size: SizeFilter) -> None:
        """Keep chunks over their maximum, or under 50 tokens, or any."""
        self._refilter(lambda: setattr(self, "_size", size))

    def set_search(self, text: str) -> None:
        """Keep chunks whose heading or text contains ``text`` (case-insensitive)."""
        self._refilter(lambda: setattr(self, "_search", text.strip().casefold()))

    def clear_filters(self) -> None:
        """Turn every filter off."""

        def clear() -> None:
            self._chunk_type = self._status = self._language = None
            self._flagged_only = self._changed_only = False
            self._size = SizeFilter.ANY
            self._search = ""

        self._refilter(clear)

    def is_filtering(self) -> bool:
        """Whether any filter is on."""
        return bool(
            self._chunk_type
            or self._status
            or self._language
            or self._flagged_only
            or self._changed_only
            or self._size is not SizeFilter.ANY
            or self._search
        )

    def chunk_index(self, proxy_row: int) -> int:
        """The chunk index shown at ``proxy_row``."""
        return int(self.index(proxy_row, 0).data(ChunkRole.CHUNK_INDEX))

    def _refilter(self, change: Callable[[], Any]) -> None:
        # WORKAROUND(Qt 6.9+): invalidateRowsFilter() is deprecated (PySide warns); the
        # begin/endFilterChange pair replaces it but is missing before 6.9.
        begin = getattr(self, "beginFilterChange", None)
        if begin is None:
            change()
            self._filtering = self.is_filtering()
            self.invalidateRowsFilter()
            return
        begin()
        change()
        self._filtering = self.is_filtering()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    # -- Qt overrides -----------------------------------------------------------------------

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt override: the source's cell, asked for without a source model index.

        A table paint asks about seven roles of every cell it draws; the inherited version
        maps each to a source index (``index()``, then ``rowCount()`` and ``columnCount()`` in
        Python) before the source's ``data()``: three calls into Python per role, for every cell of
        a full repaint of the list (``bench/results/review_gui.md``). With no filter and no sort
        column the rows are the source's own, once the proxy has taken in the source's last row
        change (its row count is the source's: between them, as Qt's model tester sees, the old rows
        still show); otherwise Qt maps the row.
        """
        model = self._source
        if model is None or not index.isValid():
            return super().data(index, role)
        return model.value(self._source_row(model, index), index.column(), int(role))

    def cell(self, index: ModelIndex) -> Cell | None:
        """The painted cell at ``index`` (``ChunkListModel.cell``), None without a chunk list."""
        model = self._source
        if model is None or not index.isValid():
            return None
        return model.cell(self._source_row(model, index), index.column())

    def _source_row(self, model: ChunkListModel, index: ModelIndex) -> int:
        state = model.state
        if (
            state is not None
            and not self._filtering
            and self.sortColumn() < 0
            and self.rowCount() == len(state.chunk_set.chunks)
        ):
            return index.row()
        return self.mapToSource(index).row()

    def setSourceModel(self, model: QAbstractItemModel) -> None:
        """Qt override: remember a :class:`ChunkListModel` source for :meth:`data`."""
        self._source = model if isinstance(model, ChunkListModel) else None
        super().setSourceModel(model)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        """Qt override: every cell's flags are the same (the source's ``ROW_FLAGS``)."""
        return ROW_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        """Qt override: apply every filter to the chunk at ``source_row``."""
        model = self.sourceModel()
        state = model.state if isinstance(model, ChunkListModel) else None
        if state is None or source_parent.isValid() or not 0 <= source_row < len(state):
            return False
        chunk = state.chunks[source_row]
        if self._chunk_type and chunk.chunk_type.value != self._chunk_type:
            return False
        if self._status and state.statuses[source_row] != self._status:
            return False
        if self._language and chunk.language != self._language:
            return False
        if self._flagged_only and not (state.flags(source_row) or state.reviews[source_row].flags):
            return False
        if self._size is SizeFilter.OVER and not state.is_over(source_row):
            return False
        if self._size is SizeFilter.UNDER and not state.is_under(source_row):
            return False
        if self._changed_only and not model.index(source_row, 0).data(ChunkRole.CHANGE):
            return False
        return not self._search or self._search in state.search_text(source_row)
