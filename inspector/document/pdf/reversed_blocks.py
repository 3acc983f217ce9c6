"""Blocks drawn in reading order left to right: Arabic that the bidi algorithm would reverse.

Some producers draw Arabic letters left to right in logical order (unshaped ``insert_text``):
putting such a block's visual rows in logical order *reverses* correct text. ``looks_reversed``
votes over the block's words once its rows are reordered (research/arabic.md §4 step 8).

A block votes "reversed" only with two or more reversed votes, and more than twice as many
reversed as logical ones; a block read far enough to hold a dozen logical votes and no
reversed one is settled there.
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
_REVERSED_VOTES_NEEDED = 2
_CLEARLY_LOGICAL = 12
_LOGICAL = 1
_REVERSED = -1


def looks_reversed(texts: Sequence[str]) -> bool:
    """Whether Arabic text put in logical order by the bidi algorithm reads backwards.

    Votes per word: a reversed stop word ("يف" for "في"), a word ending in a reversed article
    ("...لا" not starting with "ال"), or a presentation-form word starting with a final form or
    ending with an initial one votes "reversed"; a stop word, a word starting with "ال", or a
    presentation-form word in the normal positions votes "logical". Single lines are often
    undecidable, so callers pass a whole block.
    """
    reversed_votes = logical_votes = 0
    for text in texts:
        if logical_votes >= _CLEARLY_LOGICAL and not reversed_votes:
            return False  # settled: no need to read the rest of a long block
        more_reversed, more_logical = word_votes(text)
        reversed_votes += more_reversed
        logical_votes += more_logical
    return reversed_votes >= _REVERSED_VOTES_NEEDED and reversed_votes > 2 * logical_votes


def word_votes(text: str) -> tuple[int, int]:
    """How many of ``text``'s Arabic words vote "reversed" and "logical" (``looks_reversed``).

    The same votes as ``looks_reversed``, counted over the whole text (no early stop): the
    plain-text loader and the engine's damage count weigh a whole document with them.
    """
    reversed_votes = logical_votes = 0
    for word in _ARABIC_WORD.findall(_ARABIC_MARKS.sub("", text)):
        vote = _vote(word)
        if vote == _LOGICAL:
            logical_votes += 1
        elif vote == _REVERSED:
            reversed_votes += 1
    return reversed_votes, logical_votes


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


def _form(char: str) -> str:
    """The positional form tag of a presentation-form character ("<final>", ...), or ""."""
    decomposition = unicodedata.decomposition(char)
    return decomposition.split(" ", 1)[0] if decomposition.startswith("<") else ""
