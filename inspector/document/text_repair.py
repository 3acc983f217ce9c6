r"""Repairs of text that another tool extracted from a PDF: length-keeping, offset-keeping.

Plain-text files are often the output of a PDF-to-text tool run by someone else. Two of its
artifacts are repaired or set aside here, each only on evidence from the whole document, and
never by inserting or deleting a character (``Document.text`` keeps its length, so every offset
is still an offset into the decoded file):

- **Lam-alef in visual order** (``logical_lam_alef``). Arabic fonts draw lam + alef (ا أ إ آ)
  as one ligature glyph; tools that read that glyph's characters in visual (right-to-left
  drawing) order write them alef first: "الأولى" (alef, lam, hamza-alef, ...) comes out as
  "األولى", "الإمضاء" as "اإلمضاء", "الاتجار" as "االتجار", "إلا" as "إال". Where an alef comes
  right before such a pair the result, an alef followed by a second alef and a lam, is not
  Arabic spelling, so the pair can be put back by swapping its two characters. Elsewhere the
  visual pair ("ال", "أل") is also a common correct spelling (the article, "ألف") and is left.
  "هلل" for "لله" and "هللا" for "الله" are a different artifact (the whole Allah ligature
  reversed, three or four letters) and are left: "هلل" and "هللا" are also Arabic words.
- **Arabic lines in visual order** (``logical_visual_lines``). Some tools write each line of
  Arabic as it is drawn, left to right: "2022 ةنسل )39( مقر" for "رقم (39) لسنة 2022" (words
  read backwards, so they start with a final-only letter or end with a reversed article "لا",
  brackets mirrored, numbers in their own order). Such a line is put back in reading order
  by the PDF loader's bidi reordering (``pdf.bidi``), a permutation of the line's characters,
  when the whole document reads backwards (``pdf.reversed_blocks.word_votes``). A line longer
  than a drawn line is left as it is: it holds several drawn lines joined, and reversing it
  would put them in the wrong order (``engine.text_damage`` flags such a text instead).
- **Page furniture lines** (``page_furniture``): lines that are only a page number, and lines
  repeated next to those numbers on many pages (running headers and footers). They become
  excluded spans, kept in the text and left out of chunk text, as the PDF loader's furniture.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from inspector.document.model import ExcludedSpan
from inspector.document.page_numbers import MAX_CHARS, PAGE_NUMBER_LINE, page_number
from inspector.document.pdf.bidi import line_order
from inspector.document.pdf.reversed_blocks import word_votes

ALEFS = "\u0627\u0623\u0625\u0622"
"""Alef, alef with hamza above, alef with hamza below, alef with madda: the letters lam
joins into a lam-alef ligature."""
LAM = "\u0644"

_VISUAL_PAIR = re.compile(f"(?<=[{ALEFS}])([{ALEFS}]){LAM}")
"""An alef-lam pair right after an alef: a lam-alef ligature written in visual order (the
logical text is alef, lam, alef)."""

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
    before an alef ("ال" then an alef: "الأولى", "الإمضاء", "الاتجار", the spelling the visual
    pairs stand for, common in any correct Arabic text). Other text, correct Arabic among it,
    is returned as it is (the same object) with the count 0.
    """
    if text.isascii() or LAM not in text:
        return text, 0
    import numpy as np  # here: only Arabic text gets this far (its key layer needs numpy too)

    # One pass of array comparisons: a regular expression or 16 substring counts cost four
    # times more on a long text.
    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    alef = codes == ord(ALEFS[0])
    for other in ALEFS[1:]:
        alef |= codes == ord(other)
    lam = codes == ord(LAM)
    visual = int(np.count_nonzero(alef[:-2] & alef[1:-1] & lam[2:]))
    if visual < MIN_VISUAL_PAIRS:
        return text, 0
    logical = int(np.count_nonzero((codes[:-2] == ord(ALEFS[0])) & lam[1:-1] & alef[2:]))
    if visual < VISUAL_PER_LOGICAL * logical:
        return text, 0
    return _VISUAL_PAIR.subn(_swap, text)


