"""Logical lines from visual rows: bidi reordering with the permutation, and line repairs.

research/arabic.md §4 steps 5–9, in this order (reordering must come before NFKC, or the
lam-alef ligature "ﻻ" expands to two characters that the reversal then swaps):

1. **Reorder.** The row's clusters (visual order, see ``pdf_rows``) are put in logical order
   by the bidi algorithm run with the paragraph's direction (``pdf_bidi``). A cluster moves as
   one unit, so marks stay after their base and every character keeps its glyph id. A purely
   left-to-right row in a left-to-right paragraph needs no work.
2. **Reversed blocks.** Some producers draw Arabic letters left to right in logical order
   (unshaped ``insert_text``): reordering then *reverses* correct text. ``looks_reversed``
   votes over a block's words (reversed stop words, words ending in a reversed article,
   presentation forms in the wrong position against the normal ones); a block that votes
   "reversed" is taken as drawn (``as_drawn=True``).
3. **Brackets.** Producers that store the mirrored glyph's code point give ")٣(" for "(٣)":
   if a line's bracket nesting goes negative and swapping every bracket makes it balanced, the
   brackets are swapped (same length: offsets unchanged).
4. **Normalise** (``normalize.normalize_chars``): NFKC on presentation forms and Latin
   ligatures, bidi controls removed, doubled marks collapsed; then every kind of space becomes
   one ASCII space, runs of spaces collapse (the first keeps its glyph), soft hyphens vanish
   except at the line end (``pdf_joins`` dehyphenates there), and the line is stripped.
"""

from __future__ import annotations

import operator
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain

from inspector.document.normalize import BIDI_CONTROLS, normalize_chars
from inspector.document.pdf.bidi import first_chars, line_order, reversal_runs
from inspector.document.pdf.bidi_codes import RTL_RUN_ONLY
from inspector.document.pdf.char_classes import MARK
from inspector.document.pdf.reversed_blocks import looks_reversed
from inspector.document.pdf.rows import Row

_NEEDS_BIDI = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")
_ASCII_SPACE_LIKE = re.compile("[\t\n\r\x0b\x0c]")
_SPACE_LIKE = str.maketrans(
    dict.fromkeys(
        "\t\n\r\x0b\x0c\x85\u2028\u2029\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f"
        "\u205f\u3000",
        " ",
    )
)
_OTHER_SPACE = re.compile("[" + "".join(sorted(set(map(chr, _SPACE_LIKE)) - {" "})) + "]")
_SOFT_HYPHEN = "\u00ad"
# What normalize_chars would change: presentation forms, Latin ligatures, bidi controls
# (``_NEEDS_NFKC``), and a combining mark repeated right after itself (``_DOUBLED_MARK``,
# searched from the first pair of marks). Patterns searched for start with a character class:
# the engine then skips to a candidate in C (with an alternation or a repeat first, it starts
# a match attempt at every position: three times the cost on an Arabic line).
_NEEDS_NFKC = re.compile(
    "[\ufb00-\ufb06\ufb50-\ufdff\ufe70-\ufeff" + "".join(sorted(BIDI_CONTROLS)) + "]"
)
_DOUBLED_MARK = re.compile("(" + MARK.pattern + ")\\1")
_MARK_PAIR = re.compile(MARK.pattern + MARK.pattern)
_MARK_RUN = re.compile("(?:" + MARK.pattern + "){2,}")
_SWAP_BRACKETS = str.maketrans("()[]{}", ")(][}{")
_OPEN = frozenset("([{")
_CLOSE = frozenset(")]}")
_BRACKETS = re.compile(r"[()\[\]{}]")


@dataclass(slots=True)
class Line:
    """A line of text in logical order.

    ``gids[i]`` is the glyph id of ``text[i]`` (-1 for a synthetic character). Geometry and
    style stay with the rows; a line does not keep its row, so that a long document's rows can
    be released once its blocks are planned.
    """

    text: str
    gids: list[int]


