"""A document's identity: title, act identifier, jurisdiction, date and a stable docId.

Each field is detected with the cue that decided it (``IdentityField.cue``: "line 1, names a
legislation: 'Act'", "neutral_citation", "uk_court"), from the document's own text -- never a
file name: the title is ``engine.title.choose_title``'s (which leaves banners, stamps and
file names out), the other fields come from the cues of ``citation_rules.toml``, searched in
the opening ``opening_chars`` and the closing ``closing_chars`` of the key layer (Eastern
digits ASCII, tashkeel stripped). A reviewer may correct any field (``with_values``); the
corrected value's cue is ``edited``.

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
from inspector.engine.citation_rules import CitationRules, citation_rules
from inspector.engine.types import ChunkSet, DocumentType

IDENTITY_FIELDS = ("title", "actId", "jurisdiction", "documentDate")
"""The record fields of the identity a reviewer may edit, in display order."""

EDITED_CUE = "edited"
"""The cue of a field a reviewer set."""

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
    title = IdentityField(chunk_set.title, chunk_set.title_cue if chunk_set.title else "")
    metadata = document.metadata.get("jurisdiction", "").strip()
    jurisdiction = (
        IdentityField(metadata, "document metadata")
        if metadata
        else _jurisdiction(opening, chunk_set.title, chunk_set.document_type, rules)
    )
    return DocumentIdentity(
        doc_id=doc_uuid(document.fingerprint, rules),
        title=title,
        act_id=_act_id(opening, rules),
        jurisdiction=jurisdiction,
        document_date=_date(opening, closing, rules),
    )


def _act_id(opening: str, rules: CitationRules) -> IdentityField:
    for cue in rules.act_ids:
        found = cue.regex.search(opening)
        if found is not None:
            groups = {k: v for k, v in found.groupdict().items() if v}
            value = " ".join(next(iter(groups.values()), found.group()).translate(_EASTERN).split())
            if cue.name.startswith("eu_act"):  # "REGULATION (EU) ..." is cited "Regulation"
                word, _, rest = value.partition(" ")
                value = f"{word.capitalize()} {rest}"
            return IdentityField(value, cue.name)
    return IdentityField()


def _jurisdiction(
    opening: str, title: str, document_type: DocumentType, rules: CitationRules
) -> IdentityField:
    best: tuple[int, int, str, str] | None = None
    for order, cue in enumerate(rules.jurisdictions):
        if cue.contract_only and document_type is not DocumentType.CONTRACT:
            continue
        found = cue.regex.search(title if cue.title_only else opening)
        if found is None:
            continue
        # The earliest cue decides (a document names itself before what it cites).
        position = -1 if cue.title_only else found.start()
        candidate = (position, order, cue.code, f"{cue.name}: {found.group().strip()[:60]!r}")
        if best is None or candidate[:2] < best[:2]:
            best = candidate
    return IdentityField(best[2], best[3]) if best is not None else IdentityField()


def _date(opening: str, closing: str, rules: CitationRules) -> IdentityField:
    for cue in rules.dates:
        for where, text in (("opening", opening), ("closing", closing)):
            for found in cue.regex.finditer(text):
                value = _iso(found, rules)
                if value:
                    return IdentityField(value, f"{cue.name} ({where}): {found.group()[-40:]!r}")
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
