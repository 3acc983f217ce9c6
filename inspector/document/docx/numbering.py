"""Word automatic numbering: definitions from ``numbering.xml``, counters, rendered labels.

python-docx drops numbering labels ("1.1", "(a)", "المادة ١") from paragraph text; legal
headings and cross-references depend on them, so the DOCX loader renders them itself
(research/arabic.md §8).

Model (ECMA-376 §17.9), and the choices made where Word and LibreOffice differ:

- A paragraph names a list instance ``w:num`` (``numId``) and a level ``ilvl`` (0-8). The
  instance points at an ``w:abstractNum`` holding the level definitions (start, ``numFmt``,
  ``lvlText``, ``w:suff``, ``isLgl``, ``lvlRestart``); ``w:lvlOverride`` may replace a level
  (``w:lvl``) or its start (``w:startOverride``). An abstractNum with ``w:numStyleLink`` takes
  its levels from the numbering style it names.
- Counters are kept **per abstractNum**: two ``w:num`` pointing at the same abstractNum
  continue one list. A ``startOverride`` sets the level's counter the first time a paragraph of
  that ``w:num`` uses that level; later restarts use the level's own ``start``.
  (LibreOffice 7.4 renders exactly this, checked in tests/document/test_docx_numbering.py.)
- Using level L gives every shallower level that has not been used yet its start value (and
  counts it as used, so the next paragraph at that level shows start + 1), as LibreOffice does.
- Using level L resets the deeper levels, except where ``lvlRestart`` says otherwise
  (``0``: never restart; ``n``: restart only after level n, 1-based). This follows the
  specification and Word; LibreOffice 7.4 ignores ``lvlRestart``.
- ``isLgl`` renders every number of that level's label as decimal ("1.1", not "I.1"): the
  specification and Word; LibreOffice 7.4 ignores it.
- Number formats (``numFmt``) are written by ``numformat``.

The separator after a label follows ``w:suff``: a tab (the default), a space, or nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from lxml import etree

from inspector.document.docx.numformat import format_number, map_bullet
from inspector.document.docx.ooxml import W, attr, on_off

MAX_LEVELS = 9
MAX_START = 32767
"""The largest start value honoured (Word's own limit for "Start at"). ``w:start`` and
``w:startOverride`` are clamped to ``0..MAX_START``: a counter then never exceeds MAX_START
plus the number of paragraphs, whatever digits a file writes (10^31, 10^4000)."""

_SUFFIX = {"tab": "\t", "space": " ", "nothing": ""}


@dataclass(frozen=True, slots=True)
class Level:
    r"""One numbering level: how its counter starts and how its label is written.

    ``restart``: ``lvlRestart`` (None: restart after any shallower level; 0: never; n: only
    after level n, 1-based). ``text``: ``lvlText`` with ``%1``..``%9`` placeholders (None when
    absent: no label). ``suffix``: the separator after the label ("\t", " " or "").
    """

    start: int
    fmt: str
    text: str | None
    suffix: str = "\t"
    is_legal: bool = False
    restart: int | None = None
    p_style: str | None = None
    custom_width: int = 0
    bullet_font: str = ""


@dataclass(frozen=True, slots=True)
class NumInstance:
    """A ``w:num``: its abstractNum, level replacements and start overrides (by level)."""

    abstract_id: str
    level_overrides: dict[int, Level]
    start_overrides: dict[int, int]


def _first(parent: etree._Element, tag: str) -> etree._Element | None:
    """``parent.find(tag)`` for a plain tag, without ElementPath (a filtered C iteration)."""
    return next(parent.iterchildren(tag), None)


def _int(value: str | None, default: int) -> int:
    try:
        return int(value) if value is not None else default
    except ValueError:
        return default


def _start(value: str | None) -> int:
    """A start value (``w:start``, ``w:startOverride``) clamped to ``0..MAX_START``."""
    return min(max(_int(value, 0), 0), MAX_START)


def _parse_level(lvl: etree._Element) -> Level:
    start = fmt_el = text_el = suff_el = restart_el = pstyle_el = None
    is_legal = False
    font = ""
    for child in lvl:
        tag = child.tag
        if tag == W.start:
            start = child
        elif tag == W.numFmt:
            fmt_el = child
        elif tag == W.lvlText:
            text_el = child
        elif tag == W.suff:
            suff_el = child
        elif tag == W.isLgl:
            is_legal = on_off(child)
        elif tag == W.lvlRestart:
            restart_el = child
        elif tag == W.pStyle:
            pstyle_el = child
        elif tag == W.rPr:
            fonts = child.find(W.rFonts)
            if fonts is not None:
                font = attr(fonts, W.ascii) or attr(fonts, W.hAnsi) or ""
    fmt = (attr(fmt_el, W.val) if fmt_el is not None else None) or "decimal"
    custom_width = 0
    if fmt == "custom" and fmt_el is not None:
        # e.g. w:format="001, 002, 003, ...": zero-padded decimal of the first token's width
        first = (attr(fmt_el, W.format) or "").split(",")[0].strip()
        custom_width = len(first) if first.isdigit() else 0
    text: str | None = None
    if text_el is not None and not on_off(text_el, W.null, default=False):
        text = attr(text_el, W.val) or ""
    return Level(
        start=_start(attr(start, W.val)) if start is not None else 0,
        fmt=fmt,
        text=text,
        suffix=_SUFFIX.get(attr(suff_el, W.val) or "tab", "\t") if suff_el is not None else "\t",
        is_legal=is_legal,
        restart=_int(attr(restart_el, W.val), -1) if restart_el is not None else None,
        p_style=attr(pstyle_el, W.val) if pstyle_el is not None else None,
        custom_width=custom_width,
        bullet_font=font.lower(),
    )


_Resolved = tuple[str, list[Level | None], list[tuple[int, ...]]]
"""A list instance worked out: abstractNum id, effective level per depth, resets per depth."""
_Template = list[str | tuple[int, str, int, int]]
"""``lvlText`` cut into literal text and (level, format, width, default) references."""
_Step = tuple[
    list[int | None],
    tuple[tuple[int, int], ...],
    int,
    int | None,
    tuple[int, ...],
    str,
    _Template | None,
    str,
]
"""``Numbering._step``: counters, shallower starts, start, start override, resets, fixed
label, template, separator."""


class Numbering:
    """The numbering definitions of a document and the counters of one pass over its body.

    Create one per load; call ``label`` for every numbered paragraph in body order (counters
    advance with each call).

    Args:
        root: The parsed ``numbering.xml`` (``w:numbering``), or None when the part is absent.
        style_num_id: Maps a numbering style's id to the ``numId`` in its ``w:numPr`` (for
            ``w:numStyleLink``), or None.
    """

    def __init__(
        self,
        root: etree._Element | None,
        style_num_id: Callable[[str], str | None] = lambda _style: None,
    ) -> None:
        self._abstract: dict[str, dict[int, Level]] = {}  # levels, parsed on first use
        self._abstract_elements: dict[str, etree._Element] = {}
        self._style_links: dict[str, str] = {}
        self._nums: dict[str, NumInstance] = {}
        self._style_num_id = style_num_id
        if root is not None:
            self._parse(root)
        self._counters: dict[str, list[int | None]] = {}
        self._used: set[tuple[str, int]] = set()
        # Per numId, worked out on first use (the definitions do not change during a pass):
        # its abstractNum and its effective level at each depth.
        self._resolved: dict[str, _Resolved | None] = {}
        # Per (numId, level): what label() does (_step), worked out on first use.
        self._steps: dict[tuple[str, int], _Step | None] = {}

    def _parse(self, root: etree._Element) -> None:
        for child in root:
            if child.tag == W.abstractNum:
                abstract_id = attr(child, W.abstractNumId) or ""
                # A document defines many lists and uses a few: levels are parsed when first
                # needed (``_levels``). A later definition with the same id replaces an earlier.
                self._abstract_elements[abstract_id] = child
                link = _first(child, W.numStyleLink)
                if link is not None and attr(link, W.val):
                    self._style_links[abstract_id] = attr(link, W.val) or ""
            elif child.tag == W.num:
                num_id = attr(child, W.numId) or ""
                ref = _first(child, W.abstractNumId)
                level_overrides: dict[int, Level] = {}
                start_overrides: dict[int, int] = {}
                for override in child.iterchildren(W.lvlOverride):
                    ilvl = _int(attr(override, W.ilvl), 0)
                    start = _first(override, W.startOverride)
                    if start is not None:
                        start_overrides[ilvl] = _start(attr(start, W.val))
                    replacement = _first(override, W.lvl)
                    if replacement is not None:
                        level_overrides[ilvl] = _parse_level(replacement)
                abstract_id = (attr(ref, W.val) or "") if ref is not None else ""
                self._nums[num_id] = NumInstance(abstract_id, level_overrides, start_overrides)

    def _levels(self, abstract_id: str) -> dict[int, Level] | None:
        """The levels of abstractNum ``abstract_id`` (None when it is not defined)."""
        levels = self._abstract.get(abstract_id)
        if levels is None:
            element = self._abstract_elements.get(abstract_id)
            if element is None:
                return None
            levels = self._abstract[abstract_id] = {}
            for lvl in element.iterchildren(W.lvl):
                ilvl = _int(attr(lvl, W.ilvl), 0)
                if 0 <= ilvl < MAX_LEVELS:
                    levels[ilvl] = _parse_level(lvl)
        return levels

    def _resolve_abstract(self, abstract_id: str) -> str:
        """Follow ``w:numStyleLink`` to the abstractNum that holds the levels (at most 4 hops)."""
        for _ in range(4):
            style = self._style_links.get(abstract_id)
            if style is None:
                return abstract_id
            num_id = self._style_num_id(style)
            num = self._nums.get(num_id) if num_id is not None else None
            if num is None or num.abstract_id == abstract_id:
                return abstract_id
            abstract_id = num.abstract_id
        return abstract_id

    def level_of_style(self, num_id: str, style_id: str) -> int | None:
        """The level whose ``w:pStyle`` names ``style_id`` in list ``num_id``, if any.

        The specification gives this link precedence over the style's own ``w:ilvl``.
        """
        num = self._nums.get(num_id)
        if num is None:
            return None
        for ilvl, level in (self._levels(self._resolve_abstract(num.abstract_id)) or {}).items():
            if level.p_style == style_id:
                return ilvl
        return None

    def _level(self, num: NumInstance, levels: dict[int, Level], ilvl: int) -> Level | None:
        return num.level_overrides.get(ilvl) or levels.get(ilvl)

    def label(self, num_id: str, ilvl: int) -> tuple[str, str] | None:
        """Advance the counters for a paragraph of list ``num_id`` at level ``ilvl``.

        Returns:
            ``(label, separator)``, or None when the list or level is undefined (the
            paragraph is then not numbered and no counter moves). The label may be "" (format
            ``none`` or an empty ``lvlText``); the separator is "" when the label is.
        """
        key = (num_id, ilvl)
        if key in self._steps:
            step = self._steps[key]
        else:
            step = self._steps[key] = self._step(num_id, ilvl)
        if step is None:
            return None
        counters, shallower, start, override, resets, fixed, template, suffix = step
        for depth, default in shallower:
            if counters[depth] is None:
                counters[depth] = default
        current = counters[ilvl]
        if override is not None and key not in self._used:
            counters[ilvl] = override
            self._used.add(key)
        elif current is None:
            counters[ilvl] = start
        else:
            counters[ilvl] = current + 1
        for deeper in resets:
            counters[deeper] = None
        if template is None:
            return fixed, suffix
        out: list[str] = []
        for part in template:
            if isinstance(part, str):
                out.append(part)
            else:
                depth, fmt, width, default = part
                value = counters[depth]
                out.append(format_number(default if value is None else value, fmt, width))
        text = "".join(out)
        return text, (suffix if text else "")

    def _step(self, num_id: str, ilvl: int) -> _Step | None:
        """What ``label`` does for ``(num_id, ilvl)``, worked out once (None: undefined).

        The counters of its abstractNum; the shallower levels' starts (a counter still unset
        when a deeper level is used takes its level's start, 1 for an undefined level); its own
        start and start override (the override counts at the first use of the pair only);
        the deeper levels it resets; its label, when that does not depend on the counters
        (no ``%n``: a bullet, fixed text, none), else the cut ``lvlText``; its separator.
        """
        num = self._nums.get(num_id)
        if num is None or not 0 <= ilvl < MAX_LEVELS:
            return None
        if num_id in self._resolved:
            resolved = self._resolved[num_id]
        else:
            resolved = self._resolved[num_id] = self._resolve(num)
        if resolved is None:
            return None
        abstract_id, effective, resets = resolved
        level = effective[ilvl]
        if level is None:
            return None
        counters = self._counters.setdefault(abstract_id, [None] * MAX_LEVELS)
        shallower = tuple(
            (depth, defined.start if (defined := effective[depth]) is not None else 1)
            for depth in range(ilvl)
        )
        fixed, template = "", None
        text = level.text
        if text is None or level.fmt == "none":
            fixed = ""
        elif level.fmt == "bullet":
            fixed = map_bullet(text, level.bullet_font)
        elif "%" not in text:
            fixed = text
        else:
            template = _template(text, level, effective)
        suffix = level.suffix if (fixed or template is not None) else ""
        return (
            counters,
            shallower,
            level.start,
            num.start_overrides.get(ilvl),
            resets[ilvl],
            fixed,
            template,
            suffix,
        )

    def _resolve(self, num: NumInstance) -> _Resolved | None:
        """What a list instance's labels need, worked out once (None: no such abstractNum).

        Its abstractNum, its effective level at each depth, and per depth the deeper levels
        that using it resets (those whose ``lvlRestart`` allows it).
        """
        abstract_id = self._resolve_abstract(num.abstract_id)
        levels = self._levels(abstract_id)
        if levels is None:
            return None
        effective = [self._level(num, levels, depth) for depth in range(MAX_LEVELS)]
        resets = []
        for used in range(MAX_LEVELS):
            reset = []
            for deeper in range(used + 1, MAX_LEVELS):
                deeper_level = effective[deeper]
                restart = deeper_level.restart if deeper_level is not None else None
                if restart is None or (restart > 0 and used <= restart - 1):
                    reset.append(deeper)
            resets.append(tuple(reset))
        return abstract_id, effective, resets


def _template(text: str, level: Level, effective: list[Level | None]) -> _Template:
    """``lvlText`` cut into literal characters and ``%1``..``%9`` references.

    A reference carries its level's format (decimal for an ``isLgl`` level or an undefined
    one), custom width and start (the value shown while that level's counter is unset).
    """
    out: list[str | tuple[int, str, int, int]] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == "%" and i + 1 < len(text) and "1" <= text[i + 1] <= "9":
            depth = int(text[i + 1]) - 1
            ref = effective[depth]
            fmt = "decimal" if level.is_legal or ref is None else ref.fmt
            width = ref.custom_width if ref is not None else 0
            default = ref.start if ref is not None else 1
            out.append((depth, fmt, width, default))
            i += 2
        else:
            out.append(char)
            i += 1
    return out
