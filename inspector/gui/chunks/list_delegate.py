"""``ChunkRowDelegate``: the chunk list's cells painted from a cache of what they look like.

Qt's ``QStyledItemDelegate`` paints a cell by asking the model seven roles (font, alignment,
foreground, check state, decoration, display, background), each a call from C++ into Python
through the filter proxy, then lays out and draws its text. A split or merge moves every
row under it, so the list repaints all ~14 visible rows: ~100 cells, ~700 calls into Python
and ~100 text layouts, a large part of the edit's frame (``bench/results/review_gui.md``). Yet after
the edit almost every cell shows what some cell showed before (the chunks keep their type, heading,
tokens and status; the row numbers and colours below the edit are the previous rows' ones).

So each cell's look is drawn once into a pixmap kept under its key: what the cell shows
(:meth:`ChunkListModel.cell`: text, decoration, alignment, foreground and background, as
``data()`` answers them), the view's state for it (selected, current, focus, active window),
its size, the palette and the device pixel ratio. A repaint reads each cell once (one call
into Python instead of seven) and blits the pixmap; only cells never seen in that look are
painted by Qt's own delegate code, into the pixmap over the view's base colour, so the pixels
are Qt's (tests/gui/test_chunk_list_delegate.py compares them with a plain delegate's).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QHelpEvent, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
)

from inspector.gui.chunks.filter_model import ChunkFilterModel
from inspector.view.bidi_text import isolate_lines

ModelIndex = QModelIndex | QPersistentModelIndex
CACHE_LIMIT = 800
"""Cell pixmaps kept, least recently painted dropped first: ~55 screens of 14 rows × 7 columns,
a few MB (a cell is its width × ~22 px × 4 bytes)."""
_RESETS = frozenset(
    {
        QEvent.Type.PaletteChange,
        QEvent.Type.FontChange,
        QEvent.Type.StyleChange,
        QEvent.Type.LayoutDirectionChange,
    }
)
"""Changes of the view that change how every cell looks (its elide mode and icon size are
set once, by the chunk list panel)."""


def cell_width(view: QAbstractItemView, text: str, *, decorated: bool) -> int:
    """Pixels a cell of ``view`` needs to show ``text`` whole, as Qt's delegate lays it out.

    Margins included, and a colour swatch of the view's icon size when ``decorated``.
    """
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.font = view.font()
    option.fontMetrics = view.fontMetrics()
    option.text = text
    features = QStyleOptionViewItem.ViewItemFeature.HasDisplay
    if decorated:
        features |= QStyleOptionViewItem.ViewItemFeature.HasDecoration
        size = view.iconSize()
        if not size.isValid():
            side = view.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, view)
            size = QSize(side, side)
        option.decorationSize = size
    option.features = features
    hint = view.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option, QSize(), view)
    return hint.width()


def is_elided(view: QAbstractItemView, index: ModelIndex) -> bool:
    """Whether the cell at ``index`` is too narrow for its text (Qt elides it)."""
    text = index.data(Qt.ItemDataRole.DisplayRole)
    if not isinstance(text, str) or not text:
        return False
    decorated = index.data(Qt.ItemDataRole.DecorationRole) is not None
    return cell_width(view, text, decorated=decorated) > view.visualRect(index).width()


class ChunkRowDelegate(QStyledItemDelegate):
    """Paints the cells of ``view`` (over a :class:`ChunkFilterModel`) from cached pixmaps.

    Any other model falls back to Qt's painting. A palette, font, style or layout direction
    change of the view empties the cache (the palette's cache key is part of every key too).
    """

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        self._pixmaps: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self.misses = 0
        """Cells painted by Qt's code into a new pixmap so far (for tests and the bench)."""
        view.installEventFilter(self)

    def clear_cache(self) -> None:
        """Forget every painted cell."""
        self._pixmaps.clear()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        """Qt override: blit the cell's pixmap, painting it first if its look is new."""
        model = index.model()
        cell = model.cell(index) if isinstance(model, ChunkFilterModel) else None
        if cell is None:
            super().paint(painter, option, index)
            return
        rect = option.rect
        ratio = painter.device().devicePixelRatio()
        key = (
            index.column(),
            cell,
            option.state.value,
            option.features.value,
            rect.width(),
            rect.height(),
            ratio,
            option.palette.cacheKey(),
        )
        pixmaps = self._pixmaps
        pixmap = pixmaps.get(key)
        if pixmap is None:
            pixmap = self._paint_cell(option, index, ratio)
            pixmaps[key] = pixmap
            if len(pixmaps) > CACHE_LIMIT:
                pixmaps.popitem(last=False)
        else:
            pixmaps.move_to_end(key)
        painter.drawPixmap(rect.topLeft(), pixmap)

    def _paint_cell(self, option: QStyleOptionViewItem, index: ModelIndex, ratio: float) -> QPixmap:
        """Qt's painting of the cell, over the view's base colour, as a pixmap of its size."""
        self.misses += 1
        width, height = option.rect.width(), option.rect.height()
        pixmap = QPixmap(round(width * ratio), round(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        # The viewport fills itself with the Base colour before the cells are drawn (its
        # background role); an opaque fill also keeps the pixmap's format the screen's.
        pixmap.fill(self._view.viewport().palette().color(QPalette.ColorRole.Base))
        local = QStyleOptionViewItem(option)
        local.rect = QRect(0, 0, width, height)
        painter = QPainter(pixmap)
        try:
            super().paint(painter, local, index)
        finally:
            painter.end()
        return pixmap

    def helpEvent(
        self,
        event: QHelpEvent,
        view: QAbstractItemView,
        option: QStyleOptionViewItem,
        index: ModelIndex,
    ) -> bool:
        """Qt override: a cut cell's tooltip starts with its whole text."""
        if event.type() == QEvent.Type.ToolTip and index.isValid() and is_elided(view, index):
            tip = index.data(Qt.ItemDataRole.ToolTipRole)
            text = isolate_lines(str(index.data(Qt.ItemDataRole.DisplayRole)))
            QToolTip.showText(
                event.globalPos(), f"{text}\n\n{tip}" if tip else text, view, view.visualRect(index)
            )
            return True
        return super().helpEvent(event, view, option, index)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt override: a change in :data:`_RESETS` empties the cache."""
        if event.type() in _RESETS:
            self.clear_cache()
        return False
