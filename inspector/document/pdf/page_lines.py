"""An unrotated page's kept lines: gathered from its ``rawdict``, then made into pieces.

1. ``gather_lines`` keeps the visible lines of the page's ``rawdict`` (as
   ``pdf_rawdict.read_line`` decides) with each line's style and geometry, its characters as
   one string and their boxes packed into the bytes the text builder keeps. The loader
   usually gets these same facts from the compiled walk of the page's text page instead,
   without a rawdict (``pdf_stext_lines.walk_text_page``).
2. ``pieces_of_lines`` makes each kept line a ``LinePiece``, as ``read_line`` does: its
   characters go through ``pdf_clusters.clusters``, and a displaced final mark is set aside.

The pieces, the page's boxes (glyph ``first_id + k`` is box ``k``) and its characters are those
``read_line`` gives line by line (``tests/document/test_pdf_page_lines.py``).
Units: PDF points, origin at the page's top-left.
"""

from __future__ import annotations

import operator
from array import array
from itertools import starmap
from typing import Any

from inspector.document.pdf.char_classes import ARABIC_MARK_CHARS
from inspector.document.pdf.clusters import LigatureHabit, attachable, clusters
from inspector.document.pdf.line_end_marks import dropped_final_mark
from inspector.document.pdf.rawdict import LinePiece, style_of_spans
from inspector.document.textbuild import PACK_BOX

_GET_C = operator.itemgetter("c")
_GET_BBOX = operator.itemgetter("bbox")

Box = tuple[float, float, float, float]


def read_page_lines(
    rawdict: dict[str, Any],
    page_rect: Box,
    first_id: int,
    habit: LigatureHabit,
) -> tuple[list[tuple[int, list[LinePiece]]], bytes, str]:
    """The visible lines of an unrotated page, grouped by MuPDF block.

    Args:
        rawdict: ``pdf_rawdict.page_rawdict(page)`` of a page without /Rotate. Its
            ``"blocks"`` are taken out and freed once read: the dict is left without them.
        page_rect: The page's box; lines wholly outside it are dropped.
        first_id: Glyph id of the page's first kept character.
        habit: The document's ligature habit, updated line by line in MuPDF's order.

    Returns:
        ``(block number, pieces)`` per text block with kept lines, in MuPDF's order; every
        kept character's box packed as ``textbuild.PACK_BOX`` does (in order: glyph
        ``first_id + k`` has box ``k``); and the kept characters as one string.
    """
    return pieces_of_lines(*gather_lines(rawdict, page_rect), first_id, habit)


LineFacts = tuple[int, float, float, float, float, bool, bool, int, tuple[int, ...]]
"""A kept line: its end in the page's characters, y0, y1, baseline, size, bold, rotated, its
MuPDF block number, and the positions (from the line's first character) of the characters
``pdf_clusters.attachable`` gives: empty for most lines, which then skip ``clusters``."""

Walked = tuple[list[LineFacts], bytes, str, list[float], list[float]]
"""A page's kept lines, their characters' boxes packed as ``textbuild.PACK_BOX`` packs them
(in the text's order), the characters as one string, and their boxes' left and right edges:
what ``gather_lines`` reads."""


