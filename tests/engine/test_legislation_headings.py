"""Legislation: every article and recital starts its own chunk, typed and headed by its label.

Short excerpts written for these tests, in the shapes real laws print them in: Arabic ordinal
article numbers past one hundred, EU regulations whose "Article 2" and its title stand on two
lines (both set as headings by a PDF loader), recitals printed "(10)Afin ..." with no space,
recitals broken over a page, and enacting formulas set in a heading font.
"""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind
from inspector.engine.types import ChunkSet, ChunkType, DocumentType
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked

ARTICLE_TYPES = (ChunkType.ARTICLE, ChunkType.DEFINITION)


def _chunk_at(text: str, result: ChunkSet, line: str) -> int:
    """Index of the chunk that starts at the paragraph ``line`` (fails if none does)."""
    offset = text.index("\n" + line + "\n") + 1
    starts = [c.start for c in result.chunks]
    found = [k for k, c in enumerate(result.chunks) if c.start <= offset < c.end]
    assert found, f"{line!r} is in no chunk"
    k = found[0]
    between = text[result.chunks[k].start : offset]
    assert not between.strip(), f"{line!r} does not start its chunk: {between.strip()[:60]!r}"
    assert starts[k] <= offset
    return k


def _heading_kinds(text: str, headings: set[str]) -> dict[int, BlockKind]:
    """Block kinds marking the paragraphs ``headings`` as heading blocks (as a PDF loader)."""
    return {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(text))
        if text[start:end] in headings
    }


# -- articles typed `article`, whatever their number's spelling ---------------------------

AR_LAW = (
    "قانون رقم 5 لسنة 2020 بشأن العمل\n\n{before}\n\nيعمل بهذا القانون.\n\n{article}\n\n"
    "لا يجوز للعامل أن يعمل لدى صاحب عمل آخر.\n\n{after}\n\n"
    "ينشر هذا القانون في الجريدة الرسمية.\n"
)


@pytest.mark.parametrize(
    ("before", "article", "after"),
    [
        ("المادة المائة", "المادة الأولى بعد المائة", "المادة الثانية بعد المائة"),
        (
            "المادة الحادية والسبعون بعد المائة",
            "المادة الثانية والسبعون بعد المائة",
            "المادة الثالثة والسبعون بعد المائة",
        ),
        (
            "المادة الثانية والسبعون",
            "المادة الثانية والسبعين مكرر",
            "المادة الثالثة والسبعون",
        ),
        ("المادة التاسعة بعد المائتين", "المادة العاشرة بعد المائتين", "المادة 211"),
        ("المادة الرابعة والثلاثون", "المادة الخامسة الثلاثون", "المادة السادسة والثلاثون"),
        ("المادة 12", "المادة 12 مكرر", "المادة 13"),
        ("المادة (1)", "المادة (2)", "المادة (3)"),
        ("مادة (1)", "مادة (2)", "مادة (3)"),
        ("( المادة الأولى )", "( المادة الثانية )", "(المادة 3)"),
    ],
)
def test_arabic_articles_start_chunks_typed_article(before: str, article: str, after: str) -> None:
    text = AR_LAW.format(before=before, article=article, after=after)
    _, result = chunked(text)
    for line in (before, article, after):
        k = _chunk_at(text, result, line)
        chunk = result.chunks[k]
        assert chunk.chunk_type in ARTICLE_TYPES, (line, chunk.chunk_type)
        label = line[1:-1].strip() if line.startswith("(") else line  # "( المادة الأولى )"
        assert chunk.heading_text == label


FR_LAW = (
    "LOI n° 2020-12 du 3 mars 2020 relative aux archives\n\n{article}\n\n"
    "La présente loi s'applique aux archives publiques.\n\n"
    "Article 9\n\nElle entre en vigueur le 1er janvier.\n"
)


@pytest.mark.parametrize(
    "article",
    [
        "Article premier",
        "Article 1er",
        "Art. 2",
        "Article L. 1234-5",
        "Article 2 bis",
        "Article 16-1",
        "Article R*132-4",
        "Article R. * 132-5",
    ],
)
def test_french_articles_start_chunks_typed_article(article: str) -> None:
    text = FR_LAW.format(article=article)
    _, result = chunked(text)
    chunk = result.chunks[_chunk_at(text, result, article)]
    assert chunk.chunk_type in ARTICLE_TYPES
    assert chunk.heading_text == article


