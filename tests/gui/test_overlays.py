"""Chunk overlays on the pages: geometry from the offset map, colours, flags, lazy pages,
furniture, banners, and the selection shared with the chunk list."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TypeVar

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from inspector.document.model import PageBox
from inspector.gui.main_window import MainWindow
from inspector.gui.pages.chunk_colors import PALETTE, chunk_color
from inspector.gui.pages.overlay_items import (
    BoundaryMarkerItem,
    ChunkLineItem,
    FurnitureItem,
    PageBannerItem,
)
from inspector.gui.pages.overlay_labels import flag_texts
from inspector.view.chunk_state import ChunkState
from tests.gui.conftest import open_and_wait, sample

pytestmark = pytest.mark.gui

T = TypeVar("T")


def expected_boxes(state: ChunkState, index: int) -> list[PageBox]:
    """The chunk's rectangles straight from the offset map, excluded spans cut out."""
    chunk = state.chunks[index]
    excluded = sorted((s.start, s.end) for s in state.document.excluded)
    ranges, cursor = [], chunk.start
    for start, end in excluded:
        if end <= cursor or start >= chunk.end:
            continue
        if start > cursor:
            ranges.append((cursor, start))
        cursor = max(cursor, end)
    if cursor < chunk.end:
        ranges.append((cursor, chunk.end))
    offset_map = state.document.offset_map
    return [box for start, end in ranges for box in offset_map.boxes_for(start, end)]


def rect_tuple(rect: QRectF) -> tuple[float, ...]:
    return rounded((rect.left(), rect.top(), rect.right(), rect.bottom()))


def rounded(values: tuple[float, ...]) -> tuple[float, ...]:
    """To 1/10,000 point: QRectF keeps width, not right, so right edges differ in the last bits."""
    return tuple(round(v, 4) for v in values)


def items_of(item: QGraphicsItem, kind: type[T]) -> list[T]:
    found: list[T] = []
    for child in item.childItems():
        if isinstance(child, kind):
            found.append(child)
        found.extend(items_of(child, kind))
    return found


@pytest.mark.parametrize("name", ["law_en_data_archives.pdf", "qanun_ar_archives.pdf"])
def test_overlay_rectangles_are_the_offset_map_boxes(
    window: MainWindow, qtbot: QtBot, name: str
) -> None:
    state = open_and_wait(qtbot, window, sample(name))
    pages = window.page_view.page_items()
    window.overlay.ensure_pages(list(range(len(pages))))
    checked = 0
    for index in range(len(state)):
        boxes = expected_boxes(state, index)
        items = window.overlay.line_items(index)
        got = sorted((i.page_index, rect_tuple(i.rect())) for i in items)
        want = sorted((b.page_index, rounded(b.rect)) for b in boxes)
        assert got == want, f"chunk {index}"
        for item, (page, rect) in zip(items, [(b.page_index, b.rect) for b in boxes], strict=True):
            # Scene coordinates are points: the page's position plus the PDF box.
            scene = item.mapRectToScene(item.rect())
            top_left = pages[page].pos()
            assert rect_tuple(scene) == pytest.approx(
                (
                    top_left.x() + rect[0],
                    top_left.y() + rect[1],
                    top_left.x() + rect[2],
                    top_left.y() + rect[3],
                )
            )
        checked += len(items)
    assert checked > 100


def test_a_chunk_crossing_pages_is_drawn_on_each(window: MainWindow, qtbot: QtBot) -> None:
    state = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    window.overlay.ensure_pages(list(range(len(state.document.pages))))
    crossing = [
        i for i in range(len(state)) if len({b.page_index for b in expected_boxes(state, i)}) > 1
    ]
    assert crossing, "the sample law has articles that run over a page break"
    for index in crossing:
        pages = {item.page_index for item in window.overlay.line_items(index)}
        assert len(pages) > 1
        # One flag at the start, a lighter "cont." flag on the following pages.
        markers = [
            m
            for page in window.page_view.page_items()
            for m in items_of(page, BoundaryMarkerItem)
            if m.chunk_index == index
        ]
        assert len(markers) == len(pages)
        assert sum(m.text.endswith("cont.") for m in markers) == len(pages) - 1


