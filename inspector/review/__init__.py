"""Review: the reviewer's state over the chunks, edits as values, splices, persistence.

Pure Python: no Qt, no PyMuPDF. ``model`` holds the values, ``splice`` the one way they change
(with exact inverses), ``edits`` the edits that plan splices, ``session`` and ``store`` the
undo/redo stacks and the SQLite review store, ``rebase`` re-chunking that keeps decisions.
"""
