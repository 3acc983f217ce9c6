"""Scan the key layer into segments: the lines where a chunk may start, classified, with tokens.

A *segment* runs from one candidate line start to the next. Candidates are found by a few
regex passes over the whole key text (C speed) rather than a Python loop over every line:
paragraph starts (after a blank line, or a block start), lines after a finished sentence, lines
whose start matches a heading or numbering label (one combined prefilter), and the rows of
tables. Only the candidates are then classified in Python.

Token counts: each segment is encoded once (cl100k, key layer, excluded spans left out).
Segments begin at the start of a non-blank line, which is always a boundary of cl100k's
pre-tokeniser (whitespace-only lines join the segment before them), so the tokens of a run of
segments are exactly the sum of their counts: chunk sizes are sums, never re-encodings.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from inspector.document.markup.structure import HEADING_UNITS, NOTE_UNIT
from inspector.document.model import Document
from inspector.engine.line_context import (
    CLOSING,
    is_page_number_line,
    previous_line,
    with_title_lines,
)
from inspector.engine.lines import (
    continues,
    heading_like,
    is_section_title,
    is_title_like,
    line_tail,
    mostly_figures,
)
from inspector.engine.rules import CompiledRules, HeadingMatch, HeadingRule
from inspector.engine.segment import Segment
from inspector.engine.spans import (
    Spans,
    block_spans,
    excluded_key_ranges,
    kept_text,
    merged_ranges,
)
from inspector.engine.types import BoundaryKind

_BLANK_RUN = re.compile(r"\n[^\S\n]*\n(?:[^\S\n]*\n)*")
# A newline after a finished sentence (one closing quote or bracket and one space allowed),
# written newline-first so the regex engine can jump from newline to newline.
_AFTER_SENTENCE = re.compile(
    r"\n(?:(?<=[.;:!?؟…]\n)|(?<=[.;:!?؟…][\"'”’»)\]]\n)|(?<=[.;:!?؟…][ \t\u00a0]\n)"
    r"|(?<=[.;:!?؟…][\"'”’»)\]][ \t\u00a0]\n))(?=[^\S\n]*\S)"
)
_MD_HEADING = re.compile(r"\n[^\S\n]{0,3}#{1,6}[^\S\n]+\S")
_MARKUP_NOTE = (NOTE_UNIT, False)
"""The markup unit (``BlockSpans.markup``) of an authorial note's block."""
_START = re.Match.start
_END = re.Match.end
_CONTENT = re.compile(r"\S")
_LIST_JOINERS = ("and", "or", "et", "ou", "و", "أو", ";", ",")
_BLOCK_HEADING = HeadingRule("block_heading", "any", "section", 4, "")
_MARKDOWN_HEADING = HeadingRule("markdown_heading", "any", "section", 4, "")
_NUMBERED_HEADING = HeadingRule("numbered_heading", "any", "clause", 6, "")
_MARKUP_UNIT_NAMES = {
    "attachment": "annex",
    "tome": "book",
    "subtitle": "title",
    "subchapter": "chapter",
    "division": "chapter",
    "subpart": "section",
    "subdivision": "subsection",
    "rule": "article",
    "level": "section",
    "hcontainer": "section",
}
"""Markup units under the name of the engine's unit of the same rank."""
_MARKUP_RULES = {
    unit: HeadingRule(f"markup_{unit}", "any", _MARKUP_UNIT_NAMES.get(unit, unit), rank, "")
    for unit, rank in HEADING_UNITS.items()
}
"""The heading rule of each markup unit (``Scanner._markup_heading``); the name is the
boundary's provenance."""
# A term, a colon and a value of three words or more: a list item of definitions, not a title.
# ("Ground 1: the judge erred in law", a numbered issue, is a judgment's heading.)
_TERM_AND_VALUE = re.compile(r"[^\W\d][^\S\n]*:[^\S\n]+\S+(?:[^\S\n]+\S+){2}")
_BARE_NUMBER_TITLE = re.compile(r"([0-9]{1,4}[A-Z]{0,2})[^\S\n]+([A-Z][^\n]*)")


TOC_RULE = "toc"
"""The rule of the segment that opens a table of contents (``toc_ranges``)."""
TOC_LINE = "toc_line"
"""The rule of the segments of a table of contents' other lines: places to split it, no more."""
TOC_ENTRY = "toc_entry"
_TOC_GAP = 2
_JOINED_ITEM_LINES = 4
"""Lines of a wrapped list item read back to its label (``Scanner._after_joined_item``)."""
_TOC_SHARE = 0.3
_TOC_PAGE_WORDS = frozenset({"page", "pages", "p.", "pp.", "pagination", "الصفحة", "صفحة"})
_TOC_LIST_LINE = 160
"""Characters of a line at most, for a heading listed in a table of contents."""
_LINES = re.compile(r"[^\n]+")
_TOC_WORDS = re.compile(r"[^\W\d_]{2,}")  # a word at least
_EASTERN = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")


