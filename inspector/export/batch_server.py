"""The multiprocessing context of the batch workers, and starting its fork server early.

Kept apart from ``inspector.export.batch`` and light to import (the standard library only) so
that ``inspector batch`` can start the fork server before it imports anything else: the server
then preloads the loaders the folder's files need, the engine and the detectors
(``cli_batch_warmup``; its cost is in ``bench/results/export.md``) on one core while the parent
imports SQLite, scans the folder and fingerprints the files on the other. Started lazily by the pool
instead, that preload would begin only after all of the parent's preparations, and every batch
would wait for the two one after the other.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterable
from multiprocessing.context import BaseContext
from pathlib import Path

WARMUP_MODULE = "inspector.cli_batch_warmup"
KINDS_VARIABLE = "INSPECTOR_BATCH_PRELOAD"
"""Environment variable naming the loaders the fork server preloads (``pdf``, ``docx``, comma
separated; unset: both). Set only while the server is being started: it inherits it."""
LOADER_KINDS = {".pdf": "pdf", ".docx": "docx"}
"""File suffix -> the loader the warm-up module preloads for it (plain text is always in)."""


def kinds_in(names: Iterable[str | Path]) -> frozenset[str]:
    """The loader kinds ``names`` (file names or paths) need, by suffix."""
    return frozenset(
        kind for kind in (LOADER_KINDS.get(Path(name).suffix.lower()) for name in names) if kind
    )


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


def start_worker_server(kinds: Iterable[str] | None = None) -> BaseContext:
    """``worker_context()``, with its fork server started now (returns at once).

    The server preloads in the background; the first worker is forked when it is done. Calling
    this again, or creating a pool afterwards, reuses the running server (its preload is the
    one it started with). ``kinds``: the loaders to preload (``kinds_in`` of the batch's files):
    a folder of PDFs does not wait for the DOCX loader's imports, nor a folder of DOCX files
    for PyMuPDF's; None preloads both. A worker still loads any other loader when it needs it.
    """
    context = worker_context()
    if context.get_start_method() == "forkserver":
        from multiprocessing import forkserver

        before = os.environ.get(KINDS_VARIABLE)
        if kinds is not None:
            # The server is a new interpreter started with this environment; later child
            # processes (and this process's own environment) get the previous value back.
            os.environ[KINDS_VARIABLE] = ",".join(sorted(kinds))
        try:
            forkserver.ensure_running()
        finally:
            if before is None:
                os.environ.pop(KINDS_VARIABLE, None)
            else:
                os.environ[KINDS_VARIABLE] = before
    return context
