"""Issue 28: document identity, pinpoint citations and cross-references on every record.

Table tests per convention and language on short excerpts written here; property tests for
the invariants (docId stable across loads, reference spans inside the chunk text, the
embedding token count equal to a fresh cl100k count).
"""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.engine.citation_format import Pinpoint, arabic_ordinal, cited_number, pinpoint_of
from inspector.engine.citation_identity import detect_identity, doc_uuid
from inspector.engine.citation_refs import find_references
from inspector.engine.config import config_from_dict, default_config
from inspector.engine.records import EMBED_OVER_LIMIT, chunk_records
from inspector.engine.tokens import count_tokens
from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked, heading_chunk

EU_EN = (
    "REGULATION (EU) 2016/679 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
    "of 27 April 2016\n\non the protection of natural persons\n\n"
    "THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,\n\n"
    "Whereas:\n\n(1) The protection of natural persons is a fundamental right.\n\n"
    "(2) The principles should respect their fundamental rights.\n\n"
    "HAVE ADOPTED THIS REGULATION:\n\n"
    "Article 1\n\nSubject-matter\n\n1. This Regulation lays down rules.\n\n"
    "2. It protects fundamental rights, as set out in Article 2(1) and Directive 95/46/EC.\n\n"
    "Article 2\n\nMaterial scope\n\n1. This Regulation applies to processing. "
    "Paragraph 1 of this Article and Articles 1 to 2 apply.\n\n"
)
EU_FR = (
    "DIRECTIVE (UE) 2019/882 DU PARLEMENT EUROPÉEN ET DU CONSEIL\n\ndu 17 avril 2019\n\n"
    "relative aux exigences en matière d'accessibilité\n\n"
    "considérant ce qui suit:\n\n(1) La présente directive a pour objet de contribuer.\n\n"
    "ONT ADOPTÉ LA PRÉSENTE DIRECTIVE:\n\n"
    "Article premier\n\nObjet\n\nLa présente directive vise les produits.\n\n"
    "Article 2\n\nChamp d'application\n\nVoir l'article premier et l'article 1er.\n\n"
)
UK_JUDGMENT = (
    "Neutral Citation Number: [2019] UKSC 12\n\nIN THE SUPREME COURT OF THE UNITED KINGDOM\n\n"
    "Date: 6 March 2019\n\nJUDGMENT\n\nIntroduction\n\n"
    "1. This appeal concerns section 14 of the 1998 Act.\n\n"
    "2. The facts are not in dispute, as paragraph 1 explains.\n\n"
    "3. The tribunal held that section 14(2)(b) applied.\n\n"
)
FR_CODE = (
    "Code des relations entre le public et l'administration\n\n"
    "Livre Ier : LES ÉCHANGES AVEC L'ADMINISTRATION\n\n"
    "Article L110-1\n\nSont considérées comme des demandes les réclamations.\n\n"
    "Article L111-1\n\nL'usage de la langue française est prescrit, sous réserve de "
    "l'article L110-1 et des articles L110-1 à L111-1.\n\n"
)
FR_LOI = (
    "RÉPUBLIQUE FRANÇAISE\n\nLoi n° 2016-1321 du 7 octobre 2016 pour une République numérique\n\n"
    "Article 1\n\nLes administrations publient leurs documents.\n\n"
    "Article 2\n\nL'article 1 s'applique aux collectivités.\n\n"
)
SA_LAW = (
    "نظام العمل\n\nالمرسوم الملكي رقم (م/51) بتاريخ 23/8/1426هـ الموافق 27/9/2005م\n\n"
    "المادة الأولى\n\nيسمى هذا النظام نظام العمل.\n\n"
    "المادة الثانية\n\nتطبق أحكام المادة الأولى والمادة (3) من هذا النظام.\n\n"
    "المادة الثالثة\n\nالعمل حق للمواطن وفقا للمادة السابعة.\n\n"
)
EG_LAW = (
    "جمهورية مصر العربية\n\nقانون رقم 19 لسنة 2024 بإصدار قانون رعاية حقوق المسنين\n\n"
    "صدر برئاسة الجمهورية في 4 أبريل 2024\n\n"
    "مادة 1\n\nيعمل بأحكام هذا القانون.\n\nمادة 2\n\nتسري أحكام المادة 1 على الأجانب.\n\n"
)
TN_LAW = (
    "الجمهورية التونسية\n\nدستور الجمهورية التونسية\n\n"
    "الفصل 1\n\nتونس دولة حرة.\n\nالفصل 2\n\nنظام الدولة جمهوري وفق الفصل 1.\n\n"
)
US_CONTRACT = (
    "Exhibit 10.5\n\nLICENCE AGREEMENT\n\n"
    "This Licence Agreement is made effective as of the 31st day of March, 2017 between "
    "Alpha Inc., a Delaware corporation, and Beta LLC.\n\n"
    "1. DEFINITIONS\n\nTerms have the meaning in Clause 2.\n\n"
    "2. LICENCE\n\nAlpha grants Beta a licence subject to Section 5.2.\n\n"
    "5. TERM\n\n5.2 The term is five years.\n\n"
)

