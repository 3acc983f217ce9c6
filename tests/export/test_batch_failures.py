"""One bad file never stops a batch: any exception in a worker is that document's error line.

A worker's exception that was not an ``InspectorError`` used to reach ``run_batch`` through
``future.result()`` and end the command with a traceback, the documents already prepared
discarded. Real inputs that raised such an exception inside a worker, each typed since: a DOCX
whose numbering starts at 10^31 with a letter format (``OverflowError``), a review store whose
base state is nested 100,000 deep (``RecursionError``), an edit row holding its description
as a BLOB (``TypeError``), a base state giving a chunk's offset as ``1e999`` (float infinity:
``OverflowError``) or as "0" or 0.5 (read silently as 0). No file is known to raise an untyped
exception now, so the worker's guarantee is tested with a configuration built by a program:
``load_config`` refuses a contextual header naming a field it does not fill, a configuration
made in code with ``dataclasses.replace`` is not checked, and formatting its header raises a
real ``KeyError`` in the engine. The whole command is tested with a document that fails with a
typed error (the damaged store), which travels the same way.
"""

from __future__ import annotations

import dataclasses
import shutil
import sqlite3
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import ChunkingConfig, default_config, load_config
from inspector.export.batch import BatchJob, prepare_document
from inspector.export.errors import ExportError
from inspector.review.access import open_session
from inspector.review.edits_decisions import SetNote
from tests.conftest import SAMPLE_DOCS
from tests.document.test_docx_numbering import abstract, lvl, make_docx, num, p

GOOD = ["law_en_data_archives.txt", "contract_en_services.md", "qanun_ar_archives.docx"]


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name in GOOD:
        shutil.copy(SAMPLE_DOCS / name, folder / name)
    return folder


def _exported_files(out: Path) -> list[str]:
    db = sqlite3.connect(out)
    try:
        return sorted(row[0] for row in db.execute("SELECT fileName FROM documents"))
    finally:
        db.close()


def _batch(folder: Path, out: Path) -> int:
    return main(["batch", str(folder), "--out", str(out), "--tenant", "t", "--workers", "2"])


def test_a_docx_whose_numbering_overflows_leaves_the_others_exported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _folder(tmp_path)
    numbering = abstract(0, lvl(0, "upperLetter", "%1.", start=10**31)) + num(1, 0)
    make_docx(folder / "huge_start.docx", p("Article text", 1), numbering=numbering)
    out = tmp_path / "out.sqlite"
    status = _batch(folder, out)
    printed = capsys.readouterr().out
    exported = _exported_files(out)
    assert set(GOOD) <= set(exported)
    if "huge_start.docx" in exported:  # the numbers bounded: the file renders
        assert status == 0
    else:
        assert status == 1
        assert "huge_start.docx: " in printed
        assert "Traceback" not in printed


def test_a_worker_raising_a_non_typed_error_gives_that_documents_error_line(
    tmp_path: Path,
) -> None:
    folder = _folder(tmp_path)
    unchecked = dataclasses.replace(default_config(), header="{client}: {title} > {path}")
    failed = prepare_document(_job(folder / "contract_en_services.md", unchecked))
    assert failed.document is None
    assert failed.error == "unexpected KeyError: 'client'"
    done = prepare_document(_job(folder / "contract_en_services.md", default_config()))
    assert done.error == ""
    assert done.document is not None
    assert done.document["fileName"] == "contract_en_services.md"


def _job(path: Path, config: ChunkingConfig) -> BatchJob:
    return BatchJob(str(path), config, "t", include_all=True, redaction_mode="hash", override=None)


def test_the_header_a_configuration_file_gives_is_checked_when_it_is_read(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('[embedding]\nheader = "{client}: {title}"\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"embedding.header .* may name only \{title\} and"):
        load_config(bad)


def test_a_damaged_review_store_fails_only_its_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    folder = _folder(tmp_path)
    damaged = folder / "contract_en_services.md"
    document = load_document(damaged)
    config = default_config()
    session = open_session(
        damaged, document, config, "ana", lambda: chunk_document(document, config)
    )
    session.apply(SetNote(0, "checked"))
    store = session.store.path
    session.close()
    with sqlite3.connect(store) as db:  # a crafted store: an offset of 1e999 (infinity)
        db.execute("""UPDATE base SET state = replace(state, '"start":0', '"start":1e999')""")
    db.close()
    out = tmp_path / "out.sqlite"
    assert _batch(folder, out) == 1
    printed = capsys.readouterr().out
    assert _exported_files(out) == sorted(set(GOOD) - {damaged.name})
    line = next(line for line in printed.splitlines() if "contract_en_services.md:" in line)
    assert "the review store holds a malformed chunk: inf is not a whole number" in line
    # The next run resumes: the good documents are skipped, the damaged one fails again.
    assert _batch(folder, out) == 1
    assert "0 document(s) exported (0 records), 2 already up to date, 1 failed" in (
        capsys.readouterr().out
    )


@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="needs Linux's /proc/self/mem")
def test_a_file_that_cannot_be_read_while_listing_fails_only_itself(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _folder(tmp_path)
    # A regular file by stat whose first read fails (EIO): the batch fingerprints every file
    # before it starts the workers, and that read ended the command with a traceback.
    (folder / "memory.txt").symlink_to("/proc/self/mem")
    out = tmp_path / "out.sqlite"
    assert _batch(folder, out) == 1
    printed = capsys.readouterr().out
    assert _exported_files(out) == sorted(GOOD)
    assert "memory.txt cannot be read: Input/output error." in printed
    assert "Traceback" not in printed


def test_failure_text_is_one_line() -> None:
    from inspector.export.batch import failure_text

    assert failure_text(ExportError("The file is damaged.")) == "The file is damaged."
    assert failure_text(OverflowError("cannot fit\n 'int'")) == (
        "unexpected OverflowError: cannot fit 'int'"
    )
    assert failure_text(KeyError()) == "unexpected KeyError"
