"""The Tools > Compare configurations… action; the dialog and the eval load on first use.

Kept apart from ``compare_dialog`` so the window starts without the evaluation code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from inspector.gui.compare.dialog import CompareDialog
    from inspector.view.chunk_state import ChunkState


class CompareLauncher(QObject):
    """The Tools > Compare configurations… action and the dialog it opens.

    The dialog works on the shown document; its page previews go through the controller's
    provisional-chunks signal, which the chunk overlay draws (read-only).
    """

    def __init__(self, window: QWidget, controller: Any) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.dialog: CompareDialog | None = None
        self.action = QAction("&Compare Configurations…", window)
        self.action.setStatusTip("Compare chunking configurations on a retrieval eval")
        self.action.triggered.connect(self.open)
        controller.chunks_changed.connect(self._on_chunks_changed)
        self.action.setEnabled(False)

    @Slot(object)
    def _on_chunks_changed(self, state: ChunkState | None) -> None:
        self.action.setEnabled(state is not None)

    @Slot()
    def open(self) -> None:
        """Open the dialog on the shown document (a new one for another document)."""
        state = self.controller.state
        if state is None:
            return
        if self.dialog is not None and self.dialog.document is not state.document:
            self.dialog.close()
            self.dialog = None
        if self.dialog is None:
            from inspector.gui.compare.dialog import CompareDialog  # the eval loads on first use

            self.dialog = CompareDialog(state.path, state.document, state.config, self.window)
            self.dialog.show_on_page.connect(self._on_show_on_page)
        self.dialog.show()
        self.dialog.activateWindow()

    @Slot(object)
    def _on_show_on_page(self, state: ChunkState | None) -> None:
        shown = self.controller.state
        if shown is None:
            return
        if state is None or state.document is not shown.document:
            state = shown  # back to the document's own chunks
        self.controller.provisional_chunks.emit(state)
