"""Page items of the page view: one per page, in PDF points, with its rendered pixels.

A :class:`PageItem`'s local coordinates are the page's own PDF points (origin top-left), so
anything drawn over the page (chunk overlays, banners) is a child item placed with the
coordinates the loader reports, whatever the zoom.
"""

from __future__ import annotations

import bisect
import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QImage, QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsRectItem, QGraphicsScene

from inspector.document.pdf.render import PageSize, RenderedPage

MAX_PAGE_PIXELS = 16_000_000
"""A page bigger than this at the current zoom (device pixels) is rendered only where visible."""
PIXMAP_Z = 0.0
"""Stacking order of the rendered pixels; overlays sit above (see ``chunk_overlay``)."""


# Made at import (the window's start), not per page: PySide6 builds an enum's Python class at
# its first use, tens of milliseconds that would otherwise land on the first document's open.
_NO_PEN = Qt.PenStyle.NoPen
_WHITE = Qt.GlobalColor.white


class PageItem(QGraphicsRectItem):
    """One page: a white rectangle of the page's size in points, local origin at its top-left.

    Its rendered pixels are a child ``QGraphicsPixmapItem`` placed at the rendered clip and
    scaled by ``1 / zoom``, so the child covers exactly that part of the page in points.
    """

    def __init__(self, page_index: int, size: PageSize):
        super().__init__(0.0, 0.0, size.width, size.height)
        self.page_index = page_index
        self.setPen(_NO_PEN)  # no pen: the bounding rect is exactly the page
        self.setBrush(QBrush(_WHITE))
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
            self._pixmap_item.setZValue(PIXMAP_Z)
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

    def render_clips(self, visible: QRectF, zoom: float) -> tuple[QRectF, QRectF]:
        """What part of the page must be rendered now, and what part to render (page points).

        Normally both are the whole page. A page too big at this zoom is rendered only around
        the viewport (half a viewport beyond each edge), and again once scrolled outside that;
        if it is only near the viewport, just its part of the prefetch band. Empty: nothing to do.

        Args:
            visible: The viewport in scene coordinates (points).
            zoom: Device pixels per point.
        """
        page = self.rect()
        if page.width() * page.height() * zoom * zoom <= MAX_PAGE_PIXELS:
            return page, page
        in_view = self.mapRectFromScene(visible).intersected(page)
        if in_view.isEmpty():
            band = visible.adjusted(0, -visible.height(), 0, visible.height())
            nearby = self.mapRectFromScene(band).intersected(page)
            return nearby, nearby
        margin_x, margin_y = in_view.width() / 2, in_view.height() / 2
        clip = in_view.adjusted(-margin_x, -margin_y, margin_x, margin_y).intersected(page)
        return in_view, clip


class PageStack:
    """A document's page items stacked top to bottom in a scene, centred, a gap apart.

    Attributes:
        items: the page items, in page order.
        tops: the scene y (points) of each page's top, ascending (for bisecting).
    """

    def __init__(self) -> None:
        self.items: list[PageItem] = []
        self.tops: list[float] = []

    def lay_out(self, scene: QGraphicsScene, sizes: tuple[PageSize, ...], gap: float) -> QRectF:
        """Add a page item per size to ``scene``; returns the scene rectangle they need."""
        widest = max(size.width for size in sizes)
        y = gap
        for index, size in enumerate(sizes):
            item = PageItem(index, size)
            item.setPos(gap + (widest - size.width) / 2, y)
            scene.addItem(item)
            self.items.append(item)
            self.tops.append(y)
            y += size.height + gap
        return QRectF(0.0, 0.0, widest + 2 * gap, y)

    def first_at(self, y: float) -> int:
        """The page at or above scene height ``y`` (0 above the first page)."""
        return max(bisect.bisect_right(self.tops, y) - 1, 0)

    def mostly_in(self, visible: QRectF) -> int:
        """The page with the tallest part inside ``visible`` (scene points); the first of equals."""
        first = self.first_at(visible.top())
        best, best_height = first, -1.0
        for index in range(first, len(self.items)):
            rect = self.items[index].sceneBoundingRect()
            if rect.top() > visible.bottom():
                break
            height = min(rect.bottom(), visible.bottom()) - max(rect.top(), visible.top())
            if height > best_height + 1e-6:
                best, best_height = index, height
        return best


def to_pixmap(rendered: RenderedPage) -> QPixmap:
    """Wrap rendered RGB bytes in a QPixmap (copied: the bytes may go once this returns)."""
    image = QImage(
        rendered.samples,
        rendered.width_px,
        rendered.height_px,
        rendered.stride,
        QImage.Format.Format_RGB888,
    )
    return QPixmap.fromImage(image)
