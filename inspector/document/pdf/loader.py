# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Page and Document methods unannotated; results are typed where they are used.
"""The PDF loader: PDF bytes -> ``Document`` (text in reading order, offset map, blocks...).

Pipeline, per page then per document (each step in its own module):

1. ``pdf_open``: open and unlock, or raise a typed ``LoadError``.
2. ``pdf_rows`` (with ``pdf_clusters``): ``rawdict`` characters -> clusters -> visual rows;
   every glyph registered with the text builder.
3. ``pdf_tables``: ruled tables, read from the page's vector rules, and tables drawn without
   rules, read from the alignment of the page's rows.
4. ``pdf_quality``: garbage ratio; image-only pages. Pages without a usable text layer (or
   every page, ``--ocr always``) are read by OCR instead (``pdf_ocr``), one page at a time,
   into the same rows as a text layer.
5. ``pdf_furniture`` (whole document): running headers, footers and page numbers;
   ``pdf_footnotes`` (once blocks are planned): the notes at the foot of each page.
6. ``pdf_layout``: reading order (columns, full-width rows, tables) and paragraph grouping.
7. ``pdf_lines`` (with ``pdf_bidi``) / ``pdf_blocks`` / ``pdf_joins``: bidi reordering,
   repairs, normalisation, block kinds, dehyphenation, and assembly into one text with its
   offset map.
8. Here: block languages, the key layer, pages, blocks and excluded spans.

Extraction (steps 2–4) is most of the cost and reports progress page by page; cancellation is
checked before every page.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from inspector.document.language import block_languages
from inspector.document.model import (
    Block,
    BlockKind,
    Document,
    ExcludedSpan,
    Page,
    PageQuality,
)
from inspector.document.normalize import build_key_layer
from inspector.document.pdf.blocks import (
    PlannedBlock,
    assign_kinds,
    block_direction,
    plan_page,
    strong_balance,
)
from inspector.document.pdf.clusters import LigatureHabit
from inspector.document.pdf.footnotes import mark_footnotes
from inspector.document.pdf.furniture import BandLines, PageRowsView, find_furniture
from inspector.document.pdf.joins import JoinedText, Vocabulary, join_pages, vocabulary
from inspector.document.pdf.layout import (
    PageBlock,
    TextBlock,
    line_pitches,
    page_blocks,
    split_tables,
)
from inspector.document.pdf.lines import Line
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.ocr import ocr_failed_quality, ocr_page
from inspector.document.pdf.ocr_settings import DEFAULT_OCR, OcrSettings, wants_ocr
from inspector.document.pdf.ocr_tesseract import LanguageHint, OcrUnavailableError
from inspector.document.pdf.opening import MUPDF_ERRORS, open_pdf
from inspector.document.pdf.page_lines import Walked
from inspector.document.pdf.quality import (
    has_text,
    page_quality,
    text_page_quality,
    visible_count,
)
from inspector.document.pdf.rawdict import page_text_page
from inspector.document.pdf.rows import PageRows, Row, read_rows
from inspector.document.pdf.stext_lines import walk_text_page
from inspector.document.pdf.tables import (
    TableRegion,
    drop_layout_frames,
    find_table_regions,
    may_hold_table,
    unruled_table_regions,
)
from inspector.document.textbuild import TextBuilder
from inspector.errors import Cancelled, TooLargeError

_METADATA_KEYS = ("title", "author", "subject", "creator", "producer", "creationDate", "modDate")
_RELEASED = PageRows([], "")
MAX_GLYPHS = 3_000_000
"""Characters read from a PDF's pages before it is refused (about 1,000 full pages): every
page is read before any is laid out, about 200 bytes a character (measured: 1,000 pages of
5,000 characters peaked at 1.05 GB), and every command stays under 1 GB (README)."""
OCR_ERRORS: tuple[type[Exception], ...] = (OcrUnavailableError, *MUPDF_ERRORS)
"""What reading a page by OCR may raise that leaves the page unread but the load going on."""
_DAMAGED_PAGE = PageQuality(0.0, False, "page damaged: nothing could be read from it")


def load_pdf(
    path: Path,
    data: bytes,
    fingerprint: str,
    *,
    password: str | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    should_cancel: Callable[[], bool] | None = None,
    ocr: OcrSettings = DEFAULT_OCR,
) -> Document:
    """Load a PDF into a ``Document``.

    Args:
        path: Where the file came from (recorded, and its name used in messages).
        data: The file's bytes.
        fingerprint: SHA-256 of ``data``, hex.
        password: Password of an encrypted PDF.
        on_progress: Called as ``on_progress(done_pages, total_pages)`` after each page.
        should_cancel: Polled before each page (and while OCR runs); when it returns True,
            loading stops.
        ocr: Which pages are read by OCR, at what resolution, and the confidence below which
            an OCR'd page is flagged (``pdf_ocr``).

    Returns:
        The document; see ``inspector.document.model`` for its invariants.

    Raises:
        LoadError: A subclass saying why the file cannot be read (``pdf_open``).
        Cancelled: ``should_cancel`` returned True.
    """
    document = open_pdf(data, path.name, password)
    try:
        return _load(document, path, fingerprint, on_progress, should_cancel, ocr)
    finally:
        document.close()


class _Extracted:
    """Per-page results of the extraction pass."""

    def __init__(self) -> None:
        self.rows: list[PageRows] = []
        self.tables: list[list[TableRegion]] = []
        self.quality: list[PageQuality] = []
        self.sizes: list[tuple[float, float]] = []


def _load(
    document: pymupdf.Document,
    path: Path,
    fingerprint: str,
    on_progress: Callable[[int, int], None] | None,
    should_cancel: Callable[[], bool] | None,
    ocr: OcrSettings = DEFAULT_OCR,
) -> Document:
    builder = TextBuilder()
    extracted = _extract(document, builder, on_progress, should_cancel, ocr)
    band_lines: BandLines = {}  # (furniture rows are planned from these)
    furniture = find_furniture(
        [
            PageRowsView(rows.rows, height)
            for rows, (_, height) in zip(extracted.rows, extracted.sizes, strict=True)
        ],
        band_lines,
    )
    pitches = line_pitches(page.rows for page in extracted.rows)
    body_sizes = _body_sizes(extracted.rows)
    page_band_lines: list[dict[int, tuple[bool, list[Line]]]] = [{} for _ in extracted.rows]
    for (page_index, row_index), lines in band_lines.items():
        page_band_lines[page_index][row_index] = lines
    planned: list[list[PlannedBlock]] = []
    for index, page_rows in enumerate(extracted.rows):
        page_rtl = strong_balance(page_rows.rows) > 0
        blocks = _page_layout(
            page_rows,
            extracted.tables[index],
            furniture[index],
            page_rtl,
            pitches,
            page_band_lines[index],
            extracted.quality[index].ocr,
        )
        planned.append(plan_page(blocks, index, page_rtl))
        extracted.rows[index] = _RELEASED  # its lines are planned: free the rows' memory
    mark_footnotes(planned, body_sizes)
    everything = [block for page in planned for block in page]
    assign_kinds(everything, body_sizes)
    words = vocabulary(everything)
    return _assemble(document, path, fingerprint, builder, extracted, planned, words)


def _extract(
    document: pymupdf.Document,
    builder: TextBuilder,
    on_progress: Callable[[int, int], None] | None,
    should_cancel: Callable[[], bool] | None,
    ocr: OcrSettings = DEFAULT_OCR,
) -> _Extracted:
    extracted = _Extracted()
    habit = LigatureHabit()
    hint = LanguageHint()  # (the models OCR'd pages are read with: ``pdf_ocr_tesseract``)
    count = document.page_count
    for index in range(count):
        if should_cancel is not None and should_cancel():
            raise Cancelled("Loading was cancelled.")
        page = document.load_page(index)
        rect = page.rect
        extracted.sizes.append((float(rect.width), float(rect.height)))
        page_rect = (rect.x0, rect.y0, rect.x1, rect.y1)
        rawdict: dict[str, Any] | None = None
        walked: Walked | None = None
        if ocr.mode == "always":
            _read_by_ocr(page, index, extracted, builder, habit, hint, ocr, should_cancel, None)
            if on_progress is not None:
                on_progress(index + 1, count)
            continue
        try:
            textpage = page_text_page(page)
            rotation = tuple(page.rotation_matrix) if page.rotation else None
            # The text page walked by the compiled reader when it can (the same facts without
            # rawdict's dict per character); otherwise, or on a rotated page, its rawdict.
            # (Stays, issue 25 items 1 and 3: about half the load, bench/results/pdf_load.md.)
            walked = walk_text_page(textpage, page_rect) if rotation is None else None
            if walked is None:
                rawdict = textpage.extractRAWDICT()
        except MUPDF_ERRORS:
            pass
        textpage = None  # (freed here: nothing read from it refers to it)
        if rawdict is None and walked is None:
            extracted.rows.append(PageRows([], ""))
            extracted.tables.append([])
            extracted.quality.append(_DAMAGED_PAGE)
        else:
            page_rows = read_rows(
                rawdict, index, page_rect, builder, habit, rotation, walked=walked
            )
            quality = _quality(page, page_rows, document)
            if wants_ocr(ocr.mode, quality):
                # (The text layer's glyphs stay registered, unused: no text refers to them.)
                _read_by_ocr(
                    page, index, extracted, builder, habit, hint, ocr, should_cancel, quality
                )
            else:
                if ocr.mode == "auto" and page_rows.chars:
                    hint.add_text(page_rows.chars)
                extracted.rows.append(page_rows)
                regions: list[TableRegion] = []
                if may_hold_table(page_rows.rows):
                    regions = find_table_regions(page)
                    regions = drop_layout_frames(regions, page_rows.rows, page_rect[3])
                    regions += unruled_table_regions(page_rows.rows, regions)
                    regions.sort(key=lambda region: region.bbox[1])
                extracted.tables.append(regions)
                extracted.quality.append(quality)
            if builder.next_glyph_id() > MAX_GLYPHS:
                raise TooLargeError(
                    f"The PDF holds more than {MAX_GLYPHS:,} characters of text (page "
                    f"{index + 1} of {count}); split it into smaller documents."
                )
        if on_progress is not None:
            on_progress(index + 1, count)
    return extracted


def _read_by_ocr(
    page: pymupdf.Page,
    index: int,
    extracted: _Extracted,
    builder: TextBuilder,
    habit: LigatureHabit,
    hint: LanguageHint,
    ocr: OcrSettings,
    should_cancel: Callable[[], bool] | None,
    quality: PageQuality | None,
) -> None:
    """Read page ``index`` by OCR into ``extracted`` (``pdf_ocr``).

    ``quality``: its text layer's, kept with the failure's reason when OCR cannot run (the
    load goes on).
    """
    rect = page.rect
    page_rect = (rect.x0, rect.y0, rect.x1, rect.y1)
    try:
        read = ocr_page(page, hint, ocr, should_cancel)
    except OCR_ERRORS as error:
        extracted.rows.append(PageRows([], ""))
        extracted.tables.append([])
        extracted.quality.append(ocr_failed_quality(quality, error))
        return
    extracted.rows.append(read_rows(read.rawdict, index, page_rect, builder, habit))
    extracted.tables.append([])  # (a scanned page has no vector rules to find tables by)
    extracted.quality.append(read.quality)


def _quality(page: pymupdf.Page, page_rows: PageRows, document: pymupdf.Document) -> PageQuality:
    """The page's quality; images and drawings are only looked at on pages without text."""
    if has_text(page_rows.chars):
        return text_page_quality(page_rows.chars)
    # Asked here, before anything else is read of the page, as it was before the call (MuPDF
    # may repair a file while loading pages); pages with text never need it.
    repaired = bool(document.is_repaired)
    visible = visible_count(page_rows.chars)
    area = max(float(page.rect.width * page.rect.height), 1.0)
    try:
        images = page.get_image_info()
        drawings = len(page.get_cdrawings())
    except MUPDF_ERRORS:
        return _DAMAGED_PAGE
    covered = sum(
        max(0.0, float(i["bbox"][2] - i["bbox"][0])) * max(0.0, float(i["bbox"][3] - i["bbox"][1]))
        for i in images
    )
    quality = page_quality(page_rows.chars, min(covered / area, 1.0), drawings, visible)
    if repaired and quality.has_text_layer and not images and not drawings and not page_rows.rows:
        return PageQuality(
            0.0, False, "page empty: the file is damaged and this page was not recovered"
        )
    return quality


