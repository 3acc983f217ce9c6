"""Golden chunk summaries of every sample document, through the real loaders."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.stats import exported_text
from inspector.errors import LoadError
from tests.conftest import SAMPLE_DOCS
from tests.engine.golden import assert_matches_golden

SAMPLES = sorted(
    p.name
    for p in SAMPLE_DOCS.glob("*")
    if p.suffix in (".pdf", ".docx", ".txt", ".md") and p.name != "README.md"
)


def summary(path: Path) -> dict[str, Any]:
    """What a reviewer checks of a chunking: boundaries, provenance, metadata, text starts."""
    document = load_document(path)
    result = chunk_document(document, default_config())
    chunks = []
    for chunk in result.chunks:
        text = " ".join(exported_text(document, chunk.start, chunk.end).split())
        chunks.append(
            {
                "range": [chunk.start, chunk.end],
                "start": [chunk.boundary.kind.value, chunk.boundary.rule, chunk.boundary.level],
                "type": chunk.chunk_type.value,
                "heading": chunk.heading_text,
                "path": list(chunk.heading_path),
                "tokens": chunk.token_count,
                "language": chunk.language,
                "pages": [chunk.page_start + 1, chunk.page_end + 1],
                "flags": list(chunk.flags),
                "overlap": chunk.overlap_tokens,
                "text": text[:60],
            }
        )
    decision = result.type_decision
    return {
        "documentType": [decision.document_type.value, decision.cue],
        "language": result.language,
        "title": result.title,
        "chunks": chunks,
    }


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_golden(name: str) -> None:
    try:
        data = summary(SAMPLE_DOCS / name)
    except LoadError as exc:
        data = {"loadError": type(exc).__name__}
    assert_matches_golden(data, f"{name}.json")


def test_every_sample_has_a_golden_file() -> None:
    golden = {
        p.name.removesuffix(".json") for p in (Path(__file__).parent / "golden").glob("*.json")
    }
    assert set(SAMPLES) <= golden
