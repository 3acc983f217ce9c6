"""Tools > Compare configurations…: eval in the background, table, chart, diff on the page."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from pytestqt.qtbot import QtBot

from inspector.gui.compare.dialog import CompareDialog
from inspector.gui.main_window import MainWindow
from inspector.gui.menus import menu_actions
from inspector.gui.pages.overlay_items import BoundaryMarkerItem
from inspector.view.chunk_state import ChunkState
from tests.gui.conftest import LOAD_TIMEOUT_MS, DialogLog, chunk_state, open_and_wait, sample

pytestmark = pytest.mark.gui
DOC = "contract_en_services.docx"


def finished(qtbot: QtBot, dialog: CompareDialog) -> None:
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=LOAD_TIMEOUT_MS)
    assert dialog.wait(10)


def cell(dialog: CompareDialog, row: int, column: int) -> str:
    item = dialog.table.item(row, column)
    assert item is not None
    return item.text()


@pytest.fixture
def dialog(qtbot: QtBot, dialogs: DialogLog) -> CompareDialog:
    state = chunk_state(DOC)
    widget = CompareDialog(state.path, state.document, state.config)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_runs_the_eval_and_shows_statistics_recall_and_the_chart(
    dialog: CompareDialog, qtbot: QtBot
) -> None:
    # The samples' question set sits next to the document and is picked up.
    assert dialog.questions_path == sample("questions.jsonl")
    assert len(dialog.questions) == sum(1 for q in dialog.questions if q.document == DOC) > 10
    labels = [c.display_name for c in dialog.checked_configs()]
    assert labels == ["Current configuration", "Recursive baseline", "Parent-child"]
    dialog.run()
    assert not dialog.run_button.isEnabled()
    finished(qtbot, dialog)
    report = dialog.report
    assert report is not None
    assert report.questions == len(dialog.questions)
    assert dialog.table.rowCount() == 3
    for row, result in enumerate(report.results):
        assert cell(dialog, row, 1) == result.label
        assert cell(dialog, row, 4) == str(result.chunks)
        assert cell(dialog, row, 0) == ("*" if row == report.best else "")
        # Recall within 1,000, 2,000 and 4,000 tokens returned, then recall@k.
        assert cell(dialog, row, 6) == f"{result.budget_recall[1000]:.3f}"
        assert cell(dialog, row, 7) == f"{result.budget_recall[2000]:.3f}"
        assert cell(dialog, row, 8) == f"{result.budget_recall[4000]:.3f}"
        assert cell(dialog, row, 11) == f"{result.recall[5]:.3f}"
    # The best is chosen, and the chart drawn, at 2,000 tokens returned.
    assert report.best_budget == 2000
    assert dialog.chart.bars == [(r.label, r.budget_recall[2000]) for r in report.results]
    assert dialog.chart.best == report.best
    best = max(r.budget_recall[2000] for r in report.results)
    assert report.results[report.best].budget_recall[2000] == best
    assert "recall@2,000 tokens" in dialog.status.text()
    assert dialog.run_button.isEnabled()
    # The layout gives the chart room for every bar; the best is drawn in the highlight colour.
    chart = dialog.chart
    qtbot.waitUntil(lambda: chart.height() >= chart.sizeHint().height())
    image = chart.grab().toImage()
    highlight = dialog.chart.palette().color(QPalette.ColorRole.Highlight)
    best_row_y = int(8 + 24 + report.best * (18 + 8) + 9)
    bar_x = 8 * 2 + 170 + 2
    ratio = image.width() / dialog.chart.width()
    assert QColor(image.pixel(int(bar_x * ratio), int(best_row_y * ratio))) == highlight


def test_boundary_diff_between_two_configurations(dialog: CompareDialog, qtbot: QtBot) -> None:
    dialog.run()
    finished(qtbot, dialog)
    report = dialog.report
    assert report is not None
    dialog.diff_from.setCurrentIndex(0)
    dialog.diff_to.setCurrentIndex(1)
    with qtbot.waitSignal(dialog.show_on_page) as shown:
        dialog.diff_button.click()
    state = shown.args[0]
    assert isinstance(state, ChunkState)
    recursive = report.results[1].results[DOC].chunk_set
    assert state.chunk_set is recursive
    diff = dialog.diff
    assert diff is not None
    assert state.diff is diff
    assert diff.old_count == report.results[0].chunks
    assert diff.new_count == report.results[1].chunks
    assert dialog.diff_model.rowCount() == len(diff.changes) > 0
    assert diff.summary() in dialog.diff_summary.text()
    with qtbot.waitSignal(dialog.show_on_page) as back:
        dialog.back_button.click()
    assert back.args == [None]


def test_a_bad_configuration_file_is_refused_with_its_reason(
    dialog: CompareDialog, dialogs: DialogLog, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('[strategy]\nname = "recursive"\nchunk_size = "big"\n', encoding="utf-8")
    count = dialog.config_list.count()
    assert not dialog.add_config_file(bad)
    assert dialog.config_list.count() == count
    assert "chunk_size must be a non-negative integer" in dialogs.warnings[-1][1]
    good = tmp_path / "small.toml"
    good.write_text('[strategy]\nname = "recursive"\nchunk_size = 100\n', encoding="utf-8")
    assert dialog.add_config_file(good)
    assert dialog.checked_configs()[-1].display_name == "small"


def test_cancel_stops_the_eval(dialog: CompareDialog, qtbot: QtBot) -> None:
    dialog.run()
    dialog.cancel()
    assert dialog.status.text() == "Evaluation cancelled."
    assert dialog.wait(30)
    assert dialog.report is None
    assert dialog.run_button.isEnabled()


def test_tools_menu_opens_the_dialog_and_previews_the_diff_on_the_page(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    action = window.compare.action
    assert not action.isEnabled()
    tools = [actions for title, actions in menu_actions(window._menus) if title == "&Tools"]
    assert tools == [[action]]
    state = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    assert action.isEnabled()
    action.trigger()
    dialog = window.compare.dialog
    assert dialog is not None
    assert dialog.isVisible()
    # The sample questions name the DOCX version of this law: none is about the PDF.
    assert dialog.set_questions_file(sample("questions.jsonl"))
    assert dialog.questions == []
    assert not dialog.run_button.isEnabled()
    # The same questions asked of the PDF (their quotes anchor in its text too).
    lines = [
        json.loads(line) | {"document": state.path.name}
        for line in sample("questions.jsonl").read_text(encoding="utf-8").splitlines()
        if '"law_en_data_archives.docx"' in line
    ]
    about_pdf = tmp_path / "about_pdf.jsonl"
    about_pdf.write_text("\n".join(json.dumps(line) for line in lines), encoding="utf-8")
    assert dialog.set_questions_file(about_pdf)
    assert len(dialog.questions) == len(lines) > 5
    assert dialog.run_button.isEnabled()
    dialog.run()
    finished(qtbot, dialog)
    report = dialog.report
    assert report is not None
    assert report.questions == len(lines)
    dialog.diff_to.setCurrentIndex(2)  # parent-child
    dialog.diff_button.click()
    shown = window.overlay.state
    assert shown is not None
    assert shown is not state
    assert shown.chunk_set is report.results[2].results[state.path.name].chunk_set
    window.overlay.ensure_pages(list(range(len(state.document.pages))))
    markers = [window.overlay.marker(i) for i in range(len(shown))]
    flagged = [m for m in markers if isinstance(m, BoundaryMarkerItem) and m.change is not None]
    assert flagged
    dialog.back_button.click()
    assert window.overlay.state is state
    assert window.controller.state is state  # the shown (and reviewed) chunks never changed
    dialog.diff_button.click()
    dialog.close()  # closing gives the page its own chunks back
    assert window.overlay.state is state
