"""The styles part cut by bytes (``docx_styles_cut``) answers as the whole part does.

- on every styles part of the sample and corpus files the cut is taken, its large styles are
  stubs, and ``Styles`` answers every question (each style's properties, name, numbering
  style, the default style and direction) as ``Styles`` over the whole parsed part, with the
  small-style threshold at its value, at 0 (every style a stub) and unlimited (none);
- hypothesis-built parts (styles of any size, repeated ids, defaults, ``basedOn`` chains
  through stubs, ">" in attribute values) answer the same;
- each construct the cut is not sure of sends it back (None), and ``read_styles`` still
  answers as the whole part; a broken part raises the whole parse's error, also when the
  damage lies in a table style the cut would have left a stub;
- loads with the cut and without it give the same document on every DOCX here.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

from inspector.document import docx_styles_cut
from inspector.document.docx_package import Package, checked_whole, parse_xml
from inspector.document.docx_styles import UNREAD, Styles
from inspector.document.docx_styles_cut import cut_styles, read_styles
from inspector.document.docx_xml import W_URI
from inspector.errors import DamagedFileError
from tests.document.make_docx_label_goldens import sample_docx_files
from tests.document.test_docx_digest import _load, digest

W_NS = f'xmlns:w="{W_URI}"'
HEAD = f"<?xml version='1.0' encoding='UTF-8' standalone='yes'?>\n<w:styles {W_NS}>"
TAIL = "</w:styles>"
DEFAULTS = (
    '<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault>'
    "<w:pPrDefault><w:pPr><w:bidi/></w:pPr></w:pPrDefault></w:docDefaults>"
    '<w:latentStyles w:count="2"><w:lsdException w:name="Normal"/></w:latentStyles>'
)


CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"


def _docx_files() -> list[Path]:
    """The sample DOCX files with a main part, and the corpus ones when present."""
    return sample_docx_files() + sorted(CORPUS.glob("*/rendered.docx"))


def _styles_parts() -> list[tuple[str, bytes]]:
    parts = []
    for path in _docx_files():
        with zipfile.ZipFile(path) as package:
            if "word/styles.xml" in package.namelist():
                parts.append((f"{path.parent.name}/{path.name}", package.read("word/styles.xml")))
    return parts


def _ids(raw: bytes) -> list[str]:
    return [
        element.get(f"{{{W_URI}}}styleId") or ""
        for element in parse_xml(raw).iter(f"{{{W_URI}}}style")
    ]


def _answers(styles: Styles, ids: list[str]) -> Iterator[object]:
    """Everything the loader can ask ``styles``, in a fixed order."""
    yield styles.default_paragraph, styles.default_bidi
    for style_id in [*ids, "", "missing"]:
        yield style_id, styles.paragraph(style_id), styles.name(style_id)
        yield styles.numbering_style_num_id(style_id)
    yield styles.paragraph(None), styles.name(None)


def _assert_same_as_whole(raw: bytes, styles: Styles) -> None:
    ids = _ids(raw)
    expected = list(_answers(Styles(parse_xml(raw)), ids))
    assert list(_answers(styles, ids)) == expected


def _cut(raw: bytes) -> docx_styles_cut.StylesCut | None:
    assert checked_whole(raw)
    return cut_styles(raw, UNREAD)


@pytest.mark.parametrize("small", [docx_styles_cut.SMALL_STYLE, 0, 10**9])
def test_sample_styles_parts_cut_and_answer_as_the_whole_part(small: int) -> None:
    parts = _styles_parts()
    # Every sample DOCX has a styles part; the shared corpus adds its rendered ones when present
    # (a lone clone has only the samples).
    assert len(parts) >= len(sample_docx_files()) >= 7
    with mock.patch.object(docx_styles_cut, "SMALL_STYLE", small):
        for label, raw in parts:
            cut = _cut(raw)
            assert cut is not None, label
            large = sum(len(piece) > small for piece in raw.split(b"<w:style ")[1:])
            assert len(cut.stubs) == large, label
            _assert_same_as_whole(raw, Styles(None, cut))


def test_stubs_hold_only_the_start_tag_until_read() -> None:
    raw = _styles_parts()[0][1]
    cut = _cut(raw)
    assert cut is not None
    stub = next(iter(cut.stubs))
    assert len(stub) == 0
    assert stub.get(f"{{{W_URI}}}styleId")
    whole = cut.whole(stub)
    assert len(whole) > 0
    assert whole.get(f"{{{W_URI}}}styleId") == stub.get(f"{{{W_URI}}}styleId")


def _style(
    style_id: str,
    *,
    name: str = "",
    based_on: str = "",
    kind: str = "paragraph",
    default: str = "",
    extra: str = "",
    padding: int = 0,
) -> str:
    attributes = f'w:type="{kind}" w:styleId="{style_id}"'
    if default:
        attributes += f' w:default="{default}"'
    body = f'<w:name w:val="{name or style_id}"/>'
    if based_on:
        body += f'<w:basedOn w:val="{based_on}"/>'
    body += extra
    if padding:  # table formatting the loader never reads
        body += "<w:tblPr>" + '<w:tblInd w:w="0" w:type="dxa"/>' * padding + "</w:tblPr>"
    return f"<w:style {attributes}>{body}</w:style>"


def _part(*styles: str, before: str = DEFAULTS, after: str = "") -> bytes:
    return f"{HEAD}{before}{''.join(styles)}{after}{TAIL}".encode()


HEADING = '<w:pPr><w:outlineLvl w:val="1"/><w:bidi w:val="0"/></w:pPr>'
NUMBERED = '<w:pPr><w:numPr><w:ilvl w:val="2"/><w:numId w:val="7"/></w:numPr></w:pPr>'


def test_chains_through_stubs_defaults_and_repeated_ids() -> None:
    raw = _part(
        _style("Normal", default="1", padding=40),  # the default style is a stub
        _style("Base", based_on="Normal", extra=HEADING, padding=40),
        _style("Heading2", name="heading 2", based_on="Base"),
        _style("List", based_on="Heading2", extra=NUMBERED, padding=40),
        _style("Grid", kind="table", padding=40),
        _style("Grid", kind="table", name="Second Grid", padding=40),  # the last one counts
        _style("Char", kind="character", default="1"),
        _style("Off", default="False"),
    )
    cut = _cut(raw)
    assert cut is not None
    assert len(cut.stubs) == 5
    styles = Styles(None, cut)
    _assert_same_as_whole(raw, styles)
    assert styles.default_paragraph == "Normal"
    assert styles.name("Grid") == "Second Grid"
    assert styles.paragraph("List").heading_level == 2


@pytest.mark.parametrize(
    "raw",
    [
        _part(_style("A") + " ", _style("B")),  # whitespace between styles
        _part(_style("A"), "<w:foo/>", _style("B")),  # another element between styles
        _part(_style("A"), after="<w:docDefaults/>"),  # an element after the last style
        _part(_style("A").replace("<w:style ", "<w:style\t")),  # a tab opens the attributes
        _part(_style("A"), "<w:styleLink/>"),  # a name starting like w:style
        _part(_style("A"), before=""),  # nothing before the first style (fine): the others
        _part(before=DEFAULTS),  # no style at all
        _part(_style("A")).replace(b"encoding='UTF-8'", b"encoding='ISO-8859-1'"),
        _part(_style("A"))
        .replace(b"<w:styles ", b"<w:stylesheet ")
        .replace(b"</w:styles>", b"</w:stylesheet>"),
        _part(_style("A", padding=40).replace('w:type="paragraph"', 'w:x="a>b" w:type="table"')),
        _part(f"<w:foo>{_style('A')}</w:foo>"),  # a style nested in another element
        _part(_style("A").replace("</w:style>", _style("B") + "</w:style>")),  # nested style
        _part(_style("A")) + b"  ",  # whitespace after the root: the cut still holds
    ],
)
def test_what_the_cut_refuses_is_read_whole(raw: bytes) -> None:
    assert checked_whole(raw)
    cut = cut_styles(raw, UNREAD)
    simple = b"<w:foo" not in raw and b"\t" not in raw and b"ISO" not in raw
    if cut is not None:  # only where every style is a root child, one after the other
        assert simple
        assert b"a>b" not in raw
        _assert_same_as_whole(raw, Styles(None, cut))
    _assert_same_as_whole(raw, _read(raw))


def _read(raw: bytes) -> Styles:
    """``read_styles`` on a real package: a sample DOCX whose styles part is ``raw``."""
    source = Path(sample_docx_files()[0])
    buffer = io.BytesIO()
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(buffer, "w") as package:
        for info in original.infolist():
            data = raw if info.filename == "word/styles.xml" else original.read(info)
            package.writestr(info, data)
    opened = Package(Path("contract.docx"), buffer.getvalue())
    return read_styles(opened, opened.related_part("styles", "word/styles.xml"))


@pytest.mark.parametrize(
    "raw",
    [
        _part(_style("A", padding=40, extra="<w:rPr><w:b></w:rPr>")),  # damage in a stub
        _part(_style("A", padding=40, extra="<w:rPr>&undefined;</w:rPr>")),
        _part(_style("A", padding=40, extra="<w:tblPr><x:y/></w:tblPr>")),  # unbound prefix
        b"<<<",
    ],
)
def test_a_broken_part_raises_the_whole_parse_error(raw: bytes) -> None:
    with pytest.raises(DamagedFileError, match="the styles part is not valid XML") as raised:
        _read(raw)
    with pytest.raises(etree.XMLSyntaxError) as whole:
        parse_xml(raw)
    assert str(whole.value) in str(raised.value)


_IDS = st.sampled_from(["Normal", "A", "B", "C", "Heading1", "a&amp;b", "x>y"])


@st.composite
def _styles(draw: st.DrawFn) -> list[str]:
    styles = []
    for _ in range(draw(st.integers(1, 8))):
        style_id = draw(_IDS)
        styles.append(
            _style(
                style_id,
                name=draw(st.sampled_from(["", "heading 3", "Title", "Quote", "Table Grid"])),
                based_on=draw(st.sampled_from(["", "Normal", "A", "B", "C", "x>y"])),
                kind=draw(st.sampled_from(["paragraph", "table", "character", ""])),
                default=draw(st.sampled_from(["", "1", "0", "off", "OFF", "true"])),
                extra=draw(st.sampled_from(["", HEADING, NUMBERED, "<w:pPr/>"])),
                padding=draw(st.sampled_from([0, 3, 40])),
            )
        )
    return styles


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(styles=_styles(), small=st.sampled_from([0, 300, docx_styles_cut.SMALL_STYLE, 10**9]))
def test_built_parts_answer_as_the_whole_part(styles: list[str], small: int) -> None:
    raw = _part(*styles)
    with mock.patch.object(docx_styles_cut, "SMALL_STYLE", small):
        cut = _cut(raw)
        # a ">" in a stub's start tag (the id "x>y") cuts it short: the cut gives up
        assert cut is not None or b"x>y" in raw
        if cut is not None:
            _assert_same_as_whole(raw, Styles(None, cut))
        _assert_same_as_whole(raw, _read(raw))


def _never_cut(raw: bytes, unread: object) -> None:
    """``cut_styles`` giving up on every part: the whole part is pruned and parsed."""
    return None


def _must_not_cut(raw: bytes, unread: object) -> None:
    raise AssertionError("the cut was tried on a part the check refused")


@pytest.mark.parametrize("path", _docx_files(), ids=lambda path: path.parent.name + path.name)
def test_loads_with_and_without_the_cut_are_the_same(path: Path) -> None:
    taken = []
    original = docx_styles_cut.cut_styles

    def recording(raw: bytes, unread: object) -> object:
        taken.append(original(raw, unread))  # type: ignore[arg-type]
        return taken[-1]

    with mock.patch.object(docx_styles_cut, "cut_styles", recording):
        with_cut = digest(_load(path))
    assert taken
    assert all(cut is not None for cut in taken)
    with mock.patch.object(docx_styles_cut, "cut_styles", _never_cut):
        without = digest(_load(path))
    assert with_cut == without


def test_a_style_read_by_its_first_child_of_each_name() -> None:
    # what find() gives: the first w:name, w:pPr, w:basedOn and the first of each property
    duplicated = (
        '<w:name w:val="heading 2"/><w:name w:val="Title"/>'
        '<w:basedOn w:val="Base"/><w:basedOn w:val="Normal"/>'
        '<w:pPr><w:bidi/><w:bidi w:val="0"/><w:outlineLvl w:val="4"/>'
        '<w:outlineLvl w:val="1"/><w:numPr><w:ilvl w:val="3"/><w:ilvl w:val="1"/>'
        '<w:numId w:val="5"/><w:numId w:val="6"/></w:numPr></w:pPr>'
        "<w:pPr><w:pageBreakBefore/></w:pPr>"
    )
    raw = _part(
        '<w:style w:type="paragraph" w:styleId="Dup">' + duplicated + "</w:style>",
        _style("Base", extra='<w:pPr><w:pageBreakBefore w:val="0"/></w:pPr>'),
    )
    for styles in (Styles(parse_xml(raw)), _read(raw)):
        info = styles.paragraph("Dup")
        assert info.name == "Heading 2"
        assert not info.is_title
        assert info.heading_level == 5
        assert info.bidi is True
        assert (info.num_id, info.ilvl) == ("5", 3)
        assert info.page_break_before is False  # from Base: the second w:pPr is not read


@pytest.mark.parametrize(
    "raw",
    [
        _part(_style("A", padding=40), "<!-- a comment -->", _style("B")),
        _part(_style("A", padding=40)).replace(b"<w:styles ", b"<?pi x?><w:styles "),
        _part(_style("A", padding=40, extra="<w:rPr><w:x>a<![CDATA[<b>]]></w:x></w:rPr>")),
    ],
)
def test_parts_the_check_refuses_but_parse_are_read_whole(raw: bytes) -> None:
    assert not checked_whole(raw)  # a comment, a processing instruction, a CDATA section
    with mock.patch.object(docx_styles_cut, "cut_styles", _must_not_cut):
        _assert_same_as_whole(raw, _read(raw))  # parsed whole, not cut
