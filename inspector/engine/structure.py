"""Segments -> units, with the heading path and the numbering depth inside each unit.

Units are heading runs with their body, judgment paragraphs, recitals, citations, enacting
formulas, signature blocks and annexes; definitions are marked for splitting by term.

A *unit* is what a chunk holds whole when it fits its profile (see ``rules`` for the spec). A
run of consecutive headings (with a title line just before it, if any) and the body up to the
next heading form one unit, so a heading never ends a chunk. The first body segment of a unit
stays with its heading run: ``Unit.body`` is the first segment a split may start at.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from inspector.engine.amendments import QuotedAmendments
from inspector.engine.citation_format import arabic_ordinal, roman_value, word_number
from inspector.engine.config import ChunkingConfig
from inspector.engine.finishing import UnitFinisher
from inspector.engine.heading_ranks import GENERIC_HEADINGS, HeadingRanks
from inspector.engine.line_context import CLOSING, previous_line
from inspector.engine.lines import (
    is_judgment_heading,
    is_title_like,
    label_line_holds_body,
    line_at,
    line_tail,
    unspaced,
)
from inspector.engine.rules import (
    CompiledRules,
    HeadingMatch,
    HeadingRule,
    NumberingRule,
    NumberMatch,
)
from inspector.engine.scan import TOC_LINE, TOC_RULE
from inspector.engine.segment import Segment
from inspector.engine.spans import kept_text
from inspector.engine.types import BoundaryKind, ChunkType, DocumentType
from inspector.engine.units import Display, Unit, UnitKind, first_line_text, short

_BARE_NUMBER_HEADINGS = frozenset({"en_caps_clause", "numbered_heading", "emphasis_clause"})
"""Rules whose label is a bare number ("2", "2.1"): the unit's label names its kind."""
_DIGITS = re.compile(r"[0-9٠-٩۰-۹]+")
_ROLE_REGIONS = frozenset({"preamble", "recitals"})
_LAW_TYPES = frozenset({DocumentType.LEGISLATION, DocumentType.REGULATION})
_CLAUSE_ENDS = frozenset(",;،؛")
"""Marks that end one clause of a preamble's citations and announce the next."""
_INTRO_ENDS = (":", "—", "–")
"""How a recitals intro ends, announcing the recitals ("Whereas:", the UK's "WHEREAS—")."""
_INTRO_REST = re.compile(r"[^\S\n]*[:.—–-]?[^\S\n]*")
"""What may follow the name of the recitals on a line that introduces them alone."""
_RECITALS_INTRO = "recitals_heading"
"""The rule of a unit opened by a line naming the recitals alone ("Recitals" over "(1) ...")."""
_PREAMBLE_UNITS = frozenset({UnitKind.PREAMBLE, UnitKind.RECITAL, UnitKind.CITATIONS})
"""Units of the front matter an enacting formula closes (``_closes_preamble_unit``)."""
_MARKUP_PARAGRAPH = "markup_paragraph"
"""A numbered paragraph the source's markup marks (``scan``): a judgment's paragraph."""
_MARKUP_RECITAL = "markup_recital"
"""A numbered recital the source's markup marks (EUR-Lex ``rct_N``, Akoma Ntoso ``recital``)."""
_MARKUP_NOTE = "markup_note"
"""An authorial note the source's markup marks (``scan``): "(introduced by section 22)" under a
schedule's title, a footnote's text."""
_ROMAN = re.compile(r"[IVXLC]{2,7}|[IVX]")
"""A Roman numeral in an annex label; a lone "C" or "L" is a letter (EXHIBIT C)."""
_FIRST_WORDS = frozenset({"premier", "première", "1er", "1re", "ier", "unique", "one", "first"})
_SHORT_LINE = 60
"""Characters under which a line is a name or a title rather than a wrapped line of text."""
_QUOTE_WINDOW = 40
"""Segments after a judgment paragraph's number searched for the same number again."""
JUDGMENT_SECTION = HeadingRule("judgment_section", "any", "section", 4, "")
"""The rule of a judgment's section heading found by its words ("MOTIFS DE LA DÉCISION", "PAR
CES MOTIFS", "الأسباب"): a section, as a heading block no rule names is."""
_PARAGRAPH_LOOKAHEAD = 4
"""Segments after a judgment's heading searched for its next numbered paragraph."""
_HEADING_RUN = 4
"""Heading lines at most above a judgment paragraph that open its unit (``_heading_run``)."""
_SUBHEADING_ROLES = ("judgment_subheading", "judgment_visa")
_NUMBERED_PARAS = 5
"""Paragraphs numbered 1 to this, in order, that make a judgment's paragraphs numbered."""
_TEXT_WORDS = 10
"""Words from which a line ending a sentence is running text (``_is_running_text``)."""
_SIGNATURE_LINES = 2
"""Segments after a signature cue's within which a name set as a heading signs (``_signs``)."""
_NAME_WORDS = 6
"""Words of a signatory's name (``_signs``)."""
_SENTENCE_ENDS = frozenset(".!?؟")
BARE_PARAGRAPH = NumberingRule("judgment_bare_number", "digit_dot", "")
"""A judgment paragraph numbered with no dot ("28 The law of 8 December 1992 ..."), read as
"N." is: only as one of a run numbered 1, 2, 3 ... (``_bare_paragraphs``)."""
_LOOSE_HEADINGS = GENERIC_HEADINGS | {"numbered_heading"}
"""Headings found by their look alone, which a paragraph numbered with no dot may be read as."""
_LOOSE_NUMBERED = frozenset({"numbered_heading", "emphasis_clause"})
"""Bare-number heading rules of any language: a law's units so numbered are its sections."""
_BARE_NUMBER = re.compile(r"([0-9]{1,4})[^\S\n]+(?=[^\W\d_])")


