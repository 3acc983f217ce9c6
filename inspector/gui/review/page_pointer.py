"""What is under the pointer on a page, for review: boundary places, lines, excluded text.

``PagePointer`` answers for the page view (scene points in, text offsets out) through the
offset map (:mod:`review_snap`), and follows a boundary flag being dragged
(``overlay_items.DragHandler``): a caret in the chunk's colour shows the word start the
boundary would move to, and letting go asks for the move. The chunk overlay owns one.

Units: scene coordinates are PDF points (pages stacked); page-local points have their
origin at the page's top-left; offsets index ``Document.text``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF

from inspector.document.model import Direction
from inspector.gui.pages.chunk_colors import chunk_color
from inspector.gui.pages.overlay_items import BoundaryCaretItem
from inspector.gui.pages.page_view import PageView
from inspector.view.chunk_state import ChunkState
from inspector.view.review_snap import PageSnapper, Snap

MoveRequest = Callable[[int, int], None]
"""Called with (chunk index, text offset) when a dragged flag is let go somewhere new."""


class PagePointer:
    """Snapping and flag dragging over a page view's pages (see the module docstring)."""

    def __init__(
        self, view: PageView, state: Callable[[], ChunkState | None], request: MoveRequest
    ) -> None:
        self._view = view
        self._state = state
        self._request = request
        self._snappers: dict[int, PageSnapper] = {}
        self._caret: BoundaryCaretItem | None = None

    def forget_pages(self) -> None:
        """Another document: the per-page character tables are dropped."""
        self._snappers = {}

    def pages_replaced(self) -> None:
        """The view cleared its scene (the caret went with it) and shows other pages."""
        self._caret = None
        self._snappers = {}

    # -- queries ----------------------------------------------------------------------------

    def page_at(self, scene_pos: QPointF) -> int | None:
        """The page under scene point ``scene_pos``, or the nearest one above or below it."""
        items = self._view.page_items()
        if not items:
            return None
        y = scene_pos.y()
        rects = [item.sceneBoundingRect() for item in items]
        return min(range(len(items)), key=lambda i: _gap(y, rects[i].top(), rects[i].bottom()))

    def _local(self, scene_pos: QPointF) -> tuple[ChunkState, int, QPointF] | None:
        state = self._state()
        page = self.page_at(scene_pos)
        if state is None or page is None or page >= len(state.document.pages):
            return None
        return state, page, self._view.page_items()[page].mapFromScene(scene_pos)

    def snap_at(self, scene_pos: QPointF, *, words: bool = True) -> Snap | None:
        """The boundary place (word or character start) nearest to ``scene_pos``.

        None when the page under it has no positioned text.
        """
        found = self._local(scene_pos)
        if found is None:
            return None
        state, page, local = found
        return self._snapper(state, page).snap(local.x(), local.y(), words=words)

    def line_range_at(self, scene_pos: QPointF) -> tuple[int, int] | None:
        """The text range of the visual line under ``scene_pos`` (for "Exclude This Line")."""
        found = self._local(scene_pos)
        if found is None:
            return None
        state, page, local = found
        return self._snapper(state, page).line_range(local.y())

    def excluded_at(self, scene_pos: QPointF) -> tuple[int, int] | None:
        """The excluded span (hatched furniture) under ``scene_pos``, if any."""
        found = self._local(scene_pos)
        if found is None:
            return None
        state, page, local = found
        for span in state.excluded_on_page(page):
            for box in state.document.offset_map.boxes_for(span.start, span.end):
                x0, y0, x1, y1 = box.rect
                rect = QRectF(x0, y0, x1 - x0, y1 - y0).adjusted(-1, -1, 1, 1)
                if box.page_index == page and rect.contains(local):
                    return span.start, span.end
        return None

    def _snapper(self, state: ChunkState, page: int) -> PageSnapper:
        snapper = self._snappers.get(page)
        if snapper is None:
            snapper = PageSnapper(
                state.document, page, lambda o: state.direction_at(o) is Direction.RTL
            )
            self._snappers[page] = snapper
        return snapper

    # -- dragging (overlay_items.DragHandler) -----------------------------------------------

    @property
    def caret(self) -> BoundaryCaretItem | None:
        """The drag caret while a flag is being dragged, else None."""
        return self._caret

    def drag_moved(self, chunk_index: int, scene_pos: QPointF, words: bool) -> None:
        """Move the caret to the snapped place under the pointer."""
        snap = self.snap_at(scene_pos, words=words)
        state = self._state()
        if snap is None or state is None:
            self._drop_caret()
            return
        if self._caret is None:
            self._caret = BoundaryCaretItem()
            self._view.scene().addItem(self._caret)
        page_item = self._view.page_items()[snap.page]
        left, right = state.text_column(snap.page)
        caret = QLineF(
            page_item.mapToScene(QPointF(snap.x, snap.top - 1.0)),
            page_item.mapToScene(QPointF(snap.x, snap.bottom + 1.0)),
        )
        rule = QLineF(
            page_item.mapToScene(QPointF(left, snap.top)),
            page_item.mapToScene(QPointF(right, snap.top)),
        )
        self._caret.place(caret, rule, chunk_color(chunk_index), snap.offset)

    def drag_finished(self, chunk_index: int, scene_pos: QPointF, words: bool) -> None:
        """Ask for the boundary to move to the snapped place, if it moved."""
        snap = self.snap_at(scene_pos, words=words)
        self._drop_caret()
        state = self._state()
        if snap is None or state is None or not 0 < chunk_index < len(state):
            return
        if snap.offset != state.chunks[chunk_index].start:
            self._request(chunk_index, snap.offset)

    def _drop_caret(self) -> None:
        if self._caret is not None:
            if self._caret.scene() is self._view.scene():
                self._view.scene().removeItem(self._caret)
            self._caret = None


def _gap(y: float, top: float, bottom: float) -> float:
    """How far ``y`` lies outside ``[top, bottom]`` (0 inside)."""
    return max(top - y, y - bottom, 0.0)
