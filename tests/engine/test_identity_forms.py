"""Issue 28: document identity read in every form a lawyer would recognise.

Table tests on short excerpts written here (EN/FR/AR): dates printed in words, with ordinals,
in Arabic-Indic digits, in Egyptian spelling and in a PDF's visual order; the decision's own
date before its hearing's; a document's own law number before the laws it cites.
"""

from __future__ import annotations

import pytest

from inspector.engine.citation_identity import detect_identity
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
    # a Levantine month name: two words
    (
        "قانون رقم 12 لسنة 2003\n\nصدر في 3 تشرين الأول 2003\n\nالمادة 1\n\nيعمل به.\n\n",
        DocumentType.LEGISLATION,
        "2003-10-03",
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
    (
        "Loi n° 2016-1321 du 7 octobre 2016 pour une République numérique\n\nArticle 1\n\n"
        "Les administrations publient.\n\n",
        "Loi n° 2016-1321",
    ),
    ("EX-10.47\n\nDISTRIBUTOR AGREEMENT\n\n1. LICENSE\n\nAlpha grants a licence.\n\n", "10.47"),
]


@pytest.mark.parametrize(("text", "expected"), ACT_ID_CASES)
def test_the_act_id_is_the_documents_own(text: str, expected: str) -> None:
    document, chunk_set = chunked(text)
    assert detect_identity(document, chunk_set).act_id.value == expected


def test_a_date_the_text_cites_for_another_act_is_not_the_documents() -> None:
    # "الصادر بالأمر السامي ذي الرقم 3318 والتاريخ 9 / 4 / 1353 هـ": a repealed order's date,
    # Hijri alone: never the law's date (and never converted)
    text = (
        "نظام مكافحة المخدرات\n\nالمادة الأولى\n\nيلغي هذا النظام نظام الاتجار بالمواد المخدرة "
        "الصادر بالأمر السامي ذي الرقم 3318 والتاريخ 9 / 4 / 1353 هـ.\n\n"
    )
    document, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    assert detect_identity(document, chunk_set).document_date.value == ""
