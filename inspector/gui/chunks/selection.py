"""``ChunkSelection``: the one selection of chunks that every view shares.

It wraps a ``QItemSelectionModel`` over the :class:`ChunkListModel` itself (rows are chunk
indices), so it does not depend on how the list is filtered or sorted: the page view, the text
view and the detail pane follow it, and the chunk list mirrors it onto its filtered rows (a
chunk hidden by a filter stays selected everywhere else).
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QObject, Signal, Slot

from inspector.gui.chunks.list_model import ChunkListModel


class ChunkSelection(QObject):
    """The current chunk, shared by all views.

    Signals:
        current_changed: the current chunk changed; its index, or None when there is none.
    """

    current_changed = Signal(object)

    def __init__(self, model: ChunkListModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.list_model = model
        self.selection_model = QItemSelectionModel(model, self)
        self._current: int | None = None
        self.selection_model.currentRowChanged.connect(self._on_selection_model_current_row_changed)
        model.modelReset.connect(self._on_model_reset)

    @property
    def current(self) -> int | None:
        """The current chunk's index, or None."""
        return self._current

    def select(self, chunk_index: int | None) -> None:
        """Make ``chunk_index`` the current and only selected chunk (None: clear)."""
        if chunk_index is None:
            self.selection_model.clear()
            self._set_current(None)
            return
        index = self.list_model.chunk_row(chunk_index)
        if not index.isValid():
            return
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.selection_model.setCurrentIndex(index, flags)

    def step(self, delta: int) -> None:
        """Select the chunk ``delta`` places after the current one (clamped; first if none)."""
        count = self.list_model.rowCount()
        if not count:
            return
        if self._current is None:
            self.select(0 if delta > 0 else count - 1)
            return
        self.select(min(max(self._current + delta, 0), count - 1))

    def _set_current(self, chunk_index: int | None) -> None:
        if chunk_index != self._current:
            self._current = chunk_index
            self.current_changed.emit(chunk_index)

    @Slot(QModelIndex, QModelIndex)
    def _on_selection_model_current_row_changed(
        self, current: QModelIndex, _previous: QModelIndex
    ) -> None:
        self._set_current(current.row() if current.isValid() else None)

    @Slot()
    def _on_model_reset(self) -> None:
        # A reset drops the selection model's rows; say so, so the views let go of the chunk.
        self._set_current(None)
