"""Batch worker processes: what the fork server preloads, and a worker killed mid-batch."""

from __future__ import annotations

import gc
import multiprocessing
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from inspector.engine.config import default_config
from inspector.export import batch
from inspector.export.batch import run_batch
from inspector.export.batch_server import (
    KINDS_VARIABLE,
    WARMUP_MODULE,
    kinds_in,
    start_worker_server,
    worker_context,
)
from inspector.export.errors import ExportError
from inspector.export.sqlite_schema import FTS_INSERT_TRIGGER
from tests.conftest import SAMPLE_DOCS

GOOD = [
    "judgment_en_appeal.pdf",
    "loi_fr_archives.docx",
    "qanun_ar_archives.docx",
    "contract_en_services.md",
    "law_en_data_archives.txt",
]

# Loaded lazily by the engine, each of these cost a worker 0.1-0.5 s of CPU on its first
# document when the server did not load it first (langdetect's profiles were the largest;
# numpy comes with the glyph-run box merge of every PDF and DOCX).
PRELOAD_PROBE = f"""
import sys
import {WARMUP_MODULE}
from inspector.document import language
from inspector.engine import config
print(language._detector_factory.cache_info().currsize == 1, len(config._compiled),
      "pymupdf" in sys.modules, "numpy" in sys.modules, "inspector.export.batch" in sys.modules)
sys.exit(3)
"""


def test_the_warm_up_module_loads_what_every_worker_needs() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PRELOAD_PROBE], capture_output=True, text=True, check=False
    )
    # Outside the fork server, the module's quick exit is not installed: the status is kept.
    assert done.returncode == 3, done.stderr
    langdetect_loaded, compiled, pymupdf, numpy, batch_module = done.stdout.split()
    assert langdetect_loaded == "True"
    assert int(compiled) >= 1
    assert pymupdf == numpy == batch_module == "True"


def test_the_worker_context_preloads_the_warm_up_module() -> None:
    context = worker_context()
    if "forkserver" in multiprocessing.get_all_start_methods():
        assert context.get_start_method() == "forkserver"
        from multiprocessing import forkserver

        server = getattr(forkserver, "_forkserver")  # noqa: B009 (private: no stub)
        assert WARMUP_MODULE in server._preload_modules
        # Started early, the server is the one the pool then forks from.
        start_worker_server()
        assert server._forkserver_pid is not None
    else:
        assert context.get_start_method() == "spawn"


