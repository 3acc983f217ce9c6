"""Repairs of one visual row: overdrawn glyphs, artefact spaces, missing word spaces.

A row's clusters arrive in visual order (``pdf_rows``). Before they become text:

- a glyph drawn again at (nearly) the same place is dropped (fake bold draws text twice);
- a replacement character (U+FFFD) lying mostly over a real glyph is dropped: it is an
  unmapped piece of a shaped glyph (the Tunisian code's title has one after every letter);
- a space drawn over a glyph is dropped: MuPDF puts one inside some ligatures ("اللَّه" in
  Noto Naskh) and wide ones where the pen jumps back in right-to-left runs ("(١٤)" came out
  "( ١٤)");
- a synthetic space (glyph id -1) goes where two glyphs are more than ``SPACE_GAP`` font
  sizes apart with no space between them.

The overlap tests run in C (``map``); per-glyph checks run only on rows that have overlaps.
Units: PDF points.
"""

from __future__ import annotations

import operator
import re

from inspector.document.pdf.char_classes import SPACES
from inspector.document.textbuild import SYNTHETIC

SPACE_GAP = 0.25
"""A gap wider than this share of the font size between two glyphs is a word space."""

_FFFD = "\ufffd"
_FIRST = operator.itemgetter(0)
_REPEAT = re.compile(r"(.)(?=\1)", re.DOTALL)
_FFFD_RE = re.compile(_FFFD)
_SPACE_RE = re.compile(" ")

RowLists = tuple[list[str], list[int], list[float], list[float], dict[int, tuple[int, ...]]]
"""A row's cluster texts, first glyph ids, left edges, right edges and other glyph ids."""

RepairedRow = tuple[
    list[str], list[int], list[float], list[float], dict[int, tuple[int, ...]], float
]
"""``RowLists`` of a repaired row, then its widest blank between glyphs (``repair_row``)."""


def permute(
    order: list[int],
    texts: list[str],
    gids: list[int],
    x0s: list[float],
    x1s: list[float],
    extra: dict[int, tuple[int, ...]],
) -> RowLists:
    """The row's lists reordered: position ``k`` of the result is old position ``order[k]``."""
    new_extra = {new: extra[old] for new, old in enumerate(order) if old in extra} if extra else {}
    return (*_taken(order, texts, gids, x0s, x1s), new_extra)


def _taken(
    order: list[int], texts: list[str], gids: list[int], x0s: list[float], x1s: list[float]
) -> tuple[list[str], list[int], list[float], list[float]]:
    """The four lists with position ``k`` holding old position ``order[k]``."""
    if len(order) < 2:  # itemgetter of one index returns the item, not a tuple
        return (
            [texts[k] for k in order],
            [gids[k] for k in order],
            [x0s[k] for k in order],
            [x1s[k] for k in order],
        )
    take = operator.itemgetter(*order)  # one C call per list instead of a comprehension
    return list(take(texts)), list(take(gids)), list(take(x0s)), list(take(x1s))


