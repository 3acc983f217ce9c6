"""The retrieval eval of Compare configurations in a worker process (see compare_worker)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from inspector.gui.document_transport import Reassembler, document_pieces
from inspector.gui.worker_processes import worker_context
from inspector.gui.worker_task import WorkerTask

if TYPE_CHECKING:
    from inspector.evaluation.questions import Question
    from inspector.evaluation.runner import EvalDocument
    from inspector.strategies.config import StrategyConfig


class EvalTask(WorkerTask):
    """Run ``inspector.evaluation.runner.evaluate`` on one loaded document, off the GUI process.

    The document goes to a worker forked from the warm server in pieces; the report comes back
    as one message (chunk sets of a handful of configurations: small).

    Signals:
        progressed: ``(done, total)`` steps (one per document and configuration).
        succeeded: ``(report)``, an ``EvalReport``.
        failed: ``(message)`` in words for the user.
        cancelled: emitted once by ``cancel``.
    """

    progressed = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        configs: Sequence[StrategyConfig],
        document: EvalDocument,
        questions: Sequence[Question],
        retriever: str = "bm25",
        parent: QObject | None = None,
    ) -> None:
        from inspector.gui import compare_worker

        self.document = document
        self._request = ("eval", document.name, list(configs), list(questions), retriever)
        self._requests: Any = worker_context().Queue()
        super().__init__(compare_worker.evaluate_in_worker, (self._requests,), "eval", parent)

    def _dispatch(self, message: tuple[Any, ...]) -> None:
        verb = message[0]
        if verb == "progress":
            self.progressed.emit(message[1], message[2])
        elif verb == "done":
            self._end()
            self.succeeded.emit(message[1])
        elif verb == "failed":
            self._end()
            self.failed.emit(message[1])

    def _send(self) -> None:
        for piece in document_pieces(self.document.document):
            if self._cancel_event.is_set():
                break
            self._requests.put(piece)
        self._requests.put(self._request)

    def _assembled(self, message: tuple[Any, ...], reassembler: Reassembler) -> Reassembler | None:
        if message[0] != "report":
            return super()._assembled(message, reassembler)
        self._inbox.put(("done", message[1]))
        return None

    def _failure(self, reason: str) -> object:
        return f"The evaluation failed: {reason}."

    def _stop_process(self) -> None:
        super()._stop_process()
        # What the worker did not read (it was cancelled or failed) is dropped, not waited on.
        self._requests.cancel_join_thread()
        self._requests.close()
