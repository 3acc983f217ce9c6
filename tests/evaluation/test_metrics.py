"""Recall@k and MRR on hand-made rankings: relevance by overlap, not by chunk id."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.evaluation.metrics import overlaps, recall_at, reciprocal_rank

A = "a.docx"


def test_overlap_is_half_open_and_per_document() -> None:
    assert overlaps((A, 0, 10), (A, 9, 20))
    assert not overlaps((A, 0, 10), (A, 10, 20))  # touching ranges share no character
    assert not overlaps((A, 0, 10), ("b.docx", 0, 10))
    assert overlaps((A, 5, 6), (A, 0, 100))


def test_a_gold_span_straddling_two_chunks_is_found_by_either() -> None:
    chunks = [(A, 0, 100), (A, 100, 200), (A, 200, 300)]
    gold = [(A, 90, 130)]  # across the boundary at 100
    assert recall_at([chunks[2], chunks[1]], gold, 1) == 0.0
    assert recall_at([chunks[2], chunks[1]], gold, 3) == 1.0
    assert reciprocal_rank([chunks[2], chunks[1]], gold, 10) == pytest.approx(1 / 2)
    assert reciprocal_rank([chunks[0], chunks[1]], gold, 10) == 1.0


def test_recall_counts_each_gold_span_once() -> None:
    gold = [(A, 10, 20), (A, 250, 260)]
    ranked = [(A, 0, 100), (A, 0, 50), (A, 300, 400), (A, 200, 300)]
    assert recall_at(ranked, gold, 1) == 0.5
    assert recall_at(ranked, gold, 3) == 0.5
    assert recall_at(ranked, gold, 4) == 1.0
    assert reciprocal_rank(ranked, gold, 5) == 1.0


def test_reciprocal_rank_is_zero_beyond_k() -> None:
    ranked = [(A, 0, 10)] * 5 + [(A, 40, 60)]
    gold = [(A, 50, 55)]
    assert reciprocal_rank(ranked, gold, 5) == 0.0
    assert reciprocal_rank(ranked, gold, 10) == pytest.approx(1 / 6)


@given(
    cuts=st.lists(st.integers(1, 999), min_size=1, max_size=20, unique=True),
    start=st.integers(0, 998),
    length=st.integers(1, 200),
)
def test_some_chunk_of_a_tiling_overlaps_any_gold_span(
    cuts: list[int], start: int, length: int
) -> None:
    bounds = [0, *sorted(cuts), 1000]
    tiles = [(A, s, e) for s, e in itertools.pairwise(bounds)]
    gold = [(A, start, min(1000, start + length))]
    assert recall_at(tiles, gold, len(tiles)) == 1.0
    hits = [t for t in tiles if overlaps(t, gold[0])]
    assert reciprocal_rank(tiles, gold, len(tiles)) == 1 / (tiles.index(hits[0]) + 1)
