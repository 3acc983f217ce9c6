# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document and Page methods unannotated; the tests call them directly.
"""A paragraph cut by a page break is joined by one space, not a blank line (issue 24).

The PDFs are built here: a paragraph whose sentence runs from the foot of page 1 to the top
of page 2 (English, French), and, for contrast, page breaks between whole paragraphs. The
chunk that holds the paragraph carries no blank line inside the sentence.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.document.pdf.mupdf import pymupdf
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.spans import exported_text

PAGE_BREAKS = {
    "en": (
        "12. The appellant was released from prison and was detained under the Immigration "
        "Acts. On 22 September 2016 the",
        "respondent refused the application for leave to remain on the basis of his family life.",
    ),
    "fr": (
        "12. Le requérant a été libéré et placé en rétention administrative. Le 22 septembre "
        "2016, le",
        "préfet a rejeté sa demande de titre de séjour au titre de sa vie privée et familiale.",
    ),
}


def _two_pages(path: Path, foot: str, top: str) -> Document:
    doc = pymupdf.open()
    filler = "The court heard the parties on the grounds of appeal set out below. " * 4
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 72, 523, 160), filler, fontsize=11)
    page.insert_textbox(pymupdf.Rect(72, 700, 523, 790), foot, fontsize=11)
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 72, 523, 160), top, fontsize=11)
    page.insert_textbox(pymupdf.Rect(72, 200, 523, 300), "13. " + filler, fontsize=11)
    doc.save(path)
    doc.close()
    return load_document(path)


@pytest.mark.parametrize("language", sorted(PAGE_BREAKS))
def test_a_paragraph_cut_by_a_page_break_is_joined_by_a_space(
    tmp_path: Path, language: str
) -> None:
    foot, top = PAGE_BREAKS[language]
    document = _two_pages(tmp_path / "break.pdf", foot, top)
    last_words = " ".join(foot.split()[-2:])
    joined = f"{last_words} {top.split()[0]}"
    assert joined in document.text
    assert document.pages[1].text_start == document.text.index(joined) + len(last_words) + 1
    chunks = chunk_document(document, default_config()).chunks
    holding = [
        exported_text(document, c.start, c.end)
        for c in chunks
        if c.start <= document.text.index(joined) < c.end
    ]
    assert len(holding) == 1
    assert joined in holding[0]


@pytest.mark.parametrize(
    ("foot", "top"),
    [
        ("The appeal is dismissed.", "13. The costs follow the event."),  # a sentence ended
        ("The parties agreed the following", "Schedule of costs"),  # a capital: a new block
    ],
)
def test_whole_paragraphs_across_a_page_break_stay_apart(
    tmp_path: Path, foot: str, top: str
) -> None:
    document = _two_pages(tmp_path / "break.pdf", foot, top)
    assert f"{foot}\n\n{top}" in document.text
