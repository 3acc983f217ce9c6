"""The body cut into distinct children by bytes (``docx_distinct``) against lxml and the old path.

- the cut gives, position by position, the children lxml parses from the whole part
  (serialised), on the sample and corpus files, the long law and hypothesis-built bodies;
- each construct the cut is not sure of sends it back (None), and the load then gives the
  same document;
- loads through the distinct children and through the whole part give the same document
  (``test_docx_digest.digest``: text, key layer, offset map, pages, blocks, metadata) on
  every DOCX here, including repeated numbered paragraphs, section and page breaks in repeated
  paragraphs, fields spanning paragraphs, deleted paragraph marks and repeated tables;
- the loader's and numbering's own tests on built documents pass with every load going
  through the cut (size and repeat thresholds off).
"""

from __future__ import annotations

import inspect
import tempfile
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

import inspector.document.docx as docx_loader
from inspector.document import docx_distinct
from inspector.document.docx_distinct import cut_body, distinct_body
from inspector.document.docx_package import Package, parse_xml
from inspector.document.docx_paragraphs import sections_in_order, sections_of
from inspector.document.docx_xml import W_URI, W, gather_bytes
from inspector.errors import DamagedFileError
from tests.document import test_docx_loader as loader_tests
from tests.document import test_docx_numbering as numbering_tests
from tests.document.make_docx_label_goldens import sample_docx_files
from tests.document.test_docx_digest import _load, digest, make_long_law
from tests.document.test_docx_numbering import make_docx

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"
W_NS = f'xmlns:w="{W_URI}"'
HEAD = (
    b"<?xml version='1.0' encoding='UTF-8' standalone='yes'?>\n"
    b'<w:document xmlns:w="' + W_URI.encode() + b'" xmlns:r="urn:r"><w:body>'
)
TAIL = b"</w:body></w:document>"


def _main_bytes(path: Path) -> bytes:
    package = Package(path, path.read_bytes())
    raw = package.part_bytes(package.main_part)
    assert raw is not None
    return raw


def _children(raw: bytes) -> list[bytes]:
    """The body's children as lxml parses them from the whole part, serialised."""
    body = parse_xml(raw).find(W.body)
    assert body is not None
    return [etree.tostring(child, with_tail=False) for child in body]


@contextmanager
def _cut_always() -> Iterator[None]:
    """The cut does not give up for want of size or repeats (``MIN_BYTES``, ``MOSTLY_DISTINCT``)."""
    with (
        mock.patch.object(docx_distinct, "MOSTLY_DISTINCT", 2.0),
        mock.patch.object(docx_distinct, "MIN_BYTES", 0),
    ):
        yield


def _cut_children(raw: bytes) -> list[bytes] | None:
    """The same through the distinct children, or None when the cut gives up."""
    with _cut_always():
        distinct = distinct_body(raw)
    if distinct is None:
        return None
    serialised = [etree.tostring(child, with_tail=False) for child in distinct.children]
    return [serialised[index] for index in distinct.order]


@contextmanager
def _whole_part_only() -> Iterator[None]:
    """Loads inside take the old path (the whole part parsed): no part is big enough to cut."""
    with mock.patch.object(docx_distinct, "MIN_BYTES", 1 << 62):
        yield


def _both_ways(path: Path) -> tuple[dict[str, object], dict[str, object]]:
    with _cut_always():
        distinct = digest(_load(path))
    with _whole_part_only():
        whole = digest(_load(path))
    return distinct, whole


def _real_files() -> list[Path]:
    return sample_docx_files() + sorted(CORPUS.glob("*/rendered.docx"))


@pytest.fixture(scope="module")
def long_law() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        yield make_long_law(Path(folder) / "long_law.docx")


# ------------------------------------------------------------------------- real documents


@pytest.mark.parametrize("path", _real_files(), ids=lambda path: path.parent.name + path.name)
def test_cut_gives_lxml_children_on_real_documents(path: Path) -> None:
    raw = _main_bytes(path)
    assert _cut_children(raw) == _children(raw)


@pytest.mark.parametrize("path", _real_files(), ids=lambda path: path.parent.name + path.name)
def test_load_is_the_same_both_ways_on_real_documents(path: Path) -> None:
    distinct, whole = _both_ways(path)
    assert distinct == whole


def test_long_law_cut_and_load(long_law: Path) -> None:
    raw = _main_bytes(long_law)
    cut = cut_body(raw)
    assert cut is not None
    assert cut.distinct < len(cut.order) / 3  # its copies are kept once
    assert _cut_children(raw) == _children(raw)
    distinct, whole = _both_ways(long_law)
    assert distinct == whole


# ----------------------------------------------------------------- constructed documents


