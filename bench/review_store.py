"""Review store size and reopening after many edits (issue 26: ~15 kB per edit before).

    python -m bench.review_store [--copies 20] [--edits 10000] [--pdf FILE] [--record]

The document: the English law sample (plain text) repeated ``--copies`` times (about 36
chunks a copy), or ``--pdf FILE``. A real ``ReviewSession`` with a real SQLite store in a
temporary folder on the repository's disk takes ``--edits`` changes, seeded: splits, merges,
moved boundaries, statuses, flags and notes on random chunks, with an undo one time in ten
and a redo one time in twenty (edits the review refuses are drawn again). Reported: the store's
size new and at the end (its ``-wal`` file included: the session is closed, so there is none),
bytes per row, reopening (``open_session``: the newest snapshot plus the rows after it, and
the undo stacks from every row's links) and ``load_review_for`` (what ``inspector export``
reads), best of three. Targets (issue 26): under 20 MB and reopening under 1 s after 10,000
edits.

To compare with older code: ``git archive <commit> | tar -x -C /tmp/old`` and run the same
command from ``/tmp/old`` (this file copied there).
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import tempfile
import time
from pathlib import Path

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.engine import chunk_document, default_config
from inspector.review.access import load_review_for, open_session
from inspector.review.context import Edit, EditRefused
from inspector.review.edits import (
    AddFlag,
    MergeChunks,
    MoveBoundary,
    SetNote,
    SetStatus,
    SplitChunk,
)
from inspector.review.model import FlagCategory, ReviewState, ReviewStatus
from inspector.review.session import ReviewSession

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results" / "review_store.md"
SAMPLE = REPO / "sample_docs" / "law_en_data_archives.txt"
TARGET_MB = 20.0
TARGET_REOPEN_S = 1.0


def build_document(copies: int, pdf: Path | None, folder: Path) -> Document:
    """The benchmark document (see the module docstring)."""
    if pdf is not None:
        return load_document(pdf)
    text = SAMPLE.read_text(encoding="utf-8")
    path = folder / "law_repeated.txt"
    path.write_text("\n\n".join([text] * copies), encoding="utf-8")
    return load_document(path)


def random_edit(rng: random.Random, state: ReviewState) -> Edit:
    """One edit on a random chunk (may be refused: the caller draws again)."""
    count = len(state.chunks)
    index = rng.randrange(count)
    chunk = state.chunks[index]
    kind = rng.randrange(7)
    if kind == 0:
        return SplitChunk(index, rng.randrange(chunk.start + 1, max(chunk.start + 2, chunk.end)))
    if kind == 1 and index + 1 < count:
        return MergeChunks(index)
    if kind == 2 and index > 0:
        return MoveBoundary(index, rng.randrange(state.chunks[index - 1].start + 1, chunk.end))
    if kind == 3:
        return AddFlag(index, FlagCategory.OTHER, f"checked {rng.randrange(1000)}")
    if kind == 4:
        return SetNote(index, f"note {rng.randrange(1000)}")
    return SetStatus((index,), rng.choice([ReviewStatus.APPROVED, ReviewStatus.NEEDS_WORK]))


def run_edits(session: ReviewSession, edits: int, seed: int) -> None:
    """``edits`` rows: edits, undos and redos (module docstring)."""
    rng = random.Random(seed)
    done = 0
    while done < edits:
        draw = rng.random()
        try:
            if draw < 0.10 and session.can_undo:
                session.undo()
            elif draw < 0.15 and session.can_redo:
                session.redo()
            else:
                session.apply(random_edit(rng, session.state))
        except EditRefused:
            continue
        done += 1


def best_of(runs: int, call: object) -> float:
    """The least wall time of ``runs`` calls (seconds)."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        call()  # type: ignore[operator]
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    """Build the document, run the edits, measure, print (and optionally record)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--copies", type=int, default=20)
    parser.add_argument("--edits", type=int, default=10_000)
    parser.add_argument("--pdf", type=Path)
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-store-", dir=REPO.parent) as tmp:
        folder = Path(tmp)
        document = build_document(args.copies, args.pdf, folder)
        config = default_config()
        chunk_set = chunk_document(document, config)

        def opened() -> ReviewSession:
            return open_session(
                document.source_path, document, config, "bench", lambda: chunk_set, folder=folder
            )

        session = opened()
        path = session.store.path
        new_bytes = path.stat().st_size
        started = time.perf_counter()
        run_edits(session, args.edits, args.seed)
        editing = time.perf_counter() - started
        state, history = session.state, session.history()
        rows = session.store.last_seq
        session.close()
        store_bytes = sum(p.stat().st_size for p in folder.glob(f"{path.name}*"))

        def reopen() -> None:
            reopened = opened()
            assert reopened.state == state
            assert reopened.history() == history
            reopened.close()

        def export_read() -> None:
            found = load_review_for(document.source_path, folder=folder)
            assert found is not None
            assert found[0] == state

        reopen_s = best_of(3, reopen)
        export_s = best_of(3, export_read)
    per_row = (store_bytes - new_bytes) / max(rows, 1)
    source = args.pdf.name if args.pdf else f"{SAMPLE.name} x {args.copies}"
    lines = [
        "# Review store size and reopening (bench/review_store.py)",
        "",
        f"Document: {source}: {len(document.text):,} characters, {len(chunk_set.chunks):,} "
        f"chunks. Machine: {platform.machine()}, Python {sys.version.split()[0]}, 2 cores "
        "shared with other work.",
        "",
        "| rows | new store | store after | bytes per row | reopen (best of 3) "
        "| load_review_for (best of 3) | editing |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        f"| {rows:,} | {new_bytes / 1e6:.2f} MB | {store_bytes / 1e6:.2f} MB | {per_row:,.0f} "
        f"| {reopen_s * 1000:.0f} ms | {export_s * 1000:.0f} ms | {editing:.0f} s |",
        "",
        f"Targets: under {TARGET_MB:g} MB and reopening under {TARGET_REOPEN_S:g} s after "
        f"10,000 edits: {'met' if store_bytes / 1e6 < TARGET_MB else 'NOT met'} (size), "
        f"{'met' if reopen_s < TARGET_REOPEN_S else 'NOT met'} (reopen).",
    ]
    print("\n".join(lines))
    if args.record:
        RESULTS.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
