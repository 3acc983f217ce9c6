"""Review: the reviewer's state over the chunks, edits as values, splices, persistence.

Pure Python: no Qt, no PyMuPDF. Modules:

- ``model``: statuses, flag categories, flags, chunk reviews, redactions, ``ReviewState`` and
  its invariant check;
- ``splice``: the one way a state changes (runs of chunk replacements, excluded-span and
  redaction changes), with exact inverses and JSON; ``diff`` builds one between two states;
- ``edits`` (``edits_boundary``, ``edits_decisions``, ``edits_spans``, ``edits_rechunk``):
  edits that plan splices, refusing invalid ones with ``EditRefused``; ``context`` holds what
  they need; ``metadata`` recomputes chunk metadata and snaps offsets;
- ``store``: the SQLite review store (one per document, audit trail); ``session``: undo and
  redo stacks, saving, progress, audit, rebase, re-anchoring; ``access``: ``open_session``
  for the window and ``load_review_for`` for exporters;
- ``rebase``: re-chunking with changed rules (or a changed file) keeping manual boundaries
  and decisions; ``summary``: progress counts and audit texts.
"""
