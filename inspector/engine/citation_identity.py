"""A document's identity: title, act identifier, jurisdiction, date and a stable docId.

Each field is detected with the cue that decided it (``IdentityField.cue``: "line 1, names a
legislation: 'Act'", "neutral_citation", "uk_court"), from the document's own text -- never a
file name: the title is ``engine.title.choose_title``'s (which leaves banners, stamps and
file names out), the other fields come from the cues of ``citation_rules.toml``, searched in
the opening ``opening_chars`` and the closing ``closing_chars`` of the key layer (Eastern
digits ASCII, tashkeel stripped). A judgment whose chosen title names no case gets the title
a lawyer cites it by when its text prints the parts (``[judgment_titles]``: a French arrêt's
court, chamber, date and pourvoi number; an English judgment's "X v Y" after "Between:").
A reviewer may correct any field (``with_values``); the corrected value's cue is ``edited``.

``docId`` is ``uuid5(doc_id_namespace, fingerprint)``: the fingerprint is the SHA-256 of the
source file's bytes, so every load and every re-export of the same file has the same docId.
``documentDate`` is an ISO date (``YYYY-MM-DD``) that exists in the Gregorian calendar; a
Hijri date is never converted, only the Gregorian date printed beside it is read.
"""

from __future__ import annotations

import datetime
import re
import uuid
from dataclasses import dataclass
from typing import Any

from inspector.document.model import Document
from inspector.engine.citation_rules import (
    CitationRules,
    JudgmentTitleRules,
    NamedPattern,
    citation_rules,
)
from inspector.engine.types import ChunkSet, DocumentType

IDENTITY_FIELDS = ("title", "actId", "jurisdiction", "documentDate")
"""The record fields of the identity a reviewer may edit, in display order."""

EDITED_CUE = "edited"
"""The cue of a field a reviewer set."""

_HYPHENS = str.maketrans("\u2010\u2011", "--")
"""Unicode hyphens (EUR-Lex writes "C‑645/19" with a non-breaking one) in an actId: "-"."""
_EASTERN = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


@dataclass(frozen=True, slots=True)
class IdentityField:
    """One detected (or edited) field: its value ("" when unknown) and the deciding cue."""

    value: str = ""
    cue: str = ""


@dataclass(frozen=True, slots=True)
class DocumentIdentity:
    """Who, where, which act and when (see the module docstring for units and invariants)."""

    doc_id: str
    title: IdentityField
    act_id: IdentityField
    jurisdiction: IdentityField
    document_date: IdentityField

    def field(self, name: str) -> IdentityField:
        """The field called ``name`` (one of ``IDENTITY_FIELDS``)."""
        return {
            "title": self.title,
            "actId": self.act_id,
            "jurisdiction": self.jurisdiction,
            "documentDate": self.document_date,
        }[name]

    def values(self) -> dict[str, str]:
        """The editable fields' values by record name."""
        return {name: self.field(name).value for name in IDENTITY_FIELDS}

    def with_values(self, values: dict[str, str]) -> DocumentIdentity:
        """A copy with the given record fields set by a reviewer (cue ``edited``).

        Raises:
            ValueError: an unknown field, a ``documentDate`` that is not an ISO date, or a
                ``jurisdiction`` that is not two capital letters.
        """
        changes: dict[str, IdentityField] = {}
        attributes = {
            "title": "title",
            "actId": "act_id",
            "jurisdiction": "jurisdiction",
            "documentDate": "document_date",
        }
        for name, raw in values.items():
            if name not in attributes:
                raise ValueError(f"unknown identity field {name!r}")
            value = " ".join(str(raw).split())
            check_value(name, value)
            if value != self.field(name).value:
                changes[attributes[name]] = IdentityField(value, EDITED_CUE)
        return DocumentIdentity(
            self.doc_id,
            changes.get("title", self.title),
            changes.get("act_id", self.act_id),
            changes.get("jurisdiction", self.jurisdiction),
            changes.get("document_date", self.document_date),
        )

    def record_fields(self) -> dict[str, Any]:
        """The record's identity fields: values (``None`` when unknown) and their cues."""
        return {
            "docId": self.doc_id,
            "title": self.title.value or None,
            "actId": self.act_id.value or None,
            "jurisdiction": self.jurisdiction.value or None,
            "documentDate": self.document_date.value or None,
            "identityCues": {name: self.field(name).cue for name in IDENTITY_FIELDS},
        }


