"""Rule matching: the first rule in order that matches, and the prefilter finds its line.

The reference is the plain reading of the rules: compile each heading (numbering) rule alone
and ``match`` it at the start of the line, in the rule order; the first that matches wins.
``CompiledRules`` must give the same match (its regexes compiled lazily, the rules of the
document's language first), on the sample documents' lines and on generated ones, for the
default rules and a custom configuration (case-insensitive rules, rules starting with any
character); the prefilter must pass every line some rule matches.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.engine.config import compiled_rules, default_config
from inspector.engine.rules import (
    CompiledRules,
    HeadingMatch,
    HeadingRule,
    NumberingRule,
    NumberMatch,
)

RULES: CompiledRules = compiled_rules(default_config())
SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"
LANGUAGES = ("en", "fr", "ar", "de")
PIECES = [
    "Article", "ARTICLE", "Art.", "Section", "SECTION", "Sec.", "Sub-section", "Subsection",
    "Schedule", "Part", "PART", "Partie", "Paragraphe", "Chapter", "CHAPITRE", "Annex",
    "Annexe", "Appendix", "Attachment", "Clause", "Rule", "Regulation", "Title", "Titre",
    "Livre", "Book", "Exhibit", "§", "§§", "الفصل", "فصل", "المادة", "مادة", "الباب", "الفرع",
    "الفقرة", "البند", "الملحق", "ملحق", "الكتاب", "القسم", "الجزء", "الأول", "أولا", "ثانيا",
    "مكرر", "رقم", "I", "IV", "XII", "C", "L", "Court", "The", "(", ")", "1", "12", "1.2",
    "3.4.5", "٣", "1er", "premier", "bis", "a", "(a)", "(iv)", "(A)", "(1)", "-", "–", "—",
    ".", ":", " ", "  ", "\t", "\u00a0", "\u3000", "°", "•", "*", "DEFINITIONS", "Term", "x",
    "é", "ا", "ب", "ي",
]  # fmt: skip


@cache
def _heading_regex(index: int) -> re.Pattern[str]:
    return re.compile(RULES._heading_sources[index])


@cache
def _number_regex(index: int) -> re.Pattern[str]:
    return re.compile(RULES._number_sources[index])


def _reference_heading(line: str, order: tuple[int, ...]) -> HeadingMatch | None:
    for index in order:
        found = _heading_regex(index).match(line)
        if found is not None:
            return RULES._heading_match(index, found)
    return None


def _reference_number(line: str) -> NumberMatch | None:
    for index, rule in enumerate(RULES.numbering):
        found = _number_regex(index).match(line)
        if found is not None:
            return NumberMatch(rule, found.group("label").strip())
    return None


def _sample_lines() -> list[str]:
    lines: list[str] = []
    for path in sorted(SAMPLES.glob("*.txt")) + sorted(SAMPLES.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        lines += [line.lstrip() for line in text.splitlines() if line.strip()]
    return lines


def _check(line: str) -> tuple[int, int]:
    """Compare both matchers with the reference on ``line``; (headings, numbers) found."""
    headings = 0
    for language in LANGUAGES:
        order = RULES.heading_order(language)
        expected = _reference_heading(line, order)
        assert RULES.match_heading(line, order) == expected, (language, line)
        headings += expected is not None
    expected_number = _reference_number(line)
    assert RULES.match_number(line) == expected_number, line
    _check_prefilter(RULES, line)
    return headings, int(expected_number is not None)


def _check_prefilter(rules: CompiledRules, line: str) -> None:
    """Where a rule matches a line (stripped, as the scanner reads it), the prefilter finds
    the line."""
    stripped = line.lstrip()
    if not stripped or stripped.startswith("#"):
        return  # a Markdown heading line is read whatever its labels
    heading = any(re.compile(s).match(stripped) for s in rules._heading_sources)
    number = any(re.compile(s).match(stripped) for s in rules._number_sources)
    found = rules.prefilter.match("\n" + line)
    if heading or number:
        assert found is not None, line


def test_sample_lines_match_as_in_order() -> None:
    lines = _sample_lines()
    assert len(lines) > 500
    headings = numbers = 0
    for line in lines:
        found = _check(line)
        headings += found[0]
        numbers += found[1]
    # The sample lines do hit rules: the comparison is not all None.
    assert headings > 50
    assert numbers > 50


@settings(max_examples=500, deadline=None)
@given(pieces=st.lists(st.sampled_from(PIECES), min_size=1, max_size=6))
def test_generated_lines_match_as_in_order(pieces: list[str]) -> None:
    _check("".join(pieces))


CUSTOM = CompiledRules(
    [
        HeadingRule("h_art", "en", "article", 6, r"(?P<label>Art(?:icle|\.)[^\S\n]*[0-9]+)"),
        HeadingRule("h_any_case", "en", "section", 4, r"(?i)(?P<label>sect[^\S\n]+[0-9]+)"),
        HeadingRule("h_dot", "any", "part", 1, r"(?P<label>.ar[^\S\n]+[0-9]+)"),
        HeadingRule("h_short", "any", "clause", 6, r"(?P<label>A[0-9])", tail="none"),
        HeadingRule("h_ar", "ar", "article", 6, r"(?P<label>(?:ال)?مادة[^\S\n]*[0-9]+)"),
    ],
    [
        NumberingRule("n_paren", "paren_digit", r"(?P<label>\([^\S\n]*[0-9]+\))(?=[^\S\n]|$)"),
        NumberingRule("n_roman", "roman", r"(?P<label>[IVX]{1,4}\.)(?=[^\S\n])"),
        NumberingRule("n_any", "bullet", r"(?P<label>\S)(?=[^\S\n])"),
    ],
    [],
    {},
    r"(?P<tail>[^\S\n]*$|[^\S\n]*[—:.][^\S\n]*(?P<title>.*)$)",
)
CUSTOM_PIECES = [
    "Art.", "Article", "ART", "Sect", "SECT", "sect", "sECT", "aRT.", "Par", "Bar", "A", "A1",
    "المادة", "مادة", "(", ")", "1", "12", "I", "IV.", "X", ".", ":", " ", "\t", "a", "—",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(pieces=st.lists(st.sampled_from(CUSTOM_PIECES), min_size=1, max_size=6))
def test_a_custom_configuration_matches_as_in_order(pieces: list[str]) -> None:
    _check_custom("".join(pieces))


def test_a_custom_configuration_on_lines_each_rule_matches() -> None:
    lines = ["sECT 1", "SeCt 2: Scope", "Par 1", "Bar 2", "A1", "Article 5", "المادة 3",
             "مادة 4", "(1) text", "IV. text", "x text"]  # fmt: skip
    for line in lines:
        _check_custom(line)
    order = CUSTOM.heading_order("en")
    found = {m.rule.name for m in (CUSTOM.match_heading(t, order) for t in lines) if m}
    assert found == {"h_art", "h_any_case", "h_dot", "h_short", "h_ar"}


def _check_custom(line: str) -> None:
    # Case-insensitive rules, rules starting with any character, labels shorter than four
    # characters and numbering rules for any character: each kept where it may match.
    for language in ("en", "ar"):
        order = CUSTOM.heading_order(language)
        expected = None
        for index in order:
            found = re.compile(CUSTOM._heading_sources[index]).match(line)
            if found is not None:
                expected = CUSTOM._heading_match(index, found)
                break
        assert CUSTOM.match_heading(line, order) == expected, (language, line)
    expected_number = None
    for index, rule in enumerate(CUSTOM.numbering):
        found = re.compile(CUSTOM._number_sources[index]).match(line)
        if found is not None:
            expected_number = NumberMatch(rule, found.group("label").strip())
            break
    assert CUSTOM.match_number(line) == expected_number, line
    # The prefilter passes every line some rule matches.
    if expected_number is not None or any(
        re.compile(source).match(line) for source in CUSTOM._heading_sources
    ):
        assert CUSTOM.prefilter.search("\n" + line) is not None, line
    _check_prefilter(CUSTOM, line)
