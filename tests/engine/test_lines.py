"""Line tests shared by the scan and the structure pass."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.engine.lines import is_title_like

_SENTENCE_END = re.compile(r"[.!?؟][\"'”’»)]*\s+\S")


def _title_like(line: str) -> bool:
    """The definition of ``is_title_like``, its tests in the order its docstring gives them."""
    line = line.strip()
    if not line or len(line) > 100 or len(line.split()) > 12:
        return False
    if not (line[0].isupper() or "\u0621" <= line[0] <= "\u064a"):
        return False
    if re.search(r": (?!\s*[a-zß-ÿ])", line) or _SENTENCE_END.search(line):
        return False
    # the last mark before closing quotes: 'Any advice from the PHSO.”' ends a sentence
    mark = line.rstrip("\"'”’»")[-1:] or line[-1]
    words = line.split()
    if any(c.isdigit() for c in words[0]) and not any(c.isalpha() for c in words[0]):
        words = words[1:]  # a leading number: "10.1 Fees"
    rest = "".join(words)
    if sum(c.isdigit() for c in rest) > sum(c.isalpha() for c in rest):
        return False  # "US$0 -- $999,999 40%": more figures than letters
    return mark not in ".,;:!?؟،" and any(c.isalpha() for c in line)


PIECES = ["Article", "the", "Court", "DEFINITIONS", "التعاريف", "ب", "1", " ", "  ", ".", ",",
          ": ", ":", "!", "؟", "،", "»", "\n", "\t", "a" * 30, "(", ")", "-", "É", "x"]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=16))
def test_is_title_like_is_its_definition(pieces: list[str]) -> None:
    line = "".join(pieces)
    assert is_title_like(line) == _title_like(line)


def test_is_title_like_examples() -> None:
    assert is_title_like("Statute of the International Court of Justice")
    assert is_title_like("التعاريف")
    assert not is_title_like("the parties agree")
    assert not is_title_like("Countersigned: J. Reinholt")
    assert not is_title_like("Introduction.")
    assert not is_title_like("One two three four five six seven eight nine ten eleven twelve 13")


@pytest.mark.parametrize(
    ("line", "title"),
    [
        # a title in two parts: a colon then a word in lower case
        ("Financial promotion: related amendments", True),
        ("Promotion financière : modifications connexes", True),
        # a label and its value: a colon then a capital, a figure or a caseless script
        ("Countersigned: J. Reinholt", False),
        ("Chapitre II : Gestion", False),
        ("Date: 12 March 2024", False),
        ("الاسم: أحمد", False),
    ],
)
def test_a_colon_then_lower_case_is_a_title_in_two_parts(line: str, title: bool) -> None:
    assert is_title_like(line) is title