def check_value(name: str, value: str) -> None:
    """Raise ``ValueError`` when ``value`` is no valid ``name`` ("" is always valid)."""
    if not value:
        return
    if name == "documentDate":
        if not _ISO_DATE.fullmatch(value):
            raise ValueError(f"documentDate must be YYYY-MM-DD, not {value!r}")
        datetime.date.fromisoformat(value)  # raises ValueError for 2024-02-30
    if name == "jurisdiction" and not re.fullmatch(r"[A-Z]{2}", value):
        raise ValueError(f"jurisdiction must be an ISO 3166 code or EU, not {value!r}")


def doc_uuid(fingerprint: str, rules: CitationRules | None = None) -> str:
    """The stable docId of a file whose SHA-256 is ``fingerprint``."""
    namespace = uuid.UUID((rules or citation_rules()).doc_id_namespace)
    return str(uuid.uuid5(namespace, fingerprint))


def detect_identity(
    document: Document, chunk_set: ChunkSet, rules: CitationRules | None = None
) -> DocumentIdentity:
    """The identity of ``document`` as chunked in ``chunk_set`` (title and type from there)."""
    rules = rules or citation_rules()
    key = document.key.text
    opening = key[: rules.opening_chars]
    closing = key[-rules.closing_chars :] if len(key) > rules.opening_chars else ""
    stated = document.metadata  # what the markup says of its own work (Akoma Ntoso FRBR)
    kind = chunk_set.document_type
    title = IdentityField(chunk_set.title, chunk_set.title_cue if chunk_set.title else "")
    act_id = _act_id(opening, rules, kind)
    if not act_id.value and stated.get("name"):
        act_id = _act_id(stated["name"], rules, kind, where=" in the Akoma Ntoso FRBRname")
    if not act_id.value and title.value:
        # The act's own line found further down ("Ordonnance n° 66-155 du 8 juin 1966
        # portant code de procédure pénale" after a cover and a table of contents).
        act_id = _act_id(title.value, rules, kind, where=" in the title")
    if not act_id.value and kind is DocumentType.CONTRACT:
        act_id = _filed_exhibit(document.source_path, rules)
    document_date = _stated_date(stated) or _date(opening, closing, rules, kind)
    if not document_date.value and title.value:
        document_date = _date(title.value, "", rules, kind, where="title")
    if kind is DocumentType.JUDGMENT and not _CASE_NAME.search(title.value):
        title = (
            _stated_case_name(stated, rules.judgment_titles)
            or _judgment_title(opening, act_id, rules.judgment_titles)
            or _lower_court_title(opening, act_id, document_date, rules.judgment_titles)
            or title
        )
    metadata = document.metadata.get("jurisdiction", "").strip()
    jurisdiction = (
        IdentityField(metadata, "document metadata")
        if metadata
        else _stated_country(stated) or _jurisdiction(opening, chunk_set.title, kind, rules)
    )
    return DocumentIdentity(
        doc_id=doc_uuid(document.fingerprint, rules),
        title=title,
        act_id=act_id,
        jurisdiction=jurisdiction,
        document_date=document_date,
    )


def _stated_date(stated: dict[str, str]) -> IdentityField | None:
    """The work's date an Akoma Ntoso document states (``FRBRdate``), if a calendar date."""
    value = stated.get("date", "")[:10]
    try:
        check_value("documentDate", value)
    except ValueError:
        return None
    if not value:
        return None
    return IdentityField(value, f"Akoma Ntoso FRBRdate ({stated.get('date_name', 'work')})")