EU_ARTICLES = """\
REGULATION (EU) 2023/1230 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

of 14 June 2023 on machinery

HAVE ADOPTED THIS REGULATION:

CHAPTER I

GENERAL PROVISIONS

Article 1

Subject matter

This Regulation lays down health and safety requirements for machinery.

Article 2

Material scope

1.   This Regulation applies to machinery and related products.

2.   This Regulation shall not apply to safety components used as spare parts.

CHAPTER II

OBLIGATIONS OF ECONOMIC OPERATORS

Article 3

Obligations of manufacturers

Manufacturers shall ensure that machinery is designed in accordance with this Regulation.
"""
EU_HEADING_LINES = {
    "CHAPTER I",
    "GENERAL PROVISIONS",
    "Article 1",
    "Subject matter",
    "Article 2",
    "Material scope",
    "CHAPTER II",
    "OBLIGATIONS OF ECONOMIC OPERATORS",
    "Article 3",
    "Obligations of manufacturers",
}


@pytest.mark.parametrize("as_heading_blocks", [False, True])
def test_eu_article_label_and_title_lines_make_one_article(as_heading_blocks: bool) -> None:
    """An "Article 2" line then a "Material scope" on its own line: one article, headed by both."""
    kinds = _heading_kinds(EU_ARTICLES, EU_HEADING_LINES) if as_heading_blocks else None
    _, result = chunked(EU_ARTICLES, kinds=kinds)
    expected = {
        "Article 1": ("Article 1 — Subject matter", "CHAPTER I — GENERAL PROVISIONS"),
        "Article 2": ("Article 2 — Material scope", "CHAPTER I — GENERAL PROVISIONS"),
        "Article 3": (
            "Article 3 — Obligations of manufacturers",
            "CHAPTER II — OBLIGATIONS OF ECONOMIC OPERATORS",
        ),
    }
    for label, (heading, chapter) in expected.items():
        chunks = [c for c in result.chunks if label in EU_ARTICLES[c.start : c.end].split("\n")]
        assert len(chunks) == 1, label
        chunk = chunks[0]
        assert chunk.chunk_type in ARTICLE_TYPES, (label, chunk.chunk_type)
        assert chunk.heading_text == heading
        assert chunk.heading_path[0] == chapter
        assert all("ADOPTED" not in part for part in chunk.heading_path)


# -- recitals: each its own chunk, named by its number -------------------------------------

EU_PREAMBLE_EN = """\
REGULATION (EU) 2023/1230 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

of 14 June 2023 on machinery

THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,

Having regard to the Treaty on the Functioning of the European Union,

Whereas:

{recitals}

HAVE ADOPTED THIS REGULATION:

Article 1

Subject matter

This Regulation lays down health and safety requirements for machinery.
"""
EU_PREAMBLE_FR = """\
RÈGLEMENT (UE) 2023/1230 DU PARLEMENT EUROPÉEN ET DU CONSEIL

du 14 juin 2023 sur les machines

LE PARLEMENT EUROPÉEN ET LE CONSEIL DE L'UNION EUROPÉENNE,

vu le traité sur le fonctionnement de l'Union européenne, et notamment son article 114,

considérant ce qui suit:

{recitals}

ONT ADOPTÉ LE PRÉSENT RÈGLEMENT:

Article premier

Objet

Le présent règlement établit des exigences de santé et de sécurité pour les machines.
"""
EN_SENTENCE = (
    "Machinery placed on the market in sector {j} should be safe, and the authorities of "
    "the Member States should cooperate to ensure that it is."
)
FR_SENTENCE = (
    "Les machines mises sur le marché dans le secteur {j} devraient être sûres, et les "
    "autorités des États membres devraient coopérer pour le garantir."
)


def _recitals(sentence: str, numbers: list[int], sentences: int, space: str) -> str:
    """Recitals "(n)<space>..." of ``sentences`` sentences each (about 30 tokens apiece)."""
    return "\n\n".join(
        f"({n}){space}" + " ".join(sentence.format(j=j) for j in range(sentences)) for n in numbers
    )


