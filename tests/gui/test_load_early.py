"""The command line's file starts loading before the window exists; the window adopts it."""

from __future__ import annotations

import contextlib
import multiprocessing
import queue
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.gui.jobs.tasks import LoadTask
from inspector.workers import processes as worker_processes
from inspector.workers.processes import (
    EarlyLoad,
    claim_early_load,
    drop_early_load,
    warm_up_workers,
)
from tests.gui import pdf_files
from tests.gui.conftest import LOAD_TIMEOUT_MS, make_window, open_and_wait, sample

pytestmark = pytest.mark.gui


def stop(early: EarlyLoad) -> None:
    """Cancel a claimed early load and read its messages until its process has ended."""
    early.cancel.set()
    process = early.process
    assert process is not None
    deadline = time.monotonic() + 20.0
    while process.is_alive():
        assert time.monotonic() < deadline, "the cancelled worker still runs"
        with contextlib.suppress(queue.Empty):
            early.results.get(timeout=0.1)
    early.results.close()


def test_the_first_load_adopts_the_early_worker(qtbot: QtBot, tmp_path: Path) -> None:
    pdf = pdf_files.write_pdf(tmp_path / "contract.pdf", 4)
    starter = warm_up_workers(pdf)
    task = LoadTask(pdf.absolute(), None, None)
    # Adopted: there is no early load left for anyone else.
    assert claim_early_load(pdf, None, None) is None
    results: list[object] = []
    task.succeeded.connect(lambda document, chunks, config: results.append(chunks))
    with qtbot.waitSignal(task.succeeded, timeout=LOAD_TIMEOUT_MS):
        task.start()
    assert task.wait(10.0)
    starter.join(10.0)
    (chunk_set,) = results
    assert chunk_set == chunk_document(load_document(pdf), default_config())


def test_only_the_same_file_without_password_or_configuration_adopts_it(tmp_path: Path) -> None:
    pdf = pdf_files.write_pdf(tmp_path / "law.pdf", 3)
    other = pdf_files.write_pdf(tmp_path / "other.pdf", 3)
    starter = warm_up_workers(pdf)
    try:
        assert claim_early_load(other, None, None) is None
        assert claim_early_load(pdf, "secret", None) is None
        assert claim_early_load(pdf, None, default_config()) is None
        early = claim_early_load(pdf, None, None)
        assert early is not None
        assert early.path == pdf.absolute()
        assert claim_early_load(pdf, None, None) is None  # once only
    finally:
        starter.join(30.0)
    stop(early)  # claimed by this test: it reads nothing, so it stops the worker itself


def test_an_early_load_nobody_adopts_is_stopped(tmp_path: Path) -> None:
    pdf = sample("law_en_data_archives.pdf")
    starter = warm_up_workers(pdf)
    early = worker_processes._early  # the module's own record: nothing else can see it
    assert early is not None
    starter.join(30.0)
    drop_early_load()
    assert claim_early_load(pdf, None, None) is None
    assert early.cancel.is_set()
    # Its worker process ends (cancelled, or done and its output drained).
    deadline = time.monotonic() + 20.0
    while any(p.name == "inspector-load" for p in multiprocessing.active_children()):
        assert time.monotonic() < deadline, "the dropped early load still runs"
        time.sleep(0.05)


def test_a_window_opening_another_file_leaves_the_early_load_to_be_dropped(
    qtbot: QtBot, tmp_path: Path
) -> None:
    named = pdf_files.write_pdf(tmp_path / "named.pdf", 3)
    opened = pdf_files.write_pdf(tmp_path / "opened.pdf", 5)
    warm_up_workers(named).join(30.0)
    window = make_window(qtbot)
    state = open_and_wait(qtbot, window, opened)
    assert len(state.document.pages) == 5
    early = claim_early_load(named, None, None)
    assert early is not None  # not adopted by the other file's load
    drop_early_load()
    stop(early)


def test_the_launch_starts_the_load_and_the_page_modules_before_qt(tmp_path: Path) -> None:
    pdf = pdf_files.write_pdf(tmp_path / "named.pdf", 3)
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from inspector.gui.app import prepare_launch\n"
        "from inspector.workers.processes import drop_early_load\n"
        "if __name__ == '__main__':\n"
        f"    prepare_launch(Path({str(pdf)!r})).join(60)\n"
        "    print(sorted(m for m in ('numpy', 'pymupdf', 'PySide6') if m in sys.modules))\n"
        "    drop_early_load()\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    # Qt is not loaded yet; PyMuPDF and numpy are (the first page and its overlays need them).
    assert out.strip().splitlines()[-1] == "['numpy', 'pymupdf']"
