"""The retrieval eval: chunk every document with every configuration, retrieve, score.

For each configuration the chunks of all documents form one index (a question does not say
which document holds its answer; the gold span does). Each chunk is indexed by its key text
(exported text, tashkeel stripped) preceded by its overlap tail, and by its contextual header
when ``headers`` is set. A unit's range is the chunk's range widened back over that tail.
Parent-child indexes the children and ranks parents in the order of their best child, each
parent once (seed 002: "deduplicate when several children share a parent").

Recall is measured at k units and at a context budget of tokens returned
(``metrics.within_budget``); the best configuration is chosen at a budget by default
(``DEFAULT_BUDGET``), where bigger units cost what they return.

Everything is deterministic: the same inputs give the same report.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from inspector.document.model import Document
from inspector.engine.overlap import embed_texts
from inspector.errors import Cancelled
from inspector.evaluation.metrics import (
    BUDGETS,
    DEFAULT_BUDGET,
    K_VALUES,
    Span,
    mean,
    recall_at,
    reciprocal_rank,
    within_budget,
)
from inspector.evaluation.questions import Question, QuoteFinder
from inspector.evaluation.retrieval import make_retriever
from inspector.strategies.config import StrategyConfig
from inspector.strategies.counting import TokenCounter
from inspector.strategies.run import StrategyResult, chunk_with_strategy

ProgressCallback = Callable[[int, int], None]
CancelCheck = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class EvalDocument:
    """A loaded document and the file name questions refer to it by."""

    name: str
    document: Document


@dataclass(frozen=True)
class ConfigResult:
    """One configuration's statistics and scores.

    Attributes:
        label: display name of the configuration.
        strategy: strategy name.
        size: size/overlap as seed 002's table shows it.
        chunks: number of chunks over all documents (children for parent-child).
        median_tokens: median chunk tokens (cl100k, key layer).
        returned_median_tokens: median tokens of the units retrieval returns (the parents for
            parent-child, else the chunks): bigger units find more gold spans at a given k.
        retrieved_units: number of units retrieval returns (parents for parent-child).
        recall: recall@k per k.
        mrr: MRR@k per k.
        budget_recall: recall within a budget of tokens returned, per budget (``BUDGETS``).
        first_hits: per question id, the rank of the first relevant unit (0 when none in the
            first max(K_VALUES)).
        seconds: time to chunk, index and query (wall clock).
        results: the chunking results per document name (for diffs and statistics).
    """

    label: str
    strategy: str
    size: str
    chunks: int
    median_tokens: float
    returned_median_tokens: float
    retrieved_units: int
    recall: dict[int, float]
    mrr: dict[int, float]
    first_hits: dict[str, int]
    seconds: float
    results: dict[str, StrategyResult] = field(repr=False, compare=False)
    budget_recall: dict[int, float] = field(default_factory=dict)


@dataclass(frozen=True)
class EvalReport:
    """The comparison: one ``ConfigResult`` per configuration, in the order given.

    Attributes:
        results: per configuration.
        questions: number of questions scored.
        skipped: (question id, reason) for questions not scored.
        retriever: ``bm25`` or ``dense``.
        best_k: the k the best configuration is chosen at when ``best_budget`` is None (and
            the k of the MRR that breaks ties).
        best: index in ``results`` of the best configuration (see ``best_index``), or -1
            without results.
        best_budget: the token budget the best configuration is chosen at, or None for
            recall@best_k.
    """

    results: tuple[ConfigResult, ...]
    questions: int
    skipped: tuple[tuple[str, str], ...]
    retriever: str
    best_k: int
    best: int
    best_budget: int | None = DEFAULT_BUDGET


@dataclass(frozen=True, slots=True)
class _Unit:
    span: Span
    text: str


def gold_spans(
    documents: Sequence[EvalDocument], questions: Sequence[Question]
) -> tuple[dict[str, list[Span]], list[tuple[str, str]]]:
    """Gold spans per question id, and the questions that cannot be scored (with why)."""
    by_name = {d.name: d for d in documents}
    finders: dict[str, QuoteFinder] = {}
    gold: dict[str, list[Span]] = {}
    skipped: list[tuple[str, str]] = []
    for question in questions:
        entry = by_name.get(question.document)
        if entry is None:
            skipped.append((question.id, f"document {question.document} not evaluated"))
            continue
        finder = finders.get(entry.name) or finders.setdefault(
            entry.name, QuoteFinder(entry.document)
        )
        spans, missing = finder.gold_spans(question)
        if missing:
            skipped.append((question.id, f"not found in {entry.name}: {missing[0][:60]!r}"))
            continue
        gold[question.id] = [(entry.name, s, e) for s, e in spans]
    return gold, skipped


def evaluate(
    configs: Sequence[StrategyConfig],
    documents: Sequence[EvalDocument],
    questions: Sequence[Question],
    *,
    retriever: str = "bm25",
    headers: bool = False,
    best_k: int = 5,
    best_budget: int | None = DEFAULT_BUDGET,
    on_progress: ProgressCallback | None = None,
    should_cancel: CancelCheck | None = None,
) -> EvalReport:
    """Compare ``configs`` on ``questions`` over ``documents`` (see the module docstring).

    Raises:
        Cancelled: ``should_cancel`` returned true.
        SemanticUnavailable: a semantic strategy or dense retrieval without the extra.
    """
    gold, skipped = gold_spans(documents, questions)
    scored = [q for q in questions if q.id in gold]
    total = max(1, len(configs) * (len(documents) + 1))
    counters = {entry.name: TokenCounter(entry.document) for entry in documents}

    def cut(unit: Span, tokens: int) -> Span:
        name, start, end = unit
        return name, start, counters[name].prefix_end(start, end, tokens)

    results: list[ConfigResult] = []
    for number, config in enumerate(configs):
        started = time.perf_counter()
        per_document: dict[str, StrategyResult] = {}
        units: list[_Unit] = []
        parents: list[Span] = []  # the unit returned for each indexed unit
        for index, entry in enumerate(documents):
            if should_cancel is not None and should_cancel():
                raise Cancelled("evaluation cancelled")
            result = chunk_with_strategy(entry.document, config, should_cancel=should_cancel)
            per_document[entry.name] = result
            new_units = _units(entry, result, headers)
            units += new_units
            if result.parents:
                parents += [(entry.name, *result.parents[p]) for p in result.parent_of]
            else:
                parents += [u.span for u in new_units]
            if on_progress is not None:
                on_progress(number * (len(documents) + 1) + index + 1, total)
        search = make_retriever(retriever, [u.text for u in units])
        # Deep enough for the largest budget: every unit (scoring them all costs the same).
        depth = len(units)
        recall: dict[int, list[float]] = {k: [] for k in K_VALUES}
        mrr: dict[int, list[float]] = {k: [] for k in K_VALUES}
        budget_recall: dict[int, list[float]] = {b: [] for b in BUDGETS}
        tokens = _SpanTokens(counters)

        first_hits: dict[str, int] = {}
        for question in scored:
            ranked = _dedupe([parents[i] for i in search.rank(question.question, depth)])
            spans = gold[question.id]
            for k in K_VALUES:
                recall[k].append(recall_at(ranked, spans, k))
                mrr[k].append(reciprocal_rank(ranked, spans, k))
            for budget in BUDGETS:
                within = within_budget(ranked, budget, tokens.count, cut)
                budget_recall[budget].append(recall_at(within, spans, len(within)))
            rr = reciprocal_rank(ranked, spans, max(K_VALUES))
            first_hits[question.id] = round(1 / rr) if rr else 0
        if on_progress is not None:
            on_progress((number + 1) * (len(documents) + 1), total)
        sizes = [c.token_count for r in per_document.values() for c in r.chunk_set.chunks]
        returned = _returned_sizes(documents, per_document, counters) or sizes
        results.append(
            ConfigResult(
                label=config.display_name,
                strategy=config.name,
                size=config.size_label(),
                chunks=len(sizes),
                median_tokens=float(statistics.median(sizes)) if sizes else 0.0,
                returned_median_tokens=float(statistics.median(returned)) if returned else 0.0,
                retrieved_units=len(set(parents)),
                recall={k: mean(v) for k, v in recall.items()},
                mrr={k: mean(v) for k, v in mrr.items()},
                first_hits=first_hits,
                seconds=time.perf_counter() - started,
                results=per_document,
                budget_recall={b: mean(v) for b, v in budget_recall.items()},
            )
        )
    return EvalReport(
        results=tuple(results),
        questions=len(scored),
        skipped=tuple(skipped),
        retriever=retriever,
        best_k=best_k,
        best=best_index(results, best_k, best_budget),
        best_budget=best_budget,
    )


def best_index(results: Sequence[ConfigResult], k: int, budget: int | None = DEFAULT_BUDGET) -> int:
    """The best configuration.

    Highest recall within ``budget`` tokens (recall@k when it is None), then MRR@k, then fewer
    chunks, then first.
    """
    if not results:
        return -1
    keyed = [
        (
            -(r.recall.get(k, 0.0) if budget is None else r.budget_recall.get(budget, 0.0)),
            -r.mrr.get(k, 0.0),
            r.chunks,
            i,
        )
        for i, r in enumerate(results)
    ]
    return min(keyed)[3]


class _SpanTokens:
    """Token counts of retrieved units, each counted once per configuration."""

    def __init__(self, counters: dict[str, TokenCounter]) -> None:
        self._counters = counters
        self._sizes: dict[Span, int] = {}

    def count(self, unit: Span) -> int:
        """cl100k tokens of ``unit``'s exported text."""
        size = self._sizes.get(unit)
        if size is None:
            size = self._sizes[unit] = self._counters[unit[0]].count(unit[1], unit[2])
        return size


