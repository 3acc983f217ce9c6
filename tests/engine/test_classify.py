"""Document type from the document's own cues, with the deciding cue; overridable."""

from __future__ import annotations

import pytest

from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked

CASES = [
    (
        "THIS AGREEMENT is dated 12 March 2026 and is made BETWEEN:\n\n(1) A; and (2) B.\n",
        DocumentType.CONTRACT,
        "en_this_agreement",
    ),
    (
        "Prestation de services\n\nEntre les soussignés : la société A et la société B.\n",
        DocumentType.CONTRACT,
        "fr_contrat",
    ),
    (
        "عقد توريد\n\nأبرم هذا العقد بين الطرف الأول والطرف الثاني.\n",
        DocumentType.CONTRACT,
        "ar_parties",
    ),
    (
        "An Act to provide for public records.\n\nArticle 1\n\nThis Act applies.\n",
        DocumentType.LEGISLATION,
        "en_act",
    ),
    (
        "Loi n° 2026-114 relative aux archives\n\nArticle premier\n\nLa loi s'applique.\n",
        DocumentType.LEGISLATION,
        "fr_loi",
    ),
    (
        "قانون رقم (١٤) لسنة ٢٠٢٦\n\nالمادة الأولى\n\nيعمل بهذا القانون.\n",
        DocumentType.LEGISLATION,
        "ar_qanun",
    ),
    (
        "IN THE COURT OF APPEAL\n\nApproved Judgment\n\n1. The appeal is dismissed.\n",
        DocumentType.JUDGMENT,
        "en_court",
    ),
    (
        "COUR DE CASSATION\n\nArrêt n° 512\n\n1. Selon l'arrêt attaqué, la demande est rejetée.\n",
        DocumentType.JUDGMENT,
        "fr_arret",
    ),
    ("باسم الشعب\n\nحكمت المحكمة برفض الطعن.\n", DocumentType.JUDGMENT, "ar_hukm"),
    (
        "Regulation (EU) 2026/12 of the Council\n\nArticle 1\n\nThis Regulation applies.\n",
        DocumentType.REGULATION,
        "en_regulation",
    ),
    (
        "Décret n° 2026-5 du 3 mars 2026\n\nArticle 1\n\nLe présent décret s'applique.\n",
        DocumentType.REGULATION,
        "fr_decret",
    ),
    (
        "اللائحة التنفيذية لقانون المحفوظات\n\nالمادة 1\n\nتسري هذه اللائحة.\n",
        DocumentType.REGULATION,
        "ar_laiha",
    ),
    ("Some notes about a meeting.\n\nWe met and talked.\n", DocumentType.UNKNOWN, ""),
]

_FR_ARTICLES = "\n\nArticle 1\n\nIl s'applique.\n\nArticle 2\n\nIl dure.\n\nArticle 3\n\nFin.\n"
_AR_ARTICLES = "\n\nالمادة 1\n\nيسري.\n\nالمادة 2\n\nيعمل.\n\nالمادة 3\n\nينشر.\n"

# Pleadings, decisions of boards and statutes of a body (held-out set 3, C1/C4): each names its
# kind at its top, over the article headings of the provisions it quotes or its own articles
# and over a code or a law it names (each typed legislation or regulation before).
LITIGATION_AND_STATUTES = [
    (
        "QUESTION PRIORITAIRE DE\n\nCONSTITUTIONNALITÉ\n\nArticle L. 324-1\n\n« Gratuite. »"
        "\n\nArticle 34\n\n« La loi fixe les règles. »\n\nArticle 15\n\n« Compte. »\n",
        DocumentType.JUDGMENT,
        "fr_pleading",
    ),
    (
        "MÉMOIRE EN DÉFENSE\n\nPour : la commune de Lyon." + _FR_ARTICLES,
        DocumentType.JUDGMENT,
        "fr_pleading",
    ),
    (
        "Décision n° 2016-12\n\nLa Commission, après examen, décide :" + _FR_ARTICLES,
        DocumentType.JUDGMENT,
        "fr_board_decision",
    ),
    (
        "BRIEF OF APPELLANT\n\nThe Code of Civil Procedure governs this appeal.\n",
        DocumentType.JUDGMENT,
        "en_pleading",
    ),
    (
        "NAVAL DISCHARGE REVIEW BOARD\n\nThe record shows an offence under the Uniform Code of"
        " Military Justice.\n",
        DocumentType.JUDGMENT,
        "en_board_decision",
    ),
    (
        "لائحة دعوى\n\nمقدمة من المدعي ضد الشركة.\n",
        DocumentType.JUDGMENT,
        "ar_pleading",
    ),
    (
        "قررت اللجنة بعد الاطلاع على قانون رقم (5) لسنة 2020 رفض الطلب.\n",
        DocumentType.JUDGMENT,
        "ar_pleading",
    ),
    (
        "Statuts de l'association Exemple\n\nVersion 2.0" + _FR_ARTICLES,
        DocumentType.CONTRACT,
        "statutes_of_body",
    ),
    (
        "ARTICLES OF ASSOCIATION OF EXAMPLE LIMITED\n\nArticle 1\n\nThe name.\n\nArticle 2"
        "\n\nThe objects.\n\nArticle 3\n\nThe members.\n",
        DocumentType.CONTRACT,
        "statutes_of_body",
    ),
    (
        "النظام الأساسي للشركة" + _AR_ARTICLES,
        DocumentType.CONTRACT,
        "statutes_of_body",
    ),
]

