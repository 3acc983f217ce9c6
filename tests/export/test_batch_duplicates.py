"""Identical files in one batch: prepared once, stored under the first name in the order."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

from inspector.engine.config import default_config
from inspector.export.batch import batch_files, run_batch
from inspector.export.batch_results import BatchTally, BatchTimings
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


def test_copies_are_not_prepared_again(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    seen: list[tuple[int, str]] = []
    result = run_batch(
        folder,
        tmp_path / "out.sqlite",
        default_config(),
        tenant_id="t",
        workers=2,
        include_all=True,
        on_progress=lambda done, total, name: seen.append((total, name)),
    )
    # Five files, three of them identical: three documents go to the workers.
    assert sorted(name for _, name in seen) == sorted([*ORIGINALS[:2], "a-copy.txt"])
    assert {total for total, _ in seen} == {3}
    assert len(result.duplicates) == 2


def test_copies_share_what_happened_to_their_first_file(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    broken = SAMPLE_DOCS / "truncated.pdf"
    for name in ("broken-1.pdf", "broken-2.pdf"):
        shutil.copy(broken, folder / name)
    out = tmp_path / "out.sqlite"
    config = default_config()
    result = run_batch(folder, out, config, tenant_id="t", workers=1, include_all=True)
    failed = dict(result.failed)
    assert set(failed) == {"broken-1.pdf", "broken-2.pdf"}
    assert "broken-1.pdf" in failed["broken-1.pdf"]
    assert failed["broken-2.pdf"] == f"identical to broken-1.pdf: {failed['broken-1.pdf']}"
    # Run again: the first files are up to date, and so are their copies.
    again = run_batch(folder, out, config, tenant_id="t", workers=1, include_all=True)
    assert again.exported == ()
    assert again.duplicates == ()
    assert sorted(again.skipped) == sorted([*ORIGINALS[:2], *COPIES, "law_en_data_archives.txt"])
    assert sorted(dict(again.failed)) == ["broken-1.pdf", "broken-2.pdf"]


def test_tally_counts_copies_with_their_first_file() -> None:
    tally = BatchTally()
    assert tally.is_first(Path("/d/a.txt"), "same")
    assert not tally.is_first(Path("/d/b.txt"), "same")
    assert not tally.is_first(Path("/d/c.txt"), "same")
    assert tally.is_first(Path("/d/other.txt"), "other")
    assert tally.is_first(Path("/d/up.txt"), "up")
    assert not tally.is_first(Path("/d/up-copy.txt"), "up")
    tally.export("/d/a.txt", {"docId": "same", "approvedChunks": 2}, 5)
    tally.fail("/d/other.txt", "cannot read")
    tally.skip(Path("/d/up.txt"))
    result = tally.result({}, BatchTimings())
    assert result.exported == ("a.txt",)
    assert result.duplicates == ("b.txt", "c.txt")
    assert result.failed == (("other.txt", "cannot read"),)
    assert result.skipped == ("up.txt", "up-copy.txt")
    assert (result.records, result.approved) == (5, 2)
