"""A bar chart of recall per configuration, painted with QPainter (no chart library)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

_MARGIN = 8.0
_LABEL_WIDTH = 170.0
_BAR_HEIGHT = 18.0
_GAP = 8.0


class RecallChart(QWidget):
    """Horizontal bars, one per configuration: its recall in [0, 1]; the best is highlighted.

    Set the data with ``set_bars``; ``bars`` holds what is drawn (for tests and accessibility).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[tuple[str, float]] = []
        self.best = -1
        self.measure = "Recall@2,000 tokens"
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.setAccessibleName("Recall per configuration")

    def set_bars(self, bars: list[tuple[str, float]], best: int, measure: str) -> None:
        """Show ``bars`` (label, recall in [0, 1]) with bar ``best`` highlighted.

        ``measure`` names the recall shown ("Recall@2,000 tokens", "Recall@5").
        """
        self.bars = [(label, min(1.0, max(0.0, value))) for label, value in bars]
        self.best = best
        self.measure = measure
        self.setToolTip("\n".join(f"{label}: {measure} {v:.3f}" for label, v in self.bars))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        """Room for every bar."""
        rows = max(1, len(self.bars))
        return QSize(420, int(2 * _MARGIN + 20 + rows * (_BAR_HEIGHT + _GAP)))

    def minimumSizeHint(self) -> QSize:
        """Narrower, same height."""
        return QSize(260, self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        """Title, then one labelled bar per configuration with its value."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_color = palette.color(QPalette.ColorRole.WindowText)
        painter.setPen(text_color)
        painter.drawText(
            QRectF(_MARGIN, _MARGIN, self.width() - 2 * _MARGIN, 18),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            f"{self.measure} per configuration" if self.bars else "No results yet",
        )
        full = max(10.0, self.width() - _LABEL_WIDTH - 3 * _MARGIN - 48)
        normal = palette.color(QPalette.ColorRole.Mid)
        best = palette.color(QPalette.ColorRole.Highlight)
        for index, (label, value) in enumerate(self.bars):
            top = _MARGIN + 24 + index * (_BAR_HEIGHT + _GAP)
            label_rect = QRectF(_MARGIN, top, _LABEL_WIDTH, _BAR_HEIGHT)
            painter.setPen(text_color)
            font = QFont(painter.font())
            font.setBold(index == self.best)
            painter.setFont(font)
            elided = painter.fontMetrics().elidedText(
                label, Qt.TextElideMode.ElideRight, int(_LABEL_WIDTH)
            )
            painter.drawText(label_rect, Qt.AlignmentFlag.AlignVCenter, elided)
            left = _MARGIN * 2 + _LABEL_WIDTH
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(best if index == self.best else normal))
            painter.drawRect(QRectF(left, top, full * value, _BAR_HEIGHT))
            painter.setPen(text_color)
            painter.drawText(
                QRectF(left + full * value + 4, top, 48, _BAR_HEIGHT),
                Qt.AlignmentFlag.AlignVCenter,
                f"{value:.2f}",
            )
        painter.end()
