"""``inspector fixtures``: golden fixtures from reviewed documents, and the regression check.

Usage:
    inspector fixtures export FILE --out F.fixture.json [--config C.toml] [--all]
                      [--allow-unredacted REASON]
    inspector fixtures check DIR|F.fixture.json [--config C.toml] [--docs DIR]
                      [--min-f1 X] [--tolerance N]

``export`` writes FILE's approved chunks (its stored review; every engine chunk with ``--all``)
with their metadata. ``check`` re-runs the engine on each fixture's document (found next to the
fixture or in ``--docs``, verified by fingerprint), prints precision, recall, F1, moved,
missing and extra boundaries, text lost or invented and metadata mismatches, and exits 1 on a
regression: any text or metadata change, or boundary F1 below ``--min-f1`` (default 1).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from inspector.engine.config import ChunkingConfig


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="inspector fixtures", description="Golden fixtures of approved chunks."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    export = commands.add_parser("export", help="write a document's approved chunks as a fixture")
    export.add_argument("file", type=Path, help="the reviewed document")
    export.add_argument("--out", required=True, type=Path, help="F.fixture.json")
    export.add_argument("--config", type=Path, help="a chunking configuration (TOML)")
    export.add_argument("--all", action="store_true", help="every chunk, not only approved ones")
    export.add_argument(
        "--allow-unredacted", metavar="REASON", help="keep detected personal data (recorded)"
    )
    check = commands.add_parser("check", help="re-run the engine against fixtures")
    check.add_argument("target", type=Path, help="a folder of *.fixture.json, or one fixture")
    check.add_argument("--config", type=Path, help="a chunking configuration (TOML)")
    check.add_argument("--docs", type=Path, action="append", default=[], help="document folder")
    check.add_argument("--min-f1", type=float, default=1.0, help="lowest passing F1 (default 1)")
    check.add_argument(
        "--tolerance", type=int, default=40, help="characters a boundary may move (default 40)"
    )
    return parser


def run_fixtures(argv: Sequence[str]) -> int:
    """Run ``inspector fixtures`` with ``argv``; 0 = pass, 1 = regression or error, 2 = usage."""
    args = _parser().parse_args(argv)
    from inspector.engine.config import default_config, load_config

    try:
        config = load_config(args.config) if args.config else None
    except (OSError, ValueError) as exc:
        print(f"inspector fixtures: {exc}", file=sys.stderr)
        return 2
    if args.command == "export":
        return _export(args.file, args.out, config or default_config(), args)
    return _check(args.target, config, args)


def _export(path: Path, out: Path, config: ChunkingConfig, args: argparse.Namespace) -> int:
    from datetime import UTC, datetime

    from inspector.export.fixtures import build_fixture, write_fixture
    from inspector.export.inputs import input_for
    from inspector.export.records import UnredactedOverride
    from inspector.export.service import login_name

    override = None
    if args.allow_unredacted:
        at = datetime.now(UTC).isoformat(timespec="seconds")
        override = UnredactedOverride(args.allow_unredacted, login_name(), at)
    fixture = build_fixture(input_for(path, config), include_all=args.all, override=override)
    write_fixture(fixture, out)
    print(f"{len(fixture['chunks'])} chunk(s) of {path.name} written to {out}")
    return 0


def _check(target: Path, config: ChunkingConfig | None, args: argparse.Namespace) -> int:
    from inspector.errors import InspectorError
    from inspector.export.fixtures import check_fixture_file, fixture_paths

    paths = fixture_paths(target)
    if not paths:
        print(f"inspector fixtures: no *.fixture.json in {target}", file=sys.stderr)
        return 1
    failed = 0
    for path in paths:
        try:
            report = check_fixture_file(path, config, docs=args.docs, tolerance=args.tolerance)
        except InspectorError as exc:
            print(f"FAIL {path.name}: {exc}")
            failed += 1
            continue
        verdict = "ok  " if report.passes(args.min_f1) else "FAIL"
        failed += verdict == "FAIL"
        print(f"{verdict} {path.name}: {report.describe()}")
    print(f"{len(paths) - failed} of {len(paths)} fixture(s) hold")
    return 1 if failed else 0
