"""Marks of a damaged text layer in a document's text, which a reviewer must see.

A PDF whose fonts lack a usable ToUnicode map, a file decoded with the wrong encoding or a
converter that left glyph codes in the text gives text that looks like text but is not what the
page shows. Each mark below is a character or short sequence that cannot occur in correct
English, French or Arabic legal text, counted over the text a chunk exports (page furniture
left out):

- ``replacement``: U+FFFD, a glyph the extractor could not map;
- ``private_use``: a private-use code point (U+E000–U+F8FF, planes 15 and 16): a font's own
  glyph code, no character;
- ``glyph_code``: a glyph placeholder a converter wrote instead of the character: "(cid:12)"
  (pdfminer), "/uni0627" (a PostScript glyph name: upper-case hex, so not "/unifeed" in a
  web address), "glyph123";
- ``mixed_digits``: one number written with both Arabic-Indic and ASCII digits ("١9141١",
  "١7"): a broken digit map, since a publisher sets one digit script per number;
- ``question_digits``: a question mark where a digit belongs: alone in brackets ("مادة(؟)",
  "Article (?)") or between digits ("1?5", "١؟٣"): an unmapped digit glyph;
- ``mojibake``: UTF-8 read as Latin-1 or Windows-1252 ("Ã©", "â€™", "Â«", "Ø§Ù"): every
  accented or Arabic letter became two or three Latin ones;
- ``foreign_script``: a control character (but tab, newline, carriage return) or a letter of
  a script English, French and Arabic legal text does not use, where broken Arabic ToUnicode
  maps land (Hebrew, Syriac, Arabic Supplement and Extended, Thaana, NKo, Latin Extended-B
  but the Romanian letters, Indic): the PDF loader's garbage characters
  (``pdf.quality``), here counted in any format's text;
- ``reversed_arabic``: Arabic written in visual order, left to right as drawn ("ةدالما" for
  "المادة"), when it is the text's habit (``document.text_repair.backwards_words``): each
  word voting "reversed" is a mark. The plain-text loader puts such lines back in order
  (``text_repair.logical_visual_lines``); what is left is a line holding several drawn
  lines joined, or a format whose loader does not reorder (HTML, DOCX).

Thresholds: a document is *damaged* when its marks number at least ``MIN_MARKS`` and make at
least ``MIN_SHARE`` of its non-space characters. One stray private-use bullet or one U+FFFD in
a long contract is left alone (measured on the 67 evaluation-corpus documents in every format,
``bench/results/text_damage.md``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from inspector.document.model import Document
from inspector.document.pdf.quality import UNUSED_SCRIPTS
from inspector.document.text_repair import backwards_words
from inspector.engine import spans

MIN_MARKS = 5
"""Marks a document must hold at least to be flagged."""
MIN_SHARE = 0.0005
"""Share (0..1) of a document's non-space characters the marks must reach to be flagged."""

_DIGIT = "0-9٠-٩۰-۹"
_MARKS: dict[str, re.Pattern[str]] = {
    "replacement": re.compile("\ufffd"),
    "private_use": re.compile("[\ue000-\uf8ff\U000f0000-\U0010ffff]"),
    "glyph_code": re.compile(r"\(cid:\d+\)|/uni[0-9A-F]{4}(?![0-9A-Za-z])|\bglyph\d{1,5}\b"),
    "mixed_digits": re.compile("(?:[0-9]+[٠-٩۰-۹]|[٠-٩۰-۹]+[0-9])[" + _DIGIT + "]*"),
    "question_digits": re.compile(
        r"\([^\S\n]*[?؟][^\S\n]*\)|[" + _DIGIT + r"][?؟][" + _DIGIT + "]"
    ),
    "mojibake": re.compile("[ÃÂ][\u0080-\u00bf]|â€[\u0080-\u00bf™œ“”˜¦¢]|[ØÙ][\u0080-\u00bf]"),
    "foreign_script": re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f" + UNUSED_SCRIPTS + "]"),
}
"""Each mark's pattern; a match is one mark."""

_NAMES = {
    "replacement": "U+FFFD replacement characters",
    "private_use": "private-use characters",
    "glyph_code": "glyph placeholders like (cid:12)",
    "mixed_digits": "numbers mixing Arabic-Indic and ASCII digits",
    "question_digits": "question marks in place of digits",
    "mojibake": "mis-decoded characters (mojibake)",
    "foreign_script": "control characters or letters of a script legal text does not use",
    "reversed_arabic": "Arabic words written backwards (visual order)",
}
"""Each mark's name as a red flag shows it."""


@dataclass(frozen=True, slots=True)
class TextDamage:
    """The marks of damage in one text: counts per mark (``_MARKS``'s names), in order.

    ``visible``: non-space characters of the text.
    """

    counts: tuple[tuple[str, int], ...]
    visible: int

    @property
    def marks(self) -> int:
        """All marks counted."""
        return sum(count for _, count in self.counts)

    @property
    def damaged(self) -> bool:
        """Whether the text crosses the thresholds (see the module doc)."""
        return self.marks >= MIN_MARKS and self.marks >= MIN_SHARE * self.visible

    def describe(self) -> str:
        """The marks found, most first: "12 U+FFFD replacement characters, 3 ..."."""
        found = sorted(((n, name) for name, n in self.counts if n), key=lambda x: -x[0])
        return ", ".join(f"{n} {_NAMES[name]}" for n, name in found)


def text_damage(text: str) -> TextDamage:
    """The marks of damage in ``text``."""
    counts = tuple((name, len(pattern.findall(text))) for name, pattern in _MARKS.items())
    counts += (("reversed_arabic", 0 if text.isascii() else backwards_words(text)),)
    return TextDamage(counts, sum(map(len, text.split())))


def document_damage(document: Document) -> TextDamage:
    """The marks of damage in the text ``document``'s chunks export (page furniture left out)."""
    excluded = spans.text_excluded_ranges(document)
    return text_damage(spans.kept_text(document.text, 0, len(document.text), excluded))
