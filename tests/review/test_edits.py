"""Each edit on the real English law PDF: what it changes, and every refusal with its message."""

from __future__ import annotations

import pytest

from inspector.engine import ChunkType, chunk_document, default_config
from inspector.engine.config import SizeProfile
from inspector.engine.spans import kept_text
from inspector.engine.tokens import count_tokens
from inspector.review.base import base_state
from inspector.review.context import ReviewContext
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
from inspector.review.metadata import MANUAL_RULE
from inspector.review.model import (
    FlagCategory,
    ReviewState,
    ReviewStatus,
    check_state,
)
from inspector.review.splice import apply_splice
from tests.review.conftest import SAMPLES, holding, loaded


def _apply(context: ReviewContext, state: ReviewState, edit: object) -> ReviewState:
    splice = edit.plan(context, state)  # type: ignore[attr-defined]
    new_state, inverse = apply_splice(state, splice)
    check_state(new_state, len(context.document.text))
    assert apply_splice(new_state, inverse)[0] == state
    return new_state


def _tokens(context: ReviewContext, state: ReviewState, index: int) -> int:
    """cl100k tokens of chunk ``index``'s key text, excluded spans left out, counted directly."""
    document = context.document
    chunk = state.chunks[index]
    key = document.key
    start, end = key.key_offset(chunk.start), key.key_offset(chunk.end)
    excluded = [(key.key_offset(s), key.key_offset(e)) for s, e in state.excluded]
    return count_tokens(kept_text(key.text, start, end, [x for x in excluded if x[0] < x[1]]))


def _approve_all(context: ReviewContext, state: ReviewState) -> ReviewState:
    return _apply(context, state, SetStatus(tuple(range(len(state.chunks))), ReviewStatus.APPROVED))


def test_move_boundary_recounts_snaps_and_drops_approval(
    pdf_context: ReviewContext, pdf_state: ReviewState
) -> None:
    state = _approve_all(pdf_context, pdf_state)
    chunk = state.chunks[3]
    text = pdf_context.document.text
    inside_word = chunk.start + 42
    assert not text[inside_word - 1].isspace()
    assert not text[inside_word].isspace()
    new = _apply(pdf_context, state, MoveBoundary(3, inside_word))
    moved = new.chunks[3].start
    assert moved < inside_word
    assert text[moved - 1].isspace()
    assert new.chunks[2].end == moved
    assert new.chunks[3].boundary.rule == MANUAL_RULE
    assert new.chunks[3].boundary.offset == moved
    assert new.reviews[3].manual
    assert not new.reviews[2].manual
    assert new.reviews[2].status is ReviewStatus.UNREVIEWED
    assert new.reviews[3].status is ReviewStatus.UNREVIEWED
    assert new.reviews[4].status is ReviewStatus.APPROVED  # untouched neighbour
    for index in (2, 3):
        assert new.chunks[index].token_count == _tokens(pdf_context, new, index)
    assert new.chunks[3].token_count < chunk.token_count
    assert new.chunks[3].heading_text == chunk.heading_text


def test_split_keeps_headings_and_marks_the_second_part_manual(
    pdf_context: ReviewContext, pdf_state: ReviewState
) -> None:
    index = holding(pdf_state, 1780)
    chunk = pdf_state.chunks[index]
    new = _apply(pdf_context, pdf_state, SplitChunk(index, 1780))
    assert len(new.chunks) == len(pdf_state.chunks) + 1
    first, second = new.chunks[index], new.chunks[index + 1]
    assert (first.start, first.end, second.end) == (chunk.start, 1780, chunk.end)
    assert first.boundary == chunk.boundary
    assert second.boundary.rule == MANUAL_RULE
    assert new.reviews[index + 1].manual
    assert first.token_count + second.token_count >= chunk.token_count - 2
    assert second.heading_path == chunk.heading_path
    assert first.token_count == _tokens(pdf_context, new, index)
    assert second.token_count == _tokens(pdf_context, new, index + 1)
    assert (first.page_start, second.page_end) == (chunk.page_start, chunk.page_end)


