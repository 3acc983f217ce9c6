"""The worker processes that load documents: their fork server, started early and warm.

No Qt here. :func:`worker_context` gives the multiprocessing context every load worker is
started from; :func:`warm_up_workers` brings its fork server up at application start;
:func:`warm_up_engine` readies the rules in this process for the statistics panel.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from multiprocessing.context import ForkServerContext, SpawnContext
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from inspector.engine.config import ChunkingConfig

log = logging.getLogger(__name__)

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
    """Compile ``config``'s rules in this process, in the background.

    The statistics panel scans the text with them. The cl100k encoding is left out on purpose:
    building it holds the GIL for 90-155 ms in one call, a frozen window, and neither loading
    nor re-chunking needs it in this process (both run in workers). Code that counts tokens
    here builds it at its first count.

    Returns:
        The daemon thread doing it.
    """

    def warm() -> None:
        from inspector.engine.config import compiled_rules

        compiled_rules(config).validate()

    thread = threading.Thread(target=warm, name="inspector-warm-engine", daemon=True)
    thread.start()
    return thread
