"""The review state: chunks with the reviewer's decisions, excluded spans and redactions.

Units and invariants (``check_state`` verifies them):

- Offsets are ``str`` indices into ``Document.text``; ranges are half-open ``[start, end)``.
- ``ReviewState.chunks`` tile the text exactly like a ``ChunkSet``: the first starts at 0, each
  starts where the previous one ends, the last ends at ``len(text)``, none is empty
  (``start < end``). A text with no chunks is allowed only as the engine gives it (nothing but
  whitespace and excluded spans).
- ``reviews`` is parallel to ``chunks``: ``reviews[i]`` is the decision on ``chunks[i]``.
- ``excluded`` holds the excluded spans in force (it starts as the document's page furniture;
  reviewers exclude and restore): sorted, non-empty, disjoint (they may touch), inside the text.
- ``redactions`` are sorted by ``(start, end)``, non-empty, inside the text, and unique by
  ``(start, end)`` (that pair identifies one); they may overlap.
- Times (``at``, ``decided_at``) are ISO-8601 UTC strings; "" means never.

Everything here is an immutable value: edits make new states (see ``splice``), so a state can
be kept, compared with ``==`` and shared between threads.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from inspector.engine.types import Chunk
from inspector.errors import InspectorError


class ReviewStatus(StrEnum):
    """A reviewer's verdict on one chunk."""

    UNREVIEWED = "unreviewed"
    APPROVED = "approved"
    NEEDS_WORK = "needs_work"
    REJECTED = "rejected"


class FlagCategory(StrEnum):
    """What kind of problem a reviewer flagged on a chunk."""

    SPLIT_MID_SENTENCE = "split_mid_sentence"
    MISSED_HEADING = "missed_heading"
    WRONG_HEADING = "wrong_heading"
    TABLE_CUT = "table_cut"
    RULE_SEPARATED_FROM_EXCEPTION = "rule_separated_from_exception"
    PERSONAL_DATA = "personal_data"
    WRONG_LANGUAGE = "wrong_language"
    EXTRACTION_ERROR = "extraction_error"
    OTHER = "other"


FLAG_LABELS: dict[FlagCategory, str] = {
    FlagCategory.SPLIT_MID_SENTENCE: "Split mid-sentence",
    FlagCategory.MISSED_HEADING: "Missed heading",
    FlagCategory.WRONG_HEADING: "Wrong heading",
    FlagCategory.TABLE_CUT: "Table cut",
    FlagCategory.RULE_SEPARATED_FROM_EXCEPTION: "Rule separated from its exception",
    FlagCategory.PERSONAL_DATA: "Personal data",
    FlagCategory.WRONG_LANGUAGE: "Wrong language",
    FlagCategory.EXTRACTION_ERROR: "Extraction error",
    FlagCategory.OTHER: "Other",
}
"""Human labels of the flag categories (menus, audit texts)."""

STATUS_LABELS: dict[ReviewStatus, str] = {
    ReviewStatus.UNREVIEWED: "Unreviewed",
    ReviewStatus.APPROVED: "Approved",
    ReviewStatus.NEEDS_WORK: "Needs work",
    ReviewStatus.REJECTED: "Rejected",
}
"""Human labels of the statuses."""


@dataclass(frozen=True, slots=True)
class ReviewFlag:
    """A problem flagged on a chunk: category, free comment, who and when (ISO-8601 UTC)."""

    category: FlagCategory
    comment: str
    reviewer: str
    at: str


@dataclass(frozen=True, slots=True)
class ChunkReview:
    """The reviewer's decisions on one chunk.

    Attributes:
        status: the verdict.
        flags: flagged problems, oldest first.
        note: free comment.
        reviewer: who made the last status/flag/note decision ("" if none yet).
        decided_at: when (ISO-8601 UTC), "" if never.
        manual: the chunk's START boundary was placed by a reviewer (move or split); a re-chunk
            with changed rules keeps it (see ``rebase``).
        edited: names of chunk fields the reviewer set ("chunk_type", "heading_text"), sorted;
            a re-chunk with changed rules keeps those values too.
    """

    status: ReviewStatus = ReviewStatus.UNREVIEWED
    flags: tuple[ReviewFlag, ...] = ()
    note: str = ""
    reviewer: str = ""
    decided_at: str = ""
    manual: bool = False
    edited: tuple[str, ...] = ()


