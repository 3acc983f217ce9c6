"""A unit numbered "N-M" (an article a code inserts after article N) is a unit of its own.

Seen on a Moroccan law that adds "الفصل 448-1" ... "الفصل 448-14" to the Penal Code: the hyphen
was read as the separator before a title, so fourteen articles were all headed and cited
"الفصل 448" (their number's tail "1", "2" ... taken for their titles). The French and English
rules already read "Article 16-1"; the rows for them keep the class the same in every
language. Excerpts written here.
"""

from __future__ import annotations

import pytest

from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked

_FR = (
    "Code pénal\n\n"
    "Article 16\n\nChacun a droit au respect de son corps.\n\n"
    "Article 16-1\n\nLe corps humain est inviolable.\n\n"
    "Article 16-2\n\nLe juge peut prescrire toutes mesures propres à empêcher une atteinte.\n\n"
)
_EN = (
    "Municipal Code\n\n"
    "Section 12\n\nThe council shall keep a register of licences.\n\n"
    "Section 12-1\n\nA licence shall be renewed every year.\n\n"
    "Section 12-2\n\nA licence may be revoked for a breach of its terms.\n\n"
)
_AR_FASL = (
    "مجموعة القانون الجنائي\n\n"
    "الفصل 448\n\nيعاقب على الجريمة بالعقوبة المقررة لها.\n\n"
    "الفصل 448-1\n\nيقصد بالاتجار بالبشر تجنيد شخص أو استدراجه أو نقله.\n\n"
    "الفصل 448-2\n\nيعاقب بالسجن من خمس إلى عشر سنوات كل من ارتكب جريمة الاتجار بالبشر.\n\n"
)
_AR_MADDA = (
    "قانون المسطرة الجنائية\n\n"
    "المادة ٨٢\n\nيمكن لوكيل الملك أن يأمر بتدابير الحماية.\n\n"
    "المادة ٨٢-٧\n\nيمكن للوكيل العام للملك أن يتخذ تدابير لحماية الشهود.\n\n"
    "مادة (82-8)\n\nتطبق هذه التدابير على الخبراء والمبلغين.\n\n"
)
# A hyphen followed by a space still separates the label from its title.
_AR_TITLED = (
    "قرار مجلس الوزراء\n\n"
    "المادة 1- التعاريف\n\nيقصد بالكلمات الآتية المعاني المبينة قرين كل منها.\n\n"
    "المادة 2- نطاق التطبيق\n\nتسري أحكام هذا القرار على جميع الأنشطة.\n\n"
)

# (text, document type, the chunks' expected (first line, heading text, citation's tail))
CASES = [
    (
        _FR,
        DocumentType.LEGISLATION,
        [
            ("Article 16", "Article 16", "art. 16"),
            ("Article 16-1", "Article 16-1", "art. 16-1"),
            ("Article 16-2", "Article 16-2", "art. 16-2"),
        ],
    ),
    (
        _EN,
        DocumentType.LEGISLATION,
        [
            ("Section 12", "Section 12", "Section 12"),
            ("Section 12-1", "Section 12-1", "Section 12-1"),
            ("Section 12-2", "Section 12-2", "Section 12-2"),
        ],
    ),
    (
        _AR_FASL,
        DocumentType.LEGISLATION,
        [
            ("الفصل 448", "الفصل 448", "الفصل 448"),
            ("الفصل 448-1", "الفصل 448-1", "الفصل 448-1"),
            ("الفصل 448-2", "الفصل 448-2", "الفصل 448-2"),
        ],
    ),
    (
        _AR_MADDA,
        DocumentType.LEGISLATION,
        [
            ("المادة ٨٢", "المادة ٨٢", "المادة 82"),
            ("المادة ٨٢-٧", "المادة ٨٢-٧", "المادة 82-7"),
            ("مادة (82-8)", "مادة (82-8)", "المادة 82-8"),
        ],
    ),
    (
        _AR_TITLED,
        DocumentType.REGULATION,
        [
            ("المادة 1- التعاريف", "المادة 1 — التعاريف", "المادة 1"),
            ("المادة 2- نطاق التطبيق", "المادة 2 — نطاق التطبيق", "المادة 2"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "kind", "expected"), CASES)
def test_a_compound_number_heads_and_cites_its_own_unit(
    text: str, kind: DocumentType, expected: list[tuple[str, str, str]]
) -> None:
    document, chunk_set = chunked(text, document_type=kind)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    units = [r for r in records if r["chunkType"] != "other" or r["startKind"] == "heading"]
    got = [
        (r["text"].strip().split("\n")[0], r["headingText"], r["citation"].rsplit("، ", 1)[-1])
        for r in units
        if r["headingText"] not in ("Preamble", "Préambule", "الديباجة")
    ]
    got = [(line, heading, cited.rsplit(", ", 1)[-1]) for line, heading, cited in got]
    assert got == expected
    citations = [r["citation"] for r in units]
    assert len(set(citations)) == len(citations), citations
