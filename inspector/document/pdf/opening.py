# mypy: disallow-untyped-calls=False
# PyMuPDF leaves open, authenticate and load_page unannotated; types are pinned here.
"""Open a PDF from its bytes, turning every way it can fail into a typed, readable error.

Used by the text loader (``pdf.load_pdf``) and meant for the page renderer too: open with
``open_pdf`` (or, for a file opened lazily from disk, call ``check_header`` on its first bytes
and ``unlock`` and ``check_pages`` on the opened document), then use the document on one
thread only (PyMuPDF is not thread-safe).

What a user can meet, and what they are told:

- not a PDF at all (no ``%PDF-`` in the first 1024 bytes, where readers accept it):
  ``UnsupportedFileError`` naming what the file looks like ("an HTML page", "a ZIP archive",
  "a Word document (DOCX)", "plain text", an image...);
- empty file (0 bytes), or a valid PDF with no pages: ``EmptyDocumentError``;
- damaged: MuPDF cannot open it, or repaired it and then found no page, or a page cannot be
  loaded: ``DamagedFileError``. MuPDF silently repairs many truncated files; when it did and
  the pages load, the document is returned (``document.is_repaired`` tells callers);
- encrypted: ``PasswordRequired`` saying whether a password is needed or the one given is
  wrong.

MuPDF prints its own errors and warnings to stdout by default, which would corrupt the output
of ``inspector text``; they are switched off here (process-wide: they only ever duplicate what
the exceptions say).
"""

from __future__ import annotations

import io
import zipfile

from inspector.document.pdf.mupdf import pymupdf
from inspector.errors import (
    DamagedFileError,
    EmptyDocumentError,
    PasswordRequired,
    UnsupportedFileError,
)

HEADER = b"%PDF-"
HEADER_WINDOW = 1024
"""Acrobat and MuPDF accept the header anywhere in the first 1024 bytes (after junk that some
generators and mail gateways prepend)."""

MUPDF_ERRORS: tuple[type[Exception], ...] = (RuntimeError, ValueError, pymupdf.mupdf.FzErrorBase)
"""What PyMuPDF raises on a bad file or page: its own errors derive from RuntimeError, MuPDF's
from ``FzErrorBase``, and closed or encrypted documents give ValueError."""

pymupdf.TOOLS.mupdf_display_errors(False)
pymupdf.TOOLS.mupdf_display_warnings(False)


_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"%!PS", "a PostScript file"),
    (b"{\\rtf", "an RTF document"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old Word or Office document (.doc)"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"Rar!", "a RAR archive"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"),
)


def open_pdf(data: bytes, name: str, password: str | None = None) -> pymupdf.Document:
    """Open a PDF held in memory and check that its pages can be read.

    Args:
        data: The file's bytes.
        name: The file name shown in messages ("contract.pdf").
        password: The user or owner password of an encrypted PDF, if the user gave one.

    Returns:
        The open, unlocked document with at least one page; the caller closes it.

    Raises:
        UnsupportedFileError: The bytes are not a PDF.
        EmptyDocumentError: The file is empty or the PDF has no pages.
        DamagedFileError: The PDF is corrupt or truncated beyond repair.
        PasswordRequired: The PDF is encrypted and the password is missing or wrong.
    """
    check_header(data[:HEADER_WINDOW], name, len(data), data)
    try:
        document = pymupdf.Document(stream=data, filetype="pdf")
    except MUPDF_ERRORS as error:  # FileDataError, EmptyFileError, MuPDF errors
        raise DamagedFileError(f"{name} is damaged and could not be opened.") from error
    try:
        if not document.is_pdf:  # MuPDF sniffs content and may open another format
            raise UnsupportedFileError(f"{name} is not a PDF.")
        unlock(document, name, password)
        check_pages(document, name)
    except BaseException:
        document.close()
        raise
    return document


def check_header(head: bytes, name: str, size: int, data: bytes | None = None) -> None:
    """Raise unless ``head`` (the first 1024 bytes) starts like a PDF.

    Args:
        head: The first ``HEADER_WINDOW`` bytes of the file (fewer if it is shorter).
        name: The file name for messages.
        size: The file's size in bytes.
        data: The whole file, when at hand, to tell a DOCX from other ZIP archives.

    Raises:
        EmptyDocumentError: The file has 0 bytes.
        UnsupportedFileError: There is no PDF header; the message says what the file looks like.
    """
    if size == 0:
        raise EmptyDocumentError(f"{name} is empty (0 bytes).")
    if HEADER in head:
        return
    raise UnsupportedFileError(f"{name} is not a PDF (it looks like {describe(head, data)}).")


