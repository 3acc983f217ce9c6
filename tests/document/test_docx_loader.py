"""The DOCX loader: body order, tracked changes, fields, content controls, direction, kinds,
pages, the offset map, bad input, the sample documents and the real-document corpus."""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import struct
import time
import unicodedata
import zipfile
from pathlib import Path

import docx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.docx import load_docx
from inspector.document.model import BlockKind, Direction, Document
from inspector.errors import (
    Cancelled,
    DamagedFileError,
    EmptyDocumentError,
    TooLargeError,
    UnsupportedFileError,
)
from tests.document.make_docx_label_goldens import (
    GOLDEN_DIR,
    comparable,
    libreoffice_labels_of,
    sample_docx_files,
)
from tests.document.test_docx_numbering import LEGAL, labels_of, load, make_docx, num, p

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO.parent / "shared" / "corpus"
CORPUS_DOCX = [
    "08_judgment_ewca_civ_2025_673_en/rendered.docx",
    "10_tn_personal_status_code_ar/rendered.docx",
]


def run(text: str, rpr: str = "") -> str:
    props = f"<w:rPr>{rpr}</w:rPr>" if rpr else ""
    return f'<w:r>{props}<w:t xml:space="preserve">{text}</w:t></w:r>'


def para(*content: str, ppr: str = "") -> str:
    return f"<w:p><w:pPr>{ppr}</w:pPr>{''.join(content)}</w:p>"


def table(*rows: list[str], tblpr: str = "") -> str:
    cells = "".join(
        "<w:tr>"
        + "".join(f"<w:tc>{para(run(c)) if c else '<w:p/>'}</w:tc>" for c in row)
        + "</w:tr>"
        for row in rows
    )
    return f"<w:tbl><w:tblPr>{tblpr}</w:tblPr>{cells}</w:tbl>"


def load_body(tmp_path: Path, body: str, **kwargs: str) -> Document:
    return load(make_docx(tmp_path / "doc.docx", body, **kwargs))


def block_texts(document: Document) -> list[str]:
    return [document.text[b.text_start : b.text_end] for b in document.blocks]


# --------------------------------------------------------------------------- body and text


def test_body_order_with_tables_and_block_content_controls(tmp_path: Path) -> None:
    body = (
        para(run("First paragraph."))
        + table(["Item", "Price"], ["Widget", "EUR 5"], ["", "total"])
        + '<w:sdt><w:sdtPr><w:alias w:val="Party"/></w:sdtPr><w:sdtContent>'
        + para(run("Inside a block content control."))
        + "</w:sdtContent></w:sdt>"
        + para(run("Last paragraph."))
    )
    document = load_body(tmp_path, body)
    assert block_texts(document) == [
        "First paragraph.",
        "Item | Price\nWidget | EUR 5\n | total",
        "Inside a block content control.",
        "Last paragraph.",
    ]
    assert [b.kind for b in document.blocks] == [
        BlockKind.PARAGRAPH,
        BlockKind.TABLE,
        BlockKind.PARAGRAPH,
        BlockKind.PARAGRAPH,
    ]
    assert document.text == "\n\n".join(block_texts(document))
    # table separators are synthetic, cell text is real
    text = document.text
    bar = text.index(" | ")
    assert document.offset_map.glyph(bar) is None
    assert document.offset_map.glyph(text.index("Widget")) is not None


def test_cell_paragraphs_nested_tables_and_breaks_stay_on_one_row_line(tmp_path: Path) -> None:
    inner = table(["x", "y"])
    body = (
        "<w:tbl><w:tr><w:tc>"
        + para(run("one"), "<w:r><w:br/></w:r>", run("two"))
        + para(run("three"))
        + "</w:tc><w:tc>"
        + inner
        + "<w:p/></w:tc></w:tr></w:tbl>"
    )
    document = load_body(tmp_path, body)
    assert block_texts(document) == ["one two three | x y"]


