"""Redaction policies: which kinds of personal data an export redacts, chosen per export.

A published law or judgment is public text: redacting the names in it changes its citations
("[PERSON:d8e6] v Some District Court") and helps no one, while a contract or a private
letter must lose every detected value. The policy says which detected kinds are redacted and
gated (``POLICY_KINDS``); the default follows the document type
(``DEFAULT_POLICY_BY_DOCUMENT_TYPE``) and the user may choose another per export. A reviewer's
own redactions (added by hand) apply under every policy.

Pure data and lookups; no state.
"""

from __future__ import annotations

from enum import StrEnum

from inspector.redaction.errors import RedactionError
from inspector.redaction.kinds import KINDS


class RedactionPolicy(StrEnum):
    """How much detected personal data an export redacts."""

    NONE = "none"
    """Nothing detected is redacted or gated (published legislation and judgments)."""
    CONTACT = "contact"
    """Contact details and identifiers (e-mail, phone, postal address, IBAN, card, national
    IDs); names stay."""
    FULL = "full"
    """Every detected kind, names included (contracts, private documents)."""


AUTO = "auto"
"""The choice meaning "the default of the document's type"."""

POLICY_KINDS: dict[RedactionPolicy, frozenset[str]] = {
    RedactionPolicy.NONE: frozenset(),
    RedactionPolicy.CONTACT: frozenset(KINDS) - {"person"},
    RedactionPolicy.FULL: frozenset(KINDS),
}
"""The detected kinds each policy redacts and gates."""

DEFAULT_POLICY_BY_DOCUMENT_TYPE: dict[str, RedactionPolicy] = {
    "legislation": RedactionPolicy.NONE,
    "regulation": RedactionPolicy.NONE,
    # Published: names of parties, judges and counsel are the citation. A private judgment
    # (a draft, an unpublished decision) is exported with ``contact`` or ``full`` by choice.
    "judgment": RedactionPolicy.NONE,
    "contract": RedactionPolicy.FULL,
}
"""The default policy per ``documentType``; any other type (``unknown``) gets ``FULL``."""

POLICY_CHOICES: tuple[str, ...] = (AUTO, *(p.value for p in RedactionPolicy))
"""What the CLI and the window offer: ``auto`` and each policy."""


def default_policy(document_type: str) -> RedactionPolicy:
    """The policy a document of ``document_type`` gets unless the user chooses another."""
    return DEFAULT_POLICY_BY_DOCUMENT_TYPE.get(str(document_type), RedactionPolicy.FULL)


def resolve_policy(choice: str | None, document_type: str) -> RedactionPolicy:
    """``choice`` as a policy; ``None`` or ``auto`` give the document type's default.

    Raises ``RedactionError`` for an unknown choice.
    """
    if choice is None or choice == AUTO:
        return default_policy(document_type)
    try:
        return RedactionPolicy(choice)
    except ValueError:
        raise RedactionError(
            f"Unknown redaction policy {choice!r}: use {', '.join(POLICY_CHOICES)}."
        ) from None


def policy_kinds(policy: str) -> frozenset[str]:
    """The detected kinds ``policy`` (a ``RedactionPolicy`` value) redacts and gates."""
    return POLICY_KINDS[RedactionPolicy(policy)]
