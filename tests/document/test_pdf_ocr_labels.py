# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""Unit label lines on scanned pages start a block (issue 27: OCR'd lines carry no bold).

The scanned pages are written here line by line at one line pitch and one font size, with no
bold: a paragraph whose last line fills the column, a label line, then a paragraph whose second
line starts with a cross-reference ("Article 2 of ..."). Rendered at 300 dpi, the image alone
put on a page, read by real Tesseract through the loader.
"""

from __future__ import annotations

import functools
import shutil
from pathlib import Path

import pytest

from inspector.document.model import Document
from inspector.document.pdf.loader import load_pdf
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr_labels import is_label_alone, is_label_line
from inspector.document.pdf.ocr_settings import OcrSettings
from tests.document.scans import image_only

needs_tesseract = pytest.mark.skipif(
    shutil.which("tesseract") is None, reason="tesseract is not installed"
)

WIDTH, HEIGHT = 420.0, 200.0
PITCH = 16.0
"""Baseline step between all lines (points): the label line is at the paragraphs' pitch."""

PAGES = {
    "en": (
        "The Minister shall keep a register of every archive held by a public body",
        "and shall publish it each year in the Official Journal of the Republic and",
        "Article 5 - Scope",
        "This Law applies to the national archives and their reading rooms, and",
        "Article 2 of the Convention applies to every archive held by a public body.",
    ),
    "fr": (
        "Le ministre tient un registre de toutes les archives des organismes publics",
        "et le publie chaque année au Journal officiel de la République avec les notes",
        "Article 5 - Champ",
        "La présente loi s'applique aux archives nationales et aux salles de lecture",
        "Article 2 de la Convention s'applique aux archives des organismes publics.",
    ),
    "ar": (
        "تحفظ الهيئة الوطنية جميع الوثائق العامة في مكان آمن وتنشر قائمتها كل سنة في",
        "تسري أحكام هذا القانون على جميع الوثائق العامة والخاصة المودعة لدى الهيئة",
        "الفصل 4",
        "تسري أحكام هذا القانون على جميع الوثائق العامة والخاصة المودعة لدى الهيئة",
        "المادة 2 من الاتفاقية تنطبق على جميع الوثائق التي تحفظها الهيئات العامة",
    ),
}
PAGES["ar_left"] = PAGES["ar"]
"""The Arabic page with its label line at the column's left edge, as LibreOffice exports it
(the Tunisian code): the label line falls short of no edge a right-to-left row is measured by."""
LABELS = {"en": "Article 5", "fr": "Article 5", "ar": "الفصل 4", "ar_left": "الفصل 4"}
CROSS_REFERENCES = {
    "en": "Article 2 of",
    "fr": "Article 2 de",
    "ar": "المادة 2 من",
    "ar_left": "المادة 2 من",
}
LANGUAGES = ["en", "fr", "ar", "ar_left"]


CSS = "* {font-family: sans-serif; font-size: 11pt; margin: 0;}"


def _width(html: str) -> float:
    """The width (points) ``html`` takes when drawn alone on one line."""
    scratch = pymupdf.open()
    page = scratch.new_page(width=WIDTH, height=HEIGHT)
    page.insert_htmlbox(pymupdf.Rect(0, 0, WIDTH, 2 * PITCH), html, css=CSS)
    right = max(line["bbox"][2] for b in page.get_text("dict")["blocks"] for line in b["lines"])
    scratch.close()
    return float(right)


@functools.lru_cache(maxsize=8)
def _scanned(language: str) -> Document:
    digital = pymupdf.open()
    page = digital.new_page(width=WIDTH, height=HEIGHT)
    for k, line in enumerate(PAGES[language]):
        top = 30 + k * PITCH
        if language.startswith("ar"):
            # Right-aligned by hand (the HTML box sets Arabic from its left edge).
            html = f'<div dir="rtl">{line}</div>'
            left = WIDTH - 20 - _width(html) - 1
            if language == "ar_left" and line == LABELS[language]:
                left = 20
        else:
            html, left = f"<div>{line}</div>", 20
        page.insert_htmlbox(pymupdf.Rect(left, top, WIDTH - 20, top + 2 * PITCH), html, css=CSS)
    data = image_only(page)
    digital.close()
    return load_pdf(Path(f"{language}.pdf"), data, "0" * 64, ocr=OcrSettings(mode="auto"))


def _block_texts(document: Document) -> list[str]:
    return [" ".join(document.text[b.text_start : b.text_end].split()) for b in document.blocks]


@needs_tesseract
@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_label_line_at_the_paragraph_pitch_starts_a_block_on_a_scanned_page(
    language: str,
) -> None:
    document = _scanned(language)
    assert document.pages[0].quality.ocr
    texts = _block_texts(document)
    label = LABELS[language]
    starting = [t for t in texts if t.startswith(label)]
    assert len(starting) == 1, texts
    # The paragraph before it ends before the label: no block holds the label inside it.
    assert not [t for t in texts if label in t and not t.startswith(label)], texts
    # The label line is a block of its own: the paragraph after it starts a block.
    line = PAGES[language][2]
    assert starting[0] == line, texts


@needs_tesseract
@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_cross_reference_at_a_line_start_stays_in_its_paragraph(language: str) -> None:
    texts = _block_texts(_scanned(language))
    reference = CROSS_REFERENCES[language]
    holding = [t for t in texts if reference in t]
    assert len(holding) == 1, texts
    assert not holding[0].startswith(reference), texts


@pytest.mark.parametrize(
    ("line", "label"),
    [
        ("Article 5", True),
        ("Article 5 - Scope", True),
        ("ARTICLE 12", True),
        ("Art. 3. — Le présent décret", True),
        ("Section 12 Definitions", True),
        ("Chapter IV", True),
        ("SCHEDULE 2", True),
        ("Article premier", True),
        ("Chapitre II : Dispositions générales", True),
        ("Titre III", True),
        ("Section 2", True),
        ("المادة 5", True),
        ("المادة ٥", True),
        ("الفصل 4 ـ يعتبر الزواج", True),
        ("المادة الأولى", True),
        ("المادة الحادية عشرة", True),
        ("( المادة الثانية )", True),
        ("الباب الثاني", True),
        ("القسم الأول", True),
        ("Article 5 of the Convention applies", False),
        ("Article 2 de la Convention", False),
        ("section 3 of the Act", False),
        ("Articles of association", False),
        ("الفصل 4 من هذا القانون", False),
        ("المادة التالية", False),
        ("تسري أحكام هذا القانون", False),
        ("The Article 5 rights", False),
    ],
)
def test_label_lines_in_english_french_and_arabic(line: str, label: bool) -> None:
    assert is_label_line(line) is label


@pytest.mark.parametrize(
    ("line", "alone"),
    [
        ("Article 5", True),
        ("Article 5.", True),
        ("CHAPITRE II", True),
        ("الفصل 4", True),
        ("( المادة الثانية )", True),
        ("المادة 5:", True),
        ("Article 5 - Scope", False),
        ("Section 12 Definitions", False),
        ("الفصل 4 ـ يعتبر الزواج", False),
        ("Article 5 of the Convention", False),
    ],
)
def test_a_label_alone_on_its_line(line: str, alone: bool) -> None:
    assert is_label_alone(line) is alone
