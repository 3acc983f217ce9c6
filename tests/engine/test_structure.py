"""Structure: headings in context, heading paths, units and their chunk types."""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind
from inspector.engine.types import BoundaryKind, ChunkType, DocumentType
from tests.engine.helpers import chunked, first_lines

LAW = """\
PUBLIC RECORDS ACT 2026

Whereas records are the memory of the Nation;

Whereas digital records need care;

NOW, THEREFORE, Parliament enacts as follows:

Part I — General Provisions

Chapter 1 — Preliminary

Article 1 — Short title

This Act may be cited as the Public Records Act 2026.

Article 2 — Definitions

In this Act —

“archive” means a record kept for ever;

“Authority” means the Authority established by Article 9;

“record” means any information kept as evidence.

Article 3 — Purpose

The purpose of this Act is to keep records. Save as provided in
Article 12, paragraph 2, these shall be the only rules. The rights
under Article 6(1) apply, subject to Article 6(1) and to Article 7.

Chapter 2 — Management

Article 4 — Duty

Every public body shall keep records.

Done at Halden on 12 March 2026.

MARTA KOVAL, President

Annex I — Retention Schedule

Item | Period
Minutes | Permanent
"""


def test_heading_runs_start_chunks_and_build_the_path() -> None:
    document, result = chunked(LAW)
    heads = first_lines(document, result)
    assert "Part I — General Provisions" in heads
    part = result.chunks[heads.index("Part I — General Provisions")]
    assert part.heading_text == "Article 1 — Short title"
    assert part.heading_path == (
        "Part I — General Provisions",
        "Chapter 1 — Preliminary",
        "Article 1 — Short title",
    )
    assert part.boundary.kind is BoundaryKind.HEADING
    assert part.boundary.rule == "en_part"
    assert part.chunk_type is ChunkType.ARTICLE
    duty = result.chunks[heads.index("Chapter 2 — Management")]
    assert duty.heading_path == (
        "Part I — General Provisions",
        "Chapter 2 — Management",
        "Article 4 — Duty",
    )


def test_cross_references_never_start_a_chunk_or_enter_the_path() -> None:
    document, result = chunked(LAW)
    heads = first_lines(document, result)
    assert not any(h.startswith(("Article 12", "Article 6", "under")) for h in heads)
    assert all("Article 12" not in " ".join(c.heading_path) for c in result.chunks)
    purpose = result.chunks[heads.index("Article 3 — Purpose")]
    assert "Article 12, paragraph 2" in document.text[purpose.start : purpose.end]


def test_recitals_formula_signature_and_annex_units() -> None:
    document, result = chunked(LAW)
    by_head = dict(zip(first_lines(document, result), result.chunks, strict=True))
    recital = by_head["Whereas records are the memory of the Nation;"]
    assert recital.chunk_type is ChunkType.RECITAL
    assert recital.heading_text == "Recital 1"
    last_recital = by_head["Whereas digital records need care;"]
    assert last_recital.heading_text == "Recital 2"
    # the enacting formula closes the preamble: it ends the last recital's chunk
    assert "NOW, THEREFORE, Parliament enacts as follows:" not in by_head
    formula_line = document.text[last_recital.start : last_recital.end].strip().split("\n")[-1]
    assert formula_line == "NOW, THEREFORE, Parliament enacts as follows:"
    signature = by_head["Done at Halden on 12 March 2026."]
    assert (signature.chunk_type, signature.heading_text) == (ChunkType.OTHER, "Signatures")
    annex = by_head["Annex I — Retention Schedule"]
    assert (annex.chunk_type, annex.heading_text) == (
        ChunkType.OTHER,
        "Annex I — Retention Schedule",
    )
    assert annex.heading_path == ("Annex I — Retention Schedule",)


def test_definitions_article_is_typed_definition() -> None:
    document, result = chunked(LAW)
    heads = first_lines(document, result)
    assert result.chunks[heads.index("Article 2 — Definitions")].chunk_type is ChunkType.DEFINITION


def test_wrapped_cross_reference_after_an_unfinished_line_is_running_text() -> None:
    text = (
        "Article 7 — Lists\n"
        "The Secretary-General shall prepare a list. Save as provided in\n"
        "Article 12, paragraph 2, these shall be the only persons eligible.\n"
        "The growth was\n2.5 million records in one year.\n"
        "Article 8 — Election\nThe Assembly shall elect the members.\n"
    )
    document, result = chunked(text)
    assert first_lines(document, result) == ["Article 7 — Lists", "Article 8 — Election"]


