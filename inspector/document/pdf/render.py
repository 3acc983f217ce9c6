# mypy: disallow-untyped-calls=False
# PyMuPDF ships py.typed but leaves many functions unannotated (load_page, Matrix, Rect,
# authenticate, ...): every call would trip strict mypy. Types are pinned at this module's
# boundary instead (PageSize, RenderedPage).
"""Open a PDF for viewing: page count, page sizes in points, and pages rendered to RGB bytes.

No Qt here: the GUI wraps :class:`RenderedPage` bytes in a ``QImage``. Every problem a user can
meet when opening a file becomes a :class:`~inspector.errors.LoadError` whose message names the
file and says what is wrong with it in plain words.

PyMuPDF is not thread-safe: a :class:`PageSource` must be created, used and closed on one
thread (today the GUI thread; later the single PDF worker thread).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from inspector.document.load import open_regular
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.opening import (
    HEADER,
    HEADER_WINDOW,
    MUPDF_ERRORS,
    check_header,
    page_sizes,
    unlock,
)
from inspector.errors import DamagedFileError, LoadError, UnsupportedFileError

MUPDF_VERSION: str = pymupdf.mupdf_version
"""The MuPDF library version, for the About box."""

PYMUPDF_VERSION: str = pymupdf.VersionBind
"""The PyMuPDF binding version, for the About box."""


@dataclass(frozen=True, slots=True)
class PageSize:
    """The size of a page as displayed (rotation applied), in PDF points (1/72 inch)."""

    width: float
    height: float


@dataclass(frozen=True, slots=True)
class RenderedPage:
    """A page (or part of one) rendered to 8-bit RGB without alpha.

    Attributes:
        width_px: Width in device pixels.
        height_px: Height in device pixels.
        stride: Bytes per row of ``samples`` (at least ``3 * width_px``).
        samples: The pixels, row by row from the top, ``stride * height_px`` bytes.
    """

    width_px: int
    height_px: int
    stride: int
    samples: bytes


class PageSource:
    """An open PDF: its page sizes, and pages rendered on demand.

    Create it with :func:`open_pages`. Not thread-safe (PyMuPDF is not): create, use and close
    a ``PageSource`` on one thread. Close it when done, or use it as a context manager.

    Attributes:
        path: The file it was opened from.
        was_repaired: True if MuPDF found the file damaged and rebuilt its cross-reference
            table to open it; pages may then be missing or incomplete.
    """

    def __init__(self, path: Path, document: pymupdf.Document, sizes: tuple[PageSize, ...]):
        self.path = path
        self.was_repaired = bool(document.is_repaired)
        self._document: pymupdf.Document | None = document
        self._sizes = sizes

    @property
    def page_count(self) -> int:
        """The number of pages (at least 1)."""
        return len(self._sizes)

    @property
    def page_sizes(self) -> tuple[PageSize, ...]:
        """The size of every page in PDF points, in page order."""
        return self._sizes

    def render_page(
        self, index: int, zoom: float, clip: tuple[float, float, float, float] | None = None
    ) -> RenderedPage:
        """Render one page, or the part of it inside ``clip``, to RGB bytes.

        Args:
            index: 0-based page index.
            zoom: Device pixels per PDF point (1.0 renders at 72 dpi).
            clip: Optional ``(x0, y0, x1, y1)`` in PDF points, in the page's displayed
                (rotated) coordinates, top-left origin: render only this part of the page.

        Returns:
            The pixels; about ``width * zoom`` by ``height * zoom`` of the clip or page.

        Raises:
            IndexError: ``index`` is not a page of this document.
            ValueError: ``zoom`` is not positive, or the source is closed.
            DamagedFileError: MuPDF could not render the page.
        """
        if self._document is None:
            raise ValueError("the PageSource is closed")
        if not 0 <= index < len(self._sizes):
            raise IndexError(f"page index {index} out of range 0..{len(self._sizes) - 1}")
        if not (zoom > 0 and math.isfinite(zoom)):
            raise ValueError(f"zoom must be a positive number, not {zoom!r}")
        try:
            page = self._document.load_page(index)
            pixmap = page.get_pixmap(
                matrix=pymupdf.Matrix(zoom, zoom),
                clip=pymupdf.Rect(*clip) if clip is not None else None,
                colorspace=pymupdf.csRGB,
                alpha=False,
            )
        except RuntimeError as error:  # MuPDF errors are RuntimeError subclasses
            raise DamagedFileError(
                f"Page {index + 1} of {self.path.name} is damaged and could not be shown."
            ) from error
        return RenderedPage(pixmap.width, pixmap.height, pixmap.stride, bytes(pixmap.samples))

    def close(self) -> None:
        """Release the document; further rendering raises ``ValueError``. Idempotent."""
        if self._document is not None:
            self._document.close()
            self._document = None

    def __enter__(self) -> PageSource:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def open_pages(path: Path, password: str | None = None) -> PageSource:
    """Open a PDF for viewing; reading page sizes is fast (no page is rendered).

    Args:
        path: The PDF file.
        password: The user or owner password of an encrypted PDF.

    Returns:
        The open document; the caller must close it.

    Raises:
        PasswordRequired: The PDF is encrypted and ``password`` is missing or wrong.
        UnsupportedFileError: The file is not a PDF.
        EmptyDocumentError: The file has 0 bytes, or the PDF has no pages.
        DamagedFileError: The PDF is corrupt or truncated beyond repair.
        LoadError: The file is missing, a folder, or unreadable.

    All of these are ``LoadError`` subclasses with a message for the user.
    """
    name = path.name
    _check_header(path)
    try:
        document = pymupdf.Document(path, filetype="pdf")
    except MUPDF_ERRORS as error:
        raise DamagedFileError(f"{name} is damaged and could not be opened.") from error
    try:
        # PyMuPDF sniffs the content and may open something else despite filetype="pdf".
        if not document.is_pdf:
            raise UnsupportedFileError(f"{name} is not a PDF.")
        unlock(document, name, password)
        # page.rect is the crop box with the page rotation applied: what the reader sees.
        sizes = tuple(PageSize(width, height) for width, height in page_sizes(document, name))
    except BaseException:
        document.close()
        raise
    return PageSource(path, document, sizes)


def _check_header(path: Path) -> None:
    """Raise a LoadError unless ``path`` is a readable file that starts like a PDF."""
    name = path.name
    try:
        # a regular file only: a FIFO or a device would otherwise hang the window
        with open_regular(path) as file:
            head = file.read(HEADER_WINDOW)
            size = os.fstat(file.fileno()).st_size
            # A ZIP is read whole so the message can say "a Word document (DOCX)".
            data = head + file.read() if head.startswith(b"PK") and HEADER not in head else None
    except FileNotFoundError as error:
        raise LoadError(f"{name} does not exist: {path}") from error
    except IsADirectoryError as error:
        raise LoadError(f"{name} is a folder, not a PDF file.") from error
    except OSError as error:
        raise LoadError(f"{name} could not be read: {error.strerror or error}.") from error
    check_header(head, name, size, data)
