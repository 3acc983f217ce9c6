"""The recently opened files: a list persisted in QSettings and the "Open Recent" menu."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

MAX_RECENT_FILES = 10

# QSettings array holding one absolute path per entry, most recent first.
_ARRAY_KEY = "recentFiles"
_PATH_KEY = "path"


class RecentFiles(QObject):
    """The files opened last, most recent first, at most :data:`MAX_RECENT_FILES`.

    Every change is written to the injected ``QSettings`` at once, so a crash loses nothing.
    Paths are stored absolute; the list never holds a path twice.

    Signals:
        changed: The list changed (an entry was added, removed, or the list cleared).
    """

    changed = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None):
        super().__init__(parent)
        self._settings = settings
        self._paths = self._read()

    def paths(self) -> list[Path]:
        """The remembered files, most recent first (a copy)."""
        return list(self._paths)

    def add(self, path: Path) -> None:
        """Put ``path`` first in the list, dropping its older entry and the oldest overflow."""
        path = path.absolute()
        self._paths = [path, *(p for p in self._paths if p != path)][:MAX_RECENT_FILES]
        self._write()

    def remove(self, path: Path) -> None:
        """Forget ``path`` (no-op if it is not in the list)."""
        path = path.absolute()
        if path in self._paths:
            self._paths = [p for p in self._paths if p != path]
            self._write()

    def clear(self) -> None:
        """Forget every file."""
        self._paths = []
        self._write()

    def _read(self) -> list[Path]:
        count = self._settings.beginReadArray(_ARRAY_KEY)
        paths: list[Path] = []
        for index in range(count):
            self._settings.setArrayIndex(index)
            value = self._settings.value(_PATH_KEY, "", type=str)
            if isinstance(value, str) and value:
                paths.append(Path(value))
        self._settings.endArray()
        # Drop duplicates a hand-edited file might hold; keep the most recent position.
        return list(dict.fromkeys(paths))[:MAX_RECENT_FILES]

    def _write(self) -> None:
        self._settings.remove(_ARRAY_KEY)  # else a shorter list leaves stale entries behind
        self._settings.beginWriteArray(_ARRAY_KEY, len(self._paths))
        for index, path in enumerate(self._paths):
            self._settings.setArrayIndex(index)
            self._settings.setValue(_PATH_KEY, str(path))
        self._settings.endArray()
        self._settings.sync()
        self.changed.emit()


class RecentFilesMenu(QMenu):
    """The File > Open Recent submenu: "1 name.pdf" entries (full path as tooltip), "Clear Recent".

    The menu does not open files itself; it reports the choice.

    Signals:
        file_chosen: A recent entry was chosen; the argument is its ``Path`` (which may no
            longer exist: the receiver checks and prunes).
    """

    file_chosen = Signal(object)

    def __init__(self, recent: RecentFiles, parent: QWidget | None = None):
        super().__init__("Open &Recent", parent)
        self._recent = recent
        self.setToolTipsVisible(True)  # QMenu hides action tooltips unless asked
        self.clear_action = QAction("&Clear Recent", self)
        self.clear_action.triggered.connect(self._on_clear_action_triggered)
        self.addAction(self.clear_action)
        recent.changed.connect(self._on_recent_changed)
        self._rebuild()

    def entry_actions(self) -> list[QAction]:
        """The actions of the file entries, in menu order (for tests and accessibility)."""
        return [action for action in self.actions() if isinstance(action.data(), str)]

    @Slot()
    def _on_recent_changed(self) -> None:
        self._rebuild()

    @Slot()
    def _on_clear_action_triggered(self) -> None:
        self._recent.clear()

    def _rebuild(self) -> None:
        # Not QMenu.clear(): it would also delete clear_action, which the menu owns.
        for action in self.actions():
            if action is not self.clear_action:
                self.removeAction(action)
                action.deleteLater()
        paths = self._recent.paths()
        names = Counter(path.name for path in paths)
        for number, path in enumerate(paths, start=1):
            # Two files of one name (draft/final folders): the folder name tells them apart.
            label = path.name if names[path.name] == 1 else f"{path.name} ({path.parent.name})"
            action = QAction(f"{_mnemonic(number)} {label.replace('&', '&&')}", self)
            action.setData(str(path))
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(self._on_entry_triggered)
            self.insertAction(self.clear_action, action)
        if paths:
            self.insertSeparator(self.clear_action)
        self.clear_action.setEnabled(bool(paths))
        self.setEnabled(bool(paths))

    @Slot()
    def _on_entry_triggered(self) -> None:
        action = self.sender()
        if isinstance(action, QAction) and isinstance(action.data(), str):
            self.file_chosen.emit(Path(action.data()))


def _mnemonic(number: int) -> str:
    """Menu number with a keyboard accelerator: "&1" .. "&9", then "1&0"."""
    return f"&{number}" if number < 10 else f"{number // 10}&{number % 10}"
