"""The one place PyMuPDF is imported, without the layout and LLM helpers PyMuPDF 2 drags in.

``import pymupdf`` (2.0) also imports ``pymupdf.layout`` (ONNX runtime, NumPy) and
``pymupdf4llm`` when they are installed: measured here 0.57 s and 165 MB resident, against
0.17 s and 59 MB without them. We use neither, so both are marked unimportable before PyMuPDF
is loaded; PyMuPDF treats them as absent (it guards both imports with ``except ImportError``).
Other modules get PyMuPDF with ``from inspector.document.mupdf import pymupdf``.
"""

from __future__ import annotations

import sys

_UNUSED_HELPERS = ("pymupdf.layout", "pymupdf4llm")

for _name in _UNUSED_HELPERS:
    # A None entry makes "import name" raise ImportError (see the import system's docs on
    # sys.modules); a helper that something imported on purpose first is left alone.
    if _name not in sys.modules:
        sys.modules[_name] = None  # type: ignore[assignment]

import pymupdf  # noqa: E402 - must follow the sys.modules entries above

__all__ = ["pymupdf"]
