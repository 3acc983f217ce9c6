# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""Round trip through the offset map: a phrase of the text, highlighted, covers its glyphs.

For known phrases (Arabic, mixed Arabic/English, English, French) found in ``Document.text``,
the boxes from ``OffsetMap.boxes_for`` are looked up on the page with PyMuPDF itself: the
characters MuPDF draws inside them must be exactly the phrase's characters (compared as
multisets after NFKC, without spaces and tashkeel, since MuPDF's own order is not logical).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.model import Document
from inspector.document.normalize import TASHKEEL, TATWEEL
from inspector.document.pdf.mupdf import pymupdf
from tests.document.test_pdf_loader import CORPUS, load_bytes, load_sample, two_column_pdf

PHRASES = [
    # (sample, phrase)
    ("qanun_ar_archives.pdf", "وعلى القانون رقم (٢٢) لسنة ٢٠١٩ بشأن حماية البيانات الشخصية،"),
    ("qanun_ar_archives.pdf", "الوثائق الإلكترونية"),
    ("contract_ar_en_supply.pdf", "اتفاقية رقم SA-2026-017"),
    ("contract_ar_en_supply.pdf", "أولاً: شركة الساحل الذهبي لحلول المياه ذ.م.م"),
    ("law_en_data_archives.pdf", "Whereas digital records are exposed to obsolescence"),
    ("law_en_data_archives.pdf", "Article 15 — Access to public archives and closure periods"),
    ("loi_fr_archives.pdf", "Vu la loi n° 2018-77 du 9 février 2018 relative à la protection"),
]


def comparable(text: str) -> Counter[str]:
    """Characters to compare: NFKC, no spaces, no tashkeel or tatweel, no bidi controls."""
    normal = unicodedata.normalize("NFKC", text)
    return Counter(
        c
        for c in normal
        if not c.isspace()
        and c not in TASHKEEL
        and c != TATWEEL
        and unicodedata.category(c) != "Cf"
    )


def drawn_inside(page: pymupdf.Page, rects: list[tuple[float, float, float, float]]) -> str:
    """The characters MuPDF reports inside ``rects``: a glyph counts when its centre is inside
    (zero-width ActualText letters and marks: when their position is, edges included)."""
    raw = page.get_text("rawdict", flags=pymupdf.TEXT_PRESERVE_WHITESPACE)
    found = []
    for block in raw["blocks"]:
        for line in block.get("lines", ()):
            for span in line["spans"]:
                for char in span["chars"]:
                    x0, y0, x1, y1 = char["bbox"]
                    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
                    zero = x1 - x0 < 0.01
                    for rx0, ry0, rx1, ry1 in rects:
                        if ry0 <= cy <= ry1 and (
                            (rx0 - 0.01 <= cx <= rx1 + 0.01) if zero else (rx0 < cx < rx1)
                        ):
                            found.append(char["c"])
                            break
    return "".join(found)


def check_round_trip(document: Document, pdf: pymupdf.Document, phrase: str) -> None:
    start = document.text.find(phrase)
    assert start >= 0, f"{phrase!r} not in the text"
    end = start + len(phrase)
    boxes = document.offset_map.boxes_for(start, end)
    assert boxes
    by_page: dict[int, list[tuple[float, float, float, float]]] = {}
    for box in boxes:
        by_page.setdefault(box.page_index, []).append(box.rect)
    drawn = "".join(drawn_inside(pdf[index], rects) for index, rects in by_page.items())
    assert comparable(drawn) == comparable(phrase), (phrase, drawn)


@pytest.mark.parametrize(("name", "phrase"), PHRASES)
def test_phrase_boxes_hold_exactly_its_glyphs(name: str, phrase: str) -> None:
    document = load_sample(name)
    path = Path(document.source_path)
    with pymupdf.open(path) as pdf:
        check_round_trip(document, pdf, phrase)


def test_one_box_per_visual_line() -> None:
    document = load_sample("law_en_data_archives.pdf")
    start = document.text.index("Whereas digital records")
    end = document.text.index("creation;", start) + len("creation;")
    boxes = document.offset_map.boxes_for(start, end)
    assert len(boxes) == 3  # the recital runs over three lines
    tops = [box.rect[1] for box in boxes]
    assert tops == sorted(tops)


def test_two_column_phrases_map_to_their_column() -> None:
    data = two_column_pdf()
    document = load_bytes(data)
    with pymupdf.open(stream=data, filetype="pdf") as pdf:
        check_round_trip(document, pdf, "The second column continues with the limitation")
        left = document.offset_map.boxes_for(0, len(document.text))
    assert {box.page_index for box in left} == {0}


def test_corpus_arabic_phrases() -> None:
    path = CORPUS / "10_tn_personal_status_code_ar" / "libreoffice.pdf"
    if not path.exists():
        pytest.skip("the shared corpus (../shared/corpus) is not on this machine")
    from inspector.document.pdf.loader import load_pdf

    document = load_pdf(path, path.read_bytes(), "0" * 64)
    with pymupdf.open(path) as pdf:
        for phrase in (
            "كلّ من الوعد بالزواج والمواعدة به لا يعتبر زواجا ولا يقضى به.",
            "الفصل 10",
            "لا ينعقد الزّواج إلا برضا الزوجين.",
        ):
            check_round_trip(document, pdf, phrase)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_any_range_maps_to_boxes_on_its_own_pages(data: st.DataObject) -> None:
    document = _mixed_sample()
    start = data.draw(st.integers(0, len(document.text) - 1))
    end = data.draw(st.integers(start, min(len(document.text), start + 400)))
    pages = {document.page_at(k).index for k in range(start, end)}
    for box in document.offset_map.boxes_for(start, end):
        assert box.page_index in pages
        x0, y0, x1, y1 = box.rect
        assert x0 < x1
        assert y0 < y1
        width = document.pages[box.page_index].width
        assert x0 >= -1
        assert x1 <= width + 1


_CACHE: dict[str, Document] = {}


def _mixed_sample() -> Document:
    if "doc" not in _CACHE:
        _CACHE["doc"] = load_sample("contract_ar_en_supply.pdf")
    return _CACHE["doc"]
