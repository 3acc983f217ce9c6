"""Postal addresses (the ``address`` kind): found, masked under ``contact`` and ``full``.

The class (held-out g06): "Monsieur [PERSON:3410] / 29, rue Camille Roussel / 64100
Neveu-sur-Rodriguez": a private defendant's home in clear under ``full``; and (g05) a
street named after a person masked as a person, "81, avenue de [PERSON:6012]", with the
rest of the address in clear. Excerpts written for these tests; addresses invented.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.redaction.apply import RedactionMode, redact_text
from inspector.redaction.detect import detect_personal_data
from inspector.redaction.policy import RedactionPolicy, policy_kinds


def addresses(text: str) -> list[str]:
    return [m.text for m in detect_personal_data(text) if m.kind == "address"]


FOUND = [
    # French: number, street, postcode and town; over a blank line (DOCX paragraphs)
    (
        "DÉFENDEUR\n\nMonsieur Paul Girard\n\n29, rue Camille Roussel\n\n"
        "64100 Neveu-sur-Rodriguez\n\nnon comparant",
        "29, rue Camille Roussel\n\n64100 Neveu-sur-Rodriguez",
    ),
    ("demeurant 12 bis, avenue de la République, 75011 Paris, appelant",
     "12 bis, avenue de la République, 75011 Paris"),
    ("domicilié 4 impasse des Lilas à Lyon", "4 impasse des Lilas"),
    ("domicilié rue de Peltier 46877 Charpentier-sur-Bonnin, appelant",
     "rue de Peltier 46877 Charpentier-sur-Bonnin"),
    ("demeurant 3 allée du 8 Mai 1945\n33000 Bordeaux", "3 allée du 8 Mai 1945\n33000 Bordeaux"),
    ("Adresse :\n7, quai d'Orsay\n75007 PARIS CEDEX 07", "7, quai d'Orsay\n75007 PARIS CEDEX 07"),
    ("Boîte postale : BP 1234", "BP 1234"),
    # English: UK and US forms
    ("He lives at 221B Baker Street, London NW1 6XE.", "221B Baker Street, London NW1 6XE"),
    ("of 14 Park Lane, Leeds LS1 4AB, the tenant", "14 Park Lane, Leeds LS1 4AB"),
    ("residing at 1600 Pennsylvania Avenue NW, Washington, DC 20500",
     "1600 Pennsylvania Avenue NW, Washington, DC 20500"),
    ("at 700 Dresher Road, Suite 100, Horsham, Pennsylvania, PA 19044 (the Company)",
     "700 Dresher Road, Suite 100, Horsham, Pennsylvania, PA 19044"),
    ("of 333 South Grand Avenue, 28th Floor, Los Angeles, CA 90071; and",
     "333 South Grand Avenue, 28th Floor, Los Angeles, CA 90071"),
    ("mail to P.O. Box 552, then", "P.O. Box 552"),
    ("Springfield, IL 62704", "Springfield, IL 62704"),
    # Arabic: the number before or after the street
    ("يقيم المدعي في 15 شارع الحرية، تونس", "15 شارع الحرية"),
    ("عنوانه شارع الملك فهد رقم 12 الرياض", "شارع الملك فهد رقم 12"),
    ("العنوان: ص.ب 1234 عمان", "ص.ب 1234"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "address"), FOUND)
def test_address_is_found_whole(text: str, address: str) -> None:
    assert addresses(text) == [address]


NOT_AN_ADDRESS = [
    # a reference's number, not a house's
    "conformément à l'article 5, rue et voie publique comprises",
    "aux articles 3 et 5, place des biens",
    "under section 2 Public Way Act",
    "Schedule 3 Park Lane Regulations",
    "المادة 5 شارع",
    # a court's address, after its name
    "Tribunal judiciaire de Paris\nParvis du Tribunal de Paris\n75017 Paris",
    "Royal Courts of Justice\nStrand, London, WC2A 2LL",
    "Cour d'appel de Lyon, 1 rue du Palais de Justice, 69005 Lyon",
    "PROPERTY LIST (ChD)\n\nRolls Building,\n\n7 Rolls Building, Fetter Lane\nLondon EC4A 1NL",
    # a street with neither number nor postcode is a place in prose
    "la manifestation sur la place Vendôme",
    "a march down Victoria Street",
    # "الشارع" (the legislator), "عن طريق" (by means of)
    "وقد نص الشارع على ذلك عن طريق القانون",
    # amounts, dates, years
    "la somme de 45 000 euros",
    "Law No. 2016-1321 of 7 October 2016",
    "Décision du 15 décembre 2023",
]


@pytest.mark.parametrize("text", NOT_AN_ADDRESS)
def test_lookalikes_are_no_address(text: str) -> None:
    assert addresses(text) == []


def test_street_named_after_a_person_is_an_address_not_a_name() -> None:
    # g05: "81, avenue de [PERSON:6012]" left the rest of the address in clear.
    text = "E.U.R.L. STOCK\n\n81, avenue de Antoine\n\n66201 Lemaire\n\nReprésentée par Me X"
    found = [(m.kind, m.text) for m in detect_personal_data(text)]
    assert ("address", "81, avenue de Antoine\n\n66201 Lemaire") in found
    assert not any(kind == "person" and "Antoine" in value for kind, value in found)


@pytest.mark.parametrize(
    ("policy", "masked"),
    [(RedactionPolicy.NONE, False), (RedactionPolicy.CONTACT, True), (RedactionPolicy.FULL, True)],
)
def test_policies_that_mask_contact_data_mask_addresses(
    policy: RedactionPolicy, masked: bool
) -> None:
    assert ("address" in policy_kinds(policy)) is masked
    text = "Monsieur Paul Girard\n29, rue Camille Roussel\n64100 Pau"
    kinds = policy_kinds(policy)
    spans = [(m.start, m.end, m.kind) for m in detect_personal_data(text) if m.kind in kinds]
    out = redact_text(text, spans, RedactionMode.MASK)
    assert ("Roussel" not in out and "64100" not in out) is masked
    assert ("[ADDRESS]" in out) is masked


_WORD = st.sampled_from(["Victor", "Hugo", "Pasteur", "Lilas", "Moulins", "Gare", "Paix"])


@given(
    number=st.integers(1, 9999),
    kind=st.sampled_from(["rue", "avenue", "boulevard", "chemin", "impasse", "allée", "place"]),
    particle=st.sampled_from(["", "de ", "du ", "des ", "de la "]),
    words=st.lists(_WORD, min_size=1, max_size=3),
    postcode=st.integers(1000, 98999),
    town=st.sampled_from(["Paris", "Lyon", "Saint-Étienne", "Aix-en-Provence", "Pau"]),
    sep=st.sampled_from([", ", "\n", "\n\n", " "]),
)
def test_french_address_is_covered_whole(
    number: int, kind: str, particle: str, words: list[str], postcode: int, town: str, sep: str
) -> None:
    address = f"{number}, {kind} {particle}{' '.join(words)}{sep}{postcode:05d} {town}"
    text = f"Monsieur Paul Girard, demeurant {address}, défendeur"
    assert addresses(text) == [address]


@given(
    reference=st.sampled_from(["article", "l'article", "Article", "section", "clause", "n°"]),
    number=st.integers(1, 999),
    kind=st.sampled_from(["rue", "avenue", "place", "Street", "Road", "Lane"]),
)
def test_a_reference_number_never_starts_an_address(reference: str, number: int, kind: str) -> None:
    text = f"selon {reference} {number}, {kind} Victor Hugo"
    assert addresses(text) == []
