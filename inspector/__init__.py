"""Legal Chunk Inspector: structure-aware chunking of legal documents, reviewed on the page."""

__version__ = "0.1.0"
