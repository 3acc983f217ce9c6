"""Export speed: 10,000 chunks to SQLite (target <= 2 s) and batch 2 workers vs 1 (>= 1.7x).

    python -m bench.export_speed [--runs N] [--chunks 10000] [--batch-runs N] [--record]
                                 [--no-export] [--modes warm,cold] [--corpus DIR] [--copies N,M]

``--no-export`` runs only the batch rows (with ``--record`` the export table already in the
results file is kept); ``--modes warm`` or ``--modes cold`` runs one batch mode (no
``--record``).

Export: the engine's records of the sample documents (loaded and chunked once, outside the
timing) are repeated under distinct document ids until there are ``--chunks`` records (about
40 chunks per document, like a real folder). Timed, best of ``--runs``:

- ``sqlite write``: ``SqliteExport`` into a new file, one ``replace_document`` per document
  (explicit schema, foreign keys, FTS5 triggers), then the atomic rename;
- ``sqlite re-export``: the same into the file just written (copy, delete every document's
  rows, insert again, rename): the idempotent path;
- ``jsonl write``: ``merge_jsonl`` of the same records into a new file;
- ``records + gate``: building the records from the review inputs (redaction, decisions) and
  running the personal-data gate over ``headingText``, ``text`` and ``embedText``;
- ``export_documents``: the whole ``inspector export`` path after loading (records, gate,
  SQLite write).

Batch: ``run_batch`` (every chunk, a new output file each run) with 1 and 2 worker processes,
the two alternating (1, 2, 1, 2, ...) ``--batch-runs`` times each; best and median wall-clock
seconds; speed-up = 1-worker time / 2-worker time. Two folders: ``sample_docs/`` and, when
``--corpus`` (default ``/work/shared/corpus``) exists, larger ones in a temporary folder:
for each count of ``--copies`` (default 3 and 6), that many variants of each file of
``sample_docs/`` and of the corpus's PDF and DOCX files (the same documents with distinct
bytes: a larger folder of distinct documents, each loaded, chunked and written). Two modes:

- ``warm``: ``run_batch`` in this process, whose fork server is already running (an untimed
  first run starts it and its preload): what a long-lived process pays per batch;
- ``cold``: a new ``python -m inspector batch --timings`` process per run: interpreter start,
  imports and the fork server's preload (serial, before any worker can start) included: what
  a user typing the command waits for. The project's bytecode is compiled first
  (``compile_bytecode``), as it is in an installed copy.

Each row also gives the median start-up (seconds until the first document began, from
``BatchResult.timings``), and the notes a CPU projection for warm rows and, for cold rows,
the Amdahl ceiling that the preload's serial CPU (measured in new interpreters) puts on the
2-worker speed-up, the ceiling that the libraries' own imports and tables put on it
(``LIBRARIES``: what no start-up code of ours can remove), and the serial time of each run:
start-up, and the seconds after the last document (final write, then the exit of every process
holding the output pipes).

Workers re-import this module as their ``__main__`` (forkserver start method), so it imports
nothing heavy at module level. The machine is shared with other jobs: the load average is
printed with the figures.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Sequence

    from inspector.export.records import ExportInput

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results" / "export.md"
SAMPLES = REPO / "sample_docs"
SOURCES = [
    "contract_en_services.pdf",
    "judgment_en_appeal.docx",
    "loi_fr_archives.docx",
    "qanun_ar_archives.docx",
    "law_en_data_archives.txt",
]


def _inputs(total: int) -> list[ExportInput]:
    """Approved review inputs of the samples, repeated under distinct fingerprints."""
    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import default_config
    from inspector.export.gate import detected_redactions
    from inspector.export.records import ChunkDecision, engine_input

    config = default_config()
    base = []
    for name in SOURCES:
        document = load_document(SAMPLES / name)
        chunk_set = chunk_document(document, config)
        source = engine_input(document, chunk_set, config, detected_redactions(document.text))
        approved = tuple(ChunkDecision("approved", reviewer="bench") for _ in chunk_set.chunks)
        base.append(replace(source, decisions=approved))
    inputs: list[ExportInput] = []
    count = 0
    while count < total:
        source = base[len(inputs) % len(base)]
        document = replace(source.document, fingerprint=f"{len(inputs):064x}")
        inputs.append(replace(source, document=document))
        count += len(source.chunk_set.chunks)
    return inputs


def _best(runs: int, work: Any) -> tuple[float, float]:
    """Best wall-clock and best CPU seconds of ``runs`` calls of ``work`` (this process)."""
    walls, cpus = [], []
    for _ in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        work()
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    return min(walls), min(cpus)


def measure_export(total: int, runs: int) -> dict[str, Any]:
    """Timings of the export paths for about ``total`` chunks (seconds, best of ``runs``)."""
    from inspector.export.gate import gate_records
    from inspector.export.jsonl import merge_jsonl
    from inspector.export.records import document_row, export_records
    from inspector.export.service import export_documents
    from inspector.export.sqlite_store import SqliteExport

    inputs = _inputs(total)
    prepared = []
    for source in inputs:
        records = export_records(source, tenant_id="bench")
        row = document_row(source, tenant_id="bench", exported=len(records), exported_at="now")
        prepared.append((row, records))
    chunks = sum(len(records) for _, records in prepared)
    folder = Path(tempfile.mkdtemp(prefix="export-bench-"))
    target = folder / "out.sqlite"

    def write_sqlite() -> None:
        with SqliteExport(target) as store:
            for row, records in prepared:
                store.replace_document(row, records)

    def fresh_sqlite() -> None:
        target.unlink(missing_ok=True)
        write_sqlite()

    def jsonl() -> None:
        out = folder / "out.jsonl"
        out.unlink(missing_ok=True)
        keys = [("bench", row["docId"]) for row, _ in prepared]
        merge_jsonl([r for _, records in prepared for r in records], out, keys)

    def records_and_gate() -> None:
        for source in inputs:
            gate_records(export_records(source, tenant_id="bench"))

    def whole() -> None:
        out = folder / "whole.sqlite"
        out.unlink(missing_ok=True)
        export_documents(inputs, out, tenant_id="bench")

    result = {
        "chunks": chunks,
        "documents": len(inputs),
        "sqlite write": _best(runs, fresh_sqlite),
        "sqlite re-export": _best(runs, write_sqlite),
        "jsonl write": _best(runs, jsonl),
        "records + gate": _best(runs, records_and_gate),
        "export_documents": _best(runs, whole),
        "sqlite MB": target.stat().st_size / 1e6,
        "runs": runs,
    }
    shutil.rmtree(folder)
    return result


CORPUS = Path("/work/shared/corpus")
WORKER_COUNTS = (1, 2)


def _batch_folders(corpus: Path | None, copies: Sequence[int], scratch: Path) -> dict[str, Path]:
    """The folders to batch, by label: sample_docs/, then larger ones if there is a corpus.

    Each larger one holds, for one count of ``copies``, that many variants of each file of
    sample_docs/ and of the corpus's PDF and DOCX files (``_variant``): the same documents, but
    distinct bytes, hence distinct fingerprints and ``docId``s, as in a real folder of as many
    documents. (Plain copies would be prepared once: a batch loads identical files once.) Each
    variant is loaded, chunked and written, so the parent writes every variant's rows.
    """
    from inspector.export.batch import BATCH_EXTENSIONS

    folders = {"sample_docs/": SAMPLES}
    if corpus is None or not corpus.is_dir():
        return folders
    extra = sorted(p for p in corpus.rglob("*") if p.suffix.lower() in (".pdf", ".docx"))
    samples = [p for p in SAMPLES.iterdir() if p.suffix.lower() in BATCH_EXTENSIONS]
    for count in copies:
        larger = scratch / f"variants-{count}"
        larger.mkdir()
        for copy in range(1, count + 1):
            for path in samples:
                _variant(path, larger / f"{copy}-{path.name}", copy)
            for path in extra:  # named after their corpus folder: several are rendered.pdf
                name = f"{copy}-{path.relative_to(corpus).parts[0]}-{path.name}"
                _variant(path, larger / name, copy)
        folders[f"{count} x (sample_docs/ + {len(extra)} corpus PDF/DOCX)"] = larger
    return folders


def _variant(source: Path, target: Path, number: int) -> None:
    """Copy ``source`` to ``target`` with bytes of its own and the same document to load.

    DOCX: a ZIP archive comment (zipfile rewrites the end record; the parts are untouched).
    PDF: a comment line after the end of the file, which PDF readers skip (the loaded text,
    blocks and pages are the same; a damaged sample stays damaged). Text and Markdown:
    ``number`` blank lines at the end.
    """
    import zipfile

    data = source.read_bytes()
    suffix = source.suffix.lower()
    if suffix == ".docx" and zipfile.is_zipfile(source):
        shutil.copyfile(source, target)
        with zipfile.ZipFile(target, "a") as archive:
            archive.comment = f"bench variant {number}".encode()
    elif suffix == ".pdf":
        target.write_bytes(data + f"\n% bench variant {number}\n".encode())
    else:
        target.write_bytes(data + b"\n" * number)


def _warm_run(
    folder: Path, out: Path, workers: int
) -> tuple[float, tuple[float, float], int, float]:
    """One ``run_batch`` here: wall seconds, (all workers', busiest worker's) CPU seconds
    preparing documents, records written, start-up seconds (until the first document began)."""
    from inspector.engine.config import default_config
    from inspector.export.batch import run_batch

    config = default_config()
    start = time.perf_counter()
    result = run_batch(folder, out, config, tenant_id="bench", workers=workers, include_all=True)
    wall = time.perf_counter() - start
    busy = result.worker_cpu.values()
    startup = result.timings.first_document - result.timings.started
    return wall, (sum(busy), max(busy, default=0.0)), result.records, startup


def _cold_run(folder: Path, out: Path, workers: int) -> tuple[float, float, float]:
    """One ``python -m inspector batch`` in a new process: wall seconds, start-up included;
    its start-up (seconds until the first document began, ``--timings``); and the seconds
    after its documents (the last result to the process gone: final write, exit)."""
    command = [sys.executable, "-m", "inspector", "batch", str(folder), "--out", str(out)]
    command += ["--tenant", "bench", "--workers", str(workers), "--all", "--timings"]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=REPO)
    wall = time.perf_counter() - start
    if "document(s) exported" not in done.stdout:  # exit status 1 = some samples are broken
        raise RuntimeError(f"inspector batch failed: {done.stderr[-2000:]}")
    found = re.search(
        r"^timings: start-up ([0-9.]+) s .*, documents ([0-9.]+) s", done.stderr, re.MULTILINE
    )
    if found is None:
        raise RuntimeError(f"inspector batch printed no timings: {done.stderr[-2000:]}")
    startup, documents = float(found.group(1)), float(found.group(2))
    return wall, startup, wall - startup - documents


def compile_bytecode() -> None:
    """Compile the project's bytecode, as ``quickstart`` setup (and pip, for an installed copy)
    does, so that each cold run starts as an installed application does, even where
    ``PYTHONDONTWRITEBYTECODE`` is set (every module would be compiled again at each start,
    about a quarter of the fork server's preload)."""
    import compileall

    compileall.compile_dir(REPO / "inspector", quiet=1, workers=0)


def preload_cpu(runs: int = 3) -> float:
    """Least CPU seconds a new interpreter spends importing the fork server's preload.

    This is the serial start-up every cold batch pays before any worker starts, the same for
    1 and 2 workers (the imports, the token ranks, the compiled rules, langdetect's table).
    """
    return _new_interpreter_cpu("import inspector.cli_batch_warmup", runs)


LIBRARIES = (
    "import numpy, lxml.etree, tiktoken; "
    "from inspector.cli_process import lean_pymupdf; lean_pymupdf(); "
    "from inspector.document.pdf.mupdf import pymupdf; "
    "from inspector.engine.tokens import cl100k_base; cl100k_base().encode('warm')"
)
"""The libraries every batch worker of a folder of PDF and DOCX files needs before its first
document, and no more: numpy, lxml, tiktoken with its cl100k tables (from the hash-checked
ranks, read from their private cache: the quickest way to them) and PyMuPDF (without the
helpers the entry points keep out, ``inspector.cli_process``). Nothing else of ours: not the
loaders, the engine, the rules, the detectors or langdetect's table."""


def libraries_cpu(runs: int = 3) -> float:
    """Least CPU seconds a new interpreter spends importing ``LIBRARIES`` (a lower bound).

    Any batch whose workers each load and chunk whole documents pays at least this before its
    first document, serially, with 1 worker or 2: the bound of the cold speed-up that no code
    of ours in the start-up can lift.
    """
    return _new_interpreter_cpu(LIBRARIES, runs)


def _new_interpreter_cpu(statement: str, runs: int) -> float:
    """Least CPU seconds (of ``runs``) a new interpreter spends running ``statement``."""
    code = f"import time; t = time.process_time(); {statement}; print(time.process_time() - t)"
    found = []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            cwd=REPO,
            # as ``inspector`` sets it for the fork server it starts (``single_threaded_blas``)
            env={**os.environ, "OPENBLAS_NUM_THREADS": "1"},
        )
        found.append(float(done.stdout.split()[-1]))
    return min(found)


