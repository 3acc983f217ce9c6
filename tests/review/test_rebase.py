"""Re-chunking with changed rules keeps manual boundaries and unchanged decisions."""

from __future__ import annotations

from pathlib import Path

from inspector.document.model import Document
from inspector.engine import ChunkSet, ChunkType, chunk_document, default_config
from inspector.engine.config import SizeProfile
from inspector.review.access import open_session
from inspector.review.base import base_state
from inspector.review.context import ReviewContext
from inspector.review.edits import (
    AddFlag,
    ExcludeSpan,
    MoveBoundary,
    SetChunkType,
    SetHeading,
    SetNote,
    SetStatus,
    SplitChunk,
)
from inspector.review.model import FlagCategory, ReviewState, ReviewStatus, check_state
from inspector.review.rebase import rebase
from inspector.review.splice import apply_splice
from tests.review.conftest import LAW_PDF, fixed_clock


def _apply(context: ReviewContext, state: ReviewState, edit: object) -> ReviewState:
    return apply_splice(state, edit.plan(context, state))[0]  # type: ignore[attr-defined]


def _smaller_definitions(document: Document) -> ChunkSet:
    config = default_config().with_profile("definition", SizeProfile(40, 80, 120))
    return chunk_document(document, config)


def test_rebase_keeps_manual_boundaries_and_unchanged_decisions(
    law_pdf: tuple[Document, ChunkSet], pdf_context: ReviewContext
) -> None:
    document, chunk_set = law_pdf
    state = base_state(document, chunk_set)
    state = _apply(
        pdf_context, state, SetStatus(tuple(range(len(state.chunks))), ReviewStatus.APPROVED)
    )
    definitions = [i for i, c in enumerate(state.chunks) if c.chunk_type is ChunkType.DEFINITION]
    # A manual boundary inside an article the new rules leave alone; the definitions chunk
    # (approved) is cut up by the new rules.
    article = next(i for i, c in enumerate(state.chunks) if c.chunk_type is ChunkType.ARTICLE)
    middle = (state.chunks[article].start + state.chunks[article].end) // 2
    state = _apply(pdf_context, state, SplitChunk(article, middle))
    state = _apply(pdf_context, state, AddFlag(3, FlagCategory.WRONG_HEADING, "x"))
    state = _apply(pdf_context, state, SetNote(3, "kept"))
    manual = {c.start for c, r in zip(state.chunks, state.reviews, strict=True) if r.manual}
    assert len(manual) == 1

    new_set = _smaller_definitions(document)
    assert len(new_set.chunks) > len(chunk_set.chunks)
    new_state, report = rebase(state, new_set, document, facts=pdf_context.facts)
    check_state(new_state, len(document.text))

    starts = {c.start for c in new_state.chunks}
    assert manual <= starts
    for chunk, review in zip(new_state.chunks, new_state.reviews, strict=True):
        if chunk.start in manual:
            assert review.manual
            assert chunk.boundary.rule == "manual"
    # Chunks with the same range keep their whole review (status, flags, note).
    old_by_range = {(c.start, c.end): r for c, r in zip(state.chunks, state.reviews, strict=True)}
    kept = 0
    for chunk, review in zip(new_state.chunks, new_state.reviews, strict=True):
        old = old_by_range.get((chunk.start, chunk.end))
        if old is not None:
            assert review == old
            kept += old.status is not ReviewStatus.UNREVIEWED
        else:
            assert review.status is ReviewStatus.UNREVIEWED
    assert report.kept == kept > 0
    assert new_state.reviews[3].note == "kept"
    # The definitions were cut differently: they lost their approval, and the report says so.
    assert report.lost_approval
    for index in report.lost_approval:
        assert new_state.reviews[index].status is ReviewStatus.UNREVIEWED
        assert (new_state.chunks[index].start, new_state.chunks[index].end) not in old_by_range
    assert any(new_state.chunks[i].chunk_type is ChunkType.DEFINITION for i in report.lost_approval)
    assert definitions
    assert report.manual_kept == 1


