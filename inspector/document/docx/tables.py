r"""A DOCX table as one block's text: rows on lines, cells joined by " | ".

Used by the body walker (``walk``), which writes what ``TableReader.read`` returns as one
TABLE block. A table's text is its rows separated by "\n" and each row's cells separated by
" | "; inside a cell, paragraphs (nested tables' included) are joined by a single space and
line breaks become spaces, so every table row is exactly one line. Deleted rows (tracked
changes) are left out. Separators and numbering labels are synthetic segments (page -1).
"""

from __future__ import annotations

from collections.abc import Iterator

from lxml import etree

from inspector.document.docx.inline import (
    SYNTHETIC_PAGE,
    InlineReader,
    Segment,
    first_strong_is_rtl,
    trim,
)
from inspector.document.docx.numbering import Numbering
from inspector.document.docx.ooxml import W_DEL, W, attr, on_off
from inspector.document.docx.paragraphs import numbering_label, paragraph_properties
from inspector.document.docx.styles import Styles

ROW_SEPARATOR = "\n"
CELL_SEPARATOR = " | "
CELL_PARAGRAPH_SEPARATOR = " "
_TC, _TR_PR = W.tc, W.trPr


class TableReader:
    """Reads tables into segments, sharing the body walker's inline reader and numbering.

    Args:
        inline: The walker's inline reader (page, field state and revision flag are shared).
        styles: The document's styles.
        numbering: The document's numbering (list counters advance in body order).
    """

    def __init__(self, inline: InlineReader, styles: Styles, numbering: Numbering) -> None:
        self.inline = inline
        self.styles = styles
        self.numbering = numbering

    def read(self, table: etree._Element) -> tuple[list[Segment], bool, str] | None:
        """The table's segments, whether it reads right-to-left, and its style's name.

        None when the table has no text (it then makes no block).
        """
        segments: list[Segment] = []
        votes = [0, 0]  # paragraphs read left-to-right, right-to-left
        rows = 0
        for row in _unwrapped(table, W.tr):
            cells, deleted = _row_cells(row)
            if deleted:
                self.inline.tracked_changes = True
                continue  # a deleted row is not in the accepted view
            if rows:
                segments.append((ROW_SEPARATOR, SYNTHETIC_PAGE))
            rows += 1
            for index, cell in enumerate(cells):
                if index:
                    segments.append((CELL_SEPARATOR, SYNTHETIC_PAGE))
                self._cell(cell, segments, votes)
        if not any(page >= 0 and not text.isspace() for text, page in segments):
            return None
        tblpr = table.find(W.tblPr)
        visual = tblpr.find(W.bidiVisual) if tblpr is not None else None
        rtl = on_off(visual) if visual is not None else votes[1] > votes[0]
        style = self.styles.name(attr(tblpr.find(W.tblStyle), W.val)) if tblpr is not None else ""
        return segments, rtl, style

    def _cell(self, cell: etree._Element, out: list[Segment], votes: list[int]) -> None:
        """Append a cell's paragraphs (nested tables' too), joined by single spaces."""
        wrote = False
        carry: list[Segment] = []  # paragraphs whose mark was deleted join the next one
        for paragraph in _cell_paragraphs(cell):
            props = paragraph_properties(paragraph)
            self.inline.tracked_changes |= props.tracked
            segments: list[Segment] = []
            self.inline.read(paragraph, segments)
            if props.mark_deleted:
                carry.extend(segments)
                continue
            info = self.styles.paragraph(props.style_id)
            _numbered, label = numbering_label(props, info, self.numbering)
            segments = trim([(text.replace("\n", " "), page) for text, page in carry + segments])
            carry = []
            if not segments and not label:
                continue
            bidi = props.bidi if props.bidi is not None else info.bidi
            if bidi is None:
                bidi = first_strong_is_rtl(segments)
            votes[1 if bidi else 0] += 1
            if wrote:
                out.append((CELL_PARAGRAPH_SEPARATOR, SYNTHETIC_PAGE))
            if label:
                out.append((label, SYNTHETIC_PAGE))
            out.extend(segments)
            wrote = True
        if not carry:
            return
        carried = trim([(text.replace("\n", " "), page) for text, page in carry])
        if carried:
            if wrote:
                out.append((CELL_PARAGRAPH_SEPARATOR, SYNTHETIC_PAGE))
            out.extend(carried)


def _row_cells(row: etree._Element) -> tuple[list[etree._Element], bool]:
    """A row's cells (through content controls and custom XML) and whether the row is deleted.

    One pass over the row's children: ``find()`` for the row properties would go through
    ElementPath, which costs more than the loop for every row of every table.
    """
    cells: list[etree._Element] = []
    properties = None
    for child in row:
        tag = child.tag
        if tag == _TC:
            cells.append(child)
        elif tag == _TR_PR:
            if properties is None:
                properties = child
        elif tag == W.sdt:
            content = child.find(W.sdtContent)
            if content is not None:
                cells.extend(_unwrapped(content, _TC))
        elif tag == W.customXml:
            cells.extend(_unwrapped(child, _TC))
    deleted = properties is not None and any(prop.tag == W_DEL for prop in properties)
    return cells, deleted


def _unwrapped(parent: etree._Element, tag: str) -> Iterator[etree._Element]:
    """Children of ``parent`` with ``tag``, looking through content controls and custom XML."""
    for child in parent:
        if child.tag == tag:
            yield child
        elif child.tag == W.sdt:
            content = child.find(W.sdtContent)
            if content is not None:
                yield from _unwrapped(content, tag)
        elif child.tag == W.customXml:
            yield from _unwrapped(child, tag)


def _cell_paragraphs(container: etree._Element) -> Iterator[etree._Element]:
    """Paragraphs of a cell in order, including nested tables' and content controls'."""
    for child in container:
        tag = child.tag
        if tag == W.p:
            yield child
        elif tag == W.tbl:
            for row in _unwrapped(child, W.tr):
                for cell in _unwrapped(row, W.tc):
                    yield from _cell_paragraphs(cell)
        elif tag == W.sdt:
            content = child.find(W.sdtContent)
            if content is not None:
                yield from _cell_paragraphs(content)
        elif tag == W.customXml:
            yield from _cell_paragraphs(child)
