"""Zoom policy of the page view: the zoom ladder, its limits, and what fitting means.

Pure arithmetic on sizes (logical pixels and PDF points): the view asks, this answers.
"""

from __future__ import annotations

import enum

MIN_ZOOM = 0.1
"""Smallest zoom (10 %); zoom 1.0 shows a page at its printed size."""
MAX_ZOOM = 8.0
"""Largest zoom (800 %)."""
# Zoom In / Zoom Out walk this ladder: round percentages people recognise.
ZOOM_STEPS: tuple[float, ...] = (
    *(0.1, 0.15, 0.2, 0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1.0),
    *(1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0),
)
FIT_SHRINK = 0.999
"""Fitted zooms are a hair smaller, so rounding to whole pixels never adds a scroll bar."""


class FitMode(enum.Enum):
    """How the zoom follows the window size."""

    NONE = "none"  # a fixed zoom
    WIDTH = "width"  # the widest page fills the view's width
    PAGE = "page"  # the current page fits whole in the view


def clamp_zoom(zoom: float) -> float:
    """``zoom`` limited to :data:`MIN_ZOOM`–:data:`MAX_ZOOM`."""
    return min(max(zoom, MIN_ZOOM), MAX_ZOOM)


def step_zoom(zoom: float, larger: bool) -> float:
    """The next step of the ladder above (or below) ``zoom``, or the limit."""
    if larger:
        steps = [step for step in ZOOM_STEPS if step > zoom * 1.001]
        return steps[0] if steps else MAX_ZOOM
    steps = [step for step in ZOOM_STEPS if step < zoom * 0.999]
    return steps[-1] if steps else MIN_ZOOM


def fit_width_scale(
    room: tuple[float, float], content: tuple[float, float], scroll_bar: float
) -> float:
    """Logical pixels per point that make ``content`` (points) as wide as ``room`` (pixels).

    ``room`` is the viewport without scroll bars; a vertical bar (``scroll_bar`` pixels wide)
    takes room when the content is then taller than the view.
    """
    scale = room[0] / content[0]
    if content[1] * scale > room[1]:
        scale = (room[0] - scroll_bar) / content[0]
    return scale * FIT_SHRINK


def fit_page_scale(
    room: tuple[float, float], page: tuple[float, float], gap: float, scroll_bar: float
) -> float:
    """Logical pixels per point that show one ``page`` (points) whole in ``room`` (pixels).

    ``gap`` (points) is kept around the page; ``scroll_bar`` is the width a vertical bar takes
    (0 for a one-page document).
    """
    width = room[0] - scroll_bar
    scale = min(width / (page[0] + 2 * gap), room[1] / (page[1] + gap))
    return scale * FIT_SHRINK
