"""``headingText`` for whole units and for the parts of split units.

Whole unit: "Article 7 — Confidentiality" (label and title), the label alone, or the title
alone. A part of a split unit repeats the unit label with the range of paragraphs it holds:
"Article 4(1)–(3), Definitions", "Clause 10 — COMMERCIAL TERMS, 10.1–10.3", "Clause 1
(“Affiliate”–“Fees”), DEFINITIONS"; a part with no numbered paragraph says which part it is:
"Article 12 (part 2 of 3)". Judgment paragraphs carry their section: "Introduction, para. 1",
"Factual background, paras. 4–6".
"""

from __future__ import annotations

import re

from inspector.engine.config import ChunkingConfig
from inspector.engine.types import ChunkType
from inspector.engine.units import Unit, UnitKind

_DIGIT_LABEL = re.compile(r"([0-9٠-٩۰-۹]+)[.)]")
_ARABIC = re.compile("[\u0600-\u06ff]")
_TRAILING_NUMBER = re.compile(r"^(?P<word>.*?)\s*(?P<num>[0-9٠-٩۰-۹]+)$")


def whole_text(unit: Unit) -> str:
    """The heading text of a unit kept whole (not a judgment paragraph)."""
    if unit.label and unit.title and unit.title not in unit.label:
        return _in_annex(unit, f"{unit.label} — {unit.title}")
    if unit.label:
        return _in_annex(unit, unit.label)
    return _in_annex(unit, unit.title) or (unit.path[-1] if unit.path else "")


def _in_annex(unit: Unit, text: str) -> str:
    """``text`` named inside the unit's annex ("SCHEDULE 1, PART 2 — Fees"); "" stays ""."""
    if not text or not unit.annex:
        return text
    comma = "،" if _ARABIC.search(unit.annex) else ","
    return f"{unit.annex}{comma} {text}"


def judgment_text(units: list[Unit], config: ChunkingConfig, language: str) -> str:
    """Heading text of judgment paragraphs: "Introduction, para. 1", "..., paras. 2–3"."""
    first, last = units[0].label, units[-1].label
    if first == last:
        label = config.label("paragraph", language).format(n=first)
    else:
        label = config.label("paragraphs", language).format(n=f"{first}–{last}")
    section = units[0].title or (units[0].path[-1] if units[0].path else "")
    return f"{section}, {label}" if section else label


def part_text(
    unit: Unit,
    first: str,
    last: str,
    index: int,
    count: int,
    config: ChunkingConfig,
    language: str,
) -> str:
    """The heading text of part ``index`` (0-based) of ``count`` of a split unit."""
    base = unit.label or unit.title or (unit.path[-1] if unit.path else "")
    if unit.kind is UnitKind.JUDGMENT_PARA:
        base = judgment_text([unit], config, language)
    title = unit.title if unit.label and unit.kind is not UnitKind.JUDGMENT_PARA else ""
    if first and not _numbers_own_paragraphs(unit) and _is_own_number(base, first):
        # The unit's own number read as its first paragraph's (a recital "(2) ..." split
        # for size was "Recital (2)(2)" in every part): the parts are counted instead.
        first = last = ""
    if first and unit.kind is not UnitKind.JUDGMENT_PARA:
        span = _span(_bracket(first), _bracket(last))
        number = _TRAILING_NUMBER.match(base)
        decimal = number is not None and span.startswith(number.group("num") + ".")
        if title and decimal and not unit.is_definitions:
            # A contract's sub-clauses: the clause named as a whole unit is ("Clause 10 —
            # COMMERCIAL TERMS"), then the sub-clauses the part holds.
            return _in_annex(unit, f"{base} — {title}, {span}")
        text = _join(base, span, is_term=unit.is_definitions)
    else:
        which = config.label("part", language).format(i=index + 1, n=count)
        text = f"{base} ({which})"
    return _in_annex(unit, f"{text}, {title}" if title else text)


def _numbers_own_paragraphs(unit: Unit) -> bool:
    """Whether a paragraph numbered as the unit is its paragraph, not its label read again.

    An article, clause or definitions article with a heading line of its own ("Article 4")
    has its label there: its paragraph "4." is its fourth ("Article 4(4)", was "Article 4 (part
    3 of 4)"). A recital has no heading line (its label is its opening "(2)"); in a schedule,
    part or chapter kept as one unit ("other") a "(2)" belongs to a section not found.
    """
    return bool(unit.headings) and unit.chunk_type in _OWN_PARAGRAPH_TYPES


_OWN_PARAGRAPH_TYPES = frozenset((ChunkType.ARTICLE, ChunkType.CLAUSE, ChunkType.DEFINITION))


def _is_own_number(base: str, label: str) -> bool:
    """Whether paragraph ``label`` is the number that ends the unit's label ``base``."""
    own = _bracket(label)
    return base.endswith(own) or base.endswith(" " + own.strip("()"))


def _bracket(label: str) -> str:
    """A paragraph label as cited: "1." -> "(1)" ("Article 36(1)"), "II. –" -> "II".

    Bracketed labels and defined terms are unchanged.
    """
    label = label.strip()
    match = _DIGIT_LABEL.fullmatch(label)
    if match:
        return f"({match.group(1)})"
    if label.startswith(("(", "«", "“", '"', "‘", "'")):
        return label
    return label.rstrip(" .-–—:)") or label


def _span(first: str, last: str) -> str:
    if not last or first == last:
        return first
    if _backwards(first, last):
        # A list that starts again inside the part ("(b) (c) ... (a)" of a quoted text):
        # "(b)–(a)" names no range; the part is cited from where it starts.
        return first
    return f"{first}–{last}"


_ITEM = re.compile(r"\(?([0-9]+|[a-z]|[A-Z])\)?")


def _backwards(first: str, last: str) -> bool:
    """Whether paragraph label ``last`` comes before ``first`` in one numbering: "(b)", "(a)".

    Only plain numbers and single letters of the same kind are compared (a Roman "(i)" and a
    letter "(i)" cannot be told apart, so letters beyond "h" are not taken for numerals here).
    """
    a, b = _ITEM.fullmatch(first), _ITEM.fullmatch(last)
    if a is None or b is None:
        return False
    x, y = a.group(1), b.group(1)
    if x.isdigit() and y.isdigit():
        return int(y) < int(x)
    same_case = x.isalpha() and y.isalpha() and x.islower() == y.islower()
    return same_case and y < x


def _join(base: str, span: str, *, is_term: bool) -> str:
    if is_term and not span.startswith("("):
        return f"{base} ({span})"
    if span.startswith("("):
        return f"{base}{span}"
    number = _TRAILING_NUMBER.match(base)
    if number is not None and span.startswith(number.group("num") + "."):
        return f"{number.group('word')} {span}".strip()  # "Clause 10" + "10.1–10.3"
    return f"{base}, {span}"
