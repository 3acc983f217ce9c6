"""How redactions look: black-outlined boxes over the page and over the text view.

A redaction is drawn apart from the chunk colours: a black outline (dashed for a detection,
solid for one a reviewer added) over a light grey wash that leaves the text readable, so a
reviewer can still judge a false positive. Its tooltip is the token the export writes in its
place ("[EMAIL:3f2a]"). Page boxes come from ``OffsetMap.boxes_for`` (one per visual line, in
the page's PDF points, children of its ``PageItem``); text-view boxes from the text layout.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPen, QTextBlock, QTextLine
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QWidget

from inspector.gui.pages.page_view import PageView
from inspector.gui.pages.text_view import TextView
from inspector.view.utf16_offsets import Utf16Offsets

if TYPE_CHECKING:  # types only: the review core loads with the first document
    from inspector.document.model import Document
    from inspector.review.model import Redaction

REDACTION_Z = 60.0
"""Above chunk lines and boundary flags, so a redaction is never hidden by a chunk."""
OUTLINE = QColor(0, 0, 0)
WASH = QColor(0, 0, 0, 45)

TokenOf = Callable[["Redaction"], str]


def redaction_pen(redaction: Redaction) -> QPen:
    """Black, 1.5 px at any zoom; dashed for a detection, solid for a reviewer's redaction."""
    pen = QPen(OUTLINE)
    pen.setWidthF(1.5)
    pen.setCosmetic(True)
    if redaction.source == "detector":
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


class RedactionItem(QGraphicsRectItem):
    """One line box of one redaction on a page (PDF points, page-local).

    It takes no mouse buttons, so clicks reach the chunk underneath; hovering shows the token.
    """

    def __init__(
        self, redaction: Redaction, rect: QRectF, tooltip: str, parent: QGraphicsItem
    ) -> None:
        super().__init__(rect.adjusted(-0.5, -0.5, 0.5, 0.5), parent)
        self.redaction = redaction
        self.setPen(redaction_pen(redaction))
        self.setBrush(QBrush(WASH))
        self.setZValue(REDACTION_Z)
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class RedactionPageLayer:
    """The redaction items of every page of one page view (redactions are few: all built)."""

    def __init__(self, view: PageView) -> None:
        self._view = view
        self._items: dict[tuple[int, int], list[RedactionItem]] = {}

    def show(
        self, document: Document | None, redactions: Sequence[Redaction], token_of: TokenOf
    ) -> None:
        """Draw exactly ``redactions`` of ``document`` (nothing when it is None)."""
        self.clear()
        pages = self._view.page_items()
        if document is None or not pages:
            return
        for redaction in redactions:
            items = []
            tooltip = _tooltip(redaction, token_of)
            for box in document.offset_map.boxes_for(redaction.start, redaction.end):
                if box.page_index >= len(pages):
                    continue
                x0, y0, x1, y1 = box.rect
                rect = QRectF(x0, y0, x1 - x0, y1 - y0)
                items.append(RedactionItem(redaction, rect, tooltip, pages[box.page_index]))
            self._items[(redaction.start, redaction.end)] = items

    def clear(self) -> None:
        """Remove every redaction item (those whose page was already deleted are skipped)."""
        for items in self._items.values():
            for item in items:
                if shiboken6.isValid(item):
                    scene = item.scene()
                    if scene is not None:
                        scene.removeItem(item)
        self._items.clear()

    def items(self, start: int, end: int) -> list[RedactionItem]:
        """The page items of the redaction of ``[start, end)`` (empty if none)."""
        return [i for i in self._items.get((start, end), []) if shiboken6.isValid(i)]


def _tooltip(redaction: Redaction, token_of: TokenOf) -> str:
    who = "detected" if redaction.source == "detector" else "added by a reviewer"
    return f"{token_of(redaction)} — {redaction.kind}, {who}. Exported as this token."


