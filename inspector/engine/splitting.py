"""Split a unit over its maximum into parts: strongest boundaries first, then merge.

The unit's segments become *atoms* (the heading run and its first body segment are one atom,
so a heading is never alone; a paragraph or line that carries on the sentence before it, after
a page break in mid-sentence, joins the atom before). If the atoms exceed the profile's
maximum, they are cut at every boundary of the strongest kind present (in a definitions unit,
boundaries after a finished sentence outrank those after a list item's ";" or a lead-in); a
piece still over the maximum is cut again at the next kind inside it; an atom that is a single
over-long segment is refined into sentences, then clauses (after semicolons), then words
(flagged ``word_cut``). Table rows are never refined: a single row over the maximum stays whole
and is flagged ``too_long``.

Pieces are then merged back across the boundaries of the level just cut:

- numbered paragraphs (and judgment paragraphs): a piece under ``numbered_min_tokens`` merges
  into its parent (the piece before), or the parent into it, while the two fit the maximum;
- defined terms, paragraphs, lines, sentences: pieces pack greedily while they fit the pack
  target (the top of the target range; the bottom for Arabic), and a scrap (under
  ``numbered_min_tokens`` and half the target) still joins the piece before it if the two fit
  the maximum;
- table rows pack up to the maximum (a part repeats the header row in its embedding text).

Token counts of atoms that start at line starts add up exactly (see ``scan``); parts cut
inside a line are recounted.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from inspector.engine.segment import Segment
from inspector.engine.sentences import (
    clause_starts,
    ends_full_sentence,
    runs_on,
    sentence_starts,
)
from inspector.engine.spans import kept_text
from inspector.engine.types import Boundary, BoundaryKind

WordCutter = Callable[[str, int], list[int]]
"""``cutter(text, parts)``: character offsets in ``text`` that cut it into ``parts`` pieces of
about equal token counts, each at a word start where possible."""


@dataclass(slots=True)
class Atom:
    """An indivisible piece for the current level: key offsets ``[start, end)``."""

    start: int
    end: int
    tokens: int
    boundary: Boundary
    label: str = ""
    table: int = -1
    refinable: bool = True
    exact: bool = True


@dataclass(slots=True)
class Part:
    """One chunk-to-be of a unit, in key offsets."""

    start: int
    end: int
    tokens: int
    boundary: Boundary
    first_label: str = ""
    last_label: str = ""
    flags: list[str] = field(default_factory=list)
    table: int = -1
    exact: bool = True


@dataclass(frozen=True, slots=True)
class SplitContext:
    """What splitting one unit needs.

    Attributes:
        key: the key layer text.
        excluded: excluded key ranges (sorted).
        count: tokens of the kept text of a key range ``(start, end)`` (cl100k, encoded on
            its own).
        cut_words: the word cutter.
        max_tokens: the profile's hard maximum.
        pack_target: tokens to pack merged pieces up to.
        min_own: ``numbered_min_tokens``.
        abbreviations: words after which a period does not end a sentence.
        pack_numbered: pack numbered pieces to the target too (definition units).
    """

    key: str
    excluded: Sequence[tuple[int, int]]
    count: Callable[[int, int], int]
    cut_words: WordCutter
    max_tokens: int
    pack_target: int
    min_own: int
    abbreviations: frozenset[str]
    pack_numbered: bool = False


def unit_atoms(
    segments: Sequence[Segment], first: int, body: int, last: int, start: Boundary
) -> list[Atom]:
    """Atoms of the unit made of ``segments[first:last]`` whose parts may start at ``body``."""
    head = segments[first:body]
    atoms = [
        Atom(
            head[0].start,
            head[-1].end,
            sum(s.tokens for s in head),
            start,
            label=_label(head[-1]),
            table=head[-1].table,
            refinable=head[-1].table < 0,
        )
    ]
    outer = atoms[0].label  # the label of the depth-1 numbered paragraph in force
    for segment in segments[body:last]:
        level = segment.depth if segment.kind is BoundaryKind.NUMBERED else 0
        label = _label(segment)
        if segment.number is not None and segment.depth == 1:
            outer = label
        elif segment.number is not None and _decimal_under(segment, outer):
            label = segment.label_text or segment.number.label
        atoms.append(
            Atom(
                segment.start,
                segment.end,
                segment.tokens,
                Boundary(segment.start, segment.kind, segment.rule, level),
                label=label,
                table=segment.table,
                refinable=segment.table < 0,
            )
        )
    return atoms


def _label(segment: Segment) -> str:
    if segment.defined_term:
        return segment.defined_term
    if segment.number is not None and segment.depth == 1 and segment.number.rule.scheme != "bullet":
        return segment.label_text or segment.number.label
    return ""


def _decimal_under(segment: Segment, outer: str) -> bool:
    """Whether a deeper numbered segment is a decimal sub-clause of the paragraph ``outer``.

    A decimal label names its whole path ("5.3.1" inside "5.3"), so it is cited as written at
    any depth, where a "(a)" inside "(1)" is cited by its depth-1 paragraph. A decimal label
    under a paragraph it does not extend ("1.1" under "(1)") keeps the paragraph's.
    """
    number = segment.number
    if number is None or segment.kind is not BoundaryKind.NUMBERED:
        return False
    if number.rule.scheme != "decimal":
        return False
    return _extends(_components(segment.label_text or number.label), _components(outer))


_EASTERN_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def _components(label: str) -> tuple[str, ...] | None:
    """The components of a decimal label ("5.3.1." -> ("5", "3", "1")), else None."""
    parts = label.strip().rstrip(".").translate(_EASTERN_DIGITS).split(".")
    if len(parts) < 2 or not all(part.isdigit() for part in parts):
        return None
    return tuple(parts)


def _extends(label: tuple[str, ...] | None, outer: tuple[str, ...] | None) -> bool:
    """Whether decimal label ``label`` lies strictly inside ``outer`` ("5.3.1" in "5.3")."""
    return (
        label is not None
        and outer is not None
        and len(label) > len(outer)
        and label[: len(outer)] == outer
    )


def split_atoms(atoms: list[Atom], ctx: SplitContext, floor: int) -> list[Part]:
    """Parts for ``atoms`` (one unit); boundaries never fall at or before ``floor``."""
    groups = _split(_join_run_ons(atoms, ctx), ctx, floor)
    spread: dict[int, int] = {}  # table id -> number of parts holding some of its rows
    for group in groups:
        for table in {a.table for a in group if a.table >= 0}:
            spread[table] = spread.get(table, 0) + 1
    return [_part(group, groups, index, spread) for index, group in enumerate(groups)]


def _split(atoms: list[Atom], ctx: SplitContext, floor: int) -> list[list[Atom]]:
    if sum(a.tokens for a in atoms) <= ctx.max_tokens:
        return [atoms]
    if len(atoms) == 1:
        refined = _refine(atoms[0], ctx, floor)
        return [refined] if len(refined) == 1 else _split(refined, ctx, floor)
    # In a definitions unit (pieces packed by size, not one per numbered item), boundaries
    # after a finished sentence come first: a cut after a list item's ";" or a lead-in's ":"
    # or "—" parts a sentence (a definition from its items), so it is used only inside a
    # piece that no sentence end can cut to size.
    strengths = [
        (ctx.pack_numbered and _after_sentence(a, ctx), a.boundary.strength) for a in atoms[1:]
    ]
    strongest = max(strengths)
    pieces: list[list[Atom]] = [[atoms[0]]]
    for atom, strength in zip(atoms[1:], strengths, strict=True):
        if strength == strongest:
            pieces.append([atom])
        else:
            pieces[-1].append(atom)
    groups: list[list[Atom]] = []
    cut_here: list[bool] = []
    for index, piece in enumerate(pieces):
        sub = (
            _split(piece, ctx, floor) if sum(a.tokens for a in piece) > ctx.max_tokens else [piece]
        )
        groups.extend(sub)
        cut_here.extend([index > 0] + [False] * (len(sub) - 1))
    kind = atoms[1:][strengths.index(strongest)].boundary.kind
    return _merge(groups, cut_here, kind, ctx)


_RUN_ON_KINDS = frozenset({BoundaryKind.PARAGRAPH, BoundaryKind.LINE})


def _text_before(offset: int, ctx: SplitContext, floor: int) -> str:
    """Up to 80 characters of kept key text before ``offset`` (not before ``floor``)."""
    return kept_text(ctx.key, max(floor, offset - 80), offset, ctx.excluded)


def _after_sentence(atom: Atom, ctx: SplitContext) -> bool:
    """Whether ``atom`` starts after a finished sentence (table rows count as such)."""
    if atom.boundary.kind is BoundaryKind.TABLE_ROW:
        return True
    return ends_full_sentence(_text_before(atom.start, ctx, 0))


def _join_run_ons(atoms: list[Atom], ctx: SplitContext) -> list[Atom]:
    """The atoms, where a paragraph or line that carries on the sentence before it joins it.

    Such a break is a page or column break in mid-sentence (``sentences.runs_on``).

    The joined atom is cut later at a sentence end if it is over the maximum; a join that
    would leave an atom over the maximum with no sentence end inside is not made (it would be
    cut at words).
    """
    out = [atoms[0]]
    for atom in atoms[1:]:
        prev = out[-1]
        if (
            atom.boundary.kind in _RUN_ON_KINDS
            and atom.table < 0
            and prev.table < 0
            and runs_on(_text_before(atom.start, ctx, prev.start), ctx.key[atom.start : atom.end])
        ):
            joined = Atom(
                prev.start,
                atom.end,
                prev.tokens + atom.tokens,
                prev.boundary,
                prev.label or atom.label,
                -1,
                prev.refinable and atom.refinable,
                prev.exact and atom.exact,
            )
            if joined.tokens <= ctx.max_tokens or next(
                iter(sentence_starts(ctx.key, prev.start, atom.end, ctx.abbreviations)), None
            ):
                out[-1] = joined
                continue
        out.append(atom)
    return out


def _merge(
    groups: list[list[Atom]], cut_here: list[bool], kind: BoundaryKind, ctx: SplitContext
) -> list[list[Atom]]:
    """Merge back across the boundaries of the level just cut (see the module docstring)."""
    numbered = kind in (BoundaryKind.NUMBERED, BoundaryKind.UNIT) and not ctx.pack_numbered
    target = ctx.max_tokens if kind is BoundaryKind.TABLE_ROW else ctx.pack_target
    out = [groups[0]]
    totals = [sum(a.tokens for a in groups[0])]
    for group, is_cut in zip(groups[1:], cut_here[1:], strict=True):
        tokens = sum(a.tokens for a in group)
        combined = totals[-1] + tokens
        small = min(totals[-1], tokens) < ctx.min_own
        if numbered:
            merge = small and combined <= ctx.max_tokens
        else:
            # A scrap under the sub-clause threshold (and well under the target) joins the
            # piece before it rather than standing alone.
            scrap = tokens < min(ctx.min_own, target // 2)
            merge = combined <= target or (scrap and combined <= ctx.max_tokens)
        if is_cut and merge:
            out[-1] = out[-1] + group
            totals[-1] = combined
        else:
            out.append(group)
            totals.append(tokens)
    return out


def _refine(atom: Atom, ctx: SplitContext, floor: int) -> list[Atom]:
    """Cut one over-long atom at sentence ends, else after semicolons, else at words."""
    if not atom.refinable:
        return [atom]
    low = max(atom.start, floor)
    sentences = sentence_starts(ctx.key, low, atom.end, ctx.abbreviations)
    cuts = _usable(sentences, low, ctx)
    rule, level = "sentence", 0
    if not cuts:
        cuts = _usable(clause_starts(ctx.key, low, atom.end), low, ctx)
        rule, level = "semicolon", 1
    if not cuts:
        return _word_cut(atom, ctx, low)
    return _pieces(atom, cuts, BoundaryKind.SENTENCE, rule, level, ctx)


def _usable(offsets: Iterable[int], low: int, ctx: SplitContext) -> list[int]:
    """Cut offsets after ``low`` and outside excluded text (furniture is never cut into)."""
    excluded = ctx.excluded
    usable = []
    for offset in offsets:
        if offset <= low:
            continue
        index = bisect.bisect_left(excluded, (offset, offset)) - 1
        if index >= 0 and excluded[index][0] < offset < excluded[index][1]:
            continue
        usable.append(offset)
    return usable


def _word_cut(atom: Atom, ctx: SplitContext, low: int) -> list[Atom]:
    """Cut a single sentence over the maximum at word starts (flagged ``word_cut``).

    The cuts fall after ``low`` into near-equal parts, finer until every part fits (or no word
    is left to cut at).
    """
    body = ctx.key[low : atom.end]
    words = len(body.split())
    parts = max(2, math.ceil(atom.tokens / ctx.max_tokens))
    pieces = [atom]
    for _ in range(8):
        cuts = sorted({low + o for o in ctx.cut_words(body, parts) if 0 < o < len(body)})
        if not cuts:
            break
        pieces = _pieces(atom, cuts, BoundaryKind.WORD, "word", 0, ctx)
        if all(p.tokens <= ctx.max_tokens for p in pieces) or parts >= words:
            break
        parts = min(words, parts + max(1, parts // 2))  # uneven token density: cut finer
    for piece in pieces:
        piece.refinable = False
    return pieces


def _pieces(
    atom: Atom, cuts: Sequence[int], kind: BoundaryKind, rule: str, level: int, ctx: SplitContext
) -> list[Atom]:
    cuts = _usable(cuts, atom.start, ctx)
    bounds = [atom.start, *cuts, atom.end]
    pieces: list[Atom] = []
    for index, (start, end) in enumerate(itertools.pairwise(bounds)):
        tokens = ctx.count(start, end)
        boundary = atom.boundary if index == 0 else Boundary(start, kind, rule, level)
        label = atom.label if index == 0 else ""
        pieces.append(Atom(start, end, tokens, boundary, label, atom.table, True, exact=False))
    return pieces


def _part(group: list[Atom], groups: list[list[Atom]], index: int, spread: dict[int, int]) -> Part:
    labels = [a.label for a in group if a.label]
    inherited = _inherited_label(groups, index)
    part = Part(
        start=group[0].start,
        end=group[-1].end,
        tokens=sum(a.tokens for a in group),
        boundary=group[0].boundary,
        first_label=inherited or (labels[0] if labels else ""),
        last_label=_closed_label(labels, groups, index) if labels else inherited,
        table=group[0].table,
        exact=all(a.exact for a in group),
    )
    word_start = group[0].boundary.kind is BoundaryKind.WORD
    word_end = index + 1 < len(groups) and groups[index + 1][0].boundary.kind is BoundaryKind.WORD
    if word_start or word_end:
        part.flags.append("word_cut")
    if any(spread.get(a.table, 0) > 1 for a in group if a.table >= 0):
        part.flags.append("table_part")
    return part


def _closed_label(labels: list[str], groups: list[list[Atom]], index: int) -> str:
    """The last label of part ``index``, raised to the decimal clause the part ends whole.

    A part holding "5.3" and all its sub-clauses "5.3.1"-"5.3.4" ends with "5.3", not with
    "5.3.4": it is cited "5.3" (or "5.2–5.3"), as when the sub-clauses carried no label. A
    part whose next part still lies in "5.3" ("5.3", "5.3.1" | "5.3.2") keeps "5.3.1".
    """
    last = labels[-1]
    following = groups[index + 1][0] if index + 1 < len(groups) else None
    if following is not None and not following.label:
        return last  # the next part carries on the last item
    after = _components(following.label) if following is not None else None
    for outer in reversed(labels[:-1]):
        if _extends(_components(last), _components(outer)) and not _extends(
            after, _components(outer)
        ):
            last = outer
    return last


def _inherited_label(groups: list[list[Atom]], index: int) -> str:
    """The label of the numbered item a part starts inside (a continuation), or ""."""
    first = groups[index][0]
    if first.label or index == 0:
        return ""
    for group in reversed(groups[:index]):
        for atom in reversed(group):
            if atom.label:
                return atom.label
    return ""
