"""Start the desktop application: QApplication, icon, style sheet, main window."""

from __future__ import annotations

import importlib
import logging
import os
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from inspector import __version__
from inspector.workers.processes import drop_early_load, warm_up_workers

# Qt and the window's modules are imported inside the functions: the worker processes must
# start (and the command line's file begin loading) before the GUI process spends about a
# second importing them.
if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

# Matches resources/legal-chunk-inspector.desktop, so desktops tie windows to the launcher.
DESKTOP_FILE_NAME = "legal-chunk-inspector"
SETTINGS_FOLDER = "legal-chunk-inspector"


def user_settings() -> QSettings:
    """The UI settings file, ``<config dir>/legal-chunk-inspector/ui.ini``, located now.

    The config dir is ``$XDG_CONFIG_HOME`` (default ``~/.config``) on Linux. The path is
    worked out at each call: a default-constructed ``QSettings`` resolves it once per process
    and keeps it even if ``XDG_CONFIG_HOME`` changes (as it does between tests).
    """
    from PySide6.QtCore import QSettings, QStandardPaths

    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    path = Path(config) / SETTINGS_FOLDER / "ui.ini"
    return QSettings(str(path), QSettings.Format.IniFormat)


def prepare_launch(path: Path | None) -> threading.Thread:
    """What the launch does before Qt is imported; returns the worker warm-up thread.

    The worker processes' server starts, and ``path`` (if given) starts loading as soon as it
    is up (:func:`warm_up_workers`): the window's first load adopts that worker, so page 1's
    chunks come with page 1. Then, if there is a file to show, the Qt-free modules its first
    page and overlays need are imported here, before Qt (PySide6 inspects every module imported
    after it: about 10 % more), instead of in the middle of loading, where numpy alone (the
    highlight boxes) froze the window (``bench/results/gui_open.md``). With no file they load
    in a background thread once the window is up (:func:`preload_in_background`).
    """
    warm = warm_up_workers(path)
    if path is not None:
        preload_page_modules()
    return warm


PAGE_MODULES = (
    "inspector.document.pdf.render",
    "inspector.document.glyph_runs",
    "inspector.review.access",
    "inspector.review.session",
)
"""PyMuPDF (rendering pages) and numpy (the highlight boxes of long chunks), through the
document layer's modules that use them; and the review session's modules with sqlite3,
which a thread would otherwise import while the document's chunks arrive (holding the GIL
from the GUI thread, each module also inspected by PySide6)."""


def preload_page_modules() -> None:
    """Import :data:`PAGE_MODULES`."""
    for name in PAGE_MODULES:
        importlib.import_module(name)


def preload_in_background() -> threading.Thread:
    """:func:`preload_page_modules` in a daemon thread (the GUI thread keeps running)."""
    thread = threading.Thread(target=preload_page_modules, name="inspector-preload", daemon=True)
    thread.start()
    return thread


def run_app(path: Path | None) -> int:
    """Show the main window (opening ``path`` if given) and run until it closes.

    Returns:
        The process exit status.
    """
    # The worker processes' server starts now, while the window's modules load and the window
    # comes up (about 1 s each, on two cores), and loading ``path`` starts as soon as it is up.
    prepare_launch(path)
    from PySide6.QtWidgets import QApplication

    from inspector.gui.main_window import APP_TITLE, MainWindow
    from inspector.gui.resources import app_icon, style_sheet
    from inspector.gui.stall_probe import DEFAULT_LIMIT_MS, StallProbe

    existing = QApplication.instance()
    # Only the program name: the command line was parsed already, Qt must not reinterpret it.
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setOrganizationName(APP_TITLE)
    app.setApplicationName(APP_TITLE)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    app.setWindowIcon(app_icon())
    app.setStyleSheet(style_sheet())
    window = MainWindow(user_settings())
    if os.environ.get("INSPECTOR_STALL_PROBE"):
        # Diagnostics: log every event-loop stall over the limit while the window runs.
        logging.basicConfig(level=logging.INFO)
        StallProbe(window, log_over_ms=DEFAULT_LIMIT_MS).start()
    window.show()
    if path is not None:
        # After show(): a password prompt or error box then has a window to sit over, and
        # the fit-to-width zoom sees the real window size.
        window.open_file(path)
    else:
        preload_in_background()
    drop_early_load()  # not adopted: the file needs a password, or could not be opened
    return app.exec()