def test_label_alone_on_its_line_is_a_heading_even_after_an_unfinished_line() -> None:
    text = (
        "Article 35\nThis provision shall not apply if such state is bearing a share of the\n"
        "expenses of the Court\nArticle 36\n1. \n"
        "The jurisdiction of the Court comprises all cases.\n"
    )
    document, result = chunked(text)
    assert first_lines(document, result) == ["Article 35", "Article 36"]


def test_title_line_before_a_bare_label_opens_the_unit() -> None:
    text = (
        "Peace, dignity and equality on a healthy planet ()\n"
        "Statute of the International Court of Justice\n"
        "Article 1\nThe Court shall function in accordance with the Statute.\n"
        "Article 2\nThe Court shall be composed of judges.\n"
    )
    document, result = chunked(text)
    heads = first_lines(document, result)
    assert heads[1] == "Statute of the International Court of Justice"
    assert result.chunks[1].heading_path == (
        "Statute of the International Court of Justice",
        "Article 1",
    )


def test_fasl_is_the_article_when_no_madda_heading_exists() -> None:
    text = (
        "الكتاب 1 - في الزواج\n\nالفصل 1\n\nلا ينعقد الزواج إلا برضا الزوجين.\n\n"
        "الفصل 2\n\nيجب أن يكون الزوجان خاليين من الموانع.\n"
    )
    document, result = chunked(text)
    assert first_lines(document, result) == ["الكتاب 1 - في الزواج", "الفصل 2"]
    first, second = result.chunks
    assert first.heading_path == ("الكتاب 1 - في الزواج", "الفصل 1")
    assert second.chunk_type is ChunkType.ARTICLE
    assert second.boundary.level == 6
    assert second.language == "ar"


def test_fasl_is_a_chapter_where_madda_numbers_the_articles() -> None:
    text = (
        "الفصل الأول: أحكام عامة\n\nالمادة الأولى: التعاريف\n\nالهيئة: الهيئة الوطنية.\n\n"
        "المادة الثانية – الأهداف\n\nيهدف هذا القانون إلى حفظ الوثائق.\n"
    )
    _document, result = chunked(text)
    last = result.chunks[-1]
    assert last.heading_path == ("الفصل الأول: أحكام عامة", "المادة الثانية – الأهداف")
    assert last.heading_text == "المادة الثانية — الأهداف"


def test_arabic_headings_are_matched_on_the_key_layer_and_shown_as_printed() -> None:
    text = (
        "المادَّة (١٤): الإتلاف\n\nلا يجوز إتلاف أيِّ وثيقة عامة.\n\n"
        "المادة (١٥): الاطلاع\n\nيحق لكل شخص الاطلاع.\n"
    )
    _document, result = chunked(text)
    assert [c.heading_text for c in result.chunks] == [
        "المادَّة (١٤) — الإتلاف",
        "المادة (١٥) — الاطلاع",
    ]


JUDGMENT = """\
IN THE COURT OF APPEAL (CIVIL DIVISION)

Approved Judgment

Lord Justice Singh:

Introduction

1. The main issue in this case is whether the Party exercised a public function when it \
elected its leader, which is a question of some importance for the public and for the parties.

2. The claimant applied for judicial review.

Factual background

3. The letter requested the following information:

“1. Anonymised data you hold on the membership.

2. An explanation of the membership database.”

4. The substantive response was provided by letter. It declined to answer in detail.
"""


def test_judgment_paragraphs_sections_and_quoted_numbering() -> None:
    document, result = chunked(JUDGMENT)
    assert result.document_type is DocumentType.JUDGMENT
    heads = first_lines(document, result)
    # the judge's line above the first section opens its chunk (issue 24: not left at the end
    # of the cover's chunk)
    assert "Lord Justice Singh:" in heads
    intro = result.chunks[heads.index("Lord Justice Singh:")]
    assert "\nIntroduction\n" in document.text[intro.start : intro.end]
    assert intro.chunk_type is ChunkType.JUDGMENT_PARA
    assert intro.heading_path == ("Introduction",)
    # Each numbered paragraph is a chunk of its own, however short: the unit a judgment is
    # cited by. Its section heads it; the quoted "1." and "2." inside paragraph 3 are not ones.
    assert intro.heading_text == "Introduction, para. 1"
    second = result.chunks[heads.index("2. The claimant applied for judicial review.")]
    assert second.heading_text == "Introduction, para. 2"
    assert second.heading_path == ("Introduction",)
    background = result.chunks[heads.index("Factual background")]
    assert background.heading_text == "Factual background, para. 3"
    assert "2. An explanation" in document.text[background.start : background.end]
    assert not any(h.startswith("2. An explanation") for h in heads)
    fourth = result.chunks[-1]
    assert heads[-1].startswith("4. The substantive response")
    assert fourth.heading_text == "Factual background, para. 4"
    assert [c.chunk_type for c in result.chunks[-4:]] == [ChunkType.JUDGMENT_PARA] * 4


