"""Writing a ``ChunkingConfig`` as TOML; loading the output gives an equal configuration.

``tomllib`` reads TOML, but nothing in the standard library writes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from inspector.engine.config import ChunkingConfig


def to_toml(config: ChunkingConfig) -> str:
    """The configuration as TOML text, every table written out."""
    data = config.to_dict()
    out: list[str] = ["# Legal Chunk Inspector chunking configuration", ""]
    for table in ("sizes", "embedding", "fragments", "tail"):
        out += [f"[{table}]", *_toml_pairs(data[table]), ""]
    for name, spec in data["profiles"].items():
        out += [f"[profiles.{name}]", *_toml_pairs(spec), ""]
    for kind, templates in data["labels"].items():
        out += [f"[labels.{kind}]", *_toml_pairs(templates), ""]
    out += ["[sentences.abbreviations]", *_toml_pairs(data["sentences"]["abbreviations"]), ""]
    for table in ("heading_rules", "numbering_rules", "document_cues", "unit_cues"):
        for record in data[table]:
            out += [f"[[{table}]]", *_toml_pairs(record), ""]
    return "\n".join(out)


def _toml_pairs(table: Mapping[str, Any]) -> list[str]:
    return [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in table.items()]


def _toml_key(key: str) -> str:
    bare = key.replace("_", "").replace("-", "").isalnum() and key.isascii()
    return key if bare else _toml_basic(key)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {type(value).__name__} as TOML")


def _toml_string(value: str) -> str:
    # Literal strings keep regex backslashes readable; basic strings are the fallback.
    if "'" not in value and "\n" not in value:
        return f"'{value}'"
    if "'''" not in value and not value.endswith("'") and "\n" not in value:
        return f"'''{value}'''"
    return _toml_basic(value)


def _toml_basic(value: str) -> str:
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'
