"""JSON Lines export: one record per line, UTF-8, keys sorted, non-ASCII kept.

``write_jsonl`` replaces a file (absent, or a JSON Lines export: ``check_jsonl_export``) with
the given records. ``merge_jsonl`` re-exports documents
into an existing file idempotently: the records of the exported documents (by ``tenantId`` and
``docId``) are replaced where the first of them stood, stale ones dropped, and every other
line is kept byte for byte, so exporting the same document twice gives the same file. Both
write a private temporary file and rename it over the target.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from inspector.export.atomic import check_output, exclusive, write_text_atomically
from inspector.export.errors import ExportError

_SHA256 = re.compile(r"[0-9a-f]{64}")

DocKey = tuple[str, str]
"""``(tenantId, docId)``: what identifies one document's records in an export."""


def record_line(record: Mapping[str, Any]) -> str:
    """The JSONL line of ``record`` (no newline): keys sorted, non-ASCII kept."""
    return json.dumps(record, sort_keys=True, ensure_ascii=False)


def write_jsonl(
    records: Iterable[Mapping[str, Any]], path: Path, inputs: Iterable[Path | str] = ()
) -> None:
    """Replace ``path`` by ``records``, one per line, atomically (mode 0600).

    ``path`` must be absent or a JSON Lines export (``check_jsonl_export``), and none of
    ``inputs`` (the documents the records come from; ``check_output``).

    Raises:
        ExportError: ``path`` may not be replaced, or cannot be written.
    """
    path = Path(path)
    check_output(path, inputs)

    def write(out: TextIO) -> None:
        for record in records:
            out.write(record_line(record))
            out.write("\n")

    with exclusive(path):
        check_jsonl_export(path)
        write_text_atomically(path, write)


def check_jsonl_export(path: Path, *, lines: int | None = None) -> None:
    """Refuse ``path`` unless it is absent, empty, or every line is an export record.

    An export record is a JSON object with ``tenantId`` and ``docId``: what ``export`` and
    ``chunk`` write. Anything else at that name (a document, a note, another tool's file) is
    not this tool's to replace. With ``lines``, only the first ``lines`` non-blank lines are
    read: a command's early look before it loads documents (a document or a note fails on
    its first line), where a second full read of a large export would cost a parse of every
    line again; ``write_jsonl`` checks every line under the lock before replacing the file.

    Raises:
        ExportError: ``path`` holds something else, or cannot be read.
    """
    path = Path(path)
    try:
        for number, line in enumerate(_read_lines(path, lines), start=1):
            _key_of(line, path, number)
    except ExportError as exc:
        raise ExportError(
            f"Cannot write {path}: it is not an export of this tool, so it is not replaced "
            f"({exc}); choose another name."
        ) from exc


@dataclass(frozen=True, slots=True)
class MergeResult:
    """What ``merge_jsonl`` did: records written for the exported documents, lines kept."""

    written: int
    removed: int
    kept: int


def merge_jsonl(
    records: Sequence[Mapping[str, Any]], path: Path, documents: Collection[DocKey]
) -> MergeResult:
    """Export ``records`` of ``documents`` into ``path``, keeping other documents' lines.

    Args:
        records: the new records; each one's ``(tenantId, docId)`` must be in ``documents``.
        path: the JSONL file (created if missing).
        documents: the documents being exported, including those with no record now (their
            old records are removed).

    Raises:
        ExportError: ``path`` exists but is not a JSONL export.
    """
    path = Path(path)
    with exclusive(path):
        return _merge(records, path, set(documents))


def _merge(records: Sequence[Mapping[str, Any]], path: Path, wanted: set[DocKey]) -> MergeResult:
    new_by_doc: dict[DocKey, list[str]] = {key: [] for key in wanted}
    for record in records:
        key = (str(record["tenantId"]), str(record["docId"]))
        if key not in wanted:
            raise ValueError(f"record of an undeclared document {key}")
        new_by_doc[key].append(record_line(record))
    old_lines = _read_lines(path)
    out: list[str] = []
    placed: set[DocKey] = set()
    removed = kept = 0
    for number, line in enumerate(old_lines, start=1):
        key = _key_of(line, path, number)
        if key not in wanted:
            # A schema 1.2 line of the same file: its docId was the file's SHA-256.
            key = (key[0], current_doc_id(key[1]))
        if key not in wanted:
            out.append(line)
            kept += 1
            continue
        removed += 1
        if key not in placed:
            out.extend(new_by_doc[key])
            placed.add(key)
    for key in sorted(wanted - placed, key=lambda k: _first_index(k, records)):
        out.extend(new_by_doc[key])

    def write(handle: TextIO) -> None:
        for line in out:
            handle.write(line)
            handle.write("\n")

    write_text_atomically(path, write)
    return MergeResult(written=len(records), removed=removed, kept=kept)


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """The records of a JSONL export (``ExportError`` if a line is not a JSON object)."""
    path = Path(path)
    records: list[dict[str, Any]] = []
    for number, line in enumerate(_read_lines(path), start=1):
        value = _parse(line, path, number)
        records.append(value)
    return records


def _first_index(key: DocKey, records: Sequence[Mapping[str, Any]]) -> int:
    for index, record in enumerate(records):
        if (str(record["tenantId"]), str(record["docId"])) == key:
            return index
    return len(records)


def _read_lines(path: Path, most: int | None = None) -> list[str]:
    """The non-blank lines of ``path`` (the first ``most`` of them, if given), no newlines."""
    try:
        with open(path, encoding="utf-8", newline="\n") as handle:
            found = (line.rstrip("\n") for line in handle if line.strip())
            return list(itertools.islice(found, most))
    except FileNotFoundError:
        return []
    except UnicodeDecodeError as exc:
        raise ExportError(f"{path} is not a JSON Lines export (not UTF-8 text).") from exc
    except OSError as exc:
        raise ExportError(f"Cannot read {path}: {exc.strerror or exc}.") from exc


def _parse(line: str, path: Path, number: int) -> dict[str, Any]:
    try:
        value = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ExportError(f"{path} line {number} is not JSON: {exc.msg}.") from exc
    except RecursionError as exc:  # arrays nested deeper than the decoder's recursion limit
        raise ExportError(f"{path} line {number} is not a record (nested too deep).") from exc
    if not isinstance(value, dict):
        raise ExportError(f"{path} line {number} is not a record (a JSON object).")
    return value


def _key_of(line: str, path: Path, number: int) -> DocKey:
    # Only the two identity fields matter; a full parse keeps malformed files out.
    value = _parse(line, path, number)
    if "tenantId" not in value or "docId" not in value:
        raise ExportError(f"{path} holds a line without tenantId and docId: not an export.")
    return str(value["tenantId"]), str(value["docId"])


def current_doc_id(doc_id: str) -> str:
    """``doc_id`` as this version writes it.

    A schema 1.2 export's docId was the file's SHA-256 (64 hex digits); now it is the UUID
    derived from it, so a re-export of the same file replaces the older records instead of
    adding a second copy.
    """
    if _SHA256.fullmatch(doc_id):
        from inspector.engine.citation_identity import doc_uuid

        return doc_uuid(doc_id)
    return doc_id