def _stated_country(stated: dict[str, str]) -> IdentityField | None:
    """The country an Akoma Ntoso document states (``FRBRcountry`` "GB-UKM": "GB")."""
    raw = stated.get("country", "")
    code = raw.split("-", 1)[0].upper()
    code = {"UK": "GB"}.get(code, code)  # ISO 3166 has GB; "uk" is a common slip
    if not re.fullmatch(r"[A-Z]{2}", code):
        return None
    return IdentityField(code, f"Akoma Ntoso FRBRcountry: {raw!r}")


def _stated_case_name(stated: dict[str, str], rules: JudgmentTitleRules) -> IdentityField | None:
    """A judgment's case name as its Akoma Ntoso ``FRBRname`` states it ("X v Y"), cased."""
    name = stated.get("name", "")
    if not _CASE_NAME.search(name):
        return None
    sides = re.split(r"[^\S\n]+v\.?[^\S\n]+", name, maxsplit=1)
    value = " v ".join(_party(side, rules) or side for side in sides)
    return IdentityField(value, "Akoma Ntoso FRBRname")


_CASE_NAME = re.compile(r"\S[^\S\n]+v\.?[^\S\n]+\S")
"""A title that already names a case ("Johnson v Secretary of State ...")."""


def _judgment_title(
    opening: str, act_id: IdentityField, rules: JudgmentTitleRules
) -> IdentityField | None:
    """What a lawyer cites the judgment by, from its own text, or None when not printed.

    A French arrêt: its court, chamber and date from its heading, then its pourvoi number
    ("Cour de cassation, chambre civile, 14 octobre 2026, n° 24-18.377"); an English
    judgment: the first party of each side after "Between:" ("X v Y").
    """
    found = rules.fr_heading.search(opening)
    if found is not None:
        court = _french_case(found.group("court"), rules.fr_lower_words)
        parts = [court, (found.group("chamber") or "").lower(), found.group("date").lower()]
        if act_id.cue == "cass_pourvoi":
            parts.append(f"n° {act_id.value}")
        value = ", ".join(" ".join(part.split()) for part in parts if part.strip())
        return IdentityField(value, f"judgment heading: {found.group().strip()[:60]!r}")
    found = rules.en_between.search(opening)
    if found is not None:
        parties = _parties(opening[found.end() : found.end() + _PARTIES_CHARS], rules)
        if parties is not None:
            return IdentityField(" v ".join(parties), "judgment parties after 'Between'")
    return None


def _lower_court_title(
    opening: str, act_id: IdentityField, date: IdentityField, rules: JudgmentTitleRules
) -> IdentityField | None:
    """A French lower court's decision as cited: its court, date and docket number.

    "Tribunal judiciaire de Paris, 15 décembre 2023, n° RG 23/05254": the court its heading
    names, the decision's date (``date``, when found) and its répertoire général number (the
    ``fr_rg_number`` actId, when found); None when the heading names no such court.
    """
    found = rules.fr_court.search(opening)
    if found is None:
        return None
    parts = [_french_case(found.group("court"), rules.fr_lower_words)]
    if date.value:
        year, month, day = (int(n) for n in date.value.split("-"))
        parts.append(f"{'1er' if day == 1 else day} {rules.fr_months[month - 1]} {year}")
    if act_id.cue.startswith("fr_rg_number"):
        parts.append(f"n° RG {act_id.value}")
    return IdentityField(", ".join(parts), f"court heading: {found.group().strip()[:60]!r}")


_PARTIES_CHARS = 1500
"""Characters after "Between:" read for the parties."""


