"""Clusters: a base character and the characters drawn with it, from one MuPDF line.

MuPDF returns a line's characters in *emission* order, each with a box. Combining marks come
zero-width at their letter's left edge, and a LibreOffice ``/ActualText`` span comes out as
zero-width letters next to the glyph it describes (research/arabic.md §2.3–§2.4). Reordering
must move a letter with its marks and ligature parts, so they are grouped first. What was
observed, and what this module does about it:

- **Lam-alef and other lam ligatures.** The glyph maps to lam; the other letters arrive as
  zero-width ActualText letters, *before* the glyph at its right edge (DejaVu Sans: ``'ا'``
  then lam; ``'ه'``, ``'ل'`` then lam for "لله") or *after* it at its left edge or inside it
  (Noto Naskh Arabic: lam then ``'ا'``). A zero-width letter next to a lam is attached to it;
  with a lam on both sides the wider glyph (the ligature) wins, then the page's habit
  (``LigatureHabit``). Letters before the glyph are in reverse reading order.
- **Other ActualText letters** (a hamza-alef drawn with marks, "أَ"; "ئ") stand as clusters of
  their own at their position; a space MuPDF puts where the glyph is drawn is dropped.
- **Duplicates.** MuPDF sometimes emits the ActualText twice: a single letter identical to
  its glyph's, a second copy after the glyph of the letters before it, or a letter repeated
  inside one cluster; the copies are dropped.
- **Marks** attach to the letter whose box holds them (at its left edge for Arabic marks);
  when the emission neighbours are not letters (MuPDF moves a line's final full stop to the
  front), the line is searched. A letter carries at most one vowel mark: in a ligature the
  next vowel goes to the next letter ("لْإِ"). A mark with no letter is left out.
- **Latin ligatures** split by MuPDF ("ﬃ" -> "f" + zero-width "f", "i") follow their glyph.
"""

from __future__ import annotations

import operator
from bisect import bisect_left
from collections.abc import Sequence
from itertools import compress

from inspector.document.pdf.char_classes import (
    ARABIC_MARK_CHARS,
    MARK,
    MARK_CHARS,
    RTL_STRONG_CHARS,
    SPACES,
)

ATTACH_TOLERANCE = 1.0
"""How far (points) outside a glyph's box an attached character may sit."""

EDGE_TOLERANCE = 0.3
"""How close (points) to a lam glyph's right edge an ActualText letter emitted before it sits
(observed: 0 to 0.1; a letter 0.9 pt off is the next letter's own glyph, "إِلَّا")."""

_VOWEL = frozenset("\u064b\u064c\u064d\u064e\u064f\u0650\u0652")  # one per letter
_LAMS = frozenset("\u0644\ufedd\ufede\ufedf\ufee0")
_ALEFS = frozenset("\u0627\u0623\u0625\u0622\u0671")

Clusters = tuple[list[str], list[int], list[float], list[float], dict[int, tuple[int, ...]]]
"""Cluster texts, first-character glyph ids, left and right edges, other characters' ids."""


class LigatureHabit:
    """Whether a document's ActualText letters come before or after their lam glyph.

    ``before`` and ``after`` count the unambiguous cases seen so far; an ambiguous one (a lam
    on both sides, as wide as each other) goes the way the page goes.
    """

    __slots__ = ("after", "before")

    def __init__(self) -> None:
        self.before = 0
        self.after = 0


def attachable(
    chars: Sequence[str], x0s: list[float], x1s: list[float], line_text: str
) -> list[int]:
    """Sorted positions of the line's characters ``clusters`` attaches: zero-width or marks.

    Spaces are never attached; ``line_text`` is ``"".join(chars)``. (The compiled walk gives
    the same positions per line: ``pdf_stext_lines``.)
    """
    # Zero widths: most lines have none, which one ``min`` over the widths tells in C; the
    # others are picked by one comprehension (Python 3.11 specialises the float comparison;
    # it runs three times faster than ``compress`` over a ``float.__gt__`` map).
    attached: list[int] = []
    if min(map(operator.sub, x1s, x0s), default=1.0) < 0.01:
        attached = [i for i, width in enumerate(map(operator.sub, x1s, x0s)) if width < 0.01]
    if not line_text.isascii() and MARK.search(line_text):
        attached += [match.start() for match in MARK.finditer(line_text)]
    if not attached:
        return attached
    return sorted({i for i in attached if chars[i] not in SPACES})


