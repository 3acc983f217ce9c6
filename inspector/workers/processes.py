"""The worker processes that load documents: their fork server, started early and warm.

No Qt here. :func:`worker_context` gives the multiprocessing context every load worker is
started from; :func:`warm_up_workers` brings its fork server up at application start, and when
the command line names a file, starts loading it at once (an :class:`EarlyLoad`, adopted by the
window's first load of that file: :func:`claim_early_load`).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import queue
import threading
import time
from dataclasses import dataclass, field
from multiprocessing import forkserver
from multiprocessing.context import ForkServerContext, SpawnContext
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from inspector.engine.config import ChunkingConfig

log = logging.getLogger(__name__)

_context_lock = threading.Lock()
_context: ForkServerContext | SpawnContext | None = None


def worker_context() -> ForkServerContext | SpawnContext:
    """The multiprocessing context for load workers (created once per process).

    "forkserver" where the platform has it: the server imports the loaders, the engine and the
    token ranks once (:mod:`inspector.workers.warmup`) and each worker is a fork of it, so a
    worker starts in a few milliseconds. Never plain "fork": the GUI process has Qt's threads.
    Elsewhere (Windows), "spawn".
    """
    global _context
    with _context_lock:
        if _context is None:
            if "forkserver" in multiprocessing.get_all_start_methods():
                server = multiprocessing.get_context("forkserver")
                server.set_forkserver_preload(["inspector.workers.warmup"])
                _context = server
            else:
                _context = multiprocessing.get_context("spawn")
        return _context


@dataclass(eq=False)
class EarlyLoad:
    """A load worker started at launch for the file named on the command line.

    The window needs about a second to import Qt and its modules and to come up; the worker
    loads the file's first pages meanwhile, so their chunks are ready when page 1 is drawn. It
    runs :func:`inspector.workers.load.load_and_chunk` with no password and the default
    configuration, exactly what the window's first load of that file asks for: the window's
    :class:`~inspector.gui.jobs.tasks.LoadTask` adopts it (:func:`claim_early_load`) instead of
    starting another process. One that is never adopted (the file needs a password, or could
    not be opened) is cancelled by :func:`drop_early_load`.

    Attributes:
        path: the file, absolute.
        results: the worker's message queue (``multiprocessing.Queue``).
        cancel: its cancel flag (``multiprocessing.Event``).
        starter: the thread that creates and starts the process (the first start waits for
            the fork server); ``process`` and ``start_error`` are set once it has ended.
        process: the worker process, None if it could not be started.
        start_error: why it could not be started.
    """

    path: Path
    results: Any
    cancel: Any
    starter: threading.Thread = field(init=False)
    process: BaseProcess | None = None
    start_error: Exception | None = None

    def _start(self) -> None:
        """Create and start the process (the starter thread)."""
        context = worker_context()
        if isinstance(context, ForkServerContext):
            # The server first: its start-up (a new interpreter preloading the engine, about
            # 0.7 s of CPU) runs while this thread imports the worker's entry point.
            forkserver.ensure_running()
        from inspector.workers import load as load_worker

        args = (str(self.path), None, None, self.results, self.cancel)
        process = context.Process(
            target=load_worker.load_and_chunk, args=args, name="inspector-load", daemon=True
        )
        try:
            process.start()
        except Exception as error:  # the task boundary: reported by the task adopting it
            log.exception("could not start the worker process server")
            self.start_error = error
            return
        self.process = process


STOP_AFTER_S = 3.0
"""An early load nobody adopted, still running this long after its cancel, is terminated."""

_early_lock = threading.Lock()
_early: EarlyLoad | None = None


def warm_up_workers(path: Path | None = None) -> threading.Thread:
    """Start the fork server now, in the background, so the first open does not wait for it.

    The server's start and preload are timed in ``bench/results/gui_open.md``.

    Args:
        path: a file the window is about to open (the command line's): its load starts as
            soon as the server is up, as an :class:`EarlyLoad`.

    Returns:
        The daemon thread doing it (tests join it); it ends once the worker process started
        (the load itself goes on).
    """
    global _early
    if path is None:
        thread = threading.Thread(target=_start_server, name="inspector-warmup", daemon=True)
        thread.start()
        return thread
    context = worker_context()
    early = EarlyLoad(path.absolute(), context.Queue(), context.Event())
    early.starter = threading.Thread(target=early._start, name="inspector-warmup", daemon=True)
    with _early_lock:
        previous, _early = _early, early
    if previous is not None:
        _cancel(previous)
    early.starter.start()
    return early.starter


def _start_server() -> None:
    """Start the fork server (by starting a worker that does nothing) and wait for it."""
    from inspector.workers import load as load_worker

    try:
        process = worker_context().Process(target=load_worker.noop, daemon=True)
        process.start()
        process.join()
    except Exception:  # the task boundary: a later open reports the problem to the user
        log.exception("could not start the worker process server")


def claim_early_load(
    path: Path, password: str | None, config: ChunkingConfig | None
) -> EarlyLoad | None:
    """The early load of ``path``, for the caller to adopt, if it loads what is asked.

    Only a load with no password and the default configuration (``config`` None) matches, and
    only once: the early load is then the caller's (it reads and stops the process).
    """
    global _early
    with _early_lock:
        early = _early
        if early is None or password is not None or config is not None:
            return None
        if early.path != path.absolute():
            return None
        _early = None
    return early


def drop_early_load() -> None:
    """Cancel the early load if nothing adopted it (the window has opened its file by now)."""
    global _early
    with _early_lock:
        early, _early = _early, None
    if early is not None:
        _cancel(early)


def _cancel(early: EarlyLoad) -> None:
    """Stop an early load nobody will read, in the background (its queue is drained)."""

    def stop() -> None:
        early.cancel.set()
        early.starter.join()
        process = early.process
        if process is not None:
            # Read what it sends until it ends: a worker whose pipe is full cannot exit.
            deadline = time.monotonic() + STOP_AFTER_S
            while process.is_alive() and time.monotonic() < deadline:
                with contextlib.suppress(queue.Empty):
                    early.results.get(timeout=0.1)
            if process.is_alive():
                process.terminate()
            process.join(1.0)
        early.results.close()

    threading.Thread(target=stop, name="inspector-drop-early-load", daemon=True).start()
