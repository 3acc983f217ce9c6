"""The reference patterns' prefilters (``citation_rules.toml``, ``[[references]]``).

A prefilter is a list of plain strings: a chunk's text holding none of them is not searched
with the pattern. That is exact only if every match of the pattern contains one of the
strings; these tests check it on every match in the sample documents and in excerpts written
here (each pattern matched at least once), and on generated text, where ``find_references``
with the prefilters must give what it gives with none.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.load import load_document
from inspector.engine.citation_refs import find_references
from inspector.engine.citation_rules import CitationRules, citation_rules

SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"
SAMPLE_FILES = [
    "law_en_data_archives.txt",
    "contract_en_services.md",
    "judgment_en_appeal.docx",
    "loi_fr_archives.docx",
    "arret_fr_cassation.docx",
    "qanun_ar_archives.docx",
    "contract_ar_en_supply.docx",
]

# Excerpts written here: at least one match of every reference pattern, with the spellings
# the prefilters must cover (abbreviations, "§", tabs and no-break spaces between words,
# prefixed Arabic words).
EXCERPTS = [
    "as set out in Article 6(1)",
    "under art. 7",
    "see Art.8",
    "Articles 12 to 14",
    "Sections 3 and 4",
    "clauses 2 - 5",
    "see section 5.2",
    "Sec. 9 and sec.10",
    "by s. 14(2)(b)",
    "Code§ 3",  # the pattern starts with \b: a "§" must follow a word character
    "Clause 14",
    "clause 2.1(a)",
    "cl. 7",
    "paragraph 3 of this Article",
    "Point (b) of\tthis\u00a0Section",
    "recital 12, Recital (40)",
    "repealing Directive 95/46/EC",
    "Regulation (EU) No 1234/2007",
    "règlement (UE) 2016/679",
    "en application de l'article L. 121-1",
    "de l'article premier",
    "de l'art. 4",
    "articles L110-1 à L111-1",
    "Articles 5 et 6",
    "alinéa 2 du présent article",
    "Paragraphe premier du présent article",
    "وفقا لأحكام المادة (7)",
    "والمادة السابعة",
    "وللمادة الثانية والعشرين",
    "والمواد 12 إلى 14",
    "والفصل 5",
    "وبالفصل الثالث",
    "والبند 4.2",
    "وللبند (3)",
    "القانون رقم 12 لسنة 2004",
    "المرسوم رقم 2.05.1",
    "ظهير شريف رقم 1.58.250",
]


def _sample_texts() -> list[str]:
    return [load_document(SAMPLES / name).text for name in SAMPLE_FILES]


def _without_prefilters(rules: CitationRules) -> CitationRules:
    references = tuple(dataclasses.replace(p, prefilter=()) for p in rules.references)
    return dataclasses.replace(rules, references=references)


def test_every_match_of_a_reference_pattern_holds_one_of_its_prefilter_strings() -> None:
    rules = citation_rules()
    matched: dict[str, int] = {}
    for text in [*_sample_texts(), *EXCERPTS]:
        for pattern in rules.references:
            assert pattern.prefilter, pattern.name  # every shipped pattern has one
            assert all(pattern.prefilter), pattern.name  # "" would let every text through
            for match in pattern.regex.finditer(text):
                assert any(s in match.group() for s in pattern.prefilter), (
                    pattern.name,
                    match.group(),
                )
                matched[pattern.name] = matched.get(pattern.name, 0) + 1
    assert sorted(matched) == sorted(p.name for p in rules.references)


@pytest.mark.parametrize("text", EXCERPTS)
def test_the_excerpts_references_are_found_with_and_without_prefilters(text: str) -> None:
    plain = _without_prefilters(citation_rules())
    assert find_references(text) == find_references(text, rules=plain)
    assert find_references(text)


_PIECES = [
    "Article",
    "article",
    "Art.",
    "art.",
    "Articles",
    "Sections",
    "clauses",
    "Section",
    "sec.",
    "s.",
    "§",
    "Clause",
    "cl.",
    "paragraph",
    "Point",
    "of",
    "this",
    "recital",
    "alinéa",
    "du",
    "présent",
    "Directive",
    "règlement",
    "(EU)",
    "No",
    "95/46/EC",
    "المادة",
    "والمواد",
    "الفصل",
    "وللبند",
    "القانون",
    "ظهير",
    "شريف",
    "رقم",
    "لسنة",
    "السابعة",
    "إلى",
    "à",
    "to",
    "and",
    "12",
    "(3)",
    "5.2",
    "L.",
    "121-1",
    "(1)(b)",
    "x",
    "2004",
]
_GAPS = ["", " ", " ", "\t", "\u00a0", "\n", ", "]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(_PIECES), st.sampled_from(_GAPS)), max_size=6),
    st.integers(min_value=0, max_value=8),
)
def test_the_prefilters_never_skip_a_text_the_pattern_matches(
    pieces: list[tuple[str, str]], skip_before: int
) -> None:
    text = "".join(piece + gap for piece, gap in pieces)
    rules = citation_rules()
    for pattern in rules.references:
        for match in pattern.regex.finditer(text, skip_before):
            assert any(s in match.group() for s in pattern.prefilter), (pattern.name, text)
    plain = _without_prefilters(rules)
    assert find_references(text, skip_before=skip_before) == find_references(
        text, skip_before=skip_before, rules=plain
    )
