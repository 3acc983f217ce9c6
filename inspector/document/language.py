"""Language of a piece of text: Arabic by script share, Latin-script text by seeded langdetect.

research/arabic.md §7: langdetect is reliable on paragraphs but wrong on headings and short
lines ("Article 1" -> ro), raises on presentation forms, and flips between runs on mixed text
unless seeded. So: Arabic is decided by the share of Arabic letters; Latin-script text of at
least ``MIN_LATIN_CHARS`` letters is English or French when its function words say so clearly,
and otherwise goes to langdetect (seeded); "mixed" where both scripts
carry text; "" when undetermined (callers let such blocks inherit their section's language).
"""

from __future__ import annotations

import functools
import re
import threading

MIN_LATIN_CHARS = 40
"""Fewer Latin letters than this and langdetect is not consulted."""

MIXED_MINOR_SHARE = 0.35
"""Both scripts carry text when the smaller one has at least this share of the letters.

An Arabic sentence quoting a Latin term ("يلتزم الطرف الثاني (the Contractor) بأحكام")
stays "ar": there the Latin letters are about a third of the letters.
"""

KNOWN = frozenset({"en", "fr", "ar"})

_lock = threading.Lock()


_ARABIC_LETTER = re.compile("[\u0620-\u064a\u066e-\u06d3\u06fa-\u06ff\ufb50-\ufdff\ufe70-\ufefc]")
# Latin letters: basic, Latin-1 and Latin Extended-A/B (U+0250 and up are IPA and beyond).
_LATIN_LETTER = re.compile("[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]")

LANGDETECT_SAMPLE = 400
"""Characters given to langdetect: its n-gram vote is settled well before; longer costs more."""


def script_counts(text: str) -> tuple[int, int]:
    """Numbers of Arabic letters and of Latin letters in ``text``."""
    return len(_ARABIC_LETTER.findall(text)), len(_LATIN_LETTER.findall(text))


@functools.lru_cache(maxsize=1)
def _detector_factory() -> object:
    from langdetect import DetectorFactory  # imported lazily: its profiles take ~0.3 s to load
    from langdetect.detector_factory import init_factory

    DetectorFactory.seed = 0
    init_factory()
    return DetectorFactory


def detect_latin(text: str) -> str:
    """The langdetect answer for Latin-script ``text`` ("en", "fr", another code, or "")."""
    from langdetect import detect
    from langdetect.lang_detect_exception import LangDetectException

    _detector_factory()
    with _lock:  # langdetect's factory is shared state; the seed makes results reproducible
        try:
            return str(detect(text[:LANGDETECT_SAMPLE]))
        except LangDetectException:
            return ""


# Frequent function words that are not words of the other language. On legal prose a block
# names its language through them long before its 40th letter; langdetect (2-3 ms a call,
# most of a DOCX load) is asked only when they do not settle it.
_ENGLISH_WORDS = frozenset(
    [
        "the",
        "of",
        "and",
        "to",
        "in",
        "shall",
        "be",
        "is",
        "that",
        "for",
        "by",
        "any",
        "or",
        "with",
        "which",
        "this",
        "as",
        "on",
        "are",
        "such",
        "not",
        "may",
        "under",
        "its",
        "has",
        "have",
        "from",
        "at",
        "it",
        "an",
    ]
)
_FRENCH_WORDS = frozenset(
    [
        "le",
        "la",
        "les",
        "des",
        "du",
        "de",
        "et",
        "est",
        "une",
        "un",
        "dans",
        "pour",
        "par",
        "au",
        "aux",
        "sur",
        "que",
        "qui",
        "ne",
        "pas",
        "sont",
        "il",
        "elle",
        "été",
        "cette",
        "ces",
        "ou",
        "présente",
        "être",
    ]
)
_WORD = re.compile(r"[^\W\d_]+")
STOPWORD_MIN = 2
"""Function-word hits needed before the count decides; below it, langdetect decides."""


def _by_function_words(text: str) -> str:
    english = french = 0
    for match in _WORD.finditer(text[:2000].lower()):
        word = match.group()
        english += word in _ENGLISH_WORDS
        french += word in _FRENCH_WORDS
    if english >= STOPWORD_MIN and english >= 3 * french:
        return "en"
    if french >= STOPWORD_MIN and french >= 3 * english:
        return "fr"
    return ""


def detect_language(text: str) -> str:
    """Language code of ``text``: "ar", "en", "fr", "mixed", another code, or "" if unknown."""
    arabic, latin = script_counts(text)
    letters = arabic + latin
    if letters == 0:
        return ""
    if min(arabic, latin) >= MIXED_MINOR_SHARE * letters and min(arabic, latin) >= 3:
        return "mixed"
    if arabic > latin:
        return "ar"
    if latin < MIN_LATIN_CHARS:
        return ""
    return _by_function_words(text) or detect_latin(text)
