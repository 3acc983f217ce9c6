"""Chunk statistics and the red flags of seed 002, and cut-quality measures for any chunker.

Statistics: number of chunks, median and maximum tokens, chunks under 50 tokens, chunks over
their maximum, identical chunks across documents, chunks starting mid-sentence, stranded
headings. The measures work on plain ``(start, end)`` ranges, so the benchmark applies the
same yardstick to other chunkers:

- a *cut* at offset ``x`` is clean when the text before it ends a sentence or list item
  (``sentences.ends_sentence``), or ``x`` begins a line that begins a paragraph (blank line
  before it), a heading, a numbered paragraph or a table row; otherwise it is mid-sentence;
- a chunk *strands a heading* when its last non-blank line is a heading (a heading line found
  by this engine's rules), so the heading's text opens nothing in its own chunk;
- a unit is *kept whole* when one chunk contains all of its non-space text.
"""

from __future__ import annotations

import bisect
import hashlib
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from inspector.document.model import Document
from inspector.engine import spans
from inspector.engine.classify import classify
from inspector.engine.config import ChunkingConfig, compiled_rules
from inspector.engine.languages import LanguageModel
from inspector.engine.scan import Scanner
from inspector.engine.sentences import ends_sentence
from inspector.engine.structure import StructureBuilder
from inspector.engine.types import BoundaryKind, ChunkSet

SMALL_TOKENS = 50
"""Seed 002: many chunks under 50 tokens are headers alone or fragments."""
SMALL_SHARE_FLAG = 0.10
"""Flag "many small chunks" above this share."""

_CLEAN_KINDS = frozenset(
    {
        BoundaryKind.HEADING,
        BoundaryKind.NUMBERED,
        BoundaryKind.DEFINED_TERM,
        BoundaryKind.TABLE_ROW,
        BoundaryKind.UNIT,
    }
)


class CutJudge:
    """Judges cuts and chunk ends in one document, with this engine's reading of its lines."""

    def __init__(self, document: Document, config: ChunkingConfig) -> None:
        self.text = document.text
        rules = compiled_rules(config)
        language = LanguageModel(document).document
        scanner = Scanner(document, rules, language)
        segments = scanner.scan()
        decision = classify(document.key.text, segments, rules)
        units = StructureBuilder(
            document.key.text, segments, config, rules, decision.document_type, language
        ).build()
        to_text = document.key.to_text

        def text_offset(key_offset: int) -> int:
            return to_text[key_offset] if key_offset < len(to_text) else len(self.text)

        heading_indexes = {i for unit in units for i in unit.headings}
        self.heading_lines = sorted(text_offset(segments[i].start) for i in heading_indexes)
        self._heading_set = set(self.heading_lines)
        self._labelled = {
            text_offset(s.start)
            for s in segments
            if s.kind in _CLEAN_KINDS or s.table >= 0 or s.number is not None
        } | self._heading_set

    def is_clean_cut(self, offset: int) -> bool:
        """Whether a chunk boundary at ``offset`` falls between sentences or structures."""
        text = self.text
        if offset <= 0 or offset >= len(text):
            return True
        content = offset
        while content < len(text) and text[content].isspace():
            content += 1
        line_start = text.rfind("\n", 0, content) + 1
        if not text[line_start:content].strip():  # the cut is at (the indentation of) a line
            if line_start in self._labelled:
                return True
            previous_end = line_start - 1
            previous_start = text.rfind("\n", 0, max(previous_end, 0)) + 1
            if previous_end <= 0 or not text[previous_start:previous_end].strip():
                return True  # a blank line before it: a paragraph boundary
        return ends_sentence(text[max(0, offset - 200) : offset])

    def strands_heading(self, start: int, end: int) -> bool:
        """Whether the chunk ``[start, end)`` ends with a heading line."""
        body = self.text[start:end].rstrip()
        if not body:
            return False
        last_line = start + body.rfind("\n") + 1
        return last_line > start and last_line in self._heading_set


def mid_sentence_cuts(judge: CutJudge, ranges: Sequence[tuple[int, int]]) -> int:
    """Chunk ends (except the last) that cut inside a sentence."""
    return sum(1 for _, end in ranges[:-1] if not judge.is_clean_cut(end))


def stranded_headings(judge: CutJudge, ranges: Sequence[tuple[int, int]]) -> int:
    """Chunks whose last non-blank line is a heading."""
    return sum(1 for start, end in ranges if judge.strands_heading(start, end))


