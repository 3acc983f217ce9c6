"""A table of contents opens no units (issue 24).

Short excerpts written for these tests, in English, French and Arabic: a contract or law whose
front matter lists its articles and clauses with page numbers (with or without dot leaders).
Those lines read like headings; each used to open an article or clause chunk, and the real
articles later came out as duplicates. The table of contents is one unit of type ``other``
labelled as such, and every real article opens its own chunk once.
"""

from __future__ import annotations

import re

import pytest

from inspector.engine.config import compiled_rules, default_config
from inspector.engine.spans import Spans
from inspector.engine.types import ChunkType, DocumentType
from tests.engine.helpers import chunked, first_lines

EN = (
    "SUPPLY AGREEMENT\n\n"
    "TABLE OF CONTENTS\n\n"
    "Page\n\n"
    "ARTICLE 1 DEFINITIONS ........ 1\n\n"
    "1.1 Defined Terms 1\n\n"
    "ARTICLE 2 SUPPLY ........ 2\n\n"
    "2.1 Forecasts 2 2.2 Orders 3\n\n"
    "ARTICLE 3 TERM ........ 4\n\n"
    "This Supply Agreement is made on 1 January 2020 between Alpha Ltd and Beta Inc.\n\n"
    "ARTICLE 1 DEFINITIONS\n\n"
    "1.1 Defined Terms. In this Agreement the following words have these meanings.\n\n"
    "ARTICLE 2 SUPPLY\n\n"
    "2.1 Forecasts. The Buyer shall give a forecast every month.\n\n"
    "2.2 Orders. The Buyer shall order by written purchase order.\n\n"
    "ARTICLE 3 TERM\n\n"
    "3.1 This Agreement lasts two years from its date.\n"
)
FR = (
    "LOI RELATIVE AUX CONTRATS\n\n"
    "SOMMAIRE\n\n"
    "Article 1 — Objet ........ 3\n\n"
    "Article 2 — Définitions ........ 3\n\n"
    "Article 3 — Entrée en vigueur ........ 5\n\n"
    "Le Parlement a adopté la loi dont la teneur suit.\n\n"
    "Article 1 — Objet\n\n"
    "La présente loi régit les contrats conclus entre professionnels.\n\n"
    "Article 2 — Définitions\n\n"
    "Au sens de la présente loi, on entend par professionnel toute personne qui agit.\n\n"
    "Article 3 — Entrée en vigueur\n\n"
    "La présente loi entre en vigueur le premier jour du mois suivant.\n"
)
AR = (
    "قانون تنظيم العقود\n\n"
    "فهرس المحتويات\n\n"
    "المادة الأولى ........ ٣\n\n"
    "المادة الثانية ........ ٤\n\n"
    "المادة الثالثة ........ ٦\n\n"
    "قرر مجلس النواب القانون الآتى نصه ، وقد أصدرناه .\n\n"
    "المادة الأولى\n\n"
    "يعمل بأحكام هذا القانون فى شأن العقود المبرمة بين المهنيين .\n\n"
    "المادة الثانية\n\n"
    "يقصد فى تطبيق أحكام هذا القانون بالكلمات التالية المعنى المبين قرين كل منها .\n\n"
    "المادة الثالثة\n\n"
    "ينشر هذا القانون فى الجريدة الرسمية ويعمل به من اليوم التالى لتاريخ نشره .\n"
)
CASES = {
    "en": (EN, DocumentType.CONTRACT, "ARTICLE", "TABLE OF CONTENTS", "Table of contents"),
    "fr": (FR, DocumentType.LEGISLATION, "Article", "SOMMAIRE", "Table des matières"),
    "ar": (AR, DocumentType.LEGISLATION, "المادة", "فهرس المحتويات", "الفهرس"),
}


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_table_of_contents_is_one_unit_and_opens_no_article(language: str) -> None:
    text, document_type, word, heading, label = CASES[language]
    document, chunks = chunked(text, document_type=document_type)
    starts = first_lines(document, chunks)
    article_starts = [line for line in starts if line.startswith(word)]
    # Each real article opens one chunk; no table-of-contents line opens one.
    assert len(article_starts) == 3
    assert not any(re.search(r"[.]{3}|[0-9٠-٩]$", line) for line in article_starts)
    toc = [c for c in chunks.chunks if document.text[c.start : c.end].startswith(heading)]
    assert len(toc) == 1
    toc_text = document.text[toc[0].start : toc[0].end]
    assert toc_text.rstrip().endswith(("4", "5", "٦"))  # the whole table, to its last entry
    assert toc[0].chunk_type is ChunkType.OTHER
    assert toc[0].heading_text == label


def test_entries_of_a_table_of_contents_without_a_heading() -> None:
    text = EN.replace("TABLE OF CONTENTS\n\nPage\n\n", "")
    document, chunks = chunked(text, document_type=DocumentType.CONTRACT)
    starts = first_lines(document, chunks)
    assert [line for line in starts if line.startswith("ARTICLE")] == [
        "ARTICLE 1 DEFINITIONS ........ 1",  # the table, one unit
        "ARTICLE 1 DEFINITIONS",
        "ARTICLE 2 SUPPLY",
        "ARTICLE 3 TERM",
    ]
    toc = chunks.chunks[starts.index("ARTICLE 1 DEFINITIONS ........ 1")]
    assert toc.chunk_type is ChunkType.OTHER
    assert "ARTICLE 3 TERM ........ 4" in document.text[toc.start : toc.end]


def test_lines_ending_in_references_or_a_lone_pair_are_no_table() -> None:
    from inspector.engine.scan import toc_ranges  # (here: the other tests run on older code)

    rules = compiled_rules(default_config())
    references = (
        "The Buyer shall pay the price set out in Section 5\n\n"
        "and shall give notice as required by Article 7\n\n"
        "within the time set out in Schedule 2\n\n"
        "Body text goes on here for a while.\n"
    )
    assert toc_ranges(references, rules, Spans([])) == []
    pair = "ARTICLE 1 DEFINITIONS ........ 1\n\nARTICLE 2 SUPPLY ........ 2\n\nBody text.\n"
    assert toc_ranges(pair, rules, Spans([])) == []  # two entries and no heading
    decreasing = "Alpha ...... 9\n\nBeta ...... 3\n\nGamma ...... 1\n\nBody text.\n"
    assert toc_ranges(decreasing, rules, Spans([])) == []
