"""An amending law's own articles after the provisions it inserts: never nested under them.

Short excerpts written for these tests. An amending article introduces the provisions it inserts
or substitutes (a Moroccan law completing the penal code with "الفصل 448-1" ... under "تتمم
أحكام ... بالفرع السادس التالي:", its sentence wrapped over lines; a French "Il est inséré un
article 5 bis ainsi rédigé :"; an English "After section 7 insert—" then "7A ..."), then the
law's next own article follows. The inserted provisions are text of the amending article: no
chunk is headed, pathed or cited by their numbers (the amending law has no "الفصل 448-1"); the
chunks holding them are cited as the amending article; the law's next article has its own
heading path, whatever was inserted before it. An ordinary code numbering its articles "448-1"
with no amending formula keeps them as its own units.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from inspector.document.model import BlockKind
from inspector.engine.amendments import quoted_regions
from inspector.engine.config import compiled_rules, default_config
from inspector.engine.records import chunk_records
from inspector.engine.types import DocumentType
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked

AR_COMPLETED = """القانون رقم 27.14 يتعلق بمكافحة الاتجار بالبشر

المادة الأولى

تتمم أحكام الباب السابع من الجزء الأول من الكتاب الثالث من مجموعة القانون الجنائي
المصادق عليه بالظهير الشريف رقم 1.59.413 بتاريخ 26 نونبر 1962
بالفرع السادس التالي:

الفرع السادس: في الاتجار بالبشر

الفصل 448-1

يقصد بالاتجار بالبشر تجنيد شخص أو استدراجه أو نقله أو إيواؤه لغرض الاستغلال.

الفصل 448-2

يعاقب بالسجن من خمس إلى عشر سنوات كل من ارتكب جريمة الاتجار بالبشر.

المادة الثانية

تتمم على النحو التالي أحكام المادة 82-7 من القانون رقم 22.01 المتعلق بالمسطرة
الجنائية:

المادة 82-7

يمكن لوكيل الملك أن يتخذ تدابير لضمان حماية الشهود والخبراء.

المادة الثالثة

تكفل الدولة توفير الحماية والرعاية لضحايا الاتجار بالبشر.
"""

FR_INSERTED = """LOI n° 2021-5 du 4 février 2021 relative à la protection des données

Article 1er

La loi n° 78-17 du 6 janvier 1978 est ainsi modifiée.

Article 2

Après l'article 5 de la loi n° 78-17, il est inséré un article 5 bis ainsi rédigé :

Article 5 bis

Le responsable du traitement tient un registre des activités de traitement.

Article 3

La présente loi entre en vigueur le 1er juillet 2021.
"""

EN_INSERTED = """Data Protection (Amendment) Act 2021

1 Overview

This Act amends the Data Protection Act 2018.

2 Records of processing

(1) The Data Protection Act 2018 is amended as follows.

(2) After section 7 insert—

7A Records of processing

(1) A controller must keep a record of its processing activities.

3 Commencement

This Act comes into force on 1 April 2022.
"""
# an amending article naming several units it substitutes, all quoted under their own numbers
AR_SEVERAL = """قانون رقم 5 لسنة 2021 بتعديل بعض أحكام قانون العمل

المادة 1

تستبدل بنصوص المواد (3) و(7) من قانون العمل النصوص الآتية:

المادة 3

يلتزم صاحب العمل بتوفير وسائل السلامة المهنية للعمال.

المادة 7

يحظر تشغيل الأطفال قبل بلوغهم سن الخامسة عشرة.

المادة 2

ينشر هذا القانون في الجريدة الرسمية.
"""

FR_SEVERAL = """LOI n° 2021-9 du 3 mars 2021 portant diverses dispositions

Article 1er

Les articles 12 et 15 de la loi n° 78-17 du 6 janvier 1978 sont ainsi rédigés :

Article 12

Le responsable du traitement informe la personne concernée.

Article 15

La personne concernée a le droit d'obtenir la rectification des données.

Article 2

La présente loi entre en vigueur le 1er juillet 2021.
"""

EN_SEVERAL = """Education (Amendment) Act 2025

1 Overview

This Act amends the Education Act 2014.

2 Relevant bodies

(1) The 2014 Act is amended as follows.

(2) For sections 5 and 9 substitute—

5 Meaning of relevant body

In this Act a relevant body is a body listed in the schedule.

9 Duty to publish

A relevant body must publish its accounts.

3 Commencement

