"""Tesseract's hOCR for one page image -> a ``rawdict`` the PDF loader reads like a text layer.

Why hOCR (and not PyMuPDF's OCR text page): Tesseract's hOCR gives, per word, its box and its
confidence (``x_wconf``), and per line its baseline and size (``x_size``); MuPDF's OCR text
page gives glyph boxes but no confidence, which the reviewer must be shown. The words come in
logical order, Arabic words with their letters in logical order too (checked by the tests).

The page is handed on as a PyMuPDF-shaped ``rawdict`` (blocks -> lines -> spans -> chars with
``c``, ``bbox``, ``origin``), so OCR text goes through the same rows, bidi, layout and offset map
as a digital page (``pdf_rows.read_rows``): overlays, selection, splitting and redaction boxes
work on it unchanged. Glyph boxes are made by **splitting each word's box evenly** among its
characters (Tesseract's LSTM engine gives no reliable per-character boxes): left to right for
a left-to-right word, right to left for a word holding a right-to-left letter, so that the
visual order the rows rebuild, reordered by the bidi pass, gives the logical order back. A space
character spans the gap between two words of a line. A line judged bold from its ink
(``pdf_ocr_weight``) gets MuPDF's bold flag, as a bold font's span would.

A word box that contains another word of its line whole (Tesseract sometimes gives the last
Arabic word of a line the line's box) is cut back to the widest gap the other words leave;
then words that overlap their neighbour are cut at the middle of the overlap.

Units: ``scale`` converts image pixels to points; boxes in points, origin at the page's
top-left. Confidence in percent (0..100).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from lxml import etree

from inspector.document.pdf.rawdict import BOLD_FLAG

_BBOX = re.compile(r"bbox (-?\d+) (-?\d+) (-?\d+) (-?\d+)")
_BASELINE = re.compile(r"baseline (-?[\d.]+) (-?[\d.]+)")
_X_SIZE = re.compile(r"x_size ([\d.]+)")
_WCONF = re.compile(r"x_wconf (-?[\d.]+)")
_BIDI_CONTROLS = dict.fromkeys(
    map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
)
_LINE_CLASSES = frozenset(("ocr_line", "ocr_header", "ocr_caption", "ocr_textfloat"))

Box = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class OcrWord:
    """A word as Tesseract read it: text (logical order), box in pixels, confidence (%)."""

    text: str
    box: Box
    confidence: float


@dataclass(frozen=True, slots=True)
class OcrLine:
    """A line: its words in logical order, box and baseline (pixels), size (pixels)."""

    words: tuple[OcrWord, ...]
    box: Box
    baseline: float
    size: float
    block: int


@dataclass(frozen=True, slots=True)
class OcrText:
    """One page's OCR result: lines and the page's mean word confidence (None: no word)."""

    lines: tuple[OcrLine, ...]
    confidence: float | None
    words: int

    def text(self) -> str:
        """The words, a space between words and a newline between lines (logical order)."""
        return "\n".join(" ".join(word.text for word in line.words) for line in self.lines)


def parse_hocr(data: bytes) -> OcrText:
    """Read Tesseract's hOCR output (one page) into lines of words.

    Empty words are dropped; bidi control characters Tesseract adds (U+200F after a Latin word
    in a right-to-left paragraph) are removed. Lines keep Tesseract's order, which follows the
    reading order of its layout analysis.
    """
    if not data.strip():
        return OcrText((), None, 0)
    parser = etree.HTMLParser(encoding="utf-8", no_network=True)
    root = etree.fromstring(data, parser)
    lines: list[OcrLine] = []
    confidences: list[float] = []
    if root is None:
        return OcrText((), None, 0)
    for block, area in enumerate(root.iter("div")):
        if area.get("class") != "ocr_carea":
            continue
        for element in area.iter("span"):
            if element.get("class") not in _LINE_CLASSES:
                continue
            line = _line(element, block, confidences)
            if line is not None:
                lines.append(line)
    mean = sum(confidences) / len(confidences) if confidences else None
    return OcrText(tuple(lines), mean, len(confidences))


def _line(element: Any, block: int, confidences: list[float]) -> OcrLine | None:
    title = element.get("title", "")
    box = _box(title)
    if box is None:
        return None
    words: list[OcrWord] = []
    for span in element.iter("span"):
        if span.get("class") != "ocrx_word":
            continue
        text = unicodedata.normalize(
            "NFC", "".join(span.itertext()).translate(_BIDI_CONTROLS).strip()
        )
        word_box = _box(span.get("title", ""))
        if not text or word_box is None:
            continue
        found = _WCONF.search(span.get("title", ""))
        confidence = max(0.0, float(found.group(1))) if found else 0.0
        confidences.append(confidence)
        words.append(OcrWord(text, word_box, confidence))
    if not words:
        return None
    found = _BASELINE.search(title)
    # hOCR's baseline: slope and offset from the line box's bottom-left corner (pixels).
    baseline = box[3] + (float(found.group(2)) if found else 0.0)
    size_found = _X_SIZE.search(title)
    size = float(size_found.group(1)) if size_found else box[3] - box[1]
    return OcrLine(tuple(words), box, baseline, size, block)


def _box(title: str) -> Box | None:
    found = _BBOX.search(title)
    if found is None:
        return None
    x0, y0, x1, y1 = (float(v) for v in found.groups())
    return (x0, y0, x1, y1) if x1 > x0 and y1 > y0 else None


def is_rtl_word(text: str) -> bool:
    """Whether a word's first strong character is right-to-left (Arabic, Hebrew...)."""
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False


