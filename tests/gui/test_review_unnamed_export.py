"""A file opened in the window before a reviewer name was set exports like any other."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from pytestqt.qtbot import QtBot

from inspector.cli import main
from inspector.export.review_input import DETECT_ACTION
from inspector.gui.export_dialog import ExportRequest, run_export
from inspector.gui.review.redaction_actions import DETECT_ACTION as WINDOW_DETECT_ACTION
from tests.conftest import SAMPLE_DOCS
from tests.gui.review_helpers import data_dir, review_window

__all__ = ["data_dir"]

EMAILS = ("legal@corvane.example", "contracts@westmere.example")


def _opened_without_a_name(qtbot: QtBot, tmp_path: Path) -> tuple[Path, object]:
    doc = tmp_path / "services.md"
    shutil.copy(SAMPLE_DOCS / "contract_en_services.md", doc)
    window = review_window(qtbot, doc, reviewer="")
    assert window.review.session is not None
    assert window.review.reviewer_name.dialog is None  # nothing decided: nothing asked yet
    assert not window.redaction.redactions  # the detector waits for a name
    return doc, window


def test_the_cli_exports_a_file_opened_with_no_reviewer_name(
    qtbot: QtBot, tmp_path: Path, data_dir: Path, capfd: object
) -> None:
    doc, window = _opened_without_a_name(qtbot, tmp_path)
    window.close()  # type: ignore[attr-defined]
    assert list((data_dir / "reviews").glob("*"))  # the review store exists
    out = tmp_path / "out.jsonl"
    status = main(["export", str(doc), "--out", str(out), "--tenant", "t", "--all"])
    err = capfd.readouterr().err  # type: ignore[attr-defined]
    assert status == 0, err
    text = out.read_text(encoding="utf-8")
    records = [json.loads(line) for line in text.splitlines()]
    assert len(records) > 10
    assert all(email not in text for email in EMAILS)  # redacted, as with no review
    assert any("[EMAIL:" in r["text"] for r in records)


def test_the_window_exports_it_too(qtbot: QtBot, tmp_path: Path, data_dir: Path) -> None:
    _doc, window = _opened_without_a_name(qtbot, tmp_path)
    state = window.review.state  # type: ignore[attr-defined]
    out = tmp_path / "window.jsonl"
    outcome = run_export(state, ExportRequest(out, "t", include_all=True, allow_unredacted=None))
    assert outcome.ok, outcome.text
    assert all(email not in out.read_text(encoding="utf-8") for email in EMAILS)


def test_the_detector_action_is_the_one_the_window_records() -> None:
    assert DETECT_ACTION == WINDOW_DETECT_ACTION
