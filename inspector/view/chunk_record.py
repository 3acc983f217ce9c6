"""A chunk's export record and embedding text, as the engine builds them, for one chunk.

The engine builds both over a whole chunk set; the detail pane wants one chunk's. Both depend
on the chunk and the one before it (the overlap tail comes from the previous chunk), so the
engine is run on that two-chunk window. The engine modules are imported on first use: the
window module loads this one, and they pull in the tokenizer and the rule machinery.

Offsets index ``Document.text``; the caching and the review's part of the record are
``ChunkState``'s.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from inspector.document.model import Document
    from inspector.engine.citation_identity import DocumentIdentity
    from inspector.engine.config import ChunkingConfig
    from inspector.engine.types import ChunkSet


@dataclass(frozen=True, slots=True)
class EmbedParts:
    """A chunk's embedding text cut into the pieces the detail pane marks.

    ``header + table_header + overlap + body`` is exactly the engine's embedding text.
    """

    header: str
    table_header: str
    overlap: str
    body: str


def _window(chunk_set: ChunkSet, index: int) -> ChunkSet:
    """``chunk_set`` cut to chunk ``index`` and the one before it (if any)."""
    return replace(chunk_set, chunks=chunk_set.chunks[max(0, index - 1) : index + 1])


def engine_record(
    document: Document,
    chunk_set: ChunkSet,
    config: ChunkingConfig,
    index: int,
    identity: DocumentIdentity | None = None,
) -> dict[str, Any]:
    """The engine's export record of chunk ``index`` (``chunk_records`` on its window).

    Every field is the exported one but ``chunkIndex`` (the chunk's place in the window),
    ``references``' targets (resolved in the window) and the review's fields, which the
    caller sets. ``identity`` is the reviewed document identity (detected when None).
    """
    from inspector.engine.records import chunk_records

    return chunk_records(document, _window(chunk_set, index), config, identity=identity)[-1]


def embed_parts_of(
    document: Document, chunk_set: ChunkSet, config: ChunkingConfig, index: int
) -> EmbedParts:
    """The embedding text of chunk ``index`` cut into header, table header, overlap, body."""
    from inspector.engine.overlap import EmbedTextBuilder

    window = _window(chunk_set, index)
    builder = EmbedTextBuilder(document, window, config)
    local = len(window.chunks) - 1
    chunk = chunk_set.chunks[index]
    full = builder.text_of(local)
    overlap = builder.overlap_tail(local)
    body = builder.key_text(chunk.start, chunk.end)
    table_header = chunk.table_header + "\n" if chunk.table_header else ""
    header_length = len(full) - len(table_header) - len(overlap) - len(body)
    if header_length < 0 or not full.endswith(overlap + body):
        # The engine changed how it assembles the text: show it whole, unmarked.
        return EmbedParts("", "", "", full)
    return EmbedParts(full[:header_length], table_header, overlap, body)
