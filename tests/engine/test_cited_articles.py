"""Provisions a pleading or a decision quotes are not its own articles; its type says so.

Short excerpts written for these tests (held-out set 3, class C1). A party's pleading quotes
the code it challenges ("Article L. 324-1" over « ... »), the Constitution ("Article 34") and
the Declaration of 1789 ("Article 15"), each on a line of its own; a board's decision lists an
offence ("Article 92 (Failure to obey order)"). Read as the document's own articles they cite
the author's argument as "art. L.324-1" and make the document legislation (published: nothing
redacted). The document's own articles (a decision's "Article 1er : La requête est rejetée.")
and a law's articles, also numbered like a code's, stay as they are.
"""

from __future__ import annotations

import pytest

from inspector.engine.structure import _names_instrument
from inspector.engine.types import ChunkSet, DocumentType
from tests.engine.helpers import chunked

_ARTICLE_RULES = frozenset({"en_article", "fr_article", "ar_madda"})


def _article_units(result: ChunkSet) -> list[str]:
    """The headings of the chunks an article line opens (whatever their chunk type)."""
    return [c.heading_text for c in result.chunks if c.boundary.rule in _ARTICLE_RULES]


ARGUMENT = "Il résulte de ces dispositions que le législateur a méconnu sa compétence."

PLEADING_FR = f"""CONSEIL D'ÉTAT

QUESTION PRIORITAIRE DE CONSTITUTIONNALITÉ

Pour : l'association Exemple.

Sur l'applicabilité au litige

Les dispositions contestées sont les suivantes :

Article L. 324-1

« La réutilisation d'informations publiques est gratuite. »

Article L. 324-4

« Les modalités de fixation des redevances sont fixées par décret. »

{ARGUMENT}

Sur le caractère sérieux

L'article 34 de la Constitution dispose que :

Article 34

« La loi fixe les règles concernant l'assiette et le taux des impositions. »

{ARGUMENT}

Article 15

« La Société a le droit de demander compte à tout Agent public. »

Article L. 324-4

« Ce décret fixe la liste des catégories d'administrations. »

{ARGUMENT}
"""

DECISION_EN = """DEPARTMENT OF THE NAVY

NAVAL DISCHARGE REVIEW BOARD

Docket No. MD16-00001

The Applicant's record of service included violations of the Uniform Code of Military Justice:

Article 92 (Failure to obey order, regulation) 3 specifications

Issue 1: The Applicant requests a change to his characterization of service. The Board finds
that the discharge was proper.

Issue 2: The Applicant requests a change to his reentry code. The Board finds no error.

Decision

After a thorough review of the available evidence, the Board determined that the
characterization of service shall not change.
"""

PLEADING_AR = """مذكرة دفاع

مقدمة إلى المحكمة الابتدائية

المادة 77 من القانون المدني

« كل عمل غير مشروع يلحق ضررا بالغير يلزم فاعله بالتعويض. »

وحيث إن المدعى عليه لم يرتكب أي خطأ فإن الدعوى مرفوضة.

المادة 12

« تسري أحكام هذا القانون على العقود. »

ولهذه الأسباب نلتمس رفض الدعوى.
"""

# (case, text, the article labels quoted, the type the document gets)
QUOTED = [
    ("FR QPC pleading", PLEADING_FR, ("L. 324", "34", "15"), DocumentType.JUDGMENT),
    ("EN board decision", DECISION_EN, ("92",), DocumentType.JUDGMENT),
    ("AR defence memorandum", PLEADING_AR, ("77", "12"), DocumentType.JUDGMENT),
]


@pytest.mark.parametrize(("case", "text", "labels", "kind"), QUOTED)
def test_quoted_provisions_open_no_article_of_the_document(
    case: str, text: str, labels: tuple[str, ...], kind: DocumentType
) -> None:
    document, result = chunked(text)
    assert result.document_type is kind, case
    assert not _article_units(result), case
    for chunk in result.chunks:
        for label in labels:
            assert not any(label in heading for heading in chunk.heading_path), (case, chunk)
    # the quoted text stays in the chunk of the author's own text, under no article
    quoted = [c for c in result.chunks if "« " in document.text[c.start : c.end]]
    assert quoted or kind is not DocumentType.JUDGMENT or "«" not in text, case


