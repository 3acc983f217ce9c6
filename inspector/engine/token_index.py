"""Token counts of many consecutive ranges of one text, from cl100k encodes of a few pieces.

Chunk sizes are sums of segment counts (see ``scan``): every segment starts at the start of a
non-blank line, where cl100k's pre-tokeniser always starts a new piece, so no token straddles
two segments and the tokens of the whole text split exactly at segment starts. For the same
reason the text can be encoded in pieces cut after a newline followed by a non-space
character: the pieces' tokens, end to end, are the whole text's tokens.

For a large text a worker thread encodes the (kept) key text piece by piece, in order, while
the structure pass runs (tiktoken releases the GIL while it encodes). ``counts`` waits only for
the pieces its ranges need, so the chunker can size the first units while the last pieces are
still being encoded. Token ids become byte lengths (a table per token id, built once per
process), their running sum gives each token's start in UTF-8 bytes, and a binary search turns
range starts into counts. A small text is simply encoded range by range. Both ways give the
same numbers.
"""

from __future__ import annotations

import functools
import itertools
import re
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from inspector.engine.tokens import cl100k_base, cl100k_ranks, count_tokens

if TYPE_CHECKING:
    import numpy as np

LARGE_TEXT = 200_000
"""Characters from which encoding in a thread beats per-range encodes."""
PIECE_SHARES = (0.6, 0.85)
"""Where the pieces end, as shares of the text: a large first piece, then smaller ones.

By the time the structure pass needs counts, the first piece is encoded; the units under it
are sized, split and assembled while the second is encoded, and so on, so that little work is
left when the last (small) piece is done. Each piece costs the worker one wait for the GIL
(up to the interpreter's switch interval while the structure pass runs), so they are few.
"""
_PIECE_CUT = re.compile(r"\n(?=\S)")
_SHORT_RANGE = 2_000
"""Characters under which ``count_range`` simply encodes the range."""


@functools.cache
def _token_byte_lengths() -> np.ndarray[Any, Any]:
    """UTF-8 byte length of every cl100k token id (special ids: 0), from the ranks; once."""
    import numpy as np

    ranks = cl100k_ranks()
    lengths = np.zeros(cl100k_base().n_vocab, dtype=np.int64)
    ids = np.fromiter(ranks.values(), dtype=np.int64, count=len(ranks))
    lengths[ids] = np.fromiter(map(len, ranks), dtype=np.int64, count=len(ranks))
    return lengths