def test_exhibit_label_on_a_cover_page_does_not_make_the_contract_an_annex() -> None:
    text = (
        "EXHIBIT 10.26\n\nCO-BRANDING AGREEMENT\n\n"
        "This Co-Branding Agreement is made by and between A and B.\n\n"
        "1. DEFINITIONS.\n\n1.1 ADVERTISING shall mean paid placements.\n\n"
        "1.2 SITE shall mean a web site.\n\n2. TERM.\n\n2.1 This Agreement lasts two years.\n\n"
        "IN WITNESS WHEREOF the parties sign.\n\n"
        "EXHIBIT A\n\nPRODUCT LIST\n"
    )
    document, result = chunked(text)
    by_head = dict(zip(first_lines(document, result), result.chunks, strict=True))
    assert by_head["1. DEFINITIONS."].chunk_type is ChunkType.DEFINITION
    assert by_head["2. TERM."].chunk_type is ChunkType.CLAUSE
    assert by_head["2. TERM."].heading_text == "Clause 2 — TERM"
    assert by_head["IN WITNESS WHEREOF the parties sign."].heading_text == "Signatures"
    assert by_head["EXHIBIT A"].chunk_type is ChunkType.OTHER


def test_heading_blocks_and_markdown_headings() -> None:
    text = (
        "# MASTER AGREEMENT\n\n### BACKGROUND\n\n(A) The Supplier builds.\n\n"
        "(B) The Customer buys.\n\n### 1. TERM\n\n1.1 It lasts.\n"
    )
    document, result = chunked(text, document_type=DocumentType.CONTRACT)
    heads = first_lines(document, result)
    assert heads == [
        "# MASTER AGREEMENT",
        "### BACKGROUND",
        "(B) The Customer buys.",
        "### 1. TERM",
    ]
    assert [c.chunk_type for c in result.chunks[1:3]] == [ChunkType.RECITAL, ChunkType.RECITAL]
    assert result.chunks[3].heading_path == ("1. TERM",)
    styled = "NDA\n\nConfidentiality\n\nThe parties keep secrets.\n"
    _, styled_result = chunked(styled, kinds={0: BlockKind.HEADING, 1: BlockKind.HEADING})
    assert styled_result.chunks[0].heading_path == ()  # the top heading is the title
    assert styled_result.chunks[1].heading_path == ("Confidentiality",)


@pytest.mark.parametrize(
    ("part", "chapter", "article", "furniture"),
    [
        (
            "PART 5 — Final provisions",
            "CHAPTER 1 — Transition",
            "Article 22 — Old records",
            "Official Gazette No 42\n\nPage 9 of 11",
        ),
        (
            "الباب الخامس: أحكام ختامية",
            "الفصل الأول: أحكام انتقالية",
            "المادة (22): الوثائق",
            "الجريدة الرسمية العدد 42\n\nصفحة 9 من 11",
        ),
    ],
)
def test_page_furniture_after_a_heading_does_not_end_its_run(
    part: str, chapter: str, article: str, furniture: str
) -> None:
    before = f"{article.replace('22', '21')}\n\nThe first rule applies here.\n\n"
    text = f"{before}{part}\n\n{furniture}\n\n{chapter}\n\n{article}\n\nThe rule applies.\n"
    start = text.index(furniture)
    document, result = chunked(text, excluded=[(start, start + len(furniture) + 2)])
    heads = first_lines(document, result)
    assert heads[-1] == part  # one chunk: the part, the chapter and the article
    assert chapter in document.text[result.chunks[-1].start : result.chunks[-1].end]


