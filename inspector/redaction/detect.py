"""Find personal data in text: e-mail, phone, IBAN, card, national IDs, names after honorifics.

``detect_personal_data(text)`` runs the rule table (``inspector.redaction.rules``) over the
text and resolves overlaps: the longest match wins, and between equally long ones the more
specific kind (``KINDS`` order: checksummed identifiers before phones and names). The result
is sorted by offset and non-overlapping; every ``match.text == text[match.start:match.end]``.

Offsets are ``str`` indices into the given text (for a ``Document``, into ``Document.text``),
half-open ``[start, end)``. Pure: standard library only, deterministic.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass

from inspector.redaction.rules import KINDS, RULES, Rule

_KIND_RANK = {kind: rank for rank, kind in enumerate(KINDS)}


@dataclass(frozen=True, slots=True, order=True)
class PersonalDataMatch:
    """One piece of detected personal data.

    Attributes:
        start: first offset in the searched text.
        end: one past the last offset (``start < end``).
        kind: "email", "phone", "iban", "card", "fr_nir", "sa_id", "ae_id", "uk_nino",
            "us_ssn" or "person".
        text: the matched characters, exactly ``text[start:end]``.
    """

    start: int
    end: int
    kind: str
    text: str


def _candidates(text: str, rule: Rule) -> Iterable[tuple[int, int]]:
    """Every accepted span of one rule.

    After a rejected candidate the search resumes one character later rather than after the
    candidate, so a valid number that starts inside a rejected one is still found.
    """
    search = rule.pattern.search
    position = 0
    while True:
        found = search(text, position)
        if found is None:
            return
        start, end = found.span("v")
        keep = rule.validate(text[start:end])
        if keep > 0:
            yield start, start + keep
            # A trimmed candidate (an IBAN that ran into the next one) frees what it left.
            position = max(start + keep, found.start() + 1)
        else:
            position = found.start() + 1


def detect_personal_data(
    text: str, rules: Iterable[Rule] | None = None
) -> tuple[PersonalDataMatch, ...]:
    """Personal data in ``text``, sorted by start, non-overlapping (see the module doc).

    Args:
        text: the text to search.
        rules: the rules to run (``select_rules`` toggles them); all of ``RULES`` if None.
    """
    found: list[tuple[int, int, int, str]] = []
    for rule in RULES if rules is None else rules:
        rank = _KIND_RANK.get(rule.kind, len(KINDS))
        found.extend((start, end, rank, rule.kind) for start, end in _candidates(text, rule))
    # Longest first, then most specific, then leftmost: greedy selection keeps a containing
    # match over anything inside it and is deterministic whatever order the rules ran in.
    found.sort(key=lambda c: (c[0] - c[1], c[2], c[0]))
    starts: list[int] = []
    ends: list[int] = []
    chosen: list[PersonalDataMatch] = []
    for start, end, _rank, kind in found:
        i = bisect.bisect_right(starts, start)
        if i > 0 and ends[i - 1] > start:
            continue
        if i < len(starts) and starts[i] < end:
            continue
        starts.insert(i, start)
        ends.insert(i, end)
        chosen.append(PersonalDataMatch(start, end, kind, text[start:end]))
    chosen.sort()
    return tuple(chosen)
