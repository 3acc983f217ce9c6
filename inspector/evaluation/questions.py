"""Question sets in JSON Lines (LegalBench-RAG style) and the anchoring of their gold spans.

One JSON object per line::

    {"id": "q1", "question": "...", "document": "contract_en_services.docx",
     "answers": [{"start": 120, "end": 180} | {"quote": "..."}],
     "language": "en", "doc_type": "contract"}

``document`` is a file name (matched against the names of the files evaluated); ``start`` and
``end`` are a half-open range of the loaded ``Document.text``; a ``quote`` is found in that
text ignoring differences of Unicode compatibility forms (NFKC), whitespace, tashkeel and
tatweel, and Eastern versus ASCII digits (it is searched in the key layer).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspector.document.model import Document
from inspector.document.normalize import TASHKEEL, TATWEEL, build_key_layer
from inspector.errors import InspectorError

_SPACE = re.compile(r"\s+")


class QuestionSetError(InspectorError):
    """A question file cannot be read or a line is invalid; the message names the line."""


@dataclass(frozen=True, slots=True)
class GoldAnswer:
    """A gold span: a character range, or a quote to anchor (exactly one of them)."""

    start: int = -1
    end: int = -1
    quote: str = ""


@dataclass(frozen=True, slots=True)
class Question:
    """One question with its gold answers (see the module docstring)."""

    id: str
    question: str
    document: str
    answers: tuple[GoldAnswer, ...]
    language: str = ""
    doc_type: str = ""


def load_questions(path: Path | str) -> list[Question]:
    """Read a JSON Lines question set (blank lines skipped).

    Raises:
        QuestionSetError: the file cannot be read, a line is not valid JSON or lacks a field,
            or two questions share an id.
    """
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise QuestionSetError(f"{path}: cannot read the question set: {exc}") from None
    questions: list[Question] = []
    seen: set[str] = set()
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            question = parse_question(json.loads(line))
        except (json.JSONDecodeError, ValueError, TypeError) as exc:
            raise QuestionSetError(f"{path}, line {number}: {exc}") from None
        except RecursionError:  # arrays nested deeper than the decoder's recursion limit
            raise QuestionSetError(f"{path}, line {number}: nested too deep") from None
        if question.id in seen:
            raise QuestionSetError(f"{path}, line {number}: duplicate id {question.id!r}")
        seen.add(question.id)
        questions.append(question)
    return questions


def parse_question(data: Any) -> Question:
    """One question from its JSON object.

    Raises:
        ValueError: a required field is missing or has the wrong type.
    """
    if not isinstance(data, dict):
        raise ValueError("each line must be a JSON object")
    for name in ("id", "question", "document"):
        if not isinstance(data.get(name), str) or not data[name].strip():
            raise ValueError(f"field {name!r} must be a non-empty string")
    answers = data.get("answers")
    if not isinstance(answers, list) or not answers:
        raise ValueError("field 'answers' must be a non-empty list")
    gold = tuple(_answer(a) for a in answers)
    return Question(
        id=data["id"],
        question=data["question"],
        document=data["document"],
        answers=gold,
        language=str(data.get("language", "")),
        doc_type=str(data.get("doc_type", "")),
    )


def _answer(data: Any) -> GoldAnswer:
    if isinstance(data, dict) and isinstance(data.get("quote"), str) and data["quote"].strip():
        return GoldAnswer(quote=data["quote"])
    if isinstance(data, dict):
        start, end = data.get("start"), data.get("end")
        if isinstance(start, int) and isinstance(end, int) and 0 <= start < end:
            return GoldAnswer(start=start, end=end)
    raise ValueError('each answer must be {"start": s, "end": e} with 0 <= s < e or {"quote": q}')


def fold_text(text: str) -> str:
    """The form quotes and key text are compared in: key layer, NFKC, single spaces."""
    key = build_key_layer(unicodedata.normalize("NFKC", text)).text
    return _SPACE.sub(" ", key).strip()


class QuoteFinder:
    """Finds quotes in one document (the folded key text is built once)."""

    def __init__(self, document: Document) -> None:
        key = document.key
        folded: list[str] = []
        origin: list[int] = []  # text offset of each folded character
        previous_space = True
        for index, char in enumerate(key.text):
            for piece in unicodedata.normalize("NFKC", char):
                if piece.isspace():
                    if previous_space:
                        continue
                    piece, previous_space = " ", True
                else:
                    previous_space = False
                folded.append(piece)
                origin.append(key.to_text[index])
        self.folded = "".join(folded)
        self.origin = origin
        self.text = document.text
        self.text_length = len(document.text)

    def find(self, quote: str) -> tuple[int, int] | None:
        """The text range of the first occurrence of ``quote``, or None."""
        needle = fold_text(quote)
        if not needle:
            return None
        found = self.folded.find(needle)
        if found < 0:
            return None
        end = self.origin[found + len(needle) - 1] + 1
        while end < len(self.text) and (self.text[end] in TASHKEEL or self.text[end] == TATWEEL):
            end += 1  # marks the key layer dropped belong to the last letter
        return self.origin[found], end

    def gold_spans(self, question: Question) -> tuple[list[tuple[int, int]], list[str]]:
        """The question's gold ranges, and the quotes (or ranges) that could not be placed."""
        spans: list[tuple[int, int]] = []
        missing: list[str] = []
        for answer in question.answers:
            if answer.quote:
                span = self.find(answer.quote)
                if span is None:
                    missing.append(answer.quote)
                else:
                    spans.append(span)
            elif answer.end <= self.text_length:
                spans.append((answer.start, answer.end))
            else:
                missing.append(f"[{answer.start}, {answer.end})")
        return spans, missing
