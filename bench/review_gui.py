"""Review edits in the window, offscreen: from an edit request to the list and overlays updated.

    python -m bench.review_gui [FILE] [--rounds N] [--record]

FILE defaults to ``/tmp/long.pdf`` (make it with ``python -m sample_docs.generate --long
/tmp/long.pdf``: 480 pages, about 2,000 chunks). One GUI process (``QT_QPA_PLATFORM=offscreen``)
shows the window, opens FILE with its review store in a temporary ``INSPECTOR_DATA_DIR``, and
then, for chunks spread through the document (each one selected and its page scrolled into
view with its overlays built first, as a reviewer sees it), times each kind of edit:

- **request**: ``ReviewController.request(edit)`` (or the Undo / Redo action) from the call
  until it returns: the session plans, applies and saves the edit (one SQLite transaction),
  the chunk list gets its exact row signals, the overlays of the touched pages are rebuilt,
  the detail pane and progress summary follow. Target: 30 ms (issue 6).
- **+ paint**: the same plus the event-loop turn that repaints the window.
- **session**: of which the session's own ``apply`` (plan + apply + save, timed around
  the call inside the request), for the share of the 30 ms the GUI itself takes.
- **CPU**: the GUI thread's CPU time (``time.thread_time``) over the request and over
  request + paint: what a busy machine does not inflate (other agents share the cores). It
  leaves out waits: the token worker's answer (``review_tokens``) and the SQLite fsync.
- **slowest**: the edit whose request + paint took longest (wall clock), with what else ran
  meanwhile: the other threads of the process (the warm-ups started 1-2 s after a document
  opens compete for the GIL) and the collector's passes (``gc.callbacks``).

Medians and worst over ``--rounds`` chunks per kind (default 15); the first edit of each kind
is made right after the review opened (the worst column holds it). At the end the bench
reports whether the cl100k encoding was built in the GUI process (edits count tokens in a
worker) and whether the session's objects were frozen for the collector. ``--record`` writes
the file's section of bench/results/review_gui.md (other files' sections are kept). The
module imports only the standard library at the top.
"""

from __future__ import annotations

import argparse
import functools
import gc
import os
import platform
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from inspector.gui.main_window import MainWindow

RESULTS = Path(__file__).parent / "results" / "review_gui.md"
DEFAULT_FILE = Path("/tmp/long.pdf")
TARGET_MS = 30.0
TIMEOUT_S = 300.0


def _wait(app: QApplication, done: Callable[[], bool], timeout_s: float = TIMEOUT_S) -> None:
    deadline = time.perf_counter() + timeout_s
    while not done():
        if time.perf_counter() > deadline:
            raise TimeoutError("the window did not get there in time")
        app.processEvents()
        time.sleep(0.002)


def _settle(app: QApplication, seconds: float = 0.05) -> None:
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.002)


def _show_chunk(app: QApplication, window: MainWindow, index: int, *, paged: bool) -> None:
    """Select chunk ``index`` and wait until its page's overlays are built.

    A DOCX, text or Markdown file is shown reflowed in the text view, which colours every
    chunk at once: there is nothing to wait for beyond the selection.
    """
    window.controller.selection.select(index)
    if paged:
        _wait(app, lambda: window.overlay.marker(index) is not None, 20.0)
    _settle(app)


