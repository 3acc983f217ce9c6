r"""An lxml tree of a web page or an Akoma Ntoso document -> blocks of text with anchors.

The walk goes over the elements in document order (reading order) and writes blocks:

- Block-level elements (HTML ``p``, ``div``, ``h1``-``h6``, ``li``...; every Akoma Ntoso
  element that is not inline) end the block before them and start a new one; inline elements
  add their text to the open block. ``br`` (and Akoma Ntoso ``eol``) is "\n".
- Whitespace is collapsed as a browser does: a run of whitespace inside a block is one space,
  none at a block's ends. A run of words separated by single spaces is one *piece*, anchored in
  the source: the element whose text (or tail) holds it and the character where it starts;
  collapsed spaces and inserted separators are synthetic (no anchor).
- Left out: scripts, styles, templates, forms, and page furniture and navigation (``nav``,
  ``header``, ``footer``, ``aside``, ``menu``; ARIA roles navigation, banner, contentinfo,
  search, menu(bar), toolbar; hidden elements; class or id words such as ``nav``, ``menu``,
  ``toolbar``, ``banner``, ``breadcrumb``, ``cookie``, ``footer``, ``toc`` (a table of
  contents: EUR-Lex's consolidated texts open with one); in Akoma Ntoso the
  ``meta`` block.
- Akoma Ntoso authorial notes (``authorialNote``) keep their text, as a block of their own
  after the block that holds them closes (a page's footnotes follow its text), never inside
  the sentence that references them: the sentence stays whole. A note with a ``marker``
  (a footnote: ``marker="1"``) leaves its marker in its place in the sentence ("... Act
  1992 1, sections ...", unless the element just before the note already prints it) and its
  block opens with it ("1 1992 c. 4. Section 123(1) ..."); a marker is synthetic text (no
  anchor: it is an attribute, not text of the source). A note without one (legislation.gov.uk's
  ``referenceNote`` in a schedule's number, "Section 1", "(introduced by section 22)") is its
  text alone, so a schedule's heading block stays its number and heading and the note is the
  line printed under it. A note in a ``num`` or ``heading`` leaves no marker there (they stay
  the unit's number and title, which name its chunks). A note between blocks is a block where
  it stands. A note's block has the style ``markup:note`` (``structure.NOTE_UNIT``).
- Tables: a table whose every row is a short number label and one cell of text (EUR-Lex sets
  recitals and points so) is a list: each row's label opens the first block of its text cell.
  Any other table is one TABLE block, rows separated by "\n" and cells by " | " (the DOCX
  loader's form), a cell's paragraphs joined by a space.
- Structure: Akoma Ntoso hierarchy elements (``article``, ``chapter``, ``part``,
  ``section``, ``level`` with a heading...) write a heading block, their ``num`` on the first
  line and their ``heading`` after it; numbered units (``paragraph``, ``recital``, ``point``)
  put their ``num`` before their first block's text. EUR-Lex HTML says the same with classes
  (``oj-ti-art``/``ti-art`` then ``oj-sti-art``/``sti-art`` for an article and its title,
  ``oj-ti-section-1``/``-2`` for chapters and sections, ``oj-doc-ti`` for titles and annexes;
  the consolidated texts' ``title-article-norm``/``stitle-article-norm``,
  ``title-division-1``/``-2``, ``title-annex-1``/``-2``)
  and its ``eli-subdivision`` ids (``rct_10``, ``art_5``). Such blocks carry a
  ``markup_structure`` style.
- ``dir`` and ``lang`` (``xml:lang``) are inherited; a block takes the nearest ones.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from lxml import etree

from inspector.document.markup.parse import AKN_NAMESPACES
from inspector.document.markup.structure import (
    HEADING_UNITS,
    NOTE_UNIT,
    NUMBERED_UNITS,
    markup_style,
    unit_named_by,
)
from inspector.document.model import BlockKind
from inspector.document.normalize import normalize_text
from inspector.errors import Cancelled

Anchor = tuple[int, bool, int]
"""Where a piece of text starts in the source: element number (``Walk.elements``), whether
it is the element's tail (the text after its end tag) rather than its text, and the
character offset in that text."""

_WORD_RUN = re.compile(r"[^\s]+(?: [^\s]+)*")
_HTML_SKIP = frozenset(
    {
        "script", "style", "noscript", "template", "head", "title", "meta", "link",
        "nav", "header", "footer", "aside", "menu", "button", "select", "input",
        "textarea", "iframe", "svg", "math", "object", "embed", "canvas", "audio", "video",
        "map", "dialog",
    }
)  # fmt: skip
_FORM_MAIN_WORDS = 80
"""A ``<form>`` with at least this many words of its own text (outside controls, scripts and
page chrome) holds the page's main text and is read: ASP.NET WebForms pages wrap the whole
body in one form. A search box, login or newsletter form has far fewer words and is chrome."""
_FORM_NOT_TEXT = _HTML_SKIP | {"option", "label"}
_HTML_BLOCKS = frozenset(
    {
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "dt", "dd", "ul", "ol", "dl",
        "blockquote", "pre", "section", "article", "main", "body", "html", "address",
        "figure", "figcaption", "caption", "summary", "details", "center", "hr", "table",
        "tr", "td", "th", "thead", "tbody", "tfoot", "fieldset", "legend",
    }
)  # fmt: skip
_AKN_SKIP = frozenset({"meta", "img", "componentref", "documentref"})
_AKN_NOTE = "authorialnote"
"""An Akoma Ntoso note (lower case): its text is a block after the one that references it."""
_AKN_INLINE = frozenset(
    {
        "span", "b", "i", "u", "sup", "sub", "a", "ref", "mref", "rref", "docTitle",
        "docNumber", "docDate", "docType", "docProponent", "docStatus", "docStage",
        "docAuthority", "docJurisdiction", "docPurpose", "docCommittee", "date", "time",
        "person", "party", "judge", "lawyer", "role", "courtType", "neutralCitation",
        "docketNumber", "term", "def", "inline", "abbr", "entity", "organization",
        "location", "quantity", "concept", "object", "event", "process", "noteRef",
        "marker", "placeholder", "shortTitle", "legislature", "session", "outcome",
        "argument", "remedies", "affectedDocument", "relatedDocument", "ins", "del",
        "fillIn", "omissions", "extractText", "signature", "vote", "recordedTime",
        "decoration", "opinion", "embeddedText", "citation",
    }
)  # fmt: skip
_AKN_INLINE_LOWER = frozenset(name.lower() for name in _AKN_INLINE)
_AKN_QUOTES = frozenset({"embeddedstructure", "quotedstructure", "quotedtext", "embeddedtext"})
_AKN_HEADING_PARTS = frozenset({"num", "heading", "subheading"})
_FURNITURE_ROLES = frozenset(
    {"navigation", "banner", "contentinfo", "search", "menu", "menubar", "toolbar", "complementary"}
)
_FURNITURE_WORD = re.compile(
    r"(?:^|[\s_-])(?:nav|navbar|navigation|menu|menubar|toolbar|banner|breadcrumbs?|cookies?"
    r"|footer|header|skip|sidebar|share|social|widget|toc)(?=$|[\s_-])",
    re.IGNORECASE,
)
_MINOR_UNITS = frozenset({"subsection", "subdivision", "level", "hcontainer"})
"""Heading units that head nothing when they have a number and no heading: "(1) In this Act
..." is a numbered paragraph, not a heading."""
_HCONTAINER_UNITS = {"regulation": "article", "rule": "rule", "article": "article"}
"""A generic ``hcontainer``'s ``name`` that says it is an instrument's basic provision
(legislation.gov.uk writes a statutory instrument's regulations as ``hcontainer
name="regulation"``); a name that is a heading unit (``schedule``, ``part``...) is that unit."""
_EURLEX_HEADER = re.compile(r"(?:^|\s)(?:oj-)?hd-", re.IGNORECASE)
"""EUR-Lex's running header of the Official Journal (``oj-hd-date``, ``hd-ti``...)."""
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_LABEL_CELL = re.compile(
    r"^(?:[(\[]?(?:[0-9٠-٩]{1,4}[a-z]?|[a-zA-Z]{1,2}|[ivxlcdmIVXLCDM]{1,7})[)\].]?"
    r"(?:[0-9.]*[)\]]?)|[—–\-•·*])$"
)
_ELI_ID = re.compile(r"(?:^|\.)(rct|art|cpt|tis|prt|anx|sct|pnt|par)_[^.]*$")
_ELI_UNITS = {
    "rct": "recital",
    "art": "article",
    "cpt": "chapter",
    "tis": "title",
    "prt": "part",
    "anx": "annex",
    "sct": "section",
}
_ELI_HEADED = frozenset({"art", "cpt", "tis", "prt", "anx", "sct"})
"""EUR-Lex id prefixes of units that open with a number line ("Article 5", "CHAPTER II")."""
_EURLEX_TITLE_CLASSES = {
    "oj-ti-art": "article",
    "ti-art": "article",
    "oj-ti-section-1": "",
    "ti-section-1": "",
    "oj-doc-ti": "",
    "doc-ti": "",
    "title-article-norm": "article",
    "title-division-1": "",
    "title-annex-1": "annex",
    "title-doc-first": "",
}
"""EUR-Lex classes of a unit's number line ("": the unit is named by the line's first word),
in the Official Journal's HTML (``oj-``, and before 2014 without the prefix) and in the
consolidated versions' (``title-article-norm``, ``title-division-1``...)."""
_EURLEX_SUBTITLE_CLASSES = frozenset(
    {
        "oj-sti-art", "sti-art", "oj-ti-section-2", "ti-section-2", "oj-ti-grseq-1",
        "ti-grseq-1", "stitle-article-norm", "title-division-2", "title-annex-2",
    }
)  # fmt: skip
"""EUR-Lex classes of a unit's title line, which follows its number line."""
_KNOWN_NAMESPACES = frozenset((*AKN_NAMESPACES, "http://www.w3.org/1999/xhtml"))
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_PROGRESS_EVERY = 2048