def repair_row(
    texts: list[str],
    gids: list[int],
    x0s: list[float],
    x1s: list[float],
    extra: dict[int, tuple[int, ...]],
    size: float,
    unmapped: bool,
) -> RepairedRow:
    """Drop overdrawn glyphs, unmapped pieces and artefact spaces; insert word spaces.

    Args:
        texts: Cluster texts in visual order (see ``pdf_rows.Row``).
        gids: The clusters' first glyph ids.
        x0s: Left edges of the clusters' base glyphs, points.
        x1s: Right edges, points.
        extra: Glyph ids of the clusters' other characters, by cluster index.
        size: The row's font size, points.
        unmapped: False if the row is known to hold no U+FFFD (its page has none): the
            clusters are then not searched for one.

    Returns:
        The same five lists for the repaired row (new lists where anything changed), and
        the widest blank between neighbouring glyphs (points; 0.0 for a row of under two
        clusters) once overdraws are dropped, before word spaces are inserted: the
        repaired row's ``max(x0s[k + 1] - x1s[k])``, except that where a space filled a
        blank, the space is as wide as the blank was (and the gaps beside it are 0.0). So
        the larger of it and the widest cluster is the row's widest blank (``pdf_tables``).
    """
    count = len(texts)
    drop: set[int] = set()
    # gaps[k]: blank between glyphs k and k + 1 (negative: they overlap), computed once in C.
    gaps = list(map(operator.sub, x0s[1:], x1s))
    # Overdraws need overlapping glyphs; the overlap test runs in C, the per-glyph checks only
    # on rows that have some. (x1 - x0 is exactly -(x0 - x1) in floating point.)
    overlapping = count > 1 and -min(gaps) > 0.5
    firsts = ""  # the clusters' first characters: read only by the checks below
    if overlapping or (unmapped and _FFFD in texts):  # (a dropped U+FFFD is a cluster of its own)
        firsts = "".join(texts)
        if len(firsts) != count:
            firsts = "".join(map(_FIRST, texts))
    if overlapping:
        # The same glyph drawn again at the same place (fake bold): candidates are equal
        # neighbours, found in C by the regular expression, then checked by position.
        for match in _REPEAT.finditer(firsts):
            k = match.start() + 1
            width = max(x1s[k] - x0s[k], 0.1)
            if abs(x0s[k] - x0s[k - 1]) < 0.3 * width and texts[k] == texts[k - 1]:
                drop.add(k)
    if _FFFD in firsts:
        for match in _FFFD_RE.finditer(firsts):
            k = match.start()
            if texts[k] == _FFFD and _covered(k, x0s, x1s, texts):
                drop.add(k)
    if overlapping:
        # A space drawn over a glyph is an artefact: MuPDF adds one inside some ligatures,
        # and wide ones where the pen jumps back in right-to-left runs ("(١٤)" -> "( ١٤)").
        for match in _SPACE_RE.finditer(firsts):
            k = match.start()
            if texts[k] == " " and _spurious_space(k, x0s, x1s, texts):
                drop.add(k)
    if drop:
        keep = [k for k in range(count) if k not in drop]
        texts, gids, x0s, x1s, extra = permute(keep, texts, gids, x0s, x1s, extra)
        count = len(keep)
        gaps = list(map(operator.sub, x0s[1:], x1s))
    gap = SPACE_GAP * size
    widest = max(gaps, default=0.0)
    if count < 2 or widest <= gap:  # (in C) most rows have no wide gap at all
        return texts, gids, x0s, x1s, extra, widest
    # The wide gaps are picked by one comprehension (a specialised float comparison per gap);
    # only they are looked at one by one.
    wide = [
        k
        for k in [k for k, blank in enumerate(gaps, 1) if blank > gap]
        if texts[k][0] not in SPACES and texts[k - 1][0] not in SPACES
    ]
    if not wide:
        return texts, gids, x0s, x1s, extra, widest
    out_t: list[str] = []
    out_g: list[int] = []
    out_0: list[float] = []
    out_1: list[float] = []
    out_e: dict[int, tuple[int, ...]] = {}
    done = 0
    for k in [*wide, count]:
        shift = len(out_t) - done
        for old, members in extra.items():
            if done <= old < k:
                out_e[old + shift] = members
        out_t += texts[done:k]
        out_g += gids[done:k]
        out_0 += x0s[done:k]
        out_1 += x1s[done:k]
        if k < count:
            out_t.append(" ")
            out_g.append(SYNTHETIC)
            out_0.append(x1s[k - 1])
            out_1.append(x0s[k])
        done = k
    # A space fills its blank exactly (x1s[k - 1] to x0s[k]): the gaps beside it are 0.0.
    return out_t, out_g, out_0, out_1, out_e, max(widest, 0.0)


def _covered(
    k: int, x0s: list[float], x1s: list[float], texts: list[str], share: float = 0.5
) -> bool:
    """Whether more than ``share`` of glyph ``k``'s width lies over a neighbouring glyph."""
    width = x1s[k] - x0s[k]
    if width <= 0:
        return True
    for j in (k - 1, k + 1):
        if 0 <= j < len(texts) and texts[j] != _FFFD and texts[j] != " ":
            overlap = min(x1s[k], x1s[j]) - max(x0s[k], x0s[j])
            if overlap > share * width:
                return True
    return False


def _spurious_space(k: int, x0s: list[float], x1s: list[float], texts: list[str]) -> bool:
    """Whether space ``k`` lies over a glyph: all but covered by one, or over one's centre."""
    if _covered(k, x0s, x1s, texts, 0.95):
        return True
    inner0, inner1 = x0s[k] + 0.5, x1s[k] - 0.5
    for j in (k - 1, k + 1):
        if 0 <= j < len(texts) and texts[j] != " " and inner0 < (x0s[j] + x1s[j]) / 2 < inner1:
            return True
    return False
