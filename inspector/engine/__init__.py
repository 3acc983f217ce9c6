"""Chunking: Document + ChunkingConfig -> chunks. Pure Python; no Qt, no PyMuPDF.

The public API is re-exported here and loaded on first use (``import inspector.engine`` stays
cheap: the token encoding and the rule tables load only when chunking starts):
``chunk_document``, ``ChunkingConfig``, ``SizeProfile``, ``default_config``, ``load_config``,
``save_config``, ``ChunkSet``, ``Chunk``, ``Boundary``, ``BoundaryKind``, ``ChunkType``,
``DocumentType``, ``TypeDecision``, ``chunk_records``, ``embed_texts``, ``chunk_stats``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import (
        ChunkingConfig,
        SizeProfile,
        default_config,
        load_config,
        save_config,
    )
    from inspector.engine.overlap import embed_texts
    from inspector.engine.records import chunk_records
    from inspector.engine.stats import chunk_stats
    from inspector.engine.types import (
        Boundary,
        BoundaryKind,
        Chunk,
        ChunkSet,
        ChunkType,
        DocumentType,
        TypeDecision,
    )

_HOMES = {
    "chunk_document": "chunker",
    "ChunkingConfig": "config",
    "SizeProfile": "config",
    "default_config": "config",
    "load_config": "config",
    "save_config": "config",
    "embed_texts": "overlap",
    "chunk_records": "records",
    "chunk_stats": "stats",
    "Boundary": "types",
    "BoundaryKind": "types",
    "Chunk": "types",
    "ChunkSet": "types",
    "ChunkType": "types",
    "DocumentType": "types",
    "TypeDecision": "types",
}

__all__ = [
    "Boundary",
    "BoundaryKind",
    "Chunk",
    "ChunkSet",
    "ChunkType",
    "ChunkingConfig",
    "DocumentType",
    "SizeProfile",
    "TypeDecision",
    "chunk_document",
    "chunk_records",
    "chunk_stats",
    "default_config",
    "embed_texts",
    "load_config",
    "save_config",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'inspector.engine' has no attribute {name!r}")
    return getattr(importlib.import_module(f"inspector.engine.{home}"), name)
