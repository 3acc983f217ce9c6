"""The whole ``inspector chunk`` process against a tiktoken process over the same files.

    python -m bench.chunk_command [--runs N] [--mb 5] [--before DIR] [--record]

The corpus is ``bench.chunk_speed``'s speed corpus (the shared corpus texts and the plain-text
samples, each repeated to about 1 MB with words respelled per copy, about ``--mb`` MB in
all), written as files to a private temporary folder. Two (or three) fresh processes are
timed from outside, interleaved run by run:

- the floor: a Python process that imports ``inspector.engine.tokens``, builds the cl100k
  encoding and runs ``encode_ordinary`` on each file's text;
- ``inspector chunk FILES --out OUT.jsonl`` of this checkout (a fresh output path each run,
  so no earlier export is read back);
- with ``--before DIR``, the same command from another checkout (``git worktree add --detach
  DIR <rev>``), run with this interpreter and ``PYTHONPATH=DIR``.

Each figure is the best of ``--runs``: CPU seconds (user + system of the child, from
``os.wait4``) and wall seconds; the ratio is against the floor's best. On a shared machine
the CPU figure is the one to read (other tenants stretch wall time, not CPU time much).
Target (issue 25, item 4): the command at most 2.0x the floor.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.chunk_speed import _sources, _variant

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results" / "chunk_command.md"
TARGET = 2.0

FLOOR = """
import sys
from pathlib import Path
from inspector.engine.tokens import cl100k_base
encoding = cl100k_base()
for name in sys.argv[1:]:
    encoding.encode_ordinary(Path(name).read_text(encoding="utf-8"))
"""


def write_corpus(folder: Path, megabytes: float) -> list[Path]:
    """The speed corpus as files in ``folder`` (as ``bench.chunk_speed`` builds it)."""
    sources = _sources()
    per_document = int(megabytes * 2**20 / len(sources))
    paths = []
    for name, suffix, text in sources:
        copies = max(1, per_document // len(text))
        path = folder / f"big_{name}{suffix}"
        path.write_text("\n\n".join(_variant(text, k) for k in range(copies)), encoding="utf-8")
        paths.append(path)
    return paths


def timed(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """CPU seconds (user + system) and wall seconds of one child process; it must succeed."""
    start = time.perf_counter()
    child = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise SystemExit(f"{' '.join(command[:4])} ... failed with status {child.returncode}")
    return usage.ru_utime + usage.ru_stime, wall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--mb", type=float, default=5.0, help="total size of the corpus")
    parser.add_argument("--before", type=Path, help="a checkout of the code to compare with")
    parser.add_argument("--record", action="store_true", help=f"write {RESULTS.relative_to(REPO)}")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="inspector-bench-") as tmp:
        folder = Path(tmp)
        files = [str(p) for p in write_corpus(folder, args.mb)]
        megabytes = sum(Path(f).stat().st_size for f in files) / 2**20
        env = dict(os.environ)
        subjects: dict[str, tuple[list[str], dict[str, str], Path]] = {
            "tiktoken floor (read + encode_ordinary)": (
                [sys.executable, "-c", FLOOR, *files],
                env,
                REPO,
            ),
        }
        if args.before:
            before = args.before.resolve()
            subjects["inspector chunk, before"] = (
                [sys.executable, "-m", "inspector", "chunk", *files, "--out"],
                {**env, "PYTHONPATH": str(before)},
                before,
            )
        subjects["inspector chunk"] = (
            [sys.executable, "-m", "inspector", "chunk", *files, "--out"],
            {**env, "PYTHONPATH": str(REPO)},
            REPO,
        )
        best = {name: (float("inf"), float("inf")) for name in subjects}
        for run in range(args.runs):
            for name, (command, child_env, cwd) in subjects.items():
                if command[-1] == "--out":
                    command = [*command, str(folder / f"out-{run}.jsonl")]
                cpu, wall = timed(command, child_env, cwd)
                best[name] = (min(best[name][0], cpu), min(best[name][1], wall))
                print(f"run {run + 1} {name}: {cpu:.2f} s CPU, {wall:.2f} s wall", file=sys.stderr)
            for out in folder.glob("out-*.jsonl"):
                out.unlink()
    text = report(best, megabytes, len(files), args.runs)
    print(text)
    if args.record:
        RESULTS.write_text(text, encoding="utf-8")
    return 0


def report(
    best: dict[str, tuple[float, float]], megabytes: float, count: int, runs: int
) -> str:
    floor_cpu, floor_wall = next(iter(best.values()))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines = [
        "# `inspector chunk` as a whole process against the tiktoken floor (issue 25, item 4)",
        "",
        f"Recorded {datetime.date.today()} by `python -m bench.chunk_command`: {count} files, "
        f"{megabytes:.1f} MB (the `bench.chunk_speed` speed corpus), best of {runs} interleaved "
        f"runs per process, Python {platform.python_version()}, {os.cpu_count()} cores, "
        f"load average {load:.1f} at the end. Target: at most {TARGET:.1f}x the floor.",
        "",
        "| process | CPU s (user+sys) | CPU ratio | wall s | wall ratio |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for name, (cpu, wall) in best.items():
        lines.append(
            f"| {name} | {cpu:.2f} | {cpu / floor_cpu:.2f}x | {wall:.2f} | "
            f"{wall / floor_wall:.2f}x |"
        )
    lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
