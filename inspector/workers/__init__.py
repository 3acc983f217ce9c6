"""Worker processes and what runs in them: loading, re-chunking, comparing, token counts.

No Qt here: the window drives these processes through :mod:`inspector.gui.jobs`, and
``inspector batch`` and the CLI import what they need without loading PySide6.
"""
