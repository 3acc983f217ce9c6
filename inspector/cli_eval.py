"""``inspector eval``: compare chunking configurations on a retrieval eval (seed 002).

Usage: ``inspector eval --questions Q.jsonl [--config A.toml ...] [--baseline NAME ...]
[--retriever bm25|dense] [--headers] [--best-k K] [--json] FILE...``

Each ``--config`` is a TOML file with an optional ``[strategy]`` table and engine tables;
``--baseline`` adds a strategy with its default parameters (legal, recursive, semantic,
hybrid, parent_child). With neither, the default configuration is compared with the recursive
baseline and parent-child. Prints seed 002's table with the best configuration marked, or
the report as JSON. A file that cannot be loaded is skipped with one line on stderr (exit
status 1 once the others are compared).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from inspector.errors import InspectorError
from inspector.evaluation.metrics import K_VALUES
from inspector.strategies.config import STRATEGY_NAMES

BASELINE_LABELS = {
    "legal": "default",
    "recursive": "recursive baseline",
    "semantic": "semantic",
    "hybrid": "hybrid",
    "parent_child": "parent-child",
}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="inspector eval",
        description="Compare chunking configurations by recall@k and MRR on a question set.",
    )
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE", help="PDF, DOCX, .txt, .md")
    parser.add_argument("--questions", required=True, type=Path, help="question set (JSONL)")
    parser.add_argument(
        "--config", action="append", type=Path, default=[], help="a configuration (TOML)"
    )
    parser.add_argument(
        "--baseline",
        action="append",
        choices=STRATEGY_NAMES,
        default=[],
        help="a strategy with its default parameters",
    )
    parser.add_argument(
        "--retriever",
        choices=("bm25", "dense"),
        default="bm25",
        help="BM25 (default) or MiniLM vectors (needs the semantic extra)",
    )
    parser.add_argument(
        "--headers", action="store_true", help="index chunks with their contextual header"
    )
    parser.add_argument(
        "--best-k", type=int, choices=K_VALUES, default=5, help="k the best is chosen at"
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    return parser


def run_eval(argv: Sequence[str]) -> int:
    """Run ``inspector eval`` with ``argv`` (the arguments after ``eval``).

    Returns:
        0 on success; 1 when a file could not be loaded (one line on stderr each; the others
        are compared); 2 for an unusable configuration or question set, or when no question
        could be scored.
    """
    args = _parser().parse_args(argv)
    from inspector.document.load import load_document
    from inspector.evaluation.questions import QuestionSetError, load_questions
    from inspector.evaluation.report import format_table, report_data
    from inspector.evaluation.runner import EvalDocument, evaluate
    from inspector.strategies.config import (
        StrategyConfigError,
        load_strategy_config,
        strategy_config,
    )

    try:
        questions = load_questions(args.questions)
        configs = [load_strategy_config(path) for path in args.config]
    except (QuestionSetError, StrategyConfigError) as exc:
        print(f"inspector eval: {exc}", file=sys.stderr)
        return 2
    baselines = args.baseline or ([] if configs else ["legal", "recursive", "parent_child"])
    configs += [strategy_config(n, label=BASELINE_LABELS[n]) for n in baselines]
    documents, unloaded = [], 0
    for path in args.files:
        try:
            documents.append(EvalDocument(path.name, load_document(path)))
        except InspectorError as exc:
            # One damaged file in a glob costs its own questions, not the whole comparison.
            what = str(exc) if path.name in str(exc) else f"{path.name}: {exc}"
            print(f"inspector eval: skipped {what}", file=sys.stderr)
            unloaded += 1
    if not documents:
        return 1
    report = evaluate(
        configs,
        documents,
        questions,
        retriever=args.retriever,
        headers=args.headers,
        best_k=args.best_k,
    )
    if report.questions == 0:
        print(
            "inspector eval: no question could be scored (do the questions name these files?)",
            file=sys.stderr,
        )
        for question_id, reason in report.skipped[:5]:
            print(f"  {question_id}: {reason}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(report_data(report), sys.stdout, ensure_ascii=False, indent=1, sort_keys=True)
        sys.stdout.write("\n")
    else:
        print(format_table(report))
    return 1 if unloaded else 0
