# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""``paints_no_path`` is only True where ``get_cdrawings()`` is empty.

``pdf_tables.find_table_regions`` skips ``get_cdrawings()`` on a page that
``pdf_painted_paths.paints_no_path`` settles. The oracle is the general way, kept here: the
rules of ``get_cdrawings()`` made into tables (``tables_from_rules``). On every real page and
on made-up pages (content streams put together from painting, clipping and text operators,
hexadecimal and literal strings, comments, numbers glued to operators, and random bytes of
PDF syntax; resources with Type 3 fonts, form XObjects, soft masks; annotations) the tables
are the same, and a settled page has no drawing at all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.painted_paths import paints_no_path
from inspector.document.pdf.tables import _rules, find_table_regions, tables_from_rules
from tests.document.test_pdf_page_lines import LEAST_REAL_PAGES, _real_pdfs


def _general_tables(page: Any) -> list[Any]:
    """The tables as found without the shortcut: from the page's drawings."""
    rect = page.rect
    return tables_from_rules(*_rules(page.get_cdrawings(), float(rect.width * rect.height)))


def _check(page: Any, seen: dict[int, bool]) -> bool:
    settled = paints_no_path(page, seen)
    if settled:
        assert page.get_cdrawings() == []
    assert find_table_regions(page, seen) == _general_tables(page)
    return settled


def test_settled_real_pages_draw_nothing() -> None:
    settled = pages = 0
    for path in _real_pdfs():
        with pymupdf.open(path) as document:
            seen: dict[int, bool] = {}
            for page in document:
                pages += 1
                settled += _check(page, seen)
    assert pages > LEAST_REAL_PAGES
    assert settled * 2 > pages  # the shortcut is taken (most real pages draw nothing)


_TEXT = [
    b"BT /F1 12 Tf 50 700 Td (Hello world) Tj ET",
    b"BT /F1 12 Tf 50 680 Td [<0F>-1<1B>2<0B0C>-3<fb>] TJ ET",
    b"BT /F1 12 Tf 50 660 Td (f) Tj (B*) ' ET",
    b"BT /F1 12 Tf 1 0 0 1 50 640 Tm <0F 1B> Tj T* ET",
    b"q 1 0 0 rg 0.5 w Q",
    b"BT /F1 12 Tf 50 620 Td (a) Tj ET",  # the Type 3 font's glyph
]
_CLIPS = [b"q 0 0 595 842 re W* n Q", b"q 10 10 m 300 10 l 300 300 l h W n Q"]
_PAINTS = [
    b"10 10 m 300 10 l S",
    b"10 20 m 300 20 l s",
    b"50 50 200 100 re f",
    b"50 50 200 100 re F",
    b"50 50 200 100 re f*",
    b"50 50 200 100 re B",
    b"50 50 200 100 re B*",
    b"50 50 200 100 re b",
    b"50 50 200 100 re b*",
    b"50 50 200 100 re 1f",
    b"50 50 200 100 re -.5S",
    b"50 50 200 100 re<0F>f",
    b"50 50 200 100 re(x)B",
    b"50 50 200 100 re/F1 f",
    b"10 10 m 200 200 l 1 0 0 RG S",
    b"100 100 m 150 200 250 200 300 100 c h f",
]
_OTHER = [
    b"% a comment f\n",
    b"%<\n",
    b"/Im0 Do",
    b"/GS0 gs",
    b"q /GS0 gs BT /F1 12 Tf 50 600 Td (Hi) Tj ET Q",  # the soft mask runs as text is drawn
    b"<< /MCID 0 >> BDC EMC",
]
_SEPARATORS = [b" ", b"\n", b"\r\n", b"\t", b"", b"\x00"]
_SYNTAX = b"fFSsBb*<>()[]{}/% \n\r\t0123456789.-+remlhcWnqQTjBTET"

_fragments = st.lists(
    st.one_of(
        st.sampled_from(_TEXT + _CLIPS + _PAINTS + _OTHER),
        st.binary(max_size=12).map(lambda b: bytes(_SYNTAX[x % len(_SYNTAX)] for x in b)),
    ),
    max_size=8,
)


