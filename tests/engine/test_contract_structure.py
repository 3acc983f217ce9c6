"""Contracts (issue 24): capitals inside clauses, stamps, exhibits and schedules, headings.

Short excerpts written for these tests. Loaders set lines in capitals as heading blocks (bold
or large type); the excerpts mark them so (``kinds``), as a PDF or DOCX loader would.
"""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind
from inspector.engine.config import default_config
from inspector.engine.stats import CutJudge
from inspector.engine.types import ChunkType, DocumentType
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked, first_lines, small


def _caps_blocks(text: str) -> dict[int, BlockKind]:
    """Every block in capitals (and short) is a heading block, as bold type makes it."""
    ranges = paragraph_ranges(text)
    return {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(ranges)
        if text[start:end].isupper() and len(text[start:end]) < 100
    }


DISCLAIMER = (
    "This Supply Agreement is made between Alpha Ltd and Beta Inc.\n\n"
    "1. WARRANTIES\n\n"
    "1.1 Each party warrants that it has power to enter into this Agreement.\n\n"
    "1.2 EXCEPT AS EXPRESSLY PROVIDED IN THIS AGREEMENT, THE SUPPLIER MAKES NO WARRANTY\n\n"
    "EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF MERCHANTABILITY OR\n\n"
    "FITNESS FOR A PARTICULAR PURPOSE, ALL OF WHICH ARE EXCLUDED.\n\n"
    "2. LIMITATION OF LIABILITY\n\n"
    "2.1 IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT,\n\n"
    "CONSEQUENTIAL OR SPECIAL DAMAGES ARISING OUT OF THIS AGREEMENT.\n\n"
    "3. TERM\n\n3.1 This Agreement lasts two years.\n"
)


def test_capitals_inside_a_clause_are_no_headings() -> None:
    document, result = chunked(DISCLAIMER, kinds=_caps_blocks(DISCLAIMER))
    assert result.document_type is DocumentType.CONTRACT
    heads = first_lines(document, result)
    assert heads[1:] == ["1. WARRANTIES", "2. LIMITATION OF LIABILITY", "3. TERM"]
    assert [c.heading_text for c in result.chunks[1:]] == [
        "Clause 1 — WARRANTIES",
        "Clause 2 — LIMITATION OF LIABILITY",
        "Clause 3 — TERM",
    ]
    judge = CutJudge(document, default_config())
    assert all(judge.is_clean_cut(c.start) for c in result.chunks)


COLON_LINES = [
    (
        "This Outsourcing Agreement is made between Alpha Ltd and Beta Inc.\n\n",
        "7. PRICE\n\n7.1 The total annual amount to be paid for the services will be:\n\n",
        "TWO HUNDRED THOUSAND EUROS (200,000 EUR)\n\n",
        "7.2 The amount is invoiced quarterly.\n\n8. TERM\n\n8.1 It lasts two years.\n",
        ["7. PRICE", "8. TERM"],
    ),
    (
        "Le présent contrat est conclu entre Alpha SA et Beta SARL.\n\n",
        "Article 7 - Prix\n\nLe montant annuel total à payer pour les services sera de :\n\n",
        "DEUX CENT MILLE EUROS (200 000 EUR)\n\n",
        "Il est facturé chaque trimestre.\n\nArticle 8 - Durée\n\nLe contrat dure deux ans.\n",
        ["Article 7 - Prix", "Article 8 - Durée"],
    ),
]


@pytest.mark.parametrize(("top", "before", "caps", "after", "heads"), COLON_LINES)
def test_a_line_in_capitals_that_a_sentence_introduces_is_no_heading(
    top: str, before: str, caps: str, after: str, heads: list[str]
) -> None:
    # "... will be:" then the amount in capitals, set apart (and bold): the sentence's end.
    text = top + before + caps + after
    document, result = chunked(text, kinds=_caps_blocks(text))
    assert first_lines(document, result)[1:] == heads
    judge = CutJudge(document, default_config())
    assert all(judge.is_clean_cut(c.start) for c in result.chunks)