def order_row(
    row: Row, rtl: bool, as_drawn: bool = False, after_arabic: bool = False
) -> tuple[str, list[int]]:
    """The row's characters in logical order, with their glyph ids; not yet normalised.

    Args:
        row: A visual row.
        rtl: The paragraph direction of the block the row belongs to.
        as_drawn: Take the visual order as the logical one (a block drawn in reading order
            left to right; see ``looks_reversed``).
        after_arabic: The paragraph's text before this row ends in Arabic letters (the
            digits of a row such as "%5" are then an Arabic number: ``pdf_bidi.line_order``).

    Returns:
        ``(text, gids)`` with one glyph id per character of ``text``.
    """
    texts = row.texts
    gids = row.gids
    # (``isascii`` reads a flag of the string: an ASCII row is settled without a search.)
    if as_drawn or (not rtl and (row.text.isascii() or not _NEEDS_BIDI.search(row.text))):
        if not row.extra:
            return row.text, list(gids)
        order: Sequence[int] = range(len(texts))
    else:
        if rtl:
            # Most right-to-left rows are reversed, their numbers keeping their order: put
            # together by slices. (When all the row's characters are right-to-left or
            # neutral, so are its first characters: the row is reversed whole.)
            if row.extra and RTL_RUN_ONLY.fullmatch(row.text):
                runs: list[tuple[int, int]] | None = []
            else:
                runs = reversal_runs(row.text if not row.extra else _first_chars(row), after_arabic)
            if runs is not None:
                ordered = _reversed_keeping(row, runs)
                if ordered is not None:
                    return ordered
        # Without attached characters every cluster is one character: the row's text is the
        # string of first characters, and a whole-line reversal is a slice.
        firsts = row.text if not row.extra else _first_chars(row)
        order = line_order(firsts, rtl, after_arabic)
        if not row.extra and isinstance(order, range):
            if order.step < 0:
                return row.text[::-1], list(reversed(gids))
            return row.text, list(gids)
    if not row.extra:
        if len(order) > 1:  # (``itemgetter`` of one index gives the item, not a tuple)
            take = operator.itemgetter(*order)  # picks in C: one call per list
            return "".join(take(texts)), list(take(gids))
        return "".join([texts[k] for k in order]), [gids[k] for k in order]
    if isinstance(order, range):  # the whole row, as drawn or reversed: slices
        if order.step > 0:
            return row.text, _cluster_gids(gids, row.extra)
        return "".join(texts[::-1]), _reversed_cluster_gids(gids, row.extra)
    # Clusters with attached characters: the base's glyph, then the attached ones'. The
    # clusters are built, picked and flattened by ``zip``, ``map`` and ``chain`` in C.
    clusters: list[tuple[int, ...]] = list(zip(gids))
    for k, members in row.extra.items():
        clusters[k] = (gids[k], *members)
    picked = map(clusters.__getitem__, order)
    return "".join(map(texts.__getitem__, order)), list(chain.from_iterable(picked))


def _reversed_keeping(row: Row, runs: list[tuple[int, int]]) -> tuple[str, list[int]] | None:
    """``row`` in reverse order of its clusters, each of ``runs`` keeping its order.

    ``runs`` are cluster ranges ``[start, end)`` left to right (``pdf_bidi.reversal_runs``).
    The reversed row is cut around each run, and the run's characters are taken as drawn.
    None when a run holds a cluster with attached characters (the caller then picks cluster
    by cluster); such a run's characters are not one slice of the row's text.
    """
    gids, extra = row.gids, row.extra
    if not extra:
        if not runs:
            return row.text[::-1], list(reversed(gids))
        return _splice(row.text, gids, [(start, end, start) for start, end in runs])
    if not runs:
        return "".join(row.texts[::-1]), _reversed_cluster_gids(gids, extra)
    text = row.text
    if len(text) != len(row.texts) + sum(map(len, extra.values())):
        return None  # not one character per glyph id: the per-cluster way
    spans = []
    for start, end in runs:
        before = 0  # attached characters drawn before the run
        for k, members in extra.items():
            if k < start:
                before += len(members)
            elif k < end:
                return None
        spans.append((start + before, end + before, start))
    return _splice(text, gids, spans, "".join(row.texts[::-1]), _reversed_cluster_gids(gids, extra))


