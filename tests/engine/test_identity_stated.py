"""A document's identity as it states it: Akoma Ntoso FRBR metadata, the Gregorian date given
as a Hijri date's equivalent, the issuing state of a Gulf or Maghreb act, an act's number and
date in its title line, a French lower court's decision as cited.

Table tests on short excerpts written here (EN/FR/AR).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.citation_identity import DocumentIdentity, detect_identity
from inspector.engine.config import default_config
from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked

_AKN_JUDGMENT = """<?xml version="1.0" encoding="utf-8"?>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">
  <judgment name="decision">
    <meta>
      <identification source="#tna">
        <FRBRWork>
          <FRBRthis value="https://example.org/id/ukut/iac/2030/7"/>
          <FRBRuri value="https://example.org/id/ukut/iac/2030/7"/>
          <FRBRdate date="2030-11-22" name="hearing"/>
          <FRBRauthor href="#ukut-iac"/>
          <FRBRcountry value="GB-UKM"/>
          <FRBRnumber value="7"/>
          <FRBRname value="MR JOHN ALPHA v SECRETARY OF STATE FOR THE HOME DEPARTMENT"/>
        </FRBRWork>
        <FRBRExpression>
          <FRBRthis value="https://example.org/ukut/iac/2030/7"/>
          <FRBRuri value="https://example.org/ukut/iac/2030/7"/>
          <FRBRdate date="2031-01-02" name="publication"/>
          <FRBRauthor href="#ukut-iac"/>
          <FRBRlanguage language="eng"/>
        </FRBRExpression>
      </identification>
    </meta>
    <header>
      <p>Upper Tribunal</p>
      <p>Alpha (entry clearance) [2030] UKUT 7 (IAC)</p>
    </header>
    <judgmentBody>
      <decision>
        <paragraph eId="para_1"><num>1.</num><content><p>The application was refused in a
        decision dated 27 August 2029.</p></content></paragraph>
        <paragraph eId="para_2"><num>2.</num><content><p>The appeal is
        dismissed.</p></content></paragraph>
      </decision>
    </judgmentBody>
  </judgment>
</akomaNtoso>
"""

_AKN_ACT = """<?xml version="1.0" encoding="utf-8"?>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">
  <act name="act">
    <meta>
      <identification source="#source">
        <FRBRWork>
          <FRBRthis value="https://example.org/id/ukpga/2030/4"/>
          <FRBRuri value="https://example.org/id/ukpga/2030/4"/>
          <FRBRdate date="2030-06-29" name="enacted"/>
          <FRBRauthor href="#parliament"/>
          <FRBRcountry value="gb"/>
          <FRBRnumber value="4"/>
          <FRBRname value="2030 c. 4"/>
        </FRBRWork>
      </identification>
    </meta>
    <preface><p><docTitle>Harbours Act 2030</docTitle></p></preface>
    <body>
      <section eId="section-1"><num>1</num><heading>Harbours</heading>
        <content><p>A harbour authority may make byelaws.</p></content></section>
      <section eId="section-2"><num>2</num><heading>Extent</heading>
        <content><p>This Act extends to England and Wales.</p></content></section>
    </body>
  </act>