def _body_sizes(pages: list[PageRows]) -> tuple[float, float]:
    """The most common font size of left-to-right and of right-to-left text (points).

    Bilingual documents often set Arabic larger than Latin text (13 pt against 11 pt in the
    samples); each block is compared with the body size of its own direction.
    """
    ltr: Counter[float] = Counter()
    rtl: Counter[float] = Counter()
    for page in pages:
        for row in page.rows:
            (rtl if row.rtl_strong > row.ltr_strong else ltr)[row.size] += len(row.texts)
    ltr_size = ltr.most_common(1)[0][0] if ltr else 0.0
    rtl_size = rtl.most_common(1)[0][0] if rtl else 0.0
    return (ltr_size or rtl_size or 10.0, rtl_size or ltr_size or 10.0)


def _page_layout(
    page_rows: PageRows,
    tables: list[TableRegion],
    furniture: dict[int, str],
    page_rtl: bool,
    pitches: dict[float, float],
    made: dict[int, tuple[bool, list[Line]]],
    ocr: bool = False,
) -> list[PageBlock]:
    """Furniture blocks (top ones first, bottom ones last) around the body in reading order.

    ``made``: by row index, the logical lines furniture detection made for the rows in a band
    (``BandLines``). Furniture blocks, and body blocks of one such row, carry them
    (``TextBlock.made``): most rows in a band that are not furniture are a block of their
    own (a heading at the top of a page), planned from these lines instead of made again.
    ``ocr``: the page was read by OCR (``page_blocks`` then also starts a block at a unit
    label line).
    """
    body = [row for k, row in enumerate(page_rows.rows) if k not in furniture]
    body_rows, table_blocks = split_tables(body, tables)
    blocks = page_blocks(body_rows, table_blocks, page_rtl, pitches, ocr)
    # (By the row itself: the body keeps the page's row objects, but for the parts of rows
    # that tables cut, which are new rows and are not found.)
    body_made = {id(page_rows.rows[k]): lines for k, lines in made.items() if k not in furniture}
    if body_made:
        for block in blocks:
            if isinstance(block, TextBlock) and len(block.rows) == 1:
                block.made = body_made.get(id(block.rows[0]))
    if not furniture:
        return blocks
    blocks = _joined_across_furniture(blocks, [page_rows.rows[k] for k in furniture])
    marked = sorted(
        ((page_rows.rows[k], reason, made.get(k)) for k, reason in furniture.items()),
        key=lambda item: (item[0].baseline, item[0].bbox[0]),
    )
    body_top = min((b.bbox[1] for b in blocks), default=float("inf"))
    marked_blocks = [TextBlock([row], -1, reason, lines) for row, reason, lines in marked]
    above = [block for block in marked_blocks if block.bbox[1] < body_top]  # (a row's own box)
    below = [block for block in marked_blocks if block.bbox[1] >= body_top]
    return [*above, *blocks, *below]


