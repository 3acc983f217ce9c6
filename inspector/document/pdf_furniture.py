"""Page furniture: running headers, running footers and page numbers of a PDF.

A row is furniture when it sits in the top or bottom margin band of its page (``BAND`` of the
page height), is set off from the body (the next body line is not right below it, as it would
be for a paragraph's first line), and either

- its text, with every number replaced by "#", recurs in the same band on at least
  ``MIN_SHARE`` of the pages that have text (and on at least two pages), and every number in
  it is either the same on all those pages or moves in step with the page index ("Page 3 of
  12", "Page 4 of 12"); or
- it reads as a page number on its own ("7", "- 7 -", "Page 7", "Page 7 of 12", "7/12",
  "صفحة ٧ من ١٢").

So a heading that happens to open a page is not furniture: its text does not recur, and even
"Article 5" on one page and "Article 9" on another, which share the key "article #", do not
move in step with their pages. Furniture stays in ``Document.text``; the loader marks it as an
excluded span with the reason "running header", "running footer" or "page number", so a
reviewer can restore it without shifting any offset.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from inspector.document.pdf_lines import Line, make_lines
from inspector.document.pdf_rows import Row

BAND = 0.12
"""Share of the page height, at the top and at the bottom, where furniture can sit."""

MIN_SHARE = 0.3
"""Share of the pages with text on which a running line must recur."""

RUNNING_HEADER = "running header"
RUNNING_FOOTER = "running footer"
PAGE_NUMBER = "page number"

_NUMBER = re.compile(r"[0-9\u0660-\u0669\u06f0-\u06f9]+")
_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
_ROMAN = r"[ivxlcdm]+"
_PAGE_WORD = r"(?:page|p\.|pg\.?|pp\.|seite|الصفحة|صفحة|ص\.?)"
_OF_WORD = r"(?:of|/|de|sur|من|من أصل)"
_PAGE_NUMBER = re.compile(
    rf"^(?:{_PAGE_WORD}\s*)?#(?:\s*{_OF_WORD}\s*#)?$|^[-–—]\s*#\s*[-–—]$|^[\[(]\s*#\s*[\])]$"
)
# Roman page numbers ("iv", "- iv -") only count in the bottom band: at the top of a page a
# lone roman numeral is more often a part or chapter heading.
_ROMAN_PAGE_NUMBER = re.compile(rf"^(?:{_PAGE_WORD}\s*)?{_ROMAN}$|^[-–—]\s*{_ROMAN}\s*[-–—]$")


@dataclass(frozen=True, slots=True)
class PageRowsView:
    """What furniture detection needs of one page: its rows and its height in points."""

    rows: Sequence[Row]
    height: float


BandLines = dict[tuple[int, int], tuple[bool, list[Line]]]
"""The logical lines made for rows in a band: (page index, row index) -> the direction they
were made for, and ``make_lines([row], rtl)``."""


def find_furniture(
    pages: Sequence[PageRowsView], band_lines: BandLines | None = None
) -> list[dict[int, str]]:
    """The furniture rows of every page.

    Args:
        pages: Every page of the document, in order.
        band_lines: Filled, when given, with the logical lines read here (the loader plans a
            furniture block of the same direction from them instead of making them again).

    Returns:
        For each page, a map from row index (into that page's ``rows``) to the reason.
    """
    found: list[dict[int, str]] = [{} for _ in pages]
    groups: dict[tuple[str, str], list[tuple[int, int, tuple[int, ...]]]] = defaultdict(list)
    pages_with_text = 0
    for page_index, page in enumerate(pages):
        if page.rows:
            pages_with_text += 1
        top, bottom = BAND * page.height, (1 - BAND) * page.height
        by_baseline: _ByBaseline | None = None  # made for the page's first row in a band
        for row_index, row in enumerate(page.rows):
            if row.bbox[3] <= top:
                band = "top"
            elif row.bbox[1] >= bottom:
                band = "bottom"
            else:
                continue
            if by_baseline is None:
                by_baseline = _ByBaseline(page.rows)
            if _in_paragraph(row, by_baseline, band == "top", top, bottom):
                continue
            rtl, ltr = row.strong_counts()
            lines = make_lines([row], rtl > ltr)
            if band_lines is not None:
                band_lines[page_index, row_index] = (rtl > ltr, lines)
            text = lines[0].text
            if not text:
                continue
            key = furniture_key(text)
            if _PAGE_NUMBER.match(key) or (band == "bottom" and _ROMAN_PAGE_NUMBER.match(key)):
                found[page_index][row_index] = PAGE_NUMBER
                continue
            numbers = tuple(int(n.translate(_DIGITS)) for n in _NUMBER.findall(text))
            groups[(band, key)].append((page_index, row_index, numbers))
    needed = max(2, math.ceil(MIN_SHARE * pages_with_text))
    for (band, _key), members in groups.items():
        if len({page for page, _, _ in members}) < needed or not _numbers_in_step(members):
            continue
        reason = RUNNING_HEADER if band == "top" else RUNNING_FOOTER
        for page_index, row_index, _ in members:
            found[page_index][row_index] = reason
    return found


def furniture_key(text: str) -> str:
    """The text compared across pages: lower case, numbers as "#", spaces collapsed."""
    return " ".join(_NUMBER.sub("#", text.casefold()).split())


class _ByBaseline:
    """A page's rows sorted by baseline, to find those a little above or below a row."""

    __slots__ = ("baselines", "rows")

    def __init__(self, rows: Sequence[Row]) -> None:
        # (A row with a NaN baseline is never near another, and would spoil the order.)
        same = [row for row in rows if row.baseline == row.baseline]
        self.rows = sorted(same, key=lambda row: row.baseline)
        self.baselines = [row.baseline for row in self.rows]

    def near(self, low: float, high: float) -> list[Row]:
        """The rows with a baseline from ``low`` to ``high`` (points), and maybe a few more.

        One point of margin on each side: callers test their own bounds on each row, so that
        rounding in the bounds' arithmetic cannot leave a row out.
        """
        first = bisect_left(self.baselines, low - 1.0)
        return self.rows[first : bisect_right(self.baselines, high + 1.0, first)]


def _in_paragraph(row: Row, rows: _ByBaseline, top_band: bool, top: float, bottom: float) -> bool:
    """Whether ``row`` continues into the body as a line of a paragraph.

    A running line is set off from the body; the first body line of a page (in the top band
    of a page with a small margin) has the next line of its paragraph right below it.
    """
    reach = 1.5 * row.size
    baseline = row.baseline
    near = (
        rows.near(baseline, baseline + reach) if top_band else rows.near(baseline - reach, baseline)
    )
    for other in near:
        step = other.baseline - baseline if top_band else baseline - other.baseline
        if not 0 < step < reach or other is row:
            continue
        outside_band = other.bbox[3] > top if top_band else other.bbox[1] < bottom
        if outside_band and min(other.bbox[2], row.bbox[2]) > max(other.bbox[0], row.bbox[0]):
            return True
    return False


def _numbers_in_step(members: list[tuple[int, int, tuple[int, ...]]]) -> bool:
    """Whether each number position is constant, or is the page index plus a constant."""
    counts = {len(numbers) for _, _, numbers in members}
    if len(counts) != 1:
        return False
    for position in range(counts.pop()):
        values = {numbers[position] for _, _, numbers in members}
        offsets = {numbers[position] - page for page, _, numbers in members}
        if len(values) > 1 and len(offsets) > 1:
            return False
    return True
