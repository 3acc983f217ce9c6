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
  ``docx_numbering``) and put before the paragraph's text with the separator ``w:suff``
  asks for (a tab by default, a space, or nothing). Label and separator are synthetic
  characters (no glyph); ``Block.text_start`` is the label's start. A numbered paragraph
  with no text still makes a block holding just its label, as Word shows it.
- Tracked changes appear accepted; field results replace their codes; content controls show
  their content (details in ``docx_body``). ``metadata["tracked_changes"]`` is "accepted"
  when the file had any revision marks.
- Not in the text: page headers and footers (page furniture, which PDFs need to detect, is
  simply absent here), footnotes and endnotes (their place in the reading order is only a
  reference mark; appended at the end they would join the last unit of the document), comments,
  text boxes and drawings.
- Every real character maps to a glyph with its page index and no box (one glyph per
  paragraph and page, see ``docx_body``). Pages come from explicit breaks only (page breaks,
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

Speed: parts are read with ``zipfile`` and parsed once with lxml. The styles part is checked
whole without a tree, then cut by bytes into its styles: a small document holds the short ones
whole and the others (table styles, mostly: 300 of Word's 350 KB) as their start tags, each
parsed when the loader first reads it (``docx_styles_cut``); a part the cut is not sure of is
parsed without the table formatting and run properties the loader never reads
(``docx_package.parse_xml_pruned``). A main part of 256 KiB or more is not parsed whole:
its body's bytes are cut into the top-level children and each distinct child
is parsed once, in a small document (``docx_distinct``; the long benchmark law repeats most
of its paragraphs and tables and parses about an eighth of its bytes), the walk going over
the real order with each child's index; anything the cut is not sure of, or a body that
repeats too little, sends the whole part to lxml as before. The body is walked on the lxml
tree (python-docx's object layer would cost more than the whole load budget: opening a
package with ``docx.Document`` parses every part through its custom element classes, about
1.2x the time of reading the three parts the text needs). Plain paragraphs (runs of text,
no fields, revisions, hidden text or page breaks: nearly all of a legal document) and plain
tables come from one XSLT pass in C as flat records, one per distinct child
(``docx_records``: text and a key of the paragraph's properties, read once per key); each
distinct child is prepared once (``docx_prepared``), and a stretch of paragraphs that each
write one block on the current page is written in one call from per-child columns, list
labels worked out first (``BlockWriter.emit_run``), so a paragraph costs a few C-level map
steps rather than Python calls; the rest is read element by element (``docx_plain`` for
plain paragraphs met inside content controls or special tables, ``docx_inline`` for the
others). The offset map is built from glyph runs in one go and the blocks kept as columns
(``docx_block_writer``); list labels are worked out once per list and level
(``docx_numbering``); the block languages read each distinct block text once, as the
walker wrote it (one object per repeated text, hashed once), the letters of those that are
not ASCII counted together by one numpy table lookup (``letter_counts.script_counts_of_many``);
blocks are built column by column (``docx_blocks``). Checks on a part's bytes look for
single bytes first (memchr), not for two-byte strings, which cost about 0.7 ns a byte.
What remains is a few microseconds of Python per distinct paragraph (preparing it, its
language) and a fraction of one per repeat (bench/results/docx_load.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from inspector.document.docx_blocks import docx_blocks
from inspector.document.docx_body import BodyWalker
from inspector.document.docx_distinct import distinct_body
from inspector.document.docx_numbering import Numbering
from inspector.document.docx_package import Package
from inspector.document.docx_paragraphs import sections_in_order, sections_of
from inspector.document.docx_records import plain_records
from inspector.document.docx_styles_cut import read_styles
from inspector.document.docx_xml import W
from inspector.document.language import block_languages
from inspector.document.model import BlockKind, Document, Page
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
    raw = package.part_bytes(package.main_part) or b""
    distinct = distinct_body(raw)
    if distinct is not None:
        children, order = distinct.children, distinct.order
        sections = sections_in_order(distinct.root[0], order)
        plain = plain_records(distinct.root, distinct.raw, len(children))
    else:
        main = package.parse(raw, what="the main document part") if raw else None
        body = main.find(W.body) if main is not None else None
        if main is None or body is None:
            raise DamagedFileError(f"{path.name} is damaged: the main document part has no body.")
        children, order = list(body), None
        sections = sections_of(body)
        plain = plain_records(main, raw, len(children))
    styles = read_styles(package, package.related_part("styles", "word/styles.xml"))
    numbering = Numbering(
        package.xml(
            package.related_part("numbering", "word/numbering.xml"), what="the numbering part"
        ),
        styles.numbering_style_num_id,
    )
    builder = TextBuilder()
    walker = BodyWalker(
        builder, styles, numbering, sections, on_progress=on_progress, should_cancel=should_cancel
    )
    walker.walk(children, plain, order)
    if not walker.has_text:
        raise EmptyDocumentError(f"{path.name} contains no text.")
    text, offset_map = builder.finish()

    columns = walker.columns
    # the blocks' own texts as the walker wrote them: a repeated paragraph's is one object,
    # hashed once (slices of the text would be new strings, copied and hashed each)
    languages = block_languages(walker.contents)
    blocks = docx_blocks(
        columns.kind,
        columns.page_index,
        columns.start,
        columns.end,
        columns.direction,
        languages,
        columns.level,
        columns.style,
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
    if not title and BlockKind.TITLE in columns.kind:
        first = columns.kind.index(BlockKind.TITLE)
        title = text[columns.content_start[first] : columns.end[first]]
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
