"""Chunking speed against the tiktoken floor and peer chunkers; cut quality; memory.

    python -m bench.chunk_speed [--runs N] [--mb 5] [--record | --engine-only]

Speed: documents of about 1 MB each (the shared corpus texts and the plain-text samples, each
repeated to size, about ``--mb`` MB in all) are loaded first with the project's plain-text
loader; then we time ``chunk_document`` over all of them and, on the same texts, one
``tiktoken`` cl100k encode (the floor), chonkie's RecursiveChunker, semchunk,
semantic-text-splitter and LangChain's RecursiveCharacterTextSplitter (peers at 512 tokens, no
overlap). Best of ``--runs``; ratio = time / encode time. Our engine's main-thread CPU time is
reported beside the table, split into its Python passes (on a busy machine the steadiest
figure) and the pieces of the encode it took over from the worker, with the wall time it spent
getting token counts. So is the same encode run in a worker thread while the calling thread
runs Python: the floor of any design that overlaps the two.

Quality, on the corpus texts (once each) and the samples: the share of gold units kept whole
in one chunk (corpus only: gold units re-anchored by their head/tail snippets), the share of
chunks ending with a heading (stranded), and the share of cuts inside a sentence. All
measures come from ``inspector.engine.stats``, so every chunker meets the same yardstick.

Memory: ``tracemalloc`` after each of several runs of ``chunk_document`` on one document; the
traced size must not grow from run to run.

Peers need ``pip install chonkie semchunk semantic-text-splitter langchain-text-splitters``;
a missing one is reported, not fatal. No network: peers asking for
``tiktoken.get_encoding("cl100k_base")`` get the bundled offline encoding.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import platform
import re
import sys
import tempfile
import threading
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.engine import chunker as engine_chunker
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.stats import CutJudge, mid_sentence_cuts, stranded_headings, units_whole
from inspector.engine.token_index import TokenCounter
from inspector.engine.tokens import register_offline_cl100k

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results" / "chunk_speed.md"
CORPUS = Path(os.environ.get("INSPECTOR_CORPUS", REPO.parent / "shared" / "corpus"))
SAMPLES = [
    REPO / "sample_docs" / "law_en_data_archives.txt",
    REPO / "sample_docs" / "contract_en_services.md",
]
PEER_TOKENS = 512

Ranges = list[tuple[int, int]]
Chunker = Callable[[str], Ranges]


def _sources() -> list[tuple[str, str, str]]:
    """(name, suffix, text) of every corpus text and sample text."""
    found = []
    for folder in sorted(CORPUS.glob("*/")) if CORPUS.is_dir() else []:
        if (folder / "text.txt").is_file():
            found.append((folder.name, ".txt", (folder / "text.txt").read_text(encoding="utf-8")))
    for path in SAMPLES:
        found.append((path.stem, path.suffix, path.read_text(encoding="utf-8")))
    return found


_WORD = re.compile(r"(?<=\w )[^\W\d_]{5,}\b")
"""A running word of five letters or more, lowercase or without case (Arabic), that follows
another word on its line: a heading's first word ("Article", "المادة") is never one."""


def _variant(text: str, copy: int) -> str:
    """Copy ``copy`` of ``text`` with some running words spelled differently.

    Repeated identical text would flatter chunkers (and exporters) that memoise work on
    repeated pieces: in every copy after the first, about one running word in four has its
    second and third letters swapped, the words chosen by a mix of the word's place and the
    copy's number, so no two copies are alike (Arabic texts included). Headings, numbers and
    capitalised words are left alone, so the structure is the same.
    """
    if copy == 0:
        return text
    seen = 0

    def swap(match: re.Match[str]) -> str:
        nonlocal seen
        seen += 1
        word = match.group()
        if word[0].isupper() or (seen * 2654435761 + copy * 40503) % 997 % 4:
            return word
        return word[0] + word[2] + word[1] + word[3:]

    return _WORD.sub(swap, text)


def _load(name: str, suffix: str, text: str, folder: Path) -> Document:
    path = folder / f"{name}{suffix}"
    path.write_text(text, encoding="utf-8")
    return load_document(path)


def _optional(module: str) -> Any:
    """An optional peer package, or ImportError when it is not installed."""
    return importlib.import_module(module)


