"""Lazy page rendering for the page view: which pages to render, when, and in what order.

Only pages in or near the viewport are rendered (nearest the middle first), pages far from it
drop their pixels, and each event-loop turn renders for at most ``RENDER_SLICE_S`` so scrolling
stays responsive. The pages in view come first, on their own: the pages only near it (rendered
ahead, and announced so that their overlays are made) follow ``AHEAD_DELAY_MS`` later, so that
the new view is painted before that work. After a zoom change the re-render is debounced while
the old pixels, scaled, stand in.
"""

from __future__ import annotations

import bisect
import logging
import time
from typing import Protocol

from PySide6.QtCore import QObject, QRectF, QTimer, Signal, Slot

from inspector.document.pdf.render import PageSource
from inspector.errors import LoadError
from inspector.gui.pages.page_items import PageItem, to_pixmap

log = logging.getLogger(__name__)

ZOOM_RENDER_DELAY_MS = 150
"""Re-render this long after the last zoom change, so a burst of zoom steps renders once."""
RENDER_SLICE_S = 0.03
"""Render for at most this long per event-loop turn, so scrolling and typing stay responsive."""
AHEAD_DELAY_MS = 20
"""The pages near the viewport but not in it are handled this long after those in it (ms)."""


class RenderTarget(Protocol):
    """What the scheduler needs from the view it renders for."""

    @property
    def source(self) -> PageSource | None:
        """The document shown, or None."""
        ...

    def visible_scene_rect(self) -> QRectF:
        """The viewport in scene coordinates (points)."""
        ...

    def render_zoom(self) -> float:
        """Device pixels per point at which pages are rendered now."""
        ...


class PageRenderScheduler(QObject):
    """Renders a view's page items lazily, a time slice per event-loop turn.

    Signals:
        pages_near_view_changed: The pages in or near the viewport changed; a tuple of 0-based
            page indices, nearest the viewport's middle first.
        page_render_failed: A page could not be rendered; its 0-based index and the message.
    """

    pages_near_view_changed = Signal(object)
    page_render_failed = Signal(int, str)

    def __init__(self, target: RenderTarget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._target = target
        self._items: list[PageItem] = []
        self._near: tuple[int, ...] = ()
        # The pages' scene tops and bottoms (points, ascending), to find those in a band by
        # bisecting instead of testing all of them at every scroll step; remade when the
        # view lays out its items (after ``reset``, into the same list).
        self._tops: list[float] = []
        self._bottoms: list[float] = []
        self._rendered: set[int] = set()  # indices of the items holding pixels
        self._settling = False  # the timer is a zoom debounce
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)
        # The pass over the pages near the viewport, after the pages in it were painted.
        self._ahead_timer = QTimer(self)
        self._ahead_timer.setSingleShot(True)
        self._ahead_timer.timeout.connect(self._on_ahead_timer_timeout)

    @property
    def near(self) -> tuple[int, ...]:
        """The pages in or near the viewport at the last render pass, nearest first."""
        return self._near

    def reset(self, items: list[PageItem]) -> None:
        """Forget the previous pages (no render pending); ``items`` are the pages from now on."""
        self._timer.stop()
        self._ahead_timer.stop()
        self._settling = False
        self._items = items
        self._near = ()
        self._tops, self._bottoms = [], []
        self._rendered = set()

    def schedule(self, delay_ms: int) -> None:
        """Render in ``delay_ms``; a pending zoom debounce is restarted, never cut short."""
        if delay_ms == 0 and self._settling and self._timer.isActive():
            return
        self._settling = delay_ms > 0
        self._timer.start(delay_ms)

    def zoom_changed(self) -> None:
        """The view's scale changed: smooth the old pixels, and re-render (debounced if any)."""
        shown = [item for item in self._items if item.rendered_zoom is not None]
        for item in shown:
            item.mark_stale()
        # Debounce only when old pixels can stand in meanwhile (not right after opening).
        self.schedule(ZOOM_RENDER_DELAY_MS if shown else 0)

    @Slot()
    def _on_timer_timeout(self) -> None:
        self._settling = False
        self._render_visible(ahead=False)

    @Slot()
    def _on_ahead_timer_timeout(self) -> None:
        self._render_visible(ahead=True)

    def _render_visible(self, ahead: bool) -> None:
        """Render the pages in the viewport, and with ``ahead`` those near it; free far ones.

        Without ``ahead`` only the pages in view are rendered (and announced, if new), and the
        pass with ``ahead`` is scheduled :data:`AHEAD_DELAY_MS` later.
        """
        source = self._target.source
        if source is None or not self._items:
            return
        zoom = self._target.render_zoom()
        visible = self._target.visible_scene_rect()
        near = visible.adjusted(0, -visible.height(), 0, visible.height())
        far = visible.adjusted(0, -3 * visible.height(), 0, 3 * visible.height())
        region = near if ahead else visible
        wanted = [
            item
            for item in self._items_between(region.top(), region.bottom())
            if item.sceneBoundingRect().intersects(region)
        ]
        for index in sorted(self._rendered):
            item = self._items[index]
            if not item.sceneBoundingRect().intersects(far):
                item.drop_rendering()
                self._rendered.discard(index)
        # Pages in view first, nearest the middle first.
        middle = visible.center().y()
        wanted.sort(key=lambda item: abs(item.sceneBoundingRect().center().y() - middle))
        near_pages = tuple(item.page_index for item in wanted)
        if ahead and near_pages != self._near:
            self._near = near_pages
            self.pages_near_view_changed.emit(near_pages)
        elif not ahead:
            if not set(near_pages) <= set(self._near):
                # Pages new in view: announced at once (their overlays), the rest come ahead.
                self._near = near_pages
                self.pages_near_view_changed.emit(near_pages)
            self._ahead_timer.start(AHEAD_DELAY_MS)
        started = time.perf_counter()
        for item in wanted:
            needed, clip = item.render_clips(visible, zoom)
            if needed.isEmpty() or item.has_rendering(zoom, needed):
                continue
            if time.perf_counter() - started > RENDER_SLICE_S:
                # The rest on the next event-loop turn.
                if ahead:
                    self._ahead_timer.start(0)
                else:
                    self.schedule(0)
                return
            self._render_item(source, item, zoom, clip)

    def _items_between(self, top: float, bottom: float) -> list[PageItem]:
        """The items whose vertical extent overlaps ``top..bottom`` (scene points)."""
        items = self._items
        if len(self._tops) != len(items):
            rects = [item.sceneBoundingRect() for item in items]
            self._tops = [rect.top() for rect in rects]
            self._bottoms = [rect.bottom() for rect in rects]
        # Pages are stacked without overlap: tops and bottoms both ascend.
        first = bisect.bisect_right(self._bottoms, top)
        last = bisect.bisect_left(self._tops, bottom)
        return items[max(first - 1, 0) : last + 1]

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
        item.set_rendering(to_pixmap(rendered), zoom, clip)
        self._rendered.add(item.page_index)
