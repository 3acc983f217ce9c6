"""One page's overlay items, and the marks that belong to a page rather than to a chunk.

A page's chunk lines and boundary flags hang from one ``OverlayGroup`` child of its
``PageItem`` (page-local PDF points), so that hiding the overlays is one call; the hatching of
its excluded furniture and the dashed rules of boundaries a re-chunk removed hang from the same
group. The no-text-layer banner is a separate child of the page: it stays when the overlays
are hidden.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from inspector.gui.pages.chunk_colors import change_color
from inspector.gui.pages.overlay_flags import box_rect, line_at, removed_texts
from inspector.gui.pages.overlay_items import (
    BoundaryMarkerItem,
    ChunkLineItem,
    FurnitureItem,
    OverlayGroup,
    PageBannerItem,
    RemovedBoundaryItem,
)
from inspector.gui.pages.page_items import PageItem
from inspector.view.chunk_state import ChunkState

FlagPlacer = Callable[[int, QRectF, list[str]], tuple[str, QRectF]]
"""(text offset, its line's rectangle, flag texts) -> (the text that fits, the flag's rectangle)."""


@dataclass
class PageOverlay:
    """The items made for one page."""

    group: OverlayGroup
    lines: dict[int, list[ChunkLineItem]] = field(default_factory=dict)
    """Chunk index -> one item per visual line of the chunk on this page."""
    markers: dict[int, BoundaryMarkerItem] = field(default_factory=dict)
    """Chunk index -> its boundary flag on this page."""
    banner: PageBannerItem | None = None

    def remove_from(self, scene: QGraphicsScene) -> None:
        """Take the page's items off ``scene`` (those a cleared scene has not dropped already)."""
        items: tuple[QGraphicsItem | None, ...] = (self.group, self.banner)
        for item in items:
            if item is not None and item.scene() is scene:
                scene.removeItem(item)


def furniture_boxes(state: ChunkState, page: int) -> list[tuple[QRectF, str]]:
    """The rectangles (points, page-local) of the excluded spans on ``page``, with reasons."""
    offset_map = state.document.offset_map
    return [
        (box_rect(box), span.reason)
        for span in state.excluded_on_page(page)
        for box in offset_map.boxes_for(span.start, span.end)
        if box.page_index == page
    ]


def add_furniture(boxes: list[tuple[QRectF, str]], group: OverlayGroup) -> None:
    """Hatch each of ``boxes`` (``furniture_boxes``) in ``group``."""
    for rect, reason in boxes:
        FurnitureItem(rect, reason, group)


def add_removed_boundaries(
    state: ChunkState, page: int, group: OverlayGroup, place_flag: FlagPlacer
) -> None:
    """Dash, across the text column, each boundary the last re-chunk removed on ``page``."""
    if state.diff is None:
        return
    info = state.document.pages[page]
    left, right = state.text_column(page)
    for change in state.diff.removed():
        if not info.text_start <= change.offset < info.text_end:
            continue
        line = line_at(state, change.offset, page)
        if line is None:
            continue
        rule = QRectF(left, line.top(), right - left, 0.0)
        text, flag = place_flag(change.offset, line, removed_texts(change.rule))
        tooltip = f"A boundary made by rule {change.rule} was here before the last re-chunk."
        RemovedBoundaryItem(rule, flag, text, tooltip, change_color("removed"), group)


def text_layer_banner(state: ChunkState, page: int, page_item: PageItem) -> PageBannerItem | None:
    """A banner across the top of ``page`` if it has no usable text layer or was read by OCR.

    A page read by OCR says so with its mean word confidence; one of low confidence (it has a
    reason, ``pdf_ocr``) asks the reviewer to check it against the image.
    """
    quality = state.document.pages[page].quality
    if quality.ocr and quality.has_text_layer and quality.ocr_confidence is not None:
        if quality.reason:
            text = f"Text {quality.reason}: check this page's text and chunks against the image."
        else:
            text = f"Text read by OCR ({round(quality.ocr_confidence)}% mean word confidence)."
        return PageBannerItem(page_item.rect().width(), text, page_item)
    if not quality.reason and quality.has_text_layer:
        return None
    reason = quality.reason or "no text layer"
    text = f"No usable text layer: {reason}. Text and chunks from this page are unreliable."
    return PageBannerItem(page_item.rect().width(), text, page_item)
