"""Review edits count tokens in a worker process: the same cl100k counts, none built here.

The counter is a real worker forked from the load workers' fork server; its answers are
checked against ``count_tokens`` in this process, and a split in the window gets the counts
the engine's own counting gives.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from inspector.engine.tokens import count_tokens
from inspector.review.edits import SplitChunk
from inspector.workers.review_tokens import TokenCounter
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

TEXTS = [
    "",
    "Article 4(1) The controller shall keep records.",
    "المادة ١ تطبق أحكام هذا القانون على جميع الأرشيفات العامة.",
    "<|endoftext|> counts as plain text",
    "x" * 20_000,
]


def remote(counter: object) -> bool:
    """Whether ``counter`` asks its worker (a function: mypy must not narrow it)."""
    return isinstance(counter, TokenCounter) and counter.remote


@pytest.fixture(scope="module")
def counter() -> TokenCounter:
    tokens = TokenCounter()
    tokens.start().join(30)
    return tokens


def test_the_worker_counts_as_this_process_does(counter: TokenCounter) -> None:
    assert remote(counter)
    assert [counter(text) for text in TEXTS] == [count_tokens(text) for text in TEXTS]


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=400))
def test_any_text_gets_the_local_count(counter: TokenCounter, text: str) -> None:
    assert counter(text) == count_tokens(text)


def test_a_closed_counter_counts_here() -> None:
    tokens = TokenCounter()
    tokens.start().join(30)
    assert remote(tokens)
    tokens.close()
    assert not remote(tokens)
    assert tokens(TEXTS[2]) == count_tokens(TEXTS[2])


def test_a_split_is_counted_by_the_session_worker(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample("law_en_data_archives.pdf"))
    facts = window.review.session.context.facts
    assert isinstance(facts.count_tokens, TokenCounter)
    state = shown(window)
    whole = [
        i
        for i, c in enumerate(state.chunks)
        if i and state.kept_ranges(c.start, c.end) == [(c.start, c.end)]
    ]
    index = max(whole, key=lambda i: state.chunks[i].token_count)
    chunk = state.chunks[index]
    middle = state.document.text.find(" ", (chunk.start + chunk.end) // 2, chunk.end - 1) + 1

    assert window.review.request(SplitChunk(index, middle))
    assert remote(facts.count_tokens)
    key = state.document.key
    for part in state.chunks[index : index + 2]:
        assert part.token_count > 0
        # No furniture inside this chunk: the key text of its range is what is counted.
        key_text = key.text[key.key_offset(part.start) : key.key_offset(part.end)]
        assert part.token_count == count_tokens(key_text)
    window.review.close()
    assert not remote(facts.count_tokens)
