"""``StrategyConfig``: which chunking strategy, its parameters, and the engine configuration.

The engine's ``ChunkingConfig`` rejects tables it does not know, so the strategy lives in its
own ``[strategy]`` table of the same TOML file, next to the engine tables::

    [strategy]
    name = "recursive"      # legal | recursive | semantic | hybrid | parent_child
    chunk_size = 400        # parameters of that strategy (defaults below), flat
    chunk_overlap = 40

    [profiles.article]      # engine tables, as ``inspector.engine.load_config`` reads them
    max_tokens = 900

A file without ``[strategy]`` is the legal engine. Sizes are cl100k tokens of the key layer.
"""

from __future__ import annotations

import hashlib
import json
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from inspector.engine.config import ChunkingConfig, config_from_dict, default_config
from inspector.errors import InspectorError

STRATEGY_VERSION = "1"
"""Version of the strategies' cutting rules; part of every result's ``prep_version``."""

DEFAULT_PARAMS: dict[str, dict[str, Any]] = {
    "legal": {},
    "recursive": {"chunk_size": 512, "chunk_overlap": 50},
    "semantic": {"percentile": 95, "min_tokens": 50, "max_tokens": 512},
    "hybrid": {"max_tokens": 512, "inner": "recursive", "chunk_overlap": 0},
    "parent_child": {"child_min": 100, "child_max": 200, "parent_min": 800, "parent_max": 1500},
}
"""Every strategy's parameters and their defaults (sizes in tokens, percentile in 0-100)."""

STRATEGY_NAMES: tuple[str, ...] = tuple(DEFAULT_PARAMS)


class StrategyConfigError(InspectorError):
    """A strategy configuration file or value is invalid; the message names the key."""


@dataclass(frozen=True)
class StrategyConfig:
    """A strategy, its parameters and the engine configuration it builds on.

    Attributes:
        name: one of ``STRATEGY_NAMES``.
        params: the strategy's parameters, defaults filled in (``DEFAULT_PARAMS``).
        engine: the engine configuration (used by legal, hybrid and parent_child, and for
            sentence abbreviations and embedding texts by every strategy).
        label: a display name (a file stem, "default", "recursive baseline"); not hashed.
    """

    name: str
    params: Mapping[str, Any] = field(default_factory=dict)
    engine: ChunkingConfig = field(default_factory=default_config)
    label: str = ""

    @property
    def config_hash(self) -> str:
        """SHA-256 (hex) of the strategy, its parameters and the engine configuration's hash."""
        canonical = json.dumps(
            {"strategy": self.name, "params": dict(self.params), "engine": self.engine.config_hash},
            sort_keys=True,
        )
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()

    @property
    def display_name(self) -> str:
        """The label, or the strategy name."""
        return self.label or self.name

    def size_label(self) -> str:
        """Size and overlap as seed 002's table shows them ("512/50", "100-200 > 800-1500")."""
        p = self.params
        if self.name == "recursive":
            return f"{p['chunk_size']}/{p['chunk_overlap']}"
        if self.name == "semantic":
            return f"p{p['percentile']} {p['min_tokens']}-{p['max_tokens']}/0"
        if self.name == "hybrid":
            return f"{p['max_tokens']}/{p['chunk_overlap']} ({p['inner']})"
        if self.name == "parent_child":
            return f"{p['child_min']}-{p['child_max']} > {p['parent_min']}-{p['parent_max']}"
        article = self.engine.profile("article")
        return f"profiles ({article.target_max}/{article.overlap_tokens})"


def strategy_config(
    name: str,
    params: Mapping[str, Any] | None = None,
    engine: ChunkingConfig | None = None,
    label: str = "",
) -> StrategyConfig:
    """A validated ``StrategyConfig`` with defaults filled in.

    Raises:
        StrategyConfigError: unknown strategy or parameter, or a value out of range.
    """
    if name not in DEFAULT_PARAMS:
        known = ", ".join(STRATEGY_NAMES)
        raise StrategyConfigError(f"unknown strategy {name!r} (known: {known})")
    given = dict(params or {})
    unknown = sorted(set(given) - set(DEFAULT_PARAMS[name]))
    if unknown:
        raise StrategyConfigError(f"strategy {name}: unknown parameter(s) {', '.join(unknown)}")
    merged = {**DEFAULT_PARAMS[name], **given}
    _check(name, merged)
    return StrategyConfig(name, merged, engine if engine is not None else default_config(), label)