@pytest.mark.parametrize(
    "stamp",
    [
        "CONFIDENTIAL",
        "EXECUTION VERSION",
        "Execution Copy",
        "[***] Confidential treatment requested",
        "Confidential Treatment Requested",
        "CONFIDENTIAL TREATMENT REQUEST",
        "STRICTLY CONFIDENTIAL",
        "CONFIDENTIEL",
        "سري للغاية",
    ],
)
def test_a_stamp_heads_no_chunk(stamp: str) -> None:
    text = (
        f"{stamp}\n\nSERVICES AGREEMENT\n\n"
        "This Services Agreement is made between Alpha Ltd and Beta Inc.\n\n"
        f"1. SERVICES\n\n1.1 The Supplier provides hosting.\n\n{stamp}\n\n"
        "1.2 The Customer pays the fees.\n\n2. TERM\n\n2.1 It lasts two years.\n"
    )
    _, result = chunked(text, kinds=_caps_blocks(text), document_type=DocumentType.CONTRACT)
    for chunk in result.chunks:
        assert stamp not in chunk.heading_text
        assert all(stamp not in heading for heading in chunk.heading_path)
    assert [c.heading_text for c in result.chunks[-2:]] == [
        "Clause 1 — SERVICES",
        "Clause 2 — TERM",
    ]


def test_a_stamp_under_a_cover_exhibit_label_titles_nothing() -> None:
    text = (
        "EXHIBIT 10.26\n\nConfidential Treatment Requested\n\nCO-BRANDING AGREEMENT\n\n"
        "This Co-Branding Agreement is made by and between A and B.\n\n"
        "1. DEFINITIONS.\n\n1.1 SITE shall mean a web site.\n\n2. TERM.\n\n2.1 It lasts.\n"
    )
    _, result = chunked(text)
    for chunk in result.chunks:
        assert "Confidential" not in chunk.heading_text
        assert not any("EXHIBIT 10.26" in h or "Confidential" in h for h in chunk.heading_path)
    assert result.chunks[-1].heading_path == ("2. TERM",)


SIGNED_CONTRACT = {
    "en": "This Services Agreement is made between A and B.\n\n1. TERM\n\n1.1 It lasts.\n\n"
    "IN WITNESS WHEREOF the parties have signed.\n\nBy: A\n\n",  # "A" ends no sentence
    "fr": "CONTRAT DE PRESTATION\n\nEntre les soussignés A et B.\n\nArticle 1 - Durée\n\n"
    "Le contrat dure un an.\n\nFait à Paris, le 2 mars 2024.\n\n",
    "ar": "عقد توريد\n\nالطرف الأول: شركة ألف\n\nالطرف الثاني: شركة باء\n\n"
    "المادة 1\n\nمدة العقد سنة واحدة.\n\nحرر هذا العقد في تونس.\n\n",
}
"""The top of a short signed contract in each language, annexes to follow."""


ANNEXES = [
    ("en", "SCHEDULE 1", "SERVICES", "The Supplier provides hosting services."),
    ("en", "EXHIBIT A", "FEES", "The Customer pays 100 each month."),
    ("en", "Annex 2", "Service Levels", "The Supplier answers within a day."),
    ("fr", "ANNEXE 1", "PRESTATIONS", "Le prestataire fournit l'hébergement."),
    ("ar", "الملحق 1", "الخدمات", "يقدم المورد خدمات الاستضافة."),
]


@pytest.mark.parametrize(("language", "label", "title", "body"), ANNEXES)
def test_an_annex_after_the_signatures_is_a_chunk_named_label_and_title(
    language: str, label: str, title: str, body: str
) -> None:
    top = SIGNED_CONTRACT[language]
    text = f"{top}{label}\n\n{title}\n\n{body}\n"
    ranges = paragraph_ranges(text)
    kinds = {len(ranges) - 3: BlockKind.HEADING, len(ranges) - 2: BlockKind.HEADING}
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.CONTRACT)
    last = result.chunks[-1]
    assert document.text[last.start : last.end].lstrip().startswith(label)
    assert last.heading_text == f"{label} — {title}"
    assert last.heading_path == (f"{label} — {title}",)


