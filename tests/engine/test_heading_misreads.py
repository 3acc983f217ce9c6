"""Lines that look like headings but are text: no chunk starts there (issue 24).

Classes seen on real documents, each an excerpt written here:

- a quoted sentence's last line ('Any advice from the PHSO.”') standing alone before the next
  unit is the quotation's end, not a title of that unit;
- a line of amounts set in a heading font ("US$0 -- $999,999 40%") is a table row;
- the cells of a table set as paragraphs ("Registration as ..." / "Confirmation of the
  registration") before an article: the last cell is not the article's title;
- a heading label after a line that opens a quotation ('for “Part 5” substitute “' / "Part 4A"
  / '” ; and') is the quoted words.
"""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind
from inspector.engine.lines import is_title_like
from inspector.engine.types import DocumentType
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked, first_lines

EN_TOP = "Neutral Citation Number: [2024] EWCA Civ 9\n\nIN THE COURT OF APPEAL\n\nJUDGMENT\n\n"
FR_TOP = "COUR DE CASSATION\n\nARRÊT DE LA COUR\n\n"
AR_TOP = "المحكمة الإدارية العليا\n\nحكم\n\n"

# A judgment paragraph quoting a list whose last line closes the quotation, then the next
# paragraph: (top, paragraph 1, paragraph 2's lead-in, the quoted lines, paragraphs 3 and 4).
QUOTED_END = {
    "en": (
        EN_TOP,
        "1. The appeal concerns costs.",
        "2. Paragraph A4 states that a decision should take into account all relevant "
        "factors including: -",
        [
            "“Whether a loss has been caused by failure to pay an entitlement",
            "Whether the damage is likely to persist for some time",
            "Any advice from the Ombudsman.”",
        ],
        ["3. It is plain from that list that the document does not exclude payments.", "4. No."],
    ),
    "fr": (
        FR_TOP,
        "1. Selon l'arrêt attaqué, la société a formé un pourvoi.",
        "2. Le guide prévoit que la décision tient compte de tous les critères utiles, notamment :",
        [
            "« Le préjudice résulte-t-il d'un défaut de paiement",
            "Le dommage est-il appelé à durer",
            "Tout avis du Médiateur.»",
        ],
        ["3. Il résulte de cette liste que le guide n'exclut pas les paiements.", "4. Rejet."],
    ),
    "ar": (
        AR_TOP,
        "1. تتعلق الدعوى بقرار الوزارة الصادر في عام 2017.",
        "2. ينص الدليل على أن يراعي القرار جميع المعايير ذات الصلة، ومنها:",
        [
            "«ما إذا كان الضرر ناتجاً عن عدم دفع مستحق",
            "ما إذا كان الضرر مستمراً لمدة",
            "أي رأي يصدره ديوان المظالم.»",
        ],
        ["3. يتضح من هذه القائمة أن الدليل لا يستبعد المدفوعات.", "4. ترفض المحكمة الدعوى."],
    ),
}


@pytest.mark.parametrize("lang", sorted(QUOTED_END))
def test_the_last_line_of_a_quoted_list_is_no_heading(lang: str) -> None:
    top, first, lead_in, quoted, after = QUOTED_END[lang]
    text = top + "\n\n".join([first, lead_in, *quoted, *after]) + "\n"
    document, result = chunked(text, document_type=DocumentType.JUDGMENT)
    heads = first_lines(document, result)
    assert quoted[-1] not in heads
    assert not any(quoted[-1] in c.heading_text for c in result.chunks)
    holder = next(c for c in result.chunks if c.start <= text.index(quoted[-1]) < c.end)
    assert document.text[holder.start : holder.end].lstrip().startswith(lead_in)


@pytest.mark.parametrize(
    ("line", "title"),
    [
        ("Any advice from the Ombudsman.”", False),
        ("Tout avis du Médiateur. »", False),
        ("أي رأي يصدره ديوان المظالم.»", False),
        ("US$0 -- $999,999 40% US$1,000,000 + 50%", False),
        ("CA 0-999999 € 40 % CA 1000000 € + 50 %", False),
        ("من ٠ إلى ٩٩٩٬٩٩٩ ٤٠٪", False),
        ("Meaning of “relevant body”", True),
        ("Article 10(4)", True),
        ("EXHIBIT 10.26", True),
        ("Règlement (UE) 2016/679", True),
        ("المادة 123", True),
        # a lower-case subtitle after a colon is part of the title, a capital opens a value
        ("Financial promotion: related amendments", True),
        ("Promotion financière : modifications connexes", True),
        ("Countersigned: J. Reinholt", False),
        ("Contresigné : J. Reinholt", False),
        ("الترويج المالي: تعديلات ذات صلة", False),
    ],
)
def test_title_like_lines(line: str, title: bool) -> None:
    assert is_title_like(line) is title