def _peers() -> dict[str, Chunker]:
    encoding = register_offline_cl100k()
    peers: dict[str, Chunker] = {}
    try:
        # Peers are optional (the bench extra): imported by name, so that type checking does
        # not depend on whether they are installed.
        recursive_chunker = _optional("chonkie").RecursiveChunker
        # The tiktoken Encoding has encode/decode, which is what chonkie uses here.
        chonkie = recursive_chunker(tokenizer=cast(Any, encoding), chunk_size=PEER_TOKENS)
        peers["chonkie RecursiveChunker"] = lambda t: [
            (c.start_index, c.end_index) for c in chonkie.chunk(t)
        ]
    except ImportError:
        print("chonkie is not installed", file=sys.stderr)
    try:
        sem = _optional("semchunk").chunkerify(encoding, PEER_TOKENS)
        peers["semchunk"] = lambda t: [tuple(o) for o in sem(t, offsets=True)[1]]
    except ImportError:
        print("semchunk is not installed", file=sys.stderr)
    try:
        text_splitter = _optional("semantic_text_splitter").TextSplitter
        splitter = text_splitter.from_tiktoken_model("gpt-3.5-turbo", PEER_TOKENS)
        peers["semantic-text-splitter"] = lambda t: [
            (o, o + len(c)) for o, c in splitter.chunk_indices(t)
        ]
    except ImportError:
        print("semantic-text-splitter is not installed", file=sys.stderr)
    try:
        splitter_class = _optional("langchain_text_splitters").RecursiveCharacterTextSplitter
        langchain = splitter_class.from_tiktoken_encoder(
            encoding_name="cl100k_base",
            chunk_size=PEER_TOKENS,
            chunk_overlap=0,
            add_start_index=True,
        )
        peers["LangChain RecursiveCharacterTextSplitter"] = lambda t: [
            (d.metadata["start_index"], d.metadata["start_index"] + len(d.page_content))
            for d in langchain.create_documents([t])
        ]
    except ImportError:
        print("langchain-text-splitters is not installed", file=sys.stderr)
    return peers


def _best(action: Callable[[], object], runs: int) -> tuple[float, float]:
    """Best wall time and best process CPU time (all threads) of ``runs`` runs, seconds."""
    wall = cpu = float("inf")
    for _ in range(runs):
        gc.collect()
        start, start_cpu = time.perf_counter(), time.process_time()
        action()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall, cpu


class _TimedCounter(TokenCounter):
    """The engine's token counter, timing what the calling thread does for its counts.

    ``encode_cpu``: CPU seconds the calling thread spent encoding pieces itself (it does when
    the worker has not encoded a piece it needs); ``counting``: wall seconds spent in
    ``_token_starts`` (those encodes, waits for the worker, turning ids into starts).
    """

    encode_cpu = 0.0
    counting = 0.0

    def _encode(self, index: int) -> Any:
        if threading.current_thread() is not threading.main_thread():
            return super()._encode(index)
        start = time.thread_time()
        try:
            return super()._encode(index)
        finally:
            _TimedCounter.encode_cpu += time.thread_time() - start

    def _token_starts(self, offset: int) -> Any:
        start = time.perf_counter()
        try:
            return super()._token_starts(offset)
        finally:
            _TimedCounter.counting += time.perf_counter() - start


def main_thread_split(documents: list[Document], runs: int) -> tuple[float, float, float, float]:
    """Main-thread figures of ``chunk_document`` over ``documents`` and the encode's CPU.

    Returns, from the run with the least main-thread CPU: main-thread CPU seconds, the part of
    it spent encoding pieces, wall seconds the main thread spent getting counts (encoding,
    waiting for the worker, converting), and the best single-thread CPU seconds of the
    floor's encode. The engine's Python passes are the first minus the second: on a busy
    machine the steadiest figure, and on an idle two-core machine a run takes about the main
    thread's CPU plus its waits.
    """
    encoding = register_offline_cl100k()
    config = default_config()
    best = (float("inf"), 0.0, 0.0)
    encode_cpu = float("inf")
    setattr(engine_chunker, "TokenCounter", _TimedCounter)  # noqa: B010 (timed for the bench)
    try:
        for _ in range(runs):
            gc.collect()
            _TimedCounter.encode_cpu = _TimedCounter.counting = 0.0
            start = time.thread_time()
            for document in documents:
                chunk_document(document, config)
            used = time.thread_time() - start
            if used < best[0]:
                best = (used, _TimedCounter.encode_cpu, _TimedCounter.counting)
            start = time.thread_time()
            for document in documents:
                encoding.encode(document.text)
            encode_cpu = min(encode_cpu, time.thread_time() - start)
    finally:
        setattr(engine_chunker, "TokenCounter", TokenCounter)  # noqa: B010
    return (*best, encode_cpu)


