# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""Bold lines on scanned pages, from the thickness of their ink (issue 27: ``pdf_ocr_weight``).

Tesseract reports no weight, so before this an OCR'd heading set bold at the body size ran into
the paragraph after it when it ended between 15 % and 30 % short of the column (a UK statute's
"12 Power of the Welsh Ministers to amend the rules"), and was never a heading block.
The pages are written here (a paragraph, a gap, a bold heading, a paragraph at the line pitch
under it), rendered at 300 dpi, the image alone put on a page and read by real Tesseract.
"""

from __future__ import annotations

import functools
import shutil
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.model import BlockKind, Document
from inspector.document.pdf.loader import load_pdf
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr_hocr import OcrLine, OcrWord
from inspector.document.pdf.ocr_settings import OcrSettings
from inspector.document.pdf.ocr_weight import bold_lines, stroke_width
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from tests.document.scans import image_only

needs_tesseract = pytest.mark.skipif(
    shutil.which("tesseract") is None, reason="tesseract is not installed"
)

WIDTH, HEIGHT = 440.0, 220.0
PITCH = 16.0
CSS = "* {font-family: sans-serif; font-size: 11pt; margin: 0;} b {font-weight: bold;}"

# (line, bold, gap before it in pitches): the heading ends 15-30 % short of the column.
PAGES = {
    "en": (
        ("The Welsh Ministers must keep a register of the electoral boundaries of", False, 0),
        ("each constituency and must publish it as soon as practicable after the", False, 1),
        ("making of any regulations under section 49 of the 2013 Act in Wales.", False, 1),
        ("12 Power of the Welsh Ministers to amend the rules", True, 1.6),
        ("(1) The Welsh Ministers may by regulations amend the rules for the", False, 1),
        ("register of electoral boundaries kept under section 11 of this Act.", False, 1),
    ),
    "fr": (
        ("Le ministre tient un registre de toutes les archives des organismes publics", False, 0),
        ("et le publie chaque année au Journal officiel de la République française avec", False, 1),
        ("les notes de service et les avis du conseil supérieur des archives publiques.", False, 1),
        ("Dispositions générales relatives aux archives publiques", True, 1.6),
        ("La présente loi s'applique aux archives nationales et aux salles de lecture", False, 1),
        (
            "des archives départementales ainsi qu'aux services qui en dépendent en France.",
            False,
            1,
        ),
    ),
    "ar": (
        ("تحفظ الهيئة الوطنية جميع الوثائق العامة في مكان آمن وتنشر قائمتها كل سنة في", False, 0),
        ("الرائد الرسمي للجمهورية مع جميع الملاحظات والآراء الصادرة عن المجلس الأعلى", False, 1),
        ("للأرشيف العمومي وعن المصالح الجهوية التابعة لها في كامل تراب الجمهورية.", False, 1),
        ("أحكام عامة تتعلق بالوثائق العامة والأرشيف والمصالح الجهوية", True, 1.6),
        ("تسري أحكام هذا القانون على جميع الوثائق العامة والخاصة المودعة لدى الهيئة", False, 1),
        ("وعلى المصالح الجهوية التابعة لها وعلى قاعات المطالعة في كامل تراب الجمهورية.", False, 1),
    ),
}
HEADINGS = {language: lines[3][0] for language, lines in PAGES.items()}


def _width(html: str) -> float:
    """The width (points) ``html`` takes when drawn alone on one line."""
    scratch = pymupdf.open()
    page = scratch.new_page(width=WIDTH, height=HEIGHT)
    page.insert_htmlbox(pymupdf.Rect(0, 0, WIDTH, 2 * PITCH), html, css=CSS)
    boxes = [line["bbox"] for b in page.get_text("dict")["blocks"] for line in b["lines"]]
    scratch.close()
    return float(max(box[2] for box in boxes) - min(box[0] for box in boxes))


def _html(language: str, line: str, bold: bool) -> str:
    inner = f"<b>{line}</b>" if bold else line
    return f'<div dir="rtl">{inner}</div>' if language == "ar" else f"<div>{inner}</div>"


@functools.lru_cache(maxsize=4)
def _scanned(language: str) -> Document:
    digital = pymupdf.open()
    page = digital.new_page(width=WIDTH, height=HEIGHT)
    top = 20.0
    for line, bold, gap in PAGES[language]:
        top += gap * PITCH
        html = _html(language, line, bold)
        # Arabic right-aligned by hand (the HTML box sets it from its left edge).
        left = WIDTH - 20 - _width(html) - 8 if language == "ar" else 20
        page.insert_htmlbox(pymupdf.Rect(left, top, WIDTH - 20, top + 2 * PITCH), html, css=CSS)
        if bold and language == "ar":
            # PyMuPDF's built-in Arabic font has no bold face (<b> draws it regular): drawn
            # again 0.5 pt to the left, as a renderer emboldens a font without one.
            shifted = pymupdf.Rect(left - 0.5, top, WIDTH - 20.5, top + 2 * PITCH)
            page.insert_htmlbox(shifted, html, css=CSS)
    data = image_only(page)
    digital.close()
    return load_pdf(Path(f"{language}.pdf"), data, "0" * 64, ocr=OcrSettings(mode="auto"))


def _blocks(document: Document) -> list[tuple[str, BlockKind, bool]]:
    return [
        (" ".join(document.text[b.text_start : b.text_end].split()), b.kind, b.bold)
        for b in document.blocks
    ]


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_the_test_headings_end_between_15_and_30_percent_short_of_the_column(
    language: str,
) -> None:
    # (what made them run into the paragraph after them on a scan, a bold line being unseen;
    # the layout measures a row against its column, the union of the rows)
    widths = [_width(_html(language, line, bold)) for line, bold, _ in PAGES[language]]
    assert 0.70 < _width(_html(language, HEADINGS[language], True)) / max(widths) < 0.85


@needs_tesseract
@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_bold_heading_on_a_scanned_page_is_a_heading_block(language: str) -> None:
    document = _scanned(language)
    assert document.pages[0].quality.ocr
    blocks = _blocks(document)
    heading = [b for b in blocks if b[0] == HEADINGS[language]]
    assert len(heading) == 1, blocks
    assert heading[0][1] is BlockKind.HEADING, blocks
    assert heading[0][2], blocks
    # No regular line was taken for bold.
    assert [b for b in blocks if b[2]] == heading, blocks


@needs_tesseract
@pytest.mark.slow
def test_a_bare_number_section_heading_on_a_scanned_page_opens_a_chunk() -> None:
    document = _scanned("en")
    chunks = chunk_document(document, default_config())
    texts = [" ".join(document.text[c.start : c.end].split()) for c in chunks.chunks]
    opening = [t for t in texts if t.startswith(HEADINGS["en"])]
    assert len(opening) == 1, texts
    assert "(1) The Welsh Ministers may" in opening[0], texts


def _page(strokes: list[tuple[int, int]]) -> tuple[np.ndarray, list[OcrLine]]:
    """A white page with one line per ``(stroke width, count)``: vertical bars 40 px tall."""
    gray = np.full((60 * len(strokes) + 20, 400), 255, dtype=np.uint8)
    lines = []
    for k, (width, count) in enumerate(strokes):
        y0 = 20 + 60 * k
        for j in range(count):
            x0 = 10 + j * 20
            gray[y0 : y0 + 40, x0 : x0 + width] = 0
        box = (0.0, float(y0), 400.0, float(y0 + 40))
        words = tuple(OcrWord("w", box, 95.0) for _ in range(count))
        lines.append(OcrLine(words, box, float(y0 + 40), 40.0, 0))
    return gray, lines


@given(st.integers(min_value=1, max_value=8), st.integers(min_value=1, max_value=15))
def test_stroke_width_is_the_width_of_vertical_bars(width: int, count: int) -> None:
    gray, lines = _page([(width, count)])
    # 40 x w pixels per bar over 2 x 40 + 2 x w edges: w within 20 % of its width.
    assert stroke_width(gray, lines[0].box) == pytest.approx(width, rel=0.2)


@pytest.mark.parametrize(
    ("strokes", "bold"),
    [
        ([(3, 10), (3, 10), (5, 3), (3, 10)], [False, False, True, False]),
        ([(3, 10), (3, 10), (4, 3), (3, 10)], [False, False, True, False]),  # 1.33 x
        ([(3, 10), (3, 10), (3, 3), (3, 10)], [False, False, False, False]),
        ([(5, 10), (5, 10), (3, 3)], [False, False, False]),  # thinner is not bold
        ([(3, 10), (6, 3)], [False, False]),  # too few lines to know the usual width
    ],
)
def test_a_line_is_bold_when_its_strokes_are_a_third_thicker(
    strokes: list[tuple[int, int]], bold: list[bool]
) -> None:
    gray, lines = _page(strokes)
    assert bold_lines(gray, lines, 40.0) == bold


def test_a_larger_line_needs_thicker_strokes_to_be_bold() -> None:
    gray, lines = _page([(3, 10), (3, 10), (5, 3), (3, 10)])
    larger = OcrLine(lines[2].words, lines[2].box, lines[2].baseline, 80.0, 0)
    assert bold_lines(gray, [lines[0], lines[1], larger, lines[3]], 40.0) == [False] * 4
