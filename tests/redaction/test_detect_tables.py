"""Table tests for the personal-data detector: each kind in English, French and Arabic text."""

from __future__ import annotations

import pytest

from inspector.redaction.detect import PersonalDataMatch, detect_personal_data
from inspector.redaction.errors import UnknownRuleError
from inspector.redaction.rules import RULES, select_rules


def found(text: str) -> list[tuple[str, str]]:
    return [(m.kind, m.text) for m in detect_personal_data(text)]


POSITIVE = [
    # e-mail
    ("Notices to legal@corvane.example; copy", [("email", "legal@corvane.example")]),
    (
        "Écrire à jean.dupont+avocat@cabinet-dupont.fr.",
        [("email", "jean.dupont+avocat@cabinet-dupont.fr")],
    ),
    ("البريد الإلكتروني: info@adgm.gov.ae للمراسلات", [("email", "info@adgm.gov.ae")]),
    # glued to Arabic text or to a number by extraction: still an address
    ("البريدinfo@adgm.gov.ae", [("email", "info@adgm.gov.ae")]),
    (
        "٠٥٠١٢٣٤٥٦٧jean.dupont@cabinet.fr ",
        [("phone", "٠٥٠١٢٣٤٥٦٧"), ("email", "jean.dupont@cabinet.fr")],
    ),
    # phones, international
    ("Call +33 6 12 34 56 78 today", [("phone", "+33 6 12 34 56 78")]),
    ("Tel. +33 (0)1 42 68 53 00", [("phone", "+33 (0)1 42 68 53 00")]),
    ("Phone: +44 20 7946 0958.", [("phone", "+44 20 7946 0958")]),
    ("Phone +1 212-555-1234", [("phone", "+1 212-555-1234")]),
    ("الجوال +966 50 123 4567 فقط", [("phone", "+966 50 123 4567")]),
    ("هاتف +٩٧١ ٥٠ ١٢٣ ٤٥٦٧", [("phone", "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧")]),
    ("contact 00216 71 234 567", [("phone", "00216 71 234 567")]),
    ("ring +4917612345678 now", [("phone", "+4917612345678")]),
    # phones, national
    (
        "Appelez le 06 12 34 56 78 ou le 01.42.68.53.00.",
        [("phone", "06 12 34 56 78"), ("phone", "01.42.68.53.00")],
    ),
    ("Portable : 0612345678", [("phone", "0612345678")]),
    (
        "London office 020 7946 0958, mobile 07700 900123",
        [("phone", "020 7946 0958"), ("phone", "07700 900123")],
    ),
    (
        "New York (212) 555-1234 or 415.555.2671",
        [("phone", "(212) 555-1234"), ("phone", "415.555.2671")],
    ),
    ("جوال رقم 050 123 4567 للتواصل", [("phone", "050 123 4567")]),
    ("هاتف: ٠٥٠١٢٣٤٥٦٧", [("phone", "٠٥٠١٢٣٤٥٦٧")]),
    ("Dubai 04 123 4567", [("phone", "04 123 4567")]),
    ("Tél. : 71 234 567 (Tunis)", [("phone", "71 234 567")]),
    ("الهاتف: 98 765 432", [("phone", "98 765 432")]),
    # IBAN
    (
        "IBAN FR76 3000 6000 0112 3456 7890 189 AND NOTHING ELSE",
        [("iban", "FR76 3000 6000 0112 3456 7890 189")],
    ),
    ("account GB82WEST12345698765432.", [("iban", "GB82WEST12345698765432")]),
    ("Konto DE89 3704 0044 0532 0130 00", [("iban", "DE89 3704 0044 0532 0130 00")]),
    (
        "الآيبان SA03 8000 0000 6080 1016 7519 لدى البنك",
        [("iban", "SA03 8000 0000 6080 1016 7519")],
    ),
    ("رقم الحساب AE07 0331 2345 6789 0123 456", [("iban", "AE07 0331 2345 6789 0123 456")]),
    ("RIB TN59 1000 6035 1835 9847 8831", [("iban", "TN59 1000 6035 1835 9847 8831")]),
    # cards
    ("card 4111 1111 1111 1111 expires", [("card", "4111 1111 1111 1111")]),
    ("carte 5500-0000-0000-0004", [("card", "5500-0000-0000-0004")]),
    ("Amex 3782 822463 10005", [("card", "3782 822463 10005")]),
    ("بطاقة ٤١١١١١١١١١١١١١١١", [("card", "٤١١١١١١١١١١١١١١١")]),
    # French NIR
    ("n° de sécurité sociale 2 69 05 49 588 157 80", [("fr_nir", "2 69 05 49 588 157 80")]),
    ("NIR 269054958815780.", [("fr_nir", "269054958815780")]),
    ("né en Corse, NIR 1 75 12 2B 123 456 80", [("fr_nir", "1 75 12 2B 123 456 80")]),
    # Saudi and Emirates IDs
    ("National ID 1012345672 issued", [("sa_id", "1012345672")]),
    ("رقم الإقامة 2012345670 ساري", [("sa_id", "2012345670")]),
    ("رقم الهوية ١٠٩٨٧٦٥٤٣٩", [("sa_id", "١٠٩٨٧٦٥٤٣٩")]),
    ("Emirates ID 784-1987-6543210-3", [("ae_id", "784-1987-6543210-3")]),
    ("الهوية الإماراتية 784198765432103", [("ae_id", "784198765432103")]),
    # UK NINO and US SSN
    ("NI number AB 12 34 56 C on file", [("uk_nino", "AB 12 34 56 C")]),
    ("NINO: JG103759A", [("uk_nino", "JG103759A")]),
    ("SSN 078-05-1120 on the W-2", [("us_ssn", "078-05-1120")]),
    # names after honorifics
    ("signed by Mr John Smith, Director", [("person", "John Smith")]),
    ("Mrs O’Brien and Ms Jones agreed", [("person", "O’Brien"), ("person", "Jones")]),
    ("Dr. Amina Yusuf testified", [("person", "Amina Yusuf")]),
    ("Mr Timothy Straker KC submitted", [("person", "Timothy Straker")]),
    ("Mr Harding’s letter", [("person", "Harding")]),
    (
        "represented by Mr Khalid Abdullah Al Muhairi in his capacity",
        [("person", "Khalid Abdullah Al Muhairi")],
    ),
    ("Sur le rapport de M. Ferrand, conseiller", [("person", "Ferrand")]),
    ("M.Mr John Smith signed", [("person", "John Smith")]),  # glued by extraction
    ("Mme Hélène Varennes, domiciliée à Paris", [("person", "Hélène Varennes")]),
    (
        "Mlle Claire et Me Jean-Pierre DUPONT, avocat",
        [("person", "Claire"), ("person", "Jean-Pierre DUPONT")],
    ),
    ("M. de Villepin a déclaré", [("person", "de Villepin")]),
    (
        "Monsieur Jean Dupont et Madame Claire Martin",
        [("person", "Jean Dupont"), ("person", "Claire Martin")],
    ),
    ("Attn: Ralph M. Pais, Esq.", [("person", "Ralph M. Pais")]),
    (
        "ويمثلها السيد/ خالد عبد الله المهيري بصفته المدير العام",
        [("person", "خالد عبد الله المهيري")],
    ),
    (
        "بحضور السيدة فاطمة بنت علي الزهراني والسيد أحمد",
        [("person", "فاطمة بنت علي الزهراني"), ("person", "أحمد")],
    ),
    ("ترافع الأستاذ محمد الشريف عن المدعي", [("person", "محمد الشريف")]),
    ("وأفاد للسيد سامي في الجلسة", [("person", "سامي")]),
]


