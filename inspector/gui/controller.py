"""``DocumentController``: opens documents, keeps what the window shows, re-chunks on edits.

The window's behaviour lives here; ``main_window`` builds the widgets and wires them. The
controller owns the chunk list model and the shared selection, the load and re-chunk tasks,
the open PDF page sources and the configuration editor. It talks to widgets only through the
page view (which must show a new PDF's pages at once) and through signals.

Opening a file: the file's first bytes say what it is; a PDF is opened for viewing at once
(asking for its password if it has one) and its pages appear while a worker process loads
and chunks it; a DOCX, text or Markdown file shows when the worker is done. Until then the
previous document stays open, so a cancel or an error goes straight back to it.
"""

from __future__ import annotations

import gc
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QWidget

from inspector.document.model import Document
from inspector.document.pdf.render import PageSource
from inspector.engine.types import ChunkSet
from inspector.errors import LoadError
from inspector.gui.chunks.list_model import ChunkListModel
from inspector.gui.chunks.selection import ChunkSelection
from inspector.gui.jobs.tasks import CallTask, LoadTask, RechunkTask
from inspector.gui.shown_document import ShownDocument, open_for_viewing, sniff_file, warn
from inspector.gui.status_progress import StatusProgress
from inspector.view.boundary_diff import diff_boundaries
from inspector.view.chunk_state import ChunkState
from inspector.view.config_edits import ConfigEditor
from inspector.workers.load_prefix import pad_pages

if TYPE_CHECKING:
    from inspector.engine.config import ChunkingConfig
    from inspector.view.config_edits import EditsSnapshot

RechunkGuard = Callable[[ChunkState, ChunkState, Callable[[bool], None]], None]
"""``guard(shown, rechunked, decided)``: calls ``decided(True)`` to show the re-chunk, or
``decided(False)`` to keep the shown run (now, or once the user answered)."""

log = logging.getLogger(__name__)

RECHUNK_DELAY_MS = 400
"""Edits in the rules panel re-chunk this long after the last one (typing a pattern)."""


