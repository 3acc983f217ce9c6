"""The document title prepended to every chunk's embedding text, and the cue that chose it.

Stamps, banners, exhibit labels and file names are never the title; a metadata title or
first line that does not name the document (a browser page title, a party) gives way to a
line that names an instrument of the decided type.
"""

from __future__ import annotations

import pytest

from inspector.engine.citation_identity import detect_identity
from inspector.engine.title import choose_title
from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked

CASES = [
    # (loader's title, text, decided type, expected title, the cue's start)
    (
        "",
        "EXHIBIT 10.26\n\nConfidential Treatment Requested\n\nCO-BRANDING AGREEMENT\n\n"
        "This Co-Branding Agreement is made by and between A Inc. and B Inc.\n",
        DocumentType.CONTRACT,
        "CO-BRANDING AGREEMENT",
        "line 3, names a contract",
    ),
    (
        "",
        "CONFIDENTIAL\n\nEXECUTION VERSION\n\nACME HOLDINGS LIMITED\n\n"
        "SHARE PURCHASE AGREEMENT\n\nThis Agreement is dated 1 May 2026.\n",
        DocumentType.CONTRACT,
        "SHARE PURCHASE AGREEMENT",
        "line 4, names a contract",
    ),
    (
        "Microsoft Word - spa_final_v3.docx",
        "DRAFT\n\nContrat de prestation de services\n\nEntre les soussignés : A et B.\n",
        DocumentType.CONTRACT,
        "Contrat de prestation de services",
        "line 2, names a contract",
    ),
    (
        "Peace, dignity and equality on a healthy planet ()",
        "Peace, dignity and equality on a healthy planet ()\n\n"
        "Statute of the International Court of Justice\n\nArticle 1\n\nThe Court ...\n",
        DocumentType.LEGISLATION,
        "Statute of the International Court of Justice",
        "line 2, names a legislation",
    ),
    (
        "",
        "سري\n\nنظام العمل\n\nالمادة الأولى\n\nيسمى هذا النظام نظام العمل.\n",
        DocumentType.LEGISLATION,
        "نظام العمل",
        "line 2, names a legislation",
    ),
    (
        "",
        "مسودة\n\nعقد توريد\n\nأبرم هذا العقد بين الطرف الأول والطرف الثاني.\n",
        DocumentType.CONTRACT,
        "عقد توريد",
        "line 2, names a contract",
    ),
    (
        "",
        "Version finale\n\nDécret n° 2026-5 du 3 mars 2026 relatif aux archives\n\nArticle 1\n",
        DocumentType.REGULATION,
        "Décret n° 2026-5 du 3 mars 2026 relatif aux archives",
        "line 2, names a regulation",
    ),
    (
        "",
        "https://eur-lex.europa.eu/eli/dir/2026/5/oj\n\nDIRECTIVE (EU) 2026/5 OF THE EUROPEAN "
        "PARLIAMENT AND OF THE COUNCIL\n\non accessibility\n",
        DocumentType.LEGISLATION,
        "DIRECTIVE (EU) 2026/5 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL",
        "line 2, names a legislation",
    ),
    (
        "",
        "Page 1 of 30\n\nIN THE COURT OF APPEAL\n\nSmith v Jones\n\nJUDGMENT\n",
        DocumentType.JUDGMENT,
        "Smith v Jones",
        "line 3, names a judgment",
    ),
    (
        "Public Records Act 2026",
        "PUBLIC RECORDS ACT 2026\n\nAn Act to provide for public records.\n",
        DocumentType.LEGISLATION,
        "Public Records Act 2026",
        "metadata title, names a legislation",
    ),
    (
        # A loader's title that is a sentence of the body, naming the instrument in passing.
        "تطبيقا لأحكام المادة 287 من القانون رقم 65.99 المتعلق بمدونة الشغل، يحدد هذا "
        "المرسوم شروط الاستعمال",
        "مرسوم بتحديد شروط استعمال الآلات\n\nالمادة 1\n\nيحدد هذا المرسوم الشروط.\n",
        DocumentType.REGULATION,
        "مرسوم بتحديد شروط استعمال الآلات",
        "line 1, names a regulation",
    ),
    (
        "",
        "CONFIDENTIAL\n\nMinutes of the board meeting\n\nThe board met.\n",
        DocumentType.UNKNOWN,
        "Minutes of the board meeting",
        "line 2",
    ),
]


@pytest.mark.parametrize(("loaded", "text", "kind", "title", "cue"), CASES)
def test_title_and_its_cue(
    loaded: str, text: str, kind: DocumentType, title: str, cue: str
) -> None:
    chosen, why = choose_title(loaded, text, [], kind)
    assert chosen == title
    assert why.startswith(cue)


