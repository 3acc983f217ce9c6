"""A SIGKILLed ``inspector batch`` leaves no process behind: workers, fork server, tracker.

The batch's workers are forked by multiprocessing's fork server, so their parent is that
server; each held the fork server's and the resource tracker's pipes open and waited for its
next job for ever, so that four processes (~450 MB) outlived a killed batch indefinitely.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.conftest import SAMPLE_DOCS

REPO = Path(__file__).resolve().parents[2]
GONE_WITHIN_S = 5.0


def _group(pgid: int) -> list[int]:
    """Processes of process group ``pgid``, from /proc (zombies count as gone)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue  # ended meanwhile
        # pid (comm) state ppid pgrp ...: comm may hold spaces, so split after its ')'.
        fields = stat.rsplit(")", 1)[1].split()
        if fields[0] != "Z" and int(fields[2]) == pgid:
            found.append(int(entry.name))
    return found


def test_sigkill_of_a_batch_leaves_no_process(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    text = (SAMPLE_DOCS / "law_en_data_archives.txt").read_text(encoding="utf-8")
    for number in range(16):  # distinct bytes: identical files would be prepared once
        (folder / f"law_{number:02d}.txt").write_text(f"{text}\n{number}\n", encoding="utf-8")
    command = [sys.executable, "-m", "inspector", "batch", str(folder)]
    command += ["--out", str(tmp_path / "out.sqlite"), "--tenant", "t", "--workers", "2"]
    batch = subprocess.Popen(
        command,
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group: every descendant is found by it
    )
    pgid = batch.pid
    try:
        assert batch.stderr is not None
        line = batch.stderr.readline()
        assert line.startswith("[1/16]"), line  # mid-run: workers busy, most documents to do
        assert len(_group(pgid)) >= 4  # the batch, the fork server, workers, tracker
        os.kill(batch.pid, signal.SIGKILL)
        batch.wait(timeout=10)
        deadline = time.monotonic() + GONE_WITHIN_S
        while _group(pgid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _group(pgid) == []
    finally:
        for pid in _group(pgid):  # only what this test started, if the assertion failed
            os.kill(pid, signal.SIGKILL)
        if batch.stderr is not None:
            batch.stderr.close()
