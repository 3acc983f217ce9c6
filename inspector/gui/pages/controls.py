"""The page view's controls: zoom and fit actions, Go to Page, and the page and zoom indicators.

Kept apart from the main window so that it only builds and connects: this object wires the
page actions to the view and keeps the status bar's "Page 3 of 12" and "76%" up to date.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QInputDialog, QLabel, QWidget

from inspector.gui.actions import Actions
from inspector.gui.pages.page_view import PageView
from inspector.view.page_zoom import FitMode


class PageControls(QObject):
    """Connects the page actions to a :class:`PageView` and shows where the reader is.

    Attributes:
        page_label: "Page 3 of 12", for the status bar.
        zoom_label: "76%", for the status bar.

    Signals:
        message: a status bar message (a page failed to render).
    """

    message = Signal(str)

    def __init__(self, view: PageView, actions: Actions, dialog_parent: QWidget) -> None:
        super().__init__(dialog_parent)
        self._view = view
        self._actions = actions
        self._dialog_parent = dialog_parent
        self.page_label = QLabel()
        self.page_label.setObjectName("pageIndicator")
        self.zoom_label = QLabel()
        self.zoom_label.setObjectName("zoomIndicator")
        actions.zoom_in.triggered.connect(view.zoom_in)
        actions.zoom_out.triggered.connect(view.zoom_out)
        actions.actual_size.triggered.connect(view.actual_size)
        actions.fit_width.triggered.connect(self._on_fit_width_triggered)
        actions.fit_page.triggered.connect(self._on_fit_page_triggered)
        actions.go_to_page.triggered.connect(self._on_go_to_page_triggered)
        view.current_page_changed.connect(self._on_view_current_page_changed)
        view.zoom_changed.connect(self._on_view_zoom_changed)
        view.fit_mode_changed.connect(self._on_view_fit_mode_changed)
        view.page_render_failed.connect(self._on_view_page_render_failed)

    def set_pages_shown(self, shown: bool) -> None:
        """Show the indicators (a PDF is shown) or hide them (text or nothing is)."""
        self.page_label.setVisible(shown)
        self.zoom_label.setVisible(shown)
        if shown:
            self._on_view_current_page_changed(self._view.current_page)
            self._on_view_zoom_changed(self._view.zoom)
            self._on_view_fit_mode_changed(self._view.fit_mode)

    @Slot()
    def _on_fit_width_triggered(self) -> None:
        self._view.fit_width()
        self._on_view_fit_mode_changed(self._view.fit_mode)  # re-check if chosen again

    @Slot()
    def _on_fit_page_triggered(self) -> None:
        self._view.fit_page()
        self._on_view_fit_mode_changed(self._view.fit_mode)

    @Slot()
    def _on_go_to_page_triggered(self) -> None:
        view = self._view
        if not view.page_count:
            return
        number, accepted = QInputDialog.getInt(
            self._dialog_parent,
            "Go to Page",
            f"Page number (1–{view.page_count}):",
            view.current_page + 1,
            1,
            view.page_count,
        )
        if accepted:
            view.go_to_page(number - 1)

    @Slot(int)
    def _on_view_current_page_changed(self, _index: int) -> None:
        view = self._view
        if view.page_count:
            self.page_label.setText(f"Page {view.current_page + 1} of {view.page_count}")

    @Slot(float)
    def _on_view_zoom_changed(self, zoom: float) -> None:
        self.zoom_label.setText(f"{round(zoom * 100)}%")

    @Slot(object)
    def _on_view_fit_mode_changed(self, mode: FitMode) -> None:
        self._actions.fit_width.setChecked(mode is FitMode.WIDTH)
        self._actions.fit_page.setChecked(mode is FitMode.PAGE)

    @Slot(int, str)
    def _on_view_page_render_failed(self, _index: int, message: str) -> None:
        self.message.emit(message)
