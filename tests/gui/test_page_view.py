"""The page view: layout in PDF points, zoom, lazy rendering, scrolling and page navigation."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem
from pytestqt.qtbot import QtBot

from inspector.document.pdf.render import RenderedPage
from inspector.errors import LoadError
from inspector.gui.main_window import MainWindow
from inspector.gui.pages.page_items import PageItem
from inspector.gui.pages.page_view import PageView
from inspector.view.page_zoom import MAX_ZOOM, MIN_ZOOM, FitMode
from tests.gui import pdf_files

pytestmark = pytest.mark.gui


def opened(window: MainWindow, path: Path) -> PageView:
    """Open ``path`` with the docks hidden: these tests measure the page view at full width."""
    for dock in (window.chunks_dock, window.detail_dock, window.rules_dock):
        dock.hide()
    QApplication.processEvents()
    assert window.open_file(path)
    return window.page_view


def wait_rendered(qtbot: QtBot, view: PageView, index: int) -> PageItem:
    item = view.page_items()[index]
    qtbot.waitUntil(lambda: item.rendered_zoom == pytest.approx(view.render_zoom()))
    return item


def scene_rects(view: PageView) -> list[tuple[float, float, float, float]]:
    rects = [item.sceneBoundingRect() for item in view.page_items()]
    return [(r.x(), r.y(), r.width(), r.height()) for r in rects]


def test_pages_are_items_of_their_size_in_points(window: MainWindow, five_pages: Path) -> None:
    view = opened(window, five_pages)
    items = view.page_items()
    expected = pdf_files.displayed_sizes(five_pages)
    assert len(items) == len(expected) == 5
    assert [item.page_index for item in items] == [0, 1, 2, 3, 4]
    for item, (width, height) in zip(items, expected, strict=True):
        rect = item.sceneBoundingRect()
        assert (rect.width(), rect.height()) == pytest.approx((width, height))
    # Stacked top to bottom with a gap, never overlapping, centred on one vertical axis.
    rects = [item.sceneBoundingRect() for item in items]
    for upper, lower in itertools.pairwise(rects):
        assert lower.top() > upper.bottom()
    centres = {round(rect.center().x(), 6) for rect in rects}
    assert len(centres) == 1


def test_visible_pages_render_at_device_resolution(
    window: MainWindow, five_pages: Path, qtbot: QtBot
) -> None:
    view = opened(window, five_pages)
    item = wait_rendered(qtbot, view, 0)
    pixmaps = [child for child in item.childItems() if isinstance(child, QGraphicsPixmapItem)]
    assert len(pixmaps) == 1
    zoom = view.render_zoom()
    assert zoom == pytest.approx(view.zoom * view.logicalDpiX() / 72 * view.devicePixelRatioF())
    # Rendered at zoom pixels per point and scaled back by 1/zoom: it covers the page in points.
    assert pixmaps[0].scale() == pytest.approx(1 / zoom)
    covered = pixmaps[0].sceneBoundingRect()
    page = item.sceneBoundingRect()
    assert covered.width() == pytest.approx(page.width(), abs=1 / zoom)
    assert covered.height() == pytest.approx(page.height(), abs=1 / zoom)


def test_only_pages_near_the_viewport_are_rendered(
    window: MainWindow, forty_pages: Path, qtbot: QtBot
) -> None:
    view = opened(window, forty_pages)
    wait_rendered(qtbot, view, 0)
    qtbot.wait(50)  # let any further render passes run
    rendered = [item.page_index for item in view.page_items() if item.rendered_zoom is not None]
    assert 0 in rendered
    assert max(rendered) < 6, rendered
    view.go_to_page(30)
    wait_rendered(qtbot, view, 30)
    qtbot.wait(50)
    rendered = [item.page_index for item in view.page_items() if item.rendered_zoom is not None]
    assert 0 not in rendered  # far pages give their pixels back
    assert all(25 <= index <= 35 for index in rendered), rendered


def test_zoom_changes_the_transform_not_the_scene(window: MainWindow, five_pages: Path) -> None:
    view = opened(window, five_pages)
    before = scene_rects(view)
    per_point = view.logicalDpiX() / 72
    view.actual_size()
    assert view.zoom == 1.0
    assert view.fit_mode is FitMode.NONE
    assert view.transform().m11() == pytest.approx(per_point)
    assert view.transform().m22() == pytest.approx(per_point)
    view.zoom_in()
    assert view.transform().m11() == pytest.approx(1.1 * per_point)
    view.zoom_out()
    view.zoom_out()
    assert view.transform().m11() == pytest.approx(0.9 * per_point)
    assert scene_rects(view) == before
    assert window.zoom_label.text() == "90%"


def test_zoom_is_clamped(window: MainWindow, five_pages: Path) -> None:
    view = opened(window, five_pages)
    view.set_zoom(100.0)
    assert view.zoom == MAX_ZOOM == 8.0
    view.zoom_in()
    assert view.zoom == MAX_ZOOM
    view.set_zoom(0.0001)
    assert view.zoom == MIN_ZOOM == 0.1
    view.zoom_out()
    assert view.zoom == MIN_ZOOM
    assert window.zoom_label.text() == "10%"


def test_fit_width_fills_the_viewport_width(window: MainWindow, five_pages: Path) -> None:
    view = opened(window, five_pages)
    view.actual_size()
    before = scene_rects(view)
    view.fit_width()
    assert view.fit_mode is FitMode.WIDTH
    scene_width = view.sceneRect().width() * view.transform().m11()
    viewport = view.viewport().width()
    assert viewport - 3 <= scene_width <= viewport
    assert not view.horizontalScrollBar().isVisible()
    assert scene_rects(view) == before
    # The mode sticks: a narrower window re-fits.
    old_zoom = view.zoom
    window.resize(700, 760)
    assert view.zoom < old_zoom
    assert view.sceneRect().width() * view.transform().m11() <= view.viewport().width()


def test_fit_page_shows_a_whole_page(window: MainWindow, five_pages: Path) -> None:
    view = opened(window, five_pages)
    view.go_to_page(1)
    view.fit_page()
    assert view.fit_mode is FitMode.PAGE
    assert view.current_page == 1
    visible = view.visible_scene_rect()
    assert visible.contains(view.page_scene_rect(1))


def test_fit_actions_are_checked_while_the_mode_lasts(window: MainWindow, five_pages: Path) -> None:
    opened(window, five_pages)
    actions = window.window_actions
    assert actions.fit_width.isChecked()  # documents open fitted to width
    actions.fit_page.trigger()
    assert (actions.fit_width.isChecked(), actions.fit_page.isChecked()) == (False, True)
    actions.fit_page.trigger()  # choosing it again keeps it on
    assert actions.fit_page.isChecked()
    actions.zoom_in.trigger()
    assert (actions.fit_width.isChecked(), actions.fit_page.isChecked()) == (False, False)


def test_zoom_re_renders_after_the_debounce(
    window: MainWindow, five_pages: Path, qtbot: QtBot
) -> None:
    view = opened(window, five_pages)
    old = wait_rendered(qtbot, view, 0).rendered_zoom
    view.zoom_in()
    assert view.render_zoom() != pytest.approx(old)
    assert view.page_items()[0].rendered_zoom == old  # old pixels stand in for a moment
    item = wait_rendered(qtbot, view, 0)
    assert item.rendered_zoom == pytest.approx(view.render_zoom())


def test_ctrl_wheel_zooms_around_the_cursor(window: MainWindow, five_pages: Path) -> None:
    view = opened(window, five_pages)
    view.actual_size()
    cursor = QPoint(300, 200)
    under_cursor = view.mapToScene(cursor)
    old_zoom = view.zoom

    def wheel(delta: int, modifiers: Qt.KeyboardModifier) -> None:
        event = QWheelEvent(
            QPointF(cursor),
            QPointF(view.viewport().mapToGlobal(cursor)),
            QPoint(0, 0),
            QPoint(0, delta),
            Qt.MouseButton.NoButton,
            modifiers,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(view.viewport(), event)

    wheel(120, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom > old_zoom
    after = view.mapToScene(cursor)
    tolerance = 1.5 / view.view_scale()  # one pixel of rounding, in points
    assert after.x() == pytest.approx(under_cursor.x(), abs=tolerance)
    assert after.y() == pytest.approx(under_cursor.y(), abs=tolerance)
    wheel(-240, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom < old_zoom
    # Without Ctrl the wheel scrolls and leaves the zoom alone.
    zoom, value = view.zoom, view.verticalScrollBar().value()
    wheel(-120, Qt.KeyboardModifier.NoModifier)
    assert view.zoom == zoom
    assert view.verticalScrollBar().value() > value


def test_page_indicator_follows_scrolling(
    window: MainWindow, five_pages: Path, qtbot: QtBot
) -> None:
    view = opened(window, five_pages)
    assert window.page_label.text() == "Page 1 of 5"
    bar = view.verticalScrollBar()
    # Scroll by pixels until page 3 fills the middle of the view.
    target = view.page_scene_rect(2).center().y()
    with qtbot.waitSignal(view.current_page_changed):
        bar.setValue(
            bar.value()
            + round((target - view.visible_scene_rect().center().y()) * view.view_scale())
        )
    assert view.current_page == 2
    assert window.page_label.text() == "Page 3 of 5"
    bar.setValue(bar.maximum())
    assert window.page_label.text() == "Page 5 of 5"
    bar.setValue(0)
    assert window.page_label.text() == "Page 1 of 5"


def test_go_to_page_puts_the_page_at_the_top(window: MainWindow, forty_pages: Path) -> None:
    view = opened(window, forty_pages)
    view.go_to_page(16)
    page_top = view.page_scene_rect(16).top()
    view_top = view.visible_scene_rect().top()
    assert 0 < page_top - view_top < 10  # within the gap above the page
    assert window.page_label.text() == "Page 17 of 40"
    view.go_to_page(99)  # clamped
    assert view.current_page == 39


def test_last_page_is_current_after_go_to_even_if_it_cannot_reach_the_top(
    window: MainWindow, five_pages: Path
) -> None:
    view = opened(window, five_pages)
    view.set_zoom(0.2)  # every page fits in the view at once
    view.go_to_page(3)
    assert window.page_label.text() == "Page 4 of 5"


def test_keys_page_down_up_home_end(window: MainWindow, forty_pages: Path, qtbot: QtBot) -> None:
    view = opened(window, forty_pages)
    view.setFocus()
    bar = view.verticalScrollBar()
    # Fitted to width a page is taller than the view: PageDown moves by most of a screen.
    before = bar.value()
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    assert 0.8 * view.viewport().height() <= bar.value() - before <= view.viewport().height()
    QTest.keyClick(view, Qt.Key.Key_PageUp)
    assert bar.value() == before
    QTest.keyClick(view, Qt.Key.Key_End)
    assert bar.value() == bar.maximum()
    assert view.current_page == 39
    QTest.keyClick(view, Qt.Key.Key_Home)
    assert view.current_page == 0
    assert bar.value() == bar.minimum()
    # Fitted to the page, PageDown goes page by page.
    view.fit_page()
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    assert view.current_page == 2
    assert view.visible_scene_rect().contains(view.page_scene_rect(2))
    QTest.keyClick(view, Qt.Key.Key_PageUp)
    assert view.current_page == 1


def test_scrolling_down_renders_the_pages_that_come_into_view(
    window: MainWindow, forty_pages: Path, qtbot: QtBot
) -> None:
    view = opened(window, forty_pages)
    wait_rendered(qtbot, view, 0)
    assert view.page_items()[20].rendered_zoom is None
    view.go_to_page(20)
    wait_rendered(qtbot, view, 20)


def test_huge_zoom_renders_only_the_visible_part(
    window: MainWindow, five_pages: Path, qtbot: QtBot
) -> None:
    view = opened(window, five_pages)
    view.set_zoom(8.0)
    item = wait_rendered(qtbot, view, view.current_page)
    pixmap = next(child for child in item.childItems() if isinstance(child, QGraphicsPixmapItem))
    covered = pixmap.sceneBoundingRect()
    page = item.sceneBoundingRect()
    # An A4 page at 800 % would be tens of megapixels: only a window around the view is made.
    assert covered.width() * covered.height() < 0.5 * page.width() * page.height()
    assert covered.contains(view.visible_scene_rect().intersected(page))
    # Scroll down within the page, out of the rendered part: the new part gets rendered.
    bar = view.verticalScrollBar()
    bar.setValue(bar.value() + 2 * view.viewport().height())
    assert view.current_page == item.page_index
    assert not covered.contains(view.visible_scene_rect().intersected(page))
    qtbot.waitUntil(lambda: pixmap.sceneBoundingRect() != covered)
    assert pixmap.sceneBoundingRect().contains(view.visible_scene_rect().intersected(page))


def test_closing_the_document_empties_the_view(window: MainWindow, five_pages: Path) -> None:
    view = opened(window, five_pages)
    source = view.source
    assert source is not None
    window.window_actions.close.trigger()
    assert view.page_items() == []
    assert view.scene().items() == []
    with pytest.raises(ValueError, match="closed"):
        source.render_page(0, 1.0)  # the view closed what it owned


def count_renders(view: PageView, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Record the page index of every render the view asks its source for."""
    source = view.source
    assert source is not None
    calls: list[int] = []
    real = source.render_page

    def counting(
        index: int, zoom: float, clip: tuple[float, float, float, float] | None = None
    ) -> RenderedPage:
        calls.append(index)
        return real(index, zoom, clip)

    monkeypatch.setattr(source, "render_page", counting)
    return calls