def test_merge_keeps_flags_and_notes_of_both(
    pdf_context: ReviewContext, pdf_state: ReviewState
) -> None:
    state = _apply(pdf_context, pdf_state, AddFlag(4, FlagCategory.MISSED_HEADING, "a"))
    state = _apply(pdf_context, state, SetNote(5, "check the date"))
    state = _apply(pdf_context, state, SetStatus((4,), ReviewStatus.APPROVED))
    new = _apply(pdf_context, state, MergeChunks(4))
    assert len(new.chunks) == len(state.chunks) - 1
    merged = new.chunks[4]
    assert (merged.start, merged.end) == (state.chunks[4].start, state.chunks[5].end)
    assert merged.token_count == _tokens(pdf_context, new, 4)
    review = new.reviews[4]
    assert [f.category for f in review.flags] == [FlagCategory.MISSED_HEADING]
    assert review.note == "check the date"
    assert review.status is ReviewStatus.UNREVIEWED


def test_decisions_record_reviewer_and_time(
    pdf_context: ReviewContext, pdf_state: ReviewState
) -> None:
    state = _apply(pdf_context, pdf_state, SetStatus((2, 3, 9), ReviewStatus.NEEDS_WORK))
    assert [r.status for r in state.reviews[2:4]] == [ReviewStatus.NEEDS_WORK] * 2
    assert state.reviews[9].reviewer == "Ana Reviewer"
    assert state.reviews[9].decided_at.startswith("2026-01-01T")
    state = _apply(pdf_context, state, AddFlag(9, FlagCategory.PERSONAL_DATA, " a name "))
    flag = state.reviews[9].flags[0]
    assert (flag.comment, flag.reviewer) == ("a name", "Ana Reviewer")
    state = _apply(pdf_context, state, AddFlag(9, FlagCategory.TABLE_CUT))
    state = _apply(pdf_context, state, RemoveFlag(9, 0))
    assert [f.category for f in state.reviews[9].flags] == [FlagCategory.TABLE_CUT]
    state = _apply(pdf_context, state, SetNote(9, "  see art. 4 "))
    assert state.reviews[9].note == "see art. 4"
    assert state.chunks == pdf_state.chunks


def test_type_and_heading_edits_keep_the_decision(
    pdf_context: ReviewContext, pdf_state: ReviewState
) -> None:
    state = _approve_all(pdf_context, pdf_state)
    state = _apply(pdf_context, state, SetChunkType(7, ChunkType.CLAUSE))
    assert state.chunks[7].chunk_type is ChunkType.CLAUSE
    state = _apply(pdf_context, state, SetHeading(7, "  Article 2 —  Terms "))
    assert state.chunks[7].heading_text == "Article 2 — Terms"
    assert state.chunks[7].context_path[-1] == "Article 2 — Terms"
    assert state.reviews[7].status is ReviewStatus.APPROVED
    assert state.reviews[7].edited == ("chunk_type", "heading_text")
    assert state.reviews[7].reviewer == "Ana Reviewer"


def test_exclude_and_restore_recount_the_chunk(
    pdf_context: ReviewContext, pdf_state: ReviewState
) -> None:
    index = holding(pdf_state, 3544)  # "Article 4 — Scope of application"
    chunk = pdf_state.chunks[index]
    start = chunk.start + 100
    state = _apply(pdf_context, pdf_state, ExcludeSpan(start, start + 60))
    assert (start, start + 60) in state.excluded
    assert state.chunks[index].token_count == _tokens(pdf_context, state, index)
    assert state.chunks[index].token_count < chunk.token_count
    restored = _apply(pdf_context, state, RestoreSpan(start + 10, start + 20))
    assert (start, start + 10) in restored.excluded
    assert (
        start + 20,
        start + 60,
    ) in restored.excluded
    # Restoring a loader's furniture span brings its text back into the count.
    header = next(s for s in pdf_state.excluded if s[0] > chunk.start)
    back = _apply(pdf_context, pdf_state, RestoreSpan(*header))
    assert header not in back.excluded
    assert back.chunks[index].token_count > chunk.token_count


def test_exclusion_merges_overlapping_spans_and_keeps_touching_ones_apart(
    pdf_context: ReviewContext, pdf_state: ReviewState
) -> None:
    # The footer and page number of page 2 are two spans with a line break between them.
    index = next(i for i, s in enumerate(pdf_state.excluded) if s[0] > pdf_state.chunks[9].start)
    footer, number = pdf_state.excluded[index], pdf_state.excluded[index + 1]
    state = _apply(pdf_context, pdf_state, ExcludeSpan(footer[1], number[0]))
    assert state.excluded[index : index + 3] == (footer, (footer[1], number[0]), number)
    merged = _apply(pdf_context, pdf_state, ExcludeSpan(footer[1] - 5, number[0] + 2))
    assert merged.excluded[index] == (footer[0], number[1])
    assert len(merged.excluded) == len(pdf_state.excluded) - 1