class Scanner:
    """Finds and classifies the candidate line starts of one document's key layer."""

    def __init__(self, document: Document, rules: CompiledRules, language: str) -> None:
        self.key = document.key.text
        self.rules = rules
        self.order = rules.heading_order(language)
        self._match_heading = rules.heading_matcher(self.order)
        self._match_number = rules.match_number
        self.blocks = block_spans(document)
        self.excluded = excluded_key_ranges(document)
        self._excluded = Spans(self.excluded)
        self._tables = Spans(self.blocks.tables)
        self._quotes = Spans(self.blocks.quotes)
        self._heading_blocks = Spans(self.blocks.headings)
        self._skipped = Spans(self.blocks.skipped)
        self.tocs = toc_ranges(self.key, rules, self._tables, self._match_heading)
        self._toc = Spans(self.tocs)
        self._toc_opened = -1  # index of the last table of contents given a segment
        self._last_label: dict[str, str] = {}
        self._page_starts = [document.key.key_offset(p.text_start) for p in document.pages[1:]]
        self._label_line: tuple[Segment | None, int] = (None, -1)
        self._listed_at = -1  # start of the last annex line read as a list item
        blocks = self.blocks
        # Most candidate lines lie in no table, quote, heading block or excluded text: one
        # binary search in the union of those ranges sends them straight to ``_plain``.
        self._specials = Spans(
            merged_ranges(
                [
                    *self.excluded,
                    *blocks.tables,
                    *blocks.quotes,
                    *blocks.headings,
                    *blocks.skipped,
                    *self.tocs,
                ]
            )
        )
        self._has_specials = bool(self._specials.ranges)
        # Authorial notes the markup marks: a paragraph whatever their words ("Section 1").
        self._notes = frozenset(
            pos for pos, unit in self.blocks.markup.items() if unit == _MARKUP_NOTE
        )

    def scan(self) -> list[Segment]:
        """The segments of the document, in order (token counts 0: see ``Segment``)."""
        key = self.key
        para = {0, *self.blocks.starts}
        # map() over the match method keeps these per-match loops in C.
        para.update(map(_END, _BLANK_RUN.finditer(key)))
        first_content = _CONTENT.search(key)
        if first_content is not None:  # the first non-blank line begins a paragraph
            para.add(key.rfind("\n", 0, first_content.start()) + 1)
        # Text right after page furniture starts afresh (the furniture is not in the chunks).
        para.update(end for _, end in self.excluded if end < len(key) and key[end - 1] == "\n")
        para.difference_update(self._page_continuations())
        line = set(map(_END, _AFTER_SENTENCE.finditer(key)))
        labelled = set(map(_START, self.rules.prefilter.finditer("\n" + key)))
        if "#" in key:  # a memchr-speed test skips the Markdown pass for most texts (1%)
            labelled.update(m.start() + 1 for m in _MD_HEADING.finditer(key))
        labelled.add(0)
        candidates = sorted(para.union(line, labelled, self._table_rows()))
        segments: list[Segment] = []
        append = segments.append
        find = key.find
        plain = self._plain
        specials = self._specials.find if self._has_specials else None
        length = len(key)
        for pos in candidates:
            line_end = find("\n", pos)
            if line_end == -1:
                line_end = length
            stripped = key[pos:line_end].lstrip()
            if not stripped:
                continue  # a blank line starts nothing
            content = line_end - len(stripped)
            if specials is None or specials(pos) < 0:
                # Most lines lie in no table, quote, heading block or excluded text.
                segment = plain(
                    pos, content, stripped, pos in para, pos in line, pos in labelled, segments
                )
            else:
                flags = (pos in para, pos in line, pos in labelled)
                segment = self._special(pos, content, stripped, flags, segments)
            if segment is not None:
                append(segment)
        if not segments:
            return []
        segments = with_title_lines(key, segments)
        segments[0].start = 0  # leading blank lines belong to the first segment
        for current, following in itertools.pairwise(segments):
            current.end = following.start
        segments[-1].end = len(key)
        if self.excluded:
            segments = self._without_blank(segments)
        return segments

    def _page_continuations(self) -> list[int]:
        """Starts of the first lines of pages that carry on a sentence of the page before.

        A page break is no paragraph break: the first kept line of a page (after the running
        header, with page numbers and footers of the page before skipped) continues the last
        kept line of the page before when that line ends mid-sentence (no closing punctuation)
        and the new line starts with a lower-case letter, or with no capital (Arabic, a
        digit) after an old line ending on a word that runs on ("and", "of", "في", a comma: the
        ``line_continues`` cue; "... those objectives," then "HAVE ADOPTED THIS REGULATION:"
        still starts afresh). Such a line starts no paragraph, so a unit too big to fit is not
        cut there, in mid-sentence.
        """
        out: list[int] = []
        key = self.key
        for page_start in self._page_starts:
            pos = self._kept_line_at_or_after(page_start)
            if pos < 0:
                continue
            before = self._kept_line_before(page_start)
            if before is None:
                continue
            line_end = key.find("\n", pos)
            first = key[pos : len(key) if line_end == -1 else line_end].lstrip()
            if before[-1] in CLOSING:
                continue
            if first[:1].islower() or (
                not first[:1].isupper() and self.rules.cue("line_continues", line_tail(before))
            ):
                out.append(pos)
        return out

    def _table_header_line(self, table: int) -> str:
        """The first row of table ``table``, stripped."""
        start, end = self.blocks.tables[table]
        line_end = self.key.find("\n", start, end)
        return self.key[start : end if line_end == -1 else line_end].strip()

    def _kept_line_at_or_after(self, pos: int) -> int:
        """Start of the first line at or after ``pos`` with kept (not excluded) text, or -1."""
        key = self.key
        length = len(key)
        for _ in range(12):  # a running header, blank lines, then the text
            if pos >= length:
                break
            line_end = key.find("\n", pos)
            if line_end == -1:
                line_end = length
            line = key[pos:line_end]
            stripped = line.lstrip()
            if stripped and self._excluded.find(pos + len(line) - len(stripped)) < 0:
                return pos
            pos = line_end + 1
        return -1

    def _kept_line_before(self, pos: int) -> str | None:
        """The stripped text of the last line before ``pos`` with kept text (a few tried)."""
        key = self.key
        for _ in range(12):  # a page number, a running footer, blank lines, then the text
            found = previous_line(key, pos, skip_page_numbers=True)
            if found is None:
                return None
            start, line = found
            if self._excluded.find(key.index(line[0], start)) < 0:
                return line
            pos = start
        return None

    def _without_blank(self, segments: list[Segment]) -> list[Segment]:
        """The segments, those blank once excluded text is removed joined to the one before.

        A segment must begin at a line with kept text (see the module docstring).
        """
        out: list[Segment] = []
        for segment in segments:
            kept = kept_text(self.key, segment.content, segment.end, self.excluded)
            if out and (not kept.strip() or self._line_left_out(segment.content)):
                out[-1].end = segment.end
                continue
            out.append(segment)
        return out

    def _line_left_out(self, pos: int) -> bool:
        """Whether the line from ``pos`` starts in excluded text and has no kept text after.

        Page furniture is a whole line; a Markdown heading's "## " marker is excluded text
        that starts a line whose words are kept, and that line is read as any other.
        """
        found = self._excluded.find(pos)
        if found < 0:
            return False
        line_end = self.key.find("\n", pos)
        line_end = len(self.key) if line_end == -1 else line_end
        return (
            self.excluded[found][1] >= line_end
            or not kept_text(self.key, pos, line_end, self.excluded).strip()
        )

    def _table_rows(self) -> set[int]:
        rows: set[int] = set()
        for start, end in self.blocks.tables:
            rows.add(start)
            pos = self.key.find("\n", start, end)
            while pos != -1 and pos + 1 < end:
                rows.add(pos + 1)
                pos = self.key.find("\n", pos + 1, end)
        return rows

    def _special(
        self,
        pos: int,
        content: int,
        stripped: str,
        flags: tuple[bool, bool, bool],
        previous: list[Segment],
    ) -> Segment | None:
        """Classify a non-blank line in a table, quote, heading block or excluded text."""
        is_para, after_sentence, labelled = flags
        if self._line_left_out(pos) or self._skipped.find(pos) >= 0:
            return None
        toc = self._toc.find(pos)
        if toc >= 0:
            if toc == self._toc_opened:
                # an entry of a table of contents opens no unit; its line is where a long
                # table is split (a table's row, a line of a page's list)
                return Segment(pos, pos, content, BoundaryKind.LINE, TOC_LINE, False)
            self._toc_opened = toc
            return Segment(pos, pos, content, BoundaryKind.PARAGRAPH, TOC_RULE, True)
        table = self._tables.find(pos)
        if table >= 0:
            if pos in self.blocks.table_breaks and (
                _has_empty_cell(stripped) or self._table_header_line(table) == stripped.rstrip()
            ):
                # The rest of a row broken over the page stays with its row; the header row
                # repeated on the new page starts no part (each part repeats it anyway).
                return None
            first = self.blocks.tables[table][0] == pos
            kind = BoundaryKind.PARAGRAPH if first else BoundaryKind.TABLE_ROW
            segment = Segment(pos, pos, content, kind, "table" if first else "table_row", first)
            segment.table, segment.table_header = table, first
            return segment
        heading_block = self._heading_blocks.find(pos)
        if heading_block >= 0:
            if self.blocks.headings[heading_block][0] != pos:
                return None  # a wrapped heading continues its first line
            markup = self.blocks.markup.get(pos)
            if (
                markup is not None
                and markup[0] in HEADING_UNITS
                and (markup[1] or self._generic_heading_ok(pos, stripped, block_heading=True))
            ):
                # an unnumbered one must read as a heading: converters also mark a
                # paragraph's run-on text as a <heading>
                return self._markup_heading(pos, content, stripped, markup)
            heading = self._heading_segment(pos, content, stripped, block_heading=True)
            if heading is not None:
                return heading
            is_para, labelled = True, True  # a long "heading" block is read as a paragraph
        if self._quotes.find(pos) >= 0:
            if not is_para:
                return None  # quoted text has no structure of this document
            return Segment(pos, pos, content, BoundaryKind.PARAGRAPH, "quote", True)
        return self._plain(pos, content, stripped, is_para, after_sentence, labelled, previous)

    def _markup_heading(
        self, pos: int, content: int, stripped: str, markup: tuple[str, bool]
    ) -> Segment:
        """A heading the source's markup names, ahead of the text patterns.

        An Akoma Ntoso ``article``, a EUR-Lex ``oj-ti-art``...: its rule is ``markup_<unit>``
        with the unit's rank (``markup_structure.HEADING_UNITS``). A numbered unit's first
        line is its label (the title follows on the next line, which the structure reads as
        for any heading); an unnumbered one's line is its title.
        """
        unit, numbered = markup
        rule = _MARKUP_RULES[unit]
        line = stripped.split("\n", 1)[0].rstrip()
        if numbered:
            match = HeadingMatch(rule, " ".join(line.split()), "", (0, len(line)), (0, 0))
        else:
            match = HeadingMatch(rule, "", " ".join(line.split()), (0, 0), (0, len(line)))
        segment = Segment(pos, pos, content, BoundaryKind.HEADING, rule.name, True)
        segment.heading = match
        segment.match_base = content
        level = self.blocks.heading_level.get(pos)
        segment.heading_level = level if level is not None else 0
        return segment

    def _plain(
        self,
        pos: int,
        content: int,
        stripped: str,
        is_para: bool,
        after_sentence: bool,
        labelled: bool,
        previous: list[Segment],
    ) -> Segment | None:
        """Classify a line outside tables, quotes, heading blocks and excluded text."""
        if (
            previous
            and previous[-1].number is not None
            and self._after_label_line(previous[-1], pos)
        ):
            return None  # "1. \nThe Court ...": the text belongs to its label line
        if is_para and pos in self._notes:
            # an authorial note the markup marks ("Section 1", "(introduced by section 22)"
            # under a schedule's title): no heading, and its provenance tells the structure
            # pass that a note under a heading is no body of it
            return Segment(pos, pos, content, BoundaryKind.PARAGRAPH, "markup_note", True)
        if labelled:
            found = self._labelled_segment(pos, content, stripped, is_para, previous)
            if found is not None:
                return found
        if is_para:
            return Segment(pos, pos, content, BoundaryKind.PARAGRAPH, "blank_line", True)
        if after_sentence:
            return Segment(pos, pos, content, BoundaryKind.LINE, "line_end", False)
        return None

    def _labelled_segment(
        self, pos: int, content: int, stripped: str, is_para: bool, previous: list[Segment]
    ) -> Segment | None:
        if stripped[0] == "#":
            heading = self._heading_segment(pos, content, stripped, block_heading=False)
        else:  # the common case of _heading_segment, without its Markdown and block steps
            match = self._match_heading(stripped)
            heading = None
            if match is not None:
                heading = Segment(pos, pos, content, BoundaryKind.HEADING, match.rule.name, True)
                heading.heading, heading.match_base = match, content
        if heading is not None and heading.heading is not None:
            in_context = (
                heading.heading_level is not None
                or not heading.heading.title
                or is_para
                or self._follows_closed_line(pos, previous, lists=False)
            )
            listed = self._listed(pos, heading.heading)
            if in_context and not self._after_run_on(pos) and not listed:
                heading.para_start = is_para
                return heading
        number = self._match_number(stripped)
        if number is None:
            return None
        titled = self._titled_clause(pos, content, stripped, number.label)
        if titled is not None:
            return titled
        last = self._last_label.get(number.rule.name, "")
        if (
            is_para
            or continues(last, number.label)
            or self._follows_closed_line(pos, previous, lists=True)
        ):
            self._last_label[number.rule.name] = number.label
            segment = Segment(pos, pos, content, BoundaryKind.NUMBERED, number.rule.name, is_para)
            segment.number = number
            markup = self.blocks.markup.get(pos) if is_para else None
            if markup is not None and markup[1]:
                segment.rule = f"markup_{markup[0]}"  # the markup numbers it: provenance
            # Whether the label stands alone on its line, found once (see _after_label_line).
            # ``stripped`` is the line from ``content`` to its newline (or the end of the key).
            end = content + len(stripped)
            alone = end < len(self.key) and stripped.rstrip() == number.label
            self._label_line = (segment, end if alone else -1)
            return segment
        return None

    def _titled_clause(self, pos: int, content: int, stripped: str, label: str) -> Segment | None:
        """A clause number and a title alone on a line, its first sub-clause below it.

        "2. Effective Date and Term" over "2.1 This Agreement ...": a clause heading even where
        the loader did not set it in a heading font (no heading block).
        """
        if not label.endswith(".") or not label[:-1].isdigit():
            return None
        line = stripped.split("\n", 1)[0].strip()
        title = line[len(label) :].strip()
        if not is_title_like(title) or title.isupper() or not title[0].isupper():
            # capitals: the en_caps_clause rule's case; a title in a script without capitals
            # may translate the heading above it ("1. DEFINITIONS" then "١. التعريفات")
            return None
        line_end = self.key.find("\n", content)
        if line_end == -1:
            return None
        following = self.key[line_end : line_end + 200].lstrip()
        if not following.startswith(label + "1"):
            return None
        segment = Segment(pos, pos, content, BoundaryKind.HEADING, _NUMBERED_HEADING.name, True)
        title = " ".join(title.split())
        segment.heading = HeadingMatch(_NUMBERED_HEADING, label.rstrip("."), title)
        segment.match_base = content
        return segment

    def _after_label_line(self, segment: Segment, pos: int) -> bool:
        """Whether ``segment`` is a number label alone on its line, directly before ``pos``."""
        if self._label_line[0] is not segment:
            return _label_only(segment, self.key, pos)
        end = self._label_line[1]
        return 0 <= end < pos and not self.key[end:pos].strip()

    def _heading_segment(
        self, pos: int, content: int, stripped: str, *, block_heading: bool
    ) -> Segment | None:
        md_level = None
        base = content
        if stripped.startswith("#"):
            hashes = len(stripped) - len(stripped.lstrip("#"))
            if hashes <= 6 and stripped[hashes : hashes + 1] in (" ", "\t"):
                rest = stripped[hashes:].lstrip()
                md_level, base = hashes, content + len(stripped) - len(rest)
                stripped = rest
        match = self.rules.match_heading(stripped, self.order)
        if match is None and block_heading:
            # "البند ألاول استلام و تسليم الماجور." set as a heading: its label opens a clause
            match = self.rules.match_caseless_heading(stripped, self.order)
        level = self.blocks.heading_level.get(pos) if block_heading else md_level
        if match is not None and (
            (self._after_run_on(pos) and not (block_heading and self._after_joined_item(pos)))
            or self._listed(pos, match)
        ):
            # "... set forth on" / "EXHIBIT I.": a reference in a sentence; but a heading block
            # after a list item joined to its next ("(aa) ... orders),") is a heading: an
            # amending Act quotes such an item, cut where the amendment ends
            return None
        if match is None:
            if not block_heading and md_level is None:
                return None
            if not self._generic_heading_ok(pos, stripped, block_heading=block_heading):
                return None  # a paragraph set in a heading style (or mis-detected as one)
            match = self._generic_heading(stripped, block_heading=block_heading)
        segment = Segment(pos, pos, content, BoundaryKind.HEADING, match.rule.name, True)
        segment.heading = match
        segment.match_base = base
        if block_heading or md_level is not None:
            segment.heading_level = level if level is not None else 0
        return segment

    def _generic_heading_ok(self, pos: int, text: str, *, block_heading: bool) -> bool:
        """Whether a heading block (or Markdown heading) no rule names reads as a heading.

        Loaders find heading blocks from styles and fonts, which also mark italic citations
        and bold sentences. Such a block is a heading when it is short, reads like a title (or
        follows a finished line), and is not a sub-clause number ("7.2 ...": numbered). A bare
        number and a section title ("42 Provision by pastoral church buildings scheme for ...")
        may be longer than other headings.
        """
        bare = _BARE_NUMBER_TITLE.fullmatch(text.strip())
        if bare is not None and block_heading and is_section_title(bare.group(2)):
            # Its own last word may be "on" ("... after undertaking relied on"): the number opens
            # a heading, so only a line before it that runs on makes it a wrapped sentence --
            # unless that line is a list item joined to the list's next item ("(aa) ..., and").
            return not self._after_run_on(pos) or self._after_joined_item(pos)
        if not heading_like(text) or mostly_figures(text):
            return False  # too long; "US$0 -- $999,999 40%": a table row of amounts
        if self.rules.cue("stamp", text) is not None or self._runs_on(pos, text):
            return False  # "CONFIDENTIAL"; a wrapped line of a clause set in capitals
        number = self.rules.match_number(text)
        if number is None and self._introduced(pos):
            return False  # "... will be:" / "TWO HUNDRED THOUSAND EUROS": the sentence's end
        if number is None and self._after_column_label(pos):
            return False  # "A" / "DOCUMENTS PRODUITS": a flattened table's header cell
        if number is not None and number.rule.scheme == "decimal" and block_heading:
            return False
        if number is not None and _TERM_AND_VALUE.search(text, len(number.label)):
            return False  # "6- المؤسسات الاجتماعية : كل منشأة ...": a numbered definition
        if is_title_like(text) or not block_heading:
            return True
        return text[:1].isalnum() and self._follows_closed_line(pos, [], lists=False)

    def _introduced(self, pos: int) -> bool:
        """Whether the line before ``pos`` is a sentence that a colon leaves open.

        "The total amount to be paid will be:" (a lower-case word before the colon) goes on
        in the line after it, however that line is set. "WITNESSETH:" and "RECITALS:" (in
        capitals) are headings themselves, and a script without case (Arabic) tells nothing.
        """
        found = previous_line(self.key, pos, skip_page_numbers=True)
        if found is None or not found[1].endswith(":"):
            return False
        words = found[1][:-1].split()
        return len(words) >= 3 and words[-1][:1].islower()

    def _after_column_label(self, pos: int) -> bool:
        """Whether the line before ``pos`` is a table's column letter alone ("A", "أ")."""
        found = previous_line(self.key, pos, skip_page_numbers=True)
        return found is not None and self.rules.cue("column_label", found[1]) is not None

    def _after_run_on(self, pos: int) -> bool:
        """Whether the line before ``pos`` runs on into it: a label there is a reference.

        "... as set forth on" / "EXHIBIT I, About shall ...": no heading.
        """
        found = previous_line(self.key, pos, skip_page_numbers=True)
        return (
            found is not None and self.rules.cue("line_continues", line_tail(found[1])) is not None
        )

    def _after_joined_item(self, pos: int) -> bool:
        """Whether the lines before ``pos`` end a list item with "..., and" / "; or".

        The item may be wrapped over a few lines ("(aa) it appears ... in" / "order to ...,
        or"): its lines back to its label are read as one (``_JOINED_ITEM_LINES`` at most).
        """
        found = previous_line(self.key, pos, skip_page_numbers=True)
        if found is None or self.rules.cue("line_continues", line_tail(found[1])) is None:
            return False
        text = found[1]
        for _ in range(_JOINED_ITEM_LINES):
            if self.rules.cue("item_joined", text) is not None:
                return True
            found = previous_line(self.key, found[0], skip_page_numbers=True)
            if found is None or found[1][-1] in CLOSING:
                return False  # the item would start in a finished sentence
            text = f"{found[1]} {text}"
        return False

    def _listed(self, pos: int, match: HeadingMatch | None) -> bool:
        """Whether an annex label with its title on its line is an item of a list of annexes.

        "The following Exhibits are attached to this Agreement:" then "Exhibit A - Common
        Carrier Pipeline", "Exhibit B - Rate Table": references in a clause, not annexes (a
        clause numbered after them would fall inside the first "annex"). The first item
        follows a line ending with a colon, each next one the item before it.
        """
        if match is None or match.rule.rank != 0 or not match.title:
            return False
        found = previous_line(self.key, pos, skip_page_numbers=True)
        if found is None:
            return False
        if found[1].endswith(":") or found[0] == self._listed_at:
            self._listed_at = pos
            return True
        return False

    def _runs_on(self, pos: int, text: str) -> bool:
        """Whether a heading block at ``pos`` is running text: it or the line before it runs on.

        "... EXPRESS OR" / "IMPLIED, INCLUDING ... FOR A PARTICULAR" / "PURPOSE, ...": a
        disclaimer in capitals wrapped over lines the loader set as heading blocks.
        """
        if self.rules.cue("line_continues", line_tail(text)) is not None:
            return True
        found = previous_line(self.key, pos, skip_page_numbers=True)
        return (
            found is not None and self.rules.cue("line_continues", line_tail(found[1])) is not None
        )

    def _generic_heading(self, text: str, *, block_heading: bool) -> HeadingMatch:
        """A heading block or Markdown heading no rule names: numbered ones are clauses."""
        number = self.rules.match_number(text)
        if number is not None and number.rule.scheme in ("digit_dot", "decimal"):
            title = " ".join(text[len(number.label) :].split())
            return HeadingMatch(_NUMBERED_HEADING, number.label.rstrip(".)"), title)
        bare = _BARE_NUMBER_TITLE.fullmatch(text.strip())
        if bare is not None and is_section_title(bare.group(2)):
            # A UK statute's section: "5 Interpretation", "12A Meaning of “relevant body”".
            return HeadingMatch(_NUMBERED_HEADING, bare.group(1), " ".join(bare.group(2).split()))
        rule = _BLOCK_HEADING if block_heading else _MARKDOWN_HEADING
        return HeadingMatch(rule, "", " ".join(text.split()))

    def _follows_closed_line(self, pos: int, previous: list[Segment], *, lists: bool) -> bool:
        """Whether the previous non-blank line ends a sentence or item, or is a heading.

        Page-number lines are skipped; a heading may follow the heading just found.
        """
        found = previous_line(self.key, pos, skip_page_numbers=True)
        if found is None:
            return True
        start, line = found
        if line[-1] in CLOSING:
            return True
        if previous and previous[-1].kind is BoundaryKind.HEADING and previous[-1].start == start:
            return True
        return lists and line.endswith(_LIST_JOINERS)