# (text, document type or None, identity fields expected)
IDENTITY_CASES = [
    (EU_EN, None, ("Regulation (EU) 2016/679", "EU", "2016-04-27")),
    (EU_FR, None, ("Directive (UE) 2019/882", "EU", "2019-04-17")),
    (UK_JUDGMENT, None, ("[2019] UKSC 12", "GB", "2019-03-06")),
    (FR_LOI, None, ("Loi n° 2016-1321", "FR", "2016-10-07")),
    (SA_LAW, DocumentType.LEGISLATION, ("م/51", "SA", "2005-09-27")),
    (EG_LAW, DocumentType.LEGISLATION, ("قانون رقم 19 لسنة 2024", "EG", "2024-04-04")),
    (TN_LAW, DocumentType.LEGISLATION, ("", "TN", "")),
    (US_CONTRACT, None, ("10.5", "US", "2017-03-31")),
]


@pytest.mark.parametrize(("text", "kind", "expected"), IDENTITY_CASES)
def test_identity_is_read_from_the_document_with_its_cue(
    text: str, kind: DocumentType | None, expected: tuple[str, str, str]
) -> None:
    document, chunk_set = chunked(text, document_type=kind)
    identity = detect_identity(document, chunk_set)
    got = (identity.act_id.value, identity.jurisdiction.value, identity.document_date.value)
    assert got == expected
    for field in (identity.act_id, identity.jurisdiction, identity.document_date):
        assert bool(field.cue) == bool(field.value)  # every value says what decided it


def test_a_mention_of_an_eu_act_does_not_make_a_uk_judgment_eu() -> None:
    text = UK_JUDGMENT.replace("section 14 of the 1998 Act", "Regulation (EU) 2016/679")
    document, chunk_set = chunked(text)
    assert detect_identity(document, chunk_set).jurisdiction.value == "GB"


def test_a_hijri_date_alone_gives_no_date() -> None:
    text = SA_LAW.replace(" الموافق 27/9/2005م", "")
    document, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    assert detect_identity(document, chunk_set).document_date.value == ""


def test_an_impossible_date_is_no_date() -> None:
    text = FR_LOI.replace("7 octobre 2016", "31 février 2016")
    document, chunk_set = chunked(text)
    assert detect_identity(document, chunk_set).document_date.value == ""


def test_the_title_is_never_a_stamp_or_a_file_name() -> None:
    document, chunk_set = chunked("CONFIDENTIAL\n\ncontract.pdf\n\n" + US_CONTRACT)
    assert detect_identity(document, chunk_set).title.value == "LICENCE AGREEMENT"


def test_edited_identity_fields_are_checked_and_marked() -> None:
    document, chunk_set = chunked(FR_LOI)
    identity = detect_identity(document, chunk_set)
    edited = identity.with_values({"documentDate": "2016-10-08", "jurisdiction": "FR"})
    assert edited.document_date.value == "2016-10-08"
    assert edited.document_date.cue == "edited"
    assert edited.jurisdiction.cue == identity.jurisdiction.cue  # unchanged value, same cue
    for bad, message in (
        ({"documentDate": "8 Oct 2016"}, "YYYY-MM-DD"),
        ({"documentDate": "2016-02-30"}, "day is out of range"),
        ({"jurisdiction": "France"}, "ISO 3166"),
        ({"x": "y"}, "unknown identity field"),
    ):
        with pytest.raises(ValueError, match=message):
            identity.with_values(bad)


@settings(max_examples=30, deadline=None)
@given(st.text(alphabet="0123456789abcdef", min_size=64, max_size=64))
def test_doc_id_is_a_uuid_that_depends_on_the_fingerprint_only(fingerprint: str) -> None:
    value = doc_uuid(fingerprint)
    assert uuid.UUID(value).version == 5
    assert value == doc_uuid(fingerprint)
    assert value != doc_uuid(fingerprint[::-1]) or fingerprint == fingerprint[::-1]