def _splice(
    text: str,
    gids: Sequence[int],
    spans: list[tuple[int, int, int]],
    reversed_text: str | None = None,
    reversed_gids: Sequence[int] | None = None,
) -> tuple[str, list[int]]:
    """The reversed row with each span of characters put back in drawing order.

    ``spans``: ``(start, end, cluster)`` for each kept run, left to right: its characters
    ``text[start:end]``, one cluster each from ``cluster`` on (glyph ids ``gids[cluster:]``).
    ``reversed_text``/``reversed_gids``: the row reversed by clusters (by default ``text`` and
    ``gids`` reversed: one character per cluster).
    """
    reversed_text = text[::-1] if reversed_text is None else reversed_text
    reversed_gids = gids[::-1] if reversed_gids is None else reversed_gids
    count = len(reversed_text)
    pieces = []
    out: list[int] = []
    done = 0  # characters of the reversed row taken
    for start, end, cluster in reversed(spans):
        cut = count - end
        pieces.append(reversed_text[done:cut])
        pieces.append(text[start:end])
        out += reversed_gids[done:cut]
        out += gids[cluster : cluster + end - start]
        done = count - start
    pieces.append(reversed_text[done:])
    out += reversed_gids[done:]
    return "".join(pieces), out


def _first_chars(row: Row) -> str:
    """The first character of every cluster of ``row``, cut out of ``row.text`` by slices.

    Cluster ``k`` holds ``1 + len(row.extra[k])`` characters (``Row``'s invariant), so only
    the few clusters with attached characters need a step; a row that breaks the invariant
    takes the per-cluster way.
    """
    text, extra = row.text, row.extra
    if len(text) != len(row.texts) + sum(map(len, extra.values())):
        return first_chars(row.texts)
    pieces = []
    done = 0
    shift = 0  # attached characters before the current cluster
    for k in sorted(extra):
        start = k + shift + 1  # just after cluster k's first character
        pieces.append(text[done:start])
        shift += len(extra[k])
        done = start + len(extra[k])
    pieces.append(text[done:])
    return "".join(pieces)


def _cluster_gids(gids: Sequence[int], extra: dict[int, tuple[int, ...]]) -> list[int]:
    """Glyph ids of the clusters in order, each base's followed by its attached ones."""
    out: list[int] = []
    done = 0
    for k in sorted(extra):
        out += gids[done : k + 1]
        out += extra[k]
        done = k + 1
    out += gids[done:]
    return out


def _reversed_cluster_gids(gids: Sequence[int], extra: dict[int, tuple[int, ...]]) -> list[int]:
    """Glyph ids of the clusters in reverse order, each base's followed by its attached ones."""
    # Cut out of the reversed bases: cluster k's base is at len - 1 - k there, so the slice
    # up to len - k ends with it and its attached ids follow (one slice a cluster, not two).
    bases = gids[::-1]
    count = len(gids)
    out: list[int] = []
    done = 0
    for k in sorted(extra, reverse=True):
        out += bases[done : count - k]
        out += extra[k]
        done = count - k
    out += bases[done:]
    return out


def fix_brackets(text: str) -> str:
    """Swap mirrored brackets when that, and only that, balances the line (same length)."""
    if _balance(text) >= 0:
        return text
    swapped = text.translate(_SWAP_BRACKETS)
    return swapped if _balance(swapped) == 0 else text


def _balance(text: str) -> int:
    """-1 if the bracket depth ever goes negative, else the final depth."""
    depth = 0
    for char in _BRACKETS.findall(text):
        depth += 1 if char in _OPEN else -1
        if depth < 0:
            return -1
    return depth