class StructureBuilder:
    """Walks the segments of one document once and returns its units."""

    def __init__(
        self,
        key: str,
        segments: Sequence[Segment],
        config: ChunkingConfig,
        rules: CompiledRules,
        document_type: DocumentType,
        language: str,
        display: Display | None = None,
        excluded: Sequence[tuple[int, int]] = (),
    ) -> None:
        """``excluded``: key ranges of page furniture (sorted), which no heading or body holds."""
        self.key = key
        self.excluded = excluded
        self.display = display if display is not None else Display(key)
        self.segments = segments
        self.config = config
        self.rules = rules
        self.document_type = document_type
        self.language = language if language in ("en", "fr", "ar") else "en"
        self.ranks = HeadingRanks(segments)
        self.promoted = self.ranks.promoted
        self.units: list[Unit] = []
        self.path: list[tuple[float, str]] = []
        self._path_texts: tuple[str, ...] = ()
        self.region = "preamble"
        self.in_annex = False
        self.units_seen = False
        # Segment ranges [first, last) of the annexes after the units: an annex runs to the end,
        # or to a clause heading that goes on with the numbering of the clauses before it.
        self.annexes: list[list[int]] = []
        self.annex_label = ""
        self.annex_series = ""  # the heading rule that opened the current annex
        # Per annex heading rule ("en_appendix"): the last number it gave, and whether that
        # label was a part inside another annex rather than an annex of its own.
        self.series: dict[str, tuple[int, bool]] = {}
        self.last_unit_number = -1
        self.expected_para = 1
        self.recital_count = 0
        self.numbered_recital = False  # whether the last recital had a number label
        self.run_open = False
        self.formula_closed = False  # an enacting formula ended the current unit (_role_unit)
        self.section = 0
        self.pushed_at = -1  # the segment whose heading line the path ends with (-1: none)
        # A judgment's front matter (court, judges, parties, counsel) runs until its first
        # heading kept, numbered paragraph or line of running text (``_names_no_judgment_section``).
        self.front = document_type is DocumentType.JUDGMENT
        self.signed = False  # a name right under the open signature block's cue signed it
        self._numbered: bool | None = None  # _numbers_paragraphs, found on first use
        self._bare = False  # the paragraphs are numbered with no dot (_bare_paragraphs)
        self.amendments = QuotedAmendments(key, segments, rules)
        self.cited_articles: frozenset[int] = frozenset()  # _cited_articles, found in build

    def build(self) -> list[Unit]:
        """The units, in order, covering every segment exactly once."""
        if not self.segments:
            return []
        self.cur = Unit(
            0, 0, 1, UnitKind.PREAMBLE, ChunkType.OTHER, label=self._text_label("preamble")
        )
        if self.document_type is DocumentType.JUDGMENT and not self._numbers_paragraphs():
            self._bare_paragraphs()
        self.cited_articles = self._cited_articles()
        for index, segment in enumerate(self.segments):
            self._visit(index, segment)
        self._close(len(self.segments))
        finisher = UnitFinisher(
            self.segments,
            self.rules,
            self.document_type,
            self.display,
            promoted=self.promoted,
            annexes=[(first, last) for first, last in self.annexes],
        )
        for unit in self.units:
            finisher.finish(unit)
        return self.units

    def _visit(self, index: int, segment: Segment) -> None:
        if segment.rule == TOC_RULE:  # a table of contents: one unit of its own, no heading
            # The table is under no heading. A cover's heading lines above it head nothing
            # after it either; after a unit (a schedule's own contents), the path goes on.
            self._start(index, UnitKind.PREAMBLE, BoundaryKind.UNIT, TOC_RULE)
            self.cur.path = ()
            if not (self.units_seen or self.expected_para > 1):  # no article nor paragraph yet
                self.path.clear()
                self._path_texts = ()
            self.cur.label = self._text_label("toc")
            return
        if segment.rule == TOC_LINE:
            return  # a line of the table of contents: a place to split it, no more
        if self.cur.start_rule == TOC_RULE and segment.heading is None and segment.para_start:
            # The text after a table of contents goes on with the front matter, not the table.
            self._start(index, UnitKind.PREAMBLE, BoundaryKind.UNIT, "preamble")
            self.cur.label = self._text_label("preamble")
            return
        # The cheap tests of each branch come first: most segments are plain paragraphs.
        if segment.heading is not None and self._paragraph_set_as_heading(segment):
            segment.heading, segment.kind = None, BoundaryKind.NUMBERED
        if segment.heading is not None and self._is_preamble_heading(segment):
            names_recitals = self._is_recitals_heading(segment.heading.title)
            segment.heading, segment.kind = None, BoundaryKind.PARAGRAPH
            if names_recitals:
                # "## Recitals" / a "Considérants" heading block: a line of the preamble, which
                # opens its recitals as "Whereas:" does
                self.region = "recitals"
                if self._numbered_next(index):
                    self._open_recitals(index)
                    return
        if segment.heading is not None and self._names_no_judgment_section(index, segment):
            # "MR JUSTICE NUGEE", "HOTBLACK HOLDINGS LIMITED" on a judgment's cover, "LE
            # GREFFIER LE PRESIDENT" over its signatures: lines of the text, heading nothing
            segment.heading, segment.kind = None, BoundaryKind.PARAGRAPH
        elif self.front and segment.para_start and self._is_running_text(segment):
            self.front = False
        if (
            segment.heading is not None
            and self.document_type in _LAW_TYPES
            and self.amendments.quoted(index, segment)
        ):
            # "PART 5A" after "After Part 5 insert—": text the amending section inserts
            segment.heading, segment.kind = None, BoundaryKind.PARAGRAPH
        if index in self.cited_articles:
            # "Article L. 324-1" over its quoted text in a pleading, "Article 92 (Failure to
            # obey order)" in a decision: a provision the document quotes, not one of its own
            segment.heading, segment.kind = None, BoundaryKind.PARAGRAPH
        if segment.heading is not None and self._quoted_in_judgment(index, segment):
            segment.heading = None  # "Article 8 Right to respect ..." quoted in a paragraph
            segment.kind = BoundaryKind.PARAGRAPH
            if self.run_open:
                self.run_open = False
                self.cur.body = index + 1
        elif segment.heading is not None and self._signs(index, segment):
            segment.heading = None  # "VERTICALNET, INC." over "By: /s/ ...": a signatory
            segment.kind = BoundaryKind.PARAGRAPH
        elif segment.heading is not None and not self._is_document_title(index, segment):
            if not self._absorb_heading_title(index, segment):
                self._heading(index, segment)
        elif segment.number is not None and self._is_judgment_para(index, segment):
            self._judgment_para(index, segment)
        elif segment.heading is None and self._is_judgment_section(index, segment):
            self._judgment_section(index, segment)
        elif self.region in _ROLE_REGIONS and self._role_unit(index, segment):
            pass
        elif (
            segment.para_start
            and self.units_seen  # signature blocks close a document; the top has dates too
            and self.cur.kind is not UnitKind.SIGNATURE
            and self._is_signature(segment)
        ):
            self._start(index, UnitKind.SIGNATURE, BoundaryKind.UNIT, "signature")
            self.signed = False
            self.cur.label = self._text_label("signature")
            self.cur.chunk_type = ChunkType.OTHER
        elif self.run_open and segment.title_line and self._absorb_title(segment):
            pass
        elif self.run_open and self._judge_lead_in_run(segment):
            pass  # "JUDGMENT" / "Lord Justice Halverson:" / "Introduction": one heading run
        elif self.run_open and segment.rule == _MARKUP_NOTE:
            # the note printed under a heading ("(as introduced by section 22)" under a
            # schedule's title) is no body: the heading run goes on to the part below
            pass
        elif self.run_open and self._translates_heading(segment):
            segment.number = None  # "1. DEFINITIONS" then "١. التعريفات": one bilingual heading
            segment.kind = BoundaryKind.PARAGRAPH
        elif self.run_open:
            self.run_open = False
            self.cur.body = index + 1  # the first body segment stays with its heading run

    # -- headings ------------------------------------------------------------------------

    def _heading(self, index: int, segment: Segment) -> None:
        assert segment.heading is not None
        self.front = False  # a heading kept ends a judgment's front matter
        if self._titles_label(segment) or self._names_enabling_section(segment):
            # "SCHEDULE 1" then "SERVICES" set as a heading: one heading, "SCHEDULE 1 — SERVICES".
            self.cur.headings.append(index)
            return
        unit_rank = self.ranks.unit_rank(segment)
        if (
            not self.run_open
            or self.cur.kind is not UnitKind.HEADING
            or (unit_rank == 6 and self._run_has_unit_body(index))
            or (unit_rank == 0 and self._run_is_titled_annex(segment))
        ):
            self._start(index, UnitKind.HEADING, BoundaryKind.HEADING, segment.heading.rule.name)
            self.cur.start_level = unit_rank
            self.section += 1
            self.cur.section = self.section
        rule = segment.heading.rule
        label, title, line = self.display.heading(segment)
        rank = self.ranks.path_rank(segment, unit_rank)
        if self._in_judgment_front_matter() and (
            len(self.cur.headings) == 0 or self._front_matter_run()
        ):
            # The lines above a judgment's first paragraph ("IN THE COURT OF APPEAL",
            # "JUDGMENT GIVEN ON", the judge's name) follow one another; none contains the next.
            self.path.clear()
        if unit_rank == 6:
            self.units_seen = True
            self._leave_annex(label)
        cover = rank == 0 and not self._seen_units()
        inner = rank == 0 and not cover and self._is_inner_attachment(segment)
        if inner:
            # "Appendix 5" inside EXHIBIT C: a part under the annex, which stays open.
            rank = 0.5
        if cover:
            # "EXHIBIT 10.26" on the cover of a filed contract is the filing's label: an annex
            # heading before any article or clause opens no annex and heads no chunk's path.
            self.cur.rule = rule
        elif rank == 0:
            self.path.clear()
            if not self.in_annex:
                self.annexes.append([self.cur.first, 1 << 62])
            self.in_annex = True
        if not cover:
            self._push(rank, line)
            self.pushed_at = index
        self.cur.headings.append(index)
        self.cur.rule = rule
        second, has_body = self._after_heading_line(segment)
        if not self._subtitles_named_heading(rule.name):
            self.cur.label, self.cur.title = self._heading_label(segment, label, title or second)
        if second and not title and not cover:
            self.path[-1] = (rank, short(f"{line} — {second}"))
            self._path_texts = tuple(text for _, text in self.path)
        if rank == 0 and not cover:
            self.annex_label = self.cur.label
            self.annex_series = rule.name
            self.cur.annex = ""
        elif inner:
            self.cur.annex = self.annex_label
        elif (
            self.in_annex
            and not self.cur.label
            and (rule.name in GENERIC_HEADINGS or rule.name.startswith("markup_"))
        ):
            # "EXHIBIT D — SELL IMAGE": a part of exhibit D; an unnumbered heading the markup
            # marks inside an annex ("Section B. Liste ..." of EUR-Lex's ANNEXE I) likewise
            self.cur.label = self.annex_label
        elif (
            self.in_annex
            and (self.cur.label or self.cur.title)
            and self.annex_label not in self.cur.label
        ):
            # "PART 2" of "SCHEDULE 1"; an unnumbered unit of it ("Exclusion of Crown status")
            self.cur.annex = self.annex_label
        self.region = "recitals" if self._is_recitals_heading(title or line) else "body"
        # "Article 1\nThe Court ..." in one segment: the heading already has its body.
        self.run_open = not has_body
        if not self.run_open:
            self.cur.body = index + 1

    def _is_inner_attachment(self, segment: Segment) -> bool:
        """Whether an annex label that does not go on with its own series is a part of the annex.

        A filed contract's EXHIBIT C holds forms headed "Appendix 5 - Capacity Request Form"
        with no Appendix 1-4 anywhere before: the label numbers a part inside the exhibit (as
        "PART 2" inside "SCHEDULE 1"), not an annex of the contract. A label goes on with its
        series when it is the series' first (1, A, I) or repeats or follows the last label of
        the same rule that was itself an annex. Only a label of another rule than the open
        annex's is a part: "SCHEDULE 3" after "SCHEDULE 1" is an annex (schedule 2 left out).
        """
        assert segment.heading is not None
        series = segment.heading.rule.name
        number = _series_number(segment.heading.label)
        if number is None:
            return False
        last = self.series.get(series)
        if last is None:
            starts = number == 1
        else:
            last_number, last_inner = last
            starts = not last_inner and number in (last_number, last_number + 1)
        inner = self.in_annex and self.annex_series != series and not starts
        self.series[series] = (number, inner)
        return inner

    def _titled_below(self, index: int) -> bool:
        """Whether the label-only heading at ``index`` has its title on the line after it."""
        second, _ = self._after_heading_line(self.segments[index])
        if second:
            return True
        following = self.segments[index + 1] if index + 1 < len(self.segments) else None
        if following is None:
            return False
        if following.heading is None:
            return following.title_line
        # "Report on ..." set in bold, which the absorbing of a heading title takes as the title
        return following.heading.rule.name in GENERIC_HEADINGS and is_title_like(
            following.heading.title
        )

    def _signs(self, index: int, segment: Segment) -> bool:
        """Whether a heading block no rule names, in a signature block, names a signatory.

        It does when it or the line after it reads as a signatory's ("... INC.", "By:"), or when
        it is a name right under the signature cue: "صدر برئاسة الجمهورية فى ..." and the date
        below it, then "عبد الفتاح السيسي" set in a heading font. A name is a short title-like
        line without digits, at most ``_SIGNATURE_LINES`` segments after the cue's; a heading
        further on ("MASTER SERVICES AGREEMENT" after the signatories' blocks) stays one.
        """
        assert segment.heading is not None
        if self.cur.kind is not UnitKind.SIGNATURE:
            return False
        if segment.heading.rule.name not in GENERIC_HEADINGS:
            return False
        line = self._text_of(segment)
        if self.rules.cue("signatory", line) is not None:
            return True
        if (
            not self.signed
            and index - self.cur.first <= _SIGNATURE_LINES
            and len(line.split()) <= _NAME_WORDS
            and is_title_like(line)
            and _DIGITS.search(line) is None
        ):
            self.signed = True  # one name: "Emmanuel Durand" then "ANNEXE TECHNIQUE" is a heading
            return True
        following = self.segments[index + 1] if index + 1 < len(self.segments) else None
        return following is not None and (
            self.rules.cue("signatory", self._text_of(following)) is not None
        )

    def _leave_annex(self, label: str) -> None:
        """Note a clause's number; one going on with the clauses before an annex ends it.

        An exhibit printed in the middle of a contract ("EXHIBIT I" after clause 4, then
        "5. PAYMENTS") is followed by the contract's own clauses again.
        """
        digits = _DIGITS.search(label)
        if digits is None:
            return
        number = int(digits.group())
        # the next number, or the one after it (a clause heading the scan did not see)
        if self.in_annex and 0 < number - self.last_unit_number <= 2:
            self.annexes[-1][1] = self.cur.first
            self.in_annex = False
            self.path.clear()  # the annex heads nothing after it
        if not self.in_annex:
            self.last_unit_number = number

    def _run_has_unit_body(self, index: int) -> bool:
        """Whether the open heading run holds an article or clause heading and a line after it.

        A second such heading then starts a unit of its own: "الفصل 1", a one-line body read
        as its title ("تونس دولة حرة، مستقلة، ذات سيادة"), then "الفصل 2" are two articles,
        not one run. Headings on consecutive lines (a table of contents) stay one run.
        """
        if not self.cur.headings or self.cur.headings[-1] == index - 1:
            return False
        for at in self.cur.headings:
            heading = self.segments[at].heading
            if (
                heading is not None
                and heading.rule.name not in GENERIC_HEADINGS
                and self.ranks.unit_rank(self.segments[at]) == 6
            ):
                return True
        return False

    def _subtitles_named_heading(self, rule: str) -> bool:
        """Whether a heading no rule names, in an open run, comes under a label and its title.

        "Appendix 5 - Capacity Request Form" then "Please complete one form for each product",
        each line set as a heading: the unit is still "Appendix 5 — Capacity Request Form"; the
        second line is a subtitle (it joins the heading path), not the unit's name.
        """
        if rule not in GENERIC_HEADINGS or not self._seen_units():
            return False
        if not self.cur.label or not self.cur.title or len(self.cur.headings) < 2:
            return False
        first = self.segments[self.cur.headings[0]].heading
        return first is not None and first.rule.name not in GENERIC_HEADINGS

    def _run_is_titled_annex(self, segment: Segment) -> bool:
        """Whether the open heading run, after the first clause, is another annex's label and title.

        A filed contract leaves an exhibit's pages out and prints only "EXHIBIT B" and
        "Tariff Rates"; the next annex label (``segment``) then starts an annex of its own, not
        one heading run "EXHIBIT B ... EXHIBIT C". The same number again is the label in the
        other language of a bilingual contract ("SCHEDULE 1 — PRICES", "الملحق رقم (١)"): one
        annex; a label the title announces ("SCHEDULE 3", "New Schedule 6B to FSMA 2000",
        "SCHEDULE 6B") is the annex's content. (Before any clause, annex labels are a cover's
        or a list's and stay one run.)
        """
        if not self._seen_units() or not self.cur.title:
            return False
        assert segment.heading is not None
        if segment.heading.label.casefold() in self.cur.title.casefold():
            return False  # "SCHEDULE 3" / "New Schedule 6B to FSMA 2000" / "SCHEDULE 6B": quoted
        mine = _label_key(segment.heading.label)
        return any(
            (heading := self.segments[at].heading) is not None
            and heading.rule.name not in GENERIC_HEADINGS
            and self.ranks.unit_rank(self.segments[at]) == 0
            and _label_key(heading.label) != mine
            for at in self.cur.headings
        )

    def _after_heading_line(self, segment: Segment) -> tuple[str, bool]:
        """The title on the lines after a label-only heading line, and whether body follows.

        In "Article 5", "Duration", "(1) ..." on three lines (blank lines between them or
        not), "Duration" titles the lone label. Without blank lines the title is a short
        title-like line above a numbered or much longer body line (a wrapped first line of
        the body is as long as the next one).
        """
        first_end = self.key.find("\n", segment.content, segment.end)
        if first_end == -1:
            return "", False
        # Page furniture after a heading at a page's foot is no body: the run goes on.
        rest = kept_text(self.key, first_end + 1, segment.end, self.excluded).strip()
        assert segment.heading is not None
        if "\n" not in rest:
            # A markup heading's line under its number is its <heading>, by the source's word
            # ("SCHEDULE 1" / "SOCIAL CARE: MINOR AMENDMENTS", which no text test calls a title):
            # the body follows in blocks (segments) of its own.
            marked = segment.heading.rule.name.startswith("markup_")
            title = rest if rest and (marked or is_title_like(rest)) else ""
            if not rest and not marked:
                # "Art. 2 - L'action civile ... publique." as one line (a PDF paragraph): the
                # label's line holds the article's whole body, so the next heading is another
                # unit, not this label's title run.
                return "", self._line_holds_body(segment, first_end)
            return title, bool(rest) and not title
        if segment.heading.title:
            return "", True
        title, _, body = rest.partition("\n")
        title, following = title.strip(), body.lstrip().partition("\n")[0].strip()
        if not (is_title_like(title) and following):
            return "", True
        numbered = self.rules.match_number(following) is not None
        return (title if numbered or len(title) * 5 < len(following) * 3 else ""), True

    def _line_holds_body(self, segment: Segment, line_end: int) -> bool:
        """Whether the heading's line goes on past its label with a sentence, not a title.

        "Art. 2 - L'action civile en réparation ... de l'action publique." is an article's
        label and body on one line, and so is "Art. 39. Abrogé" (a repealed article's whole
        text); "Article 5 - Duration" and "Article 5" are a label and its title, whose body
        (or title) is on the lines below. Only an article's or clause's line holds a body: a
        division's title may run long ("Section 3 : Désignation et indemnisation du
        commissaire enquêteur ou de la commission d'enquête").
        """
        assert segment.heading is not None
        if not segment.heading.label or segment.heading.rule.name in GENERIC_HEADINGS:
            return False  # a heading line with no label ("Lord Justice Dingemans:") is all title
        if self.ranks.unit_rank(segment) != 6:
            return False  # "Section 3 : Désignation et indemnisation du ...": a long title
        after = segment.match_base + segment.heading.label_span[1]
        return label_line_holds_body(self.key[after:line_end])

    def _seen_units(self) -> bool:
        """Whether an article or clause heading has been seen (so the body has begun)."""
        return self.units_seen

    def _push(self, rank: float, text: str) -> None:
        while self.path and self.path[-1][0] >= rank:
            self.path.pop()
        self.path.append((rank, text))
        self._path_texts = tuple(text for _, text in self.path)

    def _heading_label(self, segment: Segment, label: str, title: str) -> tuple[str, str]:
        assert segment.heading is not None
        match = segment.heading
        if match.rule.name in _LOOSE_NUMBERED and self.document_type in _LAW_TYPES:
            return self._text_label("section", label), title  # "5 Interpretation" in an Act
        if match.rule.name in _BARE_NUMBER_HEADINGS:
            return self._text_label("clause", label), title
        return label, title

    def _translates_heading(self, segment: Segment) -> bool:
        """Whether a numbered title line repeats the bare number of the heading above it.

        A bilingual contract heads clause 1 with "1. DEFINITIONS" and "١. التعريفات": the
        second line is the same heading in the other language, not paragraph 1.
        """
        if segment.number is None or segment.number.rule.scheme != "digit_dot":
            return False
        if not self.cur.headings:
            return False
        heading = self.segments[self.cur.headings[-1]].heading
        if heading is None or heading.rule.name not in _BARE_NUMBER_HEADINGS:
            return False
        mine = _DIGITS.findall(segment.number.label)
        if not mine or mine != _DIGITS.findall(heading.label):
            return False
        return is_title_like(self._text_of(segment))

    def _names_enabling_section(self, segment: Segment) -> bool:
        """Whether a bare "Section 20" line in a schedule's heading run cites the Act's section.

        The section cited is the one that brings the schedule in.

        A UK Act prints "SCHEDULE 5", its title and "Section 20" (set right) above the
        schedule's first paragraph: a reference, not a section of the schedule, so it neither
        renames the unit ("SCHEDULE 5, Section 20") nor opens one. Only in a law, only a line
        that is the label alone, only while the schedule's own heading run is open.
        """
        assert segment.heading is not None
        if self.document_type not in _LAW_TYPES or segment.heading.rule.unit != "section":
            return False
        if not (self.run_open and self.in_annex and self.cur.kind is UnitKind.HEADING):
            return False
        if not self.cur.label or self.cur.label != self.annex_label:
            return False
        return self._text_of(segment).strip() == segment.heading.label.strip()

    def _titles_label(self, segment: Segment) -> bool:
        """Whether a heading block titles the label-only heading just above it.

        "ARTICLE 1" then "SALE AND PURCHASE", "EXHIBIT A" then "FEES", each line set as a
        heading: the second is the first one's title, not a heading below it.
        """
        assert segment.heading is not None
        if not self.run_open or not self.cur.headings:
            return False
        above = self.segments[self.cur.headings[-1]].heading
        if segment.heading.rule.name not in GENERIC_HEADINGS or above is None:
            return False
        if above.rule.name in GENERIC_HEADINGS or above.title:
            return False
        return self._absorb_title(segment)

    def _absorb_title(self, segment: Segment) -> bool:
        """A title line right after a label-only heading becomes that heading's title.

        A stamp ("Confidential Treatment Requested" under "EXHIBIT 10.26") titles nothing.
        """
        if self.cur.title or not self.cur.headings or not self.path:
            return False
        if self.rules.cue("stamp", self._text_of(segment)) is not None:
            return False
        self.cur.title = " ".join(self._text_of(segment).split())
        rank, text = self.path[-1]
        self.path[-1] = (rank, short(f"{text} — {self.cur.title}"))
        self._path_texts = tuple(text for _, text in self.path)
        return True

    def _absorb_heading_title(self, index: int, segment: Segment) -> bool:
        """A heading no rule names right after a bare label titles that label.

        An EU regulation prints "Article 2" and "Material scope" on two lines, which a loader
        may both mark as headings: the second is the title of the first, not a heading of its
        own (which would drop the article's number and its rule).
        """
        assert segment.heading is not None
        if segment.heading.rule.name not in GENERIC_HEADINGS or not segment.heading.title:
            return False
        if not self.run_open or self.cur.kind is not UnitKind.HEADING:
            return False
        if not self.cur.headings or self.cur.headings[-1] != index - 1 or self.cur.title:
            return False
        label = self.segments[index - 1].heading
        if label is None or label.rule.name in GENERIC_HEADINGS or label.title:
            return False
        if not is_title_like(segment.heading.title):
            return False
        self.cur.title = segment.heading.title
        if self.pushed_at == index - 1:
            # The label heads the path (a cover label such as "EXHIBIT 10.1" heads nothing).
            rank, text = self.path[-1]
            self.path[-1] = (rank, short(f"{text} — {self.cur.title}"))
            self._path_texts = tuple(text for _, text in self.path)
        self.cur.headings.append(index)
        return True

    def _is_preamble_heading(self, segment: Segment) -> bool:
        """Whether a heading no rule names is a line of a law's preamble, not a heading.

        Before the first article a loader marks the act's title lines, the enacting
        institutions ("THE EUROPEAN PARLIAMENT AND THE COUNCIL ...,") and "Whereas:" as
        headings by their font; read as headings they would end the recitals region and head
        every recital. In a document of unknown type only such lines (a formula or recital
        cue) are taken so.
        """
        assert segment.heading is not None
        if (
            segment.heading.rule.name not in GENERIC_HEADINGS
            or self.units_seen
            or self.region not in _ROLE_REGIONS
        ):
            return False
        if self.document_type in _LAW_TYPES:
            return True
        if self.document_type is not DocumentType.UNKNOWN:
            return False
        text = segment.heading.title
        return any(self.rules.cue(role, text) is not None for role in ("formula", "recital"))

    def _is_document_title(self, index: int, segment: Segment) -> bool:
        """A Markdown or heading-block line at the very top that no rule names is the title."""
        assert segment.heading is not None
        return index == 0 and segment.heading.rule.name in GENERIC_HEADINGS

    def _is_recitals_heading(self, text: str) -> bool:
        """Whether a heading's text names the recitals ("RECITALS", "W I T N E S S E T H:")."""
        return self.rules.cue("recitals_heading", unspaced(text)) is not None

    # -- judgment paragraphs, recitals and other roles ------------------------------------

    def _is_judgment_para(self, index: int, segment: Segment) -> bool:
        """Whether a numbered segment is the judgment's next paragraph.

        Its number must be the next one; right after a line ending with a colon it must not
        come again soon: "3." and "4." of a regulation quoted in paragraph 2 ("Regulation 3
        provides:") are followed by the judgment's own "3." (the paragraph is not split at the
        quotation).
        """
        if self.document_type is not DocumentType.JUDGMENT or segment.number is None:
            return False
        if segment.number.rule.scheme != "digit_dot":
            return False  # "(a)" of a quoted definition, even marked as a paragraph
        if segment.rule == _MARKUP_PARAGRAPH:
            return True  # the source's markup numbers it "N.": no quotation guess needed
        if segment.number.rule is BARE_PARAGRAPH or self._bare:
            # numbered with no dot, in a run already checked: a "7." is a quoted provision
            return segment.number.rule is BARE_PARAGRAPH
        if _paragraph_number(segment) != self.expected_para:
            return False
        if self.expected_para == 1 or not self._after_colon(segment):
            return True
        return not self._number_comes_again(index, segment.number.label)

    def _bare_paragraphs(self) -> None:
        """Number the paragraphs of a judgment numbered "1 The ..." (no dot) as "N." ones.

        The Court of Justice numbers its paragraphs so ("28 The law of 8 December 1992 was
        repealed ..."): unread, the number would be taken for an article of the act the
        judgment cites. A paragraph is one line start, unnumbered and no heading, with a
        number, a space and a capital letter (or an Arabic letter), not a heading alone on its
        line ("3 The law"); the paragraphs are those
        that number 1, 2, 3 ... in order, with anything between them (quotations, headings),
        and only when at least ``_NUMBERED_PARAS`` do: "2016 The ..." or an amount opening a
        line is never the next number of such a run.
        """
        found: list[tuple[Segment, str]] = []
        expected = 1
        for segment in self.segments:
            if not segment.para_start or segment.number is not None or segment.table >= 0:
                continue
            if segment.heading is not None and segment.heading.rule.name not in _LOOSE_HEADINGS:
                continue  # "Article 5 ..." is a heading a rule names; "5 Interpretation" not
            match = _BARE_NUMBER.match(self.key, segment.content)
            if match is None or int(match.group(1)) != expected:
                continue
            letter = self.key[match.end()]
            line, next_start = line_at(self.key, match.end())
            if not self.key[next_start : segment.end].strip() and is_judgment_heading(line):
                continue  # "3 The law": a numbered section heading alone on its line
            if letter.isupper() or "\u0621" <= letter <= "\u064a":
                found.append((segment, match.group(1)))
                expected += 1
        if len(found) < _NUMBERED_PARAS:
            return
        for segment, label in found:
            segment.heading, segment.kind = None, BoundaryKind.NUMBERED
            segment.number = NumberMatch(BARE_PARAGRAPH, label)
        self._numbered = self._bare = True

    def _paragraph_set_as_heading(self, segment: Segment) -> bool:
        """Whether a numbered heading is the judgment's next paragraph, set in a heading style.

        Word templates for judgments give the numbered paragraph style an outline level, so a
        loader marks every paragraph a heading block: a long one is read as a paragraph, a
        short one ("14. Another section ... provides:", "36. I agree.") as a numbered
        heading. One numbered as the next paragraph that reads as a sentence, not as a
        judgment's heading, is that paragraph (its number is set on ``segment``); read as a
        heading, it would stop the paragraph count and every later paragraph would be cited
        as a part of the one before it.
        """
        assert segment.heading is not None
        if (
            self.document_type is not DocumentType.JUDGMENT
            or segment.heading.rule.name != "numbered_heading"
            or is_judgment_heading(segment.heading.title)
        ):
            return False
        number = self.rules.match_number(self._text_of(segment))
        if number is None or number.rule.scheme != "digit_dot":
            return False
        digits = _DIGITS.search(number.label)
        if digits is None or int(digits.group()) != self.expected_para:
            return False
        segment.number = number
        return True

    def _after_colon(self, segment: Segment) -> bool:
        """Whether the line before ``segment`` introduces a quotation ("... provides:")."""
        found = previous_line(self.key, segment.start, skip_page_numbers=True)
        return found is not None and found[1].endswith(":")

    def _number_comes_again(self, index: int, label: str) -> bool:
        """Whether ``label`` is numbered again soon, before any smaller number.

        Within ``_QUOTE_WINDOW`` segments. A list quoted after the paragraph starts again at
        1 ("9. The letter requested:" then "1." ... "9." of the letter): no repeat.
        """
        digits = _DIGITS.search(label)
        value = int(digits.group()) if digits is not None else 0
        for following in self.segments[index + 1 : index + 1 + _QUOTE_WINDOW]:
            number = following.number
            if number is None or number.rule.scheme != "digit_dot":
                continue
            found = _DIGITS.search(number.label)
            other = int(found.group()) if found is not None else 0
            if other < value:
                return False
            if other == value:
                return True
        return False

    def _in_judgment_front_matter(self) -> bool:
        return self.document_type is DocumentType.JUDGMENT and self.expected_para == 1

    def _names_no_judgment_section(self, index: int, segment: Segment) -> bool:
        """Whether a heading no rule names, in a judgment, is a line of its cover or signatures.

        A PDF sets the cover of a judgment in a heading font: the court and its division, the
        judges, the parties ("HOTBLACK HOLDINGS LIMITED", "THE QUEEN", "KE XU"), which would
        each open a chunk and head the next ones. In the front matter (``front``) such a heading
        is a line of it unless it is a section: the first numbered paragraph follows it (with
        only headings and title lines between: "Introduction" above "1. ..."), its words name a
        section ("MOTIFS DE LA DÉCISION", "الوقائع"), or a sentence of running text comes right
        under it ("Overview" above "[1] This appeal concerns ...": paragraphs numbered in
        another form) and it is no front-matter line ("Approved Judgment"). Anywhere in a
        judgment, a line that only names a judge, a court officer or a party's role (the
        ``judgment_role`` cue: "MR JUSTICE NUGEE", "Respondent", "LE GREFFIER LE PRESIDENT",
        "الرئيس") is none either.
        """
        assert segment.heading is not None
        if (
            self.document_type is not DocumentType.JUDGMENT
            or segment.heading.rule.name not in GENERIC_HEADINGS
        ):
            return False
        line = self._text_of(segment)
        if self.rules.cue("judgment_role", line) is not None:
            return True
        if not self.front:
            return False
        if any(
            self.rules.cue(role, line) is not None
            for role in ("judgment_section", "judgment_operative")
        ):
            return False
        if self._next_paragraph_follows(index):
            return False
        following = self.segments[index + 1] if index + 1 < len(self.segments) else None
        return (
            following is None
            or following.heading is not None
            or not self._is_running_text(following)
            or self.rules.cue("judgment_front", line) is not None
        )

    def _is_running_text(self, segment: Segment) -> bool:
        """Whether a segment's first line is a sentence of running text, not a cover's line.

        It has ``_TEXT_WORDS`` words or more, ends a sentence and is not set in capitals: "The
        claimant sues for the price of goods delivered in May." ends a judgment's front matter
        (where its paragraphs are not numbered); "Date: 21/12/2017", "Roger STEWART QC ...
        (instructed by Gunnercooke LLP) for the Claimants" do not.
        """
        line = self._text_of(segment)
        return (
            line[-1:] in _SENTENCE_ENDS and len(line.split()) >= _TEXT_WORDS and not line.isupper()
        )

    def _cited_articles(self) -> frozenset[int]:
        """The article headings of a document that is no law which quote another instrument.

        A law's articles are its own (an amending law's quoted ones are ``amendments``'). Any
        other document's article line is a reference when it names another instrument
        ("Article 34 de la Constitution", "Article 92 of the UCMJ", "المادة 5 من القانون").
        In a judgment (a court's, a board's decision or a party's pleading) the articles of
        its own are numbered 1, 2, 3 ... in order ("Article 1er : La requête est rejetée."
        "Article 2 : ..."); every other article line is a provision it quotes: a number that
        comes again, a jump ("Article 34" then "Article 15"), a code's number ("Article L.
        324-1"), a first article that is not 1 ("Article 92"). A contract keeps its numbering
        as it is: its articles are its own, in whatever form; so does an untyped document,
        which may be an extract of a law ("Article 7", "Article 8").
        """
        if self.document_type in _LAW_TYPES:
            return frozenset()
        articles = [
            (index, segment.heading)
            for index, segment in enumerate(self.segments)
            if segment.heading is not None and segment.heading.rule.unit == "article"
        ]
        cited = {index for index, heading in articles if _names_instrument(heading.title)}
        if self.document_type is DocumentType.JUDGMENT:
            expected = 1
            for index, heading in articles:
                number = _own_article_number(heading.label)
                if index not in cited and number is not None and expected <= number <= expected + 1:
                    expected = number + 1  # one heading missed at most: a page break's
                else:
                    cited.add(index)
        return frozenset(cited)

    def _quoted_in_judgment(self, index: int, segment: Segment) -> bool:
        """Whether a heading inside a judgment paragraph is quoted text, not a section heading.

        Once a judgment's numbered paragraphs have begun, a section heading is followed by the
        next paragraph (after at most a few more heading or title lines: "C. Analysis", "(1)
        Stage one"); a statute quoted in a paragraph ("Article 8 Right to respect for private
        and family life", "Section 3 Interpretation of legislation") is followed by its own
        text. Headings the document sets as such (heading styles, Markdown) and annex headings
        (rank 0) stay headings.
        """
        if self.document_type is not DocumentType.JUDGMENT or self.expected_para == 1:
            return False
        assert segment.heading is not None
        if segment.heading.rule.name in GENERIC_HEADINGS or self.ranks.unit_rank(segment) == 0:
            return False  # set as a heading by the document itself, or an annex
        return not self._next_paragraph_follows(index) and index + 1 < len(self.segments)

    def _next_paragraph_follows(self, index: int) -> bool:
        """Whether the judgment's next numbered paragraph follows segment ``index``.

        Within ``_PARAGRAPH_LOOKAHEAD`` segments, with only headings and title lines between
        ("C. Analysis", "(1) Stage one", "Introduction" above "1. ..."); a line naming a party's
        role ("Defendant" under a party's name on a cover) is no title.
        """
        for following in self.segments[index + 1 : index + 1 + _PARAGRAPH_LOOKAHEAD]:
            if _paragraph_number(following) == self.expected_para:
                return True
            if following.heading is None and not self._judgment_title(following):
                return False
            if self.rules.cue("judgment_role", self._text_of(following)) is not None:
                return False
        return False

    def _judgment_title(self, segment: Segment, *, closed_before: bool = False) -> bool:
        """Whether a segment is one short line that reads as a judgment's section heading.

        ``closed_before``: also ask that the line before it ends a sentence or is short (a
        name or another heading), so that the last line of a paragraph is no heading.
        """
        line, next_start = line_at(self.key, segment.content)
        if self.key[next_start : segment.end].strip() or not is_judgment_heading(line):
            return False  # more than one line: a paragraph
        if not closed_before:
            return True
        before = previous_line(self.key, segment.start, skip_page_numbers=True)
        return before is None or before[1][-1] in CLOSING or len(before[1]) < _SHORT_LINE

    def _judge_lead(self, segment: Segment) -> bool:
        """Whether a segment is a lead line of a judgment's front matter ("Lord Justice Hale:").

        One short line ending with a colon that reads as a judgment heading: it introduces what
        follows (the judge's speech; "Before:" the judges), so it opens the next unit rather
        than ending the one before. The caller asks that no paragraph comes before it.
        """
        if self.document_type is not DocumentType.JUDGMENT or segment.heading is not None:
            return False
        line = line_at(self.key, segment.content)[0].strip()
        return line.endswith(":") and self._judgment_title(segment)

    def _judge_lead_in_run(self, segment: Segment) -> bool:
        """Whether a judge's lead line continues the open heading run ("JUDGMENT" above it).

        The run stays open, so the section heading and paragraph 1 below join it: no chunk
        holds the headings alone (issue 24).
        """
        return (
            self._in_judgment_front_matter()
            and self.cur.kind is UnitKind.HEADING
            and self._judge_lead(segment)
        )

    def _is_judgment_section(self, index: int, segment: Segment) -> bool:
        """Whether a line alone in a judgment is a section heading its words name.

        A French lower court heads its sections "EXPOSÉ DU LITIGE", "MOTIFS DE LA DÉCISION",
        "PAR CES MOTIFS" rather than numbering its paragraphs; an Arabic court "الوقائع",
        "الأسباب", "لهذه الأسباب" (cues ``judgment_section`` and ``judgment_operative``, matched
        against the whole line). Where the paragraphs are numbered the sections are the title
        lines of the paragraphs after them (``_start``), so a section line right above the next
        numbered paragraph is left to that, and once numbered paragraphs have begun only the
        operative part's heading opens a unit, also where it runs on in its line ("PAR CES
        MOTIFS, la Cour :", "On those grounds, the Court ... hereby rules:", cue
        ``judgment_operative_lead``). A line in lower case after a line that runs on into it
        ("... il convient," / "Sur ce") is a wrapped sentence.
        """
        if self.document_type is not DocumentType.JUDGMENT:
            return False
        line = line_at(self.key, segment.content)[0].strip()
        if not line or line[0].isdigit():
            return False
        if (
            self.expected_para > 1
            and (segment.table < 0 or segment.table_header)  # EUR-Lex sets it in a table
            and self._operative_lead(line)
        ):
            return not self._next_paragraph_follows(index)
        if segment.table >= 0 or len(line) >= _SHORT_LINE:
            return False
        operative = self.rules.cue("judgment_operative", line) is not None
        if not operative and (
            (self.expected_para > 1 and self._numbers_paragraphs())
            or self.rules.cue("judgment_section", line) is None
        ):
            return False
        if self._next_paragraph_follows(index):
            return False
        if line.isupper() or "\u0621" <= line[0] <= "\u064a":
            return True
        before = previous_line(self.key, segment.start, skip_page_numbers=True)
        return before is None or self.rules.cue("line_continues", line_tail(before[1])) is None

    def _numbers_paragraphs(self) -> bool:
        """Whether the judgment numbers its paragraphs: 1, 2, 3 ... up to ``_NUMBERED_PARAS``.

        A short list ("1. infirmer le jugement ;", "2. condamner ...") in a judgment whose
        sections are named is read as paragraphs too, but its sections go on after it.
        """
        if self._numbered is None:
            expected = 1
            for segment in self.segments:
                if _paragraph_number(segment) == expected:
                    expected += 1
                    if expected > _NUMBERED_PARAS:
                        break
            self._numbered = expected > _NUMBERED_PARAS
        return self._numbered

    def _in_judgment_section(self) -> bool:
        """Whether the heading path ends with a judgment's section named by its words."""
        if self.pushed_at < 0 or not self.path:
            return False
        heading = self.segments[self.pushed_at].heading
        return heading is not None and heading.rule is JUDGMENT_SECTION

    def _operative_lead(self, line: str) -> bool:
        """Whether a line opens the operative part and runs on ("PAR CES MOTIFS, la Cour :")."""
        return self.rules.cue("judgment_operative_lead", line) is not None

    def _judgment_section(self, index: int, segment: Segment) -> None:
        """Make a judgment's section line a heading: it opens a unit and enters the path.

        An operative part's line that runs on ("On those grounds, the Court ... hereby
        rules:") is headed by its words before the comma ("On those grounds").
        """
        line = " ".join(line_at(self.key, segment.content)[0].split())
        lead = self._operative_lead(line)
        if self.expected_para > 1 and self._numbers_paragraphs():
            self.path.clear()  # the operative part is in no section of the reasons
        title = re.split(r"[,،]", line, maxsplit=1)[0] if lead else line
        segment.heading = HeadingMatch(JUDGMENT_SECTION, "", title)
        segment.kind = BoundaryKind.HEADING
        segment.match_base = segment.content
        self._heading(index, segment)
        if lead and self.path:
            self.path[-1] = (self.path[-1][0], title)
            self._path_texts = tuple(text for _, text in self.path)
        # "Background" names recitals in a contract; in a judgment it is a section of the text
        self.region = "body"

    def _front_matter_run(self) -> bool:
        """Whether every heading of the open run is a judgment's front-matter line."""
        return bool(self.cur.headings) and all(
            self.rules.cue("judgment_front", self._text_of(self.segments[i])) is not None
            for i in self.cur.headings
        )

    def _judgment_para(self, index: int, segment: Segment) -> None:
        self.front = False
        first = self.expected_para == 1
        self.expected_para += 1
        number = str(self.expected_para - 1)
        if self.run_open:
            self.run_open = False
            self.cur.body = index + 1
            if first and self._front_matter_run():
                self.path.clear()  # "JUDGMENT" set as a heading right above paragraph 1
                self._path_texts = ()
                self.cur.path, self.cur.title = (), ""
        else:
            if first and not self._in_judgment_section():
                self.path.clear()  # front-matter headings are no section of the paragraphs
                self._path_texts = ()
            self._start(index, UnitKind.JUDGMENT_PARA, BoundaryKind.UNIT, "judgment_para")
            self.cur.section = self.section
        self.cur.kind = UnitKind.JUDGMENT_PARA
        self.cur.chunk_type = ChunkType.JUDGMENT_PARA
        self.cur.label = number
        self.region = "body"

    def _role_unit(self, index: int, segment: Segment) -> bool:
        """Recitals, citations and enacting formulas of a preamble or a recitals section."""
        if self.region not in ("preamble", "recitals"):
            return False
        if not (segment.para_start or segment.kind is BoundaryKind.NUMBERED):
            return False
        text = self._text_of(segment)
        role, cue_name = self._role(segment, text)
        if role is None and self._names_recitals(text) and self._numbered_next(index):
            self._open_recitals(index)
            return True
        if role is None:
            if self.formula_closed:  # what follows the formula is no part of the recital
                self._start(index, UnitKind.PREAMBLE, BoundaryKind.UNIT, "preamble")
                self.cur.label = self._text_label("preamble")
                return True
            if self._extends_recital_intro(index):  # "WHEREAS—", then the recital's text
                return True
            if self.cur.kind is UnitKind.RECITAL and self._continues_recital(segment):
                return True
            if self.cur.kind is UnitKind.CITATIONS and text.rstrip()[-1:] in _CLAUSE_ENDS:
                # "vu le traité ...," / "après transmission du projet ... nationaux," / "vu
                # l'avis ...,": a clause of the citations without their cue goes on with them
                return True
            role_unit = self.cur.kind in (UnitKind.RECITAL, UnitKind.CITATIONS, UnitKind.FORMULA)
            if role_unit and (self.cur.kind is not UnitKind.RECITAL or segment.para_start):
                self._start(index, UnitKind.PREAMBLE, BoundaryKind.UNIT, "preamble")
                self.cur.label = self._text_label("preamble")
                return True
            return False
        if role == "citation" and self.cur.kind is UnitKind.CITATIONS and not self.run_open:
            return True
        if role == "recital" and self._extends_recital_intro(index):
            self.cur.label = self._recital_label(segment)
            return True
        if role == "formula" and not self.run_open and self._closes_preamble_unit():
            # An enacting formula ("HAVE ADOPTED THIS REGULATION:", "Décrète :", "أصدرنا
            # القانون الآتي:", "NOW, THEREFORE, ... agree as follows:") closes the preamble:
            # it goes with the recital, citations or front matter before it, where alone it
            # would be a chunk of a few tokens that no question retrieves.
            self.formula_closed = True
            return True
        kind = {"recital": UnitKind.RECITAL, "citation": UnitKind.CITATIONS}.get(
            role, UnitKind.FORMULA
        )
        if self.run_open:
            self.run_open = False
            self.cur.body = index + 1
            self.cur.kind = kind
        else:
            self._start(index, kind, BoundaryKind.UNIT, cue_name)
        self.cur.chunk_type = ChunkType.RECITAL if kind is not UnitKind.FORMULA else ChunkType.OTHER
        if kind is UnitKind.RECITAL:
            self.cur.label = self._recital_label(segment)
        else:
            self.cur.label = self._text_label("preamble")
        return True

    def _open_recitals(self, index: int) -> None:
        """Open the recitals at a line naming them alone over a numbered paragraph.

        "Recitals" / "CONSIDÉRANTS" / "تمهيد" over "(1) ...": the intro goes with the first
        recital as "Whereas:" does (``_extends_recital_intro``), and the numbered paragraphs
        after it are recitals (the ``recitals`` region).
        """
        if self.run_open:
            self.run_open = False
            self.cur.body = index + 1
        self._start(index, UnitKind.RECITAL, BoundaryKind.UNIT, _RECITALS_INTRO)
        self.cur.chunk_type = ChunkType.RECITAL
        self.cur.label = self._text_label("recital", "")
        self.region = "recitals"

    def _closes_preamble_unit(self) -> bool:
        """Whether the current unit is one an enacting formula goes on (not a contents table)."""
        return self.cur.kind in _PREAMBLE_UNITS and self.cur.start_rule != TOC_RULE

    def _role(self, segment: Segment, text: str) -> tuple[str | None, str]:
        if segment.rule == _MARKUP_RECITAL:
            return "recital", segment.rule  # the source's markup says so, ahead of the cues
        for role in ("recital", "citation", "formula"):
            cue = self.rules.cue(role, text)
            if cue is not None:
                return role, cue.name
        numbered = segment.number is not None and segment.number.rule.scheme != "bullet"
        if numbered and (
            self.region == "recitals"
            or self.cur.kind is UnitKind.RECITAL
            or self._after_recitals_intro(segment)
        ):
            assert segment.number is not None
            return "recital", segment.number.rule.name
        return None, ""

    def _after_recitals_intro(self, segment: Segment) -> bool:
        """Whether the line before a numbered paragraph is a recitals intro.

        That is a recital cue announcing them ("Whereas:", "considérant ce qui suit :"), or a
        line naming them alone ("Recitals", "CONSIDÉRANTS", "تمهيد:"; the ``recitals_heading``
        cue, nothing after it but punctuation). The intro may run on in one block with the
        citations above it, so it is found as the line before the first numbered recital, not
        as a paragraph of its own.
        """
        found = previous_line(self.key, segment.start, skip_page_numbers=True)
        if found is None or len(found[1]) > 40:
            return False
        line = found[1]
        if line.endswith(_INTRO_ENDS) and self.rules.cue("recital", line) is not None:
            return True
        return self._names_recitals(line)

    def _numbered_next(self, index: int) -> bool:
        """Whether the segment after ``index`` is numbered (not a bullet)."""
        if index + 1 >= len(self.segments):
            return False
        number = self.segments[index + 1].number
        return number is not None and number.rule.scheme != "bullet"

    def _names_recitals(self, line: str) -> bool:
        """Whether a line is a ``recitals_heading`` cue alone ("Recitals", "PRÉAMBULE :")."""
        cue = self.rules.cue("recitals_heading", line)
        if cue is None:
            return False
        found = self.rules.cue_regex(cue.name).match(line)
        return found is not None and _INTRO_REST.fullmatch(line, found.end()) is not None

    def _continues_recital(self, segment: Segment) -> bool:
        """Whether a paragraph with no number and no cue goes on with the recital before it.

        It does when the line before it stops mid-sentence, on a letter, digit or hyphen (a
        recital broken over a page, whose rest a loader gives as a block of its own; "OK-" /
        "432;", a name cut at its hyphen), and in a law
        after a numbered recital ("(12) ..."): recitals are numbered there, so an unnumbered
        paragraph is the recital's next subparagraph, not the end of the recitals (a formula,
        citation or heading ends them).
        """
        if self.numbered_recital and self.document_type in _LAW_TYPES:
            return True
        found = previous_line(self.key, segment.start, skip_page_numbers=True)
        return found is not None and (found[1][-1].isalnum() or found[1][-1] == "-")

    def _extends_recital_intro(self, index: int) -> bool:
        """Whether segment ``index`` joins a recitals intro standing alone before it.

        The current unit is the intro only ("Whereas:", the UK's "WHEREAS—", "Considérant ce
        qui suit :"): the first recital, numbered "(1)" or not, goes on with it.
        """
        if self.cur.kind is not UnitKind.RECITAL or self.cur.first != index - 1:
            return False
        intro = self._text_of(self.segments[index - 1]).strip()
        if self.cur.start_rule == _RECITALS_INTRO:
            return True  # "Recitals" alone (``_role_unit``)
        return intro.endswith(_INTRO_ENDS) and len(intro) < 40

    def _recital_label(self, segment: Segment) -> str:
        self.recital_count += 1
        self.numbered_recital = segment.number is not None
        number = segment.number.label if segment.number is not None else str(self.recital_count)
        return self._text_label("recital", number)

    # -- unit bookkeeping ---------------------------------------------------------------

    def _start(self, index: int, kind: UnitKind, boundary: BoundaryKind, rule: str) -> None:
        self.formula_closed = False
        title_at = index - 1
        previous = self.segments[title_at] if title_at >= 0 else None
        following = self.segments[index]
        titled = following.heading is None or not following.heading.title
        if following.heading is not None and self.ranks.unit_rank(following) == 0:
            titled = False  # an exhibit's title comes below its label, never above it
        elif titled and following.heading is not None and self._titled_below(index):
            # "Article 18" then "Report on the state of cybersecurity": the line above the
            # label ("Article 26(4)", a correlation table's last cell) is not its title.
            titled = False
        judgment_title = (
            kind is UnitKind.JUDGMENT_PARA
            and previous is not None
            and (previous.number is None or previous.number.rule.scheme != "digit_dot")
            and self._judgment_title(previous, closed_before=True)
        )
        front = (
            kind is UnitKind.JUDGMENT_PARA
            and previous is not None
            and self.rules.cue("judgment_front", self._text_of(previous)) is not None
        )
        takes_title = (
            previous is not None
            and titled  # a title line names a bare label ("Article 1") or a judgment paragraph
            and (previous.title_line or judgment_title)
            and not front  # "JUDGMENT" above paragraph 1 heads no paragraph
            and previous.heading is None
            and title_at > self.cur.first
            and not self.run_open
            and self.cur.kind is not UnitKind.SIGNATURE
        )
        run = self._heading_run(index) if kind is UnitKind.JUDGMENT_PARA else []
        if len(run) < 2 and (takes_title or not run):
            run = []  # one title line: as any title line (below)
        first = run[0] if run else title_at if takes_title else index
        # A judge's lead line ("Lord Justice Singh:") ending the front matter opens the
        # judgment's first section heading with it, not the end of the cover's chunk.
        # (_judgment_para has counted the paragraph being started)
        before_paragraphs = self.expected_para - (kind is UnitKind.JUDGMENT_PARA) == 1
        if (
            (kind is UnitKind.HEADING or takes_title)
            and before_paragraphs
            and first - 1 > self.cur.first
            and self._judge_lead(self.segments[first - 1])
        ):
            first -= 1
        self._close(first)
        self.cur = Unit(first, first, first + 1, kind, self._default_type(kind))
        self.cur.start_kind, self.cur.start_rule = boundary, rule
        if run:
            self._open_with_headings(index, run)
        elif takes_title and previous is not None:
            self.cur.start_kind, self.cur.start_rule = BoundaryKind.HEADING, "title_line"
            self.cur.start_level = 4
            rank = self._title_rank(index)
            if judgment_title:  # the whole line, its letter or number included ("A. Facts")
                line = self.key[previous.content : line_at(self.key, previous.content)[1]]
                self._push(rank, short(" ".join(line.split())))
            else:
                self._push(rank, short(" ".join(self._text_of(previous).split())))
            self.cur.headings.append(title_at)
            self.cur.title = self.path[-1][1]
            self.section += 1
            self.cur.section = self.section
            self.cur.body = index + 1
        self.cur.path = self._path_texts

    def _heading_run(self, index: int) -> list[int]:
        """The heading lines right above judgment paragraph ``index`` (not the first), in order.

        Between numbered paragraphs a court heads what follows with one line or several
        ("Mais sur le deuxième moyen, pris en sa première branche" / "Enoncé du moyen";
        "Réponse de la Cour" / "Vu les articles 4 et 5 du code de procédure civile :";
        "Consideration of the questions referred" / "The first question"): each is one line
        standing alone, unnumbered, that reads as a judgment's heading or is named by the
        ``judgment_subheading`` or ``judgment_visa`` cues. They open the paragraph's unit
        rather than end the paragraph before it. At most ``_HEADING_RUN`` lines, taken from
        the end of the paragraph before (not from a heading's unit, nor before the second
        paragraph: front matter).
        """
        if self.expected_para <= 2 or self.cur.kind is not UnitKind.JUDGMENT_PARA:
            return []  # a heading unit keeps its lines: a heading never ends a chunk
        run: list[int] = []
        at = index - 1
        while at > self.cur.first and len(run) < _HEADING_RUN and self._heads_paragraph(at):
            run.append(at)
            at -= 1
        return run[::-1]

    def _heads_paragraph(self, at: int) -> bool:
        """Whether segment ``at`` is one line that heads the judgment paragraph below it."""
        segment = self.segments[at]
        if (
            segment.heading is not None
            or segment.number is not None
            or segment.table >= 0
            or not segment.para_start
        ):
            return False
        line, next_start = line_at(self.key, segment.content)
        if self.key[next_start : segment.end].strip():
            return False  # more than one line: a paragraph
        line = line.strip()
        if any(self.rules.cue(role, line) is not None for role in _SUBHEADING_ROLES):
            return True
        return self._judgment_title(segment, closed_before=True)

    def _open_with_headings(self, index: int, run: list[int]) -> None:
        """Open the current unit (judgment paragraph ``index``) with its heading lines ``run``.

        Each line enters the heading path, the last one deepest ("Sur le premier moyen" >
        "Réponse de la Cour"), so that the next line heading one paragraph alone ("Réponse
        de la Cour" after "Enoncé du moyen") replaces the last only; a citation's line ("Vu
        l'article ... :") opens the unit but heads nothing.
        """
        self.cur.start_kind, self.cur.start_rule = BoundaryKind.HEADING, "title_line"
        self.cur.start_level = 4
        titles = [at for at in run if not self._is_visa(at)]
        for step, at in enumerate(titles):
            content = self.segments[at].content
            line = self.key[content : line_at(self.key, content)[1]]
            self._push(4.0 - 0.1 * (len(titles) - 1 - step), short(" ".join(line.split())))
            self.cur.headings.append(at)
        if titles:
            self.cur.title = self.path[-1][1]
        self.section += 1
        self.cur.section = self.section
        self.cur.body = index + 1

    def _is_visa(self, at: int) -> bool:
        """Whether segment ``at`` cites the texts a court applies ("Vu l'article 16 ... :")."""
        return self.rules.cue("judgment_visa", self._text_of(self.segments[at])) is not None

    def _title_rank(self, index: int) -> float:
        following = self.segments[index]
        if following.heading is not None:
            return self.ranks.path_rank(following) - 0.5
        return 4.0

    def _close(self, end: int) -> None:
        if end > self.cur.first:
            self.cur.last = end
            self.cur.path = self._path_texts if self.cur.headings else self.cur.path
            self.units.append(self.cur)
            self.run_open = False

    def _default_type(self, kind: UnitKind) -> ChunkType:
        if kind is UnitKind.JUDGMENT_PARA:
            return ChunkType.JUDGMENT_PARA
        if kind in (UnitKind.RECITAL, UnitKind.CITATIONS):
            return ChunkType.RECITAL
        return ChunkType.OTHER

    def _is_signature(self, segment: Segment) -> bool:
        """Whether the segment's text opens with a signature cue."""
        return self.rules.cue("signature", self._text_of(segment)) is not None

    def _text_of(self, segment: Segment) -> str:
        return first_line_text(self.key, segment)

    def _text_label(self, kind: str, number: str = "") -> str:
        return self.config.label(kind, self.language).format(n=number)

    # -- after the walk --------------------------------------------------------------------


