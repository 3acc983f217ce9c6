"""Check-digit algorithms: valid examples pass and every single-digit change fails."""

from __future__ import annotations

import pytest

from inspector.redaction.checksums import (
    ascii_digits,
    emirates_id_valid,
    iban_valid,
    luhn_valid,
    nir_valid,
    saudi_id_valid,
    uk_nino_valid,
    us_ssn_valid,
)

VALID_IBANS = [
    "FR7630006000011234567890189",
    "GB82WEST12345698765432",
    "DE89370400440532013000",
    "SA0380000000608010167519",
    "AE070331234567890123456",
    "TN5910006035183598478831",
]


@pytest.mark.parametrize("iban", VALID_IBANS)
def test_iban_checksum_and_every_altered_digit(iban: str) -> None:
    assert iban_valid(iban)
    for i in range(4, len(iban)):
        if iban[i].isdigit():
            changed = iban[:i] + str((int(iban[i]) + 1) % 10) + iban[i + 1 :]
            assert not iban_valid(changed), changed


def test_iban_length_must_match_the_country() -> None:
    assert not iban_valid("FR763000600001123456789018")  # one character short
    assert not iban_valid("fr7630006000011234567890189")  # lower case is not the form


@pytest.mark.parametrize(
    "number", ["4111111111111111", "5500000000000004", "378282246310005", "6011111111111117"]
)
def test_luhn(number: str) -> None:
    assert luhn_valid(number)
    for i in range(len(number)):
        changed = number[:i] + str((int(number[i]) + 3) % 10) + number[i + 1 :]
        assert not luhn_valid(changed), changed


def test_luhn_rejects_non_digits() -> None:
    assert not luhn_valid("")
    assert not luhn_valid("4111 1111 1111 1111")
    assert not luhn_valid("٤١١١١١١١١١١١١١١١")  # callers convert Eastern digits first
    assert luhn_valid(ascii_digits("٤١١١١١١١١١١١١١١١"))


def test_nir_key_and_corsica() -> None:
    assert nir_valid("269054958815780")
    assert not nir_valid("269054958815781")
    assert nir_valid("175122B12345680")  # 2B counts as 18
    assert not nir_valid("175122A12345680")  # 2A counts as 19: another key
    assert not nir_valid("569054958815780")  # no sex digit 5
    assert not nir_valid("26905495881578")  # too short


def test_saudi_and_emirates_ids() -> None:
    assert saudi_id_valid("1012345672")
    assert saudi_id_valid("2012345670")
    assert not saudi_id_valid("1012345673")
    assert not saudi_id_valid("3012345670")  # neither citizen (1) nor resident (2)
    assert emirates_id_valid("784198765432103")
    assert not emirates_id_valid("784198765432104")
    assert not emirates_id_valid("785198765432103")


@pytest.mark.parametrize(
    ("nino", "valid"),
    [
        ("AB123456C", True),
        ("JG103759A", True),
        ("DA123456A", False),  # D never first
        ("AO123456A", False),  # O never second
        ("GB123456A", False),  # administrative prefix
        ("TN123456A", False),
        ("AB123456E", False),  # suffix beyond D
    ],
)
def test_uk_nino(nino: str, valid: bool) -> None:
    assert uk_nino_valid(nino) is valid


@pytest.mark.parametrize(
    ("ssn", "valid"),
    [
        ("078051120", True),
        ("000123456", False),
        ("666123456", False),
        ("912345678", False),
        ("123004567", False),
        ("123450000", False),
    ],
)
def test_us_ssn(ssn: str, valid: bool) -> None:
    assert us_ssn_valid(ssn) is valid
