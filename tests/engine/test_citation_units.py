"""The unit a provision is cited by: the instrument's own, and a split section's subsection.

Short excerpts written here. A UK statutory instrument's numbered provisions are not sections:
a set of Regulations cites "reg. 6", an Order "art. 3", a set of Rules "r. 2", read from the
document's title (``[[instruments]]`` of ``citation_rules.toml``); Acts, EU acts, contracts
and the French and Arabic conventions cite as before. A part of a section cut for size whose
heading runs from a subsection into a definition ("17(1)–“Relevant enactment”,
Interpretation") cites the subsection.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.model import BlockKind
from inspector.engine.citation_format import document_citations
from inspector.engine.citation_identity import detect_identity
from inspector.engine.citation_rules import citation_rules
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.engine.types import ChunkType, DocumentType
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked, heading_chunk

_SI_BODY = (
    "{one}\n\nThese {kind} may be cited as the {title}.\n\n"
    "{two}\n\nIn these {kind} “widget” means a small device.\n\n"
)


def _si(title: str, kind: str, one: str = "1 Citation", two: str = "2 Interpretation") -> str:
    return f"{title}\n\n2025 No. 12\n\n" + _SI_BODY.format(one=one, two=two, kind=kind, title=title)


# (text, document type or None, the heading line the chunk starts at, expected citation)
INSTRUMENT_CASES = [
    # EN: the instrument's title names its provisions' unit
    (
        _si("The Widget Licensing Regulations 2025", "Regulations"),
        None,
        "2 Interpretation",
        "The Widget Licensing Regulations 2025, reg. 2",
    ),
    (
        _si("The Widget Licensing Regulations (Northern Ireland) 2025", "Regulations"),
        None,
        "2 Interpretation",
        "The Widget Licensing Regulations (Northern Ireland) 2025, reg. 2",
    ),
    (
        # a publisher printing the keyword: the heading rule's "Regulation 2" is no article
        _si(
            "The Widget Licensing Regulations 2025",
            "Regulations",
            "Regulation 1 Citation",
            "Regulation 2 Interpretation",
        ),
        None,
        "Regulation 2 Interpretation",
        "The Widget Licensing Regulations 2025, reg. 2",
    ),
    (
        _si("The Harbour Works (Wales) Order 2023", "Order"),
        None,
        "2 Interpretation",
        "The Harbour Works (Wales) Order 2023, art. 2",
    ),
    (
        _si("The Tribunal Procedure (Widgets) Rules 2024", "Rules"),
        None,
        "2 Interpretation",
        "The Tribunal Procedure (Widgets) Rules 2024, r. 2",
    ),
    # EN: an Act, a Measure, an EU regulation, a contract cite as before
    (
        _si("Widget Licensing Act 2025", "sections"),
        None,
        "2 Interpretation",
        "Widget Licensing Act 2025, s. 2",
    ),
    (
        _si("Church Widgets Measure 2018", "sections"),
        None,
        "2 Interpretation",
        "Church Widgets Measure 2018, s. 2",
    ),
    (
        "REGULATION (EU) 2016/679 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
        "of 27 April 2016\n\non the protection of natural persons\n\n"
        "HAVE ADOPTED THIS REGULATION:\n\nArticle 1\n\nSubject-matter\n\n"
        "This Regulation lays down rules.\n\nArticle 2\n\nScope\n\nThis Regulation applies.\n\n",
        None,
        "Article 2",
        "Regulation (EU) 2016/679, Article 2",
    ),
    (
        "Exhibit 10.5\n\nWIDGET SUPPLY RULES AGREEMENT\n\n"
        "This Agreement is made effective as of the 31st day of March, 2017 between "
        "Alpha Inc., a Delaware corporation, and Beta LLC.\n\n"
        "1. DEFINITIONS\n\nTerms have their meaning.\n\n2. SUPPLY\n\nAlpha supplies widgets.\n\n",
        None,
        "2. SUPPLY",
        "WIDGET SUPPLY RULES AGREEMENT (2017), clause 2",
    ),
    # FR: a règlement's or a décret's provisions are articles, as before
    (
        "Règlement intérieur du conseil municipal 2020\n\n"
        "Article 1\n\nLe conseil municipal se réunit au moins une fois par mois, sur la "
        "convocation du maire.\n\n"
        "Article 2\n\nLes séances du conseil sont publiques et le public se tient dans la "
        "salle.\n\n",
        DocumentType.LEGISLATION,
        "Article 2",
        "Règlement intérieur du conseil municipal 2020, art. 2",
    ),
    (
        "RÉPUBLIQUE FRANÇAISE\n\nDécret n° 2020-1234 du 12 octobre 2020 relatif aux règles "
        "de sécurité\n\nArticle 1\n\nLe présent décret s'applique.\n\n"
        "Article 2\n\nLes règles sont publiées.\n\n",
        None,
        "Article 2",
        "Décret n° 2020-1234 du 12 octobre 2020 relatif aux règles de sécurité, art. 2",
    ),
    # AR: a لائحة's provisions are articles, as before
    (
        "اللائحة التنفيذية لنظام العمل\n\nالمادة الأولى\n\nتسري هذه اللائحة على العمال.\n\n"
        "المادة الثانية\n\nتنشر هذه اللائحة في الجريدة الرسمية.\n\n",
        DocumentType.LEGISLATION,
        "المادة الثانية",
        "اللائحة التنفيذية لنظام العمل، المادة 2",
    ),
]


def _heading_kinds(text: str) -> dict[int, BlockKind]:
    """Paragraphs starting with a digit or "Regulation N" set as headings (as a PDF loader)."""
    return {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(text))
        if (text[start:end][:1].isdigit() and "No." not in text[start:end])
        or text[start:end].startswith("Regulation ")
    }


@pytest.mark.parametrize(("text", "kind", "line", "expected"), INSTRUMENT_CASES)
def test_an_instrument_cites_its_provisions_by_its_own_unit(
    text: str, kind: DocumentType | None, line: str, expected: str
) -> None:
    document, chunk_set = chunked(text, document_type=kind, kinds=_heading_kinds(text))
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    starting = [r for r in records if r["text"].lstrip().startswith(line)]
    assert starting, [r["text"][:30] for r in records]
    assert starting[0]["citation"] == expected


_WORD = st.from_regex(r"\A(?:\(?[A-Z][a-z]{1,9}\)?|and|of|the)\Z")
_KINDS: dict[str, str | None] = {
    "Regulations": "regulation",
    "Order": "article",
    "Rules": "rule",
    "Act": None,
    "Measure": None,
}


@given(
    words=st.lists(_WORD, min_size=1, max_size=8),
    kind=st.sampled_from(sorted(_KINDS)),
    northern_ireland=st.booleans(),
    year=st.integers(1900, 2099),
)
def test_the_instrument_is_the_kind_that_ends_the_title(
    words: list[str], kind: str, northern_ireland: bool, year: int
) -> None:
    """Whatever words come first, the kind before the year decides; an Act keeps sections."""
    rules = citation_rules()
    convention = rules.convention("GB", "regulation", "en")
    place = " (Northern Ireland)" if northern_ireland else ""
    title = f"The {' '.join(words)} {kind}{place} {year}"
    instrument = rules.instrument(convention, title)
    assert (instrument.unit if instrument else None) == _KINDS[kind], title
    # the same title under another convention (an EU act, a contract) names no instrument
    assert rules.instrument(rules.convention("EU", "regulation", "en"), title) is None
    assert rules.instrument(rules.convention("US", "contract", "en"), title) is None


def _cite(title_text: str, heading: str, first_line: str = "", language: str = "en") -> str:
    """``heading``'s citation in the document whose text is ``title_text`` (its identity)."""
    document, chunk_set = chunked(title_text, kinds=_heading_kinds(title_text))
    identity = detect_identity(document, chunk_set)
    chunk = heading_chunk(heading, ChunkType.ARTICLE)
    return document_citations(
        [chunk], identity, chunk_set.document_type, language, default_config(), [first_line]
    )[0][0]


