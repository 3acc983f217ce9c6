r"""One pass over a *plain* DOCX paragraph: its properties and its text, or None.

Most paragraphs of a legal document are a ``w:pPr`` and a few runs of text: no fields, no
hidden text, no revision marks, no page break, no hyperlink. For those the body walker does
not need the general machinery of ``docx_inline`` (segments per page, field state, revision
tracking): ``read_plain`` reads such a paragraph in one loop and the walker writes it with one
glyph. (Paragraphs directly in the body usually come already read, from ``docx_records``;
this reads those in tables and content controls, and all of them when records are refused.)
Anything else makes ``read_plain`` return None **before any state changes**, and the
paragraph takes the general path, so the result is the same either way (the golden digests in
``tests/document/test_docx_digest.py`` and the loader tests check it).

What the general path would do with a plain paragraph, and so what this does: ``w:t`` text,
``w:tab``/``w:ptab`` "\t", ``w:br`` (not a page break) and ``w:cr`` "\n", ``w:noBreakHyphen``
"-", every other element ignored (bookmarks, proofing marks, drawings, references).
"""

from __future__ import annotations

from lxml import etree

from inspector.document.docx_paragraphs import NO_PROPS, ParagraphProps, ppr_properties
from inspector.document.docx_xml import W_DEL, M, W, on_off

# Paragraph children that need the general path: inline containers (their runs may carry
# revisions or fields), content controls, tracked deletions and Office Math.
_NOT_PLAIN = frozenset(
    {
        W.hyperlink,
        W.smartTag,
        W.customXml,
        W.ins,
        W.moveTo,
        W.fldSimple,
        W.dir,
        W.bdo,
        W.sdt,
        W_DEL,
        W.moveFrom,
        M.oMath,
        M.oMathPara,
    }
)
# Run children that need the general path: complex fields and symbols.
_RUN_NOT_PLAIN = frozenset({W.fldChar, W.sym, W.instrText, W.delText})
_RUN_CHARS = {W.tab: "\t", W.ptab: "\t", W.cr: "\n", W.noBreakHyphen: "-"}
_P_PR, _R, _T, _R_PR, _BR, _VANISH, _TYPE = W.pPr, W.r, W.t, W.rPr, W.br, W.vanish, W.type


def read_plain(paragraph: etree._Element) -> tuple[ParagraphProps, str, bool] | None:
    """``(properties, text, has_text)`` of a plain paragraph, or None when it is not plain.

    ``text`` is the paragraph's text untrimmed (as the general path's single segment would
    hold it); ``has_text`` says whether any ``w:t`` had text (what moves
    ``InlineReader.page_has_text``). The caller must also check that no complex field is open:
    a paragraph inside a field's instruction part hides its text.

    The returned properties may be a shared empty instance: callers must not modify them.
    """
    props = NO_PROPS
    pieces: list[str] = []
    first = True
    has_text = False  # only w:t makes "text" for the page; tabs and breaks alone do not
    for child in paragraph:
        tag = child.tag
        if tag == _R:
            for item in child:
                kind = item.tag
                if kind == _T:
                    text = item.text
                    if text:
                        pieces.append(text)
                        has_text = True
                elif kind == _R_PR:
                    for prop in item:  # the first w:vanish decides, as find() would give
                        if prop.tag == _VANISH:
                            if on_off(prop):
                                return None  # hidden text: the general path keeps field state
                            break
                elif kind == _BR:
                    if item.get(_TYPE) == "page":
                        return None
                    pieces.append("\n")
                elif kind in _RUN_NOT_PLAIN:
                    return None
                else:
                    char = _RUN_CHARS.get(kind)
                    if char is not None:
                        pieces.append(char)
        elif tag == _P_PR and first:
            props = ppr_properties(child)
            if props.tracked:
                return None  # a revision on the paragraph mark
        elif tag in _NOT_PLAIN:
            return None
        first = False
    return props, "".join(pieces), has_text
