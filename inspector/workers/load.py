"""The worker process's side of opening a document: load, chunk, send the result back.

No Qt here: this module runs in a child process started by :mod:`inspector.gui.jobs.tasks`, and
importing it must not load PySide6 (``inspector.gui.__init__`` imports nothing).

Why a process: PyMuPDF holds the GIL for a whole page while extracting it, which a thread in
the GUI process would turn into a frozen window.

Messages put on the result queue, in order:

- ``("progress", stage, done, total)``: ``stage`` is "load" (``done`` pages of ``total``) or
  "chunk" (``done`` percent of 100); at most one every :data:`PROGRESS_INTERVAL_S` per stage,
  plus the last one;
- for a long PDF, first the pieces of its first pages' Document and chunks (see
  :mod:`inspector.workers.load_prefix`), then ``("provisional", config)``: a result to show while
  the rest loads, never to edit or export;
- then the pieces of :func:`inspector.workers.transport.pieces`, then
  ``("done", config)`` with the configuration used: the final result, the same as
  ``chunk_document(load_document(path), config)``;
- or, instead of the pieces, ``("cancelled",)`` or ``("failed", error)`` where ``error`` is a
  :class:`~inspector.errors.LoadError` (messages written for the user).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from inspector.errors import Cancelled, LoadError
from inspector.workers.load_prefix import load_prefix
from inspector.workers.transport import pieces

if TYPE_CHECKING:
    from inspector.document.model import Document
    from inspector.engine.config import ChunkingConfig
    from inspector.engine.types import ChunkSet

# The loaders and the engine are imported inside the functions: the GUI process imports this
# module to name the worker's entry point, and must not pay for them then. In the workers they
# are already loaded (the fork server preloads them, see ``worker_warmup``).

log = logging.getLogger(__name__)

PROGRESS_INTERVAL_S = 0.05
"""Progress messages are throttled to one per 50 ms per stage (the bar cannot show more)."""


class MessageQueue(Protocol):
    """The part of ``multiprocessing.Queue`` the worker uses."""

    def put(self, obj: Any) -> None:
        """Send one message."""


class CancelFlag(Protocol):
    """The part of ``multiprocessing.Event`` the worker uses."""

    def is_set(self) -> bool:
        """True once the user asked to stop."""


def throttled_progress(out: MessageQueue, *head: object) -> Callable[[int, int], None]:
    """A progress callback putting ``("progress", *head, done, total)`` on ``out``.

    At most one message every :data:`PROGRESS_INTERVAL_S`, and always the last (done ==
    total), so the pipe and the GUI thread never drown in progress messages.
    """
    last = 0.0

    def report(done: int, total: int) -> None:
        nonlocal last
        now = time.monotonic()
        if done >= total or now - last >= PROGRESS_INTERVAL_S:
            last = now
            out.put(("progress", *head, done, total))

    return report


def load_and_chunk(
    path: str,
    password: str | None,
    config: ChunkingConfig | None,
    out: MessageQueue,
    cancel: CancelFlag,
    ocr: str = "auto",
) -> None:
    """Load ``path``, chunk it with ``config`` and put the messages above on ``out``.

    ``ocr``: which PDF pages are read by OCR (``pdf_ocr_settings.OcrMode``); the first pages
    shown early (``load_prefix``) are never OCR'd (OCR takes seconds a page, the prefix is
    there to show something at once), and there is no such prefix with "always".

    ``config`` None means the shipped default: building it compiles every rule pattern, which the
    fork server has done already, so it is done here rather than in the GUI.
    Never raises: every outcome is a message, so the GUI always hears how the work ended.
    """
    from inspector.document.load import load_document
    from inspector.document.pdf.ocr_settings import ocr_settings
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import default_config

    try:
        if config is None:
            config = default_config()
        settings = ocr_settings(ocr)
        prefix = load_prefix(Path(path), password, cancel.is_set) if ocr != "always" else None
        if prefix is not None:
            early = chunk_document(prefix, config, should_cancel=cancel.is_set)
            _send(out, cancel, prefix, early)
            out.put(("provisional", config))
        document = load_document(
            Path(path),
            password=password,
            on_progress=throttled_progress(out, "load"),
            should_cancel=cancel.is_set,
            ocr=settings,
        )
        chunk_set = chunk_document(
            document,
            config,
            on_progress=throttled_progress(out, "chunk"),
            should_cancel=cancel.is_set,
        )
        _send(out, cancel, document, chunk_set)
        out.put(("done", config))
    except Cancelled:
        out.put(("cancelled",))
    except LoadError as error:
        out.put(("failed", error))
    except ValueError as error:  # a rule pattern of an edited configuration does not compile
        out.put(("failed", LoadError(f"The chunking configuration cannot be used: {error}")))
    except Exception as error:  # the task boundary: report, never die silently
        log.exception("loading %s failed", path)
        name = Path(path).name
        out.put(("failed", LoadError(f"{name} could not be opened: an internal error ({error}).")))


def _send(out: MessageQueue, cancel: CancelFlag, document: Document, chunk_set: ChunkSet) -> None:
    for piece in pieces(document, chunk_set):
        if cancel.is_set():
            raise Cancelled("cancelled while sending the result")
        out.put(piece)


WARM_LANGUAGES = ("en", "fr", "ar", "mixed", "")
"""Document languages whose heading-rule order is compiled ahead (any other falls back)."""


WARM_TEXTS = (
    'CHAPTER I — GENERAL PROVISIONS\n\nArticle 1 — Definitions\n\n1. In this Law, "data" '
    "means any information; see Article 2(1)(a).\n\n(a) the first case;\n\nSection 2. Scope\n",
    "Chapitre II — Dispositions générales\n\nArt. 1er. Le présent code s'applique.\n\n"
    "Article 2\n\nLes parties conviennent de ce qui suit.\n",
    "الباب الأول\n\nالمادة 1\n\nتطبق أحكام هذا القانون.\n\nالفصل ٢\n\nالبند (أ) يسري.\n",
)
"""Headings and numbering in each language: chunking them compiles the patterns a first real
document needs (the rule tables compile lazily, a combined pattern at its first use)."""


def warm_engine(config: ChunkingConfig | None = None) -> None:
    """Load the token ranks, compile ``config``'s rules (the default's if None), chunk a sample.

    About 0.6 s the first time, little after (all is cached). The fork server runs it once
    for every worker (loading and re-chunking), so that a worker's first chunking costs what
    the later ones do.
    """
    from inspector.document.plain import load_plain
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import compiled_rules, default_config
    from inspector.engine.tokens import cl100k_base

    cl100k_base()
    config = config if config is not None else default_config()
    rules = compiled_rules(config)
    rules.validate()  # every single pattern into the regex cache
    for language in WARM_LANGUAGES:
        rules.match_heading("", rules.heading_order(language))
    for text in WARM_TEXTS:
        sample = load_plain(Path("warm-up.txt"), text.encode("utf-8"), "0" * 64, "text")
        chunk_document(sample, config)


def noop() -> None:
    """Do nothing: started once at application start to bring the fork server up early."""
