"""Chunk statistics and the red flags of seed 002, and cut-quality measures for any chunker.

Statistics: number of chunks, median and maximum tokens, chunks under 50 tokens, chunks over
their maximum, identical chunks across documents, chunks starting mid-sentence, stranded
headings, heading-only chunks. The measures work on plain ``(start, end)`` ranges, so the
benchmark applies the same yardstick to other chunkers, and they read the text itself, not
this engine's reading of its structure: a heading the engine missed is still found stranded.
They are the gold-free side of ``../shared/tools/score.py``'s ``orphan`` and ``cutok``:

- a *heading line* is a line that reads as a heading on its own: a heading rule's label in
  context ("Article 5", "CHAPTER II", "EXHIBIT A"), a numbered title in capitals ("1.
  DEFINITIONS"), a title-like line or a judgment's section heading ("A. Introduction",
  "Lord Justice Smith:"); never a stamp ("CONFIDENTIAL"), a page number or a line that runs
  on into the next ("... EXPRESS OR");
- a chunk *strands a heading* when its text (page furniture left out) ends with one to three
  heading lines, at most ``STRANDED_MAX_CHARS`` characters, another chunk follows and it ends
  after the front matter (the first line that opens a unit, ``first_unit``): the
  heading's body opens the next chunk, or ends inside the run of heading lines that leads into a
  unit (``_gap_after``: "JUDGMENT" / "Lord Justice Halverson:" ending a chunk, "Introduction"
  and paragraph 1 opening the next, also right after the front matter). This holds score.py's
  ``orphan`` (a unit's label line
  ending a chunk) and its stranded headings (a chunk ending inside the heading-only gap before
  a unit), and also a whole heading run ending the chunk before its unit, which score.py's gap
  test (a chunk end strictly inside the gap) lets pass. A *heading-only chunk* is such a
  chunk holding nothing else (a line that only reads like a title counts when a body, not
  another heading, opens the next chunk);
- a *cut* at offset ``x`` is mid-sentence when the text before it neither ends a sentence or
  list item (``sentences.ends_sentence``) nor ends with a heading line, unless ``x`` begins a
  paragraph (blank line before) or a heading line, and the text before does not run on (a
  comma or joining word) and ``x`` does not open with a lower-case letter, or ``x`` begins a
  numbered line (a numbered paragraph starts a unit, as score.py counts it); a cut in
  the front matter is clean (it lies outside every unit). ``chunk_stats`` judges the chunks
  that start a unit: the others are parts of a unit over its maximum (``starts_mid_sentence``);
- a unit is *kept whole* when one chunk contains all of its non-space text.

Two red flags are per document, named in the flag: a document *without structure* (two chunks
or more, none starting at a structural unit: ``starts_structure``), where every cut is one of
size or layout, so the chunks do not follow the document's own structure; and a document with
a *damaged text layer* (``text_damage``: U+FFFD, private-use characters, glyph placeholders,
broken digits, mojibake, unreadable PDF pages), whose chunks hold text the page does not show.
"""

from __future__ import annotations

import bisect
import hashlib
import re
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import PurePath

from inspector.document.model import Document
from inspector.engine import spans
from inspector.engine.config import ChunkingConfig, compiled_rules
from inspector.engine.heading_ranks import GENERIC_HEADINGS
from inspector.engine.languages import LanguageModel
from inspector.engine.line_context import is_page_number_line
from inspector.engine.lines import (
    is_judgment_heading,
    is_title_like,
    label_line_holds_body,
    line_tail,
)
from inspector.engine.scan import TOC_ENTRY
from inspector.engine.sentences import ends_sentence
from inspector.engine.text_damage import document_damage
from inspector.engine.types import BoundaryKind, Chunk, ChunkSet

