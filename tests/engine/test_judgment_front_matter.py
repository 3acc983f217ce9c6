"""A judgment's cover and signatures set in a heading font: no section headings.

Short excerpts written for these tests. A PDF sets a judgment's front matter (the court and its
division, the judges, the parties, counsel) in bold type, which the loader marks as heading
blocks: read as headings, each party's name opened a chunk and headed the chunks after it (the
table of contents, paragraph 1's neighbours). In a judgment's front matter (before its first
numbered paragraph, first section heading or first line of running text) those lines open no
chunk and enter no heading path; a line only naming a judge, a court officer or a party's role
("LE GREFFIER LE PRESIDENT" over the signatures) is none anywhere in a judgment; and in any
document a name set as a heading right under a signature cue belongs to the signature block.
Real section headings ("Introduction" above paragraph 1, "MOTIFS DE LA DÉCISION", "الأسباب")
and the headings of laws and contracts stay headings.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.model import BlockKind
from inspector.engine.config import compiled_rules, default_config
from inspector.engine.types import BoundaryKind, ChunkSet, ChunkType, DocumentType
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked, first_lines


def _heading_blocks(text: str, lines: set[str]) -> dict[int, BlockKind]:
    """The blocks whose whole text is one of ``lines`` are heading blocks (bold type)."""
    return {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(text))
        if text[start:end].strip() in lines
    }


def _caps_blocks(text: str) -> dict[int, BlockKind]:
    """Every short block in capitals is a heading block, as a cover in bold type makes it."""
    return {
        i: BlockKind.HEADING
        for i, (start, end) in enumerate(paragraph_ranges(text))
        if text[start:end].isupper() and len(text[start:end]) < 100
    }


def _paths(result: ChunkSet) -> set[str]:
    return {text for chunk in result.chunks for text in chunk.heading_path}


EN_COVER = (
    "Neutral Citation Number: [2024] EWHC 12 (Ch)\n\nCase No: HC-2023-000123\n\n"
    "IN THE HIGH COURT OF JUSTICE\n\nCHANCERY DIVISION\n\n"
    "Royal Courts of Justice, Rolls Building, London\n\nDate: 12/01/2024\n\n"
    "Before :\n\nMR JUSTICE HARLOW\n\nBetween :\n\nALPHA HOLDINGS LIMITED\n\nClaimant\n\n"
    "- and -\n\nBRIAN EDWARD CARTER\n\nCOBALT GROUP LIMITED\n\nDefendants\n\n"
    "Jane Doe KC (instructed by Smith LLP) for the Claimant\n\n"
    "John Roe (instructed by Jones LLP) for the Defendants\n\n"
    "Hearing dates: 4-6 December 2023\n\nApproved Judgment\n\n"
)
EN_NAMES = {
    "CHANCERY DIVISION",
    "MR JUSTICE HARLOW",
    "ALPHA HOLDINGS LIMITED",
    "BRIAN EDWARD CARTER",
    "COBALT GROUP LIMITED",
    "IN THE HIGH COURT OF JUSTICE",
}
FR_COVER = (
    "TRIBUNAL JUDICIAIRE DE LYON\n\nJUGEMENT DU 3 MARS 2022\n\nDEMANDERESSE\n\n"
    "SOCIÉTÉ ALPHA\n\nreprésentée par Me Jean Martin, avocat au barreau de Lyon\n\n"
    "DÉFENDERESSE\n\nSOCIÉTÉ BETA\n\nCOMPOSITION DU TRIBUNAL\n\n"
    "Mme Claire Petit, présidente\n\n"
)
FR_NAMES = {"TRIBUNAL JUDICIAIRE DE LYON", "SOCIÉTÉ ALPHA", "SOCIÉTÉ BETA", "DEMANDERESSE"}
FR_SECTIONS = (
    "EXPOSÉ DU LITIGE\n\nLa société Alpha a assigné la société Beta en paiement d'une facture.\n\n"
    "MOTIFS DE LA DÉCISION\n\nLa facture n'est pas contestée. Il convient d'y faire droit.\n\n"
    "PAR CES MOTIFS\n\nLe tribunal condamne la société Beta à payer la facture.\n\n"
)
AR_COVER = (
    "باسم الشعب\n\nمحكمة الاستئناف\n\nالدائرة التجارية\n\nالمدعي\n\nشركة ألفا للتجارة\n\n"
    "المدعى عليه\n\nشركة بيتا للصناعة\n\n"
)
AR_NAMES = {"محكمة الاستئناف", "الدائرة التجارية", "شركة ألفا للتجارة", "شركة بيتا للصناعة"}
AR_SECTIONS = (
    "الوقائع\n\nأقامت الشركة المدعية الدعوى للمطالبة بقيمة الفاتورة.\n\n"
    "الأسباب\n\nوحيث إن الفاتورة غير متنازع عليها فإن الدعوى تكون مقبولة.\n\n"
    "فلهذه الأسباب\n\nحكمت المحكمة بإلزام المدعى عليها بأداء المبلغ والمصاريف.\n\n"
)


@pytest.mark.parametrize("section", ["Introduction", "INTRODUCTION"])
def test_an_english_cover_in_bold_is_one_chunk_and_heads_nothing(section: str) -> None:
    text = (
        f"{EN_COVER}Mr Justice Harlow:\n\n{section}\n\n"
        "1. This claim concerns the sale of a block of flats in 2011.\n\n"
        "2. The claimant says that it was deceived into selling.\n\n"
        "The witnesses\n\n3. The witnesses were honest but their memories were poor.\n"
    )
    kinds = _heading_blocks(text, {*EN_NAMES, section})
    document, result = chunked(text, kinds=kinds)
    assert result.document_type is DocumentType.JUDGMENT
    assert not _paths(result) & EN_NAMES
    heads = first_lines(document, result)
    assert not set(heads) & EN_NAMES
    cover = result.chunks[0]
    cover_text = document.text[cover.start : cover.end]
    assert "COBALT GROUP LIMITED" in cover_text
    assert "Approved Judgment" in cover_text
    assert cover.heading_path == ()
    assert cover.heading_text == "Preamble"
    paragraphs = [c for c in result.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    assert [c.heading_path for c in paragraphs] == [(section,), (section,), ("The witnesses",)]
    first = document.text[paragraphs[0].start : paragraphs[0].end].lstrip()
    assert first.startswith(f"Mr Justice Harlow:\n\n{section}\n\n1. ")


def test_the_contents_table_after_a_bold_cover_is_headed_by_no_party() -> None:
    contents = (
        "Contents\n"
        "Introduction .................................... 1\n"
        "The witnesses .................................. 3\n"
        "Conclusion ..................................... 9\n\n"
    )
    text = (
        f"{EN_COVER}{contents}Introduction\n\n1. This claim concerns a sale.\n\n"
        "2. The claimant says that it was deceived.\n"
    )
    document, result = chunked(text, kinds=_heading_blocks(text, EN_NAMES))
    heads = first_lines(document, result)
    table = result.chunks[heads.index(contents.split("\n")[0])]
    assert table.heading_path == ()
    assert not _paths(result) & EN_NAMES


@pytest.mark.parametrize(
    ("cover", "names", "sections", "signatures", "last_section"),
    [
        (
            FR_COVER,
            FR_NAMES,
            FR_SECTIONS,
            "LE GREFFIER LE PRÉSIDENT\n\nMaître Alix Martin Madame Claire Petit\n",
            "PAR CES MOTIFS",
        ),
        (
            AR_COVER,
            AR_NAMES,
            AR_SECTIONS,
            "أمين السر الرئيس\n\nأحمد علي محمود حسن\n",
            "فلهذه الأسباب",
        ),
    ],
    ids=["fr", "ar"],
)
def test_an_unnumbered_judgment_s_cover_and_signatures_head_nothing(
    cover: str, names: set[str], sections: str, signatures: str, last_section: str
) -> None:
    text = cover + sections + signatures
    signature_line = signatures.split("\n")[0]
    section_lines = {line for line in sections.split("\n\n")[::2] if line}
    kinds = _heading_blocks(text, {*names, *section_lines, signature_line})
    document, result = chunked(text, kinds=kinds)
    assert result.document_type is DocumentType.JUDGMENT
    heads = first_lines(document, result)
    assert heads == [cover.split("\n")[0], *sorted(section_lines, key=text.index)]
    assert not _paths(result) & {*names, signature_line}
    assert result.chunks[0].heading_path == ()
    last = result.chunks[-1]
    assert last.heading_path == (last_section,)
    assert document.text[last.start : last.end].rstrip().endswith(signatures.rstrip())


def test_a_heading_after_the_running_text_of_an_unnumbered_judgment_stays_one() -> None:
    """The front matter ends at the first sentence of running text: a section whose words no cue
    names ("THE CLAIM FOR INTEREST") still opens a chunk after it."""
    text = (
        "IN THE COUNTY COURT AT LEEDS\n\nALPHA LIMITED\n\nClaimant\n\nBETA PLC\n\nDefendant\n\n"
        "JUDGMENT\n\nThe claimant sues for the price of goods that it delivered in May.\n\n"
        "The invoice is not disputed and the defence fails.\n\n"
        "THE CLAIM FOR INTEREST\n\nInterest runs from the date of the invoice.\n"
    )
    document, result = chunked(text, kinds=_caps_blocks(text))
    assert result.document_type is DocumentType.JUDGMENT
    heads = first_lines(document, result)
    assert "ALPHA LIMITED" not in heads
    assert "THE CLAIM FOR INTEREST" in heads
    interest = result.chunks[heads.index("THE CLAIM FOR INTEREST")]
    assert interest.heading_path == ("THE CLAIM FOR INTEREST",)


@pytest.mark.parametrize("section", ["Overview", "THE APPEAL"])
def test_a_section_over_a_sentence_of_text_stays_a_heading_in_the_front_matter(
    section: str,
) -> None:
    """Paragraphs numbered "[1]" (no "1."): the section above the first one is still one."""
    text = (
        "IN THE SUPREME COURT\n\nALPHA LIMITED\n\nAppellant\n\nBETA LIMITED\n\nRespondent\n\n"
        f"{section}\n\n[1] This appeal concerns the costs of the first hearing in the county court."
        "\n\n[2] The judge was right about them and the appeal fails.\n"
    )
    kinds = _heading_blocks(text, {"ALPHA LIMITED", "BETA LIMITED", section})
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.JUDGMENT)
    heads = first_lines(document, result)
    assert heads == ["IN THE SUPREME COURT", section]
    assert result.chunks[1].heading_path == (section,)


@pytest.mark.parametrize(
    ("text", "names", "signature", "after"),
    [
        (
            "مادة 5\n\nينشر هذا القانون في الجريدة الرسمية، ويعمل به من اليوم التالي.\n\n"
            "صدر برئاسة الجمهورية في 3 رمضان سنة 1445 هـ\n\n(الموافق 13 مارس سنة 2024 م).\n\n"
            "عبد الفتاح السيسي\n\nقانون الوكالة المصرية\n\nمادة 1\n\nالوكالة شركة مساهمة مصرية.\n",
            {"عبد الفتاح السيسي", "قانون الوكالة المصرية"},
            "عبد الفتاح السيسي",
            "قانون الوكالة المصرية",
        ),
        (
            "Article 5\n\nLa présente loi sera exécutée comme loi de l'État.\n\n"
            "Fait à Paris, le 3 mars 2024.\n\nEmmanuel Durand\n\nANNEXE TECHNIQUE\n\n"
            "Le tableau des durées de conservation figure ci-dessous.\n",
            {"Emmanuel Durand", "ANNEXE TECHNIQUE"},
            "Emmanuel Durand",
            "ANNEXE TECHNIQUE",
        ),
        (
            "1. TERM\n\n1.1 This Agreement is made between Alpha Ltd and Beta LLC for two years."
            "\n\nIN WITNESS WHEREOF, the parties have signed this Agreement.\n\nJANE ROE\n\n"
            "Chief Executive Officer\n\nDate: 1 March 2024\n\nJOHN DOE\n\nDirector\n\n"
            "Date: 1 March 2024\n\nSCHEDULE OF FEES\n\nThe fees are payable monthly.\n",
            {"JANE ROE", "SCHEDULE OF FEES"},
            "JANE ROE",
            "SCHEDULE OF FEES",
        ),
    ],
    ids=["ar", "fr", "en"],
)
def test_a_name_right_under_a_signature_cue_signs_and_a_later_heading_stays_one(
    text: str, names: set[str], signature: str, after: str
) -> None:
    document, result = chunked(text, kinds=_heading_blocks(text, names))
    heads = first_lines(document, result)
    assert signature not in heads
    assert signature not in _paths(result)
    signed = next(c for c in result.chunks if signature in document.text[c.start : c.end])
    assert signed.boundary.rule == "signature"
    assert after in heads
    opened = result.chunks[heads.index(after)]
    assert opened.boundary.kind is BoundaryKind.HEADING
    assert opened.heading_path


def test_a_contract_s_parties_block_and_capital_headings_are_left_alone() -> None:
    """The cover rules are a judgment's: a contract's headings in capitals stay headings."""
    text = (
        "SUPPLY AGREEMENT\n\nThis Supply Agreement is made between Alpha Ltd and Beta LLC.\n\n"
        "RECITALS\n\nWHEREAS Alpha makes parts and Beta buys them.\n\n"
        "DEFINITIONS\n\nIn this Agreement, Parts means the parts Alpha makes.\n\n"
        "CHAPTER II\n\nBeta orders Parts each month and Alpha delivers them.\n"
    )
    document, result = chunked(text, kinds=_caps_blocks(text))
    assert result.document_type is DocumentType.CONTRACT
    heads = first_lines(document, result)
    assert {"DEFINITIONS", "CHAPTER II"} <= set(heads)
    chapter = result.chunks[heads.index("CHAPTER II")]
    assert chapter.heading_path[-1] == "CHAPTER II"


ROLE_LINES = [
    "MR JUSTICE NUGEE",
    "THE HONOURABLE MR JUSTICE LEWIS",
    "LORD JUSTICE GREEN, VICE PRESIDENT OF THE QUEEN’S BENCH DIVISION",
    "HH JUDGE GERALD",
    "Mrs Justice Moulder",
    "Before :",
    "Between:",
    "- and -",
    "Claimants",
    "Appellant/ Claimant",
    "Defendant/Respondent/Appellant",
    "Interested Party",
    "Second Respondent",
    "LE GREFFIER LE PRESIDENT",
    "La greffière, La présidente",
    "DEMANDERESSE",
    "INTIMÉE",
    "Entre :",
    "الرئيس",
    "أمين السر الرئيس",
    "كاتب الجلسة",
    "المدعى عليه",
    "المستأنف ضده",
]
NO_ROLE_LINES = [
    "Lord Justice Singh:",
    "Introduction",
    "The Claimant's case",
    "The appellant",
    "Mr Holyoake",
    "MOTIFS DE LA DÉCISION",
    "PAR CES MOTIFS",
    "Le président de la chambre a rejeté la demande.",
    "الأسباب",
    "الرئيسية",
    "CPC GROUP LIMITED",
    "DEFINITIONS",
]


@pytest.mark.parametrize("line", ROLE_LINES)
def test_lines_naming_a_judge_an_officer_or_a_party_s_role(line: str) -> None:
    assert compiled_rules(default_config()).cue("judgment_role", line) is not None


@pytest.mark.parametrize("line", NO_ROLE_LINES)
def test_section_headings_and_names_are_no_role_lines(line: str) -> None:
    assert compiled_rules(default_config()).cue("judgment_role", line) is None


_WORD = st.text(alphabet="ABCDEFGHIJKLMNOPRSTUVWY", min_size=3, max_size=9)


@settings(max_examples=25, deadline=None)
@given(parties=st.lists(st.lists(_WORD, min_size=1, max_size=4), min_size=2, max_size=5))
def test_no_party_named_in_bold_on_a_cover_heads_a_chunk(parties: list[list[str]]) -> None:
    names = [" ".join(words) for words in parties]
    cover = "".join(f"{name}\n\nDefendant\n\n" for name in names)
    text = (
        "Neutral Citation Number: [2024] EWCA Civ 9\n\nIN THE COURT OF APPEAL\n\n"
        f"Between :\n\nALPHA LIMITED\n\nClaimant\n\n- and -\n\n{cover}"
        "Introduction\n\n1. The appeal concerns costs.\n\n2. The judge was right.\n"
    )
    _, result = chunked(text, kinds=_heading_blocks(text, {*names, "Introduction"}))
    assert not _paths(result) & set(names)
    paragraphs = [c for c in result.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    assert [c.heading_path for c in paragraphs] == [("Introduction",), ("Introduction",)]
    assert result.chunks[0].heading_path == ()
