"""Small helpers shared by the engine tests."""

from __future__ import annotations

from inspector.document.model import BlockKind, Document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import ChunkingConfig, SizeProfile, default_config
from inspector.engine.types import Chunk, ChunkSet, DocumentType
from tests.engine.documents import document_from_text


def chunked(
    text: str,
    config: ChunkingConfig | None = None,
    *,
    document_type: DocumentType | None = None,
    kinds: dict[int, BlockKind] | None = None,
    excluded: list[tuple[int, int]] | None = None,
    title: str = "",
) -> tuple[Document, ChunkSet]:
    """A Document over ``text`` and its chunks."""
    document = document_from_text(text, kinds=kinds, excluded=excluded or [], title=title)
    return document, chunk_document(
        document, config or default_config(), document_type=document_type
    )


def first_lines(document: Document, chunks: ChunkSet | tuple[Chunk, ...]) -> list[str]:
    """The first non-blank line of every chunk."""
    items = chunks.chunks if isinstance(chunks, ChunkSet) else chunks
    return [document.text[c.start : c.end].strip().split("\n")[0].strip() for c in items]


def small(max_tokens: int, *, target: int | None = None, overlap: int = 0) -> ChunkingConfig:
    """The default configuration with every profile shrunk to ``max_tokens``."""
    config = default_config()
    for name in config.profiles:
        top = target if target is not None else max_tokens
        config = config.with_profile(
            name, SizeProfile(min(top, max_tokens) // 2, top, max_tokens, overlap)
        )
    return config
