"""The text view: a DOCX, plain-text or Markdown document reflowed, with the chunk overlays.

Sources without pages have no geometry to draw on, so the document's text is shown as text:
each paragraph with the direction of its block, each chunk in its colour (the same colours as
on PDF pages), excluded furniture hatched, a flag in the left margin at each chunk start, and
the same shared selection (a click selects the chunk under the pointer).

Review: a boundary flag (except the first chunk's) can be dragged up or down the text; a caret
follows the pointer snapped to the nearest word start (where the review core puts a
boundary), and letting
go asks for the boundary to move there. A right-click asks for the review menu at the
character under the pointer.

Positions: ``QTextDocument`` counts UTF-16 code units, ``Document.text`` counts code points;
``utf16_offsets.Utf16Offsets`` converts (identity unless the text has characters beyond U+FFFF).
"""

from __future__ import annotations

import bisect

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QContextMenuEvent,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
)
from PySide6.QtWidgets import QTextEdit, QToolTip, QWidget

from inspector.document.model import Direction
from inspector.gui.pages.chunk_colors import FURNITURE_COLOR, chunk_color, chunk_fill
from inspector.review.splice import Splice
from inspector.view import provenance
from inspector.view.chunk_state import ChunkState
from inspector.view.review_snap import snap_text_offset
from inspector.view.utf16_offsets import Utf16Offsets

FLAG_MARGIN = 96
"""Width (logical pixels) of the left margin holding the boundary flags."""

ALL_HIGHLIGHTS_MAX = 300
"""Up to this many chunks every chunk is coloured at once. Above it only the chunks around the
viewport are (``HIGHLIGHT_MARGIN`` chunks either side, re-made when scrolling leaves them):
building and setting 2,000 extra selections costs about 30 ms, paid again on every review edit
and selection change."""

HIGHLIGHT_MARGIN = 40
"""Chunks coloured beyond each edge of the viewport in a long document."""


