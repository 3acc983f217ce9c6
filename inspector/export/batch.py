"""Batch export: load, chunk and export every document of a folder in parallel processes.

Workers (a ``ProcessPoolExecutor`` on the forkserver start method, or a Dask distributed
cluster) do the CPU work -- load, chunk, redact, build and gate the records, and encode them
as table rows (``chunk_rows``) -- and send back plain rows; the parent process is the only
SQLite writer (one transaction per document in a private working copy, published atomically
every ``CHECKPOINT_SECONDS`` or more and at the end). On two cores the parent's share is kept
small, since it competes with two busy workers: it only binds rows. ``BatchResult.timings``
says where the wall time went (start-up, documents, final write).

Resumable: a document whose fingerprint is already in the target with the same configuration
hash and ``prepVersion`` (and tenant) is skipped, so a run killed half-way continues from its
last checkpoint. Documents that cannot be loaded are reported and skipped; the others go on.
Larger files are submitted first so the workers finish together.

Identical files (same fingerprint, hence the same ``docId``) share one set of rows, since the
tables hold one row per ``(tenantId, docId)``: only the first of them in the batch's order
(largest first, then by name) is prepared and written, so the stored ``fileName`` does not
depend on the number of workers, and the copies cost a fingerprint each; they are reported as
duplicates (or skipped, or failed, with their first file).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from datetime import UTC, datetime
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from inspector.document.pdf.ocr_settings import DEFAULT_OCR, OcrSettings
from inspector.engine.citation_identity import doc_uuid
from inspector.engine.config import PREP_VERSION, ChunkingConfig
from inspector.errors import InspectorError
from inspector.export.batch_results import BatchResult, BatchTally, BatchTimings
from inspector.export.batch_server import kinds_in, start_worker_server, worker_context
from inspector.export.chunk_rows import ChunkRows, encode_chunks
from inspector.export.errors import ExportError
from inspector.export.records import AuditRecord, UnredactedOverride

BATCH_EXTENSIONS = (".pdf", ".docx", ".txt", ".md", ".html", ".htm", ".xhtml", ".xml")
CHECKPOINT_SECONDS = 2.0
"""Least time between two publications of the working copy during a batch."""
CHECKPOINT_SPACING = 10.0
"""A checkpoint copies the whole file, so it comes at least this many times its own duration
after the previous one: a large export stays at most a tenth of its time publishing."""

ProgressCallback = Callable[[int, int, str], None]
"""Called with (documents done, documents to do, file name) after each document."""


@dataclass(frozen=True, slots=True)
class BatchJob:
    """One document to prepare in a worker (picklable)."""

    path: str
    config: ChunkingConfig | None
    """None in a local pool: its workers get the configuration once, from the initializer
    (pickled with every job, it was 14 KB to encode in this process and decode in a worker,
    a third of a millisecond each way per document)."""
    tenant_id: str
    include_all: bool
    redaction_mode: str
    override: UnredactedOverride | None
    salt: bytes | None = None
    review_folder: str | None = None
    """Where review stores live; None when that folder held no store as the batch began: the
    engine's chunks are then exported without looking a review up."""
    policy: str = "auto"
    """The redaction policy (``inspector.redaction.policy``; ``auto``: by document type)."""
    ocr: OcrSettings = DEFAULT_OCR
    """Which PDF pages are read by OCR (``--ocr``)."""


@dataclass(frozen=True, slots=True)
class PreparedDocument:
    """A worker's result: the rows the parent writes, or the error that stopped it."""

    path: str
    document: dict[str, Any] | None = None
    chunks: ChunkRows = field(default_factory=ChunkRows)
    """The records, encoded as chunk rows here in the worker (the parent only binds them)."""
    audit: tuple[AuditRecord, ...] = ()
    overrides: list[dict[str, Any]] = field(default_factory=list)
    error: str = ""
    cpu_seconds: float = 0.0
    worker: int = 0
    span: tuple[float, float] = (0.0, 0.0)
    """When the worker began and finished this document (``time.monotonic()`` seconds)."""