def test_redactions_are_added_and_removed(
    pdf_context: ReviewContext, pdf_state: ReviewState
) -> None:
    state = _apply(pdf_context, pdf_state, AddRedaction(500, 520, "email", "detector"))
    state = _apply(pdf_context, state, AddRedaction(100, 110))
    assert [(r.start, r.kind, r.source) for r in state.redactions] == [
        (100, "manual", "reviewer"),
        (500, "email", "detector"),
    ]
    state = _apply(pdf_context, state, RemoveRedaction(500, 520))
    assert [(r.start, r.end) for r in state.redactions] == [(100, 110)]
    assert state.chunks == pdf_state.chunks


def test_rechunk_range_with_a_smaller_profile_splits_only_inside_the_range(
    pdf_context: ReviewContext, pdf_state: ReviewState
) -> None:
    config = default_config()
    small = config.with_profile("definition", SizeProfile(40, 80, 120))
    index = next(i for i, c in enumerate(pdf_state.chunks) if c.chunk_type is ChunkType.DEFINITION)
    state = _apply(pdf_context, pdf_state, SetStatus((index - 1, index), ReviewStatus.APPROVED))
    new = _apply(pdf_context, state, RechunkRange(index, index, small))
    added = len(new.chunks) - len(state.chunks)
    assert added > 0
    assert new.chunks[:index] == state.chunks[:index]
    assert new.chunks[index + added + 1 :] == state.chunks[index + 1 :]
    assert new.chunks[index].boundary == state.chunks[index].boundary
    assert new.reviews[index - 1].status is ReviewStatus.APPROVED
    assert new.reviews[index].status is ReviewStatus.UNREVIEWED
    # The same edit with the engine's output handed in (as a GUI worker would) plans the same.
    handed = RechunkRange(
        index, index, small, chunk_set=chunk_document(pdf_context.document, small)
    )
    assert handed.plan(pdf_context, state) == RechunkRange(index, index, small).plan(
        pdf_context, state
    )
    for offset in range(added + 1):
        assert new.chunks[index + offset].max_tokens == 120
        assert new.chunks[index + offset].token_count == _tokens(pdf_context, new, index + offset)


def test_describe_texts() -> None:
    assert SplitChunk(7, 1234).describe() == "Split chunk 7 at offset 1234"
    assert SetStatus(tuple(range(12)), ReviewStatus.APPROVED).describe() == "Approve 12 chunks"
    assert SetStatus((3,), ReviewStatus.REJECTED).describe() == "Reject chunk 3"
    assert SetStatus((3,), ReviewStatus.NEEDS_WORK).describe() == "Mark chunk 3 as needs work"
    assert MergeChunks(4).describe() == "Merge chunk 4 with chunk 5"
    assert AddFlag(2, FlagCategory.TABLE_CUT).describe() == "Flag chunk 2: Table cut"


# -- refusals: every EditRefused message --------------------------------------------------------


def _refusal(context: ReviewContext, state: ReviewState, edit: object) -> str:
    with pytest.raises(EditRefused) as caught:
        edit.plan(context, state)  # type: ignore[attr-defined]
    return str(caught.value)