def _parties(text: str, rules: JudgmentTitleRules) -> tuple[str, str] | None:
    """The first party of each side (claimant's, respondent's), as cited; None if unclear."""
    sides: list[list[str]] = [[]]
    for raw in text.split("\n"):
        line = " ".join(raw.replace("|", " ").split())  # a table's cell rules are no text
        if not line:
            continue
        inline = rules.en_separator.search(line) if len(sides) == 1 else None
        if inline is not None:  # a "- and -" line, or "X Appellant - and - Y Respondent"
            if line[: inline.start()].strip():
                sides[0].append(line[: inline.start()])
            sides.append([])
            line = line[inline.end() :].strip()
            if not line:
                continue
        roles_only = not rules.en_role.sub("", line).strip(" -–—/,")
        if roles_only or set(line) <= set("-–—_ "):
            if len(sides) == 2 and sides[1]:
                break  # the respondent's side ends at its role
            continue
        sides[-1].append(line)
        if len(sides) == 2 and rules.en_role.search(line) is not None:
            break  # "MANSUR SAFDAR Respondent": the first respondent named
    if len(sides) != 2 or not sides[0] or not sides[1]:
        return None
    a, b = (_party(_first_of_numbered(lines), rules) for lines in sides)
    return (a, b) if a and b else None


_FIRST = re.compile(r"^\(\s*1\s*\)\s*|\s*\(\s*1\s*\)$")


def _first_of_numbered(lines: list[str]) -> str:
    """A side's lines joined, down to its first numbered co-party: "(1) X" or "X (1)"."""
    for n, line in enumerate(lines):
        found = _FIRST.search(line)
        if found is not None:
            if found.start() == 0:  # "(1) X", then "(2) Y" on the lines after
                return " ".join([*lines[:n], line[found.end() :]])
            return " ".join([*lines[:n], line[: found.start()]])
    return " ".join(lines)


def _party(text: str, rules: JudgmentTitleRules) -> str:
    """A side's first party as cited: roles and co-parties left out, capitals in title case."""
    name = rules.en_role.sub(" ", text)
    name = re.split(r"\(\s*1\s*\)", name)[-1]  # "(1) X (2) Y" on one line: X
    name = " ".join(re.split(r"\(\s*[2-9]\s*\)", name)[0].split()).strip(" -–—,:/")
    if len(name) > MAX_PARTY_CHARS:
        return ""
    words = list(_WORD.finditer(name))
    pieces: list[str] = []
    end = 0
    for n, word in enumerate(words):
        pieces += [name[end : word.start()], _title_word(word.group(), n, rules)]
        end = word.end()
    return "".join([*pieces, name[end:]])


_WORD = re.compile(r"[^\W_][\w’'-]*")


def _title_word(word: str, position: int, rules: JudgmentTitleRules) -> str:
    """A word of a name as cited: in capitals, "LIMITED" -> "Limited" ("CFH" kept); else as is."""
    lower = word.lower()
    if word.upper() != word or lower == word:
        return word
    if position and lower in rules.en_lower_words:
        return lower
    if len(word) <= 4 and not re.search(r"[AEIOUY]", word) and lower not in rules.en_titled:
        return word  # an abbreviation: "CFH", "PN", "D2M"
    return lower[:1].upper() + lower[1:]


MAX_PARTY_CHARS = 150
"""A longer "party" is text read past the parties: no case name is made of it."""


def _french_case(text: str, lower_words: frozenset[str]) -> str:
    """A French court's name as cited: "COUR D'APPEL DE PARIS" -> "Cour d'appel de Paris".

    Each part of a hyphenated seat is a word ("AIX-EN-PROVENCE" -> "Aix-en-Provence").
    """
    pieces = re.split(r"([\s'’-]+)", " ".join(text.split()).lower())  # "Roche-sur-Yon"
    cased = "".join(
        piece if not n or piece in lower_words or not piece.strip(" '’") else piece.capitalize()
        for n, piece in enumerate(pieces)
    )
    return cased[:1].upper() + cased[1:]


