r"""The body's plain paragraphs read in one C-level pass: one flat record per body element.

Reading a plain paragraph (``docx_plain``) element by element from Python costs a few
microseconds a paragraph, most of it making a Python proxy and a tag string for every XML
element. Here one XSLT transform (libxslt, run over the tree lxml already parsed) writes, for
each child of ``w:body`` in order, a record:

- a plain paragraph: its properties' *key* (below), ``PROPS_END``, then its text exactly as
  ``read_plain`` assembles it (``w:t`` text, "\t" for ``w:tab``/``w:ptab``, "\n" for
  ``w:br``/``w:cr``, "-" for ``w:noBreakHyphen``); the key and ``PROPS_END`` are absent when
  the paragraph's first child is not a ``w:pPr``;
- a plain table (rows of cells of plain paragraphs; no content control, custom XML, nested
  table or deleted row where ``docx_tables`` would look): ``TABLE``, then per row its cells,
  each cell its paragraphs as above, each followed by ``PARAGRAPH_END``, each cell followed
  by ``CELL_END``, each row by ``ROW_END`` (a special paragraph in a cell leaves a
  ``SPECIAL`` in the record: the whole table is then read element by element);
- anything else (a content control, a paragraph with a hyperlink, a field, a revision, hidden
  text, a page break, a ``w:pPr`` that would need care): ``SPECIAL``.

The transform only *sorts*: it marks as special every paragraph that ``read_plain`` would
refuse, and a few more that it would accept (hidden-text toggles set off, properties written
in unusual ways), and the walker reads special elements with the element-level code as before.
So the records only change the speed, not the result.

The key is the paragraph's ``w:pPr`` children that make its direct properties
(``ppr_properties``), written in order with their values: two paragraphs with the same key
have the same properties, so the walker reads the properties of one element per key.

The separators are Unicode noncharacters (U+FDD0-U+FDD7). ``plain_records`` gives None (the
walker then reads every element itself) when the part could hold one in its text or values, or
could differ between the XSLT view and the element view (a DOCTYPE or processing
instructions), or when the records do not line up with the body's children.
"""

from __future__ import annotations

import re

from lxml import etree

from inspector.document.docx_xml import declaration_end

RECORD_END = "\ufdd0"
PROPS_END = "\ufdd1"
SPECIAL = "\ufdd2"
VALUE_END = "\ufdd3"
TABLE = "\ufdd4"
ROW_END = "\ufdd5"
CELL_END = "\ufdd6"
PARAGRAPH_END = "\ufdd7"

_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_M = "http://schemas.openxmlformats.org/officeDocument/2006/math"

# Templates are matched by libxslt in C. Modes: b = a body child, tr/tc/cp = a plain table's
# rows, cells and cell paragraphs, p = a paragraph child,
# ppr = a w:pPr child, num = a w:numPr child, r = a run child, special = mark as special.
_STYLESHEET = f"""<xsl:stylesheet version="1.0"
 xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:w="{_W}" xmlns:m="{_M}">
<xsl:output method="text" encoding="UTF-8"/>
<xsl:template match="/">
 <xsl:apply-templates select="w:document/w:body[1]/*" mode="b"/>
</xsl:template>
<xsl:template match="*" mode="b">&#xFDD2;&#xFDD0;</xsl:template>
<xsl:template match="w:p" mode="b"><xsl:apply-templates select="*" mode="p"/>&#xFDD0;</xsl:template>
<xsl:template match="w:tbl" mode="b">
 <xsl:choose>
  <xsl:when test="not(w:tr) or w:sdt or w:customXml or w:tr/w:sdt or w:tr/w:customXml
   or w:tr/w:trPr[1]/w:del or w:tr/w:tc/w:tbl or w:tr/w:tc/w:sdt or w:tr/w:tc/w:customXml"
   >&#xFDD2;</xsl:when>
  <xsl:otherwise>&#xFDD4;<xsl:apply-templates select="w:tr" mode="tr"/></xsl:otherwise>
 </xsl:choose>&#xFDD0;</xsl:template>
<xsl:template match="w:tr" mode="tr"
 ><xsl:apply-templates select="w:tc" mode="tc"/>&#xFDD5;</xsl:template>
<xsl:template match="w:tc" mode="tc"
 ><xsl:apply-templates select="w:p" mode="cp"/>&#xFDD6;</xsl:template>
<xsl:template match="w:p" mode="cp"
 ><xsl:apply-templates select="*" mode="p"/>&#xFDD7;</xsl:template>

<xsl:template match="*" mode="p"/>
<xsl:template match="w:pPr" mode="p">
 <xsl:if test="position() = 1"><xsl:apply-templates select="*" mode="ppr"/>&#xFDD1;</xsl:if>
</xsl:template>
<xsl:template match="w:hyperlink|w:smartTag|w:customXml|w:ins|w:moveTo|w:fldSimple|w:dir|w:bdo
 |w:sdt|w:del|w:moveFrom|m:oMath|m:oMathPara" mode="p">&#xFDD2;</xsl:template>
<xsl:template match="w:r" mode="p"><xsl:apply-templates select="*" mode="r"/></xsl:template>

<xsl:template match="*" mode="ppr"/>
<xsl:template match="w:pStyle[@w:val]" mode="ppr"
 >s<xsl:value-of select="@w:val"/>&#xFDD3;</xsl:template>
<xsl:template match="w:numPr" mode="ppr"
 >n<xsl:apply-templates select="*" mode="num"/>&#xFDD3;</xsl:template>
<xsl:template match="w:bidi" mode="ppr">b<xsl:value-of select="@w:val"/>&#xFDD3;</xsl:template>
<xsl:template match="w:outlineLvl" mode="ppr"
 >o<xsl:value-of select="@w:val"/>&#xFDD3;</xsl:template>
<xsl:template match="w:pageBreakBefore" mode="ppr"
 >k<xsl:value-of select="@w:val"/>&#xFDD3;</xsl:template>
<xsl:template match="w:sectPr" mode="ppr">e&#xFDD3;</xsl:template>
<xsl:template match="w:pStyle" mode="ppr">&#xFDD2;</xsl:template>
<xsl:template match="w:rPr" mode="ppr">
 <xsl:apply-templates select="w:ins|w:del|w:moveTo|w:moveFrom" mode="special"/>
</xsl:template>

<xsl:template match="*" mode="num"/>
<xsl:template match="w:numId[@w:val]" mode="num"
 >i<xsl:value-of select="@w:val"/>&#xFDD3;</xsl:template>
<xsl:template match="w:ilvl[@w:val]" mode="num"
 >l<xsl:value-of select="@w:val"/>&#xFDD3;</xsl:template>
<xsl:template match="w:numId|w:ilvl" mode="num">&#xFDD2;</xsl:template>

<xsl:template match="*" mode="r"/>
<xsl:template match="w:t" mode="r">
 <xsl:value-of select="."/><xsl:apply-templates select="*" mode="special"/>
</xsl:template>
<xsl:template match="w:tab|w:ptab" mode="r"><xsl:text>&#9;</xsl:text></xsl:template>
<xsl:template match="w:br|w:cr" mode="r"><xsl:text>&#10;</xsl:text></xsl:template>
<xsl:template match="w:noBreakHyphen" mode="r">-</xsl:template>
<xsl:template match="w:br[@w:type='page']|w:fldChar|w:sym|w:instrText|w:delText" mode="r"
 >&#xFDD2;</xsl:template>
<xsl:template match="w:rPr" mode="r"
 ><xsl:apply-templates select="w:vanish" mode="special"/></xsl:template>
<xsl:template match="*" mode="special">&#xFDD2;</xsl:template>
</xsl:stylesheet>"""

