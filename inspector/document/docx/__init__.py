r"""DOCX loader: a Word document -> ``Document``, with Word's numbering labels in the text.

``Document.text`` conventions for DOCX (the rest of the contract is in ``model.py``):

- Blocks in body order, separated by "\n\n": one per paragraph (title, heading, paragraph,
  list item, quote) and **one per table**. A table's text is its rows separated by "\n" and
  each row's cells separated by " | "; inside a cell, paragraphs (nested tables' included)
  are joined by a single space and line breaks become spaces, so every table row is exactly
  one line. Deleted rows (tracked changes) are left out.
- Inside a paragraph: ``w:br`` is "\n", ``w:tab`` is "\t"; whitespace at either end of a
  paragraph is dropped; a paragraph with neither text nor numbering label makes no block.
- Word automatic numbering is rendered ("1.", "1.1", "(a)", "(iv)", "المادة ١", see
  ``numbering``) and put before the paragraph's text with the separator ``w:suff``
  asks for (a tab by default, a space, or nothing). Label and separator are synthetic
  characters (no glyph); ``Block.text_start`` is the label's start. A numbered paragraph
  with no text still makes a block holding just its label, as Word shows it.
- Tracked changes appear accepted; field results replace their codes; content controls show
  their content (details in ``walk``). ``metadata["tracked_changes"]`` is "accepted"
  when the file had any revision marks.
- Not in the text: page headers and footers (page furniture, which PDFs need to detect, is
  simply absent here), footnotes and endnotes (their place in the reading order is only a
  reference mark; appended at the end they would join the last unit of the document), comments,
  text boxes and drawings.
- Every real character maps to a glyph with its page index and no box (one glyph per
  paragraph and page, see ``walk``). Pages come from explicit breaks only (page breaks,
  page break before, section breaks starting a new page); ``Page.width``/``height`` are the
  section's page size in points (0 when the section does not say). Pages tile the text: a
  page's range starts at its first block's label; empty pages (two breaks in a row) have
  empty ranges. Trailing empty pages are not represented.

Block properties: ``kind`` from the paragraph style chain ("Title" -> TITLE; "Heading N" or an
outline level 0-8, direct or inherited -> HEADING with ``level`` N; "Quote"/"Intense Quote"
-> QUOTE; numbered -> LIST_ITEM), ``style`` the style's name as Word shows it,
``direction`` from ``w:bidi`` (direct, style chain, document defaults; when none of them sets
it, the first strong character of the text decides, so an Arabic paragraph whose author never
set the direction still reads right-to-left), ``language`` from ``block_languages`` on the
blocks' own texts (without their labels).

How (one module per step, each a plain walk over the XML):

- ``package``: the ZIP package opened with ``zipfile`` under size limits (zip bombs), the parts
  found by relationship and parsed with a hardened lxml parser (no entities, DTDs or network);
- ``styles``: paragraph styles resolved through their ``basedOn`` chains;
- ``numbering`` (with ``numformat``): Word's list labels rendered as Word shows them;
- ``walk``: one pass over the body's elements in order, paragraphs (``paragraphs`` for their
  properties, ``inline`` for their runs) and tables (``tables``), laid out by ``blocks``.

The body is walked on the lxml tree rather than through python-docx's object layer, which
does not list paragraphs inside content controls, tracked insertions or fields and drops the
numbering labels. Timings: ``bench/results/docx_load.md``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from inspector.document.docx.numbering import Numbering
from inspector.document.docx.ooxml import W
from inspector.document.docx.package import Package
from inspector.document.docx.paragraphs import sections_of
from inspector.document.docx.styles import Styles
from inspector.document.docx.walk import BodyWalker
from inspector.document.language import block_languages
from inspector.document.model import Block, BlockKind, Document, Page
from inspector.document.normalize import build_key_layer
from inspector.document.textbuild import TextBuilder
from inspector.errors import DamagedFileError, EmptyDocumentError

_CORE_NS = {
    "dc": "http://purl.org/dc/elements/1.1/",
    "dcterms": "http://purl.org/dc/terms/",
    "cp": "http://schemas.openxmlformats.org/package/2006/metadata/core-properties",
}
_CORE_FIELDS = {
    "author": "dc:creator",
    "last_modified_by": "cp:lastModifiedBy",
    "created": "dcterms:created",
    "modified": "dcterms:modified",
}


def load_docx(
    path: Path,
    data: bytes,
    fingerprint: str,
    *,
    on_progress: Callable[[int, int], None] | None = None,
    should_cancel: Callable[[], bool] | None = None,
) -> Document:
    """Load a Word document (see the module docstring for the text conventions).

    Args:
        path: Where the file was read from (recorded, and named in messages).
        data: The file's bytes.
        fingerprint: SHA-256 of ``data``, hex.
        on_progress: Called with ``(done, total)`` top-level body elements while loading.
        should_cancel: Polled while loading; returning True raises ``Cancelled``.

    Raises:
        UnsupportedFileError: Not a Word document (another format, encrypted, old ``.doc``).
        DamagedFileError: The main document part is missing or a needed part is broken.
        TooLargeError: The package would decompress beyond the limits (zip bomb).
        EmptyDocumentError: The document has no text at all.
        Cancelled: ``should_cancel`` returned True.
    """
    return _load(path, data, fingerprint, on_progress, should_cancel)


def _load(
    path: Path,
    data: bytes,
    fingerprint: str,
    on_progress: Callable[[int, int], None] | None,
    should_cancel: Callable[[], bool] | None,
) -> Document:
    package = Package(path, data)
    raw = package.part_bytes(package.main_part)
    main = package.parse(raw, what="the main document part") if raw else None
    body = main.find(W.body) if main is not None else None
    if body is None:
        raise DamagedFileError(f"{path.name} is damaged: the main document part has no body.")
    styles = Styles(
        package.xml(package.related_part("styles", "word/styles.xml"), what="the styles part")
    )
    numbering = Numbering(
        package.xml(
            package.related_part("numbering", "word/numbering.xml"), what="the numbering part"
        ),
        styles.numbering_style_num_id,
    )
    builder = TextBuilder()
    walker = BodyWalker(
        builder,
        styles,
        numbering,
        sections_of(body),
        on_progress=on_progress,
        should_cancel=should_cancel,
    )
    walker.walk(body)
    if not walker.has_text:
        raise EmptyDocumentError(f"{path.name} contains no text.")
    text, offset_map = builder.finish()

    records = walker.blocks
    languages = block_languages(walker.contents)  # each block's text without its label
    blocks = tuple(
        Block(
            index=index,
            kind=record.kind,
            page_index=record.page_index,
            text_start=record.start,
            text_end=record.end,
            direction=record.direction,
            language=language,
            level=record.level,
            style=record.style,
        )
        for index, (record, language) in enumerate(zip(records, languages, strict=True))
    )
    starts = walker.page_starts or [0]
    pages = tuple(
        Page(
            index=index,
            width=walker.page_sizes[index][0],
            height=walker.page_sizes[index][1],
            text_start=start,
            text_end=starts[index + 1] if index + 1 < len(starts) else len(text),
        )
        for index, start in enumerate(starts)
    )
    metadata = _core_properties(package)
    if walker.tracked_changes:
        metadata["tracked_changes"] = "accepted"
    title = metadata.pop("title", "")
    if not title:
        first = next((record for record in records if record.kind is BlockKind.TITLE), None)
        if first is not None:
            title = text[first.content_start : first.end]
    return Document(
        source_path=str(path),
        source_kind="docx",
        fingerprint=fingerprint,
        text=text,
        key=build_key_layer(text),
        offset_map=offset_map,
        pages=pages,
        blocks=blocks,
        title=title,
        metadata=metadata,
    )


def _core_properties(package: Package) -> dict[str, str]:
    """Title, author and dates from ``docProps/core.xml`` (empty when absent or broken)."""
    try:
        core = package.xml(
            package.package_part("core-properties", "docProps/core.xml"),
            what="the document properties",
        )
    except DamagedFileError:
        return {}  # properties are a convenience: a broken part must not block the text
    if core is None:
        return {}
    # The first child of each name, as findtext() would take it, in one pass (findtext goes
    # through ElementPath, several times the cost for the five names read).
    texts: dict[str, str] = {}
    for child in core:
        tag: object = child.tag  # a processing instruction's tag is not a string
        if isinstance(tag, str) and tag not in texts:
            texts[tag] = child.text or ""
    out = {}
    for key, name in (("title", "dc:title"), *_CORE_FIELDS.items()):
        value = texts.get(_clark(name))
        if value is not None and value.strip():
            out[key] = value.strip()
    return out


def _clark(name: str) -> str:
    """``"dc:title"`` as a Clark name (``{uri}title``), with the prefixes of ``_CORE_NS``."""
    prefix, _, local = name.partition(":")
    return f"{{{_CORE_NS[prefix]}}}{local}"


__all__ = ["load_docx"]