SMALL_TOKENS = 50
"""Seed 002: many chunks under 50 tokens are headers alone or fragments."""
SMALL_SHARE_FLAG = 0.10
"""Flag "many small chunks" above this share."""
STRANDED_MAX_CHARS = 200
"""Characters (spaces left out) of heading lines at a chunk's end that count as stranded: the
heading-only gap score.py allows before a unit (its GAP_MAX)."""
_STRANDED_MAX_LINES = 3
_BLANK_LINES = re.compile(r"\n[^\S\n]*\n")
_WORD = re.compile(r"[^\W\d_]{2,}")
_NUMBERED_TITLES = frozenset({"digit_dot", "decimal", "roman_dot"})
_UNIT_STARTS = frozenset({BoundaryKind.DOCUMENT_START, BoundaryKind.HEADING, BoundaryKind.UNIT})
_STRUCTURAL_KINDS = frozenset({BoundaryKind.HEADING, BoundaryKind.DEFINED_TERM})
"""Boundary kinds that always start a structural unit: a heading, a defined term's entry."""
_STRUCTURAL_UNIT_RULES = frozenset({"judgment_para"})
"""Rules of ``unit`` boundaries that start a structural unit: a judgment's numbered paragraph.
The other units are the front and end matter (``preamble``, ``toc``, ``signature``, recitals,
citations and enacting formulas by their cue or number rule)."""
_LISTED_DOCUMENTS = 5
"""Documents a per-document red flag names; more are counted ("and 3 more")."""


