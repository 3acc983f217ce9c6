"""Process-wide settings the application's entry points choose for their own process.

Library code (everything under ``inspector/`` but the ``cli*`` modules, ``inspector/gui`` and
the fork servers' preload modules) never changes state that belongs to the whole interpreter:
the garbage collector, the switch interval, other libraries' globals, ``sys.modules``. What the
application wants for speed it sets here, once, at the start of a process it owns:

- ``inspector`` (``cli.main``), before any command runs;
- ``inspector chunk`` (``cli_chunk.run_chunk``), while it runs: ``fewer_full_collections``;
- the window's load-worker fork server (``gui.worker_warmup``) and the batch's fork server
  (``cli_batch_warmup``), before they preload.

A program that imports ``inspector`` as a library gets none of this and the same results.
"""

from __future__ import annotations

import contextlib
import gc
import sys
from collections.abc import Iterator

UNUSED_PYMUPDF_HELPERS = ("pymupdf.layout", "pymupdf4llm")
"""Modules ``import pymupdf`` (2.0) also imports when installed, and the application never uses.

``pymupdf.layout`` (ONNX runtime, NumPy) and ``pymupdf4llm``: with them an import of PyMuPDF
takes several times longer and holds about 100 MB more (``bench/results/startup.md``).
PyMuPDF guards both imports with ``except ImportError``, so it treats them as absent.
"""


def lean_pymupdf() -> None:
    """Keep PyMuPDF's unused helpers out of this process: call before PyMuPDF is imported.

    A ``None`` entry in ``sys.modules`` makes ``import name`` raise ImportError (the import
    system's documented behaviour). A helper that something already imported is left alone.
    """
    for name in UNUSED_PYMUPDF_HELPERS:
        if name not in sys.modules:
            sys.modules[name] = None  # type: ignore[assignment]


YOUNG_COLLECTIONS_PER_MIDDLE = 100
"""Young-generation collections between two of the middle generation while a command runs
(CPython's default is 10)."""


@contextlib.contextmanager
def fewer_full_collections() -> Iterator[None]:
    """Collect the older generations ten times less often inside the block; restore after.

    ``inspector chunk`` holds every record of every document until it writes them: hundreds
    of thousands of containers that live to the end, and the collector walks them again at
    each full collection (what that costs: ``bench/results/chunk_command.md``). Garbage
    cycles are still collected, only later (the young generation keeps its threshold), so
    memory stays bounded; the thresholds the process had are restored when the block ends,
    however it ends.
    """
    young, middle, old = gc.get_threshold()
    gc.set_threshold(young, max(middle, YOUNG_COLLECTIONS_PER_MIDDLE), old)
    try:
        yield
    finally:
        gc.set_threshold(young, middle, old)
