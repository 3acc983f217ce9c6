"""Tooltips that mix an Arabic heading with English lines read each line in its direction."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from pytestqt.qtbot import QtBot

from inspector.view.bidi_text import FSI, PDI, isolate_lines
from tests.conftest import SAMPLE_DOCS
from tests.gui.review_helpers import data_dir, review_window

__all__ = ["data_dir"]

ARABIC_WORD = re.compile(r"[\u0621-\u064a]{2,}")


class _Line:
    """One tooltip line laid out as a tooltip label lays out every line: in one direction."""

    def __init__(self, text: str, direction: Qt.LayoutDirection) -> None:
        self.layout = QTextLayout(text, QFont())
        option = QTextOption()
        option.setTextDirection(direction)
        self.layout.setTextOption(option)
        self.layout.beginLayout()
        self.line = self.layout.createLine()
        self.line.setLineWidth(5000)
        self.layout.endLayout()

    def x(self, position: int) -> float:
        """Where the glyph of the character at ``position`` is drawn (pixels from the left)."""
        flags = (
            QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphPositions
            | QTextLayout.GlyphRunRetrievalFlag.RetrieveStringIndexes
        )
        runs = self.layout.glyphRuns(position, 1, flags)
        return min(p.x() for run in runs for p in run.positions())


@pytest.mark.parametrize(
    "direction", [Qt.LayoutDirection.RightToLeft, Qt.LayoutDirection.LeftToRight]
)
def test_each_line_of_an_arabic_chunks_flag_tooltip_reads_in_its_own_direction(
    qtbot: QtBot, data_dir: Path, direction: Qt.LayoutDirection
) -> None:
    window = review_window(qtbot, SAMPLE_DOCS / "qanun_ar_archives.pdf")
    state = window.controller.state
    assert state is not None
    # A chunk whose heading has two Arabic words at least, its page in view.
    index = next(
        i
        for i in range(1, len(state))
        if len(ARABIC_WORD.findall(state.chunks[i].heading_text)) >= 2
    )
    window.controller.selection.select(index)
    qtbot.waitUntil(lambda: window.overlay.marker(index) is not None)
    marker = window.overlay.marker(index)
    assert marker is not None
    tip = marker.toolTip()
    lines = tip.split("\n")
    english = next(i for i, line in enumerate(lines) if "Drag the flag" in line)
    arabic = next(i for i, line in enumerate(lines) if len(ARABIC_WORD.findall(line)) >= 2)
    text = lines[english]
    line = _Line(text, direction)
    # English left to right, its full stop last (it read ".Drag the flag..." in an RTL tooltip).
    assert line.x(text.index("Drag")) < line.x(text.index("flag")) < line.x(text.index("."))
    text = lines[arabic]
    line = _Line(text, direction)
    first, second = ARABIC_WORD.findall(text)[:2]
    start = text.index(first)
    # Arabic right to left: its first word to the right of the next one.
    assert line.x(start) > line.x(text.index(second, start + len(first)))


def test_isolating_lines_is_idempotent_and_keeps_the_text() -> None:
    text = "#3 · المادة ١\narticle · 40 tokens\n\nDrag the flag."
    once = isolate_lines(text)
    assert isolate_lines(once) == once
    assert once.replace(FSI, "").replace(PDI, "") == text
    assert once.split("\n")[2] == ""
