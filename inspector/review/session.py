"""A review session: the state of one document's review, its undo/redo stacks and its store.

``ReviewSession.apply(edit)`` plans the edit's splice, applies it, saves it (one transaction)
and only then shows it: ``state`` never holds an edit that is not on disk, so a crash loses
nothing that was on screen. ``undo()`` and ``redo()`` are splices too, saved as rows of their
own (``action`` "undo"/"redo", linked to the edit they revert), so the audit trail shows them
and reopening restores the stacks. ``rebase`` (re-chunk with changed rules) and ``reanchor``
(the file changed) are saved the same way.

Wrapping in a ``QUndoStack`` (GUI): push a command after ``splice = session.apply(edit)``
whose first ``redo()`` does nothing (the edit is applied) and later ones call
``session.redo()``; its ``undo()`` calls ``session.undo()``; its text is ``edit.describe()``.
Subscribers (``subscribe``) get ``(new_state, splice)`` after every change, whoever made it.

Opening: ``open_session`` (module ``inspector.review.access``) finds or creates the store.
A store whose fingerprint differs from the document's (the file changed since the review), or
whose stored text differs from the document's text (a newer loader reads the same bytes
differently), gives a session with ``read_only`` true, ``stale_reason`` set, ``text`` the
stored text its offsets refer to, and ``reanchor()`` to carry the decisions onto the file as
it is now. The staleness test and the replay of the stored rows are in ``session_reopen``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from inspector.document.model import Document
from inspector.engine.config import ChunkingConfig
from inspector.engine.types import ChunkSet
from inspector.review.base import create_store
from inspector.review.context import Clock, Edit, EditRefused, ReviewContext, utc_now
from inspector.review.diff import diff_splice
from inspector.review.metadata import ChunkFacts
from inspector.review.model import ReviewState, check_state
from inspector.review.rebase import RebaseReport, reanchor_reviews, rebase
from inspector.review.session_reopen import replay, restore_stacks, stale_reason_for
from inspector.review.session_values import (
    AuditEntry,
    EditTiming,
    ReviewReadOnly,
    UndoStep,
    audit_entry,
)
from inspector.review.splice import Splice, apply_splice
from inspector.review.store import EditRecord, ReviewStore, retire_store, store_name
from inspector.review.summary import ReviewProgress, progress_of, splice_sides

Listener = Callable[[ReviewState, Splice], None]

__all__ = ["AuditEntry", "EditTiming", "Listener", "ReviewReadOnly", "ReviewSession", "UndoStep"]


class ReviewSession:
    """The review of one document (module docstring).

    Args:
        document: the document as loaded now.
        chunk_set: the engine's chunks of ``document`` (title, type and language for exports;
            the target of ``reanchor``).
        config: the configuration ``chunk_set`` was made with.
        reviewer: the name recorded on every decision.
        store: the open review store (see ``access.open_session``); the session owns it.
        clock: current time as ISO-8601 UTC (injectable for tests).
    """

    def __init__(
        self,
        document: Document,
        chunk_set: ChunkSet,
        config: ChunkingConfig,
        reviewer: str,
        store: ReviewStore,
        *,
        clock: Clock = utc_now,
    ) -> None:
        self.document = document
        self.chunk_set = chunk_set
        self.store = store
        self.clock = clock
        self.context = ReviewContext(document, config, reviewer, clock)
        meta = store.meta()
        stored_text = store.text()
        self.stale_reason = stale_reason_for(document, meta.get("fingerprint", ""), stored_text)
        self.read_only = bool(self.stale_reason)
        self.text = stored_text
        """The text the state's offsets refer to (the stored one when read-only)."""
        self.config_hash = meta.get("config_hash", "")
        self._undo: list[UndoStep] = []
        self._redo: list[UndoStep] = []
        self._listeners: list[Listener] = []
        self.last_timing = EditTiming()
        """How long the last apply, undo or redo took (for benchmarks and the status bar)."""
        self._encoded = 0.0
        snapshot = store.snapshot()
        since, state = snapshot if snapshot is not None else (0, store.base())
        state = replay(state, store.records(since))
        self.config_hash = restore_stacks(
            store.records(splices=False), self._undo, self._redo, self.config_hash
        )
        check_state(state, len(self.text))
        self._state = state
        if not self.read_only and store.last_seq - store.snapshot_seq >= store.snapshot_every:
            store.save_snapshot(state)  # a review from before snapshots, or killed: once

    # -- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> ReviewState:
        """The current review state (every edit in it is saved)."""
        return self._state

    @property
    def reviewer(self) -> str:
        """The name recorded on decisions."""
        return self.context.reviewer

    @reviewer.setter
    def reviewer(self, name: str) -> None:
        self.context.reviewer = name

    @property
    def can_undo(self) -> bool:
        """Whether there is an edit to undo (and the review can be changed)."""
        return bool(self._undo) and not self.read_only

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone edit to redo (and the review can be changed)."""
        return bool(self._redo) and not self.read_only

    @property
    def undo_text(self) -> str:
        """Description of the edit ``undo`` would revert ("" when none)."""
        return self._undo[-1].description if self._undo else ""

    @property
    def redo_text(self) -> str:
        """Description of the edit ``redo`` would re-apply ("" when none)."""
        return self._redo[-1].description if self._redo else ""

    def history(self) -> tuple[list[str], list[str]]:
        """Descriptions on the undo stack (oldest first) and on the redo stack (next first)."""
        return [s.description for s in self._undo], [s.description for s in reversed(self._redo)]

    def progress(self) -> ReviewProgress:
        """Counts of approved, needs-work, rejected, flagged and unreviewed chunks."""
        return progress_of(self._state)

    def audit(self) -> list[AuditEntry]:
        """The audit trail, oldest first (undo and redo rows included)."""
        return [audit_entry(r) for r in self.store.records()]

    def chunk_text(self, index: int) -> str:
        """The text of chunk ``index`` (from ``text``: right even when read-only)."""
        chunk = self._state.chunks[index]
        return self.text[chunk.start : chunk.end]

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener(new_state, splice)`` after every applied edit, undo or redo."""
        self._listeners.append(listener)

    # -- changing --------------------------------------------------------------------------

    def apply(self, edit: Edit) -> Splice:
        """Plan, apply and save ``edit``; the applied splice is returned.

        Raises:
            EditRefused: the edit is invalid (nothing changed).
            ReviewReadOnly: the review cannot be changed.
            ReviewStoreError: the edit could not be saved (nothing changed).
        """
        self._check_writable()
        started = time.perf_counter()
        splice = edit.plan(self.context, self._state)
        return self._commit(edit.action, edit.describe(), splice, planned=started)

    def undo(self) -> Splice:
        """Revert the last edit (saved as an "undo" row); the applied splice is returned."""
        self._check_writable()
        if not self._undo:
            raise EditRefused("There is nothing to undo.")
        step = self._undo[-1] = self._loaded(self._undo[-1], after=True)
        assert step.inverse is not None  # loaded
        change = (step.config_change[1], step.config_change[0]) if step.config_change else None
        started = time.perf_counter()
        new_state, _ = apply_splice(self._state, step.inverse)
        applied = time.perf_counter()
        self._save(
            "undo", f"Undo: {step.description}", step.inverse, change, new_state, undo_of=step.seq
        )
        self.last_timing = EditTiming(
            0.0, applied - started, time.perf_counter() - applied, self._encoded
        )
        self._undo.pop()
        self._redo.append(step)
        return self._show(new_state, step.inverse, change)

    def redo(self) -> Splice:
        """Re-apply the last undone edit (saved as a "redo" row)."""
        self._check_writable()
        if not self._redo:
            raise EditRefused("There is nothing to redo.")
        step = self._redo[-1] = self._loaded(self._redo[-1], after=False)
        assert step.splice is not None  # loaded
        started = time.perf_counter()
        new_state, _ = apply_splice(self._state, step.splice)
        applied = time.perf_counter()
        self._save(
            "redo",
            f"Redo: {step.description}",
            step.splice,
            step.config_change,
            new_state,
            redo_of=step.seq,
        )
        self.last_timing = EditTiming(
            0.0, applied - started, time.perf_counter() - applied, self._encoded
        )
        self._redo.pop()
        self._undo.append(step)
        return self._show(new_state, step.splice, step.config_change)

    def rebase(self, new_chunk_set: ChunkSet, config: ChunkingConfig) -> RebaseReport:
        """Move the review onto a re-chunk with changed rules (``rebase.rebase``), undoably."""
        self._check_writable()
        new_state, report = rebase(
            self._state, new_chunk_set, self.document, facts=self.context.facts
        )
        splice = diff_splice(self._state, new_state)
        if splice.is_empty and config.config_hash == self.config_hash:
            self.chunk_set = new_chunk_set
            return report  # the same rules again: nothing to save or undo
        change = (self.config_hash, config.config_hash)
        description = f"Re-chunk with configuration {config.config_hash[:8]}: {report.summary()}"
        self._commit("rebase", description, splice, change)
        self.context.config = config
        self.chunk_set = new_chunk_set
        return report

    def reanchor(
        self, new_document: Document | None = None, new_chunk_set: ChunkSet | None = None
    ) -> RebaseReport:
        """Carry a stale review onto the file as it is now (``rebase.reanchor_reviews``).

        A new store is made for the new fingerprint (the old store stays, with its history);
        its first row is the re-anchoring, undoable like an edit. The session then reviews
        ``new_document`` (default: the document it was opened with) and is writable. The
        whole state changes: subscribers are not called; show ``state`` anew.

        Raises:
            ReviewReadOnly: the review is not stale (nothing to re-anchor).
            ReviewStoreError: the new store cannot be created.
        """
        if not self.read_only:
            raise ReviewReadOnly("The review matches the file: there is nothing to re-anchor.")
        document = new_document or self.document
        chunk_set = new_chunk_set or self.chunk_set
        new_state, report = reanchor_reviews(
            self.text, self._state, document, chunk_set, facts=ChunkFacts(document)
        )
        old_path = self.store.path
        self.store.close()
        target = old_path.parent / store_name(document.fingerprint, document.source_path)
        retired = retire_store(target) if target.exists() else None  # same bytes, other text
        try:
            store = create_store(old_path.parent, document, chunk_set, self.clock())
        except BaseException:
            if retired is not None:
                retired.rename(target)
            self.store = ReviewStore.open(old_path)  # still read-only on the old review
            raise
        self.store = store
        self.document, self.chunk_set, self.text = document, chunk_set, document.text
        self.context = ReviewContext(document, self.context.config, self.reviewer, self.clock)
        self.read_only, self.stale_reason = False, ""
        self.config_hash = chunk_set.config_hash
        self._undo.clear()
        self._redo.clear()
        self._state = store.base()
        listeners, self._listeners = self._listeners, []
        try:
            description = (
                f"Re-anchor the review ({old_path.name}) to the changed file: {report.kept} "
                f"decisions kept, {report.dropped} dropped"
            )
            self._commit("reanchor", description, diff_splice(self._state, new_state))
        finally:
            self._listeners = listeners
        return report

    def close(self) -> None:
        """Close the store (every edit is already saved)."""
        self.store.close()

    # -- internals -------------------------------------------------------------------------

    def _check_writable(self) -> None:
        if self.read_only:
            raise ReviewReadOnly(self.stale_reason or "This review is read-only.")

    def _commit(
        self,
        action: str,
        description: str,
        splice: Splice,
        change: tuple[str, str] | None = None,
        *,
        planned: float | None = None,
    ) -> Splice:
        started = time.perf_counter()
        new_state, inverse = apply_splice(self._state, splice)
        applied = time.perf_counter()
        seq = self._save(action, description, splice, change, new_state)
        self.last_timing = EditTiming(
            started - planned if planned is not None else 0.0,
            applied - started,
            time.perf_counter() - applied,
            self._encoded,
        )
        self._undo.append(UndoStep(seq, description, splice, inverse, change))
        self._redo.clear()
        return self._show(new_state, splice, change)

    def _save(
        self,
        action: str,
        description: str,
        splice: Splice,
        change: tuple[str, str] | None,
        state: ReviewState,
        *,
        undo_of: int | None = None,
        redo_of: int | None = None,
    ) -> int:
        """Save one row (``state``: the state once it is applied, for the store's snapshot)."""
        started = time.perf_counter()
        before, after = splice_sides(splice)
        record = EditRecord(
            seq=0,
            at=self.clock(),
            reviewer=self.context.reviewer,
            action=action,
            description=description,
            splice=splice.to_json(),
            undo_of=undo_of,
            redo_of=redo_of,
            before=before,
            after=after,
            config_before=change[0] if change else None,
            config_after=change[1] if change else None,
        )
        self._encoded = time.perf_counter() - started
        return self.store.append(record, state)

    def _loaded(self, step: UndoStep, *, after: bool) -> UndoStep:
        """``step`` with its splices, read from its row if it was restored without them.

        ``after``: the current state is the one the step's edit produced (the step is on top
        of the undo stack), else the one it applies to (on top of the redo stack).
        """
        if step.splice is not None and step.inverse is not None:
            return step
        splice = Splice.from_json(self.store.splice_text(step.seq), self._state, after=after)
        return UndoStep(step.seq, step.description, splice, splice.inverse(), step.config_change)

    def _show(self, state: ReviewState, splice: Splice, change: tuple[str, str] | None) -> Splice:
        self._state = state
        if change is not None:
            self.config_hash = change[1]
        for listener in list(self._listeners):
            listener(state, splice)
        return splice


def __getattr__(name: str) -> object:
    # ``open_session`` and ``load_review_for`` live in ``access`` (which imports this module);
    # they are reachable from here too, loaded on first use.
    if name in ("open_session", "load_review_for"):
        from inspector.review import access

        return getattr(access, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
