"""Opening reviews: ``open_session`` for the GUI, ``load_review_for`` for exporters.

``open_session(path, document, config, reviewer, chunk_set_factory)`` finds the document's
store in ``review_dir()`` (see ``store`` for names), in this order: the store of this file
with this content (fingerprint and path match); the newest store of this path with another
fingerprint (the file changed: the session is read-only with ``stale_reason``, and
``reanchor()`` carries the decisions over); a store with this fingerprint under another path
(the file was moved or copied). Otherwise a new store is created from
``chunk_set_factory()``. A store left unfinished by a kill during its creation (possible only
with versions before creation was made atomic) holds no edit: it is deleted and the review
starts anew, here and in ``load_review_for``.

``load_review_for(path)`` is the read-only access of ``inspector export``. It returns None
when the file has no review, else ``(state, meta)``:

- ``state``: the ``ReviewState`` as saved (base plus every saved edit, undo and redo): the
  reviewed chunks (``Chunk`` values with recomputed metadata), one ``ChunkReview`` per chunk
  (``status``, ``flags`` with category/comment/reviewer/at, ``note``, ``reviewer``,
  ``decided_at``, ``manual``), the excluded spans in force and the redactions in force.
- ``meta``: a ``ReviewMeta`` with the store path, the fingerprint the review was made on and
  ``stale`` (true when the file's bytes changed since, or, given the loaded ``document``, its
  text differs from the reviewed text: the state's offsets then refer to ``meta.text``, not
  to the file; an exporter must refuse or ask for a re-anchor), the
  configuration hash in force (after rebases), prep version, document type, language, title,
  creation time, and the audit trail (``AuditEntry`` rows: seq, at, reviewer, action,
  description, before, after, undo_of, redo_of).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from inspector.document.load import open_document_file
from inspector.document.model import Document
from inspector.engine.config import ChunkingConfig
from inspector.engine.types import ChunkSet
from inspector.review.base import create_store
from inspector.review.context import Clock, utc_now
from inspector.review.model import Redaction, ReviewState, check_state
from inspector.review.session import AuditEntry, ReviewSession
from inspector.review.session_reopen import replay
from inspector.review.session_values import audit_entry
from inspector.review.store import (
    STORE_SUFFIX,
    NewerStore,
    ReviewStore,
    ReviewStoreError,
    path_key,
    remove_dead_builds,
    remove_unfinished,
    review_dir,
    store_name,
)


def find_store(fingerprint: str, path: Path | str, folder: Path) -> Path | None:
    """The store to open for a file with ``fingerprint`` at ``path`` (module docstring).

    A store whose creation was interrupted (``store.is_unfinished``: it holds no edit) is
    deleted on the way, so the review starts anew instead of being refused for good.
    """
    exact = folder / store_name(fingerprint, path)
    remove_dead_builds(exact)
    if exact.is_file() and not remove_unfinished(exact):
        return exact
    same_path = sorted(
        (p for p in folder.glob(f"*-{path_key(path)}{STORE_SUFFIX}") if not remove_unfinished(p)),
        key=lambda p: p.stat().st_mtime,
    )
    if same_path:
        return same_path[-1]
    prefix = store_name(fingerprint, path).split("-")[0]
    moved = sorted(p for p in folder.glob(f"{prefix}-*{STORE_SUFFIX}") if not remove_unfinished(p))
    return moved[0] if moved else None


def open_session(
    path: Path | str,
    document: Document,
    config: ChunkingConfig,
    reviewer: str,
    chunk_set_factory: Callable[[], ChunkSet],
    *,
    folder: Path | None = None,
    clock: Clock = utc_now,
    redactions: Sequence[Redaction] = (),
) -> ReviewSession:
    """Open (or start) the review of the document at ``path`` (module docstring).

    Args:
        path: the document's file (its absolute path keys the store).
        document: the document as loaded now.
        config: the configuration the chunks are made with.
        reviewer: the name recorded on decisions.
        chunk_set_factory: returns the engine's chunks of ``document`` (called once).
        folder: where stores live (default ``review_dir()``).
        clock: current time as ISO-8601 UTC.
        redactions: redactions a new review starts with (detected personal data).

    Raises:
        ReviewUnreadable: the document's store exists but cannot be opened or read.
        NewerStore: the document's store was written by a newer version.
        ReviewStoreError: a new store cannot be created.
    """
    folder = review_dir() if folder is None else folder
    chunk_set = chunk_set_factory()
    found = find_store(document.fingerprint, path, folder)
    if found is None:
        store = create_store(folder, document, chunk_set, clock(), redactions)
    else:
        try:
            store = ReviewStore.open(found)
        except NewerStore:
            raise  # a newer version reads it: never offered to be put aside
        except ReviewStoreError as error:
            raise ReviewUnreadable(str(error), found) from error
    try:
        return ReviewSession(document, chunk_set, config, reviewer, store, clock=clock)
    except Exception as error:
        store.close()
        if found is None:
            raise
        raise ReviewUnreadable(
            f"The review store {found} cannot be read: {error}", found
        ) from error
    except BaseException:
        store.close()
        raise


class ReviewUnreadable(ReviewStoreError):  # noqa: N818 - names the situation
    """The document's existing review store cannot be opened or read (damaged, locked...).

    ``store_path`` names it: ``retire_store(store_path)`` puts it aside (renamed, kept whole)
    so that the next ``open_session`` starts a new review; the window offers that.
    """

    def __init__(self, message: str, store_path: Path) -> None:
        super().__init__(message)
        self.store_path = store_path


@dataclass(frozen=True, slots=True)
class ReviewMeta:
    """What ``load_review_for`` tells besides the state (module docstring)."""

    store_path: Path
    fingerprint: str
    path: str
    stale: bool
    config_hash: str
    prep_version: str
    created: str
    document_type: str
    language: str
    title: str
    audit: tuple[AuditEntry, ...]
    text: str


def file_fingerprint(path: Path | str) -> str:
    """SHA-256 of a file's bytes, hex (``Document.fingerprint`` of the file).

    Raises:
        LoadError: not a regular file (a FIFO, device...) or too large (``open_document_file``).
        OSError: the file cannot be read.
    """
    with open_document_file(path) as handle:  # a FIFO or device is refused, not waited on
        return hashlib.file_digest(handle, "sha256").hexdigest()


def load_review_for(
    path: Path | str, *, folder: Path | None = None, document: Document | None = None
) -> tuple[ReviewState, ReviewMeta] | None:
    """The saved review of the file at ``path``, read-only, or None (module docstring).

    With ``document`` (the file as loaded now), ``meta.stale`` is also true when the same bytes
    are read into other text than the review was made on (a newer loader): the offsets would
    then point at the wrong characters, exactly as for a changed file.

    Raises:
        ReviewStoreError: a store exists but cannot be read.
    """
    folder = review_dir() if folder is None else folder
    try:
        fingerprint = file_fingerprint(path)
    except OSError as error:
        raise ReviewStoreError(f"Cannot read {path}: {error.strerror}.") from error
    found = find_store(fingerprint, path, folder)
    if found is None:
        return None
    with ReviewStore.open(found) as store:
        meta = store.meta()
        text = store.text()
        snapshot = store.snapshot()
        since, state = snapshot if snapshot is not None else (0, store.base())
        state = replay(state, store.records(since))
        config_hash = meta.get("config_hash", "")
        records = store.records(splices=False)
        for record in records:
            if record.config_after is not None:
                config_hash = record.config_after
        check_state(state, len(text))
    audit = tuple(audit_entry(r) for r in records)
    return state, ReviewMeta(
        store_path=found,
        fingerprint=meta.get("fingerprint", ""),
        path=meta.get("path", ""),
        stale=meta.get("fingerprint", "") != fingerprint
        or (document is not None and document.text != text),
        config_hash=config_hash,
        prep_version=meta.get("prep_version", ""),
        created=meta.get("created", ""),
        document_type=meta.get("document_type", ""),
        language=meta.get("language", ""),
        title=meta.get("title", ""),
        audit=audit,
        text=text,
    )
