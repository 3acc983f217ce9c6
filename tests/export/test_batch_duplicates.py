"""Identical files in one batch: one set of rows, the first file's in the batch's order."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

from inspector.engine.config import default_config
from inspector.export.batch import batch_files, run_batch
from inspector.export.batch_results import BatchTimings, KeptRows
from tests.conftest import SAMPLE_DOCS

ORIGINALS = ["loi_fr_archives.docx", "contract_en_services.md", "law_en_data_archives.txt"]
COPIES = ["a-copy.txt", "b-copy.txt"]
"""Copies of law_en_data_archives.txt; in the batch's order (size, then name) 'a-copy.txt'
comes first of the three identical files."""


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name in ORIGINALS:
        shutil.copy(SAMPLE_DOCS / name, folder / name)
    for name in COPIES:
        shutil.copy(SAMPLE_DOCS / "law_en_data_archives.txt", folder / name)
    return folder


def _rows(path: Path) -> tuple[list[tuple[Any, ...]], ...]:
    db = sqlite3.connect(path)
    try:
        documents = db.execute(
            "SELECT docId, fileName, chunkCount FROM documents ORDER BY docId"
        ).fetchall()
        chunks = db.execute(
            "SELECT docId, chunkIndex, fileName, text FROM chunks ORDER BY docId, chunkIndex"
        ).fetchall()
        flags = db.execute("SELECT count(*) FROM flags").fetchall()
        fts = db.execute("SELECT count(*) FROM chunks_fts").fetchall()
        return documents, chunks, flags, fts
    finally:
        db.close()


def test_identical_files_keep_the_rows_of_the_first_in_the_batch_order(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    order = [p.name for p in batch_files(folder)]
    first_copy = min(
        (n for n in order if n in {*COPIES, "law_en_data_archives.txt"}), key=order.index
    )
    assert first_copy == "a-copy.txt"
    config = default_config()
    outputs = {}
    for workers in (1, 2):
        out = tmp_path / f"out-{workers}.sqlite"
        result = run_batch(folder, out, config, tenant_id="t", workers=workers, include_all=True)
        assert sorted(result.exported) == sorted([*ORIGINALS[:2], first_copy])
        assert sorted(result.duplicates) == ["b-copy.txt", "law_en_data_archives.txt"]
        assert "2 identical to one of them" in result.describe()
        outputs[workers] = _rows(out)
        documents, chunks, _, fts = outputs[workers]
        assert len(documents) == 3
        assert result.records == len(chunks) == fts[0][0] > 0
        names = {name for _, name, _ in documents}
        assert names == {*ORIGINALS[:2], first_copy}
        assert {name for _, _, name, _ in chunks} == names
    assert outputs[1] == outputs[2]


def test_an_earlier_file_arriving_later_replaces_the_rows_kept() -> None:
    kept = KeptRows({"/d/a.txt": 0, "/d/b.txt": 1, "/d/c.txt": 2, "/d/other.txt": 3})
    row = {"docId": "same", "approvedChunks": 2}
    assert kept.takes("/d/b.txt", row, 5)  # first to arrive: written
    assert not kept.takes("/d/c.txt", row, 5)  # later in the order: not written
    assert kept.takes("/d/a.txt", row, 5)  # earlier in the order: replaces b's rows
    assert kept.takes("/d/other.txt", {"docId": "other", "approvedChunks": 0}, 3)
    result = kept.result([], [], {}, BatchTimings())
    assert result.exported == ("a.txt", "other.txt")
    assert sorted(result.duplicates) == ["b.txt", "c.txt"]
    assert (result.records, result.approved) == (8, 2)
