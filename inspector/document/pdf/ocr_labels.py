"""Unit label lines on pages read by OCR: "Article 5", "Chapitre II", "الفصل 4", "المادة الأولى".

Why: on a digital page a heading differs from the paragraph around it by weight or size, and
the layout's paragraph rules (``pdf_layout``) split there. An OCR'd line's weight is only
judged from its ink (``pdf_ocr_weight``: a label set in the body's weight has none to tell it
by) and Tesseract's line heights vary, so a label line printed at the body's line pitch under a
full last line of a paragraph is joined to it, and the engine no longer sees the unit start
at a line start. On OCR'd pages only, a line that is a unit label starts a block.

A *label line* is a unit word (EN, FR, AR: the words the engine's heading rules name, read as
data from ``inspector/engine/default_config.toml``: ``unit_words``), a number (Western, Eastern
Arabic or Persian digits, a Roman numeral, a French or Arabic ordinal), then nothing, a
separator (dash, colon, full stop, Arabic tatweel) or, for Latin labels, a title starting with a
capital letter. "Article 5 of the Convention ..." at the start of a wrapped line is a
cross-reference and is not one. A label line with nothing after the label (``is_label_alone``)
is a heading line of its own: the row after it starts a block too (its bold told the layout so
on the digital page).
"""

from __future__ import annotations

import re
import tomllib
from importlib import resources

ENGINE_RULES = ("engine", "default_config.toml")
"""Where the unit words are written: the engine's default configuration, inside the package. The
document layer may not import the engine; it reads that file as data (one table, not a copy)."""

_LABEL = "(?P<label>"
_SPACE = r"[^\S\n]"


def unit_words() -> tuple[tuple[str, str], ...]:
    """``(language, word regex)`` of each heading rule of the engine's default configuration.

    A rule's word is the start of its ``label`` group up to the first blank (``(?:Part|PART)``,
    ``(?:ال)?مادة``, ``§§?``); a rule whose label starts with a number (``{INT}``) names no word.
    """
    text = resources.files("inspector").joinpath(*ENGINE_RULES).read_text("utf-8")
    words: list[tuple[str, str]] = []
    for rule in tomllib.loads(text)["heading_rules"]:
        _, found, rest = str(rule["pattern"]).partition(_LABEL)
        word = rest.split(_SPACE, 1)[0].removesuffix("(?:")
        if found and word and not word.startswith("{"):
            words.append((str(rule["language"]), word))
    return tuple(words)


_WORDS = unit_words()
_INT = r"[0-9٠-٩۰-۹]{1,4}(?:[-.][0-9٠-٩۰-۹]{1,4})*[A-Za-z]?"
_ROMAN = r"[IVXLC]{1,7}"
_LATIN_WORDS = "|".join(dict.fromkeys(word for language, word in _WORDS if language != "ar"))
_LATIN_NUMBER = (
    rf"(?:{_INT}|{_ROMAN}|premier|PREMIER|1er|1re|Ier|IER|unique|UNIQUE|[A-Z])"
    r"(?:\s*(?:bis|ter|quater))?"
)
_AR_WORDS = "(?:" + "|".join(word for language, word in _WORDS if language == "ar") + ")"
_AR_ORDINAL_WORD = (
    r"(?:ال)?(?:[أا]ولى|[أا]ول|ثانية|ثاني|ثالثة|ثالث|رابعة|رابع|خامسة|خامس|سادسة|سادس"
    r"|سابعة|سابع|ثامنة|ثامن|تاسعة|تاسع|عاشرة|عاشر|حادية|حادي|عشرة|عشر|عشرون|عشرين"
    r"|ثلاثون|ثلاثين|[أا]ربعون|[أا]ربعين|خمسون|خمسين|ستون|ستين|سبعون|سبعين|ثمانون|ثمانين"
    r"|تسعون|تسعين|مائة|مئة)"
)
_AR_ORDINAL = rf"{_AR_ORDINAL_WORD}(?:\s+(?:و\s*)?{_AR_ORDINAL_WORD}){{0,3}}"
_AR_NUMBER = rf"(?:رقم\s*)?(?:\(\s*{_INT}\s*\)|{_INT}|{_AR_ORDINAL})"
_SEPARATOR = r"[-—–ـ:.)]"

_LATIN_LABEL = re.compile(
    rf"^\s*(?:{_LATIN_WORDS})\s*{_LATIN_NUMBER}(?![A-Za-z0-9])"
    rf"\s*(?:$|{_SEPARATOR}|[A-ZÀ-Ý«“\"(])"
)
_AR_LABEL = re.compile(
    rf"^\s*\(?\s*{_AR_WORDS}\s*{_AR_NUMBER}(?![\u0621-\u064A0-9٠-٩])\s*(?:$|{_SEPARATOR})"
)


_ALONE = re.compile(rf"(?:\s|{_SEPARATOR}|[(])*$")


def is_label_line(text: str) -> bool:
    """Whether ``text`` (one line, logical order) opens with a unit label as described above."""
    return bool(_LATIN_LABEL.match(text) or _AR_LABEL.match(text))


def is_label_alone(text: str) -> bool:
    """Whether ``text`` is a unit label and nothing else ("الفصل 4", "Article 5.")."""
    found = _LATIN_LABEL.match(text) or _AR_LABEL.match(text)
    return found is not None and _ALONE.match(text, found.end()) is not None