DECISION_FR = """CONSEIL D'ÉTAT

Décision n° 403916

Vu la procédure suivante : l'association a demandé l'annulation du décret.

Vu l'article L. 761-1 du code de justice administrative.

Article L. 761-1 du code de justice administrative

« Le juge condamne la partie perdante à payer à l'autre partie la somme qu'il détermine. »

Après en avoir délibéré, le Conseil d'État décide :

Article 1er : La requête de l'association est rejetée.

Article 2 : La présente décision sera notifiée à l'association et au Premier ministre.

Article 3 : Copie en sera adressée au Conseil constitutionnel.
"""


def test_a_decision_keeps_its_own_articles_and_drops_the_quoted_one() -> None:
    _, result = chunked(DECISION_FR)
    assert result.document_type is DocumentType.JUDGMENT
    assert [h.split(" —")[0] for h in _article_units(result)] == [
        "Article 1er",
        "Article 2",
        "Article 3",
    ]
    assert not any("L. 761-1" in h for c in result.chunks for h in c.heading_path)


CODE_FR = """Code des relations entre le public et l'administration

Article L. 324-1

La réutilisation d'informations publiques est gratuite.

Article L. 324-2

La réutilisation peut donner lieu au versement d'une redevance.

Article L. 324-4

Les modalités de fixation des redevances sont fixées par décret en Conseil d'État.

Article L. 324-5

La liste des catégories d'informations est révisée tous les cinq ans.
"""

LAW_EN = """An Act to make provision about public records.

Article 3

The records are kept by the archivist.

Article 3

The archivist may charge a fee.

Article 7

The archivist publishes a list of the records.
"""

LAW_AR = """قانون رقم (5) لسنة 2020

المادة 1

يعمل بهذا القانون من تاريخ نشره.

المادة 4

تسري أحكام هذا القانون على المحفوظات.

المادة 4

يصدر الوزير القرارات اللازمة.
"""


@pytest.mark.parametrize(
    ("text", "count"), [(CODE_FR, 4), (LAW_EN, 3), (LAW_AR, 3)], ids=["FR code", "EN act", "AR law"]
)
def test_a_law_keeps_every_article_unit(text: str, count: int) -> None:
    _, result = chunked(text)
    assert result.document_type in (DocumentType.LEGISLATION, DocumentType.REGULATION)
    assert len(_article_units(result)) == count


CONTRACT_FR = """CONTRAT DE BAIL

Entre les soussignés : M. A, bailleur, et M. B, preneur.

Article 1 - Objet

Le bailleur loue au preneur un appartement.

Article 2 - Durée

Le bail est conclu pour trois ans.

Article 7 de la loi du 6 juillet 1989

« Le locataire est obligé de payer le loyer aux termes convenus. »

Article 3 - Loyer

Le loyer est de 800 euros par mois.
"""


def test_a_contract_keeps_its_articles_and_drops_one_of_a_law_it_quotes() -> None:
    _, result = chunked(CONTRACT_FR)
    assert result.document_type is DocumentType.CONTRACT
    own = [h.split(" —")[0] for h in _article_units(result)]
    assert own == ["Article 1", "Article 2", "Article 3"]


# (what follows an article's number on its line, whether it names another instrument)
TITLES = [
    ("de la Constitution", True),
    ("du code de la sécurité sociale", True),
    ("de la loi du 6 juillet 1989", True),
    ("of the UCMJ", True),
    ("of the Human Rights Act 1998", True),
    ("من القانون المدني", True),
    ("من الدستور", True),
    ("de la présente loi", False),
    ("du présent code", False),
    ("of this Act", False),
    ("من هذا القانون", False),
    ("Loi applicable", False),
    ("Governing Law", False),
    ("القانون الواجب التطبيق", False),
    ("Durée du contrat", False),
]


@pytest.mark.parametrize(("title", "names"), TITLES)
def test_an_article_line_names_another_instrument(title: str, names: bool) -> None:
    assert _names_instrument(title) is names
