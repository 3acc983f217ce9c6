"""Model invariants, splices (inverse, JSON, mismatches) and chunk metadata recomputation."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.model import Document
from inspector.engine import ChunkSet
from inspector.review.base import base_state
from inspector.review.chunk_json import (
    StoreFormatError,
    chunk_from_json,
    chunk_to_json,
    state_from_json,
    state_to_json,
)
from inspector.review.metadata import ChunkFacts, snap_offset
from inspector.review.model import (
    UNREVIEWED,
    ChunkReview,
    FlagCategory,
    InvalidReviewState,
    Redaction,
    ReviewFlag,
    ReviewState,
    ReviewStatus,
    check_state,
)
from inspector.review.splice import Run, Splice, SpliceMismatch, apply_splice
from tests.review.conftest import LAW_PDF, LAW_TXT, MIXED_DOCX, SAMPLES, loaded

REVIEW = ChunkReview(
    ReviewStatus.NEEDS_WORK,
    (ReviewFlag(FlagCategory.TABLE_CUT, "row 3 → 4", "Ana", "2026-01-01T00:00:00.000+00:00"),),
    "note ملاحظة",
    "Ana",
    "2026-01-01T00:00:01.000+00:00",
    manual=True,
)


def test_check_state_names_each_broken_invariant(pdf_state: ReviewState) -> None:
    length = pdf_state.chunks[-1].end
    check_state(pdf_state, length)
    c = pdf_state.chunks
    cases = [
        (replace(pdf_state, reviews=pdf_state.reviews[:-1]), "must be parallel"),
        (replace(pdf_state, chunks=(replace(c[0], start=1), *c[1:])), "first chunk starts at 1"),
        (
            replace(pdf_state, chunks=(*c[:-1], replace(c[-1], end=length - 1))),
            "not at the text end",
        ),
        (
            replace(pdf_state, chunks=(c[0], replace(c[1], start=c[1].start + 1), *c[2:])),
            "chunk 1 starts",
        ),
        (replace(pdf_state, excluded=((5, 5),)), "excluded span 5-5 is empty"),
        (replace(pdf_state, excluded=((5, 9), (8, 12))), "overlaps another"),
        (replace(pdf_state, redactions=(Redaction(3, 2, "x"),)), "empty or outside"),
        (
            replace(pdf_state, redactions=(Redaction(3, 5, "x"), Redaction(3, 5, "y"))),
            "out of order or appears twice",
        ),
    ]
    for state, message in cases:
        with pytest.raises(InvalidReviewState, match=message):
            check_state(state, length)


def test_chunk_and_state_json_round_trip(pdf_state: ReviewState) -> None:
    state = replace(
        pdf_state,
        reviews=(REVIEW, *pdf_state.reviews[1:]),
        redactions=(Redaction(1, 4, "email", "detector"),),
    )
    assert state_from_json(state_to_json(state)) == state
    for chunk in state.chunks:
        assert chunk_from_json(chunk_to_json(chunk)) == chunk
    with pytest.raises(StoreFormatError, match="malformed chunk"):
        chunk_from_json({"start": 1})
    bad = state_to_json(state)
    bad["redactions"] = [[1, 4, "email", "robot"]]
    with pytest.raises(StoreFormatError, match="unknown redaction source"):
        state_from_json(bad)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("start", "0"),  # a string: int() would read it
        ("end", 12.5),  # a fraction: int() would cut it
        ("page_start", float("inf")),  # JSON 1e999: int() raises OverflowError
        ("token_count", True),  # a boolean is an int to Python, not to JSON
        ("body_start", None),
    ],
)
def test_a_stored_chunk_bound_must_be_a_whole_number(field: str, value: object) -> None:
    first = base_state(*loaded(LAW_PDF)).chunks[0]
    chunk = chunk_to_json(first)
    assert chunk_from_json(chunk) == first
    chunk[field] = value
    with pytest.raises(StoreFormatError, match=f"malformed chunk: {value!r} is not a whole"):
        chunk_from_json(chunk)
    spans = {"chunks": [], "reviews": [], "excluded": [[0, value]], "redactions": []}
    with pytest.raises(StoreFormatError, match="not a whole number"):
        state_from_json(spans)


@given(
    first=st.integers(0, 40),
    removed=st.integers(0, 3),
    cuts=st.lists(st.integers(1, 99), max_size=4, unique=True),
    status=st.sampled_from(ReviewStatus),
)
def test_splices_invert_exactly_and_survive_json(
    first: int, removed: int, cuts: list[int], status: ReviewStatus
) -> None:
    document, chunk_set = loaded(LAW_PDF)
    state = base_state(document, chunk_set)
    first = min(first, len(state.chunks) - 1)
    old = state.chunks[first : first + removed + 1]
    start, end = old[0].start, old[-1].end
    offsets = sorted({start + (end - start) * cut // 100 for cut in cuts} - {start, end})
    bounds = [start, *offsets, end]
    new = tuple(replace(old[0], start=a, end=b) for a, b in itertools.pairwise(bounds))
    reviews = tuple(ChunkReview(status, note=str(i)) for i in range(len(new)))
    splice = Splice.single(first, old, state.reviews[first : first + len(old)], new, reviews)
    splice = replace(splice, redactions_added=(Redaction(start, start + 1, "manual"),))
    after, inverse = apply_splice(state, splice)
    check_state(after, len(document.text))
    assert apply_splice(after, inverse)[0] == state
    assert Splice.from_json(splice.to_json(), state) == splice
    assert Splice.from_json(inverse.to_json(), after) == inverse
    assert splice.json_pair() == (splice.to_json(), inverse.to_json())
    assert inverse.inverse() == splice


@given(
    first=st.integers(0, 30),
    removed=st.integers(0, 3),
    cuts=st.lists(st.integers(1, 99), max_size=4),
    before=st.integers(0, 30),
    after=st.integers(1, 10),
)
def test_a_stored_splice_reads_back_from_the_state_it_produced(
    first: int, removed: int, cuts: list[int], before: int, after: int
) -> None:
    # Undoing a stored edit whose state before is not at hand: its splice is read in the
    # state it produced, reviews-only runs found where the chunk-changing runs moved them.
    document, chunk_set = loaded(LAW_PDF)
    state = base_state(document, chunk_set)
    count = len(state.chunks)
    first = min(first, count - 1)
    old = state.chunks[first : first + removed + 1]
    start, end = old[0].start, old[-1].end
    offsets = sorted({start + (end - start) * cut // 100 for cut in cuts} - {start, end})
    new = tuple(
        replace(old[0], start=a, end=b) for a, b in itertools.pairwise([start, *offsets, end])
    )
    changed = Run(
        first, old, state.reviews[first : first + len(old)], new, (UNREVIEWED,) * len(new)
    )
    runs = [changed]
    approved = ChunkReview(ReviewStatus.APPROVED, note="ok")
    for index in {min(before, first - 1), first + len(old) - 1 + after}:
        if 0 <= index < first or first + len(old) <= index < count:
            runs.append(
                Run(
                    index,
                    state.chunks[index : index + 1],
                    state.reviews[index : index + 1],
                    state.chunks[index : index + 1],
                    (approved,),
                )
            )
    splice = Splice(runs=tuple(sorted(runs, key=lambda r: r.first)))
    produced, inverse = apply_splice(state, splice)
    assert Splice.from_json(splice.to_json(), produced, after=True) == splice
    assert Splice.from_json(splice.to_json(), produced, after=True).inverse() == inverse


def test_a_splice_that_does_not_fit_is_refused(pdf_state: ReviewState) -> None:
    chunk = pdf_state.chunks[2]
    other = replace(chunk, heading_text="something else")
    splice = Splice.single(2, (other,), (pdf_state.reviews[2],), (chunk,), (REVIEW,))
    with pytest.raises(SpliceMismatch, match="not what the splice expects"):
        apply_splice(pdf_state, splice)
    gone = Splice(redactions_removed=(Redaction(1, 2, "x"),))
    with pytest.raises(SpliceMismatch, match="not in the state"):
        apply_splice(pdf_state, gone)
    late = Splice.single(len(pdf_state.chunks), (chunk,), (REVIEW,), (), ())
    with pytest.raises(SpliceMismatch, match="past the last chunk"):
        apply_splice(pdf_state, late)
    with pytest.raises(StoreFormatError, match="malformed splice"):
        Splice.from_json('{"runs": [{"first": 1}]}')
    decision = Splice.single(2, (chunk,), (pdf_state.reviews[2],), (chunk,), (REVIEW,))
    assert '"count":1' in decision.to_json()
    assert Splice.from_json(decision.to_json(), pdf_state) == decision
    with pytest.raises(StoreFormatError, match="needs the state it applies to"):
        Splice.from_json(decision.to_json())


@pytest.mark.parametrize(
    "path",
    [
        LAW_PDF,
        LAW_TXT,
        MIXED_DOCX,
        SAMPLES / "qanun_ar_archives.pdf",
        SAMPLES / "judgment_en_appeal.docx",
        SAMPLES / "arret_fr_cassation.pdf",
    ],
    ids=lambda p: p.name,
)
def test_recomputed_metadata_equals_the_engines(path: object) -> None:
    """Rebuilding an engine chunk over its own range gives back exactly the engine's chunk."""
    document, chunk_set = loaded(path)  # type: ignore[arg-type]
    facts = ChunkFacts(document)
    excluded = sorted((s.start, s.end) for s in document.excluded)
    for chunk in chunk_set.chunks:
        assert facts.rebuild(chunk, chunk.start, chunk.end, excluded) == chunk


