"""Export records encoded as rows of the SQLite ``chunks`` table, ready for ``executemany``.

A batch encodes them in its worker processes (``encode_chunks``) and sends the rows to the
parent, the only SQLite writer: the parent then only binds values, and the rows (flat tuples of
strings and numbers, lists and objects already JSON text) pickle and unpickle in a fraction of
the time the nested records took. It keeps the parent's share of the two cores small while two
workers are busy. Deliberately free of sqlite-utils and of the schema module, which the
workers never import; the parent checks the column names against the schema
(``SqliteExport``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

_encode_json = json.JSONEncoder(ensure_ascii=False).encode
"""Lists and objects as sqlite-utils stores them: compact-ish JSON, non-ASCII kept."""

PARENT_KEY = "document_id"
"""The column the writer fills in (the documents row it has just inserted)."""


@dataclass(frozen=True, slots=True)
class ChunkRows:
    """One document's chunk records as table rows.

    ``columns`` are the record fields (first-seen order, ``PARENT_KEY`` left out); each row
    has one value per column, ``None`` where a record lacks the field.
    """

    columns: tuple[str, ...] = ()
    rows: list[tuple[Any, ...]] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)


def encode_chunks(records: Sequence[Mapping[str, Any]]) -> ChunkRows:
    """``records`` (``export_records`` dictionaries) as ``ChunkRows``."""
    seen: dict[str, None] = {}
    for record in records:
        seen.update(dict.fromkeys(record))
    seen.pop(PARENT_KEY, None)
    columns = tuple(seen)
    return ChunkRows(columns, [encode_row(record, columns) for record in records])


def encode_row(record: Mapping[str, Any], columns: Sequence[str]) -> tuple[Any, ...]:
    """One record's values in ``columns`` order; lists and objects as JSON text."""
    values = [record.get(name) for name in columns]
    for index, value in enumerate(values):
        if isinstance(value, list | dict):
            values[index] = _encode_json(value)
    return tuple(values)
