"""The page view: a document's pages stacked vertically in a scene measured in PDF points.

Scene units are PDF points (1/72 inch), so anything drawn over a page (chunk overlays, later)
uses the coordinates PyMuPDF reports, whatever the zoom or device pixel ratio. The view's
transform maps points to logical pixels; each page's pixmap is rendered at the device
resolution and scaled by ``1 / render zoom`` back into points, so it lands on the screen 1:1.

Pages are rendered lazily: only those in or near the viewport, and again after the zoom
settles (debounced), so opening a 300-page PDF renders two or three pages, not 300.
"""

from __future__ import annotations

import bisect
import enum
import logging
import math
import time

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QKeyEvent,
    QPainter,
    QPixmap,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from inspector.document.pdf_render import PageSize, PageSource, RenderedPage
from inspector.errors import LoadError

log = logging.getLogger(__name__)

MIN_ZOOM = 0.1
"""Smallest zoom (10 %); zoom 1.0 shows a page at its printed size."""
MAX_ZOOM = 8.0
"""Largest zoom (800 %)."""
# Zoom In / Zoom Out walk this ladder: round percentages people recognise.
ZOOM_STEPS: tuple[float, ...] = (
    *(0.1, 0.15, 0.2, 0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1.0),
    *(1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0),
)

PAGE_GAP = 10.0
"""Space between two pages and around the stack, in points."""
ZOOM_RENDER_DELAY_MS = 150
"""Re-render this long after the last zoom change, so a burst of zoom steps renders once."""
MAX_PAGE_PIXELS = 16_000_000
"""A page bigger than this at the current zoom (device pixels) is rendered only where visible."""
RENDER_SLICE_S = 0.03
"""Render for at most this long per event-loop turn, so scrolling and typing stay responsive."""

_POINTS_PER_INCH = 72.0
_WHEEL_NOTCH = 120  # angleDelta units of one mouse-wheel notch
_WHEEL_ZOOM_PER_NOTCH = 2 ** (1 / 4)  # four notches double the size
_SHADOW = QColor(0, 0, 0, 80)


class FitMode(enum.Enum):
    """How the zoom follows the window size."""

    NONE = "none"  # a fixed zoom
    WIDTH = "width"  # the widest page fills the view's width
    PAGE = "page"  # the current page fits whole in the view


class PageItem(QGraphicsRectItem):
    """One page: a white rectangle of the page's size in points, local origin at its top-left.

    Its rendered pixels are a child ``QGraphicsPixmapItem`` placed at the rendered clip and
    scaled by ``1 / zoom``, so the child covers exactly that part of the page in points.
    """

    def __init__(self, page_index: int, size: PageSize):
        super().__init__(0.0, 0.0, size.width, size.height)
        self.page_index = page_index
        self.setPen(Qt.PenStyle.NoPen)  # no pen: the bounding rect is exactly the page
        self.setBrush(QBrush(Qt.GlobalColor.white))
        self._pixmap_item: QGraphicsPixmapItem | None = None
        self._rendered_zoom: float | None = None
        self._rendered_clip = QRectF()
        self._failed_zoom: float | None = None

    @property
    def rendered_zoom(self) -> float | None:
        """The zoom of the pixels shown (device pixels per point), or None if none are."""
        return self._rendered_zoom

    def has_rendering(self, zoom: float, needed: QRectF) -> bool:
        """Whether the shown pixels are at ``zoom`` and cover ``needed`` (page points)."""
        if self._failed_zoom is not None and math.isclose(self._failed_zoom, zoom):
            return True  # already failed at this zoom: don't retry on every scroll
        return (
            self._rendered_zoom is not None
            and math.isclose(self._rendered_zoom, zoom, rel_tol=1e-6)
            and self._rendered_clip.contains(needed)
        )

    def set_rendering(self, pixmap: QPixmap, zoom: float, clip: QRectF) -> None:
        """Show ``pixmap``, rendered at ``zoom`` device pixels per point, over ``clip``."""
        if self._pixmap_item is None:
            self._pixmap_item = QGraphicsPixmapItem(self)
        self._pixmap_item.setPixmap(pixmap)
        self._pixmap_item.setPos(clip.topLeft())
        self._pixmap_item.setScale(1.0 / zoom)
        # At the zoom it was rendered for, the pixmap maps 1:1 onto device pixels: no filtering.
        self._pixmap_item.setTransformationMode(Qt.TransformationMode.FastTransformation)
        self._rendered_zoom = zoom
        self._rendered_clip = QRectF(clip)
        self._failed_zoom = None

    def set_failed(self, zoom: float) -> None:
        """Remember that rendering at ``zoom`` failed; the page stays blank."""
        self.drop_rendering()
        self._failed_zoom = zoom

    def mark_stale(self) -> None:
        """The zoom changed: smooth the old pixels while they are shown scaled."""
        if self._pixmap_item is not None:
            self._pixmap_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)

    def drop_rendering(self) -> None:
        """Free the pixels (the page is far from the viewport)."""
        if self._pixmap_item is not None:
            scene = self.scene()
            if scene is not None:
                scene.removeItem(self._pixmap_item)
            self._pixmap_item = None
        self._rendered_zoom = None
        self._rendered_clip = QRectF()


