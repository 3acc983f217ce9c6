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
import itertools
import re
import string
import threading
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

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


# Counting helpers: the regular expressions above match one letter at a time (about 0.1 µs a
# letter); these give the same counts an order of magnitude faster.
_ARABIC_LETTERS = re.compile(_ARABIC_LETTER.pattern + "+")

_ASCII_LETTER_BYTES = string.ascii_letters.encode("ascii")


# Counting by code unit, for text that is not ASCII. In UTF-16-BE each character of the Basic
# Multilingual Plane is a high and a low byte; slicing the encoded text every other byte gives
# the two sequences, and one table lookup a byte (bytes.translate) gives each position a class
# code from its high byte and a set of flags from its low byte. ANDed as big integers, a
# position keeps bit 0 where the character is a Latin-1 letter (U+00xx), bit 1 where it lies
# in U+0200-U+024F and bit 2 where it is an Arabic letter of U+06xx; counting the set bits of
# each kind (int.bit_count) counts the letters. Every step is a C loop over bytes: on Arabic
# text about a third of what the character-class regular expressions cost. Characters beyond
# the BMP are surrogate pairs (high bytes D8-DF), in none of these ranges. U+0100-U+01FF are
# all Latin letters: counting their high byte is enough.
_LATIN1, _LATIN_02, _ARABIC_06 = 1, 2, 4
_HIGH_CLASS = bytes(
    {0x00: _LATIN1, 0x02: _LATIN_02, 0x06: _ARABIC_06}.get(high, 0) for high in range(256)
)
_LOW_FLAGS = bytes(
    (_LATIN1 if _LATIN_LETTER.match(chr(low)) else 0)
    | (_LATIN_02 if low <= 0x4F else 0)
    | (_ARABIC_06 if _ARABIC_LETTER.match(chr(0x600 + low)) else 0)
    for low in range(256)
)
_MASK_BYTES = 4096
_LATIN_BITS = int.from_bytes(b"\x03" * _MASK_BYTES, "big")
"""Bits 0 and 1 of every byte, for texts of up to ``_MASK_BYTES`` characters (an AND of two
positive integers is as long as the shorter, so one shared mask serves every shorter text)."""
_PRESENTATION_HIGH = b"\xfb\xfc\xfd\xfe"
"""High bytes of U+FB50-U+FDFF and U+FE70-U+FEFC (Arabic presentation forms): texts with any
of them are counted with the regular expression, which knows the exact ranges."""


_NO_LETTER_MARKS = ("\u2014", "\u2013", "\u2019")
"""Em dash, en dash, typographic apostrophe: letters of neither script, and most often all
that keeps Latin-script legal text from being ASCII (1,391 of the 1,404 distinct non-ASCII
blocks of the long benchmark law hold an em dash and nothing else beyond ASCII). Three
only: text that holds none pays one search for each (Arabic blocks about 5% more)."""


def script_counts(text: str) -> tuple[int, int]:
    """Numbers of Arabic letters and of Latin letters in ``text``."""
    if not text.isascii():
        # the marks made spaces count the same letters, and text with nothing else beyond
        # ASCII takes the ASCII way (a third of the cost on a short block)
        plain = text
        for mark in _NO_LETTER_MARKS:
            plain = plain.replace(mark, " ")
        if plain.isascii():
            text = plain
    if text.isascii():  # most blocks: counting by deletion on bytes (a table lookup a byte)
        return 0, len(text) - len(text.encode("ascii").translate(None, _ASCII_LETTER_BYTES))
    encoded = text.encode("utf-16-be", "surrogatepass")
    high, low = encoded[0::2], encoded[1::2]
    both = int.from_bytes(high.translate(_HIGH_CLASS), "big") & int.from_bytes(
        low.translate(_LOW_FLAGS), "big"
    )
    # bits 0 and 1 of each byte are Latin letters, bit 2 Arabic ones: two bit counts
    latin_bits = (both & _LATIN_BITS).bit_count() if len(high) <= _MASK_BYTES else None
    if latin_bits is None:  # longer than the shared mask: a mask of the text's own length
        latin_bits = (both & int.from_bytes(b"\x03" * len(high), "big")).bit_count()
    latin = latin_bits + high.count(b"\x01")
    # any of those high bytes: deleting them (one bytes.translate) shortens the sequence, at
    # about a quarter of the cost of four searches on a short block
    if len(high.translate(None, _PRESENTATION_HIGH)) != len(high):
        arabic = sum(map(len, _ARABIC_LETTERS.findall(text)))
    else:
        arabic = both.bit_count() - latin_bits
    return arabic, latin


_LETTER_CLASS_LATIN, _LETTER_CLASS_ARABIC = 1, 2


@functools.cache
def _letter_classes() -> Any:
    """A numpy table of every UTF-16 code unit's letter class (Latin 1, Arabic 2, else 0).

    Made from the two character classes above, once per process (their ranges: about 20 µs;
    a class that is not only ranges would be searched for over the 65,536 code units, about
    7 ms). Surrogates, which stand for characters beyond the BMP in neither class, are 0.
    """
    import numpy as np  # loaded with the loaders already; kept out of this module's import

    table = np.zeros(0x10000, dtype=np.uint8)
    for letters, value in (
        (_LATIN_LETTER, _LETTER_CLASS_LATIN),
        (_ARABIC_LETTER, _LETTER_CLASS_ARABIC),
    ):
        inner = letters.pattern[1:-1]  # "[...]": ranges "a-z" one after the other
        ranges = re.findall("(.)-(.)", inner, re.DOTALL)
        if letters.pattern[0] + letters.pattern[-1] == "[]" and 3 * len(ranges) == len(inner):
            for first, last in ranges:
                table[ord(first) : ord(last) + 1] = value
        else:
            units = "".join(map(chr, range(0x10000)))
            for found in re.finditer(letters.pattern + "+", units):
                table[found.start() : found.end()] = value
    return table