def _p(text: str, ppr: str = "", attrs: str = "") -> str:
    props = f"<w:pPr>{ppr}</w:pPr>" if ppr else ""
    return f'<w:p{attrs}>{props}<w:r><w:t xml:space="preserve">{text}</w:t></w:r></w:p>'


_NUMBERED = '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'
_NUMBERED_2 = '<w:numPr><w:ilvl w:val="1"/><w:numId w:val="1"/></w:numPr>'
_DELETED_MARK = '<w:rPr><w:del w:id="9" w:author="A" w:date="2024-01-01T00:00:00Z"/></w:rPr>'
_CELL = "<w:tc><w:p><w:r><w:t>{}</w:t></w:r></w:p></w:tc>"
_TABLE = (
    '<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tr>'
    + _CELL.format("Cell A")
    + "<w:tc><w:p><w:pPr>"
    + _NUMBERED
    + "</w:pPr><w:r><w:t>Cell B</w:t></w:r></w:p></w:tc></w:tr></w:tbl>"
)
_NESTED_TABLE = (
    "<w:tbl><w:tr><w:tc>"
    + _TABLE
    + "<w:p><w:r><w:t>after inner</w:t></w:r></w:p></w:tc>"
    + _CELL.format("Outer")
    + "</w:tr></w:tbl>"
)
# Body children, many of them meant to repeat.
CHILDREN = [
    _p("[Repealed]"),
    _p("Article", _NUMBERED),
    _p("Sub-article", _NUMBERED_2),
    _p("Heading", '<w:pStyle w:val="Heading1"/>'),
    _p("Page break before", "<w:pageBreakBefore/>"),
    '<w:p><w:r><w:t>Before</w:t></w:r><w:r><w:br w:type="page"/></w:r>'
    "<w:r><w:t>after the break</w:t></w:r></w:p>",
    _p(
        "End of section",
        '<w:sectPr><w:type w:val="nextPage"/><w:pgSz w:w="12240" w:h="15840"/></w:sectPr>',
    ),
    _p("Continuous section", '<w:sectPr><w:type w:val="continuous"/></w:sectPr>'),
    # a field that begins in one paragraph and ends in another
    '<w:p><w:r><w:t>Field: </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r>'
    "<w:r><w:instrText> REF x </w:instrText></w:r>"
    '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>result one</w:t></w:r></w:p>',
    '<w:p><w:r><w:t>result two</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    _p("joined to the next ", _DELETED_MARK),
    _p("Numbered, mark deleted ", _NUMBERED + _DELETED_MARK),
    _TABLE,
    _NESTED_TABLE,
    '<w:bookmarkStart w:id="1" w:name="b"/>',
    '<w:bookmarkEnd w:id="1"/>',
    "<w:sdt><w:sdtContent>"
    + _p("In a control")
    + _p("Second", _NUMBERED)
    + "</w:sdtContent></w:sdt>",
    "<w:p/>",
    "<w:p><w:pPr>" + _NUMBERED + "</w:pPr></w:p>",
    _p("With attributes", "", ' w:rsidR="00A1"'),
    _p("نص عربي", "<w:bidi/>"),
    '<w:p><w:hyperlink r:id="x"><w:r><w:t>link</w:t></w:r></w:hyperlink></w:p>',
]
_LIST = (
    '<w:abstractNum w:abstractNumId="0">'
    '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
    '<w:lvlText w:val="%1."/></w:lvl>'
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/>'
    '<w:lvlText w:val="(%2)"/></w:lvl></w:abstractNum>'
    '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>'
)
_BODIES = st.lists(st.sampled_from(range(len(CHILDREN))), min_size=1, max_size=30)


def _body_xml(indexes: list[int]) -> str:
    return "".join(CHILDREN[index] for index in indexes)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_BODIES, st.sampled_from(["", "\n", "\r\n  ", "\t"]))
def test_cut_gives_lxml_children_on_generated_bodies(indexes: list[int], space: str) -> None:
    xml = space.join(CHILDREN[index] for index in indexes)
    raw = HEAD + xml.encode("utf-8") + space.encode() + TAIL
    assert _cut_children(raw) == _children(raw)  # every child here is one the cut takes


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_BODIES)
def test_load_is_the_same_both_ways_on_generated_documents(indexes: list[int]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = make_docx(Path(folder) / "doc.docx", _body_xml(indexes) + _p("end"), numbering=_LIST)
        with _cut_always():
            assert cut_body(_main_bytes(path)) is not None  # python-docx writes what it takes
        try:
            with _cut_always():
                distinct: Any = digest(_load(path))
        except Exception as error:  # the same error both ways
            distinct = repr(error)
        with _whole_part_only():
            try:
                whole: Any = digest(_load(path))
            except Exception as error:
                whole = repr(error)
        assert distinct == whole


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_BODIES)
def test_sections_in_order_are_the_whole_bodys(indexes: list[int]) -> None:
    raw = HEAD + _body_xml(indexes).encode("utf-8") + TAIL
    with _cut_always():
        distinct = distinct_body(raw)
    assert distinct is not None
    whole = parse_xml(raw).find(W.body)
    assert whole is not None
    assert sections_in_order(distinct.root[0], distinct.order) == sections_of(whole)


