"""The chunk record: one flat, JSON-ready dict per chunk, as exported (DESIGN, Export).

Field names follow seed 000's metadata contract (``docId, tenantId, chunkIndex, chunkType,
headingText, pageNumber, language, jurisdiction, documentType, charStart, charEnd``) plus
DESIGN's export fields (``headingPath, pageEnd, bboxes, tokenCount, text, embedText,
contentHash, version, prepVersion, configHash, startRule, reviewStatus, flags, note``) and the
boundary provenance (``startKind``, ``startLevel``) and issue 28's citable fields:

- the document's identity on every record (``engine.citation_identity``): ``docId`` (a UUID,
  uuid5 of the file's fingerprint, the same on every export of the same file), ``title``,
  ``actId``, ``jurisdiction`` (ISO 3166 alpha-2 or ``EU``), ``documentDate`` (``YYYY-MM-DD``),
  each ``null`` when unknown, and ``identityCues`` (the cue that decided each, ``edited``
  when a reviewer set it);
- ``citation``: the chunk's pinpoint citation (``engine.citation_format``);
- ``references``: the cross-references in ``text`` with their spans and the ``chunkIndex``
  values they resolve to (``engine.citation_refs``);
- ``embedTokenCount``: cl100k tokens of ``embedText``; with a model limit set
  (``ChunkingConfig.embed_limit``) a longer one carries the flag ``embed_over_limit``.
- ``ocr`` (true when a page the chunk spans was read by OCR) and ``ocrConfidence`` (the
  lowest mean word confidence, percent rounded to 0.1, of those pages; null without one).

Units: ``charStart``/``charEnd`` are a half-open range of ``Document.text``; ``pageNumber``
and ``pageEnd`` are 1-based; ``bboxes`` are ``[page, x0, y0, x1, y1]`` in PDF points (page
1-based, origin top-left), one per visual line, empty for sources without geometry;
``tokenCount`` counts cl100k tokens of the key layer of ``text``; ``text`` leaves excluded
spans out; ``contentHash`` is the SHA-256 of ``text``.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from typing import Any

from inspector.document.model import Document
from inspector.engine.citation_format import Pinpoint, document_citations
from inspector.engine.citation_identity import DocumentIdentity, detect_identity
from inspector.engine.citation_refs import find_references, unit_index
from inspector.engine.config import ChunkingConfig
from inspector.engine.overlap import EmbedTextBuilder
from inspector.engine.spans import exported_text, text_excluded_ranges
from inspector.engine.tokens import count_tokens
from inspector.engine.types import ChunkSet

_LINE_START = re.compile(r"\n(?=\S)")
"""A line start inside a text: no cl100k token spans it (``engine.token_index``)."""

EMBED_OVER_LIMIT = "embed_over_limit"
"""The flag of a chunk whose embedding text is over the configured model limit."""

CITATION_LANGUAGES = frozenset({"en", "fr", "ar"})

RECORD_VERSION = "1.1"
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
    identity: DocumentIdentity | None = None,
) -> list[dict[str, Any]]:
    """One record per chunk of ``chunk_set`` (see the module docstring for the fields).

    ``identity`` is the document's identity as reviewed (detected when None).
    """
    builder = EmbedTextBuilder(document, chunk_set, config)
    identity = identity or detect_identity(document, chunk_set)
    identity_fields = identity.record_fields()
    cited = cited_chunks(document, chunk_set, config, identity)
    units = unit_index([pinpoint for _, pinpoint in cited])
    records: list[dict[str, Any]] = []
    excluded = text_excluded_ranges(document)
    # A source without geometry (plain text, DOCX) has no box to merge for any chunk.
    with_boxes = with_boxes and _has_geometry(document)
    # Consecutive chunks mostly share their contextual header: each distinct one is counted once.
    head_counts: dict[str, int] = {}
    for index, chunk in enumerate(chunk_set.chunks):
        text = exported_text(document, chunk.start, chunk.end, excluded)
        boxes = _boxes(document, chunk.start, chunk.end) if with_boxes else []
        head, tail, body = builder.pieces_of(index)
        head_tokens = head_counts.get(head)
        if head_tokens is None:
            head_tokens = head_counts[head] = count_tokens(head)
        embed_tokens = embed_token_count(head, tail, body, chunk.token_count, head_tokens)
        flags = list(chunk.flags)
        if config.embed_limit and embed_tokens > config.embed_limit:
            flags.append(EMBED_OVER_LIMIT)
        heading_end = min(chunk.end, max(chunk.start, chunk.body_start))
        own_heading = len(exported_text(document, chunk.start, heading_end, excluded))
        citation, pinpoint = cited[index]
        records.append(
            {
                "docId": identity_fields["docId"],
                "tenantId": tenant_id,
                "chunkIndex": index,
                "chunkType": chunk.chunk_type.value,
                "headingText": chunk.heading_text,
                "headingPath": list(chunk.heading_path),
                "pageNumber": chunk.page_start + 1,
                "pageEnd": chunk.page_end + 1,
                "bboxes": boxes,
                "language": chunk.language,
                "jurisdiction": identity_fields["jurisdiction"],
                "documentType": chunk_set.document_type.value,
                "title": identity_fields["title"],
                "actId": identity_fields["actId"],
                "documentDate": identity_fields["documentDate"],
                "identityCues": identity_fields["identityCues"],
                "citation": citation,
                "charStart": chunk.start,
                "charEnd": chunk.end,
                "tokenCount": chunk.token_count,
                "text": text,
                "embedText": head + tail + body,
                "embedTokenCount": embed_tokens,
                "references": find_references(
                    text, skip_before=own_heading, own=pinpoint, units=units
                ),
                "contentHash": hashlib.sha256(text.encode("utf-8")).hexdigest(),
                "version": RECORD_VERSION,
                "prepVersion": chunk_set.prep_version,
                "configHash": chunk_set.config_hash,
                "startRule": chunk.boundary.rule,
                "startKind": chunk.boundary.kind.value,
                "startLevel": chunk.boundary.level,
                "reviewStatus": review_status,
                "flags": flags,
                "note": "",
                **_ocr_fields(document, chunk.page_start, chunk.page_end),
            }
        )
    return records


def cited_chunks(
    document: Document, chunk_set: ChunkSet, config: ChunkingConfig, identity: DocumentIdentity
) -> list[tuple[str, Pinpoint]]:
    """Each chunk's citation and pinpoint as its record gives them (``document_citations``).

    The pinpoints are also the units the chunks' cross-references resolve to (``unit_index``).
    """
    language = chunk_set.language if chunk_set.language in CITATION_LANGUAGES else "en"
    return document_citations(
        chunk_set.chunks,
        identity,
        chunk_set.document_type,
        language,
        config,
        [_first_line(document.text, chunk.start, chunk.end) for chunk in chunk_set.chunks],
    )


def _first_line(text: str, start: int, end: int) -> str:
    """The first non-blank line of ``text[start:end]`` (at most 200 characters read)."""
    for line in text[start : min(end, start + 200)].split("\n"):
        if line.strip():
            return line.strip()
    return ""


def embed_token_count(
    head: str, tail: str, body: str, body_tokens: int, head_tokens: int | None = None
) -> int:
    """cl100k tokens of ``head + tail + body`` where ``body_tokens`` counts ``body``.

    The body's count is the chunk's own (the same key text): the body is not encoded again.
    ``head_tokens``, when given, counts ``head`` (a header shared by many chunks is counted
    once by the caller). No cl100k token spans a line start (after a line break, before a
    non-space character: see ``engine.token_index``), so where each join is one (a header
    ending with its line break, a body starting with a word) the counts add up. Otherwise
    (an indented body: the blank line and the indent may form one token) the text up to the
    body's first line start is encoded with the joins, and the body's count stands for the
    rest.
    """
    pieces = [piece for piece in (head, tail, body) if piece]
    if all(
        left[-1] == "\n" and not right[0].isspace() for left, right in itertools.pairwise(pieces)
    ):
        if head_tokens is None:
            head_tokens = count_tokens(head)
        return head_tokens + (count_tokens(tail) if tail else 0) + body_tokens
    cut = _LINE_START.search(body)
    if cut is None:
        return count_tokens(head + tail + body)
    first = body[: cut.end()]
    return count_tokens(head + tail + first) + body_tokens - count_tokens(first)


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
