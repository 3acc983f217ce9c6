# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page, TextPage and TOOLS unannotated; tests call them directly.
"""The compiled text-page walk (``_stext_lines``) reads what ``rawdict`` gives, or declines.

``pdf_stext_lines.walk_text_page`` must give, for every page it reads, exactly what
``pdf_page_lines.gather_lines`` reads from the same text page's ``rawdict``: the kept lines'
facts, the packed boxes and the characters. Checked on every page of the real PDFs, on made-up
pages (sizes that round half to even, bold and coloured spans, marks of zero width ending a
line in a span of their own, lines off the page, rotated and vertical text, fonts whose
ascender and descender need PyMuPDF's quad corrections), and end to end: the documents loaded
with and without the walk are identical. A build from another source, or for another MuPDF,
is never run.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import inspector.document.pdf.loader as pdf
import inspector.document.pdf.stext_lines as stext
from bench.docx_digests import document_digest
from inspector.document.model import Document
from inspector.document.pdf.clusters import attachable
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr_settings import OcrSettings
from inspector.document.pdf.page_lines import Walked, gather_lines
from inspector.document.pdf.rawdict import page_text_page
from tests.conftest import SAMPLE_DOCS
from tests.document.test_pdf_loader import CORPUS
from tests.document.test_pdf_page_lines import LEAST_REAL_PAGES as LEAST_PAGES
from tests.document.test_pdf_page_lines import _real_pdfs as _sample_and_corpus_pdfs

NO_OCR = OcrSettings(mode="never")
_DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
Rect = tuple[float, float, float, float]


def _rect(page: Any) -> Rect:
    r = page.rect
    return (r.x0, r.y0, r.x1, r.y1)


def _both(page: Any) -> tuple[Walked | None, Walked]:
    """The walk of the page's text page, and ``gather_lines`` of the same text page."""
    textpage = page_text_page(page)
    walked = stext.walk_text_page(textpage, _rect(page))
    return walked, gather_lines(textpage.extractRAWDICT(), _rect(page))


def test_walk_is_built_from_this_source() -> None:
    assert stext.native_walk() is not None, (
        "the PDF loader's C module is not built from this source: "
        "install the package again (pip install -e ., ./quickstart does)"
    )


def _real_pdfs() -> list[Path]:
    """The sample PDFs and every PDF of ``../shared/corpus`` (when it is beside the clone).

    What CI checks the walk against: the corpus's PDFs are all taken, not a chosen few.
    """
    listed = _sample_and_corpus_pdfs()
    return listed + sorted(set(CORPUS.rglob("*.pdf")) - set(listed))


def _unrotated_real_pages() -> Iterator[tuple[str, Any]]:
    for path in _real_pdfs():
        with pymupdf.open(path) as document:
            for page in document:
                if not page.rotation:
                    yield f"{path.name} p{page.number}", page


def test_walk_reads_what_rawdict_gives_on_every_real_page() -> None:
    pages = characters = 0
    for where, page in _unrotated_real_pages():
        walked, expected = _both(page)
        # No real page needs the rawdict reading: a decline here would only cost speed, but
        # it would mean the walk misses something these documents hold.
        assert walked is not None, where
        assert walked == expected, where
        pages += 1
        characters += len(expected[2])
    assert pages > LEAST_PAGES
    assert characters > LEAST_PAGES * 1_000


def test_walk_gives_each_line_the_characters_clusters_would_attach() -> None:
    # The walk's per-line positions are ``attachable``'s, on every real line; both kinds of
    # line occur (marks and zero-width ActualText letters in the Arabic PDFs, none in most).
    with_attached = without = 0
    for where, page in _unrotated_real_pages():
        walked = stext.walk_text_page(page_text_page(page), _rect(page))
        assert walked is not None, where
        lines, _, text, x0s, x1s = walked
        start = 0
        for end, *_, attached in lines:
            chars = list(text[start:end])
            expected = attachable(chars, x0s[start:end], x1s[start:end], text[start:end])
            assert list(attached) == expected, (where, text[start:end])
            with_attached += bool(attached)
            without += not attached
            start = end
    assert with_attached > 100
    assert without > 1000


