"""Build hooks of the package (the rest of its metadata is in ``pyproject.toml``).

- The PDF loader's C module ``inspector.document.pdf._stext_lines`` (``_stext_lines.c``) is an
  *optional* extension, compiled against the MuPDF headers and library that the PyMuPDF of the
  build environment ships (``pymupdf/mupdf-devel/include``, ``pymupdf/libmupdf.so*``; PyMuPDF
  is a build requirement). When there is no compiler, no headers or the compiler fails, the
  install still succeeds without it and PDFs are read through ``rawdict``
  (``inspector --version`` says which reading is in use, and why).
- The source's SHA-256 is compiled in (``INSPECTOR_SOURCE_HASH``), so that an edited source is
  never run through a stale build (``pdf_stext_lines.compiled_walk``): after editing the C file,
  install again (``pip install -e .``).
- The top-level ``resources/`` folder (icons, style sheet, .desktop file) ships inside the
  wheel as ``inspector/resources``.
"""

from __future__ import annotations

import hashlib
import importlib.util
import shutil
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SOURCE = "inspector/document/pdf/_stext_lines.c"


def _say(message: str) -> None:
    print(f"legal-chunk-inspector build: {message}", file=sys.stderr)


def _mupdf() -> tuple[Path, Path, str] | None:
    """PyMuPDF's folder, its MuPDF headers and its library file name, or None (said why).

    PyMuPDF is found without being imported (the build needs only its files).
    """
    spec = importlib.util.find_spec("pymupdf")
    if spec is None or not spec.submodule_search_locations:
        _say("PyMuPDF is not installed in the build environment; the C walk is not built")
        return None
    package = Path(next(iter(spec.submodule_search_locations))).resolve()
    include = package / "mupdf-devel" / "include"
    libraries = sorted(package.glob("libmupdf.so*"))
    if not (include / "mupdf" / "fitz.h").exists() or not libraries:
        _say(f"PyMuPDF in {package} ships no MuPDF headers or library; the C walk is not built")
        return None
    return package, include, libraries[0].name


def _extensions() -> list[Extension]:
    found = _mupdf()
    if found is None:
        return []
    package, include, library = found
    digest = hashlib.sha256((HERE / SOURCE).read_bytes()).hexdigest()
    return [
        Extension(
            "inspector.document.pdf._stext_lines",
            sources=[SOURCE],
            include_dirs=[str(include)],
            define_macros=[("INSPECTOR_SOURCE_HASH", f'"{digest}"')],
            extra_compile_args=["-O2", "-fvisibility=hidden"],
            library_dirs=[str(package)],
            # The exact library file PyMuPDF loads (its soname). PyMuPDF has loaded it before
            # the module is imported (pdf_stext_lines imports pymupdf first); the run path
            # finds it beside an installed PyMuPDF all the same (site-packages/pymupdf).
            extra_link_args=[f"-l:{library}", "-Wl,-rpath,$ORIGIN/../../pymupdf"],
            optional=True,
        )
    ]


class BuildExt(build_ext):
    """``build_ext`` that never fails the install: a failed build leaves the rawdict reading."""

    def run(self) -> None:
        """Build the extensions, or say why not and go on."""
        try:
            super().run()
        except Exception as error:  # no compiler at all, e.g. (optional=True covers the rest)
            _say(f"the C walk was not built ({error}); PDFs are read through rawdict")

    def build_extension(self, ext: Extension) -> None:
        """Build one extension, or say why not and go on."""
        try:
            super().build_extension(ext)
        except Exception as error:
            _say(f"the C walk was not built ({error}); PDFs are read through rawdict")


class BuildPy(build_py):
    """``build_py`` that also copies ``resources/`` into the package as ``inspector/resources``.

    An editable install reads them from the checkout (``inspector.gui.resources``).
    """

    def run(self) -> None:
        """Copy the modules and package data, then the resources."""
        super().run()
        if not self.editable_mode:
            target = Path(self.build_lib) / "inspector" / "resources"
            shutil.copytree(HERE / "resources", target, dirs_exist_ok=True)


setup(ext_modules=_extensions(), cmdclass={"build_ext": BuildExt, "build_py": BuildPy})