def _page_with(
    fragments: list[bytes],
    separators: list[bytes],
    resources: Callable[[Any], str],
    annotation: bool,
    form: bool,
) -> tuple[Any, Any]:
    document = pymupdf.open()
    page = document.new_page()
    page.insert_text((50, 50), "x", fontname="helv")  # a font resource and a content stream
    content = b""
    for k, fragment in enumerate(fragments):
        content += fragment + separators[k % len(separators)]
    if form:  # a form XObject whose contents draw a line
        source = pymupdf.open()
        source.new_page().draw_line((10, 10), (200, 10))
        page.show_pdf_page(pymupdf.Rect(0, 0, 100, 100), source, 0)
        source.close()
    xref = page.get_contents()[-1]
    document.update_stream(xref, content)
    replaced = resources(document)
    if replaced:
        document.xref_set_key(page.xref, "Resources", replaced)
    if annotation:
        page.add_line_annot((20, 20), (200, 200))
    return document, document[0]


def _type3_font(document: Any) -> str:
    glyph = document.get_new_xref()
    document.update_object(glyph, "<<>>")
    document.update_stream(glyph, b"1000 0 0 0 1000 1000 d1 0 0 1000 1000 re f")
    return (
        "<</Type/Font/Subtype/Type3/FontBBox[0 0 1000 1000]/FontMatrix[0.001 0 0 0.001 0 0]"
        f"/CharProcs<</a {glyph} 0 R>>/Encoding<</Type/Encoding/Differences[97/a]>>"
        "/FirstChar 97/LastChar 97/Widths[1000]>>"
    )


def _soft_mask(document: Any) -> str:
    form = document.get_new_xref()
    document.update_object(form, "<</Type/XObject/Subtype/Form/BBox[0 0 595 842]>>")
    document.update_stream(form, b"0 0 595 842 re f")
    return f"<</Type/ExtGState/SMask<</S/Luminosity/G {form} 0 R>>>>"


def _soft_mask_resources(document: Any) -> str:
    return f"<</ExtGState<</GS0 {_soft_mask(document)}>>>>"


_RESOURCES = st.sampled_from(
    [
        lambda d: "",
        lambda d: "<</Font<</F1<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>>>>>",
        lambda d: f"<</Font<</F1 {_type3_font(d)}>>>>",
        _soft_mask_resources,
        lambda d: "<</ExtGState<</GS0<</Type/ExtGState/SMask/None/CA 0.5>>>>>>",
        lambda d: "<</Pattern<<>>/ProcSet[/PDF/Text]>>",
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    _fragments,
    st.lists(st.sampled_from(_SEPARATORS), min_size=1, max_size=4),
    _RESOURCES,
    st.booleans(),
    st.booleans(),
)
@example([_OTHER[4]], [b"\n"], _soft_mask_resources, False, False)  # drawn by the mask alone
@example([_TEXT[0]], [b"\n"], lambda d: "", True, False)  # by the annotation alone
@example([_TEXT[0]], [b"\n"], lambda d: "", False, True)  # by the form alone
def test_settled_made_up_pages_draw_nothing(
    fragments: list[bytes],
    separators: list[bytes],
    resources: Callable[[Any], str],
    annotation: bool,
    form: bool,
) -> None:
    document, page = _page_with(fragments, separators, resources, annotation, form)
    try:
        _check(page, {})
    finally:
        document.close()


def test_painting_operators_are_found() -> None:
    """Each way of painting a path is seen (the shortcut would otherwise hide a table).

    (MuPDF draws nothing for an operator glued to a number that it takes as an extra
    operand, "re 1f": the scan still does not settle such a page.)
    """
    drawn = 0
    for paint in _PAINTS:
        document, page = _page_with([paint], [b"\n"], lambda d: "", False, False)
        try:
            drawn += page.get_cdrawings() != []
            assert not paints_no_path(page, {})
        finally:
            document.close()
    assert drawn >= len(_PAINTS) - 2


def test_text_and_clips_alone_are_settled() -> None:
    document, page = _page_with(_TEXT[:2] + _CLIPS, [b"\n"], lambda d: "", False, False)
    try:
        assert paints_no_path(page, {})
        assert page.get_cdrawings() == []
    finally:
        document.close()