def test_runs_breaks_tabs_symbols_hidden_text_and_trimming(tmp_path: Path) -> None:
    body = para(
        run("  Lead "),
        "<w:r><w:tab/></w:r>",
        run("tab"),
        "<w:r><w:br/></w:r>",
        run("line two"),
        "<w:r><w:noBreakHyphen/></w:r>",
        run("x"),
        "<w:r><w:softHyphen/></w:r>",
        run("hidden", rpr="<w:vanish/>"),
        run("shown", rpr='<w:vanish w:val="0"/>'),
        '<w:r><w:sym w:font="Symbol" w:char="F0B7"/></w:r>',
        '<w:r><w:footnoteReference w:id="1"/></w:r>',
        run("   "),
    )
    document = load_body(tmp_path, body)
    assert document.text == "Lead \ttab\nline two-xshown•"


DELETED_MARK = '<w:rPr><w:del w:id="9" w:author="A" w:date="2025-01-01T00:00:00Z"/></w:rPr>'


def test_tracked_changes_are_accepted(tmp_path: Path) -> None:
    ins = '<w:ins w:id="1" w:author="A" w:date="2025-01-01T00:00:00Z">{}</w:ins>'
    dele = '<w:del w:id="2" w:author="A" w:date="2025-01-01T00:00:00Z">{}</w:del>'
    deleted_run = '<w:r><w:delText xml:space="preserve">EUR 4,000 </w:delText></w:r>'
    body = (
        para(
            run("The fee is "),
            dele.format(deleted_run),
            ins.format(run("EUR 5,000 ")),
            run("per month."),
        )
        + para(
            run("Moved "),
            '<w:moveFrom w:id="3" w:author="A" w:date="2025-01-01T00:00:00Z">'
            + run("old")
            + "</w:moveFrom>",
            '<w:moveTo w:id="4" w:author="A" w:date="2025-01-01T00:00:00Z">'
            + run("new")
            + "</w:moveTo>",
        )
        # a whole numbered paragraph deleted (text and mark): no block, no number used
        + p("a", 1, 0)
        + para(
            dele.format(run("gone")),
            ppr='<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'
            '<w:rPr><w:del w:id="5" w:author="A" w:date="2025-01-01T00:00:00Z"/></w:rPr>',
        )
        + p("b", 1, 0)
        # a deleted paragraph mark joins the paragraph to the next one
        + para(
            run("Joined "),
            ppr='<w:rPr><w:del w:id="6" w:author="A" w:date="2025-01-01T00:00:00Z"/></w:rPr>',
        )
        + para(run("together."))
        + "<w:tbl><w:tr><w:tc>"
        + para(run("kept "), ppr=DELETED_MARK)
        + para(run("row"))
        + para(run("and"))
        + "</w:tc></w:tr>"
        + '<w:tr><w:trPr><w:del w:id="7" w:author="A" w:date="2025-01-01T00:00:00Z"/>'
        + "</w:trPr><w:tc>"
        + para(run("deleted row"))
        + "</w:tc></w:tr></w:tbl>"
    )
    document = load_body(tmp_path, body, numbering=LEGAL + num(1, 0))
    assert block_texts(document) == [
        "The fee is EUR 5,000 per month.",
        "Moved new",
        "1.\ta",
        "2.\tb",
        "Joined together.",
        "kept row and",
    ]
    assert document.metadata["tracked_changes"] == "accepted"


def test_no_tracked_changes_no_metadata(tmp_path: Path) -> None:
    assert "tracked_changes" not in load_body(tmp_path, para(run("Plain."))).metadata


