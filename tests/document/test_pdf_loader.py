# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""The PDF loader end to end: reading order, tables, dehyphenation, quality, errors, corpus.

Small PDFs are drawn here with PyMuPDF for precise cases; the committed sample PDFs exercise
LibreOffice output (Arabic, two columns, tables, furniture) and the malformed inputs; the
shared corpus (real documents, absent on CI) checks the gold unit labels.
"""

from __future__ import annotations

import functools
import io
import json
import re
import unicodedata
import zipfile
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.language import by_function_words
from inspector.document.model import BlockKind, Direction, Document
from inspector.document.pdf.loader import load_pdf
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr_settings import OcrMode, OcrSettings
from inspector.document.pdf.opening import open_pdf
from inspector.document.pdf.quality import garbage_ratio, page_quality
from inspector.errors import (
    Cancelled,
    DamagedFileError,
    EmptyDocumentError,
    LoadError,
    PasswordRequired,
    UnsupportedFileError,
)
from tests.conftest import SAMPLE_DOCS

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"
CORPUS_PDFS = {
    "06_contract_neoforma_cobranding_en": "source/*.pdf",
    "08_judgment_ewca_civ_2025_673_en": "rendered.pdf",
    "09_icj_statute_en": "source/*.pdf",
    "10_tn_personal_status_code_ar": "libreoffice.pdf",
}
ARABIC_HEADING = re.compile(r"^(المادة|البند|الفقرة|الفصل)\s+[0-9٠-٩]+", re.M)


def load_bytes(data: bytes, name: str = "test.pdf", **kwargs: object) -> Document:
    """``load_pdf`` on in-memory bytes (no OCR unless ``ocr`` is given: text-layer tests)."""
    kwargs.setdefault("ocr", OcrSettings(mode="never"))
    return load_pdf(Path(name), data, "0" * 64, **kwargs)  # type: ignore[arg-type]


def sample(name: str) -> Path:
    path = SAMPLE_DOCS / name
    if not path.exists():
        pytest.skip(f"{name} is not in sample_docs/")
    return path


@functools.lru_cache(maxsize=16)
def load_sample(name: str, password: str | None = None, ocr: OcrMode = "never") -> Document:
    """A sample PDF, loaded once per test session (a Document is immutable).

    ``ocr`` "never" by default: these tests are of the text layer (``test_pdf_ocr`` has OCR's).
    """
    path = sample(name)
    return load_pdf(path, path.read_bytes(), "0" * 64, password=password, ocr=OcrSettings(ocr))


def block_texts(document: Document, kind: BlockKind | None = None) -> list[str]:
    return [
        document.text[b.text_start : b.text_end]
        for b in document.blocks
        if kind is None or b.kind == kind
    ]


def check_invariants(document: Document) -> None:
    """The Document contract (inspector/document/model.py) for a loaded PDF."""
    text = document.text
    assert len(document.offset_map) == len(text)
    assert document.pages[0].text_start == 0
    assert document.pages[-1].text_end == len(text)
    for page, following in zip(document.pages, document.pages[1:], strict=False):
        assert page.text_end == following.text_start
        assert page.text_start <= page.text_end
    previous_end = 0
    for index, block in enumerate(document.blocks):
        assert block.index == index
        assert previous_end <= block.text_start < block.text_end
        previous_end = block.text_end
        page = document.pages[block.page_index]
        assert page.text_start <= block.text_start
        assert block.text_end <= page.text_end
        body = text[block.text_start : block.text_end]
        assert body == body.strip()
        if block.kind != BlockKind.TABLE:
            assert "\n" not in body  # lines of a paragraph are joined with spaces
    for offset, char in enumerate(text):
        glyph = document.offset_map.glyph(offset)
        if char == "\n":
            assert glyph is None  # separators are synthetic
        if glyph is not None:
            page = document.page_at(offset)
            assert glyph.page_index == page.index
    for span in document.excluded:
        owner = [
            b for b in document.blocks if b.text_start == span.start and b.text_end == span.end
        ]
        assert owner
        assert owner[0].kind == BlockKind.FURNITURE
    assert document.key.text_length() <= len(text)


# ---------------------------------------------------------------------------------------------
# Precise cases drawn with PyMuPDF

COLUMN_A = (
    "The first column begins the agreement between the parties and explains how the services "
    "are delivered, measured and paid for during the whole term of the contract. "
) * 3
COLUMN_B = (
    "The second column continues with the limitation of liability and the rules that apply "
    "when either party wishes to end the agreement before its term expires. "
) * 3


def two_column_pdf() -> bytes:
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    page.insert_text((72, 80), "MASTER SERVICES AGREEMENT", fontsize=18, fontname="hebo")
    assert page.insert_textbox(pymupdf.Rect(72, 110, 288, 500), COLUMN_A, fontsize=11) > 0
    assert page.insert_textbox(pymupdf.Rect(307, 110, 523, 500), COLUMN_B, fontsize=11) > 0
    page.insert_text((72, 540), "Clause 9 applies to the whole agreement, not to one column.")
    data: bytes = document.tobytes()
    return data


def test_two_column_page_is_read_column_by_column() -> None:
    document = load_bytes(two_column_pdf())
    check_invariants(document)
    texts = block_texts(document)
    assert texts[0] == "MASTER SERVICES AGREEMENT"
    assert document.blocks[0].kind == BlockKind.TITLE
    assert texts[1] == COLUMN_A.strip()
    assert texts[2] == COLUMN_B.strip()
    assert texts[3] == "Clause 9 applies to the whole agreement, not to one column."
    assert document.text.count("\n\n") == 3  # blocks are separated by blank lines


def lines_pdf(lines: list[str], *, gap: float = 14.0) -> bytes:
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    for k, line in enumerate(lines):
        page.insert_text((72, 100 + gap * k), line, fontsize=11)
    data: bytes = document.tobytes()
    return data


def test_dehyphenation_joins_words_but_keeps_real_hyphens() -> None:
    document = load_bytes(
        lines_pdf(
            [
                "The Supplier shall indem-",
                "nify the Customer against claims of the Franco-",
                "British consortium and of any non-",
                "exclusive licensee, as set out in pages 10-",
                "12 of the schedule.",
            ]
        )
    )
    assert block_texts(document) == [
        "The Supplier shall indemnify the Customer against claims of the Franco-British "
        "consortium and of any non-exclusive licensee, as set out in pages 10-12 of the schedule."
    ]
    # The dropped hyphen leaves no character behind; every kept character keeps its glyph.
    start = document.text.index("indemnify")
    assert all(document.offset_map.glyph(start + k) for k in range(len("indemnify")))


def test_a_compound_seen_elsewhere_in_the_document_keeps_its_hyphen() -> None:
    document = load_bytes(
        lines_pdf(["The co-branding site and the co-", "branding agreement both apply."])
    )
    assert block_texts(document) == [
        "The co-branding site and the co-branding agreement both apply."
    ]


def test_paragraphs_are_split_by_spacing() -> None:
    document = load_bytes(
        lines_pdf(["First paragraph line one", "", "", "Second paragraph starts here"])
    )
    assert block_texts(document) == ["First paragraph line one", "Second paragraph starts here"]


def table_pdf() -> bytes:
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    page.insert_text((72, 80), "The fees are set out in the table below.")
    xs, ys = [72, 200, 330, 460], [100, 120, 140, 160]
    for x in xs:
        page.draw_line((x, ys[0]), (x, ys[-1]))
    for y in ys:
        page.draw_line((xs[0], y), (xs[-1], y))
    cells = [
        ["Item", "Fee", "Notes"],
        ["Hosting", "1,000", "monthly"],
        ["Support", "500", "per call"],
    ]
    for r, row in enumerate(cells):
        for c, value in enumerate(row):
            page.insert_text((xs[c] + 4, ys[r] + 14), value, fontsize=10)
    page.insert_text((72, 200), "Amounts exclude value added tax.")
    data: bytes = document.tobytes()
    return data


def test_table_is_one_block_with_rows_and_cells() -> None:
    document = load_bytes(table_pdf())
    check_invariants(document)
    assert block_texts(document) == [
        "The fees are set out in the table below.",
        "Item | Fee | Notes\nHosting | 1,000 | monthly\nSupport | 500 | per call",
        "Amounts exclude value added tax.",
    ]
    table = document.blocks[1]
    assert table.kind == BlockKind.TABLE
    assert table.bbox == pytest.approx((72, 100, 460, 160), abs=1)
    start = table.text_start
    separator = document.text.index(" | ", start)
    assert document.offset_map.glyph(separator) is None  # synthetic
    assert document.offset_map.glyph(start) is not None  # "I" of "Item"


def test_heading_hints_from_font_size_and_weight() -> None:
    document = pymupdf.open()
    page = document.new_page()
    page.insert_text((72, 80), "Agreement for Services", fontsize=22)
    page.insert_text((72, 130), "Article 1 - Definitions", fontsize=11, fontname="hebo")
    body = "In this Agreement the following words have the meanings given to them below. " * 3
    page.insert_textbox(pymupdf.Rect(72, 140, 523, 300), body, fontsize=11)
    loaded = load_bytes(document.tobytes())
    kinds = [b.kind for b in loaded.blocks]
    assert kinds == [BlockKind.TITLE, BlockKind.HEADING, BlockKind.PARAGRAPH]
    heading = loaded.blocks[1]
    assert heading.bold
    assert heading.font_size == pytest.approx(11)
    assert loaded.blocks[2].language == "en"


def image_only_pdf() -> bytes:
    document = pymupdf.open()
    page = document.new_page()
    pixmap = pymupdf.Pixmap(pymupdf.csGRAY, pymupdf.IRect(0, 0, 200, 280), False)
    pixmap.clear_with(200)
    page.insert_image(page.rect, pixmap=pixmap)
    data: bytes = document.tobytes()
    return data


def test_image_only_page_has_no_text_layer() -> None:
    document = load_bytes(image_only_pdf())
    quality = document.pages[0].quality
    assert not quality.has_text_layer
    assert quality.reason == "no text layer (scanned image)"
    assert document.text == ""
    assert document.blocks == ()


def test_garbage_ratio_counts_junk_characters() -> None:
    assert garbage_ratio("Article 1 — Le financement, المادة ١") == 0.0
    # Qt/Story + Amiri output observed in research/arabic.md §2.1
    assert garbage_ratio("߷ݚޢࣿ ࡅߋࣟ࢈") == 1.0
    assert garbage_ratio("ab\ufffd\x02") == 0.5
    unreadable = page_quality("abcdefgh" + "߷ݚޢࣿ", 0.0, 0)
    assert not unreadable.has_text_layer
    assert unreadable.reason == "text layer unreadable: 33% garbage characters"
    degraded = page_quality("a" * 97 + "\ufffd" * 3, 0.0, 0)
    assert degraded.has_text_layer
    assert "partly unreadable: 3%" in degraded.reason
    assert page_quality("", 0.0, 0).has_text_layer  # a blank page is not a broken one


def test_progress_and_cancellation() -> None:
    document = pymupdf.open()
    for k in range(3):
        document.new_page().insert_text((72, 72), f"Page {k + 1} text")
    data = document.tobytes()
    seen: list[tuple[int, int]] = []
    load_bytes(data, on_progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]
    calls = iter([False, True])
    with pytest.raises(Cancelled):
        load_bytes(data, should_cancel=lambda: next(calls))


def test_text_outside_the_page_is_dropped_but_words_on_the_edge_are_kept() -> None:
    document = pymupdf.open()
    page = document.new_page()
    page.insert_text((-30, 100), "OUTSIDE-MEDIABOX words")
    page.insert_text((-500, 200), "INVISIBLE")
    loaded = load_bytes(document.tobytes())
    assert "OUTSIDE-MEDIABOX words" in loaded.text
    assert "INVISIBLE" not in loaded.text


@pytest.mark.parametrize("rotation", [90, 180, 270])
def test_rotated_page_keeps_its_text_and_boxes_are_in_display_space(rotation: int) -> None:
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    page.insert_text((72, 100), "Text near the top.", fontsize=11)
    page.insert_text((72, 700), "Text near the bottom.", fontsize=11)
    page.set_rotation(rotation)
    expected = pymupdf.Rect(page.get_text("words")[0][:4]) * page.rotation_matrix
    loaded = load_bytes(document.tobytes())
    assert sorted(block_texts(loaded)) == ["Text near the bottom.", "Text near the top."]
    start = loaded.text.index("Text near the top.")
    boxes = [box.rect for box in loaded.offset_map.boxes_for(start, start + 4)]  # "Text"
    union = (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )
    assert union == pytest.approx(tuple(expected), abs=0.5)
    assert (loaded.pages[0].width, loaded.pages[0].height) == pytest.approx(
        (page.rect.width, page.rect.height)
    )


def test_landscape_page_drawn_for_a_rotated_display_reads_normally() -> None:
    # A /Rotate 90 page whose text is drawn turned the other way, so that it shows upright.
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    page.set_rotation(90)
    for k, line in enumerate(["Schedule 1 - Prices", "Item one costs ten crowns."]):
        point = pymupdf.Point(72, 80 + 40 * k) * page.derotation_matrix
        page.insert_text(point, line, fontsize=11, rotate=90)
    loaded = load_bytes(document.tobytes())
    assert block_texts(loaded) == ["Schedule 1 - Prices", "Item one costs ten crowns."]
    bbox = loaded.blocks[0].bbox
    assert bbox is not None
    assert bbox[0] == pytest.approx(72, abs=1)


# ---------------------------------------------------------------------------------------------
# Errors


def docx_bytes() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("word/document.xml", "<w:document/>")
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("data", "error", "message"),
    [
        (b"<!DOCTYPE html><html><body>expired</body></html>", UnsupportedFileError, "an HTML page"),
        (b"Article 1. Scope\n", UnsupportedFileError, "plain text"),
        (docx_bytes(), UnsupportedFileError, r"a Word document \(DOCX\)"),
        (b"PK\x03\x04garbage", UnsupportedFileError, "a ZIP archive"),
        (b"\x89PNG\r\n\x1a\n....", UnsupportedFileError, "a PNG image"),
        (b"", EmptyDocumentError, r"empty \(0 bytes\)"),
        (b"%PDF-1.7\n", DamagedFileError, "damaged"),
    ],
)
def test_typed_errors(data: bytes, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        open_pdf(data, "x.pdf")


_SMALL_PDF: list[bytes] = []


def small_pdf() -> bytes:
    if not _SMALL_PDF:
        document = pymupdf.open()
        for k in range(3):
            document.new_page().insert_text((72, 72), f"Article {k + 1}. Scope of the Act.")
        data: bytes = document.tobytes()
        _SMALL_PDF.append(data)
    return _SMALL_PDF[0]


@settings(max_examples=40, deadline=None)
@given(
    st.data(),
    st.lists(st.tuples(st.floats(0, 1), st.integers(0, 255)), min_size=1, max_size=12),
)
def test_damaged_bytes_never_escape_as_anything_but_load_errors(
    data: st.DataObject, flips: list[tuple[float, int]]
) -> None:
    original = bytearray(small_pdf())
    for where, value in flips:
        original[int(where * (len(original) - 1))] = value
    cut = data.draw(st.integers(8, len(original)))
    try:
        document = load_bytes(bytes(original[:cut]))
    except LoadError:
        return
    check_invariants(document)


def test_truncated_pdf_that_mupdf_can_repair_still_loads() -> None:
    document = pymupdf.open()
    for k in range(3):
        document.new_page().insert_text((72, 72), f"Page {k + 1}")
    data = document.tobytes()
    loaded = load_bytes(data[: int(len(data) * 0.9)])
    assert loaded.metadata.get("repaired") == "true"
    assert "Page 1" in loaded.text


def test_encrypted_pdf_needs_the_right_password() -> None:
    document = pymupdf.open()
    document.new_page().insert_text((72, 72), "Secret terms")
    data = document.tobytes(
        encryption=pymupdf.PDF_ENCRYPT_AES_256,  # type: ignore[attr-defined]
        user_pw="letmein",
        owner_pw="owner",
    )
    with pytest.raises(PasswordRequired, match="is protected by a password"):
        load_bytes(data, "secret.pdf")
    with pytest.raises(PasswordRequired, match=r"password for secret\.pdf is wrong"):
        load_bytes(data, "secret.pdf", password="nope")
    assert "Secret terms" in load_bytes(data, "secret.pdf", password="letmein").text


@pytest.mark.parametrize(
    ("name", "error", "message"),
    [
        ("not_a_pdf.pdf", UnsupportedFileError, "not a PDF \\(it looks like an HTML page\\)"),
        ("truncated.pdf", DamagedFileError, "damaged"),
        ("empty.pdf", EmptyDocumentError, "has no pages"),
        ("encrypted.pdf", PasswordRequired, "protected by a password"),
    ],
)
def test_malformed_samples_give_typed_errors(
    name: str, error: type[Exception], message: str
) -> None:
    path = sample(name)
    with pytest.raises(error, match=message):
        load_pdf(path, path.read_bytes(), "0" * 64)


def test_encrypted_sample_opens_with_its_password() -> None:
    with pytest.raises(PasswordRequired, match="wrong"):
        load_sample("encrypted.pdf", password="guess")
    document = load_sample("encrypted.pdf", password="inspector-sample")
    check_invariants(document)
    assert len(document.pages) > 1


# ---------------------------------------------------------------------------------------------
# Sample PDFs

SAMPLE_PDFS = [
    "arret_fr_cassation.pdf",
    "contract_ar_en_supply.pdf",
    "contract_en_services.pdf",
    "judgment_en_appeal.pdf",
    "law_en_data_archives.pdf",
    "loi_fr_archives.pdf",
    "qanun_ar_archives.pdf",
]


@pytest.mark.parametrize("name", SAMPLE_PDFS)
def test_sample_pdfs_load_and_keep_the_contract(name: str) -> None:
    document = load_sample(name)
    check_invariants(document)
    assert all(page.quality.has_text_layer for page in document.pages)
    assert document.source_kind == "pdf"


def test_arabic_sample_reads_right_to_left() -> None:
    document = load_sample("qanun_ar_archives.pdf")
    body = [b for b in document.blocks if b.kind != BlockKind.FURNITURE]
    assert Counter(b.direction for b in body).most_common(1)[0][0] == Direction.RTL
    assert Counter(b.language for b in body).most_common(1)[0][0] == "ar"
    text = document.text
    for phrase in ("قانون رقم (١٤) لسنة ٢٠٢٦", "المادة الأولى", "مادة (٣)", "بِسْمِ اللَّهِ"):
        assert phrase in text
    assert "الإلكترونية" in text
    assert "اللإكترونية" not in text
    table = next(b for b in document.blocks if b.kind == BlockKind.TABLE)
    assert document.text[table.text_start :].startswith("الرمز | فئة الوثائق")  # right first


def test_two_column_sample_reads_the_left_column_first() -> None:
    document = load_sample("law_en_data_archives.pdf")
    text = document.text
    order = [
        "Article 22 — Records of the Public Record Office",
        "Article 23 — Staff",
        "Persons employed by the Public Record Office become employees of the Authority",
        "Article 24 — Pending requests",
        "Article 25 — Legacy paper records",
        "Chapter 8 — Final Provisions",
    ]
    positions = [text.index(phrase) for phrase in order]
    assert positions == sorted(positions)


def test_bilingual_sample_keeps_both_languages_apart() -> None:
    document = load_sample("contract_ar_en_supply.pdf")
    languages = Counter(b.language for b in document.blocks if b.kind == BlockKind.PARAGRAPH)
    assert languages["ar"] > 10
    assert languages["en"] > 10
    assert "أولاً: شركة الساحل الذهبي" in document.text
    assert "عبد الله" in document.text


def test_broken_text_layer_sample_is_flagged() -> None:
    document = load_sample("qanun_ar_broken_text_layer.pdf")
    for page in document.pages:
        assert not page.quality.has_text_layer
        assert page.quality.reason.startswith("text layer unreadable")
        assert page.quality.garbage_ratio > 0.3


def test_image_only_sample() -> None:
    document = load_sample("image_only.pdf")
    assert document.pages[0].quality.reason == "no text layer (scanned image)"


def test_language_fast_path_agrees_with_langdetect() -> None:
    from inspector.document.language import detect_language

    decided = 0
    for name in ("judgment_en_appeal.pdf", "arret_fr_cassation.pdf", "contract_en_services.pdf"):
        document = load_sample(name)
        for block in document.blocks:
            text = document.text[block.text_start : block.text_end]
            if len(text) < 200:  # prose; langdetect is unreliable on short headings
                continue
            quick = by_function_words(text)
            if quick:
                decided += 1
                assert quick == detect_language(text[:2000]), text[:80]
    assert decided > 30


# ---------------------------------------------------------------------------------------------
# The shared corpus (real documents; absent on CI)


def corpus_pdfs() -> list[tuple[str, Path]]:
    if not CORPUS.is_dir():
        return []
    found = []
    for folder, pattern in CORPUS_PDFS.items():
        found += [(folder, path) for path in sorted((CORPUS / folder).glob(pattern))]
    return found


def squash(text: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


_IN_FLOW_NUMBER = re.compile(r"(?m)^[^\S\n]*[0-9]{1,3}[^\S\n]*\n")


@pytest.mark.parametrize("folder", sorted(CORPUS_PDFS))
def test_corpus_gold_labels_are_in_the_text(folder: str) -> None:
    if not CORPUS.is_dir():
        pytest.skip("the shared corpus (../shared/corpus) is not on this machine")
    paths = [path for name, path in corpus_pdfs() if name == folder]
    assert paths, f"no PDF in {folder}"
    gold = json.loads((CORPUS / folder / "gold.json").read_text(encoding="utf-8"))
    for path in paths:
        document = load_pdf(path, path.read_bytes(), "0" * 64)
        check_invariants(document)
        text = squash(document.text)
        labels = [unit["label"] for unit in gold["units"]]
        found = [label for label in labels if squash(label) in text]
        assert len(found) >= 0.98 * len(labels), sorted(set(labels) - set(found))[:10]
        # Stricter than the labels: each unit's first 40 characters re-anchor in the text.
        # (Without the page numbers printed in the flow that some heads hold: the loader
        # moves those to the page's furniture, out of the sentence they interrupt.)
        heads = [squash(_IN_FLOW_NUMBER.sub("", unit["head"]))[:40] for unit in gold["units"]]
        assert sum(head in text for head in heads) >= 0.95 * len(heads)


def test_corpus_arabic_headings_match_the_seed_pattern() -> None:
    if not CORPUS.is_dir():
        pytest.skip("the shared corpus (../shared/corpus) is not on this machine")
    folder = "10_tn_personal_status_code_ar"
    path = CORPUS / folder / "libreoffice.pdf"
    gold = json.loads((CORPUS / folder / "gold.json").read_text(encoding="utf-8"))
    document = load_pdf(path, path.read_bytes(), "0" * 64)
    matched = {m.group(0) for m in ARABIC_HEADING.finditer(document.text)}
    wanted = {m.group(0) for unit in gold["units"] if (m := ARABIC_HEADING.match(unit["label"]))}
    assert len(wanted) > 200  # the units are "الفصل N"
    assert len(wanted & matched) >= 0.98 * len(wanted), sorted(wanted - matched)[:10]
    headings = [
        b for b in document.blocks if ARABIC_HEADING.match(document.text[b.text_start : b.text_end])
    ]
    assert len(headings) >= 0.98 * len(wanted)
    assert all(b.direction == Direction.RTL for b in headings)
