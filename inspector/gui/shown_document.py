"""What the window shows or is opening, and the first, quick steps of opening a file.

Quick steps, on the GUI thread: look at the file's first bytes to know what it is, and for a
PDF open it for viewing (reading page sizes takes milliseconds), asking for its password until
it is right or the reader gives up. Loading and chunking come after, in the worker.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from inspector.document.load import sniff_kind
from inspector.document.model import SourceKind
from inspector.document.pdf.ocr_settings import OcrMode
from inspector.document.pdf.render import PageSource, open_pages
from inspector.errors import EmptyDocumentError, LoadError, PasswordRequired
from inspector.view.chunk_state import ChunkState

_SNIFF_BYTES = 4096


@dataclass(eq=False)
class ShownDocument:
    """A document the window shows or is opening.

    Attributes:
        path: the file.
        kind: what the file is ("pdf", "docx", "text", "markdown").
        source: the open PDF for rendering pages; None for other kinds.
        password: the PDF's password, if it needed one.
        state: the loaded document and its chunks. While it loads: None, or for a long PDF
            the provisional chunks of its first pages (see ``load_prefix``), to show only.
        page: the page that was in view when another document replaced it.
        ocr: which PDF pages the load reads by OCR (``pdf_ocr_settings.OcrMode``): "auto",
            or "always" after File > Read Document by OCR.
    """

    path: Path
    kind: SourceKind
    source: PageSource | None = None
    password: str | None = None
    state: ChunkState | None = None
    page: int = 0
    ocr: OcrMode = "auto"


def sniff_file(path: Path) -> SourceKind:
    """What kind of document ``path`` is, from its first bytes.

    Raises:
        LoadError: the file is missing, unreadable, empty or of no kind we read.
    """
    from inspector.document.load import open_regular

    try:
        with open_regular(path) as file:  # a FIFO or device would block the window
            head = file.read(_SNIFF_BYTES)
    except FileNotFoundError:
        raise LoadError(f"{path.name} does not exist: {path}") from None
    except IsADirectoryError:
        raise LoadError(f"{path.name} is a folder, not a document.") from None
    except OSError as error:
        raise LoadError(f"{path.name} could not be read: {error.strerror or error}.") from None
    if not head:
        raise EmptyDocumentError(f"{path.name} is empty (0 bytes).")
    return sniff_kind(head, path.name)


def open_for_viewing(path: Path, parent: QWidget) -> tuple[PageSource, str | None] | None:
    """Open a PDF for viewing, prompting for a password until right or cancelled.

    A load error is shown in a warning box over ``parent``.

    Returns:
        The open source and the password that opened it (None if it needed none); None if
        the file cannot be opened or the reader cancelled the prompt.
    """
    password: str | None = None
    while True:
        try:
            return open_pages(path, password), password
        except PasswordRequired as error:
            # The message says whether a password is needed or the last one was wrong.
            password, accepted = QInputDialog.getText(
                parent, "Password Required", f"{error}\n\nPassword:", QLineEdit.EchoMode.Password
            )
            if not accepted:
                return None
        except LoadError as error:
            warn(parent, str(error))
            return None


def warn(parent: QWidget, text: str, title: str = "Cannot Open Document") -> None:
    """A warning box over ``parent`` (the window stays usable once it is closed)."""
    QMessageBox.warning(parent, title, text)
