"""Documented commands work as written: ``inspector --help`` and the README's eval example."""

from __future__ import annotations

import glob
import re
import shlex
from pathlib import Path

import pytest

from inspector.cli import SUBCOMMANDS, main

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "sample_docs"


def _listed_commands(help_text: str) -> list[str]:
    """The names in the help's ``commands`` section (one indented ``name  summary`` a line)."""
    section = help_text.split("\ncommands", 1)[1].splitlines()[1:]
    return [line.split()[0] for line in section if line.startswith("  ") and line.strip()]


def test_help_lists_every_subcommand_and_only_those(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    listed = _listed_commands(capsys.readouterr().out)
    assert sorted(listed) == sorted({"text", *SUBCOMMANDS})
    for name in listed:  # each one it names is a command that answers its own --help
        with pytest.raises(SystemExit) as done:
            main([name, "--help"])
        assert done.value.code == 0
        assert f"usage: inspector {name}" in capsys.readouterr().out


def _readme_command(prefix: str) -> list[str]:
    readme = re.sub(r"```.*?```", "", (ROOT / "README.md").read_text(encoding="utf-8"), flags=re.S)
    quoted = [" ".join(m.split()) for m in re.findall(r"`([^`]+)`", readme)]
    command = next(c for c in quoted if c.startswith(prefix) and "--questions" in c)
    words = []
    for word in shlex.split(command)[1:]:  # as a shell in the project's folder expands it
        words += sorted(glob.glob(word, root_dir=ROOT)) if "*" in word else [word]
    return words


def test_the_readme_eval_example_runs_as_written(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    args = _readme_command("inspector eval")
    assert len([a for a in args if a.endswith(".docx")]) >= 6
    status = main(args)
    captured = capsys.readouterr()
    assert captured.err == ""
    assert status == 0
    assert "best:" in captured.out


def test_eval_skips_a_damaged_file_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    files = [SAMPLES / "missing_document_part.docx", SAMPLES / "loi_fr_archives.docx"]
    status = main(["eval", "--questions", str(SAMPLES / "questions.jsonl"), *map(str, files)])
    captured = capsys.readouterr()
    assert status == 1
    lines = captured.err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("inspector eval: skipped missing_document_part.docx")
    assert "Traceback" not in captured.err
    assert "loi_fr_archives" not in captured.err
    assert "best:" in captured.out  # the loadable file was still compared


def test_eval_with_no_loadable_file_says_so_and_fails(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "eval",
            "--questions",
            str(SAMPLES / "questions.jsonl"),
            str(SAMPLES / "missing_document_part.docx"),
        ]
    )
    captured = capsys.readouterr()
    assert status == 1
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1
