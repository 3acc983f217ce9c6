"""``ChunkingConfig``: size profiles, rule tables and toggles; TOML in and out; its hash.

The shipped default is ``default_config.toml`` next to this module (package data). A user file
overrides it table by table: a table it gives is merged key by key into the default, and a rule
list it gives (``[[heading_rules]]``, ``[[numbering_rules]]``, ``[[document_cues]]``,
``[[unit_cues]]``) replaces the default list. ``config_hash`` is the SHA-256 of the canonical
JSON of the whole configuration, so two configurations that chunk alike hash alike whatever
their TOML layout.
"""

from __future__ import annotations

import functools
import hashlib
import json
import threading
import tomllib
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

from inspector.engine.rules import UNIT_CUE_ROLES, CompiledRules, Cue, HeadingRule, NumberingRule
from inspector.engine.types import DocumentType

PREP_VERSION = "1"
"""Version of the chunking rules; bump it whenever the same input would chunk differently."""

PROFILE_NAMES = (
    "clause_short",
    "clause_long",
    "article",
    "judgment_para",
    "recital",
    "definition",
    "other",
)


@dataclass(frozen=True, slots=True)
class SizeProfile:
    """Token sizes for one kind of chunk (cl100k tokens of the key layer).

    Attributes:
        target_min: small end of the target range (Arabic packs to it).
        target_max: large end of the target range (other languages pack to it).
        max_tokens: hard maximum; a unit within it is never split.
        overlap_tokens: trailing tail of the previous chunk prepended in the embedding text.
    """

    target_min: int
    target_max: int
    max_tokens: int
    overlap_tokens: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.target_min <= self.target_max <= self.max_tokens or self.max_tokens < 1:
            raise ValueError(
                "a size profile needs 0 <= target_min <= target_max <= max_tokens, max_tokens >= 1"
            )
        if not 0 <= self.overlap_tokens < self.max_tokens:
            raise ValueError("overlap_tokens must be >= 0 and below max_tokens")

    def pack_target(self, *, small_end: bool) -> int:
        """Tokens to fill a chunk up to when merging paragraphs (never below 1)."""
        return max(1, self.target_min if small_end else self.target_max)


