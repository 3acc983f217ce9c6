"""Structure names shared by the markup loader and the engine: units, ranks, block styles.

A markup block that the source marks as a structural unit carries the style
``markup:<unit>`` (``markup:article``, ``markup:recital``, ``markup:paragraph``...), with a
trailing ``#`` when the unit is numbered: for a heading block the first line is then its number
("Article 5", "CHAPTER II", "12") and the lines after it its heading; for a numbered paragraph,
recital or point the number opens the block's text ("(3) Whereas ...", "12. The claimant
..."). The engine reads these styles (``markup_unit``) ahead of its text patterns.

Pure Python, no lxml: the engine imports it.
"""

from __future__ import annotations

import re

MARKUP_PREFIX = "markup:"

HEADING_UNITS: dict[str, int] = {
    "annex": 0,
    "attachment": 0,
    "schedule": 0,
    "book": 1,
    "part": 1,
    "tome": 1,
    "title": 2,
    "subtitle": 2,
    "chapter": 3,
    "subchapter": 3,
    "division": 3,
    "section": 4,
    "subpart": 4,
    "subsection": 5,
    "subdivision": 5,
    "article": 6,
    "rule": 6,
    "level": 4,
    "hcontainer": 4,
}
"""Units that head what follows them, and their rank (the engine's heading-rule ranks: 0 annex
level, 1 part or book, 2 title, 3 chapter, 4 section, 5 subsection, 6 article)."""

NUMBERED_UNITS = frozenset(
    {"paragraph", "subparagraph", "point", "recital", "item", "indent", "alinea", "clause"}
)
"""Units whose number opens their own text (a judgment's paragraph, a recital, a point)."""

NOTE_UNIT = "note"
"""An authorial note's block (style ``markup:note``): a footnote's text after the block that
references it, or the line a schedule's number carries ("(introduced by section 22)"). It heads
nothing and numbers nothing; the engine keeps it in the heading run it follows."""


def markup_style(unit: str, numbered: bool) -> str:
    """The block style of a markup unit (see the module docstring)."""
    return f"{MARKUP_PREFIX}{unit}{'#' if numbered else ''}"


def markup_unit(style: str) -> tuple[str, bool] | None:
    """``(unit, numbered)`` of a markup block style, or None for any other style."""
    if not style.startswith(MARKUP_PREFIX):
        return None
    unit = style[len(MARKUP_PREFIX) :]
    numbered = unit.endswith("#")
    return (unit[:-1] if numbered else unit), numbered


_WORDS_THEN_NUMBER = re.compile(r"^(?:[^\W\d]+\.?\s+)+(?P<label>\S.*)$")


def number_of(num: str) -> str:
    """The number in a unit's number text: "Article 5" -> "5", "CHAPTER II" -> "II".

    The words before the last run of non-letters or the last word are the unit's name; a
    number text of one word ("5", "(a)", "premier") is its own number. Trailing dots go.
    """
    text = " ".join(num.split())
    found = _WORDS_THEN_NUMBER.match(text)
    label = found.group("label") if found is not None else text
    return label.rstrip(".:") or label


_UNIT_WORDS: dict[str, str] = {
    "article": "article",
    "art": "article",
    "chapter": "chapter",
    "chapitre": "chapter",
    "section": "section",
    "title": "title",
    "titre": "title",
    "part": "part",
    "partie": "part",
    "book": "book",
    "livre": "book",
    "annex": "annex",
    "annexe": "annex",
    "appendix": "annex",
    "schedule": "schedule",
    "المادة": "article",
    "مادة": "article",
    "الفصل": "article",
    "الباب": "part",
    "القسم": "section",
    "الكتاب": "book",
    "ملحق": "annex",
    "الملحق": "annex",
}
"""A heading's first word, lowered, to the unit it names (EN, FR, AR)."""


def unit_named_by(text: str) -> str | None:
    """The unit a heading's first word names ("CHAPTER I" -> "chapter"), or None."""
    words = text.split(maxsplit=1)
    if not words:
        return None
    return _UNIT_WORDS.get(words[0].lower().rstrip(".:"))
