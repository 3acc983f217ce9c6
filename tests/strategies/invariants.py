"""The engine's invariants, checked on any strategy's result."""

from __future__ import annotations

import itertools

from inspector.document.model import Document
from inspector.document.normalize import build_key_layer
from inspector.engine.stats import exported_text
from inspector.engine.tokens import count_tokens
from inspector.strategies.run import StrategyResult

RULE_PREFIXES = {
    "recursive": ("recursive:",),
    "semantic": ("semantic:",),
    "hybrid": ("hybrid:",),
    "parent_child": ("child:", "parent:"),
}


def check_invariants(document: Document, result: StrategyResult) -> None:
    text = document.text
    chunks = result.chunk_set.chunks
    if not exported_text(document, 0, len(text)).strip():
        assert chunks == ()
        return
    assert chunks[0].start == 0
    assert chunks[-1].end == len(text)
    for before, after in itertools.pairwise(chunks):
        assert before.end == after.start
    starts = {c.start for c in chunks}
    for span in document.excluded:
        assert not any(span.start < s < span.end for s in starts), "cut inside an excluded span"
    for chunk in chunks:
        assert chunk.start < chunk.end
        exported = exported_text(document, chunk.start, chunk.end)
        assert exported.strip(), "empty chunk"
        assert chunk.token_count == count_tokens(build_key_layer(exported).text)
        assert chunk.token_count <= chunk.max_tokens or "too_long" in chunk.flags
        assert chunk.boundary.offset == chunk.start
        assert chunk.boundary.rule
        assert 0 <= chunk.page_start <= chunk.page_end
    name = result.strategy.name
    if name in ("recursive", "semantic"):
        for chunk in chunks[1:]:
            assert chunk.boundary.rule.startswith(RULE_PREFIXES[name]), chunk.boundary.rule
    if result.parents:
        parents = result.parents
        assert parents[0][0] == 0
        assert parents[-1][1] == len(text)
        for left, right in itertools.pairwise(parents):
            assert left[1] == right[0]
        assert len(result.parent_of) == len(chunks)
        for chunk, parent in zip(chunks, result.parent_of, strict=True):
            start, end = parents[parent]
            assert start <= chunk.start
            assert chunk.end <= end
