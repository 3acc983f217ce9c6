"""``looks_reversed`` decides as voting word by word does.

The reference below is the vote read word by word (a Python step per word), as the loader
did before votes were remembered per distinct word and summed per line, and before blocks
with fewer than two words that may vote "reversed" were settled without reading their words.
It decides the same when told the block holds no presentation form (``forms=False``, as
``pdf_lines.make_lines`` says when no line ``may_change``: checked here to hold for every
block with a form), and the reversed stop words grouped by first letter are found as the
plain list of alternatives finds them.
"""

from __future__ import annotations

import re
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.pdf import reversed_blocks as blocks
from inspector.document.pdf.lines import may_change
from inspector.document.pdf.reversed_blocks import looks_reversed

_FORM = re.compile("[\ufb50-\ufdff\ufe70-\ufefc]")
_PLAIN_STOP_WORDS = re.compile(
    blocks._NOT_ARABIC_LETTER
    + "(?:"
    + "|".join(sorted(w for w in blocks._REVERSED_STOP_WORDS if not w.endswith("لا")))
    + ")(?!"
    + blocks._ARABIC_LETTER
    + ")"
)


def _form(char: str) -> str:
    decomposition = unicodedata.decomposition(char)
    return decomposition.split(" ", 1)[0] if decomposition.startswith("<") else ""


def _reference(texts: list[str]) -> bool:
    reversed_votes = logical_votes = 0
    for text in texts:
        if logical_votes >= 12 and not reversed_votes:
            return False
        for word in blocks._ARABIC_WORD.findall(blocks._ARABIC_MARKS.sub("", text)):
            if word in blocks._STOP_WORDS:
                logical_votes += 1
            elif word in blocks._REVERSED_STOP_WORDS:
                reversed_votes += 1
            elif word[0] >= "\ufb50":
                first, last = _form(word[0]), _form(word[-1])
                if first == "<final>" or last == "<initial>":
                    reversed_votes += 1
                elif first == "<initial>" or last == "<final>":
                    logical_votes += 1
            elif len(word) >= 4 and word.startswith("ال"):
                logical_votes += 1
            elif len(word) >= 4 and word.endswith("لا"):
                reversed_votes += 1
    return reversed_votes >= 2 and reversed_votes > 2 * logical_votes


_WORDS = [
    *sorted(blocks._STOP_WORDS),
    *sorted(blocks._REVERSED_STOP_WORDS),
    "الكتاب",
    "باتكلا",
    "مثلا",
    "لا",
    "إلا",
    "كتب",
    "\ufedf\ufee0",  # presentation forms: initial then medial lam
    "\ufee0\ufede",  # medial then final lam
    "\ufede",  # a final form alone
    "\ufe8d",  # an isolated alef
    "مَدْرَسَة",  # marks are deleted before words are read
    "يِف",  # a reversed stop word with a mark
    "مِثْلاً",  # a word ending in "لا" with marks
    "\ufefb",  # the lam-alef ligature form
    "abc",
    "١٢",
]


# What may stand between words: a space, punctuation, a digit, a Latin letter, a mark.
_BETWEEN = [" ", " ", " ", "، ", "(", ") ", ".", "5", "a", " \u064e"]


def _line(pieces: list[tuple[str, str]]) -> str:
    return "".join(word + between for word, between in pieces)


_LINES = st.lists(st.tuples(st.sampled_from(_WORDS), st.sampled_from(_BETWEEN)), max_size=12)


@settings(max_examples=300)
@given(st.lists(_LINES.map(_line), min_size=1, max_size=8))
def test_remembered_votes_decide_as_word_by_word_votes(texts: list[str]) -> None:
    expected = _reference(texts)
    assert looks_reversed(texts) == expected
    blocks._WORD_VOTES.clear()  # (and from a fresh memory)
    assert looks_reversed(texts) == expected
    forms = any(_FORM.search(text) for text in texts)
    if forms:  # what make_lines relies on to say "no form"
        assert any(not text.isascii() and may_change(text) for text in texts)
    blocks._WORD_VOTES.clear()
    assert looks_reversed(texts, forms) == expected
    joined = blocks._ARABIC_MARKS.sub("", " " + " ".join(texts))
    found = blocks._MAY_BE_REVERSED_STOP_WORD.findall(joined)
    assert found == _PLAIN_STOP_WORDS.findall(joined)


def test_the_memory_is_bounded() -> None:
    blocks._WORD_VOTES.clear()
    for k in range(blocks._MAX_REMEMBERED + 1):
        blocks._WORD_VOTES[str(k)] = 0
    looks_reversed(["في"])
    assert len(blocks._WORD_VOTES) <= 1