AMOUNTS = {
    "en": (
        "DISTRIBUTION AGREEMENT",
        "2. PRICE AND PAYMENT",
        "The revenue shall be shared as follows:",
        "Gross Revenue Generated % to Distributor Per Annum July 1 - June 30",
        "US$0 -- $999,999 40% US$1,000,000 + 50%",
        "On July 1 each year the revenue figure is reset to zero.",
    ),
    "fr": (
        "CONTRAT DE DISTRIBUTION",
        "2. PRIX ET PAIEMENT",
        "Le chiffre d'affaires est partagé comme suit :",
        "Chiffre d'affaires annuel % reversé au distributeur du 1er juillet au 30 juin",
        "CA 0-999999 € 40 % CA 1000000 € + 50 %",
        "Le 1er juillet de chaque année, le chiffre est remis à zéro.",
    ),
    "ar": (
        "عقد توزيع",
        "2. السعر والدفع",
        "تقسم الإيرادات على النحو الآتي:",
        "الإيرادات السنوية النسبة المستحقة للموزع من 1 يوليو إلى 30 يونيو",
        "من ٠ إلى ٩٩٩٬٩٩٩ ٤٠٪",
        "في الأول من يوليو من كل سنة يعاد رقم الإيرادات إلى الصفر.",
    ),
}


@pytest.mark.parametrize("lang", sorted(AMOUNTS))
def test_a_row_of_amounts_in_a_heading_font_is_no_heading(lang: str) -> None:
    lines = AMOUNTS[lang]
    text = "\n\n".join(lines) + "\n"
    kinds = {0: BlockKind.HEADING, 1: BlockKind.HEADING, 4: BlockKind.HEADING}
    assert len(paragraph_ranges(text)) == len(lines)
    document, result = chunked(text, kinds=kinds)
    heads = first_lines(document, result)
    assert lines[4] not in heads
    assert not any(lines[4] in c.heading_text for c in result.chunks)


TABLE_CELLS = {
    "en": (
        "Regulation on data.\n\nArticle 36\n\nAmendment\n\n"
        "In the table in Annex II, the following entry is added:\n\n"
        "Notification of a data intermediation services provider\n\n"
        "Confirmation of the receipt of notification\n\n"
        "Registration as a data altruism organisation\n\n"
        "Confirmation of the registration\n\n"
        "Article 37\n\nTransitional arrangements\n\nEntities shall comply by 2025.\n"
    ),
    "fr": (
        "Règlement sur les données.\n\nArticle 36\n\nModification\n\n"
        "Dans le tableau de l'annexe II, l'entrée suivante est ajoutée :\n\n"
        "Notification d'un prestataire de services d'intermédiation\n\n"
        "Confirmation de la réception de la notification\n\n"
        "Enregistrement en tant qu'organisation altruiste\n\n"
        "Confirmation de l'enregistrement\n\n"
        "Article 37\n\nDispositions transitoires\n\nLes entités se conforment en 2025.\n"
    ),
    "ar": (
        "نظام البيانات\n\nالمادة 36\n\nالتعديل\n\n"
        "يضاف إلى الجدول في الملحق الثاني البند الآتي:\n\n"
        "إخطار مقدم خدمات الوساطة\n\n"
        "تأكيد استلام الإخطار\n\n"
        "التسجيل بوصفها منظمة إيثار\n\n"
        "تأكيد التسجيل\n\n"
        "المادة 37\n\nأحكام انتقالية\n\nتلتزم الجهات بذلك في عام 2025.\n"
    ),
}


@pytest.mark.parametrize("lang", sorted(TABLE_CELLS))
def test_a_table_cell_before_an_article_is_not_its_title(lang: str) -> None:
    text = TABLE_CELLS[lang]
    document, result = chunked(text)
    paragraphs = text.split("\n\n")
    last_cell = paragraphs[7]
    heads = first_lines(document, result)
    assert last_cell not in heads
    article = next(c for c in result.chunks if "37" in c.heading_text)
    assert last_cell not in " ".join(article.heading_path)
    assert document.text[article.start : article.end].lstrip().startswith(paragraphs[8])