def test_field_results_replace_field_codes(tmp_path: Path) -> None:
    def fld(kind: str) -> str:
        return f'<w:r><w:fldChar w:fldCharType="{kind}"/></w:r>'

    def instr(code: str) -> str:
        return f'<w:r><w:instrText xml:space="preserve">{code}</w:instrText></w:r>'

    body = (
        para(
            run("See Clause "),
            '<w:fldSimple w:instr=" REF _Ref1 \\r \\h ">' + run("7.1") + "</w:fldSimple>",
            run(" above."),
        )
        + para(
            run("As in "),
            fld("begin"),
            instr(" REF _Ref2 \\h "),
            fld("separate"),
            run("Article 4"),
            fld("end"),
            run("."),
        )
        # a nested field inside the instruction, and a field without a result
        + para(
            fld("begin"),
            instr(" IF "),
            fld("begin"),
            instr(" DATE "),
            fld("separate"),
            run("2025"),
            fld("end"),
            instr(' = 1 "x" '),
            fld("separate"),
            run("outer result"),
            fld("end"),
            fld("begin"),
            instr(" SEQ "),
            fld("end"),
        )
        # a field spanning paragraphs (a table of contents): the result paragraphs are kept
        + para(fld("begin"), instr(' TOC \\o "1-3" '), fld("separate"), run("Contents entry"))
        + para(run("Second entry"), fld("end"))
        + para(run("After the field."))
    )
    document = load_body(tmp_path, body)
    assert block_texts(document) == [
        "See Clause 7.1 above.",
        "As in Article 4.",
        "outer result",
        "Contents entry",
        "Second entry",
        "After the field.",
    ]


def test_inline_content_controls_hyperlinks_and_smart_tags_keep_their_text(tmp_path: Path) -> None:
    body = para(
        run("Party: "),
        "<w:sdt><w:sdtPr/><w:sdtContent>" + run("ACME Ltd") + "</w:sdtContent></w:sdt>",
        '<w:hyperlink r:id="rId99">' + run(", see") + "</w:hyperlink>",
        '<w:smartTag w:uri="u" w:element="e">' + run(" here") + "</w:smartTag>",
    )
    assert load_body(tmp_path, body).text == "Party: ACME Ltd, see here"


def test_headers_footers_and_footnotes_are_not_body_text(tmp_path: Path) -> None:
    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = "RUNNING HEADER"
    document.sections[0].footer.paragraphs[0].text = "Page footer"
    document.add_paragraph("Body text only.")
    path = tmp_path / "hf.docx"
    document.save(str(path))
    assert load(path).text == "Body text only."


# --------------------------------------------------------------------------- block properties


def test_kinds_levels_and_style_names(tmp_path: Path) -> None:
    body = (
        p("Services Agreement", style="Title")
        + p("Part One", style="Heading1")
        + p("Definitions", style="Heading2")
        + p("Outline level three", ppr='<w:outlineLvl w:val="2"/>')
        + p("Body text level", style="Heading3", ppr='<w:outlineLvl w:val="9"/>')
        + p("A quotation.", style="Quote")
        + p("An intense quotation.", style="IntenseQuote")
        + p("Numbered item.", 1, 0)
        + p("Numbered heading", 1, 0, style="Heading1")
        + p("Plain.")
    )
    document = load_body(tmp_path, body, numbering=LEGAL + num(1, 0))
    got = [(b.kind, b.level, b.style) for b in document.blocks]
    assert got == [
        (BlockKind.TITLE, None, "Title"),
        (BlockKind.HEADING, 1, "Heading 1"),
        (BlockKind.HEADING, 2, "Heading 2"),
        (BlockKind.HEADING, 3, "Normal"),
        (BlockKind.PARAGRAPH, None, "Heading 3"),
        (BlockKind.QUOTE, None, "Quote"),
        (BlockKind.QUOTE, None, "Intense Quote"),
        (BlockKind.LIST_ITEM, None, "Normal"),
        (BlockKind.HEADING, 1, "Heading 1"),
        (BlockKind.PARAGRAPH, None, "Normal"),
    ]
    assert document.title == "Services Agreement"


def test_custom_heading_style_inherits_outline_level(tmp_path: Path) -> None:
    styles = (
        '<w:style w:type="paragraph" w:styleId="ArticleTitle"><w:name w:val="Article Title"/>'
        '<w:basedOn w:val="Heading2"/></w:style>'
        '<w:style w:type="paragraph" w:styleId="Sub"><w:name w:val="Sub"/>'
        '<w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="3"/></w:pPr></w:style>'
    )
    document = load_body(
        tmp_path, p("Article 1", style="ArticleTitle") + p("x", style="Sub"), styles=styles
    )
    assert [(b.kind, b.level, b.style) for b in document.blocks] == [
        (BlockKind.HEADING, 2, "Article Title"),
        (BlockKind.HEADING, 4, "Sub"),
    ]


