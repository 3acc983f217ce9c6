"""The shared corpus of real legal documents with gold units (read in place, never copied).

``../shared/corpus/<doc>/gold.json`` lists top-level units with ``head``/``tail`` snippets;
``anchor_units`` re-finds each unit in another extraction of the document by those snippets
(whitespace-insensitive), so checks do not depend on raw offsets.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
CORPUS = Path(os.environ.get("INSPECTOR_CORPUS", REPO.parent / "shared" / "corpus"))

LEGISLATION_AND_CONTRACTS = (
    "06_contract_neoforma_cobranding_en",
    "09_icj_statute_en",
    "10_tn_personal_status_code_ar",
)
JUDGMENTS = ("08_judgment_ewca_civ_2025_673_en",)


@dataclass(frozen=True)
class GoldUnit:
    """A gold unit: its label, kind and re-anchoring snippets."""

    label: str
    kind: str
    head: str
    tail: str
    bare_head: str | None = None
    """``head`` without page furniture (``_without_furniture``), tried when ``head`` is not
    found; "" when the snippet is furniture only."""
    bare_tail: str | None = None
    """``tail`` likewise; a tail that is furniture only ends the unit where the next begins."""


def available() -> bool:
    """Whether the corpus is present (it is not in CI)."""
    return CORPUS.is_dir() and any(CORPUS.glob("*/gold.json"))


def gold(name: str) -> tuple[dict[str, Any], list[GoldUnit]]:
    """The gold metadata and units of corpus document ``name``."""
    data = json.loads((CORPUS / name / "gold.json").read_text(encoding="utf-8"))
    lines = [line.strip() for line in reference_text(name).splitlines()]
    counts: dict[str, int] = {}
    for line in lines:
        counts[line] = counts.get(line, 0) + 1
    furniture = {line for line, count in counts.items() if line and count >= 3}
    units = [
        GoldUnit(
            u["label"],
            u["kind"],
            u["head"],
            u["tail"],
            _without_furniture(u["head"], furniture),
            _without_furniture(u["tail"], furniture),
        )
        for u in data["units"]
    ]
    return data, units


_BARE_NUMBER = re.compile(r"[0-9]{1,3}")


def _without_furniture(snippet: str, furniture: set[str]) -> str:
    """``snippet`` without the page furniture that the reference text keeps in its flow.

    The corpus README: a contract's reference text holds its page numbers (lines of a bare
    number) and running lines (lines recurring through the text); the loader sets those
    aside as furniture, moving in-flow page numbers out of the sentences they interrupt.
    """
    kept = [
        line
        for line in snippet.split("\n")
        if not _BARE_NUMBER.fullmatch(line.strip()) and line.strip() not in furniture
    ]
    return "\n".join(kept) if any(line.strip() for line in kept) else ""


def reference_text(name: str) -> str:
    """The reference ``text.txt`` of corpus document ``name``."""
    return (CORPUS / name / "text.txt").read_text(encoding="utf-8")


def _snippet_pattern(snippet: str) -> re.Pattern[str]:
    words = snippet.split()
    return re.compile(r"\s+".join(re.escape(w) for w in words))


def anchor_units(text: str, units: list[GoldUnit]) -> list[tuple[int, int] | None]:
    """Each unit's ``(start, end)`` in ``text``, found by its head and tail; None if lost.

    Heads are searched in order (each after the previous one); a tail is the last match of
    the unit's tail snippet between its head and the next unit's head.
    """
    starts: list[int | None] = []
    cursor = 0
    for unit in units:
        match = _snippet_pattern(unit.head).search(text, cursor)
        if match is None and unit.bare_head:
            match = _snippet_pattern(unit.bare_head).search(text, cursor)
        if match is None and len(unit.head.split()) > 4:
            match = _snippet_pattern(" ".join(unit.head.split()[:4])).search(text, cursor)
        starts.append(None if match is None else match.start())
        if match is not None:
            cursor = match.start() + 1
    anchored: list[tuple[int, int] | None] = []
    for index, (unit, start) in enumerate(zip(units, starts, strict=True)):
        if start is None:
            anchored.append(None)
            continue
        following = [s for s in starts[index + 1 :] if s is not None]
        limit = following[0] if following else len(text)
        tails = list(_snippet_pattern(unit.tail).finditer(text, start, limit))
        if not tails and unit.bare_tail:
            tails = list(_snippet_pattern(unit.bare_tail).finditer(text, start, limit))
        if not tails and unit.bare_tail == "":
            anchored.append((start, start + len(text[start:limit].rstrip())))
            continue
        anchored.append((start, tails[-1].end()) if tails else None)
    return anchored
