"""The body walked through ``docx_records`` gives exactly what the element-level walk gives.

Each case parses a real DOCX (samples, corpus, and bodies built with python-docx around
paragraphs that sit on the edge of "plain") and walks its body twice, with the records and
element by element, comparing text, offset map, blocks, pages and flags.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from inspector.document.docx_body import BodyWalker
from inspector.document.docx_numbering import Numbering
from inspector.document.docx_package import Package, parse_xml
from inspector.document.docx_paragraphs import sections_of
from inspector.document.docx_records import (
    CELL_END,
    PARAGRAPH_END,
    PROPS_END,
    RECORD_END,
    ROW_END,
    SPECIAL,
    TABLE,
    VALUE_END,
    plain_records,
)
from inspector.document.docx_styles import Styles
from inspector.document.docx_xml import W_URI, W
from inspector.document.textbuild import TextBuilder
from tests.document.make_docx_label_goldens import sample_docx_files
from tests.document.test_docx_numbering import LEGAL, make_docx, num

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"
W_NS = f'xmlns:w="{W_URI}"'


def _walk(path: Path, use_records: bool) -> tuple[object, ...]:
    """Everything a walk produces, for the body of ``path``."""
    package = Package(path, path.read_bytes())
    main, raw = package.xml_and_bytes(package.main_part, what="main")
    assert main is not None
    body = main.find(W.body)
    assert body is not None
    styles = Styles(package.xml(package.related_part("styles", "word/styles.xml"), what="s"))
    numbering = Numbering(
        package.xml(package.related_part("numbering", "word/numbering.xml"), what="n"),
        styles.numbering_style_num_id,
    )
    builder = TextBuilder()
    walker = BodyWalker(builder, styles, numbering, sections_of(body))
    records = plain_records(main, raw, len(body)) if use_records else None
    if use_records:
        assert records is not None, "the records were refused"
    walker.walk(body, records)
    text, offsets = builder.finish()
    # the block texts the languages read are the text's own (the same object for repeats)
    assert walker.contents == [text[block.content_start : block.end] for block in walker.blocks]
    return (
        text,
        list(offsets.glyph_of),
        list(offsets.pages),
        walker.blocks,
        walker.page_starts,
        walker.page_sizes,
        walker.has_text,
        walker.tracked_changes,
    )


def _real_docx_files() -> list[Path]:
    return sample_docx_files() + sorted(CORPUS.glob("*/rendered.docx"))


@pytest.mark.parametrize("path", _real_docx_files(), ids=lambda path: path.parent.name + path.name)
def test_records_walk_equals_element_walk_on_real_documents(path: Path) -> None:
    assert _walk(path, True) == _walk(path, False)


# Paragraph pieces on the edge of what the records carry.
_PPR_XML = [
    "",
    "<w:pPr/>",
    '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>',
    "<w:pPr><w:pStyle/></w:pPr>",
    '<w:pPr><w:pStyle w:val=""/><w:jc w:val="both"/></w:pPr>',
    '<w:pPr><w:numPr><w:ilvl w:val="1"/><w:numId w:val="1"/></w:numPr></w:pPr>',
    '<w:pPr><w:numPr><w:numId w:val="1"/></w:numPr><w:bidi w:val="0"/></w:pPr>',
    "<w:pPr><w:numPr><w:numId/><w:ilvl/></w:numPr></w:pPr>",
    '<w:pPr><w:numPr><w:numId w:val="1"/></w:numPr><w:numPr><w:numId w:val="0"/></w:numPr></w:pPr>',
    '<w:pPr><w:outlineLvl w:val="1"/><w:outlineLvl w:val="4"/></w:pPr>',
    '<w:pPr><w:pageBreakBefore w:val="off"/><w:bidi/></w:pPr>',
    "<w:pPr><w:rPr><w:b/><w:rtl/></w:rPr></w:pPr>",
    "<w:pPr><w:rPr><w:ins/></w:rPr></w:pPr>",
    "<w:pPr><w:sectPr/></w:pPr>",
    # the same properties with other values: their keys must differ
    "<w:pPr><w:bidi/></w:pPr>",
    '<w:pPr><w:bidi w:val="0"/></w:pPr>',
    "<w:pPr><w:pageBreakBefore/></w:pPr>",
    '<w:pPr><w:pageBreakBefore w:val="0"/></w:pPr>',
    '<w:pPr><w:outlineLvl w:val="1"/></w:pPr>',
    '<w:pPr><w:outlineLvl w:val="9"/></w:pPr>',
    '<w:pPr><w:numPr><w:ilvl w:val="2"/><w:numId w:val="1"/></w:numPr></w:pPr>',
]
_PPR = st.sampled_from(_PPR_XML)
_PLAIN_ITEM = st.sampled_from(
    [
        "<w:t>Article 1</w:t>",
        '<w:t xml:space="preserve"> - </w:t>',
        "<w:t>-</w:t>",
        "<w:t></w:t>",
        "<w:t>نص</w:t>",
        "<w:tab/>",
        "<w:ptab/>",
        "<w:br/>",
        "<w:cr/>",
        "<w:noBreakHyphen/>",
        "<w:lastRenderedPageBreak/>",
        "<w:rPr><w:b/></w:rPr>",
    ]
)
_SPECIAL_ITEM = st.sampled_from(
    [
        '<w:br w:type="page"/>',
        "<w:rPr><w:vanish/></w:rPr>",
        '<w:rPr><w:vanish w:val="0"/></w:rPr>',
        '<w:fldChar w:fldCharType="begin"/><w:instrText> PAGE </w:instrText>'
        '<w:fldChar w:fldCharType="separate"/><w:t>7</w:t><w:fldChar w:fldCharType="end"/>',
        '<w:sym w:font="Symbol" w:char="F0B7"/>',
    ]
)
_PLAIN_RUN = st.lists(_PLAIN_ITEM, min_size=1, max_size=5).map(
    lambda items: f"<w:r>{''.join(items)}</w:r>"
)
_SPECIAL_CHILD = st.one_of(
    _SPECIAL_ITEM.map(lambda item: f"<w:r>{item}</w:r>"),
    st.sampled_from(
        [
            "<w:bookmarkStart/>",
            '<w:pPr><w:pStyle w:val="Title"/></w:pPr>',
            "<w:hyperlink><w:r><w:t>link</w:t></w:r></w:hyperlink>",
        ]
    ),
)
# Mostly plain runs, so that the records carry most paragraphs; now and then a special one.
_CHILD = st.one_of(_PLAIN_RUN, _PLAIN_RUN, _PLAIN_RUN, _PLAIN_RUN, _SPECIAL_CHILD)
_PARAGRAPH = st.tuples(_PPR, st.lists(_CHILD, max_size=3)).map(
    lambda parts: f"<w:p>{parts[0]}{''.join(parts[1])}</w:p>"
)


@settings(max_examples=60, deadline=None)  # each example writes and reads a DOCX file
@given(st.lists(_PARAGRAPH, min_size=1, max_size=8))
def test_records_walk_equals_element_walk_on_edge_paragraphs(paragraphs: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        body = "".join(paragraphs) + "<w:p><w:r><w:t>End.</w:t></w:r></w:p>"
        path = make_docx(Path(tmp) / "edge.docx", body, numbering=LEGAL + num(1, 0))
        assert _walk(path, True) == _walk(path, False)


def test_records_keep_different_properties_apart() -> None:
    # every property set twice, in both orders: a key shared by two different property sets
    # would give the second paragraph the first one's style, list, direction or page break
    pieces = [f"<w:p>{ppr}<w:r><w:t>Article 1</w:t></w:r></w:p>" for ppr in _PPR_XML]
    with tempfile.TemporaryDirectory() as tmp:
        body = "".join(pieces + pieces[::-1])
        path = make_docx(Path(tmp) / "props.docx", body, numbering=LEGAL + num(1, 0))
        assert _walk(path, True) == _walk(path, False)


def _document(body: str, prefix: bytes = b"") -> tuple[etree._Element, bytes, int]:
    raw = prefix + f"<w:document {W_NS}><w:body>{body}</w:body></w:document>".encode()
    root = parse_xml(raw)
    body_element = root.find(W.body)
    assert body_element is not None
    return root, raw, len(body_element)


def test_records_sort_plain_paragraphs_from_special_elements() -> None:
    records = plain_records(
        *_document(
            '<w:p><w:pPr><w:pStyle w:val="X"/><w:numPr><w:ilvl w:val="2"/><w:numId w:val="7"/>'
            "</w:numPr><w:jc/></w:pPr><w:r><w:t>a</w:t><w:tab/><w:br/><w:noBreakHyphen/></w:r>"
            "</w:p>"
            "<w:p><w:r><w:t>b</w:t></w:r></w:p>"
            "<w:p><w:hyperlink><w:r><w:t>c</w:t></w:r></w:hyperlink></w:p>"
            "<w:tbl/>"
            '<w:p><w:pPr><w:pStyle w:val="X"/></w:pPr><w:pPr><w:pStyle w:val="Y"/></w:pPr></w:p>'
        )
    )
    end = VALUE_END
    assert records == [
        f"sX{end}nl2{end}i7{end}{end}{PROPS_END}a\t\n-",
        "b",
        SPECIAL,
        SPECIAL,
        f"sX{end}{PROPS_END}",  # only the first child can be the properties
    ]


@pytest.mark.parametrize(
    ("body", "prefix"),
    [
        ("<w:p><w:r><w:t>a\ufdd0b</w:t></w:r></w:p>", b""),  # a separator in the text
        ("<w:p><w:r><w:t>a&#xFDD1;b</w:t></w:r></w:p>", b""),  # ... as a reference
        ("<w:p><w:r><w:t>a&#64980;b</w:t></w:r></w:p>", b""),
        ("<w:p><w:r><w:t>a&#65007;b</w:t></w:r></w:p>", b""),
        ("<w:p><w:r><w:t>a\ufdefb</w:t></w:r></w:p>", b""),
        ("<w:p><?pi x?><w:r><w:t>a</w:t></w:r></w:p>", b""),  # a processing instruction
        ("<w:p/>", b"<!DOCTYPE w:document>"),
    ],
)
def test_records_are_refused_where_they_could_differ(body: str, prefix: bytes) -> None:
    assert plain_records(*_document(body, prefix)) is None


def test_records_keep_the_neighbouring_presentation_forms() -> None:
    # U+FDF2 and U+FDFA share their first two UTF-8 bytes with the separators
    records = plain_records(
        *_document("<w:p><w:r><w:t>\ufdf2 \ufdfa \ufdcf &#xFDF0; &#64975;</w:t></w:r></w:p>")
    )
    assert records == ["\ufdf2 \ufdfa \ufdcf \ufdf0 \ufdcf"]


def test_records_must_line_up_with_the_body() -> None:
    root, raw, count = _document("<w:p/><w:p/>")
    assert plain_records(root, raw, count) is not None
    assert plain_records(root, raw, count + 1) is None
    other = parse_xml(f"<w:other {W_NS}><w:body><w:p/></w:body></w:other>".encode())
    assert plain_records(other, b"<w:other/>", 1) is None
    assert RECORD_END not in "".join(plain_records(root, raw, count) or [])


# Tables: cells of the edge paragraphs above, and the structures that make a table special
# (then read element by element as a whole). Repeated tables share one prepared record.
_PLAIN_PARAGRAPH = st.tuples(_PPR, st.lists(_PLAIN_RUN, max_size=3)).map(
    lambda parts: f"<w:p>{parts[0]}{''.join(parts[1])}</w:p>"
)
_PLAIN_CELL = st.lists(_PLAIN_PARAGRAPH, min_size=0, max_size=3).map("".join)
_CELL_CONTENT = st.one_of(
    _PLAIN_CELL,
    st.lists(_PARAGRAPH, min_size=0, max_size=3).map("".join),
    st.sampled_from(
        [
            "<w:tcPr><w:tcW w:w='100'/></w:tcPr><w:p><w:r><w:t>cell</w:t></w:r></w:p>",
            "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>nested</w:t></w:r></w:p></w:tc></w:tr></w:tbl>"
            "<w:p/>",
            "<w:sdt><w:sdtContent><w:p><w:r><w:t>control</w:t></w:r></w:p></w:sdtContent></w:sdt>",
            "<w:p><w:r><w:t>\u0645\u0627\u062f\u0629</w:t></w:r></w:p>",
            "<w:p><w:r><w:tab/></w:r></w:p>",
            "<w:p><w:r><w:t>\t</w:t></w:r></w:p>",
            "<w:p><w:r><w:t>two\nlines</w:t><w:br/><w:t>x</w:t></w:r></w:p>",
        ]
    ),
)
_ROW_PROPS = st.sampled_from(
    ["", "<w:trPr><w:cantSplit/></w:trPr>", "<w:trPr><w:del/></w:trPr>", "<w:tblPrEx/>"]
)
_ROW = st.tuples(_ROW_PROPS, st.lists(_CELL_CONTENT, min_size=1, max_size=3)).map(
    lambda row: f"<w:tr>{row[0]}{''.join(f'<w:tc>{cell}</w:tc>' for cell in row[1])}</w:tr>"
)
_TABLE_PROPS = st.sampled_from(
    [
        "",
        '<w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr>',
        "<w:tblPr><w:bidiVisual/></w:tblPr>",
        '<w:tblPr><w:bidiVisual w:val="0"/></w:tblPr><w:tblGrid/>',
    ]
)
_TABLE = st.tuples(_TABLE_PROPS, st.lists(_ROW, min_size=0, max_size=3)).map(
    lambda table: f"<w:tbl>{table[0]}{''.join(table[1])}</w:tbl>"
)
_PLAIN_ROW = st.lists(_PLAIN_CELL, min_size=1, max_size=3).map(
    lambda cells: f"<w:tr>{''.join(f'<w:tc>{cell}</w:tc>' for cell in cells)}</w:tr>"
)
_PLAIN_TABLE = st.tuples(_TABLE_PROPS, st.lists(_PLAIN_ROW, min_size=1, max_size=3)).map(
    lambda table: f"<w:tbl>{table[0]}{''.join(table[1])}</w:tbl>"
)


@settings(max_examples=60, deadline=None)  # each example writes and reads a DOCX file
@given(st.lists(st.one_of(_PLAIN_TABLE, _PLAIN_TABLE, _TABLE, _PARAGRAPH), min_size=1, max_size=5))
def test_records_walk_equals_element_walk_on_edge_tables(children: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        body = "".join(children + children) + "<w:p><w:r><w:t>End.</w:t></w:r></w:p>"
        path = make_docx(Path(tmp) / "tables.docx", body, numbering=LEGAL + num(1, 0))
        assert _walk(path, True) == _walk(path, False)


def test_plain_tables_come_as_records() -> None:
    numbered = '<w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr>'
    records = plain_records(
        *_document(
            "<w:tbl><w:tblPr/><w:tr><w:trPr/><w:tc><w:tcPr/><w:p><w:r><w:t>a</w:t></w:r></w:p>"
            f"<w:p>{numbered}<w:r><w:t>b</w:t></w:r></w:p></w:tc><w:tc/></w:tr>"
            "<w:tr><w:tc><w:p/></w:tc></w:tr></w:tbl>"
            "<w:tbl><w:tr><w:tc><w:p><w:hyperlink/></w:p></w:tc></w:tr></w:tbl>"
            "<w:tbl><w:tr><w:trPr><w:del/></w:trPr><w:tc><w:p/></w:tc></w:tr></w:tbl>"
            "<w:tbl><w:tr><w:tc><w:tbl/><w:p/></w:tc></w:tr></w:tbl>"
            "<w:tbl><w:tblPr/></w:tbl>"
        )
    )
    assert records is not None
    paragraph, cell, row = PARAGRAPH_END, CELL_END, ROW_END
    assert records[0] == (
        f"{TABLE}a{paragraph}ni1{VALUE_END}{VALUE_END}{PROPS_END}b{paragraph}{cell}{cell}{row}"
        f"{paragraph}{cell}{row}"
    )
    assert SPECIAL in records[1]  # a special paragraph: the whole table element by element
    assert records[2:] == [SPECIAL, SPECIAL, SPECIAL]  # a deleted row, a nested table, no row


def test_a_table_with_a_tab_only_cell_is_read_as_elements() -> None:
    # a cell whose text is only a tab: whether a w:t or a w:tab gave it moves page_has_text
    with tempfile.TemporaryDirectory() as tmp:
        body = (
            "<w:tbl><w:tr><w:tc><w:p><w:r><w:tab/></w:r></w:p></w:tc></w:tr></w:tbl>"
            "<w:p><w:pPr><w:pageBreakBefore/></w:pPr><w:r><w:t>x</w:t></w:r></w:p>"
            "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>\t</w:t></w:r></w:p></w:tc></w:tr></w:tbl>"
            "<w:p><w:pPr><w:pageBreakBefore/></w:pPr><w:r><w:t>y</w:t></w:r></w:p>"
        )
        path = make_docx(Path(tmp) / "tabs.docx", body)
        assert _walk(path, True) == _walk(path, False)
