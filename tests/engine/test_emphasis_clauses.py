"""Markdown contracts whose clauses are numbered list items opening with an emphasised title.

"2. **Use of Confidential Information**. The Receiving Party shall ...": the number, a title
in bold (or italics), a full stop and the clause's text on one line. Each such item is a
clause heading with that title, in every language, and the Markdown markers and inline HTML
of the source stay out of the chunk text.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.document.plain import load_plain
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records

EN = (
    "# Mutual Non-Disclosure Agreement\n\n"
    "This Mutual Non-Disclosure Agreement is made between the parties on the Cover Page.\n\n"
    "1. **Confidential Information**. Each party may disclose information in connection with "
    'the <span class="link">Purpose</span> to the other party.\n\n'
    "2. **Use of Confidential Information**. The Receiving Party shall use Confidential "
    "Information solely for the Purpose and protect it with reasonable care.\n\n"
    '3. __Term__. This Agreement commences on the <span class="link">Effective Date</span> '
    "and lasts two years.\n"
)
FR = (
    "# Contrat de prestation de services\n\n"
    "Le présent contrat est conclu entre les parties désignées ci-dessous.\n\n"
    "1. **Objet**. Le présent contrat a pour objet de définir les conditions dans lesquelles "
    "le prestataire fournit les services.\n\n"
    "2. **Durée**. Le présent contrat est conclu pour une durée de deux ans à compter de sa "
    "signature.\n\n"
    "**3. Résiliation.** Chaque partie peut résilier le présent contrat par lettre "
    "recommandée avec un préavis de trois mois.\n"
)
AR = (
    "# عقد توريد\n\n"
    "أبرم هذا العقد بين الطرفين المذكورين أدناه واتفقا على ما يلي.\n\n"
    "1. **موضوع العقد**. يلتزم المورد بتوريد البضائع المبينة في الملحق إلى المشتري في "
    "المواعيد المتفق عليها.\n\n"
    "2. **الثمن**. يدفع المشتري الثمن المتفق عليه خلال ثلاثين يوما من تاريخ التسليم.\n\n"
    "3. *مدة العقد*. يسري هذا العقد لمدة سنتين من تاريخ توقيعه من الطرفين.\n"
)


def _records(source: str) -> list[dict[str, object]]:
    document = load_plain(Path("contract.md"), source.encode(), "f" * 64, "markdown")
    config = default_config()
    return chunk_records(document, chunk_document(document, config), config)


@pytest.mark.parametrize(
    ("source", "titles", "pinpoint"),
    [
        (EN, ["Confidential Information", "Use of Confidential Information", "Term"], "clause"),
        (FR, ["Objet", "Durée", "Résiliation"], "art."),
        (AR, ["موضوع العقد", "الثمن", "مدة العقد"], "البند"),
    ],
)
def test_each_emphasised_item_is_a_clause_with_its_title(
    source: str, titles: list[str], pinpoint: str
) -> None:
    records = _records(source)
    clauses = [r for r in records if r["startRule"] == "emphasis_clause"]
    assert len(clauses) == len(titles)
    for number, (record, title) in enumerate(zip(clauses, titles, strict=True), 1):
        assert record["documentType"] == "contract"
        assert record["chunkType"] == "clause"
        assert str(record["headingText"]).endswith(f"{number} — {title}")
        assert str(record["citation"]).endswith(f"{pinpoint} {number}")
        text = str(record["text"])
        assert text.startswith(f"{number}. {title}")
        assert "*" not in text
        assert "_" not in text
        assert "<span" not in text
        # offsets are source offsets: the chunk starts at the item's number in the file
        start = int(str(record["charStart"]))
        assert source[start:].lstrip("*").startswith(f"{number}.")


def test_a_stressed_word_in_a_numbered_item_opens_no_clause() -> None:
    source = (
        "# Terms\n\n"
        "1. **Not** to disclose the Confidential Information to any third party.\n\n"
        "2. The **Supplier** shall pay the fees within thirty days of the invoice.\n"
    )
    assert not [r for r in _records(source) if r["startRule"] == "emphasis_clause"]
