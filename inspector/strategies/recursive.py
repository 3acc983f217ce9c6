r"""A LangChain-style recursive splitter over token sizes, with exact offsets.

The range is split at the first separator of ``separators`` that occurs in it (default
``"\n\n"``, ``"\n"``, ``". "``, ``" "``, ``""``); each piece keeps its separator at its end,
so the pieces tile the range. Pieces within ``chunk_size`` tokens are packed greedily into
chunks of at most ``chunk_size`` tokens; a piece over it is split again with the finer
separators. The empty separator cuts at the longest prefix that fits (binary search).

Overlap is not duplicated text: chunks tile, and ``chunk_overlap`` tokens of the previous
chunk are prepended when the embedding text is built (as the engine does).

Provenance: a chunk starting after separator ``s`` has the rule ``recursive:<s>`` with
``s`` written as ``\n\n``, ``\n``, ``.``, ``space`` or ``char``.
"""

from __future__ import annotations

from collections.abc import Sequence

from inspector.engine.types import Boundary, BoundaryKind
from inspector.strategies.counting import TokenCounter
from inspector.strategies.tiles import Cut

DEFAULT_SEPARATORS: tuple[str, ...] = ("\n\n", "\n", ". ", " ", "")

_RULE_NAMES = {"\n\n": "\\n\\n", "\n": "\\n", ". ": ".", " ": "space", "": "char"}
_KINDS = {
    "\n\n": BoundaryKind.PARAGRAPH,
    "\n": BoundaryKind.LINE,
    ". ": BoundaryKind.SENTENCE,
    " ": BoundaryKind.WORD,
    "": BoundaryKind.WORD,
}


def separator_rule(separator: str, prefix: str = "recursive") -> str:
    """The provenance rule name of a cut made at ``separator``."""
    return f"{prefix}:{_RULE_NAMES.get(separator, separator.encode('unicode_escape').decode())}"


class RecursiveSplitter:
    """Splits text ranges of one document into pieces of at most ``chunk_size`` tokens.

    Args:
        counter: the document's token counter (its text is the one split).
        chunk_size: hard maximum in cl100k tokens (>= 1).
        separators: separators from coarsest to finest; ``""`` (characters) should be last.
        prefix: the rule-name prefix of the cuts (``recursive``; ``hybrid`` inside units).
    """

    def __init__(
        self,
        counter: TokenCounter,
        chunk_size: int,
        separators: Sequence[str] = DEFAULT_SEPARATORS,
        prefix: str = "recursive",
    ) -> None:
        if chunk_size < 1:
            raise ValueError("chunk_size must be at least 1 token")
        self.counter = counter
        self.text = counter.document.text
        self.size = chunk_size
        self.separators = tuple(separators)
        self.prefix = prefix

    def cuts(self, start: int, end: int) -> list[Cut]:
        """Cuts strictly inside ``[start, end)`` (the range's own start is not included)."""
        pieces = self._split(start, end, self.separators, None)
        return [
            Cut(Boundary(piece_start, _KINDS.get(sep, BoundaryKind.WORD), self._rule(sep)))
            for piece_start, _, sep in pieces
            if piece_start > start and sep is not None
        ]

    def _rule(self, separator: str) -> str:
        return separator_rule(separator, self.prefix)

    def _split(
        self, start: int, end: int, separators: tuple[str, ...], first_sep: str | None
    ) -> list[tuple[int, int, str | None]]:
        """Chunks ``(start, end, separator that cut before it)`` tiling ``[start, end)``."""
        if self.counter.count(start, end) <= self.size:
            return [(start, end, first_sep)]
        for index, separator in enumerate(separators):
            if separator == "":
                return self._hard_cut(start, end, first_sep)
            pieces = self._pieces(start, end, separator)
            if len(pieces) > 1:
                finer = separators[index + 1 :]
                break
        else:
            return [(start, end, first_sep)]
        out: list[tuple[int, int, str | None]] = []
        pending: list[tuple[int, int, str | None, int]] = []
        for number, (piece_start, piece_end) in enumerate(pieces):
            sep = first_sep if number == 0 else separator
            tokens = self.counter.count(piece_start, piece_end)
            if tokens <= self.size:
                pending.append((piece_start, piece_end, sep, tokens))
                continue
            out += self._pack(pending)
            pending = []
            out += self._split(piece_start, piece_end, finer, sep)
        return out + self._pack(pending)

    def _pieces(self, start: int, end: int, separator: str) -> list[tuple[int, int]]:
        pieces: list[tuple[int, int]] = []
        position = start
        while True:
            found = self.text.find(separator, position, end)
            if found < 0 or found + len(separator) >= end:
                break
            pieces.append((position, found + len(separator)))
            position = found + len(separator)
        pieces.append((position, end))
        return pieces

    def _pack(
        self, pieces: list[tuple[int, int, str | None, int]]
    ) -> list[tuple[int, int, str | None]]:
        """Greedy packing of small pieces into chunks within the size (counts checked)."""
        out: list[tuple[int, int, str | None]] = []
        index = 0
        while index < len(pieces):
            start, _, sep, estimate = pieces[index]
            last = index
            while last + 1 < len(pieces) and estimate + pieces[last + 1][3] <= self.size:
                last += 1
                estimate += pieces[last][3]
            # Token counts are nearly additive; back off a piece in the rare case they are not.
            while last > index and self.counter.count(start, pieces[last][1]) > self.size:
                last -= 1
            out.append((start, pieces[last][1], sep))
            index = last + 1
        return out

    def _hard_cut(
        self, start: int, end: int, first_sep: str | None
    ) -> list[tuple[int, int, str | None]]:
        """Cut at the longest prefixes within the size (at least one character each)."""
        out: list[tuple[int, int, str | None]] = []
        position, sep = start, first_sep
        while position < end:
            low, high = position + 1, end
            while low < high:  # largest cut with count(position, cut) <= size
                middle = (low + high + 1) // 2
                if self.counter.count(position, middle) <= self.size:
                    low = middle
                else:
                    high = middle - 1
            out.append((position, low, sep))
            position, sep = low, ""
        return out
