"""Long work off the UI thread: opening a document in a worker process, re-chunking in a thread.

Both tasks report through a plain ``queue.Queue`` that a ``QTimer`` on the GUI thread drains
every :data:`POLL_INTERVAL_MS`. No QObject is ever touched from another thread, so a task can
be dropped at any time (window closed, another file opened) without a cross-thread deletion.

- :class:`LoadTask` runs :func:`inspector.gui.load_worker.load_and_chunk` in a worker
  *process* (PyMuPDF holds the GIL for a whole page). A helper thread starts the process (the
  first start waits for the fork server), reads its messages and reassembles the Document
  piece by piece (see :mod:`inspector.gui.document_transport`), so neither the pipe nor the
  unpickling runs on the GUI thread, and no single step holds the GIL for long.
- :class:`RechunkTask` runs ``chunk_document`` on an already loaded Document in a *thread*:
  the engine is pure Python and the Document stays in the GUI process.

Cancelling is immediate for the GUI (the task emits ``cancelled`` and goes quiet); the work
itself stops at its next cancellation check, and a worker process that does not stop within
:data:`TERMINATE_AFTER_S` is terminated.
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
import threading
import time
from collections.abc import Callable
from multiprocessing.context import ForkServerContext, SpawnContext
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from inspector.errors import Cancelled, LoadError
from inspector.gui.document_transport import Reassembler

if TYPE_CHECKING:
    from inspector.document.model import Document
    from inspector.engine.config import ChunkingConfig

# The loaders and the engine are imported where they are used: the window must come up
# without them (the worker processes and the re-chunk thread need them, the first paint not).

log = logging.getLogger(__name__)

POLL_INTERVAL_MS = 15
"""How often the GUI thread looks for task messages while a task runs."""
TERMINATE_AFTER_S = 3.0
"""A cancelled worker process still running after this long is terminated."""
_READ_TIMEOUT_S = 0.1
_PIECE_VERBS = frozenset({"set", "extend", "array"})

_context_lock = threading.Lock()
_context: ForkServerContext | SpawnContext | None = None


def worker_context() -> ForkServerContext | SpawnContext:
    """The multiprocessing context for load workers (created once per process).

    "forkserver" where the platform has it: the server imports the loaders, the engine and the
    token ranks once (:mod:`inspector.gui.worker_warmup`) and each worker is a fork of it, so a
    worker starts in a few milliseconds. Never plain "fork": the GUI process has Qt's threads.
    Elsewhere (Windows), "spawn".
    """
    global _context
    with _context_lock:
        if _context is None:
            if "forkserver" in multiprocessing.get_all_start_methods():
                server = multiprocessing.get_context("forkserver")
                server.set_forkserver_preload(["inspector.gui.worker_warmup"])
                _context = server
            else:
                _context = multiprocessing.get_context("spawn")
        return _context


def warm_up_workers() -> threading.Thread:
    """Start the fork server now, in the background (about 1 s), so the first open is fast.

    Returns:
        The daemon thread doing it (tests join it).
    """

    def start() -> None:
        from inspector.gui import load_worker

        try:
            process = worker_context().Process(target=load_worker.noop, daemon=True)
            process.start()
            process.join()
        except Exception:  # the task boundary: a later open reports the problem to the user
            log.exception("could not start the worker process server")

    thread = threading.Thread(target=start, name="inspector-warmup", daemon=True)
    thread.start()
    return thread


def warm_up_engine(config: ChunkingConfig) -> threading.Thread:
    """Load the token ranks and compile ``config``'s rules in this process, in the background.

    Re-chunking runs in this process; this makes its first run as quick as the later ones.

    Returns:
        The daemon thread doing it.
    """
    from inspector.gui import load_worker

    thread = threading.Thread(
        target=load_worker.warm_engine, args=(config,), name="inspector-warm-engine", daemon=True
    )
    thread.start()
    return thread


class _PolledTask(QObject):
    """Base: drains ``self._inbox`` on the GUI thread and hands messages to ``_dispatch``.

    Subclasses set ``self._thread``, the thread that does (or waits for) the work.
    """

    _thread: threading.Thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._inbox: queue.Queue[tuple[Any, ...]] = queue.Queue()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_INTERVAL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._finished = False

    @property
    def is_running(self) -> bool:
        """True from ``start`` until an outcome signal was emitted (or it was cancelled)."""
        return self._timer.isActive()

    def start(self) -> None:
        """Start the work; outcome signals follow on the GUI thread."""
        self._begin()
        self._thread.start()

    def wait(self, timeout_s: float) -> bool:
        """Block until the task's thread is gone (tests, shutdown); True if it is."""
        if self._thread.is_alive():
            self._thread.join(timeout_s)
        return not self._thread.is_alive()

    def _begin(self) -> None:
        self._timer.start()

    def _end(self) -> None:
        self._finished = True
        self._timer.stop()

    @Slot()
    def _on_timer_timeout(self) -> None:
        messages: list[tuple[Any, ...]] = []
        while True:
            try:
                messages.append(self._inbox.get_nowait())
            except queue.Empty:
                break
        for position, message in enumerate(messages):
            if self._finished:
                return
            # Of a run of progress reports that arrived together, only the last is shown.
            following = messages[position + 1] if position + 1 < len(messages) else None
            if message[0] == "progress" and following is not None and following[0] == "progress":
                continue
            self._dispatch(message)

    def _dispatch(self, message: tuple[Any, ...]) -> None:
        raise NotImplementedError


