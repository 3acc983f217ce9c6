# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""OCR of PDF pages (issue 27): real Tesseract, real PyMuPDF, image-only PDFs made here.

Each test document is a page written with PyMuPDF (``insert_htmlbox``: shaped, right-to-left
Arabic), rendered at 300 dpi to a grey image, and that image alone put on the page of a new PDF:
what a scanner gives. Loaded through the loader, its text must come back in logical order with
glyph boxes where the words were drawn, with a mean word confidence, and flagged when low.
"""

from __future__ import annotations

import functools
import itertools
import json
import shutil
from pathlib import Path

import pytest

from inspector.document.model import Document
from inspector.document.pdf.loader import load_pdf
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr_hocr import OcrLine, OcrText, OcrWord, parse_hocr, rawdict_of
from inspector.document.pdf.ocr_settings import OcrMode, OcrSettings
from inspector.document.pdf.ocr_tesseract import LanguageHint
from inspector.document.report import describe_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.errors import Cancelled
from tests.conftest import SAMPLE_DOCS
from tests.document.scans import image_only

needs_tesseract = pytest.mark.skipif(
    shutil.which("tesseract") is None, reason="tesseract is not installed"
)

WIDTH, HEIGHT = 420.0, 300.0
"""A small page (points): OCR time grows with the page's area."""

TEXTS = {
    "en": (
        "<p><b>Article 1 - Definitions</b></p>"
        "<p>In this Law, the archives mean every record kept by a public body.</p>"
        "<p><b>Article 2 - Scope</b></p>"
        "<p>This Law applies to the national archives and their reading rooms.</p>"
    ),
    "fr": (
        "<p><b>Article premier - Définitions</b></p>"
        "<p>Au sens de la présente loi, les archives sont les documents reçus ou créés.</p>"
        "<p><b>Article 2 - Champ d'application</b></p>"
        "<p>La présente loi s'applique aux archives publiques de l'État.</p>"
    ),
    "ar": (
        '<div dir="rtl" style="text-align:right">'
        "<p><b>المادة الأولى</b></p>"
        "<p>تسري أحكام هذا القانون على جميع الوثائق العامة.</p>"
        "<p><b>المادة الثانية</b></p>"
        "<p>تحفظ الهيئة الوطنية الوثائق في مكان آمن.</p>"
        "</div>"
    ),
}


def _digital_pdf(language: str) -> bytes:
    document = pymupdf.open()
    page = document.new_page(width=WIDTH, height=HEIGHT)
    css = "* {font-family: sans-serif; font-size: 13pt;}"
    page.insert_htmlbox(pymupdf.Rect(30, 30, WIDTH - 30, HEIGHT - 30), TEXTS[language], css=css)
    data: bytes = document.tobytes()
    document.close()
    return data


@functools.lru_cache(maxsize=8)
def scanned_pdf(language: str) -> bytes:
    """An image-only PDF of the ``language`` page (rendered at 300 dpi, grey)."""
    digital = pymupdf.open(stream=_digital_pdf(language), filetype="pdf")
    data = image_only(digital[0])
    digital.close()
    return data


@functools.lru_cache(maxsize=16)
def loaded(language: str, mode: OcrMode = "auto", scanned: bool = True) -> Document:
    data = scanned_pdf(language) if scanned else _digital_pdf(language)
    return load_pdf(Path(f"{language}.pdf"), data, "0" * 64, ocr=OcrSettings(mode=mode))


def _words_drawn(language: str) -> dict[str, tuple[float, float, float, float]]:
    """Each word found once in the digital page's text and the box its glyphs were drawn in
    (the loader's text layer: logical order in every script)."""
    digital = loaded(language, "never", scanned=False)
    text = digital.text
    words = [w.strip(".,:;()") for w in text.split()]
    out = {}
    for word in words:
        if words.count(word) != 1 or len(word) < 4 or not word.isalpha():
            continue
        start = text.index(word)
        out[word] = _union(digital, start, start + len(word))
    return out


def _union(document: Document, start: int, end: int) -> tuple[float, float, float, float]:
    glyphs = [document.offset_map.glyph(k) for k in range(start, end)]
    assert all(g is not None and g.bbox is not None for g in glyphs)
    boxes = [g.bbox for g in glyphs if g is not None and g.bbox is not None]
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    """Share of box ``a``'s area that lies inside box ``b``."""
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    area = (a[2] - a[0]) * (a[3] - a[1])
    return max(0.0, width) * max(0.0, height) / area if area > 0 else 0.0