def encode_beside_python(texts: list[str], runs: int) -> float:
    """Best wall seconds of the floor's encode in a worker thread while this thread runs Python.

    The engine encodes in a worker thread while its Python passes run; on two cores that
    encode is slower than alone (the cores share caches and clock headroom, and the worker
    waits for the GIL when it hands back its tokens). This is that encode with the engine's
    Python replaced by a busy loop: the wall time an overlapped engine cannot go below.
    """
    encoding = register_offline_cl100k()

    def encode(done: threading.Event, took: list[float]) -> None:
        start = time.perf_counter()
        for text in texts:
            encoding.encode(text)
        took.append(time.perf_counter() - start)
        done.set()

    best = float("inf")
    for _ in range(runs):
        gc.collect()
        done = threading.Event()
        took: list[float] = []
        worker = threading.Thread(target=encode, args=(done, took))
        worker.start()
        spins = 0
        while not done.is_set():
            spins += 1  # Python bytecode on this thread, as the engine's passes are
        worker.join()
        best = min(best, took[0])
    return best


def speed(
    documents: list[Document], peers: dict[str, Chunker], runs: int
) -> dict[str, tuple[float, float]]:
    """Wall and CPU seconds (best of ``runs``) to process all ``documents`` per chunker."""
    encoding = register_offline_cl100k()
    config = default_config()
    for document in documents[:1]:
        chunk_document(document, config)  # warm: rule tables, token tables
    texts = [d.text for d in documents]
    times = {
        "tiktoken cl100k encode (floor)": _best(lambda: [encoding.encode(t) for t in texts], runs)
    }
    times["Legal Chunk Inspector"] = _best(
        lambda: [chunk_document(d, config) for d in documents], runs
    )
    for name, peer in peers.items():
        times[name] = _best(lambda p=peer: [p(t) for t in texts], runs)  # type: ignore[misc]
    return times


def _gold_units(name: str, text: str) -> Ranges:
    sys.path.insert(0, str(REPO))
    from tests.engine import corpus

    if not (CORPUS / name / "gold.json").is_file():
        return []
    _, units = corpus.gold(name)
    return [a for a in corpus.anchor_units(text, units) if a is not None]


def quality(
    documents: list[tuple[str, Document]], peers: dict[str, Chunker]
) -> dict[str, list[int]]:
    """Per chunker: [units whole, units, stranded ends, chunks, mid-sentence cuts, cuts]."""
    config = default_config()
    totals: dict[str, list[int]] = {}
    chunkers: dict[str, Chunker] = {
        "Legal Chunk Inspector": lambda t: [],  # replaced per document below
        **peers,
    }
    for name, document in documents:
        judge = CutJudge(document, config)
        gold = _gold_units(name, document.text)
        ours = [(c.start, c.end) for c in chunk_document(document, config).chunks]
        for chunker, run in chunkers.items():
            ranges = ours if chunker == "Legal Chunk Inspector" else sorted(run(document.text))
            whole, units = units_whole(document.text, ranges, gold)
            row = [whole, units, stranded_headings(judge, ranges), len(ranges)]
            row += [mid_sentence_cuts(judge, ranges), max(0, len(ranges) - 1)]
            totals[chunker] = [
                a + b for a, b in zip(totals.get(chunker, [0] * 6), row, strict=True)
            ]
    return totals


def memory(document: Document, runs: int = 5) -> list[float]:
    """Traced memory (MB) after each of ``runs`` runs of chunk_document, collected."""
    config = default_config()
    chunk_document(document, config)
    tracemalloc.start()
    sizes = []
    for _ in range(runs):
        result = chunk_document(document, config)
        del result
        gc.collect()
        sizes.append(tracemalloc.get_traced_memory()[0] / 2**20)
    tracemalloc.stop()
    return sizes


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "n/a"