_REGS = _si("The Widget Licensing Regulations 2025", "Regulations")
_ACT = _si("Widget Licensing Act 2025", "sections")


@pytest.mark.parametrize(
    ("text", "heading", "expected"),
    [
        # a regulation cut for size: its paragraphs, from markup ("6.(2)–(4)") or a PDF
        (_REGS, "6.(2)–(4), Amendment of the Widget Rules", "reg. 6(2)-(4)"),
        (_REGS, "Section 6(1)–(3), Amendment of the Widget Rules", "reg. 6(1)-(3)"),
        (_REGS, "6 (part 3 of 5), Amendment of the Widget Rules", "reg. 6"),
        (_REGS, "Section 2(1)–“payer”, Interpretation", "reg. 2(1)"),
        # a schedule of the instrument keeps its name
        (_REGS, "SCHEDULE 2", "Schedule 2"),
        (_ACT, "6.(2)–(4), Amendment of the Widget Rules", "s. 6(2)-(4)"),
    ],
)
def test_a_split_provision_of_an_instrument_cites_its_unit(
    text: str, heading: str, expected: str
) -> None:
    cited = _cite(text, heading)
    title = text.split("\n")[0]
    assert cited == f"{title}, {expected}"


# (heading text the engine gives the chunk, first line of its text, expected pinpoint)
SPLIT_SECTION_CASES = [
    # EN: a section whose label is its bare number (legislation.gov.uk markup), cut for size
    ("17(1)–“Relevant enactment”, Interpretation", "", "s. 17(1)"),
    ("12(1)–‘the notification period’, Interpretation of Part 3", "", "s. 12(1)"),
    ("63 (“educational support needs”–(2)), Interpretation", "", "s. 63"),
    (
        "2 (“payment account”–“payment transaction”), Interpretation",
        "",
        "s. 2, 'payment account–payment transaction'",
    ),
    ("3(1)–(2), Power to make amendments", "", "s. 3(1)-(2)"),
    ("12A (part 2 of 3), Transitional provision", "", "s. 12A"),
    # ... as the PDF path heads the same parts ("Section 17(1)–“...”")
    ("Section 17(1)–“Relevant enactment”, Interpretation", "", "s. 17(1)"),
    # a first line is no heading: no unit
    ("3(1) the Treasury may", "", ""),
    ("17(1) “Relevant enactment” means an Act", "", ""),
]


