"""After the structure walk: each unit's chunk type, and definitions marked for splitting.

Chunk types follow the document type (seed 000): a heading unit is a ``clause`` in a contract,
an ``article`` (rank 6) in legislation or a regulation; annexes, schedules, exhibits and
everything after the first of them are ``other``. A unit is a definitions unit when its heading
says so (``definitions_heading`` cue) or most of its paragraphs open with a defined term; its
defined-term paragraphs become ``DEFINED_TERM`` boundaries, so it splits by term.
"""

from __future__ import annotations

from collections.abc import Sequence

from inspector.engine.rules import CompiledRules
from inspector.engine.segment import Segment
from inspector.engine.types import BoundaryKind, ChunkType, DocumentType
from inspector.engine.units import (
    ANNEX_UNITS,
    Display,
    Unit,
    UnitKind,
    assign_depths,
    first_line_text,
    short_term,
    term_of,
)

_TERM_KINDS = frozenset({BoundaryKind.NUMBERED, BoundaryKind.PARAGRAPH})
"""Segments that may open with a defined term (built once: tested on every body segment)."""


class UnitFinisher:
    """Sets chunk types, definitions and numbering depth of the units of one document."""

    def __init__(
        self,
        segments: Sequence[Segment],
        rules: CompiledRules,
        document_type: DocumentType,
        display: Display,
        *,
        promoted: bool,
        annexes: Sequence[tuple[int, int]] = (),
    ) -> None:
        """``annexes``: segment ranges ``[first, last)`` of the annexes after the units."""
        self.segments = segments
        self.rules = rules
        self.document_type = document_type
        self.display = display
        self.promoted = promoted
        self.annexes = annexes

    def finish(self, unit: Unit) -> None:
        """Fill in ``unit``'s body index, chunk type, definitions flag and depths."""
        unit.body = min(max(unit.body, unit.first + 1), unit.last)
        if unit.kind is UnitKind.HEADING:
            unit.chunk_type = self._heading_type(unit)
            unit.is_definitions = self._is_definitions(unit)
            if unit.is_definitions:
                unit.chunk_type = ChunkType.DEFINITION
        assign_depths(self.segments[unit.first : unit.last])
        for segment in self.segments[unit.first : unit.last]:
            if segment.number is not None:
                end = segment.content + len(segment.number.label)
                segment.label_text = self.display.span(segment.content, end) or segment.number.label
        if unit.is_definitions:
            self._mark_terms(unit)

    def _heading_type(self, unit: Unit) -> ChunkType:
        rule = unit.rule
        if rule is None or rule.unit in ANNEX_UNITS or self._inside_annex(unit):
            return ChunkType.OTHER
        if self.document_type is DocumentType.CONTRACT:
            return ChunkType.CLAUSE
        unit_rank = 6 if rule.promote_if_no_units and self.promoted else rule.rank
        if unit_rank < 6:
            return ChunkType.OTHER
        if self.document_type in (DocumentType.LEGISLATION, DocumentType.REGULATION):
            return ChunkType.ARTICLE
        if self.document_type is DocumentType.JUDGMENT:
            return ChunkType.OTHER
        return ChunkType.CLAUSE if rule.unit in ("clause", "section") else ChunkType.ARTICLE

    def _inside_annex(self, unit: Unit) -> bool:
        return any(first <= unit.first < last for first, last in self.annexes)

    def _is_definitions(self, unit: Unit) -> bool:
        heading_text = " ".join(unit.path[-1:]) + " " + unit.title
        if self.rules.cue("definitions_heading", heading_text) is not None:
            return True
        first_body = unit.headings[-1] + 1 if unit.headings else unit.first
        body = self.segments[first_body : unit.last]
        starts = [s for s in body if s.kind in _TERM_KINDS]
        if len(starts) < 3:
            return False
        # Most units are not definitions: stop as soon as the answer is known.
        need = 0.6 * len(starts)
        terms = 0
        for done, segment in enumerate(starts, start=1):
            if self._defined_term(segment, strict=True):
                terms += 1
                if terms >= need:
                    return True
            elif terms + len(starts) - done < need:
                return False
        return terms >= need

    def _mark_terms(self, unit: Unit) -> None:
        first_body = unit.headings[-1] + 1 if unit.headings else unit.first
        for segment in self.segments[first_body : unit.last]:
            term = self._defined_term(segment, strict=False)
            if term:
                segment.defined_term = term
                segment.kind = BoundaryKind.DEFINED_TERM
            elif segment.kind is BoundaryKind.NUMBERED and segment.depth == 1:
                segment.kind = BoundaryKind.DEFINED_TERM  # a numbered item among the definitions

    def _defined_term(self, segment: Segment, *, strict: bool) -> str:
        if segment.kind not in _TERM_KINDS:
            return ""
        text = first_line_text(self.display.key, segment)
        # strict: a bare "term: value" line (a cue of language "any") proves nothing alone
        cue = self.rules.cue("defined_term", text, specific=strict)
        if cue is None:
            return ""
        match = self.rules.cue_regex(cue.name).match(text)
        return short_term(term_of(match.group(0))) if match is not None else ""