def test_move_refusals(pdf_context: ReviewContext, pdf_state: ReviewState) -> None:
    c = pdf_state.chunks
    assert _refusal(pdf_context, pdf_state, MoveBoundary(0, 10)) == (
        "The first chunk always starts at the beginning of the document."
    )
    assert _refusal(pdf_context, pdf_state, MoveBoundary(99, 10)) == (
        f"There is no chunk 99: chunks are 0 to {len(c) - 1}."
    )
    assert _refusal(pdf_context, pdf_state, MoveBoundary(3, c[3].start)) == (
        f"The start of chunk 3 is already at offset {c[3].start}."
    )
    assert _refusal(pdf_context, pdf_state, MoveBoundary(3, c[1].start + 5)) == (
        "The boundary would cross the start of chunk 2."
    )
    assert _refusal(pdf_context, pdf_state, MoveBoundary(3, c[5].start + 5)) == (
        "The boundary would cross the start of chunk 4."
    )
    last = len(c) - 1
    assert _refusal(pdf_context, pdf_state, MoveBoundary(last, len(pdf_context.document.text))) == (
        "A chunk cannot be empty."
    )
    assert (
        _refusal(pdf_context, pdf_state, MoveBoundary(3, c[2].start)) == "A chunk cannot be empty."
    )
    assert _refusal(pdf_context, pdf_state, MoveBoundary(holding(pdf_state, 3282), 1720)) == (
        "The boundary would fall inside excluded text (page furniture at 1710-1778); "
        "place it before or after that text."
    )
    # Chunk 0 would keep only the excluded running header and blank lines.
    assert _refusal(pdf_context, pdf_state, MoveBoundary(1, 46)) == (
        "A chunk cannot be empty. The text at 0-46 holds only spaces or excluded text."
    )


def test_move_past_the_end_refusal(pdf_context: ReviewContext, pdf_state: ReviewState) -> None:
    state = ReviewState(pdf_state.chunks[:-1], pdf_state.reviews[:-1], pdf_state.excluded)
    # (not a tiling of the text, but the check comes first: the last chunk's end)
    last = len(state.chunks) - 1
    end = state.chunks[-1].end
    assert _refusal(pdf_context, state, MoveBoundary(last, end + 30)) == (
        "The boundary would cross the end of the document."
    )


def test_split_and_merge_refusals(pdf_context: ReviewContext, pdf_state: ReviewState) -> None:
    c = pdf_state.chunks
    i = holding(pdf_state, 1785)
    assert _refusal(pdf_context, pdf_state, SplitChunk(i, c[i].end + 3)) == (
        f"Offset {c[i].end + 3} is not inside chunk {i} ({c[i].start}-{c[i].end})."
    )
    assert _refusal(pdf_context, pdf_state, SplitChunk(i, c[i].start + 3)) == (
        "A chunk cannot be empty."
    )
    assert _refusal(pdf_context, pdf_state, SplitChunk(i, 1785)) == (
        "The boundary would fall inside excluded text (page furniture at 1780-1792); "
        "place it before or after that text."
    )
    assert _refusal(pdf_context, pdf_state, MergeChunks(len(c) - 1)) == (
        f"Chunk {len(c) - 1} is the last chunk: there is no next chunk to merge with."
    )
    # The first part would keep only the excluded running header and blank lines.
    assert _refusal(pdf_context, pdf_state, SplitChunk(0, 46)) == (
        "A chunk cannot be empty. The text at 0-46 holds only spaces or excluded text."
    )
    empty = ReviewState((), ())
    assert _refusal(pdf_context, empty, MergeChunks(0)) == "The document has no chunks."
    assert _refusal(pdf_context, empty, ExcludeSpan(100, 120)) == "The document has no chunks."


def test_metadata_edit_refusals(pdf_context: ReviewContext, pdf_state: ReviewState) -> None:
    c = pdf_state.chunks
    assert _refusal(pdf_context, pdf_state, SetChunkType(7, c[7].chunk_type)) == (
        f"Chunk 7 is already of type {c[7].chunk_type.value}."
    )
    assert _refusal(pdf_context, pdf_state, SetChunkType(7, "chapter")) == (  # type: ignore[arg-type]
        "There is no chunk type 'chapter'."
    )
    assert _refusal(pdf_context, pdf_state, SetHeading(7, c[7].heading_text + " ")) == (
        "Chunk 7 already has this heading."
    )


