"""The personal data that leaked (issue 26, item 14): one table row per class, EN/FR/AR.

Each row is a short sentence of our own holding one value written the way that leaked:
spaced with a no-break or narrow no-break space, broken across a line, full-width digits, a
lower-case IBAN, ``NXX/NXX-XXXX``, a soft hyphen inside, an obfuscated address, a Tunisian
mobile with no cue, a second Arabic honorific, an upper-case honorific, a signatory or an
addressee with no honorific. Then the same in TXT, Markdown and DOCX through the export, and
the seeded generator's recall per kind.
"""

from __future__ import annotations

import json
from pathlib import Path

import docx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.cli import main
from inspector.export.jsonl import read_jsonl
from inspector.redaction.detect import detect_personal_data
from inspector.redaction.given_names import GIVEN_NAMES
from inspector.redaction.given_names_ar import ARABIC_GIVEN_NAMES
from inspector.redaction.views import joined_view, plain_view
from tests.redaction.variants import KINDS, planted_text, score

NBSP, NNBSP, SHY = "\u00a0", "\u202f", "\u00ad"

LEAKED = [
    # (class, text, the value that must be wholly covered)
    ("fr phone, NBSP", f"Joindre le bailleur au 06{NBSP}12{NBSP}34{NBSP}56{NBSP}78 avant lundi.",
     f"06{NBSP}12{NBSP}34{NBSP}56{NBSP}78"),
    ("fr phone, U+202F", f"Tél. 06{NNBSP}12{NNBSP}34{NNBSP}56{NNBSP}78.",
     f"06{NNBSP}12{NNBSP}34{NNBSP}56{NNBSP}78"),
    ("iban, NBSP", f"Virement sur FR76{NBSP}3000{NBSP}6000{NBSP}0112{NBSP}3456{NBSP}7890{NBSP}189 "
     "sous huitaine.", f"FR76{NBSP}3000{NBSP}6000{NBSP}0112{NBSP}3456{NBSP}7890{NBSP}189"),
    ("ar phone, NBSP", f"يمكن الاتصال على الرقم +966{NBSP}50{NBSP}123{NBSP}4567 في أوقات العمل.",
     f"+966{NBSP}50{NBSP}123{NBSP}4567"),
    ("phone across a line", "The Tenant may be reached on 020 7946\n0958 during office hours.",
     "020 7946\n0958"),
    ("iban across a line", "paid into account GB82 WEST 1234\n5698 7654 32 within 30 days",
     "GB82 WEST 1234\n5698 7654 32"),
    ("surname across a line", "signed by Mr John\nSmith on behalf of the Buyer", "John\nSmith"),
    ("full-width digits", "Telephone ０６ １２ ３４ ５６ ７８ only.", "０６ １２ ３４ ５６ ７８"),
    ("lower-case iban", "account gb82 west 1234 5698 7654 32 for payments",
     "gb82 west 1234 5698 7654 32"),
    ("us with a slash", "Call the Agent at 212/555-0145 for notices.", "212/555-0145"),
    ("soft hyphen in a uk number", f"London office: 020 79{SHY}46 0958.", f"020 79{SHY}46 0958"),
    ("obfuscated e-mail", "write to john.smith [at] example [dot] com for notices",
     "john.smith [at] example [dot] com"),
    ("obfuscated e-mail, fr", "écrire à j.dupont (arobase) cabinet (point) fr avant le 3 mai",
     "j.dupont (arobase) cabinet (point) fr"),
    ("obfuscated e-mail, words", "mail john.smith at example dot com today",
     "john.smith at example dot com"),
    ("tunisian mobile, no cue", "Le locataire, joignable au 98 123 457, s'engage à payer.",
     "98 123 457"),
    ("tunisian mobile, no cue, ar", "المستأجر الذي يمكن الاتصال به على 55 321 654 ملزم بالدفع.",
     "55 321 654"),
    ("arabic name after والأستاذ", "حضر السيد محمد الطرابلسي والأستاذ علي بن صالح المحامي.",
     "علي بن صالح"),
    ("upper-case honorific", "BETWEEN MR JOHN SMITH (the Seller) AND", "JOHN SMITH"),
    ("upper-case honorific, fr", "ENTRE MME CLAIRE MARTIN, ci-après le Vendeur", "CLAIRE MARTIN"),
    ("signatory", "By: John Smith, Chief Executive Officer", "John Smith"),
    ("signatory, /s/", "By: /s/ HELEN R. CARTWRIGHT", "HELEN R. CARTWRIGHT"),
    ("signatory, fr", "Par : Claire Martin, Directrice générale", "Claire Martin"),
    ("name field", "Name: Jane Doe\nTitle: Director", "Jane Doe"),
    ("name field, fr", "Nom : Hélène Varennes\nQualité : Gérante", "Hélène Varennes"),
    ("name field, ar", "الاسم: خالد المهيري\nالصفة: المدير العام", "خالد المهيري"),
    ("addressee", "Dear Boris,\nThank you for your letter.", "Boris"),
    # Forms found while measuring, beyond the 13 that leaked:
    ("tunisian mobile in pairs", "joignable au 98 12 34 57, le locataire", "98 12 34 57"),
    ("iban grouped by dashes", "IBAN: FR76-3000-6000-0112-3456-7890-189.",
     "FR76-3000-6000-0112-3456-7890-189"),
    ("obfuscated local part", "write john dot smith at example dot com",
     "john dot smith at example dot com"),
    ("signed by, in prose", "The deed was signed by John Smith before a notary.", "John Smith"),
    ("représentée par", "La société, représentée par Claire Martin, gérante, accepte.",
     "Claire Martin"),
    # Bare names in prose (no honorific, no cue): a known given name and its surname.
    ("bare given name", "Boris signed the letter on 3 March.", "Boris"),
    ("bare full name", "The agreement between Amina Haddad and Corvane Ltd ends.",
     "Amina Haddad"),
    ("bare name after a sentence word", "When Sophie Durand called, the goods had left.",
     "Sophie Durand"),
    ("bare name, fr", "Le contrat conclu entre Pierre Dupont et la société Corvane.",
     "Pierre Dupont"),
    ("bare name, de", "Der Vertrag wurde von Matthias Weber unterzeichnet.", "Matthias Weber"),
]  # fmt: skip


