"""Character normalisation that keeps the offset map: display text and the key layer.

Every step maps one source character to zero or more output characters, and each output
character inherits the source's glyph id, so ranges in the result still point at glyphs.

Display text (``normalize_chars``), in this order (research/arabic.md §10.3; reordering from
visual to logical order happens before, in the PDF loader):
1. NFKC, but only on Arabic presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFF) and Latin
   ligatures (U+FB00–U+FB06): elsewhere NFKC would change legal text ("1er" superscripts,
   "n°", fractions).
2. Bidi control characters removed.
3. A combining mark repeated right after itself collapsed to one (MuPDF doubles marks that a
   LibreOffice PDF carries as ActualText).

Key layer (``build_key_layer``): tashkeel and tatweel removed, Eastern Arabic and Persian
digits mapped to ASCII.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from collections.abc import Sequence

from inspector.document.model import KeyLayer

BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)

# Arabic harakat, tanween, shadda, sukun, dagger alif, small high marks, and tatweel.
TASHKEEL = frozenset(
    [chr(c) for c in range(0x064B, 0x0660)]
    + ["\u0670"]
    + [chr(c) for c in range(0x06D6, 0x06DD)]
    + [chr(c) for c in range(0x06DF, 0x06E9)]
    + [chr(c) for c in range(0x06EA, 0x06EE)]
)
TATWEEL = "\u0640"
_DIGIT_TABLE = str.maketrans(
    {chr(0x0660 + i): str(i) for i in range(10)} | {chr(0x06F0 + i): str(i) for i in range(10)}
)
_DROPPED_RUN = re.compile("[" + "".join(sorted(TASHKEEL)) + TATWEEL + "]+")


def needs_nfkc(char: str) -> bool:
    """True for Arabic presentation forms and Latin ligatures (the only characters NFKC'd)."""
    code = ord(char)
    return 0xFB00 <= code <= 0xFB06 or 0xFB50 <= code <= 0xFDFF or 0xFE70 <= code <= 0xFEFF


def normalize_chars(chars: Sequence[tuple[str, int]]) -> list[tuple[str, int]]:
    """Display normalisation of ``(character, glyph id)`` pairs; see the module docstring."""
    out: list[tuple[str, int]] = []
    for char, glyph in chars:
        if char in BIDI_CONTROLS:
            continue
        expanded = unicodedata.normalize("NFKC", char) if needs_nfkc(char) else char
        for piece in expanded:
            if out and piece == out[-1][0] and unicodedata.combining(piece):
                continue
            out.append((piece, glyph))
    return out


def normalize_text(text: str) -> str:
    """``normalize_chars`` for a plain string (no glyphs): the same rules, for tests and DOCX."""
    return "".join(c for c, _ in normalize_chars([(c, -1) for c in text]))


def build_key_layer(text: str) -> KeyLayer:
    """The key layer of ``text``: tashkeel and tatweel stripped, Eastern digits made ASCII.

    Runs of kept characters are copied whole, their offsets as slices of a shared array of
    consecutive integers (a memory copy, where ``array.extend(range(...))`` converts one
    integer at a time); text without tashkeel or Eastern digits is used as it is.
    """
    iota = _iota(len(text))
    if not _may_change_key(text):
        return KeyLayer(text, iota[: len(text)], len(text))
    pieces: list[str] = []
    to_text: array[int] = array("i")
    kept_from = 0
    for dropped in _DROPPED_RUN.finditer(text):
        pieces.append(text[kept_from : dropped.start()])
        to_text += iota[kept_from : dropped.start()]  # array slices: copied as memory
        kept_from = dropped.end()
    if kept_from:
        pieces.append(text[kept_from:])
        key = "".join(pieces)
    else:
        key = text  # nothing dropped (most Latin-script text): no copy
    to_text += iota[kept_from : len(text)]
    # Digit mapping is one character for one, so it leaves the offsets alone; most texts have
    # no Eastern digit, and translating a long non-ASCII text costs a lookup per character.
    if not key.isascii() and _EASTERN_DIGIT.search(key):
        key = _EASTERN_DIGIT_RUN.sub(_ascii_digits, key)
    return KeyLayer(key, to_text, len(text))


def _may_change_key(text: str) -> bool:
    """False when ``text`` has no character of U+0600-U+06FF (the key layer is ``text`` then).

    Tashkeel, tatweel and Eastern digits all lie in that block. In UTF-16-LE each of its
    characters is the bytes (xx, 0x06), so the absence of any 0x06 byte proves the absence of
    the block; encoding and one byte search run at memory speed (about 0.5 ms for 860,000
    characters, against 15-20 ms for the regular-expression scans below). A 0x06 byte from
    another character only sends the text the exact way.
    """
    return not text.isascii() and b"\x06" in text.encode("utf-16-le", "surrogatepass")


_EASTERN_DIGIT = re.compile("[\u0660-\u0669\u06f0-\u06f9]")
_EASTERN_DIGIT_RUN = re.compile("[\u0660-\u0669\u06f0-\u06f9]+")
_IOTA: list[array[int]] = [array("i")]


def _ascii_digits(match: re.Match[str]) -> str:
    return match.group().translate(_DIGIT_TABLE)


def _iota(length: int) -> array[int]:
    """An array holding 0, 1, 2, ... at least up to ``length`` (shared, grown by doubling)."""
    current = _IOTA[0]
    if len(current) < length:
        size = max(len(current), 1 << 16)
        while size < length:
            size *= 2
        current = array("i", range(size))
        _IOTA[0] = current
    return current
