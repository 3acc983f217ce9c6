"""``ChunkListModel``: the chunks of a :class:`ChunkState` as a Qt table, one row per chunk.

An adapter only: rows are read from the state on demand and nothing is copied. A new state (an
opened document, a re-chunk) resets the model; a review edit comes as exact row changes from
its splice (:meth:`ChunkListModel.apply_review`): ``dataChanged`` for decisions, rows removed
or inserted for boundary edits, never a reset.

The Status column shows the verdict with markers: ``✎`` the chunk's start was placed by a
reviewer, ``•`` its range is not the engine's, ``↺`` a re-chunk took its approval away.
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

from inspector.gui.pages.chunk_colors import PALETTE, change_color, chunk_color
from inspector.review.model import FLAG_LABELS, STATUS_LABELS, ReviewState, ReviewStatus
from inspector.review.splice import Run, Splice, apply_splice
from inspector.view import provenance
from inspector.view.bidi_text import isolate_lines
from inspector.view.chunk_state import ChunkState

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
_STATUS_COLUMN = int(ChunkColumn.STATUS)
_TYPE_COLUMN = int(ChunkColumn.TYPE)
_HEADING_COLUMN = int(ChunkColumn.HEADING)
_FLAGS_COLUMN = int(ChunkColumn.FLAGS)
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
Cell = tuple[str, int | None, int | None, int | None]
"""A painted cell: display text; decoration, foreground and background colours (RGBA)."""
ROW_FLAGS = (
    Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
)
"""Every cell's item flags: selectable, read-only, no children (made once, not per call)."""
STATUS_COLORS = {
    ReviewStatus.UNREVIEWED: "#bdbdbd",
    ReviewStatus.APPROVED: "#2e7d32",
    ReviewStatus.NEEDS_WORK: "#ef6c00",
    ReviewStatus.REJECTED: "#c62828",
}
"""The swatch next to each status in the list (and the progress summary)."""
OVER_COLOR = "#c62828"
"""The token count of a chunk over its maximum."""
_PALETTE_RGBA = tuple(QColor(color).rgba() for color in PALETTE)  # chunk_color(i).rgba()
_STATUS_RGBA = {status: QColor(color).rgba() for status, color in STATUS_COLORS.items()}
_OVER_RGBA = QColor(OVER_COLOR).rgba()
MANUAL_MARK = "✎"
CHANGED_MARK = "•"
LOST_APPROVAL_MARK = "↺"
FLAG_MARK = "⚑"


def status_text(state: ChunkState, row: int) -> str:
    """The Status cell: the verdict in words, then the markers of the module docstring."""
    review = state.reviews[row]
    text = STATUS_LABELS[review.status].lower()
    marks = ""
    if review.manual:
        marks += MANUAL_MARK
    if state.is_changed(row):
        marks += CHANGED_MARK
    if state.chunks[row].start in state.lost_approval:
        marks += LOST_APPROVAL_MARK
    return f"{text} {marks}" if marks else text


def flags_text(state: ChunkState, row: int) -> str:
    """The Flags cell: the engine's flags, then each reviewer flag's category."""
    engine = list(state.flags(row))
    review = [f"{FLAG_MARK} {FLAG_LABELS[f.category]}" for f in state.reviews[row].flags]
    return ", ".join(engine + review)


