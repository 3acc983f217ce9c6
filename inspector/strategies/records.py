"""Export records of a strategy's result: the engine's records plus the strategy fields.

Added fields: ``strategy`` (its name); for parent-child ``parentId`` (``<docId>:parent:<n>``,
``n`` 0-based in text order), ``parentStart`` and ``parentEnd`` (the parent's half-open range
of ``Document.text``); ``None`` for the other strategies.
"""

from __future__ import annotations

from typing import Any

from inspector.document.model import Document
from inspector.engine.records import chunk_records
from inspector.strategies.run import StrategyResult


def parent_id(document: Document, index: int) -> str:
    """The id of parent ``index`` of ``document``."""
    return f"{document.fingerprint}:parent:{index}"


def strategy_records(
    document: Document, result: StrategyResult, *, with_boxes: bool = True
) -> list[dict[str, Any]]:
    """One record per chunk of ``result`` (see the module docstring)."""
    records = chunk_records(
        document, result.chunk_set, result.strategy.engine, with_boxes=with_boxes
    )
    for index, record in enumerate(records):
        record["strategy"] = result.strategy.name
        if result.parents:
            parent = result.parent_of[index]
            record["parentId"] = parent_id(document, parent)
            record["parentStart"], record["parentEnd"] = result.parents[parent]
        else:
            record["parentId"] = record["parentStart"] = record["parentEnd"] = None
    return records
