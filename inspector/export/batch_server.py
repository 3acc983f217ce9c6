"""The multiprocessing context of the batch workers, and starting its fork server early.

Kept apart from ``inspector.export.batch`` and light to import (the standard library only) so
that ``inspector batch`` can start the fork server before it imports anything else: the server
then preloads the loaders, the engine and the detectors (``batch_warmup``, about 0.33 s of CPU)
on one core while the parent imports SQLite, scans the folder and fingerprints the files on
the other. Started lazily by the pool instead, that preload would begin only after all of the
parent's preparations, and every batch would wait for the two one after the other.
"""

from __future__ import annotations

import multiprocessing
from multiprocessing.context import BaseContext

WARMUP_MODULE = "inspector.export.batch_warmup"


def worker_context() -> BaseContext:
    """The context batch pools use: forkserver preloading ``WARMUP_MODULE``, else spawn.

    forkserver: workers start from a clean, single-threaded server (fork after threads is
    unsafe); spawn where the platform has no forkserver.
    """
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    # Takes effect when this process starts its fork server (not if the window already did).
    context.set_forkserver_preload([WARMUP_MODULE])
    return context


def start_worker_server() -> BaseContext:
    """``worker_context()``, with its fork server started now (returns at once).

    The server preloads in the background; the first worker is forked when it is done. Calling
    this again, or creating a pool afterwards, reuses the running server.
    """
    context = worker_context()
    if context.get_start_method() == "forkserver":
        from multiprocessing import forkserver

        forkserver.ensure_running()
    return context
