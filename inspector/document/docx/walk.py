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

How: one walk over the body's elements in order: paragraphs through ``paragraphs``
(properties, numbering label, block kind) and ``inline`` (runs to text), tables through
``tables``; ``blocks`` lays the blocks out and hands the text and offset map to the builder at
the end.

Pages come from explicit breaks only: ``w:br w:type="page"`` (always a new page),
``w:pageBreakBefore`` (direct or from the style chain; a new page unless the current page has
no text yet) and section breaks whose next section starts on a new page (``nextPage``, the
default, ``oddPage``, ``evenPage``; a blank page inserted for odd/even parity is not counted).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from lxml import etree

from inspector.document.docx.blocks import BlockWriter
from inspector.document.docx.inline import (
    InlineReader,
    Segment,
    add_segment,
    first_strong_is_rtl,
    trim,
)
from inspector.document.docx.numbering import Numbering
from inspector.document.docx.ooxml import W
from inspector.document.docx.paragraphs import (
    PAGE_SECTION_TYPES,
    Decided,
    ParagraphProps,
    Section,
    decide,
    label_kind_level,
    paragraph_properties,
)
from inspector.document.docx.styles import Styles
from inspector.document.docx.tables import TableReader
from inspector.document.model import BlockKind
from inspector.document.textbuild import TextBuilder
from inspector.errors import Cancelled

PROGRESS_EVERY = 64
"""Body elements between two progress reports / cancellation checks."""


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
        self.blocks = self._writer.blocks
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

    def walk(self, children: Iterable[etree._Element]) -> None:
        """Write the whole body (once: the walker cannot walk again afterwards).

        Args:
            children: The children of ``w:body`` (the element itself will do).
        """
        try:
            children = list(children)
            total = len(children)
            for done, child in enumerate(children):
                if done % PROGRESS_EVERY == 0:
                    self._checkpoint(done, total)
                self._block(child)
            if self._carry:  # the last paragraph's mark was deleted: nothing to join it to
                carried, self._carry = trim(self._carry), []
                if carried:
                    rtl = first_strong_is_rtl(carried)
                    self._emit(BlockKind.PARAGRAPH, None, "", rtl, "", carried)
            self._writer.flush()
            self._checkpoint(total, total)
        finally:
            # The reader's page callback is a method of this walker: a reference cycle that
            # would keep the walker, its blocks and the XML tree it saw alive until the cyclic
            # collector runs.
            self.inline.release()

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

    def _decided_of(self, props: ParagraphProps) -> Decided:
        """What ``props`` decide (``decide``), remembered per value."""
        decided = self._decided.get(props)
        if decided is None:
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
