"""Page furniture: running headers, running footers and page numbers of a PDF.

A row is furniture when it sits in the top or bottom margin band of its page (``BAND`` of the
page height), is set off from the body (the next body line is not right below it, as it would
be for a paragraph's first line), and either

- its text, with every number replaced by "#", recurs in the same band on at least
  ``MIN_SHARE`` of the pages that have text (and on at least two pages), and every number in
  it is either the same on all those pages or moves in step with the page index ("Page 3 of
  12", "Page 4 of 12"); or
- it reads as a page number on its own (``page_numbers.page_number``: "7", "- 7 -", "Page 7",
  "Page 7 of 12", "7/12", "صفحة ٧ من ١٢", also "(7)", and in the bottom band "iv").

A page number can also sit in the body, between paragraphs (an HTML filing printed to PDF
keeps the page numbers of the paper original in its flow, several to a PDF page, often in the
middle of a sentence). Such a row is a page number when it is alone across the page (no other
row shares its height), reads as a bare page number (the same forms but for brackets and
roman numerals: "12", "- 12 -", "Page 12 of 40"), and belongs to a *chain*: rows of that
shape, in reading order, whose numbers go up by one each time, at least ``IN_FLOW_CHAIN_MIN``
of them over at least two pages. A lone number that starts no such chain (a figure, a table
value on a line of its own) stays text.

So a heading that happens to open a page is not furniture: its text does not recur, and even
"Article 5" on one page and "Article 9" on another, which share the key "article #", do not
move in step with their pages. Furniture stays in ``Document.text``; the loader marks it as an
excluded span with the reason "running header", "running footer" or "page number", so a
reviewer can restore it without shifting any offset.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from inspector.document.page_numbers import MAX_CHARS, page_number
from inspector.document.pdf.lines import Line, make_lines
from inspector.document.pdf.rows import Row

BAND = 0.12
"""Share of the page height, at the top and at the bottom, where furniture can sit."""

MIN_SHARE = 0.3
"""Share of the pages with text on which a running line must recur."""

IN_FLOW_CHAIN_MIN = 3
"""Rows in a chain of page numbers found in the body (outside the bands)."""

RUNNING_HEADER = "running header"
RUNNING_FOOTER = "running footer"
PAGE_NUMBER = "page number"

_NUMBER = re.compile(r"[0-9\u0660-\u0669\u06f0-\u06f9]+")


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
    in_flow: list[tuple[int, int, int]] = []  # (page, row, number) of bare numbers in the body
    groups: dict[tuple[str, str], list[tuple[int, int, tuple[int, ...]]]] = defaultdict(list)
    pages_with_text = 0
    for page_index, page in enumerate(pages):
        if page.rows:
            pages_with_text += 1
        top, bottom = BAND * page.height, (1 - BAND) * page.height
        for row_index, row in enumerate(page.rows):
            if row.bbox[3] <= top:
                band = "top"
            elif row.bbox[1] >= bottom:
                band = "bottom"
            else:
                _add_bare_number(in_flow, page_index, row_index, row, page.rows)
                continue
            if _in_paragraph(row, page.rows, band == "top", top, bottom):
                _add_bare_number(in_flow, page_index, row_index, row, page.rows)
                continue
            rtl, ltr = row.strong_counts()
            lines = make_lines([row], rtl > ltr)
            if band_lines is not None:
                band_lines[page_index, row_index] = (rtl > ltr, lines)
            text = lines[0].text
            if not text:
                continue
            # A roman numeral alone atop a page is more often a part's or a chapter's number.
            number = page_number(text, roman=band == "bottom", bracketed=True)
            if number is not None:
                found[page_index][row_index] = PAGE_NUMBER
                if number.isdigit():  # (a link in a chain of page numbers running into the body)
                    in_flow.append((page_index, row_index, int(number)))
                continue
            key = furniture_key(text)
            numbers = tuple(int(n) for n in _NUMBER.findall(text))
            groups[(band, key)].append((page_index, row_index, numbers))
    needed = max(2, math.ceil(MIN_SHARE * pages_with_text))
    for (band, _key), members in groups.items():
        if len({page for page, _, _ in members}) < needed or not _numbers_in_step(members):
            continue
        reason = RUNNING_HEADER if band == "top" else RUNNING_FOOTER
        for page_index, row_index, _ in members:
            found[page_index][row_index] = reason
    for page_index, row_index in _page_number_chains(in_flow):
        found[page_index][row_index] = PAGE_NUMBER
    return found


def _add_bare_number(
    found: list[tuple[int, int, int]], page: int, index: int, row: Row, rows: Sequence[Row]
) -> None:
    """Add (page, row index, number) to ``found`` if ``row`` may be a page number in the flow."""
    number = _bare_page_number(row)
    if number is not None and _alone_across(row, rows):
        found.append((page, index, number))


def _bare_page_number(row: Row) -> int | None:
    """The number of a body row that reads as a bare page number, else None."""
    text = row.text
    if len(text) > MAX_CHARS:
        text = text.strip()  # (a centred number may keep the spaces before it)
        if len(text) > MAX_CHARS:
            return None
    if not _NUMBER.search(text):
        return None
    rtl, ltr = row.strong_counts()
    if rtl:
        text = make_lines([row], rtl > ltr)[0].text
    number = page_number(text)  # (no roman numeral, no brackets: "(3)" is a list label)
    return None if number is None else int(number)


def _alone_across(row: Row, rows: Sequence[Row]) -> bool:
    """Whether no other row of the page overlaps ``row``'s height.

    A margin number beside a paragraph, or a table cell, has neighbours at its height.
    """
    top, bottom = row.bbox[1], row.bbox[3]
    return not any(
        other is not row and other.bbox[1] < bottom and other.bbox[3] > top for other in rows
    )


def _page_number_chains(
    candidates: list[tuple[int, int, int]],
) -> list[tuple[int, int]]:
    """The (page, row) of the candidates that form chains of page numbers.

    Candidates come in reading order; each extends the open chain whose last number is one
    less than its own (or starts a chain). Chains of at least ``IN_FLOW_CHAIN_MIN`` rows over
    at least two pages are kept: numbers that rise by one as the pages go on are page numbers.
    """
    chains: list[list[tuple[int, int, int]]] = []
    # Open chains by the number they wait for (two chains can run side by side: a paper
    # original's printed number and the filing's own page marker).
    open_by_next: dict[int, list[list[tuple[int, int, int]]]] = defaultdict(list)
    for candidate in candidates:
        number = candidate[2]
        waiting = open_by_next.get(number)
        if waiting:
            chain = waiting.pop(0)
        else:
            chain = []
            chains.append(chain)
        chain.append(candidate)
        open_by_next[number + 1].append(chain)
    return [
        (page, row)
        for chain in chains
        if len(chain) >= IN_FLOW_CHAIN_MIN and chain[0][0] != chain[-1][0]
        for page, row, _ in chain
    ]


def furniture_key(text: str) -> str:
    """The text compared across pages: lower case, numbers as "#", spaces collapsed."""
    return " ".join(_NUMBER.sub("#", text.casefold()).split())


def _in_paragraph(row: Row, rows: Sequence[Row], top_band: bool, top: float, bottom: float) -> bool:
    """Whether ``row`` continues into the body as a line of a paragraph.

    A running line is set off from the body; the first body line of a page (in the top band
    of a page with a small margin) has the next line of its paragraph right below it.
    """
    reach = 1.5 * row.size
    baseline = row.baseline
    for other in rows:
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
