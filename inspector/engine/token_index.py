"""Token counts of many consecutive ranges of one text, from a single cl100k encode.

Chunk sizes are sums of segment counts (see ``scan``): every segment starts at the start of a
non-blank line, where cl100k's pre-tokeniser always starts a new piece, so no token straddles
two segments and the tokens of the whole text split exactly at segment starts.

For a large text the whole (kept) key text is encoded once, in a worker thread that starts
before the structure pass: tiktoken releases the GIL while it encodes, so scanning and
building units run at the same time. The token ids become byte lengths (a table per token id,
built once per process), their running sum gives each token's start in UTF-8 bytes, and a
binary search turns segment starts into counts. A small text is simply encoded segment by
segment. Both ways give the same numbers.
"""

from __future__ import annotations

import functools
import itertools
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from inspector.engine.tokens import cl100k_base, cl100k_ranks, count_tokens

if TYPE_CHECKING:
    import numpy as np

LARGE_TEXT = 200_000
"""Characters from which one whole-text encode in a thread beats per-segment encodes."""


@functools.cache
def _token_byte_lengths() -> np.ndarray[Any, Any]:
    """UTF-8 byte length of every cl100k token id (special ids: 0), from the ranks; once."""
    import numpy as np

    ranks = cl100k_ranks()
    lengths = np.zeros(cl100k_base().n_vocab, dtype=np.int64)
    ids = np.fromiter(ranks.values(), dtype=np.int64, count=len(ranks))
    lengths[ids] = np.fromiter(map(len, ranks), dtype=np.int64, count=len(ranks))
    return lengths


class TokenCounter:
    """Counts tokens of consecutive ranges of ``text`` (see the module docstring).

    Create it as early as possible: for a large text the encode starts at once in a thread,
    which also turns the tokens into byte starts (and, for non-ASCII text, character offsets
    into byte offsets), so that ``counts`` has only a binary search left to do.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self._token_starts: np.ndarray[Any, Any] | None = None
        self._char_bytes: np.ndarray[Any, Any] | None = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        if len(text) >= LARGE_TEXT:
            _token_byte_lengths()  # built in this thread: the worker only reads it
            self._thread = threading.Thread(
                target=self._encode, name="inspector-tokens", daemon=True
            )
            self._thread.start()

    def _encode(self) -> None:
        try:
            import numpy as np

            # No special tokens allowed and none refused: special-token strings are encoded
            # as plain text, exactly as encode_ordinary does, straight into an array.
            tokens = cl100k_base().encode_to_numpy(self.text, disallowed_special=())
            lengths = _token_byte_lengths()[tokens]
            self._token_starts = np.cumsum(lengths) - lengths
            if not self.text.isascii():
                self._char_bytes = _char_byte_offsets(self.text)
        except BaseException as exc:  # re-raised in the caller's thread by counts()
            self._error = exc

    def counts(self, bounds: Sequence[int]) -> list[int]:
        """Tokens of ``text[bounds[i]:bounds[i + 1]]`` for each i.

        Args:
            bounds: increasing offsets into ``text``, each the start of a non-blank line (or
                0 or ``len(text)``).
        """
        if self._thread is None:
            text = self.text
            return [count_tokens(text[a:b]) for a, b in itertools.pairwise(bounds)]
        import numpy as np

        self._thread.join()
        if self._error is not None:
            raise self._error
        assert self._token_starts is not None
        offsets = np.asarray(bounds, dtype=np.int64)
        if self._char_bytes is not None:
            offsets = self._char_bytes[offsets]
        positions = np.searchsorted(self._token_starts, offsets, side="left")
        counts: list[int] = np.diff(positions).tolist()
        return counts


def _char_byte_offsets(text: str) -> np.ndarray[Any, Any]:
    """UTF-8 byte offset of every character offset of ``text`` (0 to ``len(text)``)."""
    import numpy as np

    code_points = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
    widths = 1 + (code_points >= 0x80) + (code_points >= 0x800) + (code_points >= 0x10000)
    return np.concatenate(([0], np.cumsum(widths, dtype=np.int64)))