def clusters(
    chars: list[str],
    x0s: list[float],
    x1s: list[float],
    gids: list[int],
    habit: LigatureHabit,
    attached: Sequence[int] | None = None,
) -> Clusters:
    """Group one MuPDF line's characters into clusters, in emission order.

    Args:
        chars: The characters, one code point each, in MuPDF's order.
        x0s: Their boxes' left edges, points; changed in place (callers pass a copy).
        x1s: Their boxes' right edges, points; changed in place likewise.
        gids: Their glyph ids.
        habit: The page's ligature habit, updated as cases are seen.
        attached: ``attachable(chars, x0s, x1s, ...)`` when the caller has found it already.

    Returns:
        Per cluster: its text (base first), the base's glyph id, the base's left and right
        edges, and (for clusters of several characters) the glyph ids of the others.
    """
    if attached is None:
        attached = attachable(chars, x0s, x1s, "".join(chars))
    if not attached:
        return chars, gids, x0s, x1s, {}
    is_base = [True] * len(chars)
    for i in attached:
        is_base[i] = False
    members: dict[int, list[int]] = {}
    # Letters first (a standalone ActualText letter can then carry marks), marks second.
    taken: set[int] = set()
    settled: dict[int, int] = {}  # attached position -> its base, or -1: a copy, left out
    lam_bases: dict[int, tuple[float, float]] = {}
    if any(chars[i] in RTL_STRONG_CHARS for i in attached):
        spaces = _actual_text_repeats(chars, x0s, x1s, attached, settled, lam_bases)
        for j in spaces:
            is_base[j] = False
        for j, (left, right) in lam_bases.items():
            is_base[j] = True
            x0s[j], x1s[j] = left, right
            taken.add(j)
    for i, base in settled.items():
        if base >= 0:
            members.setdefault(base, []).append(i)
        taken.add(i)
    for i in [i for i in attached if chars[i] not in MARK_CHARS and i not in taken]:
        base = _letter_base(i, chars, x0s, x1s, is_base, habit)
        if base >= 0:
            members.setdefault(base, []).append(i)
            if base > i:
                # Marks of an ActualText emitted before its glyph come with its letters, at
                # the same place ("ه", "ّ", "َ", "ل" then the lam of "اللَّه").
                for j in range(i + 1, base):
                    if j not in taken and chars[j] in MARK_CHARS and abs(x0s[j] - x0s[i]) <= 0.05:
                        members[base].append(j)
                        taken.add(j)
        else:
            is_base[i] = True
            _absorb_space(i, chars, x0s, x1s, is_base)
    for i in [i for i in attached if chars[i] in MARK_CHARS and i not in taken]:
        base = _mark_base(i, chars, x0s, x1s, is_base)
        if base >= 0:
            members.setdefault(base, []).append(i)
    # The characters that are no base (attached, or a space a letter took the place of) are
    # left out; cluster ``k`` of base ``i`` is ``i`` less the non-bases before it.
    # (Picked by ``compress`` in C: as comprehensions, these five passes over the line were
    # a third of this function's time on Arabic lines, most of which hold a lam-alef.)
    dropped = list(compress(range(len(chars)), map(operator.not_, is_base)))
    texts = list(compress(chars, is_base))
    first_gids = list(compress(gids, is_base))
    base_x0s = list(compress(x0s, is_base))
    base_x1s = list(compress(x1s, is_base))
    extra: dict[int, tuple[int, ...]] = {}
    for i in sorted(members):  # in base order, as the clusters are
        if not is_base[i]:
            continue
        k = i - bisect_left(dropped, i)
        joined = members[i]
        if len(joined) == 1:  # nearly every cluster: one mark, or one ActualText letter
            j = joined[0]
            if chars[j] not in MARK_CHARS and chars[j] == chars[i] and chars[j] in RTL_STRONG_CHARS:
                continue  # MuPDF's duplicate of the glyph's own Arabic letter
            texts[k] = chars[i] + chars[j]
            extra[k] = (gids[j],)
            continue
        sequence = _cluster_order(i, sorted(joined), chars)
        if i in lam_bases:  # "لًا": the lam's marks, then the alef
            sequence = [i, *[j for j in sequence[1:] if chars[j] in MARK_CHARS]] + [
                j for j in sequence[1:] if chars[j] not in MARK_CHARS
            ]
        texts[k] = "".join([chars[j] for j in sequence])
        if len(sequence) > 1:
            extra[k] = tuple(gids[j] for j in sequence[1:])
    return texts, first_gids, base_x0s, base_x1s, extra


