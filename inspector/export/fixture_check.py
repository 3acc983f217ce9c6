"""Compare an engine run with a golden fixture, boundary by boundary.

Boundaries are the chunk edges strictly inside the document (offset 0 and the text's end are
always boundaries and would only inflate the scores). Only the part of the document the
fixture covers is judged: an engine boundary counts if it lies within (or on the edge of) a
fixture chunk. Then:

- precision = matched / engine boundaries in scope, recall = matched / fixture boundaries,
  F1 their harmonic mean (1.0 when both sets are empty);
- a *moved* boundary is a fixture boundary the engine missed with an unmatched engine boundary
  within ``tolerance`` characters (the nearest one; each engine boundary pairs once);
- *text lost* / *text invented*: for each fixture chunk, the difference between the fixture's
  text and the current exported text of its range (redacted the same way), i.e. what the
  loader or the exclusions now drop or add;
- *metadata mismatches*: for fixture chunks the engine still cuts exactly, every field of
  ``chunkType``, ``headingText``, ``language``, ``pageNumber``, ``pageEnd`` that differs.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from inspector.document.model import Document
from inspector.engine.config import ChunkingConfig
from inspector.engine.stats import exported_text
from inspector.engine.types import ChunkSet
from inspector.export.records import (
    RedactionSpan,
    apply_replacements,
    engine_input,
    export_records,
    redaction_pairs,
)

METADATA_FIELDS = ("chunkType", "headingText", "language", "pageNumber", "pageEnd")


@dataclass(frozen=True, slots=True)
class MovedBoundary:
    """A fixture boundary the engine now puts ``actual - expected`` characters away."""

    expected: int
    actual: int

    @property
    def delta(self) -> int:
        """Signed distance in characters (positive: the engine cuts later)."""
        return self.actual - self.expected


@dataclass(frozen=True, slots=True)
class TextChange:
    """Text of fixture chunk ``[start, end)`` that the current export lost or invented."""

    start: int
    end: int
    lost: tuple[str, ...]
    invented: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MetadataMismatch:
    """A field of the chunk ``[start, end)`` that differs from the fixture."""

    start: int
    end: int
    field: str
    expected: Any
    actual: Any


@dataclass(frozen=True, slots=True)
class FixtureReport:
    """The comparison of an engine run with a fixture (offsets in ``Document.text``)."""

    file_name: str
    fixture_config_hash: str
    config_hash: str
    fixture_boundaries: tuple[int, ...]
    engine_boundaries: tuple[int, ...]
    missing: tuple[int, ...]
    extra: tuple[int, ...]
    moved: tuple[MovedBoundary, ...]
    text_changes: tuple[TextChange, ...]
    mismatches: tuple[MetadataMismatch, ...]
    snippets: tuple[tuple[int, str], ...] = ()

    @property
    def matched(self) -> int:
        """Fixture boundaries the engine reproduces."""
        return len(self.fixture_boundaries) - len(self.missing)

    @property
    def precision(self) -> float:
        """Matched / engine boundaries in scope (1.0 when the engine has none)."""
        return self.matched / len(self.engine_boundaries) if self.engine_boundaries else 1.0

    @property
    def recall(self) -> float:
        """Matched / fixture boundaries (1.0 when the fixture has none)."""
        return self.matched / len(self.fixture_boundaries) if self.fixture_boundaries else 1.0

    @property
    def f1(self) -> float:
        """Harmonic mean of precision and recall."""
        total = self.precision + self.recall
        return 2 * self.precision * self.recall / total if total else 0.0

    def passes(self, min_f1: float = 1.0) -> bool:
        """No metadata or text change, and boundary F1 at least ``min_f1``."""
        return not self.text_changes and not self.mismatches and self.f1 >= min_f1 - 1e-12

    def describe(self) -> str:
        """The report as lines for people (what ``inspector fixtures check`` prints)."""
        lines = [
            f"{self.file_name}: precision {self.precision:.3f}, recall {self.recall:.3f}, "
            f"F1 {self.f1:.3f} ({self.matched}/{len(self.fixture_boundaries)} boundaries)"
        ]
        if self.fixture_config_hash and self.fixture_config_hash != self.config_hash:
            lines.append(
                f"  configuration {self.config_hash[:12]} differs from the fixture's "
                f"{self.fixture_config_hash[:12]}"
            )
        moved_expected = {m.expected for m in self.moved}
        moved_actual = {m.actual for m in self.moved}
        at = dict(self.snippets)
        lines += [
            f"  moved boundary {m.expected} -> {m.actual} ({m.delta:+d}) before "
            f"{_quote(at.get(m.actual, ''))}"
            for m in self.moved
        ]
        lines += [
            f"  missing boundary {b} before {_quote(at.get(b, ''))}"
            for b in self.missing
            if b not in moved_expected
        ]
        lines += [
            f"  extra boundary {b} before {_quote(at.get(b, ''))}"
            for b in self.extra
            if b not in moved_actual
        ]
        for change in self.text_changes:
            where = f"{change.start}-{change.end}"
            lines += [f"  text lost in {where}: {_quote(t)}" for t in change.lost]
            lines += [f"  text invented in {where}: {_quote(t)}" for t in change.invented]
        lines += [
            f"  {m.field} of {m.start}-{m.end}: expected {m.expected!r}, got {m.actual!r}"
            for m in self.mismatches
        ]
        return "\n".join(lines)


def fixture_redactions(fixture: dict[str, Any]) -> tuple[RedactionSpan, ...]:
    """The redactions a fixture stores, as spans."""
    return tuple(
        RedactionSpan(int(r["start"]), int(r["end"]), str(r["kind"]), str(r["replacement"]))
        for r in fixture.get("redactions", [])
    )


def compare_with_fixture(
    fixture: dict[str, Any],
    document: Document,
    chunk_set: ChunkSet,
    config: ChunkingConfig,
    *,
    tolerance: int = 40,
) -> FixtureReport:
    """Compare ``chunk_set`` (the engine's run on ``document``) with ``fixture``."""
    expected = [(int(c["charStart"]), int(c["charEnd"])) for c in fixture["chunks"]]
    length = len(document.text)
    wanted = _inner({edge for span in expected for edge in span}, length)
    scope = _merged(expected)
    cuts = _inner({c.start for c in chunk_set.chunks}, length)
    found = {b for b in cuts if any(s <= b <= e for s, e in scope)}
    missing = sorted(wanted - found)
    extra = sorted(found - wanted)
    redactions = fixture_redactions(fixture)
    pairs = redaction_pairs(document, redactions)
    records = export_records(
        engine_input(document, chunk_set, config, redactions),
        tenant_id="fixture",
        include_all=True,
        with_boxes=False,
    )
    by_range = {(r["charStart"], r["charEnd"]): r for r in records}
    changes: list[TextChange] = []
    mismatches: list[MetadataMismatch] = []
    for chunk in fixture["chunks"]:
        start, end = int(chunk["charStart"]), int(chunk["charEnd"])
        if "text" in chunk:
            now = apply_replacements(exported_text(document, start, min(end, length)), pairs)
            change = _text_change(start, end, str(chunk["text"]), now)
            if change is not None:
                changes.append(change)
        record = by_range.get((start, end))
        if record is None:
            continue
        mismatches += [
            MetadataMismatch(start, end, name, chunk[name], record[name])
            for name in METADATA_FIELDS
            if name in chunk and chunk[name] != record[name]
        ]
    return FixtureReport(
        file_name=str(fixture.get("fileName", "")),
        fixture_config_hash=str(fixture.get("configHash", "")),
        config_hash=chunk_set.config_hash,
        fixture_boundaries=tuple(sorted(wanted)),
        engine_boundaries=tuple(sorted(found)),
        missing=tuple(missing),
        extra=tuple(extra),
        moved=tuple(_pair_moves(missing, extra, tolerance)),
        text_changes=tuple(changes),
        mismatches=tuple(mismatches),
        snippets=tuple((b, _line_at(document.text, b)) for b in sorted({*missing, *extra})),
    )


def _line_at(text: str, offset: int, limit: int = 50) -> str:
    """The start of the text at ``offset``, up to the line end (what a reader recognises)."""
    return text[offset : offset + limit].split("\n", 1)[0].strip()


def _inner(offsets: set[int], length: int) -> set[int]:
    return {o for o in offsets if 0 < o < length}


def _merged(spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def _pair_moves(
    missing: Sequence[int], extra: Sequence[int], tolerance: int
) -> list[MovedBoundary]:
    # Closest pairs first, each boundary used once: a boundary that shifted by a word pairs
    # with its new place, not with an unrelated new cut further away.
    candidates = sorted(
        (abs(a - b), b, a) for b in missing for a in extra if abs(a - b) <= tolerance
    )
    used_expected: set[int] = set()
    used_actual: set[int] = set()
    moves: list[MovedBoundary] = []
    for _, expected, actual in candidates:
        if expected in used_expected or actual in used_actual:
            continue
        used_expected.add(expected)
        used_actual.add(actual)
        moves.append(MovedBoundary(expected, actual))
    return sorted(moves, key=lambda m: m.expected)


def _text_change(start: int, end: int, before: str, now: str) -> TextChange | None:
    if before == now:
        return None
    lost: list[str] = []
    invented: list[str] = []
    matcher = difflib.SequenceMatcher(None, before, now, autojunk=False)
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag in ("delete", "replace"):
            lost.append(before[a0:a1])
        if tag in ("insert", "replace"):
            invented.append(now[b0:b1])
    return TextChange(start, end, tuple(lost), tuple(invented))


def _quote(text: str, limit: int = 60) -> str:
    shown = text if len(text) <= limit else text[: limit - 1] + "…"
    return repr(shown)