class PageView(QGraphicsView):
    """Shows a :class:`PageSource`'s pages in one continuous vertical scroll.

    Owns the source it is given and closes it when replaced. The zoom is relative to the
    printed size: at zoom 1.0 one inch of paper is one logical inch of screen.

    Signals:
        current_page_changed: The page mostly in view changed; 0-based page index.
        zoom_changed: The zoom changed; the new zoom (1.0 = actual size).
        fit_mode_changed: The :class:`FitMode` changed; the new mode.
        page_render_failed: A page could not be rendered; its 0-based index and the message.
    """

    current_page_changed = Signal(int)
    zoom_changed = Signal(float)
    fit_mode_changed = Signal(object)
    page_render_failed = Signal(int, str)

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
        self._items: list[PageItem] = []
        self._tops: list[float] = []  # scene y of each page's top, ascending (for bisect)
        self._zoom = 1.0
        self._fit_mode = FitMode.WIDTH  # what a first document opens in
        self._current_page = 0
        self._pinned: tuple[int, int] | None = None  # (page, scroll value) after go_to_page
        self._settling = False  # the render timer is a zoom debounce
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.timeout.connect(self._on_render_timer_timeout)
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        self.horizontalScrollBar().valueChanged.connect(self._on_scrolled)

    # -- document ---------------------------------------------------------------------------

    @property
    def source(self) -> PageSource | None:
        """The document shown, or None."""
        return self._source

    def set_source(self, source: PageSource | None) -> None:
        """Show ``source`` from its first page (or nothing); closes the previous source."""
        old = self._source
        self._render_timer.stop()
        self._settling = False
        self.scene().clear()
        self._items = []
        self._tops = []
        self._source = source
        self._current_page = 0
        self._pinned = None
        if old is not None and old is not source:
            old.close()
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

    def _lay_out(self, sizes: tuple[PageSize, ...]) -> None:
        widest = max(size.width for size in sizes)
        y = PAGE_GAP
        for index, size in enumerate(sizes):
            item = PageItem(index, size)
            item.setPos(PAGE_GAP + (widest - size.width) / 2, y)
            self.scene().addItem(item)
            self._items.append(item)
            self._tops.append(y)
            y += size.height + PAGE_GAP
        self.scene().setSceneRect(QRectF(0.0, 0.0, widest + 2 * PAGE_GAP, y))

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
        larger = [step for step in ZOOM_STEPS if step > self._zoom * 1.001]
        self.set_zoom(larger[0] if larger else MAX_ZOOM)

    @Slot()
    def zoom_out(self) -> None:
        """Zoom to the next smaller step of the zoom ladder."""
        smaller = [step for step in ZOOM_STEPS if step < self._zoom * 0.999]
        self.set_zoom(smaller[-1] if smaller else MIN_ZOOM)

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
        bar = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        content = self.scene().sceneRect()
        per_point = self.points_to_pixels()
        if self._fit_mode is FitMode.WIDTH:
            scale = room.width() / content.width()
            if content.height() * scale > room.height():  # a vertical bar will take room
                scale = (room.width() - bar) / content.width()
        else:
            page = self._items[page_index].rect()
            width = room.width() - (bar if len(self._items) > 1 else 0)
            scale = min(
                width / (page.width() + 2 * PAGE_GAP), room.height() / (page.height() + PAGE_GAP)
            )
        # A hair smaller, so rounding to whole pixels never brings up a horizontal scroll bar.
        # Keep the line at the top of the view in place, as the reader's eye is there.
        self._apply_zoom(scale * 0.999 / per_point, QPoint(self.viewport().width() // 2, 0))
        if self._fit_mode is FitMode.PAGE:
            self.go_to_page(page_index)

    def _apply_zoom(self, zoom: float, anchor: QPoint | None) -> None:
        zoom = min(max(zoom, MIN_ZOOM), MAX_ZOOM)
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
            shown = [item for item in self._items if item.rendered_zoom is not None]
            for item in shown:
                item.mark_stale()
            self.zoom_changed.emit(zoom)
            # Debounce only when old pixels can stand in meanwhile (not right after opening).
            self._schedule_render(ZOOM_RENDER_DELAY_MS if shown else 0)
        self._update_current_page()

    # -- navigation -------------------------------------------------------------------------

    def go_to_page(self, index: int) -> None:
        """Scroll page ``index`` (0-based, clamped) to the top of the view."""
        if not self._items:
            return
        index = min(max(index, 0), len(self._items) - 1)
        self._scroll_to_scene_y(self._tops[index] - PAGE_GAP / 2)
        # Near the end the page may not reach the top; it is still the one asked for.
        self._pinned = (index, self.verticalScrollBar().value())
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
            best = self._page_mostly_in(visible)
        if best != self._current_page:
            self._current_page = best
            self.current_page_changed.emit(best)

    def _page_mostly_in(self, visible: QRectF) -> int:
        """The page with the tallest visible part; the first of equals."""
        first = max(bisect.bisect_right(self._tops, visible.top()) - 1, 0)
        best, best_height = first, -1.0
        for index in range(first, len(self._items)):
            rect = self._items[index].sceneBoundingRect()
            if rect.top() > visible.bottom():
                break
            height = min(rect.bottom(), visible.bottom()) - max(rect.top(), visible.top())
            if height > best_height + 1e-6:
                best, best_height = index, height
        return best

    # -- rendering --------------------------------------------------------------------------

    def _schedule_render(self, delay_ms: int) -> None:
        """Render in ``delay_ms``; a pending zoom debounce is restarted, never cut short."""
        if delay_ms == 0 and self._settling and self._render_timer.isActive():
            return
        self._settling = delay_ms > 0
        self._render_timer.start(delay_ms)

    @Slot()
    def _on_render_timer_timeout(self) -> None:
        self._settling = False
        self._render_visible()

    def _render_visible(self) -> None:
        """Render the pages in and near the viewport; free those far from it."""
        source = self._source
        if source is None or not self._items:
            return
        zoom = self.render_zoom()
        visible = self.visible_scene_rect()
        near = visible.adjusted(0, -visible.height(), 0, visible.height())
        far = visible.adjusted(0, -3 * visible.height(), 0, 3 * visible.height())
        wanted: list[PageItem] = []
        for item in self._items:
            rect = item.sceneBoundingRect()
            if rect.intersects(near):
                wanted.append(item)
            elif not rect.intersects(far):
                item.drop_rendering()
        # Pages in view first, nearest the middle first.
        middle = visible.center().y()
        wanted.sort(key=lambda item: abs(item.sceneBoundingRect().center().y() - middle))
        started = time.perf_counter()
        for item in wanted:
            needed, clip = self._clips(item, visible, zoom)
            if needed.isEmpty() or item.has_rendering(zoom, needed):
                continue
            if time.perf_counter() - started > RENDER_SLICE_S:
                self._schedule_render(0)  # the rest on the next event-loop turn
                return
            self._render_item(source, item, zoom, clip)

    def _clips(self, item: PageItem, visible: QRectF, zoom: float) -> tuple[QRectF, QRectF]:
        """What part of a page must be rendered now, and what part to render (page points).

        Normally both are the whole page. A page too big at this zoom is rendered only around
        the viewport (half a viewport beyond each edge), and again once scrolled outside that;
        if it is only near the viewport, just its part of the prefetch band. Empty: nothing to do.
        """
        page = item.rect()
        if page.width() * page.height() * zoom * zoom <= MAX_PAGE_PIXELS:
            return page, page
        in_view = item.mapRectFromScene(visible).intersected(page)
        if in_view.isEmpty():
            band = visible.adjusted(0, -visible.height(), 0, visible.height())
            nearby = item.mapRectFromScene(band).intersected(page)
            return nearby, nearby
        margin_x, margin_y = in_view.width() / 2, in_view.height() / 2
        clip = in_view.adjusted(-margin_x, -margin_y, margin_x, margin_y).intersected(page)
        return in_view, clip

    def _render_item(self, source: PageSource, item: PageItem, zoom: float, clip: QRectF) -> None:
        whole = clip == item.rect()
        box = None if whole else (clip.left(), clip.top(), clip.right(), clip.bottom())
        try:
            rendered = source.render_page(item.page_index, zoom, box)
        except LoadError as error:
            log.warning("rendering page %d failed: %s", item.page_index + 1, error)
            item.set_failed(zoom)
            self.page_render_failed.emit(item.page_index, str(error))
            return
        item.set_rendering(_to_pixmap(rendered), zoom, clip)

    # -- Qt overrides -----------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Qt override: the background, then a soft shadow under each page."""
        super().drawBackground(painter, rect)
        rect = QRectF(rect)
        offset = 2.0 / self.view_scale()  # two logical pixels at any zoom
        first = max(bisect.bisect_right(self._tops, rect.top()) - 1, 0)
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


def _to_pixmap(rendered: RenderedPage) -> QPixmap:
    """Wrap rendered RGB bytes in a QPixmap (copied: the bytes may go once this returns)."""
    image = QImage(
        rendered.samples,
        rendered.width_px,
        rendered.height_px,
        rendered.stride,
        QImage.Format.Format_RGB888,
    )
    return QPixmap.fromImage(image)