def _actual_text_repeats(
    chars: list[str],
    x0s: list[float],
    x1s: list[float],
    attached: Sequence[int],
    settled: dict[int, int],
    lam_bases: dict[int, tuple[float, float]],
) -> list[int]:
    """Settle two ActualText shapes of LibreOffice's Arabic PDFs (DejaVu Sans, Noto Naskh).

    - **A cluster said twice.** A letter drawn with a mark ("ئً") comes as the mark, zero-width
      at the letter's *right* edge, then the letter's glyph, then the cluster again as zero-width
      ActualText at or just left of the glyph (mark and the same letter): ``"ً", "ئ", "ً", "ئ"``.
      The copy is left out and the mark before the glyph is the glyph's (read as the previous
      letter's, it gave "ناشًئئًا" for "ناشئًا").
    - **A lam-alef drawn as a space.** MuPDF gives a space as wide as the ligature, then the
      ActualText letters zero-width at the lam glyph's *left* edge (the alef twice), then the lam
      glyph: ``" ", "ا", "ا", "ل"``. The letters go with the lam, the repeated one and the space
      are left out (otherwise "ولا" read "وال").

    Args:
        chars: The line's characters in MuPDF's order.
        x0s: Their left edges, points.
        x1s: Their right edges, points.
        attached: ``attachable`` positions (zero-width characters and marks), sorted.
        settled: Filled with attached position -> base position (-1: a copy, left out).
        lam_bases: Filled with the zero-width lams that become a cluster's base -> the
            extent they take (the glyph's); their marks come before their alef.

    Returns:
        The positions of the spaces to leave out.
    """
    spaces: list[int] = []
    count = len(chars)
    for i in attached:
        if i in settled or chars[i] not in RTL_STRONG_CHARS:
            continue
        # A zero-width run from ``start`` to ``end`` (exclusive) holding ``i``.
        start = i
        while start > 0 and x1s[start - 1] - x0s[start - 1] < 0.01 and chars[start - 1] != " ":
            start -= 1
        end = i + 1
        while end < count and x1s[end] - x0s[end] < 0.01 and chars[end] != " ":
            end += 1
        run = range(start, end)
        letters = [j for j in run if chars[j] not in MARK_CHARS]
        glyph = start - 1
        if (
            glyph >= 0
            and chars[glyph] in RTL_STRONG_CHARS
            and x1s[glyph] - x0s[glyph] >= 0.01
            and len(letters) == 1
            and len(letters) < len(run)  # (a letter alone before a lam is a ligature's)
            and chars[letters[0]] == chars[glyph]
            and all(x0s[glyph] - 2.0 <= x0s[j] <= x1s[glyph] + 0.05 for j in run)
        ):
            marks = {chars[j] for j in run if chars[j] in MARK_CHARS}
            before = glyph - 1
            said_before = (
                before >= 0
                and chars[before] in marks
                and x1s[before] - x0s[before] < 0.01
                and abs(x0s[before] - x1s[glyph]) <= 0.05
            )
            for j in run:
                # The copy's marks are the glyph's own unless the mark was drawn before it.
                settled[j] = glyph if chars[j] in MARK_CHARS and not said_before else -1
            if said_before:
                settled[before] = glyph
            continue
        lam, space = end, start - 1
        if (
            lam < count
            and space >= 0
            and chars[lam] in _LAMS
            and chars[space] == " "
            and abs(x0s[space] - x0s[lam]) <= 0.05
            and abs(x1s[space] - x1s[lam]) <= 0.1
            and all(abs(x0s[j] - x0s[lam]) <= 0.05 for j in run)
            and all(chars[j] in RTL_STRONG_CHARS for j in letters)
        ):
            seen: set[str] = set()
            for j in run:
                repeated = chars[j] in seen and chars[j] not in MARK_CHARS
                seen.add(chars[j])
                settled[j] = -1 if repeated else lam
            spaces.append(space)
            continue
        # The same with the lam zero-width elsewhere in the line (MuPDF moves it to the line's
        # start with the final full stop, or after the letters, behind a space of its own and
        # its marks: "ألّا"): it becomes the cluster's base, in the glyph's place. The run is
        # the letters at the glyph's left edge only: a zero-width letter of the next glyph may
        # follow them in emission order ("عاملًا" then the lam of the next "لًا").
        if space < 0 or chars[space] != " " or x1s[space] - x0s[space] < 0.01:
            continue
        left, right = x0s[space], x1s[space]
        near = start
        while near < end and abs(x0s[near] - left) <= 0.05:
            near += 1
        run = range(start, near)
        letters = [j for j in run if chars[j] not in MARK_CHARS]
        if i not in run or not letters or not all(chars[j] in _ALEFS for j in letters):
            continue
        lone = [
            j
            for j in attached
            if chars[j] in _LAMS
            and j not in settled
            and j not in run
            and j not in lam_bases
            and left - 0.05 <= x0s[j] <= right - 0.5
        ]
        if not lone:
            continue
        lam = min(lone, key=lambda j: abs(x0s[j] - left))  # the glyph's left edge first
        seen = set()
        for j in run:
            repeated = chars[j] in seen
            seen.add(chars[j])
            settled[j] = -1 if repeated else lam
        lam_bases[lam] = (left, right)
        spaces.append(space)
        # MuPDF's space before the lam (behind the lam's marks), up to the glyph or inside
        # it: no word space (its extent is the ActualText's: the cluster's).
        before = lam - 1
        while before >= 0 and chars[before] in MARK_CHARS and abs(x0s[before] - x0s[lam]) <= 0.05:
            before -= 1
        if (
            before >= 0
            and chars[before] == " "
            and before not in spaces
            and (
                abs(x1s[before] - left) <= 0.05
                or (x0s[before] >= left - 0.05 and x1s[before] <= right + 0.05)
            )
        ):
            spaces.append(before)
            lam_bases[lam] = (min(x0s[before], left), right)
    return sorted(spaces)


