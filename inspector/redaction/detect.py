"""Find personal data in text: e-mail, phone, IBAN, card, national IDs, postal addresses, names.

``detect_personal_data(text)`` runs the rule table (``inspector.redaction.rules``) over the
text and resolves overlaps: the longest match wins, and between equally long ones the more
specific kind (``KINDS`` order: checksummed identifiers before phones and names). The result
is sorted by offset and non-overlapping; every ``match.text == text[match.start:match.end]``.

Rules run on a normalised view of the text (``views``: no-break and thin spaces as spaces,
full-width digits as ASCII, soft hyphens dropped; for numbers, e-mails and IBANs also single
line breaks as spaces) and their spans are mapped back, so a value spaced or broken in any of
these ways is found, and its match is still the text's own characters.

Offsets are ``str`` indices into the given text (for a ``Document``, into ``Document.text``),
half-open ``[start, end)``. Pure: standard library only, deterministic.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass

from inspector.redaction.rules import KINDS, RULES, Anchor, Rule
from inspector.redaction.views import TextView, joined_view, plain_view

_KIND_RANK = {kind: rank for rank, kind in enumerate(KINDS)}


@dataclass(frozen=True, slots=True, order=True)
class PersonalDataMatch:
    """One piece of detected personal data.

    Attributes:
        start: first offset in the searched text.
        end: one past the last offset (``start < end``).
        kind: "email", "phone", "iban", "card", "fr_nir", "sa_id", "ae_id", "uk_nino",
            "us_ssn", "address" or "person".
        text: the matched characters, exactly ``text[start:end]``.
    """

    start: int
    end: int
    kind: str
    text: str


def _windows(text: str, anchor: Anchor | None) -> list[tuple[int, int]]:
    """Merged ``[start, end)`` ranges of ``text`` the anchor's hits allow (all without one)."""
    if anchor is None:
        return [(0, len(text))]
    if anchor.literals and not any(literal in text for literal in anchor.literals):
        return []
    windows: list[tuple[int, int]] = []
    for hit in anchor.pattern.finditer(text):
        start, end = max(0, hit.start() - anchor.back), min(len(text), hit.end() + anchor.ahead)
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], end))
        else:
            windows.append((start, end))
        if end == len(text):
            break  # every later window would merge into this one
    return windows


def _candidates(text: str, rule: Rule, windows: list[tuple[int, int]]) -> Iterable[tuple[int, int]]:
    """Every accepted span of one rule inside the windows.

    After a rejected candidate the search resumes one character later rather than after the
    candidate, so a valid number that starts inside a rejected one is still found.
    Lookbehinds see the text before a window; a window ends far enough past its anchor that
    lookaheads at its end are never what decides a match.
    """
    search = rule.pattern.search
    for window_start, window_end in windows:
        position = window_start
        while True:
            found = search(text, position, window_end)
            if found is None:
                break
            if rule.skips and found.group("skip") is not None:
                position = found.end()  # not personal data, nor anything inside it
                continue
            start, end = found.span("v")
            keep = rule.validate(text[start:end])
            # A candidate cut back at a separator ends at a value's last character, not after
            # the space (or the line break, in the joined view) that followed it.
            while keep > 0 and text[start + keep - 1].isspace():
                keep -= 1
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
    views: dict[bool, TextView] = {}
    windows: dict[tuple[Anchor | None, bool], list[tuple[int, int]]] = {}
    for rule in RULES if rules is None else rules:
        rank = _KIND_RANK.get(rule.kind, len(KINDS))
        if rule.joined not in views:
            views[rule.joined] = joined_view(text) if rule.joined else plain_view(text)
        view = views[rule.joined]
        key = (rule.anchor, rule.joined)
        if key not in windows:
            windows[key] = _windows(view.text, rule.anchor)
        if not windows[key]:
            continue  # no anchor hit: the rule cannot match
        spans = _candidates(view.text, rule, windows[key])
        if view.text is text:
            found.extend((start, end, rank, rule.kind) for start, end in spans)
        else:
            found.extend((*view.span(start, end), rank, rule.kind) for start, end in spans)
    # Values before names, then longest first, then most specific, then leftmost: greedy
    # selection keeps a containing match over anything inside it and is deterministic
    # whatever order the rules ran in. A name that ran on into a value (over a line break:
    # "Mme Hélène Varennes\nAB 12 34 56 C") is cut before it, never the value.
    person = _KIND_RANK["person"]
    found.sort(key=lambda c: (c[2] == person, c[0] - c[1], c[2], c[0]))
    starts: list[int] = []
    ends: list[int] = []
    chosen: list[PersonalDataMatch] = []
    for start, end, _rank, kind in found:
        i = bisect.bisect_right(starts, start)
        if i > 0 and ends[i - 1] > start:
            continue
        if i < len(starts) and starts[i] < end:
            # A name that ran into the next value ("Mr John Smith AB 12 34 56 C") keeps the
            # words before it; a number cut short would be a meaningless fragment.
            if kind != "person":
                continue
            end = start + len(text[start : starts[i]].rstrip())
            if end <= start:
                continue
        starts.insert(i, start)
        ends.insert(i, end)
        chosen.append(PersonalDataMatch(start, end, kind, text[start:end]))
    chosen.sort()
    return tuple(chosen)
