"""Visual rows of a PDF page, rebuilt from PyMuPDF ``rawdict`` characters.

research/arabic.md §2–§4: MuPDF's own lines are cut at every bidi run of an Arabic line, its
character order inside right-to-left runs reverses Eastern digits, and ``sort=True`` reverses
Arabic word order. So the loader takes single characters with their boxes and rebuilds each
*visual row* itself:

1. **Lines** (``pdf_page_lines``; ``pdf_rawdict`` on a page with a /Rotate): each MuPDF line
   is read into a piece (characters, boxes, size, weight, baseline), skipping lines wholly
   off the page.
2. **Clusters** (``pdf_clusters``): each base character takes the characters drawn with it,
   combining marks and the zero-width letters MuPDF adds from ``/ActualText`` spans (the
   lam-alef ligature: "لا" again instead of MuPDF's "ال"); MuPDF's duplicates are dropped.
3. **Rows.** MuPDF lines of one MuPDF block whose baselines agree (within 0.35 font size) are
   one visual row: this rejoins the pieces of a mixed Arabic/Latin line.
4. **Visual order.** Clusters sorted by the centre of their base glyph, left to right; this
   alone undoes MuPDF's reversed Eastern digits (``(١٢)`` came out ``٢١``). Then the row is
   repaired (``pdf_row_repair``): overdrawn glyphs and artefact spaces out, word spaces in.

Every kept character is registered with the ``TextBuilder`` as it is read, so it has a glyph id
(its page and box) before any reordering; a cluster's characters carry their own boxes.
Units: PDF points, origin at the page's top-left (PyMuPDF's page coordinates).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import starmap
from typing import Any

from inspector.document.pdf.clusters import LigatureHabit
from inspector.document.pdf.line_end_marks import CarriedMark, attach_carried_mark
from inspector.document.pdf.page_lines import Walked, pieces_of_lines, read_page_lines
from inspector.document.pdf.rawdict import LinePiece, Matrix, read_line
from inspector.document.pdf.row_repair import (
    permute,
    repair_row,
)
from inspector.document.pdf.strong_counts import text_strong_counts
from inspector.document.textbuild import PACK_BOX, TextBuilder

SAME_BASELINE = 0.35
"""Two MuPDF lines are one row when their baselines differ by at most this share of the size."""

_FFFD = "\ufffd"
_BASELINE = operator.attrgetter("baseline")


@dataclass(slots=True)
class Row:
    """A visual line (or a piece of one): clusters left to right, with geometry and style.

    Cluster ``k`` is ``texts[k]``: its base character then the characters attached to it;
    its first character has glyph id ``gids[k]`` (``SYNTHETIC`` for an inserted space) and the
    others ``extra[k]``, so ``len(texts[k]) == 1 + len(extra.get(k, ()))``. ``x0s``/``x1s``
    are the base glyph's horizontal extent. ``bbox`` is
    the union of the glyph boxes; ``size`` and ``bold`` are those of the majority of the
    characters; ``block`` is MuPDF's block number, a hint for grouping.

    The four per-cluster sequences are stored as tuples whatever they are given as: a row is
    not changed once made, and a tuple of strings or numbers is one the cyclic collector stops
    tracking, where a list is traversed by every full collection while the document's rows
    are kept (a load keeps every page's rows until the layout: see bench/results/pdf_load.md).
    """

    texts: Sequence[str]
    gids: Sequence[int]
    x0s: Sequence[float]
    x1s: Sequence[float]
    bbox: tuple[float, float, float, float]
    baseline: float
    size: float
    bold: bool
    block: int
    extra: dict[int, tuple[int, ...]] = field(default_factory=dict)
    rotated: bool = False
    text: str = ""
    """The row's characters in visual order, ``"".join(texts)`` (set on creation)."""
    rtl_strong: int = 0
    """Number of right-to-left strong letters (set on creation)."""
    ltr_strong: int = 0
    """Number of left-to-right strong letters (set likewise)."""
    wide_blank: bool | None = None
    """Whether the row holds a blank (a gap between clusters, or a cluster such as an inserted
    space) wider than two font sizes; None: not known yet (``pdf_tables`` works it out)."""

    def __post_init__(self) -> None:
        self.texts = tuple(self.texts)
        self.gids = tuple(self.gids)
        self.x0s = tuple(self.x0s)
        self.x1s = tuple(self.x1s)
        self.text = "".join(self.texts)
        self.rtl_strong, self.ltr_strong = text_strong_counts(self.text)

    def strong_counts(self) -> tuple[int, int]:
        """Numbers of right-to-left and of left-to-right strong letters in the row."""
        return self.rtl_strong, self.ltr_strong

    def subset(self, keep: list[int] | range) -> Row:
        """A row of the clusters at positions ``keep`` (in that order), with its own box.

        A ``range`` of step 1 (a run of positions, as table cells take them) is cut by slices.
        """
        if isinstance(keep, range) and keep.step == 1:
            start, stop = keep.start, keep.stop
            extra = self.extra
            if extra:
                extra = {k - start: extra[k] for k in sorted(extra) if start <= k < stop}
            texts, gids = self.texts[start:stop], self.gids[start:stop]
            x0s, x1s = self.x0s[start:stop], self.x1s[start:stop]
        else:
            extra = {new: self.extra[old] for new, old in enumerate(keep) if old in self.extra}
            texts, gids = [self.texts[k] for k in keep], [self.gids[k] for k in keep]
            x0s, x1s = [self.x0s[k] for k in keep], [self.x1s[k] for k in keep]
        x0 = min(x0s, default=self.bbox[0])
        x1 = max(x1s, default=self.bbox[2])
        return Row(
            texts,
            gids,
            x0s,
            x1s,
            (x0, self.bbox[1], x1, self.bbox[3]),
            self.baseline,
            self.size,
            self.bold,
            self.block,
            extra,
            self.rotated,
        )


@dataclass(slots=True)
class PageRows:
    """What one page's text layer gave: rows, plus the characters for the quality check.

    ``chars`` is every character MuPDF returned inside the page (before any was dropped).
    """

    rows: list[Row]
    chars: str


def read_rows(
    rawdict: dict[str, Any] | None,
    page_index: int,
    page_rect: tuple[float, float, float, float],
    builder: TextBuilder,
    habit: LigatureHabit | None = None,
    rotation: Matrix | None = None,
    walked: Walked | None = None,
) -> PageRows:
    """Rebuild the visual rows of one page from its ``rawdict`` or its walked text page.

    Args:
        rawdict: ``page_rawdict(page)``; on a page without /Rotate its ``"blocks"`` are taken
            out and freed once read (``read_page_lines``). None when ``walked`` is given.
        page_index: 0-based page number, recorded with every glyph.
        page_rect: The page's box (x0, y0, x1, y1) in points; MuPDF lines wholly outside it
            are invisible and dropped.
        builder: Receives every kept glyph (``add_packed_glyphs``, once for the page).
        habit: The document's ligature habit (``pdf_clusters.LigatureHabit``), carried from
            page to page; a fresh one if None.
        rotation: For a page with a /Rotate, ``page.rotation_matrix`` (a, b, c, d, e, f):
            MuPDF gives text in unrotated page space, while the page is shown (and its boxes
            must be stored) rotated. ``page_rect`` is then the rotated ``page.rect``.
        walked: For a page without /Rotate, its kept lines as
            ``pdf_stext_lines.walk_text_page`` read them from the text page (what
            ``gather_lines`` reads from its ``rawdict``), used instead of ``rawdict``.

    Returns:
        The rows in MuPDF's block order (not yet in reading order) and the page's statistics.
    """
    habit = habit if habit is not None else LigatureHabit()
    first_id = builder.next_glyph_id()
    if walked is not None:
        blocks, boxes, chars = pieces_of_lines(*walked, first_id, habit)
    elif rawdict is None:
        raise ValueError("read_rows needs a rawdict or a walked page")
    elif rotation is None:
        blocks, boxes, chars = read_page_lines(rawdict, page_rect, first_id, habit)
    else:
        blocks, boxes, chars = read_lines_one_by_one(rawdict, page_rect, first_id, habit, rotation)
    rows: list[Row] = []
    carried: CarriedMark | None = None  # the line before's displaced final mark
    # Whether any row can hold a replacement character (asked once for the page, not per row).
    unmapped = _FFFD in chars
    for block_number, pieces in blocks:
        for piece in pieces:
            if carried is not None and not piece.rotated:
                attach_carried_mark(
                    carried, piece.texts, piece.x0s, piece.extra, piece.baseline, piece.size
                )
            carried = piece.dropped
        rows.extend(_rows_of_block(pieces, block_number, unmapped))
    if boxes:
        # The page's glyphs are registered in one call (their ids are consecutive).
        builder.add_packed_glyphs(page_index, boxes)
    return PageRows(rows, chars)


def read_lines_one_by_one(
    rawdict: dict[str, Any],
    page_rect: tuple[float, float, float, float],
    first_id: int,
    habit: LigatureHabit,
    rotation: Matrix | None,
) -> tuple[list[tuple[int, list[LinePiece]]], bytes, str]:
    """``pdf_page_lines.read_page_lines``, line by line (``read_line``).

    What a page with a /Rotate takes (``rotation``), and the reference the one-pass reading
    is tested against (``rotation`` None).
    """
    blocks: list[tuple[int, list[LinePiece]]] = []
    all_chars: list[str] = []
    boxes: list[tuple[float, float, float, float]] = []
    for block_number, block in enumerate(rawdict.get("blocks", ())):
        if block.get("type", 0) != 0:
            continue
        pieces: list[LinePiece] = []
        for line in block["lines"]:
            piece = read_line(line, page_rect, first_id, boxes, all_chars, habit, rotation)
            if piece is not None:
                pieces.append(piece)
        if pieces:
            blocks.append((block_number, pieces))
    return blocks, b"".join(starmap(PACK_BOX, boxes)), "".join(all_chars)


def _rows_of_block(pieces: list[LinePiece], block_number: int, unmapped: bool) -> list[Row]:
    """Merge the pieces of one MuPDF block that share a baseline into rows.

    ``unmapped``: whether the page's characters hold a U+FFFD (``repair_row``).
    """
    if len(pieces) == 1:
        return [_finish_row(pieces, block_number, unmapped)]
    groups: list[list[LinePiece]] = []
    for piece in sorted(pieces, key=_BASELINE):
        if (
            groups
            and not piece.rotated
            and not groups[-1][-1].rotated
            and abs(groups[-1][-1].baseline - piece.baseline) <= SAME_BASELINE * piece.size
        ):
            groups[-1].append(piece)
        else:
            groups.append([piece])
    return [_finish_row(group, block_number, unmapped) for group in groups]


def _finish_row(group: list[LinePiece], block_number: int, unmapped: bool) -> Row:
    """Sort a row's clusters into visual order, drop overdraws, insert word spaces.

    ``unmapped``: False when the page has no U+FFFD (the row then has none).
    """
    first = group[0]
    if len(group) == 1:  # the usual case: one MuPDF line is one row
        texts, gids, x0s, x1s, extra = first.texts, first.gids, first.x0s, first.x1s, first.extra
        y0, y1, size = first.y0, first.y1, first.size
        bold = len(texts) if first.bold else 0
    else:
        texts, gids, x0s, x1s, extra = [], [], [], [], {}
        weights: dict[float, int] = {}
        bold = 0
        for piece in group:
            if piece.extra:  # (most lines have no attached characters)
                offset = len(texts)
                for k, members in piece.extra.items():
                    extra[offset + k] = members
            texts += piece.texts
            gids += piece.gids
            x0s += piece.x0s
            x1s += piece.x1s
            weights[piece.size] = weights.get(piece.size, 0) + len(piece.texts)
            bold += len(piece.texts) if piece.bold else 0
        y0 = min([p.y0 for p in group])
        y1 = max([p.y1 for p in group])
        size = max(weights, key=weights.__getitem__)
    if not first.rotated:
        # Not in order of left edges: sorted by the centres of the clusters' base glyphs.
        if not all(map(operator.le, x0s, x0s[1:])):
            centres = list(map(operator.add, x0s, x1s))
            order = sorted(range(len(texts)), key=centres.__getitem__)
            texts, gids, x0s, x1s, extra = permute(order, texts, gids, x0s, x1s, extra)
        texts, gids, x0s, x1s, extra, widest_gap = repair_row(
            texts, gids, x0s, x1s, extra, size, unmapped
        )
        # (``pdf_tables`` asks it of every row; repair_row measured the gaps.)
        limit = 2 * size
        wide_blank: bool | None = len(x0s) >= 2 and (
            widest_gap > limit or max(map(operator.sub, x1s, x0s)) > limit
        )
    else:
        wide_blank = None
    x0 = min(x0s, default=0.0)
    x1 = max(x1s, default=0.0)
    return Row(
        texts,
        gids,
        x0s,
        x1s,
        (x0, y0, x1, y1),
        first.baseline,
        size,
        2 * bold > len(texts),
        block_number,
        extra,
        first.rotated,
        wide_blank=wide_blank,
    )
