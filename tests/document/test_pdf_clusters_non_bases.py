"""``pdf_clusters.non_bases`` against the scan it replaces.

``clusters`` marks the attached characters as no base, may mark a letter standing on its own
a base again and the space it takes the place of no base. The positions marked False were then
found by scanning the flags (``clusters``' code before, kept in ``non_bases`` for a letter
standing on its own); ``non_bases`` reads them from the attached positions unless a letter
stood on its own. The reference is the definition: every position marked False.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from inspector.document.pdf.clusters import non_bases


def _marked_false(is_base: list[bool]) -> list[int]:
    """The positions marked False, by definition (not the scan ``non_bases`` falls back on)."""
    return [i for i, base in enumerate(is_base) if not base]


@st.composite
def _marks(draw: st.DrawFn) -> tuple[list[bool], list[int], bool]:
    count = draw(st.integers(0, 30))
    attached = sorted(draw(st.sets(st.integers(0, 29), max_size=count)))
    attached = [i for i in attached if i < count]
    is_base = [True] * count
    for i in attached:
        is_base[i] = False
    standalone = False
    # Letters standing on their own (picked among the attached), each perhaps taking the
    # place of a space (picked among the bases).
    changes = draw(st.lists(st.tuples(st.integers(0, 29), st.booleans(), st.integers(0, 29))))
    for letter, takes_space, space in changes[:3] if attached else []:
        i = attached[letter % len(attached)]
        standalone = True
        is_base[i] = True
        others = [j for j in range(count) if is_base[j] and j != i]
        if others and takes_space:
            is_base[others[space % len(others)]] = False
    return is_base, attached, standalone


@given(_marks())
def test_non_bases_are_the_positions_marked_false(
    marks: tuple[list[bool], list[int], bool],
) -> None:
    is_base, attached, standalone = marks
    assert non_bases(is_base, attached, standalone) == _marked_false(is_base)
    # Told a letter stood on its own when none did, it scans: the same answer.
    assert non_bases(is_base, attached, True) == _marked_false(is_base)


def test_a_letter_standing_alone_is_scanned_for() -> None:
    # The letter at 1 is a base again and took the place of the space at 2.
    is_base = [True, True, False, True]
    assert non_bases(is_base, [1, 3], True) == [2]
    assert non_bases(is_base, [1, 3], False) != [2]  # the shortcut needs to be told