@pytest.mark.parametrize(("text", "expected"), POSITIVE)
def test_detects(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(text) == expected


NEGATIVE = [
    "Article 12.3.4 of the Regulation",
    "Section 1.2.3 and clause 10.2.1.4",
    "dated 12/03/2024 and 2024-03-12 and 12.03.2024",
    "a sum of 1,250,000.00 euros and 1 250 000 euros and 1.250.000,00",
    "in the years 1998, 2004 and 2018",
    "Law No. 2016-1321 of 7 October 2016 and Loi n° 78-17 du 6 janvier 1978",
    "القانون رقم 15 لسنة 2018",
    "المرسوم رقم ٢٥ لسنة ٢٠١٩ والمادة ١٢",
    "Regulation (EU) 2016/679, OJ L 119, 4.5.2016, p. 1-88",
    "Case C-311/18 and [2025] EWCA Civ 673",
    "ISBN 978-3-16-148410-0",
    "the 10,000 shares numbered 1000000001 to 1000010000",
    "Mr President, M. le Président, Monsieur le juge",
    "Section A. Definitions, Schedule B. Fees and Appendix C. Terms; The A. Team",
    "Mme la présidente and Dr. the defendant",
    "السيد الرئيس والسيد الوزير",
    # invalid checksums and ranges
    "IBAN FR76 3000 6000 0112 3456 7890 188",
    "IBAN GB82 WEST 1234 5698 7654 33",
    "card 4111 1111 1111 1112",
    "NIR 2 69 05 49 588 157 81",
    "NIR 1 75 12 2A 123 456 80",
    "NIR 2 69 13 49 588 157 80",
    "ID 1012345673 and iqama 3012345670",
    "Emirates ID 784-1987-6543210-4",
    "NINO QQ 12 34 56 C, GB 12 34 56 A, AB 12 34 56 E, AO 12 34 56 A",
    "SSN 000-12-3456, 666-12-3456, 912-34-5678, 123-00-4567, 123-45-0000",
    "Phone +1 112-555-1234",
]


@pytest.mark.parametrize("text", NEGATIVE)
def test_does_not_detect(text: str) -> None:
    assert found(text) == []


def test_offsets_slice_the_source_text() -> None:
    text = "Mr John Smith (john@smith.example, +44 20 7946 0958) IBAN GB82 WEST 1234 5698 7654 32"
    matches = detect_personal_data(text)
    assert [m.kind for m in matches] == ["person", "email", "phone", "iban"]
    for m in matches:
        assert text[m.start : m.end] == m.text
        assert isinstance(m, PersonalDataMatch)


def test_longest_match_wins_over_a_number_inside_it() -> None:
    # The IBAN's digits hold runs a card or phone rule could take; the IBAN is kept whole.
    text = "SA03 8000 0000 6080 1016 7519"
    assert found(text) == [("iban", text)]


def test_rules_are_listed_and_toggled() -> None:
    names = [r.name for r in RULES]
    assert len(names) == len(set(names))
    assert {r.kind for r in RULES} == {
        "email", "phone", "iban", "card", "fr_nir", "sa_id", "ae_id", "uk_nino", "us_ssn",
        "address", "person",
    }  # fmt: skip
    text = "Mr John Smith, john@smith.example"
    no_person = select_rules(disabled=["person"])
    assert [m.kind for m in detect_personal_data(text, no_person)] == ["email"]
    only_email = select_rules(enabled=["email"])
    assert [r.name for r in only_email] == ["email", "email_obfuscated"]
    assert {r.kind for r in only_email} == {"email"}
    with pytest.raises(UnknownRuleError, match="passport"):
        select_rules(enabled=["passport"])
