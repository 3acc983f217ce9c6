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
from array import array
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from inspector.engine.tokens import cl100k_base, count_tokens

if TYPE_CHECKING:
    import numpy as np

LARGE_TEXT = 200_000
"""Characters from which one whole-text encode in a thread beats per-segment encodes."""


@functools.cache
def _token_byte_lengths() -> np.ndarray[Any, Any]:
    """UTF-8 byte length of every cl100k token id (special ids: 0). ~80 ms, once."""
    import numpy as np

    encoding = cl100k_base()
    lengths = np.zeros(encoding.n_vocab, dtype=np.int64)
    for token in range(encoding.n_vocab):
        try:
            lengths[token] = len(encoding.decode_single_token_bytes(token))
        except KeyError:  # the gap below the special tokens
            continue
    return lengths


class TokenCounter:
    """Counts tokens of consecutive ranges of ``text`` (see the module docstring).

    Create it as early as possible: for a large text the encode starts at once in a thread.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self._ids: list[int] | None = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        if len(text) >= LARGE_TEXT:
            self._thread = threading.Thread(
                target=self._encode, name="inspector-tokens", daemon=True
            )
            self._thread.start()

    def _encode(self) -> None:
        try:
            self._ids = cl100k_base().encode_ordinary(self.text)
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
        self._thread.join()
        if self._error is not None:
            raise self._error
        assert self._ids is not None
        return self._from_ids(self._ids, bounds)

    def _from_ids(self, ids: list[int], bounds: Sequence[int]) -> list[int]:
        import numpy as np

        tokens = np.frombuffer(array("I", ids), dtype=np.uint32)
        ends = np.cumsum(_token_byte_lengths()[tokens])
        starts = ends - _token_byte_lengths()[tokens]
        byte_bounds = self._byte_offsets(bounds)
        positions = np.searchsorted(starts, byte_bounds, side="left")
        return [int(n) for n in np.diff(positions)]

    def _byte_offsets(self, bounds: Sequence[int]) -> Any:
        """UTF-8 byte offsets of character offsets ``bounds`` (vectorised)."""
        import numpy as np

        if self.text.isascii():
            return np.asarray(bounds, dtype=np.int64)
        code_points = np.frombuffer(self.text.encode("utf-32-le"), dtype=np.uint32)
        widths = 1 + (code_points >= 0x80) + (code_points >= 0x800) + (code_points >= 0x10000)
        starts = np.concatenate(([0], np.cumsum(widths, dtype=np.int64)))
        return starts[np.asarray(bounds, dtype=np.int64)]