def test_boundary_kind_follows_the_place(law_txt: tuple[Document, ChunkSet]) -> None:
    document, _ = law_txt
    facts = ChunkFacts(document)
    text = document.text
    paragraph = text.index("\n\n", 100) + 2
    line = next(
        i + 1 for i in range(paragraph, len(text)) if text[i] == "\n" and text[i + 1] != "\n"
    )
    word = text.index(" ", paragraph) + 1
    assert facts.manual_boundary(0).kind.value == "document_start"
    assert facts.manual_boundary(paragraph).kind.value == "paragraph"
    assert facts.manual_boundary(word).kind.value == "word"
    assert facts.manual_boundary(line).kind.value in ("line", "paragraph")
    assert facts.manual_boundary(word).rule == "manual"


@given(st.text(alphabet=" \n\tab،ك", max_size=30), st.integers(-5, 40))
def test_snap_offset_lands_on_a_word_or_line_start(text: str, offset: int) -> None:
    snapped = snap_offset(text, offset)
    assert 0 <= snapped <= len(text)
    assert snap_offset(text, snapped) == snapped  # idempotent
    if 0 < snapped < len(text):
        before = text[snapped - 1]
        # Either a line start, or the first letter of a word after a space or tab.
        assert before == "\n" or (before in " \t" and not text[snapped].isspace())


def test_snap_offset_examples() -> None:
    text = "Article 4\n   The Party shall\n"
    assert snap_offset(text, text.index("Party") + 2) == text.index("Party")
    assert snap_offset(text, text.index("The") + 1) == text.index("   The")  # before the indent
    assert snap_offset(text, text.index("Article") + 3) == 0
    assert snap_offset(text, 999) == len(text)


def test_review_values_compare_and_hash_by_value() -> None:
    assert len({REVIEW, replace(REVIEW), ChunkReview()}) == 2
