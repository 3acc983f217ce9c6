"""Unit cues of one role matched at the start of a text: which cue, if any, matches first.

``CompiledRules.cue`` asks this for every heading (recitals and definitions headings), every
paragraph after the first unit (signature blocks) and every paragraph of a possible
definitions section (defined terms): some 40,000 times for 5 MB of text, so the per-call work
is kept small. A role's cues are tried as one combined regex (``(?P<c0>...)|(?P<c1>...)``, the
first alternative that matches wins, as trying them in order would).

One exact shortcut, measured on the bench corpus: ``specific=True`` asks for
the first matching cue and treats a cue of language ``any`` as no match (a bare "term: value"
line proves nothing); the alternation then stops at the last cue of a specific language, since
a match of a later ``any`` cue would be discarded anyway. The defined-term role's last cue,
``term_colon``, costs most of its time: stopping before it about halves the role's time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

CueT = TypeVar("CueT")


class RoleCues(Generic[CueT]):
    """The cues of one role, in their configured order, matched at the start of a text.

    ``cues``: the role's cues; ``unnamed``: their expanded patterns with groups unnamed and
    leading flags scoped, fit for an alternation; ``languages``: each cue's language. Regexes
    compile on first use.
    """

    def __init__(
        self,
        cues: Sequence[CueT],
        unnamed: Sequence[str],
        languages: Sequence[str],
    ) -> None:
        self.cues = tuple(cues)
        self._unnamed = tuple(unnamed)
        self._any = tuple(language == "any" for language in languages)
        specific = [i for i, is_any in enumerate(self._any) if not is_any]
        self._specific_count = specific[-1] + 1 if specific else 0
        self._matchers: dict[int, Callable[[str], int]] = {}

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

    def _matcher(self, count: int) -> Callable[[str], int]:
        """Index of the first of the first ``count`` cues to match a text (-1: none).

        The cues after them never win (``specific``: their matches would be discarded).
        """
        if count == 0:
            return _none
        sources = self._unnamed[:count]
        combined = re.compile("|".join(f"(?P<c{i}>{source})" for i, source in enumerate(sources)))
        match = combined.match

        def matcher(text: str) -> int:
            found = match(text)
            if found is None or found.lastgroup is None:
                return -1
            return int(found.lastgroup[1:])

        return matcher


def _none(text: str) -> int:
    return -1
