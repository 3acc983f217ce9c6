"""Counting the Arabic and the Latin letters of texts, fast: the scripts' shares decide languages.

``script_counts`` for one text, ``script_counts_of_many`` for a document's distinct block texts
(``language.block_languages``). Both give exactly the counts of the two letter classes below,
matched one letter at a time; the ways they get there are for speed (module comments).
"""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Sequence
from typing import Any

_ARABIC_LETTER = re.compile("[\u0620-\u064a\u066e-\u06d3\u06fa-\u06ff\ufb50-\ufdff\ufe70-\ufefc]")
# Latin letters: basic, Latin-1 and Latin Extended-A/B (U+0250 and up are IPA and beyond).
_LATIN_LETTER = re.compile("[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]")

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


@functools.cache
def _letter_weights() -> Any:
    """The ``code_point_counts`` table of the two letter classes: Arabic first, Latin second.

    Made from the two character classes above, once per process (from their ranges, which is
    cheap; a class that is not only ranges would be searched for over the 65,536 BMP code
    points, hundreds of times slower).
    """
    from inspector.document.code_point_counts import weight_table  # imports numpy

    arabic, latin = (_class_codes(letters) for letters in (_ARABIC_LETTER, _LATIN_LETTER))
    return weight_table(arabic, latin)


def _class_codes(letters: re.Pattern[str]) -> list[int]:
    """The BMP code points a character class matches (read from its ranges when it is ranges)."""
    inner = letters.pattern[1:-1]  # "[...]": ranges "a-z" one after the other
    ranges = re.findall("(.)-(.)", inner, re.DOTALL)
    if letters.pattern[0] + letters.pattern[-1] == "[]" and 3 * len(ranges) == len(inner):
        return [code for first, last in ranges for code in range(ord(first), ord(last) + 1)]
    units = "".join(map(chr, range(0x10000)))
    return [found.start() for found in re.finditer(letters.pattern, units)]


def script_counts_of_many(texts: Sequence[str]) -> list[tuple[int, int]]:
    """``script_counts`` of each of ``texts``, counted together.

    ASCII texts take ``script_counts``'s own way (a table lookup a byte); the others are
    counted together by ``code_point_counts`` (one numpy table lookup over all of them):
    about a fifth of ``script_counts`` a text on Arabic paragraphs, whose Python steps per
    text were most of the cost.
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
    from inspector.document.code_point_counts import pair_counts

    arabic, latin = pair_counts([texts[index] for index in others], _letter_weights())
    for index, arabic_count, latin_count in zip(others, arabic, latin, strict=True):
        out[index] = (arabic_count, latin_count)
    return out
