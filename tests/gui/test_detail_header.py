"""The detail pane shows a long heading from its first line, however short the pane is."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.conftest import SAMPLE_DOCS
from tests.gui.review_helpers import data_dir, review_window

__all__ = ["data_dir"]


def _squeezed(label: QLabel) -> bool:
    return label.height() < label.heightForWidth(label.width())


def test_labels_keep_their_height_in_a_short_detail_pane(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, SAMPLE_DOCS / "contract_ar_en_supply.pdf")
    state = window.controller.state
    assert state is not None
    longest = max(range(len(state)), key=lambda i: len(state.chunks[i].heading_text))
    assert len(state.chunks[longest].heading_text) > 60
    window.resize(1000, 480)
    window.statistics_dock.show()  # the detail pane gets half of the column
    window.controller.selection.select(longest)
    detail = window.detail
    qtbot.waitUntil(lambda: detail.chunk_index == longest)
    qtbot.wait(50)
    assert detail.height() < 320  # short: its labels and buttons need more than that
    labels = [detail.title, detail.path_label, detail.provenance, detail.review_label]
    assert detail.title.heightForWidth(detail.title.width()) > detail.title.fontMetrics().height()
    assert [label.objectName() or "provenance" for label in labels if _squeezed(label)] == []
    # The heading's first line is at the top of what the pane shows.
    top = detail.title.mapTo(detail, detail.title.rect().topLeft()).y()
    assert 0 <= top < detail.title.fontMetrics().height()
    # All of it can be scrolled to; the text tabs keep room of their own.
    area = detail.header_area
    assert area.header.height() >= area.header_layout.minimumSize().height()
    assert detail.tabs.height() > 3 * detail.tabs.fontMetrics().height()
