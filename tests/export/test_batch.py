"""Batch export: parallel workers give the same records as one, resume, failures, Dask."""

from __future__ import annotations

import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from inspector.cli import main
from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import SizeProfile, default_config
from inspector.export.batch import run_batch
from inspector.export.errors import ExportError
from inspector.review.access import open_session
from inspector.review.edits import SetStatus
from inspector.review.model import ReviewStatus
from tests.conftest import SAMPLE_DOCS

SMALL = [
    "law_en_data_archives.txt",
    "contract_en_services.md",
    "loi_fr_archives.docx",
    "qanun_ar_archives.docx",
    "truncated.pdf",
]
OCR_ARABIC = "qanun_ar_broken_text_layer.pdf"


def _dump(path: Path) -> dict[str, Any]:
    """Every row but ids and export times, in a stable order."""
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row

    def rows(sql: str, drop: set[str]) -> list[dict[str, Any]]:
        # sqlite3.Row iterates its values, so the column names come from keys().
        return [{k: r[k] for k in r.keys() if k not in drop} for r in db.execute(sql)]  # noqa: SIM118

    return {
        "documents": rows("SELECT * FROM documents ORDER BY docId", {"id", "exportedAt"}),
        "chunks": rows("SELECT * FROM chunks ORDER BY docId, chunkIndex", {"id", "document_id"}),
        "flags": rows(
            "SELECT * FROM flags ORDER BY docId, chunkIndex, position", {"id", "chunk_id"}
        ),
    }


@pytest.fixture
def small_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name in SMALL:
        shutil.copy(SAMPLE_DOCS / name, folder / name)
    return folder


@pytest.mark.slow
def test_two_workers_give_the_same_records_as_one_on_sample_docs(tmp_path: Path) -> None:
    # Every sample but the Arabic page read by OCR: image_only.pdf already puts an OCR'd page
    # through both runs, and the Arabic one would be two thirds of the test's time.
    folder = tmp_path / "docs"
    shutil.copytree(SAMPLE_DOCS, folder, ignore=shutil.ignore_patterns(OCR_ARABIC, "__*"))
    config = default_config()
    one, two = tmp_path / "one.sqlite", tmp_path / "two.sqlite"
    first = run_batch(folder, one, config, tenant_id="t", workers=1, include_all=True)
    second = run_batch(folder, two, config, tenant_id="t", workers=2, include_all=True)
    assert sorted(first.exported) == sorted(second.exported)
    assert len(first.exported) >= 15
    assert first.records == second.records > 0
    assert sorted(first.failed) == sorted(second.failed)
    assert {name for name, _ in first.failed} == {
        "empty.pdf",
        "encrypted.pdf",
        "truncated.pdf",
        "not_a_pdf.pdf",
        "missing_document_part.docx",
    }
    assert _dump(one) == _dump(two)


