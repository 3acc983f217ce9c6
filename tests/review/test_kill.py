"""A review survives SIGKILL: the reopened review equals the base plus every committed edit."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from inspector.engine import default_config
from inspector.review.access import open_session
from inspector.review.base import base_state
from inspector.review.context import ReviewContext
from inspector.review.splice import apply_splice
from tests.review.conftest import LAW_PDF, loaded
from tests.review.kill_child import constant_clock, edit_for

REPO = Path(__file__).resolve().parents[2]
KILL_AFTER = 25


@pytest.mark.parametrize("snapshots", [[], ["3"]], ids=["default", "snapshot-every-3-rows"])
def test_sigkill_mid_stream_loses_no_committed_edit(tmp_path: Path, snapshots: list[str]) -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.review.kill_child", str(tmp_path), "100000", *snapshots],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    printed = 0
    for line in child.stdout:
        printed = int(line)
        if printed >= KILL_AFTER:
            break
    os.kill(child.pid, signal.SIGKILL)  # mid-stream: the child is committing the next edits
    child.wait(timeout=30)
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    document, chunk_set = loaded(LAW_PDF)
    session = open_session(
        LAW_PDF, document, default_config(), "Parent", lambda: chunk_set, folder=tmp_path
    )
    committed = session.store.last_seq
    # Every edit the child reported is there; at most the few it committed after the last
    # line we read (and before the kill) come on top.
    assert committed >= printed
    context = ReviewContext(document, default_config(), "Child", constant_clock)
    expected = base_state(document, chunk_set)
    for k in range(committed):
        expected, _ = apply_splice(expected, edit_for(k, expected).plan(context, expected))
    assert session.state == expected
    assert len(session.audit()) == committed
    session.close()
