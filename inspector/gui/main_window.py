"""The main window: builds the menus, page view and status bar, and wires them together."""

from __future__ import annotations

import functools
from pathlib import Path

import PySide6
from PySide6.QtCore import QByteArray, QMimeData, QSettings, Qt, QTimer, Slot, qVersion
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from inspector import __version__
from inspector.document.pdf_render import (
    MUPDF_VERSION,
    PYMUPDF_VERSION,
    PageSource,
    open_pages,
)
from inspector.errors import LoadError, PasswordRequired
from inspector.gui.actions import create_actions
from inspector.gui.page_view import FitMode, PageView
from inspector.gui.recent_files import RecentFiles, RecentFilesMenu

APP_TITLE = "Legal Chunk Inspector"
FILE_FILTER = "PDF documents (*.pdf);;All files (*)"

# QSettings keys (UI state only).
GEOMETRY_KEY = "window/geometry"
LAST_DIRECTORY_KEY = "window/lastDirectory"

_DEFAULT_SIZE = (1100, 850)  # logical pixels, shrunk to the screen if it is smaller


def about_text() -> str:
    """The About box: version, what the tool is, library versions, the network promise."""
    return (
        f"<h3>{APP_TITLE} {__version__}</h3>"
        "<p>Legal Chunk Inspector shows how legal documents (contracts, legislation and court "
        "judgments in English, French and Arabic) are cut into retrieval chunks, drawn over "
        "the rendered pages, so that a reviewer can correct the boundaries, flag problems, "
        "approve chunks and export them with their metadata.</p>"
        f"<p>Qt {qVersion()} (PySide6 {PySide6.__version__}), "
        f"PyMuPDF {PYMUPDF_VERSION} (MuPDF {MUPDF_VERSION}).</p>"
        "<p>Makes no network connection.</p>"
    )


def _local_file(mime: QMimeData) -> Path | None:
    """The first local file in dropped data; None for web links or non-file data."""
    for url in mime.urls():
        if url.isLocalFile():
            return Path(url.toLocalFile())
    return None


