"""Amending legislation quotes the text it inserts or substitutes: no structure of its own.

Short excerpts written for these tests, in the shapes real amending laws print them in: a UK
Act's section that inserts a Part (legislation.gov.uk renderings print the quoted structure
without quotation marks, its headings in the same fonts as the Act's own), a schedule that
inserts a whole schedule with its parts, a section substituted under its own number, a French
law quoting a chapter between « and », an Arabic law substituting an article ("يستبدل بنص
المادة ... النص الآتي:"). The quoted headings must not open chunks nor name any chunk
(``headingText``, ``headingPath``); the amending unit heads them; the law's own next unit still
starts its chunk, even when the quotation never closes.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.model import BlockKind
from inspector.engine.amendments import quoted_regions, series_number
from inspector.engine.config import compiled_rules, default_config
from inspector.engine.rules import HeadingMatch, HeadingRule
from inspector.engine.stats import chunk_stats
from inspector.engine.types import ChunkSet
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked


def _heading_kinds(text: str, headings: set[str]) -> dict[int, BlockKind]:
    """Block kinds marking the paragraphs ``headings`` as heading blocks (as a PDF loader)."""
    return {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(text))
        if text[start:end] in headings
    }


def _starts_chunk(text: str, result: ChunkSet, line: str) -> bool:
    offset = text.index("\n" + line + "\n") + 1
    return any(
        c.start <= offset < c.end and not text[c.start : offset].strip() for c in result.chunks
    )


def _chunk_holding(text: str, result: ChunkSet, line: str) -> int:
    offset = text.index("\n" + line + "\n") + 1
    found = [k for k, c in enumerate(result.chunks) if c.start <= offset < c.end]
    assert found, f"{line!r} is in no chunk"
    return found[0]


EN_PART = """Financial Services and Markets Act 2023

PART 1

Regulatory framework

8 Designated activities

(1) FSMA 2000 is amended as follows.

(2) After Part 5 insert—

PART 5A

Designated activities

71K Designated activities

(1) The Treasury may by regulations provide for an activity to be a designated activity.

(2) Regulations under this section are referred to as designated activity regulations.

9 Rules relating to central counterparties

(1) The Bank of England may make rules applying to central counterparties.
"""

EN_SCHEDULE = """Financial Services and Markets Act 2023

12 Write-down orders

Schedule 12 makes provision about write-down orders.

13 Insurers

Schedule 13 makes provision about insurers.

SCHEDULE 12

Write-down orders

PART 1

Orders

1 In FSMA 2000, after Schedule 19B insert—

SCHEDULE 19C

Write-down orders: further provision

PART 1

Introductory

1 This Schedule applies where a write-down order is made.

PART 2

Policyholder surrender rights

2 A policyholder may not surrender a policy while the order has effect.

PART 2

Consequential amendments

3 In section 355 of FSMA 2000, omit subsection (3).

SCHEDULE 13

Insurers

1 The Treasury may make regulations about insurers.
"""

EN_SUBSTITUTED = """Education Act 2025

3 Interpretation

(1) The 2014 Act is amended as follows.

(2) For section 5 substitute—

5 Meaning of relevant body

(1) In this Act a relevant body is a body listed in the schedule.

(2) The Scottish Ministers may amend the list by regulations.

4 Commencement

(1) This Act comes into force on the day after Royal Assent.
"""

FR_CHAPTER = """LOI n° 2020-1 du 3 janvier 2020 relative à la simplification

Article 1

Le code de la consommation est ainsi modifié :

1° Le chapitre II du titre Ier du livre Ier est remplacé par les dispositions suivantes :

« Chapitre II

Information sur les prix

Article L. 112-1

Tout vendeur de produit informe le consommateur des prix.

Article L. 112-2

Les modalités sont fixées par arrêté. » ;

2° L'article L. 113-1 est abrogé.

Article 2

La présente loi entre en vigueur le 1er juillet 2020.
"""

AR_SUBSTITUTED = """قانون رقم 5 لسنة 2020 بتعديل بعض أحكام قانون العمل

المادة 1

يستبدل بنص المادة (5) من قانون العمل النص الآتي:

مادة (5)

يلتزم صاحب العمل بتوفير وسائل السلامة المهنية للعمال.

المادة 2

تضاف مادة جديدة برقم (7 مكرر) إلى قانون العمل نصها الآتي:

مادة (7 مكرر)

يحظر تشغيل الأطفال قبل بلوغهم سن الخامسة عشرة.

المادة 3

ينشر هذا القانون في الجريدة الرسمية.
"""

EN_UNCLOSED = """Housing Act 2024

2 Amendments to the 1985 Act

(1) The 1985 Act is amended as follows.

(2) After section 2 insert—

