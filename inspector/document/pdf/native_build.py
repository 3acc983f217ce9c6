"""Build ``_stext_lines`` (the PDF loader's C module) against the installed PyMuPDF.

    python -m inspector.document.pdf.native_build [--force] [--quiet]

Compiles ``inspector/document/pdf/_stext_lines.c`` with the C compiler Python was built with (or
``$CC``), the interpreter's headers and the MuPDF headers and library PyMuPDF ships
(``pymupdf/mupdf-devel/include``, ``pymupdf/libmupdf.so.*``), into
``inspector/document/pdf/_stext_lines<EXT_SUFFIX>`` beside the source. The source's SHA-256 is
compiled in, so that an edited source is never run through a stale build
(``pdf_stext_lines.compiled_walk``). A build that is already current is kept (``--force``
rebuilds). The loader works without the module, only slower: exit status 1 says the build
failed, and why, on stderr.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.stext_lines import SOURCE, compiled_walk, source_digest

TARGET = SOURCE.with_name("_stext_lines" + str(sysconfig.get_config_var("EXT_SUFFIX")))
"""Where the module is written: importable as ``inspector.document.pdf._stext_lines``."""


def compile_command(output: Path) -> list[str]:
    """The compiler command line that builds the module into ``output``."""
    package = Path(pymupdf.__file__).resolve().parent
    libraries = sorted(package.glob("libmupdf.so*"))
    if not libraries:
        raise FileNotFoundError(f"no libmupdf.so* beside PyMuPDF in {package}")
    include = package / "mupdf-devel" / "include"
    if not (include / "mupdf" / "fitz.h").exists():
        raise FileNotFoundError(f"PyMuPDF ships no MuPDF headers ({include})")
    compiler = os.environ.get("CC") or str(sysconfig.get_config_var("CC") or "cc")
    return [
        *shlex.split(compiler),
        "-O2",
        "-shared",
        "-fPIC",
        "-fvisibility=hidden",
        f'-DINSPECTOR_SOURCE_HASH="{source_digest()}"',
        f"-I{sysconfig.get_paths()['include']}",
        f"-I{include}",
        str(SOURCE),
        "-o",
        str(output),
        f"-L{package}",
        # The exact library file PyMuPDF loads (its soname), found at run time beside it.
        f"-l:{libraries[0].name}",
        f"-Wl,-rpath,{package}",
    ]


def build(*, force: bool = False) -> Path:
    """Compile the module unless a current build is there; return its path.

    Raises:
        OSError, subprocess.CalledProcessError: No compiler, headers or library, or the
            compiler failed (its output is on stderr).
    """
    if not force and compiled_walk() is not None:
        return TARGET
    with tempfile.TemporaryDirectory(dir=TARGET.parent) as scratch:
        output = Path(scratch) / TARGET.name
        subprocess.run(compile_command(output), check=True)
        os.replace(output, TARGET)  # (atomic: a running loader keeps the file it opened)
    return TARGET


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: build, report, exit 0 (built or current) or 1 (failed)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--force", action="store_true", help="rebuild even if current")
    parser.add_argument("--quiet", action="store_true", help="say nothing on success")
    args = parser.parse_args(argv)
    try:
        target = build(force=args.force)
    except (OSError, subprocess.CalledProcessError) as error:
        print(
            f"native_build: the PDF loader's C module was not built ({error}); "
            "PDFs load without it, more slowly.",
            file=sys.stderr,
        )
        return 1
    if not args.quiet:
        print(f"native_build: {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