CASES += LITIGATION_AND_STATUTES


@pytest.mark.parametrize(("text", "kind", "cue"), CASES)
def test_document_type_and_deciding_cue(text: str, kind: DocumentType, cue: str) -> None:
    _, result = chunked(text)
    assert result.document_type is kind
    assert result.type_decision.cue == cue
    if cue:
        assert result.type_decision.evidence
        assert result.type_decision.offset >= 0


def test_structural_cues_decide_when_words_are_missing() -> None:
    articles = "".join(f"Article {n}\n\nText of article {n}.\n\n" for n in range(1, 5))
    _, result = chunked(articles)
    assert result.type_decision.document_type is DocumentType.LEGISLATION
    assert result.type_decision.cue == "structure_articles"
    paragraphs = "".join(
        f"{n}. The court considered point {n} with care and noted it.\n\n" for n in range(1, 25)
    )
    _, judged = chunked(paragraphs)
    assert judged.type_decision.cue == "structure_numbered_paragraphs"
    assert judged.document_type is DocumentType.JUDGMENT


def test_the_user_overrides_the_type() -> None:
    _, result = chunked(CASES[0][0], document_type=DocumentType.LEGISLATION)
    assert result.document_type is DocumentType.LEGISLATION
    assert result.type_decision.cue == "override"


def _articles(label: str, body: str, count: int = 12) -> str:
    """Numbered articles enough to push later text past the document's opening."""
    return "".join(f"{label} {n}\n\n{body}\n\n" for n in range(2, count + 2))


