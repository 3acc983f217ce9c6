"""A process killed with SIGKILL mid-export leaves the previous file intact.

A child process builds a large export (real records of a sample document, repeated under many
document ids), says "ready", writes it into the target and says how long the write took. A
calibration run measures that time; then the child is killed at two points inside the
write. After each kill the target must be byte-identical to the old file, or be the complete
new export -- never a mix, never truncated.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest

from inspector.export.jsonl import read_jsonl
from inspector.export.service import export_documents
from tests.conftest import REPO
from tests.export.helpers import LAW_TXT, reviewed

COPIES = 200

CHILD = """
import sys, time
from pathlib import Path
from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.export.records import document_row, engine_input, export_records

out, copies = Path(sys.argv[1]), int(sys.argv[2])
config = default_config()
document = load_document(sys.argv[3])
source = engine_input(document, chunk_document(document, config), config)
base = export_records(source, tenant_id="t", include_all=True)
documents = []
for n in range(copies):
    doc_id = f"{n:064x}"
    records = [{**r, "docId": doc_id} for r in base]
    row = {**document_row(source, tenant_id="t", exported=len(base), exported_at="x"),
           "docId": doc_id}
    documents.append((row, records))
print("ready", flush=True)
start = time.perf_counter()
if out.suffix == ".jsonl":
    from inspector.export.jsonl import merge_jsonl
    keys = [("t", row["docId"]) for row, _ in documents]
    merge_jsonl([r for _, rs in documents for r in rs], out, keys)
else:
    from inspector.export.sqlite_store import SqliteExport
    with SqliteExport(out) as store:
        for row, records in documents:
            store.replace_document(row, records)
print("done", time.perf_counter() - start, flush=True)
"""


def _child(out: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(out), str(COPIES), str(LAW_TXT)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )


def _write_time(out: Path) -> float:
    with _child(out) as child:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        done = child.stdout.readline().split()
        assert child.wait(timeout=300) == 0
    return float(done[1])


def _count(out: Path) -> int:
    if out.suffix == ".jsonl":
        return len(read_jsonl(out))
    with closing(sqlite3.connect(out)) as db:
        return int(db.execute("SELECT count(*) FROM chunks").fetchone()[0])


@pytest.mark.slow
@pytest.mark.parametrize("suffix", [".jsonl", ".sqlite"])
def test_sigkill_mid_export_keeps_the_old_file(tmp_path: Path, suffix: str) -> None:
    calibration = tmp_path / f"calibration{suffix}"
    duration = _write_time(calibration)
    complete = _count(calibration)
    out = tmp_path / f"out{suffix}"
    export_documents([reviewed(LAW_TXT)], out, tenant_id="t")
    old = out.read_bytes()
    outcomes: list[str] = []
    for fraction in (0.3, 0.7):
        with _child(out) as child:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == "ready"
            time.sleep(duration * fraction)
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=60)
        now = out.read_bytes()
        if now == old:
            outcomes.append("old")
        else:
            # The kill came after the rename: then the file is the whole new export.
            assert _count(out) == complete + len(reviewed(LAW_TXT).chunk_set.chunks[::2])
            outcomes.append("new")
            out.write_bytes(old)
    # At least one kill must have landed inside the write, or the test proved nothing.
    assert "old" in outcomes, outcomes
    # The killed writers' working copies hold client text: the next export removes them.
    export_documents([reviewed(LAW_TXT)], out, tenant_id="t")
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(f".{out.name}.")]
    assert leftovers == []
    print(f"write {duration:.2f} s; kills at 30/70 %: {outcomes}")