@needs_tesseract
@pytest.mark.slow
@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", ["Article 1", "Definitions", "archives", "public body", "Article 2", "Scope"]),
        ("fr", ["Article premier", "Définitions", "présente loi", "reçus", "l'État"]),
        ("ar", ["المادة الأولى", "أحكام هذا القانون", "الوثائق العامة", "المادة الثانية"]),
    ],
)
def test_a_scanned_page_is_read_by_ocr_in_logical_order(language: str, words: list[str]) -> None:
    document = loaded(language)
    quality = document.pages[0].quality
    assert quality.ocr
    assert quality.has_text_layer
    assert quality.ocr_confidence is not None
    assert quality.ocr_confidence > 80
    assert quality.reason == ""  # confident: no banner
    text = document.text
    positions = [text.find(word) for word in words]
    assert -1 not in positions, (text, words)
    assert positions == sorted(positions)  # in reading (logical) order
    assert document.blocks


@needs_tesseract
@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_ocr_glyph_boxes_lie_on_the_words_drawn(language: str) -> None:
    document = loaded(language)
    drawn = _words_drawn(language)
    checked = 0
    for word, box in drawn.items():
        start = document.text.find(word)
        if start < 0:
            continue
        union = _union(document, start, start + len(word))
        boxes = [
            g.bbox
            for g in map(document.offset_map.glyph, range(start, start + len(word)))
            if g is not None and g.bbox is not None
        ]
        # The word's glyphs cover where it was drawn (OCR boxes are a little looser).
        grown = (box[0] - 3, box[1] - 4, box[2] + 3, box[3] + 4)
        assert _overlap(union, grown) > 0.8, (word, union, box)
        centres = [(b[0] + b[2]) / 2 for b in boxes]
        if language == "ar":  # logical order runs right to left on the page
            assert centres == sorted(centres, reverse=True), word
        else:
            assert centres == sorted(centres), word
        checked += 1
    assert checked >= 4
    # Highlight boxes of the first two words (one line): one rectangle, on the page.
    first, second = document.text.split(maxsplit=2)[:2]
    end = document.text.index(second, document.text.index(first) + len(first)) + len(second)
    line_boxes = document.offset_map.boxes_for(0, end)
    assert len(line_boxes) == 1
    assert line_boxes[0].page_index == 0


@needs_tesseract
@pytest.mark.slow
def test_ocr_never_keeps_the_no_text_layer_banner() -> None:
    document = loaded("en", "never")
    quality = document.pages[0].quality
    assert not quality.has_text_layer
    assert not quality.ocr
    assert quality.reason == "no text layer (scanned image)"
    assert document.text.strip() == ""


@needs_tesseract
@pytest.mark.slow
def test_ocr_always_reads_a_digital_page_by_ocr() -> None:
    digital = loaded("en", "auto", scanned=False)
    assert not digital.pages[0].quality.ocr
    forced = loaded("en", "always", scanned=False)
    assert forced.pages[0].quality.ocr
    assert forced.pages[0].quality.ocr_confidence is not None
    assert "national archives" in forced.text
    assert "national archives" in digital.text


@needs_tesseract
@pytest.mark.slow
def test_low_confidence_is_flagged_on_the_page_in_json_and_records() -> None:
    data = scanned_pdf("en")
    strict = OcrSettings(low_confidence=100.5)  # the threshold is data: every page is below
    document = load_pdf(Path("en.pdf"), data, "0" * 64, ocr=strict)
    quality = document.pages[0].quality
    assert quality.ocr
    assert quality.ocr_confidence is not None
    assert quality.reason.startswith("read by OCR with low confidence (")
    page = describe_document(document)["pages"][0]
    assert page["ocr"] is True
    assert page["ocrConfidence"] == round(quality.ocr_confidence, 1)
    assert page["qualityReason"] == quality.reason
    chunk_set = chunk_document(document, default_config())
    records = chunk_records(document, chunk_set, default_config())
    assert records
    assert all(r["ocr"] is True for r in records)
    assert all(r["ocrConfidence"] == round(quality.ocr_confidence, 1) for r in records)
    # The digital page's records say no OCR.
    digital = loaded("en", "auto", scanned=False)
    plain = chunk_records(digital, chunk_document(digital, default_config()), default_config())
    assert all(r["ocr"] is False and r["ocrConfidence"] is None for r in plain)


@needs_tesseract
@pytest.mark.slow
def test_the_broken_layer_sample_is_read_by_ocr_in_arabic() -> None:
    path = SAMPLE_DOCS / "qanun_ar_broken_text_layer.pdf"
    document = load_pdf(path, path.read_bytes(), "0" * 64)
    assert all(page.quality.ocr for page in document.pages)
    assert "المادة" in document.text
    assert "القانون" in document.text


