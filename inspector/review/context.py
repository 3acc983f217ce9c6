"""What an edit needs besides the state: the document, the configuration, who and when.

``ReviewContext`` is built once per review session. Its clock is injectable so tests get fixed
times; the default gives the current UTC time as ISO-8601 with milliseconds
(``2026-11-29T22:51:07.123+00:00``). It caches the per-document work edits share: chunk
metadata (``ChunkFacts``) and the last re-chunk of the whole document per configuration.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import ClassVar, Protocol

from inspector.document.model import Document
from inspector.engine.config import ChunkingConfig
from inspector.engine.types import ChunkSet
from inspector.errors import InspectorError
from inspector.review.metadata import ChunkFacts
from inspector.review.model import ReviewState
from inspector.review.splice import Splice

Clock = Callable[[], str]
"""Returns the current time as an ISO-8601 UTC string."""


def utc_now() -> str:
    """The current UTC time, ISO-8601 with milliseconds."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class EditRefused(InspectorError):  # noqa: N818 - names the outcome the reviewer sees
    """An edit cannot be applied; the message says why in a reviewer's words."""


class ReviewContext:
    """The document under review, the configuration it was chunked with, reviewer and clock.

    Attributes:
        document: the loaded document (offsets of every chunk refer to its text).
        config: the chunking configuration of the review's chunks.
        reviewer: the name recorded on decisions ("" when not set).
        clock: current time as ISO-8601 UTC (injectable for tests).
        facts: chunk metadata recomputation for the document.
    """

    def __init__(
        self,
        document: Document,
        config: ChunkingConfig,
        reviewer: str,
        clock: Clock = utc_now,
    ) -> None:
        self.document = document
        self.config = config
        self.reviewer = reviewer
        self.clock = clock
        self.facts = ChunkFacts(document)
        self._rechunked: dict[str, ChunkSet] = {}

    def now(self) -> str:
        """The current time from the clock."""
        return self.clock()

    def chunk_set_for(self, config: ChunkingConfig) -> ChunkSet:
        """The whole document chunked with ``config`` (the last two configurations cached)."""
        key = config.config_hash
        found = self._rechunked.get(key)
        if found is None:
            from inspector.engine.chunker import chunk_document  # the engine loads on demand

            found = chunk_document(self.document, config)
            if len(self._rechunked) >= 2:
                self._rechunked.pop(next(iter(self._rechunked)))
            self._rechunked[key] = found
        return found


class Edit(Protocol):
    """An edit: a value that plans a splice of a review state (planning never mutates)."""

    action: ClassVar[str]
    """Short machine name of the edit kind ("move_boundary"), stored in the audit trail."""

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """The splice that makes this edit on ``state``.

        Raises:
            EditRefused: the edit is invalid on this state (the message says why).
        """
        ...

    def describe(self) -> str:
        """Short human text of the edit ("Split chunk 7 at offset 1234"), for undo and audit."""
        ...