</akomaNtoso>
"""


def _identity_of_file(tmp_path: Path, name: str, text: str) -> DocumentIdentity:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    document = load_document(path)
    return detect_identity(document, chunk_document(document, default_config()))


def test_an_akoma_ntoso_judgment_states_its_date_country_and_case_name(tmp_path: Path) -> None:
    identity = _identity_of_file(tmp_path, "judgment.xml", _AKN_JUDGMENT)
    # the work's date, not the expression's nor a date the text quotes ("dated 27 August")
    assert identity.document_date.value == "2030-11-22"
    assert "FRBRdate" in identity.document_date.cue
    assert identity.jurisdiction.value == "GB"
    assert identity.title.value == "Mr John Alpha v Secretary of State for the Home Department"
    # the Upper Tribunal's chamber belongs to its neutral citation
    assert identity.act_id.value == "[2030] UKUT 7 (IAC)"


def test_an_akoma_ntoso_act_states_its_number_when_the_text_prints_none(tmp_path: Path) -> None:
    identity = _identity_of_file(tmp_path, "act.xml", _AKN_ACT)
    assert identity.act_id.value == "2030 c. 4"
    assert "FRBRname" in identity.act_id.cue
    assert identity.document_date.value == "2030-06-29"
    assert identity.jurisdiction.value == "GB"  # "gb": ISO 3166, in either case
    assert identity.title.value == "Harbours Act 2030"


_BODY_EN = "\n\nArticle (1)\n\nThis Law shall apply.\n\nArticle (2)\n\nIt shall be published.\n\n"
_BODY_FR = "\n\nArticle 1er\n\nLa présente loi s'applique.\n\nArticle 2\n\nElle est publiée.\n\n"
_BODY_AR = "\n\nالمادة 1\n\nيعمل بهذا القانون.\n\nالمادة 2\n\nينشر في الجريدة الرسمية.\n\n"

# (text, expected documentDate): the Gregorian date given beside (after) a Hijri one
GREGORIAN_EQUIVALENT_CASES = [
    # a Gulf law's English signature block: colon, era marks in brackets, the next line
    (
        "Law No. (4) of 2030 on Harbours" + _BODY_EN + "Amir of the State\n\nIssued at the "
        "Amiri Diwan on: 07/03/1444 (H)\n\nCorresponding to: 03/10/2022 (AD)\n",
        "2022-10-03",
    ),
    ("Law No. (4) of 2030 on Harbours" + _BODY_EN + "Corresponding to: 2022/10/03\n", "2022-10-03"),
    (
        "Law No. (4) of 2030 on Harbours" + _BODY_EN + "Issued on 7 Rabi al-Awwal 1444 H, "
        "corresponding to 3 October 2022.\n",
        "2022-10-03",
    ),
    # French (an Algerian act's formula), the month in words or in figures
    (
        "Loi relative aux ports" + _BODY_FR + "Fait à Alger, le 9 Dhou El Kaâda 1441 "
        "correspondant au 30 juillet 2020.\n",
        "2020-07-30",
    ),
    (
        "Loi relative aux ports" + _BODY_FR + "Fait le 07/03/1444 H correspondant au : "
        "03/10/2022\n",
        "2022-10-03",
    ),
    # Arabic: a colon after the connector, Arabic-Indic digits, day or year first, a month name
    (
        "قانون بشأن الموانئ" + _BODY_AR + "صدر في الديوان الأميري بتاريخ: ٧/٣/١٤٤٤هـ\n"
        "الموافق: ٣/١٠/٢٠٢٢م\n",
        "2022-10-03",
    ),
    ("قانون بشأن الموانئ" + _BODY_AR + "الموافق: ٢٠٢٢/١٠/٠٣م\n", "2022-10-03"),
    (
        "قانون بشأن الموانئ" + _BODY_AR + "صدر في 7 ربيع الأول 1444هـ\nالموافق: 3 أكتوبر 2022م\n",
        "2022-10-03",
    ),
]


@pytest.mark.parametrize(("text", "expected"), GREGORIAN_EQUIVALENT_CASES)
def test_the_gregorian_date_given_for_a_hijri_one_is_the_documents(
    text: str, expected: str
) -> None:
    document, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    assert detect_identity(document, chunk_set).document_date.value == expected


def test_correspondant_au_dates_nothing_when_no_date_follows() -> None:
    text = "Loi relative aux ports" + _BODY_FR + "Le tarif correspondant au service est fixé.\n"
    document, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    assert detect_identity(document, chunk_set).document_date.value == ""


# (opening, expected jurisdiction): the state an act names itself by
STATE_CASES = [
    ("نحن تميم بن حمد آل ثاني أمير دولة قطر، بعد الاطلاع على الدستور،", "QA"),
    ("We, Tamim Bin Hamad Al Thani, Amir of the State of Qatar,", "QA"),
    ("Nous, Tamim Bin Hamad Al Thani, Emir de l'État du Qatar,", "QA"),
    ("REPUBLIQUE ALGERIENNE DEMOCRATIQUE ET POPULAIRE", "DZ"),
    ("République algérienne démocratique et populaire", "DZ"),
    ("الجمهورية الجزائرية الديمقراطية الشعبية", "DZ"),
    ("People's Democratic Republic of Algeria", "DZ"),
    ("ROYAUME DU MAROC", "MA"),
    ("Kingdom of Morocco", "MA"),
    ("REPUBLIQUE TUNISIENNE", "TN"),
    ("المملكة الأردنية الهاشمية", "JO"),
    ("The Hashemite Kingdom of Jordan", "JO"),
    ("Royaume hachémite de Jordanie", "JO"),
    ("Émirats arabes unis", "AE"),
    ("Kingdom of Saudi Arabia", "SA"),
    ("دولة الكويت", "KW"),
    ("State of Kuwait", "KW"),
    ("مملكة البحرين", "BH"),
    ("Kingdom of Bahrain", "BH"),
    ("سلطنة عمان", "OM"),
    ("Sultanate of Oman", "OM"),
    ("Arab Republic of Egypt", "EG"),
    ("République arabe d'Égypte", "EG"),
]


@pytest.mark.parametrize(("opening", "expected"), STATE_CASES)
def test_an_act_is_of_the_state_it_names_itself_by(opening: str, expected: str) -> None:
    body = _BODY_AR if any("\u0600" <= c <= "\u06ff" for c in opening) else _BODY_EN
    document, chunk_set = chunked(
        f"{opening}\n\nHarbours{body}", document_type=DocumentType.LEGISLATION
    )
    assert detect_identity(document, chunk_set).jurisdiction.value == expected


@pytest.mark.parametrize(
    ("opening", "expected"),
    [
        # the law-number form Egypt shares with the Gulf yields to the state's name
        ("قانون رقم 3 لسنة 2015 بتنظيم خدمات الحج\n\nنحن تميم بن حمد آل ثاني أمير دولة قطر،", "QA"),
        (
            "قانون رقم 3 لسنة 2015 بتنظيم خدمات الحج\n\nنحن نواف الأحمد أمير دولة الكويت",
            "KW",
        ),
        # and decides when no state is named
        ("قانون رقم 19 لسنة 2024 بإصدار قانون رعاية حقوق المسنين", "EG"),
    ],
)
def test_a_shared_law_number_form_yields_to_the_state_named(opening: str, expected: str) -> None:
    document, chunk_set = chunked(opening + _BODY_AR, document_type=DocumentType.LEGISLATION)
    assert detect_identity(document, chunk_set).jurisdiction.value == expected


def test_a_contract_under_the_laws_of_the_state_of_qatar_is_not_american() -> None:
    text = (
        "SUPPLY AGREEMENT\n\nThis Agreement is governed by the laws of the State of Qatar.\n\n"
        "1. SUPPLY\n\nAlpha shall supply the goods.\n\n2. PRICE\n\nBeta shall pay.\n\n"
    )
    document, chunk_set = chunked(text, document_type=DocumentType.CONTRACT)
    assert detect_identity(document, chunk_set).jurisdiction.value == "QA"


def test_an_acts_number_and_date_are_read_from_its_title_line_past_a_cover() -> None:
    # An official edition: the state's banner, a table of contents longer than the opening
    # read for identity cues, then the act's own line.
    contents = "".join(
        f"Chapitre {n} : Des dispositions diverses | {n}-{n + 9} | {n}\n" for n in range(1, 130)
    )
    text = (
        "REPUBLIQUE ALGERIENNE DEMOCRATIQUE ET POPULAIRE\n\nSOMMAIRE\n\n"
        + contents
        + "\nOrdonnance n° 66-155 du 8 juin 1966 portant code de procédure pénale.\n\n"
        "Article 1er\n\nL'action publique est mise en mouvement.\n\nArticle 2\n\n"
        + "L'action civile appartient à la victime. "
        * 100  # past the closing read
    )
    document, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    identity = detect_identity(document, chunk_set)
    assert identity.title.value.startswith("Ordonnance n° 66-155 du 8 juin 1966")
    assert identity.act_id.value == "Ordonnance n° 66-155"
    assert identity.document_date.value == "1966-06-08"
    assert identity.jurisdiction.value == "DZ"  # the banner, not the French-looking number


# (text, expected title, expected documentDate): a French lower court's decision as cited
LOWER_COURT_CASES = [
    (
        "[DECISION FACTICE]\n\nTRIBUNAL\n\nJUDICIAIRE\n\nDE VALMONT [1]\n\nN° RG 23/01234 - "
        "N° Portalis 352J-W-B7H-C2FME\n\nJUGEMENT\n\nrendu le vendredi 15 décembre 2023\n\n"
        "DATE DES DÉBATS\n\nAudience publique du 17 octobre 2023\n\nExposé du litige\n\n"
        "La banque a consenti un crédit.\n\n",
        "Tribunal judiciaire de Valmont, 15 décembre 2023, n° RG 23/01234",
        "2023-12-15",
    ),
    (
        "N° RG 24/00068 - N° Portalis DBVX-V-B7I-PMMQ\n\ndécision du Tribunal de Commerce de "
        "VALMONT du 16 novembre 2023\n\nCOUR D'APPEL DE SAINT-DENIS\n\n3ème chambre A\n\n"
        "ORDONNANCE DU CONSEILLER\n\nDE LA MISE EN ETAT DU 1 Octobre 2024\n\nAPPELANTE :\n\n"
        "La société Alpha.\n\nPar jugement du 16 novembre 2023, le tribunal a statué.\n\n",
        "Cour d'appel de Saint-Denis, 1er octobre 2024, n° RG 24/00068",
        "2024-10-01",
    ),
]


@pytest.mark.parametrize(("text", "title", "date"), LOWER_COURT_CASES)
def test_a_french_lower_courts_decision_is_titled_by_court_date_and_number(
    text: str, title: str, date: str
) -> None:
    document, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    identity = detect_identity(document, chunk_set)
    assert (identity.title.value, identity.document_date.value) == (title, date)
    assert identity.jurisdiction.value == "FR"  # a Portalis number is a French court's


def test_an_ordonnance_heading_dates_a_judgment_not_an_act() -> None:
    text = (
        "Ordonnance du 8 juin 1966 portant code de procédure pénale\n\nArticle 1er\n\n"
        "L'action publique est mise en mouvement.\n\nArticle 2\n\nL'action civile.\n\n"
    )
    document, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    cue = detect_identity(document, chunk_set).document_date.cue
    assert not cue.startswith("fr_ordonnance_date")