def _series_number(label: str) -> int | None:
    """The number an annex label gives, counted from 1; None for a label without one.

    "Appendix 5" 5, "EXHIBIT C" 3, "ANNEXE IV" 4, "Annexe 1re" 1, "الملحق رقم (٣)" 3,
    "الملحق الثاني" 2, "Schedule Three" 3, "Annexe deux" 2.
    """
    words = label.split(maxsplit=1)
    if len(words) < 2:
        return None
    number = words[1].strip(" ().-–—:").removeprefix("رقم").strip(" ()")
    digits = _DIGITS.match(number)
    if digits is not None:
        return int(digits.group())
    if number.casefold() in _FIRST_WORDS:
        return 1
    if _ROMAN.fullmatch(number):
        return roman_value(number)
    if len(number) == 1 and "A" <= number.upper() <= "Z":
        return ord(number.upper()) - ord("A") + 1
    ordinal = arabic_ordinal(number)
    return ordinal if ordinal is not None else word_number(number)


_OTHER_INSTRUMENT = re.compile(
    r"(?:of|under|in)\s+(?:the\s+)?(?!this\b|these\b|present\b)(?:[\w'’.-]+\s+){0,5}?"
    r"(?:Act|Code|Constitution|Convention|Charter|Treaty|Directive|Regulation|Statute|UCMJ)\b"
    r"|(?:de\s+la|de\s+l['’]|du|des|de)\s*(?!présente?s?\b|ce\b|cette\b)(?:[\w'’.-]+\s+){0,3}?"
    r"(?:Constitution|[Cc]ode|[Ll]oi|[Dd]écret|[Oo]rdonnance|[Rr]èglement|[Dd]irective|"
    r"[Cc]onvention|Déclaration|[Cc]harte|[Tt]raité)\b"
    r"|(?:من|في)[^\S\n]+(?!هذا|هذه)(?:ال)?(?:قانون|دستور|مرسوم|نظام|لائحة|اتفاقية|مجلة|مدونة)"
)
"""What follows an article's number when the line names the instrument the article is of."""
_THIS_INSTRUMENT = re.compile(r"\b(?:this|these|present|présente?s?|ce|cette|ces)\b|هذا|هذه")
"""Words by which that instrument is the document itself ("de la présente loi", "of this Act")."""


