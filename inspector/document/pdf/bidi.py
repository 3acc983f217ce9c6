"""The Unicode bidi algorithm for one line, returning the reordering instead of a string.

A PDF gives characters in *visual* order (left to right by position on the page). Running the
bidi algorithm (UAX #9) over that visual sequence with the right paragraph direction yields the
*logical* order, because reordering a single line is its own inverse for everything a PDF can
draw. python-bidi only returns strings (its Rust implementation hides the levels, and its
pure-Python one is over ten times slower than this module), while the offset map needs the
permutation itself. So this module implements the part of UAX #9 that a line of extracted text
needs:

- one paragraph, no explicit embeddings or isolates: PDF text has none, and their control
  characters (and other boundary neutrals) are set aside as rule X9 says;
- rules W1–W7, N0 (paired brackets ``()[]{}``), N1–N2, I1–I2, L1 and L2; no mirroring (L4):
  PDF producers store the logical bracket code point, and ``pdf_lines`` repairs those that
  stored the mirrored glyph's code point.

The result equals python-bidi's (Rust) ``get_display`` on such lines (a property test checks
it). Classes are coded one character each (``pdf_bidi_codes``) and most rules run as regular
expressions over that code string, so most of the per-character work runs in C; most
right-to-left lines are put in order from their characters without coding them
(``reversal_runs``).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Sequence

from inspector.document.pdf.bidi_codes import (
    CLOSERS,
    IGNORABLE,
    NUMBER_BESIDE_WEAK,
    NUMBER_RUN,
    RTL_OR_NUMBER_ONLY,
    RTL_RUN_ONLY,
    TERMINATOR_BEFORE_NUMBER,
    bidi_codes,
)

_FIRST = operator.itemgetter(0)
_MAX_BRACKET_DEPTH = 63  # BD16: stop pairing when the stack would overflow

# W1 takes a run of marks whole with what precedes it: "(.?)" let a line's first mark stand
# for the character before the others, which then kept "M" and made ordering fail.
_RE_W1 = re.compile(r"([^M]?)(M+)")
_RE_W2 = re.compile(r"A[^LR]*")
_EXEMPT_FROM_W2 = "F"  # European digits already decided (``_number_by_right_context``)
_RE_W4_ES = re.compile(r"(?<=E)S(?=E)")
_RE_W4_CS_EN = re.compile(r"(?<=E)C(?=E)")
_RE_W4_CS_AN = re.compile(r"(?<=N)C(?=N)")
_RE_W5 = re.compile(r"(?<=E)T+|T+(?=E)")
_RE_W7 = re.compile(r"L[^LR]*")
_RE_NEUTRALS = re.compile(r"[PXWO()][PXWO()]*")  # ("[..]+": see pdf_lines)
_RE_BRACKETS = re.compile(r"[()]")
_RE_LTR_OR_NUMBER = re.compile("[LEN]")
_RE_RTL_OR_ARABIC_NUMBER = re.compile("[RAN]")
_RE_INVERTED_PAIR = re.compile(r"\)[^L()]*[RAN][^L()]*\(")
_RE_TRAILING = re.compile(r"W+$|W*[XP]")
# Terminators drawn left of European digits whose nearest strong character to the right is an
# Arabic letter: see ``_arabic_number``.
_RE_EUROPEAN_NUMBER = re.compile(r"E(?:[CS]?E)*(?=[^LRA]*([LRA]?))")
_RE_LAST_STRONG = re.compile(r"[LRA](?=[^LRA]*$)")
_RE_NUMBER_RUN = re.compile("[EN][EN][EN]*")  # two or more
_RE_LEVEL_RUNS = [re.compile(f"[{level}-9]+") for level in range(10)]
_W6 = str.maketrans("STC", "OOO")
# After W1–W7 only L, R, E, N and neutrals remain; for N1 numbers count as R.
_AS_STRONG = {"L": "L", "R": "R", "E": "R", "N": "R"}
_LEVELS_LTR = str.maketrans("LREN", "0122")
_LEVELS_RTL = str.maketrans("LREN", "2122")


def display_order(texts: Sequence[str], rtl: bool) -> list[int]:
    """The plain UAX #9 display order of a line (what python-bidi's ``get_display`` does).

    Args:
        texts: The line's clusters; only their first characters count.
        rtl: The paragraph direction.

    Returns:
        Positions in display order.
    """
    firsts = "".join([text[0] for text in texts])
    return reorder(resolve_levels(bidi_codes(firsts), firsts, 1 if rtl else 0))


def visual_to_logical(texts: Sequence[str], rtl: bool) -> list[int]:
    """The reading order of a visual line.

    Args:
        texts: The line's clusters (a base character with its marks, or one character) in
            visual order, left to right. None may be empty.
        rtl: The paragraph direction (True for right-to-left).

    Returns:
        ``order`` with ``order[k]`` = the visual index of the ``k``-th cluster in logical order;
        a permutation of ``range(len(texts))``.
    """
    return list(line_order(first_chars(texts), rtl))


def first_chars(texts: Sequence[str]) -> str:
    """The first character of every cluster, as one string."""
    return "".join(map(_FIRST, texts))  # ``map`` runs in C: no Python step per cluster


def line_order(firsts: str, rtl: bool, after_arabic: bool = False) -> range | list[int]:
    """``visual_to_logical`` on the clusters' first characters ``firsts``.

    ``after_arabic``: the paragraph's text before this line ends in Arabic letters, so that
    European digits with no strong character after them in reading order on this line are
    Arabic numbers (rule W2 runs over the whole paragraph).

    Returns a ``range`` (ascending: the order is unchanged; descending: the whole line is
    reversed) when no reordering inside the line is needed, so callers can slice instead.
    """
    if rtl:
        runs = reversal_runs(firsts, after_arabic)
        if runs is not None:
            return reversal_keeping(len(firsts), runs)
    codes = bidi_codes(firsts)
    if not rtl and not _RE_RTL_OR_ARABIC_NUMBER.search(codes):
        return range(len(codes))  # nothing right-to-left in a left-to-right line
    if not rtl and ")" in codes:
        codes = _RE_INVERTED_PAIR.sub(_right_to_left_pair, codes)
    if rtl and "E" in codes and ("T" in codes or "S" in codes):
        codes = _numbers_by_reading_context(codes, after_arabic)
    return reorder(resolve_levels(codes, firsts, 1 if rtl else 0))


def reversal_runs(firsts: str, after_arabic: bool = False) -> list[tuple[int, int]] | None:
    """A right-to-left line's order as a reversal keeping some runs, or None.

    A right-to-left line without an L character or an ignorable (most Arabic lines) is put in
    order by reversing it, each run of numbers (E, N after rules W1-W7) keeping its order:
    neutrals and brackets (N0-N2) all resolve to R beside R and numbers, so numbers are at
    level 2 and the rest at 1 (where L1 would reset). Returns those runs of two or more
    positions, ``[start, end)`` left to right (``[]``: the whole line is reversed), or None
    for a line that needs the full algorithm (``line_order``).

    Without coding a character, when no weak rule can join a number with what is beside it
    (no terminator or mark beside a number, no separator between two numbers), the runs are
    those of the numbers themselves, found in the characters. (Stays, issue 25 item 3: what it
    saves on Arabic loads is in bench/results/pdf_load.md; tested against
    the full algorithm in tests/document/test_pdf_row_shortcuts.py.)
    """
    if RTL_RUN_ONLY.fullmatch(firsts):
        return []  # nothing left-to-right and no number: one reversed run
    if (
        RTL_OR_NUMBER_ONLY.fullmatch(firsts)
        and not NUMBER_BESIDE_WEAK.search(firsts)
        and not TERMINATOR_BEFORE_NUMBER.search(firsts)
    ):
        return [match.span() for match in NUMBER_RUN.finditer(firsts)]
    codes = bidi_codes(firsts)
    if not _RE_LTR_OR_NUMBER.search(codes):
        return []
    if "L" in codes or IGNORABLE in codes:
        return None
    if "E" in codes and ("T" in codes or "S" in codes):
        codes = _numbers_by_reading_context(codes, after_arabic)
    return [match.span() for match in _RE_NUMBER_RUN.finditer(_weak_types(codes, "R"))]


def reversal_keeping(count: int, runs: list[tuple[int, int]]) -> range | list[int]:
    """The order of ``count`` positions reversed, each of ``runs`` keeping its order.

    A descending ``range`` when ``runs`` is empty (the whole line is reversed).
    """
    if not runs:
        return range(count - 1, -1, -1)
    order = list(range(count - 1, -1, -1))
    for start, end in runs:
        order[count - end : count - start] = range(start, end)
    return order


def _numbers_by_reading_context(codes: str, after_arabic: bool) -> str:
    """Rule W2 for the European digits of a right-to-left visual line.

    W2 makes European digits that follow an Arabic letter (in reading order) Arabic numbers;
    a percent sign or a hyphen next to an Arabic number then stays apart from it, and is drawn
    on the other side: "عينة 5%" is drawn "%5 ةنيع", the clause number "1-2 يكون" is drawn
    "نوكي 1-2" with "1-2" read as one number. Run on the visual line, W2 looks at the letter
    drawn to the digits' *left*, but outside left-to-right text their reading-order
    predecessor is drawn to their *right*: the line would read "%5" and "2-1". So digits with
    no left-to-right letter as the first strong character to their left are decided by the
    first strong character to their right: an Arabic letter makes them Arabic numbers ("N"),
    anything else keeps them European and exempt from W2 ("F", read as "E" after W2). Digits
    after a left-to-right letter ("SA-2026", "HPX-450") are inside left-to-right text, where
    visual order is reading order, and are left to the plain rules. Digits with no strong
    character to their right take the end of the line before (``after_arabic``).
    """
    before_line = "A" if after_arabic else ""

    def decide(match: re.Match[str]) -> str:
        left = _RE_LAST_STRONG.search(codes, 0, match.start())
        if left is not None and left.group() == "L":
            return match.group()
        right = match.group(1) or before_line
        return match.group().replace("E", "N" if right == "A" else _EXEMPT_FROM_W2)

    return _RE_EUROPEAN_NUMBER.sub(decide, codes)


def _right_to_left_pair(match: re.Match[str]) -> str:
    """Codes for a bracket pair drawn mirrored inside a left-to-right paragraph.

    Reordering a visual line is not exactly the inverse of displaying it: "reads مادة (٣) in"
    is drawn "reads )٣( ةدام in", and the bidi algorithm run on that leaves the brackets in
    the left-to-right text. A closing bracket drawn before its opening one, with right-to-left
    letters or numbers and no left-to-right letter between them, belongs to the right-to-left
    run: the brackets become R and European digits inside become Arabic numbers (which keep
    their left-to-right order inside the run).
    """
    inner = match.group()[1:-1].replace("E", "N")
    return "R" + inner + "R"


def resolve_levels(codes: str, chars: str, base: int) -> str:
    """Embedding levels of one line: rules X9, W1–W7, N0–N2, I1–I2 and L1.

    Args:
        codes: One class code per position (see ``bidi_codes``).
        chars: The character per position; for rule N0 only brackets matter.
        base: Paragraph level: 0 for a left-to-right paragraph, 1 for right-to-left.

    Returns:
        One level per position, as a string of decimal digits.
    """
    sos = "R" if base else "L"
    types = codes
    ignorables = IGNORABLE in codes
    if ignorables:  # X9: these take no part; they get their predecessor's level below
        types = codes.replace(IGNORABLE, "")
        chars = "".join(c for c, code in zip(chars, codes, strict=True) if code != IGNORABLE)
    types = _weak_types(types, sos)
    if "(" in types and ")" in types:
        types = _bracket_pairs(types, chars, base, sos)
    types = _neutral_types(types, base)
    levels = types.translate(_LEVELS_RTL if base else _LEVELS_LTR)
    if ignorables:
        out = []
        kept = iter(levels)
        previous = str(base)
        for code in codes:
            previous = previous if code == IGNORABLE else next(kept)
            out.append(previous)
        levels = "".join(out)
    # L1 looks at the original classes: separators, and whitespace (and ignorables) before
    # a separator or at the end of the line, go back to the paragraph level.
    plain = codes.replace(IGNORABLE, "W") if ignorables else codes
    if plain.endswith("W") or "X" in plain or "P" in plain:
        reset = str(base)
        pieces = []
        done = 0
        for match in _RE_TRAILING.finditer(plain):
            pieces.append(levels[done : match.start()])
            pieces.append(reset * (match.end() - match.start()))
            done = match.end()
        pieces.append(levels[done:])
        levels = "".join(pieces)
    return levels


def _replace_each(pattern: re.Pattern[str], text: str, change: Callable[[str], str]) -> str:
    return pattern.sub(lambda match: change(match.group()), text)


def _weak_types(types: str, sos: str) -> str:
    """Rules W1–W7 on a code string without ignorables."""
    if "M" in types:  # W1: a mark takes the class of what precedes it (sos at the start)

        def inherit(match: re.Match[str]) -> str:
            before = match.group(1) or sos
            return match.group(1) + ("O" if before in "()" else before) * len(match.group(2))

        types = _RE_W1.sub(inherit, types)
    if "A" in types:
        if "E" in types:  # W2: European digits after Arabic letters are Arabic numbers
            types = _replace_each(_RE_W2, types, lambda run: run.replace("E", "N"))
        types = types.replace("A", "R")  # W3
    if _EXEMPT_FROM_W2 in types:
        types = types.replace(_EXEMPT_FROM_W2, "E")
    if "S" in types or "C" in types:  # W4
        types = _RE_W4_ES.sub("E", types)
        types = _RE_W4_CS_EN.sub("E", types)
        types = _RE_W4_CS_AN.sub("N", types)
    if "T" in types:  # W5
        types = _RE_W5.sub(lambda match: "E" * len(match.group()), types)
    types = types.translate(_W6)  # W6
    if "E" in types:  # W7: European digits after Latin (or at the start of an LTR line)
        marked = _replace_each(_RE_W7, sos + types, lambda run: run.replace("E", "L"))
        types = marked[1:]
    return types


def _bracket_pairs(types: str, chars: Sequence[str], base: int, sos: str) -> str:
    """Rule N0: paired brackets take the direction of what they enclose or surround."""
    stack: list[tuple[str, int]] = []
    pairs: list[tuple[int, int]] = []
    for match in _RE_BRACKETS.finditer(types):
        position = match.start()
        if match.group() == "(":
            if len(stack) >= _MAX_BRACKET_DEPTH:
                break
            stack.append((chars[position], position))
        else:
            opener = CLOSERS[chars[position]]
            for depth in range(len(stack) - 1, -1, -1):
                if stack[depth][0] == opener:
                    pairs.append((stack[depth][1], position))
                    del stack[depth:]
                    break
    if not pairs:
        return types
    embedding = "R" if base else "L"
    opposite = "L" if base else "R"
    resolved = list(types)
    for open_at, close_at in sorted(pairs):
        inside = "".join(resolved[open_at + 1 : close_at])
        has_r = "R" in inside or "E" in inside or "N" in inside
        has_l = "L" in inside
        if has_r if base else has_l:
            direction = embedding
        elif has_l or has_r:
            context = sos
            for position in range(open_at - 1, -1, -1):
                strong = _AS_STRONG.get(resolved[position])
                if strong is not None:
                    context = strong
                    break
            direction = opposite if context == opposite else embedding
        else:
            continue
        resolved[open_at] = resolved[close_at] = direction
    return "".join(resolved)


def _neutral_types(types: str, base: int) -> str:
    """Rules N1 and N2: runs of neutrals take their neighbours' direction, else the base's."""
    embedding = "R" if base else "L"
    strongs = _RE_NEUTRALS.split(types)  # strongs[k] and strongs[k + 1] surround neutrals[k]
    neutrals = _RE_NEUTRALS.findall(types)
    if not neutrals:
        return types
    pieces = [strongs[0]]
    for k, run in enumerate(neutrals):
        left, right = strongs[k], strongs[k + 1]
        before = _AS_STRONG[left[-1]] if left else embedding  # sos = eos = the embedding
        after = _AS_STRONG[right[0]] if right else embedding
        pieces.append((before if before == after else embedding) * len(run))
        pieces.append(right)
    return "".join(pieces)


def reorder(levels: str) -> list[int]:
    """Rule L2: reverse runs at each level from the highest down to the lowest odd one.

    Args:
        levels: One level per position, as decimal digits (see ``resolve_levels``).

    Returns:
        Positions in display order.
    """
    count = len(levels)
    if count == 0:
        return []
    highest = int(max(levels))
    lowest = int(min(levels))
    lowest_odd = lowest | 1
    if highest < lowest_odd:
        return list(range(count))
    if lowest_odd == highest == lowest:
        return list(range(count - 1, -1, -1))
    order = list(range(count))
    # Every run at level >= k keeps its place while higher runs are reversed inside it, so
    # run boundaries can be read off the original levels for every k.
    for level in range(highest, lowest_odd - 1, -1):
        for match in _RE_LEVEL_RUNS[level].finditer(levels):
            start, end = match.span()
            if end - start > 1:
                order[start:end] = order[start:end][::-1]
    return order
