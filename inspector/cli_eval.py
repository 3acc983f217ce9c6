"""``inspector eval``: compare chunking configurations on a retrieval eval (seed 002).

Usage: ``inspector eval --questions Q.jsonl [--config A.toml ...] [--baseline NAME ...]
[--only] [--retriever bm25|dense] [--headers] [--best-budget N | --best-k K] [--json]
[--quiet] FILE...``

The default comparison is the default configuration, the recursive baseline and parent-child;
each ``--config`` (a TOML file with an optional ``[strategy]`` table and engine tables) and
each ``--baseline`` (a strategy with its default parameters: legal, recursive, semantic,
hybrid, parent_child) adds a row to it (``--only``: compare just those). The best
configuration is the one with the highest recall within 2,000 tokens returned
(``--best-budget``), or at k units with ``--best-k``. Prints seed 002's table with the best
configuration marked, or the report as JSON. On a terminal, progress is one line on stderr,
rewritten in place (none with ``--quiet`` or when stderr is not a terminal). A file that
cannot be loaded is skipped with one line on stderr (exit status 1 once the others are
compared).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from inspector.errors import InspectorError
from inspector.evaluation.metrics import BUDGETS, DEFAULT_BUDGET, K_VALUES
from inspector.strategies.config import STRATEGY_NAMES

DEFAULT_BASELINES = ("legal", "recursive", "parent_child")
"""The default comparison; ``--config`` and ``--baseline`` add to it."""
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
        description="Compare chunking configurations by recall at a token budget, recall@k and "
        "MRR on a question set.",
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
        help="add a strategy with its default parameters",
    )
    parser.add_argument(
        "--only",
        action="store_true",
        help="compare only the --config and --baseline rows (not the default comparison)",
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
    choose = parser.add_mutually_exclusive_group()
    choose.add_argument(
        "--best-budget",
        type=int,
        choices=BUDGETS,
        default=DEFAULT_BUDGET,
        help=f"tokens returned the best is chosen at (default {DEFAULT_BUDGET})",
    )
    choose.add_argument(
        "--best-k", type=int, choices=K_VALUES, help="choose the best at recall@k instead"
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress line on stderr")
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
    defaults = [] if args.only else list(DEFAULT_BASELINES)
    extra = [name for name in args.baseline if name not in defaults]
    if args.only and not configs and not extra:
        print("inspector eval: --only needs a --config or a --baseline", file=sys.stderr)
        return 2
    configs = [
        *(strategy_config(n, label=BASELINE_LABELS[n]) for n in defaults),
        *configs,
        *(strategy_config(n, label=BASELINE_LABELS[n]) for n in dict.fromkeys(extra)),
    ]
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
    progress = _Progress(enabled=sys.stderr.isatty() and not args.quiet)
    try:
        report = evaluate(
            configs,
            documents,
            questions,
            retriever=args.retriever,
            headers=args.headers,
            best_k=args.best_k or 5,
            best_budget=None if args.best_k else args.best_budget,
            on_progress=progress.show,
        )
    finally:
        progress.clear()
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


class _Progress:
    """One line on stderr, rewritten in place: "inspector eval: 40% (12/30 steps)"."""

    def __init__(self, *, enabled: bool) -> None:
        self.enabled = enabled
        self.shown = False

    def show(self, done: int, total: int) -> None:
        """Called by the eval after each document of each configuration (``done`` of ``total``)."""
        if not self.enabled:
            return
        percent = 100 * done // max(1, total)
        sys.stderr.write(f"\r\033[Kinspector eval: {percent}% ({done}/{total} steps)")
        sys.stderr.flush()
        self.shown = True

    def clear(self) -> None:
        """Erase the line (the table follows on stdout)."""
        if self.shown:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()
