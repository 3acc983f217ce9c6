"""Chunking: Document + ChunkingConfig -> chunks. Pure Python; no Qt, no PyMuPDF."""