def prepare_document(job: BatchJob) -> PreparedDocument:
    """Load, chunk, redact and gate one document (runs in a worker process).

    Errors a user can act on (``InspectorError``: unreadable file, gate refusal) come back as
    ``error`` text, so one bad file does not stop the batch; so does any other exception (a
    defect met on one document), named by its type, so that the documents done are kept.
    """
    from inspector.export.gate import gate_records
    from inspector.export.inputs import engine_input_for, input_for
    from inspector.export.records import document_row, export_records

    began, started = time.monotonic(), time.process_time()
    config = job.config if job.config is not None else _worker_config()
    try:
        if job.review_folder is None:
            source = engine_input_for(
                Path(job.path),
                config,
                redaction_mode=job.redaction_mode,
                salt=job.salt,
                policy=job.policy,
                ocr=job.ocr,
            )
        else:
            source = input_for(
                Path(job.path),
                config,
                redaction_mode=job.redaction_mode,
                salt=job.salt,
                review_folder=Path(job.review_folder),
                policy=job.policy,
                ocr=job.ocr,
            )
        records = export_records(source, tenant_id=job.tenant_id, include_all=job.include_all)
        overrides = gate_records(records, override=job.override)
        at = datetime.now(UTC).isoformat(timespec="seconds")
        row = document_row(source, tenant_id=job.tenant_id, exported=len(records), exported_at=at)
        chunks = encode_chunks(records)
    except Exception as exc:  # any failure is this document's, not the batch's
        cpu = time.process_time() - started
        span = (began, time.monotonic())
        return PreparedDocument(
            job.path, error=failure_text(exc), cpu_seconds=cpu, worker=os.getpid(), span=span
        )
    cpu = time.process_time() - started
    span = (began, time.monotonic())
    return PreparedDocument(
        job.path,
        row,
        chunks,
        source.audit,
        overrides,
        cpu_seconds=cpu,
        worker=os.getpid(),
        span=span,
    )


def failure_text(error: BaseException) -> str:
    """One line saying why a document failed.

    An ``InspectorError``'s own message, else the exception's type and message (an unexpected
    failure, worth reporting as a defect).
    """
    if isinstance(error, InspectorError):
        return str(error)
    message = " ".join(str(error).split())
    return f"unexpected {type(error).__name__}" + (f": {message}" if message else "")


def batch_files(folder: Path) -> list[Path]:
    """The documents of ``folder`` (PDF, DOCX, .txt, .md; not recursive), largest first.

    The paths are absolute: a Dask worker runs in its own working folder (or on another
    machine sharing the files), where a path relative to this process's folder names nothing.
    """
    if not Path(folder).is_dir():
        raise ExportError(f"{folder} is not a folder.")
    files = [
        p
        for p in Path(folder).absolute().iterdir()
        if p.is_file() and p.suffix.lower() in BATCH_EXTENSIONS and not p.name.startswith(".")
    ]
    return sorted(files, key=lambda p: (-p.stat().st_size, p.name))


