"""The ``inspector`` command: opens the window, or runs a headless subcommand.

``inspector [FILE]`` opens the main window (on FILE if given). Headless subcommands are added
by later layers; the GUI is imported lazily so that they work on a machine with no display.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from inspector import __version__


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="inspector",
        description="Legal Chunk Inspector: review how legal documents are cut into chunks.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("file", nargs="?", type=Path, help="a PDF to open in the window")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    # Users load confidential client documents: everything the app writes (review stores,
    # exports, caches, settings, logs) is readable by the user only.
    os.umask(0o077)
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    # Imported here, not at the top: headless commands must not need Qt or a display.
    from inspector.gui.app import run_app

    return run_app(args.file)
