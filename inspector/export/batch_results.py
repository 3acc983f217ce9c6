"""What a batch did: its result, its phase timings, and whose rows stand for each document.

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


class KeptRows:
    """Which file's rows stand for each ``docId`` of a batch: the first in the batch's order.

    Identical files have one fingerprint, hence one ``docId`` and one set of rows. Keeping the
    first file's in the batch's order makes the output the same whichever worker finishes
    first; a later file's result is then not written at all (with one worker the first always
    arrives first), which also spares the writer deleting rows it has just inserted.
    """

    def __init__(self, order: dict[str, int]) -> None:
        self.order = order
        """Each job's path -> its place in the batch's order."""
        self.rows: dict[str, tuple[str, int, int]] = {}
        """docId -> (file name, records, approved records) of the rows stored for it."""
        self.place: dict[str, int] = {}
        """docId -> place of the file whose rows are stored."""
        self.duplicates: list[str] = []

    def takes(self, path: str, document: dict[str, Any], records: int) -> bool:
        """Whether the rows of the file at ``path`` are to be written, replacing a later file's.

        ``document`` is the file's ``documents`` row, ``records`` its number of chunk rows.
        """
        doc_id, place, name = str(document["docId"]), self.order[path], Path(path).name
        stored = self.place.get(doc_id)
        if stored is not None and stored < place:
            self.duplicates.append(name)
            return False
        if stored is not None:
            self.duplicates.append(self.rows[doc_id][0])
        self.place[doc_id] = place
        self.rows[doc_id] = (name, records, int(document["approvedChunks"]))
        return True

    def result(
        self,
        skipped: list[str],
        failed: list[tuple[str, str]],
        worker_cpu: dict[int, float],
        timings: BatchTimings,
    ) -> BatchResult:
        """The batch's result, with the files whose rows were kept as ``exported``."""
        rows = self.rows.values()
        return BatchResult(
            tuple(name for name, _, _ in rows),
            tuple(skipped),
            tuple(failed),
            sum(count for _, count, _ in rows),
            sum(count for _, _, count in rows),
            worker_cpu,
            timings,
            tuple(self.duplicates),
        )
