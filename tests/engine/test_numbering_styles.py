"""Numbering styles a provision heading may be printed in, read as headings and cited in figures.

A number in brackets after the provision word ("Article (1)", "Art. (3)", "Article (1er)", as
Gulf legislation prints its English and French versions; "المادة (1)" was read so before), and
Arabic numbers in words beyond the plain ordinal: the article printed "ألاول" (hamza on the alif),
cardinals ("البند عشرين", "البند الواحد وعشرين", "مادة ثلاثة"), feminine forms. A clause heading
in Arabic with its title and no separator ("البند ألاول استلام و تسليم الماجور.") is a heading
when the document sets it as one. Excerpts written here; the property test spells every number
1-99 in Arabic with its own small speller (not the engine's table).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.model import BlockKind
from inspector.engine.citation_format import arabic_ordinal, cited_number
from inspector.engine.config import compiled_rules, default_config
from inspector.engine.records import chunk_records
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked

RULES = compiled_rules(default_config())

# (language, heading line, rule, label, number cited)
HEADINGS = [
    ("en", "Article (1)", "en_article", "Article (1)", "1"),
    ("en", "Article (27)", "en_article", "Article (27)", "27"),
    ("en", "ARTICLE (2) Definitions", "en_article", "ARTICLE (2)", "2"),
    ("en", "Art. (3)", "en_article", "Art. (3)", "3"),
    ("en", "Article ( 4 ): Scope", "en_article", "Article ( 4 )", "4"),
    ("en", "Chapter (2)", "en_chapter", "Chapter (2)", "2"),
    ("fr", "Article (1er)", "fr_article", "Article (1er)", "1er"),
    ("fr", "Article (1re)", "fr_article", "Article (1re)", "1er"),
    ("fr", "Article (12)", "fr_article", "Article (12)", "12"),
    ("fr", "Art. (3) — Objet", "fr_article", "Art. (3)", "3"),
    ("ar", "المادة (1)", "ar_madda", "المادة (1)", "1"),
    ("ar", "مادة (12)", "ar_madda", "مادة (12)", "12"),
    ("ar", "البند (3)", "ar_band", "البند (3)", "3"),
    ("ar", "البند ألاول", "ar_band", "البند ألاول", "1"),
    ("ar", "البند الاول: التعريفات", "ar_band", "البند الاول", "1"),
    ("ar", "البند عشرين: القوة القاهرة", "ar_band", "البند عشرين", "20"),
    ("ar", "البند الواحد وعشرين : التعويضات", "ar_band", "البند الواحد وعشرين", "21"),
    ("ar", "البند واحد وعشرون", "ar_band", "البند واحد وعشرون", "21"),
    ("ar", "المادة الحادية والعشرون", "ar_madda", "المادة الحادية والعشرون", "21"),
    ("ar", "المادة الثانية والعشرون", "ar_madda", "المادة الثانية والعشرون", "22"),
    ("ar", "مادة ثلاثة", "ar_madda", "مادة ثلاثة", "3"),
    ("ar", "البند إحدى عشرة", "ar_band", "البند إحدى عشرة", "11"),
    ("ar", "البند اثنا عشر", "ar_band", "البند اثنا عشر", "12"),
    ("ar", "البند الخامس والثلاثين", "ar_band", "البند الخامس والثلاثين", "35"),
    ("ar", "الفصل ألثاني", "ar_fasl", "الفصل ألثاني", "2"),
]


@pytest.mark.parametrize(("language", "line", "rule", "label", "number"), HEADINGS)
def test_a_numbering_style_is_a_heading_cited_in_figures(
    language: str, line: str, rule: str, label: str, number: str
) -> None:
    match = RULES.match_heading(line, RULES.heading_order(language))
    assert match is not None, line
    assert (match.rule.name, match.label) == (rule, label)
    keyword = label.split()[0]
    assert cited_number(label.removeprefix(keyword)) == number


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("en", "Article (9) of this Law shall apply."),  # a reference opening a sentence
        ("en", "Article (a)"),  # a letter in brackets is a paragraph, not an article number
        ("fr", "Article (3) de la présente loi"),
        ("ar", "المادة (5) من هذا القانون"),
        ("ar", "البند عشرين من هذا العقد"),
        ("ar", "مادة ستة أشهر"),
    ],
)
def test_a_reference_in_a_sentence_is_no_heading(language: str, line: str) -> None:
    assert RULES.match_heading(line, RULES.heading_order(language)) is None


# (words, value): the article with and without its hamza, on the alif, none; cardinals and
# ordinals, masculine and feminine
ARABIC_WORDS = [
    ("ألاول", 1),
    ("الاول", 1),
    ("الأولى", 1),
    ("الواحد", 1),
    ("واحدة", 1),
    ("اثنان", 2),
    ("الثانية", 2),
    ("ثلاثة", 3),
    ("أربع", 4),
    ("عشرة", 10),
    ("أحد عشر", 11),
    ("إحدى عشرة", 11),
    ("اثنتا عشرة", 12),
    ("عشرين", 20),
    ("العشرون", 20),
    ("الواحد وعشرين", 21),
    ("الحادية والعشرون", 21),
    ("الثانية والعشرون", 22),
    ("ثمانية وتسعون", 98),
    ("التاسع والتسعين", 99),
]


@pytest.mark.parametrize(("words", "value"), ARABIC_WORDS)
def test_arabic_numbers_in_words_have_their_value(words: str, value: int) -> None:
    assert arabic_ordinal(words) == value
    assert cited_number(words) == str(value)


@pytest.mark.parametrize("words", ["القوة", "عشرين سنة", "الأولويات", ""])
def test_other_arabic_words_are_no_number(words: str) -> None:
    assert arabic_ordinal(words) is None


_UNITS_M = ["واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة"]
_UNITS_F = ["واحدة", "اثنتان", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثماني", "تسع"]
_ORD_M = ["أول", "ثاني", "ثالث", "رابع", "خامس", "سادس", "سابع", "ثامن", "تاسع"]
_ORD_F = ["أولى", "ثانية", "ثالثة", "رابعة", "خامسة", "سادسة", "سابعة", "ثامنة", "تاسعة"]
_TENS = ["عشرين", "ثلاثين", "أربعين", "خمسين", "ستين", "سبعين", "ثمانين", "تسعين"]


def _arabic(n: int, *, ordinal: bool, feminine: bool, article: str) -> str:
    """``n`` (1-99) in Arabic words, cardinal or ordinal; ``article`` "ال", "أل" or "" goes
    before each word that takes one (an independent speller, not the engine's table)."""
    tens, unit = divmod(n, 10)
    if ordinal:
        units = _ORD_F if feminine else _ORD_M
        if n == 10:
            return article + ("عاشرة" if feminine else "عاشر")
        if tens == 1:
            one = ("حادية" if feminine else "حادي") if unit == 1 else units[unit - 1]
            return f"{article}{one} {'عشرة' if feminine else 'عشر'}"
    else:
        units = _UNITS_F if feminine else _UNITS_M
        if n == 10:
            return "عشرة" if not feminine else "عشر"
        if tens == 1:
            one = ("إحدى" if feminine else "أحد") if unit == 1 else units[unit - 1]
            return f"{one} {'عشرة' if feminine else 'عشر'}"
    if tens == 0:
        return article + units[unit - 1]
    ten = _TENS[tens - 2]
    if unit == 0:
        return article + ten
    return f"{article}{units[unit - 1]} و{article}{ten}"


@given(
    st.integers(1, 99),
    st.booleans(),
    st.booleans(),
    st.sampled_from(["ال", "أل", ""]),
    st.sampled_from(["البند", "المادة", "مادة"]),
)
def test_every_arabic_number_in_words_is_a_heading_cited_in_figures(
    n: int, ordinal: bool, feminine: bool, article: str, keyword: str
) -> None:
    words = _arabic(n, ordinal=ordinal, feminine=feminine, article=article)
    match = RULES.match_heading(f"{keyword} {words}", RULES.heading_order("ar"))
    assert match is not None, words
    assert match.label == f"{keyword} {words}"
    assert cited_number(words) == str(n)


QA_LAW_EN = (
    "Law No. (9) of 2022 on the Regulation of the Right to Access Information\n\n"
    "Chapter One\n\nDefinitions\n\n"
    "Article (1)\n\nFor the purposes of this Law, the following words have these meanings.\n\n"
    "Article (2)\n\nThis Law applies to every concerned entity.\n\n"
    "Chapter Two\n\nFinal Provisions\n\n"
    "Article (26)\n\nEntities shall comply within six months, as Article (2) provides.\n\n"
    "Article (27)\n\nThis Law shall be published in the Official Gazette.\n\n"
)

FR_LOI = (
    "Loi n° 9 de 2022 portant réglementation du droit d'accès à l'information\n\n"
    "Chapitre premier\n\nDispositions générales\n\n"
    "Article (1er)\n\nAu sens de la présente loi, on entend par information tout document.\n\n"
    "Article (2)\n\nLa présente loi s'applique à toute entité concernée.\n\n"
)

QA_LAW_AR = (
    "قانون رقم (9) لسنة 2022 بشأن تنظيم الحق في الوصول إلى المعلومات\n\n"
    "الفصل الأول\n\nالتعاريف\n\n"
    "المادة (1)\n\nفي تطبيق أحكام هذا القانون، تكون للكلمات التالية المعاني المبينة.\n\n"
    "المادة (2)\n\nتسري أحكام هذا القانون على الجهات المعنية.\n\n"
)


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        (QA_LAW_EN, ["Article 1", "Article 2", "Article 26", "Article 27"]),
        (FR_LOI, ["art. 1er", "art. 2"]),
        (QA_LAW_AR, ["المادة 1", "المادة 2"]),
    ],
)
def test_bracketed_article_numbers_open_articles_cited_in_figures(
    text: str, cited: list[str]
) -> None:
    document, chunk_set = chunked(text)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    articles = [r for r in records if r["chunkType"] == "article"]
    assert [r["citation"].rsplit(", ", 1)[-1].rsplit("، ", 1)[-1] for r in articles] == cited