def test_documents_are_identical_with_and_without_the_walk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    walked_pages = 0
    real_walk = stext.walk_text_page

    def counted(textpage: Any, page_rect: Rect) -> Walked | None:
        nonlocal walked_pages
        result = real_walk(textpage, page_rect)
        walked_pages += result is not None
        return result

    paths = _real_pdfs()
    with monkeypatch.context() as patch:
        patch.setattr(pdf, "walk_text_page", counted)
        with_walk = [document_digest(_load(path)) for path in paths]
    assert walked_pages > LEAST_PAGES  # the loader really read the pages through the walk
    monkeypatch.setattr(stext, "native_walk", lambda: None)
    without_walk = [document_digest(_load(path)) for path in paths]
    assert with_walk == without_walk


def _load(path: Path) -> Document:
    """The document as its text layer reads: no page goes to OCR, which the walk never
    reads (and which would be most of the time of the comparison)."""
    data = path.read_bytes()
    return pdf.load_pdf(path, data, hashlib.sha256(data).hexdigest(), ocr=NO_OCR)


# -- made-up pages ------------------------------------------------------------------------

_LETTERS = "abcXYZ019 .,-()\u00e9\u00fc\u0627\u0644\u0645\u062f\u0629\u0628\u0646\u0661\u0662"
_MARKS = "\u064b\u064e\u064f\u0650\u0651\u0652\u0301"


def _fonts() -> dict[str, str | None]:
    """Font names usable in ``insert_text``: base 14 fonts, and DejaVu (Arabic) when present."""
    fonts: dict[str, str | None] = {"helv": None, "hebo": None, "tiro": None, "cour": None}
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf"):
        if (_DEJAVU / name).exists():
            fonts[name.removesuffix(".ttf").replace("-", "")] = str(_DEJAVU / name)
    return fonts


_FONTS = _fonts()

_runs = st.lists(
    st.tuples(
        st.text(alphabet=_LETTERS + _MARKS, min_size=1, max_size=12),
        st.sampled_from(sorted(_FONTS)),
        # Sizes on quarter points: x.25 and x.75 double to halves, which round to even.
        st.integers(min_value=4, max_value=120).map(lambda q: q / 4),
        st.sampled_from([(0, 0, 0), (1, 0, 0), (0, 0.5, 0)]),
    ),
    min_size=1,
    max_size=4,
)
_lines = st.lists(
    st.tuples(
        _runs,
        st.floats(min_value=-150, max_value=650, allow_nan=False),  # x, off the page too
        st.floats(min_value=-50, max_value=900, allow_nan=False),  # baseline
        st.sampled_from([0, 0, 0, 90, 180, 270]),  # rotation
        st.booleans(),  # end with a zero-width mark in a colour of its own
    ),
    min_size=1,
    max_size=6,
)


def _font_args(font: str, size: float) -> dict[str, Any]:
    file = _FONTS[font]
    args: dict[str, Any] = {"fontname": font, "fontsize": size}
    if file:
        args["fontfile"] = file
    return args


def _page_with(lines: list[Any]) -> Any:
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    mark_font = "DejaVuSans" if "DejaVuSans" in _FONTS else "helv"
    for runs, x, y, rotate, trailing_mark in lines:
        point = pymupdf.Point(x, y)
        for text, font, size, colour in runs:
            page.insert_text(point, text, color=colour, rotate=rotate, **_font_args(font, size))
            if rotate == 0:  # (the next run follows on the same baseline, roughly)
                point = pymupdf.Point(point.x + size * len(text) / 2, point.y)
        if trailing_mark:
            args = _font_args(mark_font, 11)
            page.insert_text(point, "\u064b", color=(0, 0, 1), rotate=rotate, **args)
    return page


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_lines)
def test_walk_reads_what_rawdict_gives_on_made_up_pages(lines: list[Any]) -> None:
    page = _page_with(lines)
    walked, expected = _both(page)
    assert walked is not None
    assert walked == expected


