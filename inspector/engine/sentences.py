"""Sentence ends in legal text (English, French, Arabic), with legal abbreviations as data.

A sentence ends at ``.``, ``!``, ``?``, ``؟`` or ``…`` (optionally followed by closing quotes or
brackets), then whitespace, then the start of a new sentence: a capital letter, a digit, an
Arabic letter, or an opening quote or bracket before one. A period does not end a sentence
after an abbreviation of the configured tables ("Art.", "No.", "v.", "cf.", "para.", "U.S.C.",
"Mme", "م.") or after a single capital letter (an initial: "J. Smith"), nor after a number
that opens its line (a paragraph's label: "14. Mme Varennes ..."). Semicolons are a weaker
level, used only inside a sentence that is still over the maximum.

Offsets returned are the start of the next sentence (after the whitespace), so the whitespace
stays with the sentence before, as line breaks do at line boundaries.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from inspector.engine.lines import last_mark

_END = re.compile(r"[.!?؟…][\"'”’»)\]]*\s+(?=[\"'“‘«(\[]?[A-ZÀ-ÖØ-Þ0-9\u0621-\u064A])")
_SEMICOLON = re.compile(r"[;؛][\"'”’»)\]]*\s+(?=\S)")
_WORD_BEFORE = re.compile(r"(\S+?)[\"'”’»)\]]*$")
_OPENERS = "([«“\"'‘"


def abbreviation_set(tables: Iterable[Iterable[str]]) -> frozenset[str]:
    """One set of every abbreviation of every language table (compared without the period)."""
    return frozenset(word for table in tables for word in table)


def sentence_starts(
    text: str, start: int, end: int, abbreviations: frozenset[str]
) -> Iterator[int]:
    """Offsets in ``text[start:end]`` where a new sentence begins (exclusive of ``start``).

    Args:
        text: the text (the key layer).
        start: first offset of the span.
        end: one past the last offset of the span.
        abbreviations: words after which a period is not a sentence end.
    """
    for match in _END.finditer(text, start, end):
        boundary = match.end()
        if boundary >= end:
            break
        if text[match.start()] == "." and (
            _is_abbreviation(text, start, match.start(), abbreviations)
            or _is_line_number(text, start, match.start())
        ):
            continue
        yield boundary


def clause_starts(text: str, start: int, end: int) -> Iterator[int]:
    """Offsets after a semicolon (and whitespace) inside ``text[start:end]``."""
    for match in _SEMICOLON.finditer(text, start, end):
        if start < match.end() < end:
            yield match.end()


def word_starts(text: str, start: int, end: int) -> Iterator[int]:
    """Offsets in ``text[start:end]`` where a word begins after whitespace."""
    for match in re.finditer(r"\s+(?=\S)", text[start:end]):
        if match.end() > 0:
            yield start + match.end()


def _is_abbreviation(text: str, floor: int, period: int, abbreviations: frozenset[str]) -> bool:
    """Whether the word just before ``text[period] == "."`` is an abbreviation or an initial."""
    left = max(floor, period - 40)
    word_match = _WORD_BEFORE.search(text, left, period)
    if word_match is None:
        return False
    word = word_match.group(1).lstrip(_OPENERS)
    word = word.rsplit("'", 1)[-1].rsplit("’", 1)[-1]  # French elision: "l'art."
    if "\n" in word or not word:
        return False
    if word in abbreviations:
        return True
    return len(word) == 1 and word.isalpha() and word.isupper()


def _is_line_number(text: str, floor: int, period: int) -> bool:
    """Whether ``text[period] == "."`` ends a number that opens its line (a paragraph's label).

    "14. Mme Varennes ...", "3.2. The": no sentence ends there.
    """
    left = period
    while (
        left > floor and period - left < 8 and (text[left - 1].isdigit() or text[left - 1] == ".")
    ):
        left -= 1
    return left < period and text[left].isdigit() and (left == floor or text[left - 1] == "\n")


_CLOSERS = "\"'”’»)]"
"""Closing quotes and brackets, read past to a sentence's last mark."""


def ends_sentence(text: str) -> bool:
    """Whether ``text`` (stripped) ends like a finished sentence or a list item.

    Used to judge cuts: a cut after such text is not a mid-sentence cut.
    """
    text = text.rstrip()
    return bool(text) and last_mark(text, _CLOSERS) in ".!?؟…;:"


def ends_full_sentence(text: str) -> bool:
    """Whether ``text`` (stripped) ends like a finished sentence.

    That is ``.``, ``!``, ``?``, ``؟`` or ``…``, optionally followed by closing quotes or
    brackets (not ``;`` nor ``:``, which end a list item or a lead-in inside a sentence that
    goes on).
    """
    text = text.rstrip()
    return bool(text) and last_mark(text, _CLOSERS) in ".!?؟…"


_ITEM_START = re.compile(r"\(?[0-9A-Za-z\u0621-\u064A]{1,4}[°.)\-–]+/?[^\S\n]")


def runs_on(before: str, after: str) -> bool:
    """Whether a break between ``before`` and ``after`` falls in mid-sentence.

    It does when ``before`` (stripped) ends with a letter, a digit or a comma and ``after``
    goes on in lower case: "... referred to in Article 6(1), point" / "(f), of that
    Regulation". A line without punctuation before a capital ("Microbiology" / "Clinical
    Laboratory") is a title or a list line, and a line that opens with an item's number
    ("2°/ à M. ...", "(b) the ...") is the list's next item; a caseless script (Arabic) goes on
    only after a comma.
    """
    stripped = before.rstrip()
    if not stripped or not (stripped[-1].isalnum() or stripped[-1] in ",،"):
        return False
    following = after.lstrip()
    if _ITEM_START.match(following):
        return False
    for char in following[:12]:
        if char.isalpha():
            if char.lower() != char.upper():
                return char.islower()
            return stripped[-1] in ",،"
    return False
