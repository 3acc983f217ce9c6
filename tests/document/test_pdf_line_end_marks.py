"""LibreOffice's displaced line-final Arabic marks come back to their words.

The sample PDFs are LibreOffice renderings of the sample DOCX files, so the DOCX text is the
reference: a word the DOCX writes with its final mark ("وفقاً", "بناءً") must have it in the PDF
too, although LibreOffice drew that mark away from the word (at the right edge of the line
above, or of a left-to-right run on the same line).
"""

from __future__ import annotations

import functools
import math
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.document.pdf.line_end_marks import attach_carried_mark
from tests.conftest import SAMPLE_DOCS

TUNISIAN_CODE = (
    Path(__file__).resolve().parents[3]
    / "shared"
    / "corpus"
    / "10_tn_personal_status_code_ar"
    / "libreoffice.pdf"
)


@functools.cache
def _load(path: Path) -> Document:
    return load_document(path)


@pytest.mark.parametrize(
    ("stem", "word"),
    [
        ("qanun_ar_archives", "وفقاً"),
        ("qanun_ar_archives", "بناءً"),
        ("qanun_ar_archives", "لِلْأَحْكَامِ"),
        ("contract_ar_en_supply", "وفقاً"),
    ],
)
def test_words_keep_their_final_mark_as_in_the_docx(stem: str, word: str) -> None:
    pdf = _load(SAMPLE_DOCS / f"{stem}.pdf").text
    docx = _load(SAMPLE_DOCS / f"{stem}.docx").text
    assert docx.count(word) > 0
    assert pdf.count(word) == docx.count(word)


def test_mark_from_the_line_above_keeps_its_own_glyph_box() -> None:
    """The mark drawn at the right edge of the line above maps to where it is drawn."""
    document = _load(SAMPLE_DOCS / "qanun_ar_archives.pdf")
    match = re.search("المعتمد من الهيئة وفقاً", document.text)
    assert match is not None
    mark = match.end() - 1
    alef = mark - 1
    mark_glyph = document.offset_map.glyph(mark)
    alef_glyph = document.offset_map.glyph(alef)
    assert mark_glyph is not None
    assert alef_glyph is not None
    assert mark_glyph.bbox is not None
    assert alef_glyph.bbox is not None
    assert not any(math.isnan(v) for v in mark_glyph.bbox)
    assert mark_glyph.page_index == alef_glyph.page_index
    # Drawn one line higher, at the right margin, zero-width.
    assert mark_glyph.bbox[3] <= alef_glyph.bbox[1] + 1.0
    assert mark_glyph.bbox[0] > alef_glyph.bbox[2]
    assert mark_glyph.bbox[2] - mark_glyph.bbox[0] < 0.01


def test_no_stray_mark_left_at_a_word_start() -> None:
    """The displaced mark is not attached to the line it was drawn on ("القانونً")."""
    text = _load(SAMPLE_DOCS / "qanun_ar_archives.pdf").text
    assert "القانونً" not in text
    assert "سواءّ" not in text


@pytest.mark.skipif(not TUNISIAN_CODE.is_file(), reason="shared corpus not present")
def test_tunisian_code_keeps_the_shadda_of_a_line_final_word() -> None:
    text = _load(TUNISIAN_CODE).text
    assert "بإعدام الموصي. كلّ ذلك إذا كان القتل" in text
    assert "سواءّ" not in text


@given(
    st.lists(st.sampled_from(["ا", "ب", "ل", "١", "A", " ", "بَ"]), min_size=1, max_size=12),
    st.lists(st.floats(0, 500, allow_nan=False), min_size=12, max_size=12),
    st.floats(1, 60),
)
def test_attaching_keeps_the_cluster_invariant(
    texts: list[str], x0s: list[float], drop: float
) -> None:
    """Each cluster still has one glyph id per character after a mark is attached."""
    extra: dict[int, tuple[int, ...]] = {
        k: (100 + k,) for k, text in enumerate(texts) if len(text) == 2
    }
    before = list(texts)
    attached = attach_carried_mark(("ً", 999, 100.0), texts, x0s, extra, 100.0 + drop, 12.0)
    for k, text in enumerate(texts):
        assert len(text) == 1 + len(extra.get(k, ()))
    changed = [k for k in range(len(texts)) if texts[k] != before[k]]
    if attached:
        assert len(changed) == 1
        assert texts[changed[0]] == before[changed[0]] + "ً"
        assert extra[changed[0]] == (999,)
        assert drop <= 48.0
    else:
        assert not changed
