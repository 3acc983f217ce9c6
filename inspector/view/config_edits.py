"""The rules panel's edits to a chunking configuration, in plain Python.

No Qt here. A :class:`ConfigEditor` starts from a base configuration (the default, or one
loaded from TOML) and records what the reviewer changed: sizes of the profiles, rules turned
off, patterns rewritten. :meth:`ConfigEditor.build` makes the configuration to chunk with.
Building is cheap (no pattern is compiled here): a pattern that does not compile is reported by
the re-chunk, which runs off the UI thread.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    # Types only: the engine's configuration module loads when a document does, not with
    # the window (an editor exists only once a configuration came back from a load).
    from inspector.engine.config import ChunkingConfig, SizeProfile
    from inspector.engine.rules import Cue, HeadingRule, NumberingRule

_Rule = TypeVar("_Rule", "HeadingRule", "NumberingRule", "Cue")


class RuleKind(StrEnum):
    """Which table of the configuration a rule comes from."""

    HEADING = "heading"
    NUMBERING = "numbering"
    UNIT_CUE = "unit cue"
    BUILT_IN = "built-in"


BUILT_IN_RULES = {
    "document_start": "the start of the document",
    "block_heading": "a heading block of the loader (style or font)",
    "markdown_heading": "a Markdown # heading",
    "numbered_heading": "a numbered heading line",
    "judgment_para": "a numbered judgment paragraph",
    "blank_line": "a paragraph break",
    "preamble": "the preamble",
    "signature": "a signature block",
}
"""Rules the engine applies without a pattern in the configuration (provenance names)."""


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """One row of the rules table.

    Attributes:
        name: the rule's name (its provenance in chunks).
        kind: heading, numbering, unit cue or built-in.
        detail: the unit (headings), scheme (numbering), role (cues) or what a built-in does.
        language: "en", "fr", "ar", "any" or "" for built-ins.
        pattern: the pattern in force ("" for built-ins).
        enabled: False when the reviewer turned it off.
        edited: True when its pattern differs from the base configuration's.
    """

    name: str
    kind: RuleKind
    detail: str
    language: str
    pattern: str
    enabled: bool = True
    edited: bool = False

    @property
    def editable(self) -> bool:
        """Whether it can be turned off and its pattern edited."""
        return self.kind is not RuleKind.BUILT_IN


@dataclass(frozen=True, slots=True)
class EditsSnapshot:
    """The edits of an editor at one moment (``ConfigEditor.snapshot``), to go back to."""

    editor: ConfigEditor
    disabled: frozenset[str]
    patterns: tuple[tuple[str, str], ...]
    profiles: tuple[tuple[str, SizeProfile], ...]


class ConfigEditor:
    """A base configuration and the edits made to it in the rules panel."""

    def __init__(self, base: ChunkingConfig, source: str = "default configuration") -> None:
        self.base = base
        self.source = source
        self._disabled: set[str] = set()
        self._patterns: dict[str, str] = {}
        self._profiles: dict[str, SizeProfile] = {}

    def snapshot(self) -> EditsSnapshot:
        """Its edits as they are now (the rules panel shows them again on ``restore``)."""
        return EditsSnapshot(
            self,
            frozenset(self._disabled),
            tuple(self._patterns.items()),
            tuple(self._profiles.items()),
        )

    def restore(self, snapshot: EditsSnapshot) -> None:
        """Take back the edits of ``snapshot`` (one of this editor's)."""
        self._disabled = set(snapshot.disabled)
        self._patterns = dict(snapshot.patterns)
        self._profiles = dict(snapshot.profiles)

    @property
    def is_modified(self) -> bool:
        """Whether anything differs from the base configuration."""
        return bool(self._disabled or self._patterns or self._profiles)

    def profiles(self) -> Mapping[str, SizeProfile]:
        """The size profiles in force, by name (base order)."""
        return {name: self._profiles.get(name, p) for name, p in self.base.profiles.items()}

    def set_profile(self, name: str, profile: SizeProfile) -> None:
        """Use ``profile`` for ``name`` (an equal one to the base's drops the edit).

        Raises:
            KeyError: no profile of that name.
        """
        if name not in self.base.profiles:
            raise KeyError(name)
        if profile == self.base.profiles[name]:
            self._profiles.pop(name, None)
        else:
            self._profiles[name] = profile

    def rules(self) -> list[RuleInfo]:
        """Every rule: headings, numbering, unit cues in configuration order, then built-ins."""
        rows: list[RuleInfo] = []
        tables: list[tuple[RuleKind, tuple[HeadingRule | NumberingRule | Cue, ...]]] = [
            (RuleKind.HEADING, self.base.heading_rules),
            (RuleKind.NUMBERING, self.base.numbering_rules),
            (RuleKind.UNIT_CUE, self.base.unit_cues),
        ]
        for kind, table in tables:
            for rule in table:
                rows.append(
                    RuleInfo(
                        name=rule.name,
                        kind=kind,
                        detail=_detail(rule),
                        language=getattr(rule, "language", "any"),
                        pattern=self._patterns.get(rule.name, rule.pattern),
                        enabled=rule.name not in self._disabled,
                        edited=rule.name in self._patterns,
                    )
                )
        rows += [
            RuleInfo(name, RuleKind.BUILT_IN, detail, "", "")
            for name, detail in BUILT_IN_RULES.items()
        ]
        return rows

    def set_enabled(self, name: str, enabled: bool) -> None:
        """Turn rule ``name`` on or off."""
        if enabled:
            self._disabled.discard(name)
        else:
            self._disabled.add(name)

    def set_pattern(self, name: str, pattern: str) -> None:
        """Use ``pattern`` for rule ``name`` (the base's pattern drops the edit)."""
        base = {r.name: r.pattern for r in self._base_rules()}
        if base.get(name) == pattern:
            self._patterns.pop(name, None)
        else:
            self._patterns[name] = pattern

    def build(self) -> ChunkingConfig:
        """The configuration with every edit applied (patterns are compiled when chunking)."""
        config = self.base
        if self._profiles:
            config = replace(config, profiles=dict(self.profiles()))
        if self._disabled or self._patterns:
            config = replace(
                config,
                heading_rules=self._edited(config.heading_rules),
                numbering_rules=self._edited(config.numbering_rules),
                unit_cues=self._edited(config.unit_cues),
            )
        return config

    def _edited(self, table: tuple[_Rule, ...]) -> tuple[_Rule, ...]:
        return tuple(
            replace(rule, pattern=self._patterns[rule.name])
            if rule.name in self._patterns
            else rule
            for rule in table
            if rule.name not in self._disabled
        )

    def _base_rules(self) -> list[HeadingRule | NumberingRule | Cue]:
        return [*self.base.heading_rules, *self.base.numbering_rules, *self.base.unit_cues]


def _detail(rule: HeadingRule | NumberingRule | Cue) -> str:
    from inspector.engine.rules import HeadingRule, NumberingRule

    if isinstance(rule, HeadingRule):
        return f"{rule.unit} (rank {rule.rank})"
    if isinstance(rule, NumberingRule):
        return rule.scheme
    return rule.role