# (text, document type or None, heading line the chunk starts at, expected citation)
CITATION_CASES = [
    (EU_EN, None, "Article 1", "Regulation (EU) 2016/679, Article 1"),
    (EU_EN, None, "(2) The principles", "Regulation (EU) 2016/679, recital 2"),
    (EU_FR, None, "Article premier", "Directive (UE) 2019/882, article 1er"),
    (EU_FR, None, "considérant ce qui suit", "Directive (UE) 2019/882, considérant 1"),
    (UK_JUDGMENT, None, "2. The facts", "[2019] UKSC 12, [2]"),
    (
        FR_CODE,
        DocumentType.LEGISLATION,
        "Article L111-1",
        "Code des relations entre le public et l'administration, art. L111-1",
    ),
    (
        FR_LOI,
        None,
        "Article 2",
        "Loi n° 2016-1321 du 7 octobre 2016 pour une République numérique, art. 2",
    ),
    (SA_LAW, DocumentType.LEGISLATION, "المادة الثانية", "نظام العمل، المادة 2"),
    (
        EG_LAW,
        DocumentType.LEGISLATION,
        "مادة 2",
        "قانون رقم 19 لسنة 2024 بإصدار قانون رعاية حقوق المسنين، المادة 2",
    ),
    (TN_LAW, DocumentType.LEGISLATION, "الفصل 2", "دستور الجمهورية التونسية، الفصل 2"),
    (US_CONTRACT, None, "2. LICENCE", "LICENCE AGREEMENT (2017), clause 2"),
]


# A part of an annex or schedule is cited inside it (its parts are numbered again from 1).
_ANNEX_EN = (
    "\n\nANNEX I\n\nRequirements\n\nPART A\n\nGeneral requirements apply.\n\n"
    "PART B\n\nSpecific requirements apply.\n"
)
_ANNEX_FR = (
    "\n\nANNEXE I\n\nExigences\n\nPARTIE A\n\nLes exigences générales s'appliquent.\n\n"
    "PARTIE B\n\nLes exigences particulières s'appliquent.\n"
)
_ANNEX_AR = (
    "\n\nالملحق 1\n\nالمتطلبات\n\nالباب الأول\n\nتطبق المتطلبات العامة.\n\n"
    "الباب الثاني\n\nتطبق المتطلبات الخاصة.\n"
)
CITATION_CASES += [
    (EU_EN + _ANNEX_EN, None, "PART B", "Regulation (EU) 2016/679, Annex I, Part B"),
    (EU_FR + _ANNEX_FR, None, "PARTIE B", "Directive (UE) 2019/882, annexe I, partie B"),
    (SA_LAW + _ANNEX_AR, DocumentType.LEGISLATION, "الباب الثاني", "نظام العمل، الملحق 1، الباب 2"),
]


@pytest.mark.parametrize(("text", "kind", "line", "expected"), CITATION_CASES)
def test_each_convention_cites_a_unit_in_its_language(
    text: str, kind: DocumentType | None, line: str, expected: str
) -> None:
    document, chunk_set = chunked(text, document_type=kind)
    config = default_config()
    records = chunk_records(document, chunk_set, config, with_boxes=False)
    starting = [r for r in records if r["text"].lstrip().startswith(line)]
    assert starting, [r["text"][:30] for r in records]
    assert starting[0]["citation"] == expected


@pytest.mark.parametrize(
    ("text", "kind", "first", "second"),
    [
        (EU_EN + _ANNEX_EN + _ANNEX_EN.replace("ANNEX I", "ANNEX II"), None, "Annex I", "Annex II"),
        (
            EU_FR + _ANNEX_FR + _ANNEX_FR.replace("ANNEXE I", "ANNEXE II"),
            None,
            "annexe I",
            "annexe II",
        ),
        (
            SA_LAW + _ANNEX_AR + _ANNEX_AR.replace("الملحق 1", "الملحق 2"),
            DocumentType.LEGISLATION,
            "الملحق 1",
            "الملحق 2",
        ),
    ],
)
def test_a_documents_citations_are_each_chunks_own(
    text: str, kind: DocumentType | None, first: str, second: str
) -> None:
    # document_citations finds the annex above each heading path once for the document; every
    # chunk still cites as it does alone, and the parts of the second annex (labelled as the
    # first annex's parts are) cite the second annex.
    from inspector.engine.citation_format import document_citations

    document, chunk_set = chunked(text, document_type=kind)
    config = default_config()
    identity = detect_identity(document, chunk_set)
    language = chunk_set.language
    lines = [document.text[c.start : c.end].strip().split("\n")[0] for c in chunk_set.chunks]
    together = document_citations(
        chunk_set.chunks, identity, chunk_set.document_type, language, config, lines
    )
    alone = [
        document_citations([chunk], identity, chunk_set.document_type, language, config, [line])[0]
        for chunk, line in zip(chunk_set.chunks, lines, strict=True)
    ]
    assert together == alone
    citations = [citation for citation, _ in together]
    assert second in citations[-1], citations
    assert second not in citations[-3], citations
    assert citations[-1].replace(second, "") == citations[-3].replace(first, "")