@dataclass(slots=True)
class BlockOut:
    """A block as the walk wrote it: kind, style, level, direction and pieces of text.

    ``pieces``: (text, anchor or None for synthetic text), in order. ``direction``: "rtl",
    "ltr" or "" (not said by the markup). ``language``: the ``lang`` in force ("" if none).
    """

    kind: BlockKind
    style: str = ""
    level: int | None = None
    direction: str = ""
    language: str = ""
    pieces: list[tuple[str, Anchor | None]] = field(default_factory=list)
    open_title: bool = False  # a heading block whose title line may still follow

    def text(self) -> str:
        """The block's text: its pieces joined."""
        return "".join(text for text, _ in self.pieces)


@dataclass(slots=True)
class _Context:
    direction: str = ""
    language: str = ""
    quote: bool = False
    unit: str = ""  # the eli-subdivision unit the walk is in (EUR-Lex ids)
    depth: int = 0  # heading units above (Akoma Ntoso)


class Walk:
    """Walks one tree (``run``) and keeps the blocks and the anchored elements.

    Args:
        akn: the tree is Akoma Ntoso (element names are its, HTML ones inside it too).
        should_cancel: polled every few thousand elements.
    """

    def __init__(self, *, akn: bool, should_cancel: Callable[[], bool] | None = None) -> None:
        self.akn = akn
        self.blocks: list[BlockOut] = []
        self.elements: list[etree._Element] = []
        self.title = ""
        self._element_ids: dict[int, int] = {}
        self._open: BlockOut | None = None
        self._label: list[tuple[str, Anchor | None]] = []
        self._label_style = ""
        self._label_kind: tuple[BlockKind, int | None] = (BlockKind.PARAGRAPH, None)
        self._title: list[tuple[str, Anchor | None]] = []  # a schedule cross-heading's
        self._pending_kind: tuple[BlockKind, int | None] = (BlockKind.PARAGRAPH, None)
        self._keep_open = False
        self._space = False
        self._seen = 0
        self._should_cancel = should_cancel
        self._notes: list[tuple[etree._Element, _Context]] = []  # met in the open block
        self._notes_met: dict[int, etree._Element] = {}  # each note written once

    # -- entry ------------------------------------------------------------------------

    def run(self, root: etree._Element) -> None:
        """Walk ``root`` (the whole document)."""
        start = root
        if not self.akn:
            title = root.find(".//title")
            if title is not None and title.text:
                self.title = " ".join(title.text.split())
            body = root.find("body")
            start = body if body is not None else root
        self._element(start, _Context(*self._dir_lang(root, _Context())))
        self._close()

    # -- elements ---------------------------------------------------------------------

    def _element(self, el: etree._Element, ctx: _Context) -> None:
        self._seen += 1
        if self._seen % _PROGRESS_EVERY == 0 and self._should_cancel and self._should_cancel():
            raise Cancelled("loading cancelled")
        name = _local(el)
        if name is None:
            return  # a comment or processing instruction left by the HTML parser
        if self.akn and name.lower() == _AKN_NOTE:
            self._note(el, ctx)
            return
        if self._skipped(el, name):
            return
        direction, language = self._dir_lang(el, ctx)
        if direction != ctx.direction or language != ctx.language:
            ctx = _Context(direction, language, ctx.quote, ctx.unit, ctx.depth)
        if name in ("br", "eol"):
            self._add_synthetic("\n")
            return
        if name in ("marker", "tab"):
            self._space = True
            return
        if self._inline(name):
            self._text(el, el.text, False, ctx)
            for child in el:
                self._element(child, ctx)
                self._text(child, child.tail, True, ctx)
            return
        if name == "table":
            self._close()
            self._table(el, ctx)
            self._close()
            return
        if self.akn and self._akn_unit(el, name, ctx):
            return
        if not self.akn and self._eurlex(el, ctx):
            return
        ctx = self._entered(el, name, ctx)
        if name != "div":
            self._keep_open = False  # only a wrapper (EUR-Lex's eli-title) may hold a title line
        self._close()
        self._pending_kind = self._kind_of(name, ctx)
        self._text(el, el.text, False, ctx)
        for child in el:
            self._element(child, ctx)
            self._text(child, child.tail, True, ctx)
        self._close()

    def _entered(self, el: etree._Element, name: str, ctx: _Context) -> _Context:
        """The context inside a block-level element (quotation, EUR-Lex unit)."""
        quote = ctx.quote or name == "blockquote" or name.lower() in _AKN_QUOTES
        unit = ctx.unit
        ident = el.get("id") or ""
        found = _ELI_ID.search(ident) if ident else None
        if found is not None:
            unit = _ELI_UNITS.get(found.group(1), "")
        if quote != ctx.quote or unit != ctx.unit:
            return _Context(ctx.direction, ctx.language, quote, unit, ctx.depth)
        return ctx

    def _kind_of(self, name: str, ctx: _Context) -> tuple[BlockKind, int | None]:
        if ctx.quote:
            return BlockKind.QUOTE, None
        if len(name) == 2 and name[0] == "h" and name[1] in "123456":
            return BlockKind.HEADING, int(name[1])
        if name == "li":
            return BlockKind.LIST_ITEM, None
        return BlockKind.PARAGRAPH, None

    def _skipped(self, el: etree._Element, name: str) -> bool:
        if self.akn:
            if name.lower() in _AKN_SKIP:
                return True
            # another vocabulary's metadata (uk:court, uk:hash...)
            return el.tag.startswith("{") and not _in_akn_or_html(el.tag)
        if name in _HTML_SKIP or el.get("hidden") is not None:
            return True
        if name == "form" and _form_words(el) < _FORM_MAIN_WORDS:
            return True
        if el.get("aria-hidden") == "true" or el.get("role") in _FURNITURE_ROLES:
            return True
        style = el.get("style")
        if style and _HIDDEN_STYLE.search(style):
            return True
        for attribute in ("class", "id"):
            value = el.get(attribute)
            if value and _FURNITURE_WORD.search(value):
                return True
        classes = el.get("class")
        return classes is not None and _EURLEX_HEADER.search(classes) is not None

    def _inline(self, name: str) -> bool:
        if self.akn:
            return name.lower() in _AKN_INLINE_LOWER and name not in ("p",)
        return name not in _HTML_BLOCKS

    # -- Akoma Ntoso units ------------------------------------------------------------

    def _akn_unit(self, el: etree._Element, name: str, ctx: _Context) -> bool:
        """Write a hierarchy element with a number or heading; False if ``el`` is not one."""
        unit = _akn_unit_name(el, name.lower())
        heading_unit = unit in HEADING_UNITS
        numbered_unit = unit in NUMBERED_UNITS
        if not (heading_unit or numbered_unit):
            return False
        parts = {
            _local(child): child for child in el if (_local(child) or "") in _AKN_HEADING_PARTS
        }
        num, heading = parts.get("num"), parts.get("heading")
        if num is None and heading is None:
            return False  # a level with only content: its blocks as they come
        if unit == "hcontainer" and num is None and heading is not None:
            rest = [child for child in el if (_local(child) or "") not in _AKN_HEADING_PARTS]
            if _titles_schedule_paragraphs(el, rest):
                self._schedule_cross_heading(heading, rest, ctx)
                return True
        inner = _Context(ctx.direction, ctx.language, ctx.quote, ctx.unit, ctx.depth)
        self._close()
        if ctx.quote:
            kind: tuple[BlockKind, int | None] = (BlockKind.QUOTE, None)
            style = ""
        elif heading is not None or (heading_unit and unit not in _MINOR_UNITS):
            kind, style = (BlockKind.HEADING, min(ctx.depth + 1, 9)), ""
            inner.depth = ctx.depth + 1
        else:
            kind, style = (BlockKind.PARAGRAPH, None), markup_style(unit, num is not None)
        if kind[0] is BlockKind.HEADING:
            style = markup_style(unit if heading_unit else "section", num is not None)
            self._pending_kind = kind
            if num is not None:
                self._inline_of(num, ctx)
            if heading is not None:
                if num is not None:
                    self._add_synthetic("\n")
                self._inline_of(heading, ctx)
                sub = parts.get("subheading")
                if sub is not None:
                    self._add_synthetic("\n")
                    self._inline_of(sub, ctx)
            self._set_style(style)
            self._close()
            rest = [child for child in el if (_local(child) or "") not in _AKN_HEADING_PARTS]
        else:
            rest = [child for child in el if child is not num]
            if num is not None:
                label = self._pieces_of(num, ctx)
                if self._label and label:
                    # a paragraph's number then its first sub-paragraph's, no text between:
                    # one label line "1 (1)", as printed (the outer number is not lost)
                    label = [*self._label, (" ", None), *label]
                self._label = label
            self._label_style = style
            self._label_kind = kind
            title, self._title = self._title, []
            if title and self._label:
                # "1 Participation": the cross-heading is the paragraph's title, on its label line
                self._ensure_open(ctx).pieces.extend(title)
                self._close()
        for child in rest:
            self._element(child, inner)
            self._text(child, child.tail, True, inner)
        self._close()
        self._label = []
        self._label_style = ""
        return True

    def _schedule_cross_heading(
        self, heading: etree._Element, rest: list[etree._Element], ctx: _Context
    ) -> None:
        """Write a schedule's cross-heading as the title of the paragraph it heads.

        legislation.gov.uk groups a schedule's paragraphs under cross-headings
        (``hcontainer name="crossheading"``) that its print sets as the paragraph's title ("1
        Participation"): a title inside the schedule's unit, not a heading that opens a unit of
        its own. The title goes on the first paragraph's label line; a paragraph without a
        number gets it as a line of its own.
        """
        self._close()
        title = self._pieces_of(heading, ctx)
        if _first_paragraph_numbered(rest):
            self._title = title
        else:
            self._pending_kind = (BlockKind.QUOTE if ctx.quote else BlockKind.PARAGRAPH, None)
            self._extend(title, ctx)
            self._close()
        for child in rest:
            self._element(child, ctx)
            self._text(child, child.tail, True, ctx)
        self._title = []
        self._close()

    # -- EUR-Lex HTML -----------------------------------------------------------------

    def _eurlex(self, el: etree._Element, ctx: _Context) -> bool:
        """Write a EUR-Lex title or subtitle paragraph; False if ``el`` is neither."""
        classes = (el.get("class") or "").split()
        title_unit = next(
            (_EURLEX_TITLE_CLASSES[c] for c in classes if c in _EURLEX_TITLE_CLASSES), None
        )
        if title_unit is None:
            title_unit = _eli_number_line(el)
        if title_unit is None and not classes:
            return False
        if title_unit is not None:
            self._close()
            text_block = self._pieces_of(el, ctx)
            joined = "".join(text for text, _ in text_block)
            unit = title_unit or unit_named_by(joined) or ""
            if not unit:
                if not self.blocks and not self._label:
                    self._pending_kind = (BlockKind.TITLE, None)
                    self._extend(text_block, ctx)
                    self._close()
                    return True
                sections = ("section", "division")
                unit = "section" if any(w in c for c in classes for w in sections) else ""
            if not unit:
                return False
            self._pending_kind = (BlockKind.HEADING, HEADING_UNITS.get(unit, 4) or 1)
            self._extend(text_block, ctx)
            self._set_style(markup_style(unit, True))
            assert self._open is not None
            self._open.open_title = True
            self._keep_open = True
            return True
        if any(c in _EURLEX_SUBTITLE_CLASSES for c in classes):
            previous = self._open if self._open is not None else None
            if previous is not None and previous.open_title:
                self._add_synthetic("\n")
                self._extend(self._pieces_of(el, ctx), ctx)
                previous.open_title = False
                self._close()
                return True
            self._close()
            self._pending_kind = (BlockKind.HEADING, 4)
            self._extend(self._pieces_of(el, ctx), ctx)
            self._set_style(markup_style("section", False))
            self._close()
            return True
        return False

    # -- tables -----------------------------------------------------------------------

    def _table(self, table: etree._Element, ctx: _Context) -> None:
        rows = [row for row in table.iter() if _local(row) == "tr" and _owning_table(row) is table]
        cells = [[c for c in row if _local(c) in ("td", "th")] for row in rows]
        if rows and all(len(row) == 2 for row in cells):
            labels = [self._pieces_of(row[0], ctx) for row in cells]
            if all(_LABEL_CELL.match("".join(t for t, _ in label).strip()) for label in labels):
                unit = "recital" if ctx.unit == "recital" else "point"
                for label, row in zip(labels, cells, strict=True):
                    self._close()
                    self._label = label
                    self._label_style = "" if ctx.quote else markup_style(unit, True)
                    self._label_kind = (
                        (BlockKind.QUOTE, None) if ctx.quote else (BlockKind.LIST_ITEM, None)
                    )
                    self._pending_kind = self._label_kind
                    inner = _Context(ctx.direction, ctx.language, ctx.quote, "", ctx.depth)
                    self._text(row[1], row[1].text, False, inner)
                    for child in row[1]:
                        self._element(child, inner)
                        self._text(child, child.tail, True, inner)
                    self._close()
                    self._label, self._label_style = [], ""
                return
        if not rows:
            return
        self._pending_kind = (BlockKind.TABLE, None)
        first_row = True
        for row in cells:
            if not any(self._pieces_of(cell, ctx) for cell in row):
                continue
            if not first_row:
                self._add_synthetic("\n")
            first_row = False
            for index, cell in enumerate(row):
                if index:
                    self._add_synthetic(" | ")
                self._extend(self._pieces_of(cell, ctx, blocks_as_spaces=True), ctx)
        self._close()

    # -- notes ------------------------------------------------------------------------

    def _note(self, note: etree._Element, ctx: _Context) -> None:
        """Meet an authorial note: its marker in place, its text for after the open block.

        With no block open (and no number label waiting for its text) the note stands
        between blocks: its block is written here.
        """
        if not _all_text(note).strip():
            return
        direction, language = self._dir_lang(note, ctx)
        note_ctx = _Context(direction, language, ctx.quote, ctx.unit, ctx.depth)
        first = id(note) not in self._notes_met  # a table cell's text is collected twice
        if first:
            self._notes_met[id(note)] = note  # held: no later element takes its id
            self._notes.append((note, note_ctx))
        block = self._open
        if block is None and not self._label:
            if first:
                self._write_notes()
            return
        marker = _marker_in_place(note)
        if marker and block is not None:
            if block.pieces and not block.pieces[-1][0].endswith((" ", "\n")):
                block.pieces.append((" ", None))
            block.pieces.append((marker, None))
            self._space = False

    def _write_notes(self) -> None:
        """Write the notes met so far, each a block, after the block just written.

        The walk's open block, label and pending kind are kept (a note is written between
        two blocks of the walk, as ``_pieces_of`` collects between them).
        """
        while self._notes:
            note, ctx = self._notes.pop(0)
            saved_open, saved_space = self._open, self._space
            saved_kind, saved_label = self._pending_kind, self._label
            self._label = []
            block = BlockOut(
                BlockKind.QUOTE if ctx.quote else BlockKind.PARAGRAPH,
                markup_style(NOTE_UNIT, False),
                direction=ctx.direction,
                language=ctx.language,
            )
            marker = _note_marker(note)
            if marker:
                block.pieces.extend(((marker, None), (" ", None)))
            self._open, self._space = block, False
            self._text(note, note.text, False, ctx, into_open=True)
            for child in note:
                self._collect(child, ctx)
                self._text(child, child.tail, True, ctx, into_open=True)
            self._open, self._space = saved_open, saved_space
            self._pending_kind, self._label = saved_kind, saved_label
            self._append_block(block)

    # -- text -------------------------------------------------------------------------

    def _pieces_of(
        self, el: etree._Element, ctx: _Context, *, blocks_as_spaces: bool = True
    ) -> list[tuple[str, Anchor | None]]:
        """The text of ``el`` and everything in it as pieces, whitespace collapsed."""
        saved_open, saved_space = self._open, self._space
        saved_kind = self._pending_kind
        saved_label = self._label
        self._label = []
        collector = BlockOut(BlockKind.PARAGRAPH)
        self._open, self._space = collector, False
        self._collect(el, ctx)
        self._open, self._space = saved_open, saved_space
        self._pending_kind = saved_kind
        self._label = saved_label
        pieces = collector.pieces
        while pieces and pieces[-1][1] is None and not pieces[-1][0].strip():
            pieces.pop()
        while pieces and pieces[0][1] is None and not pieces[0][0].strip():
            pieces.pop(0)
        return pieces

    def _collect(self, el: etree._Element, ctx: _Context) -> None:
        name = _local(el)
        if name is None:
            return
        if self.akn and name.lower() == _AKN_NOTE:
            self._note(el, ctx)
            return
        if self._skipped(el, name):
            return
        if name in ("br", "eol") or (not self._inline(name) and self._open and self._open.pieces):
            self._space = True
        self._text(el, el.text, False, ctx, into_open=True)
        for child in el:
            self._collect(child, ctx)
            self._text(child, child.tail, True, ctx, into_open=True)
        if not self._inline(name):
            self._space = True

    def _inline_of(self, el: etree._Element, ctx: _Context) -> None:
        self._extend(self._pieces_of(el, ctx), ctx)

    def _extend(self, pieces: list[tuple[str, Anchor | None]], ctx: _Context) -> None:
        if not pieces:
            return
        block = self._ensure_open(ctx)
        if self._space and block.pieces and not block.pieces[-1][0].endswith((" ", "\n")):
            block.pieces.append((" ", None))
        self._space = False
        block.pieces.extend(pieces)

    def _text(
        self,
        el: etree._Element,
        text: str | None,
        tail: bool,
        ctx: _Context,
        *,
        into_open: bool = False,
    ) -> None:
        if not text:
            return
        if text[:1].isspace():
            self._space = True
        runs = list(_WORD_RUN.finditer(text))
        if not runs:
            return
        element = self._element_id(el)
        block = self._open if into_open and self._open is not None else self._ensure_open(ctx)
        pieces = block.pieces
        for found in runs:
            if self._space and pieces and not pieces[-1][0].endswith((" ", "\n")):
                pieces.append((" ", None))
            word_run = found.group()
            if not word_run.isascii():
                word_run = normalize_text(word_run)
            pieces.append((word_run, (element, tail, found.start())))
            self._space = True
        self._space = text[-1:].isspace()

    def _add_synthetic(self, text: str) -> None:
        if self._open is not None and self._open.pieces:
            self._open.pieces.append((text, None))
            self._space = False

    def _ensure_open(self, ctx: _Context) -> BlockOut:
        if self._open is None:
            kind, level = self._pending_kind
            style = ""
            if self._label or self._label_style:
                kind, level = self._label_kind
                style = self._label_style
            block = BlockOut(kind, style, level, ctx.direction, ctx.language)
            if self._label:
                block.pieces.extend(self._label)
                block.pieces.append((" ", None))
                self._label = []
            self._label_style = ""
            self._space = False
            self._open = block
        return self._open

    def _set_style(self, style: str) -> None:
        if self._open is not None:
            self._open.style = style

    def _close(self) -> None:
        block = self._open
        if block is not None and self._keep_open and block.open_title:
            self._keep_open = False
            return  # a EUR-Lex article number waits for its title line
        self._keep_open = False
        if block is not None:
            block.open_title = False
            self._append_block(block)
        self._open = None
        self._space = False
        self._pending_kind = (BlockKind.PARAGRAPH, None)
        if block is not None and self._notes:
            self._write_notes()

    def _append_block(self, block: BlockOut) -> None:
        """Add ``block`` to the blocks, its trailing separators dropped (a note's marker stays).

        A block holding no text of the source (no anchored piece) is left out.
        """
        while (
            block.pieces and block.pieces[-1][1] is None and not block.pieces[-1][0].strip(" \n|")
        ):
            block.pieces.pop()
        if any(anchor is not None for _, anchor in block.pieces):
            self.blocks.append(block)

    def _element_id(self, el: etree._Element) -> int:
        key = id(el)
        found = self._element_ids.get(key)
        if found is None:
            found = self._element_ids[key] = len(self.elements)
            self.elements.append(el)
        return found

    def _dir_lang(self, el: etree._Element, ctx: _Context) -> tuple[str, str]:
        direction = (el.get("dir") or "").lower()
        if direction not in ("rtl", "ltr"):
            direction = ctx.direction
        language = el.get("lang") or el.get(_XML_LANG) or ""
        language = _language_code(language) if language else ctx.language
        return direction, language


