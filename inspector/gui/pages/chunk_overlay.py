"""Chunk overlays on the page view, made page by page as pages come near the viewport.

Each chunk is drawn over the text it covers, one translucent rectangle per visual line (from
``OffsetMap.boxes_for``, excluded furniture cut out), in its own colour; a chunk that crosses
pages is drawn on each. A flag in the page margin marks each chunk start ("#index · type ·
tokens · rule"); a lighter flag marks where a chunk continues on a new page. Excluded
furniture is hatched; a page without a usable text layer gets a banner with the reason. After a
re-chunk, changed boundaries are outlined in their change's colour and removed ones are dashed.

Only pages near the viewport get items (a 300-page PDF stays fast); pages far from it give
theirs back. Everything is a child of a ``PageItem``, in that page's PDF points.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, QTimer, Signal, Slot
from PySide6.QtWidgets import QGraphicsItem

from inspector.gui.chunks.list_model import review_tooltip
from inspector.gui.pages.chunk_colors import change_color
from inspector.gui.pages.overlay_flags import box_rect, describe_change, flag_rect, marker_texts
from inspector.gui.pages.overlay_items import (
    BoundaryMarkerItem,
    ChunkLineItem,
    OverlayGroup,
    PageBannerItem,
)
from inspector.gui.pages.overlay_labels import label_font
from inspector.gui.pages.overlay_page import (
    PageOverlay,
    add_furniture,
    add_removed_boundaries,
    furniture_boxes,
    text_layer_banner,
)
from inspector.gui.pages.page_view import PageView
from inspector.gui.review.page_pointer import PagePointer
from inspector.review.splice import Splice
from inspector.view import provenance
from inspector.view.boundary_diff import BoundaryChange
from inspector.view.chunk_state import ChunkState

KEEP_PAGES = 8
"""Overlays of pages more than this many pages from the viewport are dropped."""
OFFSCREEN_REBUILD_DELAY_MS = 150
"""An edit that renumbers chunks makes the built pages off screen again this much later."""


class ChunkOverlay(QObject):
    """Keeps a PageView's overlays in step with a :class:`ChunkState` and the selection.

    Boundary flags can be dragged: ``pointer`` (a ``review_page_pointer.PagePointer``) shows
    a caret at the word start under the pointer and, on release, emits
    ``boundary_move_requested``. It also answers what is under a point (review menus).

    Signals:
        chunk_clicked: a chunk's line or flag was clicked; the chunk index.
        boundary_move_requested: a flag was dragged and let go; the chunk index and the text
            offset its start should move to (a snapped character start, not its current one).
    """

    chunk_clicked = Signal(int)
    boundary_move_requested = Signal(int, int)

    def __init__(self, view: PageView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._view = view
        self._state: ChunkState | None = None
        self._pages: dict[int, PageOverlay] = {}
        self._selected: int | None = None
        self._visible = True
        self._tooltips: dict[int, str] = {}
        self._changes: dict[int, BoundaryChange] = {}
        self._font = label_font()
        self._furniture: dict[int, list[tuple[QRectF, str]]] = {}  # hatched boxes per page
        # Snapping the pointer to boundary places, and the flag drags (review_page_pointer).
        self.pointer = PagePointer(view, lambda: self._state, self.boundary_move_requested.emit)
        # Pages waiting for their overlays: made one per event-loop turn, so a new chunk set
        # or a jump through the document never builds several pages in one go.
        self._queue: list[int] = []
        self._queue_timer = QTimer(self)
        self._queue_timer.setSingleShot(True)
        self._queue_timer.setInterval(0)
        self._queue_timer.timeout.connect(self._on_queue_timer_timeout)
        view.pages_laid_out.connect(self._on_view_pages_laid_out)
        view.pages_near_view_changed.connect(self._on_view_pages_near_view_changed)

    # -- public API -------------------------------------------------------------------------

    @property
    def state(self) -> ChunkState | None:
        """The chunks drawn, or None."""
        return self._state

    def set_state(self, state: ChunkState | None) -> None:
        """Draw ``state``'s chunks (None: no overlays) on the pages now shown."""
        self._clear()
        if state is None or self._state is None or state.document is not self._state.document:
            self.pointer.forget_pages()
        self._furniture = {}
        self._state = state
        self._tooltips = {}
        self._changes = state.diff.by_chunk() if state is not None and state.diff else {}
        if self._selected is not None and (state is None or self._selected >= len(state)):
            self._selected = None
        self._schedule(self._view.pages_near_view())

    def set_overlays_visible(self, visible: bool) -> None:
        """Show or hide the chunk overlays (banners about the text layer stay)."""
        self._visible = visible
        for overlay in self._pages.values():
            overlay.group.setVisible(visible)

    @property
    def overlays_visible(self) -> bool:
        """Whether chunk overlays are shown."""
        return self._visible

    def set_selected(self, index: int | None) -> None:
        """Draw chunk ``index`` as selected (None: no chunk)."""
        if index == self._selected:
            return
        for old, new in ((self._selected, False), (index, True)):
            if old is None:
                continue
            for item in self.line_items(old):
                item.set_selected_look(new)
        self._selected = index

    def apply_splice(self, splice: Splice) -> list[int]:
        """Follow a review edit: the state already holds its result (``ChunkState.apply_review``).

        Only the spliced chunks' items are made again, on the built pages they cover; items
        of the other chunks stay (those after a run that added or removed chunks move to their
        new indices). A change of the excluded spans rebuilds the pages it touches whole (the
        hatching and every line box there may change). Returns the pages whose items changed.
        """
        state = self._state
        if state is None:
            return []
        if splice.excluded_added or splice.excluded_removed:
            return self._rebuild_pages(splice)
        changed: set[int] = set()
        for first, run in zip(splice.new_firsts(), splice.runs, strict=True):
            old, new = len(run.old_chunks), len(run.new_chunks)
            for index in range(first, first + new):
                self._tooltips.pop(index, None)  # a decision shows in the tooltip
            self._keep_selected(first, old, new)
            changed |= self._drop_chunks(first, first + old)
            if new != old:
                self._renumber(first, first + old, new - old, set())
            for index in range(first, first + new):
                changed |= self._add_chunk(index)
        return sorted(changed)

    def _rebuild_pages(self, splice: Splice) -> list[int]:
        """Rebuild the built pages ``splice`` touches (its chunks' text, its spans) whole."""
        touched: set[int] = set()
        for first, run in zip(splice.new_firsts(), splice.runs, strict=True):
            old, new = len(run.old_chunks), len(run.new_chunks)
            if run.new_chunks:
                touched |= self._pages_of(run.new_chunks[0].start, run.new_chunks[-1].end)
            for index in range(first, first + new):
                self._tooltips.pop(index, None)
            self._keep_selected(first, old, new)
            if new != old:
                self._renumber(first, first + old, new - old, touched)
        for start, end in splice.excluded_added + splice.excluded_removed:
            touched |= self._pages_of(start, end)
        self._furniture = {}
        rebuilt = sorted(page for page in touched if page in self._pages)
        for page in rebuilt:
            self._drop_page(page)
            self._pages[page] = self._build(page)
        return rebuilt

    def _keep_selected(self, first: int, old: int, new: int) -> None:
        """A run replaced ``old`` chunks from ``first`` by ``new``: keep a selection they hold.

        The selected index stays if one of the new chunks has it (its items are made selected),
        as the window's selection keeps the chunk; a decision leaves the outline where it was.
        """
        selected = self._selected
        if selected is not None and first <= selected < first + old and selected >= first + new:
            self._selected = None

    def _drop_chunks(self, first: int, stop: int) -> set[int]:
        """Take the items of chunks ``[first, stop)`` off the built pages; returns the pages."""
        scene = self._view.scene()
        pages: set[int] = set()
        for page, overlay in self._pages.items():
            for index in range(first, stop):
                items: list[QGraphicsItem] = list(overlay.lines.pop(index, []))
                marker = overlay.markers.pop(index, None)
                if marker is not None:
                    items.append(marker)
                for item in items:
                    if item.scene() is scene:
                        scene.removeItem(item)
                if items:
                    pages.add(page)
        return pages

    def _add_chunk(self, index: int) -> set[int]:
        """Make chunk ``index``'s items on the built pages it covers, as ``_build`` does."""
        state = self._state
        assert state is not None
        chunk = state.chunks[index]
        pages = {p for p in self._pages_of(chunk.start, chunk.end) if p in self._pages}
        for page in sorted(pages):
            self._add_chunk_items(index, page, self._pages[page])
        return pages

    def _add_chunk_items(self, index: int, page: int, overlay: PageOverlay) -> None:
        state = self._state
        assert state is not None
        boxes = state.line_boxes(index, page)
        if not boxes:
            return
        tooltip = self._tooltip(index)
        selected = index == self._selected
        lines = []
        for box in boxes:
            item = ChunkLineItem(
                index, page, box_rect(box), tooltip, self._on_clicked, overlay.group
            )
            if selected:
                item.set_selected_look(True)
            lines.append(item)
        overlay.lines[index] = lines
        overlay.markers[index] = self._marker(index, page, box_rect(boxes[0]), overlay)

    def _drop_page(self, page: int) -> None:
        self._pages.pop(page).remove_from(self._view.scene())

    def _visible_pages(self) -> set[int]:
        visible = self._view.visible_scene_rect()
        return {
            page
            for page in self._pages
            if self._view.page_items()[page].sceneBoundingRect().intersects(visible)
        }

    def _pages_of(self, start: int, end: int) -> set[int]:
        state = self._state
        if state is None or not state.document.pages:
            return set()
        first = state.document.page_at(start).index
        last = state.document.page_at(max(start, end - 1)).index
        return set(range(first, last + 1))

    def _renumber(self, first: int, stop: int, delta: int, skip: set[int]) -> None:
        """Chunks from ``stop`` on (numbered before the edit) move ``delta`` places.

        Those in ``[first, stop)`` were replaced (their pages are rebuilt).
        """

        def moved(index: int) -> int:
            return index + delta if index >= stop else index

        self._changes = {
            moved(i): c for i, c in self._changes.items() if i < stop + min(delta, 0) or i >= stop
        }
        self._tooltips = {i: t for i, t in self._tooltips.items() if i < stop + min(delta, 0)}
        if self._selected is not None and self._selected >= stop:
            self._selected += delta
        scene = self._view.scene()
        visible = self._visible_pages()
        later: list[int] = []
        for page, overlay in self._pages.items():
            if page in skip or not any(i >= stop for i in overlay.lines):
                continue
            if page not in visible:
                later.append(page)  # off screen: made again from the state in a later turn
                continue
            lines: dict[int, list[ChunkLineItem]] = {}
            for index, items in overlay.lines.items():
                target = moved(index)
                if target != index:
                    tooltip = self._tooltip(target)
                    for item in items:
                        item.renumber(target, tooltip, target == self._selected)
                lines[target] = items
            markers: dict[int, BoundaryMarkerItem] = {}
            for index, marker in overlay.markers.items():
                target = moved(index)
                if target != index:
                    line = marker.line_rect
                    if marker.scene() is scene:
                        scene.removeItem(marker)
                    marker = self._marker(target, page, line, overlay)
                markers[target] = marker
            overlay.lines, overlay.markers = lines, markers
        for page in later:
            self._drop_page(page)
        if later:
            # Not in the edit's frame: nothing of them is on screen (they are near it, made
            # ahead for scrolling), and making one took ~3 ms of the repaint's event-loop turn.
            self._schedule(list(self._queue) + later, delay_ms=OFFSCREEN_REBUILD_DELAY_MS)

    def line_items(self, index: int) -> list[ChunkLineItem]:
        """The line items of chunk ``index`` on the pages built so far, in page order."""
        return [
            item for page in sorted(self._pages) for item in self._pages[page].lines.get(index, [])
        ]

    def marker(self, index: int) -> BoundaryMarkerItem | None:
        """The boundary flag of chunk ``index`` if its page is built."""
        for page in sorted(self._pages):
            marker = self._pages[page].markers.get(index)
            if marker is not None:
                return marker
        return None

    def banner(self, page: int) -> PageBannerItem | None:
        """The no-text-layer banner of ``page`` if it has one and is built."""
        overlay = self._pages.get(page)
        return overlay.banner if overlay is not None else None

    def built_pages(self) -> list[int]:
        """The pages that have overlay items now."""
        return sorted(self._pages)

    def first_line(self, index: int) -> tuple[int, QRectF] | None:
        """The page and rectangle (points) of chunk ``index``'s first line, if it has one."""
        state = self._state
        if state is None or not 0 <= index < len(state) or not state.document.pages:
            return None
        chunk = state.chunks[index]
        last = min(chunk.page_end, len(state.document.pages) - 1)
        for page in range(min(chunk.page_start, last), last + 1):
            boxes = state.line_boxes(index, page)
            if boxes:
                return page, box_rect(boxes[0])
        return None

    def ensure_pages(self, pages: tuple[int, ...] | list[int]) -> None:
        """Make the overlays of ``pages`` now if they are not made yet."""
        items = self._view.page_items()
        if self._state is None or len(self._state.document.pages) != len(items):
            return
        for page in pages:
            if page not in self._pages and 0 <= page < len(items):
                self._pages[page] = self._build(page)

    def _schedule(self, pages: tuple[int, ...] | list[int], delay_ms: int = 0) -> None:
        """Make the overlays of ``pages`` over the event-loop turns from ``delay_ms`` on.

        One page a turn, nearest first. A later call replaces the queue (and the delay).
        """
        self._queue = [page for page in pages if page not in self._pages]
        if self._queue:
            self._queue_timer.start(delay_ms)

    @Slot()
    def _on_queue_timer_timeout(self) -> None:
        if self._queue:
            self.ensure_pages([self._queue.pop(0)])
        if self._queue:
            self._queue_timer.start(0)

    # -- building ---------------------------------------------------------------------------

    def _build(self, page: int) -> PageOverlay:
        state = self._state
        assert state is not None
        page_item = self._view.page_items()[page]
        overlay = PageOverlay(OverlayGroup(page_item))
        overlay.group.setVisible(self._visible)
        for index in state.chunks_on_page(page):
            self._add_chunk_items(index, page, overlay)
        boxes = self._furniture.get(page)
        if boxes is None:
            boxes = self._furniture[page] = furniture_boxes(state, page)
        add_furniture(boxes, overlay.group)

        def place_flag(offset: int, line: QRectF, texts: list[str]) -> tuple[str, QRectF]:
            return self._flag_rect(page, offset, line, texts)

        add_removed_boundaries(state, page, overlay.group, place_flag)
        overlay.banner = text_layer_banner(state, page, page_item)
        return overlay

    def _marker(
        self, index: int, page: int, line: QRectF, overlay: PageOverlay
    ) -> BoundaryMarkerItem:
        state = self._state
        assert state is not None
        chunk = state.chunks[index]
        first = self.first_line(index)
        continued = first is not None and first[0] != page
        change = self._changes.get(index)
        texts = marker_texts(state, index, continued, change)
        text, flag = self._flag_rect(page, chunk.start, line, texts)
        tooltip = self._tooltip(index)
        if change is not None and not continued:
            tooltip += "\n" + describe_change(change)
        return BoundaryMarkerItem(
            index,
            line,
            flag,
            text,
            tooltip,
            self._on_clicked,
            overlay.group,
            change=(change.kind.value, change_color(change.kind.value)) if change else None,
            continued=continued,
            drag=self.pointer,
        )

    def _flag_rect(
        self, page: int, offset: int, line: QRectF, texts: list[str]
    ) -> tuple[str, QRectF]:
        """``overlay_flags.flag_rect`` on this view's page ``page``."""
        assert self._state is not None
        width = self._view.page_items()[page].rect().width()
        return flag_rect(self._state, page, width, offset, line, texts, self._font)

    def _tooltip(self, index: int) -> str:
        cached = self._tooltips.get(index)
        if cached is None:
            assert self._state is not None
            cached = provenance.summary(self._state, index)
            review = review_tooltip(self._state, index)
            cached = f"{cached}\n{review}" if review else cached
            self._tooltips[index] = cached
        return cached

    def _clear(self) -> None:
        scene = self._view.scene()
        for overlay in self._pages.values():
            overlay.remove_from(scene)
        self._pages = {}
        self._queue = []

    # -- slots ------------------------------------------------------------------------------

    def _on_clicked(self, index: int) -> None:
        self.chunk_clicked.emit(index)

    @Slot()
    def _on_view_pages_laid_out(self) -> None:
        # The scene was cleared with the old pages: the items are gone already.
        self._pages = {}
        self._queue = []
        self.pointer.pages_replaced()
        self._furniture = {}

    @Slot(object)
    def _on_view_pages_near_view_changed(self, pages: tuple[int, ...]) -> None:
        self._schedule(pages)
        if not pages:
            return
        for page in [p for p in self._pages if min(abs(p - n) for n in pages) > KEEP_PAGES]:
            self._drop_page(page)
