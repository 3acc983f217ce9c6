r"""Semantic chunking (seed 004): a boundary where consecutive sentences' meanings diverge.

1. Sentences: every line start and every sentence start of the engine's sentence rules (legal
   abbreviations are not sentence ends); each sentence range runs to the next one, so they
   tile the text. Blank ones join the sentence before.
2. Each sentence's key text is embedded with all-MiniLM-L6-v2 (``embedding.embed``), whole:
   a sentence longer than the model reads is embedded window by window and averaged
   (``embedding.embed_whole``), never cut silently; the distance between neighbours is
   ``1 - cosine``.
3. A boundary (rule ``semantic:drop``) goes where the distance is above the ``percentile``-th
   percentile of the document's distances (the similarity drops).
4. Token limits: a group under ``min_tokens`` joins the group before when both fit in
   ``max_tokens``; a group over ``max_tokens`` is packed sentence by sentence (rule
   ``semantic:size``), and a single sentence over it is cut by the recursive splitter (rules
   ``semantic:\n``, ``semantic:space``...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

from inspector.engine.config import ChunkingConfig
from inspector.engine.sentences import abbreviation_set, sentence_starts
from inspector.engine.types import Boundary, BoundaryKind
from inspector.strategies.counting import TokenCounter
from inspector.strategies.embedding import embed_whole
from inspector.strategies.recursive import RecursiveSplitter
from inspector.strategies.tiles import Cut

Embedder = Callable[[Sequence[str]], npt.NDArray[np.float32]]
"""Texts -> L2-normalised vectors, one row per text."""


def sentence_ranges(
    counter: TokenCounter, config: ChunkingConfig, start: int, end: int
) -> list[tuple[int, int]]:
    """Non-blank sentence ranges tiling ``[start, end)`` (blank text joins the one before)."""
    text = counter.document.text
    abbreviations = abbreviation_set(config.abbreviations.values())
    starts = {start}
    position = text.find("\n", start, end)
    while position >= 0:
        if position + 1 < end:
            starts.add(position + 1)
        position = text.find("\n", position + 1, end)
    starts.update(sentence_starts(text, start, end, abbreviations))
    ordered = sorted(starts)
    ranges: list[tuple[int, int]] = []
    for index, first in enumerate(ordered):
        last = ordered[index + 1] if index + 1 < len(ordered) else end
        if ranges and (counter.is_blank(first, last) or counter.is_blank(*ranges[-1])):
            ranges[-1] = (ranges[-1][0], last)  # blank text joins a neighbour
        else:
            ranges.append((first, last))
    return ranges


class SemanticSplitter:
    """Cuts ranges of one document where sentence meaning shifts, within token limits.

    Args:
        counter: the document's token counter.
        config: the engine configuration (its sentence abbreviations).
        embed: the sentence embedder (MiniLM in the application).
        percentile: distances above this percentile (0-100) of the range's distances cut.
        min_tokens: groups under this join the group before (when the result fits).
        max_tokens: hard maximum of a chunk.
    """

    def __init__(
        self,
        counter: TokenCounter,
        config: ChunkingConfig,
        embed: Embedder,
        *,
        percentile: int,
        min_tokens: int,
        max_tokens: int,
    ) -> None:
        self.counter = counter
        self.config = config
        self.embed = embed
        self.percentile = percentile
        self.min_tokens = min_tokens
        self.max_tokens = max_tokens
        self.splitter = RecursiveSplitter(counter, max_tokens, prefix="semantic")

    def cuts(self, start: int, end: int) -> list[Cut]:
        """Cuts strictly inside ``[start, end)``."""
        sentences = sentence_ranges(self.counter, self.config, start, end)
        if len(sentences) <= 1:
            return self.splitter.cuts(start, end)
        # Whole sentences: a long one is read window by window, never cut silently.
        vectors = embed_whole(
            [self.counter.key_text(s, e).strip() for s, e in sentences], self.embed
        )
        distances = 1.0 - np.einsum("ij,ij->i", vectors[:-1], vectors[1:])
        threshold = float(np.percentile(distances, self.percentile))
        groups: list[list[tuple[int, int]]] = [[sentences[0]]]
        for index, distance in enumerate(distances.tolist()):
            if distance > threshold:
                groups.append([])
            groups[-1].append(sentences[index + 1])
        groups = self._merge_small(groups)
        cuts: list[Cut] = []
        for number, group in enumerate(groups):
            group_start = group[0][0]
            if number:
                cuts.append(Cut(Boundary(group_start, BoundaryKind.PARAGRAPH, "semantic:drop")))
            cuts += self._pack(group)
        return cuts

    def _merge_small(self, groups: list[list[tuple[int, int]]]) -> list[list[tuple[int, int]]]:
        merged: list[list[tuple[int, int]]] = []
        for group in groups:
            tokens = self.counter.count(group[0][0], group[-1][1])
            if merged and tokens < self.min_tokens:
                combined = self.counter.count(merged[-1][0][0], group[-1][1])
                if combined <= self.max_tokens:
                    merged[-1] = merged[-1] + group
                    continue
            merged.append(group)
        return merged

    def _pack(self, group: list[tuple[int, int]]) -> list[Cut]:
        """Cuts inside one group so every part is within ``max_tokens``."""
        cuts: list[Cut] = []
        part_start = group[0][0]
        for index, (first, last) in enumerate(group):
            if index and self.counter.count(part_start, last) > self.max_tokens:
                cuts.append(Cut(Boundary(first, BoundaryKind.SENTENCE, "semantic:size")))
                part_start = first
            if self.counter.count(first, last) > self.max_tokens:
                cuts += self.splitter.cuts(first, last)
                if index + 1 < len(group):
                    following = group[index + 1][0]
                    cuts.append(Cut(Boundary(following, BoundaryKind.SENTENCE, "semantic:size")))
                    part_start = following
        return cuts
