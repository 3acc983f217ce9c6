"""The graphics items drawn over a page: chunk lines, boundary flags, furniture, banners.

Every item is a child of its page's item, so its coordinates are the page's PDF points (origin
top-left) and it follows the page at any zoom. Labels are drawn in points too (7 pt text), so
they scale with the page like its own text and never cover more of it when zoomed out
(``overlay_labels``).

Items are not QObjects: a click is reported through the ``on_click`` callable they are given.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from inspector.gui.pages.chunk_colors import (
    BANNER_COLOR,
    FURNITURE_COLOR,
    chunk_color,
    chunk_fill,
)
from inspector.gui.pages.overlay_labels import draw_label, label_font
from inspector.view.bidi_text import isolate_lines

LINE_Z = 1.0
"""Chunk line highlights: just above the rendered pixels."""
FURNITURE_Z = 2.0
"""Hatching over excluded furniture."""
MARKER_Z = 3.0
"""Boundary flags, above the highlights."""
BANNER_Z = 4.0
"""The no-text-layer banner, above everything."""
CARET_Z = 5.0
"""The caret that follows a dragged boundary: above everything."""
DRAG_START_PIXELS = 4
"""A press on a boundary flag becomes a drag once the pointer moved this far (screen pixels)."""

ClickHandler = Callable[[int], None]


class DragHandler(Protocol):
    """Who follows a boundary flag being dragged (the overlay): positions are scene points.

    ``words``: snap to word starts (always, today: see ``_words``).
    """

    def drag_moved(self, chunk_index: int, scene_pos: QPointF, words: bool) -> None:
        """The pointer moved while dragging the start of chunk ``chunk_index``."""

    def drag_finished(self, chunk_index: int, scene_pos: QPointF, words: bool) -> None:
        """The flag was let go at ``scene_pos``: request the move (or nothing)."""


class ChunkLineItem(QGraphicsRectItem):
    """One visual line of one chunk on one page, filled with the chunk's translucent colour.

    Attributes:
        chunk_index: the chunk it belongs to.
        page_index: the page it is drawn on.
    """

    def __init__(
        self,
        chunk_index: int,
        page_index: int,
        rect: QRectF,
        tooltip: str,
        on_click: ClickHandler,
        parent: QGraphicsItem,
    ) -> None:
        super().__init__(rect, parent)
        self.chunk_index = chunk_index
        self.page_index = page_index
        self._on_click = on_click
        self.setZValue(LINE_Z)
        self.setToolTip(isolate_lines(tooltip))
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.set_selected_look(False)

    def renumber(self, chunk_index: int, tooltip: str, selected: bool) -> None:
        """Belong to chunk ``chunk_index`` now (an edit before it added or removed chunks)."""
        self.chunk_index = chunk_index
        self.setToolTip(isolate_lines(tooltip))
        self.set_selected_look(selected)

    def set_selected_look(self, selected: bool) -> None:
        """Draw as the selected chunk (stronger fill, outlined) or as any other."""
        self.setBrush(QBrush(chunk_fill(self.chunk_index, selected=selected)))
        if selected:
            pen = QPen(chunk_color(self.chunk_index).darker(130), 1.5)
            pen.setCosmetic(True)  # 1.5 screen pixels at any zoom
            self.setPen(pen)
        else:
            self.setPen(Qt.PenStyle.NoPen)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Qt override: a left click selects the chunk."""
        self._on_click(self.chunk_index)
        event.accept()


class BoundaryMarkerItem(QGraphicsItem):
    """A chunk's start: a rule over its first line and a flag in the page margin.

    The flag reads "#index · type · tokens · rule" (shortened to what the margin holds). A
    changed boundary (after a re-chunk) gets an outline and a sign in the change's colour.
    """

    def __init__(
        self,
        chunk_index: int,
        line: QRectF,
        flag: QRectF,
        text: str,
        tooltip: str,
        on_click: ClickHandler,
        parent: QGraphicsItem,
        change: tuple[str, QColor] | None = None,
        continued: bool = False,
        drag: DragHandler | None = None,
    ) -> None:
        super().__init__(parent)
        self.chunk_index = chunk_index
        self.text = text
        self.continued = continued
        self.dragging = False
        self._drag = drag if not continued and chunk_index > 0 else None
        self.flag_rect = flag
        self.change = change
        self._line = line
        self._continued = continued
        self._on_click = on_click
        self._font = label_font()
        self.setZValue(MARKER_Z)
        self.setToolTip(isolate_lines(tooltip))
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        if self._drag is not None:
            # The flag is the handle: it says it can be moved up and down the text.
            self.setCursor(Qt.CursorShape.SizeVerCursor)
            self.setToolTip(
                isolate_lines(tooltip + "\nDrag the flag to move this boundary to another word.")
            )

    @property
    def line_rect(self) -> QRectF:
        """The first line of the chunk the flag marks (points, page-local)."""
        return QRectF(self._line)

    @property
    def draggable(self) -> bool:
        """Whether the flag can be dragged (a chunk's first start, not the document's)."""
        return self._drag is not None

    def boundingRect(self) -> QRectF:
        """Qt override: the flag and the rule over the first line."""
        top = QRectF(self._line.left(), self._line.top() - 1.0, self._line.width(), 2.0)
        return self.flag_rect.united(top).adjusted(-1.5, -1.5, 1.5, 1.5)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Qt override: the rule, the flag and its text."""
        color = chunk_color(self.chunk_index)
        if not self._continued:
            pen = QPen(color, 0.9)
            painter.setPen(pen)
            painter.drawLine(
                QPointF(self._line.left(), self._line.top()),
                QPointF(self._line.right(), self._line.top()),
            )
        fill = QColor(color)
        fill.setAlphaF(0.35 if self._continued else 0.9)
        painter.setBrush(fill)
        if self.change is not None:
            outline = QPen(self.change[1], 1.2)
            painter.setPen(outline)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self.flag_rect, 1.5, 1.5)
        text_color = QColor("#1b1b1b") if self._continued else QColor("#ffffff")
        draw_label(painter, self.flag_rect, self.text, self._font, text_color)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Qt override: a left click selects the chunk (and may start a drag)."""
        self.dragging = False
        self._on_click(self.chunk_index)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Qt override: past a few pixels a press becomes a drag; the overlay shows a caret."""
        if self._drag is None:
            return
        if not self.dragging:
            pressed = event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            moved = event.screenPos() - pressed
            if moved.manhattanLength() < DRAG_START_PIXELS:
                return
            self.dragging = True
        self._drag.drag_moved(self.chunk_index, event.scenePos(), _words(event))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Qt override: the end of a drag asks for the boundary to move."""
        if self._drag is not None and self.dragging:
            self.dragging = False
            self._drag.drag_finished(self.chunk_index, event.scenePos(), _words(event))
        event.accept()


