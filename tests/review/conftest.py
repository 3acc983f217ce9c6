"""Shared fixtures of the review tests: real sample documents loaded and chunked once."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.engine import ChunkingConfig, ChunkSet, chunk_document, default_config
from inspector.review.base import base_state
from inspector.review.context import ReviewContext
from inspector.review.model import ReviewState

SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"
LAW_TXT = SAMPLES / "law_en_data_archives.txt"
LAW_PDF = SAMPLES / "law_en_data_archives.pdf"
MIXED_DOCX = SAMPLES / "contract_ar_en_supply.docx"

_LOADED: dict[Path, tuple[Document, ChunkSet]] = {}


def loaded(path: Path) -> tuple[Document, ChunkSet]:
    """``path`` loaded and chunked with the default configuration (cached per test run)."""
    if path not in _LOADED:
        document = load_document(path)
        _LOADED[path] = (document, chunk_document(document, default_config()))
    return _LOADED[path]


def holding(state: ReviewState, offset: int) -> int:
    """The index of the chunk of ``state`` whose text holds ``offset`` (a chunk found by the
    text it covers, not by its place: the engine's rules move places)."""
    return next(i for i, chunk in enumerate(state.chunks) if chunk.start <= offset < chunk.end)


def fixed_clock() -> Callable[[], str]:
    """A clock giving 2026-01-01T00:00:00.000+00:00, then one second later each call."""
    counter = itertools.count()

    def now() -> str:
        seconds = next(counter)
        hours, minutes = seconds // 3600 % 24, seconds // 60 % 60
        return f"2026-01-01T{hours:02d}:{minutes:02d}:{seconds % 60:02d}.000+00:00"

    return now


@pytest.fixture
def config() -> ChunkingConfig:
    return default_config()


@pytest.fixture
def law_pdf() -> tuple[Document, ChunkSet]:
    """The English law sample as a PDF: pages, running headers and footers excluded."""
    return loaded(LAW_PDF)


@pytest.fixture
def law_txt() -> tuple[Document, ChunkSet]:
    return loaded(LAW_TXT)


@pytest.fixture
def pdf_context(law_pdf: tuple[Document, ChunkSet], config: ChunkingConfig) -> ReviewContext:
    return ReviewContext(law_pdf[0], config, "Ana Reviewer", fixed_clock())


@pytest.fixture
def pdf_state(law_pdf: tuple[Document, ChunkSet]) -> ReviewState:
    return base_state(*law_pdf)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``INSPECTOR_DATA_DIR`` pointed at a fresh folder; review stores go to its reviews/."""
    folder = tmp_path / "data"
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(folder))
    return folder
