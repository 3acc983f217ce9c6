"""Language of a piece of text: Arabic by script share, Latin-script text by seeded langdetect.

research/arabic.md §7: langdetect is reliable on paragraphs but wrong on headings and short
lines ("Article 1" -> ro), raises on presentation forms, and flips between runs on mixed text
unless seeded. So: Arabic is decided by the share of Arabic letters; Latin-script text of at
least ``MIN_LATIN_CHARS`` letters is English or French when its function words say so clearly
(and those of Spanish, Italian, Portuguese or German do not compete: a Spanish law shares "la",
"de", "que" with French), and otherwise goes to langdetect (seeded), whose code ("es", "it",
...) text in another language keeps; "mixed" where both scripts carry text; "" when
undetermined (callers let such blocks inherit their section's language).
The letters of each script are counted by ``letter_counts``.
"""

from __future__ import annotations

import functools
import itertools
import re
import threading
import unicodedata
from collections.abc import Iterable
from typing import Any

from inspector.document.letter_counts import script_counts, script_counts_of_many

MIN_LATIN_CHARS = 40
"""Fewer Latin letters than this and langdetect is not consulted."""

MIXED_MINOR_SHARE = 0.35
"""Both scripts carry text when the smaller one has at least this share of the letters.

An Arabic sentence quoting a Latin term ("يلتزم الطرف الثاني (the Contractor) بأحكام")
stays "ar": there the Latin letters are about a third of the letters.
"""

KNOWN = frozenset({"en", "fr", "ar"})

_lock = threading.Lock()

LANGDETECT_SAMPLE = 400
"""Characters given to langdetect: its n-gram vote is settled well before; longer costs more."""


@functools.lru_cache(maxsize=1)
def _detector_factory() -> Any:
    """Our own seeded langdetect factory (``langdetect_cache.load_factory``), built once.

    Its profile table comes from the private cache rather than langdetect's JSON parse, which
    is about ten times slower (``langdetect_cache``): the window's and `inspector export`'s
    first detection builds it. langdetect's own module-level factory is never touched.
    """
    from inspector.langdetect_cache import load_factory

    factory, _ = load_factory()
    return factory


def detect_latin(text: str) -> str:
    """The langdetect answer for Latin-script ``text`` ("en", "fr", another code, or "")."""
    return _detect_sample(text[:LANGDETECT_SAMPLE])


def forget_detections() -> None:
    """Forget the remembered langdetect answers (benchmarks time a first load with this)."""
    _detect_sample.cache_clear()


@functools.lru_cache(maxsize=512)
def _detect_sample(sample: str) -> str:
    """The seeded langdetect answer for ``sample``, remembered.

    Seeded, langdetect always gives a sample the same answer, so repeated blocks and reloads
    of a document cost a dictionary lookup.
    """
    from langdetect.lang_detect_exception import LangDetectException

    factory = _detector_factory()
    with _lock:  # the profile table builds its rows on first use: one thread at a time
        try:
            detector = factory.create()  # its own random generator, seeded by the factory
            detector.append(sample)
            return str(detector.detect())
        except LangDetectException:
            return ""


# Frequent function words that are not words of the other language. On legal prose a block
# names its language through them long before its 40th letter; langdetect (3-6 ms a call, more
# than extracting a whole PDF page) is asked only when they do not settle it.
def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_ENGLISH_WORDS = _word_set(
    """the of and to shall in or by any this that be is with for such as are which under not
    has have may will its their from at it was were been if than these those between into upon
    all other each no an"""
)
_FRENCH_WORDS = _word_set(
    """le la les de des du et est un une dans pour par sur au aux qui que ne pas sont être son
    sa ses ou à il elle ils leur leurs cette ces entre sans été ont présente"""
)
# Frequent function words of other Latin-script languages that are not words of English or
# French (nor frequent in their legal text: "se", "en", "si", "il", "do" are left out). When
# they weigh about as much as the English or French ones, langdetect names the language.
_OTHER_WORDS = _word_set(
    """el los las del y por para con una al lo como sus este esta según también
    della delle degli dei di che per nel nella nei gli alla alle dell sono essere
    dos das da em não pelo pela ao com é
    der die das und ist nicht mit von zu dem den ein eine auf für im sich werden wird oder"""
)
_WORD = re.compile(r"[^\W\d_]+")
# ASCII text as bytes: letters lowered, every other byte a space (one bytes.translate).
_LOWER_LETTERS_ELSE_SPACE = (
    bytes(ord(chr(code).lower()) if chr(code).isalpha() else ord(" ") for code in range(128))
    + b" " * 128
)
# Each function word's weight: 1 for English, _FRENCH_UNIT for French, _OTHER_UNIT for the
# other languages, so that one sum over a block's words (C-level map over dict.get) counts
# all three: English in the low bits, French above, the others above that. A block reads at
# most 2000 characters, far fewer words than _FRENCH_UNIT.
_FRENCH_UNIT = 1 << 16
_OTHER_UNIT = 1 << 32


