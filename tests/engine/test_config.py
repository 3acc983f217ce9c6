"""ChunkingConfig: the shipped size table, TOML round trip, overrides, hash, errors."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from inspector.engine.config import (
    PROFILE_NAMES,
    SizeProfile,
    config_from_dict,
    default_config,
    load_config,
    save_config,
)
from inspector.engine.config_toml import to_toml
from inspector.engine.rules import UNIT_CUE_ROLES

# Seed 000's table: (target_min, target_max, max_tokens, overlap_tokens).
SEED_000 = {
    "clause_short": (300, 500, 600, 50),
    "clause_long": (500, 800, 1000, 100),
    "article": (200, 600, 800, 0),
    "judgment_para": (400, 700, 900, 80),
    "recital": (0, 500, 500, 0),
    "definition": (200, 400, 400, 0),
}


@pytest.mark.parametrize(("name", "sizes"), SEED_000.items())
def test_default_profiles_are_seed_000(name: str, sizes: tuple[int, int, int, int]) -> None:
    profile = default_config().profile(name)
    assert (
        profile.target_min,
        profile.target_max,
        profile.max_tokens,
        profile.overlap_tokens,
    ) == sizes


def test_default_has_every_profile_and_the_sub_clause_threshold() -> None:
    config = default_config()
    assert set(PROFILE_NAMES) <= set(config.profiles)
    assert config.numbered_min_tokens == 100
    assert config.arabic_small_end


def test_toml_round_trip_keeps_everything(tmp_path: Path) -> None:
    config = default_config()
    path = tmp_path / "c.toml"
    save_config(config, path)
    loaded = load_config(path)
    assert loaded == config
    assert loaded.config_hash == config.config_hash
    assert tomllib.loads(path.read_text(encoding="utf-8"))["sizes"]["numbered_min_tokens"] == 100


def test_partial_override_merges_into_the_default(tmp_path: Path) -> None:
    path = tmp_path / "small.toml"
    path.write_text("[profiles.article]\nmax_tokens = 900\n", encoding="utf-8")
    config = load_config(path)
    assert config.profile("article") == SizeProfile(200, 600, 900, 0)
    assert config.profile("clause_short") == default_config().profile("clause_short")
    assert config.heading_rules == default_config().heading_rules


def test_hash_changes_with_any_setting() -> None:
    base = default_config()
    bigger = base.with_profile("article", SizeProfile(200, 600, 801, 0))
    assert bigger.config_hash != base.config_hash
    assert config_from_dict({}).config_hash == base.config_hash


def test_every_role_the_engine_reads_is_a_known_unit_cue_role() -> None:
    """The roles the shipped cues use and the engine asks for are all in ``UNIT_CUE_ROLES``."""
    shipped = {c.role for c in default_config().unit_cues}
    assert shipped == set(UNIT_CUE_ROLES)  # every role has a cue, every cue a known role
    asked: set[str] = set()
    for source in Path(__file__).parents[2].joinpath("inspector", "engine").glob("*.py"):
        asked |= set(re.findall(r"\.cue\(\s*\"(\w+)\"", source.read_text(encoding="utf-8")))
    assert asked
    assert asked <= set(UNIT_CUE_ROLES)


def test_rule_list_in_a_user_file_replaces_the_default() -> None:
    rule = {
        "name": "only",
        "language": "en",
        "unit": "article",
        "rank": 6,
        "pattern": "(?P<label>Art \\d+)",
    }
    config = config_from_dict({"heading_rules": [rule]})
    assert [r.name for r in config.heading_rules] == ["only"]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"bogus": {}}, "unknown configuration table"),
        ({"profiles": {"article": {"max_tokens": 100}}}, "profiles.article"),
        ({"profiles": {"article": {"maximum": 100}}}, "unknown key"),
        ({"sizes": {"numbered_min_tokens": -1}}, "non-negative"),
        (
            {
                "heading_rules": [
                    {"name": "x", "language": "en", "unit": "a", "rank": 6, "pattern": "("}
                ]
            },
            "does not compile",
        ),
        (
            {
                "heading_rules": [
                    {"name": "x", "language": "en", "unit": "a", "rank": 9, "pattern": "x"}
                ]
            },
            "rank",
        ),
        (
            {"numbering_rules": [{"name": "a", "scheme": "s", "pattern": "(?P<label>x)"}] * 2},
            "duplicate",
        ),
        # A misspelt role left its cue unused without a word.
        (
            {"unit_cues": [{"name": "c", "role": "recitals", "language": "en", "pattern": "x"}]},
            "unknown role 'recitals'",
        ),
        (
            {"document_cues": [{"name": "d", "role": "statute", "language": "en", "pattern": "x"}]},
            "unknown role 'statute'",
        ),
        # Each of the following was accepted and failed mid-chunking (KeyError, IndexError,
        # ValueError or AttributeError traceback) or was ignored without a word.
        ({"embedding": {"header": "{client}: {title}"}}, r"embedding.header .* only \{title\}"),
        ({"embedding": {"header": "{title:d}"}}, "does not format"),
        ({"labels": {"clause": {"en": "Clause {x}"}}}, r"labels.clause.en .* only \{n\}"),
        ({"labels": {"section": {"fr": "Article {n:d}"}}}, "labels.section.fr"),
        ({"labels": {"paragraph": {"ar": "الفقرة {0}"}}}, "labels.paragraph.ar"),
        ({"labels": {"part": {"en": "part {i} of {total}"}}}, r"only \{i\} and \{n\}"),
        ({"sentences": {"abbreviations": 5}}, "invalid chunking configuration"),
        (
            {
                "heading_rules": [
                    {"name": "x", "language": 5, "unit": "a", "rank": 1, "pattern": "x"}
                ]
            },
            "language must be a str",
        ),
        (
            {
                "heading_rules": [
                    {"name": "x", "language": "en", "unit": "a", "rank": True, "pattern": "x"}
                ]
            },
            "rank must be a int",
        ),
    ],
)
def test_invalid_configurations_say_what_is_wrong(data: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        config_from_dict(data)


def test_the_shipped_labels_format_as_the_engine_formats_them() -> None:
    config = default_config()
    assert config.label("part", "en").format(i=1, n=2)
    assert config_from_dict({"labels": {"part": {"en": "{i}/{n:d}"}}}).label("part", "en") == (
        "{i}/{n:d}"
    )


def test_invalid_toml_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("[profiles\n", encoding="utf-8")
    with pytest.raises(ValueError, match="not valid TOML"):
        load_config(path)


def test_to_toml_writes_quotes_and_backslashes_safely() -> None:
    config = default_config()
    text = to_toml(config)
    assert config_from_dict(tomllib.loads(text)) == config


def test_arabic_packs_to_the_small_end() -> None:
    profile = default_config().profile("article")
    assert profile.pack_target(small_end=True) == 200
    assert profile.pack_target(small_end=False) == 600


def test_every_shipped_pattern_compiles() -> None:
    from inspector.engine.config import compiled_rules

    compiled_rules(default_config()).validate()
