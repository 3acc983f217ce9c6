"""Cross-references in a chunk's text, and the chunks of the same document they point to.

A reference is a match of a ``[[references]]`` pattern of ``citation_rules.toml`` ("Article
6(1)", "paragraph 3 of this Article", "Articles 12 to 14", "article L. 121-1", "المادة (7)",
"المادة السابعة", "Directive 95/46/EC", "section 5.2", "Clause 14"); patterns are tried in
order and a match overlapping an earlier one is dropped. A unit reference followed by another
act's name ("Article 6(1) of Regulation (EU) 2016/679", "section 14 of the 1998 Act",
"المادة 5 من نظام العمل": ``[reference_tails]``) is ``external`` and never resolved here.
The chunk's own heading lines (its text before ``body_start``) hold its label, not a
reference, and are not searched.

Units: ``start``/``end`` are a half-open range of the chunk's exported ``text`` (the record's
``text`` field), so ``text[start:end] == reference["text"]`` always. ``targets`` are the
``chunkIndex`` values of the chunks the reference resolves to inside the document (all parts
of a split unit; for a run "Articles 12 to 14", every chunk of each), empty for a reference
to another act or to a unit the document does not hold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from inspector.engine.citation_format import Pinpoint, cited_number
from inspector.engine.citation_rules import CitationRules, citation_rules

PROVISION_UNITS = frozenset({"article", "section", "clause", "fasl", "regulation", "rule"})
"""Unit kinds a reference to any of them may resolve to: a UK Act's "section 5" is the unit
the engine labels "Section 5", a contract's "Clause 14" the one it labels "Section 14" or
"Article 14", a Tunisian "الفصل 5" the one a reference calls "المادة 5"."""

MAX_RANGE = 200
"""A run "Articles 12 to 14" longer than this is resolved at its ends only."""


def unit_key(unit: str, number: str) -> tuple[str, str]:
    """The key a unit is looked up by: provisions share one kind; numbers case-folded."""
    kind = "provision" if unit in PROVISION_UNITS else unit
    return kind, number.casefold().replace(" ", "").replace(
        ".", "", 1 if number[:1] in "LRD" else 0
    )


def unit_index(pinpoints: Sequence[Pinpoint]) -> dict[tuple[str, str], list[int]]:
    """Chunk indexes per unit key, in order (a split unit has several)."""
    index: dict[tuple[str, str], list[int]] = {}
    for position, pinpoint in enumerate(pinpoints):
        if pinpoint.unit and pinpoint.number:
            index.setdefault(unit_key(pinpoint.unit, pinpoint.number), []).append(position)
    return index


def find_references(
    text: str,
    *,
    skip_before: int = 0,
    own: Pinpoint | None = None,
    units: Mapping[tuple[str, str], list[int]] | None = None,
    rules: CitationRules | None = None,
) -> list[dict[str, Any]]:
    """The references in ``text`` (a chunk's exported text), as record values.

    Args:
        text: the chunk's text.
        skip_before: offset in ``text`` before which nothing is searched (the chunk's own
            heading lines).
        own: the chunk's own pinpoint ("paragraph 3 of this Article" resolves to its unit).
        units: ``unit_index`` of the document's chunks (no resolution when None).
        rules: the citation rules (the shipped ones when None).

    Returns:
        ``{text, start, end, unit, number, sub, last, external, targets}`` per reference, in
        text order (see the module docstring for units).
    """
    rules = rules or citation_rules()
    searched = text[skip_before:] if skip_before else text
    taken: list[tuple[int, int]] = []
    found: list[dict[str, Any]] = []
    for pattern in rules.references:
        if pattern.prefilter and not any(map(searched.__contains__, pattern.prefilter)):
            continue  # every match holds one of these strings
        for match in pattern.regex.finditer(text, skip_before):
            start, end = match.span()
            if any(start < b and a < end for a, b in taken):
                continue
            taken.append((start, end))
            groups = match.groupdict()
            external = pattern.external or bool(rules.external_tail.match(text, end))
            number = cited_number(groups.get("n") or "", rules) if groups.get("n") else ""
            last = cited_number(groups.get("last") or "", rules) if groups.get("last") else ""
            sub = (groups.get("sub") or "").strip().lstrip(",").lstrip()  # "6, § 1" -> "§ 1"
            reference: dict[str, Any] = {
                "text": match.group(),
                "start": start,
                "end": end,
                "unit": pattern.unit,
                "number": (groups.get("ext") or "") if pattern.external else number,
                "sub": sub,
                "last": last,
                "external": external,
                "targets": [],
            }
            if not external and units is not None:
                reference["targets"] = _resolve(pattern.unit, number, last, own, units)
            found.append(reference)
    found.sort(key=lambda r: (r["start"], r["end"]))
    return found


def _resolve(
    unit: str,
    number: str,
    last: str,
    own: Pinpoint | None,
    units: Mapping[tuple[str, str], list[int]],
) -> list[int]:
    if unit == "paragraph":  # "paragraph 3 of this Article": the chunk's own unit
        if own is None or not own.number:
            return []
        return list(units.get(unit_key(own.unit, own.number), []))
    if not number:
        return []
    numbers = [number]
    if last and number.isdigit() and last.isdigit() and 0 < int(last) - int(number) <= MAX_RANGE:
        numbers = [str(n) for n in range(int(number), int(last) + 1)]
    elif last:
        numbers.append(last)
    targets: list[int] = []
    for value in numbers:
        hits = units.get(unit_key(unit, value))
        if hits is None and "." in value:  # "section 5.2" inside the unit "Section 5"
            hits = units.get(unit_key(unit, value.split(".")[0]))
        targets.extend(hits or [])
    return sorted(set(targets))
