"""``SessionOpener``: opens the shown document's review session in a thread, one at a time.

Creating a store writes the whole base state (JSON of ~1,500 chunks) and reopening one
decodes it and replays the edits: on the GUI thread that froze the window
(``bench/results/gui_open.md``). In a thread the GUI thread gets the GIL back every switch
interval (5 ms by default) but for the C calls (``json.dumps``, which holds it throughout).
The store's connection may be used from any thread.

Only the latest opening counts: a session opened for a document replaced meanwhile, or
dropped by ``cancel``, is closed (``release_session``), never shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from inspector.errors import InspectorError
from inspector.gui.jobs.base import CallTask
from inspector.gui.review.background import open_session_task, release_session
from inspector.view.chunk_state import ChunkState

OPEN_WAIT_S = 30.0
"""How long closing waits for a session still opening in its thread (seconds)."""
SESSION_OPEN_DELAY_MS = 250
"""A document's review session starts opening (in a thread) this long after it is shown."""


class SessionOpener(QObject):
    """Opens review sessions in a thread and hands the latest one to ``on_opened``.

    ``on_opened(state, result)`` runs on the GUI thread with the ``ReviewSession`` of
    ``state`` or the ``InspectorError`` that stopped it.
    """

    def __init__(self, on_opened: Callable[[ChunkState, object], None], parent: QObject) -> None:
        super().__init__(parent)
        self._on_opened = on_opened
        self._opening: tuple[CallTask, list[object]] | None = None  # a session opening

    @property
    def busy(self) -> bool:
        """A session is opening (started or about to be)."""
        return self._opening is not None

    def open(self, state: ChunkState, reviewer: str) -> None:
        """Open ``state``'s review (as ``reviewer``) in a thread, a little later."""
        task, opened = open_session_task(state, reviewer, self)
        self._opening = (task, opened)
        task.succeeded.connect(lambda result: self._finished(task, state, result))
        task.failed.connect(lambda message: self._finished(task, state, InspectorError(message)))
        # Started a little later, once the document's install and first overlays are done: the
        # thread's GIL share (and json.dumps) stretched that GUI-thread work into a 215 ms
        # freeze at a long PDF's arrival (42 ms without it).
        QTimer.singleShot(SESSION_OPEN_DELAY_MS, self, lambda: self._start(task))

    def _start(self, task: CallTask) -> None:
        """Start the opening task unless another document replaced it meanwhile."""
        if self._opening is not None and self._opening[0] is task:
            task.start()

    def _finished(self, task: CallTask, state: ChunkState, result: object) -> None:
        """The session of ``state`` is open (or failed): hand it on if it is still wanted."""
        if self._opening is None or self._opening[0] is not task:
            release_session(result)  # another file was opened meanwhile
            return
        self._opening = None
        task.deleteLater()
        self._on_opened(state, result)

    def cancel(self) -> None:
        """Drop the session opening now, if any (another file, or the window closes)."""
        opening, self._opening = self._opening, None
        if opening is not None:
            task, opened = opening
            # The thread may still be writing the store: let it finish, then close it.
            if task.wait(OPEN_WAIT_S):
                task.succeeded.disconnect()
                task.failed.disconnect()
                task.deleteLater()
                for result in opened:
                    release_session(result)
