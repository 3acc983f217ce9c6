# mypy: disallow-untyped-calls=False
# (PyMuPDF leaves many functions unannotated; see inspector/document/pdf/render.py.)
"""A long PDF's first pages come first, provisionally; the final result is the engine's own."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from inspector.document.load import load_document
from inspector.document.pdf.mupdf import pymupdf
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.types import ChunkSet
from inspector.gui.jobs.tasks import LoadTask, RechunkTask
from inspector.gui.main_window import MainWindow
from inspector.gui.stall_probe import StallProbe
from inspector.workers.load_prefix import MIN_PAGES, PREFIX_PAGES, load_prefix, pad_pages
from tests.gui.conftest import LOAD_TIMEOUT_MS, chunk_state, open_and_wait, sample

pytestmark = pytest.mark.gui

COPIES = 4
"""The long PDF is this many copies of a 12-page sample law: 48 real pages of legal text."""


def loading(window: MainWindow) -> bool:
    """Whether a document is loading (a call: mypy's narrowing does not outlive a cancel)."""
    return window.controller.pending is not None


@pytest.fixture(scope="module")
def long_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real long law: the sample law's pages, repeated (PyMuPDF copies the pages as they are)."""
    source = pymupdf.open(sample("law_en_data_archives.pdf"))
    target = pymupdf.open()
    for _ in range(COPIES):
        target.insert_pdf(source)
    path = tmp_path_factory.mktemp("long") / "long_law.pdf"
    target.save(path)
    assert target.page_count >= MIN_PAGES
    return path


@pytest.fixture(scope="module")
def engine_result(long_pdf: Path) -> ChunkSet:
    """What the engine makes of the whole file, in this process."""
    return chunk_document(load_document(long_pdf), default_config())


def test_worker_sends_the_first_pages_then_the_engines_result(
    qtbot: QtBot, long_pdf: Path, engine_result: ChunkSet
) -> None:
    task = LoadTask(long_pdf, None, None)
    seen: list[str] = []
    early: list[ChunkSet] = []

    def on_provisional(_document: object, chunks: ChunkSet, _config: object) -> None:
        seen.append("provisional")
        early.append(chunks)

    task.provisional.connect(on_provisional)
    task.succeeded.connect(lambda *_: seen.append("done"))
    with qtbot.waitSignal(task.succeeded, timeout=LOAD_TIMEOUT_MS) as final:
        task.start()
    assert seen == ["provisional", "done"]
    document, chunk_set, _config = final.args
    assert chunk_set == engine_result
    assert len(document.pages) == COPIES * 12
    # The provisional chunks are the engine's cut of the first pages, loaded on their own.
    prefix = load_prefix(long_pdf, None)
    assert prefix is not None
    assert len(prefix.pages) == PREFIX_PAGES
    assert early[0] == chunk_document(prefix, default_config())
    assert all(chunk.page_end < PREFIX_PAGES for chunk in early[0].chunks)
    assert task.wait(5.0)


def test_window_draws_provisional_overlays_then_the_final_chunks(
    window: MainWindow, qtbot: QtBot, long_pdf: Path, engine_result: ChunkSet
) -> None:
    controller, overlay = window.controller, window.overlay
    with qtbot.waitSignal(controller.provisional_chunks, timeout=LOAD_TIMEOUT_MS) as early:
        assert window.open_file(long_pdf)
    provisional = early.args[0]
    if controller.pending is not None:  # not overtaken by the final result already
        assert provisional.read_only
        assert len(provisional.document.pages) == window.page_view.page_count
        assert overlay.state is provisional
        assert controller.state is None  # nothing to edit or export yet
        assert controller.list_model.rowCount() == 0  # nothing to select
        assert "provisional" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: controller.pending is None, timeout=LOAD_TIMEOUT_MS)
    state = controller.state
    assert state is not None
    assert state is not provisional
    assert state.chunk_set == engine_result
    assert overlay.state is state
    assert controller.list_model.rowCount() == len(engine_result.chunks)
    qtbot.waitUntil(lambda: 0 in overlay.built_pages())
    assert overlay.line_items(0)  # the final chunks are drawn on page 1