@needs_tesseract
def test_cancel_stops_ocr() -> None:
    calls = 0

    def cancel() -> bool:
        nonlocal calls
        calls += 1
        return calls > 1  # the first page's check passes, then OCR is cancelled

    with pytest.raises(Cancelled):
        load_pdf(Path("en.pdf"), scanned_pdf("en"), "0" * 64, should_cancel=cancel)


@needs_tesseract
@pytest.mark.slow
def test_inspector_text_json_shows_ocr_per_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from inspector.cli import main

    path = tmp_path / "scanned.pdf"
    path.write_bytes(scanned_pdf("fr"))
    assert main(["text", str(path), "--json", "--ocr", "never"]) == 0
    never = json.loads(capsys.readouterr().out)["pages"][0]
    assert never["ocr"] is False
    assert never["ocrConfidence"] is None
    assert never["hasTextLayer"] is False
    assert main(["text", str(path), "--json"]) == 0
    auto = json.loads(capsys.readouterr().out)["pages"][0]
    assert auto["ocr"] is True
    assert auto["ocrConfidence"] > 80


# -- hOCR to rawdict (no Tesseract run) ------------------------------------------------------

HOCR = """<html><body><div class='ocr_page' title='bbox 0 0 1000 400'>
<div class='ocr_carea' id='block_1_1' title="bbox 100 100 900 160">
<p class='ocr_par' dir='rtl' title="bbox 100 100 900 160">
<span class='ocr_line' id='line_1_1' title="bbox 100 100 900 160; baseline 0 -10; x_size 50">
<span class='ocrx_word' title='bbox 700 100 900 160; x_wconf 96'>بعد</span>
<span class='ocrx_word' title='bbox 400 100 680 160; x_wconf 90'>الاطلاع</span>
<span class='ocrx_word' title='bbox 100 100 900 160; x_wconf 60'>الدستور\u200f</span>
</span></p></div></body></html>"""


def test_hocr_words_become_glyphs_right_to_left_and_a_line_box_word_is_cut() -> None:
    ocr = parse_hocr(HOCR.encode("utf-8"))
    assert ocr.words == 3
    assert ocr.confidence == pytest.approx(82.0)
    assert ocr.text() == "بعد الاطلاع الدستور"  # the bidi mark Tesseract adds is dropped
    rawdict = rawdict_of(ocr, 0.5, (0.0, 0.0))
    (block,) = rawdict["blocks"]
    (line,) = block["lines"]
    chars = line["spans"][0]["chars"]
    assert "".join(c["c"] for c in chars) == "بعد الاطلاع الدستور"
    word = chars[-7:]  # the last word, given the whole line's box by Tesseract
    assert all(c["bbox"][0] >= 50.0 and c["bbox"][2] <= 200.0 for c in word)  # cut to the gap
    x0s = [c["bbox"][0] for c in chars[:3]]
    assert x0s == sorted(x0s, reverse=True)  # logical order, right to left
    assert line["spans"][0]["size"] == 25.0  # x_size 50 px at 0.5 pt a pixel
    # An Arabic line stands on its box bottom (160 px), 10 px below the baseline fit.
    assert all(c["origin"][1] == 80.0 for c in chars)


def test_overlapping_word_boxes_are_cut_so_glyphs_do_not_interleave() -> None:
    words = (
        OcrWord("بم", (636, 460, 683, 566), 90.0),
        OcrWord("الله", (556, 472, 680, 562), 90.0),
    )
    line = OcrLine(words, (556, 460, 683, 566), 560.0, 80.0, 0)
    rawdict = rawdict_of(OcrText((line,), 90.0, 2), 1.0, (0.0, 0.0))
    chars = rawdict["blocks"][0]["lines"][0]["spans"][0]["chars"]
    first = [c["bbox"] for c in chars[:2]]
    second = [c["bbox"] for c in chars[3:]]
    assert min(b[0] for b in first) >= max(b[2] for b in second)


def _line(top: float, x_size: float, word_height: float, words: int = 5) -> OcrLine:
    """An Arabic line at ``top`` (pixels) of ``words`` words ``word_height`` tall."""
    found = tuple(
        OcrWord("كلمة", (900.0 - 110 * k - 100, top, 900.0 - 110 * k, top + word_height), 90.0)
        for k in range(words)
    )
    box = (900.0 - 110 * words, top, 900.0, top + word_height)
    return OcrLine(found, box, top + word_height - 8, x_size, 0)


def _sizes(lines: list[OcrLine]) -> list[float]:
    rawdict = rawdict_of(OcrText(tuple(lines), 90.0, 5 * len(lines)), 0.24, (0.0, 0.0))
    return [line["spans"][0]["size"] for b in rawdict["blocks"] for line in b["lines"]]


