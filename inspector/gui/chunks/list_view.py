"""The chunk list panel: filter bar, sortable table of chunks, and a count of what is shown.

The table shows a :class:`ChunkFilterModel` over the shared :class:`ChunkListModel`. Its own
selection model (on the filtered rows) is kept in step with the shared
:class:`ChunkSelection` both ways.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QObject, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from inspector.engine.types import ChunkType
from inspector.gui.chunks.filter_model import ChunkFilterModel, SizeFilter
from inspector.gui.chunks.list_delegate import ChunkRowDelegate, cell_width
from inspector.gui.chunks.list_model import (
    CHANGED_MARK,
    HEADERS,
    LOST_APPROVAL_MARK,
    MANUAL_MARK,
    ChunkColumn,
    ChunkListModel,
    ChunkRole,
)
from inspector.gui.chunks.selection import ChunkSelection
from inspector.review.model import STATUS_LABELS, ReviewStatus

MARKS = MANUAL_MARK + CHANGED_MARK + LOST_APPROVAL_MARK
REVIEW_STATUSES = tuple(status.value for status in ReviewStatus)
"""Statuses offered by the status filter (``ReviewStatus`` values)."""
_ALL = ""


class ChunkListPanel(QWidget):
    """Search and filters above a table of chunks; selection shared with the other views."""

    def __init__(self, selection: ChunkSelection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chunkListPanel")
        self._selection = selection
        self._syncing = False
        self.source_model: ChunkListModel = selection.list_model
        self.filter_model = ChunkFilterModel(self)
        self.filter_model.setSourceModel(self.source_model)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search headings and text")
        self.search.setClearButtonEnabled(True)
        self.type_filter = _combo("All types", [t.value for t in ChunkType])
        self.status_filter = _combo("All statuses", list(REVIEW_STATUSES))
        for position, status in enumerate(ReviewStatus, start=1):
            self.status_filter.setItemText(position, STATUS_LABELS[status].lower())
        self.language_filter = _combo("All languages", [])
        self.size_filter = QComboBox()
        for size in SizeFilter:
            self.size_filter.addItem(size.value.capitalize(), size)
        self.flagged_only = QCheckBox("Flagged")
        self.changed_only = QCheckBox("Changed")
        self.changed_only.setToolTip("Only chunks whose start changed in the last re-chunk")
        self.clear_button = QToolButton()
        self.clear_button.setText("Clear")
        self.clear_button.setToolTip("Turn every filter off")
        self.count_label = QLabel()
        self.count_label.setObjectName("chunkCount")
        self.table = QTableView()
        self._setup_table()
        self._lay_out()
        self._connect()
        self._update_count()

    # -- construction -----------------------------------------------------------------------

    def _setup_table(self) -> None:
        table = self.table
        table.setModel(self.filter_model)
        table.setItemDelegate(ChunkRowDelegate(table))  # cells painted from cached pixmaps
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setSortingEnabled(True)
        # No sort column at first: the chunks stay in text order without the proxy sorting
        # (and re-sorting on every new chunk set); a click on a header sorts.
        table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setHighlightSections(False)
        header.setMinimumSectionSize(28)
        em = table.fontMetrics().horizontalAdvance("M")
        # Each column as wide as the longest thing it can show, measured as the delegate lays
        # it out (swatch and margins included): at fixed em widths "10" and up left the "#"
        # column blank, and "definition", "unreviewed" and "needs work" were cut.
        statuses = [f"{label.lower()} {MARKS}" for label in STATUS_LABELS.values()]
        contents = {
            ChunkColumn.INDEX: (["999"], True),  # widened further by _fit_index_column
            ChunkColumn.TYPE: ([t.value for t in ChunkType], False),
            ChunkColumn.TOKENS: (["99,999"], False),
            ChunkColumn.STATUS: (statuses, True),
            # One flag whole (the engine's and the list's own); more are elided (tooltip: all).
            ChunkColumn.FLAGS: (["under_50", "word_cut", "too_long", "table_part"], False),
            ChunkColumn.LANGUAGE: (["mixed"], False),
        }
        titles = header.fontMetrics()
        for column, (texts, decorated) in contents.items():
            # Never narrower than the column's title and its margins ("Tokens" and "Lang."
            # came out cut, as "okens" and "ang"). Not the header's size hint: it keeps room
            # for a sort arrow on every column.
            title = titles.horizontalAdvance(str(HEADERS[column])) + em
            width = max(cell_width(table, text, decorated=decorated) for text in texts)
            table.setColumnWidth(column, max(width, title))
        self._fit_heading_column()
        table.viewport().installEventFilter(self)

    HEADING_MIN_EMS = 10
    """The heading column takes the room the others leave, but never less than this: below
    it the list scrolls sideways (a Stretch section was squeezed to nothing)."""

    def _fit_heading_column(self) -> None:
        table = self.table
        others = sum(
            table.columnWidth(column) for column in ChunkColumn if column != ChunkColumn.HEADING
        )
        least = self.HEADING_MIN_EMS * table.fontMetrics().horizontalAdvance("M")
        table.setColumnWidth(ChunkColumn.HEADING, max(least, table.viewport().width() - others))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt override: the heading column follows the table's width."""
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_heading_column()
        return False

    def _lay_out(self) -> None:
        # Two short rows of filters, so the dock can be narrow and the pages get the room.
        rows = (
            (self.type_filter, self.language_filter, self.size_filter),
            (self.status_filter, self.flagged_only, self.changed_only, self.clear_button),
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.count_label)
        layout.addLayout(top)
        for widgets in rows:
            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            for widget in widgets:
                if isinstance(widget, QComboBox):
                    widget.setSizeAdjustPolicy(
                        QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
                    )
                    widget.setMinimumContentsLength(7)
                row.addWidget(widget)
            row.addStretch(1)
            layout.addLayout(row)
        layout.addWidget(self.table, 1)

    def _connect(self) -> None:
        model = self.filter_model
        self.search.textChanged.connect(model.set_search)
        self.type_filter.currentIndexChanged.connect(self._on_filters_changed)
        self.status_filter.currentIndexChanged.connect(self._on_filters_changed)
        self.language_filter.currentIndexChanged.connect(self._on_filters_changed)
        self.size_filter.currentIndexChanged.connect(self._on_filters_changed)
        self.flagged_only.toggled.connect(model.set_flagged_only)
        self.changed_only.toggled.connect(model.set_changed_only)
        self.clear_button.clicked.connect(self.clear_filters)
        # While the filter moves rows, Qt moves the table's current row to a neighbour: that
        # must not select another chunk. Afterwards the shared selection is shown again.
        for about in (
            model.rowsAboutToBeInserted,
            model.rowsAboutToBeRemoved,
            model.layoutAboutToBeChanged,
            model.modelAboutToBeReset,
        ):
            about.connect(self._on_filter_model_about_to_change)
        for done in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.layoutChanged):
            done.connect(self._on_filter_model_changed)
        self.source_model.modelReset.connect(self._on_source_model_reset)
        # The proxy takes rows out as the source is about to lose them, so its rowsRemoved
        # comes while the source still counts them ("369 of 370 chunks" after a merge): the
        # count is set again once the source has them too.
        self.source_model.rowsRemoved.connect(self._on_source_rows_changed)
        self.source_model.rowsInserted.connect(self._on_source_rows_changed)
        self.table.selectionModel().currentRowChanged.connect(self._on_table_current_row_changed)
        self._selection.current_changed.connect(self._on_selection_current_changed)

    # -- public API -------------------------------------------------------------------------

    @Slot()
    def clear_filters(self) -> None:
        """Turn every filter off and empty the search box."""
        for combo in (self.type_filter, self.status_filter, self.language_filter, self.size_filter):
            combo.setCurrentIndex(0)
        self.flagged_only.setChecked(False)
        self.changed_only.setChecked(False)
        self.search.clear()
        self.filter_model.clear_filters()

    def focus_search(self) -> None:
        """Put the cursor in the search box, its text selected."""
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def step(self, delta: int) -> None:
        """Select the chunk ``delta`` rows away in the table (its filter and order)."""
        proxy = self.filter_model
        rows = proxy.rowCount()
        if not rows:
            return
        current = self._selection.current
        row = -1 if current is None else self.proxy_row_of(current)
        target = (0 if delta > 0 else rows - 1) if row < 0 else min(max(row + delta, 0), rows - 1)
        self._selection.select(proxy.chunk_index(target))

    @Slot()
    def ask_chunk_number(self) -> None:
        """Ask for a chunk number and select that chunk (Go to Chunk)."""
        count = self.source_model.rowCount()
        if not count:
            return
        number, accepted = QInputDialog.getInt(
            self,
            "Go to Chunk",
            f"Chunk number (0–{count - 1}):",
            self._selection.current or 0,
            0,
            count - 1,
        )
        if accepted:
            self._selection.select(number)

    def show_current(self, chunk_index: int | None) -> None:
        """Select and reveal chunk ``chunk_index``'s row, as the shared selection does.

        For a caller that moved the shared selection with its signals blocked (a review edit
        that moved rows under it).
        """
        self._on_selection_current_changed(chunk_index)

    def proxy_row_of(self, chunk_index: int) -> int:
        """The table row showing chunk ``chunk_index``, or -1 when it is filtered out."""
        source = self.source_model.chunk_row(chunk_index)
        return self.filter_model.mapFromSource(source).row() if source.isValid() else -1

    # -- slots ------------------------------------------------------------------------------

    @Slot()
    def _on_filters_changed(self) -> None:
        size = self.size_filter.currentData()
        self.filter_model.set_choices(
            chunk_type=self.type_filter.currentData() or None,
            status=self.status_filter.currentData() or None,
            language=self.language_filter.currentData() or None,
            size=size if isinstance(size, SizeFilter) else SizeFilter.ANY,
        )

    @Slot()
    def _on_source_model_reset(self) -> None:
        state = self.source_model.state
        languages = sorted({c.language for c in state.chunks if c.language}) if state else []
        chosen = self.language_filter.currentData()
        self.language_filter.blockSignals(True)
        self.language_filter.clear()
        self.language_filter.addItem("All languages", _ALL)
        for language in languages:
            self.language_filter.addItem(language, language)
        position = self.language_filter.findData(chosen)
        self.language_filter.setCurrentIndex(max(position, 0))
        self.language_filter.blockSignals(False)
        if self.language_filter.currentData() != chosen:
            self._on_filters_changed()  # the chosen language is not in this document
        self._update_count()
        self._fit_index_column()

    @Slot()
    def _on_source_rows_changed(self) -> None:
        self._update_count()
        self._fit_index_column()

    def _fit_index_column(self) -> None:
        """Widen the "#" column to the largest chunk number (with its colour swatch)."""
        last = self.source_model.rowCount() - 1
        needed = cell_width(self.table, str(max(last, 99)), decorated=True)
        if self.table.columnWidth(ChunkColumn.INDEX) < needed:
            self.table.setColumnWidth(ChunkColumn.INDEX, needed)

    @Slot()
    def _on_filter_model_about_to_change(self) -> None:
        self._syncing = True

    @Slot()
    def _on_filter_model_changed(self) -> None:
        self._syncing = False
        self._update_count()
        self._on_selection_current_changed(self._selection.current)

    @Slot()
    def _update_count(self) -> None:
        shown, total = self.filter_model.rowCount(), self.source_model.rowCount()
        noun = "chunk" if total == 1 else "chunks"
        self.count_label.setText(
            f"{total} {noun}" if shown == total else f"{shown} of {total} {noun}"
        )

    @Slot(QModelIndex, QModelIndex)
    def _on_table_current_row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._syncing or not current.isValid():
            return
        self._selection.select(int(current.data(ChunkRole.CHUNK_INDEX)))

    @Slot(object)
    def _on_selection_current_changed(self, chunk_index: int | None) -> None:
        selection_model = self.table.selectionModel()
        self._syncing = True
        try:
            row = -1 if chunk_index is None else self.proxy_row_of(chunk_index)
            if row < 0:
                selection_model.clearSelection()
                selection_model.setCurrentIndex(
                    QModelIndex(), QItemSelectionModel.SelectionFlag.NoUpdate
                )
                return
            index = self.filter_model.index(row, 0)
            flags = (
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows
            )
            selection_model.setCurrentIndex(index, flags)
            self.table.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)
        finally:
            self._syncing = False


def _combo(everything: str, values: list[str]) -> QComboBox:
    combo = QComboBox()
    combo.addItem(everything, _ALL)
    for value in values:
        combo.addItem(value, value)
    return combo