def test_cancel_while_provisional_goes_back_to_the_previous_document(
    window: MainWindow, qtbot: QtBot, long_pdf: Path
) -> None:
    controller = window.controller
    before = open_and_wait(qtbot, window, sample("contract_en_services.pdf"))
    source = window.page_view.source
    with qtbot.waitSignal(controller.provisional_chunks, timeout=LOAD_TIMEOUT_MS):
        assert window.open_file(long_pdf)
    assert loading(window), "the provisional result came after the final one"
    assert window.page_view.page_count == COPIES * 12
    controller.cancel()
    assert not loading(window)
    assert controller.state is before
    assert window.page_view.source is source
    assert window.overlay.state is before
    assert controller.list_model.state is before
    assert controller.list_model.rowCount() == len(before)
    assert "cancelled" in window.statusBar().currentMessage()


def test_short_pdfs_and_other_files_have_no_prefix(tmp_path: Path) -> None:
    assert load_prefix(sample("law_en_data_archives.pdf"), None) is None  # 12 pages
    assert load_prefix(sample("contract_en_services.docx"), None) is None
    not_a_pdf = tmp_path / "fake.pdf"
    not_a_pdf.write_bytes(b"%PDF-1.7 truncated")
    assert load_prefix(not_a_pdf, None) is None  # the full load reports the damage


@given(
    extra=st.lists(st.tuples(st.floats(100, 2000), st.floats(100, 2000)), min_size=0, max_size=30)
)
def test_padding_keeps_the_prefix_and_adds_empty_pages(
    extra: list[tuple[float, float]],
) -> None:
    document = chunk_state("law_en_data_archives.pdf").document
    own = tuple((page.width, page.height) for page in document.pages)
    padded = pad_pages(document, own + tuple(extra))
    assert padded.pages[: len(own)] == document.pages
    assert len(padded.pages) == len(own) + len(extra)
    end = len(document.text)
    for index, page in enumerate(padded.pages[len(own) :], start=len(own)):
        assert page.index == index
        assert (page.text_start, page.text_end) == (end, end)
        assert page.quality.has_text_layer
        assert not page.quality.reason
    assert padded.text == document.text
    assert padded.blocks == document.blocks


def test_rechunk_in_a_worker_equals_the_engine_and_can_be_cancelled(qtbot: QtBot) -> None:
    state = chunk_state("qanun_ar_archives.pdf")
    config = state.config.with_profile(
        "article",
        replace(state.config.profiles["article"], target_min=40, target_max=90, max_tokens=110),
    )
    task = RechunkTask(state.document, config)
    with qtbot.waitSignal(task.succeeded, timeout=LOAD_TIMEOUT_MS) as done:
        task.start()
    (chunk_set,) = done.args
    assert chunk_set == chunk_document(state.document, config)
    assert chunk_set != state.chunk_set
    assert task.wait(10)
    stopped = RechunkTask(state.document, config)
    outcomes: list[object] = []
    stopped.succeeded.connect(outcomes.append)
    stopped.start()
    with qtbot.waitSignal(stopped.cancelled, timeout=100):
        stopped.cancel()
    assert stopped.wait(10)
    qtbot.wait(100)
    assert outcomes == []  # nothing is reported after a cancel


def test_stall_probe_tells_own_work_from_waiting(qtbot: QtBot) -> None:
    probe = StallProbe()
    probe.start()
    qtbot.wait(50)

    def busy() -> None:  # 150 ms of this process's CPU on the GUI thread
        start = time.process_time()
        while time.process_time() - start < 0.15:
            pass

    QTimer.singleShot(0, busy)
    qtbot.wait(100)
    assert probe.worst_cpu_ms >= 100
    assert probe.worst_ms >= probe.worst_cpu_ms
    probe.reset()
    QTimer.singleShot(0, lambda: time.sleep(0.15))  # blocked, not working
    qtbot.wait(100)
    assert probe.worst_ms >= 100
    assert probe.worst_cpu_ms < 50
    probe.stop()