def describe(head: bytes, data: bytes | None = None) -> str:
    """What a non-PDF file looks like, from its first bytes, e.g. "an HTML page"."""
    for signature, kind in _SIGNATURES:
        if head.startswith(signature):
            return kind
    if head.startswith(b"PK\x03\x04"):
        return _zip_kind(data)
    text = _as_text(head)
    if text is None:
        return "binary data of an unknown kind"
    start = text.lstrip("\ufeff \t\r\n").lower()
    if start.startswith(("<!doctype html", "<html", "<head", "<body")) or "<html" in start:
        return "an HTML page"
    if start.startswith("<?xml") or start.startswith("<"):
        return "an XML file"
    if start.startswith(("{", "[")):
        return "a JSON file"
    return "plain text"


def _zip_kind(data: bytes | None) -> str:
    if data is None:
        return "a ZIP archive"
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
    except (zipfile.BadZipFile, OSError, ValueError):
        return "a ZIP archive"
    if "word/document.xml" in names:
        return "a Word document (DOCX)"
    if any(n.startswith("xl/") for n in names):
        return "an Excel workbook"
    if any(n.startswith("ppt/") for n in names):
        return "a PowerPoint presentation"
    if "content.xml" in names:
        return "an OpenDocument file"
    return "a ZIP archive"


def _as_text(head: bytes) -> str | None:
    """``head`` decoded as text if it plausibly is text, else None."""
    for encoding in ("utf-8", "utf-16"):
        try:
            text = head.decode(encoding)
        except UnicodeDecodeError:
            # A multi-byte character cut at the window's end is still text.
            try:
                text = head[:-3].decode(encoding) if len(head) > 3 else ""
            except UnicodeDecodeError:
                continue
        printable = sum(1 for c in text if c.isprintable() or c in "\r\n\t")
        if text and printable >= 0.95 * len(text):
            return text
    return None


def unlock(document: pymupdf.Document, name: str, password: str | None) -> None:
    """Authenticate an encrypted document, or raise ``PasswordRequired``.

    An owner-password-only PDF (printable but "protected" against editing) opens without one.
    """
    if not document.needs_pass:
        return
    if password is None or password == "":
        raise PasswordRequired(f"{name} is protected by a password. Enter it to open the file.")
    # authenticate() returns 0 for a wrong password and a positive code otherwise.
    if not document.authenticate(password):
        raise PasswordRequired(f"The password for {name} is wrong. Please try again.")


def check_pages(document: pymupdf.Document, name: str) -> None:
    """Raise unless the document has pages that MuPDF can load (see :func:`page_sizes`)."""
    page_sizes(document, name)


def page_sizes(document: pymupdf.Document, name: str) -> list[tuple[float, float]]:
    """Load every page once; return each page's displayed ``(width, height)`` in points.

    The size is ``page.rect``'s: the crop box with the page rotation applied. Every page is
    loaded, so a damaged page tree shows up here rather than halfway through a long
    extraction.

    Raises:
        EmptyDocumentError: the PDF has no pages.
        DamagedFileError: the page list or a page cannot be read, or a page has no valid size.
    """
    try:
        count = document.page_count
    except MUPDF_ERRORS as error:
        raise DamagedFileError(f"{name} is damaged: its page list cannot be read.") from error
    if count == 0:
        if document.is_repaired:
            raise DamagedFileError(
                f"{name} is damaged (truncated or corrupt): no page could be read from it."
            )
        raise EmptyDocumentError(f"{name} has no pages.")
    sizes: list[tuple[float, float]] = []
    for index in range(count):
        try:
            rect = document.load_page(index).rect
        except MUPDF_ERRORS as error:
            raise DamagedFileError(
                f"{name} is damaged: page {index + 1} of {count} cannot be read."
            ) from error
        if rect.is_empty or rect.is_infinite:
            raise DamagedFileError(f"{name} is damaged: page {index + 1} has no valid size.")
        sizes.append((rect.width, rect.height))
    return sizes
