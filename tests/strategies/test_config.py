"""StrategyConfig: defaults, validation, and the [strategy] TOML table round trip."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from inspector.engine.config import SizeProfile
from inspector.strategies.config import (
    STRATEGY_NAMES,
    StrategyConfigError,
    load_strategy_config,
    save_strategy_config,
    strategy_config,
)


@pytest.mark.parametrize("name", STRATEGY_NAMES)
def test_save_then_load_gives_the_same_configuration(tmp_path: Path, name: str) -> None:
    engine = strategy_config("legal").engine
    engine = engine.with_profile("article", SizeProfile(100, 300, 700, 0))
    config = strategy_config(name, engine=engine)
    path = tmp_path / "mine.toml"
    save_strategy_config(config, path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    loaded = load_strategy_config(path)
    assert loaded.config_hash == config.config_hash
    assert loaded.engine.profile("article").max_tokens == 700
    assert loaded.label == "mine"


def test_a_file_without_a_strategy_table_is_the_legal_engine(tmp_path: Path) -> None:
    path = tmp_path / "engine.toml"
    path.write_text("[profiles.article]\nmax_tokens = 900\n", encoding="utf-8")
    config = load_strategy_config(path)
    assert config.name == "legal"
    assert config.engine.profile("article").max_tokens == 900


def test_parameters_override_defaults(tmp_path: Path) -> None:
    path = tmp_path / "r.toml"
    path.write_text('[strategy]\nname = "recursive"\nchunk_size = 300\n', encoding="utf-8")
    config = load_strategy_config(path)
    assert dict(config.params) == {"chunk_size": 300, "chunk_overlap": 50}
    assert config.size_label() == "300/50"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('[strategy]\nname = "magic"\n', "unknown strategy 'magic'"),
        ('[strategy]\nname = "recursive"\nsize = 3\n', "unknown parameter(s) size"),
        ('[strategy]\nname = "recursive"\nchunk_overlap = 600\n', "chunk_overlap must be below"),
        ('[strategy]\nname = "hybrid"\ninner = "magic"\n', "inner must be recursive or semantic"),
        ("[strategy\n", "not valid TOML"),
        ("[nonsense]\nx = 1\n", "unknown configuration table"),
    ],
)
def test_invalid_files_give_a_clear_error(tmp_path: Path, body: str, message: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(StrategyConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        load_strategy_config(path)


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StrategyConfigError, match="cannot read"):
        load_strategy_config(tmp_path / "absent.toml")