@pytest.mark.parametrize(
    ("template", "sentence", "label", "space", "sentences"),
    [
        (EU_PREAMBLE_EN, EN_SENTENCE, "Recital", "", 1),
        (EU_PREAMBLE_EN, EN_SENTENCE, "Recital", "", 5),  # 100-250 tokens each
        (EU_PREAMBLE_EN, EN_SENTENCE, "Recital", " ", 5),
        (EU_PREAMBLE_FR, FR_SENTENCE, "Considérant", "", 1),
        (EU_PREAMBLE_FR, FR_SENTENCE, "Considérant", "", 6),
    ],
)
@pytest.mark.parametrize("formula_as_heading", [False, True])
def test_each_recital_is_its_own_chunk(
    template: str, sentence: str, label: str, space: str, sentences: int, formula_as_heading: bool
) -> None:
    numbers = [1, 2, 3, 10, 11]
    text = template.format(recitals=_recitals(sentence, numbers, sentences, space))
    kinds = None
    if formula_as_heading:  # the enacting institutions set in a heading font, with no comma
        formula = next(line for line in text.split("\n") if line.startswith(("THE ", "LE ")))
        text = text.replace(formula, formula.rstrip(","))
        kinds = _heading_kinds(text, {formula.rstrip(",")})
    _, result = chunked(text, kinds=kinds)
    for n in numbers:
        opening = f"({n}){space}"
        found = [
            c
            for c in result.chunks
            if any(line.startswith(opening) for line in text[c.start : c.end].split("\n"))
        ]
        assert len(found) == 1, n
        chunk = found[0]
        lines = text[chunk.start : chunk.end].strip().split("\n")
        if n == numbers[-1]:  # the enacting formula closes the last recital's chunk
            assert lines[-1].startswith(("HAVE ADOPTED", "ONT ADOPTÉ")), lines[-1]
            lines = [line for line in lines[:-1] if line]
        assert lines[-1].startswith(opening)
        assert chunk.chunk_type is ChunkType.RECITAL
        assert chunk.heading_text == f"{label} ({n})"
        assert chunk.heading_path == ()


def test_recital_broken_over_a_page_stays_whole() -> None:
    """The rest of a recital on the next page (a block of its own) goes on with the recital."""
    recitals = (
        "(1)Machinery placed on the market should be safe.\n\n"
        "(2)The authorities of the Member States should cooperate closely with each\n\n"
        "other and with the Commission, so that unsafe machinery is withdrawn.\n\n"
        "(3)This Regulation should apply from 20 January 2027."
    )
    text = EU_PREAMBLE_EN.format(recitals=recitals)
    _, result = chunked(text, document_type=DocumentType.REGULATION)
    recital_chunks = [c for c in result.chunks if c.chunk_type is ChunkType.RECITAL]
    second = [c for c in recital_chunks if "(2)The" in text[c.start : c.end]]
    assert len(second) == 1
    assert "withdrawn" in text[second[0].start : second[0].end]
    assert [c.heading_text for c in recital_chunks][-3:] == [
        "Recital (1)",
        "Recital (2)",
        "Recital (3)",
    ]


def test_recitals_after_an_intro_inside_a_block() -> None:
    """A "Whereas:" line at the end of the citations' block, recitals on the following lines."""
    text = (
        "REGULATION (EU) 2023/1230 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n"
        "Having regard to the Treaty on the Functioning of the European Union,\n"
        "Whereas:\n"
        "(1)Machinery placed on the market should be safe.\n"
        "(2)The authorities should cooperate.\n"
        "(3)This Regulation should apply from 2027.\n\n"
        "Article 1\n\nThis Regulation lays down requirements.\n"
    )
    _, result = chunked(text)
    assert [c.heading_text for c in result.chunks if c.chunk_type is ChunkType.RECITAL] == [
        "Recital (1)",
        "Recital (2)",
        "Recital (3)",
    ]


def test_arabic_recitals_keep_their_citations_apart() -> None:
    """A citation after the last Arabic recital is not taken as the recital's rest."""
    text = (
        "قانون رقم 5 لسنة 2020\n\n"
        "حيث إن الوثائق العامة تمثل ذاكرة الدولة؛\n\n"
        "وحيث إن حق الاطلاع على المحفوظات ضمانة للشفافية؛\n\n"
        "وبناءً على ما عرضه وزير الثقافة،\n\n"
        "أصدرنا القانون الآتي نصه:\n\n"
        "المادة الأولى\n\nيعمل بهذا القانون.\n"
    )
    _, result = chunked(text)
    recitals = [c for c in result.chunks if c.chunk_type is ChunkType.RECITAL]
    assert len(recitals) == 2
    assert "وبناءً" not in text[recitals[-1].start : recitals[-1].end]


def test_points_past_z_then_roman_numerals() -> None:
    """EU definitions run "(z)", "(aa)", "(ab)" and then a point's "(i)" sub-points."""
    points = "\n\n".join(f"({p}) ‘term {p}’ means a thing;" for p in ("y", "z", "aa", "ab"))
    text = (
        "REGULATION (EU) 2022/868 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
        f"Article 2\n\nDefinitions\n\n{points}\n\n(i) a sub-point;\n\n(ii) another one.\n"
    )
    _, result = chunked(text)
    assert any(c.heading_text.startswith("Article 2") for c in result.chunks)