def test_a_judgment_run_of_paragraphs_and_a_split_article_cite_their_range() -> None:
    from inspector.engine.citation_format import Pinpoint, pinpoint_text
    from inspector.engine.citation_rules import citation_rules

    rules = citation_rules()
    uk = rules.convention("GB", "judgment", "en")
    assert pinpoint_text(Pinpoint("paragraph", "45", last="47"), uk) == "[45]-[47]"
    eu = rules.convention("EU", "regulation", "en")
    assert pinpoint_text(Pinpoint("article", "4", sub="(1)-(3)"), eu) == "Article 4(1)-(3)"
    assert pinpoint_text(Pinpoint("article", "17", sub="(3)(b)"), eu) == "Article 17(3)(b)"
    assert pinpoint_text(Pinpoint("article", "4", term="controller"), eu) == (
        "Article 4, 'controller'"
    )
    fr = rules.convention("FR", "judgment", "fr")
    assert pinpoint_text(Pinpoint("paragraph", "3", last="5"), fr) == "§§ 3 à 5"
    ar = rules.convention("SA", "legislation", "ar")
    assert pinpoint_text(Pinpoint("article", "101"), ar) == "المادة 101"


def test_a_split_article_cites_its_paragraph_range() -> None:
    body = "".join(
        f"{n}. " + "The controller shall keep the record. " * 40 + "\n\n" for n in (1, 2, 3)
    )
    text = EU_EN.split("Article 1")[0] + "Article 4\n\nDefinitions\n\n" + body
    document, chunk_set = chunked(text)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    cited = [r["citation"] for r in records if "Article 4" in r["citation"]]
    assert len(cited) > 1, cited
    assert cited[0].startswith("Regulation (EU) 2016/679, Article 4(1)")


ORDINALS = [
    ("الأولى", 1),
    ("الثانية", 2),
    ("العاشرة", 10),
    ("الحادية عشرة", 11),
    ("الثانية والعشرون", 22),
    ("الخامسة والسبعين", 75),
    ("المائة", 100),
    ("الأولى بعد المائة", 101),
]


@pytest.mark.parametrize(("words", "number"), ORDINALS)
def test_arabic_ordinals_are_cited_as_numbers(words: str, number: int) -> None:
    assert arabic_ordinal(words) == number
    assert cited_number(words) == str(number)


def test_numbers_are_cited_in_ascii() -> None:
    assert cited_number("(٣)") == "3"
    assert cited_number("١٢") == "12"
    assert cited_number("premier") == "1er"
    assert cited_number("L. 121-1") == "L.121-1"


# (text, expected reference texts in order)
REFERENCE_CASES = [
    (
        "as set out in Article 6(1), paragraph 3 of this Article and Articles 12 to 14, "
        "repealing Directive 95/46/EC",
        ["Article 6(1)", "paragraph 3 of this Article", "Articles 12 to 14", "Directive 95/46/EC"],
    ),
    ("subject to section 5.2 and Clause 14", ["section 5.2", "Clause 14"]),
    # "§" is no word character: a word boundary before it would need a letter glued to it
    ("as provided in § 3 and §4(a), not s. 12", ["§ 3", "§4(a)", "s. 12"]),
    # a paragraph of an article written with "§" belongs to the article's reference
    (
        "a violé l'article 6, § 1, de la Convention et l'article 6§2",
        ["article 6, § 1", "article 6§2"],
    ),
    ("Article 8 § 2 of the Convention", ["Article 8 § 2"]),
    ("en application de l'article L. 121-1 et de l'article 3", ["article L. 121-1", "article 3"]),
    ("وفقا لأحكام المادة (7) والمادة السابعة", ["المادة (7)", "والمادة السابعة"]),
]