def review_tooltip(state: ChunkState, row: int) -> str:
    """Who decided what on the chunk, its flags' comments and its note (for tooltips)."""
    review = state.reviews[row]
    lines = []
    if review.reviewer:
        lines.append(f"{STATUS_LABELS[review.status]} by {review.reviewer} at {review.decided_at}")
    lines += [
        f"{FLAG_MARK} {FLAG_LABELS[f.category]}: {f.comment} ({f.reviewer})".replace(": (", " (")
        for f in review.flags
    ]
    if review.note:
        lines.append(f"Note: {review.note}")
    if review.manual:
        lines.append(f"{MANUAL_MARK} start placed by a reviewer")
    if state.is_changed(row):
        lines.append(f"{CHANGED_MARK} range changed from the engine's")
    if state.chunks[row].start in state.lost_approval:
        lines.append(f"{LOST_APPROVAL_MARK} lost its approval in the last re-chunk")
    return "\n".join(lines)


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

    def apply_review(self, review: ReviewState, splice: Splice) -> None:
        """Show ``review``, the state ``splice`` made from the one shown, with exact row signals.

        Each run, in order: a decision-only run is a ``dataChanged`` over its rows; a boundary
        run changes its common rows and removes or inserts the difference. The state moves on
        run by run (through the review core's ``apply_splice``), so each signal describes the
        model as it is when the signal is sent.
        """
        state = self._state
        if state is None:
            return
        runs = list(zip(splice.new_firsts(), splice.runs, strict=True))
        current = state.review_state()
        for number, (first, run) in enumerate(runs):
            last_run = number == len(runs) - 1
            step = Splice(
                runs=(
                    Run(first, run.old_chunks, run.old_reviews, run.new_chunks, run.new_reviews),
                ),
                excluded_removed=splice.excluded_removed if last_run else (),
                excluded_added=splice.excluded_added if last_run else (),
            )
            current = review if last_run else apply_splice(current, step)[0]
            self._apply_run(state, current, step, first, len(run.old_chunks), len(run.new_chunks))
        if not runs:
            state.apply_review(review, splice)
        if splice.excluded_added or splice.excluded_removed:
            # Token counts and exported text of the chunks holding the span changed.
            self._changed_rows(0, len(state) - 1)

    def _apply_run(
        self, state: ChunkState, review: ReviewState, step: Splice, first: int, old: int, new: int
    ) -> None:
        if new < old:
            self.beginRemoveRows(QModelIndex(), first + new, first + old - 1)
            state.apply_review(review, step)
            self._shift_changes(first, old, new)
            self.endRemoveRows()
        elif new > old:
            self.beginInsertRows(QModelIndex(), first + old, first + new - 1)
            state.apply_review(review, step)
            self._shift_changes(first, old, new)
            self.endInsertRows()
        else:
            state.apply_review(review, step)
        if min(old, new):
            self._changed_rows(first, first + min(old, new) - 1)
        # Later rows moved with the removal or insertion; their "#" and colour are their row
        # number, which the views repaint with the move. No dataChanged for them: it would
        # make the filter proxy test every later row again.

    def _changed_rows(self, top: int, bottom: int, columns: list[int] | None = None) -> None:
        if bottom < top:
            return
        left, right = (columns[0], columns[-1]) if columns else (0, _COLUMNS - 1)
        self.dataChanged.emit(self.index(top, left), self.index(bottom, right))

    def _shift_changes(self, first: int, old: int, new: int) -> None:
        stop, delta = first + old, new - old
        self._changes = {
            (i if i < first else i + delta): c
            for i, c in self._changes.items()
            if i < first or i >= stop
        }

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
        return ROW_FLAGS

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
        if not index.isValid():
            return None
        return self.value(index.row(), index.column(), role)

    def value(self, row: int, column: int, role: int) -> Any:
        """What :meth:`data` answers for cell (``row``, ``column``), without a model index.

        The filter model calls it directly for the rows it shows (see ``ChunkFilterModel.data``).
        """
        # Plain ints, not enum members: views and the proxy call this tens of thousands of
        # times, and enum conversions and comparisons were most of its cost.
        state = self._state
        if state is None or not 0 <= row < len(state.chunk_set.chunks):
            return None
        if role == _DISPLAY:
            return self._display(state, row, column)
        if role == _SORT_KEY:
            return self._sort_key(state, row, column)
        if role == _CHUNK_INDEX:
            return row
        if role == _CHANGE:
            return self._changes.get(row, "")
        if role == _DECORATION:
            return self._decoration(state, row, column)
        if role == _BACKGROUND:
            return self._background(row)
        if role == _ALIGNMENT:
            return _RIGHT if column in _RIGHT_ALIGNED else None
        if role == _FOREGROUND:
            return self._foreground(state, row, column)
        if role == _TOOLTIP:
            if column in (_STATUS_COLUMN, _FLAGS_COLUMN):
                review = review_tooltip(state, row)
                if review:
                    return isolate_lines(review)
            tip = provenance.summary(state, row)
            change = self._changes.get(row)
            return isolate_lines(
                f"{tip}\nboundary {change} in the last re-chunk" if change else tip
            )
        return None

    def cell(self, row: int, column: int) -> Cell | None:
        """What a painted cell shows, as a hashable value (None: no such row).

        The display text and the decoration, foreground and background colours (RGBA, or
        None) that :meth:`value` answers, read at once: the list's delegate
        (``chunk_list_delegate``) keys its painted cells by it with the column (the
        alignment and the absent font and check state roles depend on the column alone).
        """
        state = self._state
        if state is None or not 0 <= row < len(state.chunk_set.chunks):
            return None
        # The colours as _decoration and _foreground make them, without making QColors.
        if column == _INDEX_COLUMN:
            decoration: int | None = _PALETTE_RGBA[row % len(_PALETTE_RGBA)]
        elif column == _STATUS_COLUMN:
            decoration = _STATUS_RGBA[state.reviews[row].status]
        else:
            decoration = None
        over = column == _TOKENS_COLUMN and state.is_over(row)
        background = self._background(row)
        return (
            self._display(state, row, column),
            decoration,
            _OVER_RGBA if over else None,
            None if background is None else background.rgba(),
        )

    @staticmethod
    def _decoration(state: ChunkState, row: int, column: int) -> QColor | None:
        if column == _INDEX_COLUMN:
            return chunk_color(row)
        if column == _STATUS_COLUMN:
            return QColor(STATUS_COLORS[state.reviews[row].status])
        return None

    def _background(self, row: int) -> QColor | None:
        change = self._changes.get(row)
        if change is None:
            return None
        color = QColor(change_color(change))
        color.setAlphaF(0.18)
        return color

    @staticmethod
    def _foreground(state: ChunkState, row: int, column: int) -> QColor | None:
        if column == _TOKENS_COLUMN and state.is_over(row):
            return QColor(OVER_COLOR)
        return None

    @staticmethod
    def _display(state: ChunkState, row: int, column: int) -> Any:
        # ``column`` an int or a ChunkColumn (an IntEnum): compared as ints, no conversion.
        chunk = state.chunks[row]
        if column == _INDEX_COLUMN:
            return str(row)
        if column == _TYPE_COLUMN:
            return chunk.chunk_type.value
        if column == _HEADING_COLUMN:
            return chunk.heading_text or state.first_line(row)
        if column == _TOKENS_COLUMN:
            return f"{chunk.token_count:,}"
        if column == _STATUS_COLUMN:
            return status_text(state, row)
        if column == _FLAGS_COLUMN:
            return flags_text(state, row)
        return chunk.language

    @staticmethod
    def _sort_key(state: ChunkState, row: int, column: int) -> Any:
        if column == _INDEX_COLUMN:
            return row
        if column == _TOKENS_COLUMN:
            return state.chunks[row].token_count
        if column == _FLAGS_COLUMN:
            return len(state.flags(row)) + len(state.reviews[row].flags)
        return str(ChunkListModel._display(state, row, column)).casefold()
