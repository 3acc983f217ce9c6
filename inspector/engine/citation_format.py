"""A chunk's pinpoint citation: "Regulation (EU) 2016/679, Article 17(3)(b)".

A citation is the document's name, the convention's separator and the chunk's pinpoint. The
convention (``citation_rules.toml``, ``[[conventions]]``) is chosen by the document's
jurisdiction, type and language, and says how the document is named and how each unit kind
is written ("Article {n}", "art. {n}", "[{n}]", "المادة {n}"). A kind of instrument named by
the document's title (``[[instruments]]``) says what its numbered provisions are: a UK set of
Regulations cites "reg. 6" where an Act cites "s. 6", an Order "art. 3", a set of Rules "r. 2".

The pinpoint is read from the chunk's ``heading_text`` (``engine.labels``): its label is
matched with the heading rules' own label patterns (the definitions the scan reads headings
with, so "Article 5a", "الفصل 12", "مادة (٣)" mean the same here), and what follows the label
is kept as the sub-division: "(1)–(3)" (a split article's range, cited "Article 4(1)-(3)"),
"10.1–10.3" (a contract's sub-clauses), a defined term. Judgment paragraphs are cited by
number ("[45]", "[45]-[47]"), recitals by theirs ("recital 10"). Numbers are cited in ASCII
digits: Eastern digits, bracketed numbers ("(٣)"), Arabic ordinals ("المادة الأولى") and English
and French numbers in words ("ARTICLE TWENTY-ONE", "Article deux") become "3", "1", "21", "2";
French "premier" becomes "1er". A chunk with no unit (a preamble, a cover) is cited
by the document alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from inspector.document.normalize import TASHKEEL, TATWEEL, build_key_layer
from inspector.engine.citation_identity import DocumentIdentity
from inspector.engine.citation_rules import CitationRules, Convention, citation_rules
from inspector.engine.config import ChunkingConfig
from inspector.engine.patterns import expand
from inspector.engine.types import Chunk, ChunkType, DocumentType
from inspector.engine.units import ANNEX_UNITS

_EASTERN = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
_DASHES = str.maketrans({"–": "-", "—": "-"})
_PARAGRAPHS = re.compile(
    r"(?:^|,\s)(?:paras?\.|§§?|الفقرات|الفقرة)\s*(?P<first>[^\s–,]+)(?:\s*[–-]\s*(?P<last>\S+))?$"
)
_RECITAL = re.compile(r"^(?:Recital|Considérant|الحيثية)\s+(?P<n>\(?[\w]{1,6}\)?)")
_AFTER_LABEL = re.compile(
    r"^\s*(?P<sub>(?:\([^()\s]{1,6}\))+(?:\s*[–-]\s*(?:\([^()\s]{1,6}\))+)?)"
    r"|^\s*\((?P<terms>[^()]{1,160})\)"
)
_DECIMAL_RANGE = re.compile(
    r",\s*(?P<first>[0-9]+(?:\.[0-9]+)+)(?:\s*[–-]\s*(?P<last>[0-9]+(?:\.[0-9]+)+))?"
)
_KEYWORD = re.compile(r"\(?\s*(?:[^\W\d_]+\.?|§§?)")
_NUMBER = re.compile(r"\(?\s*(?P<n>[0-9]+[A-Za-z]?)\s*\)?$")
_NUMBERED_TITLE = re.compile(r"^(?P<n>[0-9]{1,4}[A-Z]?)\.?(?:[^\S\n]+[—–])?[^\S\n]+(?=[A-Z])")
_NUMBERED_PART = re.compile(
    r"^(?P<n>[0-9]{1,4}[A-Z]?)\.?"
    r"(?=(?:\([0-9a-z]{1,4}\)(?:[—–-]\([0-9a-z]{1,4}\))?(?:[—–-][“\"‘'][^”\"’'\n]{1,160}[”\"’'])?"
    r"|[^\S\n]+\((?:[^()\n]|\([0-9a-z]{1,4}\))*\)),[^\S\n]+[A-Z])"
)
"""The heading the engine gives a part of a split unit whose label is its bare number: its
subsections ("3(1)–(2), Power to ...", a regulation's "6.(2)–(4), Amendment of ..."), a
subsection running into a definition ("17(1)–“Relevant enactment”, Interpretation"), its
defined terms ("2 (“processing”–(2)), Interpretation") or its part counter ("3 (part 2 of 3),
Power ..."). Matches the number only: what follows is read as after a label."""
_AR_NORMAL = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ة": "ه", "ى": "ي"})
_CELEX = re.compile(r"^[0-9](?P<year>[0-9]{4})(?P<kind>[RLD])(?P<number>[0-9]{4})$")
_CELEX_KINDS = {
    "en": {"R": "Regulation", "L": "Directive", "D": "Decision"},
    "fr": {"R": "Règlement", "L": "Directive", "D": "Décision"},
}


@dataclass(frozen=True, slots=True)
class Pinpoint:
    """What a chunk cites inside its document.

    Attributes:
        unit: the unit kind (``article``, ``section``, ``clause``, ``fasl``, ``recital``,
            ``paragraph``, ``annex`` ...), or "" when the chunk has none.
        number: the unit's number in ASCII ("17", "L110-1", "5a", "1er"), "" when none.
        sub: sub-divisions as printed after the number ("(3)(b)", "(1)-(3)", "10.1-10.3").
        last: the last number of a run of judgment paragraphs ("" for one).
        term: a definition's term (or run of terms), "" otherwise.
    """

    unit: str = ""
    number: str = ""
    sub: str = ""
    last: str = ""
    term: str = ""


_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def roman_value(numeral: str) -> int:
    """The value of a Roman numeral in capitals ("IV" 4, "XIX" 19)."""
    values = [_ROMAN_VALUES[letter] for letter in numeral]
    return sum(-v if v < nxt else v for v, nxt in zip(values, [*values[1:], 0], strict=True))


def arabic_ordinal(words: str, rules: CitationRules | None = None) -> int | None:
    """The number an Arabic ordinal names, or None when ``words`` is not one.

    "الأولى" 1, "الحادية عشرة" 11, "الثانية والعشرون" 22, "الأولى بعد المائة" 101, and the
    cardinals: "عشرين" 20, "الواحد وعشرين" 21, "ثلاثة عشر" 13.
    """
    rules = rules or citation_rules()
    total = 0
    seen = False
    tables = (rules.ordinal_units, rules.ordinal_tens, rules.ordinal_hundreds)
    for word in words.translate(_AR_NORMAL).split():
        if word == "بعد":
            continue
        # "واحد" is read whole before a joining "و" is taken off ("وعشرين", "والعشرون").
        forms = (word.removeprefix("ال"), word.removeprefix("و").removeprefix("ال"))
        value = next((table[form] for form in forms for table in tables if form in table), None)
        if value is None:
            return None
        total += value
        seen = True
    return total if seen else None


def word_number(words: str, rules: CitationRules | None = None) -> int | None:
    """The number 1-99 English or French ``words`` name, or None when they name none.

    "ONE" 1, "Twenty-First" 21, "deuxième" 2, "soixante et onze" 71, "quatre-vingt-dix-neuf"
    99 (``[number_words]``: each word smaller than the one before it; "one two" is none).
    """
    rules = rules or citation_rules()
    table = rules.number_words
    tokens = [
        token
        for token in _WORD_SPLIT.split(words.strip().casefold())
        if token and token not in rules.number_connectors
    ]
    total = 0
    previous = None
    at = 0
    while at < len(tokens):
        pair = "-".join(tokens[at : at + 2])
        if at + 1 < len(tokens) and pair in table:  # "quatre-vingt": one word of two
            value, at = table[pair], at + 2
        elif tokens[at] in table:
            value, at = table[tokens[at]], at + 1
        else:
            return None
        if previous is not None and value >= previous:
            return None
        total, previous = total + value, value
    return total if previous is not None else None


_WORD_SPLIT = re.compile(r"[\s\-‐‑]+")


def cited_number(raw: str, rules: CitationRules | None = None) -> str:
    """A unit's number as cited: ASCII digits, brackets and "رقم" gone, ordinals as numbers.

    A number in words is cited in figures ("TWENTY-ONE" "21"), but for the French first,
    "1er" as French lawyers write it.
    """
    text = " ".join(raw.translate(_EASTERN).split()).removeprefix("رقم").strip()
    if text.strip("() ").lower() in ("premier", "1er", "première", "1re"):
        return "1er"
    found = _NUMBER.match(text)
    if found is not None:
        return found.group("n")
    number = arabic_ordinal(text, rules)
    if number is None:
        number = word_number(text, rules)
    if number is not None:
        return str(number)
    return text.strip("()").replace(" ", "")


_LABELS: dict[str, tuple[tuple[str, str, re.Pattern[str]], ...]] = {}
"""Compiled label patterns per configuration hash (a handful of configurations per process)."""


def _label_patterns(
    config: ChunkingConfig, language: str
) -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """``(unit, rule name, label pattern)`` per heading rule, as the scan reads labels.

    The rules of ``language`` come first, as in the scan ("Article L110-1" is a French
    article label, not an English one numbered "L").
    """
    key = f"{config.config_hash}:{language}"
    found = _LABELS.get(key)
    if found is None:
        rules = sorted(config.heading_rules, key=lambda rule: rule.language != language)
        found = _LABELS[key] = tuple(
            (rule.unit, rule.name, re.compile(expand(rule.pattern, config.fragments)))
            for rule in rules
            if rule.tail == "standard"
        )
    return found


def _keyword_end(label: str) -> int:
    """Where the keyword of ``label`` ends ("Article 5a" -> 7; "§ 3" -> 1)."""
    found = _KEYWORD.match(label)
    return found.end() if found else 0


def pinpoint_of(
    chunk: Chunk,
    config: ChunkingConfig,
    language: str,
    rules: CitationRules | None = None,
    first_line: str = "",
) -> Pinpoint:
    """What ``chunk`` cites inside its document (see the module docstring).

    ``language`` is the document's ("en", "fr", "ar"): its heading rules read labels first.
    ``first_line`` is the chunk's first line of text: when its heading text names no unit
    ("COLLABORATION AGREEMENT(1)"), a line "1. Defined Terms." still gives section 1.
    """
    rules = rules or citation_rules()
    text = _without_annex(_matchable(chunk.heading_text, config, language), config, language)
    if chunk.chunk_type is ChunkType.JUDGMENT_PARA:
        # A paragraph cut for size is headed "para. 26 (part 2 of 4)": each part cites it.
        found = _PARAGRAPHS.search(_part_suffix(config).sub("", text))
        if found is not None:
            first, last = found.group("first"), found.group("last") or ""
            return Pinpoint(
                "paragraph",
                cited_number(first, rules),
                last=cited_number(last, rules) if last else "",
            )
    if chunk.chunk_type is ChunkType.RECITAL:
        found = _RECITAL.match(text)
        if found is not None:
            return Pinpoint("recital", cited_number(found.group("n"), rules).strip("()"))
        return Pinpoint()
    for unit, name, pattern in _label_patterns(config, language):
        found = pattern.match(text)
        if found is None:
            continue
        label = " ".join(found.group("label").split())
        number = cited_number(label[_keyword_end(label) :], rules)
        if name == "ar_fasl" and chunk.chunk_type is not ChunkType.OTHER:
            unit = "fasl"  # a Tunisian or Moroccan article, "الفصل 12"
        return _after_label(unit, number, text[found.end() :], config, language)
    part = _NUMBERED_PART.match(text)
    if part is not None:
        return _after_label("section", part.group("n"), text[part.end() :], config, language)
    numbered = _NUMBERED_TITLE.match(text) or _NUMBERED_TITLE.match(first_line.strip())
    if numbered is not None:
        # "10 Power of General Synod ..." (legislation.gov.uk), "12 EXCUSABLE DELAY": a
        # section numbered without a keyword.
        return Pinpoint("section", numbered.group("n"))
    return Pinpoint()


def _after_label(
    unit: str, number: str, rest: str, config: ChunkingConfig, language: str
) -> Pinpoint:
    """The pinpoint of a unit labelled ``number``, read from the heading text after its label.

    ``rest`` may hold the sub-divisions of a part of the unit ("(1)–(3)", "(1)–“term”": cited
    "(1)-(3)", "(1)"), a run of defined terms ("(“a”–“b”)"), a part counter ("(part 2 of 3)",
    none) or a contract's sub-clauses (", 10.1–10.3").
    """
    after = _AFTER_LABEL.match(rest)
    sub = term = ""
    if after is not None and after.group("sub"):
        sub = re.sub(r"\s+", "", after.group("sub").translate(_EASTERN)).translate(_DASHES)
    elif (
        after is not None
        and after.group("terms")
        and not _part_label(config, language).fullmatch(after.group("terms").strip())
    ):
        term = "–".join(part.strip(" \"“”«»‘’'") for part in after.group("terms").split("–"))
    else:
        decimal = _DECIMAL_RANGE.search(rest)
        if decimal is not None and decimal.group("first").split(".")[0] == number:
            last = decimal.group("last")
            sub = decimal.group("first") + (f"-{last}" if last else "")
    return Pinpoint(unit, number, sub=sub, term=term)


def _matchable(heading: str, config: ChunkingConfig, language: str) -> str:
    """A heading text as the label patterns read it (spaces collapsed).

    A label printed with tatweel or tashkeel that no label pattern reads as printed
    ("مـــادة (11)", "الْمَادَّةُ 4") is read in its key form, the form its heading was matched
    in, so that it cites its unit as the plain label does. Any other heading is read as printed
    ("المادة 9 مكرراً (أ)" keeps its tanween; quoted terms keep their marks).
    """
    text = " ".join(heading.split())
    if not any(char in _ORNAMENTS for char in text):
        return text
    if any(pattern.match(text) for _, _, pattern in _label_patterns(config, language)):
        return text
    return build_key_layer(text).text


_ORNAMENTS = frozenset((*TASHKEEL, TATWEEL))
"""Characters the key layer drops: the marks an Arabic label may be printed with."""


def _annex_label(
    text: str, config: ChunkingConfig, language: str
) -> tuple[str, re.Match[str]] | None:
    """The annex unit and label ``text`` starts with ("SCHEDULE 1", "الملحق 1"), or None.

    Only the annex units' label patterns are tried: this runs for every heading of every
    chunk's path.
    """
    key = f"{config.config_hash}:{language}"
    patterns = _ANNEX_LABELS.get(key)
    if patterns is None:
        patterns = _ANNEX_LABELS[key] = tuple(
            (unit, pattern)
            for unit, _, pattern in _label_patterns(config, language)
            if unit in ANNEX_UNITS
        )
    for unit, pattern in patterns:
        found = pattern.match(text)
        if found is not None:
            return unit, found
    return None


_ANNEX_LABELS: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = {}
"""The annex units' label patterns per configuration hash and language."""


def _without_annex(text: str, config: ChunkingConfig, language: str) -> str:
    """A heading text without the annex it names first ("SCHEDULE 1, PART 2 — Fees").

    The annex is cited from the heading path (``_annex_above``); the pinpoint is the unit's.
    """
    annex = _annex_label(text, config, language)
    if annex is not None and text.startswith((", ", "، "), annex[1].end()):
        return text[annex[1].end() + 2 :]
    return text


def _annex_above(
    path: tuple[str, ...], config: ChunkingConfig, language: str, rules: CitationRules
) -> Pinpoint:
    """The nearest schedule, annex, appendix or exhibit heading of heading path ``path``.

    A part or paragraph of a schedule is numbered again from 1 inside it: "Part 1" alone
    would cite the Act's Part 1. Not for a chunk whose own unit is such a unit.
    """
    for heading in reversed(path):
        annex = _annex_label(_matchable(heading, config, language), config, language)
        if annex is not None:
            unit, found = annex
            label = " ".join(found.group("label").split())
            return Pinpoint(unit, cited_number(label[_keyword_end(label) :], rules))
    return Pinpoint()


def _part_suffix(config: ChunkingConfig) -> re.Pattern[str]:
    """A heading text's trailing " (part 2 of 4)" in any language (``labels.part``)."""
    found = _PART_SUFFIXES.get(config.config_hash)
    if found is None:
        labels = "|".join(_part_label(config, lang).pattern for lang in ("en", "fr", "ar"))
        found = _PART_SUFFIXES[config.config_hash] = re.compile(rf"\s*\((?:{labels})\)$")
    return found


_PART_SUFFIXES: dict[str, re.Pattern[str]] = {}
"""The part-suffix pattern per configuration hash."""


def _part_label(config: ChunkingConfig, language: str) -> re.Pattern[str]:
    """The engine's "part 2 of 3" label (``labels.part``) as a pattern: no defined term."""
    template = re.escape(config.label("part", language))
    return re.compile(template.replace(r"\{i\}", "[0-9]+").replace(r"\{n\}", "[0-9]+"))


def document_name(identity: DocumentIdentity, convention: Convention, language: str) -> str:
    """How ``convention`` names the document ("" when nothing names it)."""
    title = identity.title.value
    act_id = identity.act_id.value
    if convention.document == "designation":
        cue = identity.act_id.cue
        if act_id and cue.startswith("eu_act_number"):
            return act_id
        if act_id and cue == "celex":
            designation = celex_designation(act_id, language)
            if designation:
                return designation
        return act_id or title
    if convention.document == "act_id":
        return act_id if identity.act_id.cue in ("neutral_citation", "ecli") else title or act_id
    if convention.document == "title_year":
        year = identity.document_date.value[:4]
        return f"{title} ({year})" if title and year else title
    return title or act_id


def celex_designation(celex: str, language: str) -> str:
    """The designation of a CELEX number (acts numbered since 2015), else "".

    CELEX 32022R0868 is "Regulation (EU) 2022/868" ("Règlement (UE) 2022/868" in French).
    """
    found = _CELEX.match(celex)
    if found is None or int(found.group("year")) < 2015:
        return ""
    kinds = _CELEX_KINDS.get(language, _CELEX_KINDS["en"])
    union = "UE" if language == "fr" else "EU"
    number = int(found.group("number"))
    return f"{kinds[found.group('kind')]} ({union}) {found.group('year')}/{number}"


def pinpoint_text(pinpoint: Pinpoint, convention: Convention) -> str:
    """The pinpoint as ``convention`` writes it ("Article 17(3)(b)", "[45]-[47]")."""
    if not pinpoint.unit:
        return ""
    if pinpoint.unit == "paragraph":
        if pinpoint.last and pinpoint.last != pinpoint.number:
            return convention.paragraph_range.format(first=pinpoint.number, last=pinpoint.last)
        return convention.paragraph.format(n=pinpoint.number)
    template = convention.units.get(pinpoint.unit)
    if template is None:
        template = convention.units.get("article", "{n}")
    if pinpoint.sub and not pinpoint.sub.startswith("("):
        # A contract's sub-clauses "10.1-10.3" replace the clause's own number.
        unit = template.format(n=pinpoint.sub)
    else:
        unit = template.format(n=pinpoint.number + pinpoint.sub)
    if pinpoint.term:
        return convention.definition.format(unit=unit, n=pinpoint.number, term=pinpoint.term)
    return unit


def document_citations(
    chunks: Sequence[Chunk],
    identity: DocumentIdentity,
    document_type: DocumentType,
    language: str,
    config: ChunkingConfig,
    first_lines: Sequence[str],
    rules: CitationRules | None = None,
) -> list[tuple[str, Pinpoint]]:
    """Each chunk's citation and its pinpoint (the document's name alone without one), in order.

    ``first_lines``: each chunk's first line of text (see ``pinpoint_of``). The convention,
    the document's name and the kind of instrument its title names (``[[instruments]]``: a
    set of Regulations' numbered provisions are regulations, "reg. 6", not sections) are the
    same for every chunk; the annex above a heading path is looked
    up once per distinct path (the chunks under one heading share it).
    """
    rules = rules or citation_rules()
    convention = rules.convention(identity.jurisdiction.value, document_type.value, language)
    name = document_name(identity, convention, language)
    instrument = rules.instrument(convention, identity.title.value)
    containers: dict[tuple[str, ...], Pinpoint] = {}
    cited_chunks: list[tuple[str, Pinpoint]] = []
    # A judgment's line numbered "4." outside its paragraphs (an operative part's point, a
    # quoted provision) is no section of it: "C-645/19, Article 4" would cite another act.
    judgment = document_type is DocumentType.JUDGMENT
    for chunk, first_line in zip(chunks, first_lines, strict=True):
        pinpoint = pinpoint_of(chunk, config, language, rules, "" if judgment else first_line)
        if instrument is not None and pinpoint.unit in instrument.provisions:
            # A set of Regulations' "Section 6" (a bare number) is its regulation 6.
            pinpoint = replace(pinpoint, unit=instrument.unit)
        cited = pinpoint_text(pinpoint, convention)
        if cited and pinpoint.unit not in ANNEX_UNITS:
            container = containers.get(chunk.heading_path)
            if container is None:
                container = _annex_above(chunk.heading_path, config, language, rules)
                containers[chunk.heading_path] = container
            if container.unit:
                # "Schedule 1, Part 2", "الملحق 1، الباب 2"
                cited = f"{pinpoint_text(container, convention)}{convention.separator}{cited}"
        if name and cited:
            cited_chunks.append((f"{name}{convention.separator}{cited}", pinpoint))
        else:
            cited_chunks.append((name or cited, pinpoint))
    return cited_chunks
