"""Imported once by the fork server so that every load worker starts warm.

No Qt here. :mod:`inspector.gui.jobs.tasks` names this module in ``set_forkserver_preload``: the
fork server imports it before forking any worker, and each worker is a fork of that server. So
the imports below (PyMuPDF, numpy, the loaders, the engine), the cl100k ranks and the compiled
default rules (including the combined heading patterns for each document language) are paid once
per application run instead of once per opened file (``bench/results/startup.md`` times the
largest of them). Importing this module has those side effects on purpose; nothing else should
import it.
"""

from __future__ import annotations

import gc

from inspector.cli_process import lean_pymupdf

# This module is the fork server process's entry point, so it sets that process's state. No
# cyclic collection while the server preloads (they would only walk the new modules):
# re-enabled below, with everything loaded frozen out of the workers' collections too.
gc.disable()
lean_pymupdf()  # before PyMuPDF is imported below

import numpy  # noqa: E402 - after gc.disable() on purpose

import inspector.document.docx  # noqa: E402
import inspector.document.pdf.loader  # noqa: E402
import inspector.document.plain  # noqa: E402
import inspector.engine.chunker  # noqa: E402
from inspector.document.pdf.stext_lines import native_walk  # noqa: E402
from inspector.workers import load as load_worker  # noqa: E402
from inspector.workers import rechunk as rechunk_worker  # noqa: E402

__all__ = ["load_worker", "rechunk_worker"]

# Keep the linters from flagging the imports above as unused: they are the point.
_MODULES = (inspector.document.docx, inspector.document.pdf.loader, inspector.document.plain)
_ENGINE = inspector.engine.chunker
# The engine imports numpy on first use for a long text (its script test and glyph boxes):
# about 0.2 s that every worker's first chunking would pay, the first load's on its way to the
# window, if the server did not hold it.
_NUMPY = numpy
native_walk()  # the PDF loader's compiled page walk, checked and loaded once for every worker
try:
    load_worker.warm_engine()
finally:
    # What the server holds now lives as long as it does, in every worker forked from it: no
    # worker's collection walks it (nor writes to those pages, shared with the server until
    # written).
    gc.freeze()
    gc.enable()
