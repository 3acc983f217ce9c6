"""The command line: version, and private files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import inspector
from tests.limits import run_limited


def test_version_is_printed() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "inspector", "--version"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    version, reading = result.stdout.strip().splitlines()
    assert version == f"inspector {inspector.__version__}"
    assert reading.startswith("PDF pages: ")  # how PDFs are read here (pdf_stext_lines)


def test_files_written_by_the_app_are_private(tmp_path: Path) -> None:
    target = tmp_path / "written.txt"
    code = (
        "import os\n"
        "os.umask(0o022)\n"  # a typical permissive session umask
        "from inspector.cli import main\n"
        "try:\n"
        "    main(['--version'])\n"
        "except SystemExit:\n"
        "    pass\n"
        f"open({str(target)!r}, 'w').write('client data')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, capture_output=True)
    assert target.stat().st_mode & 0o777 == 0o600


def _blas_threads_seen_by_a_child(environment: dict[str, str]) -> str:
    """OPENBLAS_NUM_THREADS as a process started by the command sees it ("-" when unset)."""
    code = (
        "import os, subprocess, sys\n"
        "from inspector.cli import main\n"
        "try:\n"
        "    main(['--version'])\n"
        "except SystemExit:\n"
        "    pass\n"
        'child = \'import os; print(os.environ.get("OPENBLAS_NUM_THREADS", "-"))\'\n'
        "print(subprocess.run([sys.executable, '-c', child], capture_output=True, text=True,"
        " check=True).stdout.strip())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        check=True,
        timeout=60,
        capture_output=True,
        text=True,
        env=environment,
    )
    return done.stdout.strip().splitlines()[-1]


def test_the_command_and_its_workers_start_no_blas_thread_pool() -> None:
    """The fork servers and workers the command starts inherit a single BLAS thread."""
    environment = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    assert _blas_threads_seen_by_a_child(environment) == "1"


def test_a_blas_thread_count_the_user_set_is_kept() -> None:
    environment = {**os.environ, "OPENBLAS_NUM_THREADS": "3"}
    assert _blas_threads_seen_by_a_child(environment) == "3"


SAMPLES = Path(__file__).resolve().parent.parent / "sample_docs"


def _inspector(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "inspector", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def test_text_prints_the_logical_arabic_text() -> None:
    result = _inspector("text", str(SAMPLES / "qanun_ar_archives.pdf"))
    assert result.returncode == 0, result.stderr
    assert "المادة الحادية عشرة" in result.stdout
    key = _inspector("text", "--key", str(SAMPLES / "qanun_ar_archives.pdf"))
    assert "المادة 13" in key.stdout  # Eastern digits are ASCII in the key layer


def test_text_json_describes_pages_blocks_and_furniture() -> None:
    import json

    result = _inspector("text", "--json", str(SAMPLES / "law_en_data_archives.pdf"))
    assert result.returncode == 0, result.stderr
    described = json.loads(result.stdout)
    assert len(described["pages"]) == 12
    assert described["pages"][0]["textStart"] == 0
    assert described["pages"][-1]["textEnd"] == len(described["text"])
    assert {"running header", "running footer", "page number"} <= {
        span["reason"] for span in described["excluded"]
    }
    assert any(block["kind"] == "table" for block in described["blocks"])


def test_text_turns_a_load_error_into_one_line() -> None:
    result = _inspector("text", str(SAMPLES / "truncated.pdf"))
    assert result.returncode == 1
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stderr.startswith("inspector: ")
    assert "damaged" in result.stderr


def test_text_asks_for_the_password_of_an_encrypted_pdf() -> None:
    refused = _inspector("text", str(SAMPLES / "encrypted.pdf"))
    assert refused.returncode == 1
    assert "password" in refused.stderr
    opened = _inspector("text", "--password", "inspector-sample", str(SAMPLES / "encrypted.pdf"))
    assert opened.returncode == 0, opened.stderr


def test_chunk_writes_private_jsonl_records(tmp_path: Path) -> None:
    import json

    out = tmp_path / "law.jsonl"
    result = _inspector(
        "chunk", str(SAMPLES / "qanun_ar_archives.pdf"), "--out", str(out), "--tenant", "firm-7"
    )
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert records
    assert {r["tenantId"] for r in records} == {"firm-7"}
    assert [r["chunkIndex"] for r in records] == list(range(len(records)))
    assert {r["language"] for r in records} >= {"ar"}
    assert out.stat().st_mode & 0o777 == 0o600


def test_a_fifo_or_device_as_input_is_one_line_not_a_hang(tmp_path: Path) -> None:
    """``text``, ``chunk`` and ``export`` refuse a FIFO with no writer and a device at once."""
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    for source in (fifo, Path("/dev/zero")):
        for args in (
            ("text", str(source)),
            ("chunk", str(source), "--out", str(tmp_path / "c.jsonl")),
            ("export", str(source), "--out", str(tmp_path / "e.jsonl"), "--tenant", "t", "--all"),
        ):
            try:  # capped: an old loader read /dev/zero until memory ran out
                result = run_limited(args, timeout=30)
            except subprocess.TimeoutExpired:
                pytest.fail(f"inspector {args[0]} on {source.name} hung")
            assert result.returncode == 1, result.stderr
            assert result.stderr.startswith("inspector: "), result.stderr
            assert len(result.stderr.strip().splitlines()) == 1
            assert "not a document file" in result.stderr
