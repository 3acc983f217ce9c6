"""``Segment``: a run of key-layer lines from one candidate chunk start to the next.

Offsets are key-layer character offsets, half-open. The scanner (``scan``) creates segments,
``structure`` fills in depth, defined term and role, and the chunker fills in token counts.
A segment begins at the start of a non-blank line (whitespace-only lines join the segment
before them), which keeps the token counts of consecutive segments additive (see ``scan``).
"""

from __future__ import annotations

from dataclasses import dataclass

from inspector.engine.rules import HeadingMatch, NumberMatch
from inspector.engine.types import BoundaryKind


@dataclass(slots=True)
class Segment:
    """A run of lines from one candidate line start to the next (key offsets, half-open).

    ``kind`` is the strongest reason a chunk may start here; ``heading`` and ``number`` hold
    what matched. ``depth``, ``defined_term`` and ``role`` are filled in by ``structure``;
    ``tokens`` by the chunker, for the segments of the units it splits (0 elsewhere).
    """

    start: int
    end: int
    content: int
    kind: BoundaryKind
    rule: str
    para_start: bool
    heading: HeadingMatch | None = None
    number: NumberMatch | None = None
    heading_level: int | None = None
    table: int = -1
    table_header: bool = False
    title_line: bool = False
    match_base: int = 0
    label_text: str = ""
    tokens: int = 0
    depth: int = 0
    defined_term: str = ""
    role: str = ""
