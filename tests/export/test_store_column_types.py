"""A crafted review store whose edit row holds a value of the wrong type is a typed error.

SQLite's dynamic typing lets a damaged or crafted store hold a BLOB in a TEXT column, or
text in an INTEGER one. An edit row whose description was a BLOB reached the export's
redaction of the audit trail as ``bytes`` and ended ``inspector export`` with a
``TypeError`` traceback (issue 26).
Every column of an edit row is checked when the rows are read, and the document text (a
BLOB column) that is not bytes is refused: ``StoreFormatError``, one line.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.errors import InspectorError
from inspector.review.access import open_session
from inspector.review.chunk_json import StoreFormatError
from inspector.review.edits_decisions import SetNote
from inspector.review.store import ReviewStore
from tests.conftest import SAMPLE_DOCS

DAMAGE = {
    # column: (SQL, what the message names)
    "description": ("UPDATE edits SET description = x'ff'", "bytes as its description"),
    "reviewer": ("UPDATE edits SET reviewer = x'616e61'", "bytes as its reviewer"),
    "before": ("UPDATE edits SET before = x'00'", "bytes as its before"),
    "config_after": ("UPDATE edits SET config_after = x'7b7d'", "bytes as its config_after"),
    # A number in a TEXT column is stored as text (column affinity); in an INTEGER one, text
    # that is not a number stays text, and a BLOB column keeps whatever it is given.
    "undo_of": ("UPDATE edits SET undo_of = 'one'", "str as its undo_of"),
    "document text": ("UPDATE document SET text = 'plain text'", "bytes-like object is required"),
}


def _damaged_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sql: str) -> tuple[Path, Path]:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    source = tmp_path / "contract.md"
    shutil.copy(SAMPLE_DOCS / "contract_en_services.md", source)
    document = load_document(source)
    config = default_config()
    session = open_session(
        source, document, config, "ana", lambda: chunk_document(document, config)
    )
    session.apply(SetNote(0, "checked"))
    store = session.store.path
    session.close()
    db = sqlite3.connect(store)
    with db:
        db.execute("PRAGMA foreign_keys = OFF")
        db.execute(sql)
    db.close()
    return source, store


@pytest.mark.parametrize("column", sorted(DAMAGE))
def test_export_of_a_store_with_a_mistyped_edit_column_is_one_typed_line(
    column: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    sql, named = DAMAGE[column]
    source, store = _damaged_store(tmp_path, monkeypatch, sql)
    assert store.is_file()
    out = tmp_path / "out.jsonl"
    status = main(["export", str(source), "--out", str(out), "--tenant", "t", "--all"])
    err = capsys.readouterr().err
    assert status == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    assert named in lines[0]
    assert "damaged" in lines[0]
    assert not out.exists()


def test_reading_the_rows_raises_the_stores_typed_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _source, path = _damaged_store(tmp_path, monkeypatch, DAMAGE["description"][0])
    store = ReviewStore.open(path)
    try:
        with pytest.raises(StoreFormatError, match="holds a bytes as its description") as caught:
            store.records(splices=False)
        assert isinstance(caught.value, InspectorError)
        with pytest.raises(StoreFormatError):
            store.records()
    finally:
        store.close()
