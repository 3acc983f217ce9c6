"""Document type from the document's own cues, with the cue that decided it.

Types: contract, legislation, judgment, regulation, unknown.

Each document cue of the configuration adds its weight to its type when it matches in the
first ``HEAD_CHARS`` characters of the key layer (each cue counts once), ``OPENING_FACTOR``
times its weight when it matches in the opening (the first ``OPENING_CHARS``: title block,
parties, enacting formula), and the cue matching earliest in the title block (the first
``TITLE_LINES`` non-empty lines) ``TITLE_FACTOR`` times. A document names what it is at its
top; its body mentions other instruments (a law refers to "اللائحة التنفيذية", its
implementing regulation; a contract to "Regulation (EU) 2016/679"), which must not outweigh
that. Two structural cues add to that: three or more article headings (legislation), and a
run of paragraphs numbered 1, 2, 3 ... that holds most numbered paragraphs of the document (a
judgment). The type with the highest score wins; its strongest matching cue (the earliest
among equals) is the cue reported. Ties go to the more specific type: judgment, contract,
regulation, legislation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from inspector.engine.rules import CompiledRules
from inspector.engine.segment import Segment
from inspector.engine.types import BoundaryKind, DocumentType, TypeDecision

HEAD_CHARS = 6000
"""Title pages, parties and enacting formulas all sit near the top."""

OPENING_CHARS = 800
"""Characters of the key layer read as the document's opening (its title lines)."""

OPENING_FACTOR = 3
"""A cue in the opening counts this many times its weight."""

TITLE_LINES = 5
"""Non-empty lines at the top of the key layer read as the title block."""

TITLE_FACTOR = 6
"""The cue matching earliest in the title block counts this many times its weight: a title
names its own kind before any other instrument ("مرسوم لتطبيق القانون رقم ...", "Décret ...
pris pour l'application de la loi ...")."""

ARTICLE_HEADINGS_MIN = 3
ARTICLE_HEADINGS_WEIGHT = 3
NUMBERED_RUN_MIN = 20
"""A judgment numbers its paragraphs 1..N across the whole text; 20 excludes short lists."""
NUMBERED_RUN_SHARE = 0.5
NUMBERED_RUN_WEIGHT = 4

_PRIORITY = (
    DocumentType.JUDGMENT,
    DocumentType.CONTRACT,
    DocumentType.REGULATION,
    DocumentType.LEGISLATION,
)
_DIGITS = re.compile(r"[0-9٠-٩۰-۹]+")


def classify(
    key: str,
    segments: Sequence[Segment],
    rules: CompiledRules,
    *,
    override: DocumentType | None = None,
) -> TypeDecision:
    """The document type of the document whose key layer is ``key``.

    Args:
        key: the key layer text.
        segments: the scanned segments (for the structural cues).
        rules: the compiled rules holding the document cues.
        override: the user's choice, which wins (cue ``override``).
    """
    if override is not None:
        return TypeDecision(override, "override")
    head = key[:HEAD_CHARS]
    opening = key[:OPENING_CHARS]
    title_end = _title_block_end(opening)
    scores = dict.fromkeys(_PRIORITY, 0)
    best: dict[DocumentType, TypeDecision] = {}
    best_weight: dict[DocumentType, tuple[int, int]] = {}
    matches: list[tuple[int, str, DocumentType, re.Match[str]]] = []  # (factor, name, ...)
    for cue in rules.cues:
        if cue.role not in scores:
            continue
        regex = rules.cue_regex(cue.name)
        found = regex.search(opening)
        factor = OPENING_FACTOR
        if found is None:
            found = regex.search(head)
            factor = 1
        if found is not None:
            matches.append((factor * cue.weight, cue.name, DocumentType(cue.role), found))
    # The title block names the document's kind first: the earliest cue there weighs most.
    in_title = [m for m in matches if m[3].start() < title_end and m[0] > 0]
    first = min(in_title, key=lambda m: m[3].start(), default=None)
    for match in matches:
        weight, name, kind, found = match
        if match is first:
            weight = weight // OPENING_FACTOR * TITLE_FACTOR
        scores[kind] += weight
        rank = (weight, -found.start())
        if kind not in best_weight or rank > best_weight[kind]:
            best_weight[kind] = rank
            evidence = " ".join(found.group().split())
            best[kind] = TypeDecision(kind, name, evidence, found.start())
    for kind, name, weight, evidence in _structural_cues(segments):
        scores[kind] += weight
        if kind not in best_weight or (weight, 0) > best_weight[kind]:
            best_weight[kind] = (weight, 0)
            best[kind] = TypeDecision(kind, name, evidence, -1)
    winner = max(_PRIORITY, key=lambda k: (scores[k], -_PRIORITY.index(k)))
    if scores[winner] == 0:
        return TypeDecision(DocumentType.UNKNOWN, "")
    return best[winner]


def _title_block_end(opening: str) -> int:
    """Where the first ``TITLE_LINES`` non-empty lines of ``opening`` end."""
    lines = 0
    position = 0
    while position < len(opening):
        end = opening.find("\n", position)
        if end < 0:
            return len(opening)
        if opening[position:end].strip():
            lines += 1
            if lines == TITLE_LINES:
                return end
        position = end + 1
    return len(opening)


def _structural_cues(segments: Sequence[Segment]) -> list[tuple[DocumentType, str, int, str]]:
    cues: list[tuple[DocumentType, str, int, str]] = []
    articles = sum(
        1 for s in segments if s.heading is not None and s.heading.rule.unit == "article"
    )
    if articles >= ARTICLE_HEADINGS_MIN:
        evidence = f"{articles} article headings"
        cues.append(
            (DocumentType.LEGISLATION, "structure_articles", ARTICLE_HEADINGS_WEIGHT, evidence)
        )
    run, total = _numbered_run(segments)
    if run >= NUMBERED_RUN_MIN and run >= NUMBERED_RUN_SHARE * total:
        evidence = f"paragraphs numbered 1 to {run}"
        cues.append(
            (DocumentType.JUDGMENT, "structure_numbered_paragraphs", NUMBERED_RUN_WEIGHT, evidence)
        )
    return cues


def _numbered_run(segments: Sequence[Segment]) -> tuple[int, int]:
    """Length of the chain 1, 2, 3 ... of "N." paragraphs in order, and how many there are."""
    expected, total = 1, 0
    for segment in segments:
        if segment.kind is not BoundaryKind.NUMBERED or segment.number is None:
            continue
        if segment.number.rule.scheme != "digit_dot":
            continue
        total += 1
        digits = _DIGITS.search(segment.number.label)
        if digits is not None and int(digits.group()) == expected:
            expected += 1
    return expected - 1, total
