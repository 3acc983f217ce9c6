"""Long work off the UI thread, in worker processes forked from the warm fork server.

- :class:`LoadTask` runs :func:`inspector.workers.load.load_and_chunk`: PyMuPDF holds the
  GIL for a whole page, so loading belongs in another process. A long PDF's first pages
  arrive first, as a provisional result (``provisional``), the whole document after
  (``succeeded``).
- :class:`RechunkTask` runs :func:`inspector.workers.rechunk.rechunk` on a Document already
  loaded, sent to the worker in pieces: the engine needs the cl100k encoding, whose
  construction would freeze the GUI process (see ``rechunk_worker``).

See :mod:`inspector.gui.jobs.worker_task` for how a worker is started, fed, read and cancelled.
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from inspector.errors import LoadError
from inspector.gui.jobs.base import CallTask
from inspector.gui.jobs.worker_task import DocumentRequestTask, WorkerTask
from inspector.workers.processes import (
    claim_early_load,
    warm_up_workers,
    worker_context,
)
from inspector.workers.transport import Reassembler

if TYPE_CHECKING:
    from inspector.document.model import Document
    from inspector.engine.config import ChunkingConfig

# The loaders and the engine are imported where they are used: the window must come up
# without them (the worker processes need them, the first paint not).

__all__ = [
    "CallTask",
    "LoadTask",
    "RechunkTask",
    "warm_up_workers",
    "worker_context",
]

log = logging.getLogger(__name__)


class LoadTask(WorkerTask):
    """Load and chunk one file in a worker process.

    Signals:
        progressed: ``(stage, done, total)``: stage "load" counts pages (or body parts of a
            DOCX), stage "chunk" counts percent.
        provisional: ``(document, chunk_set, config)`` for a long PDF's first pages only
            (:mod:`inspector.workers.load_prefix`), before ``succeeded``: to show, never to edit.
        succeeded: ``(document, chunk_set, config)``: the configuration used (the default
            one when None was given).
        failed: ``(error)``, a :class:`~inspector.errors.LoadError` with a message for the user.
        cancelled: emitted once by :meth:`cancel`.
    """

    progressed = Signal(str, int, int)
    provisional = Signal(object, object, object)
    succeeded = Signal(object, object, object)
    failed = Signal(object)

    def __init__(
        self,
        path: Path,
        password: str | None,
        config: ChunkingConfig | None,
        parent: QObject | None = None,
        ocr: str = "auto",
    ) -> None:
        from inspector.workers import load as load_worker

        self.path = path
        args = (str(path), password, config)
        # The file named on the command line is loading already (started before Qt loaded),
        # with the default OCR mode.
        early = claim_early_load(path, password, config) if ocr == "auto" else None
        target = load_worker.load_and_chunk
        if ocr != "auto":  # (a partial of a module function pickles for the worker)
            target = functools.partial(load_worker.load_and_chunk, ocr=ocr)
        super().__init__(target, args, f"load-{path.name}", parent, early)

    def _dispatch(self, message: tuple[Any, ...]) -> None:
        verb = message[0]
        if verb == "progress":
            self.progressed.emit(message[1], message[2], message[3])
        elif verb == "provisional":
            self.provisional.emit(message[1], message[2], message[3])
        elif verb == "done":
            self._end()
            self.succeeded.emit(message[1], message[2], message[3])
        elif verb == "failed":
            self._end()
            self.failed.emit(message[1])
        elif verb == "cancelled":
            self._end()
            self.cancelled.emit()

    def _assembled(self, message: tuple[Any, ...], reassembler: Reassembler) -> Reassembler | None:
        verb = message[0]
        if verb not in ("provisional", "done"):
            return super()._assembled(message, reassembler)
        document, chunk_set = reassembler.result()
        self._inbox.put((verb, document, chunk_set, message[1]))
        # After the provisional result, the whole document's pieces follow.
        return Reassembler() if verb == "provisional" else None

    def _failure(self, reason: str) -> object:
        hint = " The file may be damaged." if "unexpectedly" in reason else ""
        return LoadError(f"{self.path.name} could not be opened: {reason}.{hint}")


class RechunkTask(DocumentRequestTask):
    """Chunk an already loaded Document again, with another configuration, in a worker process.

    Signals (:class:`DocumentRequestTask`): ``succeeded`` carries the chunk set, the same as
    ``chunk_document(document, config)``; ``failed`` says why the configuration could not be
    used.
    """

    def __init__(
        self, document: Document, config: ChunkingConfig, parent: QObject | None = None
    ) -> None:
        from inspector.workers import rechunk as rechunk_worker

        self.document = document
        self.config = config
        super().__init__(rechunk_worker.rechunk, document, ("chunk", config), "rechunk", parent)

    def _assembled(self, message: tuple[Any, ...], reassembler: Reassembler) -> Reassembler | None:
        if message[0] != "done":
            return super()._assembled(message, reassembler)
        self._inbox.put(("done", reassembler.chunk_set()))
        return None

    def _failure(self, reason: str) -> object:
        return f"Re-chunking failed: {reason}."
