"""Golden fixtures: a fixture holds on the unchanged engine and fails, with the right diff,
when a rule changes, a boundary moves, text changes or metadata changes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import ChunkingConfig, SizeProfile, default_config, save_config
from inspector.engine.stats import exported_text
from inspector.export.errors import FixtureError
from inspector.export.fixtures import (
    assert_fixture_holds,
    build_fixture,
    check_fixture_file,
    read_fixture,
    write_fixture,
)
from inspector.export.inputs import engine_input_for
from tests.export.helpers import LAW_TXT, reviewed


def _article_max(tokens: int) -> ChunkingConfig:
    config = default_config()
    old = config.profiles["article"]
    smaller = SizeProfile(min(old.target_min, tokens // 2), min(old.target_max, tokens), tokens)
    return config.with_profile("article", smaller)


@pytest.fixture
def law_fixture(tmp_path: Path) -> Path:
    """The law sample (even chunks approved) as a fixture next to a copy of the document."""
    shutil.copy(LAW_TXT, tmp_path / LAW_TXT.name)
    path = tmp_path / "law.fixture.json"
    write_fixture(build_fixture(reviewed(LAW_TXT)), path)
    return path


def _rewrite(path: Path, edit: dict[str, object] | None = None, **chunk_edits: object) -> None:
    fixture = read_fixture(path)
    if edit:
        fixture.update(edit)
    for name, value in chunk_edits.items():
        fixture["chunks"][1][name] = value
    write_fixture(fixture, path)


def test_fixture_fields(law_fixture: Path) -> None:
    fixture = read_fixture(law_fixture)
    source = reviewed(LAW_TXT)
    assert fixture["fingerprint"] == source.document.fingerprint
    assert fixture["fileName"] == LAW_TXT.name
    assert fixture["configHash"] == default_config().config_hash
    assert fixture["prepVersion"] == source.chunk_set.prep_version
    approved = source.chunk_set.chunks[::2]
    assert [(c["charStart"], c["charEnd"]) for c in fixture["chunks"]] == [
        (c.start, c.end) for c in approved
    ]
    assert {"chunkType", "headingText", "contentHash", "language", "pageNumber", "pageEnd"} <= set(
        fixture["chunks"][0]
    )


def test_unchanged_engine_holds(law_fixture: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = check_fixture_file(law_fixture)
    assert (report.precision, report.recall, report.f1) == (1.0, 1.0, 1.0)
    assert report.passes()
    assert_fixture_holds(law_fixture)
    assert main(["fixtures", "check", str(law_fixture.parent)]) == 0
    assert "1 of 1 fixture(s) hold" in capsys.readouterr().out


def test_a_changed_article_maximum_fails_with_the_new_cuts(
    law_fixture: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = _article_max(150)
    document = load_document(LAW_TXT)
    old = {c.start for c in chunk_document(document, default_config()).chunks}
    approved = [(c["charStart"], c["charEnd"]) for c in read_fixture(law_fixture)["chunks"]]
    new_cuts = {
        c.start
        for c in chunk_document(document, config).chunks
        if c.start not in old and any(s < c.start < e for s, e in approved)
    }
    assert new_cuts  # the smaller maximum splits at least one approved article
    report = check_fixture_file(law_fixture, config)
    assert set(report.extra) == new_cuts
    assert report.missing == ()
    assert report.recall == 1.0
    assert report.precision < 1.0
    assert not report.passes()
    with pytest.raises(AssertionError, match="extra boundary"):
        assert_fixture_holds(law_fixture, config)
    toml = tmp_path / "small.toml"
    save_config(config, toml)
    assert main(["fixtures", "check", str(law_fixture), "--config", str(toml)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("FAIL law.fixture.json")
    assert f"extra boundary {min(new_cuts)} before" in out
    assert "differs from the fixture's" in out
    # Boundaries only: a lower F1 threshold accepts it (no text or metadata changed).
    assert (
        main(["fixtures", "check", str(law_fixture), "--config", str(toml), "--min-f1", "0.5"]) == 0
    )


def test_a_moved_boundary_is_reported_with_its_distance(tmp_path: Path) -> None:
    shutil.copy(LAW_TXT, tmp_path / LAW_TXT.name)
    path = tmp_path / "all.fixture.json"
    source = engine_input_for(tmp_path / LAW_TXT.name, default_config())
    fixture = build_fixture(source, include_all=True)
    first, second = fixture["chunks"][3], fixture["chunks"][4]
    cut = second["charStart"]
    # As if an older engine had cut 5 characters later.
    first["charEnd"] = second["charStart"] = cut + 5
    for chunk in (first, second):
        chunk["text"] = exported_text(source.document, chunk["charStart"], chunk["charEnd"])
    write_fixture(fixture, path)
    report = check_fixture_file(path)
    assert [(m.expected, m.actual, m.delta) for m in report.moved] == [(cut + 5, cut, -5)]
    assert not report.passes()
    assert f"moved boundary {cut + 5} -> {cut} (-5)" in report.describe()


def test_text_lost_or_invented_is_reported(law_fixture: Path) -> None:
    text = read_fixture(law_fixture)["chunks"][1]["text"]
    _rewrite(law_fixture, text=text.replace("records", "recordings", 1) + " SIGNED")
    report = check_fixture_file(law_fixture)
    [change] = report.text_changes
    # The fixture had text the document no longer yields: that is lost; the reverse invented.
    assert "ings" in "".join(change.lost) or "SIGNED" in "".join(change.lost)
    assert "".join(change.lost).endswith(" SIGNED")
    assert report.f1 == 1.0
    assert not report.passes()
    assert "text lost in" in report.describe()


def test_metadata_mismatches_are_reported(law_fixture: Path) -> None:
    _rewrite(law_fixture, headingText="Article 99 — Nowhere", chunkType="judgment_para")
    report = check_fixture_file(law_fixture)
    fields = {(m.field, m.expected) for m in report.mismatches}
    assert fields == {("headingText", "Article 99 — Nowhere"), ("chunkType", "judgment_para")}
    assert not report.passes(min_f1=0.0)
    assert "headingText of" in report.describe()


def test_document_found_by_fingerprint_in_docs(tmp_path: Path) -> None:
    fixtures, docs = tmp_path / "fixtures", tmp_path / "docs"
    fixtures.mkdir()
    docs.mkdir()
    shutil.copy(LAW_TXT, docs / "renamed.txt")
    path = fixtures / "law.fixture.json"
    write_fixture(build_fixture(reviewed(LAW_TXT)), path)
    with pytest.raises(FixtureError, match="pass its folder with --docs"):
        check_fixture_file(path)
    assert check_fixture_file(path, docs=[docs]).passes()
    (docs / "renamed.txt").write_text(LAW_TXT.read_text() + "\nAmended.\n")
    with pytest.raises(FixtureError, match="is not in"):
        check_fixture_file(path, docs=[docs])


def test_fixtures_cli_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "law.fixture.json"
    assert main(["fixtures", "export", str(LAW_TXT), "--out", str(out)]) == 1
    assert "no approved chunk" in capsys.readouterr().err
    assert main(["fixtures", "export", str(LAW_TXT), "--out", str(out), "--all"]) == 0
    assert json.loads(out.read_text())["fileName"] == LAW_TXT.name
    assert main(["fixtures", "check", str(out), "--docs", str(LAW_TXT.parent)]) == 0
