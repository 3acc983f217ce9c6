"""The inline level of a DOCX paragraph: runs to text segments, fields, page breaks.

See ``walk`` for what becomes text. State that crosses paragraphs lives here: the page
(explicit page breaks happen inside runs), open complex fields (a field may begin in one
paragraph and end in another) and whether any revision mark was seen.
"""

from __future__ import annotations

from collections.abc import Callable

from lxml import etree

from inspector.document.docx.numformat import private_use_symbol
from inspector.document.docx.ooxml import W_DEL, M, W, attr, on_off
from inspector.document.language import first_strong_is_rtl as first_strong
from inspector.document.normalize import BIDI_CONTROLS

SYNTHETIC_PAGE = -1
Segment = tuple[str, int]
"""A piece of paragraph text and the page of its characters (-1: synthetic)."""

# What str.strip() removes, plus the bidi controls normalisation deletes anyway.
TRIMMED = "".join(chr(c) for c in range(0x3001) if chr(c).isspace()) + "".join(BIDI_CONTROLS)
_INLINE_CONTAINERS = frozenset(
    {W.hyperlink, W.smartTag, W.customXml, W.ins, W.moveTo, W.fldSimple, W.dir, W.bdo}
)
_DROPPED_INLINE = frozenset({W_DEL, W.moveFrom})
_MATH = frozenset({M.oMath, M.oMathPara})
_R, _T, _RPR, _TAB, _BR, _FLDCHAR = W.r, W.t, W.rPr, W.tab, W.br, W.fldChar


class InlineReader:
    """Reads paragraphs' runs into segments, in body order.

    Args:
        on_new_page: Called after each explicit page break has moved ``page`` on.

    Attributes:
        page: The current page index (0-based), moved on by explicit page breaks.
        page_has_text: Whether text has been read since the current page began.
        tracked_changes: Whether any revision mark has been seen.
    """

    def __init__(self, on_new_page: Callable[[], None]) -> None:
        self.page = 0
        self.page_has_text = False
        self.tracked_changes = False
        self._on_new_page = on_new_page
        self._fields: list[bool] = []  # per open complex field: still in its instruction part
        self._hidden_fields = 0  # open fields in their instruction part: text is not shown

    def release(self) -> None:
        """Drop the page callback (it refers back to the walker); no page break may follow."""
        self._on_new_page = _no_callback

    @property
    def fields_open(self) -> bool:
        """Whether a complex field begun earlier has not ended yet."""
        return bool(self._fields)

    def new_page(self) -> None:
        """Start a new page (an explicit break in a run, before a paragraph or a section)."""
        self.page += 1
        self.page_has_text = False
        self._on_new_page()

    def read(self, parent: etree._Element, out: list[Segment]) -> None:
        """Append the text of ``parent``'s runs (a paragraph, or any inline container)."""
        for child in parent:
            tag = child.tag
            if tag == _R:
                self._run(child, out)
            elif tag in _INLINE_CONTAINERS:
                if tag == W.ins or tag == W.moveTo:
                    self.tracked_changes = True
                self.read(child, out)
            elif tag == W.sdt:
                content = child.find(W.sdtContent)
                if content is not None:
                    self.read(content, out)
            elif tag in _DROPPED_INLINE:
                self.tracked_changes = True
                self._fields_only(child)
            elif tag in _MATH and self._hidden_fields == 0:
                for text in child.iter(M.t):
                    add_segment(out, text.text or "", self.page)

    def _fields_only(self, deleted: etree._Element) -> None:
        """Track field characters inside deleted text (a field may start in a deletion)."""
        for char in deleted.iter(W.fldChar):
            self._field_char(char)

    def _field_char(self, element: etree._Element) -> None:
        kind = element.get(W.fldCharType)
        if kind == "begin":
            self._fields.append(True)
            self._hidden_fields += 1
        elif kind == "separate":
            if self._fields and self._fields[-1]:
                self._fields[-1] = False
                self._hidden_fields -= 1
        elif kind == "end" and self._fields and self._fields.pop():
            self._hidden_fields -= 1

    def _run(self, run: etree._Element, out: list[Segment]) -> None:
        """Append one run's text; a hidden run (``w:vanish``) still moves field state."""
        hidden = False
        for child in run:
            tag = child.tag
            if tag == _T:
                text = child.text
                if text and not hidden and not self._hidden_fields:
                    add_segment(out, text, self.page)
                    self.page_has_text = True
            elif tag == _RPR:
                vanish = child.find(W.vanish)
                hidden = vanish is not None and on_off(vanish)
            elif tag == _FLDCHAR:
                self._field_char(child)
            elif hidden or self._hidden_fields:
                continue
            elif tag == _TAB or tag == W.ptab:
                add_segment(out, "\t", self.page)
            elif tag == _BR:
                if child.get(W.type) == "page":
                    self.new_page()
                    add_segment(out, "\n", SYNTHETIC_PAGE)
                else:
                    add_segment(out, "\n", self.page)
            elif tag == W.cr:
                add_segment(out, "\n", self.page)
            elif tag == W.noBreakHyphen:
                add_segment(out, "-", self.page)
            elif tag == W.sym:
                add_segment(out, _symbol(child), self.page)


def _no_callback() -> None:
    raise RuntimeError("InlineReader used after release()")


def add_segment(out: list[Segment], text: str, page: int) -> None:
    """Append ``text`` on ``page`` to ``out``, joining the last segment when on the same page.

    Segments are kept coalesced so that a paragraph of many runs still costs one glyph and one
    piece of text per page.
    """
    if not text:
        return
    if out and out[-1][1] == page:
        out[-1] = (out[-1][0] + text, page)
    else:
        out.append((text, page))


def _symbol(element: etree._Element) -> str:
    try:
        code = int(attr(element, W.char) or "", 16)
    except ValueError:
        return ""
    font = (attr(element, W.font) or "").lower()
    if 0xF000 <= code <= 0xF0FF:
        return private_use_symbol(code - 0xF000, font) or ""
    return chr(code) if 0x20 <= code < 0xF000 else ""


def first_strong_is_rtl(segments: list[Segment]) -> bool:
    """Whether the first strong character of ``segments`` is right-to-left (bidi rule P2)."""
    for text, _page in segments:
        rtl = first_strong(text)
        if rtl is not None:
            return rtl
    return False


def trim(segments: list[Segment]) -> list[Segment]:
    """``segments`` without whitespace (or bidi controls) at either end.

    Bidi controls are trimmed too: normalisation removes them later, and a paragraph opening
    with a right-to-left mark would otherwise keep the spaces after it.
    """
    start, end = 0, len(segments)
    while start < end:
        text, page = segments[start]
        stripped = text.lstrip(TRIMMED)
        if stripped:
            segments[start] = (stripped, page)
            break
        start += 1
    while end > start:
        text, page = segments[end - 1]
        stripped = text.rstrip(TRIMMED)
        if stripped:
            segments[end - 1] = (stripped, page)
            break
        end -= 1
    return segments[start:end]
