"""``HeadingRanks``: the rank of each heading of one document in its heading path.

Ranks are the rules' (0 annex level to 6 article/clause; see ``rules``), fixed once from all
the segments before the structure walk: whether promotable rules are promoted to rank 6 (the
document has no heading of rank 6), and which rank each heading level (Word style, Markdown
``#``) has in this document, for the headings no rule names.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from inspector.engine.segment import Segment

GENERIC_HEADINGS = frozenset({"block_heading", "markdown_heading"})
"""Names the scanner gives the headings no rule matches (a heading block, a Markdown heading)."""
_LEVEL_RANK = {1: 1, 2: 3, 3: 4}
"""Heading level (Word style, Markdown #) to path rank when no rule shows the mapping."""


class HeadingRanks:
    """The unit and path ranks of the headings of one document's segments."""

    def __init__(self, segments: Sequence[Segment]) -> None:
        self.segments = segments
        self.promoted = not any(
            s.heading is not None and s.heading.rule.rank == 6 for s in segments
        )
        self.level_ranks = self._level_ranks()

    def path_rank(self, segment: Segment, unit_rank: int | None = None) -> float:
        """Rank of a heading in the heading path.

        The rule's rank; for a heading no rule names (a heading block, a Markdown heading) the
        rank that rules give to headings of its level in this document. ``unit_rank``: the
        segment's ``unit_rank``, when the caller has it already.
        """
        assert segment.heading is not None
        rule = segment.heading.rule
        if rule.name not in GENERIC_HEADINGS:
            return float(self.unit_rank(segment) if unit_rank is None else unit_rank)
        level = segment.heading_level or 0
        if level in self.level_ranks:
            return self.level_ranks[level]
        return float(_LEVEL_RANK.get(level, 5))

    def _level_ranks(self) -> dict[int, float]:
        votes: dict[int, Counter[int]] = {}
        for segment in self.segments:
            match = segment.heading
            if (
                match is None
                or segment.heading_level is None
                or match.rule.name in GENERIC_HEADINGS
            ):
                continue
            if match.rule.rank > 0:
                votes.setdefault(segment.heading_level, Counter())[self.unit_rank(segment)] += 1
        return {level: float(c.most_common(1)[0][0]) for level, c in votes.items()}

    def unit_rank(self, segment: Segment) -> int:
        """The rule's rank of a heading, 6 for a promotable rule's in a promoted document."""
        assert segment.heading is not None
        rule = segment.heading.rule
        return 6 if rule.promote_if_no_units and self.promoted else rule.rank