# (document, the line before the formula, the formula): the formula closes the front matter in
# every language and type, so it ends the chunk of the recital, citations or parties before it
FORMULAS = [
    (
        "REGULATION (EU) 2030/1 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
        "Whereas:\n\n(1) Machinery placed on the market should be safe.\n\n"
        "(2) The authorities should cooperate.\n\n"
        "HAVE ADOPTED THIS REGULATION:\n\n"
        "Article 1\n\nSubject matter\n\nThis Regulation lays down rules on machinery.\n",
        "(2) The authorities should cooperate.",
        "HAVE ADOPTED THIS REGULATION:",
    ),
    (
        "Décret n° 2030-12 du 3 mars 2030 relatif aux archives publiques\n\n"
        "Le Premier ministre,\n\n"
        "Vu le code du patrimoine, notamment son livre II ;\n\n"
        "Vu le code des relations entre le public et l'administration ;\n\n"
        "Décrète :\n\n"
        "Article 1\n\nLes archives publiques sont conservées par l'administration.\n",
        "Vu le code des relations entre le public et l'administration ;",
        "Décrète :",
    ),
    (
        "مرسوم بقانون اتحادي رقم 5 لسنة 2030 في شأن الأرشيف\n\n"
        "نحن رئيس الدولة،\n\n"
        "بعد الاطلاع على الدستور،\n\n"
        "وعلى القانون الاتحادي رقم 7 لسنة 2008 في شأن الأرشيف الوطني،\n\n"
        "أصدرنا المرسوم بقانون الآتي:\n\n"
        "المادة 1\n\nتحفظ الوثائق العامة لدى الجهات المختصة.\n",
        "وعلى القانون الاتحادي رقم 7 لسنة 2008 في شأن الأرشيف الوطني،",
        "أصدرنا المرسوم بقانون الآتي:",
    ),
    (
        "SERVICES AGREEMENT\n\n"
        "This Services Agreement is made between Alpha Ltd and Beta Ltd.\n\n"
        "WHEREAS, Alpha Ltd provides archival services; and\n\n"
        "WHEREAS, Beta Ltd wishes to engage Alpha Ltd;\n\n"
        "NOW, THEREFORE, in consideration of the mutual covenants herein, the parties agree "
        "as follows:\n\n"
        "1. Services\n\nAlpha Ltd shall provide the services described in Schedule 1.\n",
        "WHEREAS, Beta Ltd wishes to engage Alpha Ltd;",
        "NOW, THEREFORE, in consideration of the mutual covenants herein, the parties agree "
        "as follows:",
    ),
]


@pytest.mark.parametrize(
    ("text", "before", "formula"), FORMULAS, ids=["eu_en", "decret_fr", "decree_ar", "contract_en"]
)
def test_an_enacting_formula_ends_the_chunk_before_it(text: str, before: str, formula: str) -> None:
    document, result = chunked(text)
    texts = [document.text[c.start : c.end] for c in result.chunks]
    holding = [t for t in texts if formula in t]
    assert len(holding) == 1
    lines = [line for line in holding[0].split("\n") if line.strip()]
    assert lines[-2:] == [before, formula]
    # the unit after the formula still opens its own chunk
    after = texts[texts.index(holding[0]) + 1]
    assert after.lstrip().startswith(("Article 1", "المادة 1", "1. Services"))


# A recitals intro standing alone, then the first recital: numbered or not, with a colon or the
# UK's dash, the intro opens the first recital's chunk instead of being a chunk of a few tokens
INTROS = [
    ("WHEREAS—", "The Company was incorporated by the Fishery Act 1930 to manage the oyster beds."),
    ("WHEREAS—", "(1) The Company was incorporated by the Fishery Act 1930 to manage the beds."),
    ("Whereas:", "(1) Machinery placed on the market should be safe for its users and workers."),
    ("Considérant ce qui suit :", "(1) Les machines mises sur le marché devraient être sûres."),
    ("وحيث إن —", "الشركة تأسست بموجب قانون المصائد لسنة 1930 لإدارة مصائد المحار في المنطقة."),
]


@pytest.mark.parametrize(
    ("intro", "recital"), INTROS, ids=["uk_dash", "uk_dash_1", "eu", "fr", "ar"]
)
def test_a_recitals_intro_opens_the_first_recitals_chunk(intro: str, recital: str) -> None:
    article = "المادة 1" if intro.startswith("وحيث") else "Article 1"
    text = (
        "The Oyster Fishery Company Act 2017\n\n"
        "An Act to provide for the constitution of the Oyster Fishery Company.\n\n"
        f"{intro}\n\n{recital}\n\n"
        f"{article}\n\nThe Company is a company limited by guarantee under the Companies Act.\n"
    )
    document, result = chunked(text)
    texts = [document.text[c.start : c.end] for c in result.chunks]
    holding = [t for t in texts if intro in t]
    assert len(holding) == 1
    assert recital in holding[0]
    assert holding[0].lstrip().startswith(intro)