# The type is what the opening names; a mention of another instrument further down (a law's
# "implementing regulation", a contract citing a regulation or a judgment) does not decide it.
OPENING_CASES = [
    (
        "نظام العمل\n\nالمادة 1\n\nيسمى هذا النظام نظام العمل.\n\n"
        + _articles("المادة", "يلتزم صاحب العمل بأحكام هذا النظام في جميع الأحوال.")
        + "المادة 20\n\nيصدر الوزير اللائحة التنفيذية لهذا النظام خلال تسعين يوما.\n",
        DocumentType.LEGISLATION,
        "ar_qanun",
    ),
    (
        "DIRECTIVE (EU) 2026/5 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
        "on the accessibility of products, having regard to Regulation (EU) No 1025/2012\n\n"
        + _articles("Article", "Member States shall ensure that products comply.")
        + "Article 20\n\nThis Directive is addressed to the Member States.\n",
        DocumentType.LEGISLATION,
        "eu_directive",
    ),
    (
        "REGULATION (EU) 2026/7 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
        "on machinery\n\n"
        + _articles("Article", "Manufacturers shall ensure that machinery is safe.")
        + "Article 20\n\nDirective (EU) 2019/1 is repealed.\n",
        DocumentType.REGULATION,
        "en_regulation",
    ),
    (
        "DATA PROCESSING AGREEMENT\n\nThis Agreement is made between A Ltd and B Ltd.\n\n"
        + _articles("Clause", "The Processor shall process Personal Data on instructions.")
        + "Clause 20\n\nThe parties note the JUDGMENT of the Court of Appeal in Smith v Jones "
        "[2020] EWCA Civ 12 given by Lord Justice Green for the Claimant, and Regulation (EU) "
        "2016/679 (Statutory Instrument 2019 No. 419).\n",
        DocumentType.CONTRACT,
        "en_agreement_title",
    ),
    (
        "Décret n° 2026-5 du 3 mars 2026 relatif aux archives\n\n"
        + _articles("Article", "Le présent décret s'applique aux archives publiques.")
        + "Article 20\n\nLa loi n° 2008-696 du 15 juillet 2008 et le Code du patrimoine "
        "s'appliquent. Vu l'arrêt n° 12 de la Cour de cassation.\n",
        DocumentType.REGULATION,
        "fr_decret",
    ),
    # An EU act's title in capitals, as the Official Journal prints it, names a regulation
    # even when a recital uses a contract's phrase ("ci-après dénommée"): its web page has no
    # running header ("Journal officiel") to say it is legislation.
    (
        "RÈGLEMENT (UE) 2026/7 DU PARLEMENT EUROPÉEN ET DU CONSEIL\n\ndu 13 juin 2026\n\n"
        "LE PARLEMENT EUROPÉEN ET LE CONSEIL DE L’UNION EUROPÉENNE,\n\nconsidérant ce qui "
        "suit:\n\n(1) Le présent règlement respecte la Charte des droits fondamentaux de "
        "l’Union européenne (ci-après dénommée «Charte»).\n\n"
        + _articles("Article", "Les fournisseurs veillent à ce que les systèmes soient sûrs.", 3),
        DocumentType.REGULATION,
        "fr_decret",
    ),
    (
        "RÈGLEMENT D’EXÉCUTION (UE) 2026/8 DE LA COMMISSION\n\ndu 2 mars 2026\n\n"
        "(1) L’Agence (ci-après dénommée «Agence») est consultée.\n\n"
        + _articles("Article", "Les États membres communiquent les données.", 3),
        DocumentType.REGULATION,
        "fr_decret",
    ),
    (
        "COMMISSION IMPLEMENTING REGULATION (EU) 2026/8\n\nof 2 March 2026\n\n(1) The "
        "Agency (hereinafter referred to as 'the Agency') was consulted. This Agreement "
        "between the Union and Norway applies.\n\n"
        + _articles("Article", "Member States shall communicate the data.", 3),
        DocumentType.REGULATION,
        "en_regulation",
    ),
    (
        "مرسوم بقانون اتحادي رقم 34\n\nفي شأن مكافحة التمييز والكراهية\n\nالمادة الأولى – "
        "التعاريف\n\nالطرف الأول في العقد هو البائع.\n\n"
        + _articles("المادة", "يعاقب بالحبس كل من ارتكب فعلا من الأفعال.", 3),
        DocumentType.LEGISLATION,
        "ar_qanun",
    ),
    # The title block names its kind first, before the instrument it applies or follows.
    (
        "Harbour Wind Farm Order 2004\n\n1 Citation\n\nThis Order may be cited as the Harbour "
        "Wind Farm Order 2004.\n\n2 Interpretation\n\n(1) In this Order the 1961 Act means "
        "the Land Compensation Act 1961.\n",
        DocumentType.REGULATION,
        "en_regulation",
    ),
    (
        "مرسوم لتطبيق القانون رقم 37.99 المتعلق بالحالة المدنية\n\n"
        + _articles("المادة", "يطبق هذا المرسوم على جميع الوقائع.", 4),
        DocumentType.REGULATION,
        "ar_laiha",
    ),
    (
        "إصدار قانون رعاية حقوق المسنين\n\nمادة 1\n\nيعمل بأحكام هذا القانون. وتصدر "
        "اللائحة التنفيذية لهذا القانون خلال ستة أشهر.\n\n"
        + _articles("مادة", "يعمل بهذا القانون من تاريخ نشره.", 4),
        DocumentType.LEGISLATION,
        "ar_qanun",
    ),
    (
        "نظام الرعاية الصحية النفسية\n\nالمادة الأولى: تعريفات\n\nاللائحة : اللائحة "
        "التنفيذية لهذا النظام.\n\n" + _articles("المادة", "تطبق أحكام هذا النظام.", 4),
        DocumentType.LEGISLATION,
        "ar_qanun",
    ),
    (
        "قانون رقم ٧٣ لسنة ٢٠٢٣\n\nبربط الحساب الختامي للموازنة\n\nباسم الشعب\n\n"
        "رئيس الجمهورية\n\nقرر مجلس النواب القانون الآتي نصه، وقد أصدرناه:\n\n"
        + _articles("المادة", "يعمل بهذا القانون من اليوم التالي لتاريخ نشره.", 3),
        DocumentType.LEGISLATION,
        "ar_qanun",
    ),
]


