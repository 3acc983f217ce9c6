"""Long work off the UI thread: opening a document in a worker process, re-chunking in a thread.

Both tasks report through their ``_inbox`` queue, drained on the GUI thread (see
:mod:`inspector.gui.task_base`).

- :class:`LoadTask` runs :func:`inspector.gui.load_worker.load_and_chunk` in a worker
  *process* (PyMuPDF holds the GIL for a whole page). A helper thread starts the process (the
  first start waits for the fork server, :mod:`inspector.gui.worker_processes`), reads its
  messages and reassembles the Document piece by piece (see
  :mod:`inspector.gui.document_transport`), so neither the pipe nor the unpickling runs on the
  GUI thread, and no single step holds the GIL for long. A long PDF's first pages arrive
  first, as a provisional result (``provisional``), the whole document after (``succeeded``).
- :class:`RechunkTask` runs ``chunk_document`` on an already loaded Document in a *thread*:
  the engine is pure Python and the Document stays in the GUI process.

Cancelling is immediate for the GUI (the task emits ``cancelled`` and goes quiet); the work
itself stops at its next cancellation check, and a worker process that does not stop within
:data:`TERMINATE_AFTER_S` is terminated.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from inspector.errors import Cancelled, LoadError
from inspector.gui.document_transport import PIECE_VERBS, Reassembler
from inspector.gui.task_base import CallTask, CancellableTask
from inspector.gui.worker_processes import warm_up_engine, warm_up_workers, worker_context

if TYPE_CHECKING:
    from inspector.document.model import Document
    from inspector.engine.config import ChunkingConfig

# The loaders and the engine are imported where they are used: the window must come up
# without them (the worker processes and the re-chunk thread need them, the first paint not).

__all__ = [
    "CallTask",
    "LoadTask",
    "RechunkTask",
    "warm_up_engine",
    "warm_up_workers",
    "worker_context",
]

log = logging.getLogger(__name__)

TERMINATE_AFTER_S = 3.0
"""A cancelled worker process still running after this long is terminated."""
_READ_TIMEOUT_S = 0.1


class LoadTask(CancellableTask):
    """Load and chunk one file in a worker process.

    Signals:
        progressed: ``(stage, done, total)``: stage "load" counts pages (or body parts of a
            DOCX), stage "chunk" counts percent.
        provisional: ``(document, chunk_set, config)`` for a long PDF's first pages only
            (:mod:`inspector.gui.load_prefix`), before ``succeeded``: to show, never to edit.
        succeeded: ``(document, chunk_set, config)``: the configuration used (the default
            one when None was given).
        failed: ``(error)``, a :class:`~inspector.errors.LoadError` with a message for the user.
        cancelled: emitted once by :meth:`cancel`.
    """

    progressed = Signal(str, int, int)
    provisional = Signal(object, object, object)
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
        elif verb == "provisional":
            self.provisional.emit(message[1], message[2], message[3])
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
        except Exception as error:  # the task boundary: the GUI must hear of it
            log.exception("reading the worker's result for %s failed", self.path.name)
            message = f"{self.path.name} could not be opened: an internal error ({error})."
            self._inbox.put(("failed", LoadError(message)))
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
            if verb in PIECE_VERBS:
                if cancelled_at is None:
                    reassembler.add(message)
                continue
            if verb in ("provisional", "done"):
                document, chunk_set = reassembler.result()
                self._inbox.put((verb, document, chunk_set, message[1]))
                if verb == "done":
                    return
                reassembler = Reassembler()  # the full document's pieces follow
                continue
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


class RechunkTask(CancellableTask):
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
