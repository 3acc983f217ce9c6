r"""Repairs of text that another tool extracted from a PDF: length-keeping, offset-keeping.

Plain-text files are often the output of a PDF-to-text tool run by someone else. One of its
artifacts is repaired here, each only on evidence from the whole document, and
never by inserting or deleting a character (``Document.text`` keeps its length, so every offset
is still an offset into the decoded file):

- **Lam-alef in visual order** (``logical_lam_alef``). Arabic fonts draw lam + alef (ا أ إ آ)
  as one ligature glyph; tools that read that glyph's characters in visual (right-to-left
  drawing) order write them alef first: "الأولى" (alef, lam, hamza-alef, ...) comes out as
  "األولى", "الإمضاء" as "اإلمضاء", "الاتجار" as "االتجار", "إلا" as "إال". Where an alef comes
  right before such a pair the result, an alef followed by a second alef and a lam, is not
  Arabic spelling, so the pair can be put back by swapping its two characters. Elsewhere the
  visual pair ("ال", "أل") is also a common correct spelling (the article, "ألف") and is left.
"""

from __future__ import annotations

import re

ALEFS = "\u0627\u0623\u0625\u0622"
"""Alef, alef with hamza above, alef with hamza below, alef with madda: the letters lam
joins into a lam-alef ligature."""
LAM = "\u0644"

_VISUAL_PAIR = re.compile(f"(?<=[{ALEFS}])([{ALEFS}]){LAM}")
"""An alef-lam pair right after an alef: a lam-alef ligature written in visual order (the
logical text is alef, lam, alef)."""
_LOGICAL_ARTICLE = re.compile(f"{ALEFS[0]}{LAM}[{ALEFS}]")
"""The article before a word that starts with an alef ("الأولى", "الإمضاء", "الاتجار"), in
logical order: the spelling the visual pairs stand for, common in any correct Arabic text."""

MIN_VISUAL_PAIRS = 3
"""Fewer visual pairs than this and the text is left as it is: one or two may be typing
slips, and a repair needs the pattern to be the document's habit."""
VISUAL_PER_LOGICAL = 4
"""The visual pairs must be at least this many times the logical articles before an alef.

Measured on the Arabic documents at hand (evaluation corpus, shared corpus, held-out; PDF,
HTML and plain text): 24 correct texts have no visual pair at all and 14 to 519 logical
articles; the four texts written by a visual-order tool have 115 to 259 visual pairs and 3 to
9 "logical" ones (which are themselves visual "للا" pairs: "الالزمة" for "اللازمة"). A ratio
of 4 lies far from both; a text mixing correct and visual-order parts in similar amounts is
left alone, since no document-wide habit tells which part is which."""


def logical_lam_alef(text: str) -> tuple[str, int]:
    """``text`` with lam-alef pairs in visual order put back in logical order, and their count.

    Each repair swaps two adjacent characters (an alef-lam pair right after an alef becomes
    lam-alef), so the result has the length of ``text`` and every other character keeps its
    offset. Repaired only when the visual pairs are the document's habit: at least
    ``MIN_VISUAL_PAIRS`` of them and ``VISUAL_PER_LOGICAL`` times as many as logical articles
    before an alef. A text without them, correct Arabic among it, is returned as it is (the
    same object) with the count 0.
    """
    if text.isascii() or LAM not in text:
        return text, 0
    visual = len(_VISUAL_PAIR.findall(text))
    if visual < MIN_VISUAL_PAIRS:
        return text, 0
    if visual < VISUAL_PER_LOGICAL * len(_LOGICAL_ARTICLE.findall(text)):
        return text, 0
    return _VISUAL_PAIR.sub(_swap, text), visual


def _swap(match: re.Match[str]) -> str:
    return LAM + match.group(1)
