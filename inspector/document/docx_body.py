r"""Walks a DOCX body in order and writes its text, blocks and page starts into a TextBuilder.

What becomes text (the conventions are the DOCX loader's; see ``inspector.document.docx``):

- Paragraphs (``w:p``) and tables (``w:tbl``) in body order, including those inside block
  content controls (``w:sdt``) and custom XML, which python-docx does not list.
- Runs (``w:r``) inside hyperlinks, inline content controls, smart tags, simple fields
  (``w:fldSimple``: the result is kept) and tracked insertions (``w:ins``, ``w:moveTo``).
  Tracked deletions (``w:del``, ``w:moveFrom``) are dropped: the text is the accepted view. A
  paragraph whose mark is deleted joins the next paragraph, which keeps its own properties.
- Complex fields (``w:fldChar`` begin/separate/end, possibly spanning paragraphs and nested):
  the instruction part is dropped, the result part kept.
- ``w:t`` text, ``w:tab``/``w:ptab`` as "\t", ``w:br``/``w:cr`` as "\n", non-breaking hyphen
  as "-", Symbol/Wingdings ``w:sym`` bullets mapped to Unicode (other private-use symbols
  dropped), Office Math as its ``m:t`` text. Hidden runs (``w:vanish``), soft hyphens,
  drawings and text boxes, footnote/endnote/comment references are not text.
- Each real character maps to a glyph with its page index and no box. A DOCX has no glyph
  geometry, so one glyph stands for a paragraph's consecutive text on one page (its runs,
  tabs and breaks), shared by those characters. Numbering labels, their separators and every
  separator below are synthetic (glyph -1).

How: plain paragraphs and plain tables directly in the body come as records from one XSLT
pass (``docx_records``), each distinct record prepared once; everything else is read element
by element (``docx_plain`` for plain paragraphs, ``docx_inline`` for the rest,
``docx_tables`` for tables); both ways give the same result. ``docx_block_writer`` lays the
blocks out and hands the text and offset map to the builder at the end.

Pages come from explicit breaks only: ``w:br w:type="page"`` (always a new page),
``w:pageBreakBefore`` (direct or from the style chain; a new page unless the current page has
no text yet) and section breaks whose next section starts on a new page (``nextPage``, the
default, ``oddPage``, ``evenPage``; a blank page inserted for odd/even parity is not counted).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from lxml import etree

from inspector.document.docx_block_writer import BlockRecord, BlockWriter
from inspector.document.docx_inline import (
    TRIMMED,
    InlineReader,
    Segment,
    add_segment,
    first_strong_is_rtl,
    trim,
)
from inspector.document.docx_numbering import Numbering
from inspector.document.docx_paragraphs import (
    PAGE_SECTION_TYPES,
    Decided,
    ParagraphProps,
    Section,
    decide,
    label_kind_level,
    paragraph_properties,
)
from inspector.document.docx_plain import read_plain
from inspector.document.docx_prepared import Plain, labels, prepare_all, run_columns
from inspector.document.docx_styles import Styles
from inspector.document.docx_tables import TableReader
from inspector.document.docx_xml import W, gather_bytes
from inspector.document.language import first_strong_is_rtl as first_strong
from inspector.document.model import BlockKind, Direction
from inspector.document.textbuild import TextBuilder
from inspector.errors import Cancelled

PROGRESS_EVERY = 64
"""Body elements between two progress reports / cancellation checks."""

_RTL, _LTR = Direction.RTL, Direction.LTR


class BodyWalker:
    """One pass over a document body; see the module docstring for what becomes text.

    Args:
        builder: Receives the text and offset map.
        styles: The document's styles.
        numbering: The document's numbering (its counters advance during the walk).
        sections: The document's sections, from ``sections_of``.
        on_progress: Called with ``(done, total)`` body elements now and then.
        should_cancel: Polled now and then; True raises ``Cancelled``.
    """

    def __init__(
        self,
        builder: TextBuilder,
        styles: Styles,
        numbering: Numbering,
        sections: list[Section],
        *,
        on_progress: Callable[[int, int], None] | None = None,
        should_cancel: Callable[[], bool] | None = None,
    ) -> None:
        self.builder = builder
        self.styles = styles
        self.numbering = numbering
        self.sections = sections
        self._writer = BlockWriter(builder)
        self.columns = self._writer.columns
        self.contents = self._writer.contents
        self.page_starts = self._writer.page_starts
        self.page_sizes: list[tuple[float, float]] = [(sections[0].width, sections[0].height)]
        self.inline = InlineReader(self._page_added)
        self._tables = TableReader(self.inline, styles, numbering)
        self._section = 0
        self._carry: list[Segment] = []  # text of paragraphs whose mark was deleted
        # Most paragraphs of a document share a few property sets: what each decides, by value.
        self._decided: dict[ParagraphProps, Decided] = {}
        self._on_progress = on_progress
        self._should_cancel = should_cancel

    # ----------------------------------------------------------------------------- blocks

    def walk(
        self,
        children: Iterable[etree._Element],
        records: list[str] | None = None,
        order: Sequence[int] | None = None,
    ) -> None:
        """Write the whole body (once: the walker cannot walk again afterwards).

        Args:
            children: The children of ``w:body`` (the element itself will do), or with
                ``order`` its distinct children (``docx_distinct``).
            records: ``docx_records.plain_records`` for ``children``, or None: then every
                element is read element by element (the result is the same).
            order: The body's children in order, as indexes into ``children`` (a child may
                come several times); None: ``children`` in their order.
        """
        try:
            children = list(children)
            if order is None:
                order = range(len(children))
            total = len(order)
            if records is None:
                for done, index in enumerate(order):
                    if done % PROGRESS_EVERY == 0:
                        self._checkpoint(done, total)
                    self._block(children[index])
            else:
                self._walk_records(children, records, order)
            if self._carry:  # the last paragraph's mark was deleted: nothing to join it to
                carried, self._carry = trim(self._carry), []
                if carried:
                    rtl = first_strong_is_rtl(carried)
                    self._emit(BlockKind.PARAGRAPH, None, "", rtl, "", carried)
            self._writer.flush()
            self._checkpoint(total, total)
        finally:
            # The reader's page callback is a method of this walker: a reference cycle that
            # would keep the walker, its block columns and the XML tree it saw alive until the
            # cyclic collector runs (about 9 ms of collection after a long law's load).
            self.inline.release()

    def _walk_records(
        self, children: list[etree._Element], records: list[str], order: Sequence[int]
    ) -> None:
        """``walk``'s loop when the body's plain paragraphs come as records (``docx_records``).

        A plain paragraph's record gives its text and its properties' key; the properties are
        read from the element once per key, and what the walker needs of a record (``Plain``)
        is worked out once per distinct child (``docx_prepared.prepare_all``): documents repeat
        paragraphs ("[Repealed]", recurring headings, boilerplate). A stretch of simple
        paragraphs (``docx_prepared.run_columns``) is written in one call
        (``BlockWriter.emit_run``, numbered ones' labels first: ``docx_prepared.labels``); any
        other paragraph costs a list lookup and ``_write_plain``. Special records, and
        paragraphs met while a field is open or a deleted paragraph mark is carried, are read
        element by element.
        """
        inline = self.inline
        prepared = prepare_all(children, records, self._tables, self._decided_of)
        columns = run_columns(prepared)
        # nonzero where the child at that position is simple: stretches found in C
        simple = gather_bytes(columns.simple, order)
        write = self._write_plain
        total = len(order)
        done = 0
        while done < total:
            if simple[done] and not self._carry and not inline.fields_open:
                end = simple.find(0, done)
                if end < 0:
                    end = total
                for report in range(
                    -(-done // PROGRESS_EVERY) * PROGRESS_EVERY, end, PROGRESS_EVERY
                ):
                    self._checkpoint(report, total)  # what the loop below would report
                inline.page_has_text = True  # simple paragraphs all have text
                ids = order[done:end]
                numbered = simple.find(2, done, end) >= 0  # labels to work out
                labelled = labels(ids, prepared, self.numbering) if numbered else None
                self._writer.emit_run(ids, columns, inline.page, labelled)
                done = end
                continue
            if done % PROGRESS_EVERY == 0:
                self._checkpoint(done, total)
            index = order[done]
            done += 1
            child = children[index]
            plain = prepared[index]
            if self._carry or inline.fields_open or plain is None:
                self._block(child)
            elif type(plain) is Plain:
                write(plain)
            else:  # a plain table's rows (TableReader.prepare_record)
                self._emit_table(self._tables.read_record(child, plain))  # type: ignore[arg-type]

    def _write_plain(self, plain: Plain) -> None:
        """``_plain_paragraph`` then ``_emit`` for a prepared record: the same result."""
        props, decided, has_text, shown, text, visible, direction = plain
        inline = self.inline
        if decided.breaks and inline.page_has_text:
            inline.new_page()
        if has_text:
            inline.page_has_text = True
        label, kind, level = label_kind_level(props, decided, self.numbering)
        if shown or label:
            self._writer.emit_text(
                kind, level, decided.info.name, direction, label, text, visible, inline.page
            )
        if props.ends_section:
            self._end_section()

    def _checkpoint(self, done: int, total: int) -> None:
        if self._should_cancel is not None and self._should_cancel():
            raise Cancelled("Loading the document was cancelled.")
        if self._on_progress is not None:
            self._on_progress(done, total)

    def _block(self, element: etree._Element) -> None:
        tag = element.tag
        if tag == W.p:
            self._body_paragraph(element)
        elif tag == W.tbl:
            self._table(element)
        elif tag == W.sdt:
            content = element.find(W.sdtContent)
            if content is not None:
                for child in content:
                    self._block(child)
        elif tag == W.customXml:
            for child in element:
                self._block(child)

    @property
    def blocks(self) -> list[BlockRecord]:
        """The blocks written so far, as records (``BlockWriter.blocks``)."""
        return self._writer.blocks

    @property
    def has_text(self) -> bool:
        """Whether any block holds a non-space real character."""
        return self._writer.has_text

    @property
    def tracked_changes(self) -> bool:
        """Whether the body had revision marks (shown accepted)."""
        return self.inline.tracked_changes

    def _page_added(self) -> None:
        """A page began: it takes the size of the section it begins in."""
        section = self.sections[min(self._section, len(self.sections) - 1)]
        self.page_sizes.append((section.width, section.height))

    def _body_paragraph(self, paragraph: etree._Element) -> None:
        if not self._carry and not self.inline.fields_open:
            plain = read_plain(paragraph)
            if plain is not None:
                props, text, has_text = plain
                decided = self._decided_of(props)
                self._plain_paragraph(props, decided, text, has_text)
                return
        props = paragraph_properties(paragraph)
        self.inline.tracked_changes |= props.tracked
        decided = self._decided_of(props)
        if decided.breaks and self.inline.page_has_text:
            self.inline.new_page()
        segments: list[Segment] = []
        self.inline.read(paragraph, segments)
        if props.mark_deleted:
            self._carry.extend(segments)
        else:
            if self._carry:
                carried, self._carry = self._carry, []
                for text, page in segments:
                    add_segment(carried, text, page)
                segments = carried
            label, kind, level = label_kind_level(props, decided, self.numbering)
            segments = trim(segments)
            if segments or label:
                bidi = decided.bidi
                if bidi is None:
                    bidi = first_strong_is_rtl(segments)
                self._emit(kind, level, decided.info.name, bidi, label, segments)
        if props.ends_section:
            self._end_section()

    def _plain_paragraph(
        self, props: ParagraphProps, decided: Decided, text: str, has_text: bool
    ) -> None:
        """``_body_paragraph`` for a plain paragraph (``read_plain`` or a record): same result.

        ``decided`` is what ``_decide`` gives for ``props``.
        """
        inline = self.inline
        info, breaks, bidi = decided.info, decided.breaks, decided.bidi
        if breaks and inline.page_has_text:
            inline.new_page()
        if has_text:
            inline.page_has_text = True
        label, kind, level = label_kind_level(props, decided, self.numbering)
        text = text.strip(TRIMMED)
        if text or label:
            if bidi is None:
                bidi = first_strong(text) is True
            self._emit(kind, level, info.name, bidi, label, [(text, inline.page)] if text else [])
        if props.ends_section:
            self._end_section()

    def _decided_of(self, props: ParagraphProps) -> Decided:
        """What ``props`` decide (``decide``), remembered per value."""
        return self._decided.get(props) or self._decide(props)

    def _decide(self, props: ParagraphProps) -> Decided:
        """``decide`` for ``props``, remembered per value."""
        decided = self._decided[props] = decide(props, self.styles.paragraph(props.style_id))
        return decided

    def _end_section(self) -> None:
        """Move on to the next section; one that starts on a new page starts a page."""
        self._section += 1
        following = self.sections[self._section : self._section + 1]
        if following and following[0].start_type in PAGE_SECTION_TYPES:
            self.inline.new_page()

    def _emit(
        self,
        kind: BlockKind,
        level: int | None,
        style: str,
        rtl: bool,
        label: str,
        segments: list[Segment],
    ) -> None:
        """Append one block (``BlockWriter.emit``) on the current page."""
        self._writer.emit(kind, level, style, rtl, label, segments, self.inline.page)

    # ----------------------------------------------------------------------------- tables

    def _table(self, table: etree._Element) -> None:
        self._emit_table(self._tables.read(table))

    def _emit_table(self, read: tuple[list[Segment], bool, str] | None) -> None:
        """Write what ``TableReader`` read of a table (None: it has no text, so no block)."""
        if read is not None:
            segments, rtl, style = read
            self._emit(BlockKind.TABLE, None, style, rtl, "", segments)
