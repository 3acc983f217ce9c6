"""Review edits are refused while another file loads or while the shown chunks are read-only.

While a second file loads, the views show its (provisional) chunks but the open review session
is still the first file's: an overlay drag or a menu edit made then must not reach it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from inspector.gui.review.redaction_actions import DETECT_ACTION
from inspector.review.edits import SetStatus
from inspector.review.model import ReviewStatus
from tests.gui.conftest import LOAD_TIMEOUT_MS, sample
from tests.gui.review_helpers import data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

FIRST = "contract_en_services.pdf"  # has personal data: detection runs first
SECOND = "loi_fr_archives.pdf"


def audit_length(window: MainWindow) -> int:
    return len(window.review.session.audit())


def wait_detected(qtbot: QtBot, window: MainWindow) -> None:
    """Detection runs when a review first opens: wait for it so the audit trail stays still."""
    qtbot.waitUntil(
        lambda: any(e.action == DETECT_ACTION for e in window.review.session.audit()),
        timeout=10_000,
    )


def test_edits_are_refused_while_another_file_loads(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(FIRST))
    first_session = window.review.session
    wait_detected(qtbot, window)
    chunk = shown(window).chunks[1]
    refusals: list[str] = []
    window.review.refused.connect(refusals.append)

    with qtbot.waitSignal(
        window.controller.chunks_changed,
        timeout=LOAD_TIMEOUT_MS,
        check_params_cb=lambda state: state is not None and window.controller.pending is None,
    ):
        assert window.open_file(sample(SECOND))
        assert window.controller.pending is not None
        # A drag on what the page view shows, and a decision, both while the load is pending.
        window.overlay.boundary_move_requested.emit(1, chunk.start + 3)
        assert not window.review.request(SetStatus((0,), ReviewStatus.APPROVED))

    assert len(refusals) == 2
    assert all("finished loading" in reason for reason in refusals)
    # The new file's session opens in a thread once its chunks are shown.
    qtbot.waitUntil(lambda: window.review.session is not None, timeout=10_000)
    assert first_session is not window.review.session
    assert shown(window).path.name == SECOND
    # Once loaded, the new file's review takes edits.
    assert window.review.request(SetStatus((0,), ReviewStatus.APPROVED))
    assert window.review.session.state.reviews[0].status == ReviewStatus.APPROVED


def test_the_first_session_is_unchanged_by_a_refused_edit(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(FIRST))
    wait_detected(qtbot, window)
    session = window.review.session
    before = audit_length(window)
    statuses = [r.status for r in session.state.reviews]
    assert window.open_file(sample(SECOND))
    assert not window.review.request(SetStatus((0,), ReviewStatus.REJECTED))
    assert window.statusBar().currentMessage().startswith("Wait until the document")
    assert len(session.audit()) == before
    assert [r.status for r in session.state.reviews] == statuses
    qtbot.waitUntil(lambda: window.controller.pending is None, timeout=LOAD_TIMEOUT_MS)


def test_edits_are_refused_on_read_only_chunks(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(FIRST))
    wait_detected(qtbot, window)
    before = audit_length(window)
    state = shown(window)
    state.read_only = True  # as provisional chunks are
    assert not window.review.request(SetStatus((0,), ReviewStatus.APPROVED))
    assert "read-only" in window.statusBar().currentMessage()
    assert audit_length(window) == before
    state.read_only = False
    assert window.review.request(SetStatus((0,), ReviewStatus.APPROVED))
    assert audit_length(window) == before + 1
