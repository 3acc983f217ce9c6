"""Retrievers over chunk texts: BM25 (bm25s) by default, dense MiniLM when installed.

Tokenisation for BM25 is language-neutral and fits English, French and Arabic: NFKC, case
folded, tashkeel and tatweel stripped, Eastern digits as ASCII, then runs of word characters;
single letters (French elisions "l'", "d'") are dropped. No stemming.

Rankings are deterministic: scores descending, ties by unit index ascending.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Protocol

import numpy as np
import numpy.typing as npt

from inspector.document.normalize import build_key_layer

_WORD = re.compile(r"\w+")
RETRIEVERS = ("bm25", "dense")


def tokenize(text: str) -> list[str]:
    """BM25 terms of ``text`` (see the module docstring)."""
    folded = build_key_layer(unicodedata.normalize("NFKC", text)).text.casefold()
    return [w for w in _WORD.findall(folded) if len(w) > 1 or w.isdigit()]


class Retriever(Protocol):
    """Ranks the indexed texts for a query."""

    def rank(self, query: str, limit: int) -> list[int]:
        """Indexes of the ``limit`` best texts, best first."""
        ...


def _top(scores: npt.NDArray[np.float64], limit: int) -> list[int]:
    order = np.lexsort((np.arange(len(scores)), -scores))
    return [int(i) for i in order[:limit]]


class BM25Retriever:
    """BM25 (Lucene variant, k1 = 1.5, b = 0.75) over the given texts."""

    def __init__(self, texts: Sequence[str]) -> None:
        import bm25s  # type: ignore[import-untyped]

        self.size = len(texts)
        corpus = [tokenize(t) or ["\u2205"] for t in texts]  # bm25s needs a term per text
        self._bm25 = bm25s.BM25()
        self._bm25.index(corpus, show_progress=False)

    def rank(self, query: str, limit: int) -> list[int]:
        """See ``Retriever.rank``."""
        terms = tokenize(query)
        if not terms or not self.size:
            return list(range(min(limit, self.size)))
        scores = np.asarray(self._bm25.get_scores(terms), dtype=np.float64)
        return _top(scores, limit)


class DenseRetriever:
    """Cosine similarity of all-MiniLM-L6-v2 vectors (the optional ``semantic`` extra).

    Raises:
        SemanticUnavailable: the extra is not installed.
    """

    def __init__(self, texts: Sequence[str]) -> None:
        from inspector.strategies.embedding import embed

        self._embed = embed
        self._vectors = embed(list(texts)).astype(np.float64)

    def rank(self, query: str, limit: int) -> list[int]:
        """See ``Retriever.rank``."""
        if not len(self._vectors):
            return []
        vector = self._embed([query])[0].astype(np.float64)
        return _top(self._vectors @ vector, limit)


def make_retriever(kind: str, texts: Sequence[str]) -> Retriever:
    """A retriever of ``kind`` (``bm25`` or ``dense``) over ``texts``.

    Raises:
        ValueError: an unknown kind.
        SemanticUnavailable: ``dense`` without the optional extra.
    """
    if kind == "bm25":
        return BM25Retriever(texts)
    if kind == "dense":
        return DenseRetriever(texts)
    raise ValueError(f"unknown retriever {kind!r} (known: {', '.join(RETRIEVERS)})")
