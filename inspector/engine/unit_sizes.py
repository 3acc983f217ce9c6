"""``UnitSizes``: token counts of segments and units, read from the running encode in order.

Counts are cl100k tokens of the key layer with excluded text left out. A unit's count is the
sum of its segments' counts (segments begin at pre-tokeniser boundaries: see ``scan``), read
from a prefix sum, so no unit is encoded on its own.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence

from inspector.engine.segment import Segment
from inspector.engine.spans import kept_offsets
from inspector.engine.token_index import TokenCounter
from inspector.engine.units import Unit


class UnitSizes:
    """Token counts of segments and units, taken from the counter in batches, in order.

    Each batch reaches at least the unit asked about and as far as the counter has encoded
    already, so a unit waits for the encode only when the text under it is not yet encoded.
    """

    def __init__(
        self,
        segments: Sequence[Segment],
        counter: TokenCounter,
        excluded: Sequence[tuple[int, int]],
        key_length: int,
    ) -> None:
        self.segments = segments
        self.counter = counter
        self.bounds = kept_offsets([s.start for s in segments] + [key_length], excluded)
        self.prefix = [0]  # tokens of the segments before each counted segment index
        self.counted = 0

    def size(self, unit: Unit) -> None:
        """Set the tokens of ``unit``."""
        if unit.last > self.counted:
            self._count(unit.last)
        unit.tokens = self.prefix[unit.last] - self.prefix[unit.first]

    def size_segments(self, unit: Unit) -> None:
        """Set the tokens of each segment of ``unit`` (sized already): a split needs them.

        Most units are kept whole and need only their sum, so segments are not given their
        counts one by one as the counts come in.
        """
        prefix = self.prefix
        for index in range(unit.first, unit.last):
            self.segments[index].tokens = prefix[index + 1] - prefix[index]

    def _count(self, last: int) -> None:
        ready = self.counter.encoded_until()
        reach = max(last, bisect.bisect_right(self.bounds, ready) - 1)
        reach = min(reach, len(self.segments))
        first = self.counted
        prefix = self.prefix
        counts = self.counter.counts(self.bounds[first : reach + 1])
        if len(counts) != reach - first:
            raise ValueError(f"{len(counts)} token counts for {reach - first} segments")
        prefix += itertools.islice(itertools.accumulate(counts, initial=prefix[-1]), 1, None)
        self.counted = reach
