"""Sentence ends in legal text: abbreviations are not ends (pySBD-style golden table)."""

from __future__ import annotations

import itertools

import pytest

from inspector.engine.config import default_config
from inspector.engine.sentences import (
    abbreviation_set,
    clause_starts,
    ends_sentence,
    sentence_starts,
    word_starts,
)

ABBREVIATIONS = abbreviation_set(default_config().abbreviations.values())

GOLDEN = [
    ("The Act applies. It binds the State.", ["The Act applies. ", "It binds the State."]),
    ("See Art. 5 of the Act. The Court agreed.", ["See Art. 5 of the Act. ", "The Court agreed."]),
    (
        "Under No. 12 the fee is due. Payment follows.",
        ["Under No. 12 the fee is due. ", "Payment follows."],
    ),
    (
        "Smith v. Jones was cited. It was followed.",
        ["Smith v. Jones was cited. ", "It was followed."],
    ),
    ("cf. para. 4 above. The rest is moot.", ["cf. para. 4 above. ", "The rest is moot."]),
    (
        "Codified at 42 U.S.C. 1983 by Congress. Later cases agree.",
        ["Codified at 42 U.S.C. 1983 by Congress. ", "Later cases agree."],
    ),
    ("J. Smith LJ agreed. So did the others.", ["J. Smith LJ agreed. ", "So did the others."]),
    ("It was 2.5 m. long. Then it broke.", ["It was 2.5 m. long. ", "Then it broke."]),
    ("Voir l'art. 7 du code. Il dispose ainsi.", ["Voir l'art. 7 du code. ", "Il dispose ainsi."]),
    (
        "Mme Dupont, cf. p. 12, conteste. La Cour rejette.",
        ["Mme Dupont, cf. p. 12, conteste. ", "La Cour rejette."],
    ),
    ("لا يجوز ذلك. ويجب الإخطار.", ["لا يجوز ذلك. ", "ويجب الإخطار."]),
    ("صدر في ١٢ م. القاهرة. ونشر لاحقا.", ["صدر في ١٢ م. القاهرة. ", "ونشر لاحقا."]),
    (
        "Did it apply? Yes. \u201cIt did.\u201d The end.",
        ["Did it apply? ", "Yes. ", "\u201cIt did.\u201d ", "The end."],
    ),
    ("no capital after. the sentence goes on", ["no capital after. the sentence goes on"]),
    # A number opening its line is a paragraph's label, not a sentence (issue 24: a chunk of
    # "Énoncé du moyen 14." alone).
    (
        "Énoncé du moyen\n\n14. Mme Varennes fait grief. La Cour rejette.",
        ["Énoncé du moyen\n\n14. Mme Varennes fait grief. ", "La Cour rejette."],
    ),
    ("Analysis\n39. In my judgment it was wrong.", ["Analysis\n39. In my judgment it was wrong."]),
    ("3.2. The fee is due. It is paid.", ["3.2. The fee is due. ", "It is paid."]),
    ("التحليل\n١٤. يجوز ذلك. ويجب الإخطار.", ["التحليل\n١٤. يجوز ذلك. ", "ويجب الإخطار."]),
    ("It was paid in 2019. 2020 was worse.", ["It was paid in 2019. ", "2020 was worse."]),
]


@pytest.mark.parametrize(("text", "sentences"), GOLDEN)
def test_sentence_golden_rules(text: str, sentences: list[str]) -> None:
    cuts = [0, *sentence_starts(text, 0, len(text), ABBREVIATIONS), len(text)]
    assert [text[a:b] for a, b in itertools.pairwise(cuts)] == sentences


def test_semicolons_are_a_weaker_level() -> None:
    text = "the first limb; the second limb; and the third"
    cuts = list(clause_starts(text, 0, len(text)))
    assert [text[c : c + 3] for c in cuts] == ["the", "and"]


def test_word_starts() -> None:
    assert list(word_starts("ab  cd\nef", 0, 9)) == [4, 7]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It ends.", True),
        ("It ends.\u201d  ", True),
        ("a list item;", True),
        ("Intro:", True),
        ("and so", False),
        ("", False),
    ],
)
def test_ends_sentence(text: str, expected: bool) -> None:
    assert ends_sentence(text) is expected
