"""Anchors written for speed hit exactly where their plain forms hit.

The honorific and "signed by" anchors (``rules._NAME_ANCHOR``, ``rules._SIGNED_BY_ANCHOR``)
start with a character set, so that the regular expression engine skips to the next place one
of those characters stands: the upper-case honorifics sit behind a lookbehind instead of in a
second branch, and "signed by" ignoring case starts with every character that "s" or "r"
matches ignoring case (``ſ`` among them). Their hits (start and end, which set the windows)
must be those of the plain patterns they replace, compared here over generated text.

The bare Arabic name rule's anchor (``rules._AR_BARE_ANCHOR``) runs it from the first letter
a name can start with to the end of the text: its detection must be that of the rule with no
anchor, in Arabic, Latin and mixed text.
"""

from __future__ import annotations

import dataclasses
import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from inspector.redaction import rules
from inspector.redaction.detect import detect_personal_data

PLAIN_NAME_ANCHOR = re.compile(
    "(?:[MD](?:rs?|s|iss|mes?|lles?|e|aître|essrs|onsieur|adame|ademoiselle|r)?"
    "|M(?:RS?|S|ISS|MES?|LLES?|AÎTRE|ESSRS|ONSIEUR|ADAME|ADEMOISELLE))\\.?[ \u00a0\n]"
)
PLAIN_SIGNED_BY_ANCHOR = re.compile(
    r"(?i:signed by|represented by|repr[ée]sent[ée]e? par|sign[ée]e? par) "
)

PIECES = [
    "M",
    "D",
    "Mr",
    "Mrs",
    "MRS",
    "MR",
    "Dr",
    "DR",
    "Ms",
    "MS",
    "Mme",
    "MME",
    "Mlle",
    "Me",
    "ME",
    "Maître",
    "MAÎTRE",
    "Monsieur",
    "MONSIEUR",
    "Madame",
    "Messrs",
    "Miss",
    "MISS",
    "Dmes",
    "Drs",
    "signed by",
    "SIGNED BY",
    "Signed By",
    "ſigned by",
    "represented by",
    "REPRESENTED BY",
    "représentée par",
    "Représenté par",
    "REPRÉSENTÉE PAR",
    "signé par",
    "signée par",
    "SIGNÉ PAR",
    "sign",
    "re",
    "John",
    "Smith",
    "the",
    "x",
]
SEPARATORS = [" ", ". ", ".", "\u00a0", "\n", "", ", ", ":"]
texts = st.lists(st.tuples(st.sampled_from(PIECES), st.sampled_from(SEPARATORS)), max_size=16).map(
    lambda parts: "".join(piece + separator for piece, separator in parts)
)


def spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [hit.span() for hit in pattern.finditer(text)]


@settings(max_examples=400)
@given(texts)
@example("Mr. John Smith, MRS JANE DOE and Dr Who; M. Dupont, Mme\u00a0Durand, MESSRS. X\nMe\nY")
@example("Signed by John Smith, REPRESENTED BY Jane Doe, représentée par M. X, ſigned by Y ")
def test_anchor_hits_equal_the_plain_forms(text: str) -> None:
    assert spans(rules._NAME_ANCHOR.pattern, text) == spans(PLAIN_NAME_ANCHOR, text)
    assert spans(rules._SIGNED_BY_ANCHOR.pattern, text) == spans(PLAIN_SIGNED_BY_ANCHOR, text)


AR_BARE = next(rule for rule in rules.RULES if rule.name == "person_ar_bare")
AR_BARE_EVERYWHERE = dataclasses.replace(AR_BARE, anchor=None)
AR_WORDS = ["محمد", "ومحمد", "عبد الله", "عبدالله", "فاطمة", "بن", "علي", "الفلاني", "في", "قال"]
AR_WORDS += ["المحكمة", "John", "Smith", "Article 5", "١٢", "محمّد"]
mixed = st.lists(
    st.tuples(st.sampled_from(AR_WORDS), st.sampled_from([" ", "\n", "، ", ". ", "\u00a0"])),
    max_size=12,
).map(lambda parts: "".join(word + separator for word, separator in parts))


@settings(max_examples=300)
@given(mixed)
@example("The Supplier and محمد بن علي الفلاني signed.")
@example("No Arabic here at all, only John Smith.")
def test_arabic_bare_names_anchor_changes_nothing(text: str) -> None:
    assert detect_personal_data(text, [AR_BARE]) == detect_personal_data(text, [AR_BARE_EVERYWHERE])
