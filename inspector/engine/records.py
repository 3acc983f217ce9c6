"""The chunk record: one flat, JSON-ready dict per chunk, as exported (DESIGN, Export).

Field names follow seed 000's metadata contract (``docId, tenantId, chunkIndex, chunkType,
headingText, pageNumber, language, jurisdiction, documentType, charStart, charEnd``) plus
DESIGN's export fields (``headingPath, pageEnd, bboxes, tokenCount, text, embedText,
contentHash, version, prepVersion, configHash, startRule, reviewStatus, flags, note``) and the
boundary provenance (``startKind``, ``startLevel``), and what OCR read: ``ocr`` (true when a
page the chunk spans was read by OCR) and ``ocrConfidence`` (the lowest mean word confidence,
percent rounded to 0.1, of those pages; null without one).

Units: ``charStart``/``charEnd`` are a half-open range of ``Document.text``; ``pageNumber``
and ``pageEnd`` are 1-based; ``bboxes`` are ``[page, x0, y0, x1, y1]`` in PDF points (page
1-based, origin top-left), one per visual line, empty for sources without geometry;
``tokenCount`` counts cl100k tokens of the key layer of ``text``; ``text`` leaves excluded
spans out; ``contentHash`` is the SHA-256 of ``text``.
"""

from __future__ import annotations

import hashlib
from typing import Any

from inspector.document.model import Document
from inspector.engine.config import ChunkingConfig
from inspector.engine.overlap import EmbedTextBuilder
from inspector.engine.spans import exported_text, text_excluded_ranges
from inspector.engine.types import ChunkSet

RECORD_VERSION = "1.0"
"""Schema version of the record: minor for added fields, major for breaking changes."""

DEFAULT_TENANT = "local"


def chunk_records(
    document: Document,
    chunk_set: ChunkSet,
    config: ChunkingConfig,
    *,
    tenant_id: str = DEFAULT_TENANT,
    review_status: str = "unreviewed",
    with_boxes: bool = True,
) -> list[dict[str, Any]]:
    """One record per chunk of ``chunk_set`` (see the module docstring for the fields)."""
    builder = EmbedTextBuilder(document, chunk_set, config)
    jurisdiction = document.metadata.get("jurisdiction") or None
    records: list[dict[str, Any]] = []
    excluded = text_excluded_ranges(document)
    # A source without geometry (plain text, DOCX) has no box to merge for any chunk.
    with_boxes = with_boxes and _has_geometry(document)
    for index, chunk in enumerate(chunk_set.chunks):
        text = exported_text(document, chunk.start, chunk.end, excluded)
        boxes = _boxes(document, chunk.start, chunk.end) if with_boxes else []
        records.append(
            {
                "docId": document.fingerprint,
                "tenantId": tenant_id,
                "chunkIndex": index,
                "chunkType": chunk.chunk_type.value,
                "headingText": chunk.heading_text,
                "headingPath": list(chunk.heading_path),
                "pageNumber": chunk.page_start + 1,
                "pageEnd": chunk.page_end + 1,
                "bboxes": boxes,
                "language": chunk.language,
                "jurisdiction": jurisdiction,
                "documentType": chunk_set.document_type.value,
                "charStart": chunk.start,
                "charEnd": chunk.end,
                "tokenCount": chunk.token_count,
                "text": text,
                "embedText": builder.text_of(index),
                "contentHash": hashlib.sha256(text.encode("utf-8")).hexdigest(),
                "version": RECORD_VERSION,
                "prepVersion": chunk_set.prep_version,
                "configHash": chunk_set.config_hash,
                "startRule": chunk.boundary.rule,
                "startKind": chunk.boundary.kind.value,
                "startLevel": chunk.boundary.level,
                "reviewStatus": review_status,
                "flags": list(chunk.flags),
                "note": "",
                **_ocr_fields(document, chunk.page_start, chunk.page_end),
            }
        )
    return records


def _ocr_fields(document: Document, first: int, last: int) -> dict[str, Any]:
    """``ocr`` and ``ocrConfidence`` of a chunk spanning pages ``first..last`` (0-based)."""
    confidences = [
        page.quality.ocr_confidence
        for page in document.pages[first : last + 1]
        if page.quality.ocr and page.quality.ocr_confidence is not None
    ]
    ocr = any(page.quality.ocr for page in document.pages[first : last + 1])
    return {"ocr": ocr, "ocrConfidence": round(min(confidences), 1) if confidences else None}


def _has_geometry(document: Document) -> bool:
    """True when some glyph of ``document`` has a box (``boxes_for`` skips those without)."""
    boxes = document.offset_map.boxes
    return any(x0 == x0 for x0 in boxes[::4])  # NaN != NaN: a glyph without geometry


def _boxes(document: Document, start: int, end: int) -> list[list[float]]:
    """``[page, x0, y0, x1, y1]`` per visual line (page 1-based, points rounded to 0.01)."""
    return [
        [box.page_index + 1, *(round(v, 2) for v in box.rect)]
        for box in document.offset_map.boxes_for(start, end)
    ]
