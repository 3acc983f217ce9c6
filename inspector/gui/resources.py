"""Find the application's resources (icons, style sheet, .desktop file) and load them."""

from __future__ import annotations

import importlib.resources
from pathlib import Path

from PySide6.QtGui import QIcon

import inspector

ICON_FILE = "icons/inspector.svg"
STYLE_SHEET_FILE = "style.qss"


def resources_dir() -> Path:
    """The folder holding the resources.

    An installed wheel carries them inside the package (``inspector/resources``, see
    ``force-include`` in pyproject.toml); an editable install or a source checkout has them in
    the repository's top-level ``resources/`` folder, next to the ``inspector`` package.

    Raises:
        FileNotFoundError: Neither place has them (a broken installation).
    """
    packaged = Path(str(importlib.resources.files(inspector))) / "resources"
    if packaged.is_dir():
        return packaged
    checkout = Path(inspector.__file__).resolve().parent.parent / "resources"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"resources folder not found: looked at {packaged} and {checkout}")


def resource_path(relative: str) -> Path:
    """The path of one resource file, e.g. ``resource_path("icons/inspector.svg")``."""
    return resources_dir() / relative


def app_icon() -> QIcon:
    """The application icon (scalable: Qt renders the SVG at each size asked for)."""
    return QIcon(str(resource_path(ICON_FILE)))


def style_sheet() -> str:
    """The application style sheet (Qt style sheet syntax)."""
    return resource_path(STYLE_SHEET_FILE).read_text(encoding="utf-8")
