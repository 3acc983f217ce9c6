"""The OCR label lines and the engine's heading rules know the same unit words (EN, FR, AR).

``ocr_labels`` reads its words from the engine's default configuration (the document layer may
not import the engine); these tests hold the two to one table: every word a heading rule names
starts an OCR label line, and every word the OCR side knows is one a heading rule accepts.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.pdf.ocr_labels import is_label_alone, is_label_line
from inspector.engine.config import compiled_rules, default_config
from inspector.engine.rules import CompiledRules

RULES: CompiledRules = compiled_rules(default_config())

# (heading rule, a spelling of its word as printed): one row per spelling the rule accepts.
WORDS = [
    ("en_part", "Part"),
    ("en_part", "PART"),
    ("en_book", "Book"),
    ("en_title", "Title"),
    ("en_chapter", "Chapter"),
    ("en_chapter", "CHAPTER"),
    ("en_section", "Section"),
    ("en_section", "Sec."),
    ("en_subsection", "Sub-section"),
    ("en_subsection", "SUBSECTION"),
    ("en_article", "Article"),
    ("en_article", "Art."),
    ("en_clause", "Clause"),
    ("en_rule", "Rule"),
    ("en_rule", "Regulation"),
    ("section_sign", "§"),
    ("section_sign", "§§"),
    ("en_annex", "Annex"),
    ("en_annex", "Annexure"),
    ("en_schedule", "Schedule"),
    ("en_exhibit", "Exhibit"),
    ("en_appendix", "Appendix"),
    ("en_appendix", "Attachment"),
    ("fr_livre", "Livre"),
    ("fr_partie", "Partie"),
    ("fr_titre", "Titre"),
    ("fr_chapitre", "Chapitre"),
    ("fr_chapitre", "CHAPITRE"),
    ("fr_section", "Section"),
    ("fr_sous_section", "Sous-section"),
    ("fr_sous_section", "Paragraphe"),
    ("fr_article", "Article"),
    ("fr_article", "ART."),
    ("fr_annexe", "Annexe"),
    ("fr_appendice", "Appendice"),
    ("ar_kitab", "الكتاب"),
    ("ar_bab", "الباب"),
    ("ar_juz", "الجزء"),
    ("ar_qism", "القسم"),
    ("ar_fasl", "الفصل"),
    ("ar_fasl", "فصل"),
    ("ar_far", "الفرع"),
    ("ar_madda", "المادة"),
    ("ar_madda", "مادة"),
    ("ar_band", "البند"),
    ("ar_faqra", "الفقرة"),
    ("ar_mulhaq", "الملحق"),
    ("ar_murfaq", "المرفق"),
]

NUMBER_LABELS = {"en_caps_clause", "emphasis_clause"}
"""Heading rules whose label is a number alone ("14. WARRANTIES", "2. **Term**."): they name no
unit word."""

_RULE_BY_NAME = {rule.name: rule for rule in RULES.headings}


def _engine_rule(line: str, language: str) -> str | None:
    found = RULES.match_heading(line, RULES.heading_order(language))
    return None if found is None else found.rule.name


def test_every_heading_rule_is_in_the_table() -> None:
    """A rule added to the engine needs a row here (and the OCR side then knows its word)."""
    assert {name for name, _ in WORDS} | NUMBER_LABELS == set(_RULE_BY_NAME)


@pytest.mark.parametrize(("rule", "word"), WORDS)
def test_a_word_the_engine_accepts_starts_an_ocr_label_line(rule: str, word: str) -> None:
    language = _RULE_BY_NAME[rule].language
    line = f"{word} 5"
    # The row is true of the engine: its own rule reads the line as a heading.
    assert _engine_rule(line, "en" if language == "any" else language) == rule
    assert is_label_alone(line)
    title = " - Scope" if language != "ar" else " - نطاق التطبيق"
    assert is_label_line(line + title)
    assert not is_label_alone(line + title)


@given(data=st.data())
def test_a_word_the_ocr_side_knows_is_a_heading_word_of_the_engine(data: st.DataObject) -> None:
    language, source = data.draw(st.sampled_from([("en", "Article")]))
    word = data.draw(st.from_regex(source, fullmatch=True))
    line = f"{word} 5"
    assert _engine_rule(line, "en" if language == "any" else language) is not None
    assert is_label_alone(line)
