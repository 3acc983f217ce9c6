"""A fast regex finding the lines that may start with a heading or numbering label.

The rule patterns are read (``re._parser``) for the characters a match can start with, so
that a one-step character test guards the alternation of all labels.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import Any

_WIDE = 40
PREFIX_CHARS = 4
"""Characters of a line start that heading rules are dispatched on (``prefix_table``)."""
_MAX_PREFIXES = 2048
"""A pattern that may start with more strings of ``PREFIX_CHARS`` than this is left to the
first-character table (numbers: ``[0-9]{1,4}`` alone gives thousands)."""
"""A rule whose label may start with more characters than this, or with a lowercase letter
(as ordinary running text does), guards itself with its own pattern (see ``_prefilter``)."""
_FEW_STRINGS = 64
"""A rule whose label may start with at most this many ``leading_strings`` guards itself with
them in the prefilter (words: "Arti", "Art.", "الفص"), rather than with its first characters."""


def line_prefilter(
    labels: Sequence[str],
    firsts: Sequence[frozenset[str] | None] | None = None,
    leading: Sequence[frozenset[str] | None] | None = None,
) -> re.Pattern[str]:
    """One regex finding the line starts worth trying the rules on (a superset).

    A line passes when it starts with one of the few strings a rule's label can start with
    (``leading``: each label's ``leading_strings``, when the caller has them), or with a
    character some other rule's label can start with (a character class), or matches one of
    the few rules that may start with many characters ("a)", "أ-": their own short patterns).
    Most continuation lines fail in a step or two; the rules themselves then run only on the
    lines that pass. (An alternation of every label here would be exact, but Python compiles
    it in a fifth of a second.) ``firsts``: the labels' ``first_characters``, when the caller
    has them already.
    """
    narrow: set[str] = set()
    strings: set[str] = set()
    wide: list[str] = []
    known = firsts if firsts is not None else [first_characters([label]) for label in labels]
    starts = leading if leading is not None else [None] * len(labels)
    for label, chars, few in zip(labels, known, starts, strict=True):
        if few is not None and len(few) <= _FEW_STRINGS:
            strings |= few
        elif chars is None or len(chars) > _WIDE or any("a" <= ch <= "z" for ch in chars):
            wide.append(label)
        else:
            narrow |= chars
    guards = [f"[{_char_class(frozenset(narrow))}]"] if narrow else []
    if strings:
        guards.append(_strings_guard(strings))
    return re.compile(
        r"\n[^\S\n]*(?:#{1,6}[^\S\n]+)?(?=" + "|".join(guards + wide) + ")",
        re.MULTILINE,  # "$" in a wide label pattern means the end of the line
    )


def _strings_guard(strings: set[str]) -> str:
    """A regex matching any of ``strings``: a class of their first characters, then the rest.

    Grouped by first character, so that a line starting otherwise fails at the class.
    """
    by_first: dict[str, list[str]] = {}
    for string in sorted(strings):
        by_first.setdefault(string[0], []).append(re.escape(string[1:]))
    branches = "|".join(
        f"{re.escape(first)}(?:{'|'.join(rests)})" for first, rests in by_first.items()
    )
    return f"(?=[{_char_class(frozenset(by_first))}])(?:{branches})"


class FirstCharacterIndex:
    """Which rules may match a line, from the line's first character, in a given rule order.

    A rule whose pattern's first characters are known is a candidate only for lines starting
    with one of them; a rule whose first characters are unknown (None) is a candidate for
    every line. Trying the few candidates in order finds the same first matching rule as an
    alternation of all of them would, without compiling that alternation (about a quarter of
    a second for the heading rules) and without trying rules that cannot match.
    """

    def __init__(
        self,
        firsts: Sequence[frozenset[str] | None],
        prefixes: Sequence[frozenset[str] | None] | None = None,
        size: int = PREFIX_CHARS,
    ) -> None:
        """``prefixes``: each rule's ``leading_strings`` of ``size`` characters, if known."""
        self.size = size
        self._firsts = tuple(firsts)
        self._prefixes = tuple(prefixes) if prefixes is not None else (None,) * len(firsts)
        self._chars = frozenset().union(*(f for f in firsts if f is not None))
        # One table per rule order (a handful: one per document language), keyed by the
        # rules' own first characters; "" holds the rules for any other character.
        self._tables: dict[tuple[int, ...], dict[str, tuple[int, ...]]] = {}
        self._prefix_tables: dict[tuple[int, ...], dict[str, PrefixTable]] = {}

    def table(self, order: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
        """Character -> indexes (in ``order``) of the rules that may match lines starting with it.

        Characters missing from the table use the ``""`` entry.
        """
        found = self._tables.get(order)
        if found is None:
            found = self._tables[order] = {
                char: tuple(i for i in order if (chars := self._firsts[i]) is None or char in chars)
                for char in (*self._chars, "")
            }
        return found

    def prefix_table(self, order: tuple[int, ...]) -> dict[str, PrefixTable]:
        """First character -> the rules to try by the line's first ``size`` characters.

        For a first character some rule with known ``leading_strings`` may start with:
        ``(by_prefix, other)``, where ``by_prefix`` maps each such string to the candidates
        (in ``order``) that may start with it and ``other`` holds the candidates whose leading
        strings are unknown, for any other line start (a shorter line included: a rule with
        known leading strings matches nothing shorter). The same rules as ``table`` gives,
        less those that cannot match: "الفصل 1" tries three of the ten Arabic rules opening
        with "ا", a line "الذي ..." none.
        """
        found = self._prefix_tables.get(order)
        if found is not None:
            return found
        found = self._prefix_tables[order] = {}
        for char, candidates in self.table(order).items():
            known = [(i, self._prefixes[i]) for i in candidates]
            starts = {s for _, p in known if p is not None for s in p if s[0] == char}
            if not char or not starts:
                continue
            by_prefix = {
                start: tuple(i for i, p in known if p is None or start in p) for start in starts
            }
            other = tuple(i for i, p in known if p is None)
            found[char] = (by_prefix, other)
        return found

    def candidates(self, order: tuple[int, ...], first: str) -> tuple[int, ...]:
        """Indexes (in ``order``) of the rules that may match a line starting with ``first``."""
        table = self.table(order)
        found = table.get(first)
        return table[""] if found is None else found


PrefixTable = tuple[dict[str, tuple[int, ...]], tuple[int, ...]]
"""Rules by a line's leading string, and the rules for any other (see ``prefix_table``)."""

_IGNORE_CASE = re.compile(r"\(\?[aiLmsux-]*i")


def dispatch_characters(pattern: str, firsts: frozenset[str] | None) -> frozenset[str] | None:
    """``firsts`` (the pattern's ``first_characters``) fit for ``FirstCharacterIndex``.

    None when a case-insensitive flag is set in the pattern: the parsed form holds its
    letters in one case only, so the rule is tried on every line instead.
    """
    return None if _IGNORE_CASE.search(pattern) else firsts


def union_of(firsts: Sequence[frozenset[str] | None]) -> frozenset[str] | None:
    """The union of several patterns' first characters (None if any is unknown)."""
    if any(chars is None for chars in firsts):
        return None
    return frozenset().union(*firsts)  # type: ignore[arg-type]


def leading_strings(pattern: str, size: int = PREFIX_CHARS) -> frozenset[str] | None:
    """Every string of ``size`` characters a match of ``pattern`` can start with, or None.

    None when a match may be shorter than ``size``, when there are more than
    ``_MAX_PREFIXES`` such strings, when a case-insensitive flag is set, or when the pattern
    has something the reader does not follow. Zero-width assertions are ignored (the answer
    is then a superset, which is all a dispatch table needs).
    """
    if _IGNORE_CASE.search(pattern):
        return None
    try:
        from re import _constants as constants  # type: ignore[attr-defined]

        found = _extend(_parsed(pattern), {""}, constants, size)
    except (ImportError, re.error, TypeError, ValueError, AttributeError):
        return None
    if found is None or any(len(start) < size for start in found):
        return None
    return frozenset(found)


@functools.lru_cache(maxsize=512)
def _parsed(pattern: str) -> list[Any]:
    """``pattern``'s parsed form (``re._parser``), its top-level items; only read, never changed.

    Remembered: a rule set's labels are each read for their first characters and their
    leading strings (and the cues' for their first characters), and parsing is most of the
    cost of compiling the default rules (about half of its 50 ms was a second parse of the
    same labels). A pattern that does not parse raises each time (nothing cached).

    Raises:
        ImportError: this Python has no ``re._parser``.
        re.error: the pattern does not compile.
    """
    from re import _parser as parser  # type: ignore[attr-defined]

    return list(parser.parse(pattern))


def _extend(items: list[Any], starts: set[str], c: Any, size: int) -> set[str] | None:
    """``starts`` (strings of at most ``size`` characters) extended by the parsed ``items``.

    Strings of ``size`` characters are complete and pass through unchanged; None: unknown
    or too many.
    """
    repeats = (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None))
    for op, arg in items:
        if all(len(start) == size for start in starts):
            return starts
        if op is c.LITERAL or op is c.IN:
            chars = {chr(arg)} if op is c.LITERAL else _leading_charset(arg, c)
            if chars is None:
                return None
            starts = {s if len(s) == size else s + ch for s in starts for ch in chars}
        elif op is c.SUBPATTERN:
            found = _extend(list(arg[-1]), starts, c, size)
            if found is None:
                return None
            starts = found
        elif op is c.BRANCH:
            union: set[str] = set()
            for branch in arg[1]:
                found = _extend(list(branch), starts, c, size)
                if found is None:
                    return None
                union |= found
            starts = union
        elif op in repeats:
            found = _repeat(arg, starts, c, size)
            if found is None:
                return None
            starts = found
        elif op not in (c.AT, c.ASSERT, c.ASSERT_NOT):
            return None  # any character, a category, a negated set, a group reference
        if len(starts) > _MAX_PREFIXES:
            return None
    return starts


def _repeat(arg: Any, starts: set[str], c: Any, size: int) -> set[str] | None:
    """``starts`` extended by ``low`` to ``high`` repetitions of a parsed sequence."""
    low, high, sub = arg
    found = set(starts) if low == 0 else {s for s in starts if len(s) == size}
    current = starts
    for count in range(1, min(high, size + 1) + 1):
        extended = _extend(list(sub), current, c, size)
        if extended is None:
            return None
        current = extended
        # Complete strings stay as they are through further repetitions.
        found |= current if count >= low else {s for s in current if len(s) == size}
        if all(len(s) == size for s in current):
            return found
    if high > size + 1:
        return None  # strings still short after size + 1 repetitions: not followed
    return found


def first_characters(patterns: Sequence[str]) -> frozenset[str] | None:
    """Every character a match of any of ``patterns`` can start with, or None if unknown.

    Reads the parsed form of each pattern (``re._parser``); a pattern that can start with
    anything (or that the reader does not follow) makes the answer None.
    """
    try:
        from re import _constants as constants  # type: ignore[attr-defined]
    except ImportError:  # pragma: no cover - another Python's regex internals
        return None
    found: set[str] = set()
    for pattern in patterns:
        try:
            chars = _first_of(_parsed(pattern), constants)
        except (re.error, TypeError, ValueError, AttributeError):
            return None
        if chars is None:
            return None
        found |= chars
    return frozenset(found)


def _first_of(items: list[Any], c: Any) -> set[str] | None:
    """First characters of a parsed sequence; None when any character may come first."""
    out: set[str] = set()
    for op, arg in items:
        if op is c.LITERAL:
            return out | {chr(arg)}
        if op is c.IN:
            chars = _charset(arg, c)
            return None if chars is None else out | chars
        if op is c.SUBPATTERN:
            inner = _first_of(list(arg[-1]), c)
            if inner is None:
                return None
            return out | inner
        if op is c.BRANCH:
            for branch in arg[1]:
                inner = _first_of(list(branch), c)
                if inner is None:
                    return None
                out |= inner
            return out
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)):
            low, _, sub = arg
            inner = _first_of(list(sub), c)
            if inner is None:
                return None
            out |= inner
            if low > 0:
                return out
            continue  # optional: what follows may come first too
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            continue  # zero-width
        return None
    return None