def test_parts_of_a_long_clause_name_the_clause_then_the_sub_clauses() -> None:
    body = " ".join(["The Customer pays each invoice within thirty days of receipt."] * 12)
    text = (
        "This Services Agreement is made between A and B.\n\n"
        f"10. COMMERCIAL TERMS\n\n10.1 FEES. {body}\n\n10.2 TAXES. {body}\n\n"
        f"10.3 AUDITS. {body}\n\n11. TERM\n\n11.1 It lasts.\n"
    )
    _, result = chunked(text, small(200, target=150))
    parts = [c for c in result.chunks if c.heading_path == ("10. COMMERCIAL TERMS",)]
    assert len(parts) == 3
    assert [c.heading_text for c in parts] == [
        "Clause 10 — COMMERCIAL TERMS, 10.1",
        "Clause 10 — COMMERCIAL TERMS, 10.2",
        "Clause 10 — COMMERCIAL TERMS, 10.3",
    ]
    assert all(c.chunk_type is ChunkType.CLAUSE for c in parts)


@pytest.mark.parametrize(
    ("label", "title"),
    [("ARTICLE 1", "SALE AND PURCHASE"), ("Section 5", "Term"), ("ARTICLE PREMIER", "OBJET")],
)
def test_a_label_then_its_title_each_set_as_a_heading_is_one_heading(
    label: str, title: str
) -> None:
    text = (
        "This Supply Agreement is made between Alpha Ltd and Beta Inc.\n\n"
        f"{label}\n\n{title}\n\n1.1 The Supplier sells the goods to the Buyer.\n"
    )
    document, result = chunked(
        text,
        kinds={1: BlockKind.HEADING, 2: BlockKind.HEADING},
        document_type=DocumentType.CONTRACT,
    )
    last = result.chunks[-1]
    assert document.text[last.start : last.end].lstrip().startswith(label)
    assert last.heading_text == f"{label} — {title}"
    assert last.chunk_type is ChunkType.CLAUSE


def test_an_exhibit_inside_the_contract_does_not_make_later_clauses_annexes() -> None:
    text = (
        "This Co-Branding Agreement is made between Alpha Ltd and Beta Inc.\n\n"
        "1. DEFINITIONS\n\n1.1 SITE shall mean a web site.\n\n"
        "2. SERVICES\n\n2.1 The services are set out below.\n\n"
        "EXHIBIT I\n\nLIST OF SERVICES\n\nHosting and support.\n\n"
        "3. PAYMENTS\n\n3.1 The Customer pays monthly.\n\n"
        "4. TERM\n\n4.1 It lasts two years.\n\n"
        "IN WITNESS WHEREOF the parties sign.\n\nEXHIBIT A\n\nFEES\n\n1. Monthly fee.\n"
    )
    document, result = chunked(text)
    by_head = dict(zip(first_lines(document, result), result.chunks, strict=True))
    assert by_head["EXHIBIT I"].chunk_type is ChunkType.OTHER
    assert by_head["3. PAYMENTS"].chunk_type is ChunkType.CLAUSE
    assert by_head["4. TERM"].chunk_type is ChunkType.CLAUSE
    assert by_head["4. TERM"].heading_path == ("4. TERM",)
    assert by_head["EXHIBIT A"].chunk_type is ChunkType.OTHER


