"""Golden fixtures: approved boundaries of a reviewed document, for later engines to reproduce.

A fixture file (``*.fixture.json``, UTF-8, keys sorted) holds:

- ``fixtureVersion``; ``fileName`` and ``fingerprint`` (SHA-256 of the source file's bytes) of
  the document; ``configHash`` and ``prepVersion`` of the engine that made the chunks;
  ``textLength`` (characters of ``Document.text``); ``documentType``.
- ``chunks``: the approved chunks (every chunk with ``include_all``), each with ``charStart``,
  ``charEnd`` (half-open range of ``Document.text``), ``chunkType``, ``headingText``,
  ``language``, ``pageNumber``/``pageEnd`` (1-based), ``text`` (exported text, redacted),
  ``contentHash`` (SHA-256 of ``text``), ``startRule`` (the rule that made its start), and
  issue 28's ``citation``, ``references`` (spans into ``text``, targets as ``chunkIndex``)
  and ``embedTokenCount``.
- ``identity``: the reviewed document identity (``docId``, ``title``, ``actId``,
  ``jurisdiction``, ``documentDate``, ``identityCues``). Citations and identity are recorded,
  not checked: they follow the reviewer's identity edits, which a re-run of the engine lacks.
- ``redactions``: the redactions inside those chunks (offsets and tokens, no personal data),
  so a check can redact the engine's text the same way.

``assert_fixture_holds`` is the pytest helper for other projects: it re-runs the engine on the
fixture's document and fails with the boundary diff when the output moved.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from inspector.engine.config import ChunkingConfig
from inspector.export.atomic import write_text_atomically
from inspector.export.errors import FixtureError
from inspector.export.fixture_check import FixtureReport, compare_with_fixture
from inspector.export.gate import Detector, gate_records
from inspector.export.records import ExportInput, UnredactedOverride, export_records

FIXTURE_VERSION = "1"
FIXTURE_SUFFIX = ".fixture.json"
CHUNK_FIELDS = (
    "charStart",
    "charEnd",
    "chunkType",
    "headingText",
    "language",
    "pageNumber",
    "pageEnd",
    "text",
    "contentHash",
    "startRule",
    "citation",
    "references",
    "embedTokenCount",
)
IDENTITY_FIELDS = ("docId", "title", "actId", "jurisdiction", "documentDate", "identityCues")
DOCUMENT_EXTENSIONS = (".pdf", ".docx", ".txt", ".md", ".markdown")


def build_fixture(
    source: ExportInput,
    *,
    include_all: bool = False,
    override: UnredactedOverride | None = None,
    detector: Detector | None = None,
) -> dict[str, Any]:
    """The fixture of ``source``: its approved chunks (all with ``include_all``).

    Raises:
        FixtureError: no chunk to put in the fixture.
        UnredactedDataError: a chunk holds detected personal data and ``override`` is None.
    """
    records = export_records(source, tenant_id="fixture", include_all=include_all, with_boxes=False)
    if not records:
        raise FixtureError(
            f"{Path(source.document.source_path).name} has no approved chunk to put in a "
            "fixture (approve chunks in the review, or take every chunk with --all)."
        )
    gate_records(records, override=override, detector=detector)
    ranges = [(r["charStart"], r["charEnd"]) for r in records]
    inside = [
        span
        for span in source.redactions
        if any(start <= span.start and span.end <= end for start, end in ranges)
    ]
    return {
        "fixtureVersion": FIXTURE_VERSION,
        "fileName": Path(source.document.source_path).name,
        "fingerprint": source.document.fingerprint,
        "configHash": source.chunk_set.config_hash,
        "prepVersion": source.chunk_set.prep_version,
        "documentType": source.chunk_set.document_type.value,
        "textLength": len(source.document.text),
        "createdAt": datetime.now(UTC).isoformat(timespec="seconds"),
        "identity": {name: records[0][name] for name in IDENTITY_FIELDS},
        "chunks": [{name: record[name] for name in CHUNK_FIELDS} for record in records],
        "redactions": [
            {"start": s.start, "end": s.end, "kind": s.kind, "replacement": s.replacement}
            for s in inside
        ],
    }


def write_fixture(fixture: dict[str, Any], path: Path) -> None:
    """Write ``fixture`` to ``path`` atomically (indented JSON, keys sorted, mode 0600)."""

    def write(out: TextIO) -> None:
        json.dump(fixture, out, ensure_ascii=False, sort_keys=True, indent=1)
        out.write("\n")

    write_text_atomically(Path(path), write)


def read_fixture(path: Path) -> dict[str, Any]:
    """The fixture in ``path``, checked for the fields a check needs."""
    try:
        value = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise FixtureError(f"Cannot read {path}: {exc.strerror or exc}.") from exc
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        # RecursionError: arrays nested deeper than the decoder's recursion limit.
        raise FixtureError(f"{path} is not a fixture (not JSON).") from exc
    needed = {"fixtureVersion", "fileName", "fingerprint", "chunks", "textLength"}
    if not isinstance(value, dict) or not needed <= set(value):
        raise FixtureError(f"{path} is not a fixture (fields missing).")
    if str(value["fixtureVersion"]).split(".")[0] != FIXTURE_VERSION:
        raise FixtureError(f"{path} is fixture version {value['fixtureVersion']}; not readable.")
    if not isinstance(value["chunks"], list) or not _whole(value["textLength"]):
        raise FixtureError(f"{path} is not a fixture (chunks or textLength malformed).")
    for chunk in value["chunks"]:
        if not isinstance(chunk, dict) or not {"charStart", "charEnd"} <= set(chunk):
            raise FixtureError(f"{path} has a chunk without charStart and charEnd.")
        start, end = chunk["charStart"], chunk["charEnd"]
        if not (_whole(start) and _whole(end) and 0 <= start < end):
            raise FixtureError(f"{path} has a chunk whose charStart and charEnd are not a range.")
    return value


def _whole(value: Any) -> bool:
    """Whether ``value`` is a JSON whole number (``int()`` would take "7", 0.5 and true)."""
    return type(value) is int


def fixture_paths(target: Path) -> list[Path]:
    """``target`` itself if it is a file, else every ``*.fixture.json`` under it, sorted."""
    target = Path(target)
    if target.is_file():
        return [target]
    if not target.is_dir():
        raise FixtureError(f"{target} is neither a fixture file nor a folder.")
    return sorted(target.rglob(f"*{FIXTURE_SUFFIX}"))


def _sha256_of(path: Path) -> str:
    with open(path, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def find_document(fixture_path: Path, fixture: dict[str, Any], docs: Iterable[Path] = ()) -> Path:
    """The document file of ``fixture``: by name next to it or in ``docs``, else by content.

    Every candidate is verified by fingerprint, so a changed file is never checked against an
    old fixture by mistake.

    Raises:
        FixtureError: no file with the fixture's fingerprint was found.
    """
    folders = [Path(fixture_path).parent, *(Path(d) for d in docs)]
    name, fingerprint = str(fixture["fileName"]), str(fixture["fingerprint"])
    for folder in folders:
        candidate = folder / name
        if candidate.is_file() and _sha256_of(candidate) == fingerprint:
            return candidate
    for folder in folders:
        if not folder.is_dir():
            continue
        for candidate in sorted(folder.iterdir()):
            known = candidate.suffix.lower() in DOCUMENT_EXTENSIONS and candidate.is_file()
            if known and _sha256_of(candidate) == fingerprint:
                return candidate
    where = ", ".join(str(f) for f in folders)
    raise FixtureError(
        f"The document of {Path(fixture_path).name} ({name}, fingerprint "
        f"{fingerprint[:12]}…) is not in {where}: pass its folder with --docs."
    )


def check_fixture_file(
    path: Path,
    config: ChunkingConfig | None = None,
    *,
    docs: Iterable[Path] = (),
    tolerance: int = 40,
) -> FixtureReport:
    """Re-run the engine on ``path``'s document and compare it with the fixture."""
    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import default_config

    fixture = read_fixture(path)
    document_path = find_document(path, fixture, docs)
    used = config or default_config()
    document = load_document(document_path)
    chunk_set = chunk_document(document, used)
    return compare_with_fixture(fixture, document, chunk_set, used, tolerance=tolerance)


def assert_fixture_holds(
    fixture_path: Path | str,
    config: ChunkingConfig | None = None,
    *,
    docs: Iterable[Path] = (),
    min_f1: float = 1.0,
) -> None:
    """Fail (``AssertionError`` with the diff) unless the engine reproduces the fixture.

    For pytest in other projects::

        from inspector.export.fixtures import assert_fixture_holds

        def test_contract_chunks_hold():
            assert_fixture_holds("tests/fixtures/contract.fixture.json")

    Args:
        fixture_path: a ``*.fixture.json`` file; its document next to it or in ``docs``.
        config: the configuration to chunk with (the default configuration if None).
        docs: more folders to look for the document in.
        min_f1: the boundary F1 below which the check fails (metadata and text changes fail
            whatever the F1).
    """
    report = check_fixture_file(Path(fixture_path), config, docs=docs)
    if not report.passes(min_f1):
        raise AssertionError(report.describe())