class DocumentController(QObject):
    """Opens, shows, re-chunks and closes documents for one window.

    Signals:
        document_changed: the window must show another document (a ``ShownDocument``), or none.
        chunks_changed: the shown document's chunks changed (a ``ChunkState``, or None while a
            document loads).
        provisional_chunks: a loading long PDF's first-page chunks (a ``ChunkState`` padded to
            all pages), to draw until ``chunks_changed`` brings the final ones.
        opened: a file began to open (``Path``): it goes into Open Recent.
        open_failed: a file could not be opened (``Path``): it leaves Open Recent.
        editor_changed: a new configuration editor (``ConfigEditor``) is in force.
        rechunk_status: ``(text, is_error)`` for the rules panel.
        message: a status bar message.
    """

    document_changed = Signal(object)
    chunks_changed = Signal(object)
    provisional_chunks = Signal(object)
    opened = Signal(object)
    open_failed = Signal(object)
    editor_changed = Signal(object)
    rechunk_status = Signal(str, bool)
    message = Signal(str)

    def __init__(self, window: QWidget, progress: StatusProgress, parent: QObject | None = None):
        super().__init__(parent)
        self._window = window
        self._progress = progress
        self.list_model = ChunkListModel(self)
        self.selection = ChunkSelection(self.list_model, self)
        self.editor: ConfigEditor | None = None
        self.current: ShownDocument | None = None
        self.pending: ShownDocument | None = None
        self._load: LoadTask | None = None
        self._rechunk: RechunkTask | None = None
        self._config_task: CallTask | None = None
        self._rechunk_edits: EditsSnapshot | None = None
        self.rechunk_guard: RechunkGuard | None = None
        """Asked before a re-chunk is shown (the review: would it take decisions away?)."""
        self._load_started = 0.0
        self._rechunk_timer = QTimer(self)
        self._rechunk_timer.setSingleShot(True)
        self._rechunk_timer.setInterval(RECHUNK_DELAY_MS)
        self._rechunk_timer.timeout.connect(self.rechunk_now)
        progress.cancel_requested.connect(self.cancel)

    @property
    def state(self) -> ChunkState | None:
        """The chunks of the document shown (None while nothing is loaded)."""
        return self.current.state if self.current is not None else None

    @property
    def busy(self) -> bool:
        """Whether a document is loading or being re-chunked."""
        return self._load is not None or self._rechunk is not None

    # -- opening ----------------------------------------------------------------------------

    def open_file(self, path: Path) -> bool:
        """Start opening ``path``; asks for a PDF's password; warns on an immediate error.

        Returns:
            True if it is opening (a PDF's pages are shown already); False if it failed at
            once or the password prompt was cancelled (the previous document stays).
        """
        path = path.absolute()
        try:
            kind = sniff_file(path)
        except LoadError as error:
            warn(self._window, str(error))
            return False
        source: PageSource | None = None
        password: str | None = None
        if kind == "pdf":
            opened = open_for_viewing(path, self._window)
            if opened is None:
                return False
            source, password = opened
        if self.current is not None and self.pending is None:
            self.current.page = self._current_page()  # the view shows it: remember where
        self._drop_pending()
        self._stop_rechunk()
        self.pending = ShownDocument(path, kind, source, password)
        self.document_changed.emit(self.pending)
        self.chunks_changed.emit(None)
        self.opened.emit(path)
        if source is not None and source.was_repaired:
            self.message.emit(
                f"{path.name} was damaged and has been repaired: pages may be missing or "
                "incomplete."
            )
        self._start_load(self.pending)
        return True

    @Slot()
    def read_by_ocr(self) -> bool:
        """Load the PDF shown again with every page read by OCR (File > Read Document by OCR).

        Returns:
            True if it is loading; False when no PDF is shown or one is still opening.
        """
        shown = self.current
        if shown is None or shown.kind != "pdf" or self.pending is not None:
            return False
        shown.page = self._current_page()
        self._stop_rechunk()
        self.pending = ShownDocument(
            shown.path, shown.kind, shown.source, shown.password, page=shown.page, ocr="always"
        )
        self.document_changed.emit(self.pending)
        self.chunks_changed.emit(None)
        self._start_load(self.pending)
        return True

    def _start_load(self, shown: ShownDocument) -> None:
        config = self.editor.build() if self.editor is not None else None
        task = LoadTask(shown.path, shown.password, config, self, ocr=shown.ocr)
        task.progressed.connect(self._on_load_progressed)
        task.provisional.connect(self._on_load_provisional)
        task.succeeded.connect(self._on_load_succeeded)
        task.failed.connect(self._on_load_failed)
        self._load = task
        self._load_started = time.perf_counter()
        self._progress.begin(f"Opening {shown.path.name}…")
        task.start()

    @Slot()
    def cancel(self) -> None:
        """Stop loading (back to the previous document) or stop a running re-chunk."""
        if self._load is not None:
            self._load.cancel()
            self._load = None
            self._progress.finish()
            name = self.pending.path.name if self.pending is not None else "the file"
            self._back_to_current()
            self.message.emit(f"Opening {name} was cancelled.")
        elif self._rechunk is not None:
            self._rechunk.cancel()
            self._rechunk = None
            self._progress.finish()
            self.rechunk_status.emit("Re-chunking was cancelled.", False)

    @Slot()
    def close_document(self) -> None:
        """Close the document (and stop any loading): the window shows nothing."""
        self._stop_tasks()
        self._drop_pending()
        if self.current is not None and self.current.source is not None:
            self.current.source.close()
        self.current = None
        self.list_model.set_state(None)
        self.document_changed.emit(None)
        self.chunks_changed.emit(None)

    def shutdown(self, timeout_s: float = 2.0) -> None:
        """Stop everything and release the files (the window is closing)."""
        tasks = [t for t in (self._load, self._rechunk, self._config_task) if t is not None]
        self.close_document()
        for task in tasks:
            task.wait(timeout_s)

    # -- load outcomes ----------------------------------------------------------------------

    @Slot(str, int, int)
    def _on_load_progressed(self, stage: str, done: int, total: int) -> None:
        name = self.pending.path.name if self.pending is not None else ""
        if stage == "load":
            unit = "page" if self.pending is not None and self.pending.kind == "pdf" else "part"
            text = f"Reading {name}: {unit} {done} of {total}"
            if self.pending is not None and self.pending.state is not None:
                text = f"Chunking {total:,} pages… ({unit} {done}; first pages provisional)"
            self._progress.report(text, done, total)
        else:
            self._progress.report(f"Chunking {name}…", done, total)

    @Slot(object, object, object)
    def _on_load_provisional(
        self, document: Document, chunk_set: ChunkSet, config: ChunkingConfig
    ) -> None:
        """Show a long PDF's first-page chunks while the rest loads (see ``load_prefix``)."""
        pending = self.pending
        if pending is None or pending.source is None:
            return
        sizes = tuple((size.width, size.height) for size in pending.source.page_sizes)
        loaded = len(document.pages)
        padded = pad_pages(document, sizes)
        pending.state = ChunkState(pending.path, padded, chunk_set, config, read_only=True)
        # Drawn over the pages only: no list rows, so nothing can be selected, edited or
        # exported until the final chunks replace these (``chunks_changed``).
        self.list_model.set_state(None)
        self.provisional_chunks.emit(pending.state)
        # As after the final result (see _on_load_succeeded): while the rest is reassembled,
        # a full collection must not walk these objects with the GIL held.
        gc.freeze()
        self.message.emit(
            f"{pending.path.name}: provisional chunks of the first {loaded} pages shown; "
            f"chunking all {len(sizes):,} pages…"
        )

    @Slot(object, object, object)
    def _on_load_succeeded(
        self, document: Document, chunk_set: ChunkSet, config: ChunkingConfig
    ) -> None:
        pending = self.pending
        self._load = None
        self._progress.finish()
        if pending is None:
            return
        if self.current is not None and self.current.source not in (None, pending.source):
            assert self.current.source is not None
            self.current.source.close()
        pending.state = ChunkState(pending.path, document, chunk_set, config)
        pending.page = self._current_page()
        self.current, self.pending = pending, None
        if self.editor is None or self.editor.build().config_hash != config.config_hash:
            self._set_editor(ConfigEditor(config))
        pending.state.edits = self.editor.snapshot() if self.editor is not None else None
        # No engine warm-up in this process: loading and re-chunking run in workers, and the
        # statistics panel (hidden by default) compiles the rules in its own computing thread.
        # A warm-up here held the GIL ~375 ms two seconds after a document showed, and edits
        # made meanwhile took 120-135 ms of wall time for 16 ms of CPU.
        self.list_model.set_state(pending.state)
        self.chunks_changed.emit(pending.state)
        # The new document's hundreds of thousands of objects (blocks, chunks, overlay items)
        # live as long as it is shown: out of the cyclic collector's reach, a full collection
        # no longer walks them (50-170 ms with the GIL held, a frozen window at a random
        # moment). They are acyclic and still freed by reference counting when replaced.
        gc.freeze()
        elapsed = time.perf_counter() - self._load_started
        log.info(
            "%s: %d chunks shown %.2f s after opening",
            pending.path.name,
            len(chunk_set.chunks),
            elapsed,
        )
        repaired = pending.source is not None and pending.source.was_repaired
        note = " It was damaged and has been repaired: pages may be missing." if repaired else ""
        self.message.emit(
            f"{pending.path.name}: {len(chunk_set.chunks):,} chunks, "
            f"{chunk_set.document_type.value}, opened in {elapsed:.1f} s.{note}"
        )

    @Slot(object)
    def _on_load_failed(self, error: LoadError) -> None:
        self._load = None
        self._progress.finish()
        path = self.pending.path if self.pending is not None else None
        self._back_to_current()
        self._warn(str(error))
        if path is not None:
            self.open_failed.emit(path)

    def _back_to_current(self) -> None:
        """Show the document that was shown before the one that failed or was cancelled."""
        self._drop_pending()
        self.document_changed.emit(self.current)
        self.chunks_changed.emit(self.state)

    def _drop_pending(self) -> None:
        if self._load is not None:
            self._load.cancel()
            self._load = None
            self._progress.finish()
        pending, self.pending = self.pending, None
        if pending is not None and pending.state is not None:
            self.list_model.set_state(self.state)  # the list showed its provisional chunks
        if pending is not None and pending.source is not None:
            current_source = self.current.source if self.current is not None else None
            if pending.source is not current_source:
                pending.source.close()

    # -- re-chunking ------------------------------------------------------------------------

    @Slot()
    def schedule_rechunk(self) -> None:
        """Re-chunk with the editor's configuration once edits pause (debounced)."""
        self._rechunk_timer.start()

    @Slot()
    def rechunk_now(self) -> None:
        """Re-chunk the shown document with the editor's configuration now."""
        self._rechunk_timer.stop()
        state = self.state
        if state is None or self.editor is None or self._load is not None:
            return
        if self._rechunk is not None:
            self._rechunk.cancel()
        task = RechunkTask(state.document, self.editor.build(), self)
        self._rechunk_edits = self.editor.snapshot()
        task.progressed.connect(self._on_rechunk_progressed)
        task.succeeded.connect(self._on_rechunk_succeeded)
        task.failed.connect(self._on_rechunk_failed)
        self._rechunk = task
        self._progress.begin(f"Re-chunking {state.path.name}…")
        self.rechunk_status.emit("Re-chunking…", False)
        task.start()

    @Slot(int, int)
    def _on_rechunk_progressed(self, done: int, total: int) -> None:
        self._progress.report("Re-chunking…", done, total)

    @Slot(object)
    def _on_rechunk_succeeded(self, chunk_set: ChunkSet) -> None:
        task, self._rechunk = self._rechunk, None
        self._progress.finish()
        state = self.state
        if state is None or task is None or self.current is None:
            return
        if task.document is not state.document:
            return  # chunks of a document that is no longer shown
        diff = diff_boundaries(state.chunks, chunk_set.chunks)
        new_state = state.rechunked(chunk_set, task.config, diff)
        new_state.edits = self._rechunk_edits

        def decided(apply: bool) -> None:
            if self.current is None or self.current.state is not state:
                return  # another document or run came meanwhile
            if apply:
                self.show_run(new_state)
                self.rechunk_status.emit(diff.summary(), False)
            else:
                self.show_run(state)
                self.rechunk_status.emit("Rule change not applied: the previous rules.", False)

        if self.rechunk_guard is None:
            decided(True)
        else:
            self.rechunk_guard(state, new_state, decided)

    def show_run(self, state: ChunkState) -> None:
        """Show ``state``, a run of the shown document, and the rules panel's edits it was cut with.

        For a re-chunk, an undone or redone one, and a rule change not applied.
        """
        shown = self.current
        if shown is None or shown.state is None or shown.state.document is not state.document:
            return
        self._rechunk_timer.stop()  # an edit waiting to re-chunk is replaced by this run
        if state.edits is not None and state.edits.editor is not self.editor:
            self.editor = state.edits.editor
        if state.edits is not None and self.editor is not None:
            self.editor.restore(state.edits)
            self.editor_changed.emit(self.editor)
        if shown.state is state:
            return
        selected = self.selection.current
        anchor = shown.state.chunks[selected].start if selected is not None else None
        shown.state = state
        self.list_model.set_state(state)
        self.chunks_changed.emit(state)
        if anchor is not None:
            self.selection.select(state.chunk_at(anchor))

    @Slot(str)
    def _on_rechunk_failed(self, message: str) -> None:
        self._rechunk = None
        self._progress.finish()
        self.rechunk_status.emit(message, True)

    # -- configurations ---------------------------------------------------------------------

    def load_config_file(self, path: Path) -> None:
        """Read a TOML configuration (off the UI thread), then re-chunk with it."""
        from inspector.engine.config import load_config

        self._run_config_task(lambda: load_config(path), path.name)

    def reset_config(self) -> None:
        """Go back to the shipped default configuration, then re-chunk."""
        from inspector.engine.config import default_config

        self._run_config_task(default_config, "default configuration")

    def save_config_file(self, path: Path) -> bool:
        """Write the configuration in force (with its edits) to a TOML file."""
        if self.editor is None:
            return False
        from inspector.engine.config import save_config

        try:
            save_config(self.editor.build(), path)
        except OSError as error:
            self._warn(f"{path.name} could not be written: {error.strerror or error}.")
            return False
        self.message.emit(f"Configuration saved to {path.name}.")
        return True

    def _run_config_task(self, function: Callable[[], ChunkingConfig], source: str) -> None:
        task = CallTask(function, self)

        @Slot(object)
        def done(config: ChunkingConfig) -> None:
            self._config_task = None
            self._set_editor(ConfigEditor(config, source))
            self.rechunk_now()

        @Slot(str)
        def failed(message: str) -> None:
            self._config_task = None
            self._warn(f"The configuration {source} cannot be used: {message}", "Configuration")

        task.succeeded.connect(done)
        task.failed.connect(failed)
        self._config_task = task
        task.start()

    def _set_editor(self, editor: ConfigEditor) -> None:
        self.editor = editor
        self.editor_changed.emit(editor)

    # -- helpers ----------------------------------------------------------------------------

    def _stop_rechunk(self) -> None:
        self._rechunk_timer.stop()
        if self._rechunk is not None:
            self._rechunk.cancel()
            self._rechunk = None
            self._progress.finish()

    def _stop_tasks(self) -> None:
        self._rechunk_timer.stop()
        for task in (self._load, self._rechunk):
            if task is not None:
                task.cancel()
        self._load = self._rechunk = None
        self._progress.finish()

    def _current_page(self) -> int:
        view = getattr(self._window, "page_view", None)
        return int(view.current_page) if view is not None else 0

    def _warn(self, text: str, title: str = "Cannot Open Document") -> None:
        warn(self._window, text, title)