_SENTENCE_END = frozenset(".:;!?؟")


def _joined_across_furniture(blocks: list[PageBlock], furniture: list[Row]) -> list[PageBlock]:
    """``blocks`` with a paragraph that a furniture row interrupts made one block again.

    A page number printed in the flow (``pdf_furniture``) often falls in the middle of a
    sentence: the rows above it end without a sentence end and the rows below it start with
    a lower-case letter. Two consecutive left-to-right text blocks like that, with a
    furniture row between them, are one paragraph.
    """
    out: list[PageBlock] = []
    for block in blocks:
        previous = out[-1] if out else None
        if (
            isinstance(block, TextBlock)
            and isinstance(previous, TextBlock)
            and not previous.furniture
            and _continues_across(previous.rows[-1], block.rows[0], furniture)
        ):
            out[-1] = TextBlock([*previous.rows, *block.rows], previous.flow)
            continue
        out.append(block)
    return out


def _continues_across(last: Row, first: Row, furniture: list[Row]) -> bool:
    """Whether ``first`` goes on with the sentence that ``last`` left off.

    Only across a furniture row lying between them, and only in left-to-right text.
    """
    if last.rtl_strong or first.rtl_strong:
        return False
    before, after = last.text.rstrip(), first.text.lstrip()
    if not before or not after or before[-1] in _SENTENCE_END or not after[0].islower():
        return False
    return any(last.bbox[3] <= row.bbox[1] and row.bbox[3] <= first.bbox[1] for row in furniture)