def _eli_number_line(el: etree._Element) -> str | None:
    """The unit whose number line ``el`` is, by EUR-Lex's ids alone, or None.

    The first paragraph of an ``eli-subdivision`` whose id names an article, chapter, title,
    part, section or annex (``art_5``, ``cpt_II.sct_1``) is that unit's number line when its
    first word names a unit too ("Article 5", "CHAPTER II"): EUR-Lex pages whose classes were
    stripped or renamed keep their ids.
    """
    if _local(el) != "p":
        return None
    parent = el.getparent()
    if parent is None or next(parent.iterchildren(etree.Element), None) is not el:
        return None
    found = _ELI_ID.search(parent.get("id") or "")
    if found is None or found.group(1) not in _ELI_HEADED:
        return None
    return _ELI_UNITS[found.group(1)] if unit_named_by(el.text or "") is not None else None


def _akn_unit_name(el: etree._Element, unit: str) -> str:
    """The unit an Akoma Ntoso hierarchy element is, from its name and what it holds.

    A ``section`` that holds no ``article`` or ``section`` (outside quoted structures, which
    belong to another text) is the act's basic provision, as an article is: a UK, Scottish or
    Welsh Act's "1 Interpretation" with its subsections; a ``section`` that groups articles or
    sections keeps its rank. A ``hcontainer`` takes the unit its ``name`` gives
    (``_HCONTAINER_UNITS``, ``schedule``, ``part``...), else stays a generic heading (a
    cross-heading).
    """
    if unit == "section":
        return "section" if _holds_provisions(el) else "article"
    if unit == "hcontainer":
        named = (el.get("name") or "").lower()
        named = _HCONTAINER_UNITS.get(named, named)
        return named if named in HEADING_UNITS and named != "hcontainer" else unit
    return unit


