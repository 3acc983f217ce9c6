"""Child process of the kill test: applies a stream of edits, printing each committed seq.

Run as ``python -m tests.review.kill_child FOLDER COUNT [SNAPSHOT_EVERY]`` (the last: a
snapshot of the state every that many rows, so that kills also land while one is written).
``edit_for(k, state)`` is the k-th edit of the stream, a function of the state so the parent
can replay the same stream.
"""

from __future__ import annotations

import sys
from pathlib import Path

from inspector.engine import default_config
from inspector.review.context import Edit
from inspector.review.edits import AddFlag, SetNote, SetStatus, SplitChunk
from inspector.review.model import FlagCategory, ReviewState, ReviewStatus

CLOCK_TIME = "2026-01-01T00:00:00.000+00:00"


def constant_clock() -> str:
    return CLOCK_TIME


def edit_for(k: int, state: ReviewState) -> Edit:
    """The k-th edit of the stream (always valid on the state it is planned on)."""
    n = len(state.chunks)
    kind = k % 4
    if kind == 0:
        status = ReviewStatus.APPROVED if k % 8 == 0 else ReviewStatus.NEEDS_WORK
        index = k % n
        if state.reviews[index].status is status:
            status = ReviewStatus.REJECTED
        return SetStatus((index,), status)
    if kind == 1:
        return AddFlag(k % n, FlagCategory.OTHER, f"comment {k}")
    if kind == 2:
        return SetNote(k % n, f"note {k}")
    longest = max(range(n), key=lambda i: state.chunks[i].end - state.chunks[i].start)
    chunk = state.chunks[longest]
    return SplitChunk(longest, (chunk.start + chunk.end) // 2)


def main() -> None:
    from inspector.review.access import open_session
    from inspector.review.store import ReviewStore
    from tests.review.conftest import LAW_PDF, loaded

    folder, count = Path(sys.argv[1]), int(sys.argv[2])
    if len(sys.argv) > 3:
        ReviewStore.snapshot_every = int(sys.argv[3])
    document, chunk_set = loaded(LAW_PDF)
    session = open_session(
        LAW_PDF,
        document,
        default_config(),
        "Child",
        lambda: chunk_set,
        folder=folder,
        clock=constant_clock,
    )
    print("ready", flush=True)
    for k in range(count):
        session.apply(edit_for(k, session.state))
        print(session.store.last_seq, flush=True)


if __name__ == "__main__":
    main()
