"""Against ../shared/corpus (real documents, gold units); skipped cleanly when it is absent.

For each document, each gold unit is re-anchored in our own text by its ``head`` and
``tail`` snippets. Checks (issue 4):

- at least 95% of gold unit starts are chunk starts, a judgment's numbered paragraphs too (the
  chunk holding a unit's start begins after the previous unit's end: a heading run above the
  unit, "CHAPTER I" over "Article 2", belongs to it);
- no chunk starts inside a unit that fits its maximum, and every such unit lies whole in one
  chunk;
- no chunk ends with a heading.

The reference ``text.txt`` is chunked as a Document built from the string; the test files (the
PDFs and DOCX) go through the loaders.
"""

from __future__ import annotations

import bisect
from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.stats import CutJudge
from inspector.engine.tokens import count_tokens
from inspector.engine.types import ChunkSet
from tests.engine import corpus
from tests.engine.documents import document_from_text

pytestmark = pytest.mark.skipif(not corpus.available(), reason="the shared corpus is not here")

NAMES = corpus.LEGISLATION_AND_CONTRACTS + corpus.JUDGMENTS
START_RECALL = 0.95
ANCHORED_SHARE = 0.9
"""Loader output differs from the reference text; most units must still be found."""

# The maximum a gold unit must fit to be kept whole, by document and unit kind (seed 000's
# table: a contract clause is kept whole up to the long-clause maximum).
UNIT_MAX = {"section": 1000, "exhibit": 800, "article": 800, "paragraph": 900}


def _test_files(name: str) -> list[Path]:
    """The PDF and DOCX files of a corpus document (its folder and ``source/``)."""
    folder = corpus.CORPUS / name
    found = [*folder.glob("*.pdf"), *folder.glob("*.docx"), *folder.glob("source/*.pdf")]
    return sorted(found)


CASES = [(name, None) for name in NAMES] + [
    (name, path.name) for name in NAMES for path in _test_files(name) if corpus.available()
]


def _document(name: str, file_name: str | None) -> Document:
    if file_name is None:
        return document_from_text(corpus.reference_text(name))
    path = next(p for p in _test_files(name) if p.name == file_name)
    return load_document(path)


def _unit_tokens(document: Document, start: int, end: int) -> int:
    key = document.key
    return count_tokens(key.text[key.key_offset(start) : key.key_offset(end)])


def _check(name: str, document: Document, result: ChunkSet) -> None:
    _, units = corpus.gold(name)
    text = document.text
    anchored = corpus.anchor_units(text, units)
    found = [(u, a) for u, a in zip(units, anchored, strict=True) if a is not None]
    assert len(found) >= ANCHORED_SHARE * len(units), f"{len(found)}/{len(units)} units found"
    starts = [c.start for c in result.chunks]
    recalled, previous_end = 0, 0
    for unit, (start, end) in found:
        holder = bisect.bisect_right(starts, start) - 1
        recalled += starts[holder] >= previous_end
        previous_end = end
        if _unit_tokens(document, start, end) <= UNIT_MAX[unit.kind]:
            inside = [s for s in starts if start < s < end and text[start:s].strip()]
            assert not inside, f"{unit.label}: a chunk starts inside it"
            assert result.chunks[holder].end >= start + len(text[start:end].rstrip())
    if name in corpus.LEGISLATION_AND_CONTRACTS or name in corpus.JUDGMENTS:
        assert recalled >= START_RECALL * len(found), f"start recall {recalled}/{len(found)}"
    judge = CutJudge(document, default_config())
    stranded = [c.heading_text for c in result.chunks if judge.strands_heading(c.start, c.end)]
    assert stranded == []


@pytest.mark.parametrize(("name", "file_name"), CASES)
def test_gold_units(name: str, file_name: str | None) -> None:
    document = _document(name, file_name)
    _check(name, document, chunk_document(document, default_config()))