def _titles_schedule_paragraphs(el: etree._Element, rest: list[etree._Element]) -> bool:
    """Whether a generic ``hcontainer`` is a cross-heading over a schedule's paragraphs.

    It holds ``paragraph`` elements only (no section, article or other heading unit) and sits
    in a unit of annex rank (a ``schedule``, ``annex``...): of this document, or of the one a
    quoted structure inserts (an amendment's new schedule, printed the same way).
    """
    if not rest or any((_local(child) or "").lower() != "paragraph" for child in rest):
        return False
    for ancestor in el.iterancestors():
        name = (_local(ancestor) or "").lower()
        if name in _AKN_QUOTES:
            return False
        if HEADING_UNITS.get(_akn_unit_name(ancestor, name)) == 0:
            return True
    return False


def _note_marker(note: etree._Element) -> str:
    """An authorial note's marker ("1"; "" for none): its ``marker`` attribute."""
    return " ".join((note.get("marker") or "").split())


def _marker_in_place(note: etree._Element) -> str:
    """The marker an authorial note leaves where it stands in the text ("" for none).

    Its marker, unless the note sits in a unit's ``num`` or ``heading`` (they stay the unit's
    number and title, which name its chunks) or the element just before it, with no text
    between, already prints it (a ``sup`` "1" or "(1)" before the note).
    """
    marker = _note_marker(note)
    if not marker:
        return ""
    for ancestor in note.iterancestors():
        name = _local(ancestor) or ""
        if name in _AKN_HEADING_PARTS:
            return ""
        if name.lower() not in _AKN_INLINE_LOWER:
            break  # the block that holds the note
    previous = note.getprevious()
    while previous is not None and _local(previous) is None:
        previous = previous.getprevious()  # a comment between
    if previous is not None and not (previous.tail or "").strip():
        printed = _all_text(previous).strip().strip("()[]")
        if printed == marker.strip("()[]"):
            return ""
    return marker


