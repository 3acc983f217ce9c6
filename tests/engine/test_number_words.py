"""A provision numbered in words is read as a heading and cited with its figure.

"ARTICLE ONE", "ARTICLE TWENTY-ONE", "Section Two", "Article deux", "TITRE DEUXIÈME": the heading
rules read the label (``EN_WORDNUM``/``FR_WORDNUM``), the citation gives its number in figures
("article 1", "art. 2") and a contract's sub-clauses inside it ("2.3") are cited as they are
under "ARTICLE 2". The heading text stays as printed. Arabic ordinals ("المادة الأولى") were
read so before and still are. Excerpts written here; the property test spells every number
1-99 in words with its own small speller (not the engine's table).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.docx.numformat import format_number
from inspector.document.model import BlockKind
from inspector.engine.citation_format import cited_number, word_number
from inspector.engine.config import compiled_rules, default_config
from inspector.engine.lines import unspaced
from inspector.engine.records import chunk_records
from inspector.engine.types import DocumentType
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked
from tests.engine.test_contract_structure import SIGNED_CONTRACT

RULES = compiled_rules(default_config())

# (language, heading line, rule, label) -- the label keeps the words as printed
HEADINGS = [
    ("en", "ARTICLE ONE", "en_article", "ARTICLE ONE"),
    ("en", "ARTICLE TWENTY-ONE", "en_article", "ARTICLE TWENTY-ONE"),
    ("en", "Article Twenty-one — Term", "en_article", "Article Twenty-one"),
    ("en", "Section Two", "en_section", "Section Two"),
    ("en", "Schedule Three", "en_schedule", "Schedule Three"),
    ("en", "PART FOUR", "en_part", "PART FOUR"),
    ("en", "ARTICLE SEVENTEEN", "en_article", "ARTICLE SEVENTEEN"),
    ("en", "Article Thirty-Second", "en_article", "Article Thirty-Second"),
    ("fr", "Article premier", "fr_article", "Article premier"),
    ("fr", "Article Premier", "fr_article", "Article Premier"),
    ("fr", "Article deux", "fr_article", "Article deux"),
    ("fr", "TITRE PREMIER", "fr_titre", "TITRE PREMIER"),
    ("fr", "TITRE DEUXIÈME", "fr_titre", "TITRE DEUXIÈME"),
    ("fr", "Section première", "fr_section", "Section première"),
    ("fr", "Chapitre III", "fr_chapitre", "Chapitre III"),
    ("fr", "Article soixante et onze", "fr_article", "Article soixante et onze"),
    ("fr", "Article quatre-vingt-dix-neuf", "fr_article", "Article quatre-vingt-dix-neuf"),
]


@pytest.mark.parametrize(("language", "line", "rule", "label"), HEADINGS)
def test_a_label_in_words_is_a_heading(language: str, line: str, rule: str, label: str) -> None:
    match = RULES.match_heading(line, RULES.heading_order(language))
    assert match is not None, line
    assert (match.rule.name, match.label) == (rule, label)


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("en", "Part one of the Act applies."),  # a sentence: no capital on the number
        ("en", "Section Onerous terms"),  # a word that begins like a number
        ("en", "Article Tenant obligations"),
        ("fr", "Article unique en son genre s'applique"),
    ],
)
def test_words_that_are_no_number_make_no_heading(language: str, line: str) -> None:
    match = RULES.match_heading(line, RULES.heading_order(language))
    assert match is None or not match.label.endswith(("one", "One", "Ten", "un")), match


# (words, value): English and French, cardinal and ordinal, any case
WORDS = [
    ("ONE", 1),
    ("Two", 2),
    ("TWENTY-ONE", 21),
    ("Twenty One", 21),
    ("Twenty-First", 21),
    ("NINETY-NINE", 99),
    ("First", 1),
    ("twelfth", 12),
    ("deux", 2),
    ("DEUXIÈME", 2),
    ("dix-sept", 17),
    ("vingt et un", 21),
    ("vingt et unième", 21),
    ("soixante-dix", 70),
    ("soixante et onze", 71),
    ("quatre-vingts", 80),
    ("quatre-vingt-dix-neuf", 99),
    ("seconde", 2),
]


@pytest.mark.parametrize(("words", "value"), WORDS)
def test_numbers_in_words_have_their_value(words: str, value: int) -> None:
    assert word_number(words) == value
    assert cited_number(words) == str(value)


@pytest.mark.parametrize("words", ["one two", "Twenty Twenty", "Tenant", "IV", "A", "5a", ""])
def test_other_labels_are_no_number_in_words(words: str) -> None:
    assert word_number(words) is None


def test_the_french_first_is_cited_as_french_lawyers_write_it() -> None:
    for words in ("premier", "Premier", "PREMIER", "première"):
        assert cited_number(words) == "1er"


def _english(n: int, *, ordinal: bool, joiner: str) -> str:
    """``n`` (1-99) spelled in English ("twenty-one", "twenty-first") by Word's own numbering
    formats as the DOCX loader renders them (a speller independent of the engine's table)."""
    words = format_number(n, "ordinalText" if ordinal else "cardinalText").lower()
    return words.replace("-", joiner)


_FR_UNITS = ["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]
_FR_TEENS = [
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
]
_FR_TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def _french(n: int, *, ordinal: bool) -> str:
    """``n`` (1-99) spelled in French, 1990 spelling aside ("soixante et onze", "vingt-deux")."""
    if n < 10:
        words = _FR_UNITS[n - 1]
    elif n < 20:
        words = _FR_TEENS[n - 10]
    elif n < 70:
        tens, unit = divmod(n, 10)
        words = _FR_TENS[tens] + (
            "" if unit == 0 else " et un" if unit == 1 else "-" + _FR_UNITS[unit - 1]
        )
    elif n < 80:
        words = "soixante" + (" et onze" if n == 71 else "-" + _FR_TEENS[n - 70])
    else:
        words = "quatre-vingts" if n == 80 else "quatre-vingt-" + _french(n - 80, ordinal=False)
    if not ordinal:
        return words
    if n == 1:
        return "premier"
    stem = words.removesuffix("s") if n == 80 else words
    stem = stem.removesuffix("e")  # "quatre" -> "quatr", "onze" -> "onz"
    stem = stem.removesuffix("q") + ("qu" if stem.endswith("q") else "")  # "cinq" -> "cinqu"
    stem = stem[:-1] + "v" if stem.endswith("neuf") else stem  # "neuf" -> "neuv"
    return stem + "ième"


@given(
    st.integers(1, 99),
    st.booleans(),
    st.sampled_from(["-", " "]),
    st.sampled_from([str.upper, str.title, str.capitalize]),
    st.sampled_from(["ARTICLE", "Section", "Schedule", "PART"]),
)
def test_every_english_number_in_words_is_a_heading_cited_in_figures(
    n: int, ordinal: bool, joiner: str, case: object, keyword: str
) -> None:
    words = case(_english(n, ordinal=ordinal, joiner=joiner))  # type: ignore[operator]
    match = RULES.match_heading(f"{keyword} {words}", RULES.heading_order("en"))
    assert match is not None, words
    assert match.label == f"{keyword} {words}"
    assert cited_number(words) == str(n)


@given(
    st.integers(2, 99),
    st.booleans(),
    st.sampled_from([str.lower, str.upper, str.capitalize]),
    st.sampled_from(["Article", "TITRE", "Section"]),
)
def test_every_french_number_in_words_is_a_heading_cited_in_figures(
    n: int, ordinal: bool, case: object, keyword: str
) -> None:
    words = case(_french(n, ordinal=ordinal))  # type: ignore[operator]
    match = RULES.match_heading(f"{keyword} {words}", RULES.heading_order("fr"))
    assert match is not None, words
    assert match.label == f"{keyword} {words}"
    assert cited_number(words) == str(n)


CONTRACT = (
    "Exhibit 10.5\n\nRESEARCH AND LICENSE AGREEMENT\n\n"
    "This Research and License Agreement is made effective as of the 31st day of March, 2017 "
    "between Alpha Inc., a Delaware corporation, and Beta LLC.\n\n"
    "ARTICLE ONE\n\nDEFINITIONS\n\n1.1 “Field” means all therapeutic uses.\n\n"
    "ARTICLE TWO\n\nPROJECT\n\n"
    + "".join(
        f"2.{n} Performance. The University shall perform the Project. "
        + "The Project is described in Exhibit A. " * 50
        + "\n\n"
        for n in (1, 2, 3)
    )
    + "2.4 Reports. The University shall report as set out in Article 1.\n\n"
    "ARTICLE TWENTY-ONE\n\nMISCELLANEOUS\n\n21.1 Notices. Notices are in writing.\n\n"
)


def test_a_contract_article_in_words_is_cited_with_its_figure_and_clauses() -> None:
    document, chunk_set = chunked(CONTRACT)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    by_heading = {r["headingText"]: r for r in records}
    cited = [r["citation"].split(", ", 1)[-1] for r in records if "ARTICLE" in r["headingText"]]
    assert cited[0] == "article 1", cited
    assert [c for c in cited if c.startswith("article 2.")] == [
        "article 2.1",
        "article 2.2",
        "article 2.3-2.4",
    ], cited
    assert cited[-1] == "article 21", cited
    assert not any(word in c for c in cited for word in ("ONE", "TWO", "TWENTY")), cited
    # the heading as printed, the reference "Article 1" resolves to the article in words
    assert any(h.startswith("ARTICLE TWO") for h in by_heading), by_heading
    reference = next(ref for r in records for ref in r["references"] if ref["text"] == "Article 1")
    assert reference["targets"] == [
        r["chunkIndex"] for r in records if r["headingText"].startswith("ARTICLE ONE")
    ]


FR_LOI = (
    "RÉPUBLIQUE FRANÇAISE\n\nLoi n° 2016-1321 du 7 octobre 2016 pour une République numérique\n\n"
    "TITRE PREMIER\n\nDISPOSITIONS GÉNÉRALES\n\n"
    "Article Premier\n\nLes administrations publient leurs documents.\n\n"
    "Article deux\n\nL'article 1er s'applique aux collectivités.\n\n"
    "TITRE DEUXIÈME\n\nDISPOSITIONS FINALES\n\n"
    "Article trois\n\nLa présente loi entre en vigueur.\n\n"
)


def test_a_french_article_in_words_is_cited_with_its_figure() -> None:
    document, chunk_set = chunked(FR_LOI)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    cited = {r["headingText"].split(" —")[0]: r["citation"] for r in records}
    assert cited["Article Premier"].endswith("art. 1er"), cited
    assert cited["Article deux"].endswith("art. 2"), cited
    assert cited["Article trois"].endswith("art. 3"), cited


SA_LAW = (
    "نظام العمل\n\nالمرسوم الملكي رقم (م/51) بتاريخ 23/8/1426هـ الموافق 27/9/2005م\n\n"
    "المادة الأولى\n\nيسمى هذا النظام نظام العمل.\n\n"
    "المادة الحادية والعشرون\n\nتطبق أحكام المادة الأولى من هذا النظام.\n\n"
)


def test_arabic_ordinals_are_still_cited_as_numbers() -> None:
    document, chunk_set = chunked(SA_LAW)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    cited = [r["citation"] for r in records if r["headingText"].startswith("المادة")]
    assert [c.rsplit("المادة ", 1)[-1] for c in cited] == ["1", "21"], cited


@pytest.mark.parametrize(
    ("language", "annex", "inner", "form"),
    [
        ("en", "EXHIBIT C", "Appendix Five - Capacity Request Form", "One form per product."),
        ("fr", "ANNEXE C", "Appendice quatre - Formulaire de commande", "Un formulaire par lot."),
    ],
)
def test_an_attachment_numbered_in_words_out_of_its_series_is_a_part_of_the_annex(
    language: str, annex: str, inner: str, form: str
) -> None:
    # "Appendix Five" inside EXHIBIT C with no Appendix One-Four before it is a part of the
    # exhibit, as "Appendix 5" is: its number in words counts in the annex series.
    top = SIGNED_CONTRACT[language]
    text = f"{top}{annex}\n\nForms follow.\n\n{inner}\n\n{form}\n\n{inner}\n\n{form}\n"
    ranges = paragraph_ranges(text)
    kinds = {len(ranges) - k: BlockKind.HEADING for k in (6, 4, 2)}
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.CONTRACT)
    label, title = (part.strip() for part in inner.split(" - ", 1))
    forms = [c for c in result.chunks if form in document.text[c.start : c.end]]
    assert [c.heading_text for c in forms] == [f"{annex}, {label} — {title}"] * 2


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("WI T N E S S E T H:", "WITNESSETH:"),  # a PDF's letter spacing, two letters kept
        ("W I T N E S S E T H:", "WITNESSETH:"),
        ("R E C I T A L S", "RECITALS"),
        ("P R É A M B U L E", "PRÉAMBULE"),
        ("WITNESSETH", "WITNESSETH"),
        ("SCHEDULE A B C", "SCHEDULE A B C"),  # three letters: a list of labels, kept
        ("ARTICLE ONE — DEFINITIONS", "ARTICLE ONE — DEFINITIONS"),
        ("المادة الأولى", "المادة الأولى"),
    ],
)
def test_letter_spaced_words_are_read_closed_up(line: str, read: str) -> None:
    assert unspaced(line) == read