def normalize_line(text: str, gids: list[int]) -> tuple[str, list[int]]:
    """Display normalisation of one logical line (step 4 of the module docstring)."""
    if text.isascii():
        if _ASCII_SPACE_LIKE.search(text):
            text = text.translate(_SPACE_LIKE)
    else:
        text, gids = _normalize_chars(text, gids)
    if "  " in text:
        keep = [i for i in range(len(text)) if text[i] != " " or i == 0 or text[i - 1] != " "]
        text = "".join([text[i] for i in keep])
        gids = [gids[i] for i in keep]
    # Runs of spaces are one space now: at most one to strip at either end.
    stripped = text.strip(" ")
    if len(stripped) != len(text):
        start = 1 if text[0] == " " else 0
        text, gids = stripped, gids[start : start + len(stripped)]
    return text, gids


def _normalize_chars(text: str, gids: list[int]) -> tuple[str, list[int]]:
    """``normalize_line``'s steps before spaces collapse, on a line that is not ASCII.

    NFKC, bidi controls and doubled marks (``normalize_chars``), marks in canonical order,
    other spaces made ASCII ones, soft hyphens dropped but at the end.
    """
    pair = _MARK_PAIR.search(text)  # the first two marks in a row
    if _NEEDS_NFKC.search(text) or (pair and _DOUBLED_MARK.search(text, pair.start())):
        pairs = normalize_chars(list(zip(text, gids, strict=True)))
        text = "".join([char for char, _ in pairs])
        gids = [gid for _, gid in pairs]
        pair = _MARK_PAIR.search(text)
    if not text.isascii():
        if pair:
            text, gids = _canonical_marks(text, gids)
        if _OTHER_SPACE.search(text):  # a search costs a tenth of translating every char
            text = text.translate(_SPACE_LIKE)
        if _SOFT_HYPHEN in text[:-1]:
            keep = [i for i, char in enumerate(text) if char != _SOFT_HYPHEN or i == len(text) - 1]
            text = "".join([text[i] for i in keep])
            gids = [gids[i] for i in keep]
    elif _ASCII_SPACE_LIKE.search(text):  # (NFKC made it ASCII)
        text = text.translate(_SPACE_LIKE)
    return text, gids


def _canonical_marks(text: str, gids: list[int]) -> tuple[str, list[int]]:
    """Put each run of combining marks in canonical order (by combining class, stably).

    MuPDF gives a letter's marks in drawing order (fatha before or after shadda, depending on
    the producer); Unicode's canonical order makes equal words equal strings. Each mark keeps
    its glyph id.
    """
    chars = list(text)
    out_gids = list(gids)
    for match in _MARK_RUN.finditer(text):
        start, end = match.span()
        order = sorted(range(start, end), key=lambda i: unicodedata.combining(text[i]))
        chars[start:end] = [text[i] for i in order]
        out_gids[start:end] = [gids[i] for i in order]
    return "".join(chars), out_gids


def make_lines(rows: Sequence[Row], rtl: bool) -> list[Line]:
    """The logical lines of one block's rows, with reversed-block detection and repairs.

    Args:
        rows: The block's rows, top to bottom.
        rtl: The block's paragraph direction.

    Returns:
        One line per row, possibly with empty text (a row of spaces).
    """
    ordered = []
    texts = []
    after_arabic = False  # whether the line before ended in Arabic (rule W2 spans lines)
    for row in rows:
        text, gids = order_row(row, rtl, False, after_arabic)
        ordered.append((text, gids))
        texts.append(text)
        if row.rtl_strong or row.ltr_strong:
            after_arabic = row.rtl_strong > row.ltr_strong
    arabic = any(row.rtl_strong or _NEEDS_BIDI.search(row.text) for row in rows)
    if arabic and looks_reversed(texts):
        ordered = [order_row(row, rtl, as_drawn=True) for row in rows]
    lines = []
    for text, gids in ordered:
        text, gids = normalize_line(fix_brackets(text), gids)
        lines.append(Line(text, gids))
    return lines
