"""The one place PyMuPDF is imported: ``from inspector.document.pdf.mupdf import pymupdf``.

``import pymupdf`` (2.0) also imports its layout and LLM helpers when they are installed,
which we never use; the application's entry points keep them out of their process
(``inspector.cli_process.lean_pymupdf``) before this import. Library code leaves
``sys.modules`` alone, so a program importing the loader directly gets PyMuPDF as installed.
"""

from __future__ import annotations

import pymupdf

__all__ = ["pymupdf"]
