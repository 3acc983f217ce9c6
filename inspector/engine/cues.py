"""Unit cues of one role matched at the start of a text: which cue, if any, matches first.

``CompiledRules.cue`` asks this for every heading (recitals and definitions headings), every
paragraph after the first unit (signature blocks) and every paragraph of a possible
definitions section (defined terms): some 40,000 times for 5 MB of text, so the per-call work
is kept small. A role's cues are tried as one combined regex (``(?P<c0>...)|(?P<c1>...)``, the
first alternative that matches wins, as trying them in order would), guarded by a test of
the text's first character when every cue's first characters are known.

Two exact shortcuts, measured on the bench corpus (5 MB, one pass):

- a role with a single cue whose pattern starts with ``.*`` (no DOTALL flag) is searched
  rather than matched: ``.*Y`` matches at 0 exactly when the leftmost match of ``Y`` starts on
  the first line. The "definitions heading" cue is such a pattern: 15.8 -> 9.6 ms.
- ``specific=True`` asks for the first matching cue and treats a cue of language ``any`` as no
  match (a bare "term: value" line proves nothing); the alternation then stops at the last
  cue of a specific language, since a match of a later ``any`` cue would be discarded anyway.
  The defined-term role's last cue, ``term_colon``, costs most of its time: 32 -> 17 ms.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from inspector.engine.prefilter import dispatch_characters, first_characters, union_of

CueT = TypeVar("CueT")

_LEADING_ANY = re.compile(r"(\(\?[aiLmux]+\))?\.\*(?![?+])")
"""Global flags (no ``s``: "." then stops at newlines) and a greedy ``.*`` opening a pattern."""


_UNSET: frozenset[str] = frozenset({"not computed yet"})


class RoleCues(Generic[CueT]):
    """The cues of one role, in their configured order, matched at the start of a text.

    ``cues``: the role's cues; ``sources``: their expanded patterns, as written (global flags
    at the start allowed); ``unnamed``: the same with groups unnamed and leading flags scoped,
    fit for an alternation; ``languages``: each cue's language. Regexes compile on first use.
    """

    def __init__(
        self,
        cues: Sequence[CueT],
        sources: Sequence[str],
        unnamed: Sequence[str],
        languages: Sequence[str],
    ) -> None:
        self.cues = tuple(cues)
        self._sources = tuple(sources)
        self._unnamed = tuple(unnamed)
        self._any = tuple(language == "any" for language in languages)
        specific = [i for i, is_any in enumerate(self._any) if not is_any]
        self._specific_count = specific[-1] + 1 if specific else 0
        self._matchers: dict[int, Callable[[str], int]] = {}
        # By ``specific`` (all cues, or up to the last specific one): their first characters.
        self._firsts: dict[bool, frozenset[str] | None] = {}

    def match(self, text: str, *, specific: bool = False) -> CueT | None:
        """The first cue matching at the start of ``text``, or None.

        ``specific``: None also when the first matching cue is of language ``any``.
        """
        count = self._specific_count if specific else len(self.cues)
        matcher = self._matchers.get(count)
        if matcher is None:
            matcher = self._matchers[count] = self._matcher(count)
        index = matcher(text)
        if index < 0 or (specific and self._any[index]):
            return None
        return self.cues[index]

    def may_start(self, first: str, *, specific: bool = False) -> bool:
        """Whether a text starting with the character ``first`` may match a cue (a superset).

        Lets a caller skip building a text that cannot match (the first character of the
        text is all it needs). ``specific``: as for ``match`` (the cues after the last one of
        a specific language are left out: their matches would be discarded).
        """
        firsts = self._firsts.get(specific, _UNSET)
        if firsts is _UNSET:
            firsts = self.first_characters(specific=specific)
        return firsts is None or first in firsts

    def first_characters(self, *, specific: bool = False) -> frozenset[str] | None:
        """The characters a text matching a cue may start with (None: any), as ``may_start``."""
        firsts = self._firsts.get(specific, _UNSET)
        if firsts is _UNSET:
            sources = self._unnamed[: self._specific_count if specific else len(self.cues)]
            firsts = union_of([dispatch_characters(s, first_characters([s])) for s in sources])
            self._firsts[specific] = firsts
        return firsts

    def _matcher(self, count: int) -> Callable[[str], int]:
        """Index of the first of the first ``count`` cues to match a text (-1: none).

        The cues after them never win (``specific``: their matches would be discarded).
        """
        if count == 0:
            return _none
        sources = self._unnamed[:count]
        if count == 1:
            rest = _after_leading_any(self._sources[0])
            if rest is not None:
                return _line_search(re.compile(rest))
        firsts = union_of([dispatch_characters(s, first_characters([s])) for s in sources])
        combined = re.compile("|".join(f"(?P<c{i}>{source})" for i, source in enumerate(sources)))
        match = combined.match

        def matcher(text: str) -> int:
            if firsts is not None and text[:1] not in firsts:
                return -1  # most texts start with no cue's first character
            found = match(text)
            if found is None or found.lastgroup is None:
                return -1
            return int(found.lastgroup[1:])

        return matcher


def _after_leading_any(source: str) -> str | None:
    """``source`` without the greedy ``.*`` that opens it (global flags kept), or None.

    None unless the whole pattern is that ``.*`` followed by the rest: not for ``.*a|b`` (a
    top-level alternation), nor with DOTALL ("." would cross lines), nor for a pattern the
    parser reader does not follow.
    """
    leading = _LEADING_ANY.match(source)
    if leading is None:
        return None
    try:
        from re import _constants as constants  # type: ignore[attr-defined]
        from re import _parser as parser  # type: ignore[attr-defined]

        parsed = parser.parse(source)
        first = parsed[0] if len(parsed) else None
        opens = (
            first is not None
            and first[0] is constants.MAX_REPEAT
            and first[1][0] == 0
            and first[1][1] is constants.MAXREPEAT
            and list(first[1][2]) == [(constants.ANY, None)]
        )
        if not opens or parsed.state.flags & re.DOTALL:
            return None
    except (ImportError, re.error, AttributeError, IndexError, TypeError):
        return None
    return (leading.group(1) or "") + source[leading.end() :]


def _none(text: str) -> int:
    return -1


def _line_search(regex: re.Pattern[str]) -> Callable[[str], int]:
    """The matcher of one cue ``.*Y``, given ``Y``: its leftmost match starts on line one."""
    search = regex.search

    def matcher(text: str) -> int:
        found = search(text)
        if found is None or text.find("\n", 0, found.start()) != -1:
            return -1
        return 0

    return matcher
