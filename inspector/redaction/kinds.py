"""The kinds of personal data the detector reports, apart from the rules that find them.

``policy`` needs the kinds only; importing them from here leaves the rule table
(``rules``: every pattern compiled when it is imported) to the runs that detect something.
"""

from __future__ import annotations

KINDS: tuple[str, ...] = (
    "iban",
    "card",
    "fr_nir",
    "ae_id",
    "sa_id",
    "us_ssn",
    "uk_nino",
    "email",
    "phone",
    "address",
    "person",
)
"""The kinds, most specific first: between overlapping matches of equal length the earlier
kind in this order wins."""