def _swap(match: re.Match[str]) -> str:
    return LAM + match.group(1)


# --------------------------------------------------------------------------- visual order

MIN_REVERSED_VOTES = 10
"""Fewer words voting "reversed" than this in the whole text and no line is reordered."""
REVERSED_PER_LOGICAL = 4
"""The words voting "reversed" must be at least this many times those voting "logical".

Measured on the Arabic documents at hand (evaluation corpus, shared corpus, held-out sets; 70
texts in every format): correct texts have 0 to 17 reversed votes (words like "أموالا"
ending in "لا") against 88 to 3,475 logical ones, at most 1.5 in a hundred; the one text
written in visual order has 340 reversed votes and 5 logical ones. A text with a few reversed
quotations, or mixing both orders in similar amounts, is left alone."""
MAX_VISUAL_LINE_CHARS = 240
"""A line longer than this (stripped) holds more than one drawn line: a legal-size page
line of small print holds about 150 characters. Such a line is not reordered."""
_MARK = re.compile("[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed]")
_LINE = re.compile("[^\r\n]+")
_HEADING_MARKER = re.compile(r"#{1,6}[^\S\r\n]+")
"""A Markdown heading's marker at a line's start, kept there when the line is reordered."""


def reads_backwards(text: str) -> bool:
    """Whether ``text``'s Arabic words read backwards as the document's habit.

    At least ``MIN_REVERSED_VOTES`` words vote "reversed" and ``REVERSED_PER_LOGICAL`` times
    as many as vote "logical" (``word_votes``).
    """
    return backwards_words(text) > 0


def backwards_words(text: str) -> int:
    """The words of ``text`` voting "reversed" when it ``reads_backwards``, else 0."""
    reversed_votes, logical_votes = word_votes(text)
    if (
        reversed_votes >= MIN_REVERSED_VOTES
        and reversed_votes >= REVERSED_PER_LOGICAL * logical_votes
    ):
        return reversed_votes
    return 0


def logical_visual_lines(text: str) -> tuple[str, int]:
    """``text`` with its Arabic lines written in visual order put in reading order, and how many.

    Only when the whole text reads backwards (``reads_backwards``); then each line holding an
    Arabic letter, with at least as many "reversed" as "logical" votes and at most
    ``MAX_VISUAL_LINE_CHARS`` characters between its first and last non-blank ones, is
    reordered by the bidi algorithm for a right-to-left line (``pdf.bidi.line_order``: words
    and letters reversed, numbers and Latin runs kept in their order, brackets set back
    around what they enclose). A combining mark moves with the character before it. The
    blanks around a line's content, a Markdown heading marker ("## ") opening it and every
    line break stay where they are, so the result
    has the length of ``text`` and the same line starts; other text, correct Arabic among it,
    is returned as it is (the same object) with the count 0.
    """
    if text.isascii() or not reads_backwards(text):
        return text, 0
    parts: list[str] = []
    done = 0
    count = 0
    for match in _LINE.finditer(text):
        line = match.group()
        content = line.strip()
        if not content or len(content) > MAX_VISUAL_LINE_CHARS:
            continue
        reversed_votes, logical_votes = word_votes(content)
        if reversed_votes < logical_votes or not _ARABIC_LETTER.search(content):
            continue
        start = match.start() + len(line) - len(line.lstrip())
        marker = _HEADING_MARKER.match(content)
        if marker:  # Markdown syntax, not drawn text: it stays first
            start += marker.end()
            content = content[marker.end() :]
        parts += (text[done:start], _reading_order(content))
        done = start + len(content)
        count += 1
    if not count:
        return text, 0
    parts.append(text[done:])
    return "".join(parts), count


_ARABIC_LETTER = re.compile("[\u0621-\u064a\u0671-\u06d3]")


