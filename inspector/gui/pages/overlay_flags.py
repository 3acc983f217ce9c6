"""What a boundary flag on the page says, and where in the page margin it goes.

A flag marks a chunk start ("#index · type · tokens · rule", shortened to fit the margin), a
chunk continuing on a new page ("#index cont.") or, after a re-chunk, a boundary that was
removed. Its text is prefixed with the reviewer's decision and flags, and with the kind of
change the last re-chunk made there. Geometry is in the page's PDF points, page-local.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont

from inspector.document.model import Direction, PageBox
from inspector.gui.pages.overlay_labels import LABEL_SIZE, fit_flag, flag_texts
from inspector.review.model import ReviewStatus
from inspector.view.boundary_diff import BoundaryChange, ChangeKind
from inspector.view.chunk_state import ChunkState

FLAG_GAP = 2.0
"""Points between a boundary flag and the text column."""
FLAG_HEIGHT = LABEL_SIZE + 2.0
"""Points: a flag is one label line high."""
_STATUS_SIGNS = {
    ReviewStatus.APPROVED: "✓ ",
    ReviewStatus.NEEDS_WORK: "! ",
    ReviewStatus.REJECTED: "✗ ",
}
_CHANGE_SIGNS = {
    ChangeKind.ADDED: "+ ",
    ChangeKind.MOVED: "↕ ",
    ChangeKind.RULE_CHANGED: "≠ ",
}


def box_rect(box: PageBox) -> QRectF:
    """A PageBox's rectangle as a QRectF (points, page-local)."""
    x0, y0, x1, y1 = box.rect
    return QRectF(x0, y0, x1 - x0, y1 - y0)


def marker_texts(
    state: ChunkState, index: int, continued: bool, change: BoundaryChange | None
) -> list[str]:
    """The texts a chunk's flag may show, longest first (the first that fits is drawn).

    ``continued``: the flag marks the chunk going on on a later page (no signs then, they are
    on its first flag). ``change``: what the last re-chunk did at this boundary, if anything.
    """
    chunk = state.chunks[index]
    if continued:
        return [f"#{index} cont.", f"#{index}"]
    texts = flag_texts(index, chunk.chunk_type.value, chunk.token_count, chunk.boundary.rule)
    if change is not None:
        texts = [_CHANGE_SIGNS.get(change.kind, "") + text for text in texts]
    review = state.reviews[index]
    sign = _STATUS_SIGNS.get(review.status, "") + ("⚑ " if review.flags else "")
    sign += "✎ " if review.manual else ""
    sign += "↺ " if chunk.start in state.lost_approval else ""
    return [sign + text for text in texts] if sign else texts


def removed_texts(rule: str) -> list[str]:
    """The texts of a removed boundary's flag, longest first."""
    return [f"− removed · {rule}", "− removed", "−"]


def flag_rect(
    state: ChunkState,
    page: int,
    page_width: float,
    offset: int,
    line: QRectF,
    texts: list[str],
    font: QFont,
) -> tuple[str, QRectF]:
    """The longest of ``texts`` that fits the page margin, and where its flag goes.

    The flag goes in the margin the text at ``offset`` starts from: the left one for
    left-to-right text, the right one for right-to-left text; level with ``line``'s top.
    ``page_width`` is the page's width in points.
    """
    left, right = state.text_column(page)
    rtl = state.direction_at(offset) is Direction.RTL
    room = (page_width - right if rtl else left) - 2 * FLAG_GAP
    text, flag_width = fit_flag(texts, room, font)
    x = right + FLAG_GAP if rtl else max(FLAG_GAP / 2, left - FLAG_GAP - flag_width)
    return text, QRectF(x, line.top(), flag_width, FLAG_HEIGHT)


def line_at(state: ChunkState, offset: int, page: int) -> QRectF | None:
    """The line box of the first positioned character at or after ``offset`` on ``page``.

    Looks at most 200 characters ahead; None when none of them is positioned on ``page``.
    """
    offset_map = state.document.offset_map
    end = min(len(offset_map), offset + 200)
    for position in range(offset, end):
        glyph = offset_map.glyph(position)
        if glyph is not None and glyph.bbox is not None:
            if glyph.page_index != page:
                return None
            boxes = offset_map.boxes_for(position, position + 1)
            return box_rect(boxes[0]) if boxes else None
    return None


def describe_change(change: BoundaryChange) -> str:
    """One line about a changed boundary, for tooltips."""
    if change.kind is ChangeKind.ADDED:
        return f"Boundary added in the last re-chunk (rule {change.rule})."
    if change.kind is ChangeKind.MOVED and change.old_offset is not None:
        shift = change.offset - change.old_offset
        return f"Boundary moved {abs(shift):,} characters {'later' if shift > 0 else 'earlier'}."
    if change.kind is ChangeKind.RULE_CHANGED:
        return f"Same place, other rule: {change.old_rule} → {change.rule}."
    return change.kind.value
