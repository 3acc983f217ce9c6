"""Issue 28: the semantic strategy embeds every sentence whole, never a silently cut prefix.

The model reads at most 256 word pieces; a longer text is read window by window. These tests
need no model: ``windows`` is pure, and ``embed_whole`` is checked with an embedder that
counts what it is given (the characters of each piece), which shows every character is read.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.strategies.embedding import WINDOW_CHARS, embed_whole, windows


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab مة 12\n"), max_size=3000), st.integers(20, 700))
def test_windows_cover_the_text_and_stay_within_the_size(text: str, size: int) -> None:
    pieces = windows(text, size)
    assert "".join(pieces) == text
    assert all(len(piece) <= size for piece in pieces)
    assert all(pieces) or pieces == [""]


def test_a_long_sentence_is_read_whole() -> None:
    seen: list[str] = []

    def recorder(texts: Sequence[str]) -> npt.NDArray[np.float32]:
        seen.extend(texts)
        return np.ones((len(texts), 4), dtype=np.float32)

    sentence = "The supplier shall maintain records of every delivery made. " * 40
    vectors = embed_whole(["short", sentence], recorder)
    assert len(sentence) > 3 * WINDOW_CHARS
    assert "".join(seen[1:]) == sentence  # every character went to the model
    assert all(len(piece) <= WINDOW_CHARS for piece in seen)
    assert vectors.shape == (2, 4)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
