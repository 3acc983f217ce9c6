"""Exports (JSON Lines and SQLite) load straight into LangChain and LlamaIndex documents
(issue 28), real libraries and a real SQLite export.

``langchain-core`` and ``llama-index-core`` are in the dev extra; without them these tests
skip, saying which to install. The README's snippet is run as written.
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.export.errors import ExportError
from inspector.export.frameworks import to_langchain_documents, to_llamaindex_documents
from inspector.export.jsonl import read_jsonl
from tests.conftest import SAMPLE_DOCS

ROOT = Path(__file__).resolve().parents[2]
NEEDS_LANGCHAIN = "langchain-core is not installed: pip install -e '.[dev]' (or langchain-core)"
NEEDS_LLAMAINDEX = (
    "llama-index-core is not installed: pip install -e '.[dev]' (or llama-index-core)"
)


@pytest.fixture
def export(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A real JSONL export of a sample contract (every chunk, personal data redacted)."""
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    source = tmp_path / "contract_en_services.docx"
    shutil.copy(SAMPLE_DOCS / source.name, source)
    out = tmp_path / "chunks.jsonl"
    assert main(["export", str(source), "--out", str(out), "--tenant", "t", "--all"]) == 0
    return out


@pytest.fixture
def both_exports(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """The same sample exported as JSON Lines and as SQLite (every chunk, redacted)."""
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    source = tmp_path / "judgment_en_appeal.docx"
    shutil.copy(SAMPLE_DOCS / source.name, source)
    jsonl, sqlite = tmp_path / "chunks.jsonl", tmp_path / "chunks.sqlite"
    for out in (jsonl, sqlite):
        assert main(["export", str(source), "--out", str(out), "--tenant", "t", "--all"]) == 0
    return jsonl, sqlite


def _with_citations(path: Path) -> list[str]:
    """Give each record a ``citation`` field, as the export writes it when it has one."""
    records = read_jsonl(path)
    citations = [f"Services Agreement, clause {r['chunkIndex']}" for r in records]
    lines = [
        json.dumps(r | {"citation": c}, ensure_ascii=False)
        for r, c in zip(records, citations, strict=True)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return citations


def test_langchain_documents_hold_the_text_and_every_field(export: Path) -> None:
    documents_module = pytest.importorskip("langchain_core.documents", reason=NEEDS_LANGCHAIN)
    records = read_jsonl(export)
    documents = to_langchain_documents(export)
    assert len(documents) == len(records) > 5
    for document, record in zip(documents, records, strict=True):
        assert isinstance(document, documents_module.Document)
        assert document.page_content == record["text"]
        assert document.metadata == {
            k: v for k, v in record.items() if k not in ("text", "embedText")
        }
        assert document.id == f"{record['docId']}:{record['chunkIndex']}"
    assert len({d.id for d in documents}) == len(documents)
    with_header = to_langchain_documents(export, text_field="embedText")
    assert [d.page_content for d in with_header] == [r["embedText"] for r in records]


def test_llamaindex_documents_hold_the_text_and_show_only_readable_metadata(
    export: Path,
) -> None:
    core = pytest.importorskip("llama_index.core", reason=NEEDS_LLAMAINDEX)
    from llama_index.core.schema import MetadataMode

    citations = _with_citations(export)
    records = read_jsonl(export)
    documents = to_llamaindex_documents(export)
    assert len(documents) == len(records)
    for document, record, citation in zip(documents, records, citations, strict=True):
        assert isinstance(document, core.Document)
        assert document.text == record["text"]
        assert document.metadata["citation"] == citation
        assert document.metadata["headingPath"] == record["headingPath"]
        assert document.id_ == f"{record['docId']}:{record['chunkIndex']}"
        # What LlamaIndex embeds and gives the model: the citation and heading, not hashes.
        for mode in (MetadataMode.EMBED, MetadataMode.LLM):
            content = document.get_content(metadata_mode=mode)
            assert citation in content
            assert record["contentHash"] not in content
            assert record["text"].strip() in content


def test_langchain_metadata_carries_the_citation(export: Path) -> None:
    pytest.importorskip("langchain_core.documents", reason=NEEDS_LANGCHAIN)
    citations = _with_citations(export)
    documents = to_langchain_documents(export)
    assert [d.metadata["citation"] for d in documents] == citations


def test_bad_inputs_are_export_errors(tmp_path: Path, export: Path) -> None:
    with pytest.raises(ExportError, match="no such file"):
        to_langchain_documents(tmp_path / "absent.jsonl")
    with pytest.raises(ExportError, match="text_field"):
        to_llamaindex_documents(export, text_field="note")
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"docId": "d", "chunkIndex": 0}\n', encoding="utf-8")
    with pytest.raises(ExportError, match="no 'text' text"):
        to_langchain_documents(bad)


def test_the_readme_snippet_runs_as_written(
    export: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("langchain_core.documents", reason=NEEDS_LANGCHAIN)
    pytest.importorskip("llama_index.core", reason=NEEDS_LLAMAINDEX)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(
        r"```python\n(from inspector\.export\.frameworks import .*?)```", readme, re.S
    )
    assert found, "the README shows the LangChain / LlamaIndex snippet"
    monkeypatch.chdir(export.parent)  # the snippet reads chunks.jsonl
    namespace: dict[str, object] = {}
    exec(compile(found.group(1), "README.md", "exec"), namespace)
    records = read_jsonl(export)
    assert len(namespace["documents"]) == len(records)  # type: ignore[arg-type]
    assert len(namespace["nodes"]) == len(records)  # type: ignore[arg-type]
    assert capsys.readouterr().out.strip()


def test_a_sqlite_export_loads_into_langchain_as_its_jsonl_twin_does(
    both_exports: tuple[Path, Path],
) -> None:
    pytest.importorskip("langchain_core.documents", reason=NEEDS_LANGCHAIN)
    jsonl, sqlite = both_exports
    from_jsonl = to_langchain_documents(jsonl)
    from_sqlite = to_langchain_documents(sqlite)
    assert len(from_sqlite) == len(from_jsonl) > 5
    for got, want in zip(from_sqlite, from_jsonl, strict=True):
        assert got.id == want.id
        assert got.page_content == want.page_content
        assert got.metadata == want.metadata  # lists and objects decoded, same types
        assert "id" not in got.metadata
        assert "document_id" not in got.metadata
    citations = [d.metadata["citation"] for d in from_sqlite]
    assert all(citations)
    assert len(set(citations)) > 1
    with_header = to_langchain_documents(sqlite, text_field="embedText")
    assert [d.page_content for d in with_header] == [
        d.page_content for d in to_langchain_documents(jsonl, text_field="embedText")
    ]


def test_a_sqlite_export_loads_into_llamaindex_with_its_citation_shown(
    both_exports: tuple[Path, Path],
) -> None:
    pytest.importorskip("llama_index.core", reason=NEEDS_LLAMAINDEX)
    from llama_index.core.schema import MetadataMode

    jsonl, sqlite = both_exports
    from_jsonl = to_llamaindex_documents(jsonl)
    from_sqlite = to_llamaindex_documents(sqlite)
    assert [d.id_ for d in from_sqlite] == [d.id_ for d in from_jsonl]
    for got, want in zip(from_sqlite, from_jsonl, strict=True):
        assert got.text == want.text
        assert got.metadata == want.metadata
        assert isinstance(got.metadata["headingPath"], list)
        content = got.get_content(metadata_mode=MetadataMode.EMBED)
        assert got.metadata["citation"] in content
        assert got.metadata["contentHash"] not in content


def test_a_sqlite_file_that_is_no_export_is_an_export_error(tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite"
    connection = sqlite3.connect(other)
    connection.execute("CREATE TABLE notes (body TEXT)")
    connection.commit()
    connection.close()
    with pytest.raises(ExportError, match="not a SQLite export of chunks"):
        to_langchain_documents(other)
