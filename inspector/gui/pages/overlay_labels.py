"""Overlay label text: the 7 pt label font, label widths, drawing, boundary flag texts.

Labels are laid out at a fixed pixel size (``_FONT_PIXELS``) and scaled down to
:data:`LABEL_SIZE` points, so they scale with the page like its own text. Units: widths,
rectangles and padding are page points.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

LABEL_SIZE = 7.0
"""Height of label text, in points (small print: it sits in the page margin)."""
_FONT_PIXELS = 20  # labels are laid out at this pixel size, then scaled down to LABEL_SIZE
_LABEL_SCALE = LABEL_SIZE / _FONT_PIXELS
_LABEL_PAD = 1.5  # points around label text

_label_fonts: list[QFont] = []  # the label font, once made (after the application exists)


def label_font() -> QFont:
    """The font of overlay labels, before scaling to :data:`LABEL_SIZE` points (a copy).

    Made once (every flag has a label, and resolving the application font for each would add
    up: ``bench/results/review_gui.md``); the copies share it until one is changed.
    """
    if not _label_fonts:
        font = QFont()
        font.setPixelSize(_FONT_PIXELS)
        _label_fonts.append(font)
    return QFont(_label_fonts[0])


WIDTHS_KEPT = 50_000
"""Label widths remembered (a few per chunk; forgotten all at once past this many)."""
_widths: dict[tuple[str, str], float] = {}


def _label_width(text: str, font: QFont, font_key: str) -> float:
    """Width of ``text`` in points at :data:`LABEL_SIZE` (``font_key``: ``font.key()``).

    Remembered by text and font: laying a label out is slow next to a lookup
    (``bench/results/review_gui.md``), and an edit that adds or removes a chunk relabels the flags
    of every later chunk on the pages shown (undo and redo show the same labels again).
    """
    key = (text, font_key)
    width = _widths.get(key)
    if width is None:
        if len(_widths) >= WIDTHS_KEPT:
            _widths.clear()
        width = _widths[key] = QFontMetricsF(font).horizontalAdvance(text) * _LABEL_SCALE
    return width


def draw_label(painter: QPainter, rect: QRectF, text: str, font: QFont, color: QColor) -> None:
    """Draw ``text`` centred in ``rect`` (points) in ``color``, at :data:`LABEL_SIZE`."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(_LABEL_SCALE, _LABEL_SCALE)
    painter.setFont(font)
    painter.setPen(color)
    scaled = QRectF(0, 0, rect.width() / _LABEL_SCALE, rect.height() / _LABEL_SCALE)
    painter.drawText(scaled, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def flag_texts(index: int, chunk_type: str, tokens: int, rule: str) -> list[str]:
    """Boundary flag texts from longest to shortest; the longest that fits is used."""
    return [
        f"#{index} · {chunk_type} · {tokens:,} tok · {rule}",
        f"#{index} · {tokens:,} tok · {rule}",
        f"#{index} · {tokens:,} tok",
        f"#{index}",
    ]


def fit_flag(texts: list[str], room: float, font: QFont) -> tuple[str, float]:
    """The longest of ``texts`` whose flag fits in ``room`` points, and the flag's width."""
    font_key = font.key()
    for text in texts:
        width = _label_width(text, font, font_key) + 2 * _LABEL_PAD
        if width <= room:
            return text, width
    text = texts[-1]
    return text, _label_width(text, font, font_key) + 2 * _LABEL_PAD