def test_signatories_in_capitals_and_headings_inside_an_exhibit() -> None:
    text = (
        "This Supply Agreement is made between Alpha Inc. and Beta LLC.\n\n"
        "1. TERM\n\n1.1 This Agreement lasts two years.\n\n"
        "IN WITNESS WHEREOF, the parties have signed this Agreement.\n\n"
        "ALPHA, INC.\n\nBy: /s/ Jane Roe\n\nBETA LLC\n\nBy: /s/ John Doe\n\n"
        "EXHIBIT D\n\nLISTING TEMPLATE\n\nThe template has five columns.\n\n"
        "SELL IMAGE\n\nThe image column holds a picture of the product.\n"
    )
    document, result = chunked(text, kinds=_caps_blocks(text))
    heads = first_lines(document, result)
    assert "ALPHA, INC." not in heads
    assert "BETA LLC" not in heads
    signatures = result.chunks[
        heads.index("IN WITNESS WHEREOF, the parties have signed this Agreement.")
    ]
    assert "By: /s/ John Doe" in document.text[signatures.start : signatures.end]
    assert result.chunks[heads.index("EXHIBIT D")].heading_text == "EXHIBIT D — LISTING TEMPLATE"
    assert result.chunks[heads.index("SELL IMAGE")].heading_text == "EXHIBIT D — SELL IMAGE"


def test_a_label_after_a_line_that_runs_on_is_a_reference() -> None:
    text = (
        "This Co-Branding Agreement is made between Alpha Inc. and Beta LLC.\n\n"
        "4. ADVERTISING\n\n4.1 About shall deliver the impressions set forth on\n\n"
        "EXHIBIT I. If About falls short, it delivers more impressions as set forth in\n\n"
        "Schedule 2, at no charge.\n\n5. PAYMENTS\n\n5.1 Ebix pays each quarter.\n"
    )
    for kinds in (None, {3: BlockKind.HEADING}):  # "EXHIBIT I." also set as a heading block
        document, result = chunked(text, kinds=kinds)
        heads = first_lines(document, result)
        assert heads[1:] == ["4. ADVERTISING", "5. PAYMENTS"]
        assert [c.chunk_type for c in result.chunks[1:]] == [ChunkType.CLAUSE, ChunkType.CLAUSE]


def test_a_line_above_an_exhibit_label_is_not_its_title() -> None:
    text = (
        "This Distributor Agreement is made between Alpha Inc. and Beta LLC.\n\n"
        "1. TERM\n\n1.1 This Agreement lasts two years.\n\n"
        "IN WITNESS WHEREOF, the parties have signed this Agreement.\n\n"
        "EXHIBIT 1\n\nDISCOUNT SCHEDULE\n\nThe discount is five per cent.\n\n"
        "Alpha Beta Distributor Agreement 12\n\nEXHIBIT 2\n\nROUTING GUIDE\n\nShip by road.\n"
    )
    document, result = chunked(text)
    heads = first_lines(document, result)
    assert heads[-1] == "EXHIBIT 2"
    assert result.chunks[-1].heading_text == "EXHIBIT 2 — ROUTING GUIDE"


# A filed contract's cover: its exhibit label, then the agreement's title, both set in a
# heading font. The label heads no chunk's path (it is the filing's, not an annex); the
# title line after it must not be taken as the label's title on a path that does not hold it
# (this raised IndexError on four SEC filings once the two rules met).
_BODY = " ".join(
    f"The parties shall perform obligation {n} of this clause in good faith and on time."
    for n in range(1, 16)
)
COVER = f"""EXHIBIT 10.1

COLLABORATION AGREEMENT

This Agreement is made between Alpha Inc. and Beta LLC.

1. Definitions

{_BODY}

2. Term

{_BODY}
"""


def test_a_cover_exhibit_label_and_the_title_under_it_head_nothing() -> None:
    kinds = {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(COVER))
        if COVER[start:end]
        in {"EXHIBIT 10.1", "COLLABORATION AGREEMENT", "1. Definitions", "2. Term"}
    }
    _, result = chunked(COVER, kinds=kinds)
    assert result.document_type is DocumentType.CONTRACT
    assert "".join(COVER[c.start : c.end] for c in result.chunks) == COVER
    for chunk in result.chunks:
        assert not any("EXHIBIT 10.1" in part for part in chunk.heading_path)
    term = next(c for c in result.chunks if "2. Term" in COVER[c.start : c.end])
    assert term.chunk_type is ChunkType.CLAUSE