def test_huge_zoom_near_a_page_boundary_settles(
    window: MainWindow, five_pages: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = opened(window, five_pages)
    view.set_zoom(8.0)
    # Page 2 just below the view: out of sight but in the prefetch band, and too big to render
    # whole. Its nearby part is rendered once, not again on every pass.
    bar = view.verticalScrollBar()
    visible = view.visible_scene_rect()
    bottom = view.page_scene_rect(1).top() - visible.height() / 2
    bar.setValue(bar.value() + round((bottom - visible.bottom()) * view.view_scale()))
    assert not view.visible_scene_rect().intersects(view.page_scene_rect(1))
    calls = count_renders(view, monkeypatch)
    qtbot.waitUntil(lambda: {0, 1} <= set(calls))
    qtbot.wait(300)
    settled = len(calls)
    qtbot.wait(300)
    assert len(calls) == settled  # no page is rendered over and over
    # What was made for page 2 is the top of it, below the view, ready to scroll into.
    below = view.page_items()[1]
    pixmap = next(c for c in below.childItems() if isinstance(c, QGraphicsPixmapItem))
    covered = pixmap.sceneBoundingRect()
    assert covered.height() > 10
    assert covered.contains(
        QPointF(view.visible_scene_rect().center().x(), below.sceneBoundingRect().top() + 1)
    )


def test_a_page_that_fails_to_render_is_reported_once(
    window: MainWindow, five_pages: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = opened(window, five_pages)
    source = view.source
    assert source is not None
    attempts: list[int] = []

    def broken(index: int, zoom: float, clip: object = None) -> RenderedPage:
        attempts.append(index)
        raise LoadError(f"Page {index + 1} of five.pdf is damaged and could not be shown.")

    monkeypatch.setattr(source, "render_page", broken)
    with qtbot.waitSignal(view.page_render_failed) as blocker:
        view.zoom_in()
    assert blocker.args is not None
    assert blocker.args[0] == view.current_page
    assert "is damaged and could not be shown" in window.statusBar().currentMessage()
    qtbot.wait(300)
    assert attempts.count(view.current_page) == 1  # not retried at the same zoom


def test_fit_page_keeps_the_page_being_read(window: MainWindow, five_pages: Path) -> None:
    view = opened(window, five_pages)
    # Fitted to width: scroll so page 2 fills most of the view, page 1's bottom at the top.
    bar = view.verticalScrollBar()
    top = view.page_scene_rect(1).top() - 0.2 * view.visible_scene_rect().height()
    bar.setValue(bar.value() + round((top - view.visible_scene_rect().top()) * view.view_scale()))
    assert view.current_page == 1
    view.fit_page()
    assert view.current_page == 1
    assert view.visible_scene_rect().contains(view.page_scene_rect(1))
