"""Paragraph N of article N is a paragraph: the part holding it is headed and cited by it.

Seen on two held-out documents (an EU directive read from Markdown, "Article 4" paragraph "4.";
a UAE cabinet resolution, "المادة 4" paragraph "4-"): the paragraph's number, equal to the
article's, was taken for the article's own (a rule meant for a recital "(2) ..." split for
size, whose label is its opening number) and the part was counted instead: "Article 4 (part 3
of 4)" cited as the bare article. A unit with a heading line of its own has its label there.
Excerpts written here; the recital's parts still count themselves.
"""

from __future__ import annotations

import pytest

from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.engine.types import ChunkType, DocumentType
from tests.engine.helpers import chunked

_EN_SENTENCE = "The provider shall take appropriate measures to safeguard the service. "
_FR_SENTENCE = "Le fournisseur prend les mesures appropriées pour garantir la sécurité. "
_AR_SENTENCE = "يجب على المشغل أن يقدم الطلب إلى الوكالة وفق النموذج المعتمد لديها. "


def _article(head: str, marks: list[str], sentence: str, after: str) -> str:
    body = "".join(f"{mark} {sentence * 30}\n\n" for mark in marks)
    return f"{head}{body}{after}"


_EN = _article(
    "DIRECTIVE 2002/58/EC OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
    "HAVE ADOPTED THIS DIRECTIVE:\n\nArticle 4\n\nSecurity of processing\n\n",
    ["1.", "2.", "3.", "4.", "5."],
    _EN_SENTENCE,
    "Article 5\n\nConfidentiality\n\nMember States shall ensure confidentiality.\n",
)
_FR = _article(
    "DIRECTIVE (UE) 2020/1828 DU PARLEMENT EUROPÉEN ET DU CONSEIL\n\n"
    "ONT ADOPTÉ LA PRÉSENTE DIRECTIVE:\n\nArticle 4\n\nEntités qualifiées\n\n",
    ["1.", "2.", "3.", "4.", "5."],
    _FR_SENTENCE,
    "Article 5\n\nInformations\n\nLes États membres veillent à l'information.\n",
)
_AR = _article(
    "قرار مجلس الوزراء رقم 19\n\nالمادة 4- الشروط الخاصة بالطلبات\n\n",
    ["1-", "2-", "3-", "4-", "5-"],
    _AR_SENTENCE,
    "المادة 5- نشر القرار\n\nينشر هذا القرار في الجريدة الرسمية.\n",
)

# (text, document type, the heading text's start of the part holding paragraph 4, and the
# citation's end for it; None where the convention cites no paragraph of the article)
CASES = [
    (_EN, DocumentType.LEGISLATION, "4. ", "Article 4(4)", "Article 4(4)"),
    (_FR, DocumentType.LEGISLATION, "4. ", "Article 4(4)", "article 4(4)"),
    (_AR, DocumentType.REGULATION, "4- ", "المادة 4, 4", None),
]


@pytest.mark.parametrize(("text", "kind", "mark", "heading", "cited"), CASES)
def test_paragraph_n_of_article_n_heads_its_part(
    text: str, kind: DocumentType, mark: str, heading: str, cited: str | None
) -> None:
    document, chunk_set = chunked(text, document_type=kind)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    holding = [r for r in records if r["text"].lstrip().startswith(mark)]
    assert holding, [r["headingText"] for r in records]
    part = holding[0]
    assert part["headingText"].startswith(heading), part["headingText"]
    assert "part" not in part["headingText"]
    assert "الجزء" not in part["headingText"]
    if cited is not None:
        assert part["citation"].endswith(cited), part["citation"]
    # the parts of paragraphs 1-5 are headed by their own numbers: five heading texts
    articles = [r["headingText"] for r in records if r["chunkType"] == "article"]
    assert len(set(articles[:-1])) == 5, articles


def test_a_recitals_own_number_still_counts_its_parts() -> None:
    text = (
        "REGULATION (EU) 2099/1 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\nWhereas:\n\n"
        f"(1) A short recital.\n\n(2) {_EN_SENTENCE * 120}\n\n(3) A last recital.\n\n"
        "HAVE ADOPTED THIS REGULATION:\n\nArticle 1\n\nScope\n\nIt applies.\n"
    )
    _, chunk_set = chunked(text, document_type=DocumentType.REGULATION)
    parts = [
        c.heading_text
        for c in chunk_set.chunks
        if c.chunk_type is ChunkType.RECITAL and c.heading_text.startswith("Recital (2)")
    ]
    assert len(parts) >= 2
    assert parts == [f"Recital (2) (part {i} of {len(parts)})" for i in range(1, len(parts) + 1)]
