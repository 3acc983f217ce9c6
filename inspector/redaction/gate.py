"""The export gate's question: which detected personal data in a range is left unredacted?

The exporter asks it for every approved chunk and refuses the chunk (unless overridden) when
the answer is not empty. Offsets are half-open ``[start, end)`` into the document text.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from inspector.redaction.detect import PersonalDataMatch, detect_personal_data
from inspector.redaction.rules import Rule

CONTEXT_CHARS = 200
"""How far the detector looks beyond the range on each side, so a value that straddles a
chunk boundary (or a name whose honorific is in the previous chunk) is still seen whole."""


class HasSpan(Protocol):
    """Anything with ``start`` and ``end`` offsets (such as ``inspector.review`` Redaction)."""

    @property
    def start(self) -> int: ...  # noqa: D102

    @property
    def end(self) -> int: ...  # noqa: D102


SpanLike = tuple[int, int] | tuple[int, int, str] | HasSpan


def _bounds(span: SpanLike) -> tuple[int, int]:
    if isinstance(span, tuple):
        return span[0], span[1]
    return span.start, span.end


def _covered(start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    """True if every offset of ``[start, end)`` lies in the union of sorted ``spans``."""
    position = start
    for span_start, span_end in spans:
        if span_start > position:
            break
        position = max(position, span_end)
        if position >= end:
            return True
    return position >= end


def unredacted_matches(
    text: str,
    start: int,
    end: int,
    redacted_spans: Iterable[SpanLike],
    *,
    dismissed: Iterable[SpanLike] = (),
    rules: Iterable[Rule] | None = None,
) -> list[PersonalDataMatch]:
    """Detected matches sharing characters with ``[start, end)`` that redactions leave visible.

    A match counts as redacted when its part inside the range is wholly covered by the union
    of ``redacted_spans``. Matches whose exact span is in ``dismissed`` (false positives a
    reviewer removed) are not reported. Offsets of the returned matches are into ``text``.
    """
    if start >= end:
        return []
    window_start = max(0, start - CONTEXT_CHARS)
    window_end = min(len(text), end + CONTEXT_CHARS)
    spans = sorted(_bounds(s) for s in redacted_spans)
    ignored = {_bounds(s) for s in dismissed}
    visible: list[PersonalDataMatch] = []
    for match in detect_personal_data(text[window_start:window_end], rules):
        m_start, m_end = match.start + window_start, match.end + window_start
        if m_end <= start or m_start >= end or (m_start, m_end) in ignored:
            continue
        if not _covered(max(m_start, start), min(m_end, end), spans):
            visible.append(PersonalDataMatch(m_start, m_end, match.kind, match.text))
    return visible
