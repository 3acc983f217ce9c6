"""Loading: file -> Document. Only the loader modules import PyMuPDF and python-docx.

This package's ``__init__`` imports nothing, so ``inspector.document.model`` can be used by the
engine without pulling in PyMuPDF.
"""
