"""Issue 28: document identity read in every form a lawyer would recognise.

Table tests on short excerpts written here (EN/FR/AR): dates printed in words, with ordinals,
in Arabic-Indic digits, in Egyptian spelling and in a PDF's visual order; the decision's own
date before its hearing's; a document's own law number before the laws it cites.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.citation_identity import detect_identity
from inspector.engine.config import default_config
from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked

_EG_BODY = (
    "\n\nمادة 1\n\nيعمل بأحكام هذا القانون.\n\nمادة 2\n\nينشر هذا القانون فى الجريدة الرسمية.\n\n"
)

# (text, document type, expected documentDate)
DATE_CASES = [
    # English: a contract "dated" without "as of", with the day first or the month first
    (
        "SERVICES AGREEMENT\n\nThis Agreement is dated 1 June 2015 between Alpha Ltd and "
        "Beta Ltd.\n\n1. SERVICES\n\nAlpha provides services.\n\n",
        DocumentType.CONTRACT,
        "2015-06-01",
    ),
    (
        'DISTRIBUTOR AGREEMENT\n\nDISTRIBUTOR AGREEMENT ("Agreement") dated as April 15, 1994 '
        "by and between Alpha Inc. and Beta Pte Ltd.\n\n1. LICENSE\n\nAlpha grants a "
        "licence.\n\n",
        DocumentType.CONTRACT,
        "1994-04-15",
    ),
    # United Kingdom: Royal Assent, an Act's bracketed date, an SI's "Made" date
    (
        "Education (Scotland) Act 2025\n\n2025 asp 11\n\nThe Bill for this Act of the "
        "Scottish Parliament was passed by the Parliament on 25th June 2025 and received Royal "
        "Assent on 6th August 2025\n\n1 Qualifications Scotland\n\n(1) There is to be a "
        "body.\n\n",
        DocumentType.LEGISLATION,
        "2025-08-06",
    ),
    (
        "Bishop's Stortford Cemetery Act 2024\n\n2024 CHAPTER ii\n\nAn Act to make "
        "provision about the cemetery.\n\n[26th March 2024]\n\n1 Short title\n\nThis Act "
        "may be cited as the Bishop's Stortford Cemetery Act 2024.\n\n",
        DocumentType.LEGISLATION,
        "2024-03-26",
    ),
    (
        "The Social Security (Miscellaneous Amendments) Regulations 2025\n\nMade\n\n"
        "3rd January 2025\n\nLaid before Parliament\n\n6th January 2025\n\n"
        "1. Citation and commencement\n\nThese Regulations may be cited as such.\n\n",
        DocumentType.REGULATION,
        "2025-01-03",
    ),
    # French: the arrêt's own date, not its hearing's (which comes first in the text)
    (
        "COUR DE CASSATION\n\nAudience publique du 9 septembre 2026\n\nCassation\n\n"
        "ARRÊT DE LA COUR DE CASSATION, CHAMBRE CIVILE, DU 14 OCTOBRE 2026\n\n"
        "1. Selon l'arrêt attaqué, la demande a été rejetée.\n\n2. Le moyen est fondé.\n\n",
        DocumentType.JUDGMENT,
        "2026-10-14",
    ),
    (
        "COUR DE CASSATION\n\nArrêt n° 512 du 1er octobre 2026\n\nAudience publique du 9 "
        "septembre 2026\n\n1. Selon l'arrêt attaqué, la demande a été rejetée.\n\n",
        DocumentType.JUDGMENT,
        "2026-10-01",
    ),
    # the appealed decision's date inside a sentence is not this arrêt's
    (
        "COUR DE CASSATION\n\nAudience publique du 9 septembre 2026\n\nCassation\n\n"
        "1. Selon l'arrêt du 4 avril 2024 de la cour d'appel de Valmont, la demande a été "
        "rejetée.\n\n2. Le moyen est fondé.\n\n",
        DocumentType.JUDGMENT,
        "2026-09-09",
    ),
    (
        "COUR DE CASSATION\n\nAudience publique du 18 novembre 2020\n\nRejet\n\n"
        "1. Selon l'arrêt attaqué, la demande a été rejetée.\n\n",
        DocumentType.JUDGMENT,
        "2020-11-18",
    ),
    # Arabic: Egyptian promulgation line, Egyptian spelling, Arabic-Indic digits, the year
    # put after the closing parenthesis by the PDF's visual order
    (
        "إصدار قانون رعاية حقوق المسنين" + _EG_BODY + "صدر برئاسة الجمهورية فى ٢٥رمضان سنة "
        "١٤٤٥ھ ( الموافق ٤أبريل سنة . ) ٢٠٢٤ عبد الفتاح السيسي\n\n",
        DocumentType.LEGISLATION,
        "2024-04-04",
    ),
    # the gazette's running header (publication date) comes first; the promulgation decides
    (
        "الجريدة الرسمية – العدد ٢٤ مكرر (ط) فى ٢٠ يونية سنة ٢٠٢٣\n\nقانون رقم ٧٣ لسنة ٢٠٢٣"
        + _EG_BODY
        + "صدر برئاسة الجمهورية فى غرة ذى الحجة سنة ١٤٤٤ ه\n\n( الموافق ١٩ يونية سنة "
        "٢٠٢٣ م ).\n\n",
        DocumentType.LEGISLATION,
        "2023-06-19",
    ),
    # a Saudi decree's Hijri date with the Gregorian beside it, spaced as printed
    (
        "نظام العمل\n\nالمرسوم الملكي رقم (م/51) بتاريخ 23 / 8 / 1426 هـ الموافق 27/9/2005م"
        "\n\nالمادة الأولى\n\nيسمى هذا النظام نظام العمل.\n\n",
        DocumentType.LEGISLATION,
        "2005-09-27",
    ),
    # year-first Hijri and Gregorian dates; a Hijri date in English beside its Gregorian
    (
        "نظام العمل\n\nالمرسوم الملكي رقم م/51 وتاريخ ١٤٢٦/٨/٢٣هـ الموافق ٢٠٠٥/٩/٢٧م\n\n"
        "المادة الأولى\n\nيسمى هذا النظام نظام العمل.\n\n",
        DocumentType.LEGISLATION,
        "2005-09-27",
    ),
    (
        "LABOR LAW\n\nRoyal Decree No. M/51 dated 23/8/1426 H corresponding to 27/9/2005\n\n"
        "Article 1\n\nThis Law shall be called the Labor Law.\n\n",
        DocumentType.LEGISLATION,
        "2005-09-27",
    ),
    # a Levantine month name: two words
    (
        "قانون رقم 12 لسنة 2003\n\nصدر في 3 تشرين الأول 2003\n\nالمادة 1\n\nيعمل به.\n\n",
        DocumentType.LEGISLATION,
        "2003-10-03",
    ),
    # held-out documents (a cour d'appel's arrêt, a tribunal de commerce's jugement, a UAE
    # cabinet resolution, a Moroccan dahir): the decision's own date with its weekday
    (
        "RÉPUBLIQUE FRANCAISE\nAU NOM DU PEUPLE FRANCAIS\n\nCOUR D'APPEL de VALMONT\n\n"
        "Arrêt du Mardi 15 Février 2022\n\nDécision attaquée : Jugement du Tribunal "
        "judiciaire de Valmont en date du 03 Juin 2019\n\nMOTIFS DE LA DECISION\n\n"
        "La cour confirme le jugement.\n\n",
        DocumentType.JUDGMENT,
        "2022-02-15",
    ),
    (
        "TRIBUNAL DE COMMERCE DE VALMONT\n\nJUGEMENT du mercredi 23 novembre 2022\n\n"
        "Le Tribunal ayant pris connaissance de la demande déposée le 15 novembre 2022,\n\n"
        "PAR CES MOTIFS\n\nOUVRE une procédure de liquidation judiciaire.\n\n",
        DocumentType.JUDGMENT,
        "2022-11-23",
    ),
    # a Gregorian date in figures, the Hijri one after it
    (
        "قرار مجلس الوزراء رقم 19\n\nصادر بتاريخ 13/3/2023م\n\nالموافق فيه 21/شعبان/1444هـ"
        "\n\nالمادة 1\n\nيعمل بهذا القرار.\n\n",
        DocumentType.REGULATION,
        "2023-03-13",
    ),
    (
        "قرار وزاري رقم ٧\n\nصادر بتاريخ ٢٠٢٢/١٢/٥\n\nالمادة 1\n\nيعمل بهذا القرار.\n\n",
        DocumentType.REGULATION,
        "2022-12-05",
    ),
    # a Moroccan dahir: the Gregorian date in brackets after the Hijri one, as printed and
    # as a PDF's visual order leaves it in a text file (the year outside the brackets)
    (
        "ظهير شريف رقم 1.16.127 صادر في 21 من ذي القعدة 1437 (25 أغسطس 2016) بتنفيذ "
        "القانون رقم 27.14\n\nالمادة الأولى\n\nيعمل به.\n\n",
        DocumentType.LEGISLATION,
        "2016-08-25",
    ),
    (
        "ظهير شريف رقم 1.16.127صادر في 21من ذي القعدة 1437\n( 25أغسطس )2016بتنفيذ القانون "
        "رقم 27.14\n\nالمادة الأولى\n\nيعمل به.\n\n",
        DocumentType.LEGISLATION,
        "2016-08-25",
    ),
]


@pytest.mark.parametrize(("text", "kind", "expected"), DATE_CASES)
def test_the_document_date_is_read_in_each_printed_form(
    text: str, kind: DocumentType, expected: str
) -> None:
    document, chunk_set = chunked(text, document_type=kind)
    date = detect_identity(document, chunk_set).document_date
    assert date.value == expected
    assert date.cue  # the cue that decided it


# (text, expected actId)
ACT_ID_CASES = [
    # the document's own number first; a law it cites with a clitic is no identifier
    (
        "قرار رئيس مجلس الوزراء\n\nوفقا لأحكام قانون حماية البيانات الصادر بالقانون رقم "
        "١٥١ لسنة ٢٠٢٠\n\nمادة 1\n\nيعمل بهذا القرار.\n\n",
        "",
    ),
    (
        "قانون رقم ١٩ لسنة ٢٠٢٤\n\nبإصدار قانون رعاية حقوق المسنين الصادر بالقانون رقم ٤٥ "
        "لسنة ٢٠١٤\n\nمادة 1\n\nيعمل به.\n\n",
        "قانون رقم 19 لسنة 2024",
    ),
    ("نظام العمل\n\nالمرسوم الملكي رقم م/51\n\nالمادة الأولى\n\nيعمل به.\n\n", "م/51"),
    # a decree applying a law, or an article citing one, is not that law
    (
        "مرسوم لتطبيق القانون رقم 37.99 المتعلق بالحالة المدنية\n\nالمادة 1\n\nيتم التفويض "
        "في مهام ضابط الحالة المدنية المشار إليه في المادة الخامسة من القانون رقم 37.99.\n\n",
        "",
    ),
    (
        "مرسوم بتطبيق القانون المتعلق بالضمانات المنقولة\n\nالمادة 1\n\nيتولى مسك السجل، "
        "مع مراعاة أحكام القانون رقم 09.08 المتعلق بحماية الأشخاص الذاتيين.\n\n",
        "",
    ),
    (
        "مرسوم رقم 2.99.665 لتطبيق القانون رقم 37.99\n\nالمادة 1\n\nيعمل به.\n\n",
        "مرسوم رقم 2.99.665",
    ),
    # an amendment's decree inside an article is not the law's
    (
        "نظام التعاملات الإلكترونية\n\nالمادة الأولى\n\nيعمل به.\n\nتم تعديل هذه المادة "
        "بموجب المرسوم الملكي رقم (م/57) بتاريخ 1 / 8 / 1436هـ\n\n",
        "",
    ),
    (
        "Loi n° 2016-1321 du 7 octobre 2016 pour une République numérique\n\nArticle 1\n\n"
        "Les administrations publient.\n\n",
        "Loi n° 2016-1321",
    ),
    ("EX-10.47\n\nDISTRIBUTOR AGREEMENT\n\n1. LICENSE\n\nAlpha grants a licence.\n\n", "10.47"),
    # held-out documents: a cour d'appel's and a tribunal de commerce's docket number (not
    # the appealed decision's), a UAE cabinet resolution's number
    (
        "COUR D'APPEL de VALMONT\n\nArrêt du Mardi 15 Février 2022\n\nNo RG 20/00024 - No "
        "Portalis DBVY-V-B7E-GMKW\n\nDécision attaquée : Jugement du Tribunal judiciaire de "
        "Valmont en date du 03 Juin 2019, RG 15/01183\n\nLa cour confirme le jugement.\n\n",
        "20/00024",
    ),
    (
        "R.G. : 2022004346\n\nTRIBUNAL DE COMMERCE DE VALMONT\n\nJUGEMENT du mercredi 23 "
        "novembre 2022\n\nPAR CES MOTIFS\n\nOUVRE une procédure de liquidation.\n\n",
        "2022004346",
    ),
    (
        "COUR D'APPEL de VALMONT\n\nDécision attaquée : Jugement du Tribunal judiciaire de "
        "Valmont en date du 03 Juin 2019, RG 15/01183\n\nLa cour confirme le jugement.\n\n",
        "",
    ),
    (
        "قرار مجلس الوزراء رقم 19\n\nصادر بتاريخ 13/3/2023م\n\n- وعلى قرار مجلس الوزراء رقم (5) "
        "لسنة 2010،\n\nالمادة 1\n\nيعمل بهذا القرار.\n\n",
        "قرار مجلس الوزراء رقم 19",
    ),
    (
        "قرار وزاري رقم ٧ لسنة ٢٠٢٢\n\nالمادة 1\n\nيعمل بهذا القرار.\n\n",
        "قرار وزاري رقم 7 لسنة 2022",
    ),
]


@pytest.mark.parametrize(("text", "expected"), ACT_ID_CASES)
def test_the_act_id_is_the_documents_own(text: str, expected: str) -> None:
    document, chunk_set = chunked(text)
    assert detect_identity(document, chunk_set).act_id.value == expected


def test_the_date_of_an_act_the_text_cites_is_not_the_documents() -> None:
    # Maghreb style: "المؤرخ في" dates a cited act
    text = (
        "دستور الجمهورية التونسية\n\nالفصل 1\n\nتونس دولة حرة.\n\nالفصل 139\n\nيستمر "
        "العمل بأحكام الأمر الرئاسي عدد 117 لسنة 2021 المؤرخ في 22 سبتمبر 2021 المتعلق "
        "بتدابير استثنائية.\n\n"
    )
    document, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    assert detect_identity(document, chunk_set).document_date.value == ""


@pytest.mark.parametrize(
    "text",
    [
        # a cited dahir's date ("الصادر في"), a cited act's date in figures ("المؤرخ في")
        "مرسوم بتطبيق القانون رقم 21.18\n\nالمادة 1\n\nتطبيقا للظهير الشريف رقم 1.58.376 "
        "الصادر في 3 جمادى الأولى 1378 (15 نوفمبر 1958) يحدد هذا المرسوم الكيفيات.\n\n",
        "قرار وزاري\n\nالمادة 1\n\nتطبق أحكام القرار المؤرخ في 13/3/2019 على الطلبات.\n\n",
        # "Jugement du" inside the heading of the appealed decision is not this one's date
        "COUR D'APPEL DE VALMONT\n\nDécision attaquée : Jugement du Tribunal judiciaire de "
        "Valmont du 3 juin 2019\n\nLa cour confirme le jugement.\n\n",
    ],
)
def test_a_date_the_text_cites_is_not_the_documents(text: str) -> None:
    document, chunk_set = chunked(text)
    assert detect_identity(document, chunk_set).document_date.value == ""


def test_a_hijri_date_the_text_cites_for_another_act_is_not_the_documents() -> None:
    # "الصادر بالأمر السامي ذي الرقم 3318 والتاريخ 9 / 4 / 1353 هـ": a repealed order's date,
    # Hijri alone: never the law's date (and never converted)
    text = (
        "نظام مكافحة المخدرات\n\nالمادة الأولى\n\nيلغي هذا النظام نظام الاتجار بالمواد المخدرة "
        "الصادر بالأمر السامي ذي الرقم 3318 والتاريخ 9 / 4 / 1353 هـ.\n\n"
    )
    document, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    assert detect_identity(document, chunk_set).document_date.value == ""


_ARRET_BODY = (
    "1. Selon l'arrêt attaqué, la demande a été rejetée.\n\n"
    "2. Le moyen est fondé.\n\nPAR CES MOTIFS, la Cour : CASSE et ANNULE.\n\n"
)

# (text, expected title): what a lawyer cites a judgment by
JUDGMENT_TITLE_CASES = [
    # French: court, chamber, the arrêt's date, the pourvoi number -- not the docket line
    (
        "COMM.\n\nCOUR DE CASSATION ______\n\nAudience publique du 18 novembre 2020\n\nRejet\n\n"
        "Arrêt n° 740 FS-P+B\n\nPourvoi n° Y 19-19.463\n\n"
        "ARRÊT DE LA COUR DE CASSATION, CHAMBRE COMMERCIALE, FINANCIÈRE ET ÉCONOMIQUE, "
        "DU 18 NOVEMBRE 2020\n\n" + _ARRET_BODY,
        "Cour de cassation, chambre commerciale, financière et économique, 18 novembre 2020, "
        "n° 19-19.463",
    ),
    (
        "SOC.\n\nArrêt n° 1021 FS-P\n\nPourvoi n° 17-26.197\n\n"
        "Arrêt de la Cour de cassation, Chambre sociale, du 12 juin 2019\n\n" + _ARRET_BODY,
        "Cour de cassation, chambre sociale, 12 juin 2019, n° 17-26.197",
    ),
    # a cour d'appel keeps its city's capital; no pourvoi number, no "n°"
    (
        "Arrêt n° 22/0415\n\nARRÊT DE LA COUR D'APPEL DE PARIS, PÔLE 4 CHAMBRE 9, DU 1ER "
        "MARS 2022\n\n" + _ARRET_BODY,
        "Cour d'appel de Paris, pôle 4 chambre 9, 1er mars 2022",
    ),
    # English: the parties after "Between", roles and co-parties left out, capitals in title
    # case (abbreviations kept), the two sides on one line or on several
    (
        "Neutral Citation Number: [2020] EWCA Civ 1064\n\nIN THE COURT OF APPEAL (CIVIL "
        "DIVISION)\n\nDate: 11/08/2020\n\nBetween:\n\nCFH CLEARING LIMITED\n\n"
        "Appellant/ Claimant\n\n- and -\n\nMERRILL LYNCH INTERNATIONAL\n\n"
        "Respondent/ Defendant\n\n- - - - - - - -\n\nStephen Auld QC for the Appellant\n\n"
        "1. The Swiss Franc was de-pegged.\n\n2. The issue is whether it is arguable.\n\n",
        "CFH Clearing Limited v Merrill Lynch International",
    ),
    (
        "IN THE COURT OF APPEAL\n\nBetween :\n\nClayton Leslie Johnson Appellant - and - "
        "Secretary of State for the Home Department Respondent\n\n"
        "1. This appeal concerns deportation.\n\n2. The facts are agreed.\n\n",
        "Clayton Leslie Johnson v Secretary of State for the Home Department",
    ),
    (
        "IN THE HIGH COURT OF JUSTICE\n\nBetween :\n\nTHE QUEEN\n\non the application of\n\n"
        "(1) CORBIERE LIMITED\n\n(2) TRENCHANT LIMITED\n\nClaimants\n\n- and -\n\n"
        "(1) SECRETARY OF STATE FOR JUSTICE\n\n(2) SECRETARY OF STATE FOR THE HOME "
        "DEPARTMENT\n\nDefendants\n\n1. The claimants challenge a decision.\n\n"
        "2. It was made in 2016.\n\n",
        "The Queen on the application of Corbiere Limited v Secretary of State for Justice",
    ),
    (
        "IN THE COURT OF APPEAL\n\nBetween :\n\nA LOCAL AUTHORITY\n\nAppellant\n\n- and -\n\n"
        "PROSPECTIVE ADOPTERS (1)\n\nA MOTHER (2)\n\nRespondents\n\n"
        "1. This appeal concerns an adoption.\n\n2. The child is two.\n\n",
        "A Local Authority v Prospective Adopters",
    ),
]


@pytest.mark.parametrize(("text", "expected"), JUDGMENT_TITLE_CASES)
def test_a_judgments_title_is_what_a_lawyer_cites_it_by(text: str, expected: str) -> None:
    document, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    title = detect_identity(document, chunk_set).title
    assert title.value == expected
    assert title.cue.startswith("judgment")


def test_a_judgment_title_that_names_the_case_is_kept() -> None:
    text = (
        "Johnson v Secretary of State for the Home Department\n\nBetween :\n\nCLAYTON JOHNSON\n\n"
        "Appellant\n\n- and -\n\nSECRETARY OF STATE\n\nRespondent\n\n1. This appeal.\n\n"
    )
    document, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    assert detect_identity(document, chunk_set).title.value == chunk_set.title
    assert " v " in chunk_set.title


def test_no_case_name_is_made_of_text_that_is_not_parties() -> None:
    # "between" in a sentence, no "- and -" line: the chosen title stays
    text = (
        "IN THE COURT OF APPEAL\n\nJUDGMENT\n\n1. The dispute between the parties is old.\n\n"
        "2. It was settled between\n\nthe first hearing and the second.\n\n"
    )
    document, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    identity = detect_identity(document, chunk_set)
    assert identity.title.value == chunk_set.title
    assert not identity.title.cue.startswith("judgment")


_CONTRACT = (
    "SUPPLY AGREEMENT\n\nThis Supply Agreement is made between Alpha Inc. and Beta Ltd.\n\n"
    "1. SUPPLY\n\nAlpha shall supply the goods.\n\n2. PRICE\n\nBeta shall pay the price.\n\n"
)
_LAW = "Data Act 2030\n\nArticle 1\n\nThis Act applies to data.\n\nArticle 2\n\nIt applies.\n\n"


@pytest.mark.parametrize(
    ("name", "text", "expected", "cue"),
    [
        # EDGAR names each filed file by its exhibit; the contract itself need not print it
        (
            "ACMECORP_09_28_1994-EX-10.47-SUPPLY AGREEMENT.txt",
            _CONTRACT,
            "10.47",
            "edgar_exhibit in the file name",
        ),
        # what the text prints wins over the name
        (
            "ACMECORP_09_28_1994-EX-10.47-SUPPLY AGREEMENT.txt",
            "Exhibit 10.5\n\n" + _CONTRACT,
            "10.5",
            "edgar_exhibit",
        ),
        ("supply agreement v10.47.txt", _CONTRACT, "", ""),  # a version, not an exhibit
        ("DATAACT_2030-EX-10.47.txt", _LAW, "", ""),  # EDGAR files contracts, not laws
    ],
)
def test_a_filed_contracts_exhibit_number_may_come_from_its_edgar_file_name(
    tmp_path: Path, name: str, text: str, expected: str, cue: str
) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    document = load_document(path)
    chunk_set = chunk_document(document, default_config())
    act_id = detect_identity(document, chunk_set).act_id
    assert (act_id.value, act_id.cue) == (expected, cue)


@pytest.mark.parametrize(
    "banner",
    ["RÉPUBLIQUE FRANCAISE", "AU NOM DU PEUPLE FRANCAIS", "AU NOM DU PEUPLE FRANÇAIS"],
)
def test_a_french_courts_banner_without_its_cedilla_is_french(banner: str) -> None:
    text = (
        f"{banner}\n\nCOUR D'APPEL de VALMONT\n\nArrêt du Mardi 15 Février 2022\n\n"
        "MOTIFS DE LA DECISION\n\nLa cour confirme le jugement.\n\n"
    )
    document, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    assert detect_identity(document, chunk_set).jurisdiction.value == "FR"