_transform: etree.XSLT | None = None

# Anything that could put a separator into the output: a noncharacter U+FDD0-U+FDEF written
# as UTF-8 (EF B7 90-AF) or as a character reference (decimal 64976-65007, hex FDD0-FDEF).
# The neighbouring presentation forms (U+FDF2 and U+FDFA, the ligatures of Allah and of the
# salawat, are common in Arabic legal text) keep the records.
_SEPARATOR_BYTES = re.compile(rb"\xef\xb7[\x90-\xaf]")
_SEPARATOR_REFERENCE = re.compile(
    rb"&#(?:0*6497[6-9]|0*649[89]\d|0*6500[0-7]|[xX]0*[fF][dD][dDeE][0-9a-fA-F]);"
)


_NOT_FROM_TEXT = "\t\n-"
"""What a plain paragraph's runs add besides ``w:t`` text (tabs, breaks, hyphens)."""


def paragraph_key_and_text(record: str) -> tuple[str, str] | None:
    """A plain paragraph record's properties key ("" without a ``w:pPr``) and text.

    None when its text is only tabs, breaks and hyphens: whether a ``w:t`` gave any of them
    decides ``InlineReader.page_has_text``, and only the element can tell, so the paragraph
    is read as an element.
    """
    key, has_props, text = record.partition(PROPS_END)
    if not has_props:
        key, text = "", key
    if text and not text.strip(_NOT_FROM_TEXT):
        return None
    return key, text


# A byte of everything _records_can_carry looks for ("<!DOCTYPE", a separator's UTF-8 or
# reference, "<?"): most parts hold none of them after their declaration, and a search for
# one byte (memchr) costs a few percent of a search for two (about 0.7 ns a byte: "<" is
# every thirtieth byte of a part), so the exact checks run only when one is there.
_RISKY_BYTES = (b"!", b"\xef", b"#", b"?")


def _records_can_carry(raw: bytes, start: int) -> bool:
    """False when the records could differ from the element view (module docstring).

    ``start``: where the part's XML declaration ends (``declaration_end``).
    """
    if b"<!DOCTYPE" in raw or (b"\xef\xb7" in raw and _SEPARATOR_BYTES.search(raw)):
        return False
    if b"&#" in raw and _SEPARATOR_REFERENCE.search(raw):
        return False
    # processing instructions (after the declaration) count as children for the element code
    return raw.find(b"<?", start) < 0


def _stylesheet() -> etree.XSLT:
    global _transform
    if _transform is None:
        _transform = etree.XSLT(
            etree.XML(_STYLESHEET.encode("utf-8")),
            # no file or network access from the stylesheet (lxml-stubs lack DENY_ALL)
            access_control=etree.XSLTAccessControl.DENY_ALL,  # type: ignore[attr-defined]
        )
    return _transform


def plain_records(root: etree._Element, raw: bytes, body_children: int) -> list[str] | None:
    """One record per child of the first ``w:body`` (see the module docstring), or None.

    Args:
        root: The parsed main document part (its root element).
        raw: The bytes that were parsed (checked for what the records cannot carry).
        body_children: How many children the body has (the records must match them).
    """
    start = declaration_end(raw)
    risky = any(raw.find(byte, start) >= 0 for byte in _RISKY_BYTES)
    if risky and not _records_can_carry(raw, start):
        return None
    records = str(_stylesheet()(root.getroottree())).split(RECORD_END)
    if len(records) != body_children + 1 or records[-1]:
        return None
    records.pop()
    return records
