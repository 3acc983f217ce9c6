"""The Document contract every layer relies on: text, key layer, offset map, pages, blocks.

Units and invariants:
- Every offset is a ``str`` index into ``Document.text`` and every range is half-open
  ``[start, end)``.
- ``Document.text`` is in logical reading order, normalised for display and citation
  (presentation forms and Latin ligatures NFKC'd, bidi controls removed, DOCX numbering labels
  inserted as synthetic characters).
- ``OffsetMap`` gives, for each text character, the source glyph it came from (page index and
  box in PDF points, origin top-left) or nothing for a synthetic character (inserted newline,
  space, numbering label). ``len(offset_map) == len(text)`` always.
- ``KeyLayer`` is derived from ``text`` by deleting or replacing single characters (tashkeel and
  tatweel stripped, Eastern digits mapped to ASCII), so its map to ``text`` is increasing.
- Pages tile the text in order (``pages[i].text_end == pages[i + 1].text_start``); blocks are
  in text order, do not overlap, and lie inside one page for PDFs.
- Excluded spans (page furniture) stay in ``text`` so offsets never shift when a reviewer
  restores one.

This module is pure Python: no PyMuPDF, no python-docx, no Qt.
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

Rect = tuple[float, float, float, float]
"""x0, y0, x1, y1 in PDF points, origin at the top-left of the page."""

SourceKind = Literal["pdf", "docx", "text", "markdown", "html", "akn"]


class BlockKind(StrEnum):
    """What a block of text is, as far as the loader can tell from layout and styles."""

    TITLE = "title"
    HEADING = "heading"
    PARAGRAPH = "paragraph"
    LIST_ITEM = "list_item"
    QUOTE = "quote"
    TABLE = "table"
    FURNITURE = "furniture"


class Direction(StrEnum):
    """Paragraph direction (the bidi base direction of a block)."""

    LTR = "ltr"
    RTL = "rtl"


@dataclass(frozen=True, slots=True)
class Glyph:
    """Where a text character came from: a page (0-based) and, for PDFs, its box in points."""

    page_index: int
    bbox: Rect | None


@dataclass(frozen=True, slots=True)
class PageBox:
    """One highlight rectangle: part of a text range on one visual line of one page."""

    page_index: int
    rect: Rect


class OffsetMap:
    """Maps each character of ``Document.text`` to its source glyph, or to nothing.

    Stored as flat arrays (a 300-page PDF has about a million characters): ``glyph_of[i]`` is
    the glyph index of text character ``i`` or -1; glyph ``g`` lies on page ``pages[g]`` with
    box ``boxes[4g:4g + 4]`` (NaN coordinates when the source has no geometry, as in DOCX).
    """

    __slots__ = ("boxes", "glyph_of", "pages")

    def __init__(self, glyph_of: array[int], pages: array[int], boxes: array[float]) -> None:
        if len(boxes) != 4 * len(pages):
            raise ValueError("boxes must hold four coordinates per glyph")
        self.glyph_of = glyph_of
        self.pages = pages
        self.boxes = boxes

    def __len__(self) -> int:
        return len(self.glyph_of)

    def glyph(self, offset: int) -> Glyph | None:
        """The source glyph of the character at ``offset``, or None if it is synthetic."""
        g = self.glyph_of[offset]
        if g < 0:
            return None
        x0, y0, x1, y1 = self.boxes[4 * g : 4 * g + 4]
        bbox = None if x0 != x0 else (x0, y0, x1, y1)  # NaN != NaN: no geometry
        return Glyph(self.pages[g], bbox)

    def page_of(self, offset: int) -> int | None:
        """Page index of the character at ``offset``, or None for a synthetic character."""
        g = self.glyph_of[offset]
        return None if g < 0 else self.pages[g]

    def boxes_for(self, start: int, end: int) -> list[PageBox]:
        """Highlight rectangles for text range ``[start, end)``: one per visual line per page.

        Glyph boxes are merged into a line's rectangle when they overlap it vertically by more
        than half of the smaller height (checked against the four most recent rectangles,
        newest first). Zero-width boxes (combining marks, ActualText characters) only widen a
        rectangle; they never start one. Ranges longer than ``_GLYPH_RUNS_FROM`` characters
        are merged run by run (``glyph_runs``), with the same result.
        """
        if end - start > _GLYPH_RUNS_FROM:
            from inspector.document.glyph_runs import line_boxes  # numpy, loaded on demand

            return [PageBox(page, rect) for page, rect in line_boxes(self, start, end)]
        lines: list[tuple[int, list[float]]] = []
        for offset in range(start, end):
            g = self.glyph_of[offset]
            if g < 0:
                continue
            x0, y0, x1, y1 = self.boxes[4 * g : 4 * g + 4]
            if x0 != x0:
                continue
            merge_glyph(lines, self.pages[g], x0, y0, x1, y1)
        return [PageBox(page, (b[0], b[1], b[2], b[3])) for page, b in lines]


_GLYPH_RUNS_FROM = 48
"""Range length (characters) from which ``boxes_for`` merges glyphs run by run."""


def merge_glyph(
    lines: list[tuple[int, list[float]]], page: int, x0: float, y0: float, x1: float, y1: float
) -> None:
    """Merge one glyph box into the line rectangles ``lines`` (``OffsetMap.boxes_for``)."""
    for line_page, box in reversed(lines[-4:]):
        if line_page == page and _same_line(box, y0, y1):
            box[0], box[1] = min(box[0], x0), min(box[1], y0)
            box[2], box[3] = max(box[2], x1), max(box[3], y1)
            return
    if x1 > x0:
        lines.append((page, [x0, y0, x1, y1]))


def _same_line(box: Sequence[float], y0: float, y1: float) -> bool:
    overlap = min(box[3], y1) - max(box[1], y0)
    smaller = min(box[3] - box[1], y1 - y0)
    return smaller > 0 and overlap > 0.5 * smaller


@dataclass(frozen=True, slots=True)
class KeyLayer:
    """The matching/token/embedding form of the text, with its map back to ``Document.text``.

    ``to_text[i]`` is the text offset of key character ``i`` (strictly increasing);
    ``source_length`` is ``len(Document.text)``. A stripped mark belongs to the key character
    before it, so key ranges map to text ranges that keep a word's trailing marks.
    """

    text: str
    to_text: array[int]
    source_length: int = 0

    def text_range(self, start: int, end: int) -> tuple[int, int]:
        """The text range ``[start, end)`` covered by key range ``[start, end)``."""
        text_start = self._text_offset(start)
        return text_start, max(text_start, self._text_offset(end))

    def _text_offset(self, key_offset: int) -> int:
        if key_offset < len(self.to_text):
            return self.to_text[key_offset]
        return self.text_length()

    def key_offset(self, text_offset: int) -> int:
        """The first key offset whose character comes from ``text_offset`` or later."""
        return bisect.bisect_left(self.to_text, text_offset)

    def text_length(self) -> int:
        """Length of the text the key layer was derived from."""
        return max(self.source_length, self.to_text[-1] + 1 if self.to_text else 0)

    def keeps_offsets(self) -> bool:
        """Whether key offset ``i`` is text offset ``i`` for every ``i`` (nothing stripped).

        ``to_text`` is strictly increasing below ``text_length()``, so it is the identity
        exactly when it is that long. The characters may still differ (a one-for-one
        normalisation); only the offsets are the same.
        """
        return len(self.to_text) == self.text_length()


@dataclass(frozen=True, slots=True)
class PageQuality:
    """How usable a page's text layer is.

    ``garbage_ratio``: share (0..1) of the page's extracted characters that are not letters,
    digits, punctuation or spaces of a known script (control characters, private-use, U+FFFD,
    unmapped glyphs). ``reason`` is empty for a usable page, otherwise a sentence for the user.
    ``ocr``: the page's text was read by OCR (``pdf_ocr``), not from its text layer;
    ``ocr_confidence``: then its mean word confidence in percent (0..100), None otherwise.
    """

    garbage_ratio: float = 0.0
    has_text_layer: bool = True
    reason: str = ""
    # (Left out of ``repr``: the PDF identity digests hash the pages' repr, which stays that
    # of a page read from its text layer.)
    ocr: bool = field(default=False, repr=False)
    ocr_confidence: float | None = field(default=None, repr=False)


@dataclass(frozen=True, slots=True)
class Page:
    """A page: size in points (0 for sources without pages) and its text range."""

    index: int
    width: float
    height: float
    text_start: int
    text_end: int
    quality: PageQuality = PageQuality()


@dataclass(frozen=True, slots=True)
class Block:
    """A block of text: a heading, paragraph, list item, quotation, whole table or furniture.

    ``level``: heading outline level (1 = highest) when known, else None. ``language``: "en",
    "fr", "ar", "mixed" or "" when undetermined. ``font_size`` in points when known.
    """

    index: int
    kind: BlockKind
    page_index: int
    text_start: int
    text_end: int
    direction: Direction = Direction.LTR
    language: str = ""
    level: int | None = None
    font_size: float | None = None
    bold: bool = False
    bbox: Rect | None = None
    style: str = ""


@dataclass(frozen=True, slots=True)
class ExcludedSpan:
    """A range of text left out of chunks (page furniture), kept so it can be restored.

    ``reason``: "running header", "running footer", "page number", "footnote" (PDF).
    """

    start: int
    end: int
    reason: str


@dataclass(frozen=True, slots=True)
class SourceAnchors:
    """Where the text of a markup document (HTML, Akoma Ntoso) lies in its source file.

    A markup document's glyphs are runs of text (words joined by single spaces) copied
    character for character from one text node; collapsed whitespace and inserted separators
    are synthetic. Glyph ``g`` is the text of element ``paths[element_of[g]]`` (an XPath
    into the parsed tree) when ``tail_of[g]`` is 0, or the text after that element's end tag
    when it is 1, from character ``char_of[g]`` of that text; its first character is at
    ``text_of[g]`` in ``Document.text``. A run that Unicode normalisation changed maps its
    first character exactly and the others by their place in the run.
    """

    paths: tuple[str, ...]
    element_of: array[int]
    tail_of: bytes
    char_of: array[int]
    text_of: array[int]

    def locate(self, offset_map: OffsetMap, offset: int) -> tuple[str, bool, int] | None:
        """``(xpath, is_tail, character)`` of text character ``offset``; None if synthetic."""
        g = offset_map.glyph_of[offset]
        if g < 0:
            return None
        return (
            self.paths[self.element_of[g]],
            bool(self.tail_of[g]),
            self.char_of[g] + offset - self.text_of[g],
        )


@dataclass(frozen=True, slots=True)
class Document:
    """A loaded document. See the module docstring for the invariants."""

    source_path: str
    source_kind: SourceKind
    fingerprint: str  # SHA-256 of the source file's bytes, hex
    text: str
    key: KeyLayer
    offset_map: OffsetMap
    pages: tuple[Page, ...]
    blocks: tuple[Block, ...]
    excluded: tuple[ExcludedSpan, ...] = ()
    title: str = ""
    metadata: dict[str, str] = field(default_factory=dict)
    anchors: SourceAnchors | None = None  # markup sources only: see SourceAnchors

    def page_at(self, offset: int) -> Page:
        """The page whose text range holds ``offset`` (the last page for ``len(text)``)."""
        starts = [p.text_start for p in self.pages]
        return self.pages[max(0, bisect.bisect_right(starts, offset) - 1)]

    def blocks_overlapping(self, start: int, end: int) -> Iterator[Block]:
        """Blocks that share at least one character with ``[start, end)``, in text order."""
        for block in self.blocks:
            if block.text_end > start and block.text_start < end:
                yield block
