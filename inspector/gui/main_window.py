"""The main window: builds the views, docks, menus and status bar, and wires them together.

Behaviour lives in :class:`~inspector.gui.controller.DocumentController` (opening, loading,
re-chunking) and in the views themselves; this module only constructs and connects.
"""

from __future__ import annotations

import functools
import gc
from pathlib import Path

import PySide6
from PySide6.QtCore import QByteArray, QMimeData, QSettings, Qt, QTimer, Slot, qVersion
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from inspector import __version__
from inspector.document.pdf.render import MUPDF_VERSION, PYMUPDF_VERSION
from inspector.gui.actions import create_actions
from inspector.gui.chunks.detail import ChunkDetailPane
from inspector.gui.chunks.list_view import ChunkListPanel
from inspector.gui.chunks.statistics_panel import StatisticsPanel
from inspector.gui.controller import DocumentController
from inspector.gui.menus import fill_menu_bar, menu_actions, menu_layout
from inspector.gui.pages.chunk_overlay import ChunkOverlay
from inspector.gui.pages.controls import PageControls
from inspector.gui.pages.page_view import PageView
from inspector.gui.pages.text_view import TextView
from inspector.gui.recent_files import RecentFiles, RecentFilesMenu
from inspector.gui.review.controller import ReviewController
from inspector.gui.rules.panel import RulesPanel
from inspector.gui.shortcuts_dialog import ShortcutsDialog
from inspector.gui.shown_document import ShownDocument
from inspector.gui.status_progress import StatusProgress
from inspector.view.bidi_text import isolate_lines
from inspector.view.chunk_state import ChunkState
from inspector.view.config_edits import ConfigEditor

APP_TITLE = "Legal Chunk Inspector"
FILE_FILTER = (
    "Documents (*.pdf *.docx *.html *.htm *.xhtml *.xml *.txt *.md);;"
    "Web pages and Akoma Ntoso (*.html *.htm *.xhtml *.xml);;All files (*)"
)
CONFIG_FILTER = "Chunking configurations (*.toml);;All files (*)"

# QSettings keys (UI state only).
GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
LAST_DIRECTORY_KEY = "window/lastDirectory"
OVERLAYS_KEY = "view/showOverlays"

