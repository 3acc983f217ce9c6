"""Units and their helpers: what a unit is, display text of headings, numbering depth.

A *unit* is what a chunk holds whole when it fits its profile (see ``rules`` for the spec).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from inspector.engine.rules import HeadingRule
from inspector.engine.segment import Segment
from inspector.engine.types import BoundaryKind, ChunkType

_ROMAN = frozenset("ivxlc")
MAX_PATH_TEXT = 120
"""Characters of a heading kept in the heading path."""


ANNEX_UNITS = frozenset({"annex", "schedule", "exhibit", "appendix"})
"""Heading rule units that open an annex: its parts, articles and paragraphs are numbered
again inside it (typed ``other``; headed and cited inside it: "SCHEDULE 1, PART 2")."""


class UnitKind(StrEnum):
    """The role of a unit."""

    PREAMBLE = "preamble"
    HEADING = "heading"
    JUDGMENT_PARA = "judgment_para"
    RECITAL = "recital"
    CITATIONS = "citations"
    FORMULA = "formula"
    SIGNATURE = "signature"


@dataclass(slots=True)
class Unit:
    """Segments ``[first, last)`` that belong together; see the module docstring.

    Attributes:
        label: the unit's label as written ("Article 7", "Clause 1", "para. 5", "Recital (A)").
        title: the heading's title ("Confidentiality"), or "".
        path: the heading path in force in the unit, outermost first.
        rule: the heading rule of the unit's own (deepest) heading, if any.
        start_kind, start_rule, start_level: provenance of the unit's first boundary.
        section: counts heading runs; units of one section share a heading context.
        annex: the label of the schedule, annex, appendix or exhibit the unit's heading lies in
            ("SCHEDULE 1" above "PART 2"), "" outside one or for the annex's own heading: an
            annex numbers its parts again from 1, so "PART 2" alone would name the Act's.
    """

    first: int
    last: int
    body: int
    kind: UnitKind
    chunk_type: ChunkType
    label: str = ""
    title: str = ""
    path: tuple[str, ...] = ()
    rule: HeadingRule | None = None
    start_kind: BoundaryKind = BoundaryKind.DOCUMENT_START
    start_rule: str = "document_start"
    start_level: int = 0
    section: int = 0
    is_definitions: bool = False
    tokens: int = 0
    headings: list[int] = field(default_factory=list)
    annex: str = ""


class Display:
    """Maps key ranges back to the display text.

    Headings then read as printed (Eastern digits, tashkeel) while matching ran on the key
    layer.
    """

    def __init__(self, key: str, text: str | None = None, to_text: Sequence[int] | None = None):
        """``to_text``: key offset -> text offset; None when the key is the text itself."""
        self.key = key
        self.text = text if text is not None else key
        self.to_text = to_text

    def span(self, start: int, end: int) -> str:
        """The display text of key range ``[start, end)``, whitespace-normalised."""
        if end <= start:
            return ""
        if self.to_text is None:
            raw = self.key[start:end]
        else:
            raw = self.text[self.to_text[start] : self.to_text[end - 1] + 1]
        return " ".join(raw.split())

    def heading(self, segment: Segment) -> tuple[str, str, str]:
        """Label, title and full line of a heading segment, as printed."""
        assert segment.heading is not None
        match = segment.heading
        base = segment.match_base
        label = self.span(base + match.label_span[0], base + match.label_span[1])
        title = self.span(base + match.title_span[0], base + match.title_span[1])
        title = title.lstrip(" —–-:.،").strip() or match.title
        label = label or match.label
        if match.rule.tail == "none" and match.title:
            return label, title, short(f"{label}. {title}")
        end = self.key.find("\n", base)
        line = self.span(base, len(self.key) if end == -1 else end)
        return label, title, short(line or match.title)


def short(text: str) -> str:
    """``text`` cut to ``MAX_PATH_TEXT`` characters."""
    return text if len(text) <= MAX_PATH_TEXT else text[: MAX_PATH_TEXT - 1] + "…"


def first_line_text(key: str, segment: Segment) -> str:
    """The segment's first line after its number label, stripped."""
    stop = segment.end if segment.end > segment.start else None
    end = key.find("\n", segment.content, stop)
    line = key[segment.content : len(key) if end == -1 else end]
    if segment.number is not None and line.startswith(segment.number.label):
        line = line[len(segment.number.label) :]
    return line.strip()


def short_term(term: str) -> str:
    """A defined term cut to 40 characters (for heading texts)."""
    return term if len(term) <= 40 else term[:39] + "…"


def term_of(matched: str) -> str:
    """The defined term in a definition's opening ("“Affiliate” means" -> "“Affiliate”")."""
    for opener, closer in (("“", "”"), ('"', '"'), ("«", "»"), ("‘", "’"), ("'", "'")):
        start = matched.find(opener)
        if start != -1:
            end = matched.find(closer, start + 1)
            if end != -1:
                return matched[start : end + 1].strip()
    for word in (" shall mean", " means", " shall have", " has the", ":"):
        cut = matched.find(word)
        if cut > 0:
            return matched[:cut].strip()
    return matched.strip()


def assign_depths(segments: Sequence[Segment]) -> None:
    """Numbering depth (1 = outermost) of the numbered segments of one unit.

    Families of numbering are nested in the order they first appear, as lists are: "(1)" then
    "(a)" then "(i)"; returning to a family returns to its depth. Decimal labels form one
    family per number of components ("1.1" above "1.1.1"). "(i)" is a letter after "(h)",
    otherwise a roman numeral.
    """
    stack: list[str] = []
    last_letter = ""
    for segment in segments:
        if segment.number is None or segment.kind is not BoundaryKind.NUMBERED:
            continue
        family = _family(segment.number.rule.scheme, segment.number.label, last_letter, stack)
        if family == "paren_lower":
            last_letter = segment.number.label.strip("()")
        if family in stack:
            del stack[stack.index(family) + 1 :]
        else:
            stack.append(family)
        segment.depth = len(stack)


def _family(scheme: str, label: str, last_letter: str, stack: Sequence[str]) -> str:
    if scheme == "decimal":
        return f"decimal{label.rstrip('.').count('.') + 1}"
    if scheme == "paren_lower":
        letters = label.strip("()")
        is_roman = set(letters) <= _ROMAN
        follows_letter = (
            len(letters) == 1 and len(last_letter) == 1 and ord(letters) == ord(last_letter) + 1
        )
        if is_roman and not follows_letter and (letters == "i" or "paren_roman" in stack):
            return "paren_roman"
    return scheme