@pytest.mark.parametrize(("text", "expected"), REFERENCE_CASES)
def test_references_are_found_with_their_spans(text: str, expected: list[str]) -> None:
    found = find_references(text)
    assert [r["text"] for r in found] == expected
    for reference in found:
        assert text[reference["start"] : reference["end"]] == reference["text"]


def test_a_paragraph_written_with_a_section_sign_is_the_articles_sub_unit() -> None:
    found = find_references("l'article 6, § 1, de la Convention ; Article 8 § 2 ; § 5")
    assert [(r["unit"], r["number"], r["sub"]) for r in found] == [
        ("article", "6", "§ 1"),
        ("article", "8", "§ 2"),
        ("section", "5", ""),
    ]


def test_references_resolve_to_the_chunks_of_the_same_document() -> None:
    document, chunk_set = chunked(EU_EN)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    by_citation = {r["citation"]: r["chunkIndex"] for r in records}
    article_1 = by_citation["Regulation (EU) 2016/679, Article 1"]
    article_2 = by_citation["Regulation (EU) 2016/679, Article 2"]
    refs = {ref["text"]: ref for r in records for ref in r["references"]}
    assert refs["Article 2(1)"]["targets"] == [article_2]
    assert refs["Directive 95/46/EC"]["targets"] == []
    assert refs["Directive 95/46/EC"]["external"] is True
    assert refs["Paragraph 1 of this Article"]["targets"] == [article_2]
    assert refs["Articles 1 to 2"]["targets"] == [article_1, article_2]
    # a chunk's own heading is its label, not a reference
    assert all(ref["text"] != "Article 1" for ref in records[article_1]["references"])


def test_arabic_and_french_references_resolve_by_number_and_ordinal() -> None:
    document, chunk_set = chunked(SA_LAW, document_type=DocumentType.LEGISLATION)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    first = next(r["chunkIndex"] for r in records if r["citation"].endswith("المادة 1"))
    third = next(r["chunkIndex"] for r in records if r["citation"].endswith("المادة 3"))
    refs = {ref["text"]: ref["targets"] for r in records for ref in r["references"]}
    assert refs["المادة الأولى"] == [first]
    assert refs["والمادة (3)"] == [third]
    document, chunk_set = chunked(FR_CODE, document_type=DocumentType.LEGISLATION)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    target = next(r["chunkIndex"] for r in records if r["citation"].endswith("L110-1"))
    refs = {ref["text"]: ref["targets"] for r in records for ref in r["references"]}
    assert refs["article L110-1"] == [target]


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["Article 6(1)", "la ", "المادة (7) ", "section 5.2", " x ", "\n", "Articles 1 to 3"]
        ),
        max_size=12,
    )
)
def test_reference_spans_lie_inside_the_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    for reference in find_references(text):
        assert 0 <= reference["start"] < reference["end"] <= len(text)
        assert text[reference["start"] : reference["end"]] == reference["text"]


def test_records_carry_the_embedding_token_count_and_the_limit_flags_long_ones() -> None:
    document, chunk_set = chunked(EU_EN)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    assert all(r["embedTokenCount"] == count_tokens(r["embedText"]) for r in records)
    assert all(EMBED_OVER_LIMIT not in r["flags"] for r in records)
    limit = min(r["embedTokenCount"] for r in records if r["chunkType"] == "article")
    limited = config_from_dict({"embedding": {"model_max_tokens": limit}})
    flagged = chunk_records(document, chunk_set, limited, with_boxes=False)
    assert {r["chunkIndex"] for r in flagged if EMBED_OVER_LIMIT in r["flags"]} == {
        r["chunkIndex"] for r in records if r["embedTokenCount"] > limit
    }
    assert default_config().config_hash == config_from_dict({}).config_hash
    assert limited.config_hash != default_config().config_hash


def test_a_bad_model_limit_is_refused() -> None:
    with pytest.raises(ValueError, match="model_max_tokens"):
        config_from_dict({"embedding": {"model_max_tokens": -1}})


