"""The export dialog never suggests writing beside the (confidential) source document."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from inspector.gui.export_dialog import FOLDER_KEY, ExportDialog, ExportOutcome
from tests.gui.conftest import chunk_state

pytestmark = pytest.mark.gui

LAW = "law_en_data_archives.txt"


def test_the_suggestion_is_the_data_folder_then_the_last_export_folder(
    qtbot: QtBot, tmp_path: Path
) -> None:
    QSettings().remove(FOLDER_KEY)  # the application's settings outlive one test
    state = chunk_state(LAW)
    dialog = ExportDialog(state)
    qtbot.addWidget(dialog)
    suggested = Path(dialog.path_edit.text())
    assert suggested.name == "law_en_data_archives.jsonl"
    assert suggested.parent != state.path.parent  # not beside the source
    data = Path(os.environ["XDG_DATA_HOME"]) / "legal-chunk-inspector"
    assert suggested.parent == data / "exports"
    assert stat.S_IMODE(suggested.parent.stat().st_mode) == 0o700

    chosen = tmp_path / "matter-42"
    chosen.mkdir()
    dialog.path_edit.setText(str(chosen / "law.jsonl"))
    dialog.tenant_edit.setText("firm-1")
    dialog.all_chunks.setChecked(True)
    with qtbot.waitSignal(dialog.exported, timeout=60_000) as blocker:
        dialog.start_export()
    outcome = blocker.args[0]
    assert isinstance(outcome, ExportOutcome)
    assert outcome.ok, outcome.text
    again = ExportDialog(state)
    qtbot.addWidget(again)
    assert Path(again.path_edit.text()) == chosen / "law_en_data_archives.jsonl"