def report(
    times: dict[str, tuple[float, float]],
    totals: dict[str, list[int]],
    sizes: list[float],
    megabytes: float,
    python_cpu: tuple[float, float, float, float],
    beside_python: float,
) -> str:
    floor, floor_cpu = times["tiktoken cl100k encode (floor)"]
    lines = [
        "# Chunking speed, cut quality and memory",
        "",
        f"Recorded with `python -m bench.chunk_speed --record` on {platform.platform()}, "
        f"Python {platform.python_version()}, {os.cpu_count()} cores, load average "
        f"{', '.join(f'{x:.2f}' for x in os.getloadavg())} at the start.",
        "",
        f"## Speed ({megabytes:.1f} MB of legal text in documents of about 1 MB, best run)",
        "",
        "| chunker | wall s | × encode (wall) | CPU s | × encode (CPU) |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for name, (seconds, cpu) in times.items():
        ratios = f"{seconds / floor:.2f} | {cpu:.3f} | {cpu / floor_cpu:.2f}"
        lines.append(f"| {name} | {seconds:.3f} | {ratios} |")
    chunk_cpu, own_encode, counting, encode_cpu = python_cpu
    ours = times["Legal Chunk Inspector"][0]
    passes = chunk_cpu - own_encode
    lines += [
        "",
        f"Main thread of our engine: {chunk_cpu:.3f} s CPU, of which its Python passes "
        f"{passes:.3f} s ({passes / encode_cpu:.2f} × the encode's {encode_cpu:.3f} s CPU) and "
        f"pieces of the encode it took over {own_encode:.3f} s; getting token counts (those "
        f"encodes, waits for the worker, conversions) took it {counting:.3f} s of wall time. "
        f"The same encode in a worker thread while the calling thread runs Python (a busy "
        f"loop): {beside_python:.3f} s wall, {beside_python / floor:.2f} × the floor; our "
        f"engine's wall is {ours / beside_python:.2f} × that. On an idle two-core machine a "
        "run takes about the main thread's CPU plus its waits; the Python passes alone are the "
        "steadiest figure on a busy machine.",
        "",
        "## Cut quality (corpus texts and samples, once each)",
        "",
        "| chunker | units kept whole | stranded headings (of chunks) "
        "| mid-sentence cuts (of cuts) |",
        "| --- | ---: | ---: | ---: |",
    ]
    for name, (whole, units, stranded, chunks, mid, cuts) in totals.items():
        lines.append(
            f"| {name} | {_percent(whole, units)} ({whole}/{units}) | "
            f"{_percent(stranded, chunks)} ({stranded}/{chunks}) | "
            f"{_percent(mid, cuts)} ({mid}/{cuts}) |"
        )
    lines += [
        "",
        "## Memory across repeated runs (tracemalloc, MB after each run)",
        "",
        " → ".join(f"{s:.2f}" for s in sizes),
        "",
        "Peers run at 512 tokens without overlap. Our engine sizes chunks by seed 000's "
        "profiles; the ratio uses a whole-text encode as the floor. The engine counts tokens "
        "from one encode of the text in twelve pieces, made by a worker thread while the scan "
        "and structure passes run (tiktoken releases the GIL); when the main thread needs a "
        "piece not yet encoded it encodes the next unclaimed piece itself rather than wait. "
        "Units are sized, split and assembled in order as the pieces arrive, and ranges cut "
        "inside a line re-encode only their partial first and last lines.",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--mb", type=float, default=5.0, help="total size of the speed corpus")
    parser.add_argument("--record", action="store_true", help=f"write {RESULTS.relative_to(REPO)}")
    parser.add_argument(
        "--engine-only",
        action="store_true",
        help="time only the floor and our engine (no peers): for quick checks, not --record",
    )
    args = parser.parse_args(argv)
    if args.engine_only and args.record:
        parser.error("--record needs the peers: drop --engine-only")
    sources = _sources()
    peers = {} if args.engine_only else _peers()
    with tempfile.TemporaryDirectory(prefix="inspector-bench-") as tmp:
        folder = Path(tmp)
        once = [(name, _load(name, suffix, text, folder)) for name, suffix, text in sources]
        per_document = int(args.mb * 2**20 / len(sources))
        big = []
        for name, suffix, text in sources:
            copies = max(1, per_document // len(text))
            joined = "\n\n".join(_variant(text, k) for k in range(copies))
            big.append(_load(f"big_{name}", suffix, joined, folder))
    megabytes = sum(len(d.text) for d in big) / 2**20
    times = speed(big, peers, args.runs)
    python_cpu = main_thread_split(big, args.runs)
    beside_python = encode_beside_python([d.text for d in big], args.runs)
    totals = quality(once, peers)
    sizes = memory(big[0])
    text = report(times, totals, sizes, megabytes, python_cpu, beside_python)
    print(text)
    if args.record:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