@pytest.mark.parametrize(
    ("label", "bodies"),
    [
        ("الفصل", ("تونس دولة حرة، مستقلة، ذات سيادة", "نظام الدولة هو النظام الجمهوري")),
        ("المادة", ("يعمل بهذا القانون من تاريخ نشره", "يلغى كل حكم يخالفه")),
        ("Article", ("The Republic is free and sovereign", "The flag is red and white")),
        ("Article", ("La République est libre et souveraine", "Le drapeau est rouge et blanc")),
    ],
)
def test_one_line_articles_are_not_one_heading_run(label: str, bodies: tuple[str, str]) -> None:
    """An article whose one-line body reads like a title does not swallow the next article."""
    first, second = bodies
    text = (
        f"Constitution 2022\n\n{label} 1\n\n{first}\n\n{label} 2\n\n{second}\n\n"
        f"{label} 3\n\n{first}.\n"
    )
    _, result = chunked(text, document_type=DocumentType.LEGISLATION)
    for n in (1, 2, 3):
        k = _chunk_at(text, result, f"{label} {n}")
        assert result.chunks[k].chunk_type in ARTICLE_TYPES
        assert result.chunks[k].heading_text.startswith(f"{label} {n}")


@pytest.mark.parametrize(
    ("heading", "title", "body", "expected"),
    [
        (
            "Article 2",
            "Material scope",
            "This Regulation applies to machinery and related products placed on the market.",
            "Article 2 — Material scope",
        ),
        (
            "Article 2",
            "Material scope",
            "1. This Regulation applies.",
            "Article 2 — Material scope",
        ),
        (
            "Article premier",
            "Objet",
            "Le présent règlement établit des exigences de santé et de sécurité pour les machines.",
            "Article premier — Objet",
        ),
        (
            "المادة 5",
            "نطاق التطبيق",
            "تسري أحكام هذا القانون على جميع الوثائق العامة أياً كان تاريخها أو شكلها.",
            "المادة 5 — نطاق التطبيق",
        ),
        # A wrapped first body line is as long as the next one: no title.
        (
            "Article 1",
            "The International Court of Justice established by the Charter of the",
            "United Nations as the principal judicial organ of the United Nations shall be.",
            "Article 1",
        ),
    ],
)
def test_title_line_without_blank_lines_heads_the_article(
    heading: str, title: str, body: str, expected: str
) -> None:
    """Label, title and body on consecutive lines (a text file, a PDF read line by line)."""
    text = f"LAW No. 12 of 2020\n\n{heading}\n{title}\n{body}\n\nArticle 99\n\nThe end.\n"
    _, result = chunked(text, document_type=DocumentType.LEGISLATION)
    chunk = result.chunks[_chunk_at(text, result, heading)]
    assert chunk.heading_text == expected
    assert chunk.heading_path[-1] == expected
    assert chunk.chunk_type in ARTICLE_TYPES


def test_a_table_of_contents_stays_one_run() -> None:
    """Article headings on consecutive lines (a contents list) do not each make a chunk."""
    contents = "\n".join(f"Article {n} Title number {n}" for n in range(1, 9))
    text = (
        f"LAW No. 12 of 2020\n\nCONTENTS\n\n{contents}\n\nArticle 1 Title number 1\n\n"
        "This Law applies.\n\nArticle 2 Title number 2\n\nIt is in force.\n"
    )
    _, result = chunked(text, document_type=DocumentType.LEGISLATION)
    assert len(result.chunks) <= 4


UK_ACT = """\
Data (Use and Access) Act 2025

An Act to make provision about access to customer data; and for connected purposes.

PART 1

ACCESS TO CUSTOMER DATA

1 Customer data and business data

(1) This section applies for the purposes of this Part.

(2) “Customer data” means information relating to a customer of a trader.

2 Power to make provision in connection with customer data

The Secretary of State may by regulations make provision requiring a data holder to act.

12A Meaning of “relevant body”

In this Part “relevant body” means a body specified in regulations.
"""


def test_uk_sections_set_as_headings_are_headed_by_number_and_title() -> None:
    """ "5 Interpretation" in a heading font: an article-level unit, "Section 5 — ..."."""
    headings = {line for line in UK_ACT.split("\n") if line[:1].isdigit() or "PART" in line}
    headings.add("ACCESS TO CUSTOMER DATA")
    _, result = chunked(UK_ACT, kinds=_heading_kinds(UK_ACT, headings))
    expected = {
        "1 Customer data and business data": "Section 1 — Customer data and business data",
        "2 Power to make provision in connection with customer data": (
            "Section 2 — Power to make provision in connection with customer data"
        ),
        "12A Meaning of “relevant body”": "Section 12A — Meaning of “relevant body”",
    }
    for line, heading in expected.items():
        chunks = [c for c in result.chunks if line in UK_ACT[c.start : c.end].split("\n")]
        assert len(chunks) == 1, line
        assert chunks[0].heading_text == heading
        assert chunks[0].chunk_type in ARTICLE_TYPES
        assert chunks[0].heading_path[0] == "PART 1 — ACCESS TO CUSTOMER DATA"


