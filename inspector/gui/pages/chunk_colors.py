"""The colour of each chunk: a fixed qualitative palette, cycled, so neighbours always differ.

The same colour marks a chunk on the page, in the text view and in the list, so the eye can
match them. Chunk ``i`` gets ``PALETTE[i % len(PALETTE)]``: two adjacent chunks never share a
colour, and a chunk keeps its colour while the reviewer scrolls.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

PALETTE: tuple[str, ...] = (
    "#1f77b4",  # blue
    "#ff7f0e",  # orange
    "#2ca02c",  # green
    "#d62728",  # red
    "#9467bd",  # purple
    "#8c564b",  # brown
    "#e377c2",  # pink
    "#17becf",  # cyan
)
"""Tableau's categorical colours without its grey and olive (grey reads as page furniture)."""

FILL_ALPHA = 0.22
"""Opacity of a chunk's highlight over the page: the text under it stays black and crisp."""
SELECTED_FILL_ALPHA = 0.40
"""Opacity of the selected chunk's highlight."""

CHANGE_COLORS = {
    "added": "#2e7d32",
    "moved": "#ef6c00",
    "rule changed": "#1565c0",
    "removed": "#c62828",
}
"""Boundary-diff colours (after a re-chunk), by ``ChangeKind`` value."""
FURNITURE_COLOR = "#6d6d6d"
"""Hatching over excluded page furniture (running headers, footers, page numbers)."""
BANNER_COLOR = "#f9a825"
"""Background of the banner on a page with no usable text layer."""


def chunk_color(index: int) -> QColor:
    """The opaque colour of chunk ``index``."""
    return QColor(PALETTE[index % len(PALETTE)])


def chunk_fill(index: int, *, selected: bool = False) -> QColor:
    """The translucent fill of chunk ``index`` (stronger when selected)."""
    color = chunk_color(index)
    color.setAlphaF(SELECTED_FILL_ALPHA if selected else FILL_ALPHA)
    return color


def change_color(kind: str) -> QColor:
    """The colour of a boundary change of ``kind`` ("added", "moved", ...)."""
    return QColor(CHANGE_COLORS.get(kind, "#000000"))