def test_direction_from_bidi_direct_style_chain_and_text(tmp_path: Path) -> None:
    styles = (
        '<w:style w:type="paragraph" w:styleId="ArabicBody"><w:name w:val="Arabic Body"/>'
        "<w:pPr><w:bidi/></w:pPr></w:style>"
        '<w:style w:type="paragraph" w:styleId="ArabicChild"><w:name w:val="Arabic Child"/>'
        '<w:basedOn w:val="ArabicBody"/></w:style>'
    )
    body = (
        p("يلتزم المورد بتسليم البضائع", ppr="<w:bidi/>")
        + p("Latin text in an RTL style", style="ArabicChild")
        + p("نص عربي", style="ArabicChild", ppr='<w:bidi w:val="0"/>')
        + p("نص عربي بلا اتجاه")  # no w:bidi anywhere: the first strong character decides
        + p("English text")
    )
    document = load_body(tmp_path, body, styles=styles)
    assert [b.direction for b in document.blocks] == [
        Direction.RTL,
        Direction.RTL,
        Direction.LTR,
        Direction.RTL,
        Direction.LTR,
    ]


def test_language_per_block(tmp_path: Path) -> None:
    body = (
        p("The Supplier shall deliver the goods to the Customer at the agreed place and time.")
        + p("Le fournisseur livre les marchandises au client au lieu et à la date convenus.")
        + p("يلتزم المورد بتسليم البضائع إلى العميل في المكان والزمان المتفق عليهما.")
        + p("Short")
    )
    # "Short" cannot be told apart; it inherits the last Latin-script block's language.
    assert [b.language for b in load_body(tmp_path, body).blocks] == ["en", "fr", "ar", "fr"]


def test_display_normalisation_and_key_layer(tmp_path: Path) -> None:
    # A right-to-left mark and presentation forms (ﻻ) as some Arabic files carry them.
    body = p("\u200f  المادة ١٢ مُكَرَّرة \ufefb\u200f")
    document = load_body(tmp_path, body)
    assert document.text == "المادة ١٢ مُكَرَّرة لا"
    assert document.key.text == "المادة 12 مكررة لا"
    assert all(document.offset_map.glyph(i) is not None for i in range(len(document.text)))


# --------------------------------------------------------------------------- pages


def test_pages_from_explicit_breaks_only(tmp_path: Path) -> None:
    # A section's w:type says how that section starts; its sectPr sits in its last paragraph.
    landscape = '<w:sectPr><w:pgSz w:w="16838" w:h="11906"/></w:sectPr>'
    continuous = '<w:sectPr><w:type w:val="continuous"/></w:sectPr>'
    body = (
        para(run("Page one"), "<w:r><w:lastRenderedPageBreak/></w:r>", run(" still one"))
        + para(run("Before break"), '<w:r><w:br w:type="page"/></w:r>', run("after break"))
        + p("Starts page three", ppr="<w:pageBreakBefore/>")
        + para(run("ends the first section"), ppr=landscape)
        + para(run("continuous section, same page"), ppr=continuous)
        + p("Page four: the last section starts on a new page")
        + p("Page five", ppr="<w:pageBreakBefore/>")
        + para('<w:r><w:br w:type="page"/></w:r>', '<w:r><w:br w:type="page"/></w:r>')
        + p("Page seven")
    )
    document = load_body(tmp_path, body)
    text = document.text

    def page(phrase: str) -> int | None:
        return document.offset_map.page_of(text.index(phrase))

    assert [page(s) for s in ("Page one", "still one", "Before break", "after break")] == [
        0,
        0,
        0,
        1,
    ]
    assert page("Starts page three") == 2
    assert page("ends the first") == 2
    assert page("continuous section") == 2
    assert page("Page four") == 3
    assert page("Page five") == 4
    assert page("Page seven") == 6
    assert len(document.pages) == 7
    assert document.pages[5].text_start == document.pages[5].text_end  # the empty page
    assert document.pages[0].text_start == 0
    assert document.pages[-1].text_end == len(text)
    for before, after in zip(document.pages, document.pages[1:], strict=False):
        assert before.text_end == after.text_start
    # the first section is A4 landscape: twips / 20 = points
    assert (document.pages[0].width, document.pages[0].height) == (841.9, 595.3)
    assert all(document.page_at(b.text_start).index == b.page_index for b in document.blocks)


