"""What a boundary flag says: decision, flag, manual and lost-approval signs, change signs,
continued flags, removed boundaries, and the change descriptions of tooltips."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from inspector.gui.pages.overlay_flags import describe_change, marker_texts, removed_texts
from inspector.gui.pages.overlay_labels import flag_texts
from inspector.review.model import ChunkReview, FlagCategory, ReviewFlag, ReviewStatus
from inspector.view.boundary_diff import BoundaryChange, ChangeKind
from tests.gui.conftest import chunk_state

pytestmark = pytest.mark.gui


def plain_texts(index: int) -> list[str]:
    chunk = chunk_state("law_en_data_archives.pdf").chunks[index]
    return flag_texts(index, chunk.chunk_type.value, chunk.token_count, chunk.boundary.rule)


def test_an_undecided_chunk_shows_its_plain_flag_texts() -> None:
    state = chunk_state("law_en_data_archives.pdf")
    texts = marker_texts(state, 3, False, None)
    assert texts == plain_texts(3)
    assert texts[0].startswith("#3")


@pytest.mark.parametrize(
    ("review", "sign"),
    [
        (ChunkReview(status=ReviewStatus.APPROVED), "✓ "),
        (ChunkReview(status=ReviewStatus.NEEDS_WORK), "! "),
        (ChunkReview(status=ReviewStatus.REJECTED), "✗ "),
        (ChunkReview(manual=True), "✎ "),
        (
            ChunkReview(
                status=ReviewStatus.APPROVED,
                flags=(ReviewFlag(next(iter(FlagCategory)), "", "ana", "2026-12-01T00:00:00Z"),),
            ),
            "✓ ⚑ ",
        ),
    ],
)
def test_decisions_prefix_every_text(review: ChunkReview, sign: str) -> None:
    state = copy.copy(chunk_state("law_en_data_archives.pdf"))
    state.reviews = list(state.reviews)
    state.reviews[3] = review
    assert marker_texts(state, 3, False, None) == [sign + t for t in plain_texts(3)]
    # A continued flag carries no signs: they are on the chunk's first flag.
    assert marker_texts(state, 3, True, None) == ["#3 cont.", "#3"]


def test_lost_approval_and_change_signs() -> None:
    base = chunk_state("law_en_data_archives.pdf")
    state = replace(base, lost_approval=frozenset({base.chunks[3].start}))
    moved = BoundaryChange(ChangeKind.MOVED, base.chunks[3].start, "article", 10)
    assert marker_texts(state, 3, False, moved) == ["↺ ↕ " + t for t in plain_texts(3)]


def test_removed_boundary_texts_shorten_to_a_sign() -> None:
    assert removed_texts("article") == ["− removed · article", "− removed", "−"]


@pytest.mark.parametrize(
    ("change", "line"),
    [
        (BoundaryChange(ChangeKind.ADDED, 50, "clause"), "Boundary added in the last re-chunk"),
        (BoundaryChange(ChangeKind.MOVED, 1500, "clause", 300), "moved 1,200 characters later"),
        (BoundaryChange(ChangeKind.MOVED, 300, "clause", 1500), "moved 1,200 characters earlier"),
        (
            BoundaryChange(ChangeKind.RULE_CHANGED, 10, "article", 10, "clause"),
            "Same place, other rule: clause → article.",
        ),
    ],
)
def test_change_descriptions(change: BoundaryChange, line: str) -> None:
    assert line in describe_change(change)
