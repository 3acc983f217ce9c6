"""Text an amending provision quotes: its headings are no structure of this document.

An amending law inserts or substitutes whole units of another text: "After Schedule 19B
insert—" then "SCHEDULE 19C", "PART 1", "1 ..."; "il est inséré un article ainsi rédigé :"
then "« Art. L. 112-3-1 ..."; "تضاف مادة جديدة ... نصها الآتي:" then "مادة (5 مكرر)". Those
headings are text inside the amending section: they open no unit of this document and never
become its ``headingText`` or ``headingPath`` (a long quoted block may still be split for size,
its parts then headed by the amending unit).

Why text of the amending unit rather than units of their own: a chunk is cited by its heading
("القانون رقم 27.14، المادة 1"), and a chunk headed "الفصل 448-1" would be cited as a provision
of the amending law, which has none (448-1 is the penal code's, inserted by article 1). Nor may
an inserted heading enter the heading path: the law's own next article would be nested under it
("الفصل 448-14 > المادة الثانية"). An amending unit too long for one chunk is cut at
paragraph starts, which the inserted headings remain: its parts mostly open with the number of
the provision they hold, shown in their text, while heading and citation stay the amending
unit's ("المادة الأولى (الجزء 3 من 18)").

A *quoted region* starts at the end of a line that ends with an amending formula (the
``amending_formula`` cues, rules as data), the formula's sentence read over a few lines (the
Maghreb's "تتمم أحكام ... / ... بالفرع السادس التالي:" opens with its verb). When the text
after it opens with a quotation mark, the region ends with the line whose closing quotation
mark closes it; publishers that print quoted structure without quotation marks
(legislation.gov.uk's renderings) leave only the numbering to tell: the region then ends at the
first heading that goes on with the amending document's own series of that kind (section 8
inserts "PART 5A" and "71K"; "9" ends it, and so does "SCHEDULE 13" after "SCHEDULE 12"), which
bounds an unclosed quotation as well. Going on means a plain number (no "5A", "A1", "مكرر")
above the last of the series (repealed or unseen units leave gaps), or a "1" after a unit above
it; not the number the formula names ("for section 5 substitute—" then "5 ..."), nor the next
of the quoted headings' own series ("PART 2" after the quoted "PART 1"). Headings the source's
markup names are never quoted (the markup loaders mark quoted structure apart).

Asked for laws and regulations only (``StructureBuilder``): a judgment or a contract quoting
an amendment keeps its own headings as they are read today (a judgment's sections are
unnumbered, so no numbering would end a region there).

When no numbered heading of the document's own came before the formula (the amending unit's
heading was not read), the first heading after the quoted ones of a kind the quotation does not
use is the document's own: nothing else would end an unquoted region.

Invariants: only headings inside a region are affected; a heading whose number cannot be read
("Article premier", a word) ends the region rather than being swallowed; a document with no
amending formula is untouched.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from inspector.engine.citation_format import arabic_ordinal, roman_value
from inspector.engine.heading_ranks import GENERIC_HEADINGS
from inspector.engine.rules import CompiledRules, HeadingMatch
from inspector.engine.segment import Segment

AMENDING_ROLE = "amending_formula"
"""The cue role of the amending formulas (``default_config.toml``)."""
NAMED_ROLE = "amended_unit"
"""The cue role of the unit a formula names, its number in group ``n``."""
_OPENING = "“«„"
_CLOSING = "”»"
_SINGLE_OPENING = "‘"
_SINGLE_CLOSING = "’"
"""An EU act quotes with single marks ("‘Article 16a ... ’;")."""
_QUOTE_SCAN = 100_000
"""Characters after a formula searched for the quotation's closing mark (a bound on the work,
not on the region: an unclosed quotation ends at the next heading of the own series)."""
_RUN_LOOKAHEAD = 3
"""Segments after an unnumbered heading searched for the numbered heading of its run."""
_INTRODUCING_END = re.compile(r"[—–:-][^\S\n]*$", re.MULTILINE)
"""A line ending with the dash or colon that introduces a quotation."""
_SENTENCE_LINES = 4
"""Lines of a formula's sentence an amending formula is searched in: the line ending with the
dash or colon and up to three before it (back to a blank line). The Maghreb's formula opens
with its verb and runs on over lines ("تتمم أحكام الباب السابع ... / ... / بالفرع السادس
التالي:"); the others end the line ("After Part 5 insert—"). A formula must end the line."""
_FORMULA_LINES = 3
"""Lines of a wrapped formula read for the numbers it names (``_named_numbers``)."""
_DIGITS = re.compile(r"[0-9٠-٩۰-۹]+")
_ROMAN = re.compile(r"[IVXLC]+")
_NUMBER_PUNCTUATION = "()[].:-–—"


class QuotedAmendments:
    """Tells, heading by heading in document order, whether a heading is quoted text.

    ``quoted`` must be called for every heading segment, in order: it keeps the numbering of
    the document's own headings (and of the quoted ones in the open region) as it goes.
    """

    def __init__(self, key: str, segments: Sequence[Segment], rules: CompiledRules) -> None:
        self.key = key
        self.segments = segments
        self.regions = quoted_regions(key, rules)
        self._starts = [start for start, _ in self.regions]
        named = [rules.cue_regex(cue.name) for cue in rules.cues if cue.role == NAMED_ROLE]
        self._named = [_named_numbers(key, start, named) for start in self._starts]
        self._region = -1  # index of the region the quoted series below belong to
        self._closed_at = -1  # key offset of the heading that closed the last region
        self._seq = 0
        self._real: dict[str, tuple[int, int]] = {}  # rule -> (last number, seq)
        self._rank_seen: dict[int, int] = {}  # rank -> seq of the last numbered real heading
        self._quoted: dict[str, int] = {}  # rule -> last number quoted in the open region
        self._quoted_ranks: set[int] = set()

    def quoted(self, index: int, segment: Segment) -> bool:
        """Whether heading ``segment`` (at ``index``) lies in quoted text of an amendment."""
        heading = segment.heading
        assert heading is not None
        region = self._open_region(segment.content)
        if region >= 0 and heading.rule.name.startswith("markup_"):
            self._closed_at = segment.content  # the source's markup names the heading
            region = -1
        if region < 0:
            self._note_real(heading)
            return False
        if region != self._region:  # a new quotation: its own numbering starts afresh
            self._region = region
            self._quoted.clear()
            self._quoted_ranks.clear()
        if self._closes(index, heading, self._named[region]):
            self._closed_at = segment.content
            self._note_real(heading)
            return False
        number = series_number(heading)
        if number is not None:
            self._quoted[heading.rule.name] = number[0]
            self._quoted_ranks.add(heading.rule.rank)
        return True

    def _open_region(self, pos: int) -> int:
        """The region ``pos`` lies in and that no heading closed yet, or -1."""
        at = bisect.bisect_left(self._starts, pos) - 1
        if at < 0:
            return -1
        start, end = self.regions[at]
        if pos >= end or start <= self._closed_at:
            return -1
        return at

    def _closes(self, index: int, heading: HeadingMatch, named: frozenset[int]) -> bool:
        """Whether ``heading`` is the document's own: it goes on with its own series.

        An unnumbered heading (a cross-heading) is the document's own when the numbered
        heading of its run is; a number that cannot be read is taken as the document's own.
        ``named``: the numbers the formula names ("for section 5 substitute—").
        """
        if heading.rule.name in GENERIC_HEADINGS or not heading.label:
            for following in self.segments[index + 1 : index + 1 + _RUN_LOOKAHEAD]:
                if following.heading is None:
                    return False
                if following.heading.rule.name not in GENERIC_HEADINGS:
                    return self._continues_own(following.heading, named)
            return False
        return self._continues_own(heading, named)

    def _continues_own(self, heading: HeadingMatch, named: frozenset[int]) -> bool:
        number = series_number(heading)
        if number is None:
            return True  # "Article premier", an ordinal no table knows: never swallowed
        value, pure = number
        if not pure:
            return False  # "PART 5A", "71K", "SCHEDULE A1", "5 مكرر": inserted between
        if value in named:
            return False  # "for section 5 substitute—" then "5 ...": the substituted unit
        rule, rank = heading.rule.name, heading.rule.rank
        if self._quoted.get(rule, -2) + 1 == value:
            return False  # "PART 2" after the quoted "PART 1": the quoted unit goes on
        last = self._real.get(rule)
        if last is not None and value > last[0]:
            return True  # the next number, or a later one (a heading unseen, a repealed unit)
        if self._seq == 0 and self._quoted and rule not in self._quoted:
            # No own numbered heading before the formula: the amending unit's own heading was
            # not read ("المادة األولى", a lam-alef printed in visual order). After the quoted
            # headings, the first of a kind the quotation does not use ("المادة الثانية" after
            # the quoted "الفصل 448-1" ... "الفصل 448-14") is the law's own: else nothing
            # would end the quotation and the rest of the law would be text of it.
            return True
        if value != 1 or any(r < rank for r in self._quoted_ranks):
            return False  # "PART 1" of a quoted "SCHEDULE 19C"
        # A first unit: of its kind, or again after a unit above it ("PART 1" of "SCHEDULE 2").
        return last is None or any(r < rank and seq > last[1] for r, seq in self._rank_seen.items())

    def _note_real(self, heading: HeadingMatch) -> None:
        number = series_number(heading)
        if number is None or heading.rule.name in GENERIC_HEADINGS:
            return
        self._seq += 1
        self._real[heading.rule.name] = (number[0], self._seq)
        self._rank_seen[heading.rule.rank] = self._seq


def quoted_regions(key: str, rules: CompiledRules) -> list[tuple[int, int]]:
    """Key ranges ``[start, end)`` opened by an amending formula, sorted by start.

    A formula ends its line with the dash or colon that introduces the quotation. ``start`` is
    the end of the formula's line; ``end`` the end of the line whose closing
    quotation mark closes the quotation that opens right after it, else ``len(key)`` (the
    numbering then bounds the region: ``QuotedAmendments``).
    """
    formulas = [rules.cue_regex(cue.name) for cue in rules.cues if cue.role == AMENDING_ROLE]
    starts: list[int] = []
    # A formula introduces its quotation with a dash or a colon: only the few lines ending so
    # are read (the formulas' regexes run over the whole text cost a share of every run).
    for mark in _INTRODUCING_END.finditer(key):
        end = mark.end()
        begin = _sentence_start(key, end, _SENTENCE_LINES)
        matches = (match for formula in formulas for match in formula.finditer(key, begin, end))
        if any(match.end() == end for match in matches):
            starts.append(end)
    return [(start, _quotation_end(key, start)) for start in starts]


def _named_numbers(key: str, start: int, patterns: Sequence[re.Pattern[str]]) -> frozenset[int]:
    """The numbers of the units the formula ending at ``start`` names (``patterns``).

    The formula's sentence may be wrapped: its line and up to ``_FORMULA_LINES`` - 1 lines
    before it (back to a blank line) are read. "(2) For section 5 substitute—" names 5; "for
    sections 5 and 6 substitute—" 5 and 6; "(a) for sub-paragraph (6) substitute—" none.
    """
    text = key[_sentence_start(key, start, _FORMULA_LINES) : start]
    return frozenset(
        int(number)  # int() reads Eastern digits too
        for pattern in patterns
        for match in pattern.finditer(text)
        for number in _DIGITS.findall(match.group("n"))  # "sections 5 and 6": both
    )


def _sentence_start(key: str, end: int, lines: int) -> int:
    """The start of the line ``lines`` - 1 lines before the one ending at ``end``.

    Back to a blank line at most: a wrapped sentence has no blank line inside it.
    """
    begin = key.rfind("\n", 0, end) + 1
    for _ in range(lines - 1):
        before = key.rfind("\n", 0, max(0, begin - 1)) + 1
        if begin == 0 or not key[before : begin - 1].strip():
            break
        begin = before
    return begin


def _quotation_end(key: str, start: int) -> int:
    """The end of the line closing the quotation that opens after ``start``, else the key's end.

    Each quoted paragraph may open with a quotation mark of its own ("« ..." on every line of
    a French amendment) and only the last one closes; so a line's leading mark is not counted,
    and the quotation ends at the first line with more closing marks than opening ones.
    """
    length = len(key)
    pos = start
    while pos < length and key[pos].isspace():
        pos += 1
    if pos >= length or key[pos] not in _OPENING + _SINGLE_OPENING:
        return length
    single = key[pos] == _SINGLE_OPENING
    limit = min(length, pos + _QUOTE_SCAN)
    while pos < limit:
        end = key.find("\n", pos, limit)
        if end == -1:
            end = limit
        line = key[pos:end].strip()
        if single:
            # "’" is an apostrophe too: only a line ending with it ("...’;") closes
            if line.rstrip(".;,").endswith(_SINGLE_CLOSING) and pos > start:
                return end
        else:
            if line[:1] in _OPENING:
                line = line[1:]
            opened = sum(line.count(mark) for mark in _OPENING)
            closed = sum(line.count(mark) for mark in _CLOSING)
            if closed > opened:
                return end
        pos = end + 1
    return length


def series_number(heading: HeadingMatch) -> tuple[int, bool] | None:
    """The number a heading's label gives it in its series, and whether it is a plain one.

    "SCHEDULE 13" (13, True), "9" (9, True), "PART II" (2, True), "المادة (5)" (5, True),
    "المادة الرابعة" (4, True); "PART 5A", "SCHEDULE A1", "مادة 5 مكرر" (5, False): a unit
    inserted between two others; None when no number can be read.
    """
    words = heading.label.split()
    if not words:
        return None
    last = words[-1].strip(_NUMBER_PUNCTUATION)
    if last.isdigit():
        return int(last), True  # int() reads Eastern digits too
    if _ROMAN.fullmatch(last) and (len(words) > 1 or len(last) > 1):
        return roman_value(last), True
    digits = _DIGITS.search(heading.label)
    if digits is not None:
        return int(digits.group()), False
    ordinal = arabic_ordinal(" ".join(words[1:])) if len(words) > 1 else None
    if ordinal is not None:
        return ordinal, True
    return None
