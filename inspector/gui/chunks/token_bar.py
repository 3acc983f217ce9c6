"""``TokenBar``: a chunk's token count drawn against its target range and hard maximum."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

_HEADROOM = 1.15  # the scale reaches 15 % past the maximum, so the maximum mark shows
_WITHIN = QColor("#43a047")
_ABOVE_TARGET = QColor("#fb8c00")
_OVER = QColor("#e53935")
_TARGET_BAND = QColor(67, 160, 71, 45)


class TokenBar(QWidget):
    """A thin bar: filled to the token count, the target range shaded, the maximum marked.

    Green within the target range or below it, orange above the target but within the maximum,
    red over the maximum. The numbers are in the tooltip and in the label beside it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.tokens = 0
        self.target = (0, 0)
        self.maximum = 1

    def set_counts(self, tokens: int, target_min: int, target_max: int, maximum: int) -> None:
        """Show ``tokens`` against the target range ``[target_min, target_max]`` and ``maximum``."""
        self.tokens = tokens
        self.target = (target_min, target_max)
        self.maximum = max(1, maximum)
        self.setToolTip(
            f"{tokens:,} tokens; target {target_min:,}–{target_max:,}; maximum {maximum:,}"
        )
        self.update()

    def color(self) -> QColor:
        """The fill colour for the current counts."""
        if self.tokens > self.maximum:
            return _OVER
        if self.tokens > self.target[1]:
            return _ABOVE_TARGET
        return _WITHIN

    def sizeHint(self) -> QSize:
        """Qt override: wide and 10 pixels high."""
        return QSize(200, 10)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Qt override: background, target band, fill, maximum mark."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = QRectF(self.rect()).adjusted(0.5, 1.5, -0.5, -1.5)
        scale = max(self.maximum * _HEADROOM, self.tokens * 1.02)
        per_token = bar.width() / scale
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette().alternateBase())
        painter.drawRoundedRect(bar, 3, 3)
        low, high = self.target
        band = QRectF(
            bar.left() + low * per_token, bar.top(), (high - low) * per_token, bar.height()
        )
        painter.fillRect(band, _TARGET_BAND)
        fill = QRectF(bar.left(), bar.top(), min(self.tokens, scale) * per_token, bar.height())
        painter.setBrush(self.color())
        painter.drawRoundedRect(fill, 3, 3)
        x = bar.left() + self.maximum * per_token
        painter.setPen(QPen(self.palette().windowText().color(), 1.5))
        painter.drawLine(int(x), int(bar.top() - 1), int(x), int(bar.bottom() + 1))
        painter.end()
