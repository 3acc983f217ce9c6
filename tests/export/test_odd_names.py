"""A file name that is not UTF-8 (bytes such as b"caf\\xe9.txt" on Linux) in every command.

Python hands such names over with surrogate escapes; UTF-8 output, JSON Lines and SQLite refuse
those characters. The name is shown and stored with a replacement character; the file itself is
still opened by its real name.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.review.access import load_review_for, open_session
from tests.conftest import SAMPLE_DOCS

ODD = os.fsdecode(b"caf\xe9 \xff.txt")
SHOWN = "caf\ufffd \ufffd.txt"


@pytest.fixture
def odd_file(tmp_path: Path) -> Path:
    if sys.platform == "darwin":  # macOS refuses names that are not UTF-8
        pytest.skip("the file system takes only UTF-8 names")
    path = tmp_path / ODD
    shutil.copyfile(SAMPLE_DOCS / "law_en_data_archives.txt", path)
    return path


def _inspector(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "inspector", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="strict",
        timeout=120,
        cwd=cwd,
        check=False,
    )


def test_export_chunk_and_text_take_a_name_that_is_not_utf8(odd_file: Path) -> None:
    folder = odd_file.parent
    count = len(chunk_document(load_document(odd_file), default_config()).chunks)
    for out in ("out.jsonl", "out.sqlite"):
        done = _inspector("export", ODD, "--out", out, "--tenant", "t", "--all", cwd=folder)
        assert done.returncode == 0, done.stderr
        assert f"{SHOWN}: {count} of {count} chunks exported" in done.stdout
    lines = (folder / "out.jsonl").read_text(encoding="utf-8").splitlines()
    names = {json.loads(line)["fileName"] for line in lines}
    assert names == {SHOWN}
    db = sqlite3.connect(folder / "out.sqlite")
    try:
        assert {row[0] for row in db.execute("SELECT fileName FROM chunks")} == {SHOWN}
    finally:
        db.close()
    done = _inspector("chunk", ODD, "--out", "c.jsonl", "--stats", cwd=folder)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{SHOWN}: ")
    done = _inspector("text", ODD, cwd=folder)
    assert done.returncode == 0, done.stderr


def test_a_review_of_a_file_whose_name_is_not_utf8(odd_file: Path, tmp_path: Path) -> None:
    document = load_document(odd_file)
    chunk_set = chunk_document(document, default_config())
    folder = tmp_path / "reviews"
    folder.mkdir()
    session = open_session(
        odd_file, document, default_config(), "Ana", lambda: chunk_set, folder=folder
    )
    session.close()
    found = load_review_for(odd_file, folder=folder)
    assert found is not None
    assert found[1].path.endswith(SHOWN)
