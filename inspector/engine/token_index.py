"""Token counts of many consecutive ranges of one text, from cl100k encodes of its pieces.

Chunk sizes are sums of segment counts (see ``scan``): every segment starts at the start of a
non-blank line, where cl100k's pre-tokeniser always starts a new piece, so no token straddles
two segments and the tokens of the whole text split exactly at segment starts. For the same
reason the text can be encoded in pieces cut after a newline followed by a non-space
character: the pieces' tokens, end to end, are the whole text's tokens.

For a large text the pieces are encoded when the counts first need them, in order, and token
ids are turned into token starts in characters (two tables per token id, built once per
process); a binary search turns range starts into counts. A small text is simply encoded
range by range. Both ways give the same numbers. (Until issue 25 a worker thread encoded the
pieces during the structure pass; measured as a whole ``inspector chunk`` process it bought
nothing a user could feel, see ``bench/results/chunk_command.md``.)
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from inspector.engine.tokens import cl100k_base, cl100k_ranks, count_tokens

if TYPE_CHECKING:
    import numpy as np

LARGE_TEXT = 200_000
"""Characters from which encoding in pieces beats per-range encodes."""
PIECE_SHARES = tuple(k / 12 for k in range(1, 12))
"""Where the pieces end, as shares of the text: twelve pieces of about equal size, so that
the first counts need only the first pieces encoded."""
_PIECE_CUT = re.compile(r"\n(?=\S)")
_SHORT_RANGE = 2_000
"""Characters under which ``count_range`` simply encodes the range."""


@functools.cache
def _token_char_tables() -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    """Per cl100k token id: characters it starts, and the offset of its start (special ids 0).

    A token's bytes may begin or end inside a multi-byte character. Its first table entry
    counts the UTF-8 lead bytes (bytes not of the form ``10xxxxxx``) in it: summed over the
    tokens before it, the characters begun before it. Its second entry is that count negated,
    plus 0 if it opens with a lead byte and -1 if not: added to the running sum *including*
    the token, it gives the index of the character holding the token's first byte. So the
    token lies before character offset ``c`` exactly when that index is below ``c`` (any
    ``c``, whether or not a token starts there).
    """
    import numpy as np

    ranks = cl100k_ranks()
    size = cl100k_base().n_vocab
    ids = np.fromiter(ranks.values(), dtype=np.int64, count=len(ranks))
    data = np.frombuffer(b"".join(ranks), dtype=np.uint8)
    lengths = np.fromiter(map(len, ranks), dtype=np.int64, count=len(ranks))
    firsts = np.cumsum(lengths) - lengths  # every token has at least one byte
    lead = ((data & 0xC0) != 0x80).astype(np.int64)
    leads = np.zeros(size, dtype=np.int64)
    leads[ids] = np.add.reduceat(lead, firsts)
    adjust = np.zeros(size, dtype=np.int64)
    adjust[ids] = lead[firsts] - 1 - leads[ids]
    return leads, adjust


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

    ``counts`` may be called several times with consecutive batches of bounds (each batch
    starting where the last ended); it encodes the pieces up to the batch's last bound that
    are not encoded yet.
    """

    def __init__(self, text: str, *, piece_chars: int | None = None) -> None:
        self.text = text
        self._ends = piece_ends(text, piece_chars) if len(text) >= LARGE_TEXT else []
        # Character starts of the tokens of the pieces encoded so far (their number: _taken).
        self._starts: np.ndarray[Any, Any] | None = None
        self._taken = 0

    @property
    def whole_text(self) -> bool:
        """Whether counts come from the encode of the whole text (a large text), not per range."""
        return bool(self._ends)

    def _encode(self, index: int) -> np.ndarray[Any, Any]:
        start = self._ends[index - 1] if index else 0
        # No special tokens allowed and none refused: special-token strings are encoded as
        # plain text, exactly as encode_ordinary does, straight into an array.
        piece = self.text[start : self._ends[index]]
        return cl100k_base().encode_to_numpy(piece, disallowed_special=())

    def encoded_until(self) -> int:
        """Offset in ``text`` up to which ``counts`` answers without encoding more."""
        if not self._ends:
            return len(self.text)
        return self._ends[self._taken - 1] if self._taken else 0

    def counts(self, bounds: Sequence[int]) -> list[int]:
        """Tokens of ``text[bounds[i]:bounds[i + 1]]`` for each i.

        Args:
            bounds: increasing offsets into ``text``, each the start of a non-blank line (or
                0 or ``len(text)``).
        """
        if not self._ends:
            text = self.text
            return [count_tokens(text[a:b]) for a, b in itertools.pairwise(bounds)]
        import numpy as np

        starts = self._token_starts(bounds[-1] if bounds else 0)
        positions = np.searchsorted(starts, np.asarray(bounds, dtype=np.int64), side="left")
        counts: list[int] = np.diff(positions).tolist()
        return counts

    def count_range(self, start: int, end: int) -> int:
        """Tokens of ``text[start:end]`` encoded on its own, for any offsets.

        Exact: the first and last line starts inside the range (after a newline, before a
        non-space character) are piece boundaries both of the range's own encode and of the
        whole text's (see the module docstring), so only the head before the first and the
        tail after the last are encoded here; the whole lines between are counted from the
        pieces' tokens.
        """
        text = self.text
        if not self._ends or end - start < _SHORT_RANGE:
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
        """Character starts of the tokens of the pieces up to character ``offset``.

        Encodes the pieces needed that are not encoded yet; every token starting before
        ``offset`` is among the result.
        """
        import numpy as np

        needed = 1 + sum(1 for end in self._ends[:-1] if end < offset)
        if self._taken >= needed:
            assert self._starts is not None
            return self._starts
        leads, adjust = _token_char_tables()
        arrays = [] if self._starts is None else [self._starts]
        while self._taken < needed:
            tokens = self._encode(self._taken)
            start = self._ends[self._taken - 1] if self._taken else 0
            # take() is the same gather as leads[tokens] for 1-D arrays, in half the time
            # (0.43 against 0.81 ms for 200,000 tokens): two gathers over every token.
            starts = np.cumsum(np.take(leads, tokens))
            starts += np.take(adjust, tokens)
            starts += start
            arrays.append(starts)
            self._taken += 1
        self._starts = np.concatenate(arrays)
        return self._starts
