# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""Page furniture: running headers, footers and page numbers are excluded spans, restorable.

A heading that opens a page is not furniture; neither are headings at the tops of several
pages whose numbers do not move with the page.
"""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind, Document
from inspector.document.pdf.furniture import (
    PAGE_NUMBER,
    RUNNING_FOOTER,
    RUNNING_HEADER,
    PageRowsView,
    find_furniture,
    furniture_key,
)
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.rows import Row
from tests.document.test_pdf_loader import check_invariants, load_bytes, load_sample

BODY = (
    "The Supplier shall provide the Services with reasonable skill and care and in "
    "accordance with good industry practice and the Service Levels. "
) * 2


def paged_pdf(pages: int, *, tops: dict[int, str] | None = None, header: bool = True) -> bytes:
    """Pages with a running header, a "Page N of M" footer and body text.

    ``tops`` puts a heading at the top of the body of some pages (0-based page numbers).
    """
    document = pymupdf.open()
    for index in range(pages):
        page = document.new_page(width=595, height=842)
        if header:
            page.insert_text((72, 40), "Acme Ltd - Master Services Agreement", fontsize=9)
        top = 70
        if tops and index in tops:
            page.insert_text((72, 80), tops[index], fontsize=12, fontname="hebo")
            top = 100
        assert page.insert_textbox(pymupdf.Rect(72, top, 523, top + 200), BODY, fontsize=11) > 0
        page.insert_text((260, 815), f"Page {index + 1} of {pages}", fontsize=9)
    data: bytes = document.tobytes()
    return data


def excluded_texts(document: Document) -> list[tuple[str, str]]:
    return [(document.text[s.start : s.end], s.reason) for s in document.excluded]


def test_running_header_and_page_numbers_are_excluded_not_removed() -> None:
    document = load_bytes(paged_pdf(4))
    check_invariants(document)
    assert excluded_texts(document) == [
        item
        for n in range(1, 5)
        for item in (
            ("Acme Ltd - Master Services Agreement", RUNNING_HEADER),
            (f"Page {n} of 4", PAGE_NUMBER),
        )
    ]
    # Restorable: the text is still there, in its own furniture block, at its place.
    for span in document.excluded:
        block = next(b for b in document.blocks if b.text_start == span.start)
        assert block.kind == BlockKind.FURNITURE
        assert document.page_at(span.start).index == block.page_index
    # What is left when the spans are excluded is the body text only.
    kept = "".join(
        document.text[a:b]
        for a, b in zip(
            [0, *(s.end for s in document.excluded)],
            [*(s.start for s in document.excluded), len(document.text)],
            strict=True,
        )
    )
    assert "Acme" not in kept
    assert "Page 2 of 4" not in kept
    assert kept.count(BODY.strip()) == 4


def test_heading_at_the_top_of_a_page_is_not_furniture() -> None:
    document = load_bytes(paged_pdf(4, tops={2: "Article 5 - Term and Termination"}))
    assert "Article 5 - Term and Termination" not in [t for t, _ in excluded_texts(document)]
    heading = next(
        b
        for b in document.blocks
        if document.text[b.text_start : b.text_end].startswith("Article 5")
    )
    assert heading.kind == BlockKind.HEADING
    assert heading.page_index == 2


def test_headings_atop_several_pages_are_not_furniture() -> None:
    # The key "article #" recurs, but 5, 9, 12, 20 do not move in step with the pages.
    tops = {0: "Article 5", 1: "Article 9", 2: "Article 12", 3: "Article 20"}
    document = load_bytes(paged_pdf(4, tops=tops, header=False))
    excluded = [t for t, _ in excluded_texts(document)]
    assert excluded == [f"Page {n} of 4" for n in range(1, 5)]
    for heading in tops.values():
        assert heading in document.text


def test_single_page_number_is_furniture() -> None:
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 72, 523, 300), BODY, fontsize=11)
    page.insert_text((290, 810), "- 7 -", fontsize=9)
    loaded = load_bytes(document.tobytes())
    assert excluded_texts(loaded) == [("- 7 -", PAGE_NUMBER)]


def row(text: str, top: float, height: float = 10.0) -> Row:
    return Row(
        list(text),
        list(range(len(text))),
        [72.0 + 5 * k for k in range(len(text))],
        [77.0 + 5 * k for k in range(len(text))],
        (72.0, top, 72.0 + 5 * len(text), top + height),
        top + 8,
        10.0,
        False,
        0,
    )


def test_find_furniture_on_rows() -> None:
    pages = [
        PageRowsView(
            [
                row("Confidential - Draft 3", 30),
                row("Body text of the page", 300),
                row(f"Version of 1 March 2026 - {n} / 5", 800),
            ],
            842,
        )
        for n in range(1, 6)
    ]
    found = find_furniture(pages)
    assert found == [{0: RUNNING_HEADER, 2: RUNNING_FOOTER} for _ in range(5)]


def test_furniture_needs_a_recurring_line() -> None:
    pages = [PageRowsView([row(f"Heading number {n}", 30), row("Body", 300)], 842) for n in (3, 8)]
    assert find_furniture(pages) == [{}, {}]


def test_furniture_key_ignores_numbers_case_and_spacing() -> None:
    assert furniture_key("Page 3  of 12") == furniture_key("PAGE 10 of 12") == "page # of #"
    assert furniture_key("صفحة ٣ من ١٢") == "صفحة # من #"


@pytest.mark.parametrize(
    ("name", "header", "footer", "number"),
    [
        (
            "law_en_data_archives.pdf",
            "Public Records and Digital Archives Act 2026",
            "Official Gazette of the Republic of Norland — No. 42 — 16 March 2026",
            "Page {n} of 12",
        ),
        ("arret_fr_cassation.pdf", None, None, "Page {n} sur 12"),
        ("qanun_ar_archives.pdf", None, None, "صفحة {n} من 11"),
        ("contract_en_services.pdf", None, None, "Page {n} of 21"),
    ],
)
def test_sample_furniture_is_excluded_and_restorable(
    name: str, header: str | None, footer: str | None, number: str
) -> None:
    document = load_sample(name)
    pages = len(document.pages)
    reasons = [s.reason for s in document.excluded]
    assert reasons.count(RUNNING_HEADER) == pages
    assert reasons.count(RUNNING_FOOTER) == pages
    assert reasons.count(PAGE_NUMBER) == pages
    texts = excluded_texts(document)
    numbers = [t for t, reason in texts if reason == PAGE_NUMBER]
    digits = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")
    assert [t.translate(digits) for t in numbers] == [
        number.format(n=n) for n in range(1, pages + 1)
    ]
    if header is not None:
        assert {t for t, reason in texts if reason == RUNNING_HEADER} == {header}
    if footer is not None:
        assert {t for t, reason in texts if reason == RUNNING_FOOTER} == {footer}
    for span in document.excluded:  # each span is one furniture block of its page
        block = next(b for b in document.blocks if b.text_start == span.start)
        assert block.kind == BlockKind.FURNITURE
        assert block.text_end == span.end


def test_sample_title_that_repeats_the_running_header_stays() -> None:
    document = load_sample("law_en_data_archives.pdf")
    title = document.blocks[1]
    assert title.kind == BlockKind.TITLE
    assert document.text[title.text_start : title.text_end] == (
        "Public Records and Digital Archives Act 2026"
    )
    assert all(span.start != title.text_start for span in document.excluded)


def in_flow_numbers_pdf(pages: int, per_page: int, *, number_text: str = "{n}") -> bytes:
    """Pages of an HTML filing printed to PDF: the paper original's page numbers sit in the
    body between paragraphs, ``per_page`` to a PDF page, each in the middle of a sentence."""
    document = pymupdf.open()
    number = 0
    for _ in range(pages):
        page = document.new_page(width=595, height=842)
        y = 150.0
        for _ in range(per_page):
            number += 1
            for line in (
                "The Licensee shall keep the Confidential Information secret and shall not",
                "disclose it to any third party without the prior written consent of the",
            ):
                page.insert_text((72, y), line, fontsize=10)
                y += 12
            y += 14
            page.insert_text((290, y), number_text.format(n=number), fontsize=10)
            y += 26
            for line in (
                "other party, except to its advisers who are bound by duties of confidence.",
                "Each Party shall notify the other promptly of any unauthorised disclosure.",
            ):
                page.insert_text((72, y), line, fontsize=10)
                y += 12
            y += 24
    data: bytes = document.tobytes()
    return data


@pytest.mark.parametrize("number_text", ["{n}", "- {n} -", "Page {n} of 9"])
def test_page_numbers_in_the_flow_are_excluded_and_the_sentence_joined(number_text: str) -> None:
    document = load_bytes(in_flow_numbers_pdf(3, 3, number_text=number_text))
    check_invariants(document)
    assert excluded_texts(document) == [
        (number_text.format(n=n), PAGE_NUMBER) for n in range(1, 10)
    ]
    # The sentence the page number interrupted is one paragraph again.
    assert document.text.count("consent of the other party, except") == 9


def test_lone_numbers_that_do_not_run_on_stay_text() -> None:
    # Figures on lines of their own that do not go up one by one are not page numbers.
    document = pymupdf.open()
    for values in (("12", "40"), ("7", "300")):
        page = document.new_page(width=595, height=842)
        y = 150.0
        for value in values:
            page.insert_textbox(pymupdf.Rect(72, y, 523, y + 60), BODY, fontsize=10)
            page.insert_text((290, y + 90), value, fontsize=10)
            y += 140
    loaded = load_bytes(document.tobytes())
    assert excluded_texts(loaded) == []
    for value in ("12", "40", "7", "300"):
        assert f"\n\n{value}\n\n" in f"{loaded.text}\n\n"


def test_in_flow_chain_on_rows() -> None:
    # A margin number beside a paragraph line (a row at the same height) is not a candidate.
    pages = [
        PageRowsView(
            [row("Body text of the page", 300), row(str(n + 1), 330), row("More", 360)],
            842,
        )
        for n in range(3)
    ]
    assert find_furniture(pages) == [{1: PAGE_NUMBER} for _ in range(3)]
    beside = [
        PageRowsView([row("Body", 300), row(str(n + 1), 330), row("text", 330)], 842)
        for n in range(3)
    ]
    assert find_furniture(beside) == [{}, {}, {}]
