"""Language of a piece of text: Arabic by script share, Latin-script text by seeded langdetect.

research/arabic.md §7: langdetect is reliable on paragraphs but wrong on headings and short
lines ("Article 1" -> ro), raises on presentation forms, and flips between runs on mixed text
unless seeded. So: Arabic is decided by the share of Arabic letters; langdetect runs (seeded)
only on Latin-script text of at least ``MIN_LATIN_CHARS`` letters; "mixed" where both scripts
carry text; "" when undetermined (callers let such blocks inherit their section's language).
"""

from __future__ import annotations

import functools
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


def _is_arabic_letter(char: str) -> bool:
    code = ord(char)
    return (
        0x0620 <= code <= 0x064A
        or 0x066E <= code <= 0x06D3
        or 0x06FA <= code <= 0x06FF
        or 0xFB50 <= code <= 0xFDFF
        or 0xFE70 <= code <= 0xFEFC
    )


def script_counts(text: str) -> tuple[int, int]:
    """Numbers of Arabic letters and of Latin letters in ``text``."""
    arabic = latin = 0
    for char in text:
        if _is_arabic_letter(char):
            arabic += 1
        elif char.isalpha() and ord(char) < 0x0250:
            latin += 1
    return arabic, latin


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
            return str(detect(text))
        except LangDetectException:
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
    return detect_latin(text)