def units_whole(
    text: str, ranges: Sequence[tuple[int, int]], units: Sequence[tuple[int, int]]
) -> tuple[int, int]:
    """How many of ``units`` lie whole (non-space text) in one chunk, and how many there are."""
    ordered = sorted(ranges)
    starts = [s for s, _ in ordered]
    whole = 0
    for unit_start, unit_end in units:
        segment = text[unit_start:unit_end]
        first = unit_start + len(segment) - len(segment.lstrip())
        last = unit_start + len(segment.rstrip())
        if last <= first:
            whole += 1
            continue
        index = bisect.bisect_right(starts, first) - 1
        candidates = ordered[max(0, index - 8) : index + 1]  # overlapping chunkers: look back
        if any(s <= first and last <= e for s, e in candidates):
            whole += 1
    return whole, len(units)


@dataclass(frozen=True, slots=True)
class ChunkStats:
    """Seed 002's statistics over one or more chunked documents."""

    documents: int
    count: int
    median_tokens: float
    max_tokens: int
    under_50: int
    over_max: int
    duplicates: int
    mid_sentence_starts: int
    stranded_headings: int
    red_flags: tuple[str, ...]


def chunk_stats(results: Sequence[tuple[Document, ChunkSet]], config: ChunkingConfig) -> ChunkStats:
    """Statistics and red flags over ``results`` (each document with its chunks)."""
    sizes: list[int] = []
    over = mid = stranded = 0
    owners: dict[str, set[int]] = {}
    for index, (document, chunk_set) in enumerate(results):
        judge = CutJudge(document, config)
        ranges = [(c.start, c.end) for c in chunk_set.chunks]
        for chunk in chunk_set.chunks:
            sizes.append(chunk.token_count)
            over += chunk.token_count > chunk.max_tokens
            body = spans.exported_text(document, chunk.start, chunk.end).strip()
            digest = hashlib.sha256(body.encode("utf-8")).hexdigest()
            owners.setdefault(digest, set()).add(index)
        mid += sum(1 for start, _ in ranges[1:] if not judge.is_clean_cut(start))
        stranded += stranded_headings(judge, ranges)
    duplicated = Counter({h: len(o) for h, o in owners.items() if len(o) > 1})
    small = sum(1 for s in sizes if s < SMALL_TOKENS)
    stats = ChunkStats(
        documents=len(results),
        count=len(sizes),
        median_tokens=float(statistics.median(sizes)) if sizes else 0.0,
        max_tokens=max(sizes, default=0),
        under_50=small,
        over_max=over,
        duplicates=sum(duplicated.values()),
        mid_sentence_starts=mid,
        stranded_headings=stranded,
        red_flags=(),
    )
    return _with_flags(stats)


def _with_flags(stats: ChunkStats) -> ChunkStats:
    flags: list[str] = []
    if stats.count and stats.under_50 / stats.count > SMALL_SHARE_FLAG:
        share = 100 * stats.under_50 / stats.count
        flags.append(f"many chunks under {SMALL_TOKENS} tokens: {stats.under_50} ({share:.0f}%)")
    if stats.over_max:
        flags.append(f"chunks over their maximum: {stats.over_max}")
    if stats.duplicates:
        flags.append(f"identical chunks across documents: {stats.duplicates}")
    if stats.mid_sentence_starts:
        flags.append(f"chunks starting mid-sentence: {stats.mid_sentence_starts}")
    if stats.stranded_headings:
        flags.append(f"stranded headings: {stats.stranded_headings}")
    return replace(stats, red_flags=tuple(flags))


def exported_text(document: Document, start: int, end: int) -> str:
    """``document.text[start:end]`` with excluded spans left out (see ``spans.exported_text``)."""
    return spans.exported_text(document, start, end)


def format_stats(stats: ChunkStats) -> str:
    """The statistics as the lines ``inspector chunk --stats`` prints."""
    lines = [
        f"documents: {stats.documents}",
        f"chunks: {stats.count}",
        f"median tokens: {stats.median_tokens:g}",
        f"max tokens: {stats.max_tokens}",
        f"chunks under {SMALL_TOKENS} tokens: {stats.under_50}",
        f"chunks over max: {stats.over_max}",
        f"identical chunks across documents: {stats.duplicates}",
        f"chunks starting mid-sentence: {stats.mid_sentence_starts}",
        f"stranded headings: {stats.stranded_headings}",
    ]
    lines += [f"red flag: {flag}" for flag in stats.red_flags] or ["red flags: none"]
    return "\n".join(lines)
