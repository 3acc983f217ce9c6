# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Page.get_text unannotated; its result is typed here at the module boundary.
"""A PDF page's PyMuPDF ``rawdict``, and one of its lines read into a ``LinePiece``.

The only module that knows the ``rawdict`` layout (blocks, lines, spans, chars): a line comes
out as clusters in emission order (``pdf_clusters``) with its size, weight and baseline, ready
for ``pdf_rows`` to join pieces of one baseline into visual rows.
Units: PDF points, origin at the page's top-left (PyMuPDF's page coordinates).
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Any

from inspector.document.pdf.char_classes import ARABIC_MARK_CHARS
from inspector.document.pdf.clusters import LigatureHabit, attachable, clusters
from inspector.document.pdf.line_end_marks import CarriedMark, dropped_final_mark
from inspector.document.pdf.mupdf import pymupdf

TEXT_FLAGS = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
"""rawdict flags: whitespace kept as drawn; ligatures split by MuPDF (normalisation would
expand them anyway); ActualText kept (ignoring it turns LibreOffice ligatures into U+FFFD);
no TEXT_DEHYPHENATE (it also joins "Franco-British"); unknown glyphs as U+FFFD, not CIDs, so
that the quality check can count them."""

Matrix = tuple[float, float, float, float, float, float]
"""An affine matrix (a, b, c, d, e, f), PDF order."""

_GET_C = operator.itemgetter("c")
_GET_BBOX = operator.itemgetter("bbox")
_GET_0 = operator.itemgetter(0)
_GET_2 = operator.itemgetter(2)
BOLD_FLAG = pymupdf.TEXT_FONT_BOLD
"""MuPDF's span flag for a bold font (``is_bold``)."""


@dataclass(slots=True)
class LinePiece:
    """One MuPDF line's clusters, before rows are formed."""

    texts: list[str]
    gids: list[int]
    x0s: list[float]
    x1s: list[float]
    extra: dict[int, tuple[int, ...]]
    y0: float
    y1: float
    baseline: float
    size: float
    bold: bool
    rotated: bool
    dropped: CarriedMark | None = None
    """A displaced final mark the clusters left out (``pdf_line_end_marks``)."""


def page_text_page(page: pymupdf.Page) -> Any:
    """``page.get_textpage`` with the loader's flags, over the whole page plane.

    ``clip=INFINITE_RECT`` keeps words that cross the page edge whole (the default page clip
    drops their outside characters one by one, "OUTSIDE" -> "SIDE"); lines lying wholly
    outside the page are dropped while reading (``read_page_lines``, ``read_line``).
    """
    return page.get_textpage(flags=TEXT_FLAGS, clip=pymupdf.INFINITE_RECT())


def page_rawdict(page: pymupdf.Page) -> dict[str, Any]:
    """``page.get_text("rawdict")`` with the loader's flags and clip (``page_text_page``)."""
    result: dict[str, Any] = page_text_page(page).extractRAWDICT()
    return result


