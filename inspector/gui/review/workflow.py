"""The review workflow: what the review actions, dialogs and context menus do.

Keyboard review goes over the chunk list's rows (its filters and sort order), so "next
unreviewed" and "approve all listed" mean what the reviewer sees. Every change is an edit
value handed to :meth:`ReviewController.request`; this module only decides which edit.

Context menus: on a page (right-click), "Split Here" at the word start nearest the pointer,
merge, type and heading, re-chunk with another size profile, and exclude the line under the
pointer or restore the excluded text (hatched) under it; in the text view the same, at the
character under the pointer, and "Exclude Selected Text" for a selection.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, Slot
from PySide6.QtGui import QContextMenuEvent, QMouseEvent
from PySide6.QtWidgets import QMenu

from inspector.engine.types import ChunkType
from inspector.gui.review.audit import AuditDialog
from inspector.gui.review.dialogs import FlagDialog, HeadingDialog, NoteDialog
from inspector.review.edits import (
    AddFlag,
    ExcludeSpan,
    MergeChunks,
    RechunkRange,
    RestoreSpan,
    SetChunkType,
    SetHeading,
    SetNote,
    SetStatus,
    SplitChunk,
)
from inspector.review.model import ReviewStatus

if TYPE_CHECKING:
    from inspector.engine.config import ChunkingConfig
    from inspector.engine.types import ChunkSet
    from inspector.gui.jobs.tasks import RechunkTask
    from inspector.gui.main_window import MainWindow
    from inspector.gui.review.controller import ReviewController
    from inspector.view.chunk_state import ChunkState


class ReviewWorkflow(QObject):
    """Connects the review actions and context menus of a window to its review controller.

    Attributes:
        flag_dialog, note_dialog, heading_dialog: the dialog open now, if any (tests fill them).
        audit_dialog: the audit trail window once opened.
        context_menu: the last context menu built (tests trigger its actions).
    """

    def __init__(self, review: ReviewController, window: MainWindow) -> None:
        super().__init__(review)
        self._review = review
        self._window = window
        self.flag_dialog: FlagDialog | None = None
        self.note_dialog: NoteDialog | None = None
        self.heading_dialog: HeadingDialog | None = None
        self.audit_dialog: AuditDialog | None = None
        self.context_menu: QMenu | None = None
        self.rechunk_task: RechunkTask | None = None  # re-chunking a chunk with a profile
        # Other features add entries to the context menu: (menu, offset, exclusion, selection).
        self.menu_extensions: list[Callable[[QMenu, int, tuple[int, int] | None, bool], None]] = []
        self._page_offset: int | None = None  # word start under the pointer on a page
        a = review.actions
        a.next_unreviewed.triggered.connect(functools.partial(self.step_unreviewed, 1))
        a.previous_unreviewed.triggered.connect(functools.partial(self.step_unreviewed, -1))
        for action, status in (
            (a.approve, ReviewStatus.APPROVED),
            (a.needs_work, ReviewStatus.NEEDS_WORK),
            (a.reject, ReviewStatus.REJECTED),
            (a.clear_status, ReviewStatus.UNREVIEWED),
        ):
            action.triggered.connect(functools.partial(self.set_status, status))
        a.approve_filtered.triggered.connect(self.approve_listed)
        a.flag.triggered.connect(self.ask_flag)
        a.comment.triggered.connect(self.ask_note)
        a.edit_heading.triggered.connect(self.ask_heading)
        a.merge_next.triggered.connect(functools.partial(self.merge, 0))
        a.merge_previous.triggered.connect(functools.partial(self.merge, -1))
        a.split_at_cursor.triggered.connect(self.split_at_cursor)
        a.show_audit.triggered.connect(self.show_audit)
        window.page_view.viewport().installEventFilter(self)
        window.text_view.context_menu_requested.connect(self._on_text_context_menu)

    # -- helpers ----------------------------------------------------------------------------

    @property
    def _state(self) -> ChunkState | None:
        return self._review.state

    @property
    def _current(self) -> int | None:
        return self._window.controller.selection.current

    def _listed(self) -> list[int]:
        """The chunk indices of the chunk list's rows, in its order."""
        proxy = self._window.chunk_list.filter_model
        return [proxy.chunk_index(row) for row in range(proxy.rowCount())]

    # -- keyboard review --------------------------------------------------------------------

    def step_unreviewed(self, direction: int) -> None:
        """Select the next (1) or previous (-1) unreviewed chunk in the list's order."""
        state = self._state
        if state is None:
            return
        listed = self._listed()
        current = self._current
        position = listed.index(current) if current in listed else -1
        if position < 0 and direction < 0:
            position = len(listed)
        steps = range(position + 1, len(listed)) if direction > 0 else range(position - 1, -1, -1)
        for row in steps:
            if state.reviews[listed[row]].status is ReviewStatus.UNREVIEWED:
                self._window.controller.selection.select(listed[row])
                return
        where = "after" if direction > 0 else "before"
        self._window.statusBar().showMessage(f"No unreviewed chunk {where} this one in the list.")

    def set_status(self, status: ReviewStatus) -> None:
        """Give the selected chunk ``status``."""
        if self._current is not None:
            self._review.request(SetStatus((self._current,), status))

    def approve_listed(self) -> None:
        """Approve every chunk the list shows that is not approved yet (one undo step)."""
        state = self._state
        if state is None:
            return
        indices = tuple(
            sorted(
                i for i in self._listed() if state.reviews[i].status is not ReviewStatus.APPROVED
            )
        )
        if not indices:
            self._window.statusBar().showMessage("Every listed chunk is approved already.")
            return
        self._review.request(SetStatus(indices, ReviewStatus.APPROVED))

    def merge(self, offset: int) -> None:
        """Merge the selected chunk with the next (``offset`` 0) or previous (-1) one."""
        current = self._current
        if current is None:
            return
        if current + offset < 0:
            self._review.refused.emit("The first chunk has no previous chunk to merge with.")
            self._window.statusBar().showMessage(
                "The first chunk has no previous chunk to merge with."
            )
            return
        self._review.request(MergeChunks(current + offset))

    def split_at_cursor(self) -> None:
        """Split the selected chunk at the text cursor (text view) or the pointer (page)."""
        state, current = self._state, self._current
        if state is None or current is None:
            return
        window = self._window
        if window.text_view.state is state and window.text_view.isVisible():
            offset: int | None = window.text_view.cursor_offset()
        else:
            offset = self._page_offset
        chunk = state.chunks[current]
        if offset is None or not chunk.start < offset < chunk.end:
            message = (
                "Put the text cursor (or, on a page, the pointer) inside the selected chunk "
                "where it should split, or right-click there and choose Split Here."
            )
            window.statusBar().showMessage(message, 10_000)
            self._review.refused.emit(message)
            return
        self._review.request(SplitChunk(current, offset))

    # -- dialogs ----------------------------------------------------------------------------

    def ask_flag(self) -> None:
        """F: flag a problem on the selected chunk (category and comment)."""
        current = self._current
        if current is None:
            return
        dialog = FlagDialog(current, self._window)
        dialog.accepted.connect(lambda: self._review.request(AddFlag(current, *dialog.chosen())))
        dialog.finished.connect(lambda _r: setattr(self, "flag_dialog", None))
        self.flag_dialog = dialog
        dialog.open()

    def ask_note(self) -> None:
        """C: write (or clear) the note on the selected chunk."""
        current, state = self._current, self._state
        if current is None or state is None:
            return
        dialog = NoteDialog(current, state.reviews[current].note, self._window)
        dialog.accepted.connect(lambda: self._review.request(SetNote(current, dialog.text())))
        dialog.finished.connect(lambda _r: setattr(self, "note_dialog", None))
        self.note_dialog = dialog
        dialog.open()

    def ask_heading(self, index: int | None = None) -> None:
        """H: change the heading text and type of a chunk (the selected one by default)."""
        index = self._current if index is None else index
        state = self._state
        if index is None or state is None:
            return
        chunk = state.chunks[index]
        dialog = HeadingDialog(index, chunk.heading_text, chunk.chunk_type, self._window)

        def accepted() -> None:
            heading, chunk_type = dialog.chosen()
            review = self._review
            changes: list[SetHeading | SetChunkType] = []
            if heading != state.chunks[index].heading_text:
                changes.append(SetHeading(index, heading))
            if chunk_type is not state.chunks[index].chunk_type:
                changes.append(SetChunkType(index, chunk_type))
            if len(changes) == 2:
                review.stack.beginMacro(f"Heading and type of chunk {index}")
            for change in changes:
                review.request(change)
            if len(changes) == 2:
                review.stack.endMacro()

        dialog.accepted.connect(accepted)
        dialog.finished.connect(lambda _r: setattr(self, "heading_dialog", None))
        self.heading_dialog = dialog
        dialog.open()

    def rechunk_with(self, index: int, profile: str, config: ChunkingConfig) -> None:
        """Re-chunk chunk ``index`` as if its size profile were ``profile`` (``config``).

        The whole document is chunked with ``config`` in a worker process (seconds on a long
        document: never on the UI thread); the edit is requested when it is done, for the
        chunk that starts where chunk ``index`` started then.
        """
        from inspector.gui.jobs.tasks import RechunkTask

        state = self._state
        if state is None:
            return
        anchor = state.chunks[index].start
        bar = self._window.statusBar()
        task = RechunkTask(state.document, config, self)

        def done(chunk_set: ChunkSet) -> None:
            self.rechunk_task = None
            now = self._state
            target = now.chunk_at(anchor) if now is not None else None
            if now is None or target is None or now.chunks[target].start != anchor:
                bar.showMessage("The chunk changed while it was re-chunked: nothing was done.")
                return
            self._review.request(RechunkRange(target, target, config, chunk_set))

        def failed(message: str) -> None:
            self.rechunk_task = None
            bar.showMessage(f"Re-chunking with the {profile} profile failed: {message}", 10_000)

        task.succeeded.connect(done)
        task.failed.connect(failed)
        self.rechunk_task = task
        bar.showMessage(f"Re-chunking chunk {index} with the {profile} profile…")
        task.start()

    @Slot()
    def show_audit(self) -> None:
        """Review > Audit Trail: who decided what, when, before and after."""
        session = self._review.session
        if session is None:
            return
        if self.audit_dialog is None:
            self.audit_dialog = AuditDialog(self._window)
        self.audit_dialog.show_entries(session.audit())
        if self.audit_dialog.isVisible():
            self.audit_dialog.raise_()  # already open behind the window: bring it forward
        else:
            self.audit_dialog.show()

    # -- context menus ----------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt override: a right-click on a page opens the review menu there.

        The word start under the pointer is remembered for Split at Cursor.
        """
        kind = event.type()
        if kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            self._remember_page_point(event.position().toPoint())
        elif (
            kind == QEvent.Type.ContextMenu
            and isinstance(event, QContextMenuEvent)
            and self._page_menu(event.pos(), event.globalPos())
        ):
            return True
        return super().eventFilter(watched, event)

    def _remember_page_point(self, point: QPoint) -> None:
        window = self._window
        if self._state is None or window.overlay.state is None:
            return
        snap = window.overlay.pointer.snap_at(window.page_view.mapToScene(point))
        self._page_offset = snap.offset if snap is not None else None

    def _page_menu(self, point: QPoint, global_point: QPoint) -> bool:
        window, state = self._window, self._state
        if state is None or window.overlay.state is not state:
            return False
        scene_pos = window.page_view.mapToScene(point)
        snap = window.overlay.pointer.snap_at(scene_pos)
        if snap is None:
            return False
        self._page_offset = snap.offset
        excluded = window.overlay.pointer.excluded_at(scene_pos)
        line = window.overlay.pointer.line_range_at(scene_pos)
        menu = self.build_menu(snap.offset, excluded, line)
        self.context_menu = menu
        menu.popup(global_point)
        return True

    @Slot(int, object, QPoint)
    def _on_text_context_menu(
        self, offset: int, selected: tuple[int, int] | None, global_point: QPoint
    ) -> None:
        state = self._state
        if state is None:
            return
        excluded = next(((s, e) for s, e in state.excluded_spans() if s <= offset < e), None)
        menu = self.build_menu(offset, excluded, selected, selection=True)
        self.context_menu = menu
        menu.popup(global_point)

    def build_menu(
        self,
        offset: int,
        excluded: tuple[int, int] | None,
        exclusion: tuple[int, int] | None,
        *,
        selection: bool = False,
    ) -> QMenu:
        """The review context menu for text offset ``offset`` (the place under the pointer).

        ``excluded``: the excluded span under the pointer; ``exclusion``: what "Exclude" would
        exclude (the line under the pointer, or the selected text).
        """
        state = self._state
        assert state is not None
        review = self._review
        index = state.chunk_at(offset)
        assert index is not None
        self._window.controller.selection.select(index)
        chunk = state.chunks[index]
        menu = QMenu(self._window)
        editable = review.session is not None and not review.session.read_only
        split = menu.addAction(f"Split Chunk {index} Here")
        split.setEnabled(editable and chunk.start < offset < chunk.end)
        split.triggered.connect(lambda: review.request(SplitChunk(index, offset)))
        if index + 1 < len(state):
            merge = menu.addAction(f"Merge Chunk {index} with Next")
            merge.triggered.connect(lambda: review.request(MergeChunks(index)))
        if index > 0:
            merge_back = menu.addAction(f"Merge Chunk {index} with Previous")
            merge_back.triggered.connect(lambda: review.request(MergeChunks(index - 1)))
        menu.addSeparator()
        types = menu.addMenu("Chunk &Type")
        for chunk_type in ChunkType:
            action = types.addAction(chunk_type.value)
            action.setCheckable(True)
            action.setChecked(chunk_type is chunk.chunk_type)
            action.triggered.connect(
                functools.partial(lambda t: review.request(SetChunkType(index, t)), chunk_type)
            )
        heading = menu.addAction("Edit &Heading…")
        heading.triggered.connect(lambda: self.ask_heading(index))
        profiles = menu.addMenu("Re-chunk with &Profile")
        own, _ = state.profile_of(index)
        for name, profile in state.config.profiles.items():
            label = f"{name} ({profile.target_min}–{profile.target_max}, max {profile.max_tokens})"
            action = profiles.addAction(label)
            action.setEnabled(name != own)
            config = state.config.with_profile(own, profile)
            action.triggered.connect(functools.partial(self.rechunk_with, index, name, config))
        menu.addSeparator()
        if excluded is not None:
            restore = menu.addAction("&Restore Excluded Text")
            restore.triggered.connect(lambda: review.request(RestoreSpan(*excluded)))
        elif exclusion is not None and exclusion[0] < exclusion[1]:
            text = "E&xclude Selected Text" if selection else "E&xclude This Line"
            exclude = menu.addAction(text)
            exclude.triggered.connect(lambda: review.request(ExcludeSpan(*exclusion)))
        for extend in self.menu_extensions:
            extend(menu, offset, exclusion, selection)
        for action in menu.actions():
            if not editable and action.menu() is None:
                action.setEnabled(False)
        for submenu in (types, profiles):
            submenu.setEnabled(editable)
        return menu