@given(st.binary(max_size=40), st.lists(st.integers(0, 39), max_size=60))
def test_gather_bytes_is_the_table_at_each_index(table: bytes, order: list[int]) -> None:
    order = [index for index in order if index < len(table)]
    assert gather_bytes(table, order) == bytes(table[index] for index in order)
    assert gather_bytes(bytearray(table), range(len(table))) == table


def test_repeated_numbered_paragraphs_count_per_position(tmp_path: Path) -> None:
    body = (_p("Article", _NUMBERED) + _p("Sub", _NUMBERED_2)) * 3 + _TABLE * 2
    path = make_docx(tmp_path / "doc.docx", body, numbering=_LIST)
    with _cut_always():
        cut = cut_body(_main_bytes(path))
        assert cut is not None
        assert cut.distinct < len(cut.order)
        text = _load(path).text
    for label in ("1.\tArticle", "2.\tArticle", "3.\tArticle", "(a)\tSub"):
        assert label in text
    assert "Cell A | 4.\tCell B" in text
    assert "Cell A | 5.\tCell B" in text
    distinct, whole = _both_ways(path)
    assert distinct == whole


# ----------------------------------------------------------------------------- refusals

_REFUSED = {
    "comment": HEAD + b"<w:p><!-- </w:p> --><w:r><w:t>x</w:t></w:r></w:p>" + TAIL,
    "cdata": HEAD + b"<w:p><w:r><w:t><![CDATA[a</w:p>b]]></w:t></w:r></w:p>" + TAIL,
    "processing instruction": HEAD + b"<w:p><?pi x?><w:r><w:t>x</w:t></w:r></w:p>" + TAIL,
    "doctype": HEAD.replace(b"\n<w:document", b"\n<!DOCTYPE w:document>\n<w:document")
    + _p("x").encode()
    + TAIL,
    "namespace in the body": HEAD + b'<w:p xmlns:x="urn:x"><w:r><w:t>x</w:t></w:r></w:p>' + TAIL,
    "w bound elsewhere": HEAD.replace(W_URI.encode(), b"urn:other") + _p("x").encode() + TAIL,
    "latin-1": HEAD.replace(b"UTF-8", b"ISO-8859-1") + _p("caf\xe9").encode("latin-1") + TAIL,
    "text between children": HEAD + (_p("a") + "stray" + _p("b")).encode() + TAIL,
    "background before the body": HEAD.replace(
        b"<w:body>", b'<w:background w:color="FFFFFF"/><w:body>'
    )
    + _p("x").encode()
    + TAIL,
    "body attributes": HEAD.replace(b"<w:body>", b'<w:body w:x="1">') + _p("x").encode() + TAIL,
    "text box paragraph in a paragraph": HEAD
    + b"<w:p><w:r><w:pict><w:txbxContent><w:p><w:r><w:t>in box</w:t></w:r></w:p>"
    + b"</w:txbxContent></w:pict></w:r></w:p>"
    + _p("after").encode()
    + TAIL,
    "self-closing paragraph with attributes": HEAD
    + b'<w:bookmarkStart w:id="0" w:name="a"/><w:p w:rsidR="1"/>'
    + _p("x").encode()
    + TAIL,
    "unbalanced table": HEAD + b"<w:tbl><w:tr><w:tc>" + _p("x").encode() + TAIL,
    "empty body": HEAD.replace(b"<w:body>", b"<w:body/>") + TAIL[len(b"</w:body>") :],
    "nul byte": HEAD + _p("x").encode() + b"\x00" + TAIL,
    "two bodies": HEAD + _p("x").encode() + b"</w:body><w:body>" + _p("y").encode() + TAIL,
}


@pytest.mark.parametrize("name", list(_REFUSED))
def test_cut_refuses(name: str) -> None:
    with _cut_always():
        assert cut_body(_REFUSED[name]) is None


