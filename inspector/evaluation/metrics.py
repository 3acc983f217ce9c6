"""Recall@k, recall at a token budget and MRR@k, with relevance by overlap of character ranges.

A retrieved unit ``(document, start, end)`` is relevant to a gold span ``(document, s, e)``
when they are in the same document and ``start < e and s < end``. For one question:

- recall@k = the share of its gold spans overlapped by at least one of the first k units (a
  gold span straddling two chunks is found by either of them);
- reciprocal rank@k = 1 / rank of the first relevant unit when that rank is <= k, else 0.

- recall@budget = the share of its gold spans overlapped by what retrieval returns within a
  context budget of that many tokens (``within_budget``): units in rank order while they fit,
  the first that does not fit cut to its leading tokens. Unlike recall@k it does not favour
  configurations that return bigger units (a 1,300-token parent costs nine 150-token chunks).

All are averaged over questions. Ranges are half-open offsets of ``Document.text``; tokens are
cl100k tokens of a unit's exported text, as a chunk's ``token_count``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

K_VALUES: tuple[int, ...] = (1, 3, 5, 8, 10)
BUDGETS: tuple[int, ...] = (1_000, 2_000, 4_000)
"""Context budgets (tokens returned) recall is measured at."""
DEFAULT_BUDGET = 2_000
"""The budget the best configuration is chosen at unless a k is asked for."""

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


def within_budget(
    ranked: Sequence[Span],
    budget: int,
    tokens: Callable[[Span], int],
    cut: Callable[[Span, int], Span],
) -> list[Span]:
    """What retrieval returns within ``budget`` tokens: ``ranked`` units while they fit.

    The first unit that does not fit whole is cut to its leading ``budget - used`` tokens by
    ``cut(unit, tokens_left)`` (nothing when none are left) and nothing after it is returned,
    so the units returned hold at most ``budget`` tokens.

    Args:
        ranked: units, best first.
        budget: tokens that may be returned (> 0).
        tokens: a unit's token count.
        cut: the unit shortened to its first ``n`` tokens (``0 < n <`` its count).
    """
    returned: list[Span] = []
    used = 0
    for unit in ranked:
        size = tokens(unit)
        if used + size <= budget:
            returned.append(unit)
            used += size
            continue
        if budget > used:
            returned.append(cut(unit, budget - used))
        break
    return returned


def reciprocal_rank(ranked: Sequence[Span], gold: Sequence[Span], k: int) -> float:
    """1 / rank of the first of ``ranked`` overlapping a gold span, if within ``k``; else 0."""
    for rank, unit in enumerate(ranked[:k], 1):
        if any(overlaps(unit, g) for g in gold):
            return 1.0 / rank
    return 0.0


def mean(values: Sequence[float]) -> float:
    """Arithmetic mean (0 for no values)."""
    return sum(values) / len(values) if values else 0.0
