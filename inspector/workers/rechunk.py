"""The worker process's side of re-chunking: receive a Document, chunk it, send the chunks.

No Qt here: this module runs in a child process started by :mod:`inspector.gui.rechunk_task`.

Why a process and not a thread of the GUI process: the engine needs the cl100k encoding, and
building it (a Rust constructor called with the GIL held) freezes every thread of the process
for the whole build (``bench/results/gui_open.md``); the fork server has it built already.
The chunking itself, long-running pure Python on a 480-page law, then competes with nothing in
the GUI process either.

Messages read from the request queue: the pieces of
:func:`inspector.workers.transport.document_pieces`, then ``("chunk", config)``.
Messages put on the result queue, in order: ``("progress", done, total)`` in percent (at most
one every :data:`~inspector.workers.load.PROGRESS_INTERVAL_S`), the pieces of
:func:`~inspector.workers.transport.chunk_set_pieces`, then ``("done",)``; or, instead,
``("cancelled",)`` or ``("failed", message)`` with a message for the user.
"""

from __future__ import annotations

import logging
import queue
from typing import TYPE_CHECKING, Any, Protocol

from inspector.errors import Cancelled
from inspector.workers.load import CancelFlag, MessageQueue, throttled_progress
from inspector.workers.transport import Reassembler, chunk_set_pieces

if TYPE_CHECKING:
    from inspector.document.model import Document

log = logging.getLogger(__name__)

_POLL_S = 0.1  # how often a wait for the next request piece looks at the cancel flag


class RequestQueue(Protocol):
    """The part of ``multiprocessing.Queue`` the worker reads requests from."""

    def get(self, block: bool = True, timeout: float | None = None) -> Any:
        """The next message (``queue.Empty`` after ``timeout`` seconds)."""


def receive_document(
    requests: RequestQueue, cancel: CancelFlag, kind: str
) -> tuple[Document, tuple[Any, ...]]:
    """The Document sent as pieces on ``requests``, and the message of ``kind`` that ends them.

    Raises:
        Cancelled: ``cancel`` was set before that message came.
    """
    reassembler = Reassembler()
    while True:
        if cancel.is_set():
            raise Cancelled("cancelled while receiving the document")
        try:
            message = requests.get(timeout=_POLL_S)
        except queue.Empty:
            continue
        if message[0] == kind:
            return reassembler.document(), message
        reassembler.add(message)


def rechunk(requests: RequestQueue, out: MessageQueue, cancel: CancelFlag) -> None:
    """Rebuild the Document sent on ``requests``, chunk it, put the messages above on ``out``.

    Never raises: every outcome is a message, so the GUI always hears how the work ended.
    """
    from inspector.engine.chunker import chunk_document

    try:
        document, (_, config) = receive_document(requests, cancel, "chunk")
        report = throttled_progress(out)

        chunk_set = chunk_document(
            document, config, on_progress=report, should_cancel=cancel.is_set
        )
        for piece in chunk_set_pieces(chunk_set):
            if cancel.is_set():
                raise Cancelled("cancelled while sending the chunks")
            out.put(piece)
        out.put(("done",))
    except Cancelled:
        out.put(("cancelled",))
    except ValueError as error:  # a rule pattern that does not compile, a bad size
        out.put(("failed", str(error)))
    except Exception as error:  # the task boundary: report, never die silently
        log.exception("re-chunking failed")
        out.put(("failed", f"Re-chunking failed: an internal error ({error})."))