def _words(_event: QGraphicsSceneMouseEvent) -> bool:
    # Always word starts: the review core snaps every boundary to one (snap_offset), so a
    # caret between two letters would show a place the boundary cannot go.
    return True


class BoundaryCaretItem(QGraphicsItem):
    """Where a dragged boundary would go: a caret at a character start, a rule along the line.

    Drawn in the dragged chunk's colour; lives in scene coordinates (points).
    """

    def __init__(self) -> None:
        super().__init__()
        self._caret = QLineF()
        self._rule = QLineF()
        self._color = QColor("#000000")
        self.offset = -1
        self.setZValue(CARET_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def place(self, caret: QLineF, rule: QLineF, color: QColor, offset: int) -> None:
        """Move the caret to ``caret`` (a vertical line) with ``rule`` along the line top."""
        self.prepareGeometryChange()
        self._caret, self._rule, self._color, self.offset = caret, rule, color, offset
        self.update()

    def boundingRect(self) -> QRectF:
        """Qt override: both lines, with room for the pen."""
        rect = QRectF(self._caret.p1(), self._caret.p2()).normalized()
        rect = rect.united(QRectF(self._rule.p1(), self._rule.p2()).normalized())
        return rect.adjusted(-2.0, -2.0, 2.0, 2.0)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Qt override: a strong caret and a thin rule."""
        pen = QPen(self._color.darker(140), 2.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.drawLine(self._caret)
        rule = QPen(self._color, 1.0, Qt.PenStyle.DashLine)
        rule.setCosmetic(True)
        painter.setPen(rule)
        painter.drawLine(self._rule)


class RemovedBoundaryItem(QGraphicsItem):
    """A boundary the last re-chunk removed: a dashed red rule and a flag in the margin."""

    def __init__(
        self,
        line: QRectF,
        flag: QRectF,
        text: str,
        tooltip: str,
        color: QColor,
        parent: QGraphicsItem,
    ):
        super().__init__(parent)
        self._line = line
        self._text = text
        self._color = color
        self._font = label_font()
        self._flag = flag
        self.setZValue(MARKER_Z)
        self.setToolTip(isolate_lines(tooltip))

    def boundingRect(self) -> QRectF:
        """Qt override: the rule and its label."""
        return self._flag.united(self._line.adjusted(0, -1, 0, 1)).adjusted(-1, -1, 1, 1)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Qt override: a dashed rule at the old boundary, with a small label."""
        pen = QPen(self._color, 1.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        top = self._line.top()
        painter.drawLine(QPointF(self._line.left(), top), QPointF(self._line.right(), top))
        painter.setPen(Qt.PenStyle.NoPen)
        background = QColor(self._color)
        background.setAlphaF(0.85)
        painter.setBrush(background)
        painter.drawRoundedRect(self._flag, 1.5, 1.5)
        draw_label(painter, self._flag, self._text, self._font, QColor("#ffffff"))


class FurnitureItem(QGraphicsRectItem):
    """Excluded page furniture (running header, footer, page number): hatched, not coloured."""

    def __init__(self, rect: QRectF, reason: str, parent: QGraphicsItem) -> None:
        super().__init__(rect, parent)
        color = QColor(FURNITURE_COLOR)
        color.setAlphaF(0.55)
        self.setBrush(QBrush(color, Qt.BrushStyle.BDiagPattern))
        outline = QPen(color, 0.5, Qt.PenStyle.DotLine)
        self.setPen(outline)
        self.setZValue(FURNITURE_Z)
        self.setToolTip(f"Excluded from chunks: {reason}")


class PageBannerItem(QGraphicsItem):
    """A banner across the top of a page whose text layer cannot be used, saying why."""

    HEIGHT = 16.0
    """Banner height in points."""

    def __init__(self, width: float, text: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.text = text
        self._rect = QRectF(0.0, 0.0, width, self.HEIGHT)
        self._font = label_font()
        self._font.setBold(True)
        self.setZValue(BANNER_Z)
        self.setToolTip(text)

    def boundingRect(self) -> QRectF:
        """Qt override: the banner strip."""
        return QRectF(self._rect)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Qt override: an amber strip with the reason."""
        background = QColor(BANNER_COLOR)
        background.setAlphaF(0.92)
        painter.fillRect(self._rect, background)
        draw_label(painter, self._rect, self.text, self._font, QColor("#1b1b1b"))


class OverlayGroup(QGraphicsItem):
    """An empty container for one page's overlays, so one ``setVisible`` hides them all."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setZValue(LINE_Z)

    def boundingRect(self) -> QRectF:
        """Qt override: nothing of its own (its children draw)."""
        return QRectF()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Qt override: nothing to draw."""