@pytest.mark.parametrize(("text", "kind", "cue"), OPENING_CASES)
def test_the_opening_decides_over_mentions_in_the_body(
    text: str, kind: DocumentType, cue: str
) -> None:
    _, result = chunked(text)
    assert result.document_type is kind
    assert result.type_decision.cue == cue
    assert result.type_decision.offset < 200  # the evidence is in the opening


LOWER_COURT_AND_AGREEMENT_CASES = [
    (  # a tribunal judiciaire's heading, one word a line, then the decision's kind
        "[DÉCISION]\n\nTRIBUNAL\n\nJUDICIAIRE\n\nDE PARIS\n\nN° RG 23/05254\n\nJUGEMENT\n\n"
        "rendu le vendredi 15 décembre 2023\n\nDEMANDERESSE\n\nLa société A\n\n"
        "Exposé du litige\n\nSuivant offre acceptée le 13 juin 2018, la société a prêté.\n",
        DocumentType.JUDGMENT,
        "fr_lower_court",
    ),
    (  # a cour d'appel's ordonnance (capitals, typographic apostrophe)
        "N° RG 24/00068\n\nCOUR D’APPEL DE LYON\n\n3ème chambre A\n\n"
        "ORDONNANCE DU CONSEILLER\n\nDE LA MISE EN ETAT DU 22 Octobre 2024\n\n"
        "APPELANTE : la société A\n\nINTIMEE : la société B\n",
        DocumentType.JUDGMENT,
        "fr_lower_court",
    ),
    (  # a government ordonnance is legislation, not a court's order
        "Ordonnance n° 2020-306 du 25 mars 2020 relative à la prorogation des délais\n\n"
        + _articles("Article", "La présente ordonnance est applicable.", 4),
        DocumentType.LEGISLATION,
        "fr_ordonnance_loi",
    ),
    (  # more than one word before "Agreement", no "between"
        "# Standard Terms\n\n1. Introduction. This Mutual Non-Disclosure Agreement allows each "
        "party to disclose information.\n\n2. Use. The Receiving Party shall protect it.\n",
        DocumentType.CONTRACT,
        "en_named_agreement",
    ),
    (  # a licence with "Article N" headings stays a contract
        "CONTRAT DE LICENCE DE LOGICIEL LIBRE\n\nVersion 2.1\n\nCe contrat est une licence de "
        "logiciel libre.\n\n" + _articles("Article", "Le Licencié accepte le Contrat.", 13),
        DocumentType.CONTRACT,
        "fr_contrat_titre",
    ),
    (  # an English licence with "Article N" headings
        "SOFTWARE LICENSE\n\nThis End User Software License Agreement governs the use of the "
        "Software.\n\n" + _articles("Article", "The Licensee accepts the terms.", 13),
        DocumentType.CONTRACT,
        "en_named_agreement",
    ),
    (  # an Arabic lease with "المادة" headings and tatweel in the title
        "نموذج عقــد إيجـــار عقار محدد المدة\n\nالمؤجر: فلان\n\nالمستأجر: فلان\n\n"
        + _articles("المادة", "يلتزم المستأجر بدفع الأجرة.", 13),
        DocumentType.CONTRACT,
        "ar_aqd_titre",
    ),
    (  # a contract naming a court in its jurisdiction clause stays a contract
        "CONTRAT DE PRESTATION DE SERVICES\n\nEntre les soussignés : la société A et la "
        "société B.\n\nArticle 12 - Litiges\n\nTout litige relève du Tribunal de commerce "
        "de Paris.\n",
        DocumentType.CONTRACT,
        "fr_contrat_titre",
    ),
]


@pytest.mark.parametrize(("text", "kind", "cue"), LOWER_COURT_AND_AGREEMENT_CASES)
def test_lower_courts_and_named_agreements_are_typed(
    text: str, kind: DocumentType, cue: str
) -> None:
    _, result = chunked(text)
    assert result.document_type is kind
    if kind is not DocumentType.LEGISLATION:
        assert result.type_decision.cue == cue
