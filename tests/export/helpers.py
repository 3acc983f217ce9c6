"""Real sample documents, chunked by the real engine, as export inputs for the tests."""

from __future__ import annotations

import functools
from dataclasses import replace
from pathlib import Path

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.types import ChunkSet
from inspector.export.records import ChunkDecision, ExportFlag, ExportInput, engine_input
from tests.conftest import SAMPLE_DOCS

LAW_TXT = SAMPLE_DOCS / "law_en_data_archives.txt"
CONTRACT_MD = SAMPLE_DOCS / "contract_en_services.md"
CONTRACT_PDF = SAMPLE_DOCS / "contract_en_services.pdf"
QANUN_DOCX = SAMPLE_DOCS / "qanun_ar_archives.docx"


@functools.cache
def chunked(path: Path) -> tuple[Document, ChunkSet]:
    """``path`` loaded and chunked with the default configuration (cached per test run)."""
    document = load_document(path)
    return document, chunk_document(document, default_config())


def reviewed(path: Path, approved: set[int] | None = None) -> ExportInput:
    """``path``'s engine chunks with ``approved`` (default: even indices) approved.

    Chunk 1 gets a review flag with a comment and a note, so flags and notes are exercised.
    """
    document, chunk_set = chunked(path)
    count = len(chunk_set.chunks)
    chosen = set(range(0, count, 2)) if approved is None else approved
    decisions = []
    for index in range(count):
        status = "approved" if index in chosen else "needs_work"
        flags: tuple[ExportFlag, ...] = ()
        note = ""
        if index == 1:
            flags = (ExportFlag("missed_heading", "Article 2 heading lost", "ana", "2026-01-02"),)
            note = "check the heading"
        decisions.append(ChunkDecision(status, flags, note, "ana", "2026-01-02T10:00:00+00:00"))
    return replace(
        engine_input(document, chunk_set, default_config()),
        decisions=tuple(decisions),
        source="review",
    )