@pytest.mark.parametrize(("heading", "first_line", "expected"), SPLIT_SECTION_CASES)
def test_a_split_section_cites_its_subsection_or_terms(
    heading: str, first_line: str, expected: str
) -> None:
    cited = _cite(_ACT, heading, first_line)
    assert cited == ("Widget Licensing Act 2025" + (f", {expected}" if expected else ""))


_FR_LOI = (
    "RÉPUBLIQUE FRANÇAISE\n\nLoi n° 2016-1321 du 7 octobre 2016 pour une République numérique\n\n"
    "Article 1\n\nLes administrations publient leurs documents.\n\n"
)
_AR_LAW = "نظام العمل\n\nالمادة الأولى\n\nيسمى هذا النظام نظام العمل.\n\n"


@pytest.mark.parametrize(
    ("text", "language", "heading", "expected"),
    [
        # FR and AR split articles cite as before
        (
            _FR_LOI,
            "fr",
            "Article 2 (« archives »–« élimination »)",
            "Loi n° 2016-1321 du 7 octobre 2016 pour une République numérique, "
            "art. 2, « archives–élimination »",
        ),
        (
            _FR_LOI,
            "fr",
            "Article 2(1)–(3), Définitions",
            "Loi n° 2016-1321 du 7 octobre 2016 pour une République numérique, art. 2(1)-(3)",
        ),
        (_AR_LAW, "ar", "المادة 5 (الجزء 2 من 3)", "نظام العمل، المادة 5"),
        (_AR_LAW, "ar", "المادة 5(1)–(2)", "نظام العمل، المادة 5(1)-(2)"),
    ],
)
def test_french_and_arabic_split_articles_cite_as_before(
    text: str, language: str, heading: str, expected: str
) -> None:
    assert _cite(text, heading, language=language) == expected