CENTRAL_MIN_WIDTH = 280
"""Narrowest the page or text view gets (logical pixels)."""
_DEFAULT_SIZE = (1280, 860)  # logical pixels, shrunk to the screen if it is smaller


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
    """The application window: pages or text with chunk overlays, list, detail and rules docks.

    Args:
        settings: Where UI state (geometry, docks, recent files) is kept. Injected, not the
            global ``QSettings()``: Qt fixes that one's file path when it is first used.
    """

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self._settings = settings
        self.window_actions = create_actions(self)
        self.recent_files = RecentFiles(settings, self)
        self.recent_menu = RecentFilesMenu(self.recent_files, self)
        self.page_view = PageView()
        self.overlay = ChunkOverlay(self.page_view, self)
        self.text_view = TextView()
        self.page_controls = PageControls(self.page_view, self.window_actions, self)
        self.page_label = self.page_controls.page_label
        self.zoom_label = self.page_controls.zoom_label
        self.progress = StatusProgress()
        self.controller = DocumentController(self, self.progress, self)
        self.chunk_list = ChunkListPanel(self.controller.selection)
        self.detail = ChunkDetailPane()
        self.rules_panel = RulesPanel()
        self.statistics = StatisticsPanel()
        shortcut = self.window_actions.open.shortcut().toString(
            QKeySequence.SequenceFormat.NativeText
        )
        self.empty_hint = QLabel(f"Open a document with File > Open ({shortcut}) or drop it here")
        self.empty_hint.setObjectName("emptyHint")
        self.empty_hint.setTextFormat(Qt.TextFormat.PlainText)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self._stack = QStackedWidget()
        for widget in (self.empty_hint, self.page_view, self.text_view):
            self._stack.addWidget(widget)
        # The pages never collapse: a narrow window squeezes the docks instead.
        self._stack.setMinimumWidth(CENTRAL_MIN_WIDTH)
        self.setCentralWidget(self._stack)
        self.chunks_dock = self._dock(
            "Chunks", "chunksDock", self.chunk_list, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.rules_dock = self._dock(
            "Rules", "rulesDock", self.rules_panel, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.detail_dock = self._dock(
            "Detail", "detailDock", self.detail, Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.statistics_dock = self._dock(
            "Statistics", "statisticsDock", self.statistics, Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.splitDockWidget(self.chunks_dock, self.rules_dock, Qt.Orientation.Vertical)
        self.splitDockWidget(self.detail_dock, self.statistics_dock, Qt.Orientation.Vertical)
        self.statistics_dock.hide()  # shown with View > Statistics (Ctrl+4); state restores it
        self.rules_panel.add_action_buttons(
            [
                self.window_actions.load_config,
                self.window_actions.save_config,
                self.window_actions.reset_config,
            ]
        )
        for status_widget in (self.progress, self.page_label, self.zoom_label):
            self.statusBar().addPermanentWidget(status_widget)
        self.statusBar().messageChanged.connect(self._on_status_message_changed)
        self._shortcuts_dialog: ShortcutsDialog | None = None
        self.user_guide: QDialog | None = None
        self._docks_need_sizing = False
        self._statistics_needs_sizing = False  # see _on_statistics_visibility
        self._frozen = False  # see showEvent
        self.review = ReviewController(self, settings)
        self._build_menus()
        self._connect()
        self.review.attach()
        self.detail.reference_activated.connect(self._on_reference_activated)
        self.detail.identity_edit.connect(self._on_identity_edit)
        from inspector.gui.review.redaction_actions import RedactionController

        self.redaction = RedactionController(self)
        self.setAcceptDrops(True)
        self._on_controller_document_changed(None)
        self._restore_layout()

    # -- construction -----------------------------------------------------------------------

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)  # saveState/restoreState find docks by name
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _build_menus(self) -> None:
        docks = [self.chunks_dock, self.detail_dock, self.rules_dock, self.statistics_dock]
        from inspector.gui.compare.launcher import CompareLauncher

        self.compare = CompareLauncher(self, self.controller)
        from inspector.gui.export_dialog import ExportLauncher

        self.exporter = ExportLauncher(self, self.controller)
        self._menus = menu_layout(
            self.window_actions,
            self.recent_menu,
            docks,
            self.review.actions,
            [self.review.history_dock],
            [self.compare.action],
            self.exporter.file_entries(),
        )
        fill_menu_bar(self.menuBar(), self._menus)
        # menus.DOCK_SHORTCUTS covers the first three docks; the Statistics dock is the fourth.
        self.statistics_dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+4"))
        # Shortcuts of actions on the window itself work even while the menu bar is hidden.
        self.addActions(self.window_actions.all())
        self.addActions(self.review.actions.all())
        self.addActions([dock.toggleViewAction() for dock in docks])

    def _connect(self) -> None:
        a, controller = self.window_actions, self.controller
        a.open.triggered.connect(self._on_open_triggered)
        a.stop_loading.triggered.connect(controller.cancel)
        a.read_by_ocr.triggered.connect(controller.read_by_ocr)
        a.close.triggered.connect(self.close_document)
        a.quit.triggered.connect(self.close)
        a.show_overlays.toggled.connect(self._on_show_overlays_toggled)
        self.statistics_dock.visibilityChanged.connect(self._on_statistics_visibility)
        a.next_chunk.triggered.connect(functools.partial(self.step_chunk, 1))
        a.previous_chunk.triggered.connect(functools.partial(self.step_chunk, -1))
        a.go_to_chunk.triggered.connect(self.chunk_list.ask_chunk_number)
        a.find_chunk.triggered.connect(self._on_find_chunk_triggered)
        a.load_config.triggered.connect(self._on_load_config_triggered)
        a.save_config.triggered.connect(self._on_save_config_triggered)
        a.reset_config.triggered.connect(controller.reset_config)
        a.rechunk.triggered.connect(controller.rechunk_now)
        a.user_guide.triggered.connect(self._on_user_guide_triggered)
        a.shortcuts.triggered.connect(self._on_shortcuts_triggered)
        a.about.triggered.connect(self._on_about_triggered)
        self.recent_menu.file_chosen.connect(self._on_recent_menu_file_chosen)
        self.page_controls.message.connect(self._on_controller_message)
        self.overlay.chunk_clicked.connect(controller.selection.select)
        self.text_view.chunk_clicked.connect(controller.selection.select)
        controller.selection.current_changed.connect(self._on_selection_current_changed)
        controller.document_changed.connect(self._on_controller_document_changed)
        controller.chunks_changed.connect(self._on_controller_chunks_changed)
        controller.provisional_chunks.connect(self.overlay.set_state)
        controller.opened.connect(self._on_controller_opened)
        controller.open_failed.connect(self.recent_files.remove)
        controller.editor_changed.connect(self._on_controller_editor_changed)
        controller.rechunk_status.connect(self.rules_panel.set_status)
        controller.message.connect(self._on_controller_message)
        self.rules_panel.config_edited.connect(controller.schedule_rechunk)
        self.rules_panel.chunk_requested.connect(controller.selection.select)
        self.statistics.chunk_requested.connect(controller.selection.select)

    def _restore_layout(self) -> None:
        geometry = self._settings.value(GEOMETRY_KEY)
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            width, height = _DEFAULT_SIZE
            screen = self.screen().availableGeometry()
            self.resize(min(width, screen.width()), min(height, screen.height()))
        state = self._settings.value(STATE_KEY)
        if not (isinstance(state, QByteArray) and self.restoreState(state)):
            self._docks_need_sizing = True  # first run: see showEvent
            self._statistics_needs_sizing = True
        overlays = self._settings.value(OVERLAYS_KEY, True, type=bool)
        self.window_actions.show_overlays.setChecked(bool(overlays))

    # -- documents --------------------------------------------------------------------------

    def open_file(self, path: Path) -> bool:
        """Open ``path`` in the window (see :meth:`DocumentController.open_file`)."""
        return self.controller.open_file(path)

    @Slot()
    def close_document(self) -> None:
        """Close the document and show the empty state."""
        self.controller.close_document()

    def step_chunk(self, delta: int) -> None:
        """Select the chunk ``delta`` rows away in the chunk list (its filter and order)."""
        self.chunk_list.step(delta)

    @Slot(object)
    def _on_controller_document_changed(self, shown: ShownDocument | None) -> None:
        source = shown.source if shown is not None else None
        if self.page_view.source is not source:
            self.page_view.set_source(source)
            if shown is not None and shown.page:
                self.page_view.go_to_page(shown.page)
        is_pdf = source is not None
        if shown is None:
            self._stack.setCurrentWidget(self.empty_hint)
        else:
            self._stack.setCurrentWidget(self.page_view if is_pdf else self.text_view)
        self.window_actions.set_has_document(shown is not None, has_pages=is_pdf)
        self.window_actions.stop_loading.setEnabled(self.controller.pending is not None)
        self.page_controls.set_pages_shown(is_pdf)
        self.statusBar().clearMessage()
        self.setWindowTitle(f"{shown.path.name} — {APP_TITLE}" if shown is not None else APP_TITLE)
        if is_pdf:
            self.page_view.setFocus()

    @Slot(object)
    def _on_controller_chunks_changed(self, state: ChunkState | None) -> None:
        shown = self.controller.pending or self.controller.current
        is_pdf = shown is not None and shown.source is not None
        self.overlay.set_state(state if is_pdf else None)
        if not is_pdf and self.text_view.state is not state:
            self.text_view.set_state(state)
        self.rules_panel.set_run(state)
        self.statistics.set_state(state)
        self.detail.show_chunk(state, self.controller.selection.current)
        self.window_actions.stop_loading.setEnabled(self.controller.pending is not None)

    @Slot(object)
    def _on_selection_current_changed(self, index: int | None) -> None:
        state = self.controller.state
        self.overlay.set_selected(index)
        if self._stack.currentWidget() is self.text_view:
            self.text_view.set_selected(index)
        self.detail.show_chunk(state, index)
        anchor = self.overlay.first_line(index) if index is not None else None
        if anchor is not None and self._stack.currentWidget() is self.page_view:
            self.page_view.reveal(*anchor)

    # -- slots ------------------------------------------------------------------------------

    @Slot(int)
    def _on_reference_activated(self, chunk_index: int) -> None:
        """Go to the chunk a cross-reference points to (the detail pane's Citation tab)."""
        self.controller.selection.select(chunk_index)

    @Slot(object)
    def _on_identity_edit(self, values: object) -> None:
        """Apply the reviewer's correction of the document identity as one review edit."""
        from inspector.review.edits import SetIdentity

        if isinstance(values, tuple) and values:
            self.review.request(SetIdentity(values))

    @Slot()
    def _on_open_triggered(self) -> None:
        start = self._settings.value(LAST_DIRECTORY_KEY, str(Path.home()), type=str)
        chosen, _ = QFileDialog.getOpenFileName(self, "Open Document", str(start), FILE_FILTER)
        if chosen:
            self.open_file(Path(chosen))

    @Slot(object)
    def _on_controller_opened(self, path: Path) -> None:
        self.recent_files.add(path)
        self._settings.setValue(LAST_DIRECTORY_KEY, str(path.parent))

    @Slot(object)
    def _on_controller_editor_changed(self, editor: ConfigEditor) -> None:
        self.rules_panel.set_editor(editor)
        for action in self.window_actions.config_actions():
            action.setEnabled(True)

    @Slot(str)
    def _on_status_message_changed(self, text: str) -> None:
        """A message cut by the permanent widgets on its right can be read whole on hover."""
        bar = self.statusBar()
        lefts = [w.geometry().left() for w in bar.findChildren(QWidget) if w.isVisible()]
        lefts = [x for x in lefts if x > 0]
        room = (min(lefts) if lefts else bar.width()) - 2 * bar.fontMetrics().averageCharWidth()
        cut = bar.fontMetrics().horizontalAdvance(text) > room
        bar.setToolTip(isolate_lines(text) if cut else "")

    @Slot(str)
    def _on_controller_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 10_000)

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

    @Slot(bool)
    def _on_show_overlays_toggled(self, visible: bool) -> None:
        self.overlay.set_overlays_visible(visible)
        self.text_view.set_overlays_visible(visible)
        self._settings.setValue(OVERLAYS_KEY, visible)

    @Slot()
    def _on_find_chunk_triggered(self) -> None:
        self.chunks_dock.show()
        self.chunks_dock.raise_()
        self.chunk_list.focus_search()

    @Slot()
    def _on_load_config_triggered(self) -> None:
        start = self._settings.value(LAST_DIRECTORY_KEY, str(Path.home()), type=str)
        chosen, _ = QFileDialog.getOpenFileName(
            self, "Load Configuration", str(start), CONFIG_FILTER
        )
        if chosen:
            self.controller.load_config_file(Path(chosen))

    @Slot()
    def _on_save_config_triggered(self) -> None:
        start = self._settings.value(LAST_DIRECTORY_KEY, str(Path.home()), type=str)
        chosen, _ = QFileDialog.getSaveFileName(
            self, "Save Configuration", str(Path(str(start)) / "chunking.toml"), CONFIG_FILTER
        )
        if chosen:
            self.controller.save_config_file(Path(chosen))

    @Slot()
    def _on_user_guide_triggered(self) -> None:
        if self.user_guide is None:
            from inspector.gui.user_guide import UserGuideDialog

            self.user_guide = UserGuideDialog(menu_actions(self._menus), self)
        self.user_guide.show()
        self.user_guide.raise_()

    @Slot()
    def _on_shortcuts_triggered(self) -> None:
        if self._shortcuts_dialog is None:
            self._shortcuts_dialog = ShortcutsDialog(menu_actions(self._menus), self)
        self._shortcuts_dialog.show()
        self._shortcuts_dialog.raise_()

    @Slot()
    def _on_about_triggered(self) -> None:
        QMessageBox.about(self, f"About {APP_TITLE}", about_text())

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

    def showEvent(self, event: QShowEvent) -> None:
        """Qt override: on a first run, give the docks their default share of the width."""
        super().showEvent(event)
        if not self._frozen:
            # Modules, classes and the window's widgets live until the application ends: out
            # of the cyclic collector's reach, no full collection walks them while a document
            # loads (one took 35 ms of CPU, holding the GIL).
            self._frozen = True
            gc.freeze()
        if self._docks_need_sizing:
            self._docks_need_sizing = False
            # About a third for the list, a quarter for the detail: the pages get the middle.
            widths = [round(self.width() * 0.32), round(self.width() * 0.26)]
            self.resizeDocks(
                [self.chunks_dock, self.detail_dock], widths, Qt.Orientation.Horizontal
            )

    @Slot(bool)
    def _on_statistics_visibility(self, visible: bool) -> None:
        # On a first run the statistics dock, first shown below the detail, gets half of the
        # column: it asks for its whole height, yet its scroll area lets it be squeezed to a
        # strip under a detail pane that is mostly empty (a restored layout keeps its sizes).
        if not (visible and self._statistics_needs_sizing) or self.statistics_dock.isFloating():
            return
        self._statistics_needs_sizing = False
        docks = [self.detail_dock, self.statistics_dock]
        column = sum(dock.height() for dock in docks)
        self.resizeDocks(docks, [column // 2, column - column // 2], Qt.Orientation.Vertical)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Qt override: remember the layout, stop the work and close the document."""
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.setValue(STATE_KEY, self.saveState())
        self._settings.sync()
        self.review.close()
        self.controller.shutdown()
        super().closeEvent(event)
