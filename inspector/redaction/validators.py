"""Validators of the number and e-mail rules: how much of a candidate is personal data.

A validator takes the text of a rule's ``v`` group and returns the length of its prefix that
is personal data (0 rejects the candidate); some cut a candidate the pattern ran on too far
(an IBAN or an international number followed by more letters or digits). Digits may be ASCII,
Arabic-Indic or Persian (``checksums`` folds them). The name validators are in ``names``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from inspector.redaction.checksums import (
    IBAN_LENGTHS,
    ascii_digits,
    digits_only,
    emirates_id_valid,
    iban_valid,
    luhn_valid,
    nir_valid,
    saudi_id_valid,
    uk_nino_valid,
    us_ssn_valid,
)

Validator = Callable[[str], int]
"""Given the candidate text, the length of its prefix that is personal data (0 = none)."""


def accept_all(value: str) -> int:
    """The whole candidate: the pattern alone decides."""
    return len(value)


def digit_count(low: int, high: int) -> Validator:
    """A validator keeping a candidate of ``low`` to ``high`` digits (any script), whole."""

    def validate(value: str) -> int:
        return len(value) if low <= len(digits_only(value)) <= high else 0

    return validate


def _compact(value: str) -> str:
    """Upper-case ASCII form without spaces, dots and dashes (for identifiers with letters)."""
    return re.sub(r"[\s.\-]", "", ascii_digits(value)).upper()


def validate_email(value: str) -> int:
    """The whole address; 0 for a local part over 64 characters, a domain over 253, or ".."."""
    local, _, domain = value.partition("@")
    if len(local) > 64 or ".." in value or len(domain) > 253:
        return 0
    return len(value)


def validate_iban(value: str) -> int:
    """Length of the IBAN at the start of ``value``, or 0.

    The pattern runs on over whatever upper-case letters and digits follow ("... 189 AND",
    "...189FR76 ..."), so the IBAN is cut out of the candidate: at its country's length when
    the country is known (the next character must then be a space or dash or switch between
    letter and digit), otherwise at the longest space- or dash-separated prefix whose checksum
    holds.
    """
    if value[:2].islower():
        # Typed in lower case: only a known country, at its length, in one case throughout.
        if value[:2].upper() not in IBAN_LENGTHS:
            return 0
        cut = validate_iban(value.upper())
        return cut if cut and value[:cut] == value[:cut].lower() else 0
    ends = [i + 1 for i, c in enumerate(value) if c not in " -"]
    expected = IBAN_LENGTHS.get(value[:2])
    if expected is not None:
        if len(ends) < expected:
            return 0
        cut = ends[expected - 1]
        if not iban_valid(_ungrouped(value[:cut])):
            return 0
        glued = cut < len(value) and value[cut] not in " -"
        if glued and value[cut].isdigit() == value[cut - 1].isdigit():
            return 0
        return cut
    cuts = [len(value)] + [i for i in range(len(value) - 1, 0, -1) if value[i] in " -"]
    for cut in cuts:
        if iban_valid(_ungrouped(value[:cut])):
            return cut
    return 0


def _ungrouped(value: str) -> str:
    """An IBAN without the spaces or dashes that group it."""
    return value.replace(" ", "").replace("-", "")


def validate_obfuscated_email(value: str) -> int:
    """The whole candidate if, read back as an address, its local part and domain are sane."""
    plain = re.sub(r" ?[\[({<] ?(?:at|@|arobase) ?[\])}>] ?| at ", "@", value, flags=re.I)
    plain = re.sub(r" ?[\[({<] ?(?:dot|point|\.) ?[\])}>] ?| dot ", ".", plain, flags=re.I)
    if plain.count("@") != 1:
        return 0
    domain = plain.partition("@")[2]
    tld = domain.rsplit(".", 1)[-1]
    if "." not in domain or not tld.isalpha() or not 2 <= len(tld) <= 24:
        return 0
    return len(value) if validate_email(plain) else 0


def validate_tn_phone(value: str) -> int:
    """The whole candidate unless it reads as a round figure (last group 000)."""
    return 0 if digits_only(value).endswith("000") else len(value)


def validate_card(value: str) -> int:
    """Longest prefix, cut at a separator, of 13 to 19 digits that passes the Luhn check.

    The pattern runs on over a following spaced number ("4111 1111 1111 1111 2 69 05..."),
    so a rejected candidate is cut back group by group.
    """
    cuts = [len(value)] + [i for i in range(len(value) - 1, 0, -1) if value[i] in " -"]
    for cut in cuts:
        digits = digits_only(value[:cut])
        if 13 <= len(digits) <= 19 and luhn_valid(digits):
            return cut
    return 0


def validate_nir(value: str) -> int:
    """The whole candidate if it is a French NIR whose key matches, else 0."""
    return len(value) if nir_valid(_compact(value)) else 0


def validate_sa_id(value: str) -> int:
    """The whole candidate if it is a Saudi ID or iqama whose check digit holds, else 0."""
    return len(value) if saudi_id_valid(digits_only(value)) else 0


def validate_ae_id(value: str) -> int:
    """The whole candidate if it is an Emirates ID whose check digit holds, else 0."""
    return len(value) if emirates_id_valid(digits_only(value)) else 0


def validate_nino(value: str) -> int:
    """The whole candidate if it is a UK National Insurance number, else 0."""
    return len(value) if uk_nino_valid(_compact(value)) else 0


def validate_ssn(value: str) -> int:
    """The whole candidate if it is a US SSN outside the never-issued ranges, else 0."""
    return len(value) if us_ssn_valid(digits_only(value)) else 0


# National significant number lengths after the country code, for the countries we check.
_COUNTRY_NSN: dict[str, tuple[int, int]] = {
    "1": (10, 10),
    "33": (9, 9),
    "44": (9, 10),
    "212": (9, 9),
    "216": (8, 8),
    "966": (8, 9),
    "971": (8, 9),
}


def validate_international_phone(value: str) -> int:
    """Longest prefix, cut at a space, that is an international number (see ``_is_...``).

    The pattern runs on over a following number ("+33 6 12 34 56 78 06 ..." or "...78(212)
    ..."), so a rejected candidate is cut back group by group.
    """
    cuts = [len(value)] + [i for i in range(len(value) - 1, 0, -1) if value[i] in " ("]
    for cut in cuts:
        if _is_international_phone(value[:cut]):
            return cut
    return 0


def _is_international_phone(value: str) -> bool:
    """``+`` or ``00``, a country code and a national number of a plausible length.

    A written trunk prefix "(0)" is not part of the number. Known country codes must have
    their national length; other codes need 8 to 15 digits in all (E.164), and only after
    ``+`` (``00`` followed by an unknown code is too often something else).
    """
    plus = value.startswith("+")
    digits = digits_only(value.replace("(0)", "").replace("(٠)", "").replace("(۰)", ""))
    if not plus:
        digits = digits[2:]
    for code, (low, high) in _COUNTRY_NSN.items():
        if digits.startswith(code):
            national = len(digits) - len(code)
            if code == "1" and (national != 10 or digits[1] in "01"):
                continue
            if low <= national <= high:
                return True
    return plus and 8 <= len(digits) <= 15 and not any(digits.startswith(c) for c in _COUNTRY_NSN)
