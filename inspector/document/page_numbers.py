"""What a line that holds only a page number looks like: the one definition for every reader.

The PDF loader's furniture (``pdf/furniture``), the plain-text repairs (``text_repair``) and
the engine's look back over page lines (``engine/line_context``, ``engine/stats``) all ask
``page_number``, so a form added here is known to all of them. Each decides for itself only
where a roman numeral or a number in brackets counts (see ``page_number``).
"""

from __future__ import annotations

import re

MAX_CHARS = 24
"""No page-number line is longer once stripped ("Page 1234 of 1234" with wide blanks,
"الصفحة ١٢٣٤ من أصل ١٢٣٤"): longer lines are never matched, so a caller may skip them unread."""

_BLANK = r"[^\S\r\n]*"
_DIGITS = r"[0-9\u0660-\u0669\u06f0-\u06f9]{1,4}"
_ROMAN = r"(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})"
_PAGE_WORD = r"page|p\.|pg\.?|pp\.|seite|الصفحة|صفحة|ص\.?"
_OF_WORD = rf"of|/|de|sur|من{_BLANK}أصل|من"

PAGE_NUMBER_LINE = re.compile(
    rf"(?:(?:(?P<open>[\[(])|[-\u2013\u2014]){_BLANK})?"
    rf"(?:(?:{_PAGE_WORD}){_BLANK})?(?P<number>{_DIGITS}|{_ROMAN})"
    rf"(?:{_BLANK}(?:{_OF_WORD}){_BLANK}{_DIGITS})?"
    rf"(?(open){_BLANK}[\])]|(?:{_BLANK}[-\u2013\u2014])?)",
    re.IGNORECASE,
)
"""A page-number line's text, matched whole (``fullmatch``) with its outer blanks stripped;
the forms are listed in ``page_number``. Group ``number`` is the page's number as printed,
group ``open`` the opening bracket if any. No two runs of blanks stand side by side (each
follows a character it needs), so a long blank line costs one pass, not one per split."""


def page_number(line: str, *, roman: bool = False, bracketed: bool = False) -> str | None:
    """The page number that ``line`` holds and nothing else, as printed, else None.

    In any letter case, blanks (not line breaks) allowed between the parts and around them,
    at most ``MAX_CHARS`` characters once stripped:

    - the number: 1 to 4 digits, ASCII, Arabic-Indic or Persian ("12", "١٢", "۱۲"; ``int``
      reads them all), or with ``roman`` a roman numeral up to 399 ("iv", "XII");
    - before it, optionally a page word: "page", "p.", "pg", "pg.", "pp.", "seite",
      "الصفحة", "صفحة", "ص", "ص.";
    - after it, optionally a page count: "of", "/", "de", "sur", "من" or "من أصل", then 1 to
      4 digits ("Page 3 of 12", "3/12", "3 sur 12", "صفحة ٣ من ١٢");
    - around all that, optionally a dash on either side or both ("- 3 -", "-3", "— 3 —"),
      or with ``bracketed`` a pair of brackets ("(3)", "[3]").

    So never a list item's or a unit's label ("3.", "3)", "Article 3", "المادة 3"), an amount
    ("12.5", "1 000") or a word made of roman letters that is no numeral ("civil", "mild");
    a year ("2021", "12/2021") is a page number by its shape, and only the caller's context
    (a margin band, a run of rising numbers) tells them apart. Without ``bracketed`` a
    number in brackets is a list label ("(3)"); without ``roman`` a lone roman numeral may
    be a part's or a chapter's number.
    """
    line = line.strip()
    if len(line) > MAX_CHARS:
        return None
    match = PAGE_NUMBER_LINE.fullmatch(line)
    if match is None or (match["open"] and not bracketed):
        return None
    number = match["number"]
    return number if roman or number.isdigit() else None