“2A Duty to publish

The authority must publish the register.

PART 3A

Registers

9 Commencement

This Act comes into force on 1 April 2025.

11 Short title

This Act may be cited as the Housing Act 2024.
"""


@pytest.mark.parametrize(
    ("text", "headings", "quoted", "own", "holder"),
    [
        (
            EN_PART,
            {
                "PART 1",
                "8 Designated activities",
                "PART 5A",
                "9 Rules relating to central counterparties",
            },
            ["PART 5A", "71K Designated activities"],
            ["9 Rules relating to central counterparties"],
            "8",
        ),
        (
            EN_SCHEDULE,
            {"SCHEDULE 12", "PART 1", "SCHEDULE 19C", "PART 2", "SCHEDULE 13"},
            ["SCHEDULE 19C", "Policyholder surrender rights"],
            ["SCHEDULE 12", "SCHEDULE 13", "Consequential amendments", "Insurers"],
            "PART 1 — Orders",
        ),
        (
            EN_SUBSTITUTED,
            {"3 Interpretation", "5 Meaning of relevant body", "4 Commencement"},
            ["5 Meaning of relevant body"],
            ["3 Interpretation", "4 Commencement"],
            "3",
        ),
        (
            FR_CHAPTER,
            set(),
            ["Article L. 112-1", "Article L. 112-2"],
            ["Article 1", "Article 2"],
            "Article 1",
        ),
        (AR_SUBSTITUTED, set(), ["مادة (5)"], ["المادة 1", "المادة 2", "المادة 3"], "المادة 1"),
        (
            AR_SUBSTITUTED.replace("المادة 1", "المادة الأولى")
            .replace("المادة 2", "المادة الثانية")
            .replace("المادة 3", "المادة الثالثة"),
            set(),
            ["مادة (5)"],
            ["المادة الأولى", "المادة الثانية", "المادة الثالثة"],
            "المادة الأولى",
        ),
    ],
    ids=[
        "en-part",
        "en-schedule",
        "en-substituted",
        "fr-chapter",
        "ar-substituted",
        "ar-ordinals",
    ],
)
def test_quoted_headings_head_nothing(
    text: str, headings: set[str], quoted: list[str], own: list[str], holder: str
) -> None:
    _, result = chunked(text, kinds=_heading_kinds(text, headings))
    for line in own:
        chunk = result.chunks[_chunk_holding(text, result, line)]
        named = (chunk.heading_text, *chunk.heading_path)
        assert any(line in name for name in named), f"the law's own {line!r} heads no chunk"
    for line in quoted:
        chunk = result.chunks[_chunk_holding(text, result, line)]
        assert holder in chunk.heading_text, (line, chunk.heading_text)
        for c in result.chunks:
            named = (c.heading_text, *c.heading_path)
            assert not any(line in name for name in named), (line, c.heading_text, named)


def test_unclosed_quotation_ends_at_the_next_own_unit() -> None:
    """A quotation mark never closed: the Act's next sections still start their chunks."""
    headings = {"2 Amendments to the 1985 Act", "PART 3A", "9 Commencement", "11 Short title"}
    _, result = chunked(EN_UNCLOSED, kinds=_heading_kinds(EN_UNCLOSED, headings))
    for line in ("2 Amendments to the 1985 Act", "9 Commencement", "11 Short title"):
        assert _starts_chunk(EN_UNCLOSED, result, line), line
    assert all("PART 3A" not in c.heading_text for c in result.chunks)


def test_a_law_without_amending_formula_keeps_its_structure() -> None:
    text = EN_PART.replace("(2) After Part 5 insert—", "(2) Part 5 sets out the regime.")
    headings = {"PART 1", "8 Designated activities", "PART 5A"}
    _, result = chunked(text, kinds=_heading_kinds(text, headings))
    assert _starts_chunk(text, result, "PART 5A")


AMENDED_ITEM = (
    "Financial Services and Markets Act 2023\n\nSCHEDULE 10\n\nAmendments\n\n"
    "1 In section 2 of the 2012 Act, after paragraph (a) insert—\n\n"
    "(aa) sections 309B, 309U and 309Z2 of that Act (Part 18\nprohibition orders),\n\n"
    "SCHEDULE 11\n\nCentral counterparties\n\n1 The purpose of the regime is stability.\n"
)


def test_heading_after_an_amended_list_item_is_a_heading() -> None:
    """ "(aa) ... orders)," ends an inserted item, wrapped; the next schedule is a heading."""
    text = AMENDED_ITEM
    _, result = chunked(text, kinds=_heading_kinds(text, {"SCHEDULE 10", "SCHEDULE 11"}))
    assert _starts_chunk(text, result, "SCHEDULE 11")
    chunk = result.chunks[_chunk_holding(text, result, "Central counterparties")]
    assert "SCHEDULE 11" in chunk.heading_text