def _line_x(line: QTextLine, position: int) -> float:
    """``QTextLine.cursorToX`` (PySide gives back the C++ in/out pair: x, position)."""
    result = line.cursorToX(position)
    x = result[0] if isinstance(result, tuple) else result
    return float(x)  # type: ignore[arg-type]


class RedactionTextOverlay(QWidget):
    """Draws the redactions over a ``TextView``'s viewport, following its scrolling.

    A transparent child of the viewport: it takes no mouse events (selection, drags and the
    context menu stay the text view's) and paints one box per laid-out line of each redaction.
    Tooltips come from an event filter on the viewport (``tooltip_at``).
    """

    def __init__(self, view: TextView) -> None:
        super().__init__(view.viewport())
        self._view = view
        self._redactions: tuple[Redaction, ...] = ()
        self._text = ""
        self._offsets: Utf16Offsets | None = None  # built when first drawn (see offsets)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._viewport = view.viewport()
        self.setGeometry(self._viewport.rect())
        self._viewport.installEventFilter(self)
        view.verticalScrollBar().valueChanged.connect(self.update)
        view.horizontalScrollBar().valueChanged.connect(self.update)

    def show_redactions(self, text: str, redactions: Sequence[Redaction]) -> None:
        """Draw ``redactions`` (offsets into ``text``, the text the view shows)."""
        if text is not self._text:  # a new document; edits keep the same text object
            self._text = text
            self._offsets = None
        self._redactions = tuple(redactions)
        self.raise_()
        self.show()
        self.update()

    def redaction_at(self, offset: int) -> Redaction | None:
        """The redaction holding text offset ``offset`` (the shortest when they overlap)."""
        holding = [r for r in self._redactions if r.start <= offset < r.end]
        return min(holding, key=lambda r: r.end - r.start) if holding else None

    def offsets(self) -> Utf16Offsets:
        """The UTF-16 conversion of the shown text, built once per text and only when drawn.

        A PDF's text view is hidden and never paints, so its text is never scanned; edits
        keep the same text object, so re-chunks and edits reuse the conversion.
        """
        if self._offsets is None:
            self._offsets = Utf16Offsets(self._text)
        return self._offsets

    def line_rects(self, redaction: Redaction) -> list[QRectF]:
        """The redaction's boxes in viewport pixels, one per laid-out line it touches."""
        document = self._view.document()
        offsets = self.offsets()
        first = offsets.to_utf16(redaction.start)
        last = offsets.to_utf16(redaction.end)
        dx = -self._view.horizontalScrollBar().value()
        dy = -self._view.verticalScrollBar().value()
        rects: list[QRectF] = []
        block: QTextBlock = document.findBlock(first)
        document_layout = document.documentLayout()
        while block.isValid() and block.position() < last:
            # A long document is laid out lazily: asking for the block's rectangle lays it
            # out if it is not yet (its lines would be missing, not the redaction).
            document_layout.blockBoundingRect(block)
            layout = block.layout()
            base = block.position()
            origin = layout.position()
            for index in range(layout.lineCount()):
                line = layout.lineAt(index)
                start = max(first, base + line.textStart())
                end = min(last, base + line.textStart() + line.textLength())
                if start >= end:
                    continue
                x0, x1 = _line_x(line, start - base), _line_x(line, end - base)
                rects.append(
                    QRectF(
                        min(x0, x1) + origin.x() + dx,
                        line.y() + origin.y() + dy,
                        abs(x1 - x0),
                        line.height(),
                    )
                )
            block = block.next()
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:
        """Qt override: a box per line of each redaction in view."""
        del event
        if not self._redactions:
            return
        painter = QPainter(self)
        try:
            visible = QRectF(self.rect())
            for redaction in self._redactions:
                painter.setPen(redaction_pen(redaction))
                painter.setBrush(QBrush(WASH))
                for rect in self.line_rects(redaction):
                    if rect.intersects(visible):
                        painter.drawRect(rect)
        finally:
            painter.end()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt override: follow the viewport's size."""
        if event.type() == QEvent.Type.Resize and watched is self._viewport:
            self.setGeometry(self._viewport.rect())
        return False
