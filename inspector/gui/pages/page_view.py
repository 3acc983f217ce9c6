"""The page view: a document's pages stacked vertically in a scene measured in PDF points.

Scene units are PDF points (1/72 inch), so anything drawn over a page (chunk overlays, see
``chunk_overlay``) uses the coordinates PyMuPDF reports, whatever the zoom or device pixel
ratio. The view's transform maps points to logical pixels; each page's pixmap is rendered at
the device resolution and scaled by ``1 / render zoom`` back into points, so it lands on the
screen 1:1.

Pages are rendered lazily (``page_rendering``): only those in or near the viewport, and again
after the zoom settles (debounced), so opening a 300-page PDF renders two or three pages.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QPainter,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QStyle, QWidget

from inspector.document.pdf.render import PageSize, PageSource
from inspector.gui.pages.page_items import PageItem, PageStack
from inspector.gui.pages.rendering import PageRenderScheduler
from inspector.view.page_zoom import FitMode, clamp_zoom, fit_page_scale, fit_width_scale, step_zoom

PAGE_GAP = 10.0
"""Space between two pages and around the stack, in points."""
REVEAL_MARGIN = 0.2
"""Scrolling to a chunk puts its first line this far down the view (a fraction of its height)."""

_POINTS_PER_INCH = 72.0
_WHEEL_NOTCH = 120  # angleDelta units of one mouse-wheel notch
_WHEEL_ZOOM_PER_NOTCH = 2 ** (1 / 4)  # four notches double the size
_SHADOW = QColor(0, 0, 0, 80)


class PageView(QGraphicsView):
    """Shows a :class:`PageSource`'s pages in one continuous vertical scroll.

    Does not own the source: whoever gives it one closes it (the controller keeps the previous
    document open while another loads, to go back to it on cancel). The zoom is relative to
    the printed size: at zoom 1.0 one inch of paper is one logical inch of screen.

    Signals:
        current_page_changed: The page mostly in view changed; 0-based page index.
        zoom_changed: The zoom changed; the new zoom (1.0 = actual size).
        fit_mode_changed: The :class:`FitMode` changed; the new mode.
        page_render_failed: A page could not be rendered; its 0-based index and the message.
        pages_laid_out: The pages were replaced (a new source or none); items made for the old
            pages are gone.
        pages_near_view_changed: The pages in or near the viewport changed; a tuple of 0-based
            page indices. Overlays are made for these pages only.
    """

    current_page_changed = Signal(int)
    zoom_changed = Signal(float)
    fit_mode_changed = Signal(object)
    page_render_failed = Signal(int, str)
    pages_laid_out = Signal()
    pages_near_view_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pageView")
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Zoom anchoring is done by hand (cursor or view centre), see set_zoom.
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # Drops go to the main window, which opens files; the view must not swallow them.
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)

        self._source: PageSource | None = None
        self._pages = PageStack()
        self._items: list[PageItem] = self._pages.items
        self._zoom = 1.0
        self._fit_mode = FitMode.WIDTH  # what a first document opens in
        self._current_page = 0
        self._pinned: tuple[int, int] | None = None  # (page, scroll value) after go_to_page
        # PySide6 builds a Qt enum's Python class at its first use (~0.1 s for QStyle's): pay
        # it now, while the window is made, rather than when the first document opens.
        self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self._renderer = PageRenderScheduler(self, self)
        self._renderer.pages_near_view_changed.connect(self.pages_near_view_changed)
        self._renderer.page_render_failed.connect(self.page_render_failed)
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        self.horizontalScrollBar().valueChanged.connect(self._on_scrolled)

    # -- document ---------------------------------------------------------------------------

    @property
    def source(self) -> PageSource | None:
        """The document shown, or None."""
        return self._source

    def set_source(self, source: PageSource | None) -> None:
        """Show ``source`` from its first page (or nothing). The previous one is not closed."""
        self.scene().clear()
        self._pages = PageStack()
        self._items = self._pages.items
        self._renderer.reset(self._items)
        self._source = source
        self._current_page = 0
        self._pinned = None
        self.pages_laid_out.emit()
        if source is not None:
            self._lay_out(source.page_sizes)
            # A new document keeps the zoom or fit mode the reader chose for the last one.
            self._apply_zoom(self._zoom, None)
            self._apply_fit()
            self._scroll_to_scene_y(0.0)
            self._schedule_render(0)
        self.current_page_changed.emit(0)

    def page_items(self) -> list[PageItem]:
        """The page items, in page order."""
        return list(self._items)

    @property
    def page_count(self) -> int:
        """Number of pages shown (0 without a document)."""
        return len(self._items)

    @property
    def current_page(self) -> int:
        """0-based index of the page mostly in view."""
        return self._current_page

    def page_scene_rect(self, index: int) -> QRectF:
        """Page ``index`` in scene coordinates (points)."""
        return self._items[index].sceneBoundingRect()

    def pages_near_view(self) -> tuple[int, ...]:
        """The pages in or near the viewport (those kept rendered), nearest first."""
        return self._renderer.near

    def _lay_out(self, sizes: tuple[PageSize, ...]) -> None:
        self.scene().setSceneRect(self._pages.lay_out(self.scene(), sizes, PAGE_GAP))

    # -- zoom -------------------------------------------------------------------------------

    @property
    def zoom(self) -> float:
        """The zoom: 1.0 shows pages at their printed size."""
        return self._zoom

    @property
    def fit_mode(self) -> FitMode:
        """How the zoom follows the window size."""
        return self._fit_mode

    def points_to_pixels(self) -> float:
        """Logical pixels per point at zoom 1.0 (4/3 on a 96 dpi screen)."""
        return self.logicalDpiX() / _POINTS_PER_INCH

    def view_scale(self) -> float:
        """The view's scale: logical pixels per point at the current zoom."""
        return self._zoom * self.points_to_pixels()

    def render_zoom(self) -> float:
        """Device pixels per point at which pages are rendered now."""
        return self.view_scale() * self.devicePixelRatioF()

    def set_zoom(self, zoom: float, anchor: QPoint | None = None) -> None:
        """Zoom to ``zoom`` (clamped to 10 %–800 %) and leave any fit mode.

        Args:
            zoom: 1.0 shows pages at their printed size.
            anchor: A viewport position (logical pixels) whose document point stays put;
                the viewport centre if None.
        """
        self._set_fit_mode(FitMode.NONE)
        self._apply_zoom(zoom, anchor)

    @Slot()
    def zoom_in(self) -> None:
        """Zoom to the next larger step of the zoom ladder."""
        self.set_zoom(step_zoom(self._zoom, larger=True))

    @Slot()
    def zoom_out(self) -> None:
        """Zoom to the next smaller step of the zoom ladder."""
        self.set_zoom(step_zoom(self._zoom, larger=False))

    @Slot()
    def actual_size(self) -> None:
        """Show pages at their printed size (zoom 1.0)."""
        self.set_zoom(1.0)

    @Slot()
    def fit_width(self) -> None:
        """Fit the widest page to the view's width, and keep doing so when it is resized."""
        self._set_fit_mode(FitMode.WIDTH)
        self._apply_fit()

    @Slot()
    def fit_page(self) -> None:
        """Fit the current page whole into the view, and keep doing so when it is resized."""
        self._set_fit_mode(FitMode.PAGE)
        self._apply_fit()

    def _set_fit_mode(self, mode: FitMode) -> None:
        if mode is not self._fit_mode:
            self._fit_mode = mode
            self.fit_mode_changed.emit(mode)

    def _apply_fit(self) -> None:
        """Set the zoom the fit mode asks for, at the view's current size."""
        if not self._items or self._fit_mode is FitMode.NONE:
            return
        page_index = self._current_page  # before zooming moves what is "current"
        room = self.maximumViewportSize()  # the viewport's size without scroll bars
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        content = self.scene().sceneRect()
        size = (room.width(), room.height())
        if self._fit_mode is FitMode.WIDTH:
            scale = fit_width_scale(size, (content.width(), content.height()), bar)
        else:
            page = self._items[page_index].rect()
            page_bar = bar if len(self._items) > 1 else 0
            scale = fit_page_scale(size, (page.width(), page.height()), PAGE_GAP, page_bar)
        # Keep the line at the top of the view in place, as the reader's eye is there.
        top_middle = QPoint(self.viewport().width() // 2, 0)
        self._apply_zoom(scale / self.points_to_pixels(), top_middle)
        if self._fit_mode is FitMode.PAGE:
            self.go_to_page(page_index)

    def _apply_zoom(self, zoom: float, anchor: QPoint | None) -> None:
        zoom = clamp_zoom(zoom)
        anchor = anchor if anchor is not None else self.viewport().rect().center()
        anchor_scene = self.mapToScene(anchor)
        changed = not math.isclose(zoom, self._zoom)
        self._zoom = zoom
        scale = self.view_scale()
        self.setTransform(QTransform.fromScale(scale, scale))
        # Scroll so the anchored document point is back under the anchor.
        moved = self.mapFromScene(anchor_scene) - anchor
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + moved.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + moved.y())
        if changed:
            self.zoom_changed.emit(zoom)
            self._renderer.zoom_changed()
        self._update_current_page()

    # -- navigation -------------------------------------------------------------------------

    def go_to_page(self, index: int) -> None:
        """Scroll page ``index`` (0-based, clamped) to the top of the view."""
        if not self._items:
            return
        index = min(max(index, 0), len(self._items) - 1)
        self._scroll_to_scene_y(self._pages.tops[index] - PAGE_GAP / 2)
        # Near the end the page may not reach the top; it is still the one asked for.
        self._pinned = (index, self.verticalScrollBar().value())
        self._update_current_page()

    def reveal(self, page_index: int, rect: QRectF) -> None:
        """Scroll so that ``rect`` (points, local to page ``page_index``) is in view.

        Nothing moves if it is in view already; otherwise its top goes a fifth of the way down
        the view (the line above stays visible), and horizontally it is brought into view.
        """
        if not 0 <= page_index < len(self._items):
            return
        target = self._items[page_index].mapRectToScene(rect)
        visible = self.visible_scene_rect()
        if visible.contains(target):
            return
        if not (visible.top() <= target.top() <= visible.bottom() - 10 / self.view_scale()):
            self._scroll_to_scene_y(target.top() - REVEAL_MARGIN * visible.height())
        if target.left() < visible.left() or target.right() > visible.right():
            self.ensureVisible(target, 20, 0)
        self._pinned = None
        self._update_current_page()

    def visible_scene_rect(self) -> QRectF:
        """The part of the scene in the viewport, in points."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def _scroll_to_scene_y(self, y: float) -> None:
        top = self.mapToScene(QPoint(0, 0)).y()
        bar = self.verticalScrollBar()
        bar.setValue(bar.value() + round((y - top) * self.view_scale()))

    def _scroll_to_end(self, bottom: bool) -> None:
        """Home / End: the very top of the first page or the very bottom of the last."""
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum() if bottom else bar.minimum())
        self._pinned = (len(self._items) - 1 if bottom else 0, bar.value())
        self._update_current_page()

    def _page_step(self, direction: int) -> None:
        """PageDown (+1) / PageUp (-1): a whole page if it fits in view, else a screenful."""
        page = self._items[self._current_page].rect()
        if page.height() * self.view_scale() <= self.viewport().height():
            self.go_to_page(self._current_page + direction)
            return
        bar = self.verticalScrollBar()
        # Keep a tenth of the screen: the line read last stays in view.
        bar.setValue(bar.value() + direction * round(self.viewport().height() * 0.9))

    def _update_current_page(self) -> None:
        if not self._items:
            return
        visible = self.visible_scene_rect()
        pinned = self._pinned
        if pinned is not None and pinned[1] == self.verticalScrollBar().value():
            best = pinned[0]
        else:
            self._pinned = None
            best = self._pages.mostly_in(visible)
        if best != self._current_page:
            self._current_page = best
            self.current_page_changed.emit(best)

    # -- rendering --------------------------------------------------------------------------

    def _schedule_render(self, delay_ms: int) -> None:
        self._renderer.schedule(delay_ms)

    # -- Qt overrides -----------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Qt override: the background, then a soft shadow under each page."""
        super().drawBackground(painter, rect)
        rect = QRectF(rect)
        offset = 2.0 / self.view_scale()  # two logical pixels at any zoom
        first = self._pages.first_at(rect.top())
        for item in self._items[first:]:
            page = item.sceneBoundingRect()
            if page.top() > rect.bottom():
                break
            painter.fillRect(page.translated(offset / 2, offset), _SHADOW)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Qt override: re-fit in a fit mode, and render what came into view."""
        super().resizeEvent(event)
        self._apply_fit()
        self._update_current_page()
        self._schedule_render(0)

    def event(self, event: QEvent) -> bool:
        """Qt override: re-render when the window moves to a screen of another pixel ratio."""
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._schedule_render(0)
        return super().event(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Qt override: Ctrl+wheel zooms around the cursor; the wheel alone scrolls."""
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier or not self._items:
            super().wheelEvent(event)
            return
        notches = event.angleDelta().y() / _WHEEL_NOTCH
        if notches:
            self.set_zoom(self._zoom * _WHEEL_ZOOM_PER_NOTCH**notches, event.position().toPoint())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Qt override: PageDown/PageUp by page or screen, Home/End to first/last page."""
        key = event.key()
        if self._items and event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        ):
            if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
                self._scroll_to_end(key == Qt.Key.Key_End)
                return
            if key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
                self._page_step(1 if key == Qt.Key.Key_PageDown else -1)
                return
        super().keyPressEvent(event)

    @Slot()
    def _on_scrolled(self) -> None:
        self._update_current_page()
        self._schedule_render(0)