@functools.cache
def whitespace() -> frozenset[str]:
    r"""The characters ``\s`` matches in a str pattern (``str.isspace``; none above U+3000)."""
    return frozenset(ch for ch in map(chr, range(0x3001)) if ch.isspace())


def _leading_charset(arg: Any, c: Any) -> set[str] | None:
    r"""The characters of a parsed class, as ``_charset``, and also ``\s`` and ``[^\S\n]``.

    The negated form is read only as "whitespace but these literals" (a negation of
    ``\S`` and literals), the horizontal whitespace the rules write between words.
    """
    if arg and arg[0][0] is c.NEGATE:
        rest = arg[1:]
        if not rest or rest[0] != (c.CATEGORY, c.CATEGORY_NOT_SPACE):
            return None
        if any(op is not c.LITERAL for op, _ in rest[1:]):
            return None
        return set(whitespace()) - {chr(value) for _, value in rest[1:]}
    chars: set[str] = set()
    for op, value in arg:
        if op is c.CATEGORY and value is c.CATEGORY_SPACE:
            chars |= whitespace()
            continue
        found = _charset([(op, value)], c)
        if found is None:
            return None
        chars |= found
    return chars


def _charset(arg: Any, c: Any) -> set[str] | None:
    chars: set[str] = set()
    for op, value in arg:
        if op is c.LITERAL:
            chars.add(chr(value))
        elif op is c.RANGE:
            chars.update(chr(x) for x in range(value[0], value[1] + 1))
        else:
            return None  # a category (\d, \w) or a negation
    return chars


def _char_class(chars: frozenset[str]) -> str:
    return "".join(re.escape(ch) for ch in sorted(chars))