UK_LONG_TITLES = """\
Payment Card Regulations 2015

1 Citation

These Regulations may be cited as the Payment Card Regulations 2015.

4A Directions: payment card schemes

The regulator may give directions to a payment card scheme.

19 Review of operation of Act etc. after the general election

The Commission must review the operation of this Act.

42 Provision by pastoral church buildings scheme for appropriation of a church to be replaced by new

A pastoral church buildings scheme may provide for the appropriation of a church.

6 Protection of third party's entitlement after undertaking relied on

Subsection (2) applies where a person has relied on the undertaking.

7 Constitution

Schedule 1 (which makes provision about the constitution of the Authority) has effect.

8 Conferral of functions

The functions of the Agency are exercisable by the Authority.
"""


def test_uk_sections_with_long_or_colon_titles_are_articles() -> None:
    """A section in a heading font whose title has a colon, "etc.", 20 words or ends with "on".

    Each starts its chunk as an article headed "Section N — title"; a sentence "Schedule 1
    (which ...) has effect." under a section is no schedule heading.
    """
    headings = {line for line in UK_LONG_TITLES.split("\n") if line[:1].isdigit()}
    _, result = chunked(UK_LONG_TITLES, kinds=_heading_kinds(UK_LONG_TITLES, headings))
    for line in sorted(headings):
        k = _chunk_at(UK_LONG_TITLES, result, line)
        chunk = result.chunks[k]
        number, title = line.split(" ", 1)
        assert chunk.chunk_type in ARTICLE_TYPES, line
        assert chunk.heading_text == f"Section {number} — {title}", line
        assert not any("Schedule" in h for h in chunk.heading_path), line


@pytest.mark.parametrize(
    ("article", "lead", "items", "next_article"),
    [
        (
            "مادة (٢)",
            "يقصد فى تطبيق أحكام هذا القانون بالكلمات والعبارات التالية المعنى المبين :",
            [
                "٥- الرعاية الاجتماعية : توفير مجموعة من الخدمات الاجتماعية للمسن .",
                "٦- المؤسسات الاجتماعية لرعاية المسن : كل منشأة عامة أو خاصة أو أهلية",
                "مرخص لها بتقديم خدمات الرعاية الاجتماعية للمسن .",
            ],
            "مادة (٣)",
        ),
        (
            "Article 2",
            "Au sens du présent décret, on entend par :",
            [
                "1- Consommateur : toute personne physique qui agit à des fins privées ;",
                "2- Professionnel : toute personne physique ou morale qui agit",
                "à des fins qui entrent dans le cadre de son activité.",
            ],
            "Article 3",
        ),
    ],
)
def test_a_numbered_definition_in_a_heading_font_stays_in_its_article(
    article: str, lead: str, items: list[str], next_article: str
) -> None:
    """ "٦- المؤسسات الاجتماعية : كل منشأة ..." set in bold by a gazette PDF is a definition.

    A numbered line holding a term, a colon and a value is an item of its article, not a
    heading that opens an untyped chunk headed by the item (issue 24, Egyptian gazette).
    """
    body = "\n\n".join(items)
    text = (
        f"قانون رقم ١٩ لسنة ٢٠٢٤\n\n{article}\n\n{lead}\n\n{body}\n\n{next_article}\n\n"
        "ينشر هذا القانون فى الجريدة الرسمية .\n"
        if article.startswith("مادة")
        else f"Décret n° 2024-1\n\n{article}\n\n{lead}\n\n{body}\n\n{next_article}\n\n"
        "Le présent décret entre en vigueur le 1er janvier 2025.\n"
    )
    heading = {items[1]}
    _, result = chunked(text, kinds=_heading_kinds(text, heading))
    k = _chunk_at(text, result, article)
    chunk = result.chunks[k]
    assert text.index(items[1]) < chunk.end, "the item opens a chunk of its own"
    assert chunk.chunk_type in ARTICLE_TYPES
    assert chunk.heading_text.startswith(article)


@pytest.mark.parametrize(
    ("preamble", "opening", "sentence", "part_word"),
    [
        (EU_PREAMBLE_EN, "(2)", "Member States should ensure that the data is shared. ", "part"),
        (EU_PREAMBLE_FR, "(2)", "Les États membres veillent au partage des données. ", "partie"),
    ],
)
def test_a_recital_split_for_size_counts_its_parts(
    preamble: str, opening: str, sentence: str, part_word: str
) -> None:
    """A recital over the recital profile's maximum is cut into parts that count themselves.

    Its own number was read as its first paragraph's: every part was "Recital (2)(2)".
    """
    recitals = f"(1)A short recital.\n\n{opening}{sentence * 120}\n\n(3)A last recital."
    text = preamble.format(recitals=recitals)
    _, result = chunked(text, document_type=DocumentType.REGULATION)
    parts = [
        c.heading_text
        for c in result.chunks
        if c.chunk_type is ChunkType.RECITAL and sentence.strip() in text[c.start : c.end]
    ]
    assert len(parts) >= 2
    label = parts[0].split(f" ({part_word} ")[0]
    assert label.endswith("(2)")
    assert "(2)(2)" not in label
    assert parts == [
        f"{label} ({part_word} {i} {'of' if part_word == 'part' else 'sur'} {len(parts)})"
        for i in range(1, len(parts) + 1)
    ]