def test_cut_gives_up_when_too_little_repeats() -> None:
    distinct = "".join(_p(f"Paragraph {number}") for number in range(20))
    repeated = _p("[Repealed]") * 20 + distinct
    with mock.patch.object(docx_distinct, "MIN_BYTES", 0):
        assert cut_body(HEAD + distinct.encode() + TAIL) is None
        assert cut_body(HEAD + repeated.encode() + TAIL) is not None
    assert cut_body(HEAD + repeated.encode() + TAIL) is None  # too small to be worth it
    large = (repeated * (docx_distinct.MIN_BYTES // len(repeated) + 1)).encode()
    assert cut_body(HEAD + large + TAIL) is not None


def _package_with(tmp_path: Path, raw: bytes) -> Path:
    """A DOCX (python-docx's template) whose main part is ``raw``."""
    path = make_docx(tmp_path / "base.docx", _p("base"))
    out = tmp_path / "doc.docx"
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            data = raw if info.filename == "word/document.xml" else source.read(info)
            target.writestr(info, data)
    return out


_LOADABLE = [
    name
    for name in _REFUSED
    if name not in ("w bound elsewhere", "nul byte", "unbalanced table", "empty body")
]


@pytest.mark.parametrize("name", _LOADABLE)
def test_a_refused_part_loads_whole(tmp_path: Path, name: str) -> None:
    path = _package_with(tmp_path, _REFUSED[name])
    with _cut_always():
        assert distinct_body(_REFUSED[name]) is None  # refused: the loader parses it whole
        document = _load(path)
    assert document.text.strip()


@pytest.mark.parametrize(
    "raw",
    [
        HEAD + (_p("x") * 3).encode() + b"<w:p><w:r></w:p>" + TAIL,  # a repeated child broken
        HEAD + (_p("x") * 3).encode() + b"</w:body><w:oops></w:document>",
        HEAD + (_p("x") * 3).encode() + b"<w:p><w:r><w:t>&undefined;</w:t></w:r></w:p>" + TAIL,
        HEAD.replace(b"xmlns:r", b"xmlns:r xmlns:r") + _p("x").encode() + TAIL,
    ],
)
def test_malformed_main_part_gives_the_same_error(tmp_path: Path, raw: bytes) -> None:
    # The cut may accept these bytes; its small document then fails to parse or to match,
    # and it must hand the part back (not raise) for the whole parse's typed error.
    path = _package_with(tmp_path, raw)
    with _cut_always(), pytest.raises(DamagedFileError) as distinct:
        _load(path)
    with _whole_part_only(), pytest.raises(DamagedFileError) as whole:
        _load(path)
    assert str(distinct.value) == str(whole.value)


def test_progress_reports_every_64_children_through_runs(tmp_path: Path) -> None:
    """Stretches of simple paragraphs are written in one call; the reports stay the same."""
    body = (_p("[Repealed]") * 70 + _p("Article", _NUMBERED) + _p("Other") * 30) * 3 + _TABLE
    path = make_docx(tmp_path / "doc.docx", body, numbering=_LIST)
    data = path.read_bytes()
    calls: list[tuple[int, int]] = []
    with _cut_always():
        docx_loader.load_docx(path, data, "x", on_progress=lambda *call: calls.append(call))
    total = 3 * 101 + 2  # the table and the section properties
    assert calls == [(done, total) for done in range(0, total, 64)] + [(total, total)]


def _tmp_path_tests() -> Iterator[tuple[str, Any]]:
    """The loader's and numbering's own tests that take only ``tmp_path``."""
    for module in (loader_tests, numbering_tests):
        for name, function in sorted(vars(module).items()):
            if not name.startswith("test_") or not callable(function):
                continue
            if list(inspect.signature(function).parameters) == ["tmp_path"]:
                yield f"{module.__name__.rsplit('.', 1)[-1]}.{name}", function


_TMP_PATH_TESTS = [
    # Each keeps its own marks: a test skipped where LibreOffice is missing is skipped here too
    # (called directly, its skipif would not be applied).
    pytest.param(name, test, id=name, marks=getattr(test, "pytestmark", ()))
    for name, test in _tmp_path_tests()
]
# refused before the main part is read (too large): no document reaches the cut
_NOT_CUT = {"test_docx_loader.test_size_limits_from_the_central_directory"}


@pytest.mark.parametrize(("name", "test"), _TMP_PATH_TESTS)
def test_loader_tests_pass_through_the_distinct_children(
    name: str, test: Any, tmp_path: Path
) -> None:
    """Every document those tests build loads through the cut, and their checks still hold."""
    results: list[object] = []
    real = distinct_body

    def recording(raw: bytes) -> object:
        result = real(raw)
        results.append(result)
        return result

    with _cut_always(), mock.patch.object(docx_loader, "distinct_body", recording):
        test(tmp_path)
    taken = any(result is not None for result in results)
    if name not in _NOT_CUT:
        assert taken, "the cut was never taken"
