"""Task base classes: work in another thread, outcomes reported on the GUI thread.

A task's work reports through a plain ``queue.Queue`` that a ``QTimer`` on the GUI thread
drains every :data:`POLL_INTERVAL_MS`. No QObject is ever touched from another thread, so a
task can be dropped at any time (window closed, another file opened) without a cross-thread
deletion. :class:`CallTask` runs one function this way.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

log = logging.getLogger(__name__)

POLL_INTERVAL_MS = 15
"""How often the GUI thread looks for task messages while a task runs."""


class PolledTask(QObject):
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


class CancellableTask(PolledTask):
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


class CallTask(PolledTask):
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