def gather_lines(rawdict: dict[str, Any], page_rect: Box) -> Walked:
    """Pass 1 over a page's ``rawdict``: its kept lines, their characters' boxes and text.

    The facts ``pdf_stext_lines.walk_text_page`` reads from MuPDF's text page directly: a
    line is kept when it has a character and is not wholly outside ``page_rect``; its size
    is the most common span size in half points (by characters; 1.0 for 0), its weight bold
    when most of its characters are in a bold span, its baseline its first character's; its
    attachable characters are those ``pdf_clusters.attachable`` finds. The boxes are packed as
    ``textbuild.PACK_BOX`` does, in the text's order. ``rawdict``'s ``"blocks"`` are taken out
    and freed once read.
    """
    dicts: list[dict[str, Any]] = []
    # Per kept line: end in ``dicts``, y0, y1, baseline, size, bold, rotated, block number.
    kept: list[tuple[int, float, float, float, float, bool, bool, int]] = []
    px0, py0, px1, py1 = page_rect
    # The page's blocks are taken out of ``rawdict`` and freed as soon as their characters are
    # read (below): freed there, while still in the cache, and not once the page's rows are
    # built, they made a load of the long Arabic PDF about 10% faster (CPU, median of shuffled
    # in-process pairs, 2026-12-02).
    page_blocks = rawdict.pop("blocks", ())
    for block_number, block in enumerate(page_blocks):
        if block.get("type", 0) != 0:
            continue
        for line in block["lines"]:
            lx0, ly0, lx1, ly1 = line["bbox"]
            if lx1 < px0 or lx0 > px1 or ly1 < py0 or ly0 > py1:
                continue  # wholly off the page (``read_line``)
            baseline: float | None = None
            for span in line["spans"]:
                if span["chars"]:
                    if baseline is None:
                        baseline = span["chars"][0]["origin"][1]
                    dicts += span["chars"]
            if baseline is None:
                continue
            size, bold = style_of_spans(line["spans"])
            dx, dy = line["dir"]
            rotated = abs(dy) > 0.05 or dx < 0
            kept.append((len(dicts), ly0, ly1, baseline, size, bold, rotated, block_number))
    text = "".join(map(_GET_C, dicts))
    # The boxes go straight into the bytes the text builder keeps (one ``pack`` per box, as
    # the builder needed anyway).
    packed = b"".join(starmap(PACK_BOX, map(_GET_BBOX, dicts)))
    edges = array("d", packed)  # x0, y0, x1, y1 of each character in turn
    x0s = edges[0::4].tolist()
    x1s = edges[2::4].tolist()
    lines: list[LineFacts] = []
    start = 0
    for facts in kept:
        end = facts[0]
        line_text = text[start:end]
        attached = tuple(attachable(line_text, x0s[start:end], x1s[start:end], line_text))
        lines.append((*facts, attached))
        start = end
    return lines, packed, text, x0s, x1s


def pieces_of_lines(
    lines: list[LineFacts],
    packed: bytes,
    text: str,
    x0s: list[float],
    x1s: list[float],
    first_id: int,
    habit: LigatureHabit,
) -> tuple[list[tuple[int, list[LinePiece]]], bytes, str]:
    """A page's kept lines (``gather_lines``) made into pieces, grouped by MuPDF block.

    Returns what ``read_page_lines`` returns; ``packed`` and ``text`` are handed through.
    """
    chars = list(text)
    blocks: list[tuple[int, list[LinePiece]]] = []
    pieces: list[LinePiece] = []
    start = 0
    for end, y0, y1, baseline, size, bold, rotated, block_number, attached in lines:
        if not blocks or blocks[-1][0] != block_number:
            pieces = []
            blocks.append((block_number, pieces))
        line_chars = chars[start:end]
        gids = list(range(first_id + start, first_id + end))
        line_x0s, line_x1s = x0s[start:end], x1s[start:end]
        # The edges as drawn, for the final-mark check (``clusters`` may move a letter's).
        drawn = None
        if not rotated and line_chars[-1] in ARABIC_MARK_CHARS:
            drawn = (line_x0s.copy(), line_x1s.copy())
        texts, first_gids, line_x0s, line_x1s, extra = clusters(
            line_chars, line_x0s, line_x1s, gids, habit, attached
        )
        dropped = (
            None
            if drawn is None
            else dropped_final_mark(line_chars, *drawn, gids, first_gids, extra, baseline)
        )
        pieces.append(
            LinePiece(
                texts,
                first_gids,
                line_x0s,
                line_x1s,
                extra,
                y0,
                y1,
                baseline,
                size,
                bold,
                rotated,
                dropped,
            )
        )
        start = end
    return blocks, packed, text
