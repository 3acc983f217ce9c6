"""``ReviewerName``: the reviewer's name preference, and an edit waiting for it.

Every edit and decision is recorded under the reviewer's name, kept in the window's settings
(``review_dialogs.REVIEWER_KEY``). Without one, the first edit asks for it with the
Preferences dialog and waits: it runs once the name is given, and is dropped if the dialog is
cancelled.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Slot
from PySide6.QtWidgets import QWidget

from inspector.gui.review.dialogs import PreferencesDialog, reviewer_name, set_reviewer_name


class ReviewerName(QObject):
    """The reviewer's name of one window's review.

    ``on_named()`` runs whenever the name changed (the review gives it to its open session).

    Attributes:
        dialog: the Preferences dialog open now, if any (tests fill it).
    """

    def __init__(
        self, settings: QSettings, window: QWidget, on_named: Callable[[], None], parent: QObject
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._window = window
        self._on_named = on_named
        self._pending: Callable[[], None] | None = None
        self.dialog: PreferencesDialog | None = None

    @property
    def name(self) -> str:
        """The reviewer's name from the preferences ("" when not set yet)."""
        return reviewer_name(self._settings)

    def set_name(self, name: str) -> None:
        """Set the reviewer's name preference."""
        set_reviewer_name(self._settings, name)
        self._on_named()

    def ask(self, first_time: bool = False, then: Callable[[], None] | None = None) -> None:
        """Open the Preferences dialog (``first_time``: worded for the first decision).

        ``then`` (the edit waiting for the name) runs once the name is given, not if the
        dialog is cancelled.
        """
        dialog = PreferencesDialog(self.name, self._window, first_time=first_time)
        if then is not None:
            self._pending = then
        dialog.accepted.connect(lambda: self._on_accepted(dialog))
        dialog.rejected.connect(self._drop_pending)
        self.dialog = dialog
        dialog.open()

    def _on_accepted(self, dialog: PreferencesDialog) -> None:
        set_reviewer_name(self._settings, dialog.name.text())
        self.dialog = None
        self._on_named()
        pending, self._pending = self._pending, None
        if pending is not None:
            pending()

    @Slot()
    def _drop_pending(self) -> None:
        self.dialog = None
        self._pending = None