@pytest.mark.parametrize(
    ("first", "last", "span"),
    [
        ("(b)", "(c)", "(b)–(c)"),
        ("(1)", "(7)", "(1)–(7)"),
        ("(b)", "(a)", "(b)"),  # a list started again inside the part (a quoted text)
        ("(6)", "(3)", "(6)"),
        ("(B)", "(a)", "(B)–(a)"),  # two numberings: not compared
        ("(iv)", "(ii)", "(iv)–(ii)"),  # Roman numerals are not compared (ambiguous with letters)
        ("10.2", "10.1", "10.2–10.1"),
        ("(2)", "(2)", "(2)"),
    ],
)
def test_a_parts_paragraph_range_never_runs_backwards(first: str, last: str, span: str) -> None:
    """A split part's heading names the paragraphs it holds ("Article 21(b)–(c)").

    On an Act that quotes amended text, a part held "(b) ... (a)" and was headed
    "Article 21(b)–(a)": a range that names nothing.
    """
    from inspector.engine.labels import _span

    assert _span(first, last) == span


EG_LAW = """قانون رعاية حقوق المسنين

الباب الأول

أحكام عامة

مادة (٦)

تلتزم الوزارة المختصة بالتنسيق مع الجهات المعنية بتوفير خدمة توصيل المعاش الخاص بالمسن.

الباب الثالث

التأهيل المجتمعى والتمكين والرعاية الاجتماعية

{first}

التكاتف الأسرى والرعاية المؤسسية

مادة (٧)

تتكاتف الأسرة فى رعاية مسنيها وتوفير احتياجاتهم الضرورية وفقا لأحكام هذا القانون.

{second}

التأهيل والتمكين

مادة (٨)

تلتزم وحدات الجهاز الإدارى بالدولة بالتنسيق مع الوزارة المختصة بتأهيل المسن.
"""


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("( الفصل الأول )", "( الفصل الثانى )"),  # an Egyptian gazette: ى for final ي
        ("(الفصل الأول)", "(الفصل الثاني)"),
        ("( الفرع الأول )", "( الفرع الحادى عشر )"),
    ],
)
def test_a_bracketed_division_label_heads_the_articles_after_it(first: str, second: str) -> None:
    # Egyptian gazettes bracket division labels as they bracket article labels; read as body
    # text, "( الفصل الأول )" was left at the end of the chunk before and its title started a
    # chunk of its own.
    text = EG_LAW.format(first=first, second=second)
    _, result = chunked(text, document_type=DocumentType.LEGISLATION)
    texts = [text[c.start : c.end].strip() for c in result.chunks]
    assert not any(t.endswith((first, second)) for t in texts)
    seventh = result.chunks[_chunk_at(text, result, "الباب الثالث")]
    assert first in text[seventh.start : seventh.end]
    assert seventh.heading_text == "مادة (٧)"
    assert seventh.chunk_type is ChunkType.ARTICLE
    eighth = result.chunks[_chunk_at(text, result, second)]
    assert eighth.heading_text == "مادة (٨)"
    assert any("التأهيل والتمكين" in part for part in eighth.heading_path)


_ANNEXES = [
    (
        "Article 1\n\nThis Regulation applies.\n\nANNEX I\n\nRequirements\n\nPART A\n\nGeneral "
        "requirements apply.\n\nPART B\n\nSpecific requirements apply.\n",
        DocumentType.REGULATION,
        "Specific requirements",
        "ANNEX I, PART B",
    ),
    (
        "Article premier\n\nLe présent règlement s'applique.\n\nANNEXE I\n\nExigences\n\n"
        "PARTIE A\n\nLes exigences générales s'appliquent.\n\nPARTIE B\n\nLes exigences "
        "particulières s'appliquent.\n",
        DocumentType.REGULATION,
        "exigences particulières",
        "ANNEXE I, PARTIE B",
    ),
    (
        "المادة 1\n\nيعمل بهذا النظام.\n\nالملحق 1\n\nالمتطلبات\n\nالباب الأول\n\nتطبق "
        "المتطلبات العامة.\n\nالباب الثاني\n\nتطبق المتطلبات الخاصة.\n",
        DocumentType.LEGISLATION,
        "المتطلبات الخاصة",
        "الملحق 1، الباب الثاني",
    ),
]


