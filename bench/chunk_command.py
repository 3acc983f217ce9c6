"""The whole ``inspector chunk`` process against a tiktoken process over the same files.

    python -m bench.chunk_command [--runs N] [--mb 5] [--before DIR] [--record]

The corpus is ``bench.chunk_speed``'s speed corpus (the shared corpus texts and the plain-text
samples, each repeated to about 1 MB with words respelled per copy, about ``--mb`` MB in
all), written as files to a private temporary folder. Four (or five) fresh processes are
timed from outside, interleaved run by run:

- the floor: a Python process that imports ``inspector.engine.tokens``, builds the cl100k
  encoding and runs ``encode_ordinary`` on each file's text;
- the export floor: the floor, then each text cut into pieces of 150 tokens (decoded from the
  one encode) and written as JSON Lines records with the keys of an ``inspector chunk`` record
  (text, text with a contextual header, counts, hash, offsets, constant fields): what the
  export contract's output costs with no legal analysis at all;
- ``inspector chunk`` of a one-article file: the command's start-up (imports, the rules it
  compiles, the encoding) with next to no text;
- ``inspector chunk FILES --out OUT.jsonl`` of this checkout (a fresh output path for each
  run of each process, so no earlier export is read back and merged into);
- with ``--before DIR``, the same command from another checkout (``git worktree add --detach
  DIR <rev>``), run with this interpreter and ``PYTHONPATH=DIR``.

Each figure is the best of ``--runs``: CPU seconds (user + system of the child, from
``os.wait4``) and wall seconds; the ratio is against the floor's best. On a shared machine
the CPU figure is the one to read (other tenants stretch wall time, not CPU time much).
Target (issue 25, item 4): the command at most 2.0x the floor.

Below the table, where the command's CPU goes: the steps of ``run_chunk`` (legal strategy,
default options) run once in this process over the same files, CPU seconds per step (process
CPU), and the number of cl100k encode
calls beside the engine's one encode of each text (overlap tails, partial lines of cuts).
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
from typing import Any

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

# The export contract's own floor: what writing records of the same shape costs with no legal
# analysis at all. Each file is read and encoded once (as the floor), cut into pieces of
# PIECE tokens (about the engine's mean chunk over this corpus), and each piece written as a
# JSON Lines record with the keys of an ``inspector chunk`` record: its text, the text with a
# contextual header, both counts, its hash, offsets and the constant fields.
EXPORT_FLOOR = r"""
import hashlib, json, sys
from pathlib import Path
from inspector.engine.tokens import cl100k_base
PIECE = 150
encoding = cl100k_base()
constant = {
    "actId": "", "bboxes": [], "chunkType": "article", "citation": "art. 1, Act",
    "configHash": "0" * 64, "docId": "0" * 36, "documentDate": None,
    "documentType": "legislation", "flags": [], "headingPath": ["Part 1"],
    "headingText": "Article 1", "identityCues": {"title": "line 1"}, "jurisdiction": "",
    "language": "en", "note": "", "ocr": False, "ocrConfidence": None, "pageEnd": 1,
    "pageNumber": 1, "prepVersion": "1", "redactionPolicy": "none", "references": [],
    "reviewStatus": "unreviewed", "startKind": "heading", "startLevel": 1,
    "startRule": "en_article", "tenantId": "local", "title": "Act", "version": "1.1",
}
header = "Document: Act > Part 1 > Article 1\n\n"
header_tokens = len(encoding.encode_ordinary(header))
with open(sys.argv[2], "w", encoding="utf-8") as out:  # after "--out"
    for name in sys.argv[3:]:
        ids = encoding.encode_ordinary(Path(name).read_text(encoding="utf-8"))
        start = 0
        for index in range(0, len(ids), PIECE):
            piece = ids[index : index + PIECE]
            text = encoding.decode(piece)
            record = dict(constant, text=text, embedText=header + text)
            record.update(
                chunkIndex=index // PIECE, charStart=start, charEnd=start + len(text),
                tokenCount=len(piece), embedTokenCount=header_tokens + len(piece),
                contentHash=hashlib.sha256(text.encode()).hexdigest(),
            )
            start += len(text)
            out.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
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