def test_furniture_lines_are_not_titles() -> None:
    text = "Acme Ltd - page 1\n\nCO-BRANDING AGREEMENT\n\nBody.\n"
    assert choose_title("", text, [(0, 17)], DocumentType.CONTRACT)[0] == "CO-BRANDING AGREEMENT"
    assert choose_title("", "CONFIDENTIAL\n\n12\n", [], DocumentType.CONTRACT) == ("", "")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "EXHIBIT 10.26\n\nCONFIDENTIAL\n\nLICENSE AGREEMENT\n\nTHIS AGREEMENT is made "
            "between A and B.\n\n1. DEFINITIONS\n\n1.1 Terms have their meaning.\n",
            "LICENSE AGREEMENT",
        ),
        (
            "سري للغاية\n\nنظام العمل\n\nالمادة 1\n\nيسمى هذا النظام نظام العمل.\n\n"
            "المادة 2\n\nتصدر اللائحة التنفيذية لهذا النظام.\n\nالمادة 3\n\nيعمل به.\n",
            "نظام العمل",
        ),
    ],
)
def test_chunk_set_title_skips_stamps(text: str, title: str) -> None:
    _, result = chunked(text)
    assert result.title == title
    assert result.title_cue.startswith("line 2") or result.title_cue.startswith("line 3")


@pytest.mark.parametrize(
    ("text", "kind", "title"),
    [
        (  # a wrapped bullet line naming "code" is a fragment, not the title
            "  CONTRAT DE LICENCE DE LOGICIEL LIBRE CeCILL\n\nVersion 2.1\n\nAvertissement\n\n"
            "  * d'une part, le respect des principes de diffusion des logiciels\n"
            "    libres: accès au code source, droits étendus conférés aux utilisateurs,\n",
            DocumentType.LEGISLATION,
            "CONTRAT DE LICENCE DE LOGICIEL LIBRE CeCILL",
        ),
        (
            "Software licence\n\nPreamble\n\n* first, the principles of free software\n"
            "distribution: access to the source code, broad rights granted to users,\n",
            DocumentType.LEGISLATION,
            "Software licence",
        ),
        (  # a state banner, a table of contents, the act on a later page
            "REPUBLIQUE ALGERIENNE DEMOCRATIQUE ET POPULAIRE\n\nPRESIDENCE DE LA REPUBLIQUE\n\n"
            "Année 2007\n\nSOMMAIRE\n\n"
            + "".join(f"Titre {n} : Des enquêtes | {n}-{n + 9} | {n}\n" for n in range(1, 40))
            + "\n\nOrdonnance n°66-155 du 8 juin 1966 portant code de procédure pénale.\n\n"
            "Art. 1er - L'action publique est mise en mouvement.\n",
            DocumentType.LEGISLATION,
            "Ordonnance n°66-155 du 8 juin 1966 portant code de procédure pénale.",
        ),
        (
            "ROYAUME DU MAROC\n\nBulletin officiel\n\n"
            + "Sommaire des textes\n\n" * 3
            + "Dahir n° 1-11-91 du 29 juillet 2011 portant promulgation du texte de la "
            "Constitution\n\nArticle premier\n",
            DocumentType.LEGISLATION,
            "Dahir n° 1-11-91 du 29 juillet 2011 portant promulgation du texte de la Constitution",
        ),
        (
            "الجمهورية الجزائرية الديمقراطية الشعبية\n\nرئاسة الجمهورية\n\nالفهرس\n\n"
            + "".join(f"الفصل {n} | {n}\n" for n in range(1, 30))
            + "\nقانون رقم 15-12 مؤرخ في 15 يوليو 2015 يتعلق بحماية الطفل\n\nالمادة الأولى\n",
            DocumentType.LEGISLATION,
            "قانون رقم 15-12 مؤرخ في 15 يوليو 2015 يتعلق بحماية الطفل",
        ),
        (  # a banner with no act line further down is still the title (nothing better)
            "ROYAUME DU MAROC\n\nNote de service\n\nLe service est fermé.\n",
            DocumentType.LEGISLATION,
            "ROYAUME DU MAROC",
        ),
        (  # tatweel stretches the printed title; the title has none
            "عقــد إيجـــار عقار محدد المدة\n\nالطرف الأول: المؤجر\n",
            DocumentType.CONTRACT,
            "عقد إيجار عقار محدد المدة",
        ),
    ],
)
def test_fragments_banners_and_tatweel_are_not_title_text(
    text: str, kind: DocumentType, title: str
) -> None:
    assert choose_title("", text, [], kind)[0] == title


def test_table_cell_rules_are_not_in_a_judgment_title() -> None:
    text = (
        "Neutral Citation Number: [2021] EWCA Civ 1881\n\nIN THE COURT OF APPEAL (CIVIL "
        "DIVISION)\n\nBetween :\n\n | TERMHOUSE (CLARENDON COURT) MANAGEMENT LIMITED | "
        "Claimant/ Respondent\n | - and - | \n | ATHIR AL-BALHAA | Defendant/Appellant\n\n"
        "- - - - - - - - -\n\nJUDGMENT\n\n1. This appeal concerns a service charge.\n"
    )
    document, chunk_set = chunked(text)
    title = detect_identity(document, chunk_set).title.value
    assert title == "Termhouse (Clarendon Court) Management Limited v Athir Al-balhaa"
