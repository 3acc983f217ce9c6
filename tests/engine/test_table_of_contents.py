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

from inspector.document.model import BlockKind
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


# -- Issue C11 (held-out set 2): entries that give provision ranges, a table under its heading --

# A law whose contents list its chapters with the articles each spans ("(2-3)"), under a
# contents heading, then the enacting formula, then the chapters themselves. Each listed line
# reads as a chapter heading; the run of them used to open one unit headed by the last chapter
# (so a search for chapter 3 found the table, cited "..., Chapter 3").
RANGES_EN = (
    "LAW No. 3 OF 2015 ON PILGRIMAGE SERVICES\n\n"
    "CONTENTS\n\n"
    "Chapter 1: Definitions (1-1)\n\n"
    "Chapter 2: Licences (2-3)\n\n"
    "Chapter 3: Penalties (4-5)\n\n"
    "We, Emir of the State, having perused the Constitution, have enacted this Law.\n\n"
    "Chapter 1: Definitions\n\n"
    "Article 1\n\nIn this Law, the Ministry means the Ministry of Endowments.\n\n"
    "Chapter 2: Licences\n\n"
    "Article 2\n\nNo person may provide pilgrimage services without a licence.\n\n"
    "Article 3\n\nA licence lasts three years from its grant.\n\n"
    "Chapter 3: Penalties\n\n"
    "Article 4\n\nWhoever breaches Article 2 shall be fined.\n\n"
    "Article 5\n\nThis Law enters into force on its publication.\n"
)
RANGES_FR = (
    "LOI N° 3 DE 2015 RELATIVE AUX SERVICES DU PÈLERINAGE\n\n"
    "SOMMAIRE\n\n"
    "Chapitre Ier : Définitions (articles 1 à 1)\n\n"
    "Chapitre II : Licences (articles 2 à 3)\n\n"
    "Chapitre III : Sanctions (articles 4 à 5)\n\n"
    "Le Parlement a adopté la loi dont la teneur suit.\n\n"
    "Chapitre Ier : Définitions\n\n"
    "Article 1\n\nAu sens de la présente loi, le ministère désigne le ministère des Cultes.\n\n"
    "Chapitre II : Licences\n\n"
    "Article 2\n\nNul ne peut fournir de services de pèlerinage sans licence.\n\n"
    "Article 3\n\nLa licence vaut trois ans à compter de sa délivrance.\n\n"
    "Chapitre III : Sanctions\n\n"
    "Article 4\n\nQuiconque enfreint l'article 2 est puni d'une amende.\n\n"
    "Article 5\n\nLa présente loi entre en vigueur dès sa publication.\n"
)
RANGES_AR = (
    "قانون رقم 3 لسنة 2015 بتنظيم مزاولة خدمات الحج والعمرة\n\n"
    "فهرس الموضوعات\n\n"
    "الفصل الأول: تعاريف (1-1)\n\n"
    "الفصل الثاني: الترخيص (2-3)\n\n"
    "الفصل الثالث: العقوبات (4-5)\n\n"
    "نحن أمير الدولة، بعد الاطلاع على الدستور، قررنا القانون الآتي:\n\n"
    "الفصل الأول: تعاريف\n\n"
    "المادة 1\n\nفي تطبيق أحكام هذا القانون، يقصد بالوزارة وزارة الأوقاف.\n\n"
    "الفصل الثاني: الترخيص\n\n"
    "المادة 2\n\nلا يجوز مزاولة خدمات الحج إلا بترخيص من الوزارة.\n\n"
    "المادة 3\n\nتكون مدة الترخيص ثلاث سنوات من تاريخ منحه.\n\n"
    "الفصل الثالث: العقوبات\n\n"
    "المادة 4\n\nيعاقب بالغرامة كل من خالف حكم المادة 2.\n\n"
    "المادة 5\n\nيعمل بهذا القانون من تاريخ نشره في الجريدة الرسمية.\n"
)
RANGE_CASES = {
    "en": (RANGES_EN, "CONTENTS", "Table of contents", ["Chapter 1", "Chapter 2", "Chapter 3"]),
    "fr": (
        RANGES_FR,
        "SOMMAIRE",
        "Table des matières",
        ["Chapitre Ier", "Chapitre II", "Chapitre III"],
    ),
    "ar": (RANGES_AR, "فهرس الموضوعات", "الفهرس", ["الفصل الأول", "الفصل الثاني", "الفصل الثالث"]),
}
_RANGE_AT_END = re.compile(r"\([^()]*[0-9٠-٩][^()]*\)\s*$")


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("headed", [True, False])
def test_entries_giving_provision_ranges_are_one_table_heading_nothing(
    language: str, headed: bool
) -> None:
    text, heading, label, chapters = RANGE_CASES[language]
    if not headed:  # three entries at the top are a table without their heading too
        text = text.replace(f"{heading}\n\n", "")
    document, chunks = chunked(text, document_type=DocumentType.LEGISLATION)
    texts = [document.text[c.start : c.end] for c in chunks.chunks]
    toc = [c for c, t in zip(chunks.chunks, texts, strict=True) if _RANGE_AT_END.search(t)]
    assert len(toc) == 1  # the three entries, one chunk
    table = toc[0]
    assert table.chunk_type is ChunkType.OTHER
    assert table.heading_text == label
    assert table.heading_path == ()
    assert table.boundary.rule == "toc"
    whole = texts[chunks.chunks.index(table)]
    assert whole.lstrip().startswith(heading if headed else chapters[0])
    assert _RANGE_AT_END.search(whole.rstrip().split("\n")[-1])  # to its last entry
    # No entry heads anything: no chunk's path holds a line with a range.
    assert not any(_RANGE_AT_END.search(p) for c in chunks.chunks for p in c.heading_path)
    # The real chapters still open their units, each its articles' path.
    starts = first_lines(document, chunks)
    for chapter in chapters:
        named = re.compile(re.escape(chapter) + r"(?!\w)")
        opened = [
            i
            for i, line in enumerate(starts)
            if named.match(line) and chunks.chunks[i] is not table
        ]
        assert len(opened) == 1, (chapter, starts)
        assert named.match(chunks.chunks[opened[0]].heading_path[0])
        assert chunks.chunks[opened[0]].chunk_type is ChunkType.ARTICLE