QUOTED_LABEL = {
    "en": (
        "Regulations on payments.\n\n17 Amendment of the 2009 Regulations\n\n"
        "(1) In that inserted paragraph, for “Part 5” substitute “\n\nPart 4A\n\n” ; and\n\n"
        "(2) renumber the inserted Part 5 as Part 4A.\n\n"
        "18 Amendment of the 2002 Act\n\nThe 2002 Act is amended as follows.\n"
    ),
    "fr": (
        "Décret relatif aux paiements.\n\nArticle 17 — Modification du décret de 2009\n\n"
        "1° Au paragraphe inséré, les mots « Titre V » sont remplacés par les mots «\n\n"
        "Titre IV\n\n» ; et\n\n2° le titre V inséré devient le titre IV.\n\n"
        "Article 18 — Modification de la loi de 2002\n\nLa loi de 2002 est ainsi modifiée.\n"
    ),
    "ar": (
        "لائحة المدفوعات\n\nالمادة 17 — تعديل لائحة 2009\n\n"
        "1- في الفقرة المضافة، تستبدل عبارة «الباب 5» بعبارة «\n\nالباب 4\n\n»؛ و\n\n"
        "2- يعاد ترقيم الباب 5 المضاف ليصبح الباب 4.\n\n"
        "المادة 18 — تعديل نظام 2002\n\nيعدل نظام 2002 على النحو الآتي.\n"
    ),
}


@pytest.mark.parametrize("lang", sorted(QUOTED_LABEL))
def test_a_label_after_an_opening_quote_is_quoted_text(lang: str) -> None:
    text = QUOTED_LABEL[lang]
    document, result = chunked(text)
    quoted = text.split("\n\n")[3]
    heads = first_lines(document, result)
    assert quoted not in heads
    assert not any(quoted in " ".join(c.heading_path) for c in result.chunks)


# A contract's last exhibit, then the title of an amendment set one phrase per line in a
# heading font: (exhibit lines, title lines, body). "BETWEEN" and the parties' names go on
# with the title; they open no chunk.
TITLE_LINES = {
    "en": (
        [
            "1. TERM",
            "This Agreement runs for two years.",
            "EXHIBIT 4",
            "MARKETING PLAN",
            "The Distributor shall spend two per cent of its sales on marketing.",
        ],
        [
            "AMENDMENT",
            "TO THE",
            "DISTRIBUTOR AGREEMENT",
            "BETWEEN",
            "INGRAM MICRO",
            "AND",
            "NETGEAR",
        ],
        "The parties agree to extend the term by one year.",
    ),
    "fr": (
        [
            "1. DURÉE",
            "Le présent contrat est conclu pour deux ans.",
            "ANNEXE 4",
            "PLAN MARKETING",
            "Le distributeur consacre deux pour cent de ses ventes au marketing.",
        ],
        ["AVENANT", "AU CONTRAT", "DE DISTRIBUTION", "ENTRE", "ALPHA SA", "ET", "BÊTA SARL"],
        "Les parties conviennent de prolonger la durée d'un an.",
    ),
    "ar": (
        [
            "1. المدة",
            "يسري هذا العقد لمدة سنتين.",
            "الملحق 4",
            "خطة التسويق",
            "ينفق الموزع اثنين في المائة من مبيعاته على التسويق.",
        ],
        ["ملحق تعديل", "عقد التوزيع", "المبرم بين", "شركة ألفا", "و", "شركة بيتا"],
        "يتفق الطرفان على تمديد المدة سنة واحدة.",
    ),
}


@pytest.mark.parametrize("lang", sorted(TITLE_LINES))
def test_a_title_set_one_phrase_per_line_is_one_heading(lang: str) -> None:
    exhibit, title, body = TITLE_LINES[lang]
    lines = [*exhibit, *title, body]
    text = "\n\n".join(lines) + "\n"
    kinds = {0: BlockKind.HEADING, 2: BlockKind.HEADING, 3: BlockKind.HEADING}
    kinds |= {len(exhibit) + k: BlockKind.HEADING for k in range(len(title))}
    assert len(paragraph_ranges(text)) == len(lines)
    document, result = chunked(text, kinds=kinds)
    heads = first_lines(document, result)
    after_joiner = title[
        title.index(next(t for t in title if t in ("BETWEEN", "ENTRE", "المبرم بين"))) + 1
    ]
    assert after_joiner not in heads, heads
    assert not any(after_joiner in c.heading_text for c in result.chunks)