def phases(files: list[Path], out: Path) -> tuple[dict[str, float], int]:
    """CPU seconds per step of ``inspector chunk`` over ``files``, and extra encode calls.

    The steps are ``cli_chunk.run_chunk``'s for the legal strategy with default options:
    load, chunk, build records, redact them, gate them, write the JSONL file. The second
    figure counts ``encode_ordinary`` calls (the engine's own encode of each text goes
    through ``encode_to_numpy``).
    """
    import argparse as arguments

    from inspector.cli_chunk import _detector, _redacted
    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import default_config
    from inspector.engine.records import chunk_records
    from inspector.engine.tokens import cl100k_base
    from inspector.export.gate import gate_records
    from inspector.export.jsonl import write_jsonl

    encoding = cl100k_base()
    calls = [0]
    plain_encode = encoding.encode_ordinary

    def counted(text: str) -> list[int]:
        calls[0] += 1
        return plain_encode(text)

    encoding.encode_ordinary = counted  # type: ignore[method-assign]  # this process only
    spent: dict[str, float] = {}

    def lap(name: str, start: float) -> float:
        """Add the CPU time since ``start`` to step ``name``; the time now."""
        now = time.process_time()
        spent[name] = spent.get(name, 0.0) + now - start
        return now

    config = default_config()
    options = arguments.Namespace(redaction="auto", redaction_mode="hash", tenant="local")
    records: list[dict[str, Any]] = []
    detect = _detector()  # shared by the redactor and the gate, as run_chunk shares it
    try:
        for path in files:
            start = time.process_time()
            document = load_document(path)
            start = lap("load", start)
            chunks = chunk_document(document, config)
            start = lap("chunk", start)
            made = chunk_records(document, chunks, config)
            start = lap("records", start)
            records += _redacted(made, document, chunks, config, options, detect)
            lap("redact", start)
        start = time.process_time()
        gate_records(records, detector=detect)
        start = lap("gate", start)
        write_jsonl(records, out, files)
        lap("write", start)
    finally:
        encoding.encode_ordinary = plain_encode  # type: ignore[method-assign]
    return spent, calls[0]


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
            "export floor (the floor + records of the same shape written)": (
                [sys.executable, "-c", EXPORT_FLOOR, "--out", *files],
                env,
                REPO,
            ),
        }
        tiny = folder / "one_article.txt"
        tiny.write_text("Article 1\nThis Act applies to archives.\n", encoding="utf-8")
        subjects["inspector chunk of a one-article file (its start-up)"] = (
            [sys.executable, "-m", "inspector", "chunk", str(tiny), "--out"],
            {**env, "PYTHONPATH": str(REPO)},
            REPO,
        )
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
            for number, (name, (command, child_env, cwd)) in enumerate(subjects.items()):
                if "--out" in command:
                    # Its own path: an existing export would be read back and merged into.
                    at = command.index("--out") + 1
                    target = str(folder / f"out-{run}-{number}.jsonl")
                    command = [*command[:at], target, *command[at:]]
                cpu, wall = timed(command, child_env, cwd)
                best[name] = (min(best[name][0], cpu), min(best[name][1], wall))
                print(f"run {run + 1} {name}: {cpu:.2f} s CPU, {wall:.2f} s wall", file=sys.stderr)
            for out in folder.glob("out-*.jsonl"):
                out.unlink()
        spent, encodes = phases([Path(f) for f in files], folder / "phases.jsonl")
    text = report(best, megabytes, len(files), args.runs, spent, encodes)
    if args.before:
        before, after = _revision(args.before), _revision(REPO)
        text += f'\n"before" is commit {before}; this checkout is {after}.\n'
    print(text)
    if args.record:
        RESULTS.write_text(text, encoding="utf-8")
    return 0


def _revision(checkout: Path) -> str:
    """The short commit of ``checkout`` (with "+changes" when its tree differs), or "?"."""
    try:
        commit = subprocess.run(
            ["git", "-C", str(checkout), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(checkout), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"
    return commit + ("+changes" if dirty else "")


def report(
    best: dict[str, tuple[float, float]],
    megabytes: float,
    count: int,
    runs: int,
    spent: dict[str, float],
    encodes: int,
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
    steps = ", ".join(f"{name} {seconds:.2f}" for name, seconds in spent.items())
    lines += [
        "",
        f"Where the command's CPU goes (its steps run once in the bench process, CPU s): {steps}"
        f" (total {sum(spent.values()):.2f}, start-up not included). Encode calls beside the "
        f"engine's one encode of each text: {encodes} `encode_ordinary` (overlap tails, "
        "partial lines of cuts inside a line, each distinct contextual header once, and the "
        "first line of an indented chunk with its header; no chunk's text is encoded again).",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