UNREVIEWED = ChunkReview()
"""The review of a chunk nobody has looked at."""

RedactionSource = Literal["detector", "reviewer"]


@dataclass(frozen=True, slots=True)
class Redaction:
    """A range of text to redact on export.

    Attributes:
        start: first text offset.
        end: one past the last text offset.
        kind: what it hides: "email", "phone", "iban", "name", ... or "manual".
        source: "detector" (found by ``inspector.redaction``) or "reviewer" (added by hand).
    """

    start: int
    end: int
    kind: str
    source: RedactionSource = "reviewer"


Span = tuple[int, int]
"""A half-open text range ``(start, end)``."""


@dataclass(frozen=True, slots=True)
class ReviewState:
    """Chunks, their reviews, the excluded spans in force and the redactions (see module doc)."""

    chunks: tuple[Chunk, ...]
    reviews: tuple[ChunkReview, ...]
    excluded: tuple[Span, ...] = ()
    redactions: tuple[Redaction, ...] = ()
    identity: tuple[tuple[str, str], ...] = ()
    """The document identity fields a reviewer set, ``(record field, value)`` sorted by field
    (``engine.citation_identity.IDENTITY_FIELDS``); the detected value stands for the others."""

    def chunk_at(self, offset: int) -> int:
        """Index of the chunk holding text offset ``offset`` (-1 when there are no chunks)."""
        lo, hi = 0, len(self.chunks)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.chunks[mid].end <= offset:
                lo = mid + 1
            else:
                hi = mid
        return min(lo, len(self.chunks) - 1)


class InvalidReviewState(InspectorError):  # noqa: N818 - reads as a state, like Cancelled
    """A review state breaks an invariant (a damaged store or a programming error)."""


def check_state(state: ReviewState, text_length: int) -> None:
    """Verify the invariants of the module docstring.

    Raises:
        InvalidReviewState: naming the first broken invariant.
    """
    chunks = state.chunks
    if len(state.reviews) != len(chunks):
        raise InvalidReviewState(
            f"{len(chunks)} chunks but {len(state.reviews)} reviews: they must be parallel"
        )
    if chunks:
        if chunks[0].start != 0:
            raise InvalidReviewState(f"the first chunk starts at {chunks[0].start}, not 0")
        if chunks[-1].end != text_length:
            raise InvalidReviewState(
                f"the last chunk ends at {chunks[-1].end}, not at the text end {text_length}"
            )
        previous_end = 0
        for index, chunk in enumerate(chunks):
            if chunk.start != previous_end:
                raise InvalidReviewState(
                    f"chunk {index} starts at {chunk.start} but the previous chunk ends at "
                    f"{previous_end}"
                )
            if chunk.end <= chunk.start:
                raise InvalidReviewState(f"chunk {index} is empty ({chunk.start}-{chunk.end})")
            previous_end = chunk.end
    previous = -1
    for start, end in state.excluded:
        if not 0 <= start < end <= text_length:
            raise InvalidReviewState(f"excluded span {start}-{end} is empty or outside the text")
        if start < previous:
            raise InvalidReviewState(f"excluded span {start}-{end} is unsorted or overlaps another")
        previous = end
    last: Span = (-1, -1)
    for redaction in state.redactions:
        key = (redaction.start, redaction.end)
        if not 0 <= redaction.start < redaction.end <= text_length:
            raise InvalidReviewState(f"redaction {key} is empty or outside the text")
        if key <= last:
            raise InvalidReviewState(f"redaction {key} is out of order or appears twice")
        last = key
