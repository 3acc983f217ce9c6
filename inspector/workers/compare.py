"""The worker process's side of Compare configurations: receive a Document, run the eval.

No Qt here: this module runs in a child process started by :mod:`inspector.gui.compare.task`.
A process, not a thread of the GUI process, for the reason re-chunking uses one
(:mod:`inspector.workers.rechunk`): the eval needs the cl100k encoding and BM25 (bm25s,
scipy), and building or importing them holds the GIL for hundreds of milliseconds, which
would freeze the window; the fork server has the encoding built already.

Messages read from the request queue: the pieces of
:func:`inspector.workers.transport.document_pieces`, then
``("eval", name, configs, questions, retriever)``. Messages put on the result queue, in
order: ``("progress", done, total)`` (at most one every
:data:`~inspector.workers.load.PROGRESS_INTERVAL_S`), then ``("report", report)`` with the
``EvalReport``; or, instead, ``("cancelled",)`` or ``("failed", message)``.
"""

from __future__ import annotations

import logging

from inspector.errors import Cancelled, InspectorError
from inspector.workers.load import CancelFlag, MessageQueue, throttled_progress
from inspector.workers.rechunk import RequestQueue, receive_document

log = logging.getLogger(__name__)


def evaluate_in_worker(requests: RequestQueue, out: MessageQueue, cancel: CancelFlag) -> None:
    """Rebuild the Document sent on ``requests``, run the eval, put the messages above on ``out``.

    Never raises: every outcome is a message, so the GUI always hears how the work ended.
    """
    from inspector.evaluation.runner import EvalDocument, evaluate

    try:
        received, request = receive_document(requests, cancel, "eval")
        _, name, configs, questions, retriever = request
        document = EvalDocument(name, received)
        report = throttled_progress(out)

        result = evaluate(
            configs,
            [document],
            questions,
            retriever=retriever,
            on_progress=report,
            should_cancel=cancel.is_set,
        )
        out.put(("report", result))
    except Cancelled:
        out.put(("cancelled",))
    except InspectorError as error:  # the semantic extra missing, say
        out.put(("failed", f"The evaluation failed: {error}"))
    except Exception as error:  # the task boundary: report, never die silently
        log.exception("the evaluation failed")
        out.put(("failed", f"The evaluation failed: an internal error ({error})."))
