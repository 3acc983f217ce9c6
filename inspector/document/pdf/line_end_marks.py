"""LibreOffice's displaced line-final Arabic marks, carried to the line they belong to.

When a word ends a line of a right-to-left paragraph, LibreOffice may draw that word's last
mark (a tanween, a shadda, a kasra) not on its letter but zero-width at the *right edge of the
line above*, as the last glyph of that line (observed in the samples' "المعتمد من الهيئة
وفقاً" and in the Tunisian code's "كلّ ذلك", both rendered by LibreOffice). No letter there
holds it, so the clusters leave it out; this module finds it and attaches it to the logical
end (leftmost Arabic letter) of the next line MuPDF gives. A mark drawn inside its own line at
the edge of a left-to-right run is handled in ``pdf_clusters``.

Only a bare letter takes the mark (one already marked is left as it is), and only when the next
line lies below within a few line heights; the mark keeps its own glyph id, so the offset map
still points to where it is drawn. Units: PDF points.
"""

from __future__ import annotations

from collections.abc import Sequence

from inspector.document.pdf.char_classes import ARABIC_MARK_CHARS, RTL_STRONG

EDGE_TOLERANCE = 0.5
"""How far (points) left of the line's rightmost glyph edge the displaced mark may sit."""

MAX_LINES_BELOW = 4.0
"""The next line's baseline must lie below the mark's within this many font sizes."""

CarriedMark = tuple[str, int, float]
"""A displaced mark: its character, its glyph id and the baseline of the line it was on."""


def dropped_final_mark(
    chars: Sequence[str],
    x0s: Sequence[float],
    x1s: Sequence[float],
    gids: Sequence[int],
    kept: Sequence[int],
    extra: dict[int, tuple[int, ...]],
    baseline: float,
) -> CarriedMark | None:
    """The line's displaced final mark, if it has one and the clusters left it out.

    Args:
        chars: The MuPDF line's characters in emission order.
        x0s: Their boxes' left edges.
        x1s: Their boxes' right edges.
        gids: Their glyph ids.
        kept: The clusters' first glyph ids (``pdf_clusters.clusters``).
        extra: The clusters' other glyph ids.
        baseline: The line's baseline.
    """
    if len(chars) < 2 or chars[-1] not in ARABIC_MARK_CHARS:
        return None
    x0, x1 = x0s[-1], x1s[-1]
    if x1 - x0 >= 0.01 or x0 < max(x1s[:-1]) - EDGE_TOLERANCE:
        return None
    gid = gids[-1]
    if gid in kept or any(gid in members for members in extra.values()):
        return None  # a letter took it after all
    return chars[-1], gid, baseline


def attach_carried_mark(
    mark: CarriedMark,
    texts: list[str],
    x0s: Sequence[float],
    extra: dict[int, tuple[int, ...]],
    baseline: float,
    size: float,
) -> bool:
    """Attach ``mark`` to the leftmost Arabic letter of the next line's clusters, in place.

    Args:
        mark: ``dropped_final_mark`` of the line before.
        texts: The next line's cluster texts (changed in place).
        x0s: Their left edges.
        extra: Their other glyph ids (changed in place).
        baseline: The next line's baseline.
        size: Its font size.

    Returns:
        Whether the mark was attached.
    """
    char, gid, mark_baseline = mark
    if not 0 < baseline - mark_baseline <= MAX_LINES_BELOW * size:
        return False
    letters = [k for k, text in enumerate(texts) if RTL_STRONG.match(text)]
    if not letters:
        return False
    end = min(letters, key=x0s.__getitem__)
    if len(texts[end]) != 1:
        return False  # the letter already carries something
    texts[end] += char
    extra[end] = (gid,)
    return True
