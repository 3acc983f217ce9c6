"""``load_document``: any supported file -> Document, choosing the loader by content.

The file's bytes decide which loader runs (a PDF starts with ``%PDF-``, a DOCX is a ZIP with a
``word/document.xml`` part); the name only breaks ties for text files. A file whose content
does not match its name (an HTML page saved as ``.pdf``) gets a message saying so. The loaders
are imported only when needed, so importing this module does not load PyMuPDF.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from inspector.document.model import Document, SourceKind
from inspector.errors import LoadError, TooLargeError, UnsupportedFileError

MAX_FILE_BYTES = 1 << 30
"""Files above 1 GiB are refused before they are read (no legal document is that large)."""

PDF_MAGIC = b"%PDF-"
ZIP_MAGIC = b"PK\x03\x04"
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
TEXT_SUFFIXES = {".txt": "text", ".text": "text", ".md": "markdown", ".markdown": "markdown"}
KNOWN_SUFFIXES = (".pdf", ".docx", *TEXT_SUFFIXES)

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
    if suffix in (".pdf", ".docx"):
        looks = _describe(data)
        raise UnsupportedFileError(
            f"{name} is named {suffix} but is not a {suffix[1:].upper()} file ({looks})."
        )
    if suffix in TEXT_SUFFIXES:
        return "markdown" if TEXT_SUFFIXES[suffix] == "markdown" else "text"
    raise UnsupportedFileError(
        f"{name}: unsupported file type; open a PDF, DOCX, plain text or Markdown file."
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
) -> Document:
    """Load a PDF, DOCX, plain-text or Markdown file.

    Args:
        path: the file.
        password: the password of an encrypted PDF.
        on_progress: called with (done, total) as the loader advances.
        should_cancel: polled between units of work.

    Raises:
        LoadError: a subclass saying what is wrong, in words for the user (PasswordRequired for
            an encrypted PDF; UnsupportedFileError, DamagedFileError, EmptyDocumentError,
            TooLargeError).
        Cancelled: ``should_cancel`` returned true.
    """
    path = Path(path)
    data = _read(path)
    kind = sniff_kind(data, path.name)
    fingerprint = fingerprint_of(data)
    if kind == "pdf":
        from inspector.document.pdf import load_pdf

        return load_pdf(
            path,
            data,
            fingerprint,
            password=password,
            on_progress=on_progress,
            should_cancel=should_cancel,
        )
    if kind == "docx":
        from inspector.document.docx import load_docx

        return load_docx(
            path, data, fingerprint, on_progress=on_progress, should_cancel=should_cancel
        )
    from inspector.document.plain import load_plain

    return load_plain(path, data, fingerprint, kind)


def _read(path: Path) -> bytes:
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise TooLargeError(
                f"{path.name} is {size / 2**30:.1f} GiB; files above 1 GiB are not opened."
            )
        return path.read_bytes()
    except FileNotFoundError:
        raise LoadError(f"{path} does not exist.") from None
    except IsADirectoryError:
        raise LoadError(f"{path} is a folder, not a document.") from None
    except PermissionError:
        raise LoadError(f"{path} cannot be read: permission denied.") from None
    except OSError as exc:
        raise LoadError(f"{path} cannot be read: {exc.strerror or exc}.") from None
