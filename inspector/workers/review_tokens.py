"""Token counts for review edits from a worker process, so the window never builds cl100k.

No Qt here (the worker imports this module). A split, merge or moved boundary recounts its
chunks in cl100k tokens. Building the encoding in the window's process holds the GIL for the
whole build, in one call (tiktoken's Rust constructor): a frozen window
(``bench/results/review_gui.md``); made while the reviewer edits, it is the edit's wait. The
load workers' fork server has the encoding built already
(``worker_warmup``), so a process forked from it counts at once: :class:`TokenCounter` starts
one when a review session opens and sends it the texts to count over a pipe (a fraction of a
millisecond for a chunk). The counts are the same encoding's (``count_tokens``).

Without the worker (it could not start, or died) the counter counts in this process, as the
review core does by default.
"""

from __future__ import annotations

import logging
import threading
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

# inspector.engine.tokens (tiktoken) is imported where counted here: the window imports this
# module at start-up, and a window that never counts must not load the tokenizer.

log = logging.getLogger(__name__)

READY = "ready"
"""What the worker sends once its encoding is ready."""
START_WAIT_S = 10.0
"""How long a count waits for a worker still starting (seconds) before counting here."""


def serve_token_counts(connection: Connection) -> None:
    """The worker: answer each text received with its cl100k count, until the pipe closes."""
    from inspector.engine.tokens import cl100k_base

    encoding = cl100k_base()  # forked from the fork server: built there already
    connection.send(READY)
    while True:
        try:
            text = connection.recv()
        except (EOFError, OSError):
            return
        connection.send(len(encoding.encode_ordinary(text)))


class TokenCounter:
    """Counts cl100k tokens in a worker process; a callable ``(text) -> int``.

    :meth:`start` forks the worker in a thread (it returns at once); counts made before it is
    ready wait for it (up to :data:`START_WAIT_S`, outside the GIL), then go to it. Used from
    one thread at a time (the GUI thread's edits). :meth:`close` ends the worker.
    """

    def __init__(self) -> None:
        self._connection: Connection | None = None
        self._process: BaseProcess | None = None
        self._starter: threading.Thread | None = None
        self._closed = False

    def start(self) -> threading.Thread:
        """Start the worker in a daemon thread; returns the thread."""
        self._starter = threading.Thread(
            target=self._start_worker, name="inspector-token-counter", daemon=True
        )
        self._starter.start()
        return self._starter

    @property
    def remote(self) -> bool:
        """Whether counts go to the worker (it is up and answering)."""
        return self._connection is not None

    def _start_worker(self) -> None:
        from multiprocessing import Pipe

        from inspector.workers.processes import worker_context

        parent, child = Pipe()
        try:
            process = worker_context().Process(
                target=serve_token_counts, args=(child,), name="inspector-tokens", daemon=True
            )
            process.start()
        except Exception:  # a worker is an optimisation: counting here still works
            log.exception("could not start the token counting worker")
            parent.close()
            return
        finally:
            child.close()
        self._process = process
        try:
            ready = parent.poll(START_WAIT_S) and parent.recv() == READY
        except (EOFError, OSError):
            ready = False
        if not ready or self._closed:
            parent.close()
            self._stop(process)
            return
        self._connection = parent

    def __call__(self, text: str) -> int:
        """The cl100k token count of ``text`` (``inspector.engine.tokens.count_tokens``)."""
        starter = self._starter
        if self._connection is None and starter is not None and starter.is_alive():
            starter.join(START_WAIT_S)
        connection = self._connection
        if connection is not None:
            try:
                connection.send(text)
                return int(connection.recv())
            except (EOFError, OSError):
                log.warning("the token counting worker stopped: counting in this process")
                self._connection = None
        from inspector.engine.tokens import count_tokens

        return count_tokens(text)

    def close(self) -> None:
        """End the worker (a session closed); later counts are made in this process."""
        self._closed = True
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.close()  # the worker's recv ends: it returns
        if self._process is not None:
            self._stop(self._process)
            self._process = None

    @staticmethod
    def _stop(process: BaseProcess) -> None:
        process.join(0.5)
        if process.is_alive():
            process.terminate()
            process.join(0.5)