def _assemble(
    document: pymupdf.Document,
    path: Path,
    fingerprint: str,
    builder: TextBuilder,
    extracted: _Extracted,
    planned: list[list[PlannedBlock]],
    words: Vocabulary,
) -> Document:
    joined = join_pages(planned, words, builder)
    text, offset_map = builder.finish()
    starts = joined.page_starts
    pages = tuple(
        Page(
            index,
            width,
            height,
            starts[index],
            starts[index + 1] if index + 1 < len(starts) else len(text),
            extracted.quality[index],
        )
        for index, (width, height) in enumerate(extracted.sizes)
    )
    blocks: list[Block] = []
    excluded: list[ExcludedSpan] = []
    everything = [block for page in planned for block in page]
    languages = _block_languages(joined)
    for block, (start, end), language in zip(everything, joined.spans, languages, strict=True):
        if end <= start:
            continue
        if block.kind == BlockKind.FURNITURE:
            excluded.append(ExcludedSpan(start, end, block.furniture))
        blocks.append(
            Block(  # (by position, in the field order: a third cheaper than by keyword)
                len(blocks),  # index
                block.kind,
                block.page_index,
                start,  # text_start
                end,  # text_end
                block_direction(block),
                language,
                block.level,
                block.size or None,  # font_size
                block.bold,
                block.bbox,
            )
        )
    metadata = {
        key: str(value)
        for key, value in (document.metadata or {}).items()
        if key in _METADATA_KEYS and value
    }
    if document.is_repaired:
        metadata["repaired"] = "true"
    title = metadata.get("title", "") or next(
        (text[b.text_start : b.text_end] for b in blocks if b.kind == BlockKind.TITLE), ""
    )
    return Document(
        source_path=str(path),
        source_kind="pdf",
        fingerprint=fingerprint,
        text=text,
        key=build_key_layer(text),
        offset_map=offset_map,
        pages=pages,
        blocks=tuple(blocks),
        excluded=tuple(excluded),
        title=title,
        metadata=metadata,
    )


def _block_languages(joined: JoinedText) -> list[str]:
    """The language of each block, in text order (``language.block_languages``)."""
    return block_languages(joined.block_texts)