def toc_ranges(
    key: str,
    rules: CompiledRules,
    tables: Spans,
    match_heading: Callable[[str], HeadingMatch | None] | None = None,
) -> list[tuple[int, int]]:
    """Key ranges ``[start, end)`` of the tables of contents, sorted and disjoint.

    A table of contents is a run of entry lines: lines that match a ``toc_entry`` cue (a
    heading-like line ending in a page number or a range of pages, ``toc_entry``, or in the
    range of provisions its heading spans, ``toc_provisions``: "(20-26)", "(articles 1 à 5)"),
    with at most ``_TOC_GAP`` other non-blank lines between two of them (a stamp, a page's
    roman number, a table's repeated header row), the numbers never going down. It holds at
    least three entries and begins in the first ``_TOC_SHARE`` of the text, or at least two
    under a line matching ``toc_heading`` ("TABLE OF CONTENTS", "Sommaire", "فهرس
    الموضوعات"), which is taken in with a "Page" line below it. Lines whose number is a
    reference (``toc_reference``: "... under Section 5") are no entries. The rows of a table
    are entries too ("Section 1 : Dispositions générales | 12-14 | 04"), but a run of table
    rows only is a table of contents only under its heading: a price list's rows end in
    numbers as well.

    With ``match_heading`` (the document's heading rules), the heading lines listed with no
    number at all right under a ``toc_heading`` are a table of contents too (``_heading_list``).
    """
    if "\n" not in key:
        return []
    found: dict[int, tuple[int, int, int, bool]] = {}  # line start -> (start, end, page, row)
    for name in rules.cue_names(TOC_ENTRY):
        for match in rules.cue_regex(name).finditer(key):
            start = key.rfind("\n", 0, match.start()) + 1
            if start in found or _TOC_WORDS.search(key, start, match.start()) is None:
                continue
            line = key[start : match.end()].strip()
            if rules.cue("toc_reference", line) is not None or is_page_number_line(line):
                continue  # "... under Section 5"; "Page 2 of 9" numbers its own page
            if match_heading is not None and _label_alone(match_heading(line)):
                continue  # "Article L. 324-1": a provision's own label, its number no page
            page = match.groupdict().get("page") or match.groupdict().get("first") or "i"
            number = int(page.translate(_EASTERN)) if page[0] not in "ivxlc" else -1
            found[start] = (start, match.end(), number, tables.find(start) >= 0)
    entries = [found[start] for start in sorted(found)]
    ranges: list[tuple[int, int]] = []
    run: list[tuple[int, int, int, bool]] = []
    for entry in [*entries, (len(key) + 1, len(key) + 1, -2, False)]:
        if run and entry[2] != -2:
            between = key[run[-1][1] : entry[0]]
            last_page = max((e[2] for e in run), default=-1)
            if _non_blank_lines(between) <= _TOC_GAP and not (0 <= entry[2] < last_page):
                run.append(entry)
                continue
        if run:
            toc = _toc_range(key, rules, run)
            if toc is not None:
                ranges.append(toc)
        run = [entry]
    if match_heading is not None:
        ranges = sorted([*ranges, *_heading_lists(key, rules, match_heading, Spans(ranges))])
    return ranges