def _all_text(el: etree._Element) -> str:
    """The text of ``el`` and everything in it, as the source has it."""
    return "".join(text for text in el.itertext() if isinstance(text, str))


def _first_paragraph_numbered(rest: list[etree._Element]) -> bool:
    return any(_local(child) == "num" for child in rest[0])


def _holds_provisions(el: etree._Element) -> bool:
    """Whether ``el`` holds an ``article`` or ``section`` element outside quoted structures."""
    for child in el:
        name = (_local(child) or "").lower()
        if name in _AKN_QUOTES or name in _AKN_SKIP or name == _AKN_NOTE:
            continue
        if name in ("article", "section") or _holds_provisions(child):
            return True
    return False


def _local(el: etree._Element) -> str | None:
    tag: object = el.tag  # a comment's or processing instruction's tag is not a string
    if not isinstance(tag, str):
        return None
    return tag.rsplit("}", 1)[1] if tag.startswith("{") else tag


def _in_akn_or_html(tag: str) -> bool:
    return tag[1 : tag.find("}")] in _KNOWN_NAMESPACES


def _owning_table(row: etree._Element) -> etree._Element | None:
    parent = row.getparent()
    while parent is not None and _local(parent) != "table":
        parent = parent.getparent()
    return parent


_LANGUAGES = {
    "en": "en",
    "eng": "en",
    "fr": "fr",
    "fra": "fr",
    "fre": "fr",
    "ar": "ar",
    "ara": "ar",
}


def _language_code(value: str) -> str:
    """A language code in short: "en-GB" -> "en", "fra" -> "fr"; others: their prefix."""
    primary = value.strip().lower().replace("_", "-").split("-", 1)[0]
    return _LANGUAGES.get(primary, primary)


def _form_words(form: etree._Element) -> int:
    """Count the words (whitespace-separated runs) of a form's own text.

    What sits in controls, scripts or page chrome is not counted; counting stops at
    ``_FORM_MAIN_WORDS``.
    """
    words = 0
    stack = [(form, False)]
    while stack and words < _FORM_MAIN_WORDS:
        el, inside_skipped = stack.pop()
        name = _local(el) or ""
        skipped = inside_skipped or (el is not form and name in _FORM_NOT_TEXT)
        if not skipped and el.text:
            words += len(el.text.split())
        if el is not form and el.tail and not inside_skipped:
            words += len(el.tail.split())
        stack.extend((child, skipped) for child in el if _local(child) is not None)
    return words
