"""Paragraph and section properties of a DOCX body: ``w:pPr``, numbering, ``w:sectPr``."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

from lxml import etree

from inspector.document.docx.numbering import Numbering
from inspector.document.docx.ooxml import W_DEL, W, attr, on_off
from inspector.document.docx.styles import StyleInfo, outline_level
from inspector.document.model import BlockKind

PAGE_SECTION_TYPES = frozenset({"nextPage", "oddPage", "evenPage"})
"""Section types (``w:type``) that start the section on a new page."""
TWIPS_PER_POINT = 20

_TRACKED = frozenset({W.ins, W.moveTo, W_DEL, W.moveFrom})
_DROPPED_MARK = frozenset({W_DEL, W.moveFrom})
_PPR, _PSTYLE, _NUMPR, _BIDI, _RPR, _VAL = W.pPr, W.pStyle, W.numPr, W.bidi, W.rPr, W.val
_NUMID, _ILVL, _TYPE, _PG_SZ = W.numId, W.ilvl, W.type, W.pgSz


class ParagraphProps(NamedTuple):
    """A paragraph's direct properties (None: not set directly, the style chain decides).

    ``ilvl``: list level 0-8. ``outline``: ``w:outlineLvl`` 0-9. ``mark_deleted``: the
    paragraph mark is a tracked deletion (or move): the paragraph joins the next one.
    ``tracked``: the mark carries any revision.

    A named tuple, so hashable: the body walker keys what a paragraph's properties decide
    (style, kind, direction) on them, and most paragraphs of a document share a few.
    """

    style_id: str | None = None
    num_id: str | None = None
    ilvl: int | None = None
    bidi: bool | None = None
    outline: int | None = None
    page_break_before: bool | None = None
    ends_section: bool = False
    mark_deleted: bool = False
    tracked: bool = False


NO_PROPS = ParagraphProps()
"""The properties of a paragraph without ``w:pPr``."""


def paragraph_properties(paragraph: etree._Element) -> ParagraphProps:
    """The direct properties of a ``w:p`` (its ``w:pPr``; ``w:pPrChange`` is ignored)."""
    for ppr in paragraph:  # only the first child can be the properties
        return ppr_properties(ppr) if ppr.tag == _PPR else NO_PROPS
    return NO_PROPS


def ppr_properties(ppr: etree._Element) -> ParagraphProps:
    """The direct properties held by a paragraph's ``w:pPr`` element."""
    style_id = num_id = None
    ilvl = outline = None
    bidi = page_break_before = None
    ends_section = mark_deleted = tracked = False
    for child in ppr:
        tag = child.tag
        if tag == _PSTYLE:
            style_id = child.get(_VAL)
        elif tag == _NUMPR:
            # the first of each, as find() would give
            found_num_id = level = None
            seen_num_id = seen_ilvl = False
            for item in child:
                item_tag = item.tag
                if item_tag == _NUMID and not seen_num_id:
                    found_num_id, seen_num_id = item.get(_VAL), True
                elif item_tag == _ILVL and not seen_ilvl:
                    level, seen_ilvl = item.get(_VAL), True
            num_id = found_num_id
            ilvl = int(level) if level is not None and level.isdigit() else None
        elif tag == _BIDI:
            bidi = on_off(child)
        elif tag == W.outlineLvl:
            outline = outline_level(ppr)
        elif tag == W.pageBreakBefore:
            page_break_before = on_off(child)
        elif tag == W.sectPr:
            ends_section = True
        elif tag == _RPR:
            for mark in child:
                if mark.tag in _DROPPED_MARK:
                    mark_deleted = True
                if mark.tag in _TRACKED:
                    tracked = True
    return ParagraphProps(
        style_id,
        num_id,
        ilvl,
        bidi,
        outline,
        page_break_before,
        ends_section,
        mark_deleted,
        tracked,
    )


def numbering_label(
    props: ParagraphProps, info: StyleInfo, numbering: Numbering
) -> tuple[bool, str]:
    """Advance ``numbering`` for a paragraph and return (numbered, label + separator).

    The list comes from the direct ``w:numPr``, else from the style chain (``numId`` 0: no
    numbering). A style's list level is the level whose ``w:pStyle`` names the style (the
    specification gives it precedence), else the style's ``w:ilvl``, else 0.
    """
    num_id = props.num_id if props.num_id is not None else info.num_id
    if num_id is None or num_id == "0":
        return False, ""
    ilvl = props.ilvl
    if ilvl is None and props.num_id is None:  # numbering from the style
        style_level = None
        for style_id in (info.style_id, info.num_style_id):
            if style_id and style_level is None:
                style_level = numbering.level_of_style(num_id, style_id)
        ilvl = style_level if style_level is not None else info.ilvl
    rendered = numbering.label(num_id, ilvl or 0)
    if rendered is None:
        return False, ""
    return True, rendered[0] + rendered[1]


