# mypy: disallow-untyped-calls=False
# PyMuPDF leaves TextPage and its SWIG objects unannotated; typed here at the module boundary.
"""A page's kept lines read from MuPDF's text page by the compiled ``_stext_lines`` module.

``pdf_page_lines.gather_lines`` reads them from PyMuPDF's ``rawdict``, which first builds a
dict, two tuples, six floats and a string for every character (about a third of a page's whole
loading cost on Arabic pages). ``_stext_lines.walk`` (C, built with the package by ``setup.py``
against the MuPDF headers PyMuPDF ships) walks the same text page and gives the same
facts: per kept line its end, y0, y1, baseline, size, weight, rotation, block number and the
positions ``pdf_clusters.attachable`` gives; the characters' boxes packed as
``textbuild.PACK_BOX`` packs them; the characters as one string; their left and right edges.

The compiled module is used only when it was built from this checkout's ``_stext_lines.c``
(its SHA-256 is compiled in) against the MuPDF version PyMuPDF runs now, and that version is
one the walk was verified on (``VERIFIED_MUPDF``); otherwise, or when it was never built,
``walk_text_page`` answers None and the page's ``rawdict`` is read as before. It also answers
None for a page whose reading through ``rawdict`` depends on more than the walk reproduces (see
the C file's header): the loader then reads that page's ``rawdict``. Units: PDF points, origin
at the page's top-left.
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from inspector.document.pdf.char_classes import MARK_CHARS, SPACES
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.page_lines import Walked

SOURCE = Path(__file__).with_name("_stext_lines.c")
"""The C source of ``_stext_lines``, shipped beside this module."""


def source_digest() -> str:
    """SHA-256 (hex) of ``_stext_lines.c`` as it is now: what a usable build has compiled in."""
    return hashlib.sha256(SOURCE.read_bytes()).hexdigest()


def _class_table() -> bytes:
    """The class table the walk tests characters against: one byte per code point below U+10000.

    1 for a combining mark (``MARK_CHARS``), 2 for a space (``SPACES``), else 0 (no mark or
    space lies above U+FFFF).
    """
    table = bytearray(0x10000)
    for char in MARK_CHARS:
        table[ord(char)] |= 1
    for char in SPACES:
        table[ord(char)] |= 2
    return bytes(table)


CLASSES = _class_table()
"""The mark and space classes, as the walk reads them (``_class_table``)."""


VERIFIED_MUPDF = frozenset({"1.28.5", "1.28.6"})
"""MuPDF versions on which the walk was checked to read every real page as ``rawdict`` does
(``tests/document/test_pdf_stext_lines.py``): 1.28.5 (PyMuPDF 2.0) and 1.28.6 (PyMuPDF 2.1).
On any other version the loader reads ``rawdict`` (``page_reading`` says so) until that test
has passed on it and the version is added here; PyMuPDF itself is not pinned, so that a PDF
parser opening untrusted files takes upstream fixes."""


@cache
def _compiled() -> tuple[Callable[..., Walked | None] | None, str]:
    """``_stext_lines.walk`` when usable, else None; and why not, in words ("" when usable)."""
    try:
        module = importlib.import_module("inspector.document.pdf._stext_lines")
    except ImportError as error:
        return None, f"the compiled walk is not installed ({error})"
    if source_digest() != module.SOURCE_HASH:
        return None, "the compiled walk was built from another _stext_lines.c"
    if pymupdf.mupdf_version != module.MUPDF_VERSION:
        return None, f"the compiled walk was built for MuPDF {module.MUPDF_VERSION}"
    walk: Callable[..., Walked | None] = module.walk
    return walk, ""


def compiled_walk() -> Callable[..., Walked | None] | None:
    """``_stext_lines.walk`` when it is built from this source for the running MuPDF, else None.

    Whether that MuPDF was verified is ``native_walk``'s question. The module is built when the
    package is installed (``setup.py``); a failed build leaves it out, and so does a machine
    without a C compiler.
    """
    return _compiled()[0]


def native_walk() -> Callable[..., Walked | None] | None:
    """The compiled walk when it is built for the running MuPDF and that MuPDF is verified."""
    if pymupdf.mupdf_version not in VERIFIED_MUPDF:
        return None
    return compiled_walk()


def page_reading() -> str:
    """One line saying how PDF pages are read in this installation, and why."""
    version = pymupdf.mupdf_version
    if native_walk() is not None:
        return f"PDF pages: compiled text-page walk (MuPDF {version}, verified)"
    if compiled_walk() is not None:
        return (
            f"PDF pages: rawdict (MuPDF {version} is not one the compiled walk was verified on: "
            f"{', '.join(sorted(VERIFIED_MUPDF))})"
        )
    return (
        f"PDF pages: rawdict (MuPDF {version}; {_compiled()[1]}: install the package again "
        "with a C compiler present, pip install ., to build it)"
    )


def walk_text_page(textpage: Any, page_rect: tuple[float, float, float, float]) -> Walked | None:
    """The kept lines of an unrotated page's text page, as ``gather_lines`` reads them.

    Args:
        textpage: ``page.get_textpage(flags=pdf_rawdict.TEXT_FLAGS, clip=INFINITE_RECT())``.
            It must outlive the call (the walk reads its C structures).
        page_rect: The page's box; lines wholly outside it are dropped.

    Returns:
        ``(lines, packed boxes, text, x0s, x1s)`` (``pdf_page_lines.Walked``), or None when
        the compiled module is not usable or the page must be read through ``rawdict``
        (``textpage.extractRAWDICT()``).
    """
    walk = native_walk()
    if walk is None:
        return None
    settings = pymupdf._globals  # PyMuPDF's process-wide text options (TOOLS sets them)
    context = pymupdf.mupdf.internal_context_get()  # this thread's MuPDF context
    return walk(
        textpage.this.m_internal_value(),
        int(context.this),
        page_rect,
        int(bool(settings.skip_quad_corrections)),
        int(bool(settings.small_glyph_heights)),
        int(bool(settings.subset_fontnames)),
        CLASSES,
    )