def _fingerprint(path: Path) -> str:
    with open(path, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def run_batch(
    folder: Path,
    out: Path,
    config: ChunkingConfig,
    *,
    tenant_id: str,
    workers: int = 2,
    scheduler: str | None = None,
    include_all: bool = False,
    redaction_mode: str = "hash",
    override: UnredactedOverride | None = None,
    force: bool = False,
    on_progress: ProgressCallback | None = None,
    policy: str = "auto",
    ocr: OcrSettings = DEFAULT_OCR,
) -> BatchResult:
    """Export every document of ``folder`` into the SQLite file ``out``.

    Args:
        folder: the documents (not recursive).
        out: an ``.sqlite``/``.sqlite3``/``.db`` file, created or updated.
        config: the chunking configuration.
        tenant_id: set on every record.
        workers: worker processes (ignored with ``scheduler``).
        scheduler: a Dask distributed scheduler address (``tcp://host:8786``): run there.
        include_all: export every chunk, not only approved ones.
        redaction_mode: ``hash`` or ``mask`` for detected personal data.
        override: export detected personal data anyway (recorded).
        force: re-export documents that are already up to date.
        on_progress: progress callback (see ``ProgressCallback``).
        policy: the redaction policy, as ``inspector export --redaction`` (``auto``: each
            document type's default). A document exported under another policy is redone.
        ocr: which PDF pages are read by OCR (``pdf_ocr_settings``).
    """
    from inspector.export.records import require_tenant
    from inspector.export.service import format_of

    begun = time.monotonic()
    tenant = require_tenant(tenant_id)
    if policy not in ("auto", "none", "contact", "full"):  # redaction.policy.POLICY_CHOICES
        raise ExportError(f"Unknown redaction policy {policy!r}: use auto, none, contact, full.")
    if format_of(out) != "sqlite":
        raise ExportError("A batch writes SQLite: name the output .sqlite, .sqlite3 or .db.")
    if workers < 1:
        raise ExportError("--workers must be at least 1.")
    files = batch_files(folder)
    if files and not scheduler:
        # The fork server preloads while this process imports SQLite and fingerprints.
        start_worker_server(kinds_in(files))
    from inspector.export.sqlite_store import SqliteExport
    from inspector.redaction.apply import default_salt
    from inspector.review.store import STORE_SUFFIX, review_dir

    # Resolved here, not in the workers: a forkserver keeps the environment it started with,
    # and every document of one export must hash personal data with the same salt.
    salt = default_salt() if redaction_mode == "hash" else None
    # With no review store at all (most batches), workers skip the look-up and never import
    # the review modules: the fork server leaves them out of its serial preload (~10 ms).
    folder_of_reviews = review_dir()
    reviews = str(folder_of_reviews) if any(folder_of_reviews.glob(f"*{STORE_SUFFIX}")) else None
    tally = BatchTally()
    with SqliteExport(out) as store:
        todo = []
        for path in files:
            try:
                fingerprint = _fingerprint(path)
            except OSError as exc:  # a device or /proc file behind a link, a failing disk
                tally.fail(str(path), f"{path} cannot be read: {exc.strerror or exc}.")
                continue
            if not tally.is_first(path, fingerprint):
                continue  # a copy: its first file's rows stand for it
            if not force and store.has_document(
                tenant, doc_uuid(fingerprint), config.config_hash, PREP_VERSION, policy
            ):
                tally.skip(path)
            else:
                todo.append(
                    BatchJob(
                        str(path),
                        config if scheduler else None,
                        tenant,
                        include_all,
                        redaction_mode,
                        override,
                        salt,
                        reviews,
                        policy,
                        ocr,
                    )
                )
        last, interval = time.monotonic(), CHECKPOINT_SECONDS
        cpu: dict[int, float] = {}
        busy: dict[int, float] = {}
        first = last_result = 0.0
        results = _run_dask(todo, scheduler) if scheduler else _run_local(todo, workers, config)
        try:
            for done, prepared in enumerate(results, start=1):
                name = Path(prepared.path).name
                cpu[prepared.worker] = cpu.get(prepared.worker, 0.0) + prepared.cpu_seconds
                began, ended = prepared.span
                busy[prepared.worker] = busy.get(prepared.worker, 0.0) + ended - began
                first = min(first or began, began)
                last_result = time.monotonic()
                if prepared.document is None:
                    tally.fail(prepared.path, prepared.error)
                else:
                    tally.export(prepared.path, prepared.document, len(prepared.chunks))
                    store.replace_document(
                        prepared.document, prepared.chunks, prepared.audit, prepared.overrides
                    )
                if on_progress is not None:
                    on_progress(done, len(todo), name)
                if time.monotonic() - last >= interval:
                    started = time.monotonic()
                    store.checkpoint()
                    last = time.monotonic()
                    interval = max(CHECKPOINT_SECONDS, (last - started) * CHECKPOINT_SPACING)
        except KeyboardInterrupt:
            store.commit()  # keep what is done: the next run resumes after it
            raise
        except BrokenProcessPool as exc:
            store.commit()
            raise ExportError(
                "A worker process died (out of memory, or killed); the documents done so far "
                f"are saved in {Path(out).name}: run the batch again to go on."
            ) from exc
    timings = BatchTimings(begun, first, last_result, time.monotonic(), busy)
    return tally.result(cpu, timings)


def _run_local(
    jobs: Sequence[BatchJob], workers: int, config: ChunkingConfig
) -> Iterator[PreparedDocument]:
    if not jobs:
        return
    context = worker_context()
    count = max(1, min(workers, len(jobs), os.cpu_count() or workers))
    # The workers' lifeline: only this process holds its write end, so it closes when this
    # process ends, however it ends (SIGKILL too), and each worker then exits (``_warm_up``).
    # Their parent is the fork server, not this process, so PR_SET_PDEATHSIG cannot tell; and
    # a worker otherwise waits for its next job for ever, holding the fork server's and the
    # resource tracker's pipes open, so that they never end either.
    lifeline, keep_alive = context.Pipe(duplex=False)
    pool = ProcessPoolExecutor(
        max_workers=count, mp_context=context, initializer=_warm_up, initargs=(config, lifeline)
    )
    try:
        futures: dict[Future[PreparedDocument], str] = {
            pool.submit(prepare_document, j): j.path for j in jobs
        }
        for future in as_completed(futures):
            yield _result_of(future, futures[future])
    except BaseException:
        pool.shutdown(wait=True, cancel_futures=True)
        lifeline.close()
        keep_alive.close()
        raise
    # Every result is in and the workers only have to exit: the writer publishes meanwhile
    # instead of waiting for them (the pool's own thread joins them; so does interpreter exit).
    pool.shutdown(wait=False)
    lifeline.close()
    keep_alive.close()  # an idle worker still exiting ends at once


def _result_of(future: Future[PreparedDocument], path: str) -> PreparedDocument:
    """The document's result, or its failure as an error line when the worker raised.

    ``prepare_document`` turns its own exceptions into error lines; this covers what happens
    around it (its result cannot be sent back, say). A pool whose worker died is broken for
    every document: ``BrokenProcessPool`` stops the batch (``run_batch`` keeps what is done).
    """
    try:
        return future.result()
    except BrokenProcessPool:
        raise
    except Exception as exc:  # one document's failure, not the batch's
        return PreparedDocument(path, error=failure_text(exc))


_config: ChunkingConfig | None = None
"""The batch's configuration in a local worker process (``_warm_up`` sets it)."""


def _warm_up(config: ChunkingConfig | None = None, lifeline: Connection | None = None) -> None:
    """Keep the batch's configuration; import the loaders, the engine and the tokenizer.

    The imports are already done when the fork server preloaded them (``cli_batch_warmup``).
    ``lifeline``: the read end of a pipe only the batch process writes to (it never does):
    when it reaches end of file, the batch process is gone and this worker exits at once,
    whatever it is doing (``_exit_with``).
    """
    global _config
    _config = config
    if lifeline is not None:
        _exit_with(lifeline)
    import inspector.document.load
    import inspector.engine.chunker  # noqa: F401
    from inspector.engine.tokens import count_tokens

    count_tokens("warm up")


def _exit_with(lifeline: Connection) -> None:
    """End this worker process as soon as ``lifeline`` reaches end of file (a daemon thread).

    ``os._exit``: nothing of a worker's is worth keeping once the batch that would write its
    rows is gone, and a normal exit could wait on the pool's pipes, which no one reads now.
    """

    def watch() -> None:
        with contextlib.suppress(EOFError, OSError):
            lifeline.recv_bytes()  # nothing is ever sent: ends (EOFError) at end of file only
        os._exit(1)

    threading.Thread(target=watch, name="batch-lifeline", daemon=True).start()


def _worker_config() -> ChunkingConfig:
    """The configuration this worker's pool sent it (a job without its own)."""
    if _config is None:
        raise RuntimeError("a batch job without a configuration outside a batch worker")
    return _config


def _run_dask(jobs: Sequence[BatchJob], address: str) -> Iterator[PreparedDocument]:
    try:
        from distributed import Client
        from distributed import as_completed as dask_completed
    except ImportError as exc:
        raise ExportError(
            "--scheduler needs Dask distributed: pip install 'legal-chunk-inspector[dask]'."
        ) from exc
    if not jobs:
        return
    try:
        client = Client(address, timeout="10s")  # type: ignore[no-untyped-call]
    except OSError as exc:
        raise ExportError(f"Cannot reach the Dask scheduler at {address}: {exc}") from exc
    try:
        futures = client.map(prepare_document, list(jobs), pure=False)
        paths = {future.key: job.path for future, job in zip(futures, jobs, strict=True)}
        for future in dask_completed(futures):  # type: ignore[no-untyped-call]
            try:
                yield future.result()
            except Exception as exc:  # one document's failure (a lost worker too)
                yield PreparedDocument(paths[future.key], error=failure_text(exc))
    finally:
        client.close()  # type: ignore[no-untyped-call]
