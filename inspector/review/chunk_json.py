"""JSON forms of chunks, reviews, redactions and whole review states (for the review store).

Each ``*_to_json`` returns plain ``dict``/``list``/``str``/``int``/``bool`` values that
``json.dumps`` accepts, and the matching ``*_from_json`` rebuilds an equal value
(``from_json(to_json(x)) == x``). Enums are stored by value, tuples as lists. A malformed
value raises ``StoreFormatError`` rather than a ``KeyError`` or ``TypeError``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar, cast

from inspector.engine.types import Boundary, BoundaryKind, Chunk, ChunkType
from inspector.errors import InspectorError
from inspector.review.model import (
    UNREVIEWED,
    ChunkReview,
    FlagCategory,
    Redaction,
    RedactionSource,
    ReviewFlag,
    ReviewState,
    ReviewStatus,
)

Json = Any
"""A value ``json.dumps`` accepts."""
T = TypeVar("T")


class StoreFormatError(InspectorError):
    """Stored review data does not have the expected shape (a damaged or foreign file)."""


def _guard(kind: str, build: Callable[[], T]) -> T:
    try:
        return build()
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as error:
        raise StoreFormatError(f"the review store holds a malformed {kind}: {error}") from error


def chunk_to_json(chunk: Chunk) -> dict[str, Json]:
    """The JSON form of a chunk (every field, boundary nested)."""
    b = chunk.boundary
    return {
        "start": chunk.start,
        "end": chunk.end,
        "boundary": [b.offset, b.kind.value, b.rule, b.level],
        "chunk_type": chunk.chunk_type.value,
        "heading_path": list(chunk.heading_path),
        "heading_text": chunk.heading_text,
        "language": chunk.language,
        "token_count": chunk.token_count,
        "max_tokens": chunk.max_tokens,
        "overlap_tokens": chunk.overlap_tokens,
        "page_start": chunk.page_start,
        "page_end": chunk.page_end,
        "flags": list(chunk.flags),
        "table_header": chunk.table_header,
        "body_start": chunk.body_start,
        "context_path": list(chunk.context_path),
    }


def _whole(value: Json) -> int:
    """``value`` if it is a JSON whole number; a string, fraction or boolean is malformed.

    ``int()`` would take "7" and 0.5 (as 0) silently, so a damaged store would move a
    boundary without a word; ``1e999`` is a float too (infinity).
    """
    if type(value) is not int:
        raise TypeError(f"{value!r} is not a whole number")
    return value


_CHUNK_TYPES = {t.value: t for t in ChunkType}
_BOUNDARY_KINDS = {k.value: k for k in BoundaryKind}
# Dict lookups rather than ``ChunkType(value)``: the enum call costs several Python frames
# per chunk, a noticeable share of reopening a review of ~1,500 chunks on the GUI thread.


def _chunk(data: Json) -> Chunk:
    """``chunk_from_json`` without the error guard (its callers guard once)."""
    offset, kind, rule, level = data["boundary"]
    return Chunk(
        start=_whole(data["start"]),
        end=_whole(data["end"]),
        boundary=Boundary(_whole(offset), _BOUNDARY_KINDS[kind], str(rule), _whole(level)),
        chunk_type=_CHUNK_TYPES[data["chunk_type"]],
        heading_path=tuple(map(str, data["heading_path"])),
        heading_text=str(data["heading_text"]),
        language=str(data["language"]),
        token_count=_whole(data["token_count"]),
        max_tokens=_whole(data["max_tokens"]),
        overlap_tokens=_whole(data["overlap_tokens"]),
        page_start=_whole(data["page_start"]),
        page_end=_whole(data["page_end"]),
        flags=tuple(map(str, data["flags"])),
        table_header=str(data["table_header"]),
        body_start=_whole(data["body_start"]),
        context_path=tuple(map(str, data["context_path"])),
    )


def chunk_from_json(data: Json) -> Chunk:
    """The chunk of ``chunk_to_json``'s output."""
    return _guard("chunk", lambda: _chunk(data))


def flag_to_json(flag: ReviewFlag) -> dict[str, Json]:
    """The JSON form of a review flag."""
    return {
        "category": flag.category.value,
        "comment": flag.comment,
        "reviewer": flag.reviewer,
        "at": flag.at,
    }