# A contract's signature block opened by an acceptance formula, the parties' names in a
# heading font: (clauses, formula, names line, signature lines, signature label).
SIGNATURES = {
    "en": (
        [
            "1. TERM",
            "This Agreement runs for two years.",
            "2. NOTICES",
            "Notices are sent to the addresses set forth above.",
        ],
        "Agreed and Accepted:",
        "EBIX.COM, INC. ABOUT.COM, INC.",
        ["Name: Name:", "Title: Title:"],
        "Signatures",
    ),
    "fr": (
        [
            "1. DURÉE",
            "Le présent contrat est conclu pour deux ans.",
            "2. NOTIFICATIONS",
            "Les notifications sont adressées aux adresses indiquées ci-dessus.",
        ],
        "Lu et approuvé :",
        "ALPHA SA BÊTA SARL",
        ["Nom : Nom :", "Qualité : Qualité :"],
        "Signatures",
    ),
    "ar": (
        [
            "1. المدة",
            "يسري هذا العقد لمدة سنتين.",
            "2. الإخطارات",
            "ترسل الإخطارات إلى العناوين المبينة أعلاه.",
        ],
        "وإثباتا لما تقدم وقع الطرفان:",
        "شركة ألفا شركة بيتا",
        ["الاسم: الاسم:", "الصفة: الصفة:"],
        "التوقيعات",
    ),
}


@pytest.mark.parametrize("lang", sorted(SIGNATURES))
def test_an_acceptance_formula_opens_the_signature_block(lang: str) -> None:
    clauses, formula, names, lines, label = SIGNATURES[lang]
    paragraphs = [*clauses, formula, names, *lines]
    text = "\n\n".join(paragraphs) + "\n"
    kinds = {0: BlockKind.HEADING, 2: BlockKind.HEADING, len(clauses) + 1: BlockKind.HEADING}
    assert len(paragraph_ranges(text)) == len(paragraphs)
    document, result = chunked(text, kinds=kinds)
    last = result.chunks[-1]
    assert document.text[last.start : last.end].lstrip().startswith(formula)
    assert last.heading_text == label
    assert not any(names in c.heading_text for c in result.chunks)


def test_a_schedule_titled_with_a_lower_case_subtitle_keeps_its_title_and_body() -> None:
    """A schedule "SCHEDULE 5" / "Financial promotion: related amendments" / body: one unit.

    The title's colon opens a subtitle, not a value; read as "label: value" the title line was
    no title, the label and title were left alone as a heading-only chunk (an orphan) and the
    body started the next chunk.
    """
    paragraphs = [
        "Financial Services Act 2023",
        "PART 1",
        "Markets",
        "19 Financial promotion",
        "(1) Schedule 5 makes amendments related to financial promotion.",
        "20 Commencement",
        "(1) This Act comes into force on the day on which it is passed.",
        "SCHEDULE 5",
        "Financial promotion: related amendments",
        "Section 20",
        "1 The principal Act is amended as follows.",
        "2 In section 25, in subsection (2)(a), after “section 21” insert “in accordance”.",
        "SCHEDULE 6",
        "Digital settlement assets",
        "Section 22",
        "1 The Banking Act 2009 is amended as follows.",
    ]
    headings = {0, 1, 2, 3, 5, 7, 8, 9, 12, 13, 14}
    text = "\n\n".join(paragraphs) + "\n"
    kinds = dict.fromkeys(headings, BlockKind.HEADING)
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.LEGISLATION)
    starts = first_lines(document, result)
    assert "Section 20" not in starts  # the schedule's body is not cut from its heading
    schedule = next(c for c in result.chunks if document.text[c.start :].startswith("SCHEDULE 5"))
    assert "The principal Act is amended" in document.text[schedule.start : schedule.end]