_WHEREAS = {
    "en": (
        "WHEREAS, Alpha is engaged in the development of pharmaceutical products for the "
        "treatment of rare diseases and owns the product known as OK-\n\n432; and\n\n"
        "WHEREAS, Beta wishes to license the products for sale in the territory on the terms "
        "set out below.\n\n"
        "NOW, THEREFORE, in consideration of the mutual covenants herein, the parties agree "
        "as follows:\n\n"
    ),
    "fr": (
        "Considérant que la société Alpha développe des produits pharmaceutiques destinés au "
        "traitement des maladies rares ;\n\n"
        "Considérant que la société Beta souhaite obtenir une licence sur ces produits pour "
        "les vendre sur le territoire.\n\n"
        "Les parties conviennent de ce qui suit :\n\n"
    ),
}
_TOP = {
    "en": "LICENSE AGREEMENT\n\nThis License Agreement is made on March 3, 2018 between "
    "Alpha Inc. and Beta LLC.\n\n",
    "fr": "CONTRAT DE LICENCE\n\nLe présent contrat est conclu le 3 mars 2018 entre Alpha SA "
    "et Beta SARL.\n\n",
}
_FIRST = {
    "en": "ARTICLE ONE\n\nDEFINITIONS\n\n1.1 “Field” means all uses.\n\n",
    "fr": "Article premier\n\nObjet\n\nLe contrat a pour objet une licence.\n\n",
}