class Decided(NamedTuple):
    """What a paragraph's direct properties decide once its style chain is known.

    ``breaks``: a page break before it (direct, else from the style). ``may_number``: a list
    is named (directly or by the style), so ``numbering_label`` must run. ``unnumbered`` /
    ``numbered``: block kind and heading level without / with a numbering label. ``bidi``:
    the paragraph's direction when its properties or style set it (None: its text decides).
    """

    info: StyleInfo
    breaks: bool
    may_number: bool
    unnumbered: tuple[BlockKind, int | None]
    numbered: tuple[BlockKind, int | None]
    bidi: bool | None


def label_kind_level(
    props: ParagraphProps, decided: Decided, numbering: Numbering
) -> tuple[str, BlockKind, int | None]:
    """A paragraph's numbering label (``numbering`` advanced), block kind and heading level.

    The kind and level are ``decided``'s numbered ones when the list gives a label; a
    paragraph that names no list (``may_number`` False) leaves ``numbering`` alone.
    """
    if decided.may_number:
        numbered, label = numbering_label(props, decided.info, numbering)
        kind, level = decided.numbered if numbered else decided.unnumbered
        return label, kind, level
    kind, level = decided.unnumbered
    return "", kind, level


def decide(props: ParagraphProps, info: StyleInfo) -> Decided:
    """What ``props`` decide with ``info``, their paragraph style (``Styles.paragraph``)."""
    breaks = props.page_break_before
    if breaks is None:
        breaks = info.page_break_before
    return Decided(
        info,
        bool(breaks),
        props.num_id is not None or info.num_id is not None,
        block_kind(props, info, False),
        block_kind(props, info, True),
        props.bidi if props.bidi is not None else info.bidi,
    )


def block_kind(
    props: ParagraphProps, info: StyleInfo, numbered: bool
) -> tuple[BlockKind, int | None]:
    """A paragraph's block kind and heading level (1-9, or None when it is not a heading).

    The paragraph's own outline level wins over its style's heading level (Word's outline
    level 9 means body text); a Title style is a title whatever its level; then quotes, list
    items and plain paragraphs.
    """
    level = None
    if props.outline is not None:
        level = props.outline + 1 if props.outline <= 8 else None
    elif info.heading_level is not None:
        level = info.heading_level
    if info.is_title:
        return BlockKind.TITLE, None
    if level is not None:
        return BlockKind.HEADING, level
    if info.is_quote:
        return BlockKind.QUOTE, None
    if numbered:
        return BlockKind.LIST_ITEM, None
    return BlockKind.PARAGRAPH, None


@dataclass(frozen=True, slots=True)
class Section:
    """A section's start type (``w:type``) and page size in points (0 when not given)."""

    start_type: str
    width: float
    height: float


def sections_of(body: etree._Element) -> list[Section]:
    """The sections of ``body`` in order: every ``w:pPr/w:sectPr`` then ``w:body/w:sectPr``."""
    out = [section for _top, section in _sections_with_tops(body)]
    return out or [Section("nextPage", 0.0, 0.0)]


def _sections_with_tops(body: etree._Element) -> Iterator[tuple[etree._Element, Section]]:
    """Each section of ``body`` in document order, with the child of ``body`` holding it."""
    for sect in body.iter(W.sectPr):
        parent = sect.getparent()
        if parent is None or parent.tag not in (W.pPr, W.body):
            continue  # a w:sectPrChange keeps the old properties: not the document's
        kind_element = size = None
        for child in sect:  # the first of each, as find() would give, without ElementPath
            tag = child.tag
            if tag == _TYPE:
                if kind_element is None:
                    kind_element = child
            elif tag == _PG_SZ and size is None:
                size = child
        kind = attr(kind_element, W.val) or "nextPage"
        width = _twips(attr(size, W.w))
        height = _twips(attr(size, W.h))
        top = sect
        while parent is not None and parent is not body:
            top, parent = parent, parent.getparent()
        yield top, Section(kind, width, height)


def _twips(value: str | None) -> float:
    try:
        return float(value) / TWIPS_PER_POINT if value else 0.0
    except ValueError:
        return 0.0