def script_counts_of_many(texts: Sequence[str]) -> list[tuple[int, int]]:
    """``script_counts`` of each of ``texts``, counted together.

    ASCII texts take ``script_counts``'s own way (a table lookup a byte); the others are
    encoded as UTF-16 code units, classed by one numpy table lookup over all of them, and
    counted per text from running sums: about a fifth of ``script_counts`` a text on Arabic
    paragraphs, whose Python steps per text were most of the cost.
    """
    out: list[tuple[int, int]] = []
    others: list[int] = []  # where the texts that are not ASCII are
    for index, text in enumerate(texts):
        if text.isascii():
            out.append(script_counts(text))
        else:
            out.append((0, 0))
            others.append(index)
    if not others:
        return out
    import numpy as np

    encoded = [texts[index].encode("utf-16-be", "surrogatepass") for index in others]
    classes = _letter_classes()[np.frombuffer(b"".join(encoded), dtype=">u2")]
    ends = np.cumsum(np.fromiter(map(len, encoded), dtype=np.int64, count=len(others))) // 2
    bounds = np.concatenate(([0], ends))
    latin = np.concatenate(([0], np.cumsum(classes == _LETTER_CLASS_LATIN)))[bounds]
    arabic = np.concatenate(([0], np.cumsum(classes == _LETTER_CLASS_ARABIC)))[bounds]
    for index, arabic_count, latin_count in zip(
        others, np.diff(arabic).tolist(), np.diff(latin).tolist(), strict=True
    ):
        out[index] = (arabic_count, latin_count)
    return out


@functools.lru_cache(maxsize=1)
def _detector_factory() -> object:
    from langdetect import DetectorFactory  # imported lazily: its profiles take ~0.3 s to load
    from langdetect.detector_factory import init_factory

    from inspector.langdetect_cache import install_profiles

    DetectorFactory.seed = 0
    # The parsed profiles from the private cache (~0.05 s) rather than langdetect's JSON parse
    # (~0.45 s): the window's and `inspector export`'s first detection. The table is the same.
    install_profiles()
    init_factory()
    return DetectorFactory


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
    from langdetect import detect
    from langdetect.lang_detect_exception import LangDetectException

    _detector_factory()
    with _lock:  # langdetect's factory is shared state; the seed makes results reproducible
        try:
            return str(detect(sample))
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
_WORD = re.compile(r"[^\W\d_]+")
# ASCII text as bytes: letters lowered, every other byte a space (one bytes.translate).
_LOWER_LETTERS_ELSE_SPACE = (
    bytes(ord(chr(code).lower()) if chr(code).isalpha() else ord(" ") for code in range(128))
    + b" " * 128
)
# Each function word's weight: 1 for English, _FRENCH_UNIT for French, so that one sum over a
# block's words (C-level map over dict.get) counts both languages: English in the low bits,
# French above. A block reads at most 2000 characters, far fewer words than _FRENCH_UNIT.
_FRENCH_UNIT = 1 << 16


def _weights(english: Iterable[object], french: Iterable[object]) -> dict[object, int]:
    weights = dict.fromkeys(english, 1)
    for word in french:
        weights[word] = weights.get(word, 0) + _FRENCH_UNIT
    return weights


_ASCII_WEIGHTS = _weights(
    (word.encode("ascii") for word in _ENGLISH_WORDS if word.isascii()),
    (word.encode("ascii") for word in _FRENCH_WORDS if word.isascii()),
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
)
_WORD_WEIGHTS = _weights(_ENGLISH_WORDS, _FRENCH_WORDS)
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
    """English ("en") or French ("fr") when the function words say so clearly, else ""."""
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
    counted = sum(map(weights.get, words, _NO_WEIGHT))  # both languages, counted in C
    english, french = counted % _FRENCH_UNIT, counted // _FRENCH_UNIT
    if english >= STOPWORD_MIN and english >= 3 * french:
        return "en"
    if french >= STOPWORD_MIN and french >= 3 * english:
        return "fr"
    return ""


def block_languages(texts: Iterable[str]) -> list[str]:
    """The language of each block of a document, given the blocks' texts in reading order.

    ``detect_language`` for each, except for Latin-script blocks shorter than
    ``INHERIT_BELOW`` characters which the function words do not decide (langdetect is wrong on
    headings, and slow: about 1.5 ms a call). Such a block takes the language of the previous
    decided Latin-script block. Before the first one, a block with too few letters to detect
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
            elif waiting or flag:  # flag: enough letters that langdetect would be asked
                waiting.append(len(out))
                append("")
            else:
                append("")  # too few letters to tell, and nothing decided yet
            continue
        if flag:  # a decided language, which later blocks may inherit
            if waiting:
                for place in waiting:
                    out[place] = language
                waiting = []
            previous = language
        append(language)
    if waiting:  # no block decides: each takes its own language, later ones inherit that
        _own_languages(texts, waiting, out)
    return out


def _own_languages(texts: list[str], places: list[int], out: list[str]) -> None:
    """Fill ``out`` at ``places`` (inheriting blocks with nothing to inherit) one by one."""
    previous = ""
    own: dict[str, str] = {}
    for place in places:
        if previous:
            out[place] = previous
            continue
        text = texts[place]
        language = own.get(text)
        if language is None:
            arabic, latin = script_counts(text)
            language = own[text] = _language_of(text, arabic, latin, "")
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
