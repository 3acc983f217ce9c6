"""Background work: the worker process, the piecewise transfer, re-chunking in a thread."""

from __future__ import annotations

import pickle
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from inspector.engine.config import default_config
from inspector.errors import LoadError
from inspector.gui.jobs.tasks import CallTask, LoadTask, RechunkTask, worker_context
from inspector.workers.transport import MAX_BYTES, MAX_ITEMS, Reassembler, pieces
from tests.gui import pdf_files
from tests.gui.conftest import LOAD_TIMEOUT_MS, chunk_state, sample

pytestmark = pytest.mark.gui


def test_transfer_in_pieces_rebuilds_equal_values() -> None:
    state = chunk_state("law_en_data_archives.pdf")
    document, chunk_set = state.document, state.chunk_set
    messages = [pickle.loads(pickle.dumps(piece)) for piece in pieces(document, chunk_set)]
    assert len(messages) > 5
    for message in messages:
        if message[0] == "extend":
            assert len(message[3]) <= MAX_ITEMS
        if message[0] == "array":
            assert len(message[5]) <= MAX_BYTES
    rebuilt = Reassembler()
    for message in messages:
        rebuilt.add(message)
    got_document, got_chunks = rebuilt.result()
    assert got_chunks == chunk_set
    assert got_document.text == document.text
    assert got_document.blocks == document.blocks
    assert got_document.pages == document.pages
    assert got_document.key == document.key
    assert got_document.excluded == document.excluded
    assert list(got_document.offset_map.boxes) == list(document.offset_map.boxes)
    assert list(got_document.offset_map.glyph_of) == list(document.offset_map.glyph_of)
    assert got_document.offset_map.boxes_for(0, 500) == document.offset_map.boxes_for(0, 500)


def test_missing_pieces_are_an_error() -> None:
    rebuilt = Reassembler()
    with pytest.raises(ValueError, match="incomplete"):
        rebuilt.result()
    with pytest.raises(ValueError, match="unknown verb"):
        rebuilt.add(("shred", "document", "text", ""))


def test_the_worker_is_a_fork_server_child(qtbot: QtBot) -> None:
    assert worker_context().get_start_method() in ("forkserver", "spawn")


def test_load_task_reports_progress_and_its_result(qtbot: QtBot) -> None:
    task = LoadTask(sample("qanun_ar_archives.pdf"), None, None)
    stages: list[tuple[str, int, int]] = []
    task.progressed.connect(lambda stage, done, total: stages.append((stage, done, total)))
    with qtbot.waitSignal(task.succeeded, timeout=LOAD_TIMEOUT_MS) as blocker:
        task.start()
    document, chunk_set, config = blocker.args
    assert len(document.pages) == 11
    assert chunk_set.chunks[-1].end == len(document.text)
    assert config.config_hash == default_config().config_hash
    assert ("load", 11, 11) in stages
    assert ("chunk", 100, 100) in stages
    assert not task.is_running
    assert task.wait(10)


def test_load_task_failure_is_a_load_error(qtbot: QtBot, tmp_path: Path) -> None:
    path = pdf_files.write_text_as_pdf(tmp_path / "notes.pdf")
    task = LoadTask(path, None, None)
    with qtbot.waitSignal(task.failed, timeout=LOAD_TIMEOUT_MS) as blocker:
        task.start()
    (error,) = blocker.args
    assert isinstance(error, LoadError)
    assert str(error) == "notes.pdf is named .pdf but is not a PDF file (it looks like plain text)."
    assert task.wait(10)


def test_cancel_is_immediate_and_the_worker_stops(qtbot: QtBot, tmp_path: Path) -> None:
    path = pdf_files.write_pdf(tmp_path / "long.pdf", 200)
    task = LoadTask(path, None, None)
    outcomes: list[str] = []
    task.succeeded.connect(lambda *_: outcomes.append("succeeded"))
    task.failed.connect(lambda *_: outcomes.append("failed"))
    task.start()
    process = task._process
    assert process is not None  # start() made (or adopted) the worker
    qtbot.waitUntil(
        lambda: bool(task._inbox.qsize()) or process.is_alive(), timeout=LOAD_TIMEOUT_MS
    )
    with qtbot.waitSignal(task.cancelled, timeout=100):
        task.cancel()
    assert not task.is_running
    assert task.wait(10)
    assert not process.is_alive()
    qtbot.wait(100)
    assert outcomes == []  # nothing is reported after a cancel


def test_rechunk_task_and_its_errors(qtbot: QtBot) -> None:
    state = chunk_state("law_en_data_archives.pdf")
    smaller = state.config.with_profile(
        "article",
        replace(state.config.profiles["article"], target_min=50, target_max=100, max_tokens=120),
    )
    task = RechunkTask(state.document, smaller)
    with qtbot.waitSignal(task.succeeded, timeout=LOAD_TIMEOUT_MS) as blocker:
        task.start()
    (chunk_set,) = blocker.args
    assert len(chunk_set.chunks) > len(state)
    broken_rule = replace(state.config.heading_rules[0], pattern="(unclosed")
    broken = replace(state.config, heading_rules=(broken_rule, *state.config.heading_rules[1:]))
    failing = RechunkTask(state.document, broken)
    with qtbot.waitSignal(failing.failed, timeout=LOAD_TIMEOUT_MS) as blocker:
        failing.start()
    assert "does not compile" in blocker.args[0]


def test_call_task(qtbot: QtBot, tmp_path: Path) -> None:
    good = CallTask(lambda: 6 * 7)
    with qtbot.waitSignal(good.succeeded) as blocker:
        good.start()
    assert blocker.args == [42]
    missing = CallTask(lambda: (tmp_path / "absent.toml").read_text())
    with qtbot.waitSignal(missing.failed) as blocker:
        missing.start()
    assert "No such file" in blocker.args[0]