LISTED_EXHIBITS = """\
TRANSPORTATION SERVICES AGREEMENT

This Agreement is made between MPL and the Shipper.

1. Definitions

1.1 The following Exhibits are attached to and incorporated into this Agreement:

Exhibit A - Common Carrier Pipeline, including Origins and Destinations

Exhibit B - Rate and Volume Commitment Table

2. Effective Date and Term

2.1 This Agreement is effective June 11, 2015 and lasts fifteen years.

2.2 It renews for two terms of five years each.

3. Volume Commitment

3.1 The Shipper ships its Monthly Commitment every month.

IN WITNESS WHEREOF the parties sign.

EXHIBIT A

Common Carrier Pipeline

The pipeline runs from Origin to Destination.
"""


@pytest.mark.parametrize("as_heading", [False, True])
def test_a_list_of_exhibits_in_a_clause_opens_no_annex(*, as_heading: bool) -> None:
    """ "Exhibit A - ..." / "Exhibit B - ..." after "... attached to this Agreement:".

    References in clause 1.1, not annexes: the clause after them ("2. Effective Date and Term",
    a number and a title over its "2.1", with or without a heading font) starts its own clause
    chunk; the real exhibit after the signatures is still an annex.
    """
    text = LISTED_EXHIBITS
    headings = {"2. Effective Date and Term", "3. Volume Commitment"} if as_heading else set()
    kinds = {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(text))
        if text[start:end] in headings
    }
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.CONTRACT)
    heads = first_lines(document, result)
    assert "2. Effective Date and Term" in heads
    term = result.chunks[heads.index("2. Effective Date and Term")]
    assert term.chunk_type is ChunkType.CLAUSE
    assert term.heading_text.startswith("Clause 2 — Effective Date and Term")
    assert not any(h.startswith("Exhibit") for h in heads)
    assert heads[-1] == "EXHIBIT A"
    assert result.chunks[-1].chunk_type is ChunkType.OTHER


EMPTY_ANNEXES = [
    ("en", ("EXHIBIT B", "Tariff Rates"), ("EXHIBIT C", "Capacity Request Form")),
    ("en", ("SCHEDULE 2", "Prices"), ("SCHEDULE 3", "Service Levels")),
    ("fr", ("ANNEXE 2", "TARIFS"), ("ANNEXE 3", "FORMULAIRE DE COMMANDE")),
    ("ar", ("الملحق 2", "الأسعار"), ("الملحق 3", "نموذج الطلب")),
]


@pytest.mark.parametrize(("language", "first", "second"), EMPTY_ANNEXES)
def test_an_annex_of_a_title_alone_is_not_merged_into_the_next(
    language: str, first: tuple[str, str], second: tuple[str, str]
) -> None:
    # A filed contract leaves an exhibit's pages out and prints only its label and title
    # ("EXHIBIT B", "Tariff Rates"); the next exhibit still starts a chunk of its own.
    top = SIGNED_CONTRACT[language]
    body = {
        "en": "The Shipper fills in one form per product.",
        "fr": "Le client remplit un formulaire par produit.",
        "ar": "يملأ العميل نموذجا لكل منتج.",
    }[language]
    text = f"{top}{first[0]}\n\n{first[1]}\n\n{second[0]}\n\n{second[1]}\n\n{body}\n"
    ranges = paragraph_ranges(text)
    kinds = {len(ranges) - k: BlockKind.HEADING for k in (5, 4, 3, 2)}
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.CONTRACT)
    lines = first_lines(document, result)
    assert lines[-2:] == [first[0], second[0]]
    assert [c.heading_text for c in result.chunks[-2:]] == [
        f"{first[0]} — {first[1]}",
        f"{second[0]} — {second[1]}",
    ]


SUBTITLED = [
    ("en", "Appendix 5 - Capacity Request Form", "Please complete one form for each product type"),
    ("en", "SCHEDULE 2: SERVICE LEVELS", "Measured Monthly"),
    ("fr", "ANNEXE 2 - NIVEAUX DE SERVICE", "Mesurés chaque mois"),
]


