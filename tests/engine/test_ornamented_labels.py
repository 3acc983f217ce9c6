"""An Arabic label printed with tatweel or tashkeel cites its unit as the plain label does.

Seen on a held-out Egyptian gazette PDF: "مـــادة (11)" (the kashida stretching the word) was
found as article 11's heading (headings are matched on the key layer, where tatweel and
tashkeel are stripped) but its chunk cited the bare law: the citation read the label from the
heading text as printed. Excerpts written here.
"""

from __future__ import annotations

import pytest

from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked

_TITLE = "قانون رقم 5 لسنة 2020 بشأن ضمان الصادرات"
_BODY = "تعفى خدمات الضمان من جميع الضرائب والرسوم."

# (label as printed, the plain label it stands for)
LABELS = [
    ("مـــادة (11)", "مادة (11)"),
    ("المـادة الثالثة", "المادة الثالثة"),
    ("الْمَادَّةُ 4", "المادة 4"),
    ("مــادة ١٢ مكرر", "مادة ١٢ مكرر"),
    ("الفـصـل 7", "الفصل 7"),
]


def _citations(labels: list[str]) -> list[str]:
    text = f"{_TITLE}\n\n" + "".join(f"{label}\n\n{_BODY}\n\n" for label in labels)
    document, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    return [r["citation"] for r in records if r["startKind"] == "heading"]


@pytest.mark.parametrize(("printed", "plain"), LABELS)
def test_an_ornamented_label_is_cited_as_the_plain_one(printed: str, plain: str) -> None:
    ornamented = _citations(["مادة (1)", printed])
    assert ornamented == _citations(["مادة (1)", plain])
    assert ornamented[-1] != f"{_TITLE}", "the unit is cited, not only the law"


def test_a_label_read_as_printed_keeps_its_marks() -> None:
    # "مكرراً" carries a tanween: the label pattern reads it as printed, and the citation keeps
    # what the document prints
    cited = _citations(["مادة (1)", "المادة 9 مكرراً (أ)"])[-1]
    assert "مكرراً" in cited, cited
