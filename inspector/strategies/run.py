r"""Run any strategy on a document: ``chunk_with_strategy`` -> ``StrategyResult``.

- ``legal``: the engine (``chunk_document``) as it is.
- ``recursive``: ``RecursiveSplitter`` over the whole text (``chunk_size``, ``chunk_overlap``).
- ``semantic``: ``SemanticSplitter`` over the whole text (MiniLM; the optional extra).
- ``hybrid``: the engine's chunks first; a chunk over ``max_tokens`` is cut inside by the
  recursive (rules ``hybrid:\n\n``...) or semantic splitter; inner parts keep the unit's
  type and heading path.
- ``parent_child`` (seed 002): parents pack consecutive engine chunks up to ``parent_max``
  tokens (an engine chunk over it is split recursively, rules ``parent:...``), and a parent
  under ``parent_min`` joins the one before when both fit in ``parent_max``; children are
  the engine chunks inside a parent, cut recursively to ``child_max`` (rules ``child:...``)
  and packed up to ``child_max``, so children under ``child_min`` are merged when they fit.
  The children tile the text and are what retrieval matches; ``parents`` are returned.

Every result's chunks tile the text (``tiles.build_chunks``), with exact token counts.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Callable
from dataclasses import dataclass

from inspector.document.model import Document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import PREP_VERSION
from inspector.engine.types import (
    Boundary,
    BoundaryKind,
    Chunk,
    ChunkSet,
    DocumentType,
    TypeDecision,
)
from inspector.errors import Cancelled
from inspector.strategies.config import STRATEGY_VERSION, StrategyConfig
from inspector.strategies.counting import TokenCounter
from inspector.strategies.recursive import RecursiveSplitter
from inspector.strategies.semantic import Embedder, SemanticSplitter
from inspector.strategies.tiles import Cut, build_chunks

ProgressCallback = Callable[[int, int], None]
CancelCheck = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class StrategyResult:
    """The chunks a strategy made, and for parent-child the parents.

    Attributes:
        strategy: the configuration that made it.
        chunk_set: the chunks (children for parent-child), tiling the text.
        parents: parent ranges ``(start, end)`` tiling the text (parent-child), else empty.
        parent_of: for each chunk the index of its parent in ``parents`` (empty otherwise).
    """

    strategy: StrategyConfig
    chunk_set: ChunkSet
    parents: tuple[tuple[int, int], ...] = ()
    parent_of: tuple[int, ...] = ()


def chunk_with_strategy(
    document: Document,
    strategy: StrategyConfig,
    *,
    on_progress: ProgressCallback | None = None,
    should_cancel: CancelCheck | None = None,
    embed: Embedder | None = None,
) -> StrategyResult:
    """Chunk ``document`` with ``strategy``.

    Args:
        document: the document.
        strategy: the strategy configuration.
        on_progress: called with (done, total) as the work advances.
        should_cancel: polled between steps; true stops the work with ``Cancelled``.
        embed: sentence embedder for semantic splitting (default MiniLM).

    Raises:
        Cancelled: ``should_cancel`` returned true.
        SemanticUnavailable: a semantic strategy without the optional extra.
    """
    name, p = strategy.name, strategy.params

    def check() -> None:
        if should_cancel is not None and should_cancel():
            raise Cancelled("chunking cancelled")

    if name == "legal":
        chunk_set = chunk_document(
            document, strategy.engine, on_progress=on_progress, should_cancel=should_cancel
        )
        return StrategyResult(strategy, chunk_set)
    counter = TokenCounter(document)
    length = len(document.text)
    if name == "recursive":
        cuts = RecursiveSplitter(counter, p["chunk_size"]).cuts(0, length)
        chunks = build_chunks(
            document, counter, cuts, max_tokens=p["chunk_size"], overlap_tokens=p["chunk_overlap"]
        )
        return StrategyResult(strategy, _chunk_set(document, strategy, chunks))
    if name == "semantic":
        splitter = _semantic(counter, strategy, embed, p["max_tokens"])
        chunks = build_chunks(
            document, counter, splitter.cuts(0, length), max_tokens=p["max_tokens"]
        )
        return StrategyResult(strategy, _chunk_set(document, strategy, chunks))
    legal = chunk_document(
        document, strategy.engine, on_progress=on_progress, should_cancel=should_cancel
    )
    check()
    if name == "hybrid":
        chunks = _hybrid(document, counter, strategy, legal, embed, check)
        return StrategyResult(strategy, _chunk_set(document, strategy, chunks, legal))
    if name == "parent_child":
        return _parent_child(document, counter, strategy, legal, check)
    raise ValueError(f"unknown strategy {name!r}")  # StrategyConfig validates names


def _semantic(
    counter: TokenCounter, strategy: StrategyConfig, embed: Embedder | None, max_tokens: int
) -> SemanticSplitter:
    if embed is None:
        from inspector.strategies.embedding import embed as minilm

        embed = minilm
    p = strategy.params
    return SemanticSplitter(
        counter,
        strategy.engine,
        embed,
        percentile=int(p.get("percentile", 95)),
        min_tokens=int(p.get("min_tokens", 0)),
        max_tokens=max_tokens,
    )


def _unit_cut(chunk: Chunk) -> Cut:
    return Cut(chunk.boundary, chunk.chunk_type, chunk.heading_path, chunk.heading_text)


def _inherit(cut: Cut, unit: Chunk) -> Cut:
    return Cut(cut.boundary, unit.chunk_type, unit.heading_path, unit.heading_text)


def _hybrid(
    document: Document,
    counter: TokenCounter,
    strategy: StrategyConfig,
    legal: ChunkSet,
    embed: Embedder | None,
    check: Callable[[], None],
) -> tuple[Chunk, ...]:
    p = strategy.params
    size = p["max_tokens"]
    inner: RecursiveSplitter | SemanticSplitter
    if p["inner"] == "semantic":
        inner = _semantic(counter, strategy, embed, size)
    else:
        inner = RecursiveSplitter(counter, size, prefix="hybrid")
    cuts: list[Cut] = []
    for unit in legal.chunks:
        check()
        cuts.append(_unit_cut(unit))
        if unit.token_count > size:
            cuts += [_inherit(c, unit) for c in inner.cuts(unit.start, unit.end)]
    return build_chunks(document, counter, cuts, max_tokens=size, overlap_tokens=p["chunk_overlap"])


def _parent_child(
    document: Document,
    counter: TokenCounter,
    strategy: StrategyConfig,
    legal: ChunkSet,
    check: Callable[[], None],
) -> StrategyResult:
    p = strategy.params
    parent_max, child_max = p["parent_max"], p["child_max"]
    parent_splitter = RecursiveSplitter(counter, parent_max, prefix="parent")
    child_splitter = RecursiveSplitter(counter, child_max, prefix="child")
    # Parents: consecutive engine chunks packed up to parent_max; oversize ones split.
    parent_starts: list[int] = []
    units: list[Chunk] = []
    tokens = 0
    for unit in legal.chunks:
        if not parent_starts or tokens + unit.token_count > parent_max:
            parent_starts.append(unit.start)
            tokens = 0
        if unit.token_count > parent_max:
            inner = parent_splitter.cuts(unit.start, unit.end)
            parent_starts += [c.boundary.offset for c in inner]
            tokens = counter.count(parent_starts[-1], unit.end)
        else:
            tokens += unit.token_count
        units.append(unit)
    parent_starts = _merge_small_parents(counter, parent_starts, p["parent_min"], parent_max)
    # Children: engine chunks cut to child_max inside their parent, then packed.
    pieces: list[tuple[Cut, int, int]] = []  # cut, end, parent
    parent_set = set(parent_starts)
    for unit in units:
        check()
        inner_cuts = [c.boundary.offset for c in parent_splitter.cuts(unit.start, unit.end)]
        bounds = sorted({unit.start, *inner_cuts, unit.end})
        sub: list[Cut] = [_unit_cut(unit)]
        for first, last in itertools.pairwise(bounds):
            if first != unit.start:
                sub.append(_inherit(_parent_cut(first), unit))
            sub += [_inherit(c, unit) for c in child_splitter.cuts(first, last)]
        offsets = [c.boundary.offset for c in sub] + [unit.end]
        for index, cut in enumerate(sub):
            parent = bisect.bisect_right(parent_starts, cut.boundary.offset) - 1
            pieces.append((cut, offsets[index + 1], parent))
    cuts = _pack_children(counter, pieces, parent_set, child_max)
    chunks = build_chunks(document, counter, cuts, max_tokens=child_max)
    parent_of = [bisect.bisect_right(parent_starts, c.start) - 1 for c in chunks]
    spans: dict[int, tuple[int, int]] = {}
    for chunk, parent in zip(chunks, parent_of, strict=True):
        first = spans.get(parent, (chunk.start, chunk.end))[0]
        spans[parent] = (first, chunk.end)
    order = sorted(spans)
    renumber = {old: new for new, old in enumerate(order)}
    chunk_set = _chunk_set(document, strategy, chunks, legal)
    return StrategyResult(
        strategy,
        chunk_set,
        parents=tuple(spans[i] for i in order),
        parent_of=tuple(renumber[i] for i in parent_of),
    )


def _merge_small_parents(
    counter: TokenCounter, starts: list[int], parent_min: int, parent_max: int
) -> list[int]:
    """Drop parent starts so a parent under ``parent_min`` joins the one before, if it fits."""
    end = len(counter.document.text)
    kept: list[int] = []
    for index, start in enumerate(starts):
        stop = starts[index + 1] if index + 1 < len(starts) else end
        small = counter.count(start, stop) < parent_min
        if kept and small and counter.count(kept[-1], stop) <= parent_max:
            continue  # this parent's text joins the previous parent
        kept.append(start)
    return kept


def _parent_cut(offset: int) -> Cut:
    """The cut that starts a parent inside an oversize engine chunk."""
    return Cut(Boundary(offset, BoundaryKind.PARAGRAPH, "parent:split"))


def _pack_children(
    counter: TokenCounter,
    pieces: list[tuple[Cut, int, int]],
    parent_starts: set[int],
    child_max: int,
) -> list[Cut]:
    """Merge consecutive pieces of one parent while they fit in ``child_max`` tokens."""
    cuts: list[Cut] = []
    current_start = -1
    current_parent = -1
    for cut, end, parent in pieces:
        start = cut.boundary.offset
        fits = (
            parent == current_parent
            and start not in parent_starts
            and counter.count(current_start, end) <= child_max
        )
        if not fits:
            cuts.append(cut)
            current_start, current_parent = start, parent
    return cuts


def _chunk_set(
    document: Document,
    strategy: StrategyConfig,
    chunks: tuple[Chunk, ...],
    legal: ChunkSet | None = None,
) -> ChunkSet:
    decision = legal.type_decision if legal is not None else TypeDecision(DocumentType.UNKNOWN, "")
    languages = [c.language for c in chunks if c.language]
    language = (
        legal.language
        if legal is not None
        else max(sorted(set(languages)), key=languages.count, default="")
    )
    return ChunkSet(
        chunks=chunks,
        type_decision=decision,
        language=language,
        title=legal.title if legal is not None else document.title,
        config_hash=strategy.config_hash,
        prep_version=f"{PREP_VERSION}+{strategy.name}.{STRATEGY_VERSION}",
    )