@dataclass(frozen=True)
class ChunkingConfig:
    """Everything that decides how a document is chunked. Build with ``default_config()``.

    Attributes:
        profiles: size profile per name in ``PROFILE_NAMES``.
        numbered_min_tokens: numbered sub-clauses at least this long get their own chunk.
        arabic_small_end: Arabic units pack to ``target_min`` instead of ``target_max``.
        contextual_header: prepend ``header`` to the embedding text.
        header: format of the contextual header; ``{title}`` and ``{path}`` are replaced.
        overlap: apply the profiles' overlap in the embedding text.
        embed_limit: the embedding model's input limit in cl100k tokens (``[embedding]
            model_max_tokens``: 512 for MiniLM, 8191 for OpenAI's models); a chunk whose
            embedding text is longer is flagged ``embed_over_limit``. 0: no limit.
        labels: label templates per kind and language (``labels["clause"]["en"]``).
        abbreviations: per language, words that end with a period without ending a sentence.
        fragments: named regex pieces referenced as ``{NAME}`` in patterns.
        heading_tail: the regex that must follow a heading label (``tail = "standard"``).
        heading_rules: heading patterns, in order.
        numbering_rules: paragraph numbering patterns, in order.
        document_cues: document type cues.
        unit_cues: unit role cues (recital, citation, formula, signature, ...).
    """

    profiles: Mapping[str, SizeProfile]
    numbered_min_tokens: int
    arabic_small_end: bool
    contextual_header: bool
    header: str
    overlap: bool
    labels: Mapping[str, Mapping[str, str]]
    abbreviations: Mapping[str, tuple[str, ...]]
    fragments: Mapping[str, str]
    heading_tail: str
    heading_rules: tuple[HeadingRule, ...]
    numbering_rules: tuple[NumberingRule, ...]
    document_cues: tuple[Cue, ...]
    unit_cues: tuple[Cue, ...] = field(default=())
    embed_limit: int = 0

    @functools.cached_property
    def config_hash(self) -> str:
        """SHA-256 (hex) of the canonical JSON of ``to_dict()``.

        Computed once per configuration object (a configuration is never changed in place:
        ``with_profile`` and the loaders build new ones); every chunking run asks for it.
        """
        canonical = json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()

    def profile(self, name: str) -> SizeProfile:
        """The size profile called ``name`` (see ``PROFILE_NAMES``)."""
        return self.profiles[name]

    def label(self, kind: str, language: str) -> str:
        """The label template of ``kind`` in ``language`` (English when missing)."""
        templates = self.labels.get(kind, {})
        return templates.get(language) or templates.get("en") or "{n}"

    def with_profile(self, name: str, profile: SizeProfile) -> ChunkingConfig:
        """A copy with one profile replaced."""
        return replace(self, profiles={**self.profiles, name: profile})

    def to_dict(self) -> dict[str, Any]:
        """The configuration as plain data, in the layout of the TOML file."""
        return {
            "sizes": {
                "numbered_min_tokens": self.numbered_min_tokens,
                "arabic_small_end": self.arabic_small_end,
            },
            "profiles": {
                name: {f.name: getattr(p, f.name) for f in fields(SizeProfile)}
                for name, p in self.profiles.items()
            },
            "embedding": {
                "contextual_header": self.contextual_header,
                "header": self.header,
                "overlap": self.overlap,
                # Only when set: the default configuration's hash (every record's configHash)
                # stays what it was before the key existed.
                **({"model_max_tokens": self.embed_limit} if self.embed_limit else {}),
            },
            "labels": {kind: dict(by_lang) for kind, by_lang in self.labels.items()},
            "sentences": {"abbreviations": {k: list(v) for k, v in self.abbreviations.items()}},
            "fragments": dict(self.fragments),
            "tail": {"heading": self.heading_tail},
            "heading_rules": [_rule_dict(r) for r in self.heading_rules],
            "numbering_rules": [_rule_dict(r) for r in self.numbering_rules],
            "document_cues": [_rule_dict(c) for c in self.document_cues],
            "unit_cues": [_rule_dict(c) for c in self.unit_cues],
        }


def _rule_dict(rule: HeadingRule | NumberingRule | Cue) -> dict[str, Any]:
    return {f.name: getattr(rule, f.name) for f in fields(rule)}


_TOP_KEYS = frozenset(
    {
        "sizes",
        "profiles",
        "embedding",
        "labels",
        "sentences",
        "fragments",
        "tail",
        "heading_rules",
        "numbering_rules",
        "document_cues",
        "unit_cues",
    }
)


def config_from_dict(
    data: Mapping[str, Any], base: Mapping[str, Any] | None = None
) -> ChunkingConfig:
    """Build a configuration from TOML-shaped data, overriding ``base`` (the default).

    Raises:
        ValueError: an unknown table or key, a missing profile, or an invalid value; the
            message names the offending key.
    """
    merged = _merge(base if base is not None else _default_data(), data)
    try:
        # The shipped tables are known to compile (tests compile them); user tables are checked.
        return _build(merged, validate=bool(data) or base is not None)
    except (KeyError, TypeError, AttributeError) as exc:  # a table of the wrong shape
        raise ValueError(f"invalid chunking configuration: {exc}") from None


def _merge(base: Mapping[str, Any], override: Mapping[str, Any]) -> dict[str, Any]:
    unknown = set(override) - _TOP_KEYS
    if unknown:
        raise ValueError(f"unknown configuration table(s): {', '.join(sorted(unknown))}")
    merged: dict[str, Any] = dict(base.items())
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge_tables(merged[key], value, key)
        else:
            merged[key] = value
    return merged


def _merge_tables(
    base: Mapping[str, Any], override: Mapping[str, Any], where: str
) -> dict[str, Any]:
    merged = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge_tables(merged[key], value, f"{where}.{key}")
        else:
            merged[key] = value
    return merged