def test_unit_after_an_amended_list_item_starts_no_sentence_midway() -> None:
    """The red flags judge that start as the scorer does: a unit start, not mid-sentence."""
    text = (
        "Financial Services and Markets Act 2023\n\n59 Application of provisions\n\n"
        "(1) FSMA 2000 is amended as follows.\n\n"
        "(2) In section 2AB (functions of the PRA), after paragraph (c) insert—\n\n"
        "(ca) the Financial Services and Markets Act 2023,\n\n"
        "60 Formerly authorised persons\n\n(1) FSMA 2000 is amended as follows.\n"
    )
    headings = {"59 Application of provisions", "60 Formerly authorised persons"}
    document, result = chunked(text, kinds=_heading_kinds(text, headings))
    assert _starts_chunk(text, result, "60 Formerly authorised persons")
    assert chunk_stats([(document, result)], default_config()).mid_sentence_starts == 0


@pytest.mark.parametrize(
    ("text", "quoted_end"),
    [
        # French: each quoted paragraph opens with « and only the last one closes
        (
            "est ainsi rédigé :\n« Art. 1. - Le mot « prix » désigne.\n« Art. 2. - Fin. »\n"
            "Article 3\n",
            "« Art. 2. - Fin. »",
        ),
        # English: one pair of marks around the whole quoted text
        ("for section 5 substitute—\n“5 Meaning\nA “body” is listed.\nEnd.”\n6 Next\n", "End.”"),
        # EU: single marks; "’" is an apostrophe too, only a line ending with it closes
        (
            "the following article is inserted:\n‘Article 16a\nThe Member’s rules.\nEnd.’;\n",
            "End.’;",
        ),
        ("يستبدل بنص المادة (5) النص الآتي:\n«مادة (5)\nنص المادة.»\nالمادة 2\n", "نص المادة.»"),
    ],
    ids=["fr", "en", "eu", "ar"],
)
def test_quoted_region_ends_with_its_closing_mark(text: str, quoted_end: str) -> None:
    rules = compiled_rules(default_config())
    regions = quoted_regions(text, rules)
    assert len(regions) == 1
    start, end = regions[0]
    assert text[:start].endswith(text.split("\n", 1)[0])
    assert text[:end].endswith(quoted_end)


@pytest.mark.parametrize(
    "text",
    [
        "A modifié les dispositions suivantes :\n- Code civil\n",  # Légifrance's list of links
        "the regulator may insert\nprovisions of its own.\n",  # a wrapped sentence
        "after “192K” insert “, 309U”.\n",  # an amendment inside its own line
    ],
)
def test_no_formula_no_region(text: str) -> None:
    assert quoted_regions(text, compiled_rules(default_config())) == []


_RULE = HeadingRule("en_part", "en", "part", 1, "")


@pytest.mark.parametrize(
    ("label", "expected"),
    [
        ("SCHEDULE 13", (13, True)),
        ("9", (9, True)),
        ("PART II", (2, True)),
        ("PART 5A", (5, False)),
        ("SCHEDULE A1", (1, False)),
        ("71K", (71, False)),
        ("Article premier", None),
        ("المادة (5)", (5, True)),
        ("مادة 5 مكرر", (5, False)),
        ("المادة الرابعة", (4, True)),
        ("المادة ١٢", (12, True)),
    ],
)
def test_series_number(label: str, expected: tuple[int, bool] | None) -> None:
    assert series_number(HeadingMatch(_RULE, label, "")) == expected


_LINES = [
    "(2) After Part 5 insert—",
    "for section 5 substitute—",
    "il est inséré un article ainsi rédigé :",
    "يستبدل بنص المادة (5) النص الآتي:",
    "“SCHEDULE 19C",
    "« Art. L. 1. - Le mot « prix » désigne.",
    "End of the quoted text.”",
    "Les modalités sont fixées par arrêté. »",
    "‘Article 16a",
    "The Member’s rules apply.’;",
    "PART 5A",
    "9 Rules relating to counterparties",
    "",
    "The Treasury may by regulations provide for an activity.",
]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_LINES), max_size=30))
def test_quoted_regions_are_sorted_line_ranges(lines: list[str]) -> None:
    text = "\n".join(lines)
    regions = quoted_regions(text, compiled_rules(default_config()))
    starts = [start for start, _ in regions]
    assert starts == sorted(set(starts))
    for start, end in regions:
        assert 0 < start <= end <= len(text)
        assert start == len(text) or text[start] == "\n"  # a region opens after its formula
        assert end == len(text) or text[end] == "\n"  # and ends with a whole line
