"""The citation rules as data (``citation_rules.toml``), loaded and compiled once.

What the file holds: the identity cues (act identifiers, jurisdictions, dates, month names,
Arabic ordinals, English and French numbers in words, how a judgment's title is composed), the
citation conventions per jurisdiction, document type and language, what each kind of instrument
calls its numbered provisions (a set of Regulations its regulations), and the cross-reference
patterns. Reference patterns write numbers with the chunking configuration's fragments
(``{INT}``, ``{AR_ORD}``), the very definitions the heading rules use, so a number the engine
reads as a heading label is read the same way in a reference.
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

from inspector.engine.config import default_config
from inspector.engine.patterns import expand


@dataclass(frozen=True, slots=True)
class NamedPattern:
    """One cue or reference pattern.

    Attributes:
        name: the cue's name, recorded as provenance (``neutral_citation``).
        regex: the compiled pattern.
        code: a jurisdiction code (``EU``, ``GB``, ...) for jurisdiction cues, else "".
        unit: what a reference points to (``article``, ``section``, ``act`` ...), else "".
        external: a reference to another act (never resolved inside the document).
        title_only: a jurisdiction cue matched against the title alone.
        contract_only: a jurisdiction cue that applies to contracts only.
        scope: for an identity cue (actId, date), the documents it is tried on: "" all,
            "judgment" judgments only (a court's case number), "not_judgment" all but
            judgments (an act's number or date, which in a judgment names an act it cites).
        prefilter: plain strings, at least one of which every match contains (a text holding
            none of them is not searched); empty: every text is searched.
        fallback: a jurisdiction cue that decides only when no other is found (a form
            several states share, "قانون رقم 3 لسنة 2015", yields to a state's name).
    """

    name: str
    regex: re.Pattern[str]
    code: str = ""
    unit: str = ""
    external: bool = False
    title_only: bool = False
    contract_only: bool = False
    scope: str = ""
    prefilter: tuple[str, ...] = ()
    fallback: bool = False


@dataclass(frozen=True, slots=True)
class Convention:
    """How one jurisdiction, document type and language cite a provision.

    Attributes:
        name: the convention's name (``eu``, ``uk_legislation``).
        jurisdiction, document_type, language: what it applies to ("*" for any).
        document: what names the document: ``designation``, ``act_id``, ``title`` or
            ``title_year``.
        separator: between the document and the pinpoint.
        paragraph, paragraph_range: a judgment paragraph ("[{n}]") and a run of them.
        units: the pinpoint of each unit kind ("Article {n}").
        definition: a definition's pinpoint ("Article {n}, '{term}'").
    """

    name: str
    jurisdiction: str
    document_type: str
    language: str
    document: str
    separator: str
    paragraph: str
    paragraph_range: str
    units: Mapping[str, str]
    definition: str

    def applies(self, jurisdiction: str, document_type: str, language: str) -> bool:
        """Whether this convention applies to such a document."""
        return (
            self.jurisdiction in ("*", jurisdiction)
            and self.document_type in ("*", document_type)
            and self.language in ("*", language)
        )


@dataclass(frozen=True, slots=True)
class Instrument:
    """What a kind of instrument calls its numbered provisions (``[[instruments]]``).

    Attributes:
        name: the entry's name (``uk_regulations``).
        convention: the name of the convention it applies under (``uk_legislation``).
        title: matched against the document's title (stripped): this kind of instrument.
        unit: the unit kind its provisions are cited as (``regulation``).
        provisions: the pinpoint unit kinds cited as ``unit`` in such a document.
    """

    name: str
    convention: str
    title: re.Pattern[str]
    unit: str
    provisions: frozenset[str]


@dataclass(frozen=True, slots=True)
class JudgmentTitleRules:
    """How a judgment's title is composed from its own text (``[judgment_titles]``).

    Attributes:
        fr_heading: a French arrêt's heading, groups ``court``, ``chamber`` (optional) and
            ``date`` ("ARRÊT DE LA COUR DE CASSATION, CHAMBRE CIVILE, DU 14 OCTOBRE 2026").
        fr_lower_words: words a French court's name keeps in lower case.
        en_between: the "Between:" line that opens an English judgment's parties.
        en_separator: the "- and -" between the two sides (a line, or inside one).
        en_role: a party's role ("Appellant/ Claimant"), left out of the case name.
        en_lower_words: words a party's name in capitals keeps in lower case.
        en_titled: vowel-less short words written in title case ("MR" -> "Mr"); others such
            are abbreviations kept in capitals ("CFH").
        fr_court: a French lower court's name in its heading, group ``court`` ("COUR D'APPEL
            DE LYON", "TRIBUNAL JUDICIAIRE DE PARIS").
        fr_months: the French month names, January first, as a date is cited.
    """

    fr_heading: re.Pattern[str]
    fr_lower_words: frozenset[str]
    en_between: re.Pattern[str]
    en_separator: re.Pattern[str]
    en_role: re.Pattern[str]
    en_lower_words: frozenset[str]
    en_titled: frozenset[str]
    fr_court: re.Pattern[str]
    fr_months: tuple[str, ...]


@dataclass(frozen=True)
class CitationRules:
    """The compiled contents of ``citation_rules.toml`` (see the module docstring)."""

    opening_chars: int
    closing_chars: int
    doc_id_namespace: str
    act_ids: tuple[NamedPattern, ...]
    jurisdictions: tuple[NamedPattern, ...]
    dates: tuple[NamedPattern, ...]
    months: Mapping[str, int]
    ordinal_units: Mapping[str, int]
    ordinal_tens: Mapping[str, int]
    ordinal_hundreds: Mapping[str, int]
    number_words: Mapping[str, int]
    number_connectors: frozenset[str]
    conventions: tuple[Convention, ...]
    instruments: tuple[Instrument, ...]
    references: tuple[NamedPattern, ...]
    external_tail: re.Pattern[str]
    judgment_titles: JudgmentTitleRules

    def convention(self, jurisdiction: str, document_type: str, language: str) -> Convention:
        """The first convention that applies (the last one applies to everything)."""
        for convention in self.conventions:
            if convention.applies(jurisdiction, document_type, language):
                return convention
        return self.conventions[-1]

    def instrument(self, convention: Convention, title: str) -> Instrument | None:
        """The kind of instrument titled ``title`` under ``convention``, or None (an Act)."""
        title = title.strip()
        for instrument in self.instruments:
            if instrument.convention == convention.name and instrument.title.search(title):
                return instrument
        return None


def _patterns(
    entries: list[dict[str, Any]], fragments: Mapping[str, str]
) -> tuple[NamedPattern, ...]:
    return tuple(
        NamedPattern(
            name=str(entry["name"]),
            regex=re.compile(expand(str(entry["pattern"]), fragments)),
            code=str(entry.get("code", "")),
            unit=str(entry.get("unit", "")),
            external=bool(entry.get("external", False)),
            title_only=bool(entry.get("title_only", False)),
            contract_only=bool(entry.get("contract_only", False)),
            scope=str(entry.get("scope", "")),
            prefilter=tuple(str(literal) for literal in entry.get("prefilter", ())),
            fallback=bool(entry.get("fallback", False)),
        )
        for entry in entries
    )


def rules_from_dict(data: Mapping[str, Any], fragments: Mapping[str, str]) -> CitationRules:
    """Compile TOML-shaped citation rules; ``fragments`` expand ``{NAME}`` in patterns.

    Raises:
        KeyError, re.error: a missing key or a bad pattern (the shipped file has neither:
            tests load it).
    """
    identity = data["identity"]
    ordinals = data["arabic_ordinals"]
    words = data["number_words"]
    judgments = data["judgment_titles"]
    return CitationRules(
        opening_chars=int(identity["opening_chars"]),
        closing_chars=int(identity["closing_chars"]),
        doc_id_namespace=str(identity["doc_id_namespace"]),
        act_ids=_patterns(data["act_ids"], fragments),
        jurisdictions=_patterns(data["jurisdictions"], fragments),
        dates=_patterns(data["dates"], fragments),
        months={str(k).casefold(): int(v) for k, v in data["months"].items()},
        ordinal_units=dict(ordinals["units"]),
        ordinal_tens=dict(ordinals["tens"]),
        ordinal_hundreds=dict(ordinals["hundreds"]),
        number_words={
            str(word).casefold(): int(value)
            for language in ("en", "fr")
            for word, value in words[language].items()
        },
        number_connectors=frozenset(str(word) for word in words["connectors"]),
        conventions=tuple(
            Convention(
                name=str(c["name"]),
                jurisdiction=str(c["jurisdiction"]),
                document_type=str(c["document_type"]),
                language=str(c["language"]),
                document=str(c["document"]),
                separator=str(c["separator"]),
                paragraph=str(c["paragraph"]),
                paragraph_range=str(c["paragraph_range"]),
                units={str(k): str(v) for k, v in c["units"].items()},
                definition=str(c["definition"]),
            )
            for c in data["conventions"]
        ),
        instruments=tuple(
            Instrument(
                name=str(i["name"]),
                convention=str(i["convention"]),
                title=re.compile(expand(str(i["title"]), fragments)),
                unit=str(i["unit"]),
                provisions=frozenset(str(unit) for unit in i["provisions"]),
            )
            for i in data.get("instruments", ())
        ),
        references=_patterns(data["references"], fragments),
        external_tail=re.compile(expand(str(data["reference_tails"]["external"]), fragments)),
        judgment_titles=JudgmentTitleRules(
            fr_heading=re.compile(str(judgments["fr_heading"])),
            fr_lower_words=frozenset(str(w) for w in judgments["fr_lower_words"]),
            en_between=re.compile(str(judgments["en_between"])),
            en_separator=re.compile(str(judgments["en_separator"])),
            en_role=re.compile(str(judgments["en_role"])),
            en_lower_words=frozenset(str(w) for w in judgments["en_lower_words"]),
            en_titled=frozenset(str(w) for w in judgments["en_titled"]),
            fr_court=re.compile(str(judgments["fr_court"])),
            fr_months=tuple(str(m) for m in judgments["fr_months"]),
        ),
    )


@functools.cache
def citation_rules() -> CitationRules:
    """The shipped rules, compiled with the default configuration's fragments (cached)."""
    text = resources.files("inspector.engine").joinpath("citation_rules.toml").read_text("utf-8")
    return rules_from_dict(tomllib.loads(text), default_config().fragments)