class _CancellableTask(_PolledTask):
    """A task the user can stop.

    Subclasses set ``self._cancel_event`` (a threading or multiprocessing Event) that their
    work polls.

    Signals:
        cancelled: emitted once by :meth:`cancel`.
    """

    cancelled = Signal()
    _cancel_event: Any

    def cancel(self) -> None:
        """Stop: emits ``cancelled`` now; the work stops at its next check, in the background."""
        if self._finished:
            return
        self._cancel_event.set()
        self._end()
        self.cancelled.emit()


class LoadTask(_CancellableTask):
    """Load and chunk one file in a worker process.

    Signals:
        progressed: ``(stage, done, total)``: stage "load" counts pages (or body parts of a
            DOCX), stage "chunk" counts percent.
        succeeded: ``(document, chunk_set, config)``: the configuration used (the default
            one when None was given).
        failed: ``(error)``, a :class:`~inspector.errors.LoadError` with a message for the user.
        cancelled: emitted once by :meth:`cancel`.
    """

    progressed = Signal(str, int, int)
    succeeded = Signal(object, object, object)
    failed = Signal(object)

    def __init__(
        self,
        path: Path,
        password: str | None,
        config: ChunkingConfig | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        from inspector.gui import load_worker

        self.path = path
        context = worker_context()
        self._results: Any = context.Queue()
        self._cancel_event = context.Event()
        self._process = context.Process(
            target=load_worker.load_and_chunk,
            args=(str(path), password, config, self._results, self._cancel_event),
            name=f"inspector-load-{path.name}",
            daemon=True,
        )
        self._thread = threading.Thread(target=self._pump, name="inspector-load", daemon=True)

    def _dispatch(self, message: tuple[Any, ...]) -> None:
        verb = message[0]
        if verb == "progress":
            self.progressed.emit(message[1], message[2], message[3])
        elif verb == "done":
            self._end()
            self.succeeded.emit(message[1], message[2], message[3])
        elif verb == "failed":
            self._end()
            self.failed.emit(message[1])
        elif verb == "cancelled":
            self._end()
            self.cancelled.emit()

    # -- helper thread ------------------------------------------------------------------------

    def _pump(self) -> None:
        """Start the process, forward its messages, reassemble the result (helper thread)."""
        try:
            self._process.start()
        except Exception as error:  # the task boundary: the GUI must hear of it
            log.exception("the worker process for %s did not start", self.path.name)
            message = f"{self.path.name} could not be opened: the worker did not start ({error})."
            self._inbox.put(("failed", LoadError(message)))
            return
        try:
            self._read_messages()
        finally:
            self._stop_process()

    def _read_messages(self) -> None:
        reassembler = Reassembler()
        cancelled_at: float | None = None
        while True:
            if cancelled_at is None and self._cancel_event.is_set():
                cancelled_at = time.monotonic()
            if cancelled_at is not None and time.monotonic() - cancelled_at > TERMINATE_AFTER_S:
                return
            try:
                message = self._results.get(timeout=_READ_TIMEOUT_S)
            except queue.Empty:
                if not self._process.is_alive() and self._results.empty():
                    code = self._process.exitcode
                    self._inbox.put(("failed", _crashed(self.path, code)))
                    return
                continue
            verb = message[0]
            if verb in _PIECE_VERBS:
                if cancelled_at is None:
                    reassembler.add(message)
                continue
            if verb == "done":
                document, chunk_set = reassembler.result()
                self._inbox.put(("done", document, chunk_set, message[1]))
                return
            self._inbox.put(message)
            if verb in ("failed", "cancelled"):
                return

    def _stop_process(self) -> None:
        self._process.join(TERMINATE_AFTER_S)
        if self._process.is_alive():
            log.warning("worker for %s did not stop; terminating it", self.path.name)
            self._process.terminate()
            self._process.join(1.0)
        self._results.close()
        self._results.join_thread()


def _crashed(path: Path, exit_code: int | None) -> LoadError:
    return LoadError(
        f"{path.name} could not be opened: the worker process stopped unexpectedly "
        f"(exit code {exit_code}). The file may be damaged."
    )


class RechunkTask(_CancellableTask):
    """Chunk an already loaded Document again, with another configuration, in a thread.

    Signals:
        progressed: ``(done, total)`` percent.
        succeeded: ``(chunk_set)``.
        failed: ``(message)``: why the configuration could not be used.
        cancelled: emitted once by :meth:`cancel`.
    """

    progressed = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(str)

    def __init__(
        self, document: Document, config: ChunkingConfig, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.config = config
        self._cancel_event = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(document, config), name="inspector-rechunk", daemon=True
        )

    def _dispatch(self, message: tuple[Any, ...]) -> None:
        verb = message[0]
        if verb == "progress":
            self.progressed.emit(message[1], message[2])
        elif verb == "done":
            self._end()
            self.succeeded.emit(message[1])
        elif verb == "failed":
            self._end()
            self.failed.emit(message[1])

    def _run(self, document: Document, config: ChunkingConfig) -> None:
        from inspector.engine.chunker import chunk_document

        report: Callable[[int, int], None] = lambda done, total: self._inbox.put(  # noqa: E731
            ("progress", done, total)
        )
        try:
            chunk_set = chunk_document(
                document, config, on_progress=report, should_cancel=self._cancel_event.is_set
            )
        except Cancelled:
            return
        except ValueError as error:  # a rule pattern that does not compile, a bad size
            self._inbox.put(("failed", str(error)))
            return
        except Exception as error:  # the task boundary: report, never die silently
            log.exception("re-chunking failed")
            self._inbox.put(("failed", f"Re-chunking failed: an internal error ({error})."))
            return
        self._inbox.put(("done", chunk_set))


class CallTask(_PolledTask):
    """Run one function in a thread (reading and compiling a configuration, say).

    Signals:
        succeeded: ``(result)``.
        failed: ``(message)``: the ``ValueError`` or ``OSError`` it raised, in words.
    """

    succeeded = Signal(object)
    failed = Signal(str)

    def __init__(self, function: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = threading.Thread(
            target=self._run, args=(function,), name="inspector-call", daemon=True
        )

    def _dispatch(self, message: tuple[Any, ...]) -> None:
        self._end()
        if message[0] == "done":
            self.succeeded.emit(message[1])
        else:
            self.failed.emit(message[1])

    def _run(self, function: Callable[[], object]) -> None:
        try:
            result = function()
        except OSError as error:
            self._inbox.put(("failed", error.strerror or str(error)))
            return
        except ValueError as error:
            self._inbox.put(("failed", str(error)))
            return
        except Exception as error:  # the task boundary: report, never die silently
            log.exception("background call failed")
            self._inbox.put(("failed", f"an internal error ({error})"))
            return
        self._inbox.put(("done", result))