def rawdict_of(
    ocr: OcrText,
    scale: float,
    origin: tuple[float, float],
    bold: Sequence[bool] | None = None,
) -> dict[str, Any]:
    """A PyMuPDF-shaped ``rawdict`` of the OCR'd page (see the module docstring).

    Args:
        ocr: The page's lines.
        scale: Points per image pixel (72 / dpi).
        origin: The page rectangle's top-left corner in points (the image's pixel (0, 0)).
        bold: Whether each line is set bold (``pdf_ocr_weight``; None: none is).
    """
    ox, oy = origin
    blocks: dict[int, list[dict[str, Any]]] = {}
    body = body_size(ocr.lines)
    word_height = _median([w.box[3] - w.box[1] for line in ocr.lines for w in line.words])
    for index, line in enumerate(ocr.lines):
        chars: list[dict[str, Any]] = []
        y0 = oy + line.box[1] * scale
        y1 = oy + line.box[3] * scale
        # Tesseract's baseline fit of an Arabic line wanders by up to a fifth of the line
        # pitch from line to line (steps of 12 to 17 pt in one paragraph of 14 pt lines),
        # and the layout's paragraph gap is measured by baselines: a right-to-left line
        # is given its box's bottom instead, which held within 1-2 pt on the same lines (not
        # when the box reaches far below the baseline: two lines read as one).
        baseline = oy + _baseline(line, word_height) * scale
        boxes = _sane_word_spans(line)
        rtl_line = sum(is_rtl_word(w.text) for w in line.words) * 2 > len(line.words)
        previous: tuple[float, float] | None = None
        for word, (wx0, wx1) in zip(line.words, boxes, strict=True):
            if previous is not None:
                # The gap between this word and the one before it, wherever it lies.
                if rtl_line:
                    gx0, gx1 = min(wx1, previous[0]), max(wx1, previous[0])
                else:
                    gx0, gx1 = min(previous[1], wx0), max(previous[1], wx0)
                chars.append(_char(" ", ox + gx0 * scale, ox + gx1 * scale, y0, y1, baseline))
            count = len(word.text)
            width = (wx1 - wx0) / count
            rtl = is_rtl_word(word.text)
            for k, char in enumerate(word.text):
                if rtl:
                    cx0, cx1 = wx1 - (k + 1) * width, wx1 - k * width
                else:
                    cx0, cx1 = wx0 + k * width, wx0 + (k + 1) * width
                chars.append(_char(char, ox + cx0 * scale, ox + cx1 * scale, y0, y1, baseline))
            previous = (wx0, wx1)
        # Lines of the page's body size are given exactly that size: Tesseract's sizes vary by
        # a few pixels from line to line, and the layout finds a paragraph's line pitch among
        # rows of one size (``pdf_layout.line_pitches``). On Arabic lines its ``x_size`` varies
        # far more (41 to 82 px on one page of one size), so a line keeps a size of its own
        # only when its words' heights differ from the page's as well.
        line_size = body if _body_line(line, body, word_height) else line.size
        size = round(line_size * scale * 2) / 2 or 1.0
        lx0, lx1 = ox + line.box[0] * scale, ox + line.box[2] * scale
        blocks.setdefault(line.block, []).append(
            {
                "bbox": (lx0, y0, lx1, y1),
                "dir": (1.0, 0.0),
                "wmode": 0,
                "spans": [
                    {
                        "size": size,
                        "flags": BOLD_FLAG if bold is not None and bold[index] else 0,
                        "font": "OCR",
                        "chars": chars,
                    }
                ],
            }
        )
    return {
        "blocks": [
            {"type": 0, "number": number, "lines": lines}
            for number, lines in sorted(blocks.items())
        ]
    }