def test_each_chunk_has_its_colour_and_neighbours_differ(window: MainWindow, qtbot: QtBot) -> None:
    state = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    window.overlay.ensure_pages(list(range(len(state.document.pages))))
    colours = {}
    for index in range(len(state)):
        items = window.overlay.line_items(index)
        if items:
            fills = {item.brush().color().rgb() for item in items}
            assert len(fills) == 1
            colours[index] = fills.pop()
            assert colours[index] == chunk_color(index).rgb()
            assert 0 < items[0].brush().color().alpha() < 255  # translucent
    for index in colours:
        if index + 1 in colours:
            assert colours[index] != colours[index + 1]
    assert len(set(colours.values())) == len(PALETTE)


def test_boundary_flags_name_index_type_tokens_and_rule(window: MainWindow, qtbot: QtBot) -> None:
    state = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    window.overlay.ensure_pages([0, 1, 2])
    marker = window.overlay.marker(3)
    assert marker is not None
    chunk = state.chunks[3]
    assert marker.text.startswith("#3")
    texts = flag_texts(3, chunk.chunk_type.value, chunk.token_count, chunk.boundary.rule)
    assert marker.text in texts
    assert (
        texts[0]
        == f"#3 · {chunk.chunk_type.value} · {chunk.token_count:,} tok · {chunk.boundary.rule}"
    )
    # The flag sits in the left margin of an English page, level with the chunk's first line.
    first_line = window.overlay.first_line(3)
    assert first_line is not None
    left, _ = state.text_column(first_line[0])
    assert marker.flag_rect.right() <= left
    assert marker.flag_rect.top() == pytest.approx(first_line[1].top())
    assert "#3 · " in marker.toolTip()
    assert chunk.boundary.rule in marker.toolTip()


def test_arabic_flags_sit_in_the_right_margin(window: MainWindow, qtbot: QtBot) -> None:
    state = open_and_wait(qtbot, window, sample("qanun_ar_archives.pdf"))
    window.overlay.ensure_pages(list(range(len(state.document.pages))))
    index = next(i for i in range(1, len(state)) if state.chunks[i].language == "ar")
    marker = window.overlay.marker(index)
    assert marker is not None
    first_line = window.overlay.first_line(index)
    assert first_line is not None
    _, right = state.text_column(first_line[0])
    assert marker.flag_rect.left() >= right


def test_furniture_is_hatched_not_coloured(window: MainWindow, qtbot: QtBot) -> None:
    state = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    window.overlay.ensure_pages([0])
    page = window.page_view.page_items()[0]
    hatched = items_of(page, FurnitureItem)
    spans = state.excluded_on_page(0)
    assert spans
    want = sorted(
        rounded(b.rect)
        for s in spans
        for b in state.document.offset_map.boxes_for(s.start, s.end)
        if b.page_index == 0
    )
    assert sorted(rect_tuple(item.rect()) for item in hatched) == want
    assert all(item.brush().style() == Qt.BrushStyle.BDiagPattern for item in hatched)
    assert all(item.toolTip().startswith("Excluded from chunks: ") for item in hatched)
    # No chunk line covers the running header.
    lines = [rect_tuple(i.rect()) for i in items_of(page, ChunkLineItem)]
    assert not set(want) & set(lines)


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("qanun_ar_broken_text_layer.pdf", "text layer unreadable"),
        ("image_only.pdf", "no text layer (scanned image)"),
    ],
)
def test_pages_without_a_usable_text_layer_carry_a_banner(
    window: MainWindow, qtbot: QtBot, name: str, reason: str
) -> None:
    state = open_and_wait(qtbot, window, sample(name))
    window.overlay.ensure_pages([0])
    banner = window.overlay.banner(0)
    assert banner is not None
    quality = state.document.pages[0].quality
    if shutil.which("tesseract") is not None:  # the page was read by OCR (default: auto)
        assert quality.ocr
        assert quality.ocr_confidence is not None
        assert banner.text.startswith("Text read by OCR")
        assert f"{round(quality.ocr_confidence)}% mean word confidence" in banner.text
    else:
        assert banner.text.startswith("No usable text layer: ")
        assert reason in banner.text
        assert quality.reason in banner.text
    assert items_of(window.page_view.page_items()[0], PageBannerItem) == [banner]
    window.window_actions.show_overlays.setChecked(False)
    assert banner.isVisible()  # the banner is about the page, not an overlay to hide


