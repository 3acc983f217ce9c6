"""The rules panel: the active chunking configuration, edited live, and what the edits changed.

Shows the size profiles (editable), every rule with how many boundaries it made in the current
run (turn a rule off with its check box, double-click its pattern to edit it), and after a
re-chunk the boundaries added, removed, moved or re-attributed. The panel only edits a
:class:`ConfigEditor` and says so (``config_edited``); the controller debounces the edits and
re-chunks off the UI thread.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from inspector.gui.rules.models import (
    BoundaryDiffModel,
    ChangeRole,
    ProfileTableModel,
    RuleColumn,
    RuleTableModel,
)
from inspector.view.boundary_diff import BoundaryChange, ChangeKind
from inspector.view.chunk_state import ChunkState
from inspector.view.config_edits import ConfigEditor
from inspector.view.provenance import quoted

_ERROR_STYLE = "color: #c62828;"
_SIGNS = {
    ChangeKind.ADDED: "+",
    ChangeKind.REMOVED: "−",
    ChangeKind.MOVED: "↕",
    ChangeKind.RULE_CHANGED: "≠",
}


class RulesPanel(QWidget):
    """The configuration in force and the effect of editing it.

    Signals:
        config_edited: a size, a rule's state or a pattern changed (see :attr:`editor`).
        chunk_requested: a boundary change was activated in the Changes list; the index of
            the chunk starting there (or, for a removed boundary, holding its old place).
    """

    config_edited = Signal()
    chunk_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesPanel")
        self.editor: ConfigEditor | None = None
        self._state: ChunkState | None = None
        self.source_label = QLabel()
        self.source_label.setWordWrap(True)
        self.type_label = QLabel()
        self.type_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QHBoxLayout()
        self.profile_model: ProfileTableModel | None = None
        self.rule_model: RuleTableModel | None = None
        self.rule_filter = QSortFilterProxyModel(self)
        self.rule_filter.setFilterKeyColumn(-1)
        self.rule_filter.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.diff_model = BoundaryDiffModel(self)
        self.profiles_view = QTableView()
        self.rules_view = QTableView()
        self.rule_search = QLineEdit()
        self.rule_search.setPlaceholderText("Filter rules by name, unit or pattern")
        self.rule_search.setClearButtonEnabled(True)
        self.changes_view = QListView()
        self.changes_view.setModel(self.diff_model)
        self.changes_view.setUniformItemSizes(True)
        self.tabs = QTabWidget()
        self.empty_hint = QLabel("Open a document to see the chunking configuration in force.")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._stack = QStackedWidget()
        self._stack.addWidget(self.empty_hint)
        self._stack.addWidget(self._content())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._stack)
        self.rule_search.textChanged.connect(self.rule_filter.setFilterFixedString)
        self.changes_view.activated.connect(self._on_changes_view_activated)
        self.changes_view.clicked.connect(self._on_changes_view_activated)

    def _content(self) -> QWidget:
        rules_page = QWidget()
        rules_layout = QVBoxLayout(rules_page)
        rules_layout.setContentsMargins(0, 4, 0, 0)
        rules_layout.addWidget(self.rule_search)
        rules_layout.addWidget(self.rules_view, 1)
        for view in (self.profiles_view, self.rules_view):
            view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
            view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            view.setEditTriggers(
                QAbstractItemView.EditTrigger.DoubleClicked
                | QAbstractItemView.EditTrigger.EditKeyPressed
                | QAbstractItemView.EditTrigger.AnyKeyPressed
            )
        self.rules_view.verticalHeader().hide()
        self.rules_view.setModel(self.rule_filter)
        self.rules_view.setSortingEnabled(True)
        self.rules_view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # configuration order
        header = self.rules_view.horizontalHeader()
        # Fixed widths: sizing to contents reads every cell of 100-odd rules on each reset.
        em = self.rules_view.fontMetrics().horizontalAdvance("M")
        widths = {RuleColumn.NAME: 12, RuleColumn.KIND: 6, RuleColumn.DETAIL: 9}
        widths |= {RuleColumn.LANGUAGE: 3, RuleColumn.BOUNDARIES: 6}
        for column, ems in widths.items():
            self.rules_view.setColumnWidth(column, ems * em)
        header.setSectionResizeMode(RuleColumn.PATTERN, QHeaderView.ResizeMode.Stretch)
        self.profiles_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.tabs.addTab(self.profiles_view, "Sizes")
        self.tabs.addTab(rules_page, "Rules")
        self.tabs.addTab(self.changes_view, "Changes")
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.source_label)
        layout.addWidget(self.type_label)
        layout.addLayout(self.buttons)
        layout.addWidget(self.status_label)
        layout.addWidget(self.tabs, 1)
        return page

    # -- public API -------------------------------------------------------------------------

    def add_action_buttons(self, actions: list[QAction]) -> None:
        """Put buttons for ``actions`` (load, save, reset) above the tables."""
        for action in actions:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            self.buttons.addWidget(button)
        self.buttons.addStretch(1)

    def set_editor(self, editor: ConfigEditor | None) -> None:
        """Edit ``editor``'s configuration (None: no document, the empty hint)."""
        self.editor = editor
        if editor is None:
            self._stack.setCurrentWidget(self.empty_hint)
            return
        if self.profile_model is None or self.rule_model is None:
            self.profile_model = ProfileTableModel(editor, self)
            self.rule_model = RuleTableModel(editor, self)
            self.profiles_view.setModel(self.profile_model)
            self.rule_filter.setSourceModel(self.rule_model)
            self.profile_model.edited.connect(self._on_model_edited)
            self.rule_model.edited.connect(self._on_model_edited)
            self.profile_model.rejected.connect(self._on_profile_model_rejected)
        else:
            self.profile_model.set_editor(editor)
            self.rule_model.set_editor(editor)
        self._update_source()
        self._stack.setCurrentIndex(1)

    def set_run(self, state: ChunkState | None) -> None:
        """Show the counts, document type and boundary changes of ``state``'s run."""
        self._state = state
        if state is None:
            self.diff_model.set_diff(None)
            self.type_label.clear()
            return
        counts = Counter(chunk.boundary.rule for chunk in state.chunks)
        if self.rule_model is not None:
            self.rule_model.set_counts(counts)
        decision = state.chunk_set.type_decision
        evidence = f": {quoted(decision.evidence)}" if decision.evidence else ""
        cue = f" by cue {decision.cue}{evidence}" if decision.cue else ""
        self.type_label.setText(
            f"Document type: {decision.document_type.value}{cue}. "
            f"{len(state):,} chunks; language {state.chunk_set.language or 'unknown'}."
        )
        diff = state.diff
        texts = None
        if diff is not None:
            texts = [_change_text(state, change) for change in diff.changes]
        self.diff_model.set_diff(diff, texts)
        if diff is not None:
            self.tabs.setTabText(2, f"Changes ({len(diff.changes)})")
            self.set_status(diff.summary())
        else:
            self.tabs.setTabText(2, "Changes")

    def set_status(self, text: str, error: bool = False) -> None:
        """Show a line of status: running, an error (in red), or what the last run changed."""
        self.status_label.setStyleSheet(_ERROR_STYLE if error else "")
        self.status_label.setText(text)

    def _update_source(self) -> None:
        editor = self.editor
        if editor is None:
            return
        modified = " (edited)" if editor.is_modified else ""
        self.source_label.setText(f"<b>Configuration:</b> {editor.source}{modified}")

    # -- slots ------------------------------------------------------------------------------

    @Slot()
    def _on_model_edited(self) -> None:
        self._update_source()
        self.config_edited.emit()

    @Slot(str)
    def _on_profile_model_rejected(self, message: str) -> None:
        self.set_status(message, error=True)

    @Slot(QModelIndex)
    def _on_changes_view_activated(self, index: QModelIndex) -> None:
        change = index.data(ChangeRole.CHANGE)
        if not isinstance(change, BoundaryChange) or self._state is None:
            return
        chunk = change.chunk_index
        if chunk is None:
            chunk = self._state.chunk_at(change.offset)
        if chunk is not None:
            self.chunk_requested.emit(chunk)


def _change_text(state: ChunkState, change: BoundaryChange) -> str:
    """A line of the Changes list: sign, what, where, rule and the text at the boundary."""
    sign = _SIGNS.get(change.kind, "?")
    text = state.document.text[change.offset : change.offset + 80]
    snippet = quoted(text.strip().split("\n")[0], 40)
    if change.chunk_index is not None:
        where = f"#{change.chunk_index}"
    else:
        where = f"in #{state.chunk_at(change.offset)}"
    rule = change.rule
    if change.kind is ChangeKind.RULE_CHANGED:
        rule = f"{change.old_rule} → {change.rule}"
    elif change.kind is ChangeKind.MOVED and change.old_offset is not None:
        rule = f"{change.rule}, {change.offset - change.old_offset:+,} characters"
    return f"{sign} {change.kind.value} {where} · {rule} · {snippet}"
