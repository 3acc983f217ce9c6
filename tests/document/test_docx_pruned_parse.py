"""``parse_xml_pruned`` gives the tree ``parse_xml`` gives without the pruned elements.

Checked on every XML part of the sample and corpus DOCX files (the tree, compared with the
full tree from which lxml removed the same elements, text kept), on edge cases of the byte
cutting (empty elements, ">" and "/>" inside attribute values, nested elements of the same
name, comments), on broken parts (the same error as ``parse_xml``), and through ``Styles``: a
pruned styles part answers every question as the whole part does.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from lxml import etree

from inspector.document.docx_package import parse_xml, parse_xml_pruned, prune_pattern
from inspector.document.docx_styles import UNREAD, Styles
from inspector.document.docx_xml import W_URI, declaration_end

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO.parent / "shared" / "corpus"
W_NS = f'xmlns:w="{W_URI}"'
UNREAD_NAMES = ("latentStyles", "rPrDefault", "rPr", "tblPr", "trPr", "tcPr", "tblStylePr")


def _docx_files() -> list[Path]:
    return sorted(REPO.glob("sample_docs/*.docx")) + sorted(CORPUS.glob("*/rendered.docx"))


def _xml_parts() -> list[tuple[str, bytes]]:
    parts = []
    for path in _docx_files():
        with zipfile.ZipFile(path) as package:
            for name in package.namelist():
                if name.endswith((".xml", ".rels")):
                    parts.append((f"{path.parent.name}/{path.name}:{name}", package.read(name)))
    return parts


def _without(root: etree._Element, names: tuple[str, ...]) -> bytes:
    """``root`` serialised after removing elements ``w:NAME``, keeping the text after them."""
    for element in list(root.iter(*(f"{{{W_URI}}}{name}" for name in names))):
        parent = element.getparent()
        if parent is None:
            continue
        tail = element.tail or ""
        previous = element.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail
        parent.remove(element)
    return etree.tostring(root)


def test_every_part_of_the_samples_pruned_as_lxml_removes() -> None:
    parts = _xml_parts()
    assert len(parts) > 50
    pruned_some = 0
    for label, raw in parts:
        expected = _without(parse_xml(raw), UNREAD_NAMES)
        got = etree.tostring(parse_xml_pruned(raw, UNREAD))
        assert got == expected, label
        pruned_some += got != etree.tostring(parse_xml(raw))
    assert pruned_some >= 10  # the styles parts at least


@pytest.mark.parametrize(
    "body",
    [
        "<w:rPr/><w:a/><w:rPr><w:b/></w:rPr><w:c/>",
        "<w:rPr  /><w:a/><w:rPr ><w:b/></w:rPr ><w:c/>",
        '<w:rPr w:x="a>b" w:y="/>"/><w:a/><w:rPr w:z=\'>\'><w:b/></w:rPr><w:c/>',
        '<w:a w:v="<w:rPr/>"/>'.replace("<w:rPr/>", "&lt;w:rPr/&gt;"),
        "<w:rPrX/><w:rPr/><w:rPrDefault><w:rPr/></w:rPrDefault><w:a/>",
        "<w:tblStylePr><w:pPr/><w:rPr><w:b/></w:rPr><w:tcPr/></w:tblStylePr><w:name/>",
        "text <w:rPr>inside</w:rPr> after &amp; <w:a>kept</w:a>",
        "<w:rPr><w:rPr/><w:b/></w:rPr><w:a/>",  # an empty one inside has no end tag
    ],
)
def test_edge_cases_pruned_exactly(body: str) -> None:
    raw = f"<?xml version='1.0' encoding='UTF-8'?>\n<w:root {W_NS}>{body}</w:root>".encode()
    expected = _without(parse_xml(raw), UNREAD_NAMES)
    assert etree.tostring(parse_xml_pruned(raw, UNREAD)) == expected


@pytest.mark.parametrize(
    "body",
    [
        "<w:rPr><w:rPr><w:b/></w:rPr></w:rPr><w:a/>",  # nested: the cut would leave an end tag
        "<!-- <w:rPr> --><w:a/><w:rPr/>",  # a comment could hold a tag
        "<w:a><![CDATA[<w:rPr>]]></w:a><w:rPr/>",
        "<?pi <w:rPr>?><w:rPr/><w:a/>",
    ],
)
def test_parts_the_cut_cannot_handle_come_whole(body: str) -> None:
    raw = f"<w:root {W_NS}>{body}</w:root>".encode()
    assert etree.tostring(parse_xml_pruned(raw, UNREAD)) == etree.tostring(parse_xml(raw))


@pytest.mark.parametrize(
    "raw",
    [
        b"<<<",
        f"<w:root {W_NS}><w:rPr></w:root>".encode(),
        f"<w:root {W_NS}><w:rPr><x:y/></w:rPr></w:root>".encode(),  # undeclared prefix
        f'<w:root {W_NS}><w:rPr xmlns:e=""/></w:root>'.encode(),  # empty namespace
        f"<w:root {W_NS}><w:rPr>&undefined;</w:rPr></w:root>".encode(),
    ],
)
def test_broken_parts_raise_what_parse_xml_raises(raw: bytes) -> None:
    with pytest.raises(etree.XMLSyntaxError) as full:
        parse_xml(raw)
    with pytest.raises(etree.XMLSyntaxError) as pruned:
        parse_xml_pruned(raw, UNREAD)
    assert str(pruned.value) == str(full.value)


def test_pattern_names_only_whole_names() -> None:
    pattern = prune_pattern("rPr")
    assert pattern.fullmatch(b"<w:rPr/>")
    assert pattern.fullmatch(b'<w:rPr w:a="/>"></w:rPr>')
    assert not pattern.match(b"<w:rPrDefault/>")
    assert not pattern.match(b"<w:rPrChange/>")


def test_styles_from_a_pruned_part_answer_as_the_whole_part() -> None:
    checked = 0
    for path in _docx_files():
        with zipfile.ZipFile(path) as package:
            if "word/styles.xml" not in package.namelist():
                continue
            raw = package.read("word/styles.xml")
        whole, pruned = Styles(parse_xml(raw)), Styles(parse_xml_pruned(raw, UNREAD))
        ids = {
            element.get(f"{{{W_URI}}}styleId")
            for element in parse_xml(raw).iter(f"{{{W_URI}}}style")
        }
        for style_id in [*sorted(i for i in ids if i), "", "missing"]:
            assert pruned.paragraph(style_id) == whole.paragraph(style_id), (path, style_id)
            assert pruned.name(style_id) == whole.name(style_id)
            assert pruned.numbering_style_num_id(style_id) == whole.numbering_style_num_id(style_id)
            checked += 1
        assert pruned.default_paragraph == whole.default_paragraph
        assert pruned.default_bidi == whole.default_bidi
    assert checked > 1000


@pytest.mark.parametrize(
    ("raw", "end"),
    [
        (b"<?xml version='1.0'?><w:a/>", 21),
        (b"\xef\xbb\xbf<?xml version='1.0'?>\n<w:a/>", 24),
        (b"<w:a/>", 0),
        (b"\xef\xbb\xbf<w:a/>", 0),
        (b" <?xml version='1.0'?><w:a/>", 0),  # not at the start: not a declaration
    ],
)
def test_declaration_end(raw: bytes, end: int) -> None:
    assert declaration_end(raw) == end


def test_a_part_with_a_question_mark_in_its_text_is_still_pruned() -> None:
    # "?" and "!" in text send the part to the exact search, which finds no hiding place
    raw = f"<?xml version='1.0'?><w:root {W_NS}><w:a>Why? Now!</w:a><w:rPr/></w:root>".encode()
    pruned = etree.tostring(parse_xml_pruned(raw, UNREAD))
    assert pruned == _without(parse_xml(raw), UNREAD_NAMES)
    assert b"rPr" not in pruned
