"""What the window shows, in plain Python (no Qt).

A document's chunk state and records, chunk sizes, provenance in words, boundary differences,
review progress, snapping of boundaries, zoom policy, UTF-16 offsets and bidi-safe labels: the
widgets in :mod:`inspector.gui` read these; tests exercise them without a display.
"""
