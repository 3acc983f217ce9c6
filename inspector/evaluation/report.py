"""The comparison table of seed 002 as text, and the report as JSON-ready data.

Columns: configuration, strategy, size / overlap, chunks, median tokens, median tokens of the
units retrieval returns (parents for parent-child), recall within 1,000, 2,000 and 4,000 tokens
returned, recall@k for every k, MRR@10. The best configuration (by default at 2,000 tokens) is
marked ``*`` and named on the "Eval:" line, as in seed 002's output contract.
"""

from __future__ import annotations

from typing import Any

from inspector.evaluation.metrics import BUDGETS, K_VALUES
from inspector.evaluation.runner import ConfigResult, EvalReport


def format_table(report: EvalReport) -> str:
    """The Markdown table, then the "Eval:" line and the skipped questions."""
    k_last = max(K_VALUES)
    head = ["", "Configuration", "Strategy", "Size / overlap", "Chunks", "Median tokens"]
    head.append("Returned median")
    head += [f"R@{budget_label(b)} tok" for b in BUDGETS]
    head += [f"R@{k}" for k in K_VALUES] + [f"MRR@{k_last}"]
    rows = [head, ["---"] * len(head)]
    for index, r in enumerate(report.results):
        row = ["*" if index == report.best else "", r.label, r.strategy, r.size, str(r.chunks)]
        row += [f"{r.median_tokens:g}", f"{r.returned_median_tokens:g}"]
        row += [f"{r.budget_recall[b]:.3f}" for b in BUDGETS]
        row += [f"{r.recall[k]:.3f}" for k in K_VALUES] + [f"{r.mrr[k_last]:.3f}"]
        rows.append(row)
    lines = ["| " + " | ".join(row) + " |" for row in rows]
    if report.results:
        chosen = report.results[report.best].label
        lines += [
            "",
            f"**Eval** ({report.retriever}, {report.questions} questions): "
            f"{ranking_name(report)} {', '.join(ranking_scores(report))} -> best: {chosen}",
        ]
    for question_id, reason in report.skipped:
        lines.append(f"skipped {question_id}: {reason}")
    return "\n".join(lines)


def budget_label(budget: int) -> str:
    """A budget as the table heads it: 2000 -> "2k"."""
    return f"{budget // 1000}k" if budget % 1000 == 0 else str(budget)


def ranking_name(report: EvalReport) -> str:
    """What the best configuration was chosen by: "recall@2,000 tokens" or "recall@5"."""
    if report.best_budget is None:
        return f"recall@{report.best_k}"
    return f"recall@{report.best_budget:,} tokens"


def ranking_scores(report: EvalReport) -> list[str]:
    """Each configuration's "label = score" at the ranking's budget or k."""
    return [f"{r.label} = {ranking_value(report, r):.2f}" for r in report.results]


def ranking_value(report: EvalReport, result: ConfigResult) -> float:
    """``result``'s recall at the report's ranking budget (or k)."""
    if report.best_budget is None:
        return result.recall[report.best_k]
    return result.budget_recall[report.best_budget]


def report_data(report: EvalReport) -> dict[str, Any]:
    """The report as plain data (``--json``)."""
    return {
        "retriever": report.retriever,
        "questions": report.questions,
        "bestK": report.best_k,
        "bestBudget": report.best_budget,
        "best": report.results[report.best].label if report.results else None,
        "configurations": [
            {
                "label": r.label,
                "strategy": r.strategy,
                "size": r.size,
                "chunks": r.chunks,
                "medianTokens": r.median_tokens,
                "returnedMedianTokens": r.returned_median_tokens,
                "retrievedUnits": r.retrieved_units,
                "recall": {str(k): round(v, 6) for k, v in r.recall.items()},
                "budgetRecall": {str(b): round(v, 6) for b, v in r.budget_recall.items()},
                "mrr": {str(k): round(v, 6) for k, v in r.mrr.items()},
                "firstHits": r.first_hits,
                "seconds": round(r.seconds, 3),
            }
            for r in report.results
        ],
        "skipped": [{"id": i, "reason": why} for i, why in report.skipped],
    }
