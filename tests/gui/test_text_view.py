"""The text view of documents without pages: directions, chunk colours, selection both ways."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from inspector.document.model import Direction
from inspector.gui.main_window import MainWindow
from inspector.gui.pages.chunk_colors import chunk_fill
from inspector.gui.pages.text_view import TextView
from inspector.view.utf16_offsets import Utf16Offsets
from tests.gui.conftest import open_and_wait, sample

pytestmark = pytest.mark.gui


def test_paragraph_directions_come_from_the_blocks(window: MainWindow, qtbot: QtBot) -> None:
    state = open_and_wait(qtbot, window, sample("contract_ar_en_supply.docx"))
    view = window.text_view
    seen = {Direction.LTR: 0, Direction.RTL: 0}
    for document_block in state.document.blocks:
        if not state.document.text[document_block.text_start : document_block.text_end].strip():
            continue
        block = view.document().findBlock(document_block.text_start)
        want = (
            Qt.LayoutDirection.RightToLeft
            if document_block.direction is Direction.RTL
            else Qt.LayoutDirection.LeftToRight
        )
        assert block.blockFormat().layoutDirection() == want
        seen[document_block.direction] += 1
    assert seen[Direction.LTR] > 10
    assert seen[Direction.RTL] > 10


def test_every_chunk_is_coloured_and_the_selected_one_stronger(
    window: MainWindow, qtbot: QtBot
) -> None:
    state = open_and_wait(qtbot, window, sample("law_en_data_archives.docx"))
    view = window.text_view
    chunk_selections = [
        s
        for s in view.extraSelections()
        if s.format.background().style() == Qt.BrushStyle.SolidPattern
    ]
    assert len(chunk_selections) == len(state)
    for index, selection in enumerate(chunk_selections):
        chunk = state.chunks[index]
        assert (selection.cursor.selectionStart(), selection.cursor.selectionEnd()) == (
            chunk.start,
            chunk.end,
        )
        assert selection.format.background().color() == chunk_fill(index)
    window.controller.selection.select(6)
    strong = [
        s for s in view.extraSelections() if s.cursor.selectionStart() == state.chunks[6].start
    ]
    assert strong[0].format.background().color() == chunk_fill(6, selected=True)
    # Scrolled to the chunk: its first line is in view.
    rect = view.cursorRect(_cursor_at(view, state.chunks[6].start))
    assert view.viewport().rect().intersects(rect)


def test_clicking_text_selects_its_chunk(window: MainWindow, qtbot: QtBot) -> None:
    state = open_and_wait(qtbot, window, sample("contract_en_services.md"))
    view = window.text_view
    index = 3
    chunk = state.chunks[index]
    middle = chunk.start + (chunk.end - chunk.start) // 2
    view.setTextCursor(_cursor_at(view, middle))
    view.ensureCursorVisible()
    point = view.cursorRect(_cursor_at(view, middle)).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.controller.selection.current == index
    assert (
        window.chunk_list.filter_model.chunk_index(window.chunk_list.table.currentIndex().row())
        == index
    )
    assert window.detail.chunk_index == index


def test_furniture_is_hatched_in_the_text_view(qtbot: QtBot) -> None:
    from tests.gui.conftest import chunk_state

    state = chunk_state("law_en_data_archives.pdf")  # a PDF's text has excluded furniture
    view = TextView()
    qtbot.addWidget(view)
    view.set_state(state)
    hatched = [
        s
        for s in view.extraSelections()
        if s.format.background().style() == Qt.BrushStyle.BDiagPattern
    ]
    assert len(hatched) == len(state.document.excluded)
    view.set_overlays_visible(False)
    assert view.extraSelections() == []


def test_utf16_offsets_with_characters_beyond_the_bmp() -> None:
    text = "a𝐀b😀c"
    offsets = Utf16Offsets(text)
    assert [offsets.to_utf16(i) for i in range(len(text) + 1)] == [0, 1, 3, 4, 6, 7]
    assert [offsets.from_utf16(p) for p in (0, 1, 3, 4, 6, 7)] == [0, 1, 2, 3, 4, 5]
    plain = Utf16Offsets("abc")
    assert plain.to_utf16(2) == 2
    assert plain.from_utf16(2) == 2


def _cursor_at(view: TextView, offset: int) -> QTextCursor:
    cursor = QTextCursor(view.document())
    cursor.setPosition(offset)
    return cursor


def test_a_long_document_colours_the_chunks_around_the_viewport(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import default_config
    from inspector.gui.pages.text_view import ALL_HIGHLIGHTS_MAX
    from inspector.view.chunk_state import ChunkState

    law = sample("law_en_data_archives.txt").read_text(encoding="utf-8")
    path = tmp_path / "long_law.txt"
    path.write_text("\n\n".join([law] * 12), encoding="utf-8")
    config = default_config()
    document = load_document(path)
    state = ChunkState(path, document, chunk_document(document, config), config)
    assert len(state) > ALL_HIGHLIGHTS_MAX
    view = TextView()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.set_state(state)

    def coloured() -> list[int]:
        starts = {chunk.start: index for index, chunk in enumerate(state.chunks)}
        return sorted(
            starts[s.cursor.selectionStart()]
            for s in view.extraSelections()
            if s.format.background().style() == Qt.BrushStyle.SolidPattern
        )

    first = coloured()
    assert first[0] == 0
    assert len(first) < len(state)
    assert first == list(range(first[0], first[-1] + 1))  # one contiguous run
    # Scrolling to the end colours the last chunks, each with its own colour.
    view.verticalScrollBar().setValue(view.verticalScrollBar().maximum())
    last = coloured()
    assert last[-1] == len(state) - 1
    for selection in view.extraSelections():
        if selection.format.background().style() == Qt.BrushStyle.SolidPattern:
            index = next(
                i
                for i, c in enumerate(state.chunks)
                if c.start == selection.cursor.selectionStart()
            )
            assert selection.format.background().color() == chunk_fill(index)
    # Selecting a chunk far away scrolls there and colours it as selected.
    view.set_selected(len(state) // 2)
    strong = [
        s
        for s in view.extraSelections()
        if s.cursor.selectionStart() == state.chunks[len(state) // 2].start
    ]
    assert strong
    assert strong[0].format.background().color() == chunk_fill(len(state) // 2, selected=True)