def measure_batch(
    runs: int,
    corpus: Path | None,
    copies: Sequence[int],
    modes: Sequence[str] = ("warm", "cold"),
) -> list[dict[str, Any]]:
    """Batch wall times (seconds) with 1 and 2 workers, alternating, per folder and mode."""
    scratch = Path(tempfile.mkdtemp(prefix="batch-bench-"))
    rows: list[dict[str, Any]] = []
    try:
        folders = _batch_folders(corpus, copies, scratch)
        # Untimed: starts this process's fork server (and its preload) for the warm runs, and
        # writes the private langdetect cache the preload reads (as any first batch does).
        _warm_run(SAMPLES, scratch / "first.sqlite", 1)
        for label, folder in folders.items():
            records = 0
            for mode in modes:
                walls: dict[int, list[float]] = {w: [] for w in WORKER_COUNTS}
                cpus: dict[int, list[tuple[float, float]]] = {w: [] for w in WORKER_COUNTS}
                startups: dict[int, list[float]] = {w: [] for w in WORKER_COUNTS}
                afters: dict[int, list[float]] = {w: [] for w in WORKER_COUNTS}
                for run in range(runs):
                    for workers in WORKER_COUNTS:
                        out = scratch / f"{mode}-{len(rows)}-{workers}-{run}.sqlite"
                        if mode == "warm":
                            wall, cpu, records, startup = _warm_run(folder, out, workers)
                            cpus[workers].append(cpu)
                        else:
                            wall, startup, after = _cold_run(folder, out, workers)
                            afters[workers].append(after)
                        walls[workers].append(wall)
                        startups[workers].append(startup)
                if not records:  # cold only: count what the last run wrote
                    records = _records_in(out)
                rows.append(
                    {
                        "folder": label,
                        "mode": mode,
                        "walls": walls,
                        "cpus": cpus,
                        "startups": startups,
                        "afters": afters,
                        "records": records,
                    }
                )
                print(_table_row(rows[-1]), flush=True)  # as it comes: a full run takes minutes
    finally:
        shutil.rmtree(scratch)  # the outputs, their hidden lock files and the folder copies
    return rows


