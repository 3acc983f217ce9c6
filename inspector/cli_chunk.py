"""``inspector chunk``: chunk documents headlessly and write one JSON record per chunk.

Usage: ``inspector chunk FILE... --out OUT.jsonl [--config C.toml] [--strategy NAME]
[--doc-type T] [--tenant ID] [--stats]``.

The configuration's ``[strategy]`` table (or ``--strategy``) picks the chunking strategy: the
legal engine by default, or recursive, semantic, hybrid or parent-child
(``inspector.strategies``); their records carry ``strategy`` and, for parent-child,
``parentId``.

The JSONL file holds one record per line (UTF-8, keys sorted, non-ASCII kept), in file order
then chunk order; it is written to a temporary file in the same folder and renamed over the
target, so a reader never sees half a file and an interrupted run leaves the old file intact.
``--stats`` prints seed 002's statistics and red flags, and each document's type and the cue
that decided it, on standard output.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from inspector.engine.types import DocumentType
from inspector.export.errors import ExportError
from inspector.export.jsonl import write_jsonl  # one atomic JSONL writer for every command
from inspector.strategies.config import STRATEGY_NAMES


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="inspector chunk",
        description="Chunk documents with the legal rules and write the chunks as JSON Lines.",
    )
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE", help="PDF, DOCX, .txt, .md")
    parser.add_argument("--out", required=True, type=Path, help="the JSONL file to write")
    parser.add_argument("--config", type=Path, help="a chunking configuration (TOML)")
    parser.add_argument(
        "--doc-type",
        choices=[t.value for t in DocumentType],
        help="the document type, instead of classifying each document",
    )
    parser.add_argument(
        "--strategy",
        choices=STRATEGY_NAMES,
        help="the chunking strategy, instead of the configuration's [strategy] table",
    )
    parser.add_argument("--tenant", default="local", help="tenantId of every record")
    parser.add_argument("--stats", action="store_true", help="print statistics and red flags")
    return parser


def run_chunk(argv: Sequence[str]) -> int:
    """Run ``inspector chunk`` with ``argv`` (the arguments after ``chunk``).

    Returns:
        The exit status: 0 on success, 2 for an unusable configuration or output path.
        Load errors (``InspectorError``) propagate to ``inspector.cli.main``.
    """
    args = _parser().parse_args(argv)
    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.records import chunk_records
    from inspector.strategies.config import (
        StrategyConfigError,
        load_strategy_config,
        strategy_config,
        strategy_config_from_dict,
    )

    try:
        strategy = load_strategy_config(args.config) if args.config else None
        if strategy is None:
            strategy = strategy_config_from_dict({})
        if args.strategy and args.strategy != strategy.name:
            strategy = strategy_config(args.strategy, {}, strategy.engine, strategy.label)
    except StrategyConfigError as exc:
        print(f"inspector chunk: {exc}", file=sys.stderr)
        return 2
    if args.doc_type and strategy.name != "legal":
        print("inspector chunk: --doc-type applies to the legal strategy only", file=sys.stderr)
        return 2
    config = strategy.engine
    override = DocumentType(args.doc_type) if args.doc_type else None
    results = []
    records: list[dict[str, Any]] = []
    for path in args.files:
        document = load_document(path)
        if strategy.name == "legal":
            chunk_set = chunk_document(document, config, document_type=override)
            records.extend(chunk_records(document, chunk_set, config, tenant_id=args.tenant))
        else:
            from inspector.strategies.records import strategy_records
            from inspector.strategies.run import chunk_with_strategy

            result = chunk_with_strategy(document, strategy)
            chunk_set = result.chunk_set
            for record in strategy_records(document, result):
                record["tenantId"] = args.tenant
                records.append(record)
        results.append((document, chunk_set))
    try:
        write_jsonl(records, args.out)
    except (OSError, ExportError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        print(f"inspector chunk: cannot write {args.out}: {reason}", file=sys.stderr)
        return 2
    if args.stats:
        _print_stats(results, config, args.files)
    return 0


def _print_stats(results: list[Any], config: Any, files: Sequence[Path]) -> None:
    from inspector.engine.stats import chunk_stats, format_stats

    for path, (_, chunk_set) in zip(files, results, strict=True):
        decision = chunk_set.type_decision
        cue = decision.cue or "no cue"
        evidence = f' ("{decision.evidence}")' if decision.evidence else ""
        title = (
            f'title "{chunk_set.title}" ({chunk_set.title_cue})' if chunk_set.title else "no title"
        )
        print(
            f"{path.name}: {decision.document_type.value} by {cue}{evidence}, {title}, "
            f"{len(chunk_set.chunks)} chunks, language {chunk_set.language or '?'}"
        )
    print(format_stats(chunk_stats(results, config)))
