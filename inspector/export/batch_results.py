"""What a batch did: its result, its phase timings, and what became of each file (``BatchTally``).

Kept apart from ``inspector.export.batch`` (the workers and the writer's loop); the parent
process builds these from the worker results as they arrive.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class BatchTimings:
    """When a batch's phases ended, in ``time.monotonic()`` seconds (0.0: did not happen).

    The document stamps come from the worker processes: comparable with this process's on one
    machine (the monotonic clock is system-wide on Linux), not with remote Dask workers.
    """

    started: float = 0.0
    """``run_batch`` was called."""
    first_document: float = 0.0
    """The first document began in a worker: everything before is start-up."""
    last_result: float = 0.0
    """The last worker result reached the writer."""
    finished: float = 0.0
    """The output was published."""
    busy: dict[int, float] = field(default_factory=dict)
    """Wall seconds each worker (by process id) spent inside documents."""

    def describe(self, since: float | None = None) -> str:
        """One line for people: start-up, documents, final write; ``since`` is time zero."""
        if not self.first_document:
            return f"{self.finished - (since or self.started):.2f} s, no document prepared"
        busy = sorted(self.busy.values())
        return (
            f"start-up {self.first_document - (since or self.started):.2f} s (until the first "
            f"document began), documents {self.last_result - self.first_document:.2f} s, "
            f"final write {self.finished - self.last_result:.2f} s; "
            f"{len(busy)} worker(s) busy {' / '.join(f'{b:.2f}' for b in busy)} s"
        )


@dataclass(frozen=True, slots=True)
class BatchResult:
    """What a batch did: documents written, skipped as already exported, and failures."""

    exported: tuple[str, ...]
    skipped: tuple[str, ...]
    failed: tuple[tuple[str, str], ...]
    records: int
    """Chunk rows written (those of ``exported``)."""
    approved: int
    worker_cpu: dict[int, float] = field(default_factory=dict)
    """CPU seconds each worker process spent preparing documents (by process id)."""
    timings: BatchTimings = field(default_factory=BatchTimings)
    duplicates: tuple[str, ...] = ()
    """Files identical to one of ``exported`` (same fingerprint): its rows stand for them."""

    def describe(self) -> str:
        """A summary for people: counts, then one line per failure."""
        same = f", {len(self.duplicates)} identical to one of them" if self.duplicates else ""
        lines = [
            f"{len(self.exported)} document(s) exported ({self.records} records){same}, "
            f"{len(self.skipped)} already up to date, {len(self.failed)} failed"
        ]
        lines += [f"  {name}: {message}" for name, message in self.failed]
        return "\n".join(lines)


class BatchTally:
    """What a batch did with each file, as its parent process learns it.

    Identical files (same bytes, hence the same fingerprint and ``docId``) are prepared once:
    the first in the batch's order (largest first, then by name) stands for the others, its
    copies. A copy shares what happened to its first file: exported (then it is counted as a
    duplicate), already up to date (skipped) or failed (its message names the file it copies).
    Copies may be found after their first file's outcome: they join it in ``result``.
    """

    def __init__(self) -> None:
        self.first: dict[str, str] = {}
        """fingerprint -> path of the first file with those bytes."""
        self.copies: dict[str, list[str]] = {}
        """path of a first file -> names of the later files identical to it."""
        self.exported: list[tuple[str, int, int]] = []
        """(path, records, approved records) of each document written."""
        self.skipped: list[str] = []
        """Paths of the first files already exported with the same configuration."""
        self.failed: list[tuple[str, str]] = []
        """(path, message) of each first file that could not be prepared."""

    def is_first(self, path: Path, fingerprint: str) -> bool:
        """Whether ``path`` is the first file of the batch with ``fingerprint`` (else a copy)."""
        first = self.first.setdefault(fingerprint, str(path))
        if first != str(path):
            self.copies[first].append(path.name)
            return False
        self.copies[first] = []
        return True

    def skip(self, path: Path) -> None:
        """``path`` is already exported with the same configuration: not prepared again."""
        self.skipped.append(str(path))

    def fail(self, path: str, message: str) -> None:
        """Preparing the file at ``path`` failed with ``message``."""
        self.failed.append((path, message))

    def export(self, path: str, document: dict[str, Any], records: int) -> None:
        """The file at ``path`` was written: its ``documents`` row, its number of chunk rows."""
        self.exported.append((path, records, int(document["approvedChunks"])))

    def result(self, worker_cpu: dict[int, float], timings: BatchTimings) -> BatchResult:
        """The batch's result, each copy counted with its first file."""
        failed = []
        for path, message in self.failed:
            name = _name(path)
            failed.append((name, message))
            copies = self.copies.get(path, ())  # none for a file that failed before listing
            failed += [(copy, f"identical to {name}: {message}") for copy in copies]
        return BatchResult(
            tuple(_name(path) for path, _, _ in self.exported),
            tuple(n for path in self.skipped for n in (_name(path), *self.copies[path])),
            tuple(failed),
            sum(count for _, count, _ in self.exported),
            sum(count for _, _, count in self.exported),
            worker_cpu,
            timings,
            tuple(n for path, _, _ in self.exported for n in self.copies[path]),
        )


def _name(path: str) -> str:
    return Path(path).name
