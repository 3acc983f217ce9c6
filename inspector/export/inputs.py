"""Export inputs from files: a document's stored review if there is one, else the engine's.

A document with no review is exported from the engine's chunks, all ``unreviewed`` (so an
approved-only export of it is empty), with every detected personal-data match redacted: seed
000 puts redaction before chunking and embedding, and a review would start from the same
detections.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.document.pdf.ocr_settings import DEFAULT_OCR, OcrSettings
from inspector.engine.chunker import chunk_document
from inspector.engine.config import ChunkingConfig
from inspector.engine.types import ChunkSet
from inspector.export.gate import detected_redactions
from inspector.export.records import ExportInput, engine_input
from inspector.redaction.policy import policy_kinds, resolve_policy

ProgressCallback = Callable[[int, int], None]


def engine_input_for(
    path: Path,
    config: ChunkingConfig,
    *,
    redaction_mode: str = "hash",
    salt: bytes | str | None = None,
    policy: str | None = None,
    ocr: OcrSettings = DEFAULT_OCR,
) -> ExportInput:
    """Load ``path``, chunk it with ``config`` and redact what the detector finds.

    ``policy`` (``none``, ``contact``, ``full``; ``auto`` or None: the document type's
    default) says which detected kinds are redacted.

    Raises:
        LoadError: the file cannot be loaded (a subclass saying why).
    """
    document = load_document(path, ocr=ocr)
    chunk_set = chunk_document(document, config)
    return unreviewed_input(
        document, chunk_set, config, redaction_mode=redaction_mode, salt=salt, policy=policy
    )


def unreviewed_input(
    document: Document,
    chunk_set: ChunkSet,
    config: ChunkingConfig,
    *,
    redaction_mode: str = "hash",
    salt: bytes | str | None = None,
    policy: str | None = None,
) -> ExportInput:
    """The export input of a loaded document with no review: what the detector finds redacted.

    ``policy`` (``none``, ``contact``, ``full``; ``auto`` or None: the document type's
    default) says which detected kinds are redacted; ``salt`` keys the hash tokens (the
    user's salt if None).
    """
    chosen = resolve_policy(policy, chunk_set.document_type.value)
    kinds = policy_kinds(chosen)
    redactions = detected_redactions(document.text, mode=redaction_mode, salt=salt, kinds=kinds)
    return engine_input(
        document,
        chunk_set,
        config,
        redactions,
        token_mode=redaction_mode,
        salt=salt,
        policy=chosen.value,
    )


def input_for(
    path: Path,
    config: ChunkingConfig,
    *,
    redaction_mode: str = "hash",
    salt: bytes | str | None = None,
    review_folder: Path | None = None,
    policy: str | None = None,
    ocr: OcrSettings = DEFAULT_OCR,
) -> ExportInput:
    """The export input of ``path``: its stored review if one exists, else the engine's.

    ``salt`` keys the hash tokens of personal data (the user's salt if None);
    ``review_folder`` is where review stores live (``review_dir()`` if None); ``policy``
    is the redaction policy (None or ``auto``: the document type's default); ``ocr``: which
    PDF pages are read by OCR.
    """
    from inspector.export.review_input import review_input_for

    reviewed = review_input_for(
        path,
        config,
        redaction_mode=redaction_mode,
        salt=salt,
        folder=review_folder,
        policy=policy,
        ocr=ocr,
    )
    if reviewed is not None:
        return reviewed
    return engine_input_for(
        path, config, redaction_mode=redaction_mode, salt=salt, policy=policy, ocr=ocr
    )