def _heading_lists(
    key: str,
    rules: CompiledRules,
    match_heading: Callable[[str], HeadingMatch | None],
    taken: Spans,
) -> list[tuple[int, int]]:
    """Tables of contents that list heading lines only, under a ``toc_heading`` line.

    "CONTENTS", then "Part 1 Preliminary", "Part 2 Licences", ... each a heading by the rules
    and nothing else on its line, at least two of them, in the first ``_TOC_SHARE`` of the
    text. The list ends before the first line that is no such heading, or that repeats the
    first entry's label (the text itself begins: "Part 1" again); the first entry's label must
    open a line again after the list (a contents table lists the document's own headings).
    """
    found: list[tuple[int, int]] = []
    limit = int(_TOC_SHARE * len(key))
    pos = 0
    while pos < limit:
        end = key.find("\n", pos)
        end = len(key) if end == -1 else end
        line = key[pos:end].strip()
        if line and taken.find(pos) < 0 and rules.cue("toc_heading", line) is not None:
            listed = _heading_list(key, end, match_heading)
            if listed is not None and taken.find(listed - 1) < 0:
                found.append((pos, listed))
                end = listed
        pos = end + 1
    return found


def _heading_list(
    key: str, pos: int, match_heading: Callable[[str], HeadingMatch | None]
) -> int | None:
    """Where the list of headings after ``pos`` ends, if there is one (``_heading_lists``)."""
    first, entries, last = "", 0, pos
    for match in _LINES.finditer(key, pos):
        line = match.group().strip()
        if not line or is_page_number_line(line):
            continue
        heading = match_heading(line) if len(line) <= _TOC_LIST_LINE else None
        if heading is None or not heading.label or line[-1] in ".;":
            break
        label = " ".join(heading.label.casefold().split())
        if entries and label == first:
            break
        first = first or label
        entries, last = entries + 1, match.end()
    if entries < 2:
        return None
    again = re.compile(r"(?im)^[^\S\n]*" + re.escape(first) + r"(?!\w)")
    return last if again.search(key, last) else None