def test_page_break_before_on_a_fresh_page_adds_no_page(tmp_path: Path) -> None:
    body = (
        p("one")
        + para(run("x"), '<w:r><w:br w:type="page"/></w:r>')
        + p("two", ppr="<w:pageBreakBefore/>")
    )
    document = load_body(tmp_path, body)
    assert len(document.pages) == 2


# --------------------------------------------------------------------------- invariants


def check_invariants(document: Document) -> None:
    text = document.text
    assert len(document.offset_map) == len(text)
    assert document.source_kind == "docx"
    position = 0
    for index, block in enumerate(document.blocks):
        assert block.index == index
        assert position <= block.text_start < block.text_end <= len(text)
        position = block.text_end
    assert document.pages[0].text_start == 0
    assert document.pages[-1].text_end == len(text)
    for offset, char in enumerate(text):
        glyph = document.offset_map.glyph(offset)
        if glyph is not None:
            assert glyph.bbox is None
            assert document.page_at(offset).index == glyph.page_index
        elif not char.isspace():
            # synthetic characters outside whitespace are numbering labels and " | "
            assert char == "|" or any(b.text_start <= offset < b.text_end for b in document.blocks)


paragraph_text = st.text(
    alphabet=st.sampled_from(list("abc XYZ\tالمادة١٢")), min_size=0, max_size=30
)


@settings(max_examples=60)  # each example writes and reads a DOCX
@given(st.lists(st.tuples(paragraph_text, st.booleans(), st.booleans()), min_size=1, max_size=12))
def test_random_paragraphs_keep_their_text_and_the_invariants(
    paragraphs: list[tuple[str, bool, bool]],
) -> None:
    import tempfile

    body = []
    expected = []
    count = 0
    for text, numbered, page_break in paragraphs:
        escaped = text.replace("&", "&amp;").replace("<", "&lt;")
        body.append(
            p(escaped, 1 if numbered else None, ppr="<w:pageBreakBefore/>" if page_break else "")
        )
        stripped = text.strip()
        if numbered:
            count += 1
            expected.append(f"{count}.\t{stripped}" if stripped else f"{count}.\t")
        elif stripped:
            expected.append(stripped)
    with tempfile.TemporaryDirectory() as tmp:
        path = make_docx(Path(tmp) / "r.docx", "".join(body), numbering=LEGAL + num(1, 0))
        if not any(t.strip() for t, _n, _b in paragraphs):
            with pytest.raises(EmptyDocumentError):
                load(path)
            return
        document = load(path)
    assert document.text == "\n\n".join(expected)
    check_invariants(document)


# --------------------------------------------------------------------------- progress, cancel


def test_progress_and_cancel(tmp_path: Path) -> None:
    path = make_docx(tmp_path / "p.docx", "".join(p(f"Paragraph {i}") for i in range(200)))
    data = path.read_bytes()
    calls: list[tuple[int, int]] = []
    load_docx(path, data, "x", on_progress=lambda done, total: calls.append((done, total)))
    assert calls[0] == (0, 201)  # 200 paragraphs and the section properties
    assert calls[-1] == (201, 201)
    assert [c[0] for c in calls] == sorted(c[0] for c in calls)
    with pytest.raises(Cancelled):
        load_docx(path, data, "x", should_cancel=lambda: True)


# --------------------------------------------------------------------------- bad input


def _zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as package:
        for name, data in members.items():
            package.writestr(name, data)
    return buffer.getvalue()


def _package(tmp_path: Path, replace: dict[str, bytes | None] | None = None) -> bytes:
    """The bytes of a valid DOCX with some members replaced (None: removed)."""
    source = make_docx(tmp_path / "base.docx", p("Some text."))
    with zipfile.ZipFile(source) as package:
        members = {info.filename: package.read(info) for info in package.infolist()}
    for name, data in (replace or {}).items():
        if data is None:
            members.pop(name, None)
        else:
            members[name] = data
    return _zip(members)


