"""Blocks drawn in reading order left to right: Arabic that the bidi algorithm would reverse.

Some producers draw Arabic letters left to right in logical order (unshaped ``insert_text``):
putting such a block's visual rows in logical order *reverses* correct text. ``looks_reversed``
votes over the block's words once its rows are reordered (research/arabic.md §4 step 8).

A block votes "reversed" only with two or more reversed votes, and few words can give one
(reversed stop words, words ending in a reversed article, presentation forms): most blocks
are settled by counting those in the whole block with two regular expressions, without
reading its words. The others are voted word by word. A word's vote depends on the word alone,
and a document repeats its words: each distinct word is judged once and its vote remembered
(``_WordVotes``), so a line's votes are one C-level sum over its words instead of a Python
step per word.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence


def word_set(text: str) -> frozenset[str]:
    """The space-separated words of ``text`` as a set (for word lists kept readable)."""
    return frozenset(text.split())


# Words that tell logical from reversed Arabic.
_STOP_WORDS = word_set("في من على إلى أن التي الذي عن مع أو كل ما ذلك بين هذا هذه قد لم كان")
_REVERSED_STOP_WORDS = frozenset(word[::-1] for word in _STOP_WORDS) - _STOP_WORDS
_ARABIC_LETTER = "[\u0621-\u065f\u0670-\u06d3\u06d6-\u06ed\ufb50-\ufdff\ufe70-\ufefc]"
# ("[x][x]*", not "[x]+": a pattern opening with a class lets the engine skip ahead in C.)
_ARABIC_WORD = re.compile(_ARABIC_LETTER + _ARABIC_LETTER + "*")
# Arabic marks, deleted before words are read (a regular expression deletes them several
# times faster than ``str.translate`` with a table).
_ARABIC_MARKS = re.compile("[\u064b-\u065f\u0670\u06d6-\u06ed]")
_NOT_ARABIC_LETTER = "[^" + _ARABIC_LETTER[1:]


# Words that may vote "reversed", in text without marks (a space put first): a reversed stop
# word (those ending in "لا" are in the next pattern), ...
def _alternatives_by_first_letter(words: list[str]) -> str:
    """A regular expression matching exactly ``words``, grouped by their first letter.

    ("نم|نأ|نع" as "ن(?:م|أ|ع)": a failed attempt tests each first letter once.)
    """
    by_first: dict[str, list[str]] = {}
    for word in words:
        by_first.setdefault(word[0], []).append(word[1:])
    groups = []
    for first, rests in sorted(by_first.items()):
        # (Longest first: an alternative that is a prefix of another must come after it.)
        inner = "|".join(re.escape(rest) for rest in sorted(rests, key=len, reverse=True))
        groups.append(re.escape(first) + "(?:" + inner + ")")
    return "(?:" + "|".join(groups) + ")"


_MAY_BE_REVERSED_STOP_WORD = re.compile(
    _NOT_ARABIC_LETTER
    + _alternatives_by_first_letter(sorted(w for w in _REVERSED_STOP_WORDS if not w.endswith("لا")))
    + "(?!"
    + _ARABIC_LETTER
    + ")"
)
# ... a word ending in "لا", or a presentation form (found as itself: its word is voted on).
# (One class first: the engine skips to a candidate in C.)
_ENDING_LA_OR_FORM = re.compile(
    "[ل\ufb50-\ufdff\ufe70-\ufefc](?:(?<=ل)ا(?!" + _ARABIC_LETTER + ")|(?<!ل))"
)
# In text known to hold no presentation form, the words ending in "لا" alone: a pattern
# opening with a literal, which the engine finds in C several times faster than a class.
_ENDING_LA = re.compile("لا(?!" + _ARABIC_LETTER + ")")
_REVERSED_VOTES_NEEDED = 2
_CLEARLY_LOGICAL = 12

_LOGICAL = 1
_REVERSED = 1 << 32
"""A word's vote; a line's votes are their sum (a line holds far fewer than 2**32 words)."""
_MAX_REMEMBERED = 200_000
"""Remembered words before the memory is cleared (a few MiB)."""


def looks_reversed(texts: Sequence[str], forms: bool = True) -> bool:
    """Whether Arabic text put in logical order by the bidi algorithm reads backwards.

    Votes per word: a reversed stop word ("يف" for "في"), a word ending in a reversed article
    ("...لا" not starting with "ال"), or a presentation-form word starting with a final form or
    ending with an initial one votes "reversed"; a stop word, a word starting with "ال", or a
    presentation-form word in the normal positions votes "logical". Single lines are often
    undecidable, so callers pass a whole block.

    ``forms``: False when the caller knows that ``texts`` hold no presentation form (the
    count of possible reversed votes then need not look for them).
    """
    if len(_WORD_VOTES) > _MAX_REMEMBERED:
        _WORD_VOTES.clear()
    # At most one reversed vote per word found here: fewer than two settle the block.
    # (Lines never share a word: joined by a space, they give the words they give alone.)
    text = _ARABIC_MARKS.sub("", " " + " ".join(texts))
    if forms:
        found = _ENDING_LA_OR_FORM.findall(text)
        forms = found.count("لا") != len(found)
        count = len(found)
    else:  # (without forms, what the pattern above finds is each "لا" the one here finds)
        count = len(_ENDING_LA.findall(text))
    if not forms:
        if count < _REVERSED_VOTES_NEEDED:  # (at two or more, the words are voted anyway)
            count += len(_MAY_BE_REVERSED_STOP_WORD.findall(text))
        if count < _REVERSED_VOTES_NEEDED:
            return False
    vote = _WORD_VOTES.__getitem__
    reversed_votes = logical_votes = 0
    for text in texts:
        if logical_votes >= _CLEARLY_LOGICAL and not reversed_votes:
            return False  # settled: no need to read the rest of a long block
        votes = sum(map(vote, _ARABIC_WORD.findall(_ARABIC_MARKS.sub("", text))))  # letters
        logical_votes += votes & (_REVERSED - 1)
        reversed_votes += votes >> 32
    return reversed_votes >= _REVERSED_VOTES_NEEDED and reversed_votes > 2 * logical_votes


def _vote(word: str) -> int:
    """A word's vote: ``_LOGICAL``, ``_REVERSED`` or 0 (see ``looks_reversed``)."""
    if word in _STOP_WORDS:
        return _LOGICAL
    if word in _REVERSED_STOP_WORDS:
        return _REVERSED
    if word[0] >= "\ufb50":
        first, last = _form(word[0]), _form(word[-1])
        if first == "<final>" or last == "<initial>":
            return _REVERSED
        if first == "<initial>" or last == "<final>":
            return _LOGICAL
        return 0
    if len(word) >= 4 and word.startswith("ال"):
        return _LOGICAL
    if len(word) >= 4 and word.endswith("لا"):
        return _REVERSED
    return 0


class _WordVotes(dict[str, int]):
    """Words' votes, each worked out (``_vote``) the first time the word is looked up."""

    def __missing__(self, word: str) -> int:
        self[word] = vote = _vote(word)
        return vote


_WORD_VOTES = _WordVotes()


def forget_words() -> None:
    """Forget the remembered word votes (benchmarks time a first load with this).

    A process that loads several documents keeps them: legal documents share their words.
    """
    _WORD_VOTES.clear()


def _form(char: str) -> str:
    """The positional form tag of a presentation-form character ("<final>", ...), or ""."""
    decomposition = unicodedata.decomposition(char)
    return decomposition.split(" ", 1)[0] if decomposition.startswith("<") else ""
