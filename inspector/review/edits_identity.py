"""The edit that corrects the document's identity: title, actId, jurisdiction, date.

The values are the record fields of ``engine.citation_identity`` (``IDENTITY_FIELDS``); the
review state keeps the fields a reviewer set (``ReviewState.identity``) and the detected
identity stands for the others. The export writes a reviewer's value with the cue ``edited``
when it differs from the detected one (a value set to what was detected keeps its cue).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from inspector.engine.citation_identity import IDENTITY_FIELDS, check_value
from inspector.review.context import EditRefused, ReviewContext
from inspector.review.model import ReviewState
from inspector.review.splice import Splice

_NAMES = {
    "title": "title",
    "actId": "act identifier",
    "jurisdiction": "jurisdiction",
    "documentDate": "date",
}


@dataclass(frozen=True, slots=True)
class SetIdentity:
    """Set identity fields: ``values`` are ``(record field, value)`` pairs."""

    values: tuple[tuple[str, str], ...]
    action: ClassVar[str] = "set_identity"

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """One splice replacing the reviewer's identity fields (no chunk changes)."""
        del context  # an identity edit records no reviewer on a chunk
        merged = dict(state.identity)
        for name, raw in self.values:
            if name not in IDENTITY_FIELDS:
                raise EditRefused(f"A document has no identity field {name!r}.")
            value = " ".join(str(raw).split())
            try:
                check_value(name, value)
            except ValueError as error:
                raise EditRefused(f"The {_NAMES[name]} is not valid: {error}.") from None
            merged[name] = value
        new = tuple(sorted(merged.items()))
        if new == state.identity:
            raise EditRefused("The document's identity is already so.")
        return Splice(identity_old=state.identity, identity_new=new)

    def describe(self) -> str:
        """E.g. "Set the document's date and jurisdiction"."""
        names = [_NAMES.get(name, name) for name, _ in self.values]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f"Set the document's {listed}"
