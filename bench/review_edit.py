"""Review edits on a 2,000-chunk document: plan, apply and save times per edit type.

    python -m bench.review_edit [--copies 56] [--repeats 25] [--pdf FILE] [--record]

The document: the English law sample (plain text) repeated ``--copies`` times, written to a
temporary file and loaded with the project's loader (about 2,000 chunks), or ``--pdf FILE``
(for example the 480-page law of ``python -m sample_docs.generate --long /tmp/long.pdf``,
pages and running headers excluded). A real ``ReviewSession`` with a real SQLite store
(write-ahead log, ``synchronous=FULL``: every save is a durable commit) in a temporary folder
on the same disk as the repository.

For each edit type, ``--repeats`` edits at chunks spread over the document: planning (the
edit's checks and the recomputed metadata, cl100k counts included), applying the splice (the
new state and its inverse) and saving (JSON of the splice and its inverse, one transaction).
Reported: median and worst in milliseconds; the target is saving an edit in at most 10 ms.
Then undo and redo, and reopening the store (base plus the replay of every row).
"""

from __future__ import annotations

import argparse
import platform
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.engine import ChunkSet, ChunkType, chunk_document, default_config
from inspector.engine.config import SizeProfile
from inspector.review.access import open_session
from inspector.review.context import Edit
from inspector.review.edits import (
    AddFlag,
    AddRedaction,
    ExcludeSpan,
    MergeChunks,
    MoveBoundary,
    RechunkRange,
    RemoveFlag,
    RemoveRedaction,
    RestoreSpan,
    SetChunkType,
    SetHeading,
    SetNote,
    SetStatus,
    SplitChunk,
)
from inspector.review.model import FlagCategory, ReviewState, ReviewStatus
from inspector.review.session import EditTiming, ReviewSession

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results" / "review_edit.md"
SAMPLE = REPO / "sample_docs" / "law_en_data_archives.txt"
TARGET_SAVE_MS = 10.0

EditMaker = Callable[[ReviewState, int], Edit]


def _middle(state: ReviewState, index: int) -> int:
    chunk = state.chunks[index]
    return (chunk.start + chunk.end) // 2


def _excluded_in(state: ReviewState, index: int) -> tuple[int, int]:
    chunk = state.chunks[index]
    return chunk.start + 40, chunk.start + 60


def _other(state: ReviewState, index: int) -> ReviewStatus:
    """A status chunk ``index`` does not have (so a bulk status change always changes it)."""
    if state.reviews[index].status is ReviewStatus.NEEDS_WORK:
        return ReviewStatus.REJECTED
    return ReviewStatus.NEEDS_WORK


CASES: list[tuple[str, EditMaker]] = [
    ("move boundary", lambda s, i: MoveBoundary(i, _middle(s, i - 1))),
    ("split chunk", lambda s, i: SplitChunk(i, _middle(s, i))),
    ("merge with next", lambda s, i: MergeChunks(i)),
    (
        "set chunk type",
        lambda s, i: SetChunkType(
            i,
            ChunkType.OTHER if s.chunks[i].chunk_type is not ChunkType.OTHER else ChunkType.CLAUSE,
        ),
    ),
    ("set heading", lambda s, i: SetHeading(i, f"Heading {i}")),
    ("approve one chunk", lambda s, i: SetStatus((i,), ReviewStatus.APPROVED)),
    (
        "approve 1,000 chunks",
        lambda s, i: SetStatus(
            tuple(range(i % 2, len(s.chunks), 2)),
            _other(s, i % 2),
        ),
    ),
    ("add flag", lambda s, i: AddFlag(i, FlagCategory.TABLE_CUT, f"flag {i}")),
    ("remove flag", lambda s, i: RemoveFlag(i, 0)),
    ("set note", lambda s, i: SetNote(i, f"note {i}")),
    ("exclude span", lambda s, i: ExcludeSpan(*_excluded_in(s, i))),
    ("restore span", lambda s, i: RestoreSpan(*_excluded_in(s, i))),
    (
        "add redaction",
        lambda s, i: AddRedaction(s.chunks[i].start + 5, s.chunks[i].start + 15, "email"),
    ),
    (
        "remove redaction",
        lambda s, i: RemoveRedaction(s.chunks[i].start + 5, s.chunks[i].start + 15),
    ),
]
"""Each remove/restore case follows its add case, on the same chunks."""