class MainWindow(QMainWindow):
    """The application window: one document's pages, the menus, recent files.

    Args:
        settings: Where UI state (geometry, recent files) is kept. Injected, not the global
            ``QSettings()``: Qt fixes that one's file path when it is first used.
    """

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self._settings = settings
        self.window_actions = create_actions(self)
        self.recent_files = RecentFiles(settings, self)
        self.recent_menu = RecentFilesMenu(self.recent_files, self)
        self.page_view = PageView()
        self.page_label = QLabel()
        self.page_label.setObjectName("pageIndicator")
        self.zoom_label = QLabel()
        self.zoom_label.setObjectName("zoomIndicator")
        shortcut = self.window_actions.open.shortcut().toString(
            QKeySequence.SequenceFormat.NativeText
        )
        self.empty_hint = QLabel(f"Open a PDF with File > Open ({shortcut}) or drop it here")
        self.empty_hint.setObjectName("emptyHint")
        self.empty_hint.setTextFormat(Qt.TextFormat.PlainText)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self._stack = QStackedWidget()
        self._stack.addWidget(self.empty_hint)
        self._stack.addWidget(self.page_view)
        self.setCentralWidget(self._stack)
        self.statusBar().addPermanentWidget(self.page_label)
        self.statusBar().addPermanentWidget(self.zoom_label)
        self._build_menus()
        self._connect()
        self.setAcceptDrops(True)
        self._show_document(None)
        self._restore_geometry()

    # -- construction -----------------------------------------------------------------------

    def _build_menus(self) -> None:
        actions = self.window_actions
        file_menu = self.menuBar().addMenu("&File")
        file_menu.addAction(actions.open)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addAction(actions.close)
        file_menu.addSeparator()
        file_menu.addAction(actions.quit)
        view_menu = self.menuBar().addMenu("&View")
        for action in (actions.zoom_in, actions.zoom_out, actions.actual_size):
            view_menu.addAction(action)
        view_menu.addSeparator()
        view_menu.addAction(actions.fit_width)
        view_menu.addAction(actions.fit_page)
        view_menu.addSeparator()
        view_menu.addAction(actions.go_to_page)
        help_menu = self.menuBar().addMenu("&Help")
        help_menu.addAction(actions.about)
        # Shortcuts of actions on the window itself work even while the menu bar is hidden.
        self.addActions(actions.all())

    def _connect(self) -> None:
        actions, view = self.window_actions, self.page_view
        actions.open.triggered.connect(self._on_open_triggered)
        actions.close.triggered.connect(self.close_document)
        actions.quit.triggered.connect(self.close)
        actions.zoom_in.triggered.connect(view.zoom_in)
        actions.zoom_out.triggered.connect(view.zoom_out)
        actions.actual_size.triggered.connect(view.actual_size)
        actions.fit_width.triggered.connect(self._on_fit_width_triggered)
        actions.fit_page.triggered.connect(self._on_fit_page_triggered)
        actions.go_to_page.triggered.connect(self._on_go_to_page_triggered)
        actions.about.triggered.connect(self._on_about_triggered)
        self.recent_menu.file_chosen.connect(self._on_recent_menu_file_chosen)
        view.current_page_changed.connect(self._on_page_view_current_page_changed)
        view.zoom_changed.connect(self._on_page_view_zoom_changed)
        view.fit_mode_changed.connect(self._on_page_view_fit_mode_changed)
        view.page_render_failed.connect(self._on_page_view_page_render_failed)

    def _restore_geometry(self) -> None:
        geometry = self._settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            return
        width, height = _DEFAULT_SIZE
        screen = self.screen().availableGeometry()
        self.resize(min(width, screen.width()), min(height, screen.height()))

    # -- documents --------------------------------------------------------------------------

    def open_file(self, path: Path) -> bool:
        """Open ``path`` in the window, asking for a password if it needs one.

        On failure a warning says why and the previous document stays shown.

        Returns:
            True if the document is now shown; False if it failed or the user cancelled.
        """
        path = path.absolute()
        source = self._open_source(path)
        if source is None:
            return False
        self._show_document(source)
        self.recent_files.add(path)
        self._settings.setValue(LAST_DIRECTORY_KEY, str(path.parent))
        if source.was_repaired:
            self.statusBar().showMessage(
                f"{path.name} was damaged and has been repaired: pages may be missing or "
                "incomplete."
            )
        return True

    @Slot()
    def close_document(self) -> None:
        """Close the document and show the empty state."""
        self._show_document(None)

    def _open_source(self, path: Path) -> PageSource | None:
        """Open the file, prompting for a password until right or cancelled."""
        password: str | None = None
        while True:
            try:
                return open_pages(path, password)
            except PasswordRequired as error:
                # The message says whether a password is needed or the last one was wrong.
                password, accepted = QInputDialog.getText(
                    self, "Password Required", f"{error}\n\nPassword:", QLineEdit.EchoMode.Password
                )
                if not accepted:
                    return None
            except LoadError as error:
                QMessageBox.warning(self, "Cannot Open Document", str(error))
                return None

    def _show_document(self, source: PageSource | None) -> None:
        self.page_view.set_source(source)
        has_document = source is not None
        self.window_actions.set_has_document(has_document)
        self._stack.setCurrentWidget(self.page_view if has_document else self.empty_hint)
        self.page_label.setVisible(has_document)
        self.zoom_label.setVisible(has_document)
        self.statusBar().clearMessage()
        if source is None:
            self.setWindowTitle(APP_TITLE)
            return
        self.setWindowTitle(f"{source.path.name} — {APP_TITLE}")
        self._update_page_label()
        self._on_page_view_zoom_changed(self.page_view.zoom)
        self._on_page_view_fit_mode_changed(self.page_view.fit_mode)
        self.page_view.setFocus()

    def _update_page_label(self) -> None:
        view = self.page_view
        self.page_label.setText(f"Page {view.current_page + 1} of {view.page_count}")

    # -- slots ------------------------------------------------------------------------------

    @Slot()
    def _on_open_triggered(self) -> None:
        start = self._settings.value(LAST_DIRECTORY_KEY, str(Path.home()), type=str)
        chosen, _ = QFileDialog.getOpenFileName(self, "Open PDF", str(start), FILE_FILTER)
        if chosen:
            self.open_file(Path(chosen))

    @Slot(object)
    def _on_recent_menu_file_chosen(self, path: Path) -> None:
        if path.is_file():
            self.open_file(path)
            return
        self.recent_files.remove(path)
        QMessageBox.warning(
            self,
            "File Not Found",
            f"{path.name} is no longer at {path.parent}. It has been removed from Open Recent.",
        )

    @Slot()
    def _on_fit_width_triggered(self) -> None:
        self.page_view.fit_width()
        self._on_page_view_fit_mode_changed(self.page_view.fit_mode)  # re-check if re-chosen

    @Slot()
    def _on_fit_page_triggered(self) -> None:
        self.page_view.fit_page()
        self._on_page_view_fit_mode_changed(self.page_view.fit_mode)

    @Slot()
    def _on_go_to_page_triggered(self) -> None:
        view = self.page_view
        if not view.page_count:
            return
        number, accepted = QInputDialog.getInt(
            self,
            "Go to Page",
            f"Page number (1–{view.page_count}):",
            view.current_page + 1,
            1,
            view.page_count,
        )
        if accepted:
            view.go_to_page(number - 1)

    @Slot()
    def _on_about_triggered(self) -> None:
        QMessageBox.about(self, f"About {APP_TITLE}", about_text())

    @Slot(int)
    def _on_page_view_current_page_changed(self, _index: int) -> None:
        if self.page_view.page_count:
            self._update_page_label()

    @Slot(float)
    def _on_page_view_zoom_changed(self, zoom: float) -> None:
        self.zoom_label.setText(f"{round(zoom * 100)}%")

    @Slot(object)
    def _on_page_view_fit_mode_changed(self, mode: FitMode) -> None:
        self.window_actions.fit_width.setChecked(mode is FitMode.WIDTH)
        self.window_actions.fit_page.setChecked(mode is FitMode.PAGE)

    @Slot(int, str)
    def _on_page_view_page_render_failed(self, _index: int, message: str) -> None:
        self.statusBar().showMessage(message, 10_000)

    # -- Qt overrides -----------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Qt override: accept a drag that carries a local file."""
        if _local_file(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        """Qt override: keep accepting a drag that carries a local file."""
        if _local_file(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        """Qt override: open the dropped file once the drop has finished."""
        path = _local_file(event.mimeData())
        if path is None:
            event.ignore()
            return
        event.acceptProposedAction()
        # Not inside the drop: a password prompt or error box would hold the drag source's
        # drop operation open until dismissed.
        QTimer.singleShot(0, self, functools.partial(self.open_file, path))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Qt override: remember the geometry and close the document."""
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.sync()
        self.page_view.set_source(None)
        super().closeEvent(event)