@pytest.mark.skipif(
    "forkserver" not in multiprocessing.get_all_start_methods(), reason="needs forkserver"
)
def test_a_killed_worker_stops_the_batch_and_keeps_what_is_done(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name in GOOD:
        shutil.copy(SAMPLE_DOCS / name, folder / name)
    out = tmp_path / "out.sqlite"
    others = {child.pid for child in multiprocessing.active_children()}
    killed: list[int] = []
    progress: list[str] = []

    def kill_workers(done: int, total: int, name: str) -> None:
        # After the first document is written: kill this batch's workers (our new children).
        progress.append(name)
        if not killed:
            for child in multiprocessing.active_children():
                if child.pid is not None and child.pid not in others:
                    os.kill(child.pid, signal.SIGKILL)
                    killed.append(child.pid)

    with pytest.raises(ExportError, match="A worker process died") as caught:
        run_batch(
            folder,
            out,
            default_config(),
            tenant_id="t",
            workers=2,
            include_all=True,
            on_progress=kill_workers,
        )
    assert killed
    assert f"saved in {out.name}: run the batch again" in str(caught.value)
    assert out.stat().st_mode & 0o777 == 0o600
    saved = sqlite3.connect(out).execute("SELECT count(*) FROM documents").fetchone()[0]
    assert saved == len(progress) >= 1  # every document reported done was published
    again = run_batch(folder, out, default_config(), tenant_id="t", workers=2, include_all=True)
    assert sorted(again.skipped) == sorted(progress)
    assert sorted(again.skipped + again.exported) == sorted(GOOD)


def test_checkpoints_publish_a_consistent_file_mid_batch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name in GOOD:
        shutil.copy(SAMPLE_DOCS / name, folder / name)
    out = tmp_path / "out.sqlite"
    # No least interval: checkpoints are then spaced by their own duration only.
    monkeypatch.setattr(batch, "CHECKPOINT_SECONDS", 0.0)
    seen: list[tuple[int, int, int]] = []

    def look(done: int, total: int, name: str) -> None:
        if out.exists():
            db = sqlite3.connect(out)
            documents = db.execute("SELECT count(*) FROM documents").fetchone()[0]
            chunks = db.execute("SELECT count(*) FROM chunks").fetchone()[0]
            indexed = db.execute("SELECT count(*) FROM chunks_fts").fetchone()[0]
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            # The full-text index holds exactly the chunks' rows, and new rows will reach it.
            db.execute("INSERT INTO chunks_fts (chunks_fts) VALUES ('integrity-check')")
            trigger = "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = ?"
            assert db.execute(trigger, [FTS_INSERT_TRIGGER]).fetchone()[0] == 1
            db.close()
            seen.append((documents, chunks, indexed))

    result = run_batch(
        folder, out, default_config(), tenant_id="t", workers=1, include_all=True, on_progress=look
    )
    assert len(result.exported) == len(GOOD)
    assert seen, "no checkpoint was published before the end"
    for documents, chunks, indexed in seen:
        assert 1 <= documents < len(GOOD)
        assert chunks == indexed > 0  # the full-text index matches the chunks


def test_timings_follow_the_batch_phases(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name in GOOD:
        shutil.copy(SAMPLE_DOCS / name, folder / name)
    before = time.monotonic()
    result = run_batch(folder, tmp_path / "out.sqlite", default_config(), tenant_id="t", workers=2)
    after = time.monotonic()
    timings = result.timings
    assert before <= timings.started < timings.first_document < timings.last_result
    assert timings.last_result <= timings.finished <= after
    assert set(timings.busy) == set(result.worker_cpu)
    # Workers that prepared a document (a fast first worker may leave the other none).
    assert 1 <= len(timings.busy) <= 2
    # Each worker was busy at most from the first document to the last result.
    for busy in timings.busy.values():
        assert 0 < busy <= timings.last_result - timings.first_document
    nothing = run_batch(folder, tmp_path / "out.sqlite", default_config(), tenant_id="t")
    assert nothing.timings.first_document == 0.0
    assert nothing.timings.describe().endswith("no document prepared")


@pytest.mark.skipif(
    "forkserver" not in multiprocessing.get_all_start_methods(), reason="needs forkserver"
)
def test_workers_start_with_the_preload_out_of_the_collectors_sight() -> None:
    with ProcessPoolExecutor(1, mp_context=worker_context()) as pool:
        frozen = pool.submit(gc.get_freeze_count).result()
        collecting = pool.submit(gc.isenabled).result()
    assert frozen > 10_000  # the preloaded modules, rules and tables
    # The collector was off while the server preloaded, and is on again in every worker.
    assert collecting is True


def test_importing_the_warm_up_module_leaves_the_collector_on() -> None:
    probe = f"import gc, {WARMUP_MODULE}; print(gc.isenabled(), gc.get_freeze_count())"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    # On, and nothing frozen: only the fork server freezes what it preloaded.
    assert done.stdout.split() == ["True", "0"]


# What the fork server preloads for a folder of one kind of file (KINDS_VARIABLE as
# start_worker_server sets it for the server): only the loaders those files need.
KINDS_PROBE = f"""
import sys
import {WARMUP_MODULE} as warm_up
print(",".join(sorted(warm_up.KINDS)) or "-", "pymupdf" in sys.modules,
      "inspector.document.docx" in sys.modules, "numpy" in sys.modules,
      "inspector.document.plain" in sys.modules)
"""


@pytest.mark.parametrize(
    ("kinds", "expected"),
    [
        (None, "docx,pdf True True True True"),
        ("pdf", "pdf True False True True"),
        ("docx", "docx False True True True"),
        ("", "- False False False True"),
    ],
)
def test_the_preload_holds_the_loaders_of_the_batch_files(kinds: str | None, expected: str) -> None:
    env = {k: v for k, v in os.environ.items() if k != KINDS_VARIABLE}
    if kinds is not None:
        env[KINDS_VARIABLE] = kinds
    done = subprocess.run(
        [sys.executable, "-c", KINDS_PROBE], capture_output=True, text=True, check=True, env=env
    )
    assert " ".join(done.stdout.split()) == expected


def test_kinds_in_names_the_loaders_by_suffix() -> None:
    assert kinds_in(["a.PDF", "b.txt", Path("c/d.docx"), "e.md"]) == {"pdf", "docx"}
    assert kinds_in(["a.txt", "b.md", "c.doc"]) == frozenset()


def test_starting_the_server_leaves_the_environment_as_it_was(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(KINDS_VARIABLE, raising=False)
    start_worker_server({"pdf"})
    assert KINDS_VARIABLE not in os.environ
    monkeypatch.setenv(KINDS_VARIABLE, "docx")
    start_worker_server({"pdf"})
    assert os.environ[KINDS_VARIABLE] == "docx"
