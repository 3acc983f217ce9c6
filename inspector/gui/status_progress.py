"""Progress of background work in the status bar: what runs, how far, and a Cancel button.

Shown only once the work has run for :data:`SHOW_DELAY_MS`: opening a small file finishes
before that, and a bar that flashes for a tenth of a second reads as a glitch.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QToolButton, QWidget

SHOW_DELAY_MS = 300
"""Work that ends sooner than this never shows the progress widgets."""


class StatusProgress(QWidget):
    """A label, a progress bar and a Cancel button, for the status bar.

    Signals:
        cancel_requested: the Cancel button was pressed.
    """

    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusProgress")
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setMaximumWidth(160)
        self.bar.setMaximumHeight(14)
        self.bar.setTextVisible(False)
        self.cancel_button = QToolButton()
        self.cancel_button.setText("Cancel")
        self.cancel_button.setToolTip("Stop and keep what was shown before")
        self.cancel_button.clicked.connect(self.cancel_requested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 0)
        layout.setSpacing(6)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SHOW_DELAY_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._active = False
        self.hide()

    @property
    def active(self) -> bool:
        """Whether work is being shown (or about to be)."""
        return self._active

    def begin(self, text: str, *, cancellable: bool = True) -> None:
        """Work started: show ``text`` and a busy bar after the delay."""
        self._active = True
        self.label.setText(text)
        self.bar.setRange(0, 0)
        self.cancel_button.setVisible(cancellable)
        if not self.isVisible():
            self._timer.start()

    def report(self, text: str, done: int, total: int) -> None:
        """The work advanced: ``done`` of ``total`` units (a busy bar if ``total`` is 0)."""
        if not self._active:
            return
        self.label.setText(text)
        self.bar.setRange(0, max(total, 0))
        self.bar.setValue(min(done, total) if total else 0)

    def finish(self) -> None:
        """The work ended (or was cancelled): hide everything."""
        self._active = False
        self._timer.stop()
        self.hide()

    @Slot()
    def _on_timer_timeout(self) -> None:
        if self._active:
            self.show()
