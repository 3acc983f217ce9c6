"""Unit cues: the combined matchers answer as trying each cue in order would.

The reference here is the plain reading of the rules: compile each cue's pattern alone and
``match`` it at the start of the text, in the configured order; the first that matches wins
(``specific``: a winner of language ``any`` counts as no match). Texts are the lines of the
sample documents plus generated ones built from the cues' own words.
"""

from __future__ import annotations

import itertools
import re
from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.engine.config import compiled_rules, default_config
from inspector.engine.cues import RoleCues
from inspector.engine.rules import CompiledRules, Cue

RULES: CompiledRules = compiled_rules(default_config())
SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"
ROLES = sorted({cue.role for cue in RULES.cues})
WORDS = [
    "Definitions",
    "DEFINITIONS AND INTERPRETATION",
    "definition",
    "Interpretation",
    "Defined Terms",
    "التعاريف",
    "“Affiliate” means",
    "ADVERTISING shall mean",
    "« archives » :",
    "Term: ",
    "IN WITNESS WHEREOF",
    "Fait à",
    "حرر هذا",
    "WHEREAS",
    "Background",
    "préambule",
    "1.",
    "the ",
    "Préambule",
    "\n",
    " ",
    ":",
    "x",
]


@cache
def _regex(name: str) -> re.Pattern[str]:
    return RULES.cue_regex(name)


def _reference(role: str, text: str, *, specific: bool) -> Cue | None:
    for cue in (c for c in RULES.cues if c.role == role):
        if _regex(cue.name).match(text) is not None:
            return None if specific and cue.language == "any" else cue
    return None


def _sample_lines() -> list[str]:
    lines: list[str] = []
    for path in sorted(SAMPLES.glob("*.txt")) + sorted(SAMPLES.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        lines += [line.strip() for line in text.splitlines() if line.strip()]
        # Two-line texts too: the ``.*`` shortcut must not look past the first line.
        lines += [f"{a}\n{b}" for a, b in itertools.pairwise(text.splitlines())]
    return lines


def test_sample_lines_match_as_in_order() -> None:
    lines = _sample_lines()
    assert len(lines) > 500
    found = 0
    for role in ROLES:
        for text in lines:
            for specific in (False, True):
                expected = _reference(role, text, specific=specific)
                assert RULES.cue(role, text, specific=specific) == expected, (role, text)
                found += expected is not None
    assert found > 50  # the sample lines do hit cues: the comparison is not all None


@settings(max_examples=300, deadline=None)
@given(
    role=st.sampled_from(ROLES),
    pieces=st.lists(st.sampled_from(WORDS), max_size=6),
    specific=st.booleans(),
)
def test_generated_texts_match_as_in_order(role: str, pieces: list[str], specific: bool) -> None:
    text = "".join(pieces)
    assert RULES.cue(role, text, specific=specific) == _reference(role, text, specific=specific)


def test_a_leading_any_matches_on_the_first_line_only() -> None:
    cues = RoleCues(["c"], [r"(?i:.*\bterms\b)"], ["any"])
    assert cues.match("Defined TERMS") == "c"
    assert cues.match("Terms") == "c"
    assert cues.match("Defined\nterms") is None  # "." stops at the newline
    assert cues.match("no\nterms but terms") is None
    dotall = RoleCues(["c"], [r"(?s:.*\bterms\b)"], ["any"])
    assert dotall.match("Defined\nterms") == "c"  # DOTALL: "." crosses lines
    either = RoleCues(["c"], [r".*\bterms|notes"], ["any"])
    assert either.match("the terms") == "c"
    assert either.match("notes") == "c"
    assert either.match("the notes") is None  # "notes" only at the start


def test_specific_skips_a_winning_any_cue_but_not_a_later_specific_one() -> None:
    cues = RoleCues(
        ["any-first", "en"],
        [r"[A-Z]\w*:", r"Term:"],
        ["any", "en"],
    )
    assert cues.match("Term: x") == "any-first"
    assert cues.match("Term: x", specific=True) is None  # the first match is of language any
    assert cues.match("term: x", specific=True) is None
    only_any = RoleCues(["a"], [r"x"], ["any"])
    assert only_any.match("x") == "a"
    assert only_any.match("x", specific=True) is None
