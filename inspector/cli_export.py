"""``inspector export``: write reviewed chunks to JSON Lines or SQLite.

Usage: ``inspector export FILE... --out OUT.jsonl|OUT.sqlite --tenant ID [--all]
[--config C.toml] [--allow-unredacted REASON] [--redaction-mode hash|mask]
[--redaction auto|none|contact|full]``.

Each FILE is exported from its stored review if it has one, else from the engine's chunks
(then nothing is approved, and without ``--all`` nothing is exported: the command says so).
The target is updated atomically and idempotently: the exported documents' old records are
replaced, other documents' records are kept. An export holding detected, unredacted personal
data is refused unless ``--allow-unredacted REASON`` is given; the reason, the user and the
time are written into the export. ``--redaction`` chooses the redaction policy
(``inspector.redaction.policy``); ``auto``, the default, follows each document's type.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from inspector.cli_ocr import add_ocr_option
from inspector.redaction.policy import POLICY_CHOICES


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="inspector export",
        description="Export approved chunks (or all with --all) to JSON Lines or SQLite.",
    )
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE", help="PDF, DOCX, .txt, .md")
    parser.add_argument(
        "--out", required=True, type=Path, help="OUT.jsonl or OUT.sqlite (format by extension)"
    )
    parser.add_argument("--tenant", required=True, help="tenantId set on every record")
    parser.add_argument(
        "--all", action="store_true", help="export every chunk with its review status"
    )
    parser.add_argument("--config", type=Path, help="a chunking configuration (TOML)")
    parser.add_argument(
        "--allow-unredacted",
        metavar="REASON",
        help="export detected personal data anyway; the reason is recorded in the export",
    )
    parser.add_argument(
        "--redaction-mode",
        choices=["hash", "mask"],
        default="hash",
        help="token for detected personal data of unreviewed files (default: hash)",
    )
    parser.add_argument(
        "--redaction",
        choices=POLICY_CHOICES,
        default="auto",
        help="redaction policy: none, contact (e-mails, phones, addresses, IBANs, IDs; names "
        "kept), full; "
        "auto (default): none for legislation and judgments, full otherwise",
    )
    add_ocr_option(parser)
    return parser


def run_export(argv: Sequence[str]) -> int:
    """Run ``inspector export`` with ``argv`` (the arguments after ``export``).

    Returns:
        0 on success (also when nothing was approved: the command says so), 2 for an unusable
        configuration. Load, export and gate errors (``InspectorError``) propagate to
        ``inspector.cli.main`` (one line on stderr, status 1).
    """
    args = _parser().parse_args(argv)
    from inspector.document.load import display_name
    from inspector.document.pdf.ocr_settings import ocr_settings
    from inspector.engine.config import default_config, load_config
    from inspector.export.atomic import check_output
    from inspector.export.errors import ExportError
    from inspector.export.inputs import input_for
    from inspector.export.service import export_documents, format_of

    try:
        config = load_config(args.config) if args.config else default_config()
    except (OSError, ValueError) as exc:
        print(f"inspector export: {exc}", file=sys.stderr)
        return 2
    format_of(args.out)  # an unknown extension fails before any document is loaded
    check_output(args.out, args.files)  # so does an output that may not be replaced
    if not args.tenant.strip():
        raise ExportError("--tenant must not be empty.")
    sources = [
        input_for(
            path,
            config,
            redaction_mode=args.redaction_mode,
            policy=args.redaction,
            ocr=ocr_settings(args.ocr),
        )
        for path in args.files
    ]
    summary = export_documents(
        sources,
        args.out,
        tenant_id=args.tenant,
        include_all=args.all,
        allow_unredacted=args.allow_unredacted,
    )
    print(summary.describe())
    unreviewed = [s for s in sources if s.source == "engine"]
    if summary.records == 0 and not args.all:
        names = (
            ", ".join(display_name(Path(s.document.source_path).name) for s in unreviewed)
            or "the files"
        )
        print(
            f"Nothing was approved, so nothing was exported ({names} have no review with "
            "approved chunks). Review and approve chunks first, or use --all."
        )
    return 0
