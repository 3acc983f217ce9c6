"""Plain text that mixes Arabic and English lines, kept readable in Qt's labels and tooltips.

A tooltip is laid out in one direction, taken from its first strong character: a chunk whose
heading is Arabic made the whole tooltip right-to-left, and its English lines read backwards
(".Drag the flag to move this boundary to another word"). Wrapped in a first-strong isolate
(U+2068 ... U+2069), each line is ordered by its own first strong character wherever it is
shown; the marks are invisible and take no room.
"""

from __future__ import annotations

FSI = "\u2068"
"""FIRST STRONG ISOLATE: the text up to the matching PDI takes its own direction."""
PDI = "\u2069"
"""POP DIRECTIONAL ISOLATE: ends the isolate."""


def isolate_lines(text: str) -> str:
    """``text`` with each non-empty line wrapped in FSI ... PDI (already wrapped lines kept)."""
    return "\n".join(
        line if not line or line.startswith(FSI) else f"{FSI}{line}{PDI}"
        for line in text.split("\n")
    )
