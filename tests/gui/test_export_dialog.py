"""File > Export… and File > Compare with Fixture… on real documents (offscreen)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from inspector.export.fixtures import build_fixture, write_fixture
from inspector.export.inputs import engine_input_for
from inspector.gui.export_dialog import ExportDialog, ExportOutcome
from inspector.gui.main_window import MainWindow
from inspector.view.boundary_diff import ChangeKind
from tests.gui.conftest import chunk_state, open_and_wait, sample

pytestmark = pytest.mark.gui

LAW = "law_en_data_archives.txt"


def _export(qtbot: QtBot, dialog: ExportDialog) -> ExportOutcome:
    with qtbot.waitSignal(dialog.exported, timeout=60_000) as blocker:
        dialog.start_export()
    outcome = blocker.args[0]
    assert isinstance(outcome, ExportOutcome)
    return outcome


def test_export_all_chunks_to_sqlite(qtbot: QtBot, tmp_path: Path) -> None:
    state = chunk_state(LAW)
    dialog = ExportDialog(state)
    qtbot.addWidget(dialog)
    out = tmp_path / "law.sqlite"
    dialog.path_edit.setText(str(out))
    dialog.tenant_edit.setText("firm-1")
    dialog.all_chunks.setChecked(True)
    outcome = _export(qtbot, dialog)
    assert outcome.ok, outcome.text
    assert outcome.records == len(state.chunks)
    assert f"{len(state.chunks)} record(s) written" in dialog.status.text()
    db = sqlite3.connect(out)
    assert db.execute("SELECT count(*), min(tenantId) FROM chunks").fetchone() == (
        len(state.chunks),
        "firm-1",
    )
    db.close()


def test_the_suggested_path_is_shown_whole(qtbot: QtBot) -> None:
    dialog = ExportDialog(chunk_state(LAW))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    field = dialog.path_edit
    suggested = field.fontMetrics().horizontalAdvance(field.text())
    assert field.text().endswith("law_en_data_archives.jsonl")
    # The field holds the whole path (it showed only its last 30 characters before), up to
    # its cap of 50 ems (a checkout's path can be longer).
    cap = 48 * field.fontMetrics().horizontalAdvance("M")
    assert field.contentsRect().width() >= min(suggested, cap)


def test_approved_only_without_a_review_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = ExportDialog(chunk_state(LAW))
    qtbot.addWidget(dialog)
    dialog.path_edit.setText(str(tmp_path / "law.jsonl"))
    dialog.tenant_edit.setText("firm-1")
    outcome = _export(qtbot, dialog)
    assert outcome.ok
    assert outcome.records == 0
    assert "No chunk is approved yet" in outcome.text


def test_fields_are_checked_before_anything_runs(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = ExportDialog(chunk_state(LAW))
    qtbot.addWidget(dialog)
    dialog.path_edit.setText(str(tmp_path / "law.jsonl"))
    dialog.tenant_edit.setText("  ")
    dialog.start_export()
    assert "tenant ID is required" in dialog.status.text()
    dialog.tenant_edit.setText("t")
    dialog.path_edit.setText(str(tmp_path / "law.csv"))
    dialog.start_export()
    assert "Cannot tell the export format" in dialog.status.text()
    dialog.path_edit.setText(str(tmp_path / "law.jsonl"))
    dialog.override_box.setChecked(True)
    dialog.start_export()
    assert "Give the reason" in dialog.status.text()
    assert list(tmp_path.iterdir()) == []


def test_file_menu_has_export_and_fixture_compare(window: MainWindow) -> None:
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    texts = [a.text() for a in file_menu.actions()]
    assert "&Export…" in texts
    assert "Compare with &Fixture…" in texts
    assert texts[-1] == window.window_actions.quit.text()
    assert window.exporter.export_action.shortcut().toString() == "Ctrl+E"


def test_compare_with_fixture_shows_the_boundary_diff(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / LAW
    path.write_bytes(sample(LAW).read_bytes())
    state = open_and_wait(qtbot, window, path)
    fixture = build_fixture(engine_input_for(path, state.config), include_all=True)
    # As if the fixture's reviewer had merged chunks 3 and 4: the engine's cut is "added".
    third, fourth = fixture["chunks"][3], fixture["chunks"][4]
    third["charEnd"] = fourth["charEnd"]
    third["text"] += fourth["text"]
    del fixture["chunks"][4]
    fixture_path = tmp_path / "law.fixture.json"
    write_fixture(fixture, fixture_path)
    with qtbot.waitSignal(window.controller.chunks_changed, timeout=60_000):
        window.exporter.fixture.compare(fixture_path)
    shown = window.controller.state
    assert shown is not None
    assert shown.diff is not None
    assert [(c.kind, c.offset) for c in shown.diff.changes] == [
        (ChangeKind.ADDED, fourth["charStart"])
    ]
    report = window.exporter.fixture.last_report
    assert report is not None
    assert report.extra == (fourth["charStart"],)
    assert not report.passes()
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert any("does not hold" in b.windowTitle() for b in boxes)
    for box in boxes:
        box.close()


def test_the_redaction_policy_is_chosen_in_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    state = chunk_state("contract_en_services.md")
    dialog = ExportDialog(state)
    qtbot.addWidget(dialog)
    # The default follows the document type: a contract loses every detected value.
    assert dialog.policy_box.currentData() == "auto"
    assert "(full)" in dialog.policy_box.currentText()
    dialog.tenant_edit.setText("firm-1")
    dialog.all_chunks.setChecked(True)
    for policy in ("auto", "none"):
        out = tmp_path / f"{policy}.sqlite"
        dialog.path_edit.setText(str(out))
        dialog.policy_box.setCurrentIndex(dialog.policy_box.findData(policy))
        assert _export(qtbot, dialog).ok
        with sqlite3.connect(out) as db:
            (written,) = db.execute("SELECT redactionPolicy FROM documents").fetchone()
            text = "".join(t for (t,) in db.execute("SELECT text FROM chunks"))
        assert written == ("full" if policy == "auto" else "none")
        assert ("[EMAIL:" in text) == (policy == "auto")