def _reading_order(visual: str) -> str:
    """One visual right-to-left line in reading order: its characters permuted (same length)."""
    clusters: list[str] = []
    for char in visual:
        if clusters and _MARK.fullmatch(char):
            clusters[-1] += char
        else:
            clusters.append(char)
    firsts = "".join(cluster[0] for cluster in clusters)
    return "".join(clusters[index] for index in line_order(firsts, rtl=True))


# --------------------------------------------------------------------------- page furniture

_PAGE_NUMBER_LINE = re.compile(
    rf"\n[^\S\r\n]*(?:{PAGE_NUMBER_LINE.pattern})[^\S\r\n]*(?=[\r\n]|\Z)", PAGE_NUMBER_LINE.flags
)
"""A line in ``page_number``'s shape (or a roman or bracketed one) after a line feed, found in
the whole text at once (a pattern that starts with a literal character is searched for it
first, three to five times faster than a multi-line "^"; the text is searched with a line
feed put before it)."""
_OPENS = "([{"
_CLOSES = ")]}"

MIN_PAGES = 3
"""A page sequence needs at least this many distinct page numbers."""
MAX_PAGE_STEP = 3
"""Page numbers of a sequence go up by 0 (a page's header and footer both numbered) to this
(pages whose number line the tool lost, or blank pages)."""
MIN_CHARS_PER_PAGE = 1000
"""The text must hold this many characters per page of the sequence on average. A page of a
legal text holds 1,500 to 4,000 (the texts at hand: 1,900 to 3,600); a run of numbers on their
own lines with less text between them numbers something smaller (paragraphs of a judgment,
items of a list), whose numbers must stay."""
MIN_RUNNING_REPEATS = 3
"""A line must come back at least this often, each time next to a page number, to be read as
a running header or footer."""
MAX_RUNNING_CHARS = 240
"""A running line is no longer than this (a body paragraph that happens to come back is)."""
_RUNNING_REACH = 2
"""A running line lies within this many non-blank lines of a page number line."""


def page_furniture(text: str) -> list[ExcludedSpan]:
    """Page numbers and running lines that a PDF-to-text tool left in ``text``, as spans.

    A page number is a whole line that ``page_number`` reads, in digits and not in brackets
    ("3", "- 3 -", "Page 3 of 12", "الصفحة ٣"), not an inline marker (the line before ending
    with an opening bracket, or the line after starting with a closing one: a footnote call
    "(" "8" ")" broken over lines), and part of the document's page sequence:
    the longest run of such lines whose numbers go up by 0 to ``MAX_PAGE_STEP`` each time,
    with at least ``MIN_PAGES`` distinct numbers and ``MIN_CHARS_PER_PAGE`` characters of text
    a page. A running line is a line (4 to ``MAX_RUNNING_CHARS`` characters, a letter among
    them) that comes back word for word near at least ``MIN_RUNNING_REPEATS`` page numbers of
    the sequence (within ``_RUNNING_REACH`` non-blank lines).

    Each span runs from the end of the last non-blank line before it (so the blank lines
    around it and its line break go with it and the kept text joins as if the line were not
    there) to the end of its line's content; a line first in the text takes its line break.
    Sorted, not overlapping; offsets are ``text`` offsets.
    """
    lines_fed = text if "\n" in text else text.replace("\r", "\n")  # (old Mac line ends)
    if len(_PAGE_NUMBER_LINE.findall("\n" + lines_fed)) < MIN_PAGES:
        return []  # (most texts: one scan in C, no per-line step in Python)
    lines = _line_ranges(text)
    stripped = [text[s:e].strip() for s, e in lines]
    nonblank = [i for i, line in enumerate(stripped) if line]
    position = {line: rank for rank, line in enumerate(nonblank)}
    candidates: list[tuple[int, int]] = []  # (line, page number)
    for rank, index in enumerate(nonblank):
        if len(stripped[index]) > MAX_CHARS:
            continue  # (most lines: no call made)
        number = page_number(stripped[index])
        if number is None:
            continue
        before = stripped[nonblank[rank - 1]] if rank > 0 else ""
        after = stripped[nonblank[rank + 1]] if rank + 1 < len(nonblank) else ""
        if (before[-1:] in _OPENS and before) or (after[:1] in _CLOSES and after):
            continue
        candidates.append((index, int(number)))
    chain = _page_sequence(candidates)
    if len({number for _, number in chain}) < MIN_PAGES:
        return []
    if len(text.strip()) < MIN_CHARS_PER_PAGE * len({number for _, number in chain}):
        return []
    numbered = {index for index, _ in chain}
    chosen = numbered | _running_lines(stripped, nonblank, position, chain)
    spans: list[ExcludedSpan] = []
    for index in sorted(chosen):
        rank = position[index]
        reason = "page number" if index in numbered else "running line"
        if rank == 0:
            start, end = (
                lines[index][0],
                lines[index + 1][0] if index + 1 < len(lines) else len(text),
            )
        else:
            start, end = lines[nonblank[rank - 1]][1], lines[index][1]
            start = max(start, spans[-1].end) if spans else start
        spans.append(ExcludedSpan(start, end, reason))
    return spans


