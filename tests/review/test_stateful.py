"""Random edit streams on a real review session: invariants, undo all, redo all, reopen equal.

The machine drives ``ReviewSession`` over the English law PDF (pages, running headers and
footers excluded) with a real SQLite store. After every step the state tiles the text and
keeps its invariants; a refused edit changes neither the state nor the store. At the end the
store reopened gives the same state and stacks, mid-stream too (a snapshot every three rows,
then undo and redo on the reopened session read their splices from the store); undoing
everything gives back the engine's chunks and blank reviews exactly; redoing everything gives
back the final state.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from inspector.engine import ChunkType, chunk_document, default_config
from inspector.engine.config import SizeProfile
from inspector.review.access import open_session
from inspector.review.base import base_state
from inspector.review.edits import (
    AddFlag,
    AddRedaction,
    EditRefused,
    ExcludeSpan,
    MergeChunks,
    MoveBoundary,
    RechunkRange,
    RemoveFlag,
    RemoveRedaction,
    RestoreSpan,
    SetChunkType,
    SetHeading,
    SetNote,
    SetStatus,
    SplitChunk,
)
from inspector.review.model import FlagCategory, ReviewStatus, check_state
from inspector.review.session import ReviewSession
from inspector.review.store import SNAPSHOT_EVERY, ReviewStore
from tests.review.conftest import LAW_PDF, fixed_clock, loaded

DOCUMENT, CHUNK_SET = loaded(LAW_PDF)
LENGTH = len(DOCUMENT.text)
BASE = base_state(DOCUMENT, CHUNK_SET)
# Other rules for re-chunking a range or rebasing the whole review: smaller articles and
# definitions (more boundaries), and larger ones (fewer).
_DEFAULT = default_config()
OTHER_CONFIGS = [
    _DEFAULT.with_profile("article", SizeProfile(40, 80, 120)).with_profile(
        "definition", SizeProfile(40, 80, 120)
    ),
    _DEFAULT.with_profile("article", SizeProfile(400, 1500, 3000)),
]
OTHER_SETS = [chunk_document(DOCUMENT, config) for config in OTHER_CONFIGS]

fraction = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
index_draw = st.integers(min_value=0, max_value=10_000)


class ReviewMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        # A snapshot every few rows, so that reopening starts from one, mid-stream, often.
        ReviewStore.snapshot_every = 3
        self.folder = Path(tempfile.mkdtemp(prefix="review-machine-"))
        self.session: ReviewSession = open_session(
            LAW_PDF,
            DOCUMENT,
            default_config(),
            "Machine",
            lambda: CHUNK_SET,
            folder=self.folder,
            clock=fixed_clock(),
        )
        assert self.session.state == BASE
        self.applied = 0

    def _index(self, draw: int) -> int:
        return draw % len(self.session.state.chunks)

    def _offset(self, index: int, where: float) -> int:
        chunk = self.session.state.chunks[index]
        return chunk.start + int(where * (chunk.end - chunk.start))

    def _try(self, edit: object) -> None:
        before = self.session.state
        rows = self.session.store.last_seq
        try:
            self.session.apply(edit)  # type: ignore[arg-type]
        except EditRefused as refusal:
            assert str(refusal)  # noqa: PT017 - every refusal says why
            assert self.session.state is before
            assert self.session.store.last_seq == rows
        else:
            self.applied += 1
            assert self.session.store.last_seq == rows + 1
            event(f"applied {type(edit).__name__}")

    @rule(draw=index_draw, where=fraction)
    def move(self, draw: int, where: float) -> None:
        # Mostly between the previous chunk's start and this chunk's end (valid or snapped
        # onto a neighbour's edge); sometimes anywhere (crossing a neighbour).
        chunks = self.session.state.chunks
        index = self._index(draw)
        if draw % 5 == 0:
            offset = int(where * LENGTH)
        else:
            low = chunks[max(index - 1, 0)].start
            offset = low + int(where * (chunks[index].end - low))
        self._try(MoveBoundary(index, offset))

    @rule(draw=index_draw, where=fraction)
    def split(self, draw: int, where: float) -> None:
        index = self._index(draw)
        self._try(SplitChunk(index, self._offset(index, where)))

    @rule(draw=index_draw)
    def merge(self, draw: int) -> None:
        self._try(MergeChunks(self._index(draw)))

    @rule(draws=st.lists(index_draw, min_size=0, max_size=6), status=st.sampled_from(ReviewStatus))
    def set_status(self, draws: list[int], status: ReviewStatus) -> None:
        self._try(SetStatus(tuple(self._index(d) for d in draws), status))

    @rule(draw=index_draw, category=st.sampled_from(FlagCategory), comment=st.text(max_size=8))
    def flag(self, draw: int, category: FlagCategory, comment: str) -> None:
        self._try(AddFlag(self._index(draw), category, comment))

    @rule(draw=index_draw, position=st.integers(0, 2))
    def unflag(self, draw: int, position: int) -> None:
        reviews = self.session.state.reviews
        flagged = [i for i, r in enumerate(reviews) if r.flags] or [self._index(draw)]
        self._try(RemoveFlag(flagged[draw % len(flagged)], position))

    @rule(draw=index_draw, note=st.sampled_from(["", "check", "معاد", "voir l'art. 4"]))
    def note(self, draw: int, note: str) -> None:
        self._try(SetNote(self._index(draw), note))

    @rule(draw=index_draw, chunk_type=st.sampled_from(ChunkType))
    def set_type(self, draw: int, chunk_type: ChunkType) -> None:
        self._try(SetChunkType(self._index(draw), chunk_type))

    @rule(draw=index_draw, heading=st.sampled_from(["Article 9", "", "Annexe A"]))
    def set_heading(self, draw: int, heading: str) -> None:
        self._try(SetHeading(self._index(draw), heading))

    @rule(start=st.integers(0, LENGTH), size=st.integers(0, 120))
    def exclude(self, start: int, size: int) -> None:
        self._try(ExcludeSpan(start, start + size))

    @rule(draw=index_draw, shift=st.integers(-20, 20), size=st.integers(0, 80))
    def restore(self, draw: int, shift: int, size: int) -> None:
        excluded = self.session.state.excluded
        start = excluded[draw % len(excluded)][0] + shift if excluded else shift
        self._try(RestoreSpan(start, start + size))

    @rule(
        start=st.integers(0, LENGTH),
        size=st.integers(0, 40),
        kind=st.sampled_from(["email", "manual"]),
    )
    def redact(self, start: int, size: int, kind: str) -> None:
        self._try(AddRedaction(start, start + size, kind))

    @precondition(lambda self: bool(self.session.state.redactions))
    @rule(draw=index_draw)
    def unredact(self, draw: int) -> None:
        redactions = self.session.state.redactions
        found = redactions[draw % len(redactions)]
        self._try(RemoveRedaction(found.start, found.end))

    @rule(draw=index_draw, span=st.integers(0, 4), which=st.integers(0, 1))
    def rechunk_range(self, draw: int, span: int, which: int) -> None:
        first = self._index(draw)
        last = min(first + span, len(self.session.state.chunks) - 1)
        config, chunk_set = OTHER_CONFIGS[which], OTHER_SETS[which]
        self._try(RechunkRange(first, last, config, chunk_set=chunk_set))

    @rule(which=st.integers(0, 2))
    def rebase(self, which: int) -> None:
        state = self.session.state
        manual = {c.start for c, r in zip(state.chunks, state.reviews, strict=True) if r.manual}
        if which == 2:
            self.session.rebase(CHUNK_SET, _DEFAULT)
        else:
            self.session.rebase(OTHER_SETS[which], OTHER_CONFIGS[which])
        after = self.session.state
        assert manual <= {c.start for c in after.chunks}  # manual boundaries survive
        kept = {(c.start, c.end): r for c, r in zip(state.chunks, state.reviews, strict=True)}
        for chunk, review in zip(after.chunks, after.reviews, strict=True):
            old = kept.get((chunk.start, chunk.end))
            if old is not None:
                assert review == old  # unchanged chunks keep their decisions whole
            else:
                assert review.status is ReviewStatus.UNREVIEWED

    @precondition(lambda self: self.session.can_undo)
    @rule()
    def undo(self) -> None:
        self.session.undo()

    @precondition(lambda self: self.session.can_redo)
    @rule()
    def redo(self) -> None:
        self.session.redo()

    @rule()
    def reopen(self) -> None:
        # Reopened mid-stream: the same state and stacks; the stacks' splices are read from
        # the store only when undone or redone, which the next rules do on the reopened one.
        state, history = self.session.state, self.session.history()
        self.session.close()
        self.session = open_session(
            LAW_PDF,
            DOCUMENT,
            default_config(),
            "Machine",
            lambda: CHUNK_SET,
            folder=self.folder,
            clock=fixed_clock(),
        )
        assert self.session.state == state
        assert self.session.history() == history
        assert self.session.store.last_seq - self.session.store.snapshot_seq < 3

    @invariant()
    def state_is_valid(self) -> None:
        state = self.session.state
        check_state(state, LENGTH)
        for start, end in state.excluded:
            inside = [c.start for c in state.chunks if start < c.start < end]
            assert not inside, f"excluded {start}-{end} crosses boundaries {inside}"

    def teardown(self) -> None:
        try:
            final = self.session.state
            undo, redo = self.session.history()
            self.session.close()
            reopened = open_session(
                LAW_PDF,
                DOCUMENT,
                default_config(),
                "Machine",
                lambda: CHUNK_SET,
                folder=self.folder,
            )
            assert reopened.state == final
            assert reopened.history() == (undo, redo)
            _redo_all(reopened)
            top = reopened.state
            _undo_all(reopened)
            assert reopened.state == BASE
            _redo_all(reopened)
            assert reopened.state == top
            reopened.close()
        finally:
            ReviewStore.snapshot_every = SNAPSHOT_EVERY
            shutil.rmtree(self.folder, ignore_errors=True)


def _undo_all(session: ReviewSession) -> None:
    while session.can_undo:
        session.undo()


def _redo_all(session: ReviewSession) -> None:
    while session.can_redo:
        session.redo()


ReviewMachine.TestCase.settings = settings(
    max_examples=30,
    stateful_step_count=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestReviewMachine = ReviewMachine.TestCase