def test_the_chunk_command_flags_and_counts_chunks_over_the_embedding_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from inspector.cli import main
    from inspector.export.jsonl import read_jsonl

    source = tmp_path / "regulation.txt"
    source.write_text(EU_EN, encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["chunk", str(source), "--out", str(out), "--stats", "--embed-limit", "40"]) == 0
    printed = capsys.readouterr().out
    records = read_jsonl(out)
    over = [r for r in records if r["embedTokenCount"] > 40]
    assert over
    assert all((EMBED_OVER_LIMIT in r["flags"]) == (r in over) for r in records)
    assert f"chunks over the embedding limit (40 tokens): {len(over)}" in printed
    assert "identity: actId Regulation (EU) 2016/679 (eu_act_number)" in printed
    assert main(["chunk", str(source), "--out", str(out), "--embed-limit", "-1"]) == 2


@pytest.mark.parametrize(
    ("heading", "language", "first_line", "expected"),
    [
        ("SCHEDULE 1 (part 1 of 10)", "en", "", Pinpoint("schedule", "1")),
        ("Article 12 (partie 2 sur 3)", "fr", "", Pinpoint("article", "12")),
        ("المادة 5 (الجزء 2 من 3)", "ar", "", Pinpoint("article", "5")),
        (
            "Article 2 (« archives »–« élimination »)",
            "fr",
            "",
            Pinpoint("article", "2", term="archives–élimination"),
        ),
        ("COLLABORATION AGREEMENT(1)", "en", "1. Defined Terms.", Pinpoint("section", "1")),
        # A section numbered without a keyword, headed as the engine heads a unit whose
        # label is its bare number (markup and text alike): label — title.
        ("12 — Power to make regulations", "en", "", Pinpoint("section", "12")),
        ("12A – Transitional provision", "en", "", Pinpoint("section", "12A")),
        ("10 Power of General Synod", "en", "", Pinpoint("section", "10")),
        # ... and a part of such a section cut for size, headed by its subsections or counter
        ("3(1)–(2), Power to make amendments", "en", "", Pinpoint("section", "3", sub="(1)-(2)")),
        ("3(3), Power to make amendments", "en", "", Pinpoint("section", "3", sub="(3)")),
        ("6.(2)–(4), Amendment of regulations", "en", "", Pinpoint("section", "6", sub="(2)-(4)")),
        ("12A (part 2 of 3), Transitional provision", "en", "", Pinpoint("section", "12A")),
        ("3(1) the Treasury may", "en", "", Pinpoint()),
        (
            "Clause 10 — COMMERCIAL TERMS, 10.1–10.3",
            "en",
            "",
            Pinpoint("clause", "10", sub="10.1-10.3"),
        ),
    ],
)
def test_the_pinpoint_reads_the_label_not_the_part_counter(
    heading: str, language: str, first_line: str, expected: Pinpoint
) -> None:
    got = pinpoint_of(heading_chunk(heading), default_config(), language, first_line=first_line)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "kind", "date"),
    [
        (  # a contract quoted in a judgment does not date the judgment
            "[2012] UKUT 82 (IAC)\n\nUPPER TRIBUNAL (IMMIGRATION AND ASYLUM CHAMBER)\n\n"
            "DETERMINATION AND REASONS\n\n1. The appellants are citizens of Nigeria.\n\n"
            "2. Their applications were refused by decisions dated 27 August 2010.\n",
            DocumentType.JUDGMENT,
            "",
        ),
        (  # the same words date a contract
            "SERVICES AGREEMENT\n\nThis Agreement is dated 27 August 2010 and is made between "
            "A Ltd and B Ltd.\n\n1. Services. A shall provide the services.\n",
            DocumentType.CONTRACT,
            "2010-08-27",
        ),
        (  # a tribunal judiciaire's jugement: its own date, not its hearing's
            "TRIBUNAL\n\nJUDICIAIRE\n\nDE PARIS\n\nN° RG 23/05254\n\nJUGEMENT\n\n"
            "rendu le vendredi 15 décembre 2023\n\nDATE DES DÉBATS\n\n"
            "Audience publique du 17 octobre 2023\n\nExposé du litige\n\nLa société a prêté.\n",
            DocumentType.JUDGMENT,
            "2023-12-15",
        ),
        (  # an arrêt with only its hearing's date keeps that date
            "COUR DE CASSATION\n\nAudience publique du 18 novembre 2020\n\n"
            "1. Selon l'arrêt attaqué, la demande est rejetée.\n",
            DocumentType.JUDGMENT,
            "2020-11-18",
        ),
    ],
)
def test_a_judgment_is_dated_by_its_own_date_not_a_contract_rule(
    text: str, kind: DocumentType, date: str
) -> None:
    document, chunk_set = chunked(text, document_type=kind)
    assert detect_identity(document, chunk_set).document_date.value == date