def _line_ranges(text: str) -> list[tuple[int, int]]:
    r"""Each line's ``[start, end)`` in ``text``, its line break ("\r\n", "\r", "\n") left out."""
    contents = re.split(r"\r\n|\r|\n", text) if "\r" in text else text.split("\n")
    if not contents[-1]:
        contents.pop()  # a break at the very end starts no line
    out: list[tuple[int, int]] = []
    start = 0
    crlf = "\r\n" in text
    for content in contents:  # every break but "\r\n" is one character
        end = start + len(content)
        out.append((start, end))
        start = end + (2 if crlf and text.startswith("\r\n", end) else 1)
    return out


def _page_sequence(candidates: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest run of ``candidates`` (in text order) whose numbers step up by 0 to 3."""
    if not candidates:
        return []
    best = [1] * len(candidates)
    back = [-1] * len(candidates)
    for i, (_, number) in enumerate(candidates):
        for j in range(max(0, i - 64), i):  # a step skips few candidates: bounded work
            if 0 <= number - candidates[j][1] <= MAX_PAGE_STEP and best[j] + 1 > best[i]:
                best[i], back[i] = best[j] + 1, j
    i = max(range(len(candidates)), key=best.__getitem__)
    chain: list[tuple[int, int]] = []
    while i >= 0:
        chain.append(candidates[i])
        i = back[i]
    return chain[::-1]


def _running_lines(
    stripped: Sequence[str],
    nonblank: Sequence[int],
    position: dict[int, int],
    pages: Sequence[tuple[int, int]],
) -> set[int]:
    """Lines repeated word for word next to page numbers (see ``page_furniture``).

    ``pages``: the page sequence's ``(line, number)`` pairs. A line counts once per distinct
    page number it lies near, so the same text near the same number (a document pasted twice)
    is no running line.
    """
    numbered = {index for index, _ in pages}
    near: dict[int, set[int]] = {}  # line -> page numbers it lies near
    for index, number in pages:
        rank = position[index]
        for other in range(rank - _RUNNING_REACH, rank + _RUNNING_REACH + 1):
            if 0 <= other < len(nonblank) and nonblank[other] not in numbered:
                near.setdefault(nonblank[other], set()).add(number)
    numbers_of: dict[str, set[int]] = {}
    for index, numbers in near.items():
        numbers_of.setdefault(stripped[index], set()).update(numbers)
    repeated = {
        line
        for line, numbers in numbers_of.items()
        if len(numbers) >= MIN_RUNNING_REPEATS
        and 4 <= len(line) <= MAX_RUNNING_CHARS
        and any(c.isalpha() for c in line)
    }
    return {index for index in near if stripped[index] in repeated}
