"""``inspector chunk``: chunk documents headlessly and write one JSON record per chunk.

Usage: ``inspector chunk FILE... --out OUT.jsonl [--config C.toml] [--strategy NAME]
[--doc-type T] [--tenant ID] [--redaction auto|none|contact|full] [--redaction-mode hash|mask]
[--stats] [--embed-limit N]``.

The configuration's ``[strategy]`` table (or ``--strategy``) picks the chunking strategy: the
legal engine by default, or recursive, semantic, hybrid or parent-child
(``inspector.strategies``); their records carry ``strategy`` and, for parent-child,
``parentId``.

Records pass the same redaction and gate as ``inspector export`` of an unreviewed file: the
detected personal data of the policy's kinds (``--redaction``; ``auto`` follows the document
type) is replaced by tokens in every text field, each record carries ``redactionPolicy``, and
what the detector still finds refuses the output (``UnredactedDataError``).

The JSONL file holds one record per line (UTF-8, keys sorted, non-ASCII kept), in file order
then chunk order; it is written to a temporary file in the same folder and renamed over the
target, so a reader never sees half a file and an interrupted run leaves the old file intact.
The target must be absent or an earlier JSON Lines export (never an input document, a folder,
a link, a FIFO or a device): anything else is refused with one line, status 1.
``--stats`` prints seed 002's statistics and red flags (also, per document, "no structure
found" when no chunk starts at a unit of its own structure, and "damaged text layer" for
U+FFFD, private-use, "(cid:N)", broken digits or mojibake in its text), and each document's
type and the cue that decided it, and its identity (actId, jurisdiction, date, each with its
cue), on standard output. ``--embed-limit N`` sets the embedding model's input limit (the
configuration's ``embedding.model_max_tokens``): records whose ``embedTokenCount`` is over it
carry the flag ``embed_over_limit`` and ``--stats`` counts them.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from inspector.cli_ocr import add_ocr_option
from inspector.engine.types import DocumentType
from inspector.export.atomic import check_output
from inspector.export.jsonl import (  # one atomic JSONL writer for every command
    check_jsonl_export,
    write_jsonl,
)
from inspector.redaction.policy import POLICY_CHOICES
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
    add_ocr_option(parser)
    parser.add_argument(
        "--redaction",
        choices=POLICY_CHOICES,
        default="auto",
        help="redaction policy as for export (default auto: by document type)",
    )
    parser.add_argument(
        "--redaction-mode",
        choices=["hash", "mask"],
        default="hash",
        help="token for detected personal data (default: hash)",
    )
    parser.add_argument(
        "--stats",
        action="store_true",
        help="print statistics and red flags (small, oversize, mid-sentence and stranded"
        " chunks; documents with no structure found or a damaged text layer)",
    )
    parser.add_argument(
        "--embed-limit",
        type=int,
        metavar="N",
        help="the embedding model's input limit in tokens (512 for MiniLM, 8191 for OpenAI): "
        "longer embedding texts are flagged embed_over_limit (config: embedding.model_max_tokens)",
    )
    return parser


def run_chunk(argv: Sequence[str]) -> int:
    """Run ``inspector chunk`` with ``argv`` (the arguments after ``chunk``).

    Returns:
        The exit status: 0 on success, 2 for an unusable configuration. Load errors and an
        output that may not be replaced or cannot be written (``InspectorError``) propagate
        to ``inspector.cli.main``: one line, status 1.
    """
    args = _parser().parse_args(argv)
    from inspector.cli_process import fewer_full_collections

    with fewer_full_collections():  # the records live to the end: see cli_process
        return _chunk(args)


def _chunk(args: argparse.Namespace) -> int:
    """``run_chunk`` after its arguments are parsed."""
    from inspector.document.load import load_document
    from inspector.document.pdf.ocr_settings import ocr_settings
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
    # Before any document is loaded: only an absent file or an earlier JSON Lines export is
    # replaced, never an input, a folder, a FIFO or a device. Its first line tells a document
    # or a note from an export; write_jsonl reads every line before replacing it.
    check_output(args.out, args.files)
    check_jsonl_export(args.out, lines=1)
    config = strategy.engine
    if args.embed_limit is not None:
        if args.embed_limit < 0:
            print("inspector chunk: --embed-limit must be 0 or more", file=sys.stderr)
            return 2
        config = replace(config, embed_limit=args.embed_limit)
    override = DocumentType(args.doc_type) if args.doc_type else None
    results = []
    records: list[dict[str, Any]] = []
    detect = _detector()
    for path in args.files:
        document = load_document(path, ocr=ocr_settings(args.ocr))
        if strategy.name == "legal":
            chunk_set = chunk_document(document, config, document_type=override)
            made = chunk_records(document, chunk_set, config, tenant_id=args.tenant)
        else:
            from inspector.strategies.records import strategy_records
            from inspector.strategies.run import chunk_with_strategy

            result = chunk_with_strategy(document, strategy)
            chunk_set = result.chunk_set
            made = strategy_records(document, result)
            for record in made:
                record["tenantId"] = args.tenant
        records.extend(_redacted(made, document, chunk_set, config, args, detect))
        results.append((document, chunk_set))
    from inspector.export.gate import gate_records

    # What the detector still finds of the policy's kinds refuses; a string the redactor
    # found nothing in and left as it was is not searched again (see _detector).
    gate_records(records, detector=detect)
    write_jsonl(records, args.out, args.files)
    if args.stats:
        _print_stats(results, config, args.files)
    return 0


def _detector() -> Callable[[str], Sequence[Any]]:
    """``detect_personal_data``, searching each distinct string once per run.

    The redactor searches every written string, and the gate searches the redacted records
    again: most strings hold nothing and come out unchanged, and headings repeat from record
    to record. The detector is pure (same string, same matches), so an answer is reused; the
    strings are those of the records this run holds anyway. The detector (its rule table
    compiled on import) is imported at the first search: a run whose policy detects nothing
    never needs it.
    """
    found: dict[str, Sequence[Any]] = {}

    def detect(text: str) -> Sequence[Any]:
        matches = found.get(text)
        if matches is None:
            from inspector.redaction.detect import detect_personal_data

            matches = found[text] = detect_personal_data(text)
        return matches

    return detect


def _redacted(
    records: list[dict[str, Any]],
    document: Any,
    chunk_set: Any,
    config: Any,
    args: argparse.Namespace,
    detect: Callable[[str], Sequence[Any]],
) -> list[dict[str, Any]]:
    """``records`` redacted as ``inspector export`` redacts an unreviewed document."""
    from inspector.export.inputs import unreviewed_input
    from inspector.export.records import field_redactor, redact_record

    source = unreviewed_input(
        document,
        chunk_set,
        config,
        redaction_mode=args.redaction_mode,
        policy=args.redaction,
    )
    redact = field_redactor(source, detect)
    for record in records:
        redact_record(record, redact, source.policy)
    return records


def _print_stats(results: list[Any], config: Any, files: Sequence[Path]) -> None:
    from inspector.document.load import display_name
    from inspector.engine.stats import chunk_stats, format_stats

    for path, (document, chunk_set) in zip(files, results, strict=True):
        decision = chunk_set.type_decision
        cue = decision.cue or "no cue"
        evidence = f' ("{decision.evidence}")' if decision.evidence else ""
        title = (
            f'title "{chunk_set.title}" ({chunk_set.title_cue})' if chunk_set.title else "no title"
        )
        print(
            f"{display_name(path.name)}: {decision.document_type.value} by {cue}{evidence}, "
            f"{title}, "
            f"{len(chunk_set.chunks)} chunks, language {chunk_set.language or '?'}"
        )
        print(f"  identity: {_identity_line(document, chunk_set)}")
    print(format_stats(chunk_stats(results, config)))


def _identity_line(document: Any, chunk_set: Any) -> str:
    """The detected actId, jurisdiction and date, each with the cue that decided it."""
    from inspector.engine.citation_identity import detect_identity

    identity = detect_identity(document, chunk_set)
    parts = []
    for name in ("actId", "jurisdiction", "documentDate"):
        field = identity.field(name)
        parts.append(f"{name} {field.value} ({field.cue})" if field.value else f"no {name}")
    return ", ".join(parts)