def _build(data: Mapping[str, Any], *, validate: bool = True) -> ChunkingConfig:
    profiles = {name: _profile(name, spec) for name, spec in data["profiles"].items()}
    missing = [name for name in PROFILE_NAMES if name not in profiles]
    if missing:
        raise ValueError(f"missing size profile(s): {', '.join(missing)}")
    sizes, embedding = data["sizes"], data["embedding"]
    config = ChunkingConfig(
        profiles=profiles,
        numbered_min_tokens=_int(sizes, "numbered_min_tokens"),
        arabic_small_end=bool(sizes["arabic_small_end"]),
        contextual_header=bool(embedding["contextual_header"]),
        header=_header(embedding),
        overlap=bool(embedding["overlap"]),
        embed_limit=_embed_limit(embedding),
        labels={
            k: {lang: _label(k, lang, t) for lang, t in v.items()}
            for k, v in data["labels"].items()
        },
        abbreviations={
            lang: tuple(str(w) for w in words)
            for lang, words in data["sentences"]["abbreviations"].items()
        },
        fragments={k: str(v) for k, v in data["fragments"].items()},
        heading_tail=str(data["tail"]["heading"]),
        heading_rules=tuple(_record(HeadingRule, r) for r in data["heading_rules"]),
        numbering_rules=tuple(_record(NumberingRule, r) for r in data["numbering_rules"]),
        document_cues=tuple(_record(Cue, c) for c in data["document_cues"]),
        unit_cues=tuple(_record(Cue, c) for c in data["unit_cues"]),
    )
    _check_names(config)
    if validate:
        compiled_rules(config).validate()  # fail now, naming the rule, not mid-chunking
    return config


def _label(kind: str, language: str, template: Any) -> str:
    """A label template, refused now if it names a field the engine does not fill.

    The engine formats ``part`` labels with ``i`` and ``n`` (part index and count, whole
    numbers) and every other label with ``n`` (a number or label, as text).
    """
    value = str(template)
    try:
        if kind == "part":
            value.format(i=1, n=2)
        else:
            value.format(n="1")
    except (KeyError, IndexError, ValueError, AttributeError) as exc:
        names = "{i} and {n}" if kind == "part" else "{n}"
        raise ValueError(
            f"labels.{kind}.{language} {value!r} does not format: it may name only {names} "
            f"({type(exc).__name__}: {exc})"
        ) from None
    return value


def _header(embedding: Mapping[str, Any]) -> str:
    """The contextual header's format, refused now if it names more than {title} and {path}."""
    value = str(embedding["header"])
    try:  # the header is formatted for every chunk: a bad field would fail mid-export
        value.format(title="", path="")
    except (KeyError, IndexError, ValueError, AttributeError) as exc:
        raise ValueError(
            f"embedding.header {value!r} does not format: it may name only {{title}} and "
            f"{{path}} ({type(exc).__name__}: {exc})"
        ) from None
    return value