def _records_in(path: Path) -> int:
    import sqlite3

    db = sqlite3.connect(path)
    try:
        return int(db.execute("SELECT count(*) FROM chunks").fetchone()[0])
    finally:
        db.close()


def _report(
    export: dict[str, Any] | None,
    batch: list[dict[str, Any]],
    loads: list[float],
    floors: tuple[float, float] | None = None,
) -> str:
    """The results file's text. ``floors``: the serial start-up CPU of the fork server's
    preload and of the libraries alone (``preload_cpu``, ``libraries_cpu``), when measured."""
    load = f"{loads[0]:.1f} at the start, {loads[1]:.1f} at the end (1-minute)"
    lines = [
        "# Export speed",
        "",
        f"Recorded with `python -m bench.export_speed --record` on {platform.platform()}, "
        f"Python {platform.python_version()}, {os.cpu_count()} cores shared with other jobs "
        f"(load average {load}). Wall-clock times are inflated by the other jobs' "
        "load; CPU times are much less so.",
    ]
    if max(loads) > (os.cpu_count() or 1):
        lines += [
            "",
            "**The machine was busy** (load average above its core count): 1 and 2 workers "
            "then share the same few free CPU cycles and the wall-clock speed-ups below say "
            "little about the code; the CPU projections are the better guide. Re-record on "
            "an idle machine.",
        ]
    if export is not None:
        lines += _export_report(export)
    if batch:
        lines += _batch_report(batch, floors)
    return "\n".join(lines) + "\n"


