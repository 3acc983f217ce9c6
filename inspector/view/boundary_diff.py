"""What changed between two chunkings of one document: boundaries added, removed, moved.

No Qt here. A *boundary* is a chunk start other than the document start, identified by its
text offset; its rule is the provenance the engine recorded. Two runs are compared by offset:

- same offset in both: unchanged, or *rule changed* when another rule made it;
- only in the new run: *added*; only in the old run: *removed*;
- a removed and an added boundary made by the same rule, within :data:`MOVE_WINDOW`
  characters of each other and with no unchanged boundary between them, are one boundary
  that *moved* (a size change shifts a split point; it did not vanish and reappear).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from inspector.engine.types import Chunk

MOVE_WINDOW = 400
"""Farthest (characters) a boundary may shift and still count as moved, not removed + added."""


class ChangeKind(StrEnum):
    """How one boundary changed."""

    ADDED = "added"
    REMOVED = "removed"
    MOVED = "moved"
    RULE_CHANGED = "rule changed"


@dataclass(frozen=True, slots=True)
class BoundaryChange:
    """One changed boundary.

    Attributes:
        kind: added, removed, moved or rule changed.
        offset: the boundary's text offset now (for removed: where it was).
        rule: the rule that made it now (for removed: the old rule).
        old_offset: where it was before (moved, rule changed), else None.
        old_rule: the rule that made it before (rule changed, moved), else "".
        chunk_index: the new chunk starting at ``offset``; None for a removed boundary.
    """

    kind: ChangeKind
    offset: int
    rule: str
    old_offset: int | None = None
    old_rule: str = ""
    chunk_index: int | None = None


@dataclass(frozen=True, slots=True)
class BoundaryDiff:
    """The changes between an old and a new run, in text order.

    Attributes:
        changes: every changed boundary, sorted by offset.
        old_count: number of chunks before.
        new_count: number of chunks after.
    """

    changes: tuple[BoundaryChange, ...]
    old_count: int
    new_count: int

    def count(self, kind: ChangeKind) -> int:
        """How many changes of ``kind``."""
        return sum(1 for change in self.changes if change.kind is kind)

    def by_chunk(self) -> dict[int, BoundaryChange]:
        """The change at the start of each new chunk that has one."""
        return {c.chunk_index: c for c in self.changes if c.chunk_index is not None}

    def removed(self) -> list[BoundaryChange]:
        """The removed boundaries."""
        return [c for c in self.changes if c.kind is ChangeKind.REMOVED]

    def summary(self) -> str:
        """One line: "42 → 45 chunks: 5 added, 2 removed, 1 moved, 0 rule changed"."""
        parts = ", ".join(f"{self.count(kind)} {kind.value}" for kind in ChangeKind)
        return f"{self.old_count} → {self.new_count} chunks: {parts}"


def diff_boundaries(old: Sequence[Chunk], new: Sequence[Chunk]) -> BoundaryDiff:
    """Compare the boundaries of two chunkings of the same text (see the module docstring)."""
    old_rules = {c.start: c.boundary.rule for c in old if c.start > 0}
    new_index = {c.start: i for i, c in enumerate(new) if c.start > 0}
    new_rules = {c.start: c.boundary.rule for c in new if c.start > 0}
    unchanged = sorted(set(old_rules) & set(new_rules))
    changes = [
        BoundaryChange(
            ChangeKind.RULE_CHANGED,
            offset,
            new_rules[offset],
            offset,
            old_rules[offset],
            new_index[offset],
        )
        for offset in unchanged
        if old_rules[offset] != new_rules[offset]
    ]
    removed = sorted(set(old_rules) - set(new_rules))
    added = sorted(set(new_rules) - set(old_rules))
    moves = _pair_moves(removed, added, old_rules, new_rules, unchanged)
    moved_from = {old_offset for old_offset, _ in moves}
    moved_to = {new_offset for _, new_offset in moves}
    for old_offset, new_offset in moves:
        changes.append(
            BoundaryChange(
                ChangeKind.MOVED,
                new_offset,
                new_rules[new_offset],
                old_offset,
                old_rules[old_offset],
                new_index[new_offset],
            )
        )
    changes += [
        BoundaryChange(ChangeKind.ADDED, o, new_rules[o], chunk_index=new_index[o])
        for o in added
        if o not in moved_to
    ]
    changes += [
        BoundaryChange(ChangeKind.REMOVED, o, old_rules[o], old_rule=old_rules[o])
        for o in removed
        if o not in moved_from
    ]
    changes.sort(key=lambda c: (c.offset, c.kind.value))
    return BoundaryDiff(tuple(changes), len(old), len(new))


def _pair_moves(
    removed: list[int],
    added: list[int],
    old_rules: dict[int, str],
    new_rules: dict[int, str],
    unchanged: list[int],
) -> list[tuple[int, int]]:
    """Pairs (old offset, new offset) that are one boundary moved; nearest pairs first."""
    candidates = []
    for old_offset in removed:
        low = bisect.bisect_left(added, old_offset - MOVE_WINDOW)
        high = bisect.bisect_right(added, old_offset + MOVE_WINDOW)
        for new_offset in added[low:high]:
            if old_rules[old_offset] != new_rules[new_offset]:
                continue
            left, right = sorted((old_offset, new_offset))
            # An unchanged boundary in between: the two are different boundaries.
            if bisect.bisect_right(unchanged, left) != bisect.bisect_left(unchanged, right):
                continue
            candidates.append((abs(new_offset - old_offset), old_offset, new_offset))
    candidates.sort()
    used_old: set[int] = set()
    used_new: set[int] = set()
    pairs = []
    for _, old_offset, new_offset in candidates:
        if old_offset not in used_old and new_offset not in used_new:
            used_old.add(old_offset)
            used_new.add(new_offset)
            pairs.append((old_offset, new_offset))
    return pairs
