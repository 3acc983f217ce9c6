r"""Markup loader: a web page (HTML, XHTML) or Akoma Ntoso XML -> ``Document``.

``Document.text`` conventions for markup (the rest of the contract is in ``model.py``; the
walk, what is left out and how structure is read, in ``markup_walk``):

- Blocks in reading (document) order separated by "\n\n", as in DOCX; inside a block "\n"
  only where the source breaks a line (``br``) or between a unit's number and its heading, and
  in tables between rows (cells " | ").
- One page (index 0, size 0: a web page has no pages); every real character maps to a glyph
  with no box, one glyph per run of words copied from one text node, as DOCX has one glyph per
  paragraph. ``Document.anchors`` says where each glyph lies in the source (element XPath,
  text or tail, character).
- Block properties: ``kind`` from the element (``h1``-``h6`` and unit headings: HEADING with
  ``level``; ``li``, EUR-Lex points: LIST_ITEM; quotations: QUOTE; tables: TABLE; the EUR-Lex
  document title: TITLE), ``style`` ``markup:<unit>`` for the units the markup marks
  (``markup_structure``), ``direction`` from the nearest ``dir`` (else the first strong
  character), ``language`` from the nearest ``lang``/``xml:lang`` when it is "en", "fr" or
  "ar" and the block's letters are mostly of that language's script (Arabic for "ar", Latin
  for "en"/"fr"), else detected from the block's text: pages misdeclare (the UAE Ministry of
  Justice's e-laws portal serves its Arabic laws in ``<html lang="en">``).
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from pathlib import Path

from lxml import etree

from inspector.document.language import block_languages, first_strong_is_rtl
from inspector.document.letter_counts import script_counts
from inspector.document.markup.parse import parse_markup
from inspector.document.markup.walk import Walk
from inspector.document.model import (
    Block,
    BlockKind,
    Direction,
    Document,
    Page,
    SourceAnchors,
)
from inspector.document.normalize import build_key_layer
from inspector.document.textbuild import TextBuilder
from inspector.errors import EmptyDocumentError, TooLargeError

BLOCK_SEPARATOR = "\n\n"
MAX_MARKUP_BYTES = 16 << 20
"""Markup files above 16 MiB are refused before they are parsed (the DOCX loader's limit for
its document part): the tree and the walk's pieces cost about 30 bytes of memory a byte of
markup (measured: 610 MB on a 20 MB EUR-Lex-like page), so this keeps a command under 1 GB.
The longest EUR-Lex acts and UK judgments are well below it."""
_KNOWN_LANGUAGES = frozenset({"en", "fr", "ar"})


def _block_language(declared: str, detected: str, text: str) -> str:
    """A block's language, given its markup's ``lang`` and the one detected from its text.

    ``declared`` when the rules know it and the block's letters agree with its script (mostly
    Arabic for "ar", mostly Latin otherwise), else ``detected`` (``declared`` still when
    nothing was detected). A block without letters (numbers, dashes) keeps ``declared``.
    """
    if declared not in _KNOWN_LANGUAGES:
        return detected
    arabic, latin = script_counts(text)
    if (arabic or latin) and (arabic > latin) != (declared == "ar"):
        return detected or declared
    return declared


def load_markup(
    path: Path,
    data: bytes,
    fingerprint: str,
    kind: str,
    *,
    should_cancel: Callable[[], bool] | None = None,
) -> Document:
    """Load a web page (``kind`` "html") or an Akoma Ntoso document (``kind`` "akn").

    Raises:
        UnsupportedFileError: the file declares entities (refused).
        DamagedFileError: the XML is not well formed.
        EmptyDocumentError: no text outside navigation and page furniture.
        TooLargeError: above ``MAX_MARKUP_BYTES``.
        Cancelled: ``should_cancel`` returned True.
    """
    if len(data) > MAX_MARKUP_BYTES:
        raise TooLargeError(
            f"{path.name} is {len(data) / 2**20:,.1f} MiB of markup; web pages and Akoma Ntoso "
            f"files above {MAX_MARKUP_BYTES >> 20} MiB are not opened."
        )
    root = parse_markup(data, path.name, kind)
    walk = Walk(akn=kind == "akn", should_cancel=should_cancel)
    walk.run(root)
    if not walk.blocks:
        raise EmptyDocumentError(f"{path.name} contains no text outside navigation and menus.")
    builder = TextBuilder()
    starts: list[int] = []
    ends: list[int] = []
    contents: list[str] = []
    element_of: array[int] = array("i")
    tail_of = bytearray()
    char_of: array[int] = array("i")
    text_of: array[int] = array("i")
    for index, block in enumerate(walk.blocks):
        if index:
            builder.append(BLOCK_SEPARATOR)
        starts.append(len(builder))
        for text, anchor in block.pieces:
            if anchor is None:
                builder.append(text)
                continue
            element, tail, char = anchor
            text_of.append(len(builder))
            glyph = builder.add_glyph(0, None)
            element_of.append(element)
            tail_of.append(1 if tail else 0)
            char_of.append(char)
            builder.append(text, [glyph] * len(text))
        ends.append(len(builder))
        contents.append(block.text())
    text, offset_map = builder.finish()
    detected = block_languages(contents)
    blocks = []
    for index, block in enumerate(walk.blocks):
        language = _block_language(block.language, detected[index], contents[index])
        if block.direction:
            direction = Direction.RTL if block.direction == "rtl" else Direction.LTR
        else:
            direction = Direction.RTL if first_strong_is_rtl(contents[index]) else Direction.LTR
        blocks.append(
            Block(
                index=index,
                kind=block.kind,
                page_index=0,
                text_start=starts[index],
                text_end=ends[index],
                direction=direction,
                language=language,
                level=block.level,
                style=block.style,
            )
        )
    anchors = SourceAnchors(
        paths=element_paths(walk.elements),
        element_of=element_of,
        tail_of=bytes(tail_of),
        char_of=char_of,
        text_of=text_of,
    )
    title = walk.title or _title_of(text, blocks)
    return Document(
        source_path=str(path),
        source_kind="akn" if kind == "akn" else "html",
        fingerprint=fingerprint,
        text=text,
        key=build_key_layer(text),
        offset_map=offset_map,
        pages=(Page(0, 0.0, 0.0, 0, len(text)),),
        blocks=tuple(blocks),
        title=title,
        metadata=_metadata(root, kind),
        anchors=anchors,
    )


def element_paths(elements: list[etree._Element]) -> tuple[str, ...]:
    """An XPath of each element, by position among its parent's elements: ``/*[1]/*[3]``.

    One pass over the children of each parent met (libxml2's own ``getpath`` counts an
    element's preceding siblings for each call: quadratic on a body of thousands of
    paragraphs). ``*`` matches elements of any namespace, so the path holds for Akoma Ntoso
    and HTML alike. The parents' children are held while this runs, so that lxml keeps
    returning the same proxy for each.
    """
    positions: dict[etree._Element, dict[etree._Element, int]] = {}
    memo: dict[etree._Element, str] = {}

    def path(element: etree._Element) -> str:
        found = memo.get(element)
        if found is not None:
            return found
        parent = element.getparent()
        if parent is None:
            found = "/*"
        else:
            places = positions.get(parent)
            if places is None:
                children = parent.iterchildren(etree.Element)  # elements only
                places = positions[parent] = {child: n for n, child in enumerate(children, 1)}
            found = f"{path(parent)}/*[{places[element]}]"
        memo[element] = found
        return found

    return tuple(path(element) for element in elements)


def _title_of(text: str, blocks: list[Block]) -> str:
    for block in blocks:
        if block.kind is BlockKind.TITLE:
            return " ".join(text[block.text_start : block.text_end].split())
    return ""


def _metadata(root: etree._Element, kind: str) -> dict[str, str]:
    """The identity an Akoma Ntoso document states of its work (``FRBRWork``), by key.

    ``name`` (``FRBRname``: a case name, or an act's citation such as "2023 c. 29"), ``work``
    (``FRBRuri``), ``date`` (``FRBRdate/@date``, the work's date: judgment, hearing,
    enactment; its ``@name`` in ``date_name``), ``country`` (``FRBRcountry``: ISO 3166, with a
    subdivision after "-": "GB-UKM") and ``number`` (``FRBRnumber``), each when present and
    not empty. The expression's and manifestation's dates (a consolidation, a conversion) are
    not the work's. Web pages state none: {}.
    """
    if kind != "akn":
        return {}
    out: dict[str, str] = {}
    work = next(
        (e for e in root.iter() if str(e.tag).rsplit("}", 1)[-1] == "FRBRWork"),
        root,  # no FRBRWork: the first of each element, as before
    )
    wanted = {
        "FRBRname": ("name", "value"),
        "FRBRuri": ("work", "value"),
        "FRBRdate": ("date", "date"),
        "FRBRcountry": ("country", "value"),
        "FRBRnumber": ("number", "value"),
    }
    for element in work.iter():
        tag: object = element.tag  # a processing instruction's tag is not a string
        if not isinstance(tag, str):
            continue
        key, attribute = wanted.get(tag.rsplit("}", 1)[-1], ("", ""))
        if not key or key in out:
            continue
        value = " ".join(str(element.get(attribute) or "").split())
        if value:
            out[key] = value
            if key == "date" and element.get("name"):
                out["date_name"] = str(element.get("name"))
    return out


__all__ = ["load_markup"]
