"""The window's record of a chunk is the exported one, whichever chunk is asked for first.

``ChunkState.record`` resolves a chunk's references over the whole document (the engine's
record sees a two-chunk window); the unit index it builds on first use must not replace the
chunk's own text in that search."""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.view.chunk_state import ChunkState

SAMPLES = Path(__file__).resolve().parent.parent.parent / "sample_docs"


@pytest.mark.parametrize("name", ["law_en_data_archives.txt", "loi_fr_archives.docx"])
def test_the_first_record_asked_for_holds_only_its_own_references(name: str) -> None:
    path = SAMPLES / name
    config = default_config()
    document = load_document(path)
    chunk_set = chunk_document(document, config)
    exported = chunk_records(document, chunk_set, config)
    counts = [len(record["references"]) for record in exported]
    assert max(counts) > 0  # the document cites its own units somewhere
    for index in (counts.index(0), counts.index(max(counts)), len(counts) - 1):
        state = ChunkState(path, document, chunk_set, config)  # nothing resolved yet
        assert state.record(index)["references"] == exported[index]["references"]
