"""Recall at a fixed context budget (tokens returned), beside recall@k (issue 28).

Recall@k favours configurations that return bigger units: at the same k, a 1,300-token parent
holds more gold text than a 150-token chunk. Within a budget of tokens, every configuration
returns the same amount of text, so the comparison is fair; it is the default ranking.
"""

from __future__ import annotations

import os
import pty
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.cli import main
from inspector.document.load import load_document
from inspector.evaluation.metrics import BUDGETS, Span, within_budget
from inspector.evaluation.questions import load_questions
from inspector.evaluation.runner import EvalDocument, evaluate
from inspector.strategies.config import strategy_config
from inspector.strategies.counting import TokenCounter

SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"
FILES = ["contract_en_services.docx", "loi_fr_archives.docx", "qanun_ar_archives.docx"]


def _sizes(units: list[Span]) -> dict[Span, int]:
    return {u: u[2] - u[1] for u in units}  # one "token" per character, for the table tests


def _cut(unit: Span, tokens: int) -> Span:
    return unit[0], unit[1], unit[1] + tokens


@pytest.mark.parametrize(
    ("sizes", "budget", "returned"),
    [
        ([100, 100, 100], 250, [100, 100, 50]),  # the third cut to what is left
        ([100, 100, 100], 200, [100, 100]),  # exactly full: nothing cut
        ([1300, 100], 1000, [1000]),  # a unit bigger than the budget: its first part
        ([50, 400, 10], 300, [50, 250]),  # nothing after the cut unit, even if it would fit
        ([10], 1000, [10]),  # fewer units than the budget holds
    ],
)
def test_within_budget_takes_units_in_rank_order_and_cuts_the_last(
    sizes: list[int], budget: int, returned: list[int]
) -> None:
    units: list[Span] = []
    start = 0
    for size in sizes:
        units.append(("d", start, start + size))
        start += size
    lengths = _sizes(units)
    got = within_budget(units, budget, lengths.__getitem__, _cut)
    assert [u[2] - u[1] for u in got] == returned
    assert all(u[1] == v[1] for u, v in zip(got, units, strict=False))  # leading parts


@given(
    st.lists(st.integers(min_value=1, max_value=2_000), max_size=30),
    st.integers(min_value=1, max_value=5_000),
)
def test_what_is_returned_never_exceeds_the_budget(sizes: list[int], budget: int) -> None:
    units = [("d", i * 10_000, i * 10_000 + size) for i, size in enumerate(sizes)]
    got = within_budget(units, budget, lambda u: u[2] - u[1], _cut)
    assert sum(u[2] - u[1] for u in got) <= budget
    # Everything is returned when it fits; otherwise the budget is used up exactly.
    if sum(sizes) <= budget:
        assert got == units
    else:
        assert sum(u[2] - u[1] for u in got) == budget


@pytest.mark.parametrize("name", FILES)
def test_a_range_cut_to_n_tokens_holds_n_tokens_at_most(name: str) -> None:
    document = load_document(SAMPLES / name)
    counter = TokenCounter(document)
    text_length = len(document.text)
    for start in range(0, text_length - 3_000, max(1, text_length // 40)):
        end = start + 2_500
        whole = counter.count(start, end)
        for tokens in (1, 7, 60, 250, whole - 1, whole, whole + 5):
            cut = counter.prefix_end(start, end, tokens)
            got = counter.count(start, cut)
            assert start <= cut <= end
            assert got <= max(tokens, 0), (start, tokens, got)
            assert got >= min(tokens, whole) - 1  # a merge at the cut costs one token at most


@pytest.fixture(scope="module")
def report_of_samples():
    documents = [EvalDocument(name, load_document(SAMPLES / name)) for name in FILES]
    questions = load_questions(SAMPLES / "questions.jsonl")
    configs = [
        strategy_config("legal", label="default"),
        strategy_config("recursive", label="recursive"),
        strategy_config("parent_child", label="parent-child"),
    ]
    return evaluate(configs, documents, questions)


def test_budget_recall_grows_with_the_budget_and_picks_the_best(report_of_samples) -> None:
    report = report_of_samples
    assert report.best_budget == 2000
    for result in report.results:
        values = [result.budget_recall[b] for b in BUDGETS]
        assert values == sorted(values)
        assert 0.3 < values[-1] <= 1.0
    best = max(r.budget_recall[2000] for r in report.results)
    assert report.results[report.best].budget_recall[2000] == best


def test_parent_child_pays_for_its_big_parents(report_of_samples) -> None:
    # Its parents (~1,300 tokens) win at k units; within 1,000 tokens one parent is cut.
    by_label = {r.label: r for r in report_of_samples.results}
    parent_child, default = by_label["parent-child"], by_label["default"]
    assert parent_child.returned_median_tokens > 4 * default.returned_median_tokens
    assert parent_child.recall[5] >= default.recall[5]
    assert parent_child.budget_recall[1000] < default.budget_recall[1000]


def _eval_args(*extra: str) -> list[str]:
    questions = str(SAMPLES / "questions.jsonl")
    return ["eval", "--questions", questions, *extra, str(SAMPLES / FILES[0])]


def test_a_config_file_adds_a_row_to_the_default_comparison(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    small = tmp_path / "small.toml"
    small.write_text('[strategy]\nname = "recursive"\nchunk_size = 128\nchunk_overlap = 0\n')
    assert main(_eval_args("--config", str(small))) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("| ") and "---" not in line]
    labels = [row.split("|")[2].strip() for row in rows[1:]]
    assert labels == ["default", "recursive baseline", "parent-child", "small"]
    assert "recall@2,000 tokens" in out
    # --only compares just what is named.
    assert main(_eval_args("--config", str(small), "--only")) == 0
    out = capsys.readouterr().out
    assert "| small | recursive | 128/0 |" in out
    assert "| default |" not in out
    # --best-k chooses at k units instead.
    assert main(_eval_args("--best-k", "5")) == 0
    assert "recall@5 default = " in capsys.readouterr().out


def test_progress_is_quiet_when_stderr_is_not_a_terminal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(_eval_args()) == 0
    assert "inspector eval:" not in capsys.readouterr().err


def _eval_on_a_terminal(*extra: str) -> tuple[int, str]:
    """Run ``inspector eval`` with its stderr on a pseudo-terminal: (status, what it wrote)."""
    leader, follower = pty.openpty()
    chunks: list[bytes] = []

    def read() -> None:
        while True:
            try:
                data = os.read(leader, 4096)
            except OSError:
                return
            if not data:
                return
            chunks.append(data)

    reader = threading.Thread(target=read)
    reader.start()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "inspector", *_eval_args(*extra)],
            stdout=subprocess.DEVNULL,
            stderr=follower,
            stdin=subprocess.DEVNULL,
            check=False,
            timeout=300,
        )
    finally:
        os.close(follower)
        reader.join(timeout=10)
        os.close(leader)
    return done.returncode, b"".join(chunks).decode("utf-8", "replace")


def test_progress_is_one_line_rewritten_on_a_terminal() -> None:
    status, written = _eval_on_a_terminal()
    assert status == 0
    steps = [part for part in written.split("\r\x1b[K") if part]
    assert len(steps) >= 3
    assert all(step.startswith("inspector eval: ") for step in steps)
    assert "\n" not in written.replace("\r\n", "")  # never a new line: one line rewritten
    assert steps[-1].startswith("inspector eval: 100% ")
    assert written.endswith("\r\x1b[K")  # erased before the table
    status, written = _eval_on_a_terminal("--quiet")
    assert status == 0
    assert "inspector eval:" not in written
