"""The session's own API: progress, subscribers, undo texts, refusals, timings."""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.document.model import Document
from inspector.engine import ChunkSet, default_config
from inspector.review.access import open_session
from inspector.review.edits import AddFlag, EditRefused, MergeChunks, SetStatus, SplitChunk
from inspector.review.model import FlagCategory, ReviewState, ReviewStatus
from inspector.review.session import ReviewSession
from inspector.review.splice import Splice, apply_splice
from tests.review.conftest import LAW_PDF, fixed_clock, holding


@pytest.fixture
def session(law_pdf: tuple[Document, ChunkSet], tmp_path: Path) -> ReviewSession:
    document, chunk_set = law_pdf
    return open_session(
        LAW_PDF,
        document,
        default_config(),
        "Ana",
        lambda: chunk_set,
        folder=tmp_path,
        clock=fixed_clock(),
    )


def test_progress_counts_each_status_and_flags(session: ReviewSession) -> None:
    total = len(session.state.chunks)
    session.apply(SetStatus((1, 2, 3), ReviewStatus.APPROVED))
    session.apply(SetStatus((4,), ReviewStatus.NEEDS_WORK))
    session.apply(SetStatus((5, 6), ReviewStatus.REJECTED))
    session.apply(AddFlag(1, FlagCategory.TABLE_CUT))
    session.apply(AddFlag(9, FlagCategory.OTHER, "x"))
    progress = session.progress()
    assert (progress.approved, progress.needs_work, progress.rejected) == (3, 1, 2)
    assert progress.flagged == 2
    assert progress.unreviewed == total - 6
    assert progress.total == total
    assert progress.summary().startswith(f"6/{total} reviewed: 3 approved, 1 needs work")
    session.close()


def test_subscribers_get_every_change_and_can_follow_it(session: ReviewSession) -> None:
    seen: list[tuple[ReviewState, Splice]] = []
    session.subscribe(lambda state, splice: seen.append((state, splice)))
    mirror = session.state
    session.apply(SplitChunk(holding(session.state, 1780), 1780))
    session.apply(MergeChunks(2))
    session.undo()
    session.redo()
    assert len(seen) == 4
    for state, splice in seen:  # a view applying the splices stays equal to the session
        mirror, _ = apply_splice(mirror, splice)
        assert mirror == state
    assert mirror == session.state
    session.close()


def test_undo_texts_and_nothing_to_undo(session: ReviewSession) -> None:
    with pytest.raises(EditRefused, match=r"^There is nothing to undo\.$"):
        session.undo()
    with pytest.raises(EditRefused, match=r"^There is nothing to redo\.$"):
        session.redo()
    assert (session.can_undo, session.undo_text) == (False, "")
    session.apply(SetStatus((1,), ReviewStatus.APPROVED))
    assert session.undo_text == "Approve chunk 1"
    session.undo()
    assert (session.redo_text, session.undo_text) == ("Approve chunk 1", "")
    session.apply(SetStatus((2,), ReviewStatus.REJECTED))
    assert not session.can_redo  # a new edit clears the redo stack
    assert session.history() == (["Reject chunk 2"], [])
    session.close()


def test_reviewer_name_and_timings(session: ReviewSession) -> None:
    session.reviewer = "Badr"
    session.apply(AddFlag(3, FlagCategory.PERSONAL_DATA, "phone number"))
    review = session.state.reviews[3]
    assert review.reviewer == "Badr"
    assert review.flags[0].reviewer == "Badr"
    assert session.audit()[-1].reviewer == "Badr"
    timing = session.last_timing
    assert timing.plan > 0
    assert timing.save >= timing.encode > 0
    assert (
        session.chunk_text(3)
        == session.document.text[session.state.chunks[3].start : session.state.chunks[3].end]
    )
    session.close()
