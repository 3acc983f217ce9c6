"""Load an export (JSON Lines or SQLite) into LangChain or LlamaIndex documents, one per record.

``to_langchain_documents(path)`` gives ``langchain_core.documents.Document`` objects and
``to_llamaindex_documents(path)`` ``llama_index.core.Document`` objects. ``path`` is a JSON
Lines export or a SQLite export (told apart by the SQLite file header, not the name): a SQLite
export's ``chunks`` rows are read back as the records the JSON Lines export of the same chunks
holds -- the JSON text of list and object columns decoded, ``ocr`` a boolean, the table's own
keys (``id``, ``document_id``) left out -- in document then chunk order; the file is opened
read-only. The document text is
the record's ``text`` (the chunk as exported, redactions applied); ``text_field="embedText"``
takes the text with its contextual header instead. Every other field of the record is metadata,
as written (``docId``, ``chunkIndex``, ``headingPath``, ``pageNumber``, ``citation`` when the
export has it...). The document id is ``docId:chunkIndex``, stable across re-exports of the
same file and configuration.

LlamaIndex puts metadata into the text it embeds and gives the model unless told not to; only
``citation`` and ``headingText`` are left in (the rest, such as ``bboxes`` and hashes, would
be noise there), so a retrieved node still says where it comes from.

The libraries are imported when called (they are not dependencies of the inspector: ``pip
install langchain-core`` or ``llama-index-core``); an ``ExportError`` says which is missing.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

from inspector.export.errors import ExportError
from inspector.export.jsonl import read_jsonl

if TYPE_CHECKING:
    from langchain_core.documents import Document as LangChainDocument
    from llama_index.core import Document as LlamaIndexDocument

TEXT_FIELDS = ("text", "embedText")
"""The record fields a document's text may be taken from."""
LLAMAINDEX_SHOWN_METADATA = ("citation", "headingText")
"""The metadata keys LlamaIndex may put into the text it embeds and gives the model."""
SQLITE_HEADER = b"SQLite format 3\x00"
"""The first 16 bytes of every SQLite database file."""
SQLITE_JSON_COLUMNS = frozenset(
    {
        "headingPath",
        "bboxes",
        "identityCues",
        "references",
        "flags",
        "reviewFlags",
        "unredactedOverride",
    }
)
"""The ``chunks`` columns holding a record's lists and objects as JSON text (sqlite_schema)."""
SQLITE_TABLE_KEYS = ("id", "document_id")
"""The ``chunks`` columns that are the table's own keys, not record fields."""


def _records(path: Path) -> list[dict[str, Any]]:
    """The records of the export at ``path``: a SQLite export's chunk rows, else JSON Lines."""
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as error:
        raise ExportError(f"{path} cannot be read: {error.strerror or error}") from error
    return _sqlite_records(path) if header == SQLITE_HEADER else read_jsonl(path)


def _sqlite_records(path: Path) -> list[dict[str, Any]]:
    """The ``chunks`` rows of the SQLite export ``path`` as JSON Lines records (docstring)."""
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        raise ExportError(f"{path} cannot be opened as a SQLite export: {error}") from error
    try:
        cursor = connection.execute("SELECT * FROM chunks ORDER BY document_id, chunkIndex")
        columns = [description[0] for description in cursor.description]
        rows = cursor.fetchall()
    except sqlite3.Error as error:
        raise ExportError(f"{path} is not a SQLite export of chunks: {error}") from error
    finally:
        connection.close()
    records = []
    for row in rows:
        record = {k: v for k, v in zip(columns, row, strict=True) if k not in SQLITE_TABLE_KEYS}
        for key in SQLITE_JSON_COLUMNS.intersection(record):
            if isinstance(record[key], str):
                record[key] = json.loads(record[key])
        if record.get("ocr") is not None:
            record["ocr"] = bool(record["ocr"])
        records.append(record)
    return records


def _split(path: Path | str, text_field: str) -> list[tuple[str, str, dict[str, Any]]]:
    """(id, text, metadata) per record of the export at ``path`` (JSON Lines or SQLite)."""
    if text_field not in TEXT_FIELDS:
        raise ExportError(
            f"text_field must be one of {', '.join(TEXT_FIELDS)}, not {text_field!r}."
        )
    path = Path(path)
    if not path.is_file():
        raise ExportError(f"{path} is not an export (no such file).")
    out = []
    for number, record in enumerate(_records(path), start=1):
        if not isinstance(record.get(text_field), str):
            raise ExportError(f"{path}, record {number}: no {text_field!r} text.")
        text = record[text_field]
        metadata = {k: v for k, v in record.items() if k not in TEXT_FIELDS}
        out.append(
            (f"{record.get('docId', '')}:{record.get('chunkIndex', number - 1)}", text, metadata)
        )
    return out


def to_langchain_documents(
    path: Path | str, *, text_field: str = "text"
) -> list[LangChainDocument]:
    """The records of the export ``path`` as LangChain documents (module docstring).

    Raises:
        ExportError: ``langchain-core`` is not installed, or ``path`` is no JSONL or SQLite
            export.
    """
    try:
        from langchain_core.documents import Document
    except ImportError as error:
        raise ExportError(
            "LangChain documents need langchain-core: pip install langchain-core"
        ) from error
    return [
        Document(page_content=text, metadata=metadata, id=key)
        for key, text, metadata in _split(path, text_field)
    ]


def to_llamaindex_documents(
    path: Path | str, *, text_field: str = "text"
) -> list[LlamaIndexDocument]:
    """The records of the export ``path`` as LlamaIndex documents (module docstring).

    Raises:
        ExportError: ``llama-index-core`` is not installed, or ``path`` is no JSONL or SQLite
            export.
    """
    try:
        from llama_index.core import Document
    except ImportError as error:
        raise ExportError(
            "LlamaIndex documents need llama-index-core: pip install llama-index-core"
        ) from error
    documents = []
    for key, text, metadata in _split(path, text_field):
        hidden = [k for k in metadata if k not in LLAMAINDEX_SHOWN_METADATA]
        documents.append(
            Document(
                text=text,
                metadata=metadata,
                id_=key,
                excluded_embed_metadata_keys=hidden,
                excluded_llm_metadata_keys=hidden,
            )
        )
    return documents
