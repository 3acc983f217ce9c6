"""The window on markup documents: reflowed in the text view with chunk overlays, as DOCX."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStackedWidget
from pytestqt.qtbot import QtBot

from inspector.document.model import Direction
from inspector.gui.main_window import FILE_FILTER, MainWindow
from inspector.view.provenance import start_reason
from tests.document import markup_fixtures as fx
from tests.gui.conftest import open_and_wait

pytestmark = pytest.mark.gui


def test_eurlex_html_opens_in_the_text_view_with_overlays(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "regulation.html"
    path.write_text(fx.eurlex_regulation("en"), encoding="utf-8")
    state = open_and_wait(qtbot, window, path)
    stack = window.centralWidget()
    assert isinstance(stack, QStackedWidget)
    assert stack.currentWidget() is window.text_view
    view = window.text_view
    assert view.toPlainText() == state.document.text
    coloured = [
        s for s in view.extraSelections()
        if s.format.background().style() == Qt.BrushStyle.SolidPattern
    ]  # fmt: skip
    assert [(s.cursor.selectionStart(), s.cursor.selectionEnd()) for s in coloured] == [
        (chunk.start, chunk.end) for chunk in state.chunks
    ]
    article = next(i for i, c in enumerate(state.chunks) if c.boundary.rule == "markup_article")
    assert "marked in the source's markup" in start_reason(state, article)


def test_arabic_html_blocks_are_laid_out_right_to_left(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "law.html"
    path.write_text(fx.ARABIC_LAW, encoding="utf-8")
    state = open_and_wait(qtbot, window, path)
    view = window.text_view
    for block in state.document.blocks:
        want = (
            Qt.LayoutDirection.RightToLeft
            if block.direction is Direction.RTL
            else Qt.LayoutDirection.LeftToRight
        )
        assert view.document().findBlock(block.text_start).blockFormat().layoutDirection() == want


def test_open_dialog_offers_the_markup_types() -> None:
    for pattern in ("*.html", "*.htm", "*.xhtml", "*.xml"):
        assert pattern in FILE_FILTER.split(";;")[0]
