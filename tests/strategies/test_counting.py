"""TokenCounter: the kept key text of any range, exact counts, overlap tails."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from inspector.document.normalize import build_key_layer
from inspector.engine.stats import exported_text
from inspector.engine.tokens import count_tokens
from inspector.strategies.counting import TokenCounter
from tests.engine.documents import document_from_text

TEXT = "Header line\nالمادة (٣): لَا يَجُوزُ تَعْدِيلُ الوثيقة.\nPage 1 of 9\nThe end of it.\n"
FURNITURE = (TEXT.index("Page 1"), TEXT.index("The end"))


@given(bounds=st.tuples(st.integers(0, len(TEXT)), st.integers(0, len(TEXT))))
def test_key_text_and_counts_match_the_exported_key_layer(bounds: tuple[int, int]) -> None:
    start, end = sorted(bounds)
    document = document_from_text(TEXT, excluded=[FURNITURE])
    counter = TokenCounter(document)
    expected = build_key_layer(exported_text(document, start, end)).text
    assert counter.key_text(start, end) == expected
    assert counter.count(start, end) == count_tokens(expected)
    assert counter.is_blank(start, end) == (not expected.strip())


def test_tail_start_covers_the_requested_key_characters() -> None:
    document = document_from_text(TEXT, excluded=[FURNITURE])
    counter = TokenCounter(document)
    end = len(TEXT)
    for chars in (1, 5, 20, 60, 10_000):
        start = counter.tail_start(end, chars, 0)
        assert len(counter.key_text(start, end)) >= min(chars, len(counter.key_text(0, end)))
        if start > 0:
            assert len(counter.key_text(start + 1, end)) < chars
