"""Starting a review: the initial state of a chunk set and a new store holding it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from inspector.document.load import display_name
from inspector.document.model import Document
from inspector.engine.types import ChunkSet
from inspector.review.model import UNREVIEWED, Redaction, ReviewState
from inspector.review.store import ReviewStore, path_key, store_name


def base_state(
    document: Document, chunk_set: ChunkSet, redactions: Sequence[Redaction] = ()
) -> ReviewState:
    """Every chunk unreviewed, the document's excluded spans, ``redactions`` sorted.

    Excluded spans that overlap are merged (the state keeps them disjoint); spans that only
    touch stay apart, since a chunk boundary may lie between them.
    """
    spans: list[tuple[int, int]] = []
    for span in sorted(document.excluded, key=lambda s: (s.start, s.end)):
        if span.end <= span.start:
            continue
        if spans and span.start < spans[-1][1]:
            spans[-1] = (spans[-1][0], max(spans[-1][1], span.end))
        else:
            spans.append((span.start, span.end))
    unique = {(r.start, r.end): r for r in redactions}
    return ReviewState(
        chunks=chunk_set.chunks,
        reviews=(UNREVIEWED,) * len(chunk_set.chunks),
        excluded=tuple(spans),
        redactions=tuple(unique[k] for k in sorted(unique)),
    )


def store_meta(document: Document, chunk_set: ChunkSet, created: str) -> dict[str, str]:
    """The ``meta`` rows of a new store (see ``store``)."""
    return {
        "fingerprint": document.fingerprint,
        "path": display_name(Path(document.source_path).expanduser().resolve()),
        "path_key": path_key(document.source_path),
        "config_hash": chunk_set.config_hash,
        "prep_version": chunk_set.prep_version,
        "created": created,
        "document_type": chunk_set.document_type.value,
        "type_cue": chunk_set.type_decision.cue,
        "language": chunk_set.language,
        "title": chunk_set.title,
    }


def create_store(
    folder: Path,
    document: Document,
    chunk_set: ChunkSet,
    created: str,
    redactions: Sequence[Redaction] = (),
) -> ReviewStore:
    """A new store in ``folder`` for ``document``, its base state from ``chunk_set``."""
    path = folder / store_name(document.fingerprint, document.source_path)
    meta = store_meta(document, chunk_set, created)
    return ReviewStore.create(
        path, meta, base_state(document, chunk_set, redactions), document.text
    )
