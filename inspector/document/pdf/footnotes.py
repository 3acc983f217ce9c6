"""Page footnotes of a PDF: the small print at the foot of a page, left out of chunks.

A page's footnote zone is the run of text blocks that ends its body (only page furniture
after it) and that

- is set in a smaller font than the body (at most ``SMALL_SCALE`` of the body size of its
  direction), every block of it, the rule above it aside;
- starts with a rule drawn in text ("_________", "------") or with a note mark ("(1)",
  "1.", "¹", "*"), so a page that merely ends with a small paragraph keeps it;
- lies below all the body above it (not a side column) and leaves some body-size text on the
  page (a page all in small print has no footnotes to tell apart).

Notes too long for their page run over to the next: after a page that ends with a footnote
zone, the small print that opens the next page (all of it, on a page of notes only) is
footnote too.

Footnotes of a consolidated code hold the former wordings of its articles ("Rédigé en vertu de
l'ordonnance n° 66-155 ... comme suit : - L'action civile ...") and notes on amendments: read as
chunk text they would pass for law in force, and they belong to any article of the page, not
to the one printed last. So, like running heads, they stay in ``Document.text`` and the loader
marks them as an excluded span with the reason ``FOOTNOTE``: no chunk holds them, no heading
rule sees them, the page and the text view still show them, and a reviewer can restore them
without shifting any offset. The note marks in the body ("(1)") stay in the text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from inspector.document.model import BlockKind
from inspector.document.pdf.blocks import PlannedBlock

FOOTNOTE = "footnote"
"""The excluded span's reason for a page footnote."""

SMALL_SCALE = 0.92
"""Largest footnote font size, as a share of the body size (8 or 9 pt under 10 pt body text)."""

_RULE = re.compile(r"[_\-‐‑‒–—―─━=\s]{5,}")
"""A separator rule drawn with characters ("_________________")."""

_NOTE_MARK = re.compile(r"(?:\(\d{1,3}\)|\[\d{1,3}\]|\d{1,3}[.)]?\s|[¹²³⁰-⁹]+|\*{1,3})")
"""A note's mark at the start of its first line: "(1)", "[2]", "3 ", "4)", "¹", "*"."""

_SLACK = 2.0
"""Points by which a footnote's top may rise above the bottom of the body above it."""


def mark_footnotes(pages: list[list[PlannedBlock]], body_sizes: tuple[float, float]) -> None:
    """Make each page's footnotes one furniture block with the reason ``FOOTNOTE``, in place.

    One block per run of notes (its lines joined as a paragraph's), so that the excluded span
    is one block's, and a chunk keeps no run of blank lines where the notes were.

    Args:
        pages: each page's planned blocks, in reading order (bottom furniture last).
        body_sizes: the body font size of left-to-right and of right-to-left text (points).
    """
    continued = False  # the page before ended with a footnote zone
    for page, blocks in enumerate(pages):
        body = [block for block in blocks if block.kind is not BlockKind.FURNITURE]
        lead: list[PlannedBlock] = []
        if continued:
            # Notes running over from the page before: the small print that opens this page.
            for block in body:
                if not _small(block, body_sizes):
                    break
                lead.append(block)
        zone = _footnote_zone(body[len(lead) :], body_sizes)
        if lead or zone:
            pages[page] = _merged(blocks, {id(block) for block in (*lead, *zone)})
        continued = bool(zone) or (bool(lead) and len(lead) == len(body))


def _merged(blocks: list[PlannedBlock], notes: set[int]) -> list[PlannedBlock]:
    """``blocks`` with each run of consecutive note blocks made one furniture block."""
    out: list[PlannedBlock] = []
    run: list[PlannedBlock] = []
    for block in [*blocks, None]:
        if block is not None and id(block) in notes:
            run.append(block)
            continue
        if run:
            first = run[0]
            out.append(
                PlannedBlock(
                    BlockKind.FURNITURE,
                    first.page_index,
                    first.rtl,
                    (
                        min(b.bbox[0] for b in run),
                        min(b.bbox[1] for b in run),
                        max(b.bbox[2] for b in run),
                        max(b.bbox[3] for b in run),
                    ),
                    min(b.size for b in run),
                    False,
                    [line for b in run for line in b.lines],
                    furniture=FOOTNOTE,
                    flow=first.flow,
                )
            )
            run = []
        if block is not None:
            out.append(block)
    return out


def _footnote_zone(
    body: Sequence[PlannedBlock], body_sizes: tuple[float, float]
) -> list[PlannedBlock]:
    """The footnote blocks ending ``body`` (a page's blocks but furniture), or none."""
    start = len(body)
    while start > 0 and _small(body[start - 1], body_sizes):
        start -= 1
    if start < len(body) and start > 0 and _is_rule(body[start - 1]):
        start -= 1  # a rule set in the body's size above small notes
    if start == 0 or start == len(body):
        return []
    # A rule inside the small print separates the notes from the body's last small lines.
    start = next((k for k in range(start, len(body)) if _is_rule(body[k])), start)
    zone = list(body[start:])
    first = zone[0]
    if _is_rule(first):
        if len(zone) == 1:
            return []
    elif not _NOTE_MARK.match(first.first_text().lstrip()):
        return []
    above = body[:start]
    if not any(not _small(block, body_sizes) and not _is_rule(block) for block in above):
        return []
    if first.bbox[1] + _SLACK < max(block.bbox[3] for block in above):
        return []  # beside the body (a column or a margin note), not under it
    return zone


def _small(block: PlannedBlock, body_sizes: tuple[float, float]) -> bool:
    """Whether ``block`` is text set smaller than the body of its direction (or a rule)."""
    if block.table is not None or not block.lines:
        return False
    body_size = body_sizes[1] if block.rtl else body_sizes[0]
    return 0 < block.size <= SMALL_SCALE * body_size or _is_rule(block)


def _is_rule(block: PlannedBlock) -> bool:
    """Whether ``block`` is one line drawn with rule characters."""
    return len(block.lines) == 1 and _RULE.fullmatch(block.lines[0].text.strip()) is not None
