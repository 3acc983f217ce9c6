"""The retrieval eval in a background thread, reported on the GUI thread (see task_base)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from inspector.errors import Cancelled, InspectorError
from inspector.gui.task_base import CancellableTask

log = logging.getLogger(__name__)


class EvalTask(CancellableTask):
    """Run ``inspector.evaluation.runner.evaluate`` off the UI thread.

    The engine and the strategies are pure Python on an already loaded Document, so a thread
    is enough (no PyMuPDF involved).

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
        configs: Sequence[Any],
        documents: Sequence[Any],
        questions: Sequence[Any],
        retriever: str = "bm25",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._cancel_event = threading.Event()
        self._args = (list(configs), list(documents), list(questions), retriever)
        self._thread = threading.Thread(target=self._run, name="inspector-eval", daemon=True)

    def _dispatch(self, message: tuple[Any, ...]) -> None:
        verb = message[0]
        if verb == "progress":
            self.progressed.emit(message[1], message[2])
            return
        self._end()
        if verb == "done":
            self.succeeded.emit(message[1])
        else:
            self.failed.emit(message[1])

    def _run(self) -> None:
        from inspector.evaluation.runner import evaluate

        configs, documents, questions, retriever = self._args
        try:
            report = evaluate(
                configs,
                documents,
                questions,
                retriever=retriever,
                on_progress=lambda done, total: self._inbox.put(("progress", done, total)),
                should_cancel=self._cancel_event.is_set,
            )
        except Cancelled:
            return
        except InspectorError as error:
            self._inbox.put(("failed", str(error)))
            return
        except Exception as error:  # the task boundary: report, never die silently
            log.exception("the evaluation failed")
            self._inbox.put(("failed", f"an internal error ({error})"))
            return
        self._inbox.put(("done", report))
