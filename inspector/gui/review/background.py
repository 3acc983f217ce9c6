"""Review work kept off the GUI thread: opening a session, warming up what edits need.

Both run in plain threads. They are pure Python for the most part, so the GUI thread gets the
GIL back every switch interval (5 ms by default), except during single C calls (``json.dumps``
of a base state, which holds it throughout). The cl100k encoding (its Rust constructor holds
the GIL for the whole build: ``bench/results/review_gui.md``) is never built for edits in this
process: a worker counts (``review_tokens``).
"""

from __future__ import annotations

import gc
import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from inspector.errors import InspectorError
from inspector.gui.jobs.base import CallTask

if TYPE_CHECKING:
    from inspector.review.metadata import ChunkFacts
    from inspector.view.chunk_state import ChunkState

log = logging.getLogger(__name__)


def open_session_task(
    state: ChunkState, reviewer: str, parent: QObject
) -> tuple[CallTask, list[object]]:
    """A task opening the review of ``state`` (``access.open_session``) in a thread.

    Not started: connect its signals, then call ``start``.

    Its ``succeeded`` signal carries the ``ReviewSession``, or the ``InspectorError`` that
    stopped it. The list returned receives the same result from the thread, so that whoever
    drops the task before it reports (another file opened, the window closed) can still
    close the store with ``release_session`` after ``task.wait``. With a reviewer named (someone
    reviewing, not just looking), the thread also builds what the first boundary edit needs.
    """
    opened: list[object] = []

    def open_in_thread() -> object:
        from inspector.review.access import open_session

        try:
            session = open_session(
                state.path, state.document, state.config, reviewer, lambda: state.chunk_set
            )
        except InspectorError as error:
            opened.append(error)
            return error
        if reviewer and not session.read_only:
            # What the first split, merge or moved boundary needs (the language model, ~45 ms
            # of Python), built before the session is shown: no edit can come before it, nor
            # meet its thread holding the GIL (an edit made meanwhile took twice as long).
            session.context.facts.languages  # noqa: B018 -- built on first access
        opened.append(session)
        return session

    task = CallTask(open_in_thread, parent)
    return task, opened


def release_session(result: object) -> None:
    """Close a session that was opened for a document no longer shown (errors: nothing)."""
    close = getattr(result, "close", None)
    if close is None:
        return
    try:
        close()
    except InspectorError as error:
        log.warning("closing an unused review store: %s", error)


def warm_up_edits(facts: ChunkFacts) -> threading.Thread:
    """Build, in a daemon thread, the language model of ``facts``.

    ``facts`` is the session's ``ChunkFacts``. A split, merge or moved boundary detects the
    languages of its chunks: built by the first such edit, the model (pure Python) made it
    take that much longer (``bench/results/review_gui.md``). Token counts come from the
    session's token worker (``review_tokens``), so the cl100k encoding is not built here: its
    build holds the GIL throughout, and an edit made meanwhile waited for it.
    """

    def warm() -> None:
        facts.languages  # noqa: B018 -- built on first access
        # What it made lives as long as the session: kept out of full collections too.
        freeze_session_objects()

    thread = threading.Thread(target=warm, name="inspector-warm-edits", daemon=True)
    thread.start()
    return thread


def freeze_session_objects() -> None:
    """Move every object alive now out of the cyclic collector's reach (``gc.freeze``).

    Called once a review session is shown: the document, its chunks and the window's items
    then never make an edit pay for a full collection over them (such collections had landed in the
    middle of edits with a 480-page PDF open: ``bench/results/review_gui.md``). Frozen objects are
    still freed when their last reference goes; only reference cycles among them wait for
    :func:`thaw_session_objects`.
    """
    gc.freeze()


def thaw_session_objects() -> None:
    """Give the frozen objects back to the collector (``gc.unfreeze``): a session closed.

    The closed document's cycles are then collected by a later full collection, so
    opening document after document does not keep their garbage.
    """
    gc.unfreeze()
