"""Every strategy keeps the engine's invariants: generated texts and the sample documents."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.strategies.config import strategy_config
from inspector.strategies.records import strategy_records
from inspector.strategies.run import chunk_with_strategy
from tests.engine.documents import document_from_text
from tests.engine.test_chunker_properties import documents
from tests.strategies.invariants import check_invariants

SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"
SMALL = {
    "recursive": {"chunk_size": 40, "chunk_overlap": 8},
    "hybrid": {"max_tokens": 60},
    "parent_child": {"child_min": 10, "child_max": 30, "parent_min": 60, "parent_max": 120},
}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=documents(), name=st.sampled_from(sorted(SMALL)))
def test_generated_documents_keep_the_invariants(document: Document, name: str) -> None:
    result = chunk_with_strategy(document, strategy_config(name, SMALL[name]))
    check_invariants(document, result)


@pytest.mark.parametrize("name", ["legal", "recursive", "hybrid", "parent_child"])
@pytest.mark.parametrize(
    "file", ["contract_en_services.pdf", "qanun_ar_archives.docx", "arret_fr_cassation.docx"]
)
def test_sample_documents_keep_the_invariants(file: str, name: str) -> None:
    document = load_document(SAMPLES / file)
    result = chunk_with_strategy(document, strategy_config(name))
    check_invariants(document, result)
    config = strategy_config(name)
    # The legal strategy is the engine itself: its chunks carry the engine's hash.
    expected = config.engine.config_hash if name == "legal" else config.config_hash
    assert result.chunk_set.config_hash == expected


def test_recursive_cuts_at_the_coarsest_separator_that_fits() -> None:
    paragraph = "The authority shall keep every record safe. " * 6
    text = (paragraph.strip() + "\n\n") * 4
    document = document_from_text(text)
    size = len(document.text) // 4  # tokens per paragraph are well below this many characters
    result = chunk_with_strategy(document, strategy_config("recursive", {"chunk_size": size}))
    check_invariants(document, result)
    rules = [c.boundary.rule for c in result.chunk_set.chunks]
    assert rules[0] == "document_start"
    assert set(rules[1:]) <= {"recursive:\\n\\n"}
    ends = [document.text[: c.end].endswith("\n\n") for c in result.chunk_set.chunks]
    assert all(ends)


def test_recursive_falls_back_to_words_and_characters() -> None:
    document = document_from_text("x" * 300 + " " + "word " * 200)
    result = chunk_with_strategy(
        document, strategy_config("recursive", {"chunk_size": 20, "chunk_overlap": 0})
    )
    check_invariants(document, result)
    rules = {c.boundary.rule for c in result.chunk_set.chunks}
    assert "recursive:char" in rules
    assert "recursive:space" in rules
    assert max(c.token_count for c in result.chunk_set.chunks) <= 20


def test_parent_child_sizes_and_records_carry_parent_ids() -> None:
    document = load_document(SAMPLES / "law_en_data_archives.docx")
    result = chunk_with_strategy(document, strategy_config("parent_child"))
    check_invariants(document, result)
    children = result.chunk_set.chunks
    assert max(c.token_count for c in children) <= 200
    assert len(result.parents) < len(children)
    records = strategy_records(document, result, with_boxes=False)
    assert {r["parentId"] for r in records} == {
        f"{document.fingerprint}:parent:{i}" for i in range(len(result.parents))
    }
    for record in records:
        assert (
            record["parentStart"] <= record["charStart"] < record["charEnd"] <= record["parentEnd"]
        )


def test_hybrid_keeps_structure_and_cuts_only_oversize_units() -> None:
    document = load_document(SAMPLES / "law_en_data_archives.docx")
    legal = chunk_with_strategy(document, strategy_config("legal")).chunk_set.chunks
    hybrid = chunk_with_strategy(document, strategy_config("hybrid", {"max_tokens": 300}))
    check_invariants(document, hybrid)
    starts = {c.start for c in hybrid.chunk_set.chunks}
    assert {c.start for c in legal} <= starts
    inner = [c for c in hybrid.chunk_set.chunks if c.boundary.rule.startswith("hybrid:")]
    assert inner
    assert all(c.token_count <= 300 for c in hybrid.chunk_set.chunks)
    big = [c for c in legal if c.token_count > 300]
    assert all(any(b.start < c.start < b.end for b in big) for c in inner)


def test_strategies_are_deterministic() -> None:
    document = load_document(SAMPLES / "judgment_en_appeal.docx")
    for name in ("recursive", "hybrid", "parent_child"):
        config = strategy_config(name)
        assert chunk_with_strategy(document, config) == chunk_with_strategy(document, config)
