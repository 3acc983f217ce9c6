"""Question sets: parsing, clear errors, and the sample_docs question set anchoring."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.evaluation.questions import (
    QuestionSetError,
    QuoteFinder,
    fold_text,
    load_questions,
)
from tests.engine.documents import document_from_text

SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"
QUESTIONS = SAMPLES / "questions.jsonl"


def test_the_sample_question_set_covers_languages_and_document_types() -> None:
    questions = load_questions(QUESTIONS)
    assert len(questions) >= 60
    languages = Counter(q.language for q in questions)
    types = Counter(q.doc_type for q in questions)
    assert set(languages) == {"en", "fr", "ar"}
    assert min(languages.values()) >= 15
    assert set(types) == {"contract", "legislation", "judgment"}
    assert all((SAMPLES / q.document).is_file() for q in questions)


@pytest.mark.parametrize("document", sorted({q.document for q in load_questions(QUESTIONS)}))
def test_every_sample_quote_anchors_in_its_document(document: str) -> None:
    loaded = load_document(SAMPLES / document)
    finder = QuoteFinder(loaded)
    for question in load_questions(QUESTIONS):
        if question.document != document:
            continue
        spans, missing = finder.gold_spans(question)
        assert missing == [], question.id
        for (start, end), answer in zip(spans, question.answers, strict=True):
            assert fold_text(loaded.text[start:end]) == fold_text(answer.quote)


def test_quotes_ignore_whitespace_tashkeel_digits_and_compatibility_forms() -> None:
    text = "المادة (٣)\n\nلَا يَجُوزُ   تَعْدِيلُ الوثيقة.\nThe ﬁnal  report\nis due."
    document = document_from_text(text)
    finder = QuoteFinder(document)
    span = finder.find("لا يجوز تعديل")
    assert span is not None
    assert document.text[span[0] : span[1]] == "لَا يَجُوزُ   تَعْدِيلُ"
    span = finder.find("المادة (3)")
    assert span is not None
    assert document.text[span[0] : span[1]] == "المادة (٣)"
    span = finder.find("final report is due")
    assert span is not None
    assert document.text[span[0] : span[1]] == "ﬁnal  report\nis due"
    assert finder.find("not in the text") is None


def test_ranges_are_taken_as_given_and_checked_against_the_text() -> None:
    document = document_from_text("short text")
    line = {"id": "q", "question": "?", "document": "d", "answers": [{"start": 0, "end": 5}]}
    finder = QuoteFinder(document)
    from inspector.evaluation.questions import parse_question

    spans, missing = finder.gold_spans(parse_question(line))
    assert (spans, missing) == ([(0, 5)], [])
    line["answers"] = [{"start": 0, "end": 500}]
    assert finder.gold_spans(parse_question(line)) == ([], ["[0, 500)"])


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "line 2"),
        (json.dumps({"id": "x", "question": "q", "answers": [{"quote": "a"}]}), "'document'"),
        (json.dumps({"id": "x", "question": "q", "document": "d", "answers": []}), "'answers'"),
        (
            json.dumps({"id": "x", "question": "q", "document": "d", "answers": [{"start": 5}]}),
            "each answer",
        ),
        (
            json.dumps({"id": "a", "question": "q", "document": "d", "answers": [{"quote": "z"}]}),
            "duplicate id",
        ),
    ],
)
def test_invalid_lines_name_the_line(tmp_path: Path, line: str, message: str) -> None:
    first = json.dumps({"id": "a", "question": "q", "document": "d", "answers": [{"quote": "z"}]})
    path = tmp_path / "q.jsonl"
    path.write_text(first + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(QuestionSetError, match=message):
        load_questions(path)
