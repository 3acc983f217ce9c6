"""Review > Audit Trail: every edit and decision of the review, who made it, when, what changed.

A plain table (when, who, action, what, before, after) over the session's audit entries,
newest last, so the trail reads in order; it is read-only and can stay open while working.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

AUDIT_COLUMNS = ("When", "Who", "Action", "What", "Before", "After")
_FIELDS = ("at", "reviewer", "action", "description", "before", "after")


class AuditDialog(QDialog):
    """The audit trail of the open review (non-modal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Audit Trail")
        self.table = QTableWidget(0, len(AUDIT_COLUMNS))
        self.table.setHorizontalHeaderLabels(list(AUDIT_COLUMNS))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(900, 420)

    def show_entries(self, entries: Sequence[Any]) -> None:
        """Fill the table from audit entries (objects with the fields of ``_FIELDS``)."""
        self.table.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            for column, name in enumerate(_FIELDS):
                value = getattr(entry, name, "")
                item = QTableWidgetItem(str(value))
                item.setToolTip(str(value))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        for column in range(len(AUDIT_COLUMNS) - 1):
            self.table.setColumnWidth(column, min(self.table.columnWidth(column), 260))
        if entries:
            self.table.scrollToBottom()

    def rows(self) -> list[list[str]]:
        """The table's text, row by row (for tests)."""
        return [
            [
                (item.text() if (item := self.table.item(row, column)) is not None else "")
                for column in range(self.table.columnCount())
            ]
            for row in range(self.table.rowCount())
        ]
