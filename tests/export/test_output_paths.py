"""What an export or ``inspector chunk`` may write over, and how a failure to write reads.

Outputs are refused unless absent or a regular file this tool wrote, never an input document;
a failure to write is one typed line (exit status 1), never a traceback; the lock file is not
a way to make the tool write elsewhere, and none is left behind.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from inspector.export.errors import ExportError
from inspector.export.service import export_documents
from tests.export.helpers import LAW_TXT, QANUN_DOCX, reviewed


@pytest.mark.parametrize("suffix", [".jsonl", ".sqlite"])
def test_a_planted_lock_link_is_refused_not_followed(suffix: str, tmp_path: Path) -> None:
    out = tmp_path / f"out{suffix}"
    victim = tmp_path / "elsewhere" / "victim"
    victim.parent.mkdir()
    (tmp_path / f".{out.name}.lock").symlink_to(victim)
    with pytest.raises(ExportError, match="symbolic link"):
        export_documents([reviewed(LAW_TXT)], out, tenant_id="t")
    assert not victim.exists()
    assert not out.exists()


@pytest.mark.parametrize("suffix", [".jsonl", ".sqlite"])
def test_no_lock_file_is_left_beside_an_export(suffix: str, tmp_path: Path) -> None:
    out = tmp_path / f"out{suffix}"
    export_documents([reviewed(LAW_TXT)], out, tenant_id="t")
    export_documents([reviewed(QANUN_DOCX)], out, tenant_id="t")
    assert sorted(p.name for p in tmp_path.iterdir()) == [out.name]


def _inspector(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "inspector", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _one_line(done: subprocess.CompletedProcess[str], words: str) -> None:
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("inspector: "), done.stderr
    assert words in lines[0], lines[0]


def _targets(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """Outputs no command may replace, with the words of the refusal."""
    source = tmp_path / "law.txt"
    source.write_bytes(LAW_TXT.read_bytes())
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.jsonl"
    folder.mkdir()
    link = tmp_path / "link.jsonl"
    link.symlink_to(tmp_path / "elsewhere.jsonl")
    hard = tmp_path / "hard.jsonl"
    os.link(source, hard)
    other = tmp_path / "notes.jsonl"
    other.write_text("my own notes, not an export\n")
    return {
        "fifo": (fifo, "named pipe"),
        "device": (Path("/dev/null"), "device"),
        "folder": (folder, "folder"),
        "symbolic link": (link, "symbolic link"),
        "input itself": (source, "input documents"),
        "another name of the input": (tmp_path / "." / "law.txt", "input documents"),
        "a hard link to the input": (hard, "input documents"),
        "a file this tool did not write": (other, "not an export"),
    }


def test_chunk_out_replaces_only_its_own_exports(tmp_path: Path) -> None:
    source = tmp_path / "law.txt"
    for case, (target, words) in _targets(tmp_path).items():
        before = target.read_bytes() if target.is_file() and not target.is_symlink() else None
        done = _inspector("chunk", str(source), "--out", str(target))
        _one_line(done, words)
        if before is not None:
            assert target.read_bytes() == before, case
    assert not (tmp_path / "elsewhere.jsonl").exists()
    good = tmp_path / "chunks.jsonl"
    for _ in range(2):  # absent, then its own earlier output: written
        assert _inspector("chunk", str(source), "--out", str(good)).returncode == 0


def test_chunk_refuses_an_export_with_a_foreign_line_after_the_first(tmp_path: Path) -> None:
    """The early look reads one line; the full check before writing still reads them all."""
    source = tmp_path / "law.txt"
    source.write_bytes(LAW_TXT.read_bytes())
    target = tmp_path / "chunks.jsonl"
    assert _inspector("chunk", str(source), "--out", str(target)).returncode == 0
    with target.open("a", encoding="utf-8") as out:
        out.write("my own notes, not an export\n")
    before = target.read_bytes()
    done = _inspector("chunk", str(source), "--out", str(target))
    _one_line(done, "not an export")
    assert target.read_bytes() == before


def test_export_refuses_the_same_paths(tmp_path: Path) -> None:
    source = tmp_path / "law.txt"
    for case, (target, words) in _targets(tmp_path).items():
        if case == "a file this tool did not write":
            words = "is not JSON"
        if case in ("device", "input itself", "another name of the input"):
            words = "export format"  # no export suffix: refused for that first
        done = _inspector("export", str(source), "--out", str(target), "--tenant", "t", "--all")
        _one_line(done, words)


@pytest.mark.parametrize("suffix", [".jsonl", ".sqlite"])
def test_a_folder_named_like_an_export_is_one_line(suffix: str, tmp_path: Path) -> None:
    folder = tmp_path / f"x{suffix}"
    folder.mkdir()
    done = _inspector("export", str(LAW_TXT), "--out", str(folder), "--tenant", "t", "--all")
    _one_line(done, "folder")
    done = _inspector("chunk", str(LAW_TXT), "--out", str(folder))
    _one_line(done, "folder")


def test_a_target_a_rename_cannot_replace_is_an_export_error(tmp_path: Path) -> None:
    """A folder that appeared at the target after the checks: os.replace fails, typed."""
    from inspector.export.atomic import private_temp, publish

    out = tmp_path / "out.jsonl"
    temporary = private_temp(out)
    out.mkdir()
    (out / "inside").write_text("x")
    with pytest.raises(ExportError, match="Cannot write"):
        publish(temporary, out)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through permissions")
@pytest.mark.parametrize("suffix", [".jsonl", ".sqlite"])
def test_a_target_that_cannot_be_replaced_is_one_line(suffix: str, tmp_path: Path) -> None:
    out = tmp_path / "ro" / f"out{suffix}"
    out.parent.mkdir()
    export_documents([reviewed(LAW_TXT)], out, tenant_id="t")
    out.parent.chmod(0o500)  # the folder cannot take a new file or a rename
    try:
        done = _inspector("export", str(LAW_TXT), "--out", str(out), "--tenant", "t", "--all")
        _one_line(done, "ermission denied")
    finally:
        out.parent.chmod(0o700)
