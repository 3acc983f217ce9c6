"""Metadata of chunks that edits make or change, recomputed from the document.

A chunk whose range or excluded spans changed gets, from the document and the review state's
excluded spans (not the loader's: a reviewer may have excluded or restored some):

- ``token_count``: cl100k tokens of the key layer of its exported text (excluded spans left
  out), as the engine counts them; ``too_long`` is set when over ``max_tokens``;
- ``language``: the engine's ``LanguageModel`` answer for the kept key text and range;
- ``page_start``/``page_end``: 0-based pages of its first and last non-space characters;
- ``body_start``: kept when it still lies inside the chunk, else ``start``.

Heading path, heading text, context path, chunk type, size profile maximum and overlap come
from the *template* chunk the text came from (the edit says which). ``ChunkFacts`` caches the
per-document work (language model, page starts) so an edit costs only its own chunks.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from dataclasses import replace

from inspector.document.model import Document
from inspector.engine.assembly import page_of_span
from inspector.engine.languages import LanguageModel
from inspector.engine.spans import kept_text
from inspector.engine.tokens import count_tokens
from inspector.engine.types import Boundary, BoundaryKind, Chunk
from inspector.review.model import Span

MANUAL_RULE = "manual"
"""``Boundary.rule`` of a boundary placed by a reviewer."""
_ENGINE_ONLY_FLAGS = frozenset({"too_long"})


class ChunkFacts:
    """Recomputes chunk metadata for one document (module docstring)."""

    def __init__(self, document: Document) -> None:
        self.document = document
        self.text = document.text
        self.key = document.key
        self.page_starts = [p.text_start for p in document.pages]
        self._languages: LanguageModel | None = None
        # cl100k counts; the window swaps in a counter that asks a worker process, so that
        # its own process never builds the encoding (a 90-155 ms GIL hold) for an edit.
        self.count_tokens: Callable[[str], int] = count_tokens

    @property
    def languages(self) -> LanguageModel:
        """The engine's language model of the document (built on first use: langdetect)."""
        if self._languages is None:
            self._languages = LanguageModel(self.document)
        return self._languages

    def key_excluded(self, excluded: Sequence[Span]) -> list[tuple[int, int]]:
        """``excluded`` (text offsets, sorted, disjoint) in key-layer offsets."""
        out: list[tuple[int, int]] = []
        for start, end in excluded:
            key_start, key_end = self.key.key_offset(start), self.key.key_offset(end)
            if key_start < key_end:
                out.append((key_start, key_end))
        return out

    def exported_text(self, start: int, end: int, excluded: Sequence[Span]) -> str:
        """``text[start:end]`` with the excluded spans left out (what an export stores)."""
        return kept_text(self.text, start, end, _inside(excluded, start, end))

    def has_content(self, start: int, end: int, excluded: Sequence[Span]) -> bool:
        """Whether ``[start, end)`` has text other than whitespace and excluded spans."""
        return bool(self.exported_text(start, end, excluded).strip())

    def rebuild(
        self,
        template: Chunk,
        start: int,
        end: int,
        excluded: Sequence[Span],
        *,
        boundary: Boundary | None = None,
    ) -> Chunk:
        """``template`` moved to ``[start, end)`` with recomputed metadata (module docstring).

        Args:
            template: the chunk the text came from (headings, type, sizes kept from it).
            start: first text offset.
            end: one past the last text offset.
            excluded: the excluded spans in force (text offsets, sorted, disjoint).
            boundary: the new start boundary; default: the template's, moved to ``start``.
        """
        key_start, key_end = self.key.key_offset(start), self.key.key_offset(end)
        key_excluded = _inside(self.key_excluded(_inside(excluded, start, end)), key_start, key_end)
        kept = kept_text(self.key.text, key_start, key_end, key_excluded)
        tokens = self.count_tokens(kept)
        flags = {f for f in template.flags if f not in _ENGINE_ONLY_FLAGS}
        if tokens > template.max_tokens:
            flags.add("too_long")
        if boundary is None:
            old = template.boundary
            boundary = Boundary(start, old.kind, old.rule, old.level)
        body_start = template.body_start if start <= template.body_start < end else start
        return replace(
            template,
            start=start,
            end=end,
            boundary=boundary,
            language=self.languages.of(kept, start, end),
            token_count=tokens,
            page_start=self._page(start, end, first=True),
            page_end=self._page(start, end, first=False),
            flags=tuple(sorted(flags)),
            body_start=body_start,
        )

    def manual_boundary(self, offset: int) -> Boundary:
        """The boundary a reviewer placed at ``offset``: rule "manual", kind from its place.

        The engine has no "manual" boundary kind, so the kind says what the position is: the
        document start, a paragraph (blank line before), a line start, or a word.
        """
        text = self.text
        if offset == 0:
            kind = BoundaryKind.DOCUMENT_START
        else:
            line_start = text.rfind("\n", 0, offset) + 1
            if text[line_start:offset].strip():
                kind = BoundaryKind.WORD
            else:
                before = text[: max(line_start - 1, 0)]
                previous_line = before[before.rfind("\n") + 1 :]
                blank = line_start <= 1 or not previous_line.strip()
                kind = BoundaryKind.PARAGRAPH if blank else BoundaryKind.LINE
        return Boundary(offset, kind, MANUAL_RULE, 0)

    def _page(self, start: int, end: int, *, first: bool) -> int:
        return page_of_span(self.text, self.page_starts, start, end, first=first)


def _inside(spans: Sequence[Span], start: int, end: int) -> list[Span]:
    """The sorted ``spans`` that overlap ``[start, end)`` (binary search, no full scan)."""
    first = max(0, bisect.bisect_right(spans, (start, start)) - 1)
    out: list[Span] = []
    for span in spans[first:]:
        if span[0] >= end:
            break
        if span[1] > start:
            out.append(span)
    return out


def snap_offset(text: str, offset: int) -> int:
    """``offset`` moved to where a reviewer's boundary may go: the start of a word or line.

    Inside a word it moves back to the word's first character; in whitespace it moves forward
    to the next word. When only spaces or tabs lie between the line start and that word, it
    moves back to the line start (a boundary before a line's indentation, as the engine cuts).
    The result is clamped to ``[0, len(text)]``.
    """
    offset = max(0, min(offset, len(text)))
    if offset == len(text):
        return offset
    if text[offset].isspace():
        while offset < len(text) and text[offset].isspace():
            offset += 1
    else:
        while offset > 0 and not text[offset - 1].isspace():
            offset -= 1
    line_start = text.rfind("\n", 0, offset) + 1
    if not text[line_start:offset].strip(" \t"):
        offset = line_start
    return offset