def _export_report(export: dict[str, Any]) -> list[str]:
    lines = [
        "",
        f"## {export['chunks']:,} chunks ({export['documents']} documents), best of "
        f"{export['runs']} runs",
        "",
        "| path | wall s | CPU s |",
        "| --- | --- | --- |",
    ]
    names = ("sqlite write", "sqlite re-export", "jsonl write", "records + gate")
    for name in (*names, "export_documents"):
        wall, cpu = export[name]
        lines.append(f"| {name} | {wall:.3f} | {cpu:.3f} |")
    wall, cpu = export["sqlite write"]
    verdict = "met" if wall <= 2.0 else ("met in CPU time only" if cpu <= 2.0 else "NOT met")
    return [
        *lines,
        "",
        "`export_documents` is the whole `inspector export` path after loading: records "
        "(embedding text, boxes, redaction), the personal-data gate and the SQLite write.",
        "",
        f"Target: 10,000 chunks to SQLite in at most 2 s: {verdict} "
        f"({wall:.2f} s wall, {cpu:.2f} s CPU for the write; {export['sqlite MB']:.1f} MB file).",
    ]


def _table_row(row: dict[str, Any]) -> str:
    """One folder and mode of the batch table."""
    one, two = row["walls"][1], row["walls"][2]
    best = min(one) / min(two)
    median = statistics.median(one) / statistics.median(two)
    met = [name for name, ratio in (("best", best), ("median", median)) if ratio >= 1.7]
    verdict = {2: "met", 1: f"{met[0]} only" if met else "", 0: "NOT met"}[len(met)]
    startup = " / ".join(f"{statistics.median(row['startups'][w]):.2f}" for w in (1, 2))
    return (
        f"| {row['folder']} | {row['records']} | {row['mode']} | {len(one)} "
        f"| {min(one):.2f} / {statistics.median(one):.2f} "
        f"| {min(two):.2f} / {statistics.median(two):.2f} "
        f"| {best:.2f}x / {median:.2f}x | {startup} | {verdict} |"
    )