def _neighbours(i: int, chars: list[str], is_base: list[bool]) -> tuple[int, int]:
    """The nearest non-space bases before and after ``i`` in emission order (-1: none)."""
    # Plain loops: the neighbour is nearly always next door, where a generator costs more
    # to set up than the search.
    previous = i - 1
    while previous >= 0 and (not is_base[previous] or chars[previous] in SPACES):
        previous -= 1
    following = i + 1
    while following < len(chars) and (not is_base[following] or chars[following] in SPACES):
        following += 1
    return previous, following if following < len(chars) else -1


def _letter_base(
    i: int,
    chars: list[str],
    x0s: list[float],
    x1s: list[float],
    is_base: list[bool],
    habit: LigatureHabit,
) -> int:
    """The glyph a zero-width letter belongs to, or -1 if it stands on its own."""
    x = x0s[i]
    previous, following = _neighbours(i, chars, is_base)
    if chars[i] not in RTL_STRONG_CHARS:
        # Latin ligature parts follow the glyph before them.
        for j in (previous, following):
            if j >= 0 and x0s[j] - ATTACH_TOLERANCE <= x <= x1s[j] + ATTACH_TOLERANCE:
                return j
        return -1
    before_lam = (
        following >= 0 and chars[following] in _LAMS and abs(x1s[following] - x) <= EDGE_TOLERANCE
    )
    after_lam = (
        previous >= 0
        and chars[previous] in _LAMS
        and x0s[previous] - ATTACH_TOLERANCE <= x <= x1s[previous] - 0.1
    )
    if before_lam and after_lam:
        # Lams on both sides ("الإلكترونية"): the ligature glyph is the wider one.
        wide_following = x1s[following] - x0s[following]
        wide_previous = x1s[previous] - x0s[previous]
        if abs(wide_following - wide_previous) > 0.5:
            return following if wide_following > wide_previous else previous
        if habit.before != habit.after:
            return following if habit.before > habit.after else previous
        # No habit yet: the edge the letter sits on more exactly.
        return following if abs(x1s[following] - x) <= abs(x0s[previous] - x) else previous
    alef = chars[i] in _ALEFS  # the habit is learnt on lam-alef, the commonest ligature
    if before_lam:
        habit.before += alef
        return following
    if after_lam:
        habit.after += alef
        return previous
    for j in (previous, following):  # MuPDF's duplicate of the glyph's own letter
        if j >= 0 and chars[j] == chars[i] and x0s[j] - ATTACH_TOLERANCE <= x <= x1s[j] + 0.1:
            return j
    return -1


