"""The first pages of a long PDF, loaded on their own so their chunks can be shown early.

No Qt here: the load worker (:mod:`inspector.workers.load`) runs this before the full load.
Loading a 480-page law takes seconds; its first :data:`PREFIX_PAGES` pages a small share of
that (``bench/results/gui_open.md``).
The worker chunks them and sends the result as *provisional*: the window draws overlays on the
pages in view while the rest loads, then replaces them with the full result.

The prefix is a PDF of its own: the file's first pages copied by MuPDF (through the object the
document layer's :func:`~inspector.document.pdf.opening.open_pdf` returns; nothing here imports
PyMuPDF), loaded by the real PDF loader. Its text can differ from the full document's near the
cut (furniture is detected from fewer pages, a paragraph running on past the cut ends early),
which is why the full load always follows and its result alone is final. (Stays, issue 25
item 3: the window's first overlays wait for 6 pages, not 480; bench/results/pdf_load.md.)
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from inspector.errors import Cancelled

if TYPE_CHECKING:
    from inspector.document.model import Document

log = logging.getLogger(__name__)

PREFIX_PAGES = 6
"""Pages loaded and chunked first: more than a window shows at once at any usual zoom."""
MIN_PAGES = 3 * PREFIX_PAGES
"""Shorter PDFs load whole in well under a second: a provisional result would not pay off."""


def load_prefix(
    path: Path,
    password: str | None,
    should_cancel: Callable[[], bool] | None = None,
    pages: int = PREFIX_PAGES,
) -> Document | None:
    """The first ``pages`` pages of the PDF at ``path`` as a Document, or None.

    None when the file is not a PDF, has fewer than :data:`MIN_PAGES` pages (for the default
    prefix), or the prefix cannot be made for any reason: the full load that follows then
    reports what is wrong with the file, in the words the loaders use.

    The Document's pages are the prefix's only (0 to ``pages - 1``, the same indices and
    sizes as in the file); its fingerprint is that of the whole file.

    Raises:
        Cancelled: ``should_cancel`` returned True while the prefix loaded.
    """
    from inspector.document.load import fingerprint_of, read_document_bytes, sniff_kind
    from inspector.document.pdf.loader import load_pdf
    from inspector.document.pdf.ocr_settings import OcrSettings
    from inspector.document.pdf.opening import open_pdf

    try:
        # refuses what the full load refuses (too large, a FIFO...) without blocking
        data = read_document_bytes(path)
        if sniff_kind(data[:4096], path.name) != "pdf":
            return None
        source = open_pdf(data, path.name, password)
        try:
            if source.page_count < max(MIN_PAGES, pages + 1):
                return None
            # PyMuPDF leaves these unannotated (see inspector/document/pdf/render.py).
            source.select(list(range(pages)))  # type: ignore[no-untyped-call]
            # garbage=1 drops the objects only the other pages used: a small file, quick to load.
            subset: bytes = source.tobytes(garbage=1)  # type: ignore[no-untyped-call]
        finally:
            source.close()  # type: ignore[no-untyped-call]
        fingerprint = fingerprint_of(data)
        # (Never by OCR: seconds a page, and the full load reads those pages again anyway.)
        return load_pdf(
            path,
            subset,
            fingerprint,
            password=password,
            should_cancel=should_cancel,
            ocr=OcrSettings(mode="never"),
        )
    except Cancelled:
        raise
    except Exception:  # any problem: no provisional result, the full load speaks for the file
        log.info("no provisional prefix for %s", path.name, exc_info=True)
        return None


def pad_pages(document: Document, sizes: tuple[tuple[float, float], ...]) -> Document:
    """``document`` with a page for every entry of ``sizes``: those past its own are empty.

    The window draws overlays page by page over the file's pages; a prefix Document padded to
    the file's page count fits that. Added pages have no text (their range is the empty one at
    the end of the text) and a clean quality, so no banner shows on them while they load.

    Args:
        document: A Document whose pages are the first ``len(document.pages)`` of ``sizes``.
        sizes: ``(width, height)`` in points of every page of the file.
    """
    from dataclasses import replace

    from inspector.document.model import Page

    known = len(document.pages)
    if len(sizes) <= known:
        return document
    end = len(document.text)
    extra = tuple(
        Page(index, width, height, end, end)
        for index, (width, height) in enumerate(sizes[known:], start=known)
    )
    return replace(document, pages=document.pages + extra)