class CutJudge:
    """Judges cuts and chunk ends in one document by reading its text (see the module doc)."""

    def __init__(self, document: Document, config: ChunkingConfig) -> None:
        self.text = document.text
        self._excluded = spans.text_excluded_ranges(document)
        self.rules = compiled_rules(config)
        language = LanguageModel(document).document
        self._match_heading = self.rules.heading_matcher(self.rules.heading_order(language))
        self.first_unit = self._first_unit()

    def _toc_entry(self, line: str) -> bool:
        """Whether a line is a table of contents' entry: a label, words, then a page number.

        "ARTICLE 2 FORECASTS; INVENTORY 1", "1.1 Supply of Cartridge | 1", "المادة 2 التوقعات
        2"; "Article 1" is none (its number is its label's).
        """
        entry = self.rules.cue_regex(TOC_ENTRY).search(line)
        if entry is None:
            return False
        heading = self._match_heading(line)
        number = self.rules.match_number(line) if heading is None else None
        label = heading.label if heading is not None else number.label if number else ""
        return _WORD.search(line, len(label), entry.start()) is not None

    def _first_unit(self) -> int:
        """Text offset of the first line that opens a unit (``len(text)`` if none).

        That is a heading a rule names (an annex label on a cover aside) or a paragraph
        numbered 1, but not a table of contents' entry: a label, a title and a page number
        ("ARTICLE 2 FORECASTS; INVENTORY 1", the ``toc_entry`` cue). Chunks ending before it
        hold the front matter (cover, parties, court, judges, contents), which score.py's
        stranded headings leave out too: it lies before every unit.
        """
        text = self.text
        for match in self.rules.prefilter.finditer("\n" + text):
            start = match.start()
            end = text.find("\n", start)
            line = text[start : len(text) if end == -1 else end].strip()
            heading = self._match_heading(line)
            if heading is not None and heading.rule.rank > 0:
                if not self._toc_entry(line):
                    return start
                continue
            number = self.rules.match_number(line)
            first = number is not None and number.label.strip("().") in ("1", "1.1")
            if first and not self._toc_entry(line):
                return start
        return len(text)

    def _kept(self, start: int, end: int) -> str:
        return spans.kept_text(self.text, start, end, self._excluded)

    def is_heading_line(self, line: str, *, plain: bool = True) -> bool:
        """Whether one line (stripped) reads as a heading on its own.

        ``plain``: also a line that only reads like a title ("Introduction"), not named by a
        rule or a section number.
        """
        line = line.strip()
        if not line or is_page_number_line(line):
            return False
        rules = self.rules
        if rules.cue("stamp", line) is not None or rules.cue("line_continues", line_tail(line)):
            return False
        heading = self._match_heading(line)
        if heading is not None:
            # "Art. 2 - L'action civile ... publique.": a label inline with its provision's
            # text is no heading line (score.py: an inline label cannot be orphaned)
            inline = heading.label and heading.rule.name not in GENERIC_HEADINGS
            return not (inline and label_line_holds_body(line[heading.label_span[1] :]))
        if not plain or rules.cue("signature", line) is not None:
            return False
        number = rules.match_number(line)
        if number is not None:
            title = line[len(number.label) :].strip().rstrip(".")
            return (
                number.rule.scheme in _NUMBERED_TITLES and title.isupper() and is_title_like(title)
            )
        return is_title_like(line) or is_judgment_heading(line)

    def _paragraphs(self, start: int, end: int) -> list[str]:
        """The blank-line separated paragraphs of ``[start, end)``, stripped.

        Page furniture and page-number lines are left out.
        """
        out: list[str] = []
        for block in _BLANK_LINES.split(self._kept(start, end)):
            lines = [line for line in block.strip().splitlines() if line.strip()]
            lines = [line for line in lines if not is_page_number_line(line)]
            if lines:
                out.append("\n".join(line.strip() for line in lines))
        return out

    def _opens_unit(self, line: str) -> bool:
        """Whether a line opens a unit: a heading a rule names, or a numbered line."""
        return self._match_heading(line) is not None or self.rules.match_number(line) is not None

    def _gap_after(self, end: int) -> tuple[int, int] | None:
        """Heading lines between ``end`` and the unit start they lead into: (lines, characters).

        ``None`` when the text after ``end`` does not run through heading lines only (at most
        ``_STRANDED_MAX_LINES`` and ``STRANDED_MAX_CHARS`` characters) into a line that opens a
        unit; (0, 0) when that line comes first. A chunk ending where there are lines ends
        *inside* the heading-only gap before a unit, which score.py counts as a stranded heading
        ("JUDGMENT" / "Lord Justice Halverson:" in one chunk, "Introduction" / "1. This appeal
        ..." in the next).
        """
        chars = 0
        after = self._paragraphs(end, min(len(self.text), end + 600))
        for count, paragraph in enumerate(after[: _STRANDED_MAX_LINES + 1]):
            if self._opens_unit(paragraph.split("\n")[0]):
                return count, chars
            if count == _STRANDED_MAX_LINES or "\n" in paragraph:
                return None
            if not self.is_heading_line(paragraph) or self._toc_entry(paragraph):
                return None  # a table of contents' entry leads into no unit
            chars += len("".join(paragraph.split()))
            if chars > STRANDED_MAX_CHARS:
                return None
        return None

    def _trailing_headings(self, start: int, end: int) -> tuple[int, int]:
        """Heading paragraphs (one heading line each) ending ``[start, end)``, and paragraphs.

        A line that only reads like a title counts when the text after ``end`` opens with a
        body (no heading line), or runs through heading lines into a unit (the chunk ends
        inside the heading-only gap before it): "Introduction" before "1. The appeal ...", not
        a signatory's name before "ANNEX I". In a gap, the heading lines on both sides of
        ``end`` hold at most ``_STRANDED_MAX_LINES`` lines and ``STRANDED_MAX_CHARS``
        characters (score.py's gap).
        """
        paragraphs = self._paragraphs(start, end)
        lines, chars = self._gap_after(end) or (0, 0)
        after = self._paragraphs(end, min(len(self.text), end + 400))
        plain = lines > 0 or not after or not self.is_heading_line(after[0].split("\n")[0])
        count = 0
        for paragraph in reversed(paragraphs):
            if count + lines == _STRANDED_MAX_LINES or "\n" in paragraph:
                break
            if not self.is_heading_line(paragraph, plain=plain):
                break
            chars += len("".join(paragraph.split()))
            if chars > STRANDED_MAX_CHARS:
                break
            count += 1
        return count, len(paragraphs)

    def is_clean_cut(self, offset: int) -> bool:
        """Whether a chunk boundary at ``offset`` falls between sentences or structures."""
        text = self.text
        if offset <= self.first_unit or offset >= len(text):
            return True  # the front matter lies outside every unit
        before = self._kept(max(0, offset - 400), offset)
        if not before.strip() or ends_sentence(before):
            return True  # nothing kept before it (page furniture only), or a finished sentence
        content = offset
        while content < len(text) and text[content].isspace():
            content += 1
        line_start = text.rfind("\n", 0, content) + 1
        if text[line_start:content].strip():
            return False  # inside a line
        line_end = text.find("\n", content)
        line = text[content : len(text) if line_end == -1 else line_end].strip()
        if line[:1].islower():
            return False  # "... has not" / "thought fit to impose."
        last = before.rstrip().splitlines()[-1]
        if self.rules.match_number(line) is not None:
            return True  # a numbered paragraph starts a unit, whatever ends the one before
        if self.rules.cue("formula", line) is not None:
            # "HAVE ADOPTED THIS REGULATION:" after the last recital's comma: the enacting
            # formula lies outside every unit (score.py's cutok), the comma is drafting style
            return True
        previous_end = line_start - 1
        previous_start = text.rfind("\n", 0, max(previous_end, 0)) + 1
        paragraph = previous_end <= 0 or not text[previous_start:previous_end].strip()
        if paragraph and self.rules.cue("item_joined", last) is not None:
            # "(aa) sections 309B ... orders)," then "SCHEDULE 11" / "60 Formerly authorised
            # persons": an amending Act quotes the item, cut where the amendment ends; the
            # paragraph after it starts afresh (score.py: a unit start)
            return True
        if self.rules.cue("line_continues", line_tail(last)) is not None:
            return False  # "... EXPRESS OR" / "STATUTORY, WITH ..." / "... set forth on"
        if paragraph and self.is_heading_line(last):
            return True  # a heading, its body after the cut: stranded, not mid-sentence
        return paragraph or self._match_heading(line) is not None

    def strands_heading(self, start: int, end: int) -> bool:
        """Whether the chunk ``[start, end)`` ends with heading lines and a chunk follows it."""
        if end >= len(self.text):
            return False  # the last chunk
        if end <= self.first_unit and not (self._gap_after(end) or (0, 0))[0]:
            return False  # front matter, unless the chunk ends inside the gap before unit 1
        if not self._kept(end, len(self.text)).strip():
            return False
        return self._trailing_headings(start, end)[0] > 0

    def heading_only(self, start: int, end: int) -> bool:
        """Whether the chunk ``[start, end)`` holds heading lines only and a chunk follows it."""
        if not self.strands_heading(start, end):
            return False
        count, paragraphs = self._trailing_headings(start, end)
        return count == paragraphs


