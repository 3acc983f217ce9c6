"""One digest per loaded DOCX, to show that a change to the loader leaves its output alone.

    .venv/bin/python -m bench.docx_digests > before.json   # (change the loader)
    .venv/bin/python -m bench.docx_digests > after.json && diff before.json after.json

Reads every DOCX of ``sample_docs/``, of ``../shared/corpus`` and the ``rendered.docx`` of each
document of ``/work/eval_corpus`` (or ``--corpus DIR``), those that are present, and prints per
file the digest of everything the loaded ``Document`` holds but its path and fingerprint: text,
key layer, offset map, pages, blocks (kinds, ranges, direction, language, level, style),
excluded spans, title and metadata; or the error it raises. Nothing is written to disk.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import sys
from pathlib import Path

from inspector.document.docx import load_docx
from inspector.document.model import Document
from inspector.errors import InspectorError

REPO = Path(__file__).resolve().parents[1]


def document_digest(document: Document) -> str:
    """SHA-256 (hex) of everything ``document`` holds but where it came from."""
    offsets = document.offset_map
    parts = [
        document.text,
        document.key.text,
        document.key.to_text.tobytes().hex(),
        offsets.glyph_of.tobytes().hex(),
        offsets.pages.tobytes().hex(),
        offsets.boxes.tobytes().hex(),
        json.dumps([dataclasses.astuple(page) for page in document.pages], default=repr),
        json.dumps([dataclasses.astuple(block) for block in document.blocks], default=str),
        json.dumps([dataclasses.astuple(span) for span in document.excluded]),
        document.title,
        json.dumps(document.metadata, sort_keys=True),
    ]
    return hashlib.sha256("\x00".join(parts).encode("utf-8", "surrogatepass")).hexdigest()


def docx_files(corpus: Path, shared: Path) -> list[Path]:
    """The DOCX files read: samples, the shared corpus, the evaluation corpus's renderings."""
    return [
        *sorted((REPO / "sample_docs").glob("*.docx")),
        *sorted(shared.rglob("*.docx")),
        *sorted(corpus.glob("*/rendered.docx")),
    ]


def main(argv: list[str] | None = None) -> int:
    """Print ``{file: digest or error}`` as JSON, one file a line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=Path("/work/eval_corpus"))
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared" / "corpus")
    args = parser.parse_args(argv)
    out: dict[str, str] = {}
    for path in docx_files(args.corpus, args.shared):
        data = path.read_bytes()
        try:
            document = load_docx(path, data, hashlib.sha256(data).hexdigest())
        except InspectorError as error:
            out[str(path.relative_to(REPO) if path.is_relative_to(REPO) else path)] = (
                f"{type(error).__name__}: {error}"
            )
            continue
        out[str(path.relative_to(REPO) if path.is_relative_to(REPO) else path)] = document_digest(
            document
        )
    json.dump(out, sys.stdout, indent=0, sort_keys=True)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
