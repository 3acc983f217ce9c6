"""Chunk rows encoded in a batch worker store exactly what the records themselves store."""

from __future__ import annotations

import pickle
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from inspector.export.chunk_rows import ChunkRows, encode_chunks
from inspector.export.records import document_row, export_records
from inspector.export.sqlite_store import SqliteExport
from tests.export.helpers import CONTRACT_PDF, QANUN_DOCX, reviewed


def _chunks(path: Path) -> list[tuple[Any, ...]]:
    db = sqlite3.connect(path)
    rows = db.execute("SELECT * FROM chunks ORDER BY id").fetchall()
    flags = db.execute("SELECT * FROM flags ORDER BY id").fetchall()
    indexed = db.execute("SELECT rowid, text FROM chunks_fts ORDER BY rowid").fetchall()
    db.close()
    return [*rows, *flags, *indexed]


@pytest.mark.parametrize("sample", [CONTRACT_PDF, QANUN_DOCX], ids=lambda p: p.name)
def test_encoded_rows_store_the_same_rows_as_the_records(sample: Path, tmp_path: Path) -> None:
    source = reviewed(sample)
    records = export_records(source, tenant_id="t", include_all=True)
    document = document_row(source, tenant_id="t", exported=len(records), exported_at="now")
    # Sent from a worker: pickled and unpickled on the way.
    encoded = pickle.loads(pickle.dumps(encode_chunks(records)))
    assert isinstance(encoded, ChunkRows)
    assert len(encoded) == len(records) > 10
    assert any(name == "bboxes" for name in encoded.columns)
    for path, chunks in (
        (tmp_path / "records.sqlite", records),
        (tmp_path / "rows.sqlite", encoded),
    ):
        with SqliteExport(path) as store:
            store.replace_document(document, chunks)
    written = _chunks(tmp_path / "records.sqlite")
    assert len(written) > 2 * len(records)
    assert _chunks(tmp_path / "rows.sqlite") == written


def test_a_field_the_chunks_table_lacks_is_refused(tmp_path: Path) -> None:
    source = reviewed(QANUN_DOCX)
    records = export_records(source, tenant_id="t", include_all=True)
    document = document_row(source, tenant_id="t", exported=len(records), exported_at="now")
    strange = [{**records[0], "embedding": [0.1, 0.2]}, *records[1:]]
    with (
        SqliteExport(tmp_path / "out.sqlite") as store,
        pytest.raises(ValueError, match="embedding"),
    ):
        store.replace_document(document, encode_chunks(strange))