def test_lines_of_body_height_words_take_the_body_size_whatever_their_x_size() -> None:
    # Tesseract's x_size on one page of Arabic set at one size: 41 to 82 px (e41's third page).
    sizes = [58.0, 69.3, 41.2, 82.0, 57.0, 66.0, 59.0, 46.5, 61.1]
    lines = [_line(100.0 + 80 * k, size, 44.0) for k, size in enumerate(sizes)]
    assert len(set(_sizes(lines))) == 1


@pytest.mark.parametrize(
    ("x_size", "word_height", "words"),
    [
        (51.4, 35.0, 7),  # a paragraph's last line of short words (e51: 0.77 and 0.81)
        (25.5, 54.0, 1),  # a one-word last line: x_size far smaller, its word taller
        (80.0, 40.0, 5),  # larger by x_size only
    ],
)
def test_a_last_line_measured_rough_takes_the_body_size(
    x_size: float, word_height: float, words: int
) -> None:
    lines = [_line(100.0 + 80 * k, 66.8, 43.0, words=14) for k in range(6)]
    lines.append(_line(600.0, x_size, word_height, words=words))
    assert len(set(_sizes(lines))) == 1


def test_a_line_larger_by_x_size_and_word_height_keeps_its_size() -> None:
    lines = [_line(100.0 + 80 * k, 58.0, 44.0) for k in range(6)]
    lines.insert(0, _line(20.0, 121.0, 90.0, words=3))  # a title
    lines.append(_line(700.0, 40.0, 30.0))  # a footnote, smaller by both measures
    sizes = _sizes(lines)
    assert sizes[0] > sizes[1] == sizes[6] > sizes[7]


def _origins(lines: list[OcrLine]) -> list[float]:
    rawdict = rawdict_of(OcrText(tuple(lines), 90.0, 5 * len(lines)), 1.0, (0.0, 0.0))
    return [
        line["spans"][0]["chars"][0]["origin"][1] for b in rawdict["blocks"] for line in b["lines"]
    ]


def test_arabic_lines_stand_on_their_box_bottoms_not_a_wandering_baseline_fit() -> None:
    # Tesseract's baselines of one paragraph's lines, 60 px apart, wander by up to 12 px.
    lines = []
    for k, wander in enumerate([0.0, -12.0, 5.0, -8.0]):
        line = _line(100.0 + 60 * k, 58.0, 44.0)
        lines.append(OcrLine(line.words, line.box, line.baseline + wander, 58.0, 0))
    origins = _origins(lines)
    assert [b - a for a, b in itertools.pairwise(origins)] == [60.0, 60.0, 60.0]


def test_a_box_reaching_far_below_the_baseline_keeps_tesseracts_baseline() -> None:
    # Two lines read as one: the box ends a line pitch below the baseline of its first line.
    line = _line(100.0, 58.0, 44.0)
    tall = OcrLine(line.words, (line.box[0], 100.0, line.box[2], 210.0), 136.0, 58.0, 0)
    assert _origins([tall]) == [136.0]


def test_a_line_of_tall_word_boxes_keeps_tesseracts_baseline() -> None:
    # 10_tn: a line whose word boxes are all twice the page's height (93 px against 44), its
    # box ending 42 px below the fit; on its box bottom it fell onto the next line's row and
    # the two lines' letters interleaved.
    lines = [_line(100.0 + 60 * k, 58.0, 44.0) for k in range(4)]
    tall = _line(340.0, 58.0, 93.0)
    lines.append(OcrLine(tall.words, tall.box, 433.0 - 42.0, 58.0, 0))
    assert _origins(lines)[-1] == 391.0


ENGLISH_PAGE = (
    "The parties agree that the archives are public and that this Law applies to every record "
    "kept by a public body, and the Minister may make regulations about the keeping of records. "
) * 2
FRENCH_PAGE = (
    "Les parties conviennent que les archives sont publiques et que la présente loi s'applique "
    "à tous les documents conservés par un organisme public, et le ministre peut les régler. "
) * 2


@pytest.mark.parametrize(
    ("pages", "script", "models"),
    [
        ([ENGLISH_PAGE, ENGLISH_PAGE], "Latin", "eng"),
        ([FRENCH_PAGE], "Latin", "fra+eng"),
        ([], "Latin", "fra+eng"),  # nothing known yet: both Latin models
        ([ENGLISH_PAGE], "Arabic", "ara"),
        ([], None, "ara+fra+eng"),  # script not detected on a first page
    ],
)
def test_the_models_follow_the_script_and_the_text_read_so_far(
    pages: list[str], script: str | None, models: str
) -> None:
    hint = LanguageHint()
    for page in pages:
        hint.add_text(page)
    assert hint.models_for(script) == models