def _batch_report(
    rows: list[dict[str, Any]], floors: tuple[float, float] | None = None
) -> list[str]:
    lines = [
        "",
        "## Batch, 1 vs 2 workers (every chunk, a new output file each run)",
        "",
        "Runs alternate 1 worker, 2 workers, 1, 2, ...; best and median wall-clock seconds. "
        "*warm*: `run_batch` in a process whose fork server is already running and preloaded "
        "(a long-lived process; the bench's untimed first run starts it). *cold*: a new "
        "`python -m inspector batch` process per run, so interpreter start, imports and the "
        "fork server's preload (serial, before any worker starts) are in every run, the same "
        "for 1 and 2 workers: what a user typing the command waits for. *start-up*: median "
        "seconds until the first document began (`BatchResult.timings`, `--timings`).",
        "",
        "| folder | records written | mode | runs | 1 worker best / median "
        "| 2 workers best / median | speed-up best / median | start-up 1 / 2 workers "
        "| >= 1.7x |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    notes = []
    warm_cpu: dict[str, float] = {}
    for row in rows:
        lines.append(_table_row(row))
        if row["mode"] == "warm":
            one_cpu = statistics.median(total for total, _ in row["cpus"][1])
            two_cpu = statistics.median(total for total, _ in row["cpus"][2])
            busiest = statistics.median(most for _, most in row["cpus"][2])
            warm_cpu[row["folder"]] = one_cpu
            notes.append(
                f"- {row['folder']}, warm, workers' CPU preparing documents (median of the "
                f"runs): {one_cpu:.2f} s with 1 worker; {two_cpu:.2f} s with 2, the busiest "
                f"{busiest:.2f} s. Projected 2-worker speed-up on idle cores: {one_cpu:.2f} / "
                f"{busiest:.2f} = {one_cpu / busiest:.2f}x (a projection, not a measurement: "
                "start-up, the tail and the writes are left out)."
            )
        elif floors is not None and row["folder"] in warm_cpu:
            preload, libraries = floors
            work = warm_cpu[row["folder"]]
            ceiling = (preload + work) / (preload + work / 2)
            bound = (libraries + work) / (libraries + work / 2)
            notes.append(
                f"- {row['folder']}, cold: the fork server's preload is {preload:.2f} s of "
                f"serial CPU (best of 3 new interpreters) before any worker starts; with "
                f"{work:.2f} s of document work, even a perfect split of that work gives at "
                f"most ({preload:.2f} + {work:.2f}) / ({preload:.2f} + {work / 2:.2f}) = "
                f"{ceiling:.2f}x (Amdahl; interpreter start, the writes and the tail not "
                f"counted). The libraries alone (`LIBRARIES`: numpy, PyMuPDF, lxml, "
                f"python-docx, tiktoken's cl100k tables) are {libraries:.2f} s of it: with no "
                f"code of ours in the start-up, at most {bound:.2f}x."
            )
        if row["mode"] == "cold":
            startup, after = (
                " / ".join(f"{statistics.median(row[key][w]):.2f}" for w in WORKER_COUNTS)
                for key in ("startups", "afters")
            )
            notes.append(
                f"- {row['folder']}, cold, serial time in every run (median, 1 / 2 workers): "
                f"start-up until the first document {startup} s; after the last document "
                f"(final write, exit of the processes holding the output) {after} s."
            )
    return [*lines, "", *notes]


def main() -> None:
    """Run the benchmark; print the table; with ``--record`` write the results file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--chunks", type=int, default=10_000)
    parser.add_argument("--batch-runs", type=int, default=3, help="0 skips the batch part")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="extra documents to batch")
    parser.add_argument(
        "--copies", default="3,6", help="variants per file in each larger batch (comma list)"
    )
    parser.add_argument(
        "--no-export",
        action="store_true",
        help="only the batch part (with --record: the export table already recorded is kept)",
    )
    parser.add_argument(
        "--modes", default="warm,cold", help="batch modes to run: warm, cold or warm,cold"
    )
    parser.add_argument("--record", action="store_true", help=f"write {RESULTS.relative_to(REPO)}")
    args = parser.parse_args()
    modes = [m for m in args.modes.split(",") if m]
    if not modes or set(modes) - {"warm", "cold"}:
        parser.error("--modes takes warm, cold or warm,cold")
    if args.record and (modes != ["warm", "cold"] or not args.batch_runs):
        parser.error("--record writes every batch row: run with the default --modes")
    start_load = os.getloadavg()[0]
    export = None if args.no_export else measure_export(args.chunks, args.runs)
    batch = []
    floors = None
    if args.batch_runs:
        if "cold" in modes:
            compile_bytecode()
        floors = (preload_cpu(), libraries_cpu()) if "cold" in modes else None
        copies = [int(count) for count in args.copies.split(",") if count]
        batch = measure_batch(args.batch_runs, args.corpus, copies, modes)
    text = _report(export, batch, [start_load, os.getloadavg()[0]], floors)
    if args.record and export is None:
        text = _keep_recorded_export(text)
    print(text)
    if args.record:
        RESULTS.write_text(text, encoding="utf-8")


def _keep_recorded_export(text: str) -> str:
    """``text`` with the export section of the results file already recorded put back."""
    recorded = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else ""
    found = re.search(r"\n(## [0-9,]+ chunks .*?)(?=\n## Batch|\Z)", recorded, re.DOTALL)
    if found is None:
        return text
    head, batch = text.split("\n## Batch", 1)
    kept = found.group(1).rstrip()
    return (
        f"{head}\n{kept}\n\n(This export table was recorded by an earlier run; the batch rows "
        f"below by this one.)\n\n## Batch{batch}"
    )


if __name__ == "__main__":
    main()