TABLE_CASES = {
    "en": (
        "CRIMINAL PROCEDURE CODE\n\nCONTENTS\n\n",
        "HEADING | Articles | Page\n",
        ("Preliminary provisions", "Book One: Public action", "Title I: Inquiries"),
        "The Head of Government, on the report of the Minister of Justice,\n\n",
        "Table of contents",
    ),
    "fr": (
        "CODE DE PROCÉDURE PÉNALE\n\nSOMMAIRE\n\n",
        "INTITULE | Articles | Page\n",
        (
            "Dispositions préliminaires : De l'action publique",
            "Livre premier : De l'exercice de l'action publique",
            "Titre I : De la recherche des infractions",
        ),
        "Le Chef du Gouvernement, Sur le rapport du ministre de la justice,\n\n",
        "Table des matières",
    ),
    "ar": (
        "قانون الإجراءات الجزائية\n\nالفهرس\n\n",
        "العنوان | المواد | الصفحة\n",
        ("أحكام تمهيدية", "الكتاب الأول: الدعوى العمومية", "الباب الأول: التحريات"),
        "إن رئيس الحكومة، بناء على تقرير وزير العدل،\n\n",
        "الفهرس",
    ),
}


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_contents_table_under_its_heading_is_the_table_of_contents(language: str) -> None:
    """A contents page set as a table (title | articles | pages), repeated on each page."""
    top, header, titles, after, label = TABLE_CASES[language]
    rows = [
        f"{titles[0]} | 1-10 | 01-03",
        f"{titles[1]} | 11-211 | 03-71",
        f"{titles[2]} | 11-40 | 03-18",
    ]
    table = header + "\n".join(rows[:2])
    table2 = header + rows[2]
    body = (
        "Article 1\n\nThe public action is brought by the prosecutors.\n\n"
        if language == "en"
        else "Article 1\n\nL'action publique est mise en mouvement par les magistrats.\n\n"
        if language == "fr"
        else "المادة 1\n\nالدعوى العمومية يحركها ويباشرها رجال القضاء.\n\n"
    )
    text = f"{top}{table}\n\n{table2}\n\n{after}{body}"
    blocks = [b for b in text.split("\n\n") if b.strip()]
    kinds = {i: BlockKind.TABLE for i, b in enumerate(blocks) if "|" in b}
    document, chunks = chunked(text, document_type=DocumentType.LEGISLATION, kinds=kinds)
    heading = top.strip().split("\n")[-1]
    texts = [document.text[c.start : c.end] for c in chunks.chunks]
    toc = [c for c, t in zip(chunks.chunks, texts, strict=True) if t.startswith(heading)]
    assert len(toc) == 1
    whole = texts[chunks.chunks.index(toc[0])]
    assert all(row in whole for row in rows)  # both pages' tables
    assert after.strip() not in whole  # the front matter after it is no part of the table
    assert toc[0].heading_text == label
    assert toc[0].chunk_type is ChunkType.OTHER
    assert sum(1 for t in texts if any(row in t for row in rows)) == 1


def test_table_rows_alone_are_no_table_of_contents_without_a_heading() -> None:
    """A price list's rows end in numbers too: without a contents heading they are a table."""
    from inspector.engine.scan import toc_ranges

    rules = compiled_rules(default_config())
    prices = "Item | Price\nInspection fee | 10\nLicence fee | 20\nRenewal fee | 30\nBody.\n"
    rows = Spans([(0, prices.index("Body."))])
    assert toc_ranges(prices, rules, rows) == []