def _check(name: str, p: Mapping[str, Any]) -> None:
    for key, value in p.items():
        if key == "inner":
            if value not in ("recursive", "semantic"):
                raise StrategyConfigError("strategy hybrid: inner must be recursive or semantic")
        elif not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise StrategyConfigError(f"strategy {name}: {key} must be a non-negative integer")
    sizes = {k: v for k, v in p.items() if k.endswith(("size", "max", "max_tokens"))}
    if any(v < 1 for v in sizes.values()):
        raise StrategyConfigError(f"strategy {name}: sizes must be at least 1 token")
    if name == "recursive" and p["chunk_overlap"] >= p["chunk_size"]:
        raise StrategyConfigError("strategy recursive: chunk_overlap must be below chunk_size")
    if name == "hybrid" and p["chunk_overlap"] >= p["max_tokens"]:
        raise StrategyConfigError("strategy hybrid: chunk_overlap must be below max_tokens")
    if name == "semantic" and not (p["percentile"] <= 100 and p["min_tokens"] <= p["max_tokens"]):
        raise StrategyConfigError(
            "strategy semantic: percentile must be 0-100 and min_tokens <= max_tokens"
        )
    if name == "parent_child" and not (
        p["child_min"] <= p["child_max"] < p["parent_max"] and p["parent_min"] <= p["parent_max"]
    ):
        raise StrategyConfigError(
            "strategy parent_child: needs child_min <= child_max < parent_max "
            "and parent_min <= parent_max"
        )


def strategy_config_from_dict(data: Mapping[str, Any], label: str = "") -> StrategyConfig:
    """Build from TOML-shaped data: a ``strategy`` table plus engine tables.

    Raises:
        StrategyConfigError: the strategy table or an engine table is invalid.
    """
    engine_data = {k: v for k, v in data.items() if k != "strategy"}
    table = data.get("strategy", {"name": "legal"})
    if not isinstance(table, Mapping) or not isinstance(table.get("name", "legal"), str):
        raise StrategyConfigError("[strategy] must be a table with a string 'name'")
    params = {k: v for k, v in table.items() if k != "name"}
    try:
        engine = config_from_dict(engine_data)
    except ValueError as exc:
        raise StrategyConfigError(str(exc)) from None
    return strategy_config(str(table.get("name", "legal")), params, engine, label)


def load_strategy_config(path: Path | str) -> StrategyConfig:
    """Read a TOML file: its ``[strategy]`` table and the engine tables over the default.

    The label is the file's stem.

    Raises:
        StrategyConfigError: the file cannot be read, is not TOML, or is not a valid
            configuration; the message names the file.
    """
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise StrategyConfigError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise StrategyConfigError(f"{path}: not valid TOML: {exc}") from None
    try:
        return strategy_config_from_dict(data, label=path.stem)
    except StrategyConfigError as exc:
        raise StrategyConfigError(f"{path}: {exc}") from None


def strategy_toml(config: StrategyConfig) -> str:
    """The ``[strategy]`` table, then every engine table (loading it gives an equal config)."""
    from inspector.engine.config_toml import to_toml

    lines = ["[strategy]", f'name = "{config.name}"']
    for key, value in config.params.items():
        lines.append(f'{key} = "{value}"' if isinstance(value, str) else f"{key} = {value}")
    return "\n".join(lines) + "\n\n" + to_toml(config.engine)


def save_strategy_config(config: StrategyConfig, path: Path | str) -> None:
    """Write ``config`` as TOML, readable by the user only (mode 0o600)."""
    data = strategy_toml(config).encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
