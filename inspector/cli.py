"""The ``inspector`` command: opens the window, or runs a headless subcommand.

    inspector [FILE]                     open the window (on FILE if given)
    inspector text FILE [--key] [--json] print the loaded text, the key layer, or its structure
    inspector chunk FILE... --out OUT.jsonl [--config C.toml] [--doc-type T] [--tenant ID]
                    [--stats]            chunk documents into JSON Lines records
    inspector export FILE... --out OUT.jsonl|OUT.sqlite --tenant ID [--all]
                    [--allow-unredacted REASON]   export approved (or all) chunks
    inspector fixtures export|check ...  golden fixtures and the regression check
    inspector eval --questions Q.jsonl FILE...  compare configurations on a retrieval eval
    inspector batch DIR --out OUT.sqlite --tenant ID [--workers N] [--scheduler ADDRESS]
                                         load, chunk and export a folder in parallel

The GUI is imported only to open the window, so headless commands work on a machine with no
display or Qt libraries. Load errors become one line on stderr and exit status 1.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from inspector import __version__
from inspector.cli_ocr import add_ocr_option
from inspector.cli_process import lean_pymupdf
from inspector.errors import InspectorError

# Headless subcommands implemented in their own modules: name -> (module, function taking the
# remaining arguments and returning the exit status). Imported only when used, so each command
# pays only for what it needs.
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "chunk": ("inspector.cli_chunk", "run_chunk"),
    "eval": ("inspector.cli_eval", "run_eval"),
    "export": ("inspector.cli_export", "run_export"),
    "fixtures": ("inspector.cli_fixtures", "run_fixtures"),
    "batch": ("inspector.cli_batch", "run_batch_command"),
}


class _VersionAction(argparse.Action):
    """``--version``: the version, then how this installation reads PDF pages (and why)."""

    def __call__(self, parser: argparse.ArgumentParser, *args: object, **kwargs: object) -> None:
        from inspector.document.pdf.stext_lines import page_reading

        print(f"inspector {__version__}\n{page_reading()}")
        parser.exit()


# What ``inspector --help`` says of each subcommand: every name ``main`` dispatches ("text"
# and SUBCOMMANDS), checked by a test.
SUBCOMMAND_SUMMARIES: dict[str, str] = {
    "text": "print the text, key layer or structure a document loads to",
    "chunk": "chunk documents into JSON Lines records",
    "export": "export approved (or all) chunks to JSON Lines or SQLite",
    "batch": "load, chunk and export a folder in parallel (or on a Dask cluster)",
    "eval": "compare chunking configurations on a retrieval eval",
    "fixtures": "write golden fixtures and check the engine against them",
}


def _window_parser() -> argparse.ArgumentParser:
    width = max(map(len, SUBCOMMAND_SUMMARIES))
    commands = "\n".join(
        f"  {name:<{width}}  {summary}" for name, summary in SUBCOMMAND_SUMMARIES.items()
    )
    parser = argparse.ArgumentParser(
        prog="inspector",
        usage="%(prog)s [-h] [--version] [FILE]\n       %(prog)s COMMAND [ARGS...]",
        description="Legal Chunk Inspector: review how legal documents are cut into chunks.\n"
        "With no command, opens the window.",
        epilog=f"commands ('inspector COMMAND --help' for each):\n{commands}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--version", action=_VersionAction, nargs=0, help="show the version and how PDFs are read"
    )
    parser.add_argument(
        "file", nargs="?", type=Path, metavar="FILE", help="a document to open in the window"
    )
    return parser


def _text_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="inspector text",
        description="Print the text a document loads to (logical reading order, normalised).",
    )
    parser.add_argument("file", type=Path, help="PDF, DOCX, .txt or .md file")
    parser.add_argument("--key", action="store_true", help="print the key layer instead")
    parser.add_argument(
        "--json",
        action="store_true",
        help="print pages, blocks, excluded spans and page quality as JSON",
    )
    parser.add_argument("--password", help="password of an encrypted PDF")
    add_ocr_option(parser)
    return parser


def _run_text(argv: Sequence[str]) -> int:
    args = _text_parser().parse_args(argv)
    from inspector.document.load import load_document
    from inspector.document.pdf.ocr_settings import ocr_settings
    from inspector.document.report import describe_document

    doc = load_document(args.file, password=args.password, ocr=ocr_settings(args.ocr))
    if args.json:
        json.dump(describe_document(doc, key=args.key), sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(doc.key.text if args.key else doc.text)
        sys.stdout.write("\n")
    return 0


def single_threaded_blas() -> None:
    """No BLAS thread pool in this process or the processes it starts, unless the user set one.

    numpy serves the application elementwise passes (boxes, code points) and, in the
    evaluation and semantic strategies, small products: nothing that gains from OpenBLAS's
    pool. The pool's start, as numpy is imported, costs CPU on another core in every process
    that imports numpy (``bench/results/startup.md``), CPU that a batch's fork server and the
    window's workers take from the work running beside them. Must run before numpy is imported.
    """
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    # Users load confidential client documents: everything the app writes (review stores,
    # exports, caches, settings, logs) is readable by the user only.
    os.umask(0o077)
    single_threaded_blas()
    lean_pymupdf()
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if args and args[0] == "text":
            return _run_text(args[1:])
        if args and args[0] in SUBCOMMANDS:
            module_name, function_name = SUBCOMMANDS[args[0]]
            command = getattr(importlib.import_module(module_name), function_name)
            return int(command(args[1:]))
        window_args = _window_parser().parse_args(args)
        # Imported here, not at the top: headless commands must not need Qt or a display.
        from inspector.gui.app import run_app

        return run_app(window_args.file)
    except InspectorError as exc:
        print(f"inspector: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # `inspector text big.pdf | head`
        return 0