This Act comes into force on 1 April 2026.
"""
_EN_SEVERAL_HEADINGS = {
    "1 Overview",
    "2 Relevant bodies",
    "5 Meaning of relevant body",
    "9 Duty to publish",
    "3 Commencement",
}
_EN_HEADINGS = {
    "1 Overview",
    "2 Records of processing",
    "7A Records of processing",
    "3 Commencement",
}


def _records(text: str, headings: set[str] | None = None) -> list[dict[str, Any]]:
    """The records of ``text`` chunked as legislation, ``headings`` marked as heading blocks."""
    kinds = {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(text))
        if text[start:end] in (headings or set())
    }
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.LEGISLATION)
    return chunk_records(document, result, default_config(), with_boxes=False)


def _holding(records: list[dict[str, Any]], line: str) -> dict[str, Any]:
    found = [r for r in records if any(x.strip() == line for x in r["text"].split("\n"))]
    assert found, f"{line!r} is in no chunk"
    return found[0]


# (text, heading blocks, the amending article, inserted headings and their numbers, the law's
# next article)
CASES = [
    (
        AR_COMPLETED,
        set(),
        "المادة الأولى",
        {"الفصل 448-1": "448-1", "الفصل 448-2": "448-2"},
        "المادة الثانية",
    ),
    (AR_COMPLETED, set(), "المادة الثانية", {"المادة 82-7": "82-7"}, "المادة الثالثة"),
    (FR_INSERTED, set(), "Article 2", {"Article 5 bis": "5 bis"}, "Article 3"),
    (
        EN_INSERTED,
        _EN_HEADINGS,
        "2 Records of processing",
        {"7A Records of processing": "7A"},
        "3 Commencement",
    ),
    (AR_SEVERAL, set(), "المادة 1", {"المادة 3": "3", "المادة 7": "7"}, "المادة 2"),
    (FR_SEVERAL, set(), "Article 1er", {"Article 12": "12", "Article 15": "15"}, "Article 2"),
    (
        EN_SEVERAL,
        _EN_SEVERAL_HEADINGS,
        "2 Relevant bodies",
        {"5 Meaning of relevant body": "5", "9 Duty to publish": "9"},
        "3 Commencement",
    ),
    # the amending article's own heading unread (a lam-alef printed in visual order, "األولى"):
    # the law's next article still ends the inserted text
    (
        AR_COMPLETED.replace("المادة الأولى", "المادة األولى"),
        set(),
        "",
        {"الفصل 448-1": "448-1", "الفصل 448-2": "448-2"},
        "المادة الثانية",
    ),
]


@pytest.mark.parametrize(
    ("text", "headings", "amending", "inserted", "following"),
    CASES,
    ids=[
        "ar-section",
        "ar-article",
        "fr-bis",
        "en-7a",
        "ar-several",
        "fr-several",
        "en-several",
        "ar-unread",
    ],
)
def test_inserted_provisions_belong_to_the_amending_article(
    text: str, headings: set[str], amending: str, inserted: dict[str, str], following: str
) -> None:
    records = _records(text, headings)
    next_own = _holding(records, following)
    # the law's next article: its own unit, its path its own (no inserted provision above it)
    assert next_own["text"].lstrip().startswith(following)
    assert len(next_own["headingPath"]) == 1, next_own["headingPath"]
    assert next_own["headingPath"][0].startswith(following), next_own["headingPath"]
    holder = _holding(records, amending) if amending else records[0]
    for line, number in inserted.items():
        cites = re.compile(rf"(?<![\w.-]){re.escape(number)}(?![\w-])")  # "5", not "2025"
        chunk = _holding(records, line)
        # cited, headed and pathed as the amending article (or what holds it), never as itself
        assert chunk["citation"] == holder["citation"], (line, chunk["citation"])
        for record in records:
            named = (record["headingText"], *record["headingPath"], record["citation"])
            assert not any(cites.search(name) for name in named), (line, named)


def test_an_ordinary_code_keeps_its_compound_articles() -> None:
    """No amending formula: "الفصل 448-1" is the code's own article, cited as such.

    A sentence opening with an amending verb that names no text ("يتمم الملف بالوثائق
    التالية:", the file is completed with the documents below) introduces no quotation.
    """
    text = (
        "مجموعة القانون الجنائي\n\n"
        "الفصل 448\n\nيتمم الملف بالوثائق التالية:\n\n- نسخة من الحكم.\n\n"
        "الفصل 448-1\n\nيقصد بالاتجار بالبشر تجنيد شخص أو نقله لغرض الاستغلال.\n\n"
        "الفصل 448-2\n\nيعاقب بالسجن من خمس إلى عشر سنوات كل من ارتكب الجريمة.\n"
    )
    records = _records(text)
    for line in ("الفصل 448", "الفصل 448-1", "الفصل 448-2"):
        record = _holding(records, line)
        assert record["headingText"] == line
        assert record["headingPath"] == [line]
        assert record["citation"].endswith(line)


@pytest.mark.parametrize(
    ("text", "opens_after"),
    [
        ("تتمم أحكام الباب السابع من مجموعة القانون الجنائي\nبالفرع السادس التالي:\n", "التالي:"),
        ("تتمم على النحو التالي أحكام المادة 82-7 من القانون\nرقم 22.01:\n", "22.01:"),
        ("- 2 تغير وتتمم أحكام الفصل 5 من الظهير الشريف كما يلي:\n", "كما يلي:"),
        ("تنسخ وتعوض أحكام المادة 12 من القانون رقم 31.08\nبالمقتضيات التالية:\n", "التالية:"),
    ],
)
def test_maghreb_formula_opens_a_region(text: str, opens_after: str) -> None:
    regions = quoted_regions(text, compiled_rules(default_config()))
    assert len(regions) == 1
    assert text[: regions[0][0]].endswith(opens_after)


@pytest.mark.parametrize(
    "text",
    [
        "تناط باللجنة الاختصاصات التالية:\n",  # no amending verb
        "يتمم الملف بالوثائق التالية:\n",  # a verb, but no text or provision named
        "تعدل أحكام القانون رقم 12.\nوتحدد اللجنة المهام التالية:\n",  # the verb's sentence ended
        "تتمم أحكام المادة 5 من القانون رقم 12 بما\nيلي ويعمل بها فورا.\n",  # no colon
    ],
)
def test_no_maghreb_formula_no_region(text: str) -> None:
    assert quoted_regions(text, compiled_rules(default_config())) == []
