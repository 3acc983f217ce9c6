"""The layering of DESIGN.md holds: the core never loads Qt or PyMuPDF."""

from __future__ import annotations

import importlib.metadata
import json
import subprocess
import sys
from pathlib import Path

import pytest

import inspector

PACKAGE = Path(inspector.__file__).parent
CORE_LAYERS = [
    "inspector.document.model",
    "inspector.engine",
    "inspector.redaction",
    "inspector.strategies",
    "inspector.review",
    "inspector.export",
    "inspector.evaluation",
]
FORBIDDEN = ("PySide6", "shiboken6", "pymupdf", "fitz", "docx")


def _loaded_modules(modules: list[str], *, prepare: bool = False) -> list[str]:
    """Modules a fresh interpreter holds after importing ``modules``.

    ``prepare``: first make the process settings the application's entry points make
    (``inspector.cli_process``).
    """
    code = (
        "import importlib, json, sys\n"
        + ("from inspector.cli_process import lean_pymupdf; lean_pymupdf()\n" if prepare else "")
        + f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(n for n, m in sys.modules.items() if m is not None)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    loaded: list[str] = json.loads(result.stdout)
    return loaded


def _existing(names: list[str]) -> list[str]:
    """The core layers that exist so far (later issues add review and export)."""
    found = []
    for name in names:
        relative = Path(*name.split(".")[1:])
        if (PACKAGE / relative).is_dir() or (PACKAGE / relative).with_suffix(".py").is_file():
            found.append(name)
    return found


def test_core_layers_load_neither_qt_nor_pymupdf() -> None:
    layers = _existing(CORE_LAYERS)
    assert "inspector.engine" in layers
    all_engine_modules = [
        f"inspector.engine.{p.stem}"
        for p in (PACKAGE / "engine").glob("*.py")
        if p.stem != "__init__"
    ]
    loaded = _loaded_modules(layers + all_engine_modules)
    offenders = [m for m in loaded if m.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_cli_loads_no_qt_before_the_window_is_asked_for() -> None:
    loaded = _loaded_modules(["inspector.cli"])
    assert not [m for m in loaded if m.split(".")[0] in FORBIDDEN]


def test_the_check_itself_detects_a_forbidden_import() -> None:
    loaded = _loaded_modules(["inspector.document.pdf.mupdf"])
    assert "pymupdf" in loaded


_PYMUPDF_HELPERS = ("pymupdf.layout", "pymupdf4llm", "onnxruntime")


def _installed(distribution: str) -> bool:
    try:
        importlib.metadata.distribution(distribution)
    except importlib.metadata.PackageNotFoundError:
        return False
    return True


def test_entry_points_keep_pymupdf_lean_and_library_imports_leave_it_alone() -> None:
    # The application's entry point keeps PyMuPDF 2's layout and LLM helpers out ...
    lean = _loaded_modules(["inspector.cli_process", "inspector.document.pdf.loader"], prepare=True)
    assert "pymupdf" in lean
    assert not [m for m in lean if m.startswith(_PYMUPDF_HELPERS)]
    # ... while importing the loader as a library changes nothing in sys.modules: PyMuPDF comes
    # as installed (with its helpers, where they are installed).
    plain = _loaded_modules(["inspector.document.pdf.loader"])
    helpers_installed = any(_installed(d) for d in ("pymupdf4llm", "pymupdf-layout"))
    assert bool([m for m in plain if m.startswith(_PYMUPDF_HELPERS)]) == helpers_installed


@pytest.mark.parametrize("package", ["engine", "document"])
def test_no_qt_import_statement_outside_gui(package: str) -> None:
    for path in (PACKAGE / package).rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert "PySide6" not in source.replace('"PySide6"', ""), path


@pytest.mark.parametrize("package", ["view", "workers"])
def test_the_windows_plain_python_loads_no_qt(package: str) -> None:
    # inspector.view and inspector.workers hold what the window uses without Qt; importing
    # them all in a fresh interpreter must load neither Qt nor a Qt binding.
    modules = [
        f"inspector.{package}.{p.stem}"
        for p in (PACKAGE / package).glob("*.py")
        if p.stem != "__init__"
    ]
    assert modules
    loaded = _loaded_modules(modules, prepare=package == "workers")
    assert not [m for m in loaded if m.split(".")[0] in ("PySide6", "shiboken6")]


def test_every_module_in_gui_uses_qt() -> None:
    # A module with no Qt import belongs outside inspector/gui (in view/ or workers/), where
    # tests run it without a display and the layer contract checks its imports.
    for path in (PACKAGE / "gui").rglob("*.py"):
        if path.name == "__init__.py":
            continue
        source = path.read_text(encoding="utf-8")
        assert "from PySide6" in source or "import PySide6" in source, path
