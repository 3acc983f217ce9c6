"""Paragraph styles of a DOCX: the properties the loader needs, resolved through ``basedOn``.

A paragraph's effective property is its direct ``w:pPr`` value, else the nearest value in its
style's ``basedOn`` chain, else the document defaults (``w:docDefaults``). This module
resolves the chain once per style and caches it.

Heading detection uses the style's built-in name, which Word stores in English whatever the
UI language ("heading 1", "Title", "Quote"), or an outline level (``w:outlineLvl`` 0-8) found
in the chain, which LibreOffice writes for its localised heading styles.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lxml import etree

from inspector.document.docx.ooxml import OFF_VALUES, W, attr, on_off

MAX_CHAIN = 16
"""``basedOn`` chains longer than this are cut (they would be cyclic or absurd)."""

_HEADING_NAME = re.compile(r"heading ([1-9])", re.IGNORECASE)
# python-docx shows these built-in names capitalised; Block.style uses the same spelling.
_UI_NAMES = {"caption": "Caption", "footer": "Footer", "header": "Header", "title": "Title"}


@dataclass(frozen=True, slots=True)
class StyleInfo:
    """Effective properties of a paragraph style (after its ``basedOn`` chain).

    ``heading_level``: 1-9 when the style is, or derives from, a heading or has an outline
    level 0-8; None otherwise (outline level 9 means body text). ``num_id``/``ilvl``: the
    style's numbering (``ilvl`` None when the style names none). ``num_style_id``: the style
    in the chain that carried that numbering. ``bidi``/``page_break_before``: None when no
    style in the chain and no document default sets them.
    """

    style_id: str
    name: str
    heading_level: int | None = None
    is_title: bool = False
    is_quote: bool = False
    bidi: bool | None = None
    num_id: str | None = None
    ilvl: int | None = None
    num_style_id: str | None = None
    page_break_before: bool | None = None


def ui_name(name: str) -> str:
    """The name Word's UI (and python-docx) shows for a stored style name."""
    match = _HEADING_NAME.fullmatch(name)
    if match:
        return f"Heading {match.group(1)}"
    return _UI_NAMES.get(name, name)


def outline_level(ppr: etree._Element | None) -> int | None:
    """``w:outlineLvl`` of a ``w:pPr`` (0-9), or None when absent or unreadable."""
    return _outline_value(ppr.find(W.outlineLvl)) if ppr is not None else None


def _outline_value(element: etree._Element | None) -> int | None:
    """The value of a ``w:outlineLvl`` element, or None when absent or unreadable."""
    if element is None:
        return None
    try:
        return int(attr(element, W.val) or "")
    except ValueError:
        return None


def _firsts(element: etree._Element | None) -> dict[object, etree._Element]:
    """The first child of each tag of ``element`` (what ``find(tag)`` gives), by tag."""
    firsts: dict[object, etree._Element] = {}
    if element is not None:
        for child in element:
            firsts.setdefault(child.tag, child)
    return firsts


class Styles:
    """The styles part of one document.

    Args:
        root: The parsed ``styles.xml`` (``w:styles``), or None when the part is absent.
    """

    def __init__(self, root: etree._Element | None) -> None:
        self._elements: dict[str, etree._Element] = {}
        self._cache: dict[str, StyleInfo] = {}
        self.default_paragraph: str | None = None
        self.default_bidi: bool | None = None
        if root is None:
            return
        for style in root.iterchildren(W.style):
            style_id = style.get(W.styleId)
            if style_id is None:
                continue
            self._elements[style_id] = style
            default = style.get(W.default)
            if (
                default is not None
                and default.lower() not in OFF_VALUES
                and (style.get(W.type) or "paragraph") == "paragraph"
            ):
                self.default_paragraph = style_id
        defaults = root.find(f"{W.docDefaults}/{W.pPrDefault}/{W.pPr}")
        if defaults is not None:
            bidi = defaults.find(W.bidi)
            self.default_bidi = on_off(bidi) if bidi is not None else None

    def _element(self, style_id: str | None) -> etree._Element | None:
        """The ``w:style`` element of ``style_id`` (the last of that id), or None."""
        return None if style_id is None else self._elements.get(style_id)

    def name(self, style_id: str | None) -> str:
        """The UI name of any style (table, character, paragraph), or "" if unknown."""
        element = self._element(style_id)
        if element is None:
            return ""
        name = attr(element.find(W.name), W.val)
        return ui_name(name) if name else style_id or ""

    def numbering_style_num_id(self, style_id: str) -> str | None:
        """The ``numId`` of a numbering style (for ``w:numStyleLink``), or None."""
        element = self._element(style_id)
        if element is None:
            return None
        num_id = element.find(f"{W.pPr}/{W.numPr}/{W.numId}")
        return attr(num_id, W.val)

    def paragraph(self, style_id: str | None) -> StyleInfo:
        """Effective properties of paragraph style ``style_id`` (None: the default style)."""
        if style_id is None or style_id not in self._elements:
            style_id = self.default_paragraph or ""
        cached = self._cache.get(style_id)
        if cached is None:
            cached = self._cache[style_id] = self._resolve(style_id)
        return cached

    def _resolve(self, style_id: str) -> StyleInfo:
        heading_level: int | None = None
        level_decided = is_title = is_quote = False
        bidi: bool | None = None
        page_break: bool | None = None
        num_id: str | None = None
        ilvl: int | None = None
        num_style: str | None = None
        first_name = ""
        seen: set[str] = set()
        current: str | None = style_id
        while current is not None and current not in seen and len(seen) < MAX_CHAIN:
            seen.add(current)
            element = self._element(current)
            if element is None:
                break
            parts = _firsts(element)
            name = attr(parts.get(W.name), W.val) or current
            if not first_name:
                first_name = name
            lowered = name.lower()
            ppr = parts.get(W.pPr)
            properties = _firsts(ppr)
            if not level_decided:
                # the nearest style that says anything about outline level decides it
                level = _outline_value(properties.get(W.outlineLvl))
                match = _HEADING_NAME.fullmatch(name)
                if level is not None:
                    heading_level = level + 1 if 0 <= level <= 8 else None
                    level_decided = True
                elif match:
                    heading_level = int(match.group(1))
                    level_decided = True
            is_title = is_title or lowered == "title"
            is_quote = is_quote or lowered in ("quote", "intense quote")
            if ppr is not None:
                if bidi is None and (element_bidi := properties.get(W.bidi)) is not None:
                    bidi = on_off(element_bidi)
                if page_break is None and (pb := properties.get(W.pageBreakBefore)) is not None:
                    page_break = on_off(pb)
                num_pr = properties.get(W.numPr)
                if num_pr is not None and num_id is None:
                    numbering = _firsts(num_pr)
                    num_id = attr(numbering.get(W.numId), W.val)
                    level_el = numbering.get(W.ilvl)
                    if level_el is not None:
                        try:
                            ilvl = int(attr(level_el, W.val) or "0")
                        except ValueError:
                            ilvl = None
                    num_style = current if num_id is not None else None
            current = attr(parts.get(W.basedOn), W.val)
        return StyleInfo(
            style_id=style_id,
            name=ui_name(first_name) if first_name else "",
            heading_level=heading_level,
            is_title=is_title,
            is_quote=is_quote,
            bidi=bidi if bidi is not None else self.default_bidi,
            num_id=num_id,
            ilvl=ilvl,
            num_style_id=num_style,
            page_break_before=page_break,
        )
