"""``inspector batch DIR --scheduler`` with a relative DIR: workers run in their own folder."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from inspector.cli import main

SAMPLE_DOCS = Path(__file__).resolve().parents[2] / "sample_docs"
NAMES = ("contract_en_services.md", "loi_fr_archives.docx")


def test_a_relative_folder_is_found_by_dask_workers_in_another_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    distributed = pytest.importorskip("distributed")
    project, elsewhere = tmp_path / "project", tmp_path / "elsewhere"
    (project / "docs").mkdir(parents=True)
    elsewhere.mkdir()
    for name in NAMES:
        shutil.copy(SAMPLE_DOCS / name, project / "docs" / name)
    # The worker process starts in another folder, as on a cluster started apart from the user.
    monkeypatch.chdir(elsewhere)
    # The scheduler's HTTP server on a free port: its default, 8787, is taken by any other
    # cluster running at the same time (another test worker, another user), which warns.
    with distributed.LocalCluster(
        processes=True, n_workers=1, threads_per_worker=1, dashboard_address=":0"
    ) as cluster:
        monkeypatch.chdir(project)
        status = main(
            [
                "batch",
                "docs",
                "--out",
                "out.sqlite",
                "--tenant",
                "t",
                "--scheduler",
                cluster.scheduler_address,
            ]
        )
    captured = capsys.readouterr()
    assert "does not exist" not in captured.out + captured.err
    assert status == 0
    rows = sqlite3.connect(project / "out.sqlite").execute("SELECT fileName FROM documents")
    assert sorted(name for (name,) in rows) == sorted(NAMES)
