"""The retrieval eval end to end: BM25 over real chunks, parents for parent-child, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.document.load import load_document
from inspector.evaluation.metrics import K_VALUES
from inspector.evaluation.questions import GoldAnswer, Question, load_questions
from inspector.evaluation.report import format_table, report_data
from inspector.evaluation.retrieval import BM25Retriever, tokenize
from inspector.evaluation.runner import EvalDocument, evaluate
from inspector.strategies.config import strategy_config

SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"
FILES = ["contract_en_services.docx", "qanun_ar_archives.docx", "loi_fr_archives.docx"]


@pytest.fixture(scope="module")
def documents() -> list[EvalDocument]:
    return [EvalDocument(name, load_document(SAMPLES / name)) for name in FILES]


def test_tokenize_folds_case_tashkeel_and_digits() -> None:
    assert tokenize("L'Archive  NATIONALE") == ["archive", "nationale"]
    assert tokenize("لَا يَجُوزُ خلال (٣٠) يوماً") == ["لا", "يجوز", "خلال", "30", "يوما"]


def test_bm25_ranks_the_matching_text_first_and_breaks_ties_by_order() -> None:
    texts = [
        "the pump delivers water",
        "closure periods of archives",
        "closure periods of archives",
    ]
    retriever = BM25Retriever(texts)
    assert retriever.rank("archives closure", 3) == [1, 2, 0]
    assert retriever.rank("pump", 1) == [0]


def test_eval_scores_every_sample_question_and_is_deterministic(
    documents: list[EvalDocument],
) -> None:
    questions = load_questions(SAMPLES / "questions.jsonl")
    configs = [
        strategy_config("legal", label="default"),
        strategy_config("recursive", label="recursive"),
        strategy_config("parent_child", label="parent-child"),
    ]
    report = evaluate(configs, documents, questions)
    expected = sum(q.document in FILES for q in questions)
    assert report.questions == expected
    assert len(report.skipped) == len(questions) - expected
    for result in report.results:
        recalls = [result.recall[k] for k in K_VALUES]
        assert recalls == sorted(recalls)  # recall@k never falls as k grows
        assert 0.5 < result.recall[10] <= 1.0
        assert result.mrr[1] >= result.recall[1]  # a first hit may cover one of two spans
    again = evaluate(configs, documents, questions)
    assert report_data(again) | {"configurations": None} == report_data(report) | {
        "configurations": None
    }
    for first, second in zip(report.results, again.results, strict=True):
        assert (first.recall, first.mrr, first.first_hits) == (
            second.recall,
            second.mrr,
            second.first_hits,
        )
    table = format_table(report)
    assert "| * |" in table
    assert "recall@2,000 tokens" in table
    assert "R@2k tok" in table


def test_parent_child_returns_parents_not_children(documents: list[EvalDocument]) -> None:
    document = documents[0]
    text = document.document.text
    quote = "The Customer shall pay the Fees within thirty (30) days of receipt of a valid invoice."
    question = Question(
        "q",
        "pay the Fees within thirty days of receipt of a valid invoice",
        document.name,
        (GoldAnswer(quote=quote),),
    )
    report = evaluate([strategy_config("parent_child")], [document], [question])
    (result,) = report.results
    parents = result.results[document.name].parents
    assert result.retrieved_units == len(parents)
    assert result.chunks > len(parents)
    assert result.recall[3] == 1.0
    start = text.index(quote)
    assert any(s <= start < e for s, e in parents)


def test_questions_about_other_files_are_skipped_with_a_reason(
    documents: list[EvalDocument],
) -> None:
    question = Question("q", "anything", "absent.pdf", (GoldAnswer(quote="x"),))
    lost = Question("r", "anything", FILES[0], (GoldAnswer(quote="no such words here"),))
    report = evaluate([strategy_config("recursive")], documents[:1], [question, lost])
    assert report.questions == 0
    assert [i for i, _ in report.skipped] == ["q", "r"]


def test_cli_eval_prints_json_with_the_three_default_configurations(
    capsys: pytest.CaptureFixture[str],
) -> None:
    files = [str(SAMPLES / name) for name in FILES[:2]]
    status = main(["eval", "--questions", str(SAMPLES / "questions.jsonl"), "--json", *files])
    assert status == 0
    data = json.loads(capsys.readouterr().out)
    labels = [c["label"] for c in data["configurations"]]
    assert labels == ["default", "recursive baseline", "parent-child"]
    assert data["best"] in labels
    assert data["questions"] == 25


def test_cli_eval_reports_bad_configurations_clearly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('[strategy]\nname = "magic"\n', encoding="utf-8")
    status = main(
        [
            "eval",
            "--questions",
            str(SAMPLES / "questions.jsonl"),
            "--config",
            str(bad),
            str(SAMPLES / FILES[0]),
        ]
    )
    assert status == 2
    assert "unknown strategy 'magic'" in capsys.readouterr().err


def test_cli_eval_with_a_config_file_adds_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    small = tmp_path / "small.toml"
    small.write_text('[strategy]\nname = "recursive"\nchunk_size = 128\nchunk_overlap = 0\n')
    status = main(
        [
            "eval",
            "--questions",
            str(SAMPLES / "questions.jsonl"),
            "--config",
            str(small),
            "--baseline",
            "recursive",
            str(SAMPLES / FILES[0]),
        ]
    )
    assert status == 0
    out = capsys.readouterr().out
    assert "| small | recursive | 128/0 |" in out
    assert "| recursive baseline | recursive | 512/50 |" in out


def test_cli_eval_reports_a_missing_question_set(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(["eval", "--questions", str(tmp_path / "none.jsonl"), str(SAMPLES / FILES[0])])
    assert status == 2
    assert "cannot read the question set" in capsys.readouterr().err