def _covered(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [(m.start, m.end) for m in detect_personal_data(text)]
    return all(
        text[i].isspace() or any(a <= i < b for a, b in spans)
        for i in range(start, start + len(value))
    )


@pytest.mark.parametrize(("name", "text", "value"), LEAKED, ids=[row[0] for row in LEAKED])
def test_each_leaked_class_is_found(name: str, text: str, value: str) -> None:
    assert _covered(text, value), name


NOT_PERSONAL = [
    "Dear Sir or Madam,",
    "By: Corvane Ltd, acting through its director",
    "By: NorthBridge, Inc.",
    "By: ACMEWORKS.COM, INC.",
    "Name: Authorised Signatory",
    "Nom : le représentant légal",
    "Le loyer annuel est fixé à 25 000 000 dinars.",
    "Le montant de 98 123 000 dinars est réparti entre les associés.",
    "the fee of TND 98 123 457 is due",
    "NIR 2 69 05 49 588 157 81",
    "We will meet at noon at the office.",
    # (with a number, "10 Downing Lane" is an address: tests/redaction/test_addresses.py)
    "located near Downing Lane, London",
    "حددت قيمة الكراء بمبلغ 25 000 000 دينار تدفع كل ثلاثة أشهر.",
    "Signed: for and on behalf of the Supplier",
    "Attn: General Counsel",
    "Contact: European Commission",
    "Contact: Data Protection Officer",
    "Attention: Legal Department",
    "By: Marathon Pipe Line LLC",
    "Par : Décret n° 2019-536",
    "Signé : Le Président de la République",
    "signed by both Parties",
    "represented by Corvane Ltd",
    "the sum of 25 00 00 00 in the ledger",
    # Capitalised legal words, places and firms are not bare names.
    "Under Article 5 the Court held that the Party must pay the Supplier.",
    "The Court of Appeal dismissed the appeal; Section 12 of the Act applies.",
    "The office is in Victoria Street, near Lake Victoria and the rue Victor Hugo.",
    "Saint-Pierre, Saint Louis and Port Louis are listed in Annex II.",
    "A grace period runs until June 2020. Grace Period: 30 days.",
    "instructed by Allen & Overy LLP for the Claimant",
    # Firms named after people: "X, solicitors", "X Solicitors", "instructed by X".
    "PN was represented by counsel instructed by Duncan Lewis, solicitors.",
    "neither counsel nor Duncan Lewis solicitors were then instructed",
    "The firm Lewis Silkin LLP acted for the employer.",
    "Le cabinet Martin avocats a été mandaté.",
    "Barclays, UBS and JP Morgan each confirmed the trade.",
    "OntoChem GmbH, a German limited liability company",
    "the Jean Monnet Programme and the Robert Schuman Foundation",
    "LA SOCIÉTÉ CORVANE ET MONSIEUR LE PRÉSIDENT",
]


@pytest.mark.parametrize("text", NOT_PERSONAL)
def test_lookalikes_are_not_detected(text: str) -> None:
    assert detect_personal_data(text) == ()


def test_a_match_is_the_texts_own_characters() -> None:
    text = f"Tél.{NBSP}06{NNBSP}12 34{SHY}56\n78 ; IBAN fr76 3000 6000 0112 3456 7890 189."
    for match in detect_personal_data(text):
        assert text[match.start : match.end] == match.text
    assert [m.kind for m in detect_personal_data(text)] == ["phone", "iban"]


@given(
    st.text(
        alphabet=st.sampled_from(list("06 12\n34ab\u00a0\u202f\u00ad\u200b０６")),
        max_size=60,
    )
)
def test_views_map_back_to_the_texts_characters(text: str) -> None:
    for view in (plain_view(text), joined_view(text)):
        for offset, char in enumerate(view.text):
            origin = text[view.origin(offset)]
            assert char == origin or char == " " or ord(origin) - 0xFEE0 == ord(char)


@pytest.mark.parametrize("suffix", [".txt", ".md", ".docx"])
def test_leaked_classes_do_not_reach_an_export(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, suffix: str
) -> None:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    rows = [row for row in LEAKED if "\n" not in row[1]]
    path = tmp_path / f"contract{suffix}"
    if suffix == ".docx":
        document = docx.Document()
        document.add_paragraph("SERVICES AGREEMENT")
        for _, text, _ in rows:
            document.add_paragraph(text)
        document.save(str(path))
    else:
        path.write_text("SERVICES AGREEMENT\n\n" + "\n\n".join(r[1] for r in rows) + "\n")
    out = tmp_path / "out.jsonl"
    args = ["export", str(path), "--out", str(out), "--tenant", "t", "--all"]
    assert main([*args, "--redaction", "full"]) == 0
    written = json.dumps(read_jsonl(out), ensure_ascii=False)
    # The values' digits and names, whatever the spacing the loader kept.
    squeezed = "".join(c for c in written if not c.isspace())
    for name, _, value in rows:
        assert "".join(c for c in value if not c.isspace() and c != SHY) not in squeezed, name


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generated_variants_are_found(seed: int) -> None:
    text, planted = planted_text(seed, 300)
    scores = score(text, planted, detect_personal_data(text))
    for kind in KINDS:
        entry = scores[kind]
        assert entry.planted >= 25, kind
        # A bare name (no honorific, no cue) is found only if its given name is a known one:
        # that is the only miss allowed, and it is counted apart.
        missed = [m for m in entry.missed if m.form not in ("bare", "arabic_bare")]
        for bare in (m for m in entry.missed if m.form == "bare"):
            first = bare.value.split()[0]
            assert first not in GIVEN_NAMES, bare
            assert first.split("-")[0] not in GIVEN_NAMES, bare
        for bare in (m for m in entry.missed if m.form == "arabic_bare"):
            assert bare.value.split()[0] not in ARABIC_GIVEN_NAMES, bare
            assert not bare.value.startswith("عبد"), bare
        assert 1 - len(missed) / entry.planted >= 0.99, (kind, [m.value for m in missed])
        assert entry.precision == 1.0, kind
    bare_names = [p for p in planted if p.form == "bare"]
    assert len(bare_names) >= 5
    found = len(bare_names) - sum(m.form == "bare" for m in scores["person"].missed)
    assert found / len(bare_names) >= 0.6
    arabic = [p for p in planted if p.form == "arabic_bare"]
    listed = [p for p in arabic if p.value.split()[0] in ARABIC_GIVEN_NAMES]
    assert listed
    missed_arabic = {(m.start, m.end) for m in scores["person"].missed}
    assert not [p.value for p in listed if (p.start, p.end) in missed_arabic]