def flag_from_json(data: Json) -> ReviewFlag:
    """The review flag of ``flag_to_json``'s output."""
    return _guard(
        "flag",
        lambda: ReviewFlag(
            FlagCategory(data["category"]),
            str(data["comment"]),
            str(data["reviewer"]),
            str(data["at"]),
        ),
    )


def review_to_json(review: ChunkReview) -> dict[str, Json]:
    """The JSON form of a chunk review; fields at their defaults are left out ({} = unreviewed)."""
    data: dict[str, Json] = {}
    if review.status is not ReviewStatus.UNREVIEWED:
        data["status"] = review.status.value
    if review.flags:
        data["flags"] = [flag_to_json(f) for f in review.flags]
    if review.note:
        data["note"] = review.note
    if review.reviewer:
        data["reviewer"] = review.reviewer
    if review.decided_at:
        data["decided_at"] = review.decided_at
    if review.manual:
        data["manual"] = True
    if review.edited:
        data["edited"] = list(review.edited)
    return data


_STATUSES = {s.value: s for s in ReviewStatus}


def review_from_json(data: Json) -> ChunkReview:
    """The chunk review of ``review_to_json``'s output."""
    if not data:
        return UNREVIEWED
    if "flags" not in data and "edited" not in data:  # bulk decisions: shared, cached values
        return _guard(
            "chunk review",
            lambda: _plain_review(
                data.get("status", "unreviewed"),
                str(data.get("note", "")),
                str(data.get("reviewer", "")),
                str(data.get("decided_at", "")),
                bool(data.get("manual", False)),
            ),
        )
    return _guard(
        "chunk review",
        lambda: ChunkReview(
            status=_STATUSES[data.get("status", "unreviewed")],
            flags=tuple(flag_from_json(f) for f in data.get("flags", ())),
            note=str(data.get("note", "")),
            reviewer=str(data.get("reviewer", "")),
            decided_at=str(data.get("decided_at", "")),
            manual=bool(data.get("manual", False)),
            edited=tuple(str(e) for e in data.get("edited", ())),
        ),
    )


@functools.lru_cache(maxsize=4096)
def _plain_review(status: str, note: str, reviewer: str, at: str, manual: bool) -> ChunkReview:
    return ChunkReview(_STATUSES[status], (), note, reviewer, at, manual)


def redaction_to_json(redaction: Redaction) -> list[Json]:
    """The JSON form of a redaction: ``[start, end, kind, source]``."""
    return [redaction.start, redaction.end, redaction.kind, redaction.source]


def redaction_from_json(data: Json) -> Redaction:
    """The redaction of ``redaction_to_json``'s output."""

    def build() -> Redaction:
        start, end, kind, source = data
        if source not in ("detector", "reviewer"):
            raise ValueError(f"unknown redaction source {source!r}")
        return Redaction(_whole(start), _whole(end), str(kind), cast(RedactionSource, source))

    return _guard("redaction", build)


def span_from_json(data: Json) -> tuple[int, int]:
    """A ``[start, end]`` pair as a span tuple."""

    def build() -> tuple[int, int]:
        start, end = data
        return _whole(start), _whole(end)

    return _guard("span", build)


def state_to_json(state: ReviewState) -> dict[str, Json]:
    """The JSON form of a whole review state."""
    return {
        "chunks": [chunk_to_json(c) for c in state.chunks],
        "reviews": [review_to_json(r) for r in state.reviews],
        "excluded": [list(s) for s in state.excluded],
        "redactions": [redaction_to_json(r) for r in state.redactions],
        # Only when a reviewer set one: a state without it reads as before (older stores).
        **({"identity": [list(pair) for pair in state.identity]} if state.identity else {}),
    }


def identity_from_json(data: Json) -> tuple[tuple[str, str], ...]:
    """The identity pairs of a state or splice (``[[field, value], ...]``), sorted."""
    return tuple(sorted((str(field), str(value)) for field, value in data))


def state_from_json(data: Json) -> ReviewState:
    """The review state of ``state_to_json``'s output."""
    return _guard(
        "review state",
        lambda: ReviewState(
            chunks=_guard("chunk", lambda: tuple(map(_chunk, data["chunks"]))),
            reviews=tuple(review_from_json(r) for r in data["reviews"]),
            excluded=tuple(span_from_json(s) for s in data["excluded"]),
            redactions=tuple(redaction_from_json(r) for r in data["redactions"]),
            identity=identity_from_json(data.get("identity", [])),
        ),
    )