def _forge(data: bytes, member: str, file_size: int) -> bytes:
    """Rewrite the uncompressed size the central directory declares for ``member``."""
    out = bytearray(data)
    position = out.find(b"PK\x01\x02")
    while position >= 0:
        name_length = struct.unpack_from("<H", out, position + 28)[0]
        name = bytes(out[position + 46 : position + 46 + name_length]).decode()
        if name == member:
            struct.pack_into("<I", out, position + 24, file_size)
        position = out.find(b"PK\x01\x02", position + 46)
    return bytes(out)


def _load_bytes(data: bytes, name: str = "contract.docx") -> Document:
    return load_docx(Path(name), data, hashlib.sha256(data).hexdigest())


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"%PDF-1.7\n%binary", "contract.docx is not a Word document (it is a PDF)"),
        (b"{\\rtf1\\ansi hello}", "it is an RTF document"),
        (b"hello, plain text", "contract.docx is not a Word document (it is not a ZIP package)"),
        (
            b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + "EncryptionInfo".encode("utf-16-le"),
            "password-protected (encrypted)",
        ),
        (
            b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + "WordDocument".encode("utf-16-le"),
            "old Word 97-2003 document (.doc)",
        ),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(100), "encrypted Office document or an old"),
        (_zip({"notes.txt": b"hello"}), "is a ZIP archive without Word content"),
        (_zip({"xl/workbook.xml": b"<workbook/>"}), "is an Excel workbook"),
        (_zip({"mimetype": b"application/vnd.oasis.opendocument.text"}), "is an OpenDocument file"),
    ],
)
def test_not_a_word_document(data: bytes, message: str) -> None:
    with pytest.raises(UnsupportedFileError) as error:
        _load_bytes(data)
    assert message in str(error.value)