JO_LEASE = (
    "عقد إيجار عقار محدد المدة\n\n"
    "أنه في يوم الأحد الموافق 1/1/2023 تم الاتفاق بين المؤجر والمستأجر على ما يلي.\n\n"
    "الشروط والاحكام\n\n"
    "البند ألاول استلام و تسليم المأجور.\n\n"
    "يقر الطرف الثاني بأنه قام بمعاينة العين المؤجرة المعاينة النافية للجهالة.\n\n"
    "البند الثاني: الأجرة.\n\nيدفع الطرف الثاني الأجرة مقدما في بداية كل شهر.\n\n"
    "البند عشرين: القوة القاهرة.\n\nلا يسأل أي طرف عن التأخير بسبب القوة القاهرة.\n\n"
    "البند الواحد وعشرين : التعويضات الاتفاقية.\n\nيعتبر الجدول أدناه مرجعا للتعويضات.\n\n"
)


def test_arabic_clauses_in_words_open_clauses_cited_in_figures() -> None:
    # "الشروط والاحكام" and the first clause are set as headings (as a word processor's
    # heading style does): the first clause has its title after its label, with no separator
    ranges = paragraph_ranges(JO_LEASE)
    kinds = {2: BlockKind.HEADING, 3: BlockKind.HEADING}
    document, chunk_set = chunked(JO_LEASE, kinds=kinds)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    assert len(ranges) == 11
    clauses = [r for r in records if r["headingText"].startswith("البند")]
    assert [r["citation"].rsplit("، ", 1)[-1] for r in clauses] == [
        "البند 1",
        "البند 2",
        "البند 20",
        "البند 21",
    ], [r["headingText"] for r in records]
    assert clauses[0]["headingText"] == "البند ألاول — استلام و تسليم المأجور."
    assert all(r["chunkType"] == "clause" for r in clauses)
