"""Opening documents in the background: pages first, chunks after, passwords, errors, cancel."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog, QLineEdit
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from inspector.gui.status_progress import SHOW_DELAY_MS, StatusProgress
from tests.gui.conftest import (
    LOAD_TIMEOUT_MS,
    DialogLog,
    Prompts,
    open_and_wait,
    sample,
    wait_loaded,
)

pytestmark = pytest.mark.gui

SAMPLE_PASSWORD = "inspector-sample"  # sample_docs/README.md


@pytest.mark.parametrize(
    "name",
    [
        "law_en_data_archives.pdf",
        "qanun_ar_archives.pdf",
        "contract_ar_en_supply.pdf",
        "contract_en_services.pdf",
        "judgment_en_appeal.pdf",
        "arret_fr_cassation.pdf",
        "loi_fr_archives.pdf",
    ],
)
def test_every_sample_pdf_opens_with_chunks_over_its_pages(
    window: MainWindow, qtbot: QtBot, dialogs: DialogLog, name: str
) -> None:
    state = open_and_wait(qtbot, window, sample(name))
    assert dialogs.warnings == []
    assert len(state) > 5
    assert window.page_view.page_count == len(state.document.pages)
    assert window.controller.list_model.rowCount() == len(state)
    # The chunks tile the text: the list shows exactly the engine's chunks.
    assert state.chunks[0].start == 0
    assert state.chunks[-1].end == len(state.document.text)
    qtbot.waitUntil(lambda: bool(window.overlay.built_pages()))
    assert any(window.overlay.line_items(i) for i in range(len(state)))
    assert window.windowTitle() == f"{name} — Legal Chunk Inspector"


@pytest.mark.parametrize(
    "name",
    [
        "contract_ar_en_supply.docx",
        "law_en_data_archives.docx",
        "law_en_data_archives.txt",
        "contract_en_services.md",
    ],
)
def test_documents_without_pages_open_in_the_text_view(
    window: MainWindow, qtbot: QtBot, dialogs: DialogLog, name: str
) -> None:
    state = open_and_wait(qtbot, window, sample(name))
    assert dialogs.warnings == []
    assert window.text_view.isVisible()
    assert not window.page_view.isVisible()
    assert window.text_view.state is state
    assert window.text_view.toPlainText() == state.document.text
    assert not window.window_actions.zoom_in.isEnabled()  # no pages to zoom
    assert window.window_actions.next_chunk.isEnabled()


def test_the_first_page_shows_before_the_chunks(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = sample("qanun_ar_archives.pdf")
    assert window.open_file(path)
    # Right after open_file: pages laid out and being rendered, no chunk yet.
    assert window.page_view.page_count == 11
    assert window.controller.state is None
    assert window.controller.list_model.rowCount() == 0
    first = window.page_view.page_items()[0]
    qtbot.waitUntil(lambda: first.rendered_zoom is not None, timeout=5_000)
    wait_loaded(qtbot, window)
    assert window.controller.state is not None


def test_progress_shows_only_after_the_delay(qtbot: QtBot) -> None:
    progress = StatusProgress()
    qtbot.addWidget(progress)
    progress.begin("Opening law.pdf…")
    assert progress.active
    assert not progress.isVisible()  # quick work never flashes a bar
    qtbot.wait(SHOW_DELAY_MS // 2)
    assert not progress.isVisible()
    qtbot.waitUntil(progress.isVisible, timeout=SHOW_DELAY_MS * 3)
    assert progress.cancel_button.isVisible()
    progress.report("Reading law.pdf: page 3 of 12", 3, 12)
    assert (progress.bar.value(), progress.bar.maximum()) == (3, 12)
    assert progress.label.text() == "Reading law.pdf: page 3 of 12"
    with qtbot.waitSignal(progress.cancel_requested):
        progress.cancel_button.click()
    progress.finish()
    assert not progress.isVisible()
    assert not progress.active


def test_the_window_reports_loading_in_its_status_bar(window: MainWindow, qtbot: QtBot) -> None:
    assert window.open_file(sample("law_en_data_archives.pdf"))
    assert bool(window.progress.active)
    assert window.progress.label.text() == "Opening law_en_data_archives.pdf…"
    wait_loaded(qtbot, window)
    assert not window.progress.active
    assert not window.progress.isVisible()
    assert window.statusBar().currentMessage().startswith("law_en_data_archives.pdf: ")


def test_cancel_during_load_keeps_the_previous_document(
    window: MainWindow, qtbot: QtBot, dialogs: DialogLog
) -> None:
    previous = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    window.controller.selection.select(7)
    window.page_view.go_to_page(3)
    assert window.open_file(sample("qanun_ar_archives.pdf"))
    assert window.windowTitle() == "qanun_ar_archives.pdf — Legal Chunk Inspector"
    assert window.page_view.page_count == 11
    window.progress.cancel_button.click()
    assert window.controller.pending is None
    assert window.controller.state is previous
    assert window.windowTitle() == "law_en_data_archives.pdf — Legal Chunk Inspector"
    assert window.page_view.page_count == 12
    assert window.page_view.current_page == 3
    assert window.controller.list_model.rowCount() == len(previous)
    assert window.overlay.state is previous
    source = window.page_view.source
    assert source is not None
    assert source.render_page(0, 0.2).width_px > 0  # the previous PDF is still open
    assert "was cancelled" in window.statusBar().currentMessage()
    qtbot.wait(300)  # the cancelled worker's late messages change nothing
    assert window.controller.state is previous
    assert dialogs.warnings == []


def test_stop_loading_action_cancels_too(window: MainWindow, qtbot: QtBot) -> None:
    assert window.open_file(sample("contract_en_services.docx"))
    assert window.window_actions.stop_loading.isEnabled()
    window.window_actions.stop_loading.trigger()
    assert window.controller.pending is None
    assert window.empty_hint.isVisible()  # nothing was open before
    assert window.windowTitle() == "Legal Chunk Inspector"


def test_encrypted_sample_asks_for_its_password_and_loads(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, dialogs: DialogLog
) -> None:
    prompts = Prompts([("not it", True), (SAMPLE_PASSWORD, True)])
    monkeypatch.setattr(QInputDialog, "getText", prompts)
    state = open_and_wait(qtbot, window, sample("encrypted.pdf"))
    assert prompts.modes == [QLineEdit.EchoMode.Password] * 2
    assert "encrypted.pdf is protected by a password" in prompts.labels[0]
    assert "The password for encrypted.pdf is wrong" in prompts.labels[1]
    assert dialogs.warnings == []
    # The worker got the password too: the judgment inside was loaded and chunked.
    assert state.chunk_set.document_type.value == "judgment"
    assert len(state) > 10


def test_truncated_pdf_is_a_clear_error_and_the_window_stays_usable(
    window: MainWindow, qtbot: QtBot, dialogs: DialogLog
) -> None:
    previous = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    assert not window.open_file(sample("truncated.pdf"))
    assert dialogs.warnings == [
        (
            "Cannot Open Document",
            "truncated.pdf is damaged (truncated or corrupt): no page could be read from it.",
        )
    ]
    assert window.controller.state is previous
    assert window.windowTitle() == "law_en_data_archives.pdf — Legal Chunk Inspector"
    window.window_actions.next_chunk.trigger()
    assert window.controller.selection.current == 0


def test_a_load_error_in_the_worker_goes_back_to_the_previous_document(
    window: MainWindow, qtbot: QtBot, dialogs: DialogLog
) -> None:
    previous = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    damaged = sample("missing_document_part.docx")
    assert window.open_file(damaged)  # the file looks like a DOCX: the worker finds the damage
    qtbot.waitUntil(lambda: bool(dialogs.warnings), timeout=LOAD_TIMEOUT_MS)
    assert dialogs.warnings == [
        (
            "Cannot Open Document",
            "missing_document_part.docx is damaged: the main document part is missing "
            "(word/document.xml).",
        )
    ]
    assert window.controller.pending is None
    assert window.controller.state is previous
    assert window.page_view.isVisible()
    assert window.page_view.page_count == 12
    assert damaged not in window.recent_files.paths()


def test_closing_the_window_stops_a_running_load(window: MainWindow, qtbot: QtBot) -> None:
    assert window.open_file(sample("loi_fr_archives.pdf"))
    task = window.controller._load  # the worker's helper thread must end
    assert task is not None
    window.close()
    assert task.wait(10)
    assert window.controller.pending is None
