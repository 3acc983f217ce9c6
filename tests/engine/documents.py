"""Documents built in code for engine tests: no loader involved.

``document_from_text`` turns a plain string into a ``Document``: blocks split at blank lines
(whitespace-only lines), one page, every character its own glyph on page 0 with no box, the
key layer from ``build_key_layer``. Blocks may be marked as tables, headings or quotes, and
spans may be excluded, to exercise the engine's handling of loader output.
"""

from __future__ import annotations

import hashlib
import math
import re
from array import array
from collections.abc import Mapping, Sequence

from inspector.document.model import (
    Block,
    BlockKind,
    Document,
    ExcludedSpan,
    OffsetMap,
    Page,
)
from inspector.document.normalize import build_key_layer

_BLANK_RUN = re.compile(r"\n[^\S\n]*\n(?:[^\S\n]*\n)*")


def paragraph_ranges(text: str) -> list[tuple[int, int]]:
    """Ranges of the blank-line-separated paragraphs of ``text`` (whitespace trimmed)."""
    ranges: list[tuple[int, int]] = []
    pos = 0
    for match in [*_BLANK_RUN.finditer(text), None]:
        end = len(text) if match is None else match.start()
        chunk = text[pos:end]
        if chunk.strip():
            start = pos + len(chunk) - len(chunk.lstrip("\n"))
            ranges.append((start, start + len(chunk.strip("\n"))))
        if match is not None:
            pos = match.end()
    return ranges


def document_from_text(
    text: str,
    *,
    kinds: Mapping[int, BlockKind] | None = None,
    levels: Mapping[int, int] | None = None,
    excluded: Sequence[tuple[int, int]] = (),
    title: str = "",
    pages: int = 1,
) -> Document:
    """A Document over ``text`` (see the module docstring).

    Args:
        text: the whole document text.
        kinds: block kind by block index (default PARAGRAPH).
        levels: heading level by block index.
        excluded: text ranges to mark as excluded (page furniture).
        title: the document title.
        pages: number of equal pages to cut the text into (for page tests).
    """
    kinds = kinds or {}
    levels = levels or {}
    n = len(text)
    bounds = [round(i * n / pages) for i in range(pages + 1)]
    page_list = tuple(Page(i, 595.0, 842.0, bounds[i], bounds[i + 1]) for i in range(pages))
    page_of = array("i")
    for i in range(pages):
        page_of.extend([i] * (bounds[i + 1] - bounds[i]))
    glyph_of = array("i", range(n))
    boxes = array("d", [math.nan] * (4 * n))
    blocks = tuple(
        Block(
            index=i,
            kind=kinds.get(i, BlockKind.PARAGRAPH),
            page_index=page_of[start] if n else 0,
            text_start=start,
            text_end=end,
            level=levels.get(i),
        )
        for i, (start, end) in enumerate(paragraph_ranges(text))
    )
    return Document(
        source_path="<memory>",
        source_kind="text",
        fingerprint=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        text=text,
        key=build_key_layer(text),
        offset_map=OffsetMap(glyph_of, page_of, boxes),
        pages=page_list,
        blocks=blocks,
        excluded=tuple(ExcludedSpan(s, e, "running header") for s, e in excluded),
        title=title,
    )
