"""``inspector chunk`` collects the older generations less often while it runs, and only then.

The thresholds are the process's: the command restores them however it ends, so a test (or
a program) that calls ``run_chunk`` finds the collector as it left it.
"""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from inspector.cli_chunk import run_chunk
from inspector.cli_process import YOUNG_COLLECTIONS_PER_MIDDLE, fewer_full_collections
from inspector.errors import InspectorError


def test_the_block_raises_the_middle_threshold_and_restores_it() -> None:
    before = gc.get_threshold()
    with fewer_full_collections():
        inside = gc.get_threshold()
    assert inside == (before[0], max(before[1], YOUNG_COLLECTIONS_PER_MIDDLE), before[2])
    assert gc.get_threshold() == before
    with pytest.raises(RuntimeError), fewer_full_collections():
        raise RuntimeError("a failed command")
    assert gc.get_threshold() == before


def test_run_chunk_leaves_the_collector_as_it_found_it(tmp_path: Path) -> None:
    before = gc.get_threshold()
    text = tmp_path / "act.txt"
    text.write_text("Article 1. Scope\n\nThis Act applies to archives.\n", encoding="utf-8")
    assert run_chunk([str(text), "--out", str(tmp_path / "out.jsonl")]) == 0
    assert gc.get_threshold() == before
    with pytest.raises(InspectorError):
        run_chunk([str(tmp_path / "missing.txt"), "--out", str(tmp_path / "other.jsonl")])
    assert gc.get_threshold() == before