@pytest.mark.parametrize(("language", "heading", "subtitle"), SUBTITLED)
def test_a_subtitle_under_an_annex_label_and_title_does_not_rename_it(
    language: str, heading: str, subtitle: str
) -> None:
    # Both lines set as headings: the annex keeps its label and title; the second line is a
    # subtitle under it.
    top = SIGNED_CONTRACT[language]
    text = (
        f"{top}{heading}\n\n{subtitle}\n\nThe form lists the volumes and the places of delivery.\n"
    )
    ranges = paragraph_ranges(text)
    kinds = {len(ranges) - 3: BlockKind.HEADING, len(ranges) - 2: BlockKind.HEADING}
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.CONTRACT)
    last = result.chunks[-1]
    assert document.text[last.start : last.end].lstrip().startswith(heading)
    label, title = (part.strip() for part in heading.replace(":", " -", 1).split(" - ", 1))
    assert last.heading_text == f"{label} — {title}"


INNER_ATTACHMENTS = [
    # (language, annex label, inner label + title, the annex's first line of body)
    ("en", "EXHIBIT C", "Appendix 5 - Capacity Request Form", "Capacity Request Forms follow."),
    ("fr", "ANNEXE C", "Appendice 4 - Formulaire de commande", "Les formulaires suivent."),
    ("ar", "الملحق رقم (3)", "المرفق رقم (4) - نموذج الطلب", "تلي هذه الصفحة نماذج الطلب."),
]


@pytest.mark.parametrize(("language", "annex", "inner", "lead"), INNER_ATTACHMENTS)
def test_an_attachment_label_out_of_its_series_is_a_part_of_the_annex(
    language: str, annex: str, inner: str, lead: str
) -> None:
    # "Appendix 5" inside EXHIBIT C, with no Appendix 1-4 before it: a part of the exhibit,
    # headed inside it (as "SCHEDULE 1, PART 2"), not an annex of the contract.
    top = SIGNED_CONTRACT[language]
    form = {
        "en": "The Shipper fills in one form per product and per delivery location.",
        "fr": "Le client remplit un formulaire par produit et par lieu de livraison.",
        "ar": "يملأ العميل نموذجا لكل منتج ولكل مكان تسليم.",
    }[language]
    text = f"{top}{annex}\n\n{lead}\n\n{inner}\n\n{form}\n\n{inner}\n\n{form}\n"
    ranges = paragraph_ranges(text)
    kinds = {len(ranges) - k: BlockKind.HEADING for k in (6, 4, 2)}
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.CONTRACT)
    label, title = (part.strip() for part in inner.split(" - ", 1))
    comma = "،" if language == "ar" else ","
    forms = [c for c in result.chunks if form in document.text[c.start : c.end]]
    assert len(forms) == 2
    assert [c.heading_text for c in forms] == [f"{annex}{comma} {label} — {title}"] * 2


SERIES_ANNEXES = [
    # an annex label that starts its own series, or goes on with it, is an annex of its own
    ("en", "EXHIBIT C", "Appendix 1 - Forms"),
    ("en", "SCHEDULE 1", "SCHEDULE 3 - Prices"),
    ("fr", "ANNEXE II", "Appendice A - Formulaires"),
    ("ar", "الملحق رقم (3)", "المرفق الأول - النماذج"),
]


@pytest.mark.parametrize(("language", "annex", "second"), SERIES_ANNEXES)
def test_an_attachment_label_starting_its_series_is_an_annex(
    language: str, annex: str, second: str
) -> None:
    top = SIGNED_CONTRACT[language]
    body = {"en": "It lists the prices.", "fr": "Elle liste les prix.", "ar": "يبين الأسعار."}
    text = f"{top}{annex}\n\n{body[language]}\n\n{second}\n\n{body[language]} 2\n"
    ranges = paragraph_ranges(text)
    kinds = {len(ranges) - k: BlockKind.HEADING for k in (4, 2)}
    _, result = chunked(text, kinds=kinds, document_type=DocumentType.CONTRACT)
    label, title = (part.strip() for part in second.split(" - ", 1))
    assert result.chunks[-1].heading_text == f"{label} — {title}"