def build_document(copies: int, pdf: Path | None, folder: Path) -> Document:
    """The benchmark document (see the module docstring)."""
    if pdf is not None:
        return load_document(pdf)
    text = SAMPLE.read_text(encoding="utf-8")
    path = folder / "law_repeated.txt"
    path.write_text("\n\n".join([text] * copies), encoding="utf-8")
    return load_document(path)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}"


def row(name: str, timings: list[EditTiming], floor: list[float]) -> str:
    plans = [t.plan for t in timings]
    applies = [t.apply for t in timings]
    saves = [t.save for t in timings]
    encodes = [t.encode for t in timings]
    totals = [t.plan + t.apply + t.save for t in timings]
    return (
        f"| {name} | {len(timings)} | {ms(statistics.median(plans))} | "
        f"{ms(statistics.median(applies))} | {ms(statistics.median(encodes))} | "
        f"{ms(min(saves))} | {ms(statistics.median(saves))} | {ms(max(saves))} | "
        f"{ms(statistics.median(floor)) if floor else ''} | "
        f"{ms(statistics.median(totals))} | {ms(max(totals))} |"
    )


def run(session: ReviewSession, repeats: int, floor: Floor) -> list[str]:
    """Every case ``repeats`` times; the table rows."""
    rows: list[str] = []
    count = len(session.state.chunks)
    indices = [1 + (k * (count - 3)) // repeats for k in range(repeats)]
    for name, make in CASES:
        timings: list[EditTiming] = []
        # From the last chunk back, so splits and merges do not shift the next indices.
        for index in reversed(indices):
            session.apply(make(session.state, index))
            timings.append(session.last_timing)
            floor.commit()
        rows.append(row(name, timings, floor.take()))
    rechunk = default_config().with_profile("article", SizeProfile(60, 120, 200))
    timings = []
    for k, index in enumerate(reversed(indices[: max(3, repeats // 5)])):
        started = time.perf_counter()
        session.apply(RechunkRange(index, index + 3, rechunk))
        timings.append(session.last_timing)
        floor.commit()
        if k == 0:
            first = time.perf_counter() - started
    rows.append(row("re-chunk 4 chunks (engine run cached)", timings[1:], floor.take()[1:]))
    rows.append(
        f"| (first re-chunk, whole document chunked once) | 1 | | | | | | | {ms(first)} | |"
    )
    undo: list[EditTiming] = []
    for _ in range(repeats):
        session.undo()
        undo.append(session.last_timing)
        floor.commit()
    rows.append(row("undo", undo, floor.take()))
    redo: list[EditTiming] = []
    for _ in range(repeats):
        session.redo()
        redo.append(session.last_timing)
        floor.commit()
    rows.append(row("redo", redo, floor.take()))
    return rows


class Floor:
    """Bare SQLite commits (WAL, synchronous=FULL) of 8 kB, about a boundary edit's row, in a
    scratch database in the same folder: the disk's floor for a durable save. One is taken
    right after each edit, so each row of the table has its own floor from the same moments
    (the disk is shared with other work and its fsync time varies a lot)."""

    def __init__(self, folder: Path) -> None:
        self.connection = sqlite3.connect(folder / "floor.sqlite", isolation_level=None)
        self.connection.execute("PRAGMA journal_mode=WAL")
        self.connection.execute("PRAGMA synchronous=FULL")
        self.connection.execute("CREATE TABLE t (a TEXT)")
        self.seconds: list[float] = []

    def commit(self) -> None:
        started = time.perf_counter()
        self.connection.execute("BEGIN IMMEDIATE")
        self.connection.execute("INSERT INTO t VALUES (?)", ("x" * 8000,))
        self.connection.execute("COMMIT")
        self.seconds.append(time.perf_counter() - started)

    def take(self) -> list[float]:
        """The floor times since the last call."""
        seconds, self.seconds = self.seconds, []
        return seconds


def whole_review(document: Document, chunk_set: ChunkSet, folder: Path) -> tuple[int, float]:
    """A whole review one chunk at a time (approve each, flag every tenth): rows, reopen s."""
    folder.mkdir()
    config = default_config()
    session = open_session(
        document.source_path, document, config, "bench", lambda: chunk_set, folder=folder
    )
    for index in range(len(chunk_set.chunks)):
        session.apply(SetStatus((index,), ReviewStatus.APPROVED))
        if index % 10 == 0:
            session.apply(AddFlag(index, FlagCategory.OTHER, "checked"))
    rows = session.store.last_seq
    session.close()
    started = time.perf_counter()
    reopened = open_session(
        document.source_path, document, config, "bench", lambda: chunk_set, folder=folder
    )
    seconds = time.perf_counter() - started
    assert reopened.progress().approved == len(chunk_set.chunks)
    reopened.close()
    return rows, seconds


def main() -> None:
    """Build the document, run the edits, print (and optionally record) the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--copies", type=int, default=56)
    parser.add_argument("--repeats", type=int, default=25)
    parser.add_argument("--pdf", type=Path)
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-review-", dir=REPO.parent) as tmp:
        folder = Path(tmp)
        started = time.perf_counter()
        document = build_document(args.copies, args.pdf, folder)
        config = default_config()
        chunk_set = chunk_document(document, config)
        prepared = time.perf_counter() - started
        started = time.perf_counter()
        session = open_session(
            document.source_path, document, config, "bench", lambda: chunk_set, folder=folder
        )
        created = time.perf_counter() - started
        floor = Floor(folder)
        rows = run(session, args.repeats, floor)
        floor.connection.close()
        edits = session.store.last_seq
        store_name = session.store.path.name
        session.close()
        store_bytes = sum(p.stat().st_size for p in folder.glob(f"{store_name}*"))
        started = time.perf_counter()
        reopened = open_session(
            document.source_path, document, config, "bench", lambda: chunk_set, folder=folder
        )
        reopen = time.perf_counter() - started
        assert reopened.store.last_seq == edits
        reopened.close()
        full_rows, full_reopen = whole_review(document, chunk_set, folder / "whole")
    source = args.pdf.name if args.pdf else f"{SAMPLE.name} x {args.copies}"
    lines = [
        "# Review edits (bench/review_edit.py)",
        "",
        f"Document: {source}: {len(document.text):,} characters, {len(document.pages)} pages, "
        f"{len(chunk_set.chunks):,} chunks, {len(document.excluded)} excluded spans "
        f"(loaded and chunked in {prepared:.1f} s).",
        f"Machine: {platform.machine()}, Python {sys.version.split()[0]}, 2 cores shared with "
        "other work: medians are the figures to compare; worst cases include scheduling noise.",
        "",
        "Milliseconds per edit. Plan: checks and recomputed metadata (cl100k counts); apply: the "
        "new state and the inverse splice; save: audit summaries and JSON of splice and inverse "
        "(encode, also shown alone) plus one SQLite transaction with WAL and synchronous=FULL "
        "(a durable commit: its fsync is most of the save and varies with the disk). "
        f"Target: save <= {TARGET_SAVE_MS:g} ms.",
        "",
        "| edit | n | plan | apply | encode | save (best) | save (median) | save (worst) "
        "| floor (median) | total (median) | total (worst) |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        *rows,
        "",
        "Floor: a bare SQLite commit of 8 kB (about a boundary edit's row) into a scratch "
        "database in the same folder, one right after each edit: the disk's own time for a "
        "durable commit at the same moments. The disk is shared with other work, so saves "
        "spread as the floor does; the encode column is the review code's own part of a save.",
        "",
        f"New store (base state of {len(chunk_set.chunks):,} chunks, compressed text): "
        f"{created * 1000:.0f} ms. Reopening after {edits} saved rows (base + replay of every "
        f"splice): {reopen * 1000:.0f} ms. Store size: {store_bytes / 1e6:.1f} MB. "
        f"A whole review one decision at a time (every chunk approved, every tenth flagged: "
        f"{full_rows:,} rows) reopens in {full_reopen * 1000:.0f} ms.",
        "",
    ]
    report = "\n".join(lines)
    print(report)
    if args.record:
        RESULTS.write_text(report, encoding="utf-8")


if __name__ == "__main__":
    main()