class TextView(QTextEdit):
    """Read-only reflowed text of a page-less document, with chunk colours and flags.

    Signals:
        chunk_clicked: the reader clicked a chunk (without selecting text); its index.
        boundary_move_requested: a flag was dragged to another place; the chunk index and
            the text offset its start should move to.
        context_menu_requested: a right-click; the text offset under the pointer, the
            selected text range ``(start, end)`` or None, and the global position.
    """

    chunk_clicked = Signal(int)
    boundary_move_requested = Signal(int, int)
    context_menu_requested = Signal(int, object, QPoint)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("textView")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self._state: ChunkState | None = None
        self._offsets = Utf16Offsets("")
        self._selected: int | None = None
        self._overlays = True
        self._chunk_positions: list[int] = []
        self._flag_rects: list[tuple[int, QRect]] = []  # flags painted last, viewport pixels
        self._drag_index: int | None = None
        self._drag_offset: int | None = None
        self._coloured = range(0)  # the chunk indices the extra selections cover
        self._colours_due = False  # an edit changed chunks: colours and flags to make again
        # The document positions at the viewport's corners, per scroll position and size: a
        # hit test in a long document costs about a millisecond, and review edits change
        # colours, never the text or its layout.
        self._corners: tuple[tuple[int, ...], tuple[int, int]] | None = None
        self.verticalScrollBar().valueChanged.connect(self._follow_viewport)

    @property
    def state(self) -> ChunkState | None:
        """The document shown, or None."""
        return self._state

    def set_state(self, state: ChunkState | None) -> None:
        """Show ``state``'s document and chunks (None: empty)."""
        self._state = state
        self._selected = None
        self._corners = None
        text = state.document.text if state is not None else ""
        self._offsets = Utf16Offsets(text)
        self.setPlainText(text)
        frame = self.document().rootFrame()
        frame_format = frame.frameFormat()
        frame_format.setLeftMargin(FLAG_MARGIN)
        frame_format.setRightMargin(12)
        frame.setFrameFormat(frame_format)
        if state is not None:
            self._set_directions(state)
            self._chunk_positions = [self._offsets.to_utf16(c.start) for c in state.chunks]
        else:
            self._chunk_positions = []
        self._update_highlights()

    def set_selected(self, index: int | None) -> None:
        """Highlight chunk ``index`` as selected and scroll its start into view."""
        self._selected = index
        self._update_highlights()
        if index is not None and self._state is not None and 0 <= index < len(self._state):
            chunk = self._state.chunks[index]
            if chunk.start <= self.cursor_offset() < chunk.end:
                return  # a click inside the chunk put the cursor there: keep it (Split at Cursor)
            cursor = QTextCursor(self.document())
            cursor.setPosition(self._chunk_positions[index])
            self.setTextCursor(cursor)
            line = self.cursorRect(cursor)
            height = self.viewport().height()
            if not 0 <= line.top() <= height * 0.75:
                # The chunk's first line a fifth of the way down, its start in view.
                bar = self.verticalScrollBar()
                bar.setValue(bar.value() + line.top() - round(height * 0.2))

    def set_overlays_visible(self, visible: bool) -> None:
        """Show or hide chunk colours and flags."""
        self._overlays = visible
        self._update_highlights()
        self.viewport().update()

    def chunk_at(self, point: QPoint) -> int | None:
        """The chunk under viewport point ``point``, or None."""
        if self._state is None:
            return None
        position = self.cursorForPosition(point).position()
        return self._state.chunk_at(self._offsets.from_utf16(position))

    def text_offset(self, position: int) -> int:
        """The ``Document.text`` offset of QTextDocument position ``position``."""
        return self._offsets.from_utf16(position)

    def cursor_offset(self) -> int:
        """The ``Document.text`` offset of the text cursor (where Split at Cursor splits)."""
        return self._offsets.from_utf16(self.textCursor().position())

    def offset_at(self, point: QPoint) -> int:
        """The text offset of the character nearest viewport point ``point``."""
        return self._offsets.from_utf16(self.cursorForPosition(point).position())

    def flag_at(self, point: QPoint) -> int | None:
        """The chunk whose boundary flag is at viewport point ``point`` (as last painted)."""
        for index, rect in self._flag_rects:
            if rect.contains(point):
                return index
        return None

    def flag_rect(self, index: int) -> QRect | None:
        """Where chunk ``index``'s flag was last painted (viewport pixels), if it was."""
        return next((rect for i, rect in self._flag_rects if i == index), None)

    def caret_rect(self, offset: int) -> QRect:
        """The viewport rectangle of a text caret before the character at ``offset``."""
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._offsets.to_utf16(offset))
        return self.cursorRect(cursor)

    @property
    def drag_offset(self) -> int | None:
        """Where the dragged boundary would go now (None when not dragging)."""
        return self._drag_offset

    def apply_splice(self, splice: Splice, *, highlight: bool = True) -> None:
        """Follow a review edit (the state already holds its result): flags and colours.

        With ``highlight`` False the colours wait for :meth:`set_selected` or
        :meth:`update_highlights`, which the caller makes next (one pass, not two). A
        decision (only reviews changed) changes nothing drawn here: colours and flags follow
        the chunks' places, numbers, sizes and rules.
        """
        state = self._state
        if state is None:
            return
        if splice.excluded_added or splice.excluded_removed:
            self._colours_due = True
        positions = self._chunk_positions
        for first, run in zip(splice.new_firsts(), splice.runs, strict=True):
            if not run.reviews_only:
                stop = first + len(run.old_chunks)
                positions[first:stop] = [self._offsets.to_utf16(c.start) for c in run.new_chunks]
                self._colours_due = True
        if self._selected is not None and self._selected >= len(state):
            self._selected = None
            self._colours_due = True
        if not self._colours_due:
            return
        if highlight:
            self._update_highlights()
        self.viewport().update()

    def update_highlights(self) -> None:
        """Colour the chunks around the viewport again if an edit changed them."""
        if self._colours_due:
            self._update_highlights()

    # -- building ---------------------------------------------------------------------------

    def _set_directions(self, state: ChunkState) -> None:
        """Give each paragraph the direction of the document block it belongs to."""
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        block = self.document().begin()
        while block.isValid():
            offset = self._offsets.from_utf16(block.position())
            rtl = state.direction_at(offset) is Direction.RTL
            block_format = block.blockFormat()
            block_format.setLayoutDirection(
                Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
            )
            cursor.setPosition(block.position())
            cursor.setBlockFormat(block_format)
            block = block.next()
        cursor.endEditBlock()

    def _update_highlights(self) -> None:
        self._colours_due = False
        state = self._state
        selections: list[QTextEdit.ExtraSelection] = []
        self._coloured = range(0)
        if state is not None and self._overlays:
            self._coloured = self._chunks_to_colour()
            for index in self._coloured:
                chunk = state.chunks[index]
                selections.append(
                    self._selection(
                        chunk.start, chunk.end, chunk_fill(index, selected=index == self._selected)
                    )
                )
            hatch = QColor(FURNITURE_COLOR)
            hatch.setAlphaF(0.5)
            low, high = self._coloured_text_range(state)
            for span in state.excluded_between(low, high):
                selection = self._selection(span.start, span.end, QColor(0, 0, 0, 0))
                selection.format.setBackground(QBrush(hatch, Qt.BrushStyle.BDiagPattern))
                selection.format.setForeground(QColor("#757575"))
                selection.format.setToolTip(f"Excluded from chunks: {span.reason}")
                selections.append(selection)
        self.setExtraSelections(selections)

    def _chunks_to_colour(self) -> range:
        """Every chunk of a short document; the viewport's chunks and a margin of a long one."""
        count = len(self._chunk_positions)
        if count <= ALL_HIGHLIGHTS_MAX:
            return range(count)
        low, high = self._viewport_chunks()
        return range(max(low - HIGHLIGHT_MARGIN, 0), min(high + HIGHLIGHT_MARGIN, count))

    def _viewport_positions(self) -> tuple[int, int]:
        """The document positions at the viewport's top-left and bottom-right corners."""
        viewport = self.viewport()
        # The layout's size too: a zoom or a layout finishing in the background moves text.
        size = self.document().documentLayout().documentSize()
        key = (
            self.verticalScrollBar().value(),
            self.horizontalScrollBar().value(),
            viewport.width(),
            viewport.height(),
            round(size.width()),
            round(size.height()),
        )
        if self._corners is None or self._corners[0] != key:
            first = self.cursorForPosition(QPoint(0, 0)).position()
            last = self.cursorForPosition(QPoint(viewport.width(), viewport.height())).position()
            self._corners = (key, (first, last))
        return self._corners[1]

    def _viewport_chunks(self) -> tuple[int, int]:
        """The half-open range of chunk indices with text in the viewport."""
        first, last = self._viewport_positions()
        low = max(bisect.bisect_right(self._chunk_positions, first) - 1, 0)
        return low, max(bisect.bisect_right(self._chunk_positions, last), low + 1)

    def _coloured_text_range(self, state: ChunkState) -> tuple[int, int]:
        """The text range (code points) the coloured chunks cover."""
        if not self._coloured:
            return 0, 0
        return state.chunks[self._coloured.start].start, state.chunks[self._coloured.stop - 1].end

    def _follow_viewport(self) -> None:
        """Re-colour a long document when scrolling shows chunks outside the coloured ones."""
        if self._state is None or not self._overlays:
            return
        if len(self._chunk_positions) <= ALL_HIGHLIGHTS_MAX:
            return
        low, high = self._viewport_chunks()
        if low < self._coloured.start or high > self._coloured.stop:
            self._update_highlights()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Qt override: a taller viewport may show chunks that are not coloured yet."""
        super().resizeEvent(event)
        self._follow_viewport()

    def _selection(self, start: int, end: int, color: QColor) -> QTextEdit.ExtraSelection:
        selection = QTextEdit.ExtraSelection()
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._offsets.to_utf16(start))
        cursor.setPosition(self._offsets.to_utf16(end), QTextCursor.MoveMode.KeepAnchor)
        selection.cursor = cursor
        char_format = QTextCharFormat()
        char_format.setBackground(color)
        char_format.setProperty(QTextFormat.Property.FullWidthSelection, False)
        selection.format = char_format
        return selection

    # -- Qt overrides -----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """Qt override: the text, then a flag in the left margin at each visible chunk start."""
        super().paintEvent(event)
        state = self._state
        if state is None or not self._overlays or not self._chunk_positions:
            return
        viewport = self.viewport()
        first, last = self._viewport_positions()
        low = max(bisect.bisect_right(self._chunk_positions, first) - 1, 0)
        high = bisect.bisect_right(self._chunk_positions, last)
        painter = QPainter(viewport)
        self._flag_rects = []
        font = painter.font()
        font.setPointSizeF(max(6.5, font.pointSizeF() * 0.78))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        for index in range(low, high):
            cursor = QTextCursor(self.document())
            cursor.setPosition(self._chunk_positions[index])
            line = self.cursorRect(cursor)
            chunk = state.chunks[index]
            text = metrics.elidedText(
                f"#{index} · {chunk.token_count:,} · {chunk.boundary.rule}",
                Qt.TextElideMode.ElideRight,
                FLAG_MARGIN - 12,
            )
            flag = QRect(4, line.top(), metrics.horizontalAdvance(text) + 6, metrics.height() + 2)
            color = chunk_color(index)
            painter.fillRect(flag, color)
            painter.fillRect(QRect(flag.right(), line.top() + line.height() // 2, 6, 1), color)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(flag, Qt.AlignmentFlag.AlignCenter, text)
            self._flag_rects.append((index, flag))
        if self._drag_index is not None and self._drag_offset is not None:
            caret = self.caret_rect(self._drag_offset)
            color = chunk_color(self._drag_index).darker(140)
            painter.fillRect(QRect(caret.left() - 1, caret.top(), 3, caret.height()), color)
            painter.fillRect(QRect(4, caret.top(), caret.left() - 4, 1), color)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Qt override: a press on a boundary flag (not the first chunk's) starts a drag."""
        point = event.position().toPoint()
        index = self.flag_at(point) if event.button() == Qt.MouseButton.LeftButton else None
        if index is not None and index > 0 and self._state is not None:
            self._drag_index = index
            self._drag_offset = None
            self.chunk_clicked.emit(index)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Qt override: while dragging a flag, the caret follows the snapped text position."""
        if self._drag_index is None or self._state is None:
            super().mouseMoveEvent(event)
            return
        point = event.position().toPoint()
        point.setX(max(point.x(), FLAG_MARGIN + 2))  # the margin has no text: use its line
        offset = snap_text_offset(self._state.document.text, self.offset_at(point))
        if offset != self._drag_offset:
            self._drag_offset = offset
            self.viewport().update()
        event.accept()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """Qt override: ask for the review menu at the character under the pointer."""
        if self._state is None or not self._state.chunks:
            super().contextMenuEvent(event)
            return
        offset = self.offset_at(self.viewport().mapFrom(self, event.pos()))
        cursor = self.textCursor()
        selected = None
        if cursor.hasSelection():
            selected = (
                self._offsets.from_utf16(cursor.selectionStart()),
                self._offsets.from_utf16(cursor.selectionEnd()),
            )
        self.context_menu_requested.emit(offset, selected, event.globalPos())
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Qt override: the end of a flag drag asks for the boundary to move.

        Otherwise a click that selected no text selects the chunk under the pointer.
        """
        if self._drag_index is not None:
            index, offset = self._drag_index, self._drag_offset
            self._drag_index = self._drag_offset = None
            self.viewport().update()
            state = self._state
            if state is not None and offset is not None and offset != state.chunks[index].start:
                self.boundary_move_requested.emit(index, offset)
            event.accept()
            return
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and not self.textCursor().hasSelection():
            clicked = self.chunk_at(event.position().toPoint())
            if clicked is not None:
                self.chunk_clicked.emit(clicked)

    def event(self, event: QEvent) -> bool:
        """Qt override: the tooltip of the chunk under the pointer."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            point = self.viewport().mapFrom(self, event.pos())
            index = self.chunk_at(point)
            if index is not None and self._state is not None:
                QToolTip.showText(event.globalPos(), provenance.summary(self._state, index), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)
