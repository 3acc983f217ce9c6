"""Bold lines on a page read by OCR, judged from the thickness of their ink.

Why: on a digital page a heading differs from the text around it by its weight ("12 Power to
make regulations", "الفصل 4" set bold over a regular paragraph), and the layout and block kinds
(``pdf_layout``, ``pdf_blocks``) split and classify on it. Tesseract's LSTM models report no
font weight, so without this an OCR'd page has no bold at all: a UK statute's bare-number
section headings and an Arabic code's article labels ran into the paragraphs next to them.
A bold face draws thicker strokes: on 300-dpi renders of the benchmark's legal texts regular
lines measured 2.9-3.5 px and bold ones 4.2-5.7 px, in English and in Arabic alike.

How (``bold_lines``): a line's *ink* is the pixels of its box darker than ``INK`` (0..255
grey). Its stroke width is estimated as 2 x ink pixels / ink edges (light/dark changes between
horizontal and vertical neighbours): a stroke of length L and width w covers about w x L pixels
and has about 2 x L edges, whatever its direction or script. A line is bold when its stroke
width is at least ``BOLD_RATIO`` times the page's usual one (the median over its lines, each
counted once per word), that usual width first scaled by the line's size over the body size
for a line larger than the body (a larger face has thicker strokes at the same weight). A page
with fewer than ``_MIN_LINES`` lines has no usual width to compare with: no line is bold.

Units: pixels of the page image (boxes as in the hOCR); sizes are Tesseract's ``x_size``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from inspector.document.pdf.ocr_hocr import OcrLine

INK = 128
"""Grey level (0 black .. 255 white) below which a pixel is ink."""

BOLD_RATIO = 1.3
"""Stroke width, over the page's usual one, from which a line is bold (measured: 1.4-1.7)."""

_LARGER = 1.15
"""A line whose size exceeds the body size by this factor has its expected stroke scaled."""

_MIN_LINES = 3


def stroke_width(gray: npt.NDArray[np.uint8], box: tuple[float, float, float, float]) -> float:
    """The mean stroke width (pixels) of the ink in ``box`` of ``gray`` (0.0: no ink)."""
    height, width = gray.shape
    x0, y0 = max(int(box[0]), 0), max(int(box[1]), 0)
    x1, y1 = min(int(box[2]), width), min(int(box[3]), height)
    if x1 <= x0 or y1 <= y0:
        return 0.0
    ink = gray[y0:y1, x0:x1] < INK
    pixels = int(np.count_nonzero(ink))
    if not pixels:
        return 0.0
    edges = int(np.count_nonzero(ink[:, 1:] != ink[:, :-1]))
    edges += int(np.count_nonzero(ink[1:, :] != ink[:-1, :]))
    return 2.0 * pixels / max(edges, 1)


def bold_lines(gray: npt.NDArray[np.uint8], lines: Sequence[OcrLine], body: float) -> list[bool]:
    """Whether each of ``lines`` is set bold (see the module docstring).

    Args:
        gray: The page image Tesseract read, one byte per pixel (rows x columns).
        lines: The page's lines (boxes in pixels of ``gray``).
        body: The page's body size (pixels, as ``OcrLine.size``).
    """
    widths = [stroke_width(gray, line.box) for line in lines]
    measured = [(w, len(line.words)) for w, line in zip(widths, lines, strict=True) if w > 0]
    if len(measured) < _MIN_LINES:
        return [False] * len(lines)
    usual = _weighted_median(measured)
    out = []
    for width, line in zip(widths, lines, strict=True):
        expected = usual
        if body > 0 and line.size > _LARGER * body:
            expected *= line.size / body
        out.append(width >= BOLD_RATIO * expected)
    return out


def _weighted_median(values: list[tuple[float, int]]) -> float:
    """The median of ``values`` (value, weight): the first value reaching half the weight."""
    ordered = sorted(values)
    half = sum(weight for _, weight in ordered) / 2
    running = 0
    for value, weight in ordered:
        running += weight
        if running >= half:
            return value
    return ordered[-1][0]
