"""A chunk's cross-references keep their spans in the redacted text: carried, never searched.

Redaction reports what it replaced (``Redacted``); each reference span is carried through those
replacements. A reference that a redaction overlaps is left out (``carried_references``). The
old way looked each reference's text up again in the redacted text and found the wrong
occurrence when the same words stood earlier (a heading, an earlier mention not read as a
reference).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.export.gate import detected_redactions
from inspector.export.records import (
    carried_references,
    engine_input,
    export_records,
    replaced_values,
)
from inspector.redaction.apply import Redacted, RedactionMode, redact_spans

OPEN, CLOSE = "⟦", "⟧"


def _marked(text: str) -> tuple[str, list[tuple[int, int]]]:
    """``text`` without its ⟦ ⟧ marks, and the spans the marks enclosed."""
    plain: list[str] = []
    spans: list[tuple[int, int]] = []
    length = 0
    start = 0
    for char in text:
        if char == OPEN:
            start = length
        elif char == CLOSE:
            spans.append((start, length))
        else:
            plain.append(char)
            length += 1
    return "".join(plain), spans


def _references(text: str, spans: list[tuple[int, int]]) -> list[dict[str, Any]]:
    return [{"text": text[s:e], "start": s, "end": e, "unit": "article"} for s, e in spans]


# (language, chunk text with its references marked, redacted originals, the text as written
# with the references that are kept marked).
CASES = [
    # A redaction before the reference moves it; the same words earlier (the heading) are not it.
    (
        "en",
        "Article 5 — Appeals\nMr John Smith may appeal under ⟦Article 5⟧ or ⟦Article 6(1)⟧.",
        ["John Smith"],
        "Article 5 — Appeals\nMr [PERSON] may appeal under ⟦Article 5⟧ or ⟦Article 6(1)⟧.",
    ),
    # After the references: nothing moves.
    (
        "en",
        "Under ⟦Article 6(1)⟧ the archivist, John Smith, decides.",
        ["John Smith"],
        "Under ⟦Article 6(1)⟧ the archivist, [PERSON], decides.",
    ),
    # Inside: the reference is left out, the one after it moves.
    (
        "en",
        "See ⟦section 3 of the Smith Trust Deed⟧ and ⟦Article 7⟧; Mr Smith signed.",
        ["Smith"],
        "See section 3 of the [PERSON] Trust Deed and ⟦Article 7⟧; Mr [PERSON] signed.",
    ),
    (
        "fr",
        "Article 12 — Recours\nM. Jean Dupont saisit le juge (l'⟦Article 12⟧ et l'⟦Article 14⟧).",
        ["Jean Dupont"],
        "Article 12 — Recours\nM. [PERSON] saisit le juge (l'⟦Article 12⟧ et l'⟦Article 14⟧).",
    ),
    (
        "fr",
        "Selon l'⟦article 3⟧, Mme Claire Martin, notaire, reçoit l'acte.",
        ["Claire Martin"],
        "Selon l'⟦article 3⟧, Mme [PERSON], notaire, reçoit l'acte.",
    ),
    (
        "fr",
        "Voir l'⟦article 4 du contrat Dupont⟧ puis l'⟦article 9⟧ ; M. Dupont l'a signé.",
        ["Dupont"],
        "Voir l'article 4 du contrat [PERSON] puis l'⟦article 9⟧ ; M. [PERSON] l'a signé.",
    ),
    (
        "ar",
        "المادة 7\nيجوز للسيد محمد علي الطعن وفقا ل⟦المادة 7⟧ و⟦المادة 9⟧ من هذا القانون.",
        ["محمد علي"],
        "المادة 7\nيجوز للسيد [PERSON] الطعن وفقا ل⟦المادة 7⟧ و⟦المادة 9⟧ من هذا القانون.",
    ),
    (
        "ar",
        "تطبق ⟦المادة 3⟧ على العقد الذي وقعه السيد أحمد حسن.",
        ["أحمد حسن"],
        "تطبق ⟦المادة 3⟧ على العقد الذي وقعه السيد [PERSON].",
    ),
    (
        "ar",
        "انظر ⟦المادة 4 من عقد حسن⟧ و⟦المادة 8⟧ ، وقعه السيد حسن.",
        ["حسن"],
        "انظر المادة 4 من عقد [PERSON] و⟦المادة 8⟧ ، وقعه السيد [PERSON].",
    ),
]


@pytest.mark.parametrize(("language", "marked", "originals", "expected"), CASES)
def test_reference_spans_are_carried_through_the_redaction(
    language: str, marked: str, originals: list[str], expected: str
) -> None:
    text, spans = _marked(marked)
    pairs = sorted(((o, "[PERSON]") for o in originals), key=lambda p: (-len(p[0]), p[0]))
    written = replaced_values(text, pairs)
    want_text, want_spans = _marked(expected)
    assert written.text == want_text
    carried = carried_references(written, _references(text, spans))
    assert [(r["start"], r["end"]) for r in carried] == want_spans, language
    for reference in carried:
        assert written.text[reference["start"] : reference["end"]] == reference["text"]


def test_a_detection_step_after_the_review_redactions_moves_spans_too() -> None:
    text, spans = _marked("Mr John Smith (jo@example.com) relies on ⟦Article 5⟧ and ⟦Article 6⟧.")
    replaced = replaced_values(text, [("John Smith", "[PERSON:ab12]")])
    email = replaced.text.index("jo@example.com")
    written = replaced.then(
        *redact_spans(replaced.text, [(email, email + 14, "email")], RedactionMode.MASK)
    )
    assert written.text == "Mr [PERSON:ab12] ([EMAIL]) relies on Article 5 and Article 6."
    carried = carried_references(written, _references(text, spans))
    assert [written.text[r["start"] : r["end"]] for r in carried] == ["Article 5", "Article 6"]
    assert [r["start"] for r in carried] == [37, 51]


NAMES = ["John Smith", "Jean Dupont", "محمد علي", "Smith", "5"]
REFERENCES = ["Article 5", "l'article 5", "المادة 5", "Article 6(1)", "Smith Act"]
FILLER = [" ", "the ", "le ", "في ", ", ", "\n", "Mr ", "M. ", "السيد "]


@st.composite
def _texts(draw: st.DrawFn) -> tuple[str, list[tuple[int, int]]]:
    """A text of filler, names and reference words, and the spans of those that are references
    (the same words may stand elsewhere, not read as a reference)."""
    parts: list[str] = []
    spans: list[tuple[int, int]] = []
    length = 0
    for _ in range(draw(st.integers(1, 14))):
        kind = draw(st.sampled_from(["filler", "name", "reference"]))
        pool = {"filler": FILLER, "name": NAMES, "reference": REFERENCES}[kind]
        part = draw(st.sampled_from(pool))
        if kind == "reference" and draw(st.booleans()):
            spans.append((length, length + len(part)))
        parts.append(part)
        length += len(part)
        parts.append(" ")
        length += 1
    return "".join(parts), spans


@given(_texts(), st.sets(st.sampled_from(NAMES)))
def test_a_carried_span_holds_its_reference_where_it_stood(
    case: tuple[str, list[tuple[int, int]]], originals: set[str]
) -> None:
    text, spans = case
    pairs = sorted(((o, f"[P{len(o)}]") for o in originals), key=lambda p: (-len(p[0]), p[0]))
    written = replaced_values(text, pairs)
    references = _references(text, spans)
    carried = carried_references(written, references)
    kept = {(r["text"], r["unit"], r["start"]) for r in carried}
    assert len(kept) == len(carried)
    by_text = {r["start"]: r for r in carried}
    for reference in references:
        span = written.span(reference["start"], reference["end"])
        if span is None:
            continue
        start, end = span
        # Kept, at the place the reference stood: the text before and after it is the
        # redaction of what stood before and after it in the chunk.
        assert by_text[start]["end"] == end
        assert written.text[start:end] == reference["text"]
        assert written.text[:start] == replaced_values(text[: reference["start"]], pairs).text
        assert written.text[end:] == replaced_values(text[reference["end"] :], pairs).text
    assert len(carried) == sum(
        1 for r in references if written.span(r["start"], r["end"]) is not None
    )


def test_no_step_keeps_every_span() -> None:
    assert Redacted("abc").span(1, 2) == (1, 2)


LAWS = {
    "en": (
        "Data Archives Act\n\nArticle 5 — Appeals\n\nMr John Smith, the archivist, may refuse "
        "access. An appeal against a refusal lies under Article 5 to the Tribunal, which hears "
        "it under Article 6.\n\nArticle 6 — Tribunal\n\nThe Tribunal hears appeals.\n",
        "Article 5",
    ),
    "ar": (
        "قانون الأرشيف\n\nالمادة 5\n\nيجوز للسيد محمد العلي رفض الاطلاع. ويجوز الطعن في الرفض "
        "وفقا للمادة 5 أمام المحكمة التي تنظر فيه طبقا للمادة 6.\n\nالمادة 6\n\n"
        "تنظر المحكمة في الطعون.\n",
        "لمادة 5",
    ),
}


@pytest.mark.parametrize("language", sorted(LAWS))
def test_an_export_keeps_a_reference_where_it_stands(tmp_path: Path, language: str) -> None:
    """End to end: the chunk opens with its heading "Article 5", a detected name follows, then
    the reference "Article 5"; the written span is the reference's, not the heading's."""
    body, reference_text = LAWS[language]
    path = tmp_path / f"law_{language}.txt"
    path.write_text(body, encoding="utf-8")
    document = load_document(path)
    config = default_config()
    chunk_set = chunk_document(document, config)
    found = detected_redactions(document.text, mode="mask", salt=None, kinds={"person"})
    assert found, "the name is detected"
    source = engine_input(document, chunk_set, config, found, token_mode="mask", policy="full")
    records = export_records(source, tenant_id="t", include_all=True)
    cited = [
        (record, reference)
        for record in records
        for reference in record["references"]
        if reference_text in reference["text"]
    ]
    assert cited, "the reference is read and kept"
    for record, reference in cited:
        text = record["text"]
        assert "[PERSON]" in text[: reference["start"]]
        assert text[reference["start"] : reference["end"]] == reference["text"]
        # The heading's "Article 5" stands before the name; the reference after it.
        assert text.index("[PERSON]") < reference["start"]
