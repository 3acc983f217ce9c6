"""A fast regex finding the lines that may start with a heading or numbering label.

The rule patterns are read (``re._parser``) for the characters a match can start with, so
that a one-step character test guards the alternation of all labels.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

_WIDE = 40
"""A rule whose label may start with more characters than this, or with a lowercase letter
(as ordinary running text does), guards itself with its own pattern (see ``_prefilter``)."""


def line_prefilter(
    labels: Sequence[str], firsts: Sequence[frozenset[str] | None] | None = None
) -> re.Pattern[str]:
    """One regex finding the line starts worth trying the rules on (a superset).

    A line passes when it starts with a character some rule's label can start with (a
    character class), or matches one of the few rules that may start with many characters
    ("a)", "أ-": their own short patterns). Most continuation lines fail in a step or two; the
    rules themselves then run only on the lines that pass. (An alternation of every label here
    would be exact, but Python compiles it in a fifth of a second.) ``firsts``: the labels'
    ``first_characters``, when the caller has them already.
    """
    narrow: set[str] = set()
    wide: list[str] = []
    known = firsts if firsts is not None else [first_characters([label]) for label in labels]
    for label, chars in zip(labels, known, strict=True):
        if chars is None or len(chars) > _WIDE or any("a" <= ch <= "z" for ch in chars):
            wide.append(label)
        else:
            narrow |= chars
    guards = ([f"[{_char_class(frozenset(narrow))}]"] if narrow else []) + wide
    return re.compile(
        r"\n[^\S\n]*(?:#{1,6}[^\S\n]+)?(?=" + "|".join(guards) + ")",
        re.MULTILINE,  # "$" in a wide label pattern means the end of the line
    )


class FirstCharacterIndex:
    """Which rules may match a line, from the line's first character, in a given rule order.

    A rule whose pattern's first characters are known is a candidate only for lines starting
    with one of them; a rule whose first characters are unknown (None) is a candidate for
    every line. Trying the few candidates in order finds the same first matching rule as an
    alternation of all of them would, without compiling that alternation (about a quarter of
    a second for the heading rules) and without trying rules that cannot match.
    """

    def __init__(self, firsts: Sequence[frozenset[str] | None]) -> None:
        self._firsts = tuple(firsts)
        self._chars = frozenset().union(*(f for f in firsts if f is not None))
        # One table per rule order (a handful: one per document language), keyed by the
        # rules' own first characters; "" holds the rules for any other character.
        self._tables: dict[tuple[int, ...], dict[str, tuple[int, ...]]] = {}

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

    def candidates(self, order: tuple[int, ...], first: str) -> tuple[int, ...]:
        """Indexes (in ``order``) of the rules that may match a line starting with ``first``."""
        table = self.table(order)
        found = table.get(first)
        return table[""] if found is None else found


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


def first_characters(patterns: Sequence[str]) -> frozenset[str] | None:
    """Every character a match of any of ``patterns`` can start with, or None if unknown.

    Reads the parsed form of each pattern (``re._parser``); a pattern that can start with
    anything (or that the reader does not follow) makes the answer None.
    """
    try:
        from re import _constants as constants  # type: ignore[attr-defined]
        from re import _parser as parser  # type: ignore[attr-defined]
    except ImportError:  # pragma: no cover - another Python's regex internals
        return None
    found: set[str] = set()
    for pattern in patterns:
        try:
            chars = _first_of(list(parser.parse(pattern)), constants)
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