def _returned_sizes(
    documents: Sequence[EvalDocument],
    results: dict[str, StrategyResult],
    counters: dict[str, TokenCounter],
) -> list[int]:
    """Token counts of the parents of parent-child results (empty when there are none)."""
    sizes: list[int] = []
    for entry in documents:
        result = results[entry.name]
        if result.parents:
            counter = counters[entry.name]
            sizes += [counter.count(start, end) for start, end in result.parents]
    return sizes


def _dedupe(spans: list[Span]) -> list[Span]:
    seen: set[Span] = set()
    out: list[Span] = []
    for span in spans:
        if span not in seen:
            seen.add(span)
            out.append(span)
    return out


def _units(entry: EvalDocument, result: StrategyResult, headers: bool) -> list[_Unit]:
    """One retrieval unit per chunk: its indexed text and its (widened) range."""
    document = entry.document
    chunks = result.chunk_set.chunks
    engine = result.strategy.engine
    # The legal engine decides its own overlap; the other strategies carry theirs per chunk.
    config = replace(
        engine,
        contextual_header=headers and engine.contextual_header,
        overlap=engine.overlap or result.strategy.name != "legal",
    )
    texts = embed_texts(document, result.chunk_set, config)
    counter = TokenCounter(document)
    units: list[_Unit] = []
    for index, (chunk, text) in enumerate(zip(chunks, texts, strict=True)):
        start = chunk.start
        if index and config.overlap and chunk.overlap_tokens:
            own = counter.key_text(chunk.start, chunk.end)
            tail_chars = max(0, len(text) - len(own))  # header excluded below when present
            if not config.contextual_header:
                start = counter.tail_start(chunk.start, tail_chars, chunks[index - 1].start)
        units.append(_Unit((entry.name, start, chunk.end), text))
    return units
