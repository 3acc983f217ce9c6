"""Cutting a line's non-base characters out of its lists (``pdf_clusters._without``).

A few are deleted one by one from copies, more are left out by one ``compress``: both must
give the lists without exactly those positions, and leave the caller's lists as they were.
"""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from inspector.document.pdf import clusters as pdf_clusters
from inspector.document.pdf.clusters import _without


@st.composite
def _line_and_drops(draw: st.DrawFn) -> tuple[int, list[int]]:
    count = draw(st.integers(min_value=1, max_value=40))
    drops = draw(st.sets(st.integers(min_value=0, max_value=count - 1), max_size=count))
    return count, sorted(drops)


@given(_line_and_drops())
# Both ways, whatever hypothesis draws: as many drops as are deleted one by one, and one more.
@example((40, list(range(0, 40, 2))[: pdf_clusters._FEW_DROPPED]))
@example((40, list(range(0, 40, 2))[: pdf_clusters._FEW_DROPPED + 1]))
def test_without_leaves_out_exactly_the_dropped_positions(case: tuple[int, list[int]]) -> None:
    count, dropped = case
    chars = [chr(0x0628 + k % 20) for k in range(count)]
    gids = list(range(100, 100 + count))
    x0s = [float(k) for k in range(count)]
    x1s = [k + 0.5 for k in range(count)]
    before = (chars.copy(), gids.copy(), x0s.copy(), x1s.copy())
    kept = [k for k in range(count) if k not in dropped]
    got = _without(dropped, chars, gids, x0s, x1s)
    assert got == tuple([items[k] for k in kept] for items in before)
    assert (chars, gids, x0s, x1s) == before  # the caller's lists are untouched
    assert all(got_items is not items for got_items, items in zip(got, before, strict=True))
