"""Opening a document in the window, offscreen: time to the first page, stalls, paging, memory.

    python -m bench.gui_open FILE [--cold] [--runs N] [--record]

Each run is a fresh interpreter (the "GUI process", ``QT_QPA_PLATFORM=offscreen``) that shows
the window, opens FILE and reports:

- process start -> first page rendered, and -> first page with its chunk overlays (wall time
  from just before the interpreter is started, so it includes Python's own start-up);
- open -> chunks shown (the load task done) and -> overlays of the pages in view built;
- the worst event-loop stall (a 10 ms timer probe, :class:`StallProbe`; wall clock, and
  counted in the GUI process's CPU time, which a busy machine does not inflate) from open until the
  overlays are on screen, in the idle seconds after (the engine warms up in the GUI process),
  and during a re-chunk (the article profile's maximum halved in the rules panel, then set
  back; each edit is applied at once with ``rechunk_now`` rather than after the debounce);
- next page: ``go_to_page(current + 1)`` until that page's pixmap is at the view's zoom, when
  it was rendered already (cached: the view renders the pages near the viewport ahead, and the
  jump starts once the overlays of those pages are made too) and
  when it was not (its rendering dropped first, as for a page scrolled to faster than the view
  renders ahead), plus one event-loop turn for the paint; medians and worst of jumps spread
  through the document;
- the GUI process's peak resident set size (``ru_maxrss``; the worker processes are apart).

As ``inspector FILE`` does, the worker process server is started, and FILE starts loading in
a worker, before Qt is imported (the window's load adopts that worker). By default that worker
is waited for (started) before the window is shown; ``--cold`` opens at once, as
``inspector FILE`` does (the server starts meanwhile). The module
imports only the standard library (and ``bench.gui_open_results``, which writes the results
file) at the top: the worker processes import it as their main module. Figures are medians
over ``--runs`` processes (default 3), stalls and RSS the worst.
``--record`` writes (or replaces) the row of this file and server mode, and its verdicts
against the issue's targets, in bench/results/gui_open.md.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench.gui_open_results import COLUMNS, record, row, verdicts

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QApplication

    from inspector.gui.main_window import MainWindow

JUMPS = 10
"""Next-page jumps measured per kind (cached, uncached)."""
SETTLE_S = 0.2
"""Event-loop time let run after each step, so late work is probed too."""
IDLE_S = 2.5
"""Idle time probed after the load (the engine warms up in the GUI process meanwhile)."""
TIMEOUT_S = 120.0


def _spin(app: QApplication, done: Callable[[], bool], what: str) -> float:
    """Run the event loop until ``done()``; return the time it became true (perf_counter)."""
    deadline = time.perf_counter() + TIMEOUT_S
    while not done():
        if time.perf_counter() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        app.processEvents()
    return time.perf_counter()


def _changed(current: Callable[[], object], before: object) -> Callable[[], bool]:
    """A test for :func:`_spin`: ``current()`` is no longer ``before``."""
    return lambda: current() is not before


def _settle(app: QApplication, seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.002)


def _next_page_ms(app: QApplication, window: MainWindow, page: int, cached: bool) -> float:
    """Jump from ``page`` to the next one; ms until the next page's pixmap is shown."""
    view = window.page_view
    view.go_to_page(page)
    item = view.page_items()[page + 1]
    zoom = view.render_zoom()
    _spin(app, lambda: item.rendered_zoom == zoom, f"page {page + 2} rendered ahead")
    # And the overlays of the pages near the view made (the view's work ahead is done), so
    # that the jump measured is that jump only, not what the jump to ``page`` left to do.
    overlay = window.overlay
    _spin(
        app,
        lambda: set(view.pages_near_view()) <= set(overlay.built_pages()),
        f"the overlays near page {page + 1}",
    )
    _settle(app, 0.05)
    if not cached:
        item.drop_rendering()
    started = time.perf_counter()
    view.go_to_page(page + 1)
    _spin(app, lambda: item.rendered_zoom == zoom, f"page {page + 2} rendered")
    app.processEvents()  # the paint of the new pixels
    return (time.perf_counter() - started) * 1000