def _names_instrument(title: str) -> bool:
    """Whether an article heading's title names another instrument the article is of.

    "de la Constitution", "du code de la sécurité sociale", "of the UCMJ", "من القانون
    المدني"; never the document itself ("de la présente loi", "of this Act", "من هذا القانون").
    """
    found = _OTHER_INSTRUMENT.match(title)
    return found is not None and _THIS_INSTRUMENT.search(found.group()) is None


def _own_article_number(label: str) -> int | None:
    """The number of an article label numbered as a document's own articles are, or None.

    "Article 3" 3, "Article 1er" 1, "Article premier" 1, "ARTICLE IV" 4, "المادة الثانية" 2;
    None for a code's number ("Article L. 324-1", "Art. R. 12") or a sub-number ("Article 5.2").
    """
    words = label.split(maxsplit=1)
    if len(words) < 2:
        return None
    number = words[1].strip(" ().:–—-").removeprefix("رقم").strip(" ()")
    digits = _DIGITS.fullmatch(number.removesuffix("er").removesuffix("re"))
    if digits is not None:
        return int(digits.group())
    if number.casefold() in _FIRST_WORDS:
        return 1
    if _ROMAN.fullmatch(number):
        return roman_value(number)
    ordinal = arabic_ordinal(number)
    return ordinal if ordinal is not None else word_number(number)


def _label_key(label: str) -> tuple[int, ...] | str:
    """What a label numbers, the same in every script: its numbers, else its last word."""
    numbers = tuple(int(digits) for digits in _DIGITS.findall(label))  # (int reads "١٢")
    return numbers or (label.split() or [""])[-1].casefold()


def _paragraph_number(segment: Segment) -> int | None:
    """The number of a segment numbered "N." (a judgment paragraph's form), or None."""
    number = segment.number
    if number is None or number.rule.scheme != "digit_dot":
        return None
    digits = _DIGITS.search(number.label)
    return int(digits.group()) if digits is not None else None