def piece_ends(text: str, size: int | None = None) -> list[int]:
    """Ends of the pieces ``text`` is encoded in, the last ``len(text)``.

    The pieces end near ``PIECE_SHARES`` of the text or, given ``size``, every ``size``
    characters or so (the last piece up to one and a half times that); every end but the last
    follows a newline and precedes a non-space character.
    """
    length = len(text)
    if size is None:
        targets = [round(share * length) for share in PIECE_SHARES]
    else:
        targets = list(range(size, length - size // 2, size))
    ends: list[int] = []
    for target in targets:
        cut = _PIECE_CUT.search(text, max(target, ends[-1] if ends else 0))
        if cut is None:
            break
        if cut.end() < length:
            ends.append(cut.end())
    ends.append(length)
    return ends


class TokenCounter:
    """Counts tokens of consecutive ranges of ``text`` (see the module docstring).

    Create it as early as possible: for a large text the encode starts at once in a thread.
    ``counts`` may be called several times with consecutive batches of bounds (each batch
    starting where the last ended); it returns as soon as the pieces up to the batch's last
    bound are encoded.
    """

    def __init__(self, text: str, *, piece_chars: int | None = None) -> None:
        self.text = text
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Condition()
        # Filled by the worker, in order: the token byte starts of each encoded piece.
        self._encoded: list[np.ndarray[Any, Any]] = []
        # Read by the calling thread only: token byte starts of the pieces taken so far.
        self._starts: np.ndarray[Any, Any] | None = None
        self._taken = 0
        self._char_bytes: np.ndarray[Any, Any] | None = None
        self._ends = piece_ends(text, piece_chars) if len(text) >= LARGE_TEXT else []
        if self._ends:
            _token_byte_lengths()  # built in this thread: the worker only reads it
            self._thread = threading.Thread(
                target=self._encode, name="inspector-tokens", daemon=True
            )
            self._thread.start()

    def _encode(self) -> None:
        import numpy as np

        encoding = cl100k_base()
        byte_lengths = _token_byte_lengths()
        try:
            start = 0
            done = 0  # UTF-8 bytes of the pieces encoded so far
            for end in self._ends:
                # No special tokens allowed and none refused: special-token strings are encoded
                # as plain text, exactly as encode_ordinary does, straight into an array.
                tokens = encoding.encode_to_numpy(self.text[start:end], disallowed_special=())
                # Token byte starts, here rather than in the caller's thread: numpy releases
                # the GIL on arrays this long.
                lengths = byte_lengths[tokens]
                ends = np.cumsum(lengths)
                ends += done
                if len(ends):
                    done = int(ends[-1])
                if start == 0 and not self.text.isascii():
                    self._char_bytes = _char_byte_offsets(self.text)  # read after the notify
                start = end
                with self._ready:
                    self._encoded.append(ends - lengths)
                    self._ready.notify()
        except BaseException as exc:  # re-raised in the caller's thread by counts()
            with self._ready:
                self._error = exc
                self._ready.notify()

    def encoded_until(self) -> int:
        """Offset in ``text`` up to which ``counts`` answers without waiting for the encode."""
        if self._thread is None:
            return len(self.text)
        with self._ready:
            done = len(self._encoded)
        return self._ends[done - 1] if done else 0

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

        starts = self._token_starts(bounds[-1] if bounds else 0)
        offsets = np.asarray(bounds, dtype=np.int64)
        if self._char_bytes is not None:
            offsets = self._char_bytes[offsets]
        positions = np.searchsorted(starts, offsets, side="left")
        counts: list[int] = np.diff(positions).tolist()
        return counts

    def count_range(self, start: int, end: int) -> int:
        """Tokens of ``text[start:end]`` encoded on its own, for any offsets.

        Exact: the first and last line starts inside the range (after a newline, before a
        non-space character) are piece boundaries both of the range's own encode and of the
        whole text's (see the module docstring), so only the head before the first and the
        tail after the last are encoded here; the whole lines between are counted from the
        worker's tokens.
        """
        text = self.text
        if self._thread is None or end - start < _SHORT_RANGE:
            return count_tokens(text[start:end])
        head = _PIECE_CUT.search(text, max(start - 1, 0), end)
        if head is None:
            return count_tokens(text[start:end])
        first = head.end()  # > start (or == start at a line start), < end
        last = text.rfind("\n", first - 1, end - 1)
        while last >= first and text[last + 1].isspace():
            last = text.rfind("\n", first - 1, last)
        last = max(last + 1, first)  # a line start in [first, end)
        between = self.counts([first, last])[0] if last > first else 0
        return count_tokens(text[start:first]) + between + count_tokens(text[last:end])

    def _token_starts(self, offset: int) -> np.ndarray[Any, Any]:
        """Byte starts of the tokens of the pieces up to character ``offset``.

        Waits for the worker to encode that far; every token starting before ``offset`` is
        among them.
        """
        import numpy as np

        needed = 1 + sum(1 for end in self._ends[:-1] if end < offset)
        if self._taken < needed:
            with self._ready:
                while len(self._encoded) < needed and self._error is None:
                    self._ready.wait()
                if self._error is not None:
                    raise self._error
                new = self._encoded[self._taken :]
            self._taken += len(new)
            if self._starts is not None:
                new.insert(0, self._starts)
            self._starts = np.concatenate(new)
        assert self._starts is not None
        return self._starts


def _char_byte_offsets(text: str) -> np.ndarray[Any, Any]:
    """UTF-8 byte offset of every character offset of ``text`` (0 to ``len(text)``).

    A character starts at every byte that is not a UTF-8 continuation byte (``10xxxxxx``).
    """
    import numpy as np

    data = np.frombuffer(text.encode("utf-8"), dtype=np.uint8)
    return np.append(np.flatnonzero((data & 0xC0) != 0x80), len(data))