def test_damaged_packages(tmp_path: Path) -> None:
    missing = _package(tmp_path, {"word/document.xml": None})
    with pytest.raises(DamagedFileError, match="the main document part is missing"):
        _load_bytes(missing)
    broken = _package(tmp_path, {"word/document.xml": b"<w:document><w:body><w:p>"})
    with pytest.raises(DamagedFileError, match="the main document part is not valid XML"):
        _load_bytes(broken)
    broken_styles = _package(tmp_path, {"word/styles.xml": b"<<<"})
    with pytest.raises(DamagedFileError, match="the styles part is not valid XML"):
        _load_bytes(broken_styles)
    good = _package(tmp_path)
    with pytest.raises(DamagedFileError, match="ZIP structure cannot be read"):
        _load_bytes(good[: len(good) // 2])
    with pytest.raises(DamagedFileError, match="empty"):
        _load_bytes(b"")
    # a member that declares a smaller size than it holds fails its CRC, never inflates more
    lying = _forge(good, "word/document.xml", 10)
    with pytest.raises(DamagedFileError, match="cannot be read"):
        _load_bytes(lying)


def test_empty_document(tmp_path: Path) -> None:
    with pytest.raises(EmptyDocumentError, match="contains no text"):
        load_body(tmp_path, p("") + p("   ") + "<w:tbl><w:tr><w:tc><w:p/></w:tc></w:tr></w:tbl>")


@pytest.fixture(scope="module")
def zip_bomb(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """A DOCX whose document.xml inflates to 600 MB of zeros (about 600 KB compressed)."""
    path = tmp_path_factory.mktemp("bomb") / "bomb.docx"
    chunk = bytes(1024 * 1024)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as package:
        package.writestr("[Content_Types].xml", b"<Types/>")
        with package.open("word/document.xml", "w", force_zip64=True) as member:
            for _ in range(600):
                member.write(chunk)
    return path.read_bytes()


def test_zip_bomb_is_refused_before_inflating(zip_bomb: bytes) -> None:
    assert len(zip_bomb) < 2 * 1024 * 1024
    started = time.perf_counter()
    with pytest.raises(TooLargeError, match=r"too large to open: its part word/document\.xml"):
        _load_bytes(zip_bomb)
    assert time.perf_counter() - started < 1.0


def test_size_limits_from_the_central_directory(tmp_path: Path) -> None:
    # one non-XML member inflating 1000x (20 MB of zeros)
    ratio = _package(tmp_path, {"word/media/image1.bin": bytes(20 * 1024 * 1024)})
    with pytest.raises(TooLargeError, match="zip bomb"):
        _load_bytes(ratio)
    # three members that each pass the ratio check but declare 570 MB together
    noise = os.urandom(1024 * 1024)
    names = ("word/media/a.bin", "word/media/b.bin", "word/media/c.bin")
    total = _package(tmp_path, dict.fromkeys(names, noise))
    for name in names:
        total = _forge(total, name, 190 * 1024 * 1024)
    with pytest.raises(TooLargeError, match=r"would expand to 57\d MB \(the limit is 512 MB\)"):
        _load_bytes(total)


def test_strict_open_xml_namespaces_are_read(tmp_path: Path) -> None:
    strict = b"http://purl.oclc.org/ooxml/wordprocessingml/main"
    source = _package(tmp_path)
    with zipfile.ZipFile(io.BytesIO(source)) as package:
        members = {info.filename: package.read(info) for info in package.infolist()}
    transitional = b"http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    for name in ("word/document.xml", "word/styles.xml", "word/numbering.xml"):
        members[name] = members[name].replace(transitional, strict)
    assert _load_bytes(_zip(members)).text == "Some text."


# --------------------------------------------------------------------------- sample documents

SAMPLE_DOCX = sample_docx_files()


@pytest.mark.parametrize("path", SAMPLE_DOCX, ids=[p.name for p in SAMPLE_DOCX])
def test_sample_docx_loads(path: Path) -> None:
    document = load(path)
    check_invariants(document)
    assert document.blocks


def test_missing_document_part_sample_is_damaged() -> None:
    path = REPO / "sample_docs" / "missing_document_part.docx"
    if not path.exists():
        pytest.skip("sample_docs/missing_document_part.docx has not been generated")
    with pytest.raises(DamagedFileError, match="the main document part is missing"):
        load(path)


@pytest.mark.parametrize("path", SAMPLE_DOCX, ids=[p.name for p in SAMPLE_DOCX])
def test_docx_labels_match_golden(path: Path) -> None:
    """The loader's labels equal those LibreOffice rendered (recorded by
    make_docx_label_goldens.py; Eastern digits compared as ASCII, see there)."""
    golden = GOLDEN_DIR / f"{path.stem}.txt"
    assert golden.exists(), f"no golden labels for {path.name}: run make_docx_label_goldens"
    expected = golden.read_text(encoding="utf-8").splitlines()
    assert [comparable(label) for label in labels_of(load(path))] == expected


@pytest.fixture(scope="module")
def libreoffice_sample_labels() -> dict[Path, list[str]]:
    """LibreOffice's labels of every sample DOCX, from one LibreOffice run."""
    return libreoffice_labels_of(SAMPLE_DOCX)


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice is not installed")
@pytest.mark.parametrize("path", SAMPLE_DOCX, ids=[p.name for p in SAMPLE_DOCX])
def test_docx_labels_match_libreoffice(
    path: Path, libreoffice_sample_labels: dict[Path, list[str]]
) -> None:
    ours = [comparable(label) for label in labels_of(load(path))]
    assert ours == libreoffice_sample_labels[path]


# --------------------------------------------------------------------------- corpus


def _squeeze(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split())


@pytest.mark.parametrize("relative", CORPUS_DOCX)
def test_corpus_gold_labels_are_in_the_text(relative: str) -> None:
    path = CORPUS / relative
    if not path.exists():
        pytest.skip(f"corpus not available ({path})")
    gold = json.loads((path.parent / "gold.json").read_text(encoding="utf-8"))
    text = _squeeze(load(path).text)
    labels = [unit["label"] for unit in gold["units"]]
    found = [label for label in labels if _squeeze(label) in text]
    recall = len(found) / len(labels)
    assert recall >= 0.98, f"{recall:.1%}: missing {sorted(set(labels) - set(found))[:10]}"