def mid_sentence_cuts(judge: CutJudge, ranges: Sequence[tuple[int, int]]) -> int:
    """Chunk ends (except the last) that cut inside a sentence."""
    return sum(1 for _, end in ranges[:-1] if not judge.is_clean_cut(end))


def stranded_headings(judge: CutJudge, ranges: Sequence[tuple[int, int]]) -> int:
    """Chunks that end with heading lines, another chunk after them (``strands_heading``)."""
    return sum(1 for start, end in ranges if judge.strands_heading(start, end))


def heading_only_chunks(judge: CutJudge, ranges: Sequence[tuple[int, int]]) -> int:
    """Chunks holding heading lines only, another chunk after them (``heading_only``)."""
    return sum(1 for start, end in ranges if judge.heading_only(start, end))


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
    heading_only_chunks: int = 0
    """Among ``stranded_headings``: chunks that hold nothing but the heading."""
    embed_limit: int = 0
    """The embedding model's input limit (``ChunkingConfig.embed_limit``; 0: none)."""
    over_embed_limit: int = 0
    """Chunks whose embedding text has more cl100k tokens than ``embed_limit``."""
    unstructured: tuple[str, ...] = ()
    """Names of the documents without structure (``starts_structure``), in input order."""
    damaged: tuple[tuple[str, str], ...] = ()
    """(name, marks found) of the documents with a damaged text layer (``text_damage``)."""


def chunk_stats(results: Sequence[tuple[Document, ChunkSet]], config: ChunkingConfig) -> ChunkStats:
    """Statistics and red flags over ``results`` (each document with its chunks)."""
    sizes: list[int] = []
    over = mid = stranded = alone = over_embed = 0
    owners: dict[str, set[int]] = {}
    unstructured: list[str] = []
    damaged: list[tuple[str, str]] = []
    for index, (document, chunk_set) in enumerate(results):
        name = document_name(document)
        if len(chunk_set.chunks) > 1 and not any(map(starts_structure, chunk_set.chunks)):
            unstructured.append(name)
        damage = document_damage(document)
        if damage.damaged:
            damaged.append((name, damage.describe()))
        if config.embed_limit:
            over_embed += len(over_embed_limit(document, chunk_set, config))
        judge = CutJudge(document, config)
        ranges = [(c.start, c.end) for c in chunk_set.chunks]
        for chunk in chunk_set.chunks:
            sizes.append(chunk.token_count)
            over += chunk.token_count > chunk.max_tokens
            body = spans.exported_text(document, chunk.start, chunk.end).strip()
            digest = hashlib.sha256(body.encode("utf-8")).hexdigest()
            owners.setdefault(digest, set()).add(index)
        mid += sum(1 for chunk in chunk_set.chunks[1:] if starts_mid_sentence(judge, chunk))
        stranded += stranded_headings(judge, ranges)
        alone += heading_only_chunks(judge, ranges)
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
        heading_only_chunks=alone,
        embed_limit=config.embed_limit,
        over_embed_limit=over_embed,
        unstructured=tuple(unstructured),
        damaged=tuple(damaged),
    )
    return _with_flags(stats)


def document_name(document: Document) -> str:
    """The file name a per-document red flag names the document by."""
    return PurePath(document.source_path).name or document.title or "(document)"


