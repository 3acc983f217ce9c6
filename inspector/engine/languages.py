"""Language of the document and of each chunk (research/arabic.md §7).

Arabic is decided by script share; Latin-script text by langdetect (seeded), which is
reliable on paragraphs but not on headings or short lines. langdetect costs milliseconds per
call, so it runs once per document on a sample of its Latin paragraphs (at least
``MIN_LATIN_CHARS`` letters each), unless the loader already labelled the blocks. A chunk is
"mixed" when both scripts carry text (the smaller at least ``MIXED_MINOR_SHARE`` of its
letters), "ar" when Arabic dominates, else the Latin language of the blocks it overlaps (or
of the document). Headings thereby inherit the language of the text under them.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections import Counter
from itertools import accumulate
from typing import Any

from inspector.document.language import MIN_LATIN_CHARS, MIXED_MINOR_SHARE, detect_latin
from inspector.document.letter_counts import script_counts
from inspector.document.model import Document

_ARABIC_RANGES = (
    (0x0620, 0x064A),
    (0x066E, 0x06D3),
    (0x06FA, 0x06FF),
    (0xFB50, 0xFDFF),
    (0xFE70, 0xFEFC),
)
"""Arabic letters (code points, inclusive, all in the Basic Multilingual Plane)."""
_LATIN_RANGES = ((0x41, 0x5A), (0x61, 0x7A), (0xC0, 0xD6), (0xD8, 0xF6), (0xF8, 0x24F))
"""Latin letters (code points, inclusive)."""


def _letter_run(ranges: tuple[tuple[int, int], ...]) -> re.Pattern[str]:
    """A regex matching a run of characters in ``ranges``."""
    pieces = (f"{re.escape(chr(low))}-{re.escape(chr(high))}" for low, high in ranges)
    return re.compile("[" + "".join(pieces) + "]+")


_ARABIC = _letter_run(_ARABIC_RANGES)
_LATIN = _letter_run(_LATIN_RANGES)
_PEEK = 4_000
_LONG = 100_000
"""Characters from which ``_contains`` skips the regex (shorter texts: a millisecond or two)."""
_PARAGRAPH = re.compile(r"[^\n]+")
SAMPLE_CHARS = 600
"""Latin text handed to langdetect for the document's Latin language."""
_LATIN_CODES = frozenset({"en", "fr"})


def _contains(text: str, letters: re.Pattern[str], ranges: tuple[tuple[int, int], ...]) -> bool:
    """Whether ``text`` holds a character of ``letters`` (a one-character class of ``ranges``).

    A regex search over a long text without such a character tests every position; after a
    look at the start, one table lookup over the UTF-16 code units answers several times
    faster. Characters outside the BMP are surrogate pairs, never in ``ranges``.
    """
    if len(text) <= _LONG or letters.search(text, 0, _PEEK) is not None:
        return letters.search(text) is not None
    data = text.encode("utf-16-le", "surrogatepass")
    highs = _high_bytes(ranges)
    if 0 not in highs:
        # No code unit with a high byte of the ranges' (a byte search each): none inside.
        upper = data[1::2]
        if not any(bytes((byte,)) in upper for byte in highs):
            return False
    import numpy as np

    units = np.frombuffer(data, dtype=np.uint16)
    return bool(_unit_table(ranges)[units].any())