def test_decision_refusals(pdf_context: ReviewContext, pdf_state: ReviewState) -> None:
    assert _refusal(pdf_context, pdf_state, SetStatus((), ReviewStatus.APPROVED)) == (
        "No chunk is selected."
    )
    assert _refusal(pdf_context, pdf_state, SetStatus((1,), ReviewStatus.UNREVIEWED)) == (
        "This chunk is already unreviewed."
    )
    assert _refusal(pdf_context, pdf_state, SetStatus((1, 2), ReviewStatus.UNREVIEWED)) == (
        "These chunks are already unreviewed."
    )
    assert _refusal(pdf_context, pdf_state, SetStatus((1,), "done")) == (  # type: ignore[arg-type]
        "There is no review status 'done'."
    )
    assert _refusal(pdf_context, pdf_state, AddFlag(1, "typo")) == (  # type: ignore[arg-type]
        "There is no flag category 'typo'."
    )
    flagged = _apply(pdf_context, pdf_state, AddFlag(1, FlagCategory.OTHER, "x"))
    assert _refusal(pdf_context, flagged, AddFlag(1, FlagCategory.OTHER, " x")) == (
        "Chunk 1 already has this flag."
    )
    assert _refusal(pdf_context, pdf_state, RemoveFlag(1, 0)) == "Chunk 1 has no flags."
    assert _refusal(pdf_context, flagged, RemoveFlag(1, 1)) == (
        "Chunk 1 has no flag at position 1: it has 1."
    )
    assert _refusal(pdf_context, pdf_state, SetNote(1, "   ")) == (
        "The note of chunk 1 is unchanged."
    )


def test_span_refusals(pdf_context: ReviewContext, pdf_state: ReviewState) -> None:
    length = len(pdf_context.document.text)
    c = pdf_state.chunks
    assert _refusal(pdf_context, pdf_state, ExcludeSpan(10, 10)) == (
        f"The text range 10-10 is empty or outside the document (0-{length})."
    )
    assert _refusal(pdf_context, pdf_state, RestoreSpan(0, length + 1)) == (
        f"The text range 0-{length + 1} is empty or outside the document (0-{length})."
    )
    assert _refusal(pdf_context, pdf_state, ExcludeSpan(1712, 1720)) == (
        "This text is already excluded."
    )
    assert _refusal(pdf_context, pdf_state, ExcludeSpan(c[2].start - 5, c[2].start + 5)) == (
        "Excluded text cannot cross the start of chunk 2; "
        "exclude the parts on each side separately."
    )
    assert _refusal(pdf_context, pdf_state, ExcludeSpan(c[1].start, c[1].end)) == (
        "Excluding this text would leave chunk 1 empty; merge it with a neighbour instead."
    )
    assert _refusal(pdf_context, pdf_state, RestoreSpan(100, 200)) == (
        "No excluded text lies in 100-200."
    )
    redacted = _apply(pdf_context, pdf_state, AddRedaction(100, 120, "phone"))
    assert _refusal(pdf_context, redacted, AddRedaction(100, 120, "email")) == (
        "The text 100-120 is already redacted."
    )
    assert _refusal(pdf_context, pdf_state, AddRedaction(5, length + 5)) == (
        f"The text range 5-{length + 5} is empty or outside the document (0-{length})."
    )
    assert _refusal(pdf_context, pdf_state, RemoveRedaction(100, 120)) == (
        "There is no redaction at 100-120."
    )


def test_rechunk_refusals(pdf_context: ReviewContext, pdf_state: ReviewState) -> None:
    config = default_config()
    assert _refusal(pdf_context, pdf_state, RechunkRange(5, 4, config)) == (
        f"Chunks 5 to 4 are not a range of this document's {len(pdf_state.chunks)} chunks."
    )
    assert _refusal(pdf_context, pdf_state, RechunkRange(2, 6, config)) == (
        "Re-chunking chunks 2 to 6 with this configuration changes nothing."
    )


def test_edits_on_arabic_text_count_the_key_layer() -> None:
    """Arabic: tokens of the key layer (tashkeel stripped), language "ar", pages per part."""
    document, chunk_set = loaded(SAMPLES / "qanun_ar_archives.pdf")
    context = ReviewContext(
        document, default_config(), "مراجع", lambda: "2026-01-01T00:00:00+00:00"
    )
    state = base_state(document, chunk_set)
    index = max(range(len(state.chunks)), key=lambda i: state.chunks[i].token_count)
    chunk = state.chunks[index]
    new = _apply(context, state, SplitChunk(index, (chunk.start + chunk.end) // 2))
    for part in (index, index + 1):
        assert new.chunks[part].token_count == _tokens(context, new, part)
        assert new.chunks[part].language == "ar"
    assert new.chunks[index].page_start == chunk.page_start
    assert new.chunks[index + 1].page_end == chunk.page_end
    assert new.reviews[index + 1].manual
