"""Exact token counts of any text range of one document, as the engine counts them.

A chunk's token count is the number of cl100k_base tokens of the key layer (tashkeel and
tatweel stripped, Eastern digits ASCII) of its exported text (excluded spans left out). The
strategies cut many candidate ranges, so the kept key text of the whole document is built once,
with an array from every text offset to its position in it: a range's key text is then one
slice.
"""

from __future__ import annotations

import numpy as np

from inspector.document.model import Document
from inspector.engine.tokens import cl100k_base


class TokenCounter:
    """Counts tokens and gives the kept key text of ``document.text`` ranges.

    Invariant: ``key_text(start, end)`` is the key layer of ``document.text[start:end]`` with
    excluded spans left out, so ``count(start, end)`` equals a chunk's ``token_count``.
    """

    def __init__(self, document: Document) -> None:
        self.document = document
        text_length = len(document.text)
        source = document.key.to_text
        to_text = np.frombuffer(source, dtype=f"i{source.itemsize}").astype(np.int64)
        # key_of[t]: the first key offset whose character comes from text offset t or later.
        key_of = np.searchsorted(to_text, np.arange(text_length + 1, dtype=np.int64), "left")
        kept = np.ones(len(to_text), dtype=bool)
        for span in document.excluded:
            kept[key_of[span.start] : key_of[span.end]] = False
        key = document.key.text
        self._kept_key = "".join(key[i] for i in np.flatnonzero(kept)) if not kept.all() else key
        kept_before = np.concatenate(([0], np.cumsum(kept, dtype=np.int64)))
        self._position = kept_before[key_of]  # text offset -> index into the kept key text
        self._encoding = cl100k_base()

    def key_text(self, start: int, end: int) -> str:
        """The kept key text of text range ``[start, end)``."""
        return self._kept_key[int(self._position[start]) : int(self._position[end])]

    def count(self, start: int, end: int) -> int:
        """cl100k tokens of ``key_text(start, end)``."""
        if end <= start:
            return 0
        return len(self._encoding.encode_ordinary(self.key_text(start, end)))

    def tail_start(self, end: int, key_chars: int, floor: int) -> int:
        """Where a tail of ``key_chars`` kept key characters ending at ``end`` starts.

        The largest text offset ``o >= floor`` whose kept key text up to ``end`` holds at least
        ``key_chars`` characters (``floor`` when the range is shorter).
        """
        target = int(self._position[end]) - key_chars
        offset = int(np.searchsorted(self._position, target, "right")) - 1
        return min(end, max(floor, offset))

    def prefix_end(self, start: int, end: int, tokens: int) -> int:
        """The text offset where the first ``tokens`` tokens of ``[start, end)`` end.

        The range cut there holds the characters of those tokens (of its key text) and never
        more than ``tokens`` tokens: a range cut to fit a token budget. ``end`` when the range
        has no more tokens than that.
        """
        if tokens <= 0:
            return start
        ids = self._encoding.encode_ordinary(self.key_text(start, end))
        if tokens >= len(ids):
            return end
        chars = len(self._encoding.decode(ids[:tokens]))
        target = int(self._position[start]) + chars
        offset = min(end, max(start, int(np.searchsorted(self._position, target, "left"))))
        # Cut text may tokenise differently at its end (a merge across the cut): step back
        # until it holds no more than ``tokens`` tokens.
        while offset > start and self.count(start, offset) > tokens:
            offset -= 1
        return offset

    def count_text(self, text: str) -> int:
        """cl100k tokens of an arbitrary string."""
        return len(self._encoding.encode_ordinary(text))

    def is_blank(self, start: int, end: int) -> bool:
        """Whether the range exports nothing but whitespace."""
        return not self.key_text(start, end).strip()