@pytest.mark.parametrize(("text", "kind", "words", "heading"), _ANNEXES)
def test_a_part_of_an_annex_is_headed_inside_it(
    text: str, kind: DocumentType, words: str, heading: str
) -> None:
    """An annex numbers its parts again: "PART B" alone would name the act's own Part B."""
    _, result = chunked(text, document_type=kind)
    holding = [c for c in result.chunks if words in text[c.start : c.end]]
    assert len(holding) == 1
    assert holding[0].heading_text == heading


_AMENDING_ACT = (
    "Care Act 2030\n\n5 Registration\n\n(1) Section 7 of the 2016 Act is amended as follows.\n\n"
    "(2) After paragraph (a) insert—\n\n{item}\n\n{heading}\n\n(1) The 2016 Act is amended as "
    "follows.\n\n(2) In section 9, for the words “the person” substitute “the provider”.\n"
)


@pytest.mark.parametrize(
    ("item", "heading", "starts"),
    [
        # a quoted list item joined to the list's next item, then the Act's next section
        (
            "(aa) must be subject to a condition that the provider notify the Ministers, and",
            "6 Fit and proper person: relevant considerations",
            True,
        ),
        (
            "(d) the first regulations made under subsection (2A),",
            "8 Variation or cancellation of registration as a provider",
            True,
        ),
        ("b) la première demande d'agrément ; ou", "9 Registration of new providers", True),
        # a sentence running on into a line set in a heading font is still one sentence
        (
            "The Ministers must publish the report and lay a copy of it before the Senedd and",
            "6 Members of the public who responded to the consultation",
            False,
        ),
    ],
)
def test_a_section_after_a_quoted_list_item_starts_its_chunk(
    item: str, heading: str, starts: bool
) -> None:
    """An amending Act quotes list items that end "..., and" just before its next section.

    The "and" joins the quoted list's items: the bold section heading after it opens a unit.
    Seen on a Welsh Act (sections 6 and 8 were read as the quoted sentence's next line).
    """
    text = _AMENDING_ACT.format(item=item, heading=heading)
    kinds = _heading_kinds(text, {"5 Registration", heading})
    _, result = chunked(text, document_type=DocumentType.LEGISLATION, kinds=kinds)
    offset = text.index("\n" + heading + "\n") + 1
    assert (offset in [c.start for c in result.chunks]) is starts


# -- a table's last cell above a label titled below it ------------------------------------

_TITLED_BELOW = [
    (
        "Article 17\n\nArticle 14(1) and (2)\n\nArticle 21(1) to (4)\n\nArticle 18(3)\n\n"
        "Article 26(4)\n\n{label}\n\n{title}\n\n1. ENISA shall adopt a biennial report.\n",
        "Article 18",
        "Report on the state of cybersecurity",
    ),
    (
        "Article 17\n\nArticle 14, paragraphe 1\n\nArticle 21, paragraphes 1 à 4\n\n"
        "Article 18(3)\n\nArticle 26(4)\n\n{label}\n\n{title}\n\n"
        "1. L'ENISA adopte un rapport biennal.\n",
        "Article 18",
        "Rapport sur l'état de la cybersécurité",
    ),
    (
        "المادة 17\n\nالمادة 14 (1)\n\nالمادة 21 (4)\n\nالمادة 18 (3)\n\nالمادة 26 (4)\n\n"
        "{label}\n\n{title}\n\n1. تعد الهيئة تقريرا كل سنتين.\n",
        "المادة 18",
        "تقرير عن حالة الأمن السيبراني",
    ),
]


@pytest.mark.parametrize(("text", "label", "title"), _TITLED_BELOW)
def test_a_label_titled_below_takes_no_title_line_from_above(
    text: str, label: str, title: str
) -> None:
    """A correlation table set as lines ends with "Article 26(4)" just above "Article 18".

    The article's title is on the line below its label (both set as heading blocks): the
    table's last cell stays in the article before, and the next article starts at its label.
    """
    text = "Article 16\n\nCooperation\n\n1. The network shall cooperate.\n\n" + text.format(
        label=label, title=title
    )
    kinds = _heading_kinds(text, {"Article 16", "Cooperation", "Article 17", label, title})
    _, result = chunked(text, document_type=DocumentType.REGULATION, kinds=kinds)
    last = result.chunks[-1]
    assert text[last.start : last.end].lstrip().startswith(label)
    assert last.heading_text == f"{label} — {title}"


# -- a schedule titled in two parts, then its enabling section's reference ------------------