def _weights(
    english: Iterable[object], french: Iterable[object], other: Iterable[object]
) -> dict[object, int]:
    weights = dict.fromkeys(english, 1)
    for word in french:
        weights[word] = weights.get(word, 0) + _FRENCH_UNIT
    for word in other:
        weights[word] = weights.get(word, 0) + _OTHER_UNIT
    return weights


_ASCII_WEIGHTS = _weights(
    (word.encode("ascii") for word in _ENGLISH_WORDS if word.isascii()),
    (word.encode("ascii") for word in _FRENCH_WORDS if word.isascii()),
    (word.encode("ascii") for word in _OTHER_WORDS if word.isascii()),
)
_NO_WEIGHT = itertools.repeat(0)
# Latin-1 text as bytes: what _WORD matches (letters, and numbers that are not decimal
# digits) lowered, every other byte a space; so splitting gives the words _WORD would find
# in the lowered text. Built from _WORD itself, so the two cannot disagree.
_LATIN1_LOWER_WORD_CHARS = bytes(
    ord(chr(code).lower()) if _WORD.fullmatch(chr(code)) else ord(" ") for code in range(256)
)
_LATIN1_WEIGHTS = _weights(
    (word.encode("latin-1") for word in _ENGLISH_WORDS),
    (word.encode("latin-1") for word in _FRENCH_WORDS),
    (word.encode("latin-1") for word in _OTHER_WORDS),
)
_WORD_WEIGHTS = _weights(_ENGLISH_WORDS, _FRENCH_WORDS, _OTHER_WORDS)
# Punctuation outside Latin-1 that Latin-script legal text uses (quotes, dashes, ellipsis,
# bullets, thin and narrow no-break spaces): none is a word character, so making it a space
# leaves the words as they were and lets the text take the Latin-1 way.
_NON_LATIN1_PUNCTUATION = "\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u2022\u2009\u202f"


def _as_latin1(text: str) -> bytes | None:
    """``text`` as Latin-1 once the punctuation above is made spaces, or None if it is not."""
    for mark in _NON_LATIN1_PUNCTUATION:
        if mark in text:
            text = text.replace(mark, " ")
    try:
        return text.encode("latin-1")
    except UnicodeEncodeError:
        return None


STOPWORD_MIN = 2
"""Function-word hits needed before the count decides; below it, langdetect decides."""

INHERIT_BELOW = 300
"""Characters: an undecided Latin-script block shorter than this (a heading, a list label) takes
the language of the closest decided Latin-script block before it, as DESIGN.md has headings
inherit their section's."""


def by_function_words(text: str) -> str:
    """English ("en") or French ("fr") when the function words say so clearly, else "".

    Clearly: at least ``STOPWORD_MIN`` hits, three times the other's, and the function words
    of Spanish, Italian, Portuguese and German not half as many.
    """
    head = text[:2000]
    if head.isascii():
        # ASCII text: letters are a-z once lowered, so the words are what remains between the
        # other characters once they are made spaces. On bytes, lowering and blanking are one
        # table lookup a byte, and the words are compared as bytes (function words that are
        # not ASCII cannot occur in ASCII text).
        words: list[bytes] | list[str] = (
            head.encode("ascii").translate(_LOWER_LETTERS_ELSE_SPACE).split()
        )
        weights = _ASCII_WEIGHTS
    else:
        latin1 = _as_latin1(head)
        if latin1 is not None:  # most French text: the same table lookup, on Latin-1 bytes
            words, weights = latin1.translate(_LATIN1_LOWER_WORD_CHARS).split(), _LATIN1_WEIGHTS
        else:
            words, weights = _WORD.findall(head.lower()), _WORD_WEIGHTS
    counted = sum(map(weights.get, words, _NO_WEIGHT))  # all languages, counted in C
    english = counted % _FRENCH_UNIT
    french = counted % _OTHER_UNIT // _FRENCH_UNIT
    other = counted // _OTHER_UNIT
    if other >= STOPWORD_MIN and 2 * other >= max(english, french):
        return ""  # another language's words compete: langdetect tells which
    if english >= STOPWORD_MIN and english >= 3 * french:
        return "en"
    if french >= STOPWORD_MIN and french >= 3 * english:
        return "fr"
    return ""


