"""The undo stack's commands: each wraps one review edit already applied to the session.

The review session (``inspector.review.session``) applies, saves and undoes edits; Qt's
``QUndoStack`` gives the Edit menu, the undo history view and clean/dirty tracking. The two
stacks must move together, so an edit is applied to the session *before* its command is
pushed (a refused edit never reaches the stack), and the command's first ``redo()`` (which
``QUndoStack.push`` calls) does nothing: no edit is ever applied twice. Later ``undo()`` /
``redo()`` calls (the menu, Ctrl+Z, a click in the history) step the session's own stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from inspector.view.chunk_state import ChunkState


class SessionStepper(Protocol):
    """Who steps the session and shows the result (the review controller)."""

    def undo_step(self) -> None:
        """Undo the session's last applied edit and show the result."""

    def redo_step(self) -> None:
        """Redo the session's last undone edit and show the result."""


class EditCommand(QUndoCommand):
    """One applied review edit on the undo stack; its text is the edit's ``describe()``."""

    def __init__(self, text: str, stepper: SessionStepper) -> None:
        super().__init__(text)
        self._stepper = stepper
        self._pushed = False

    def redo(self) -> None:
        """Qt override: the first call (from ``push``) is the edit already applied; skip it."""
        if not self._pushed:
            self._pushed = True
            return
        self._stepper.redo_step()

    def undo(self) -> None:
        """Qt override: undo the edit in the session."""
        self._stepper.undo_step()


class RunStepper(SessionStepper, Protocol):
    """A stepper that can also show another run of the document (see ``RechunkCommand``)."""

    def undo_run(self, run: ChunkState, lost_approval: frozenset[int]) -> None:
        """Undo the session's last edit (a re-chunk) and show ``run`` again."""

    def redo_run(self, run: ChunkState, lost_approval: frozenset[int]) -> None:
        """Redo the session's last undone edit (a re-chunk) and show ``run`` again."""


class RechunkCommand(EditCommand):
    """A re-chunk with changed rules, as one undo step.

    Undo shows the run before it (its chunks, the rules panel's values, none of the undone
    run's boundary-change marks); redo shows the run after it again.
    """

    def __init__(
        self, text: str, stepper: RunStepper, before: ChunkState, after: ChunkState
    ) -> None:
        super().__init__(text, stepper)
        self._runs = stepper
        self._before = (before, before.lost_approval)
        self._after = (after, after.lost_approval)

    def redo(self) -> None:
        """Qt override: as ``EditCommand``, showing the run after the re-chunk."""
        if not self._pushed:
            self._pushed = True
            return
        self._runs.redo_run(*self._after)

    def undo(self) -> None:
        """Qt override: undo the re-chunk and show the run before it."""
        self._runs.undo_run(*self._before)