def test_a_page_number_between_entries_does_not_end_the_table() -> None:
    """The entries go on over a page break: its page numbers ("-ii-", "Page 2 of 9") and a stamp."""
    from inspector.engine.scan import toc_ranges

    rules = compiled_rules(default_config())
    text = (
        "TABLE OF CONTENTS\n\nARTICLE 1 SUPPLY 1\n\nARTICLE 2 PRICE 2\n\n-ii-\n\nPage 2 of 9\n\n"
        "[***] Confidential treatment requested\n\nARTICLE 3 TERM 3\n\nThe parties agree.\n"
    )
    assert toc_ranges(text, rules, Spans([])) == [(0, text.index("\n\nThe parties"))]


LEGIT = {
    "en": (
        "CHAPTER 1 GENERAL PROVISIONS\n\n"
        "Section 1 Scope\n\n"
        "Article 1\n\n"
        "This Law applies to all traders.\n\n"
        "Article 2\n\n"
        "It binds the State.\n\n"
        "CHAPTER 2 LICENCES\n\n"
        "Section 1 Grant\n\n"
        "Article 3\n\n"
        "A licence is granted by the Minister.\n"
    ),
    "fr": (
        "CHAPITRE Ier DISPOSITIONS GÉNÉRALES\n\n"
        "Section 1 Champ d'application\n\n"
        "Article 1\n\n"
        "La présente loi s'applique aux commerçants.\n\n"
        "Article 2\n\n"
        "Elle lie l'État.\n\n"
        "CHAPITRE II LICENCES\n\n"
        "Section 1 Délivrance\n\n"
        "Article 3\n\n"
        "La licence est délivrée par le ministre.\n"
    ),
    "ar": (
        "الفصل الأول: أحكام عامة\n\n"
        "الفرع الأول: النطاق\n\n"
        "المادة 1\n\n"
        "تسري أحكام هذا القانون على جميع التجار.\n\n"
        "المادة 2\n\n"
        "تلتزم الدولة بأحكامه.\n\n"
        "الفصل الثاني: التراخيص\n\n"
        "الفرع الأول: المنح\n\n"
        "المادة 3\n\n"
        "يمنح الوزير الترخيص.\n"
    ),
}


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_chapter_then_a_section_then_an_article_is_no_table_of_contents(language: str) -> None:
    title = {"en": "LAW No. 5 OF 2020\n\n", "fr": "LOI N° 5 DU 2 MARS 2020\n\n"}.get(
        language, "قانون رقم 5 لسنة 2020\n\n"
    )
    _, chunks = chunked(title + LEGIT[language], document_type=DocumentType.LEGISLATION)
    assert not any(c.boundary.rule == "toc" for c in chunks.chunks)
    articles = [c for c in chunks.chunks if c.chunk_type is ChunkType.ARTICLE]
    assert len(articles) == 3
    first, third = articles[0], articles[2]
    assert len(first.heading_path) == 3  # chapter > section > article
    assert first.heading_path[0].upper().startswith(("CHAPTER 1", "CHAPITRE IER", "الفصل الأول"))
    assert third.heading_path[0].upper().startswith(("CHAPTER 2", "CHAPITRE II", "الفصل الثاني"))


LISTS = {
    "en": ("CONTENTS", ["Part 1 Preliminary", "Part 2 Licences", "Part 3 Penalties"], "Article"),
    "fr": (
        "TABLE DES MATIÈRES",
        ["Titre Ier Généralités", "Titre II Licences", "Titre III Sanctions"],
        "Article",
    ),
    "ar": (
        "المحتويات",
        ["الباب الأول: أحكام عامة", "الباب الثاني: التراخيص", "الباب الثالث: العقوبات"],
        "المادة",
    ),
}


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_headings_listed_under_a_contents_heading_are_the_table(language: str) -> None:
    """No page numbers, no ranges: the headings under "CONTENTS" up to the text's own first."""
    heading, parts, article = LISTS[language]
    listed = "\n\n".join(parts)
    body = "\n\n".join(
        f"{part}\n\n{article} {n}\n\n{'Body text of the provision number'} {n}."
        for n, part in enumerate(parts, start=1)
    )
    text = f"LAW No. 12 OF 2020\n\n{heading}\n\n{listed}\n\n{body}\n"
    document, chunks = chunked(text, document_type=DocumentType.LEGISLATION)
    texts = [document.text[c.start : c.end] for c in chunks.chunks]
    toc = [c for c, t in zip(chunks.chunks, texts, strict=True) if t.startswith(heading)]
    assert len(toc) == 1
    assert texts[chunks.chunks.index(toc[0])].rstrip().endswith(parts[-1])
    assert toc[0].boundary.rule == "toc"
    assert toc[0].heading_path == ()
    articles = [c for c in chunks.chunks if c.chunk_type is ChunkType.ARTICLE]
    assert len(articles) == 3
    for part, chunk in zip(parts, articles, strict=True):
        assert chunk.heading_path[0] == part  # each article under its own part, once
        assert document.text[chunk.start : chunk.end].startswith(part)
