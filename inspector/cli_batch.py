"""``inspector batch``: load, chunk and export a folder of documents in parallel.

Usage: ``inspector batch DIR --out OUT.sqlite --tenant ID [--workers N] [--scheduler ADDRESS]
[--all] [--config C.toml] [--force] [--allow-unredacted REASON] [--redaction-mode hash|mask]
[--redaction auto|none|contact|full] [--timings]``.

Each document is exported from its stored review if it has one, else from the engine's chunks
(detected personal data of the ``--redaction`` policy's kinds redacted, as ``inspector export``:
``auto``, the default, follows each document's type); like ``inspector export``, only approved
chunks unless ``--all``. Documents already in OUT with the same fingerprint, configuration
hash, rules version and redaction policy are skipped (``--force`` redoes them), so an
interrupted batch resumes. With ``--scheduler`` the work runs on a Dask distributed cluster
(``pip install 'legal-chunk-inspector[dask]'``). Exit status 1 when a document failed (the
others are exported), 2 for an unusable configuration.
"""

from __future__ import annotations

import argparse
import atexit
import gc
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from inspector.cli_ocr import add_ocr_option

POLICIES = ("auto", "none", "contact", "full")
"""``inspector.redaction.policy.POLICY_CHOICES``, written out: importing the rule table
(0.1 s) before the workers' fork server starts would delay it (a test checks they agree)."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="inspector batch", description="Export every document of a folder to SQLite."
    )
    parser.add_argument("folder", type=Path, metavar="DIR", help="PDF, DOCX, .txt and .md files")
    parser.add_argument("--out", required=True, type=Path, help="OUT.sqlite")
    parser.add_argument("--tenant", required=True, help="tenantId set on every record")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="Dask scheduler (tcp://host:8786)")
    parser.add_argument("--all", action="store_true", help="every chunk, not only approved ones")
    parser.add_argument("--config", type=Path, help="a chunking configuration (TOML)")
    parser.add_argument("--force", action="store_true", help="redo documents already exported")
    parser.add_argument(
        "--allow-unredacted", metavar="REASON", help="export detected personal data (recorded)"
    )
    parser.add_argument("--redaction-mode", choices=["hash", "mask"], default="hash")
    add_ocr_option(parser)
    parser.add_argument(
        "--redaction",
        choices=POLICIES,
        default="auto",
        help="redaction policy as for export: none, contact (names kept), full; "
        "auto (default): none for legislation and judgments, full otherwise",
    )
    parser.add_argument(
        "--timings", action="store_true", help="print start-up, documents and final write times"
    )
    return parser


def run_batch_command(argv: Sequence[str]) -> int:
    """Run ``inspector batch`` with ``argv`` (the arguments after ``batch``)."""
    began = time.monotonic()  # --timings count from here (after the interpreter's own start)
    args = _parser().parse_args(argv)
    if not args.scheduler and args.folder.is_dir():
        # First of all: the workers' fork server preloads the engine (0.33 s of CPU) on one
        # core while this process imports the rest and prepares the batch on the other. Only
        # the loaders the folder's files need (a listing costs well under a millisecond).
        from inspector.export.batch_server import kinds_in, start_worker_server

        names = [name for name in os.listdir(args.folder) if not name.startswith(".")]
        start_worker_server(kinds_in(names))
    from inspector.document.pdf.ocr_settings import ocr_settings
    from inspector.engine.config import default_config, load_config
    from inspector.export.batch import run_batch
    from inspector.export.service import override_from

    try:
        config = load_config(args.config) if args.config else default_config()
    except (OSError, ValueError) as exc:
        print(f"inspector batch: {exc}", file=sys.stderr)
        return 2
    interactive = sys.stderr.isatty()

    def progress(done: int, total: int, name: str) -> None:
        line = f"[{done}/{total}] {name}"
        if interactive:
            print(f"\r\033[K{line}", end="" if done < total else "\n", file=sys.stderr)
        else:
            print(line, file=sys.stderr)

    result = run_batch(
        args.folder,
        args.out,
        config,
        tenant_id=args.tenant,
        workers=args.workers,
        scheduler=args.scheduler,
        include_all=args.all,
        redaction_mode=args.redaction_mode,
        override=override_from(args.allow_unredacted),
        force=args.force,
        on_progress=progress,
        policy=args.redaction,
        ocr=ocr_settings(args.ocr),
    )
    # The batch is over: whatever this process still holds goes with it. Frozen, it is out of
    # the cyclic collector's sight, so the interpreter's collections at exit (after the atexit
    # calls) skip it: ~30-70 ms of a cold batch that the user waits for after the summary.
    atexit.unregister(gc.freeze)
    atexit.register(gc.freeze)
    print(result.describe())
    if args.timings:
        print(f"timings: {result.timings.describe(since=began)}", file=sys.stderr)
    if result.exported and not args.all and result.approved == 0:
        print("No document has approved chunks: nothing but document rows was exported (--all).")
    return 1 if result.failed else 0