def _tried(cue: NamedPattern, document_type: DocumentType) -> bool:
    """Whether an identity cue is tried on a document of ``document_type`` (its ``scope``).

    A judgment is identified by its own case number and date: an act's number or date in
    it names an act the judgment cites ("Regulation (EU) 2016/679 ... of 27 April 2016").
    """
    judgment = document_type is DocumentType.JUDGMENT
    return cue.scope != ("not_judgment" if judgment else "judgment")


def _act_id(
    opening: str, rules: CitationRules, document_type: DocumentType, where: str = ""
) -> IdentityField:
    for cue in rules.act_ids:
        found = cue.regex.search(opening) if _tried(cue, document_type) else None
        if found is not None:
            groups = {k: v for k, v in found.groupdict().items() if v}
            value = next(iter(groups.values()), found.group()).translate(_EASTERN)
            value = " ".join(value.translate(_HYPHENS).split())
            if cue.name.startswith("eu_act"):  # "REGULATION (EU) ..." is cited "Regulation"
                word, _, rest = value.partition(" ")
                value = f"{word.capitalize()} {rest}"
            return IdentityField(value, cue.name + where)
    return IdentityField()


def _filed_exhibit(source_path: str, rules: CitationRules) -> IdentityField:
    """An EDGAR exhibit number the file's name gives ("..._09_28_1994-EX-10.47-...PDF").

    EDGAR assigns the exhibit number when the contract is filed: the filing names each file
    by it, and the contract itself often never prints it. Only the EDGAR cue is tried on the
    name (a title, a date or a law number in a file name is the user's naming, not the act's).
    """
    name = source_path.replace("\\", "/").rsplit("/", 1)[-1]
    for cue in rules.act_ids:
        found = cue.regex.search(name) if cue.name == "edgar_exhibit" else None
        if found is not None:
            value = next(v for v in found.groupdict().values() if v)
            return IdentityField(value, f"{cue.name} in the file name")
    return IdentityField()


def _jurisdiction(
    opening: str, title: str, document_type: DocumentType, rules: CitationRules
) -> IdentityField:
    best: tuple[bool, int, int, str, str] | None = None
    for order, cue in enumerate(rules.jurisdictions):
        if cue.contract_only and document_type is not DocumentType.CONTRACT:
            continue
        found = cue.regex.search(title if cue.title_only else opening)
        if found is None:
            continue
        # The earliest cue decides (a document names itself before what it cites); a
        # fallback cue (a form several states share) only when no other is found.
        position = -1 if cue.title_only else found.start()
        cue_text = f"{cue.name}: {found.group().strip()[:60]!r}"
        candidate = (cue.fallback, position, order, cue.code, cue_text)
        if best is None or candidate[:3] < best[:3]:
            best = candidate
    return IdentityField(best[3], best[4]) if best is not None else IdentityField()


def _date(
    opening: str,
    closing: str,
    rules: CitationRules,
    document_type: DocumentType,
    where: str = "",
) -> IdentityField:
    for cue in rules.dates:
        if not _tried(cue, document_type):
            continue
        for part, text in (("opening", opening), ("closing", closing)):
            for found in cue.regex.finditer(text):
                value = _iso(found, rules)
                if value:
                    cue_text = f"{cue.name} ({where or part}): {found.group()[-40:]!r}"
                    return IdentityField(value, cue_text)
    return IdentityField()


def _iso(found: re.Match[str], rules: CitationRules) -> str:
    """The ISO date of a date cue's match, or "" when it names no calendar date."""
    groups = found.groupdict()

    def group(name: str) -> str:
        return (groups.get(name) or groups.get(f"{name}2") or "").translate(_EASTERN).strip()

    day, month_text, year = group("d"), group("m"), group("y")
    if not (day and month_text and year):
        return ""
    month = int(month_text) if month_text.isdigit() else rules.months.get(month_text.casefold())
    if month is None:
        return ""
    if len(year) == 2:  # "Date: 12/08/20"
        year = ("20" if int(year) <= 69 else "19") + year
    try:
        return datetime.date(int(year), month, int(day)).isoformat()
    except ValueError:
        return ""
