"""Speed of the retrieval eval: 4 configurations x 100 questions over 10 documents (BM25).

    python -m bench.eval_speed [--runs N] [--record]

Documents: the seven DOCX samples plus ``contract_en_services.md``,
``law_en_data_archives.txt`` and ``judgment_en_appeal.pdf``, loaded once (load time shown
apart). Questions: the 82 of ``sample_docs/questions.jsonl`` and, to reach 100, the first
questions about the contract, the law and the judgment asked again of the Markdown, text and
PDF versions (their quotes anchor there too). Configurations: the default legal engine, the
recursive baseline (512/50), hybrid (512, recursive inside) and parent-child (100-200 >
800-1500). We time ``evaluate`` (chunking every document with every configuration, BM25
indexing, 400 queries, scoring); best of ``--runs``. Target: at most 30 s.

The recorded results also hold the comparison table itself, on the seven DOCX samples and
their 82 questions (every strategy; semantic when the optional extra is installed), since the
speed set asks the same question of two copies of a text and so is not a fair quality set.
"""

from __future__ import annotations

import argparse
import dataclasses
import platform
import time
from pathlib import Path

from inspector.document.load import load_document
from inspector.evaluation.questions import Question, load_questions
from inspector.evaluation.report import format_table
from inspector.evaluation.runner import EvalDocument, evaluate
from inspector.strategies.config import StrategyConfig, strategy_config
from inspector.strategies.embedding import semantic_available

REPO = Path(__file__).resolve().parent.parent
SAMPLES = REPO / "sample_docs"
RESULTS = REPO / "bench" / "results" / "eval.md"
DOCX = [
    "contract_en_services.docx",
    "contract_ar_en_supply.docx",
    "judgment_en_appeal.docx",
    "arret_fr_cassation.docx",
    "law_en_data_archives.docx",
    "loi_fr_archives.docx",
    "qanun_ar_archives.docx",
]
VARIANTS = {
    "contract_en_services.docx": "contract_en_services.md",
    "law_en_data_archives.docx": "law_en_data_archives.txt",
    "judgment_en_appeal.docx": "judgment_en_appeal.pdf",
}


def speed_questions(questions: list[Question], total: int = 100) -> list[Question]:
    """The sample questions plus re-targeted copies, ``total`` in all."""
    extra = [
        dataclasses.replace(q, id=f"{q.id}-{VARIANTS[q.document]}", document=VARIANTS[q.document])
        for q in questions
        if q.document in VARIANTS
    ]
    return (questions + extra)[:total]


def configs() -> list[StrategyConfig]:
    return [
        strategy_config("legal", label="default"),
        strategy_config("recursive", label="recursive baseline"),
        strategy_config("hybrid", label="hybrid"),
        strategy_config("parent_child", label="parent-child"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--record", action="store_true", help=f"write {RESULTS.relative_to(REPO)}")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    names = DOCX + list(VARIANTS.values())
    documents = [EvalDocument(name, load_document(SAMPLES / name)) for name in names]
    load_seconds = time.perf_counter() - started
    base = load_questions(SAMPLES / "questions.jsonl")
    questions = speed_questions(base)
    times: list[float] = []
    report = None
    for _ in range(args.runs):
        started = time.perf_counter()
        report = evaluate(configs(), documents, questions)
        times.append(time.perf_counter() - started)
    assert report is not None
    best = min(times)
    lines = [
        "# Retrieval eval speed",
        "",
        f"Recorded with `python -m bench.eval_speed --record` on {platform.platform()}, "
        f"Python {platform.python_version()}; best of {args.runs} runs (all: "
        + ", ".join(f"{t:.2f}" for t in times)
        + " s).",
        "",
        "| what | figure |",
        "| --- | --- |",
        f"| documents | {len(documents)} ({sum(len(d.document.text) for d in documents):,} "
        "characters) |",
        f"| questions scored | {report.questions} of {len(questions)} |",
        f"| configurations | {len(report.results)} |",
        f"| loading the documents (not in the eval time) | {load_seconds:.2f} s |",
        f"| **eval: chunk, index, query, score** | **{best:.2f} s** (target <= 30 s) |",
        "",
        "Per configuration (last run): "
        + ", ".join(f"{r.label} {r.seconds:.2f} s" for r in report.results)
        + ".",
        "",
        "## Comparison on the seven DOCX samples (82 questions, BM25)",
        "",
    ]
    docx_documents = [d for d in documents if d.name in DOCX]
    quality_configs = configs()
    if semantic_available():
        quality_configs.append(strategy_config("semantic", label="semantic"))
    quality = evaluate(quality_configs, docx_documents, base)
    lines += [
        "Recall within 1,000, 2,000 and 4,000 tokens returned (`R@1k tok`...) gives every "
        "configuration the same amount of text to return; the best (`*`) is chosen at 2,000 "
        "tokens. Recall@k (`R@1`...) counts units whatever their size, so it favours "
        "configurations that return big units (parent-child's parents, column `Returned "
        "median`)."
        + (
            ""
            if semantic_available()
            else " The semantic row needs the optional extra (not "
            "installed when this was recorded)."
        ),
        "",
        format_table(quality),
        "",
    ]
    text = "\n".join(lines)
    print(text)
    if args.record:
        RESULTS.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
