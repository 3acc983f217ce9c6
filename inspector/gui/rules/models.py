"""Item models of the rules panel: size profiles, rules with their counts, boundary changes.

Adapters over plain Python: a :class:`ConfigEditor` (profiles, rules), a ``Counter`` of
boundaries per rule from the current run, and a :class:`BoundaryDiff`. Editing a cell edits the
ConfigEditor and emits ``edited``; nothing else is stored here.
"""

from __future__ import annotations

import enum
from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont

from inspector.gui.pages.chunk_colors import change_color
from inspector.view.boundary_diff import BoundaryChange, BoundaryDiff, ChangeKind
from inspector.view.config_edits import ConfigEditor, RuleInfo

if TYPE_CHECKING:
    from inspector.engine.config import SizeProfile

ModelIndex = QModelIndex | QPersistentModelIndex
_Role = Qt.ItemDataRole
_PROFILE_FIELDS = ("target_min", "target_max", "max_tokens", "overlap_tokens")
"""``SizeProfile``'s fields in order (spelled out: the engine loads later; a test compares)."""
_PROFILE_TITLES = ("Target min", "Target max", "Maximum", "Overlap")


class ProfileTableModel(QAbstractTableModel):
    """Size profiles: one row per profile, one editable column per size (tokens).

    Signals:
        edited: a size was changed (the editor holds it).
        rejected: an edit was refused; the reason.
    """

    edited = Signal()
    rejected = Signal(str)

    def __init__(self, editor: ConfigEditor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._editor = editor
        self._names = list(editor.profiles())

    def set_editor(self, editor: ConfigEditor) -> None:
        """Show another editor's profiles."""
        self.beginResetModel()
        self._editor = editor
        self._names = list(editor.profiles())
        self.endResetModel()

    def profile_row(self, name: str) -> int:
        """The row of profile ``name``."""
        return self._names.index(name)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        """Qt override."""
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        """Qt override."""
        return 0 if parent.isValid() else len(_PROFILE_FIELDS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = _Role.DisplayRole
    ) -> Any:
        """Qt override: size names across, profile names down."""
        if role != _Role.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(_PROFILE_TITLES):
            return _PROFILE_TITLES[section]
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._names):
            return self._names[section].replace("_", " ")
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        """Qt override: every size is editable."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsEditable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def data(self, index: ModelIndex, role: int = _Role.DisplayRole) -> Any:
        """Qt override: the size in tokens; bold when it differs from the base."""
        if not index.isValid() or not 0 <= index.row() < len(self._names):
            return None
        name, field = self._names[index.row()], _PROFILE_FIELDS[index.column()]
        value = getattr(self._editor.profiles()[name], field)
        if role in (_Role.DisplayRole, _Role.EditRole):
            return value
        if role == _Role.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == _Role.FontRole and value != getattr(self._editor.base.profiles[name], field):
            font = QFont()
            font.setBold(True)
            return font
        return None

    def setData(self, index: ModelIndex, value: Any, role: int = _Role.EditRole) -> bool:
        """Qt override: set a size; the other sizes follow so the profile stays valid.

        Lowering the maximum below the target lowers the target with it (and the reverse), so
        one edit is always enough; a value that cannot work (not a number, an overlap as large
        as the maximum) is refused with ``rejected``.
        """
        if role != _Role.EditRole or not index.isValid():
            return False
        name, field = self._names[index.row()], _PROFILE_FIELDS[index.column()]
        try:
            profile = _with_size(self._editor.profiles()[name], field, int(value))
        except (TypeError, ValueError) as error:
            self.rejected.emit(f"{name.replace('_', ' ')}: {error}")
            return False
        self._editor.set_profile(name, profile)
        self.dataChanged.emit(
            self.index(index.row(), 0), self.index(index.row(), len(_PROFILE_FIELDS) - 1)
        )
        self.edited.emit()
        return True


def _with_size(profile: SizeProfile, field: str, tokens: int) -> SizeProfile:
    """``profile`` with ``field`` set to ``tokens`` and the other sizes moved to fit.

    Raises:
        ValueError: the size is negative, or the profile cannot be made valid.
    """
    from inspector.engine.config import SizeProfile

    if tokens < 0:
        raise ValueError("sizes are token counts: 0 or more")
    low, high, most, overlap = (
        profile.target_min,
        profile.target_max,
        profile.max_tokens,
        profile.overlap_tokens,
    )
    if field == "target_min":
        low, high, most = tokens, max(high, tokens), max(most, tokens)
    elif field == "target_max":
        low, high, most = min(low, tokens), tokens, max(most, tokens)
    elif field == "max_tokens":
        most = max(tokens, 1)
        high, low = min(high, most), min(low, most)
        overlap = min(overlap, most - 1)
    else:
        overlap = tokens
    return SizeProfile(low, high, most, overlap)


class RuleColumn(enum.IntEnum):
    """Columns of the rules table."""

    NAME = 0
    KIND = 1
    DETAIL = 2
    LANGUAGE = 3
    BOUNDARIES = 4
    PATTERN = 5


_RULE_TITLES = ("Rule", "Kind", "Unit / role", "Lang.", "Boundaries", "Pattern")


class RuleTableModel(QAbstractTableModel):
    """Every rule with a check box (on/off), its boundary count in the current run and pattern.

    Signals:
        edited: a rule was turned on or off or its pattern changed (the editor holds it).
    """

    edited = Signal()

    def __init__(self, editor: ConfigEditor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._editor = editor
        self._rules: list[RuleInfo] = editor.rules()
        self._counts: Counter[str] = Counter()

    def set_editor(self, editor: ConfigEditor) -> None:
        """Show another editor's rules."""
        self.beginResetModel()
        self._editor = editor
        self._rules = editor.rules()
        self.endResetModel()

    def set_counts(self, counts: Counter[str]) -> None:
        """Boundaries made by each rule in the current run."""
        self._counts = Counter(counts)
        if self._rules:
            column = RuleColumn.BOUNDARIES
            self.dataChanged.emit(self.index(0, column), self.index(len(self._rules) - 1, column))

    def rule_row(self, name: str) -> int:
        """The row of rule ``name`` (-1 if unknown)."""
        return next((row for row, rule in enumerate(self._rules) if rule.name == name), -1)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        """Qt override."""
        return 0 if parent.isValid() else len(self._rules)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        """Qt override."""
        return 0 if parent.isValid() else len(RuleColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = _Role.DisplayRole
    ) -> Any:
        """Qt override: column titles."""
        horizontal = orientation == Qt.Orientation.Horizontal and role == _Role.DisplayRole
        if horizontal and 0 <= section < len(_RULE_TITLES):
            return _RULE_TITLES[section]
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        """Qt override: the name is checkable and the pattern editable, for configured rules."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )
        rule = self._rules[index.row()]
        if rule.editable and index.column() == RuleColumn.NAME:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        if rule.editable and index.column() == RuleColumn.PATTERN:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: ModelIndex, role: int = _Role.DisplayRole) -> Any:
        """Qt override: rule fields; the check state says whether the rule is on."""
        if not index.isValid() or not 0 <= index.row() < len(self._rules):
            return None
        rule, column = self._rules[index.row()], RuleColumn(index.column())
        if role == _Role.DisplayRole:
            values = {
                RuleColumn.NAME: rule.name,
                RuleColumn.KIND: rule.kind.value,
                RuleColumn.DETAIL: rule.detail,
                RuleColumn.LANGUAGE: rule.language,
                RuleColumn.BOUNDARIES: self._counts.get(rule.name, 0),
                RuleColumn.PATTERN: rule.pattern,
            }
            return values[column]
        if role == _Role.EditRole and column is RuleColumn.PATTERN:
            return rule.pattern
        if role == _Role.CheckStateRole and column is RuleColumn.NAME and rule.editable:
            return Qt.CheckState.Checked if rule.enabled else Qt.CheckState.Unchecked
        if role == _Role.ToolTipRole:
            return rule.pattern or rule.detail
        if role == _Role.ForegroundRole and not rule.enabled:
            return QColor("#9e9e9e")
        if role == _Role.FontRole and rule.edited and column is RuleColumn.PATTERN:
            font = QFont()
            font.setBold(True)
            return font
        if role == _Role.TextAlignmentRole and column is RuleColumn.BOUNDARIES:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def setData(self, index: ModelIndex, value: Any, role: int = _Role.EditRole) -> bool:
        """Qt override: turn a rule on or off, or set its pattern."""
        if not index.isValid() or not self._rules[index.row()].editable:
            return False
        rule = self._rules[index.row()]
        if role == _Role.CheckStateRole and index.column() == RuleColumn.NAME:
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            self._editor.set_enabled(rule.name, checked)
        elif role == _Role.EditRole and index.column() == RuleColumn.PATTERN:
            if not isinstance(value, str) or not value.strip():
                return False
            self._editor.set_pattern(rule.name, value)
        else:
            return False
        self._rules[index.row()] = next(r for r in self._editor.rules() if r.name == rule.name)
        self.dataChanged.emit(
            self.index(index.row(), 0), self.index(index.row(), len(RuleColumn) - 1)
        )
        self.edited.emit()
        return True


class ChangeRole(enum.IntEnum):
    """Custom roles of :class:`BoundaryDiffModel`."""

    CHANGE = _Role.UserRole + 1  # the BoundaryChange


_SIGNS = {
    ChangeKind.ADDED: "+",
    ChangeKind.REMOVED: "−",
    ChangeKind.MOVED: "↕",
    ChangeKind.RULE_CHANGED: "≠",
}


class BoundaryDiffModel(QAbstractListModel):
    """The boundary changes of the last re-chunk, one row each, in text order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._changes: tuple[BoundaryChange, ...] = ()
        self._texts: list[str] = []

    def set_diff(self, diff: BoundaryDiff | None, describe: list[str] | None = None) -> None:
        """Show ``diff``'s changes; ``describe`` gives each change's text (else a default)."""
        self.beginResetModel()
        self._changes = diff.changes if diff is not None else ()
        self._texts = (
            describe if describe is not None else [_default_text(c) for c in self._changes]
        )
        self.endResetModel()

    def change(self, row: int) -> BoundaryChange:
        """The change at ``row``."""
        return self._changes[row]

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        """Qt override."""
        return 0 if parent.isValid() else len(self._changes)

    def data(self, index: ModelIndex, role: int = _Role.DisplayRole) -> Any:
        """Qt override: a line per change, in its change colour."""
        if not index.isValid() or not 0 <= index.row() < len(self._changes):
            return None
        change = self._changes[index.row()]
        if role == _Role.DisplayRole:
            return self._texts[index.row()]
        if role == _Role.ForegroundRole:
            return change_color(change.kind.value)
        if role == ChangeRole.CHANGE:
            return change
        return None


def _default_text(change: BoundaryChange) -> str:
    sign = _SIGNS.get(change.kind, "?")
    where = f"#{change.chunk_index}" if change.chunk_index is not None else f"at {change.offset:,}"
    return f"{sign} {change.kind.value}: {where} · {change.rule}"
