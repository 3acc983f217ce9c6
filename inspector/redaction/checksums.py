"""Check digits of the identifiers the detector accepts: Luhn, ISO 13616 (IBAN), NIR key.

Every function takes the matched text as written (spaces, dashes, Eastern Arabic digits
allowed) and works on its digits. Pure functions over ``str``; no state.
"""

from __future__ import annotations

EASTERN_DIGITS = "٠١٢٣٤٥٦٧٨٩"
PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"
_TO_ASCII = str.maketrans(EASTERN_DIGITS + PERSIAN_DIGITS, "0123456789" * 2)


def ascii_digits(value: str) -> str:
    """``value`` with Arabic-Indic and Persian digits replaced by ASCII digits (same length)."""
    return value.translate(_TO_ASCII)


def digits_only(value: str) -> str:
    """The ASCII digits of ``value`` in order (separators and letters dropped)."""
    return "".join(c for c in ascii_digits(value) if "0" <= c <= "9")


def luhn_valid(digits: str) -> bool:
    """True if the ASCII digit string passes the Luhn (mod 10) check.

    The rightmost digit is the check digit; every second digit left of it is doubled.
    """
    if not digits or not digits.isascii() or not digits.isdigit():
        return False
    total = 0
    for position, char in enumerate(reversed(digits)):
        digit = ord(char) - 48
        if position % 2 == 1:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    return total % 10 == 0


IBAN_LENGTHS: dict[str, int] = {
    "AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "BH": 22, "CH": 21, "CY": 28,
    "CZ": 24, "DE": 22, "DK": 18, "DZ": 26, "EE": 20, "EG": 29, "ES": 24, "FI": 18,
    "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IS": 26, "IT": 27,
    "JO": 30, "KW": 30, "LB": 28, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MA": 28,
    "MC": 27, "MT": 31, "NL": 18, "NO": 15, "OM": 23, "PL": 28, "PT": 25, "QA": 29,
    "RO": 24, "SA": 24, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "TN": 24, "TR": 26,
}  # fmt: skip
"""IBAN length per country (ISO 13616 registry) for the countries this tool meets most.

Other countries are accepted at any length from 15 to 34 if the checksum holds.
"""


def iban_valid(compact: str) -> bool:
    """True if ``compact`` (an IBAN without spaces, upper case) passes the ISO 13616 check.

    The first four characters move to the end, letters become 10..35, and the resulting
    integer mod 97 must be 1. The length must match the country's when the country is known.
    """
    if not 15 <= len(compact) <= 34 or not compact.isascii() or not compact.isalnum():
        return False
    if compact != compact.upper():  # the printed form is upper case; lower case is prose
        return False
    country = compact[:2]
    if not country.isalpha() or not compact[2:4].isdigit():
        return False
    expected = IBAN_LENGTHS.get(country)
    if expected is not None and len(compact) != expected:
        return False
    rearranged = compact[4:] + compact[:4]
    remainder = 0
    for char in rearranged:
        # A letter is two decimal digits (A=10 .. Z=35); fold it in one step.
        value = int(char, 36)
        remainder = (remainder * (100 if value > 9 else 10) + value) % 97
    return remainder == 1


def nir_valid(compact: str) -> bool:
    """True if ``compact`` (15 characters, ASCII) is a French NIR whose key matches.

    Layout: sex (1, 2, or 3/4/7/8 for provisional numbers), year (2 digits), month (01-12,
    20-42 or 50-99 for unknown/special), department (2 digits, or 2A/2B for Corsica),
    commune (3), order (3), key (2). The key is ``97 - (number mod 97)`` where Corsica's 2A
    and 2B count as 19 and 18 in the 13-digit number.
    """
    if len(compact) != 15:
        return False
    body, key = compact[:13], compact[13:]
    department = body[5:7]
    if department == "2A":
        body = body[:5] + "19" + body[7:]
    elif department == "2B":
        body = body[:5] + "18" + body[7:]
    if not body.isdigit() or not key.isdigit() or body[0] not in "123478":
        return False
    month = int(body[3:5])
    if not (1 <= month <= 12 or 20 <= month <= 42 or month >= 50):
        return False
    return 97 - int(body) % 97 == int(key)


def saudi_id_valid(digits: str) -> bool:
    """True for a Saudi national ID (starts with 1) or iqama (starts with 2) of 10 digits.

    The check is Luhn over the ten digits (odd positions doubled, counting from the left).
    """
    return len(digits) == 10 and digits[0] in "12" and luhn_valid(digits)


def emirates_id_valid(digits: str) -> bool:
    """True for an Emirates ID: 15 digits, ``784`` then a birth year, Luhn over all 15."""
    if len(digits) != 15 or not digits.startswith("784"):
        return False
    year = int(digits[3:7])
    return 1900 <= year <= 2099 and luhn_valid(digits)


_NINO_BAD_FIRST = set("DFIQUV")
_NINO_BAD_SECOND = set("DFIOQUV")
_NINO_BAD_PREFIXES = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def uk_nino_valid(compact: str) -> bool:
    """True for a UK National Insurance number ``AB123456C`` (no spaces, upper case).

    The first letter is not D, F, I, Q, U or V; the second not D, F, I, O, Q, U or V; the
    prefixes BG, GB, KN, NK, NT, TN and ZZ are never issued; the suffix is A, B, C or D.
    """
    if len(compact) != 9 or not compact.isascii():
        return False
    first, second = compact[0], compact[1]
    return (
        first.isalpha()
        and second.isalpha()
        and first not in _NINO_BAD_FIRST
        and second not in _NINO_BAD_SECOND
        and compact[:2] not in _NINO_BAD_PREFIXES
        and compact[2:8].isdigit()
        and compact[8] in "ABCD"
    )


def us_ssn_valid(digits: str) -> bool:
    """True for a US SSN ``AAAGGSSSS`` outside the never-issued ranges.

    Area 000, 666 and 900-999, group 00 and serial 0000 are never assigned.
    """
    if len(digits) != 9 or not digits.isdigit():
        return False
    area, group, serial = digits[:3], digits[3:5], digits[5:]
    return area not in {"000", "666"} and area[0] != "9" and group != "00" and serial != "0000"