@functools.lru_cache(maxsize=4)
def _high_bytes(ranges: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """The high bytes of the UTF-16 code units in ``ranges``, ascending."""
    return tuple(sorted({code >> 8 for low, high in ranges for code in range(low, high + 1)}))


@functools.lru_cache(maxsize=4)
def _unit_table(ranges: tuple[tuple[int, int], ...]) -> Any:
    """A boolean table over the 65,536 UTF-16 code units, true inside ``ranges``."""
    import numpy as np

    table = np.zeros(0x10000, dtype=bool)
    for low, high in ranges:
        table[low : high + 1] = True
    return table


def script_language(arabic: int, latin: int) -> str:
    """The script of a text from its letter counts: "ar", "mixed", "latin" or "" (none)."""
    letters = arabic + latin
    if letters == 0:
        return ""
    minor = min(arabic, latin)
    if minor >= 3 and minor >= MIXED_MINOR_SHARE * letters:
        return "mixed"
    return "ar" if arabic > latin else "latin"


class LanguageModel:
    """Answers "which language is this range" for one document."""

    def __init__(self, document: Document) -> None:
        self._starts = [b.text_start for b in document.blocks]
        self._blocks = document.blocks
        # The blocks' languages, read once (thousands of blocks in a long text).
        languages = {b.language for b in document.blocks}
        self._labelled = bool(languages - {""})
        latins = languages - {"", "mixed", "ar"}
        self._one_latin = next(iter(latins)) if len(latins) == 1 else ""
        # Blocks carrying that language before each block index (a running count).
        self._latin_blocks: list[int] = []
        if self._one_latin:
            one = self._one_latin
            self._latin_blocks = list(
                accumulate((int(b.language == one) for b in document.blocks), initial=0)
            )
        key = document.key.text
        # Most documents use one script: then no chunk needs its letters counted. Block
        # languages from the loader answer without scanning the text.
        if key.isascii():
            self.has_arabic = False
        elif "" in languages or not languages:
            self.has_arabic = _contains(key, _ARABIC, _ARABIC_RANGES)
        else:
            self.has_arabic = bool(languages & {"ar", "mixed"})
        self.has_latin = _contains(key, _LATIN, _LATIN_RANGES)
        known = languages - {""}
        # One language on every labelled block: every chunk has it (no per-chunk work).
        self.single = next(iter(known)) if len(known) == 1 and "" not in languages else ""
        self.needs_text = self.has_arabic and self.has_latin and not self.single
        """Whether ``of`` needs the chunk's key text (only documents with both scripts)."""
        self.latin = self._document_latin(document) if self.has_latin else ""
        arabic, latin = script_counts(key[:40_000])
        kind = script_language(arabic, latin)
        self.document = self.latin if kind == "latin" else kind

    def _document_latin(self, document: Document) -> str:
        votes: Counter[str] = Counter()
        for block in document.blocks:
            if block.language and block.language not in ("ar", "mixed"):
                votes[block.language] += block.text_end - block.text_start
        if votes:
            return votes.most_common(1)[0][0]
        sample: list[str] = []
        size = 0
        for match in _PARAGRAPH.finditer(document.key.text):
            line = match.group()
            arabic, latin = script_counts(line)
            if latin >= MIN_LATIN_CHARS and arabic < latin:
                sample.append(line)
                size += len(line)
                if size >= SAMPLE_CHARS:
                    break
        return detect_latin(" ".join(sample)) if sample else ""

    def of(self, key_text: str, text_start: int, text_end: int) -> str:
        """The language of a chunk: its key text and its text range."""
        if self.single:
            return self.single
        if self.has_arabic and self.has_latin:
            kind = script_language(*script_counts(key_text))
        else:
            kind = "ar" if self.has_arabic else "latin"
        if kind != "latin":
            return kind or self.document
        return self._block_latin(text_start, text_end) or self.latin or self.document

    def kind(self, key_text: str) -> str:
        """The script of a piece of key text ("ar", "mixed", "latin", ""); fast for one script."""
        if self.has_arabic and self.has_latin:
            return script_language(*script_counts(key_text))
        return "ar" if self.has_arabic else ("latin" if self.has_latin else "")

    def _block_latin(self, start: int, end: int) -> str:
        if not self._labelled:
            return ""
        index = max(0, bisect.bisect_right(self._starts, start) - 1)
        if self._one_latin:
            # One Latin language in the whole document: it is the answer when any block from
            # the one holding ``start`` up to ``end`` carries it (the votes would name no other).
            stop = bisect.bisect_left(self._starts, end)
            return (
                self._one_latin
                if self._latin_blocks[max(stop, index)] > self._latin_blocks[index]
                else ""
            )
        votes: Counter[str] = Counter()
        while index < len(self._blocks) and self._blocks[index].text_start < end:
            block = self._blocks[index]
            if block.language and block.language not in ("mixed", "ar"):
                overlap = min(end, block.text_end) - max(start, block.text_start)
                votes[block.language] += max(overlap, 0)
            index += 1
        return votes.most_common(1)[0][0] if votes else ""