def starts_structure(chunk: Chunk) -> bool:
    """Whether ``chunk`` starts at a structural unit of its document.

    That is a heading, a numbered paragraph or clause (not a bullet), a defined term's entry or
    a judgment's numbered paragraph: what the document's own structure opens. The document
    start, a paragraph (blank line, quotation, table), line, sentence, word or table-row cut, a
    bullet, and the front and end matter (preamble, table of contents, recitals, citations,
    enacting formula, signatures) are not: a document whose chunks all start there was cut by
    size and layout alone.
    """
    boundary = chunk.boundary
    if boundary.kind in _STRUCTURAL_KINDS:
        return True
    if boundary.kind is BoundaryKind.NUMBERED:
        return boundary.rule != "bullet"
    return boundary.kind is BoundaryKind.UNIT and boundary.rule in _STRUCTURAL_UNIT_RULES


def over_embed_limit(document: Document, chunk_set: ChunkSet, config: ChunkingConfig) -> list[int]:
    """Indexes of the chunks whose embedding text is over ``config.embed_limit`` tokens."""
    from inspector.engine.overlap import EmbedTextBuilder
    from inspector.engine.records import embed_token_count

    if not config.embed_limit:
        return []
    builder = EmbedTextBuilder(document, chunk_set, config)
    over: list[int] = []
    for index, chunk in enumerate(chunk_set.chunks):
        if embed_token_count(*builder.pieces_of(index), chunk.token_count) > config.embed_limit:
            over.append(index)
    return over


def starts_mid_sentence(judge: CutJudge, chunk: Chunk) -> bool:
    """Whether ``chunk`` starts mid-sentence outside an oversize unit.

    Only a chunk that starts a unit (a heading, a unit cue, the document start) is judged: the
    other chunks are parts of a unit over its maximum, cut at its strongest boundaries, which
    score.py's ``cutok`` accepts inside a unit too big to fit.
    """
    return chunk.boundary.kind in _UNIT_STARTS and not judge.is_clean_cut(chunk.start)


def _with_flags(stats: ChunkStats) -> ChunkStats:
    flags: list[str] = []
    if stats.count and stats.under_50 / stats.count > SMALL_SHARE_FLAG:
        share = 100 * stats.under_50 / stats.count
        flags.append(f"many chunks under {SMALL_TOKENS} tokens: {stats.under_50} ({share:.0f}%)")
    if stats.over_max:
        flags.append(f"chunks over their maximum: {stats.over_max}")
    if stats.over_embed_limit:
        flags.append(
            f"chunks over the embedding limit of {stats.embed_limit} tokens: "
            f"{stats.over_embed_limit}"
        )
    if stats.duplicates:
        flags.append(f"identical chunks across documents: {stats.duplicates}")
    if stats.mid_sentence_starts:
        flags.append(f"chunks starting mid-sentence: {stats.mid_sentence_starts}")
    if stats.stranded_headings:
        alone = f" ({stats.heading_only_chunks} heading-only)" if stats.heading_only_chunks else ""
        flags.append(f"stranded headings: {stats.stranded_headings}{alone}")
    if stats.unstructured:
        flags.append(
            f"no structure found in {_listed(stats.unstructured)}: every chunk starts at a size"
            " or paragraph cut, the document start or its front matter"
        )
    for name, marks in stats.damaged[:_LISTED_DOCUMENTS]:
        flags.append(f"damaged text layer in {name}: {marks}")
    if len(stats.damaged) > _LISTED_DOCUMENTS:
        rest = len(stats.damaged) - _LISTED_DOCUMENTS
        flags.append(f"damaged text layer in {rest} more documents")
    return replace(stats, red_flags=tuple(flags))


def _listed(names: Sequence[str]) -> str:
    """Up to ``_LISTED_DOCUMENTS`` names, then how many more ("a.pdf, b.txt and 2 more")."""
    shown = ", ".join(names[:_LISTED_DOCUMENTS])
    rest = len(names) - _LISTED_DOCUMENTS
    return f"{shown} and {rest} more" if rest > 0 else shown


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
        f"heading-only chunks: {stats.heading_only_chunks}",
    ]
    if stats.embed_limit:
        lines.append(
            f"chunks over the embedding limit ({stats.embed_limit} tokens): "
            f"{stats.over_embed_limit}"
        )
    lines += [f"red flag: {flag}" for flag in stats.red_flags] or ["red flags: none"]
    return "\n".join(lines)