def _toc_range(
    key: str, rules: CompiledRules, run: list[tuple[int, int, int, bool]]
) -> tuple[int, int] | None:
    """The range of a run of entries if it is a table of contents (see ``toc_ranges``)."""
    start = run[0][0]
    headed = False
    pos = start
    for _ in range(_TOC_GAP):  # "TABLE OF CONTENTS" / "Page" just above the first entry
        found = previous_line(key, pos, skip_page_numbers=False)
        if found is None:
            break
        line_start, line = found
        if rules.cue("toc_heading", line) is not None:
            start, headed = line_start, True
            break
        words = line.replace("|", " ").split()
        if not words or words[-1].casefold() not in _TOC_PAGE_WORDS:
            break  # "Page", or a table's header row "INTITULE | Articles | Page"
        pos = line_start
    if len(run) < (2 if headed else 3):
        return None
    if not headed and (start > _TOC_SHARE * len(key) or all(entry[3] for entry in run)):
        return None
    return start, run[-1][1]


def _label_alone(heading: HeadingMatch | None) -> bool:
    """Whether a line read as ``heading`` is a provision's label with no title.

    An entry of a table of contents names its heading and a page, so such a line is the
    heading itself ("Article L. 324-1": its number is no page).
    """
    return heading is not None and not heading.title


def _non_blank_lines(text: str) -> int:
    """Lines of ``text`` that are neither blank nor a page's number ("-ii-", "Page 3")."""
    return sum(1 for line in text.split("\n") if line.strip() and not is_page_number_line(line))


def _label_only(segment: Segment, key: str, pos: int) -> bool:
    """Whether ``segment`` is a number label alone on its line, directly before ``pos``."""
    assert segment.number is not None
    end = key.find("\n", segment.content, pos)
    if end == -1 or key[end:pos].strip():
        return False  # the segment runs on past its first line
    return key[segment.content : end].strip() == segment.number.label


def _has_empty_cell(row: str) -> bool:
    """Whether a table row (cells between "|") has a blank cell: "| each quarter."."""
    cells = row.strip().split("|")
    if row.strip().startswith("|") and row.strip().endswith("|") and len(cells) > 2:
        cells = cells[1:-1]  # a Markdown row's outer pipes
    return any(not cell.strip() for cell in cells)
