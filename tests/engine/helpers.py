"""Small helpers shared by the engine tests."""

from __future__ import annotations

from inspector.document.model import BlockKind, Document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import ChunkingConfig, SizeProfile, default_config
from inspector.engine.types import Boundary, BoundaryKind, Chunk, ChunkSet, ChunkType, DocumentType
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


def heading_chunk(heading_text: str, chunk_type: ChunkType = ChunkType.OTHER) -> Chunk:
    """A chunk with only a heading text and a type: what a citation's pinpoint is read from."""
    return Chunk(
        start=0,
        end=10,
        boundary=Boundary(0, BoundaryKind.HEADING, "en_section"),
        chunk_type=chunk_type,
        heading_path=(),
        heading_text=heading_text,
        language="en",
        token_count=5,
        max_tokens=800,
        overlap_tokens=0,
        page_start=0,
        page_end=0,
    )
