"""``ReviewController``: the review session of the shown document, its undo stack and display.

One review session per opened document (``open_session`` when its chunks first show; the
store lives in the review directory, ``$INSPECTOR_DATA_DIR`` in tests). Every edit request
(a dragged boundary, a key, a menu, a dialog) goes through :meth:`ReviewController.request`:
the session plans, applies and saves it; a refused edit shows its reason and changes nothing;
an applied one is pushed on the ``QUndoStack`` (see ``review_commands``) and shown from its
splice alone: exact rows in the chunk list, rebuilt overlays on the pages it touches, the
text view's spliced range, the progress summary.

Reopening a file restores its review (chunks, decisions, audit trail). A file that changed
since its review opens read-only with a banner offering to re-anchor. Re-chunking from the
rules panel goes through ``rebase``: manual boundaries and unchanged chunks' decisions stay,
and chunks that lost their approval are marked.

Its collaborators: ``review_display`` shows the review in the views, ``review_opening`` opens
sessions in a thread, ``review_reviewer`` keeps the reviewer's name (and the edit waiting for
it), ``review_stale`` builds the changed-document prompt.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDockWidget, QMessageBox, QPushButton, QUndoView

from inspector.errors import InspectorError
from inspector.gui.review.actions import create_review_actions
from inspector.gui.review.background import (
    freeze_session_objects,
    release_session,
    thaw_session_objects,
    warm_up_edits,
)
from inspector.gui.review.commands import EditCommand, RechunkCommand
from inspector.gui.review.display import ReviewDisplay
from inspector.gui.review.opening import SessionOpener
from inspector.gui.review.reviewer import ReviewerName
from inspector.gui.review.stale import STALE_TITLE, stale_prompt, unreadable_prompt
from inspector.review.splice import Splice
from inspector.view.chunk_state import ChunkState
from inspector.workers.review_tokens import TokenCounter

if TYPE_CHECKING:
    from inspector.gui.main_window import MainWindow
    from inspector.review.context import Edit

log = logging.getLogger(__name__)

EDIT_WARM_UP_DELAY_MS = 1000
"""Delay from a session opening to warming up what edits need (the window settles first)."""


class ReviewController(QObject):
    """The review of the document shown in one main window.

    Signals:
        reviewed: the review shown changed (an edit, undo, redo, a new document); for the
            progress summary and tests.
        refused: an edit was refused; the reason (also shown in the status bar).

    Attributes:
        session: the open review session, or None (no document, or no review store).
        display: shows the review in the window's views and the progress summary.
        reviewer_name: the reviewer's name preference (and its Preferences dialog).
        last_update_ms: time from the last edit request to the list and overlays updated.
    """

    reviewed = Signal()
    refused = Signal(str)

    def __init__(self, window: MainWindow, settings: QSettings) -> None:
        super().__init__(window)
        self._window = window
        self.stack = QUndoStack(self)
        self.actions = create_review_actions(window, self.stack)
        self.history = QUndoView(self.stack)
        self.history.setEmptyLabel("<opened>")
        self.history.setObjectName("undoHistory")
        self.history_dock = QDockWidget("Undo History", window)
        self.history_dock.setObjectName("undoHistoryDock")
        self.history_dock.setWidget(self.history)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        self.display = ReviewDisplay(window, lambda: self._shown, self)
        self.session: Any = None
        self.last_update_ms = 0.0
        self.stale_box: QMessageBox | None = None
        self.unreadable_box: QMessageBox | None = None
        self.rechunk_box: QMessageBox | None = None
        """The question before a rule change that takes decisions away, while it is open."""
        self._shown: ChunkState | None = None
        self.reviewer_name = ReviewerName(settings, window, self._on_named, self)
        self._opener = SessionOpener(self._session_opened, self)
        self._restoring = False
        self._tokens: TokenCounter | None = None  # the open session's token worker

    # -- wiring -----------------------------------------------------------------------------

    def attach(self) -> None:
        """Connect to the window's controller and views (after the window has wired its own)."""
        window = self._window
        window.statusBar().addPermanentWidget(self.display.progress_label)
        window.controller.chunks_changed.connect(self._on_chunks_changed)
        window.controller.rechunk_guard = self._guard_rechunk
        window.controller.selection.current_changed.connect(self._update_actions)
        window.overlay.boundary_move_requested.connect(self.move_boundary)
        window.text_view.boundary_move_requested.connect(self.move_boundary)
        self.actions.preferences.triggered.connect(self.edit_preferences)
        from inspector.gui.review.workflow import ReviewWorkflow

        self.workflow = ReviewWorkflow(self, window)
        a = self.actions
        window.detail.add_review_actions([a.approve, a.needs_work, a.reject, a.flag, a.comment])
        window.detail.add_review_actions([a.edit_heading, a.split_at_cursor, a.merge_next])
        self._update_actions()

    @property
    def state(self) -> ChunkState | None:
        """The chunks and reviews shown (the window's state) while a review is open."""
        return self._shown if self.session is not None else None

    @property
    def reviewer(self) -> str:
        """The reviewer's name from the preferences ("" when not set yet)."""
        return self.reviewer_name.name

    def set_reviewer(self, name: str) -> None:
        """Set the reviewer's name preference (and the open session's)."""
        self.reviewer_name.set_name(name)

    # -- edits ------------------------------------------------------------------------------

    def request(self, edit: Edit) -> bool:
        """Apply ``edit`` to the session, push it on the undo stack and show it.

        Returns:
            True if applied; False if refused (the reason is shown), if the review is
            read-only or there is none, or if the reviewer's name is asked for first (the
            edit then runs once the name is given).
        """
        started = time.perf_counter()
        session = self.session
        if session is None or self._shown is None:
            self._refuse("Open a document to review it.")
            return False
        if session.read_only:
            self._refuse(f"This review is read-only: {session.stale_reason or 'see the banner'}.")
            return False
        blocked = self._blocked_reason()
        if blocked:
            self._refuse(blocked)
            return False
        if not self.reviewer:
            self._warm_up_edits()
            self.reviewer_name.ask(first_time=True, then=lambda: self._retry(edit))
            return False
        # Here, not at the top: the review core loads the engine's configuration module,
        # which the window does not need before its first document (start-up time).
        from inspector.review.context import EditRefused

        try:
            splice = session.apply(edit)
        except EditRefused as error:
            self._refuse(str(error))
            return False
        except InspectorError as error:
            self._refuse(f"The edit could not be saved: {error}")
            return False
        self.stack.push(EditCommand(edit.describe(), self))
        self._show_splice(splice)
        self.last_update_ms = (time.perf_counter() - started) * 1000
        return True

    def _blocked_reason(self) -> str:
        """Why no edit may be made now ("" when one may).

        While another file loads, the views show its provisional chunks but the open
        session is still the previous document's: an edit made on what is shown (an overlay
        drag, a context menu) would land in the wrong review, with offsets of another text.
        """
        if self._window.controller.pending is not None:
            return "Wait until the document has finished loading to edit its review."
        shown = self._shown
        if shown is None or shown.read_only or shown is not self._window.controller.state:
            return "These chunks are provisional or read-only: they cannot be edited."
        return ""

    def _retry(self, edit: Edit) -> None:
        self.request(edit)

    @Slot(int, int)
    def move_boundary(self, chunk_index: int, offset: int) -> None:
        """Move the start of chunk ``chunk_index`` to text offset ``offset`` (a drag)."""
        from inspector.review.edits import MoveBoundary

        self.request(MoveBoundary(chunk_index, offset))

    def undo_step(self) -> None:
        """``SessionStepper``: undo the session's last edit and show it."""
        if not self._restoring and self.session is not None and self.session.can_undo:
            self._show_step(self.session.undo)

    def redo_step(self) -> None:
        """``SessionStepper``: redo the session's last undone edit and show it."""
        if not self._restoring and self.session is not None and self.session.can_redo:
            self._show_step(self.session.redo)

    def _show_step(self, step: Callable[[], Splice]) -> None:
        started = time.perf_counter()
        try:
            splice = step()
        except InspectorError as error:
            self._refuse(f"The review could not be changed: {error}")
            return
        self._show_splice(splice)
        self.last_update_ms = (time.perf_counter() - started) * 1000

    def _refuse(self, reason: str) -> None:
        self._window.statusBar().showMessage(reason, 10_000)
        self.refused.emit(reason)

    # -- showing ----------------------------------------------------------------------------

    def _show_splice(self, splice: Splice) -> None:
        """Show the session's state after ``splice`` (see ``ReviewDisplay.show_splice``)."""
        if self._shown is None:
            return
        self.display.show_splice(self._shown, self.session.state, splice)
        self._after_change()

    def refresh(self) -> None:
        """Show the session's whole state again (after it was changed behind the window)."""
        if self._shown is not None:
            self._show_whole(self._shown)

    def _show_whole(self, state: ChunkState) -> None:
        """Show a whole new review of ``state`` (reopened, re-anchored or rebased)."""
        self.display.show_whole(state, self.session.state if self.session is not None else None)
        self._after_change()

    def _after_change(self) -> None:
        self.display.show_progress(self.state)
        self._update_actions()
        self.reviewed.emit()

    @Slot()
    def _update_actions(self, *_args: object) -> None:
        editable = self.session is not None and not self.session.read_only
        has_chunk = editable and self._window.controller.selection.current is not None
        for action in self.actions.chunk_actions():
            action.setEnabled(has_chunk)
        for action in self.actions.document_actions():
            action.setEnabled(self.session is not None)
        self.actions.approve_filtered.setEnabled(editable)

    # -- sessions ---------------------------------------------------------------------------

    @Slot(object)
    def _on_chunks_changed(self, state: ChunkState | None) -> None:
        if state is None:
            if self._window.controller.current is None:
                self._close_session()
            return
        if state is self._shown:
            return
        previous, self._shown = self._shown, state
        if previous is not None and previous.document is state.document:
            if self.session is not None:
                self._rebase(state, previous)
                return
            if self._opener.busy:
                return  # a re-chunk while the session opens: it is rebased once open
        self._open_session(state)

    def _open_session(self, state: ChunkState) -> None:
        """Open ``state``'s review in a thread (``SessionOpener``); ``_session_opened`` shows it."""
        self._close_session()
        self._shown = state
        self._opener.open(state, self.reviewer)

    def _session_opened(self, state: ChunkState, result: object) -> None:
        """The session of ``state`` is open (or failed): show it if the document still is."""
        shown = self._shown
        if shown is None or shown.document is not state.document:
            release_session(result)
            return
        if isinstance(result, InspectorError):
            self._refuse(f"The review of {state.path.name} cannot be opened: {result}")
            self._after_change()
            self._offer_new_review(state, result)
            return
        self.session = result
        self._shown = state
        # Opened with a reviewer's name, its thread built what edits need already.
        warmed = bool(self.session.reviewer) and not self.session.read_only
        self._tokens = TokenCounter()
        self._tokens.start()
        self.session.context.facts.count_tokens = self._tokens
        self._start_session(state)
        freeze_session_objects()
        if self.reviewer and not warmed:  # named since; without a name, while it is asked for
            QTimer.singleShot(EDIT_WARM_UP_DELAY_MS, self, self._warm_up_edits)
        if shown is not state:  # re-chunked while the session opened
            self._shown = shown
            self._rebase(shown)

    @Slot()
    def _warm_up_edits(self) -> None:
        """Build what the first boundary edit needs, in a thread, once the window is idle.

        A split, merge or moved boundary detects languages (the document's language model):
        built by the first edit it made it take that much longer
        (``bench/results/review_gui.md``). Tokens are counted by the session's worker
        (``review_tokens``), which needs nothing built here. A session
        opened with a reviewer's name has it built by its opening thread already
        (``open_session_task``); without one (the file opened to look at it) it waits for the
        first edit, which asks for the name: the build then happens while the reviewer types
        it.
        """
        session = self.session
        if session is None or session.read_only:
            return
        warm_up_edits(session.context.facts)

    def _offer_new_review(self, state: ChunkState, error: InspectorError) -> None:
        """A review file that cannot be read: offer to put it aside and start anew.

        Without this the review stayed unavailable for good, whatever the reviewer did.
        """
        from inspector.review.access import ReviewUnreadable

        if not isinstance(error, ReviewUnreadable):
            return
        kept_as = f"{error.store_path.name}.retired-<n>"
        box, start = unreadable_prompt(self._window, state.path.name, str(error), kept_as)
        box.finished.connect(lambda _result: self._on_unreadable_answered(box, start, state, error))
        self.unreadable_box = box
        box.open()

    def _on_unreadable_answered(
        self, box: QMessageBox, start: QPushButton, state: ChunkState, error: Any
    ) -> None:
        self.unreadable_box = None
        if box.clickedButton() is not start or self._shown is not state or self.session:
            return
        from inspector.review.store import retire_store

        try:
            kept = retire_store(error.store_path)
        except OSError as failure:
            self._refuse(f"The review file could not be put aside: {failure}")
            return
        self._window.statusBar().showMessage(
            f"The unreadable review of {state.path.name} is kept as {kept.name}; a new review "
            "starts.",
            15_000,
        )
        self._open_session(state)

    def _start_session(self, state: ChunkState) -> None:
        """Show the just opened session of ``state``: restored, stale or new."""
        self.display.counter.reset(state)
        if self.session.read_only:
            # The stored offsets belong to the old text: the new version is shown as the
            # engine cut it, read-only, until the reviewer re-anchors.
            state.read_only = True
            self._show_stale(state)
        else:
            if self.session.state != state.review_state():
                self._show_whole(state)
                decided = sum(1 for r in state.reviews if r.status.value != "unreviewed")
                edits = len(self.session.audit())
                self._window.statusBar().showMessage(
                    f"{state.path.name}: review restored: {len(state):,} chunks, "
                    f"{decided:,} decided, {edits:,} edits in the audit trail.",
                    10_000,
                )
            self._restore_undo_stack()
        self._after_change()

    def _restore_undo_stack(self) -> None:
        """Mirror the session's reopened undo and redo stacks on the QUndoStack."""
        undo, redo = self.session.history()
        self._restoring = True
        try:
            self.stack.clear()
            for text in undo + redo:
                self.stack.push(EditCommand(text, self))
            self.stack.setIndex(len(undo))  # the redo entries are undone already
            self.stack.setClean()
        finally:
            self._restoring = False

    def _show_stale(self, state: ChunkState) -> None:
        """Tell the reviewer the file changed; offer to re-anchor or keep it read-only."""
        reason = self.session.stale_reason or "its fingerprint differs"
        box, self.reanchor_button = stale_prompt(self._window, state.path.name, reason)
        box.finished.connect(lambda _result: self._on_stale_answered(box, state))
        self.stale_box = box
        self._window.statusBar().showMessage(f"{STALE_TITLE}: read-only until re-anchored.")
        box.open()

    def _on_stale_answered(self, box: QMessageBox, state: ChunkState) -> None:
        self.stale_box = None
        if box.clickedButton() is not self.reanchor_button or self.session is None:
            return
        self.reanchor()

    def reanchor(self) -> bool:
        """Carry the review onto the changed file (the banner's Re-anchor button)."""
        state = self._shown
        if self.session is None or state is None:
            return False
        try:
            report = self.session.reanchor()
        except InspectorError as error:
            self._refuse(f"The review could not be re-anchored: {error}")
            return False
        state.read_only = False
        self._show_whole(state)
        self._restore_undo_stack()
        summary = report.summary() if hasattr(report, "summary") else str(report)
        self._window.statusBar().showMessage(f"Review re-anchored: {summary}", 15_000)
        return True

    def _rebase(self, state: ChunkState, previous: ChunkState | None = None) -> None:
        """A re-chunk of the shown document: keep manual boundaries and unchanged decisions."""
        session = self.session
        if session.read_only:
            state.read_only = True
            self._after_change()
            return
        steps = len(session.history()[0])
        try:
            report = session.rebase(state.chunk_set, state.config)
        except InspectorError as error:
            self._refuse(f"The review could not follow the re-chunk: {error}")
            return
        state.set_review(session.state)
        state.lost_approval = frozenset(state.chunks[i].start for i in report.lost_approval)
        if len(session.history()[0]) > steps:  # the same rules again save no step
            # An undoable step like any edit: undo gives the previous chunks and decisions
            # back, and with them the rules panel's values and the page's marks of that run.
            if previous is not None and previous.document is state.document:
                self.stack.push(RechunkCommand(session.undo_text, self, previous, state))
            else:
                self.stack.push(EditCommand(session.undo_text, self))
        self._show_whole(state)
        self._window.statusBar().showMessage(f"Review kept across the re-chunk: {report.summary()}")

    def _guard_rechunk(
        self, shown: ChunkState, rechunked: ChunkState, decided: Callable[[bool], None]
    ) -> None:
        """``DocumentController.rechunk_guard``: ask before a rule change takes decisions away.

        The rebase is tried on the session's state first (nothing saved); when chunks with a
        decision would be cut differently, the reviewer chooses between the new rules and the
        previous ones (window-modal, so the rules cannot change meanwhile).
        """
        session = self.session
        if session is None or session.read_only or self._shown is not shown:
            decided(True)
            return
        from inspector.review.rebase import rebase

        _new, report = rebase(
            session.state, rechunked.chunk_set, shown.document, facts=session.context.facts
        )
        lost = len(report.lost_approval)
        if not lost and not report.dropped:
            decided(True)
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            "Apply the rule change?",
            f"With these rules, {lost} chunk(s) you decided on are cut differently and lose "
            f"their status; {report.dropped} decision(s) would be dropped. The {report.kept} "
            "decision(s) on unchanged chunks are kept. Edit > Undo takes the change back.",
            QMessageBox.StandardButton.NoButton,
            self._window,
        )
        apply = box.addButton("Apply the New Rules", QMessageBox.ButtonRole.AcceptRole)
        box.addButton("Keep the Previous Rules", QMessageBox.ButtonRole.RejectRole)
        self.rechunk_box = box

        def answered(_result: int) -> None:
            self.rechunk_box = None
            decided(box.clickedButton() is apply)

        box.finished.connect(answered)
        box.open()

    def undo_run(self, run: ChunkState, lost_approval: frozenset[int]) -> None:
        """``RunStepper``: undo the re-chunk, then show the run before it whole."""
        if self._restoring or self.session is None or not self.session.can_undo:
            return
        self._step_to_run(self.session.undo, run, lost_approval)

    def redo_run(self, run: ChunkState, lost_approval: frozenset[int]) -> None:
        """``RunStepper``: redo the re-chunk, then show the run after it whole."""
        if self._restoring or self.session is None or not self.session.can_redo:
            return
        self._step_to_run(self.session.redo, run, lost_approval)

    def _step_to_run(
        self, step: Callable[[], object], run: ChunkState, lost_approval: frozenset[int]
    ) -> None:
        try:
            step()
        except InspectorError as error:
            self._refuse(f"The review could not be changed: {error}")
            return
        run.set_review(self.session.state)
        run.lost_approval = lost_approval
        self._shown = run  # shown by the controller below, not rebased again
        self._window.controller.show_run(run)
        self._show_whole(run)

    def _close_session(self) -> None:
        self._opener.cancel()
        if self.session is not None:
            try:
                self.session.close()
            except InspectorError as error:
                log.warning("closing the review store: %s", error)
            thaw_session_objects()
        if self._tokens is not None:
            self._tokens.close()
            self._tokens = None
        self.session = None
        self._shown = None
        self.stack.clear()
        self._after_change()

    def close(self) -> None:
        """The window closes: close the store (every edit is saved already)."""
        self._close_session()

    # -- preferences ------------------------------------------------------------------------

    @Slot()
    def edit_preferences(self, first_time: bool = False) -> None:
        """Edit > Preferences (also asked once before the first decision when unset)."""
        if first_time:
            self._warm_up_edits()
        self.reviewer_name.ask(first_time)

    def _on_named(self) -> None:
        if self.session is not None:
            self.session.reviewer = self.reviewer
