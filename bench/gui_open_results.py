"""The results file of ``bench.gui_open``: table rows, verdicts against the targets, recording.

Standard library only, like ``bench.gui_open`` (the worker processes import that module).
"""

from __future__ import annotations

import os
import platform
import re
import statistics
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).parent / "results" / "gui_open.md"

TARGETS = """\
Issue targets (offscreen, this machine):

- process start to first page with its overlays on screen, 300-page PDF: at most 1500 ms;
- next page: at most 50 ms when cached, at most 150 ms when not;
- no event-loop stall over 100 ms while loading, chunking or re-chunking;
- at most 400 MB resident with a 300-page PDF open.
"""

NOTES_HEADING = "## Notes"
"""A section of the results file written by hand; ``--record`` keeps it."""

COLUMNS = (
    "file",
    "pages",
    "chunks",
    "server",
    "start→page 1 ms",
    "start→page 1 + overlays ms",
    "open→chunks ms",
    "open→overlays ms",
    "stall load ms",
    "stall idle after ms",
    "stall re-chunk ms",
    "re-chunk ms",
    "next cached ms (median/max)",
    "next uncached ms (median/max)",
    "peak RSS MB",
    "machine",
)


def _pair(values: list[float]) -> str:
    if not values:
        return "n/a"
    return f"{statistics.median(values):.0f} / {max(values):.0f}"


def row(runs: list[dict[str, Any]]) -> list[str]:
    """A table row: medians over ``runs`` (next-page jumps pooled; stalls and RSS the worst)."""

    def med(key: str) -> str:
        return f"{statistics.median(run[key] for run in runs):.0f}"

    def worst(key: str) -> str:
        return f"{max(run[key] for run in runs):.0f}"

    def stalls(phase: str) -> str:
        """Wall-clock worst, then the worst counted in this process's CPU time (StallProbe)."""
        return f"{worst(f'stall_{phase}_ms')} / {worst(f'cpu_{phase}_ms')}"

    first = runs[0]
    return [
        f"`{first['file']}`",
        str(first["pages"]),
        str(first["chunks"]),
        first["server"],
        med("start_page_ms"),
        med("start_overlay_ms"),
        med("open_chunks_ms"),
        med("open_overlays_ms"),
        stalls("load"),
        stalls("idle"),
        stalls("rechunk"),
        med("rechunk_ms"),
        _pair([ms for run in runs for ms in run["cached_ms"]]),
        _pair([ms for run in runs for ms in run["uncached_ms"]]),
        worst("rss_mb"),
    ]


def verdicts(runs: list[dict[str, Any]]) -> list[str]:
    """Each issue target: met or not met by ``runs`` (one file)."""
    cached = [ms for run in runs for ms in run["cached_ms"]]
    uncached = [ms for run in runs for ms in run["uncached_ms"]]
    start = statistics.median(run["start_overlay_ms"] for run in runs)
    stall = max(
        max(run["stall_load_ms"], run["stall_idle_ms"], run["stall_rechunk_ms"]) for run in runs
    )
    cpu = max(max(run[f"cpu_{p}_ms"] for p in ("load", "idle", "rechunk")) for run in runs)
    rss = max(run["rss_mb"] for run in runs)
    big = runs[0]["pages"] >= 300

    def say(ok: bool) -> str:
        return "met" if ok else "NOT met"

    lines = [
        f"first page with overlays {start:.0f} ms <= 1500 ms: "
        + (say(start <= 1500) if big else f"{say(start <= 1500)} (under 300 pages)"),
        f"next page cached, worst {max(cached, default=0):.0f} ms <= 50 ms: "
        + say(max(cached, default=0) <= 50),
        f"next page uncached, worst {max(uncached, default=0):.0f} ms <= 150 ms: "
        + say(max(uncached, default=0) <= 150),
        f"worst stall {stall:.0f} ms (wall clock) <= 100 ms: " + say(stall <= 100),
        f"worst stall counted in CPU time {cpu:.0f} ms <= 100 ms: " + say(cpu <= 100),
        f"peak RSS {rss:.0f} MB <= 400 MB: "
        + (say(rss <= 400) if big else f"{say(rss <= 400)} (under 300 pages)"),
    ]
    return lines


def record(cells: list[str], notes: list[str], key: str) -> None:
    """Write the row (replacing one for the same file and server mode) and the verdicts."""
    rows: dict[str, str] = {}
    verdict_blocks: dict[str, str] = {}
    kept_notes = ""
    if RESULTS.exists():
        text = RESULTS.read_text(encoding="utf-8")
        for line in text.splitlines():
            match = re.match(r"\| [\d-]+ \| `([^`]+)` \|(?:[^|]*\|){2} (\w+) \|", line)
            if match:
                rows[f"{match[1]} ({match[2]})"] = line
        for block in re.findall(r"^### (.+?)\n\n((?:- .*\n)+)", text, flags=re.MULTILINE):
            verdict_blocks[block[0]] = block[1]
        # Notes written by hand below the verdicts are kept as they are.
        notes_at = text.find(NOTES_HEADING)
        kept_notes = text[notes_at:].rstrip("\n") if notes_at >= 0 else ""
    rows[key] = "| " + " | ".join(cells) + " |"
    verdict_blocks[key] = "".join(f"- {note}\n" for note in notes)
    machine = (
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"QT_QPA_PLATFORM=offscreen, load average {os.getloadavg()[0]:.1f} when recorded"
    )
    out = [
        "# Opening a document in the window",
        "",
        "`python -m bench.gui_open FILE [--cold] --record`; see the module docstring for what",
        "each column is. Times in ms from a fresh process; stalls are the worst event-loop gap",
        "beyond the probe's 10 ms period, as wall clock / counted in the GUI process's CPU time",
        "(a gap while the shared machine ran other work counts in the first figure only, a",
        "gap our own work caused in both); next page is median / worst over jumps spread",
        "through the document. Peak RSS is the GUI process only (not the worker processes).",
        "Both modes launch as the application does: the worker server starts, and FILE starts",
        "loading in a worker, before Qt is imported (the window's first load adopts it).",
        '"warm" waits until that worker has started before showing the window, and that wait',
        'is in the start→ columns; "cold" is the real launch (`inspector FILE`). The machine',
        "column gives the 1-minute load average at the end of the runs (the machine may be",
        "shared).",
        "",
        TARGETS,
        "| date | " + " | ".join(COLUMNS) + " |",
        "| --- | "
        + " | ".join(
            "---" if i < 4 or i == len(COLUMNS) - 1 else "---:" for i in range(len(COLUMNS))
        )
        + " |",
    ]
    for name in sorted(rows):
        line = rows[name]
        out.append(line)
    out += ["", f"Machine of the last recording: {machine}.", "", "## Against the targets", ""]
    for name in sorted(verdict_blocks):
        out += [f"### {name}", "", verdict_blocks[name].rstrip("\n"), ""]
    if kept_notes:
        out += [kept_notes, ""]
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text("\n".join(out), encoding="utf-8")
