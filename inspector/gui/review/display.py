"""``ReviewDisplay``: how the review's changes reach the window's views.

An applied edit, undo or redo is shown from its splice alone (exact rows in the chunk list,
rebuilt overlays on the pages it touches, the text view's spliced range); a reopened,
re-anchored or rebased review is shown whole. The detail pane, the slow part (it builds the
export record and embedding text), is refreshed once per event-loop turn at most. The
progress summary in the status bar is kept from a ``ProgressCounter`` updated by the same
splices, so it costs O(splice), not a pass over every chunk.

The display holds no review: the controller passes the state shown and the session's review
state to each call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QLabel

from inspector.review.splice import Splice
from inspector.view.chunk_state import ChunkState
from inspector.view.review_progress import ProgressCounter, progress_text

if TYPE_CHECKING:
    from inspector.gui.main_window import MainWindow


class ReviewDisplay(QObject):
    """Shows the review of one main window's document in its views.

    Attributes:
        progress_label: the progress summary in the status bar.
        counter: the verdict counts of the state shown, kept up to date by its splices.
    """

    def __init__(
        self, window: MainWindow, shown: Callable[[], ChunkState | None], parent: QObject
    ) -> None:
        """Display in ``window``'s views; ``shown`` gives the state whose review is shown.

        ``shown`` is read when the detail pane refreshes, an event-loop turn after the splice
        that asked for it.
        """
        super().__init__(parent)
        self._window = window
        self._shown = shown
        self.progress_label = QLabel()
        self.progress_label.setObjectName("reviewProgress")
        self.counter = ProgressCounter()
        self._detail_due = False

    def show_splice(self, state: ChunkState, review_state: Any, splice: Splice) -> None:
        """Show ``state`` after ``splice``: exact rows, touched pages only.

        ``review_state`` is the session's state after the splice.
        The shared selection keeps the chunk it had (found again by its start offset); its
        views are told directly rather than through a deselect/select round trip, and the
        detail pane (which builds the export record and embedding text, the slow part) is
        refreshed once, on the next event-loop turn.
        """
        window = self._window
        selection = window.controller.selection
        selected = selection.current
        anchor = state.chunks[selected].start if selected is not None else None
        count = len(state)
        window.controller.list_model.apply_review(review_state, splice)
        self.counter.apply(splice)
        if window.overlay.state is state:
            window.overlay.apply_splice(splice)
        text_shown = window.text_view.state is state
        if text_shown:  # coloured once, below (set_selected colours too)
            window.text_view.apply_splice(splice, highlight=False)
        coloured = False
        if anchor is not None:
            target = state.chunk_at(anchor)
            if len(state) != count or selection.current != target:
                # Rows moved under the shared selection: point it at the chunk again without
                # a round of "nothing selected" in every view.
                selection.blockSignals(True)
                try:
                    selection.select(None)
                    selection.select(target)
                finally:
                    selection.blockSignals(False)
                window.overlay.set_selected(target)
                window.chunk_list.show_current(target)
                if text_shown and window.text_view.isVisible():
                    window.text_view.set_selected(target)
                    coloured = True
            self._refresh_detail_later()
        if text_shown and not coloured:
            window.text_view.update_highlights()

    def _refresh_detail_later(self) -> None:
        if not self._detail_due:
            self._detail_due = True
            QTimer.singleShot(0, self, self._refresh_detail)

    @Slot()
    def _refresh_detail(self) -> None:
        self._detail_due = False
        window = self._window
        shown = self._shown()
        if shown is not None:
            current = window.controller.selection.current
            window.detail.show_chunk(shown, current, current_tab_only=True)

    def show_whole(self, state: ChunkState, review_state: Any | None) -> None:
        """Show a whole new review of ``state`` (reopened, re-anchored or rebased).

        ``review_state``: the open session's state, set on ``state`` first (None: no session).
        """
        window = self._window
        if review_state is not None:
            state.set_review(review_state)
        self.counter.reset(state)
        window.controller.list_model.set_state(state)
        if window.overlay.state is state:
            window.overlay.set_state(state)
        if window.text_view.state is state:
            window.text_view.set_state(state)
        window.statistics.set_state(state)
        window.detail.show_chunk(state, window.controller.selection.current)

    def show_progress(self, state: ChunkState | None) -> None:
        """Show the progress summary of ``state`` (cleared when no review is open)."""
        text = progress_text(state, self.counter.progress()) if state is not None else ""
        self.progress_label.setText(text)
