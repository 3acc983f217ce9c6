"""A crafted review store nested deeper than the interpreter's limit is a typed, one-line error.

``json.loads`` raises ``RecursionError`` (not a ``ValueError``) on JSON nested 100,000 deep;
``inspector export`` used to die with that traceback. Every JSON column a store holds is
checked: the base state, the snapshot and an edit's splice.
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
from inspector.review.access import open_session
from inspector.review.edits_decisions import SetNote
from tests.conftest import SAMPLE_DOCS

DEEP = "[" * 100_000 + "]" * 100_000

DAMAGE = {
    "base state": ("UPDATE base SET state = ?", (DEEP,)),
    "snapshot": ("INSERT INTO snapshot (seq, state) VALUES (1, ?)", (DEEP,)),
    "edit splice": ("UPDATE edits SET splice = ?, inverse = ?", (DEEP, DEEP)),
}


@pytest.mark.parametrize("column", sorted(DAMAGE))
def test_export_of_a_store_nested_too_deep_is_one_typed_line(
    column: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
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
    sql, parameters = DAMAGE[column]
    with sqlite3.connect(store) as db:
        db.execute(sql, parameters)
    db.close()
    out = tmp_path / "out.jsonl"
    status = main(["export", str(source), "--out", str(out), "--tenant", "t", "--all"])
    err = capsys.readouterr().err
    assert status == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    assert "recursion depth" in lines[0]
    assert str(store) in lines[0] or "review store" in lines[0]
    assert not out.exists()
