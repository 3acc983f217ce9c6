"""Drafts -> chunks: tiling in text offsets, token counts, language, pages, overlap budget.

A *draft* is a chunk-to-be in key offsets. Chunks tile the text: the first starts at 0, each
ends where the next starts (mapped from key to text offsets), the last ends at the end of the
text. A draft with nothing but whitespace and excluded text joins the one before, so no chunk
is blank.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from inspector.document.model import Document
from inspector.engine.config import ChunkingConfig, SizeProfile
from inspector.engine.languages import LanguageModel
from inspector.engine.spans import kept_text
from inspector.engine.tokens import count_tokens
from inspector.engine.types import Boundary, BoundaryKind, Chunk, ChunkType

OVERLAP_TYPES = frozenset({ChunkType.CLAUSE, ChunkType.JUDGMENT_PARA})
"""Seed 000: overlap for contract clauses and judgment paragraphs only."""
_NON_SPACE = re.compile(r"\S")


def cut_words(text: str, parts: int) -> list[int]:
    """Offsets in ``text`` cutting it into ``parts`` pieces of about equal length.

    Each cut moves back to the nearest line break in the last fifth of its piece, else to the
    start of its word (a text with no spaces is cut where the share falls). Callers check the
    pieces' tokens and ask for more parts if one is still too long.
    """
    cuts: list[int] = []
    previous = 0
    for k in range(1, parts):
        share = round(k * len(text) / parts)
        window = max(1, (share - previous) // 5)
        newline = text.rfind("\n", share - window, share)
        cut = newline + 1 if newline > previous else share
        if newline <= previous:
            word_start = cut
            while word_start > previous and not text[word_start - 1].isspace():
                word_start -= 1
            if word_start > previous:
                cut = word_start
        if cut > previous:
            cuts.append(cut)
            previous = cut
    return cuts


@dataclass(slots=True)
class Draft:
    """A chunk before tiling: key offsets and its metadata."""

    start: int
    end: int
    tokens: int
    exact: bool
    boundary: Boundary
    chunk_type: ChunkType
    heading_text: str
    path: tuple[str, ...]
    context: tuple[str, ...]
    profile: SizeProfile
    flags: list[str]
    table_header: str
    body_start: int


class ChunkAssembler:
    """Turns the drafts of one document into its chunks."""

    def __init__(
        self,
        document: Document,
        config: ChunkingConfig,
        excluded: Sequence[tuple[int, int]],
        languages: LanguageModel,
        count: Callable[[int, int], int] | None = None,
    ) -> None:
        """``count``: tokens of the kept text of a key range (default: encode that text)."""
        self.document = document
        self.count = count
        self.config = config
        self.key = document.key.text
        self.to_text = document.key.to_text
        # Most key layers keep the text's offsets: then nothing is looked up.
        self._same_text = document.key.keeps_offsets()
        self.excluded = excluded
        self.languages = languages
        self.page_starts = [p.text_start for p in document.pages]
        self._one_page = len(self.page_starts) <= 1  # every chunk on page 0
        self._chunks: list[Chunk] = []
        self._pending: Draft | None = None  # the last non-blank draft, its end not yet known
        self._previous: Draft | None = None  # the draft of the last chunk made

    def _text_offset(self, key_offset: int) -> int:
        if self._same_text:
            return key_offset if key_offset < len(self.key) else len(self.document.text)
        if key_offset >= len(self.to_text):
            return len(self.document.text)
        return self.to_text[key_offset]

    def chunks(self, drafts: list[Draft]) -> list[Chunk]:
        """The chunks of ``drafts`` (see the module docstring)."""
        for draft in drafts:
            self.add(draft)
        return self.finish()

    def add(self, draft: Draft) -> None:
        """Take the next draft; the chunk of the draft before it is made now.

        Drafts arrive in order, so the chunker can assemble the first ones while later token
        counts are still being encoded. A draft of whitespace and excluded text only joins the
        draft before it (its chunk then needs its tokens counted).
        """
        if self._blank(draft.start, draft.end):
            if self._pending is not None:
                self._pending.end = draft.end
                self._pending.exact = False
            return
        if self._pending is not None:
            self._emit(self._pending, self._text_offset(draft.start))
        self._pending = draft

    def _blank(self, start: int, end: int) -> bool:
        r"""Whether key range ``[start, end)`` holds only whitespace once excluded text is out.

        Without excluded text a search for one non-space character answers without copying
        the range (``\S`` and ``str.strip`` agree on what is whitespace).
        """
        if self.excluded:
            return not kept_text(self.key, start, end, self.excluded).strip()
        return _NON_SPACE.search(self.key, start, end) is None

    def finish(self) -> list[Chunk]:
        """The chunks of the drafts added so far (the last one ends the text)."""
        if self._pending is not None:
            self._emit(self._pending, len(self.document.text))
            self._pending = None
        return self._chunks

    def _emit(self, draft: Draft, end: int) -> None:
        """Make the chunk of ``draft``, which ends at text offset ``end``."""
        languages = self.languages
        start = 0 if not self._chunks else self._chunks[-1].end
        kept = ""
        if languages.needs_text or (not draft.exact and self.count is None):
            kept = kept_text(self.key, draft.start, draft.end, self.excluded)
        if draft.exact:
            tokens = draft.tokens
        elif self.count is not None:
            tokens = self.count(draft.start, draft.end)
        else:
            tokens = count_tokens(kept)
        flags: tuple[str, ...] = ()
        if draft.flags or tokens > draft.profile.max_tokens:
            listed = list(draft.flags)
            if tokens > draft.profile.max_tokens:
                listed.append("too_long")
            flags = tuple(sorted(set(listed)))
        boundary = draft.boundary
        if boundary.offset != start:  # key offset -> text offset (equal values are shared)
            boundary = Boundary(start, boundary.kind, boundary.rule, boundary.level)
        if self._one_page:
            page_start = page_end = 0
        else:
            page_start = self._page(start, end, first=True)
            page_end = self._page(start, end, first=False)
        # Positional (field order of Chunk): this runs once per chunk.
        self._chunks.append(
            Chunk(
                start,
                end,
                boundary,
                draft.chunk_type,
                draft.path,
                draft.heading_text,
                languages.of(kept, start, end),
                tokens,
                draft.profile.max_tokens,
                self._overlap(draft, self._previous),
                page_start,
                page_end,
                flags,
                draft.table_header,
                max(start, self._text_offset(draft.body_start)),
                draft.context,
            )
        )
        self._previous = draft

    def _overlap(self, draft: Draft, previous: Draft | None) -> int:
        if not self.config.overlap or previous is None or draft.chunk_type not in OVERLAP_TYPES:
            return 0
        if draft.boundary.kind in (BoundaryKind.HEADING, BoundaryKind.DOCUMENT_START):
            return 0  # never across a heading: the heading is the bridge
        if previous.chunk_type is not draft.chunk_type:
            return 0
        return draft.profile.overlap_tokens

    def _page(self, start: int, end: int, *, first: bool) -> int:
        return page_of_span(self.document.text, self.page_starts, start, end, first=first)


def page_of_span(
    text: str, page_starts: Sequence[int], start: int, end: int, *, first: bool
) -> int:
    """0-based page of the first (or last) non-space character of ``text[start:end]``.

    ``page_starts``: the text offset where each page begins, ascending (one entry or none:
    every offset is on page 0). A span of spaces only counts as on the page of its start
    (``first``) or of its last character.
    """
    if len(page_starts) <= 1:
        return 0
    if first:
        found = _NON_SPACE.search(text, start, end)
        offset = found.start() if found is not None else start
    else:
        offset = end - 1
        while offset > start and text[offset].isspace():
            offset -= 1
    return max(0, bisect.bisect_right(page_starts, offset) - 1)
