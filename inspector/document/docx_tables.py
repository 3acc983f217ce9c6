r"""A DOCX table as one block's text: rows on lines, cells joined by " | ".

Used by the body walker (``docx_body``), which writes what ``TableReader.read`` returns as one
TABLE block. A table's text is its rows separated by "\n" and each row's cells separated by
" | "; inside a cell, paragraphs (nested tables' included) are joined by a single space and
line breaks become spaces, so every table row is exactly one line. Deleted rows (tracked
changes) are left out. Separators and numbering labels are synthetic segments (page -1).
"""

from __future__ import annotations

from collections.abc import Iterator

from lxml import etree

from inspector.document.docx_inline import (
    SYNTHETIC_PAGE,
    TRIMMED,
    InlineReader,
    Segment,
    first_strong_is_rtl,
    trim,
)
from inspector.document.docx_numbering import Numbering
from inspector.document.docx_paragraphs import (
    ParagraphProps,
    numbering_label,
    paragraph_properties,
)
from inspector.document.docx_plain import read_plain
from inspector.document.docx_records import (
    CELL_END,
    PARAGRAPH_END,
    ROW_END,
    SPECIAL,
    paragraph_key_and_text,
)
from inspector.document.docx_styles import StyleInfo, Styles
from inspector.document.docx_xml import W_DEL, W, attr, on_off
from inspector.document.language import first_strong_is_rtl as first_strong

ROW_SEPARATOR = "\n"
CELL_SEPARATOR = " | "
CELL_PARAGRAPH_SEPARATOR = " "
_TC, _TR_PR = W.tc, W.trPr

PlainCell = list[tuple[ParagraphProps, StyleInfo, bool, str, int, bool]]
"""A plain table cell's paragraphs, prepared: properties, style, whether a ``w:t`` gave
text, the text as the cell shows it (breaks as spaces, trimmed), 1 if it reads right to left
(else 0), whether a list may number it."""


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
        self._keyed: dict[str, ParagraphProps] = {}  # record key -> properties

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
        return self._finish(table, segments, votes)

    def _finish(
        self, table: etree._Element, segments: list[Segment], votes: list[int]
    ) -> tuple[list[Segment], bool, str] | None:
        """``read``'s answer once the segments are read (None: the table has no text)."""
        if not any(page >= 0 and not text.isspace() for text, page in segments):
            return None
        tblpr = table.find(W.tblPr)
        visual = tblpr.find(W.bidiVisual) if tblpr is not None else None
        rtl = on_off(visual) if visual is not None else votes[1] > votes[0]
        style = self.styles.name(attr(tblpr.find(W.tblStyle), W.val)) if tblpr is not None else ""
        return segments, rtl, style

    # ------------------------------------------------------------------ plain table records

    def prepare_record(self, table: etree._Element, record: str) -> list[list[PlainCell]] | None:
        """A plain table's record (``docx_records.TABLE``) as rows of cells, or None.

        None: the table must be read element by element (a special paragraph in it, or one
        whose text is only tabs, breaks and hyphens: whether a ``w:t`` gave them decides
        ``InlineReader.page_has_text``, and only the element can tell). Nothing changes state:
        what depends on the list counters is left to ``read_record``.
        """
        if SPECIAL in record:
            return None
        rows: list[list[PlainCell]] = []
        paragraphs: list[etree._Element] | None = None
        ordinal = 0
        for row in record[1:].split(ROW_END)[:-1]:
            cells: list[PlainCell] = []
            for cell in row.split(CELL_END)[:-1]:
                items: PlainCell = []
                for paragraph in cell.split(PARAGRAPH_END)[:-1]:
                    split = paragraph_key_and_text(paragraph)
                    if split is None:
                        return None
                    key, text = split
                    props = self._keyed.get(key)
                    if props is None:
                        if paragraphs is None:  # the elements the record was made from
                            paragraphs = _record_paragraphs(table)
                        props = self._keyed[key] = paragraph_properties(paragraphs[ordinal])
                    info = self.styles.paragraph(props.style_id)
                    shown = text.replace("\n", " ").strip(TRIMMED)
                    bidi = props.bidi if props.bidi is not None else info.bidi
                    if bidi is None:
                        bidi = first_strong(shown) is True
                    may_number = props.num_id is not None or info.num_id is not None
                    items.append((props, info, bool(text), shown, int(bidi), may_number))
                    ordinal += 1
                cells.append(items)
            rows.append(cells)
        return rows

    def read_record(
        self, table: etree._Element, rows: list[list[PlainCell]]
    ) -> tuple[list[Segment], bool, str] | None:
        """``read`` for a table prepared by ``prepare_record``: the same answer."""
        inline = self.inline
        segments: list[Segment] = []
        votes = [0, 0]
        page = inline.page  # plain paragraphs hold no page break
        for row_index, cells in enumerate(rows):
            if row_index:
                segments.append((ROW_SEPARATOR, SYNTHETIC_PAGE))
            for cell_index, items in enumerate(cells):
                if cell_index:
                    segments.append((CELL_SEPARATOR, SYNTHETIC_PAGE))
                wrote = False
                for props, info, has_text, text, rtl, may_number in items:
                    if has_text:
                        inline.page_has_text = True
                    label = numbering_label(props, info, self.numbering)[1] if may_number else ""
                    if not text and not label:
                        continue
                    votes[rtl] += 1
                    if wrote:
                        segments.append((CELL_PARAGRAPH_SEPARATOR, SYNTHETIC_PAGE))
                    if label:
                        segments.append((label, SYNTHETIC_PAGE))
                    if text:
                        segments.append((text, page))
                    wrote = True
        return self._finish(table, segments, votes)

    def _cell(self, cell: etree._Element, out: list[Segment], votes: list[int]) -> None:
        """Append a cell's paragraphs (nested tables' too), joined by single spaces."""
        wrote = False
        carry: list[Segment] = []  # paragraphs whose mark was deleted join the next one
        for paragraph in _cell_paragraphs(cell):
            if not carry and not self.inline.fields_open:
                plain = read_plain(paragraph)
                if plain is not None:
                    wrote |= self._plain_cell_paragraph(*plain, out, votes, wrote)
                    continue
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

    def _plain_cell_paragraph(
        self,
        props: ParagraphProps,
        text: str,
        has_text: bool,
        out: list[Segment],
        votes: list[int],
        wrote: bool,
    ) -> bool:
        """One plain paragraph of ``_cell``; returns whether it wrote anything."""
        if has_text:
            self.inline.page_has_text = True
        info = self.styles.paragraph(props.style_id)
        _numbered, label = numbering_label(props, info, self.numbering)
        text = text.replace("\n", " ").strip(TRIMMED)
        if not text and not label:
            return False
        bidi = props.bidi if props.bidi is not None else info.bidi
        if bidi is None:
            bidi = first_strong(text) is True
        votes[1 if bidi else 0] += 1
        if wrote:
            out.append((CELL_PARAGRAPH_SEPARATOR, SYNTHETIC_PAGE))
        if label:
            out.append((label, SYNTHETIC_PAGE))
        if text:
            out.append((text, self.inline.page))
        return True


def _record_paragraphs(table: etree._Element) -> list[etree._Element]:
    """The paragraphs of a plain table in the order its record holds them (``w:tr/w:tc/w:p``)."""
    return [
        paragraph
        for row in table
        if row.tag == W.tr
        for cell in row
        if cell.tag == _TC
        for paragraph in cell
        if paragraph.tag == W.p
    ]


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
