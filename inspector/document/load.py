"""``load_document``: any supported file -> Document, choosing the loader by content.

The file's bytes decide which loader runs (a PDF starts with ``%PDF-``, a DOCX is a ZIP with a
``word/document.xml`` part, a web page has an ``<html>`` element or doctype, an Akoma Ntoso
document an ``akomaNtoso`` root; other XML is refused); the name only breaks ties for text
files and markup fragments. A file whose content
does not match its name (an HTML page saved as ``.pdf``) gets a message saying so. The loaders
are imported only when needed, so importing this module does not load PyMuPDF.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from collections.abc import Callable
from io import BufferedReader
from pathlib import Path

from inspector.document.model import Document, SourceKind
from inspector.document.pdf.ocr_settings import DEFAULT_OCR, OcrSettings
from inspector.errors import LoadError, TooLargeError, UnsupportedFileError

MAX_FILE_BYTES = 256 << 20
"""Files above 256 MiB are refused before they are read: the bytes are held while a document
loads, and every command stays under 1 GB of memory (README). A scanned PDF of a few hundred
pages is well below it; no legal text is near it."""
MAX_TEXT_CHARS = 10_000_000
"""Documents whose loaded text passes 10 million characters (some 5,000 dense pages) are
refused: chunking, counting tokens and writing records cost about 40 bytes of memory a
character (measured: 470 MB for ``export`` of 10 million), so this keeps a command under
1 GB. A plain-text file is refused before it is decoded when its bytes show it holds more
(``_text_chars_at_least``): loading alone costs about 32 bytes a character."""

PDF_MAGIC = b"%PDF-"
ZIP_MAGIC = b"PK\x03\x04"
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
TEXT_SUFFIXES = {".txt": "text", ".text": "text", ".md": "markdown", ".markdown": "markdown"}
MARKUP_SUFFIXES = (".html", ".htm", ".xhtml", ".xml")
KNOWN_SUFFIXES = (".pdf", ".docx", *TEXT_SUFFIXES, *MARKUP_SUFFIXES)

ProgressCallback = Callable[[int, int], None]
"""``on_progress(done, total)``: units done (pages, or body parts for DOCX) out of ``total``."""
CancelCheck = Callable[[], bool]
"""``should_cancel()``: true when the user asked to stop; the loader then raises Cancelled."""


def sniff_kind(data: bytes, name: str) -> SourceKind:
    """The loader for ``data`` (the bytes of a file called ``name``).

    Raises:
        UnsupportedFileError: the content is of no kind we read, or contradicts the name.
    """
    suffix = Path(name).suffix.lower()
    if PDF_MAGIC in data[:1024]:
        return "pdf"
    if data.startswith(ZIP_MAGIC):
        return "docx"
    if data.startswith(OLE_MAGIC):
        raise UnsupportedFileError(
            f"{name} is an old Word (.doc) file or a password-protected Office document; "
            "save it as .docx without a password, or as PDF, and open that."
        )
    if suffix not in (".pdf", ".docx", *TEXT_SUFFIXES):
        from inspector.document.markup.parse import markup_kind

        markup = markup_kind(data, name)
        if markup == "html":
            return "html"
        if markup == "akn":
            return "akn"
    if suffix in (".pdf", ".docx"):
        looks = _describe(data)
        raise UnsupportedFileError(
            f"{name} is named {suffix} but is not a {suffix[1:].upper()} file ({looks})."
        )
    if suffix in TEXT_SUFFIXES:
        return "markdown" if TEXT_SUFFIXES[suffix] == "markdown" else "text"
    raise UnsupportedFileError(
        f"{name}: unsupported file type; open a PDF, DOCX, HTML, Akoma Ntoso XML, plain text "
        "or Markdown file."
    )


def _describe(data: bytes) -> str:
    head = data[:512].lstrip().lower()
    if not data:
        return "it is empty"
    if head.startswith((b"<!doctype html", b"<html")):
        return "it looks like a web page"
    if head.startswith(b"<?xml") or head.startswith(b"<"):
        return "it looks like XML or HTML"
    if b"\x00" in data[:4096]:
        return "it holds binary data of an unknown kind"
    return "it looks like plain text"


def fingerprint_of(data: bytes) -> str:
    """SHA-256 of a file's bytes, hex: the document's identity across renames."""
    return hashlib.sha256(data).hexdigest()


def load_document(
    path: Path | str,
    *,
    password: str | None = None,
    on_progress: ProgressCallback | None = None,
    should_cancel: CancelCheck | None = None,
    ocr: OcrSettings = DEFAULT_OCR,
) -> Document:
    """Load a PDF, DOCX, web page (HTML, XHTML), Akoma Ntoso XML, plain-text or Markdown file.

    Args:
        path: the file.
        password: the password of an encrypted PDF.
        on_progress: called with (done, total) as the loader advances.
        should_cancel: polled between units of work.
        ocr: which PDF pages are read by OCR (``pdf_ocr_settings``; default: those without a
            usable text layer).

    Raises:
        LoadError: a subclass saying what is wrong, in words for the user (PasswordRequired for
            an encrypted PDF; UnsupportedFileError, DamagedFileError, EmptyDocumentError,
            TooLargeError).
        Cancelled: ``should_cancel`` returned true.
    """
    path = Path(path)
    data = read_document_bytes(path)
    kind = sniff_kind(data, path.name)
    fingerprint = fingerprint_of(data)
    if kind == "pdf":
        from inspector.document.pdf.loader import load_pdf

        document = load_pdf(
            path,
            data,
            fingerprint,
            password=password,
            on_progress=on_progress,
            should_cancel=should_cancel,
            ocr=ocr,
        )
    elif kind == "docx":
        from inspector.document.docx import load_docx

        document = load_docx(
            path, data, fingerprint, on_progress=on_progress, should_cancel=should_cancel
        )
    elif kind == "html" or kind == "akn":
        from inspector.document.markup.load import load_markup

        document = load_markup(path, data, fingerprint, kind, should_cancel=should_cancel)
    else:
        from inspector.document.plain import load_plain

        if _text_chars_at_least(data) > MAX_TEXT_CHARS:
            raise _too_much_text(path)  # before decoding: a loaded character costs ~32 bytes
        document = load_plain(path, data, fingerprint, kind)
    if len(document.text) > MAX_TEXT_CHARS:
        raise _too_much_text(path)
    return document


_CONTINUATION_BYTES = [bytes([byte]) for byte in range(0x80, 0xC0)]


def _text_chars_at_least(data: bytes) -> int:
    """A lower bound of the characters ``data`` decodes to, without decoding it.

    UTF-8 writes a character in 1 to 4 bytes, one of which is not a continuation byte
    (0x80-0xBF); a single-byte encoding writes one byte a character. Above twice the limit a
    file is not counted (64 passes of a byte count over it would cost more than they tell):
    Arabic, the widest script the inspector reads, takes 2 bytes a character.
    """
    if len(data) <= MAX_TEXT_CHARS:
        return len(data)
    if len(data) > 2 * MAX_TEXT_CHARS:
        return len(data)
    return len(data) - sum(data.count(byte) for byte in _CONTINUATION_BYTES)


def _too_much_text(path: Path) -> TooLargeError:
    return TooLargeError(
        f"{display_name(path.name)} holds more than {MAX_TEXT_CHARS:,} characters of text; "
        "split it into smaller documents."
    )


def open_regular(path: Path | str) -> BufferedReader:
    """``path`` opened for binary reading, if it is a regular file; never blocks.

    The file is opened without blocking (a FIFO with no writer would otherwise wait forever)
    and the opened descriptor, not the name, is checked: a FIFO, device, socket or folder
    swapped in after a check could not slip through.

    Raises:
        LoadError: a FIFO, device or socket ("... is a named pipe (FIFO), not a document
            file.").
        OSError: as ``open`` raises it (FileNotFoundError, IsADirectoryError for a folder,
            PermissionError...), for callers that word those themselves.
    """
    nonblocking = getattr(os, "O_NONBLOCK", 0)  # (Windows has no FIFOs to wait on)
    flags = os.O_RDONLY | nonblocking | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        mode = os.fstat(descriptor).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            name = display_name(Path(path).name)
            raise LoadError(f"{name} is {file_kind(mode)}, not a document file.")
        if nonblocking:
            os.set_blocking(descriptor, True)
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


def open_document_file(path: Path | str) -> BufferedReader:
    """``path`` opened for reading in binary, if it is a regular file of at most the limit.

    Raises:
        LoadError: missing, unreadable, or not a regular file (a folder, FIFO, device...:
            ``open_regular``).
        TooLargeError: above ``MAX_FILE_BYTES``.
    """
    path = Path(path)
    name = display_name(path)
    try:
        handle = open_regular(path)
    except FileNotFoundError:
        raise LoadError(f"{name} does not exist.") from None
    except IsADirectoryError:
        raise LoadError(f"{name} is a folder, not a document.") from None
    except PermissionError:
        raise LoadError(f"{name} cannot be read: permission denied.") from None
    except OSError as exc:
        raise LoadError(f"{name} cannot be read: {exc.strerror or exc}.") from None
    try:
        size = os.fstat(handle.fileno()).st_size
        if size > MAX_FILE_BYTES:
            raise TooLargeError(
                f"{name} is {size / 2**20:,.0f} MiB; files above "
                f"{MAX_FILE_BYTES >> 20} MiB are not opened."
            )
        return handle
    except BaseException:
        handle.close()
        raise


def file_kind(mode: int) -> str:
    """What a file of ``st_mode`` ``mode`` is, for a message ("a folder", "a socket"...)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def display_name(path: Path | str) -> str:
    r"""``path`` as text that can always be printed and stored (UTF-8 without surrogates).

    A file name that is not valid UTF-8 (bytes such as ``caf\xe9.pdf`` on Linux) reaches
    Python with surrogate escapes, which UTF-8 output and SQLite refuse; its bytes are decoded
    with replacement characters here. The real path is kept for opening the file.
    """
    text = str(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return os.fsencode(text).decode("utf-8", "replace")
    return text


def read_document_bytes(path: Path | str) -> bytes:
    """The bytes of the document file ``path`` (``open_document_file``'s checks, then read).

    Raises:
        LoadError: as ``open_document_file``, or the file changed while it was read.
    """
    path = Path(path)
    with open_document_file(path) as handle:
        try:
            # One byte more than its size (a read of the limit itself would reserve the whole
            # limit up front): a file that grew since the check is refused, not read on.
            expected = os.fstat(handle.fileno()).st_size
            data = handle.read(expected + 1)
        except OSError as exc:
            raise LoadError(
                f"{display_name(path)} cannot be read: {exc.strerror or exc}."
            ) from None
    if len(data) > expected:
        raise LoadError(f"{display_name(path)} changed while it was read; open it again.")
    return data
