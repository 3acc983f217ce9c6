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
        "CONTRAT DE PRESTATION\n\nEntre les soussignés : la société A et la société B.\n",
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
