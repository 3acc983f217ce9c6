# mypy: disallow-untyped-calls=False
"""A centred line after a line that is not starts a new block (issue 24).

Gazette PDFs set an article label ("( المادة الثالثة )", "مادة (٣)") centred on its own line
right under a justified paragraph whose last line fills the column and ends a sentence: with
no gap, no font change and no shortfall the label was read as that paragraph's next line and
no unit started. Likewise a short centred title over a centred label. A wrapped centred title
whose first line fills most of the column stays one block.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.document.pdf.layout import page_blocks
from inspector.document.pdf.loader import load_pdf
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.rows import Row

_LEFT, _RIGHT = 72.0, 523.0
_SIZE, _PITCH = 11.0, 14.0


def _row(text: str, x0: float, x1: float, line: int, *, bold: bool = False) -> Row:
    """A row of ``text`` (logical order; a row holds right-to-left text in visual order)."""
    if any("\u0600" <= c <= "\u06ff" for c in text):
        text = text[::-1]
    baseline = 100.0 + line * _PITCH
    bbox = (x0, baseline - _SIZE, x1, baseline + 3.0)
    step = (x1 - x0) / max(len(text), 1)
    x0s = [x0 + k * step for k in range(len(text))]
    return Row(
        list(text),
        list(range(len(text))),
        x0s,
        [x + step for x in x0s],
        bbox,
        baseline,
        _SIZE,
        bold,
        0,
    )


def _centred(text: str, width: float, line: int, *, bold: bool = False) -> Row:
    middle = (_LEFT + _RIGHT) / 2
    return _row(text, middle - width / 2, middle + width / 2, line, bold=bold)


def _block_texts(rows: list[Row], *, rtl: bool) -> list[list[str]]:
    """The rows' texts (logical order) in each block ``page_blocks`` makes of ``rows``."""
    blocks = page_blocks(rows, [], rtl, {_SIZE: _PITCH})
    return [
        [row.text[::-1] if rtl else row.text for row in block.rows]  # type: ignore[union-attr]
        for block in blocks
    ]


_BODY = {
    "en": ("The Supplier shall deliver the goods to the Buyer on the dates set out in", "x."),
    "fr": ("Le fournisseur livre les marchandises à l'acheteur aux dates prévues par", "x."),
    "ar": ("تربط التكاليف والمصروفات للسنة المالية بمبلغ قدره ملياران وثمانمائة", "س ."),
}
_LABEL = {"en": "ARTICLE 3", "fr": "Article 3", "ar": "( المادة الثالثة )"}
_TITLE = {"en": "Family care", "fr": "Soins familiaux", "ar": "التكاتف الأسرى والرعاية المؤسسية"}


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_centred_label_under_a_full_last_line_starts_a_block(language: str) -> None:
    text, end = _BODY[language]
    rtl = language == "ar"
    rows = [
        _row(text, _LEFT, _RIGHT, 0, bold=True),
        _row(text + " " + end, _LEFT, _RIGHT - 2.0, 1, bold=True),  # full, ends a sentence
        _centred(_LABEL[language], 60.0, 2, bold=True),
        _row(text, _LEFT, _RIGHT, 3, bold=True),
    ]
    blocks = _block_texts(rows, rtl=rtl)
    assert [_LABEL[language]] in blocks
    assert blocks[0] == [text, text + " " + end]


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_short_centred_title_and_the_label_under_it_are_two_blocks(language: str) -> None:
    text = _BODY[language][0]
    rows = [
        _centred(_TITLE[language], 200.0, 0, bold=True),  # 44 % of the column
        _centred(_LABEL[language], 45.0, 1, bold=True),
        _row(text, _LEFT, _RIGHT, 2),
    ]
    blocks = _block_texts(rows, rtl=language == "ar")
    assert blocks == [[_TITLE[language]], [_LABEL[language]], [text]]


def test_a_wrapped_centred_title_stays_one_block() -> None:
    rows = [
        _centred("AGREEMENT FOR THE MANUFACTURE AND SUPPLY OF RESPIRATORY", 400.0, 0),
        _centred("CARTRIDGES", 80.0, 1),
        _row(_BODY["en"][0], _LEFT, _RIGHT, 3),
    ]
    assert len(_block_texts(rows, rtl=False)[0]) == 2


def test_a_justified_paragraph_stays_one_block() -> None:
    text = _BODY["en"][0]
    rows = [_row(text, _LEFT, _RIGHT, k) for k in range(3)] + [_row("the end.", _LEFT, 200.0, 3)]
    assert len(_block_texts(rows, rtl=False)) == 1


def test_a_pdf_label_centred_under_a_full_line_opens_its_own_line() -> None:
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    line = "The Supplier shall deliver the goods to the Buyer on the dates set out in the"
    width = pymupdf.get_text_length(line, fontsize=11)
    y = 100.0
    for text in (line, line[:-4] + " Order."):
        page.insert_text((_LEFT, y), text, fontsize=11)
        y += _PITCH
    label = "ARTICLE 3"
    label_width = pymupdf.get_text_length(label, fontsize=11)
    page.insert_text((_LEFT + (width - label_width) / 2, y), label, fontsize=11)
    page.insert_text((_LEFT, y + _PITCH), line, fontsize=11)
    loaded = load_pdf(Path("t.pdf"), document.tobytes(), "0" * 64)
    assert "\nARTICLE 3\n" in loaded.text