def test_overlays_are_made_lazily_for_pages_near_the_view(
    window: MainWindow, qtbot: QtBot, forty_pages: Path
) -> None:
    open_and_wait(qtbot, window, forty_pages)
    view = window.page_view
    qtbot.waitUntil(lambda: bool(window.overlay.built_pages()))
    built = window.overlay.built_pages()
    assert 0 in built
    assert set(built) <= set(view.pages_near_view())
    assert len(built) < 10
    view.go_to_page(30)
    qtbot.waitUntil(lambda: 30 in window.overlay.built_pages())
    assert 0 not in window.overlay.built_pages()  # far pages give their items back


def test_show_overlays_toggles_them(window: MainWindow, qtbot: QtBot) -> None:
    open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    qtbot.waitUntil(lambda: bool(window.overlay.line_items(0)))
    item = window.overlay.line_items(0)[0]
    assert item.isVisible()
    window.window_actions.show_overlays.trigger()
    assert not item.isVisible()
    window.window_actions.show_overlays.trigger()
    assert item.isVisible()


def test_selecting_a_list_row_selects_the_chunk_on_the_page_and_scrolls(
    window: MainWindow, qtbot: QtBot
) -> None:
    state = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    index = next(i for i in range(len(state)) if state.chunks[i].page_start >= 6)
    table = window.chunk_list.table
    row = window.chunk_list.proxy_row_of(index)
    table.scrollTo(table.model().index(row, 0))
    rect = table.visualRect(table.model().index(row, 2))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.controller.selection.current == index
    page, first_line = window.overlay.first_line(index) or (None, None)
    assert page is not None
    assert first_line is not None
    scene_line = window.page_view.page_items()[page].mapRectToScene(first_line)
    assert window.page_view.visible_scene_rect().contains(scene_line)
    # The overlays of the pages scrolled to are made on the next pass of the event loop.
    qtbot.waitUntil(lambda: bool(window.overlay.line_items(index)))
    items = window.overlay.line_items(index)
    assert all(item.pen().style() != Qt.PenStyle.NoPen for item in items)
    assert all(item.brush().color().alphaF() > 0.3 for item in items)
    others = window.overlay.line_items(index + 1)
    assert all(item.pen().style() == Qt.PenStyle.NoPen for item in others)
    assert window.detail.chunk_index == index


def test_clicking_a_chunk_on_the_page_selects_its_list_row(
    window: MainWindow, qtbot: QtBot
) -> None:
    state = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    view = window.page_view
    qtbot.waitUntil(lambda: bool(window.overlay.built_pages()))
    index = next(i for i in range(1, len(state)) if window.overlay.line_items(i))
    item = window.overlay.line_items(index)[0]
    point = view.mapFromScene(item.mapToScene(item.rect().center()))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.controller.selection.current == index
    current = window.chunk_list.table.currentIndex()
    assert current.isValid()
    assert window.chunk_list.filter_model.chunk_index(current.row()) == index
    assert window.chunk_list.table.selectionModel().isRowSelected(current.row())
    assert item.pen().style() != Qt.PenStyle.NoPen


def test_next_and_previous_chunk_keys(window: MainWindow, qtbot: QtBot) -> None:
    open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    with qtbot.waitActive(window):
        window.activateWindow()
    view = window.page_view
    view.setFocus()
    # J steps through every chunk (N is the review's "next unreviewed").
    QTest.keyClick(view, Qt.Key.Key_J)
    assert window.controller.selection.current == 0
    QTest.keyClick(view, Qt.Key.Key_J)
    QTest.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.selection.current == 2
    QTest.keyClick(view, Qt.Key.Key_P)
    assert window.controller.selection.current == 1
    QTest.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.selection.current == 0  # clamped at the first


def test_selection_colour_matches_the_list_swatch(window: MainWindow, qtbot: QtBot) -> None:
    open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    model = window.controller.list_model
    swatch = model.index(5, 0).data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(swatch, QColor)
    assert swatch.rgb() == chunk_color(5).rgb()


def test_typing_in_the_search_box_does_not_step_chunks(window: MainWindow, qtbot: QtBot) -> None:
    open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    with qtbot.waitActive(window):
        window.activateWindow()
    window.window_actions.find_chunk.trigger()
    search = window.chunk_list.search
    assert search.hasFocus()
    QTest.keyClicks(search, "np")
    assert search.text() == "np"
    assert window.controller.selection.current is None