def test_rebase_keeps_a_type_and_heading_the_reviewer_set(
    law_pdf: tuple[Document, ChunkSet], pdf_context: ReviewContext
) -> None:
    document, chunk_set = law_pdf
    state = base_state(document, chunk_set)
    state = _apply(pdf_context, state, SetChunkType(3, ChunkType.DEFINITION))
    state = _apply(pdf_context, state, SetHeading(4, "Recital four"))
    new_state, _ = rebase(state, _smaller_definitions(document), document, facts=pdf_context.facts)
    assert new_state.chunks[3].chunk_type is ChunkType.DEFINITION
    assert new_state.chunks[4].heading_text == "Recital four"
    assert new_state.chunks[4].context_path[-1] == "Recital four"
    assert new_state.chunks[5].heading_text == chunk_set.chunks[5].heading_text


def test_rebase_with_the_same_rules_keeps_everything(
    law_pdf: tuple[Document, ChunkSet], pdf_context: ReviewContext
) -> None:
    document, chunk_set = law_pdf
    state = base_state(document, chunk_set)
    state = _apply(pdf_context, state, SetStatus((1, 4, 9), ReviewStatus.REJECTED))
    new_state, report = rebase(state, chunk_set, document, facts=pdf_context.facts)
    assert new_state == state
    assert report.kept == 3
    assert report.lost_approval == ()
    assert report.dropped == 0


def test_an_engine_boundary_next_to_a_manual_one_gives_way(
    law_pdf: tuple[Document, ChunkSet], pdf_context: ReviewContext
) -> None:
    document, chunk_set = law_pdf
    state = base_state(document, chunk_set)
    # Move chunk 3's start back into chunk 2 by a few words: the engine's own boundary at the
    # old place would now leave a sliver; a rebase onto the same engine output keeps the
    # manual boundary and both engine neighbours intact around it.
    target = state.chunks[2].start + (state.chunks[3].start - state.chunks[2].start) // 2
    state = _apply(pdf_context, state, MoveBoundary(3, target))
    new_state, report = rebase(state, chunk_set, document, facts=pdf_context.facts)
    check_state(new_state, len(document.text))
    moved = state.chunks[3].start
    assert moved in {c.start for c in new_state.chunks}
    assert chunk_set.chunks[3].start in {c.start for c in new_state.chunks}
    assert report.manual_kept == 1


def test_session_rebase_is_saved_and_undoable(
    law_pdf: tuple[Document, ChunkSet], tmp_path: Path
) -> None:
    document, chunk_set = law_pdf
    session = open_session(
        LAW_PDF,
        document,
        default_config(),
        "Ana",
        lambda: chunk_set,
        folder=tmp_path,
        clock=fixed_clock(),
    )
    session.apply(SetStatus((1, 2), ReviewStatus.APPROVED))
    before = session.state
    config = default_config().with_profile("definition", SizeProfile(40, 80, 120))
    report = session.rebase(chunk_document(document, config), config)
    assert report.kept == 2
    assert session.config_hash == config.config_hash
    after = session.state
    session.close()
    reopened = open_session(
        LAW_PDF, document, default_config(), "Ana", lambda: chunk_set, folder=tmp_path
    )
    assert reopened.state == after
    assert reopened.config_hash == config.config_hash
    assert reopened.undo_text.startswith("Re-chunk with configuration")
    reopened.undo()
    assert reopened.state == before
    assert reopened.config_hash == chunk_set.config_hash
    reopened.close()


def test_rebase_puts_no_boundary_inside_text_the_reviewer_excluded(
    law_pdf: tuple[Document, ChunkSet], pdf_context: ReviewContext
) -> None:
    document, chunk_set = law_pdf
    state = base_state(document, chunk_set)
    smaller = _smaller_definitions(document)
    old_starts = [c.start for c in state.chunks]
    # An engine boundary of the new rules in the middle of an old chunk.
    boundary = next(
        c.start
        for c in smaller.chunks
        if state.chunk_at(c.start - 20) == state.chunk_at(c.start + 20)
        and c.start not in old_starts
    )
    state = _apply(pdf_context, state, ExcludeSpan(boundary - 20, boundary + 20))
    new_state, _ = rebase(state, smaller, document, facts=pdf_context.facts)
    check_state(new_state, len(document.text))
    assert boundary not in {c.start for c in new_state.chunks}
    assert (boundary - 20, boundary + 20) in new_state.excluded