def _edits(state: Any, index: int) -> dict[str, Any]:
    """One edit of each kind on chunk ``index`` (its neighbours for the boundary edits)."""
    from inspector.review.edits import AddFlag, MergeChunks, MoveBoundary, SetStatus, SplitChunk
    from inspector.review.model import FlagCategory, ReviewStatus

    chunk = state.chunks[index]
    text = state.document.text
    middle = text.find(" ", (chunk.start + chunk.end) // 2, chunk.end - 1) + 1
    before = state.chunks[index - 1]
    earlier = text.find(" ", (before.start + before.end) // 2, before.end - 1) + 1
    return {
        "approve": SetStatus((index,), ReviewStatus.APPROVED),
        "flag": AddFlag(index, FlagCategory.OTHER, "bench"),
        "split": SplitChunk(index, middle),
        "merge": MergeChunks(index),
        "move boundary": MoveBoundary(index, earlier),
    }


def measure(path: Path, rounds: int) -> dict[str, Any]:
    """Open ``path`` and time the edits; returns the figures (milliseconds)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["INSPECTOR_DATA_DIR"] = tempfile.mkdtemp(prefix="review-bench-")
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="review-bench-config-")
    from PySide6.QtWidgets import QApplication

    from inspector.gui.app import user_settings
    from inspector.gui.jobs.tasks import warm_up_workers
    from inspector.gui.main_window import MainWindow

    warm_up_workers()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    window = MainWindow(user_settings())
    window.resize(1400, 900)
    window.show()
    window.review.set_reviewer("Bench Reviewer")
    window.open_file(path)
    _wait(app, lambda: window.review.state is not None and window.review.session is not None)
    state = window.review.state
    assert state is not None
    count = len(state)
    step = max(1, (count - 4) // rounds)
    indices = list(range(2, count - 2, step))[:rounds]
    times: dict[str, list[float]] = {}
    painted: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    painted_cpu: dict[str, list[float]] = {}
    saves: dict[str, list[float]] = {}
    opened = time.perf_counter()
    collections: list[tuple[int, float]] = []  # (generation, ms) of each pass of the collector
    collecting = [0.0]

    def on_collect(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collecting[0] = time.perf_counter()
        else:
            collections.append((info["generation"], (time.perf_counter() - collecting[0]) * 1000))

    gc.callbacks.append(on_collect)
    slowest: dict[str, Any] = {"ms": -1.0}
    session = window.review.session
    undo, redo = window.review.actions.undo, window.review.actions.redo

    def timed(name: str, run: Callable[[], object]) -> None:
        threads = sorted(t.name for t in threading.enumerate() if t is not threading.main_thread())
        passes = len(collections)
        started, started_cpu = time.perf_counter(), time.thread_time()
        run()
        done, done_cpu = time.perf_counter(), time.thread_time()
        app.processEvents()
        finished, finished_cpu = time.perf_counter(), time.thread_time()
        times.setdefault(name, []).append((done - started) * 1000)
        painted.setdefault(name, []).append((finished - started) * 1000)
        cpu.setdefault(name, []).append((done_cpu - started_cpu) * 1000)
        painted_cpu.setdefault(name, []).append((finished_cpu - started_cpu) * 1000)
        if (finished - started) * 1000 > slowest["ms"]:
            slowest.update(
                name=name,
                ms=(finished - started) * 1000,
                cpu=(finished_cpu - started_cpu) * 1000,
                after_s=started - opened,
                threads=threads,
                collections=collections[passes:],
            )

    # The session's own share (plan + apply + save): its apply method timed in place.
    current = [""]
    apply = session.apply

    def timed_apply(edit: Any) -> Any:
        started = time.perf_counter()
        splice = apply(edit)
        saves.setdefault(current[0], []).append((time.perf_counter() - started) * 1000)
        return splice

    session.apply = timed_apply
    for index in indices:
        _show_chunk(app, window, index, paged=path.suffix.lower() == ".pdf")
        for name, edit in _edits(state, index).items():
            current[0] = name
            before = len(times.get(name, []))
            timed(name, functools.partial(window.review.request, edit))
            if len(saves.get(name, [])) == before:  # refused (furniture in the way): undo
                for figures in (times, painted, cpu, painted_cpu):  # nothing; the figures
                    figures[name].pop()  # keep only applied edits
                continue
            _settle(app)
            timed(f"undo {name}", undo.trigger)
            _settle(app)
            timed(f"redo {name}", redo.trigger)
            _settle(app)
            undo.trigger()
            _settle(app)
    gc.callbacks.remove(on_collect)
    frozen = gc.get_freeze_count()
    from inspector.engine.tokens import cl100k_base

    built = cl100k_base.cache_info().currsize > 0
    window.close()
    return {
        "file": path.name,
        "pages": len(state.document.pages),
        "chunks": count,
        "rounds": len(indices),
        "times": times,
        "painted": painted,
        "cpu": cpu,
        "painted_cpu": painted_cpu,
        "saves": saves,
        "frozen": frozen,
        "cl100k_built": built,
        "slowest": slowest,
    }


def _row(name: str, result: dict[str, Any]) -> str:
    def median(figures: str) -> str:
        return f"{statistics.median(result[figures][name]):.1f}"

    saves = result["saves"].get(name.removeprefix("undo ").removeprefix("redo "))
    save = (
        f"{statistics.median(saves):.1f}"
        if saves and not name.startswith(("undo", "redo"))
        else "–"
    )
    verdicts = [
        "ok" if statistics.median(result[figures][name]) <= TARGET_MS else "over"
        for figures in ("times", "painted")
    ]
    return (
        f"| {name} | {median('times')} | {max(result['times'][name]):.1f} | {median('cpu')} | "
        f"{median('painted')} | {max(result['painted'][name]):.1f} | {median('painted_cpu')} | "
        f"{max(result['painted_cpu'][name]):.1f} | {save} | {' / '.join(verdicts)} |"
    )


def report(result: dict[str, Any]) -> str:
    """The results as a Markdown table, and what the GUI process built and froze."""
    lines = [
        f"File: `{result['file']}`: {result['pages']} pages, {result['chunks']:,} chunks; "
        f"{result['rounds']} chunks spread through it per edit kind.",
        "",
        "| edit | request → list and overlays (median ms) | worst ms | GUI CPU ms "
        "| + paint (median ms) | + paint worst ms | + paint GUI CPU ms | + paint worst CPU ms "
        "| session apply + save (median ms) | 30 ms: request / + paint |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    lines += [_row(name, result) for name in result["times"]]
    built = "yes" if result["cl100k_built"] else "no (edits count tokens in a worker)"
    lines += [
        "",
        f"cl100k encoding built in the GUI process: {built}; objects frozen for the "
        f"collector once the review opened: {result['frozen']:,}.",
        "",
        _slowest_line(result["slowest"]),
    ]
    return "\n".join(lines)


def _slowest_line(slowest: dict[str, Any]) -> str:
    """The slowest edit + paint and what else ran meanwhile, in one sentence."""
    threads = ", ".join(slowest["threads"]) or "none"
    passes = ", ".join(f"generation {g} {ms:.1f} ms" for g, ms in slowest["collections"]) or "none"
    return (
        f"Slowest edit + paint: {slowest['name']}, {slowest['ms']:.1f} ms "
        f"(GUI CPU {slowest['cpu']:.1f} ms), {slowest['after_s']:.1f} s after the review "
        f"opened; other threads running: {threads}; collections during it: {passes}."
    )


def record(result: dict[str, Any], table: str, command: str) -> None:
    """Write ``table`` as the section of ``result``'s file in :data:`RESULTS`, keeping others."""
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    machine = (
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores "
        f"(load average {load} when recorded)"
    )
    marker = f"<!-- section: {result['file']} -->"
    section = (
        f"{marker}\n## `{result['file']}`\n\n`{command}` on {machine}, Python "
        f"{platform.python_version()}, offscreen, {time.strftime('%H:%M UTC', time.gmtime())}"
        " (other agents may share the cores: compare the CPU columns).\n\n"
        f"{table}\n"
    )
    header = "# Review edits in the window (bench.review_gui)\n\n"
    text = RESULTS.read_text(encoding="utf-8") if RESULTS.is_file() else header
    if not text.startswith(header):
        text = header
    # Notes before the first section are kept; then the sections recorded before, one each.
    notes, *sections = text[len(header) :].split("<!-- section: ")
    kept = [
        f"<!-- section: {part}"
        for part in sections
        if " -->" in part.split("\n", 1)[0] and not part.startswith(f"{result['file']} -->")
    ]
    RESULTS.write_text(header + notes + "\n".join([*kept, section]), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; print (and with ``--record`` write) the results."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args(argv)
    if not args.file.is_file():
        print(f"{args.file} not found: python -m sample_docs.generate --long {args.file}")
        return 2
    result = measure(args.file, args.rounds)
    table = report(result)
    print(table)
    if args.record:
        command = f"python -m bench.review_gui {args.file} --rounds {args.rounds} --record"
        record(result, table, command)
    return 0


if __name__ == "__main__":
    sys.exit(main())