_TOPIC_TITLES = [
    ("SCHEDULE 5", "Financial promotion: related amendments", "Section 20",
     "1 FSMA 2000 is amended as follows."),
    ("ANNEXE 5", "Promotion financière : modifications connexes", "Article 20",
     "1 Le code monétaire et financier est ainsi modifié."),
]  # fmt: skip


@pytest.mark.parametrize(("label", "title", "reference", "body"), _TOPIC_TITLES)
def test_a_schedule_title_in_two_parts_stays_with_its_schedule(
    label: str, title: str, reference: str, body: str
) -> None:
    """A UK Act heads a schedule "SCHEDULE 5" / "Financial promotion: related amendments" /
    "Section 20" (the section that brings it in): the colon made the title read as body, and
    the schedule's heading ended a chunk of its own while its body opened the next one.
    """
    text = (
        "1 Sandboxes\n\nThe Treasury may make regulations.\n\n"
        f"{label}\n\n{title}\n\n{reference}\n\n{body}\n\n2 In section 21 omit subsection (3).\n"
    )
    kinds = _heading_kinds(text, {"1 Sandboxes", label, title})
    _, result = chunked(text, document_type=DocumentType.LEGISLATION, kinds=kinds)
    holding = [c for c in result.chunks if body in text[c.start : c.end]]
    assert len(holding) == 1
    assert text[holding[0].start : holding[0].end].lstrip().startswith(label)
    assert holding[0].heading_text.startswith(label)
    assert not any(text[c.start : c.end].rstrip().endswith(title) for c in result.chunks)


# -- citations: one unit, whatever clauses without a cue sit among them ---------------------

CITATIONS = {
    "en": [
        "THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,",
        "Having regard to the Treaty on the Functioning of the European Union, and in particular "
        "Article 114 thereof,",
        "Having regard to the proposal from the European Commission,",
        "After transmission of the draft legislative act to the national parliaments,",
        "Having regard to the opinion of the European Central Bank,",
        "Acting in accordance with the ordinary legislative procedure,",
    ],
    "fr": [
        "LE PARLEMENT EUROPÉEN ET LE CONSEIL DE L'UNION EUROPÉENNE,",
        "vu le traité sur le fonctionnement de l'Union européenne, et notamment son article 114,",
        "vu la proposition de la Commission européenne,",
        "après transmission du projet d'acte législatif aux parlements nationaux,",
        "vu l'avis de la Banque centrale européenne,",
        "statuant conformément à la procédure législative ordinaire,",
    ],
    "ar": [
        "نحن رئيس الدولة،",
        "بعد الاطلاع على الدستور،",
        "وعلى القانون الاتحادي رقم (1) لسنة 1972 بشأن اختصاصات الوزارات،",
        "وبناءً على ما عرضه وزير العدل، وموافقة مجلس الوزراء،",
        "وعلى القانون الاتحادي رقم (5) لسنة 1985 بإصدار قانون المعاملات المدنية،",
        "وبعد موافقة المجلس الوطني الاتحادي؛",
    ],
}
CITATIONS_END = {
    "en": ["Whereas:", "(1) Machinery placed on the market should be safe.", "HAVE ADOPTED THIS "
           "REGULATION:", "Article 1", "Subject matter", "This Regulation lays down rules."],
    "fr": ["considérant ce qui suit:", "(1) Les machines mises sur le marché doivent être sûres.",
           "ONT ADOPTÉ LE PRÉSENT RÈGLEMENT:", "Article premier", "Objet",
           "Le présent règlement établit des règles."],
    "ar": ["أصدرنا المرسوم بقانون الآتي:", "المادة (1)", "التعريفات",
           "في تطبيق أحكام هذا المرسوم بقانون يقصد بالكلمات التالية المعاني المبينة قرين كل منها."],
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_clause_of_the_citations_without_their_cue_stays_with_them(lang: str) -> None:
    """A clause without a cue ("After transmission ... parliaments,") among citations.

    The citations stay one chunk; before, each cue-less clause was a unit of its own and cut
    the citations into chunks of 17-31 tokens.
    """
    title = {"en": "REGULATION (EU) 2022/2554", "fr": "RÈGLEMENT (UE) 2022/2554"}.get(
        lang, "مرسوم بقانون اتحادي رقم (34) لسنة 2023"
    )
    paragraphs = [title, *CITATIONS[lang], *CITATIONS_END[lang]]
    text = "\n\n".join(paragraphs) + "\n"
    _, result = chunked(text, document_type=DocumentType.LEGISLATION)
    first, last = CITATIONS[lang][1], CITATIONS[lang][-1]
    holding = [c for c in result.chunks if first in text[c.start : c.end]]
    assert len(holding) == 1
    assert last in text[holding[0].start : holding[0].end]