def test_resume_skips_documents_already_exported(small_folder: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    config = default_config()
    first = run_batch(small_folder, out, config, tenant_id="t", workers=2, include_all=True)
    assert sorted(first.exported) == sorted(n for n in SMALL if n != "truncated.pdf")
    assert [name for name, _ in first.failed] == ["truncated.pdf"]
    before = _dump(out)
    again = run_batch(small_folder, out, config, tenant_id="t", workers=2, include_all=True)
    assert again.exported == ()
    assert sorted(again.skipped) == sorted(first.exported)
    assert _dump(out) == before
    shutil.copy(SAMPLE_DOCS / "arret_fr_cassation.docx", small_folder)
    third = run_batch(small_folder, out, config, tenant_id="t", workers=2, include_all=True)
    assert third.exported == ("arret_fr_cassation.docx",)
    # Another configuration makes every document stale.
    changed = config.with_profile("article", SizeProfile(100, 150, 150))
    fourth = run_batch(small_folder, out, changed, tenant_id="t", workers=2, include_all=True)
    assert len(fourth.exported) == len(first.exported) + 1


def test_the_workers_chunk_with_the_batch_configuration(small_folder: Path, tmp_path: Path) -> None:
    # Local workers get the configuration once from the pool, not with every document.
    small = default_config().with_profile("article", SizeProfile(60, 90, 90))
    result = run_batch(
        small_folder, tmp_path / "out.sqlite", small, tenant_id="t", workers=2, include_all=True
    )
    db = sqlite3.connect(tmp_path / "out.sqlite")
    found = dict(db.execute("SELECT fileName, chunkCount FROM documents").fetchall())
    for config in (small, default_config()):
        expected = {
            name: len(chunk_document(load_document(small_folder / name), config).chunks)
            for name in result.exported
        }
        # Equal with the batch's configuration, not with the default one (smaller chunks).
        assert (found == expected) == (config is small)


def test_batch_cli(small_folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.sqlite"
    args = ["batch", str(small_folder), "--out", str(out), "--tenant", "t", "--workers", "2"]
    assert main(args) == 1  # truncated.pdf failed; the others are exported
    captured = capsys.readouterr()
    assert "4 document(s) exported" in captured.out
    assert "truncated.pdf: truncated.pdf is damaged" in captured.out
    assert "No document has approved chunks" in captured.out
    assert "[5/5]" in captured.err
    db = sqlite3.connect(out)
    assert db.execute("SELECT count(*) FROM documents").fetchone()[0] == 4
    assert db.execute("SELECT count(*) FROM chunks").fetchone()[0] == 0
    assert main([*args, "--all", "--force", "--timings"]) == 1
    db = sqlite3.connect(out)  # the export replaced the file: open the new one
    assert db.execute("SELECT count(*) FROM chunks").fetchone()[0] > 0
    timings = capsys.readouterr().err.splitlines()[-1]
    assert timings.startswith("timings: start-up ")
    assert "(until the first document began), documents " in timings
    assert timings.endswith(" s")
    # Each worker that prepared a document reports its busy time; on a fast machine the first
    # worker can take all five small documents before the second one starts.
    busy = re.search(r"; ([12]) worker\(s\) busy ([0-9.]+(?: / [0-9.]+)*) s$", timings)
    assert busy is not None, timings
    assert len(busy.group(2).split(" / ")) == int(busy.group(1))


def test_a_batch_exports_stored_reviews(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "docs"
    folder.mkdir()
    for name in ("contract_en_services.md", "law_en_data_archives.txt"):
        shutil.copy(SAMPLE_DOCS / name, folder / name)
    config = default_config()
    # No review store at all: the workers export the engine's chunks, none approved.
    before = run_batch(folder, tmp_path / "before.sqlite", config, tenant_id="t", workers=2)
    assert len(before.exported) == 2
    assert before.approved == before.records == 0
    path = folder / "contract_en_services.md"
    document = load_document(path)
    session = open_session(path, document, config, "ana", lambda: chunk_document(document, config))
    session.apply(SetStatus((0, 2), ReviewStatus.APPROVED))
    session.close()
    # Now a store exists: each document's review is looked up and the approved ones exported.
    out = tmp_path / "after.sqlite"
    after = run_batch(folder, out, config, tenant_id="t", workers=2)
    assert after.approved == after.records == 2
    db = sqlite3.connect(out)
    rows = db.execute("SELECT docId, chunkIndex, reviewer FROM chunks ORDER BY chunkIndex")
    assert [(index, reviewer) for _, index, reviewer in rows] == [(0, "ana"), (2, "ana")]


# A worker of a batch with no review store: the preload and the document never import the
# review modules (about 10 ms of every batch's serial start-up when they were preloaded).
NO_REVIEW_PROBE = f"""
import sys
import inspector.cli_batch_warmup
from inspector.engine.config import default_config
from inspector.export.batch import BatchJob, prepare_document
job = BatchJob({str(SAMPLE_DOCS / "contract_en_services.md")!r}, default_config(), "t", True,
               "hash", None, b"salt", None)
prepared = prepare_document(job)
print(len(prepared.chunks), prepared.error or "-",
      sorted(m for m in sys.modules if m.startswith("inspector.review")))
"""


def test_without_review_stores_workers_never_import_the_review_modules() -> None:
    done = subprocess.run(
        [sys.executable, "-c", NO_REVIEW_PROBE], capture_output=True, text=True, check=True
    )
    chunks, error, review_modules = done.stdout.split(maxsplit=2)
    assert int(chunks) > 10
    assert error == "-"
    assert review_modules.strip() == "[]"


# Registered first, this runs last at exit: after the batch command's own exit call.
EXIT_PROBE = """
import atexit, gc, sys
atexit.register(lambda: print("frozen at exit:", gc.get_freeze_count() > 0))
from inspector.cli import main
status = main(["batch", sys.argv[1], "--out", sys.argv[2], "--tenant", "t", "--workers", "1"])
print("frozen before exit:", gc.get_freeze_count() > 0, status)
"""


def test_the_batch_command_leaves_its_heap_to_the_exit(small_folder: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.sqlite"
    done = subprocess.run(
        [sys.executable, "-c", EXIT_PROBE, str(small_folder), str(out)],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert "frozen before exit: False 1" in lines  # truncated.pdf failed
    assert lines[-1] == "frozen at exit: True"
    assert "leaked" not in done.stderr
    assert sqlite3.connect(out).execute("SELECT count(*) FROM documents").fetchone()[0] == 4


def test_batch_refuses_jsonl_and_missing_folders(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="SQLite"):
        run_batch(tmp_path, tmp_path / "o.jsonl", default_config(), tenant_id="t")
    with pytest.raises(ExportError, match="is not a folder"):
        run_batch(tmp_path / "nope", tmp_path / "o.sqlite", default_config(), tenant_id="t")


def test_dask_scheduler_gives_the_same_records(small_folder: Path, tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    config = default_config()
    local = tmp_path / "local.sqlite"
    run_batch(small_folder, local, config, tenant_id="t", workers=1, include_all=True)
    remote = tmp_path / "dask.sqlite"
    # One in-process worker thread: PyMuPDF is not thread-safe, so no two loads run at once.
    # The dashboard on a free port (":0"): its default, 8787, may be taken by another process
    # on the machine, and distributed's warning about it would fail the test.
    with distributed.LocalCluster(
        processes=False, n_workers=1, threads_per_worker=1, dashboard_address=":0"
    ) as cluster:
        result = run_batch(
            small_folder,
            remote,
            config,
            tenant_id="t",
            scheduler=cluster.scheduler_address,
            include_all=True,
        )
    assert [name for name, _ in result.failed] == ["truncated.pdf"]
    assert _dump(local) == _dump(remote)
