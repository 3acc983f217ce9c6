"""The lines before a candidate line start: the previous non-blank line, and title lines.

Offsets are key-layer character offsets. ``previous_line`` looks back at most eight lines (a
candidate's context is its neighbourhood, never the whole text); ``with_title_lines`` is the
scanner's last pass, flagging or adding the short lines that may title what follows them.
"""

from __future__ import annotations

import re

from inspector.document.page_numbers import page_number
from inspector.engine.lines import is_title_like, line_at
from inspector.engine.segment import Segment
from inspector.engine.types import BoundaryKind

CLOSING = ".;:!?؟…)]\"'”’»"
"""Last characters of a line that ends a sentence or an item."""
_INDENT = re.compile(r"[^\S\n]*")
_GOES_ON = re.compile(
    r"(?:And|Or|But|Nor|Et|Ou|Mais|Ni)\s"
    r"|و(?:[يت]|(?:في|على|لا|إذا|إن|لكن|ذلك|بما|مع|عند|كذلك)(?=\s))"
)
"""The opening of a sentence that goes on with the text before it, so titles nothing: a
conjunction ("And the Minister may ...", "Et le ministre ..."), or in Arabic "و" fused with a
verb in the imperfect ("وتحدد اللائحة ...", "ويصدر ... قرار من الوزير") or a particle
("وفي جميع الأحوال ..."). Arabic laws often leave an article's last sentence without a full
stop, so the end of the line cannot tell such a sentence from a title."""
_CONTENT = re.compile(r"\S")


def is_page_number_line(line: str) -> bool:
    """Whether ``line`` holds only a page number, a roman numeral included.

    ``page_numbers.page_number`` with ``roman``: "- 3 -", "Page 2 of 9", "الصفحة ٣", "iv". Such
    a line is passed over when the engine looks for the text before a line, and is no heading.
    """
    return page_number(line, roman=True) is not None


def previous_line(key: str, pos: int, *, skip_page_numbers: bool) -> tuple[int, str] | None:
    """Start and stripped text of the last non-blank line before the line at ``pos``."""
    end = pos - 1  # the "\n" that ends the previous line
    for _ in range(8):
        if end < 0:
            return None
        start = key.rfind("\n", 0, end) + 1
        line = key[start:end].strip()
        end = start - 1
        if not line:
            continue
        if skip_page_numbers and is_page_number_line(line):
            continue
        return start, line
    return None


def with_title_lines(key: str, segments: list[Segment]) -> list[Segment]:
    """Flag short standalone lines that may title the heading or paragraph after them.

    A single-line paragraph that reads like a title is flagged where it stands; a title-like
    line inside running text (no blank lines around it) becomes a segment of its own when
    it directly precedes a heading or a numbered paragraph and follows a finished line.
    ``structure`` makes it a heading only when a unit starts right after it ("Statute of
    the International Court of Justice" above "Article 1", "Introduction" above a
    judgment's paragraph 1).
    """
    starts = {s.start for s in segments}
    out: list[Segment] = []
    structural = (BoundaryKind.HEADING, BoundaryKind.NUMBERED)
    for index, segment in enumerate(segments):
        if segment.kind in structural and out:
            before_segment = out[-1]
            newline = key.find("\n", before_segment.content, segment.start)
            if newline == -1 or _CONTENT.search(key, newline, segment.start) is None:
                out.append(segment)  # the line before is a segment of its own already
                continue
            found = previous_line(key, segment.start, skip_page_numbers=False)
            if (
                found is not None
                and found[0] not in starts
                and is_title_like(found[1])
                and not _GOES_ON.match(found[1])
            ):
                before = previous_line(key, found[0], skip_page_numbers=True)
                if before is None or before[1][-1] in CLOSING:
                    start = found[0]
                    content = _INDENT.match(key, start).end()  # type: ignore[union-attr]
                    title = Segment(
                        start, start, content, BoundaryKind.PARAGRAPH, "title_line", False
                    )
                    title.title_line = True
                    out.append(title)
        elif (
            segment.kind is BoundaryKind.PARAGRAPH
            and segment.table < 0
            and (
                (index + 1 < len(segments) and segments[index + 1].kind in structural)
                or (out and out[-1].kind is BoundaryKind.HEADING)
            )
        ):
            line, next_start = line_at(key, segment.content)
            following, _ = line_at(key, next_start)
            segment.title_line = (
                not following.strip()
                and is_title_like(line)
                and not _GOES_ON.match(line.lstrip())
                and not _listed_line(key, segment.start, out)
            )
        out.append(segment)
    return out


def _listed_line(key: str, pos: int, out: list[Segment]) -> bool:
    """Whether the line before ``pos`` is an unpunctuated title-like line of running text.

    Then the line at ``pos`` is the next cell or item of a table or list set as paragraphs
    ("Registration as a data altruism organisation recognised in the Union" / "Confirmation of
    the registration"), not the title of the heading after it. A heading before it (a
    chapter's heading, then its title) does not count.
    """
    found = previous_line(key, pos, skip_page_numbers=True)
    if found is None or found[1][-1] in CLOSING or not is_title_like(found[1]):
        return False
    return not any(s.kind is BoundaryKind.HEADING and s.start <= found[0] for s in out[-1:])
