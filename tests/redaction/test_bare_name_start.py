"""The bare-name pattern's given-name test finds every name the plain pattern lets through.

``PERSON_BARE_PATTERN`` starts with the first letter of a name of ``GIVEN_NAMES`` and tests
that the rest of the name follows (``names._given_name_start``, a trie) before its other
checks, which look behind that letter (``names._BARE_BEFORE``, shifted by one character),
sparing them on every other capitalised word. The validator rejects those words anyway, so
detection must be the same as with the plain pattern (the checks before any capital letter,
no given-name test): here the rule is run both ways over generated text, with names, longer words
starting with a name ("Jeanne", "Marianne"), hyphenated names ("Jean-Pierre", "Kelly-Anne",
"Anna-luise"), sentence words, places and firm words around them (EN/FR/DE, one Arabic line).
"""

from __future__ import annotations

import dataclasses
import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from inspector.redaction import names
from inspector.redaction.detect import detect_personal_data
from inspector.redaction.rules import RULES

BARE = next(rule for rule in RULES if rule.name == "person_bare")
PLAIN = dataclasses.replace(
    BARE,
    pattern=re.compile(f"{names._BARE_BEFORE}(?P<v>[{names.LATIN_UPPER}]{names._BARE_REST}"),
)

WORDS = [
    "Jean",
    "Jeanne",
    "Jeans",
    "Jean-Pierre",
    "Jean-pierre",
    "Kelly-Anne",
    "Anna-Luise",
    "Anna-luise",
    "Marie",
    "Marianne",
    "Hélène",
    "Zoë",
    "Émile",
    "Émilien",
    "Änne",
    "Boris",
    "Amina",
    "Haddad",
    "Smith",
    "O'Brien",
    "McAdam",
    "Duncan",
    "Lewis",
    "Silkin",
    "LLP",
    "solicitors",
    "Ltd",
    "The",
    "When",
    "Selon",
    "Lake",
    "rue",
    "Saint",
    "Victoria",
    "Supplier",
    "Agreement",
    "GRACE",
    "PERIOD",
    "the",
    "and",
    "signed",
    "Article",
    "5",
    "&",
    "Overy",
    "محمد",
    "عبد الله",
]
SEPARATORS = [" ", "\u00a0", "\n", ", ", ". ", "-", "'s ", ""]

texts = st.lists(st.tuples(st.sampled_from(WORDS), st.sampled_from(SEPARATORS)), max_size=14).map(
    lambda parts: "".join(word + separator for word, separator in parts)
)


@settings(max_examples=300)
@given(texts)
@example("When Jean-Pierre Haddad signed, Jeanne Smith and Anna-luise Lewis were there.")
@example("Duncan Lewis, solicitors for Marie Smith; rue Victor Hugo; Lake Victoria")
@example("Selon Émile Durand, Änne Weber et Saint Émile; The Éric-Jean Smith; X. Marie Dupont")
def test_given_name_test_drops_only_what_the_validator_rejects(text: str) -> None:
    assert detect_personal_data(text, [BARE]) == detect_personal_data(text, [PLAIN])


def test_names_are_found_with_the_test() -> None:
    text = "When Jean-Pierre Haddad signed, Jeanne Smith and Kelly-Anne Lewis were there."
    found = [match.text for match in detect_personal_data(text, [BARE])]
    assert found == ["Jean-Pierre Haddad", "Jeanne Smith", "Kelly-Anne Lewis"]
