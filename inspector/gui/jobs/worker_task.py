"""Base of the tasks whose work runs in a worker process forked from the warm fork server.

A helper thread of the GUI process starts the process (the first start waits for the fork
server, :mod:`inspector.workers.processes`), sends it what it needs, reads its messages and
reassembles the results piece by piece (:mod:`inspector.workers.transport`), so neither
the pipe nor the unpickling runs on the GUI thread, and no single step holds the GIL for long.
Outcomes reach the GUI thread through the task's inbox (:mod:`inspector.gui.jobs.base`).

Cancelling is immediate for the GUI; the process stops at its next cancellation check, and
one that has not stopped :data:`TERMINATE_AFTER_S` after the cancel is terminated.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from inspector.gui.jobs.base import CancellableTask
from inspector.workers.processes import worker_context
from inspector.workers.transport import PIECE_VERBS, Reassembler, document_pieces

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

    from inspector.document.model import Document
    from inspector.workers.processes import EarlyLoad

log = logging.getLogger(__name__)

TERMINATE_AFTER_S = 3.0
"""A cancelled worker process still running after this long is terminated."""
_READ_TIMEOUT_S = 0.1
_TERMINAL_VERBS = frozenset({"failed", "cancelled"})


class WorkerTask(CancellableTask):
    """Runs ``target(*args, results, cancel_event)`` in a worker process.

    Subclasses say what the process is sent (:meth:`_send`), what to make of a message that
    ends a run of pieces (:meth:`_assembled`), and how a failure reads (:meth:`_failure`).
    """

    def __init__(
        self,
        target: Callable[..., None],
        args: tuple[Any, ...],
        name: str,
        parent: QObject | None,
        early: EarlyLoad | None = None,
    ) -> None:
        """``early``: a worker already started with these arguments, read instead of a new one."""
        super().__init__(parent)
        self._early = early
        self._process: BaseProcess | None = None
        if early is not None:
            self._results: Any = early.results
            self._cancel_event = early.cancel
        else:
            context = worker_context()
            self._results = context.Queue()
            self._cancel_event = context.Event()
            self._process = context.Process(
                target=target,
                args=(*args, self._results, self._cancel_event),
                name=f"inspector-{name}",
                daemon=True,
            )
        self._label = name
        self._thread = threading.Thread(target=self._pump, name=f"inspector-{name}", daemon=True)

    # -- for subclasses -----------------------------------------------------------------------

    def _send(self) -> None:
        """Send the process its input (helper thread); nothing by default."""

    def _assembled(self, message: tuple[Any, ...], reassembler: Reassembler) -> Reassembler | None:
        """Handle a message that is not a piece (it may end a run of them).

        By default it goes to the inbox as it is. Returns the reassembler for the pieces that
        follow, or None when the message ends the task.
        """
        self._inbox.put(message)
        return None if message[0] in _TERMINAL_VERBS else reassembler

    def _failure(self, reason: str) -> object:
        """The payload of a ``("failed", ...)`` message saying ``reason``."""
        return reason

    # -- helper thread ------------------------------------------------------------------------

    def _pump(self) -> None:
        """Start the process, feed it, forward its messages, reassemble (helper thread)."""
        try:
            self._process = self._started_process()
        except Exception as error:  # the task boundary: the GUI must hear of it
            log.exception("the %s worker process did not start", self._label)
            self._inbox.put(("failed", self._failure(f"the worker did not start ({error})")))
            return
        try:
            self._send()
            self._read_messages()
        except Exception as error:  # the task boundary: the GUI must hear of it
            log.exception("talking to the %s worker failed", self._label)
            self._inbox.put(("failed", self._failure(f"an internal error ({error})")))
        finally:
            self._stop_process()

    def _started_process(self) -> BaseProcess:
        """Start the process, or wait for the early one to be started (helper thread)."""
        early = self._early
        if early is None:
            assert self._process is not None
            self._process.start()
            return self._process
        early.starter.join()
        if early.process is None:
            raise early.start_error or RuntimeError("the early worker did not start")
        return early.process

    def _read_messages(self) -> None:
        assert self._process is not None
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
                    reason = f"the worker process stopped unexpectedly (exit code {code})"
                    self._inbox.put(("failed", self._failure(reason)))
                    return
                continue
            if message[0] in PIECE_VERBS:
                if cancelled_at is None:
                    reassembler.add(message)
                continue
            following = self._assembled(message, reassembler)
            if following is None:
                return
            reassembler = following

    def _stop_process(self) -> None:
        process = self._process
        if process is not None and process.is_alive():
            process.join(TERMINATE_AFTER_S)
            if process.is_alive():
                log.warning("the %s worker did not stop; terminating it", self._label)
                process.terminate()
                process.join(1.0)
        self._results.close()
        self._results.join_thread()


class DocumentRequestTask(WorkerTask):
    """A worker task that sends a loaded Document in pieces, then one request about it.

    The worker (``target(requests, results, cancel_event)``) reads the pieces and the request
    from its ``requests`` queue; the queue's feeder thread pickles piece by piece, so the GIL is
    never held long. Subclasses turn the worker's answer into ``("done", result)`` in
    :meth:`_assembled`.

    Signals:
        progressed: ``(done, total)``.
        succeeded: ``(result)``.
        failed: ``(message)`` in words for the user.
        cancelled: emitted once by ``cancel``.
    """

    progressed = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        target: Callable[..., None],
        document: Document,
        request: tuple[Any, ...],
        name: str,
        parent: QObject | None,
    ) -> None:
        self._document_to_send = document
        self._request = request
        self._requests: Any = worker_context().Queue()
        super().__init__(target, (self._requests,), name, parent)

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

    def _send(self) -> None:
        for piece in document_pieces(self._document_to_send):
            if self._cancel_event.is_set():
                break
            self._requests.put(piece)
        self._requests.put(self._request)

    def _stop_process(self) -> None:
        super()._stop_process()
        # What the worker did not read (it was cancelled or failed) is dropped, not waited on.
        self._requests.cancel_join_thread()
        self._requests.close()