def _absorb_space(
    i: int, chars: list[str], x0s: list[float], x1s: list[float], is_base: list[bool]
) -> None:
    """Drop a space MuPDF put where standalone ActualText letter ``i``'s glyph is drawn.

    The letter then takes the space's extent, so it sorts where its glyph is ("الْوَثَائِقِ").
    """
    x = x0s[i]
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(chars) and chars[j] in MARK_CHARS:
            j += step
        touching = 0 <= j < len(chars) and (abs(x0s[j] - x) <= 0.2 or abs(x1s[j] - x) <= 0.2)
        if touching and chars[j] == " " and is_base[j]:
            is_base[j] = False
            x0s[i], x1s[i] = x0s[j], x1s[j]
            return
    if chars[i] not in RTL_STRONG_CHARS:
        return
    # MuPDF may emit the letter far from its space ("شيئًا": the space where "ئ" is drawn
    # ends the line, the letter comes after other words): the space starting at the letter's
    # point, as wide as a glyph, is then the one (a word space there would touch the letter's
    # glyph, which has none of its own).
    for j, char in enumerate(chars):
        if char == " " and is_base[j] and abs(x0s[j] - x) <= 0.05 and x1s[j] - x0s[j] >= 1.0:
            is_base[j] = False
            x0s[i], x1s[i] = x0s[j], x1s[j]
            return


def _mark_base(
    i: int, chars: list[str], x0s: list[float], x1s: list[float], is_base: list[bool]
) -> int:
    """The letter a combining mark belongs to, or -1 (the mark is then left out)."""
    x = x0s[i]
    previous, following = _neighbours(i, chars, is_base)
    # An Arabic mark sits at its letter's left edge; one at a letter's right edge belongs
    # elsewhere (LibreOffice leaves a line's last mark at the far right of the line).
    right = -0.1 if chars[i] in ARABIC_MARK_CHARS else ATTACH_TOLERANCE

    def holds(j: int) -> bool:
        reach = right if x1s[j] - x0s[j] > 1.0 else ATTACH_TOLERANCE
        return x0s[j] - ATTACH_TOLERANCE <= x <= x1s[j] + reach

    fallback = -1
    for j in (previous, following):
        if j >= 0 and holds(j):
            if chars[j].isalpha():
                return j
            if fallback < 0:
                fallback = j
    # ``holds`` written out: a call per letter of the line cost more than the test.
    near = [
        j
        for j in range(len(chars))
        if is_base[j]
        and chars[j].isalpha()
        and x0s[j] - ATTACH_TOLERANCE
        <= x
        <= x1s[j] + (right if x1s[j] - x0s[j] > 1.0 else ATTACH_TOLERANCE)
    ]
    if near:
        return min(near, key=lambda j: (abs(x0s[j] - x), abs(j - i)))
    if chars[i] in ARABIC_MARK_CHARS:
        # An Arabic mark never sits on a digit or a bracket: it is either LibreOffice's
        # displaced line-final mark, or left out. Other marks keep their neighbour.
        return _displaced_final_mark(i, chars, x0s, x1s, is_base)
    return fallback


