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

import functools
import re
import unicodedata
from array import array
from collections.abc import Sequence
from typing import Any

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


_CHANGED_ALONE = re.compile(
    "[" + "".join(sorted(BIDI_CONTROLS)) + "\ufb00-\ufb06\ufb50-\ufdff\ufe70-\ufeff]"
)
"""A character ``normalize_chars`` changes by itself: a bidi control, a form it NFKCs."""
_DOUBLED = re.compile(r"([^\x00-\x7f])\1")
"""A character beyond ASCII right after itself (combining marks are all beyond ASCII)."""


def normalize_text(text: str) -> str:
    """``normalize_chars`` for a plain string (no glyphs): the same rules, for tests and DOCX.

    Text with no character changed by itself and no combining mark right after itself is
    returned as it is (found by two C-level scans; most text is such): without bidi controls
    and forms to expand, the only change left would be collapsing such a mark.
    """
    if text.isascii() or (
        _CHANGED_ALONE.search(text) is None
        and not any(unicodedata.combining(found[1]) for found in _DOUBLED.finditer(text))
    ):
        return text
    return "".join(c for c, _ in normalize_chars([(c, -1) for c in text]))


def build_key_layer(text: str) -> KeyLayer:
    """The key layer of ``text``: tashkeel and tatweel stripped, Eastern digits made ASCII.

    Text without any Arabic-block character is its own key, its offsets a slice of a shared
    array of consecutive integers (a memory copy). Other text is read as an array of code
    points: the dropped characters and the digits are found by table lookups over the whole
    array (numpy), the kept offsets are the positions left (about a third of the cost of a
    regular-expression scan with a Python step per dropped run, on corpus 10_tn; the key
    layer's share of a load is in ``bench/results/pdf_load.md``).
    """
    iota = _iota(len(text))
    if not _may_change_key(text):
        return KeyLayer(text, iota[: len(text)], len(text))
    import numpy as np  # here: most callers never meet Arabic-block text

    # One code point per array item (lone surrogates pass through as themselves), the
    # dropped characters and Eastern digits found by table lookups over the whole text.
    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    dropped = _dropped_table()[np.minimum(codes, _ARABIC_END)]
    any_dropped = bool(dropped.any())
    if any_dropped:
        kept = np.flatnonzero(~dropped)
        to_text = array("i", kept.astype(np.intc).tobytes())
        codes = codes[kept]  # a copy: free to change below
    else:
        to_text = iota[: len(text)]
    # Eastern Arabic (U+0660-0669) and Persian (U+06F0-06F9) digits: their low four bits are
    # the digit's value (unsigned differences wrap around below the ranges)
    digits = ((codes - np.uint32(0x0660)) < 10) | ((codes - np.uint32(0x06F0)) < 10)
    if digits.any():
        if not any_dropped:
            codes = codes.copy()
        codes[digits] = (codes[digits] & 0xF) + 0x30
    elif not any_dropped:
        return KeyLayer(text, to_text, len(text))  # nothing dropped or mapped: no copy
    key = codes.tobytes().decode("utf-32-le", "surrogatepass")  # codes are still "<u4"
    return KeyLayer(key, to_text, len(text))


_ARABIC_END = 0x0700


@functools.cache
def _dropped_table() -> Any:
    """Whether each code point below ``_ARABIC_END`` is dropped from the key (numpy booleans).

    The last item stands for every code point from ``_ARABIC_END`` up: none is dropped. Built
    on first use (numpy is imported only for Arabic-block text).
    """
    import numpy as np

    table = np.zeros(_ARABIC_END + 1, dtype=bool)
    for char in (*TASHKEEL, TATWEEL):
        table[ord(char)] = True
    return table


def _may_change_key(text: str) -> bool:
    """False when ``text`` has no character of U+0600-U+06FF (the key layer is ``text`` then).

    Tashkeel, tatweel and Eastern digits all lie in that block. In UTF-16-LE each of its
    characters is the bytes (xx, 0x06), so the absence of any 0x06 byte proves the absence of
    the block; encoding and one byte search run at memory speed, tens of times faster than a
    regular-expression scan of a long text. A 0x06 byte from another character only sends the
    text the exact way.
    """
    return not text.isascii() and b"\x06" in text.encode("utf-16-le", "surrogatepass")


_IOTA: list[array[int]] = [array("i")]


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