@pytest.mark.parametrize("font_file", ["DejaVuSans.ttf"])
def test_a_line_ending_in_a_span_of_zero_width_marks_drops_that_span(font_file: str) -> None:
    if not (_DEJAVU / font_file).exists():
        pytest.skip(f"{font_file} is not installed")
    document = pymupdf.open()
    page = document.new_page()
    font = str(_DEJAVU / font_file)
    page.insert_text((100, 100), "\u0645\u062f\u0629", fontname="dv", fontfile=font, fontsize=12)
    # The marks in another colour: a span of their own, all of zero width, ending the line.
    page.insert_text(
        (100, 100), "\u064b\u0651", fontname="dv", fontfile=font, fontsize=12, color=(1, 0, 0)
    )
    walked, expected = _both(page)
    assert walked == expected
    assert walked is not None
    assert sorted(walked[2]) == sorted("\u0645\u062f\u0629")  # the marks' span is gone
    assert len(walked[0]) == 1


def test_vertical_writing_is_read_as_rawdict_reads_it() -> None:
    font = _DEJAVU / "DejaVuSans.ttf"
    if not font.exists():
        pytest.skip("DejaVuSans.ttf is not installed")
    document = pymupdf.open()
    page = document.new_page()
    page.insert_text((100, 100), "Vertical 12", fontname="dv", fontfile=str(font), fontsize=12)
    (xref, *_), *_ = page.get_fonts()
    document.xref_set_key(xref, "Encoding", "/Identity-V")  # the same glyphs, written downwards
    walked, expected = _both(page)
    assert walked == expected
    assert walked is not None
    assert walked[2] == "Vertical 12"
    assert all(facts[6] for facts in walked[0])  # rotated: each glyph a line of its own, downwards


def test_small_glyph_heights_are_left_to_rawdict() -> None:
    page = pymupdf.open(SAMPLE_DOCS / "loi_fr_archives.pdf")[0]
    textpage = page_text_page(page)
    pymupdf.TOOLS.set_small_glyph_heights(True)
    try:
        assert stext.walk_text_page(textpage, _rect(page)) is None
    finally:
        pymupdf.TOOLS.set_small_glyph_heights(False)
    assert stext.walk_text_page(textpage, _rect(page)) is not None


def test_a_build_from_another_source_or_for_another_mupdf_is_not_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert stext._compiled.__wrapped__()[0] is not None
    with monkeypatch.context() as patch:
        patch.setattr(stext, "source_digest", lambda: "0" * 64)
        walk, why = stext._compiled.__wrapped__()
        assert walk is None
        assert why == "the compiled walk was built from another _stext_lines.c"
    with monkeypatch.context() as patch:
        patch.setattr(pymupdf, "mupdf_version", "0.0.0")
        walk, why = stext._compiled.__wrapped__()
        assert walk is None
        assert why.startswith("the compiled walk was built for MuPDF 1.")


INSTALLED_VERIFIED = stext.VERIFIED_MUPDF


@pytest.fixture(autouse=True)
def _walk_on_the_running_mupdf(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are the verification: they run the walk on whatever MuPDF is installed.

    The application runs it only on ``VERIFIED_MUPDF``; a new MuPDF release on which every
    test here passes is added there.
    """
    monkeypatch.setattr(stext, "VERIFIED_MUPDF", INSTALLED_VERIFIED | {pymupdf.mupdf_version})


def test_a_mupdf_the_walk_was_not_verified_on_reads_rawdict_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    running = pymupdf.mupdf_version
    assert stext.native_walk() is not None
    assert f"walk (MuPDF {running}, verified)" in stext.page_reading()
    monkeypatch.setattr(stext, "VERIFIED_MUPDF", frozenset({"0.0.1"}))
    assert stext.compiled_walk() is not None  # built for it, but not verified on it
    assert stext.native_walk() is None
    page = pymupdf.open(SAMPLE_DOCS / "loi_fr_archives.pdf")[0]
    assert stext.walk_text_page(page_text_page(page), _rect(page)) is None
    reading = stext.page_reading()
    assert reading.startswith("PDF pages: rawdict")
    assert f"MuPDF {running} is not one the compiled walk was verified on" in reading
    shown = subprocess.run(
        [sys.executable, "-m", "inspector", "--version"], capture_output=True, text=True, check=True
    ).stdout
    # A fresh process runs with the real list: the walk only on a verified MuPDF.
    verified = running in INSTALLED_VERIFIED
    assert shown.splitlines()[1].startswith(
        "PDF pages: compiled text-page walk" if verified else "PDF pages: rawdict"
    )
