"""The retrieval eval of Compare configurations in a worker process (see compare_worker)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from inspector.gui.jobs.worker_task import DocumentRequestTask
from inspector.workers.transport import Reassembler

if TYPE_CHECKING:
    from inspector.evaluation.questions import Question
    from inspector.evaluation.runner import EvalDocument
    from inspector.strategies.config import StrategyConfig


class EvalTask(DocumentRequestTask):
    """Run ``inspector.evaluation.runner.evaluate`` on one loaded document, off the GUI process.

    The document goes to a worker forked from the warm server in pieces; the report comes back
    as one message (chunk sets of a handful of configurations: small). Signals
    (:class:`DocumentRequestTask`): ``progressed`` counts steps (one per document and
    configuration), ``succeeded`` carries an ``EvalReport``.
    """

    def __init__(
        self,
        configs: Sequence[StrategyConfig],
        document: EvalDocument,
        questions: Sequence[Question],
        retriever: str = "bm25",
        parent: QObject | None = None,
    ) -> None:
        from inspector.workers import compare as compare_worker

        self.document = document
        request = ("eval", document.name, list(configs), list(questions), retriever)
        super().__init__(
            compare_worker.evaluate_in_worker, document.document, request, "eval", parent
        )

    def _assembled(self, message: tuple[Any, ...], reassembler: Reassembler) -> Reassembler | None:
        if message[0] != "report":
            return super()._assembled(message, reassembler)
        self._inbox.put(("done", message[1]))
        return None

    def _failure(self, reason: str) -> object:
        return f"The evaluation failed: {reason}."
