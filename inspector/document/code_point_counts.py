"""Two counts of characters in each of many texts, in one numpy pass: a table weighs each one.

``letter_counts`` (Arabic and Latin letters, which decide languages) and
``pdf_strong_counts`` (strong right-to-left and left-to-right letters of a PDF page's rows)
both count two classes of characters in each of many texts, where Python steps per text were
most of the cost. Here the texts are joined and read as code points by numpy, each weighed by
one table lookup (1 for a character of the first class, ``SECOND`` for one of the second, 0
otherwise), and summed per text from one running total: a text's sum holds both counts
(a text has fewer than 2**32 characters).

A table (``weight_table``) covers the Basic Multilingual Plane plus one last entry, 0, which
every code point beyond it reads: the classes counted here have no character there. A lone
surrogate is its own code point and weighs 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import accumulate

import numpy as np
import numpy.typing as npt

SECOND = 1 << 32
"""The weight of a character of the second class (the first class weighs 1)."""
_BEYOND_BMP = 0x10000
"""The table's last entry: what every code point beyond the BMP reads (0)."""

WeightTable = npt.NDArray[np.int64]


def weight_table(first: Iterable[int], second: Iterable[int]) -> WeightTable:
    """A table weighing the code points ``first`` 1 and ``second`` ``SECOND`` (all in the BMP)."""
    table = np.zeros(_BEYOND_BMP + 1, dtype=np.int64)
    table[list(first)] = 1
    table[list(second)] = SECOND
    if table[_BEYOND_BMP]:
        raise ValueError("a class counted by a weight table lies within the BMP")
    return table


def pair_counts(texts: Sequence[str], table: WeightTable) -> tuple[list[int], list[int]]:
    """How many characters of each of ``texts`` ``table`` weighs 1, and how many ``SECOND``."""
    codes = np.frombuffer("".join(texts).encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    totals = np.zeros(len(codes) + 1, dtype=np.int64)
    np.cumsum(table[np.minimum(codes, _BEYOND_BMP)], out=totals[1:])
    # Each text's sum: the running total at its end less that at its start.
    sums = np.diff(totals[[0, *accumulate(map(len, texts))]])
    return (sums & (SECOND - 1)).tolist(), (sums >> 32).tolist()
