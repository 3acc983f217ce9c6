"""A status message too long for the status bar can be read whole in its tooltip."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from inspector.view.bidi_text import FSI, PDI
from tests.gui.conftest import make_window


def test_a_cut_status_message_is_the_status_bars_tooltip(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    bar = window.statusBar()
    long = (
        "Review kept across the re-chunk: 12 decisions kept, 3 chunks changed and lost their "
        "status, 0 decisions dropped, 1 manual boundaries kept, and a few more words to be "
        "sure it is longer than the status bar of a window this wide."
    )
    assert bar.fontMetrics().horizontalAdvance(long) > bar.width()
    bar.showMessage(long)
    assert bar.toolTip().replace(FSI, "").replace(PDI, "") == long
    bar.showMessage("Saved.")
    assert bar.toolTip() == ""
    bar.showMessage(long)
    bar.clearMessage()
    assert bar.toolTip() == ""
