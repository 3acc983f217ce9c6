"""Recall@k and MRR@k, with relevance by overlap of character ranges (not by chunk id).

A retrieved unit ``(document, start, end)`` is relevant to a gold span ``(document, s, e)``
when they are in the same document and ``start < e and s < end``. For one question:

- recall@k = the share of its gold spans overlapped by at least one of the first k units (a
  gold span straddling two chunks is found by either of them);
- reciprocal rank@k = 1 / rank of the first relevant unit when that rank is <= k, else 0.

Both are averaged over questions. Ranges are half-open offsets of ``Document.text``.
"""

from __future__ import annotations

from collections.abc import Sequence

K_VALUES: tuple[int, ...] = (1, 3, 5, 8, 10)

Span = tuple[str, int, int]
"""(document name, start, end): a retrieved unit or a gold span."""


def overlaps(unit: Span, gold: Span) -> bool:
    """Whether ``unit`` shares at least one character with ``gold`` (same document)."""
    return unit[0] == gold[0] and unit[1] < gold[2] and gold[1] < unit[2]


def recall_at(ranked: Sequence[Span], gold: Sequence[Span], k: int) -> float:
    """Share of ``gold`` spans overlapped by one of the first ``k`` of ``ranked``."""
    if not gold:
        return 0.0
    top = ranked[:k]
    found = sum(1 for g in gold if any(overlaps(u, g) for u in top))
    return found / len(gold)


def reciprocal_rank(ranked: Sequence[Span], gold: Sequence[Span], k: int) -> float:
    """1 / rank of the first of ``ranked`` overlapping a gold span, if within ``k``; else 0."""
    for rank, unit in enumerate(ranked[:k], 1):
        if any(overlaps(unit, g) for g in gold):
            return 1.0 / rank
    return 0.0


def mean(values: Sequence[float]) -> float:
    """Arithmetic mean (0 for no values)."""
    return sum(values) / len(values) if values else 0.0
