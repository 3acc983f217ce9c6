"""Imported once by the batch's fork server so that every batch worker starts warm.

``inspector.export.batch`` names this module in ``set_forkserver_preload``: the fork server
imports it before forking any worker, and each worker is a fork of it. The loaders the batch's
files need (``batch_server.KINDS_VARIABLE``: PDF, DOCX or both; plain text always), the engine,
the cl100k ranks, the compiled default rules, the personal-data rules, langdetect's language
profiles and numpy (the glyph-run box merge) are then paid once per batch instead of once per
worker (the langdetect profiles and numpy, loaded by each worker on its first PDF or DOCX, were
the extra CPU a 2-worker batch spent over a 1-worker one). Importing this module has those side
effects on purpose; nothing else should import it.

This preload is serial: no worker starts before it ends, so a cold batch (a new ``inspector
batch`` process) waits for it with 1 worker or 2 alike, and it caps the 2-worker speed-up of a
small folder (its serial CPU is recorded in ``bench/results/export.md``). It holds the
imports (pymupdf, numpy, the loaders and the engine), the cl100k encoding (mostly tiktoken
building its tables), the chunking rules (compiled by ``re`` as anywhere else) and langdetect's
table from its private cache.

The server also leaves without tearing its heap down (``_leave_at_once``): freeing the
langdetect tables and the rest one object at a time took it about a second of CPU after the
batch, and whoever reads the batch's output through a pipe waits for that (the server holds
the same stdout and stderr).
"""

from __future__ import annotations

import atexit
import gc
import os
import sys
from multiprocessing import forkserver
from types import FrameType, ModuleType

from inspector.cli_process import lean_pymupdf
from inspector.export.batch_server import KINDS_VARIABLE, LOADER_KINDS


def _kinds() -> frozenset[str]:
    """The loaders the batch's files need (``KINDS_VARIABLE``; unset: PDF and DOCX)."""
    found = os.environ.get(KINDS_VARIABLE)
    if found is None:
        return frozenset(LOADER_KINDS.values())
    return frozenset(found.split(",")) & frozenset(LOADER_KINDS.values())


def _loaders(kinds: frozenset[str]) -> tuple[ModuleType, ...]:
    """Import the loaders of ``kinds``, and the plain-text one; the modules imported.

    PyMuPDF, the costliest of these imports, only for PDFs; lxml and the DOCX modules only for
    DOCX files; plain text always (a small import). A worker given another kind after all
    imports its loader then, as any process does.
    """
    modules: list[ModuleType] = []
    if "docx" in kinds:
        import inspector.document.docx

        modules.append(inspector.document.docx)
    if "pdf" in kinds:
        import inspector.document.pdf.loader
        from inspector.document.pdf.stext_lines import native_walk

        native_walk()  # the compiled page walk, checked and loaded once for every worker
        modules.append(inspector.document.pdf.loader)
    if kinds & {"pdf", "docx"}:
        # numpy, imported on demand by OffsetMap.boxes_for for every PDF or DOCX whose chunks
        # cover lines of more than 48 characters: about 0.15 s of CPU per worker otherwise.
        import inspector.document.glyph_runs

        modules.append(inspector.document.glyph_runs)
    import inspector.document.plain

    return (*modules, inspector.document.plain)


def _preload(kinds: frozenset[str]) -> tuple[ModuleType, ...]:
    """Import what every worker needs and build its one-time tables; the modules imported."""
    import concurrent.futures.process

    loaders = _loaders(kinds)
    import inspector.export.batch
    import inspector.export.inputs
    from inspector.document.language import detect_latin
    from inspector.engine.config import compiled_rules, default_config
    from inspector.engine.tokens import count_tokens
    from inspector.redaction.detect import detect_personal_data

    count_tokens("Article 1 — warm-up")
    compiled_rules(default_config()).validate()
    detect_personal_data("Mr John Smith, john@example.com, +33 1 23 45 67 89")
    # Builds our seeded langdetect factory, its table from the private cache (~0.05 s instead
    # of parsing 55 JSON profiles, ~0.45 s; the first batch parses them and writes the cache).
    # Seeded, a detection depends only on its sample, so this call changes no later answer.
    detect_latin("The Supplier shall deliver the goods to the premises of the Customer.")
    return (
        *loaders,
        # What every worker otherwise imports as it starts, before its first document (~15 ms
        # of CPU each): the pool's worker loop, and the task and initializer it is sent.
        concurrent.futures.process,
        inspector.export.batch,
        inspector.export.inputs,
        # Not inspector.export.review_input: a batch imports the review modules in its
        # workers only when review stores exist (``run_batch``).
    )


def _imported_by_the_fork_server() -> bool:
    """Whether this import runs inside ``multiprocessing.forkserver.main`` (the preload)."""
    frame: FrameType | None = sys._getframe(1)
    while frame is not None:
        if frame.f_code is forkserver.main.__code__:
            return True
        frame = frame.f_back
    return False


def _leave_at_once() -> None:
    # Runs when the server's clients are gone (it raises SystemExit). Nothing of the server
    # outlives it; only its standard streams may hold buffered text.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


# This module is the fork server process's entry point (see the module docstring), so it may
# set that process's collector. The preload makes some 400,000 objects that live as long as
# the server: the cyclic collector walked them some 160 times as they came and found a few
# hundred to free. It is off until the preload is done (gc.freeze's own idiom: disable, freeze
# before forking, collect again in the children), and on again in any case.
gc.disable()
lean_pymupdf()  # before the loaders import PyMuPDF
try:
    KINDS = _kinds()
    MODULES = _preload(KINDS)
    # Only in the server: anywhere else (a test importing this module) a normal exit is kept.
    if _imported_by_the_fork_server():
        atexit.register(_leave_at_once)
        # Everything preloaded lives as long as the server and its workers: out of the cyclic
        # collector's sight, a worker's collections skip it (half of their time) and do not
        # touch, hence copy, the pages it shares with the server.
        gc.freeze()
finally:
    gc.enable()
