"""One definition of a page-number line, and every reader of page numbers keeps to it.

``page_numbers.page_number`` is asked by the PDF furniture (margin bands and the body), the
plain-text repairs and the engine's look back over page lines; a form it reads is read by all
of them, each deciding only where a roman numeral or a bracketed number counts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from bidi import get_display
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.page_numbers import MAX_CHARS, page_number
from inspector.document.pdf.furniture import PAGE_NUMBER, PageRowsView, find_furniture
from inspector.document.pdf.rows import Row
from inspector.document.plain import load_plain
from inspector.engine.line_context import is_page_number_line, previous_line
from tests.document.test_pdf_furniture import row as visual_row

# (line, page_number(line), with roman=True, with bracketed=True)
FORMS = [
    # bare numbers, any digits, dashes on either side or both
    ("12", "12", "12", "12"),
    ("  12  ", "12", "12", "12"),
    ("١٢", "١٢", "١٢", "١٢"),
    ("۱۲", "۱۲", "۱۲", "۱۲"),
    ("- 12 -", "12", "12", "12"),
    ("—12—", "12", "12", "12"),
    ("-12", "12", "12", "12"),
    ("12 –", "12", "12", "12"),
    ("2021", "2021", "2021", "2021"),  # a year has a page number's shape
    # a page word before it (any case), a page count after it
    ("Page 12", "12", "12", "12"),
    ("PAGE 12", "12", "12", "12"),
    ("page12", "12", "12", "12"),
    ("page 12 of 40", "12", "12", "12"),
    ("Page 12 sur 40", "12", "12", "12"),
    ("Page 12 de 40", "12", "12", "12"),
    ("p. 12", "12", "12", "12"),
    ("P. 12", "12", "12", "12"),
    ("pg. 12", "12", "12", "12"),
    ("pp. 12", "12", "12", "12"),
    ("Seite 12", "12", "12", "12"),
    ("- Page 12 of 40 -", "12", "12", "12"),
    ("12/40", "12", "12", "12"),
    ("12 / 40", "12", "12", "12"),
    ("12 of 40", "12", "12", "12"),
    ("12 sur 40", "12", "12", "12"),
    ("12 de 40", "12", "12", "12"),
    ("12/2021", "12", "12", "12"),
    ("Page 1234 of 1234", "1234", "1234", "1234"),
    ("الصفحة 12", "12", "12", "12"),
    ("الصفحة ١٢", "١٢", "١٢", "١٢"),
    ("صفحة ١٢", "١٢", "١٢", "١٢"),
    ("صفحة ٧ من ١٢", "٧", "٧", "٧"),
    ("ص 12", "12", "12", "12"),
    ("ص. 12", "12", "12", "12"),
    ("12 من 40", "12", "12", "12"),
    ("12 من أصل 40", "12", "12", "12"),
    ("الصفحة ١٢٣٤ من أصل ١٢٣٤", "١٢٣٤", "١٢٣٤", "١٢٣٤"),
    # roman numerals: only with roman
    ("iv", None, "iv", None),
    ("XII", None, "XII", None),
    ("I", None, "I", None),
    ("- iv -", None, "iv", None),
    ("Page iv", None, "iv", None),
    ("cccxcix", None, "cccxcix", None),  # 399
    # brackets: only with bracketed
    ("(12)", None, None, "12"),
    ("[12]", None, None, "12"),
    ("( Page 12 )", None, None, "12"),
    # never a page number
    ("1.", None, None, None),
    ("12.", None, None, None),
    ("12)", None, None, None),
    ("(12", None, None, None),
    ("12]", None, None, None),
    ("(12 -", None, None, None),
    ("Article 12", None, None, None),
    ("Art. 12", None, None, None),
    ("Article premier", None, None, None),
    ("المادة 12", None, None, None),
    ("الفصل ١٢", None, None, None),
    ("12.5", None, None, None),
    ("1 000", None, None, None),
    ("12345", None, None, None),  # five digits: no document at hand has 10,000 pages
    ("Page 12345", None, None, None),
    ("p 12", None, None, None),
    ("12 page", None, None, None),
    ("12 of", None, None, None),
    ("#", None, None, None),
    ("", None, None, None),
    ("civil", None, None, None),  # roman letters, no numeral
    ("mild", None, None, None),
    ("ill", None, None, None),
    ("m", None, None, None),  # 1000: beyond a roman page number
    ("Page 12 of 40" + " " * MAX_CHARS, "12", "12", "12"),  # outer blanks are stripped
    ("Page 12" + " " * MAX_CHARS + "of 40", None, None, None),  # too long
]


@pytest.mark.parametrize(("line", "plain", "roman", "bracketed"), FORMS)
def test_page_number_forms(
    line: str, plain: str | None, roman: str | None, bracketed: str | None
) -> None:
    assert page_number(line) == plain
    assert page_number(line, roman=True) == roman
    assert page_number(line, bracketed=True) == bracketed
    both = roman if roman is not None else bracketed
    assert page_number(line, roman=True, bracketed=True) == both
    if plain is not None:
        assert int(plain) > 0  # int reads every digit form it returns


# Templates of page-number lines, "{n}" the page's number (in ASCII, Arabic-Indic or roman).
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
ROMAN = ["i", "ii", "iii", "iv", "v"]
TEMPLATES = [
    "{n}",
    "- {n} -",
    "-{n}",
    "PAGE {n}",
    "Page {n} of 40",
    "Page {n} sur 40",
    "{n} de 40",
    "pg. {n}",
    "- Page {n} of 40 -",
    "{n}/40",
    "الصفحة {n}",
    "صفحة {a}",
    "ص {n}",
    "{a} من أصل ٤٠",
    "{a}",
    "({n})",
    "[{n}]",
    "{r}",
    "- {r} -",
    "{n}.",
    "Article {n}",
    "المادة {n}",
    "{n}2345",
]


def row(text: str, top: float) -> Row:
    """A PDF row of ``text`` (logical order), its glyphs in visual order as a page has them."""
    return visual_row(get_display(text), top)


def lines_of(template: str, count: int) -> list[str]:
    return [
        template.format(n=n, a=str(n).translate(ARABIC_DIGITS), r=ROMAN[n - 1])
        for n in range(1, count + 1)
    ]


@pytest.mark.parametrize("template", TEMPLATES)
def test_every_reader_reads_the_same_page_numbers(template: str) -> None:
    numbers = lines_of(template, 3)
    plain = page_number(numbers[0]) is not None
    # PDF margin bands: brackets count, roman numerals only at the bottom of a page.
    for top, roman in ((30, False), (800, True)):
        expected = page_number(numbers[0], roman=roman, bracketed=True) is not None
        pages = [PageRowsView([row("Body text", 300), row(n, top)], 842) for n in numbers]
        reasons = [found.get(1) for found in find_furniture(pages)]
        assert (reasons == [PAGE_NUMBER] * 3) == expected, (top, reasons)
    # PDF body: a chain of rows alone across the page, digits only, no brackets.
    pages = [
        PageRowsView([row("Body text of the page", 300), row(n, 330), row("More", 360)], 842)
        for n in numbers
    ]
    assert find_furniture(pages) == [{1: PAGE_NUMBER} if plain else {} for _ in numbers]
    # Plain text: a page sequence of such lines between pages of text.
    page = "The Supplier shall provide the Services with reasonable skill and care. " * 15
    source = "".join(f"{page}{index}\n\n{number}\n\n" for index, number in enumerate(numbers))
    document = load_plain(Path("doc.txt"), source.encode(), "f" * 64, "text")
    excluded = [source[s.start : s.end].strip() for s in document.excluded]
    assert excluded == (numbers if plain else [])
    # Engine: the line before a line, page-number lines passed over (roman numerals too).
    key = f"The Supplier shall pay.\n{numbers[0]}\nThe Customer shall pay.\n"
    before = previous_line(key, key.index("The Customer"), skip_page_numbers=True)
    skipped = page_number(numbers[0], roman=True) is not None
    assert is_page_number_line(numbers[0]) == skipped
    assert before == ((0, "The Supplier shall pay.") if skipped else (24, numbers[0]))


PIECES = "0123456789٠١٢٣٤٥٦٧٨٩ivxlcmIVXLC ()[]-–/.pageofsurdeصفحةمنأ\t"
"""The characters page-number lines are made of, and some that break them."""


@given(st.text(alphabet=PIECES, max_size=30))
def test_page_number_is_a_part_of_a_short_line(line: str) -> None:
    number = page_number(line)
    wider = page_number(line, roman=True, bracketed=True)
    assert number is None or number == wider  # roman and bracketed only add forms
    if wider is not None:
        assert len(line.strip()) <= MAX_CHARS
        assert wider in line
        assert page_number(f" {line}\t") == number  # outer blanks do not count
    if number is not None:
        assert number.isdigit()
        assert int(number) >= 0