def _displaced_final_mark(
    i: int, chars: list[str], x0s: list[float], x1s: list[float], is_base: list[bool]
) -> int:
    """The letter of an Arabic mark LibreOffice drew away from it, or -1.

    LibreOffice draws the last mark of a line's last word, when a left-to-right run (digits,
    Latin) comes before that word on the line, zero-width at the right edge of the glyph it
    draws just before the mark: "(DAP) وفقاً" gives ``"(", "D", "A", "P", "ً", ")", ...``
    with the tanween at P's right edge. It belongs to the line's leftmost Arabic letter (the
    logical end of a right-to-left line), taken only while that letter carries no mark.
    (A mark drawn at the right edge of the line before belongs to the next line:
    ``pdf_rows`` handles that case.)
    """
    before = i - 1
    if (
        before < 0
        or x1s[i] - x0s[i] >= 0.01
        or abs(x1s[before] - x0s[i]) > 0.05
        or not chars[before].isalnum()
        or chars[before] in RTL_STRONG_CHARS
    ):
        return -1
    letters = [j for j in range(len(chars)) if is_base[j] and chars[j] in RTL_STRONG_CHARS]
    if not letters:
        return -1
    end = min(letters, key=x0s.__getitem__)
    following = end + 1
    if following < len(chars) and chars[following] in MARK_CHARS:
        return -1  # the letter has its own mark
    return end


def _cluster_order(base: int, members: list[int], chars: list[str]) -> list[int]:
    """A cluster's characters in reading order: base, then letters each with its marks.

    (``clusters`` settles a single member itself: it follows the base, unless it is a copy of
    the base's own Arabic letter, which is dropped; that is what this function gives.)
    """
    before = [j for j in members if j < base][::-1]  # emitted in reverse reading order
    after = [j for j in members if j > base]
    if before and after:
        # The ActualText emitted again after the glyph ("اللَّه" with Noto Naskh).
        letters = sorted(chars[j] for j in [base, *before] if chars[j] not in MARK_CHARS)
        repeated = [j for j in after if chars[j] not in MARK_CHARS]
        if repeated and sorted(chars[j] for j in repeated) == letters:
            after = [j for j in after if chars[j] in MARK_CHARS and j > repeated[-1]]
    sequence = before + after
    letters_seen = {chars[base]}
    kept: list[int] = []
    for j in sequence:
        if chars[j] not in MARK_CHARS:
            if chars[j] in letters_seen and j in after and chars[j] in RTL_STRONG_CHARS:
                # A letter repeated inside the cluster: drop it and the marks just before it.
                while kept and chars[kept[-1]] in MARK_CHARS and kept[-1] in after:
                    kept.pop()
                continue
            letters_seen.add(chars[j])
        kept.append(j)
    if len(kept) == 1 and chars[kept[0]] == chars[base] and chars[base] in RTL_STRONG_CHARS:
        return [base]  # MuPDF's duplicate of the glyph's own Arabic letter
    # Slots: the base and each attached letter; a vowel mark whose letter already has one
    # moves on to the next letter of the ligature.
    slots: list[list[int]] = [[base]]
    pending: list[int] = []
    current = 0
    for j in kept:
        if chars[j] not in MARK_CHARS:
            slots.append([j])
            current = len(slots) - 1
            if pending:
                slots[current].extend(pending)
                pending = []
            continue
        has_vowel = any(chars[m] in _VOWEL for m in slots[current][1:])
        if chars[j] in _VOWEL and has_vowel:
            pending.append(j)
        else:
            slots[current].append(j)
    for j in pending:
        slots[-1].append(j)
    return [j for slot in slots for j in slot]
