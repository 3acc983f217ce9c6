# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document and Page methods unannotated; the tests call them directly.
"""A sentence that carries on over a page break is not cut at the break (issue 24).

The PDFs are built here: a running header, a page number in the footer, and one long
paragraph whose sentence runs from the foot of one page to the top of the next. The unit is
too big to fit, so the chunker must cut it somewhere: at a sentence end, never where the page
happens to break.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.document.pdf.mupdf import pymupdf
from inspector.engine.chunker import chunk_document
from inspector.engine.types import BoundaryKind
from tests.engine.documents import document_from_text
from tests.engine.helpers import small

LINES_PER_PAGE = 30

EXCERPTS = {
    "en": (
        "ACME LICENCE AGREEMENT",
        "7. Confidentiality",
        "The receiving party shall use the confidential information of the disclosing party "
        "only for the purposes of this agreement and shall protect it with the care it gives "
        "its own information of a like kind.",
    ),
    "fr": (
        "CONTRAT DE LICENCE ACME",
        "7. Confidentialité",
        "La partie destinataire utilise les informations confidentielles de la partie "
        "divulgatrice aux seules fins du présent contrat et les protège avec le soin "
        "qu'elle accorde à ses propres informations de même nature.",
    ),
}


def build(path: Path, header: str, heading: str, sentence: str, first_page_lines: int) -> str:
    """A PDF of one numbered clause, one paragraph of repeated sentences over two pages.

    Returns the words that open the second page's text (the carried-on sentence's rest).
    """
    body = textwrap.wrap(" ".join([sentence] * 12), 80)
    lines = [heading, "", *body]
    doc = pymupdf.open()
    pages = [lines[:first_page_lines], lines[first_page_lines:]]
    for number, page_lines in enumerate(pages, 1):
        page = doc.new_page(width=595, height=842)
        page.insert_text((72, 40), header, fontsize=9)
        page.insert_text((290, 810), str(number), fontsize=9)
        for k, line in enumerate(page_lines):
            page.insert_text((72, 90 + 16 * k), line, fontsize=11)
    doc.save(path)
    doc.close()
    return pages[1][0]


@pytest.mark.parametrize("language", sorted(EXCERPTS))
@pytest.mark.parametrize("first_page_lines", [9, 12, 15])
def test_no_chunk_starts_where_a_sentence_crosses_the_page_break(
    tmp_path: Path, language: str, first_page_lines: int
) -> None:
    header, heading, sentence = EXCERPTS[language]
    path = tmp_path / "carried.pdf"
    carried = build(path, header, heading, sentence, first_page_lines)
    assert carried[:1].islower()  # the page breaks inside a sentence (the test's premise)
    document = load_document(path)
    assert len(document.pages) == 2
    assert document.excluded  # header and page numbers found as furniture
    chunks = chunk_document(document, small(150)).chunks
    assert len(chunks) >= 3  # the clause is too big: it is cut
    second_page = document.pages[1].text_start
    for chunk in chunks:
        start = document.text[chunk.start : chunk.end]
        first = start.lstrip()
        assert not first[:1].islower(), (first_page_lines, first[:60])
        assert not (chunk.start >= second_page and first.startswith(carried)), first[:60]


ARABIC_CLAUSE = (
    "يلتزم صاحب العمل بتوفير وسائل السلامة المهنية للعمال وتدريبهم على استعمالها بصورة "
    "منتظمة وفقا لما تحدده اللائحة، "
)


@pytest.mark.parametrize("clauses_before", [2, 5])
def test_arabic_sentence_carried_over_a_page_break_after_a_running_on_word(
    clauses_before: int,
) -> None:
    # One long sentence of clauses joined by commas. Arabic has no capitals: the page's last
    # line ends on a word that runs on ("في"), and the next page (after the page number "٢")
    # goes on with the sentence.
    first = "المادة الخامسة\n\n" + ARABIC_CLAUSE * clauses_before + "ويجب على العامل أن يشارك في"
    second = "تطبيق هذه الوسائل دون إبطاء، " + ARABIC_CLAUSE * 7 + "."
    # The halves the same length (the pages are cut into equal halves), so that the page
    # break falls where the second page's text starts: blanks pad the shorter one's last line.
    width = max(len(first) + len("\n\n٢\n\n"), len(second) + 1)
    first += " " * (width - len(first) - len("\n\n٢\n\n")) + "\n\n٢\n\n"
    second += " " * (width - len(second) - 1) + "\n"
    number = first.index("٢\n")
    document = document_from_text(first + second, excluded=[(number, number + 1)], pages=2)
    assert document.pages[1].text_start == len(first)
    chunks = chunk_document(document, small(150)).chunks
    assert len(chunks) >= 3  # the article is too big: it is cut
    for chunk in chunks:
        if document.text[chunk.start : chunk.end].lstrip().startswith("تطبيق هذه"):
            # A sentence over the maximum may be cut at any word, but not as a paragraph.
            assert chunk.boundary.kind is not BoundaryKind.PARAGRAPH