@pytest.mark.parametrize(
    ("language", "intro", "cue"),
    [
        ("en", "WITNESSETH:", "WHEREAS"),
        ("en", "WI T N E S S E T H:", "WHEREAS"),
        ("en", "W I T N E S S E T H:", "WHEREAS"),
        ("fr", "P R É A M B U L E", "Considérant"),
    ],
)
def test_a_letter_spaced_recitals_heading_heads_recitals(
    language: str, intro: str, cue: str
) -> None:
    # The contract's "WITNESSETH:" (the recitals' intro, in a PDF often letter-spaced) heads
    # recitals as "RECITALS" does: each "WHEREAS" is a recital, cited by its number, not a
    # clause's text; a recital cut at a hyphen ("OK-" / "432;") goes on in the next block.
    text = _TOP[language] + f"{intro}\n\n" + _WHEREAS[language] + _FIRST[language]
    document, chunk_set = chunked(text, kinds={0: BlockKind.HEADING, 2: BlockKind.HEADING})
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    whereas = [r for r in records if cue in r["text"]]
    assert whereas, records
    assert {r["chunkType"] for r in whereas} == {"recital"}, whereas
    recital = "considérant" if language == "fr" else "recital"
    assert [r["citation"].rsplit(", ", 1)[-1] for r in whereas] == [f"{recital} 1", f"{recital} 2"]
    assert all(r["headingPath"] == [intro] for r in whereas)  # as printed
    assert not any(r["text"].strip().startswith("432") for r in records)