_SAME_SIZE = 0.15
"""Lines whose size is within this share of the page's body size take the body size."""

_SAME_WORDS = 0.25
"""Lines whose words' median height is within this share of the page's take the body size."""


def _baseline(line: OcrLine, word_height: float) -> float:
    """The line's baseline (pixels), Tesseract's or its box's bottom.

    The box's bottom for a right-to-left line whose box ends at most half the page's median
    word height (``word_height``) below Tesseract's baseline; else Tesseract's (a box reaching
    further down holds tall word boxes or two lines, and its bottom would bring the line onto
    the next one's row).
    """
    if sum(is_rtl_word(w.text) for w in line.words) * 2 <= len(line.words):
        return line.baseline
    return line.box[3] if line.box[3] - line.baseline <= word_height / 2 else line.baseline


def _median(values: list[float]) -> float:
    """The median of ``values`` (the upper one of an even count; 0.0 for none)."""
    return sorted(values)[len(values) // 2] if values else 0.0


def _body_line(line: OcrLine, body: float, word_height: float) -> bool:
    """Whether ``line`` is set at the page's body size (``body``: its usual ``x_size``).

    Its ``x_size`` is within ``_SAME_SIZE`` of ``body``, or the median height of its words is
    within ``_SAME_WORDS`` of ``word_height`` (the median of the page's words, pixels), or
    the two measures disagree on whether it is larger or smaller. A line's few words make
    their median height rougher than ``x_size``: "ضريبي يعتبر جريمة ..." at the body size
    measured 0.81 of the page's, a one-word last line "مغادرته" 1.29 with an ``x_size`` of
    0.36.
    """
    if abs(line.size - body) <= _SAME_SIZE * body:
        return True
    own = _median([w.box[3] - w.box[1] for w in line.words])
    if abs(own - word_height) <= _SAME_WORDS * word_height:
        return True
    return (line.size > body) != (own > word_height)


def body_size(lines: Sequence[OcrLine]) -> float:
    """The page's most common line size (pixels, to 2 px), weighted by words."""
    counts: dict[float, int] = {}
    for line in lines:
        key = round(line.size / 2) * 2
        counts[key] = counts.get(key, 0) + len(line.words)
    return max(counts, key=counts.__getitem__) if counts else 0.0


def _char(c: str, x0: float, x1: float, y0: float, y1: float, baseline: float) -> dict[str, Any]:
    return {"c": c, "bbox": (x0, y0, x1, y1), "origin": (x0, baseline)}


def _sane_word_spans(line: OcrLine) -> list[tuple[float, float]]:
    """Each word's horizontal extent (pixels), a word holding another word's whole extent cut.

    Such a word box is Tesseract's line box given to a word; it is cut to the widest gap
    the other words of the line leave inside it (a sliver at its left edge if none is left).
    """
    spans = [(w.box[0], w.box[2]) for w in line.words]
    out: list[tuple[float, float]] = []
    for k, (x0, x1) in enumerate(spans):
        others = sorted(s for j, s in enumerate(spans) if j != k)
        if not any(x0 <= a and b <= x1 for a, b in others):
            out.append((x0, x1))
            continue
        gaps = [(x0, others[0][0])]
        gaps += [(a[1], b[0]) for a, b in itertools.pairwise(others)]
        gaps.append((others[-1][1], x1))
        gx0, gx1 = max(((max(a, x0), min(b, x1)) for a, b in gaps), key=lambda g: g[1] - g[0])
        if gx1 - gx0 < 1.0:
            gx0, gx1 = x0, x0 + 1.0
        out.append((gx0, gx1))
    return _without_overlaps(out)


def _without_overlaps(spans: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """``spans`` with two neighbours on the line (by centre) that overlap cut at the middle.

    Arabic word boxes overlap by their letters' tails, and glyphs split from overlapping
    words would interleave when the rows sort them by centre.
    """
    order = sorted(range(len(spans)), key=lambda k: spans[k][0] + spans[k][1])
    out = list(spans)
    for left, right in itertools.pairwise(order):
        (a0, a1), (b0, b1) = out[left], out[right]
        if a1 > b0:
            cut = max(a0, min(b1, (a1 + b0) / 2))
            out[left], out[right] = (a0, cut), (cut, max(b1, cut))
    return out
