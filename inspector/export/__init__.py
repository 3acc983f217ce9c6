"""Export of reviewed chunks: one versioned record schema, JSON Lines, SQLite, golden fixtures.

Pure layer: no Qt, no PyMuPDF. sqlite-utils is imported only here (``sqlite_store``).

- ``records``: ``ExportInput`` (a document, its chunks and the review decisions) and
  ``export_records`` (the versioned records, redacted, approved-only unless asked).
- ``gate``: the redaction gate that refuses an approved chunk holding personal data.
- ``jsonl`` / ``sqlite_store``: atomic, idempotent writers.
- ``fixtures`` / ``fixture_check``: golden fixtures and the boundary diff against them.
- ``batch``: load, chunk and export a folder in parallel processes or on Dask.
"""
