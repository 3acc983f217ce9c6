"""The unit a provision is cited by: a split section's subsection.

Short excerpts written here. A part of a section cut for size whose heading runs from a
subsection into a definition ("17(1)–“Relevant enactment”, Interpretation") cites the
subsection.
"""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind
from inspector.engine.citation_format import document_citations
from inspector.engine.citation_identity import detect_identity
from inspector.engine.config import default_config
from inspector.engine.types import Boundary, BoundaryKind, Chunk, ChunkType
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked

_SI_BODY = (
    "{one}\n\nThese {kind} may be cited as the {title}.\n\n"
    "{two}\n\nIn these {kind} “widget” means a small device.\n\n"
)


def _si(title: str, kind: str, one: str = "1 Citation", two: str = "2 Interpretation") -> str:
    return f"{title}\n\n2025 No. 12\n\n" + _SI_BODY.format(one=one, two=two, kind=kind, title=title)


def _heading_kinds(text: str) -> dict[int, BlockKind]:
    """Paragraphs starting with a digit or "Regulation N" set as headings (as a PDF loader)."""
    return {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(text))
        if (text[start:end][:1].isdigit() and "No." not in text[start:end])
        or text[start:end].startswith("Regulation ")
    }


def _chunk(heading_text: str, chunk_type: ChunkType = ChunkType.ARTICLE) -> Chunk:
    return Chunk(
        start=0,
        end=10,
        boundary=Boundary(0, BoundaryKind.HEADING, "en_section"),
        chunk_type=chunk_type,
        heading_path=(),
        heading_text=heading_text,
        language="en",
        token_count=5,
        max_tokens=800,
        overlap_tokens=0,
        page_start=0,
        page_end=0,
    )


def _cite(title_text: str, heading: str, first_line: str = "", language: str = "en") -> str:
    """``heading``'s citation in the document whose text is ``title_text`` (its identity)."""
    document, chunk_set = chunked(title_text, kinds=_heading_kinds(title_text))
    identity = detect_identity(document, chunk_set)
    chunk = _chunk(heading)
    return document_citations(
        [chunk], identity, chunk_set.document_type, language, default_config(), [first_line]
    )[0][0]


_ACT = _si("Widget Licensing Act 2025", "sections")


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
