"""Arabic lines written in visual order (left to right as drawn) in text files, put back."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.model import Document
from inspector.document.plain import TextKind, load_plain
from inspector.document.text_repair import logical_visual_lines, reads_backwards
from inspector.engine.text_damage import text_damage


def load(source: str, kind: TextKind = "text") -> Document:
    return load_plain(Path("doc.txt"), source.encode(), "f" * 64, kind)


# A decree-law's opening as a visual-order tool writes it (each line reversed as drawn:
# words backwards, brackets around numbers mirrored, numbers in their own order), and as it
# reads.
VISUAL_LINES = [
    "2022 ةنسل )39( مقر يداحتا نوناقب موسرم",
    "يمازلإلا ميلعتلا نأش يف",
    ")1( ةداملا",
    "تافيرعتلا",
    ":اهنم لك نيرق ةحضوملا يناعملا ةيلاتلا تاملكلاب دصقي ،نوناقب موسرملا اذه ماكحأ قيبطت يف",
    ".ةدحتملا ةيبرعلا تارامإلا :ةلودلا",
    ")2( ةداملا",
    ".ةنس 18 ىلإ 6 نس نم ةلودلا يف لفط لك ىلع نوناقلا اذه يرسي",
]
LOGICAL_LINES = [
    "مرسوم بقانون اتحادي رقم (39) لسنة 2022",
    "في شأن التعليم الإلزامي",
    "المادة (1)",
    "التعريفات",
    "في تطبيق أحكام هذا المرسوم بقانون، يقصد بالكلمات التالية المعاني الموضحة قرين كل منها:",
    "الدولة: الإمارات العربية المتحدة.",
    "المادة (2)",
    "يسري هذا القانون على كل طفل في الدولة من سن 6 إلى 18 سنة.",
]
# Lines mixing Latin words, dates, decimal numbers and brackets (visual -> logical).
MIXED = [
    (
        ".Dubai International Financial Centre يف ةمربملا دوقعلا ىلع 12/2020 مقر )WTO( "
        "ةيقافتا ماكحأ قبطت",
        "تطبق أحكام اتفاقية (WTO) رقم 12/2020 على العقود المبرمة في Dubai International "
        "Financial Centre.",
    ),
    (
        ".نوناقلا اذه نم )7( ةداملا ماكحأ فلاخي نم لك مهرد 5,000 نع لقت ال ةمارغب بقاعي -",
        "- يعاقب بغرامة لا تقل عن 5,000 درهم كل من يخالف أحكام المادة (7) من هذا القانون.",
    ),
    (
        ".)3 رادصإلا( ISO 9001 رايعملا قفو 03-10-2022 خيراتب )ب/2( ةرقفلا نم ]أ[ دنبلا",
        "البند [أ] من الفقرة (2/ب) بتاريخ 2022-10-03 وفق المعيار ISO 9001 (الإصدار 3).",
    ),
]
VISUAL = "\n".join(VISUAL_LINES) + "\n"
LOGICAL = "\n".join(LOGICAL_LINES) + "\n"
# Correct Arabic with the look-alikes of reversed words: "أموالا" and "رجالا" (ending "لا"),
# "لك" ("for you", "كل" reversed), "عم", "هذه" (its own reverse).
CORRECT = (
    "المادة (3)\n"
    "لا يجوز للشركة أن تتصرف في أموالا أو رجالا إلا بإذن، وهذه الأحكام لك وعليك.\n"
    "يعاقب كل من خالف أحكام هذا القانون بغرامة لا تقل عن 1,000 درهم (ألف درهم).\n"
) * 3
# A correct text quoting a few words as a visual-order tool wrote them.
QUOTING = CORRECT + "ورد في النسخة المنشورة: «2022 ةنسل )39( مقر يداحتا نوناقب موسرم».\n"


@pytest.mark.parametrize(
    ("source", "expected", "count"),
    [
        (VISUAL, LOGICAL, 8),
        # Windows line ends and indentation stay where they are
        (
            "\r\n".join("  " + line for line in VISUAL_LINES),
            "\r\n".join("  " + line for line in LOGICAL_LINES),
            8,
        ),
        (
            VISUAL + "\n".join(v for v, _ in MIXED) + "\n",
            LOGICAL + "\n".join(logical for _, logical in MIXED) + "\n",
            11,
        ),
        # a Latin-only line and a number-only line in a reversed text: left as they are
        (VISUAL + "Article 5\n2022\n", LOGICAL + "Article 5\n2022\n", 8),
        (CORRECT, CORRECT, 0),
        (QUOTING, QUOTING, 0),
        # too few reversed words to be the document's habit
        ("\n".join(VISUAL_LINES[:2]), "\n".join(VISUAL_LINES[:2]), 0),
        # both orders in similar amounts: no habit, left alone
        (VISUAL + LOGICAL * 2, VISUAL + LOGICAL * 2, 0),
        ("Article 1 - Article premier\n", "Article 1 - Article premier\n", 0),
    ],
)
def test_logical_visual_lines(source: str, expected: str, count: int) -> None:
    repaired, found = logical_visual_lines(source)
    assert (repaired, found) == (expected, count)
    assert len(repaired) == len(source)


def test_a_line_joining_drawn_lines_is_left_and_flagged() -> None:
    # The drawn lines joined by spaces into one long line (a data set's text field):
    # reversing it would put the last drawn line first, so it is left as it is and the text
    # is flagged as damaged instead.
    joined = " ".join(VISUAL_LINES * 4)
    assert reads_backwards(joined)
    assert logical_visual_lines(joined) == (joined, 0)
    damage = text_damage(joined)
    assert damage.damaged
    assert "written backwards" in damage.describe()
    assert not text_damage(CORRECT).damaged
    assert not text_damage(QUOTING).damaged
    assert not text_damage(LOGICAL * 4).damaged


def test_loaded_text_reads_logically() -> None:
    document = load(VISUAL)
    assert document.text == LOGICAL
    assert document.metadata == {"visual_lines_repaired": "8"}
    assert "المادة (1)" in document.key.text
    markdown = load("# " + VISUAL_LINES[0] + "\n\n" + VISUAL, "markdown")
    assert markdown.text == "# " + LOGICAL_LINES[0] + "\n\n" + LOGICAL
    assert load(CORRECT).metadata == {}
    assert load(CORRECT).text == CORRECT


LOGICAL_WORDS = [
    "المادة",
    "في",
    "على",
    "من",
    "القانون",
    "أموالا",
    "هذه",
    "لك",
    "(1)",
    "2022",
    "ISO",
    "،",
    ".",
    "\n",
    "  ",
]
ANY_CHARS = "ةدالما يف ىلع )1( 2022 ISO ،.:-\n\r\t"


@given(st.lists(st.sampled_from(LOGICAL_WORDS), max_size=80))
def test_correct_arabic_is_never_changed(words: list[str]) -> None:
    text = " ".join(words)
    assert logical_visual_lines(text) == (text, 0)


@given(st.text(alphabet=ANY_CHARS, max_size=400))
def test_repair_keeps_length_lines_and_characters(text: str) -> None:
    repaired, count = logical_visual_lines(text)
    assert len(repaired) == len(text)
    assert sorted(repaired) == sorted(text)
    assert [i for i, c in enumerate(repaired) if c in "\r\n"] == [
        i for i, c in enumerate(text) if c in "\r\n"
    ]
    assert (count == 0) == (repaired is text)
