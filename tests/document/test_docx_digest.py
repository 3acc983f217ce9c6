"""Every loaded DOCX stays identical: digests of each part of the ``Document`` against a golden.

The loader is tuned for speed (issue 3); this pins what it produces on the sample DOCX files,
the corpus DOCX files and the generated long law, part by part (text, key layer, offset map,
pages, blocks, title and metadata), so that a faster loader cannot drift. Record on purpose,
only when the loader's output is meant to change:

    .venv/bin/python -m tests.document.test_docx_digest --write
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from inspector.document.docx import load_docx
from inspector.document.model import Document
from tests.document.make_docx_label_goldens import sample_docx_files

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO.parent / "shared" / "corpus"
GOLDEN = Path(__file__).resolve().parent / "golden" / "docx_digests.json"
LONG_LAW = "long_law.docx"


def _sha(data: bytes | str) -> str:
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return hashlib.sha256(raw).hexdigest()[:16]


def digest(document: Document) -> dict[str, object]:
    """Readable sizes plus a digest per part of ``document`` (path and fingerprint left out)."""
    key, offsets = document.key, document.offset_map
    pages = [
        (p.index, p.width, p.height, p.text_start, p.text_end, repr(p.quality))
        for p in document.pages
    ]
    blocks = [
        (
            b.index,
            str(b.kind),
            b.page_index,
            b.text_start,
            b.text_end,
            str(b.direction),
            b.language,
            b.level,
            b.font_size,
            b.bold,
            b.bbox,
            b.style,
        )
        for b in document.blocks
    ]
    return {
        "chars": len(document.text),
        "blocks": len(document.blocks),
        "pages": len(document.pages),
        "text": _sha(document.text),
        "key": _sha(key.text) + _sha(key.to_text.tobytes()) + f":{key.source_length}",
        "offset_map": _sha(offsets.glyph_of.tobytes())
        + _sha(offsets.pages.tobytes())
        + _sha(offsets.boxes.tobytes()),
        "page_list": _sha(json.dumps(pages)),
        "block_list": _sha(json.dumps(blocks, ensure_ascii=False)),
        "languages": _sha(",".join(b.language for b in document.blocks)),
        "rest": _sha(
            json.dumps(
                [document.source_kind, document.title, document.metadata, document.excluded],
                ensure_ascii=False,
                sort_keys=True,
            )
        ),
    }


def _load(path: Path) -> Document:
    data = path.read_bytes()
    return load_docx(path, data, hashlib.sha256(data).hexdigest())


def make_long_law(target: Path) -> Path:
    """The generated long law of ``bench.docx_load --long`` (not committed: built here)."""
    command = [sys.executable, "-m", "sample_docs.generate", "--long-docx", str(target)]
    subprocess.run(command, check=True, cwd=REPO, capture_output=True)
    return target


def _named_files() -> Iterator[tuple[str, Path]]:
    for path in sample_docx_files():
        yield path.name, path
    for path in sorted(CORPUS.glob("*/rendered.docx")):
        yield f"corpus/{path.parent.name}", path


@pytest.fixture(scope="module")
def golden() -> dict[str, dict[str, object]]:
    recorded: dict[str, dict[str, object]] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return recorded


NAMED = list(_named_files())


@pytest.mark.parametrize(("name", "path"), NAMED, ids=[name for name, _ in NAMED])
def test_docx_document_matches_golden(
    name: str, path: Path, golden: dict[str, dict[str, object]]
) -> None:
    assert name in golden, f"no golden digest for {name}: record with --write"
    assert digest(_load(path)) == golden[name]


def test_generated_long_law_matches_golden(
    tmp_path: Path, golden: dict[str, dict[str, object]]
) -> None:
    assert digest(_load(make_long_law(tmp_path / LONG_LAW))) == golden[LONG_LAW]


def test_a_changed_document_changes_its_digest() -> None:
    """The digest sees a one-character change (so the golden comparison can fail)."""
    name, path = NAMED[0]
    document = _load(path)
    changed = Document(
        source_path=document.source_path,
        source_kind=document.source_kind,
        fingerprint=document.fingerprint,
        text=document.text[:-1] + "#",
        key=document.key,
        offset_map=document.offset_map,
        pages=document.pages,
        blocks=document.blocks,
        title=document.title,
        metadata=document.metadata,
    )
    assert digest(changed)["text"] != digest(document)["text"], name


def write() -> None:
    """Record the golden digests of every file (see the module docstring)."""
    recorded = {name: digest(_load(path)) for name, path in NAMED}
    with tempfile.TemporaryDirectory(prefix="lci-digest-") as tmp:
        recorded[LONG_LAW] = digest(_load(make_long_law(Path(tmp) / LONG_LAW)))
    GOLDEN.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN} ({len(recorded)} documents)")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(__doc__)
    write()
