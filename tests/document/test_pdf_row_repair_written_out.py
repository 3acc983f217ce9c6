"""``pdf_row_repair.repair_row``'s written-out checks against the general code.

The reference below is ``repair_row`` as it was before its checks were written out: the
U+FFFD and space checks call ``_covered``, ``_clear_of_neighbours`` and ``_spurious_space``
for every candidate and dropped clusters go through ``permute``. The two must give the same
lists (``extra`` with its items in the same order) and the same widest blank, on made-up rows
(coarse edges, NaN, inverted and zero-width boxes, attached characters, U+FFFD and spaces)
and on every real row read from the sample and corpus PDFs. ``reorder`` (a permutation
with few attached characters) must give what ``permute`` gives.
"""

from __future__ import annotations

import math
import operator
import re

from hypothesis import example, given
from hypothesis import strategies as st

from inspector.document.pdf.char_classes import SPACES
from inspector.document.pdf.clusters import LigatureHabit
from inspector.document.pdf.page_lines import read_page_lines
from inspector.document.pdf.row_repair import (
    SPACE_GAP,
    RepairedRow,
    _covered,
    permute,
    reorder,
    repair_row,
)
from inspector.document.textbuild import SYNTHETIC
from tests.document.test_pdf_page_lines import real_pages
from tests.document.test_pdf_row_shortcuts import _clear_of_neighbours, _spurious_space

_FFFD = "\ufffd"
_FIRST = operator.itemgetter(0)
_REPEAT = re.compile(r"(.)(?=\1)", re.DOTALL)
_FFFD_RE = re.compile(_FFFD)
_SPACE_RE = re.compile(" ")


def _reference_repair_row(
    texts: list[str],
    gids: list[int],
    x0s: list[float],
    x1s: list[float],
    extra: dict[int, tuple[int, ...]],
    size: float,
    unmapped: bool,
) -> RepairedRow:
    """``pdf_row_repair.repair_row`` as it was: one function call per check, ``permute``."""
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
            # Most spaces of a row with overlaps elsewhere are clear of their neighbours,
            # and such a space is never spurious: it is passed over without the check.
            if (
                texts[k] == " "
                and not _clear_of_neighbours(k, gaps, x0s, x1s)
                and _spurious_space(k, x0s, x1s, texts)
            ):
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


def _same(got: RepairedRow, want: RepairedRow) -> bool:
    """Equal lists, ``extra`` items in the same order, equal widest blank (NaN equal to NaN)."""
    if got[:4] != want[:4] or list(got[4].items()) != list(want[4].items()):
        return False
    return got[5] == want[5] or (math.isnan(got[5]) and math.isnan(want[5]))


_EDGES = st.sampled_from([0.0, -0.0, 0.3, 0.5, 1.0, 2.0, 2.5, 4.0, 4.2, 6.0, 9.0, math.nan])
_TEXTS = st.sampled_from([" ", "a", "b", "ab", "\ufffd", "\ufffd\u064e", "a\u064e"])


@st.composite
def _rows(
    draw: st.DrawFn,
) -> tuple[list[str], list[float], list[float], dict[int, tuple[int, ...]]]:
    glyphs = draw(st.lists(st.tuples(_TEXTS, _EDGES, _EDGES), max_size=12))
    texts = [text for text, _, _ in glyphs]
    x0s = [x0 for _, x0, _ in glyphs]
    x1s = [x1 for _, _, x1 in glyphs]
    # A cluster of several characters has the ids of the others (``pdf_rows.Row``).
    extra: dict[int, tuple[int, ...]] = {
        k: (1000 + k,) for k, text in enumerate(texts) if len(text) > 1
    }
    return texts, x0s, x1s, extra


@given(_rows(), st.sampled_from([1.0, 4.0, 10.0]), st.booleans())
# A U+FFFD clear of its neighbours next to an inverted box; a space over an inverted box;
# a space 93% covered by a neighbour whose centre lies outside it (kept: the share is 95%);
# a U+FFFD covered by the glyph before it, the blank between them -1.0 (dropped).
@example(([" ", "a"], [0.0, 0.3], [4.2, 9.0], {}), 10.0, False)
@example((["a", "\ufffd"], [0.3, 1.0], [2.0, 2.0], {}), 10.0, True)
@example(([" ", "a"], [0.0, 4.0], [4.0, 0.0], {}), 10.0, True)
@example((["a", "\ufffd", "b"], [0.0, 2.0, 6.0], [2.0, 4.0, 0.3], {}), 1.0, True)
@example((["a", " ", "a", "a"], [0.0, 2.0, 2.5, 2.5], [2.5, 4.0, 4.0, 4.0], {}), 1.0, True)
def test_repair_matches_the_reference_on_made_up_rows(
    row: tuple[list[str], list[float], list[float], dict[int, tuple[int, ...]]],
    size: float,
    unmapped: bool,
) -> None:
    texts, x0s, x1s, extra = row
    gids = list(range(len(texts)))
    args = (texts, gids, x0s, x1s, extra, size, unmapped)
    assert _same(repair_row(*args), _reference_repair_row(*args))


def test_repair_matches_the_reference_on_real_rows() -> None:
    # Every real line's clusters as emitted, sorted by centre and reversed: sorted lines are
    # what most rows are, the others make overlaps (right-to-left runs read left to right).
    rows = changed = 0
    for rawdict, page_rect in real_pages():
        blocks, _, chars = read_page_lines(rawdict, page_rect, 0, LigatureHabit())
        unmapped = _FFFD in chars
        for _, pieces in blocks:
            for piece in pieces:
                lists = (piece.texts, piece.gids, piece.x0s, piece.x1s, piece.extra)
                centres = list(map(operator.add, piece.x0s, piece.x1s))
                by_centre = sorted(range(len(piece.texts)), key=centres.__getitem__)
                backwards = list(range(len(piece.texts)))[::-1]
                for order in (None, by_centre, backwards):
                    row = lists if order is None else permute(order, *lists)
                    args = (*row, piece.size, unmapped)
                    got = repair_row(*args)
                    assert _same(got, _reference_repair_row(*args))
                    rows += 1
                    changed += len(got[0]) != len(row[0])
    assert rows > 3000
    assert changed > 300  # drops and inserted spaces are exercised


@given(
    st.permutations(list(range(24))),
    st.sets(st.integers(0, 23), max_size=6),
    st.integers(0, 24),
)
@example(list(range(24)), {0, 23}, 24)
def test_reorder_matches_permute(order: list[int], attached: set[int], count: int) -> None:
    # Rows of every length up to 24 (the permutation's positions below ``count``), with
    # attached characters anywhere, listed last first (``reorder`` takes its own way only
    # with few of them, and must give ``permute``'s ascending order).
    order = [k for k in order if k < count]
    texts = [chr(0x61 + k) for k in range(count)]
    gids = list(range(100, 100 + count))
    x0s = [float(k) for k in range(count)]
    x1s = [k + 0.5 for k in range(count)]
    extra: dict[int, tuple[int, ...]] = {
        k: (200 + k,) for k in sorted(attached, reverse=True) if k < count
    }
    got = reorder(order, texts, gids, x0s, x1s, extra)
    want = permute(order, texts, gids, x0s, x1s, extra)
    assert got[:4] == want[:4]
    assert list(got[4].items()) == list(want[4].items())