def _embed_limit(embedding: Mapping[str, Any]) -> int:
    value = embedding.get("model_max_tokens", 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError("embedding.model_max_tokens must be a whole number >= 0")
    return value


def _int(table: Mapping[str, Any], key: str) -> int:
    value = table[key]
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{key} must be a non-negative integer, not {value!r}")
    return value


def _profile(name: str, spec: Mapping[str, Any]) -> SizeProfile:
    known = {f.name for f in fields(SizeProfile)}
    unknown = set(spec) - known
    if unknown:
        raise ValueError(f"profiles.{name}: unknown key(s) {', '.join(sorted(unknown))}")
    try:
        return SizeProfile(**{k: _int(spec, k) for k in spec})
    except (TypeError, ValueError) as exc:
        raise ValueError(f"profiles.{name}: {exc}") from None


_Rule = TypeVar("_Rule", HeadingRule, NumberingRule, Cue)


def _record(kind: type[_Rule], data: Mapping[str, Any]) -> _Rule:
    known = {f.name for f in fields(kind)}
    unknown = set(data) - known
    name = data.get("name", "?")
    if unknown:
        raise ValueError(f"rule {name!r}: unknown key(s) {', '.join(sorted(unknown))}")
    for field_ in fields(kind):  # a TOML value of another type would fail mid-chunking
        value = data.get(field_.name)
        wanted = {"str": str, "int": int, "bool": bool}[str(field_.type)]
        if field_.name in data and (
            not isinstance(value, wanted) or (wanted is int and isinstance(value, bool))
        ):
            raise ValueError(f"rule {name!r}: {field_.name} must be a {wanted.__name__}")
    try:
        return kind(**data)
    except TypeError as exc:
        raise ValueError(f"rule {name!r}: {exc}") from None


def _check_names(config: ChunkingConfig) -> None:
    names = [r.name for r in config.heading_rules] + [r.name for r in config.numbering_rules]
    names += [c.name for c in config.document_cues] + [c.name for c in config.unit_cues]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise ValueError(f"duplicate rule or cue name(s): {', '.join(duplicates)}")
    # A misspelt role would leave its cue silently unused.
    document_types = {t.value for t in DocumentType} - {DocumentType.UNKNOWN.value}
    for cues, known in ((config.document_cues, document_types), (config.unit_cues, UNIT_CUE_ROLES)):
        for cue in cues:
            if cue.role not in known:
                roles = ", ".join(sorted(known))
                raise ValueError(f"cue {cue.name!r}: unknown role {cue.role!r} (one of {roles})")
    for rule in config.heading_rules:
        if rule.tail not in ("standard", "none"):
            raise ValueError(f"rule {rule.name!r}: tail must be 'standard' or 'none'")
        if not 0 <= rule.rank <= 6:
            raise ValueError(f"rule {rule.name!r}: rank must be 0..6")


def _default_data() -> dict[str, Any]:
    text = resources.files("inspector.engine").joinpath("default_config.toml").read_text("utf-8")
    return tomllib.loads(text)


def default_config() -> ChunkingConfig:
    """The shipped configuration (``default_config.toml``)."""
    return config_from_dict({})


def load_config(path: Path | str) -> ChunkingConfig:
    """Read a TOML file over the default configuration.

    Raises:
        ValueError: the file is not valid TOML or not a valid configuration.
        OSError: the file cannot be read.
    """
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{path}: not valid TOML: {exc}") from None
    # A [strategy] table picks another chunking strategy (inspector.strategies reads it); the
    # engine tables of such a file are still this engine's configuration.
    data.pop("strategy", None)
    return config_from_dict(data)


def save_config(config: ChunkingConfig, path: Path | str) -> None:
    """Write ``config`` as a complete TOML file (loading it gives an equal configuration)."""
    from inspector.engine.config_toml import to_toml

    Path(path).write_text(to_toml(config), encoding="utf-8")


_compiled_lock = threading.Lock()
_compiled: OrderedDict[str, CompiledRules] = OrderedDict()
_COMPILED_MAX = 8  # bounded: the GUI compares a handful of configurations, never thousands


def compiled_rules(config: ChunkingConfig) -> CompiledRules:
    """The compiled rule tables of ``config`` (memoised for the last few configurations).

    Raises:
        ValueError: a pattern does not compile; the message names the rule.
    """
    key = config.config_hash
    with _compiled_lock:
        if key in _compiled:
            _compiled.move_to_end(key)
            return _compiled[key]
    compiled = _compile(config)
    with _compiled_lock:
        _compiled[key] = compiled
        while len(_compiled) > _COMPILED_MAX:
            _compiled.popitem(last=False)
    return compiled


def _compile(config: ChunkingConfig) -> CompiledRules:
    import re

    try:
        return CompiledRules(
            config.heading_rules,
            config.numbering_rules,
            config.document_cues + config.unit_cues,
            config.fragments,
            config.heading_tail,
        )
    except re.error as exc:
        culprit = _find_bad_pattern(config)
        raise ValueError(f"pattern of {culprit} does not compile: {exc}") from None


def _find_bad_pattern(config: ChunkingConfig) -> str:
    import re

    from inspector.engine.patterns import expand

    rules: list[HeadingRule | NumberingRule | Cue] = [*config.heading_rules]
    rules += [*config.numbering_rules, *config.document_cues, *config.unit_cues]
    for rule in rules:
        try:
            re.compile(expand(rule.pattern, config.fragments))
        except (re.error, ValueError):
            return f"rule {rule.name!r}"
    return "the heading tail"