def block_languages(texts: Iterable[str]) -> list[str]:
    """The language of each block of a document, given the blocks' texts in reading order.

    ``detect_language`` for each, except for Latin-script blocks shorter than
    ``INHERIT_BELOW`` characters which the function words do not decide (langdetect is wrong on
    headings, and slow: pure Python at every call; the language pass's share of a load is in
    ``bench/results/docx_load.md``). Such a block takes the language of the previous decided
    Latin-script block. Before the first one, a block with too few letters to detect
    (``MIN_LATIN_CHARS``) is undetermined (""), and one with enough (a title) takes the
    language of the next decided block, as do the short blocks between them; in a document
    with no decided block, they take their own (``detect_language``, later ones inheriting).
    """
    out: list[str] = []
    append = out.append
    previous = ""
    # What a block's own text decides, by text (_Decision): documents repeat blocks
    # ("[Repealed]", table headers, recurring headings), and the answer depends on the text
    # alone; a repeat costs one lookup and the order's two tests.
    texts = texts if isinstance(texts, list) else list(texts)
    distinct = list(dict.fromkeys(texts))
    decided = dict(
        zip(distinct, map(_decide_block, distinct, script_counts_of_many(distinct)), strict=True)
    )
    waiting: list[int] = []  # places of blocks waiting for the first decided block
    for text in texts:
        inherits, language, flag = decided[text]
        if inherits:
            if previous:
                append(previous)
                continue
            if waiting or flag:  # flag: enough letters that langdetect would be asked
                waiting.append(len(out))
            append("")  # (too few letters to tell, and nothing decided yet: stays "")
            continue
        if flag:  # a decided language, which later blocks may inherit
            if waiting:
                for place in waiting:
                    out[place] = language
                waiting = []
            previous = language
        append(language)
    if waiting:  # no block decides: each takes its own language, later ones inherit that
        _own_languages(texts, waiting, out, decided)
    return out


def _own_languages(
    texts: list[str], places: list[int], out: list[str], decided: dict[str, _Decision]
) -> None:
    """Fill ``out`` at ``places`` (inheriting blocks with nothing to inherit) one by one.

    An inheriting block has no Arabic letter and no deciding function word: its own language
    is langdetect's when it has enough Latin letters (its decision's flag), else "".
    """
    previous = ""
    own: dict[str, str] = {}
    for place in places:
        if previous:
            out[place] = previous
            continue
        text = texts[place]
        language = own.get(text)
        if language is None:
            language = own[text] = detect_latin(text) if decided[text][2] else ""
        if language not in _UNDECIDED:
            previous = language
        out[place] = language


_UNDECIDED = ("", "ar", "mixed")
"""Languages a later short block does not inherit."""

_Decision = tuple[bool, str, bool]
"""Whether the block inherits (takes a decided block's language); if not, its own language and
whether later blocks may inherit it; if so, "" and whether its own would need langdetect (it
has ``MIN_LATIN_CHARS`` Latin letters)."""


def _decide_block(text: str, counts: tuple[int, int]) -> _Decision:
    """Function words read once, given the letter counts (``block_languages``)."""
    arabic, latin = counts
    if arabic:
        language = _language_of(text, arabic, latin, None)
        return False, language, language not in _UNDECIDED
    words = by_function_words(text) if latin >= MIN_LATIN_CHARS else ""
    if not words and len(text) < INHERIT_BELOW:
        return True, "", latin >= MIN_LATIN_CHARS
    language = _language_of(text, 0, latin, words)
    return False, language, language not in _UNDECIDED


def detect_language(text: str) -> str:
    """Language code of ``text``: "ar", "en", "fr", "mixed", another code, or "" if unknown."""
    arabic, latin = script_counts(text)
    return _language_of(text, arabic, latin, None)


def _language_of(text: str, arabic: int, latin: int, words: str | None) -> str:
    """``detect_language`` given the letter counts and, if known, ``by_function_words``."""
    letters = arabic + latin
    if letters == 0:
        return ""
    if min(arabic, latin) >= MIXED_MINOR_SHARE * letters and min(arabic, latin) >= 3:
        return "mixed"
    if arabic > latin:
        return "ar"
    if latin < MIN_LATIN_CHARS:
        return ""
    if words is None:
        words = by_function_words(text)
    return words or detect_latin(text)


_ASCII_LETTER = re.compile("[A-Za-z]")


def first_strong_is_rtl(text: str) -> bool | None:
    """Direction of the first strong character of ``text`` (bidi rule P2).

    Returns:
        True for right-to-left (Hebrew or Arabic letter), False for left-to-right, None when
        ``text`` has no strong character (digits, punctuation, spaces only).
    """
    if text.isascii():  # no right-to-left character; a letter decides
        return False if _ASCII_LETTER.search(text) else None
    for char in text:
        bidi = unicodedata.bidirectional(char)
        if bidi == "L":
            return False
        if bidi in ("R", "AL"):
            return True
    return None