def measure(path: Path, cold: bool, spawned_at: float) -> dict[str, Any]:
    """Run in the GUI process: open ``path`` and measure; ``spawned_at`` is a ``time.time()``."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    import resource
    import tempfile

    from inspector.gui.app import prepare_launch
    from inspector.workers.processes import drop_early_load

    # Wall clock to perf_counter: the parent's spawn time on this process's clock.
    start = time.perf_counter() - (time.time() - spawned_at)
    # As the application does (inspector.gui.app.run_app): the worker server starts, and the
    # file starts loading in a worker, before Qt and the window's modules load.
    warm = prepare_launch(path)
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtWidgets import QApplication

    from inspector.gui.main_window import MainWindow
    from inspector.gui.stall_probe import StallProbe

    app = QApplication(sys.argv[:1])
    if not cold:
        warm.join()
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "ui.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.resize(1400, 900)
    window.show()
    probe = StallProbe()
    probe.start()
    opened = time.perf_counter()
    if not window.open_file(path):
        raise SystemExit(f"{path} could not be opened")
    drop_early_load()  # as run_app does (the open adopted it: nothing to drop)
    view, overlay, controller = window.page_view, window.overlay, window.controller
    if view.page_count == 0:
        raise SystemExit(f"{path} shows no pages (the benchmark is for PDFs)")
    first = view.page_items()[0]
    t_page = _spin(app, lambda: first.rendered_zoom is not None, "the first page")
    # Page 1's overlays: provisional ones (a long PDF's first pages) or the final ones.
    t_first_overlay = _spin(
        app,
        lambda: 0 in overlay.built_pages() or controller.pending is None,
        "page 1's overlays",
    )
    provisional = controller.pending is not None
    t_chunks = _spin(app, lambda: controller.pending is None, "the chunks")
    state = controller.state
    if state is None:
        raise SystemExit(f"{path} failed to load")
    if not provisional:
        t_first_overlay = _spin(app, lambda: 0 in overlay.built_pages(), "page 1's overlays")
    t_overlays = _spin(
        app,
        lambda: set(view.pages_near_view()) <= set(overlay.built_pages()),
        "the overlays in view",
    )
    _settle(app, SETTLE_S)
    stall_load = probe.worst_ms
    cpu_load = probe.worst_cpu_ms
    probe.reset()
    _settle(app, IDLE_S)
    stall_idle = probe.worst_ms
    cpu_idle = probe.worst_cpu_ms

    # Re-chunk: halve the article maximum in the rules panel, then set it back.
    model = window.rules_panel.profile_model
    if model is None:
        raise SystemExit("the rules panel has no profiles")
    column = next(
        c
        for c in range(model.columnCount())
        if model.headerData(c, Qt.Orientation.Horizontal) == "Maximum"
    )
    cell = model.index(model.profile_row("article"), column)
    original = int(model.data(cell))
    rechunk_ms: list[float] = []
    stall_rechunk = cpu_rechunk = 0.0
    for value in (original // 2, original):
        before = controller.state
        probe.reset()
        edited = time.perf_counter()
        if not model.setData(cell, value):
            raise SystemExit(f"the article maximum {value} was refused")
        controller.rechunk_now()  # skip the typing debounce
        _spin(app, _changed(lambda: controller.state, before), "the new chunks")
        _spin(
            app,
            lambda: set(view.pages_near_view()) <= set(overlay.built_pages()),
            "the new overlays",
        )
        rechunk_ms.append((time.perf_counter() - edited) * 1000)
        _settle(app, SETTLE_S)
        stall_rechunk = max(stall_rechunk, probe.worst_ms)
        cpu_rechunk = max(cpu_rechunk, probe.worst_cpu_ms)

    # Next page, cached and not, at pages spread through the document.
    last = view.page_count - 2
    pages = sorted({round(last * k / (JUMPS - 1)) for k in range(JUMPS)}) if last >= 0 else []
    cached = [_next_page_ms(app, window, page, cached=True) for page in pages]
    uncached = [_next_page_ms(app, window, page, cached=False) for page in pages]

    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    page_count = view.page_count
    window.close()
    return {
        "file": path.name,
        "pages": page_count,
        "chunks": len(state),
        "server": "cold" if cold else "warm",
        "start_page_ms": (t_page - start) * 1000,
        "start_overlay_ms": (max(t_page, t_first_overlay) - start) * 1000,
        "open_chunks_ms": (t_chunks - opened) * 1000,
        "open_overlays_ms": (t_overlays - opened) * 1000,
        "stall_load_ms": stall_load,
        "stall_idle_ms": stall_idle,
        "stall_rechunk_ms": stall_rechunk,
        "cpu_load_ms": cpu_load,
        "cpu_idle_ms": cpu_idle,
        "cpu_rechunk_ms": cpu_rechunk,
        "rechunk_ms": max(rechunk_ms),
        "cached_ms": cached,
        "uncached_ms": uncached,
        "rss_mb": rss_mb,
    }


def run_once(path: Path, cold: bool) -> dict[str, Any]:
    """One fresh GUI process: the measurements of :func:`measure`."""
    command = [sys.executable, "-m", "bench.gui_open", "--child", str(path)]
    if cold:
        command.append("--cold")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    spawned_at = time.time()
    out = subprocess.run(
        [*command, "--spawned-at", repr(spawned_at)],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
        cwd=Path(__file__).parent.parent,
        env=env,
    ).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def main() -> None:
    """Measure FILE in fresh GUI processes; print, and optionally record, the results."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("file", type=Path)
    parser.add_argument(
        "--cold",
        action="store_true",
        help="open before the worker server is up (as `inspector FILE`)",
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--record", action="store_true")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--spawned-at", type=float, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    path: Path = args.file.absolute()
    if args.child:
        spawned_at = args.spawned_at if args.spawned_at is not None else time.time()
        print(json.dumps(measure(path, args.cold, spawned_at)), flush=True)
        return
    runs = [run_once(path, args.cold) for _ in range(args.runs)]
    machine = f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}"
    cells = [time.strftime("%Y-%m-%d"), *row(runs), machine]
    for name, cell in zip(("date", *COLUMNS), cells, strict=True):
        print(f"{name}: {cell}")
    notes = verdicts(runs)
    for note in notes:
        print(note)
    if args.record:
        record(cells, notes, f"{path.name} ({'cold' if args.cold else 'warm'})")


if __name__ == "__main__":
    main()