def read_line(
    line: dict[str, Any],
    page_rect: tuple[float, float, float, float],
    first_id: int,
    page_boxes: list[tuple[float, float, float, float]],
    all_chars: list[str],
    habit: LigatureHabit,
    rotation: Matrix | None,
) -> LinePiece | None:
    """One MuPDF line -> clusters in emission order.

    Its glyphs' boxes go to ``page_boxes`` and its characters (as one string) to
    ``all_chars``; glyph ``k`` of ``page_boxes`` will have id ``first_id + k``.
    """
    px0, py0, px1, py1 = page_rect
    lx0, ly0, lx1, ly1 = line["bbox"] if rotation is None else _turn(line["bbox"], rotation)
    if lx1 < px0 or lx0 > px1 or ly1 < py0 or ly0 > py1:
        return None  # wholly off the page: invisible (a line partly on it is kept whole)
    # (Pages without a rotation are read by ``pdf_page_lines``; this reading serves rotated
    # pages and the tests' line-by-line reference.)
    chars, boxes, size, bold, baseline = _read_spans(line["spans"], rotation, ly1)
    if not chars:
        return None
    text = "".join(chars)
    all_chars.append(text)
    start = first_id + len(page_boxes)
    gids = list(range(start, start + len(boxes)))
    page_boxes += boxes
    dx, dy = line["dir"]
    if rotation is not None:
        dx, dy = rotation[0] * dx + rotation[2] * dy, rotation[1] * dx + rotation[3] * dy
    rotated = abs(dy) > 0.05 or dx < 0
    x0s = list(map(_GET_0, boxes))
    x1s = list(map(_GET_2, boxes))
    # The edges as drawn, for the final-mark check (``clusters`` may move a letter's edges).
    drawn = (x0s.copy(), x1s.copy()) if not rotated and chars[-1] in ARABIC_MARK_CHARS else None
    attached = attachable(chars, x0s, x1s, text)
    texts, first_gids, x0s, x1s, extra = clusters(chars, x0s, x1s, gids, habit, attached)
    dropped = (
        None
        if drawn is None
        else dropped_final_mark(chars, drawn[0], drawn[1], gids, first_gids, extra, baseline)
    )
    return LinePiece(
        texts,
        first_gids,
        x0s,
        x1s,
        extra,
        ly0,
        ly1,
        baseline,
        size,
        bold,
        rotated,
        dropped,
    )


def _read_spans(
    spans: list[dict[str, Any]], rotation: Matrix | None, bottom: float
) -> tuple[list[str], list[tuple[float, float, float, float]], float, bool, float]:
    """A line's spans read: characters, boxes, size, weight, baseline.

    Size and weight as ``style_of_spans`` gives them; the baseline is the first character's
    (``bottom`` if there is none).
    """
    chars: list[str] = []
    boxes: list[tuple[float, float, float, float]] = []
    baseline = None
    for span in spans:
        span_chars = span["chars"]
        if not span_chars:
            continue
        if baseline is None:
            ox, oy = span_chars[0]["origin"]
            baseline = oy if rotation is None else rotation[1] * ox + rotation[3] * oy + rotation[5]
        chars += map(_GET_C, span_chars)
        if rotation is None:
            boxes += map(_GET_BBOX, span_chars)
        else:
            boxes += [_turn(char["bbox"], rotation) for char in span_chars]
    size, bold = style_of_spans(spans)
    return chars, boxes, size, bold, bottom if baseline is None else baseline


def style_of_spans(spans: list[dict[str, Any]]) -> tuple[float, bool]:
    """A line's size and weight from its spans.

    The half-point size carrying most characters (the first seen on a tie; 1.0 when no span
    has a character, or for a size of 0) and whether most of its characters are bold.
    """
    size_count: dict[float, int] = {}
    bold_chars = count = 0
    for span in spans:
        n = len(span["chars"])
        if n:
            size = half_points(span)
            size_count[size] = size_count.get(size, 0) + n
            count += n
            if is_bold(span):
                bold_chars += n
    if not count:
        return 1.0, False
    return max(size_count, key=size_count.__getitem__) or 1.0, 2 * bold_chars > count


def half_points(span: dict[str, Any]) -> float:
    """The span's font size rounded to half a point (sizes of one style vary in the last bits)."""
    return round(float(span["size"]) * 2) / 2


def is_bold(span: dict[str, Any]) -> bool:
    """Whether the span is set bold: MuPDF's flag, or a font named bold without it."""
    return bool(span["flags"] & BOLD_FLAG or "Bold" in span["font"])


def _turn(box: tuple[float, float, float, float], m: Matrix) -> tuple[float, float, float, float]:
    """A box mapped through matrix ``m`` (a rotation by a multiple of 90 degrees)."""
    ax = m[0] * box[0] + m[2] * box[1] + m[4]
    ay = m[1] * box[0] + m[3] * box[1] + m[5]
    bx = m[0] * box[2] + m[2] * box[3] + m[4]
    by = m[1] * box[2] + m[3] * box[3] + m[5]
    return (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
