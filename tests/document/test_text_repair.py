"""Repairs of text another tool extracted from PDFs: lam-alef order, page furniture lines."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.model import Document
from inspector.document.plain import TextKind, load_plain
from inspector.document.text_repair import logical_lam_alef


def load(source: str, kind: TextKind = "text") -> Document:
    return load_plain(Path("doc.txt"), source.encode(), "f" * 64, kind)


# --------------------------------------------------------------------------- lam-alef order

# A law's opening written by a visual-order tool, and the same text as it should read.
VISUAL = (
    "القانون المتعلق بمكافحة االتجار بالبشر\n"
    "المادة األولى\n"
    "يعاقب على االتجار بالبشر إال إذا نص القانون على خالف ذلك.\n"
    "اإلمضاء: رئيس الحكومة. الفقرة اآلخرة من المادة األولى.\n"
)
LOGICAL = (
    "القانون المتعلق بمكافحة الاتجار بالبشر\n"
    "المادة الأولى\n"
    "يعاقب على الاتجار بالبشر إلا إذا نص القانون على خالف ذلك.\n"
    "الإمضاء: رئيس الحكومة. الفقرة الآخرة من المادة الأولى.\n"
)
# Correct Arabic with every look-alike: "ألف", "ألزم", "سأل", the article before an alef
# ("الأولى", "الإمضاء", "الاتجار", "الآخرة"), "لا", "إلا", "خلال", "الله".
CORRECT = (
    "المادة الأولى\n"
    "ألزم القانون كل من سأل عن ألف درهم، إلا إذا لا يعلم، خلال الأجل.\n"
    "الإمضاء: الحمد لله. الاتجار بالبشر. الآخرة. الالتزامات. إلى الأمام.\n"
)


@pytest.mark.parametrize(
    ("source", "expected", "count"),
    [
        (VISUAL, LOGICAL, 7),
        (CORRECT, CORRECT, 0),
        # two visual pairs only: too few to be the document's habit
        ("المادة األولى\nاإلمضاء\n", "المادة األولى\nاإلمضاء\n", 0),
        # as many logical articles as visual pairs: a mixed text, left alone
        (VISUAL + CORRECT * 3, VISUAL + CORRECT * 3, 0),
        # visual pairs the habit, a few correct words among them still untouched
        (VISUAL * 2 + "الأولى\n", LOGICAL * 2 + "الأولى\n", 14),
        ("Article 1 - Article premier - المادة 1\n", "Article 1 - Article premier - المادة 1\n", 0),
    ],
)
def test_logical_lam_alef(source: str, expected: str, count: int) -> None:
    repaired, found = logical_lam_alef(source)
    assert (repaired, found) == (expected, count)
    assert len(repaired) == len(source)


def test_loaded_text_reads_logically_and_finds_the_article() -> None:
    document = load(VISUAL)
    assert document.text == LOGICAL
    assert "المادة الأولى" in document.key.text
    assert document.metadata == {"lam_alef_repaired": "7"}
    assert load(CORRECT).text == CORRECT
    assert load(CORRECT).metadata == {}


arabic_words = st.sampled_from(
    ["الأولى", "األولى", "اإلمضاء", "الإمضاء", "ألف", "ألزم", "إلا", "إال", "لا", "خلال", "1", "\n"]
)


@given(st.lists(arabic_words, max_size=60))
def test_repair_only_swaps_neighbours(words: list[str]) -> None:
    """Length kept; every changed character is one of a swapped alef-lam pair."""
    source = " ".join(words)
    repaired, count = logical_lam_alef(source)
    assert len(repaired) == len(source)
    changed = [i for i, (a, b) in enumerate(zip(source, repaired, strict=True)) if a != b]
    assert len(changed) <= 2 * count
    for i in changed:
        j = i + 1 if source[i] != "\u0644" else i - 1
        assert (source[i], source[j]) == (repaired[j], repaired[i])
    if count == 0:
        assert repaired is source