def _uk_schedules(*, document_type: DocumentType) -> list[tuple[str, str]]:
    """(headingText, text) of the chunks of an Act's excerpt ending in two schedules."""
    paragraphs = [
        "Financial Services Act 2023",
        "PART 1",
        "Markets",
        "8 Designated activities",
        "(1) Schedule 3 inserts a new Schedule 6B into FSMA 2000.",
        "13 FMI sandboxes",
        "(1) Schedule 4 makes provision about sandboxes.",
        "SCHEDULE 3",
        "New Schedule 6B to FSMA 2000",
        "Section 8",
        "SCHEDULE 6B",
        "Designated activities",
        "1 The Treasury may by regulations designate activities.",
        "SCHEDULE 4",
        "FMI Sandboxes",
        "Section 13",
        "1 Participation",
        "(1) A person may apply to participate in the sandbox arrangement.",
    ]
    headings = {0, 1, 2, 3, 5, 7, 8, 9, 10, 11, 13, 14, 15}
    text = "\n\n".join(paragraphs) + "\n"
    kinds = dict.fromkeys(headings, BlockKind.HEADING)
    document, result = chunked(text, kinds=kinds, document_type=document_type)
    return [(c.heading_text, document.text[c.start : c.end]) for c in result.chunks]


def test_the_section_a_schedule_names_under_its_title_is_no_section_of_it() -> None:
    """A schedule "SCHEDULE 4" / "FMI Sandboxes" / "Section 13": the Act's section 13 brings
    the schedule in; its chunks are "SCHEDULE 4 — FMI Sandboxes", not "SCHEDULE 4, Section 13".
    A schedule whose title announces the next label ("New Schedule 6B to FSMA 2000",
    "SCHEDULE 6B") keeps that quoted schedule in its own chunk.
    """
    chunks = _uk_schedules(document_type=DocumentType.LEGISLATION)
    headings = [heading for heading, _ in chunks]
    assert "SCHEDULE 4 — FMI Sandboxes" in headings
    assert not any("Section 13" in h or "Section 8" in h for h in headings[3:])
    (schedule_3,) = [text for _, text in chunks if text.startswith("SCHEDULE 3")]
    assert "SCHEDULE 6B" in schedule_3
    assert "designate activities" in schedule_3


# A table whose cells were flattened into lines inside an article: its column letters ("A",
# "B") stand alone, each above its header cell in capitals (set as heading blocks). The header
# cells are text of the article; the next article still starts a chunk. (article lead-in,
# [column letter, header cell] x 2, a body cell, the next article)
FLATTENED_HEADER = {
    "en": (
        "Article 5\n\nThe person produces the document in column A instead of the documents "
        "in column B.",
        [("A", "DOCUMENTS PRODUCED"), ("B", "DOCUMENTS NO LONGER REQUIRED")],
        "Family record book kept up to date.",
        "Article 6\n\nThe authority may ask for the original.",
    ),
    "fr": (
        "Article R113-5\n\nLes personnes produisent le document figurant en colonne A, qui les "
        "dispense des documents figurant en colonne B.",
        [("A", "DOCUMENTS PRODUITS"), ("B", "DOCUMENTS QUE LE PUBLIC EST DISPENSÉ DE PRODUIRE")],
        "Livret de famille régulièrement tenu à jour.",
        "Article R113-6\n\nL'administration peut demander la présentation de l'original.",
    ),
    "ar": (
        "المادة 5\n\nيقدم الشخص الوثيقة الواردة في العمود أ بدلا من الوثائق الواردة في العمود ب.",
        [("أ", "الوثائق المقدمة"), ("ب", "الوثائق التي لا يلزم تقديمها")],
        "دفتر العائلة المحدث.",
        "المادة 6\n\nيجوز للإدارة طلب الأصل.",
    ),
}


@pytest.mark.parametrize("lang", sorted(FLATTENED_HEADER))
def test_a_flattened_table_header_cell_is_no_heading(lang: str) -> None:
    lead, columns, cell, after = FLATTENED_HEADER[lang]
    cells = "\n\n".join(f"{letter}\n\n{header}" for letter, header in columns)
    text = f"{lead}\n\n{cells}\n\n{cell}\n\n{after}\n"
    headers = {header for _, header in columns}
    kinds = {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(text))
        if text[start:end] in headers
    }
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.LEGISLATION)
    lines = first_lines(document, result)
    assert not headers & set(lines)
    assert lines[-1] == after.split("\n")[0]
