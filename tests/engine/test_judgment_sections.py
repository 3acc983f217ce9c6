"""Judgments without numbered paragraphs: section headings named by their words.

Short excerpts written for these tests. A French lower court heads its sections "EXPOSÉ DU
LITIGE", "MOTIFS DE LA DÉCISION", "PAR CES MOTIFS" (accents often left out), an Arabic court
"الوقائع", "الأسباب", "فلهذه الأسباب", alone on their lines: each opens a chunk and heads the
chunks of its section, and the operative part is a chunk of its own. Numbered judgments keep
their structure (sections are the title lines of their paragraphs), the Cour de cassation's
"PAR CES MOTIFS, la Cour :" running on in its line opens the operative part, and a contract quoting
"PAR CES MOTIFS" is no judgment.
"""

from __future__ import annotations

import pytest

from inspector.engine.types import ChunkSet, ChunkType, DocumentType
from tests.engine.helpers import chunked, first_lines

SECTION_RULE = "judgment_section"
"""The rule a chunk opened by a judgment's section line starts at."""

FR_TOP = (
    "COUR D'APPEL DE LYON\n\nARRÊT DU 3 MARS 2022\n\n"
    "Entre la société Alpha, appelante, et la société Beta, intimée.\n\n"
)
AR_TOP = "باسم الشعب\n\nمحكمة الاستئناف\n\nالحكم الصادر في الدعوى رقم 12 لسنة 2021.\n\n"
EN_TOP = (
    "IN THE HIGH COURT OF JUSTICE\n\nJUDGMENT\n\nBetween Alpha Ltd, Claimant, and Beta plc.\n\n"
)

FR_BODY = (
    "La société Alpha a assigné la société Beta en paiement d'une facture.",
    "La facture n'est pas contestée. Il convient d'infirmer le jugement.",
    "La Cour, statuant publiquement,\n\nInfirme le jugement ;\n\nCondamne Beta aux dépens.",
)
AR_BODY = (
    "أقامت الشركة المدعية الدعوى للمطالبة بقيمة الفاتورة.",
    "وحيث إن الفاتورة غير متنازع عليها فإن الدعوى تكون مقبولة.",
    "حكمت المحكمة بإلزام المدعى عليها بأداء المبلغ والمصاريف.",
)
EN_BODY = (
    "The claimant sues for the price of goods delivered in May.",
    "The invoice is not disputed. The defence fails.",
    "There will be judgment for the claimant with costs.",
)

# (case, top, the section headings in order, the text under each)
UNNUMBERED = [
    ("fr", FR_TOP, ("EXPOSÉ DU LITIGE", "MOTIFS DE LA DÉCISION", "PAR CES MOTIFS"), FR_BODY),
    (
        "fr no accents",
        FR_TOP,
        ("EXPOSE DU LITIGE", "MOTIFS DE LA DECISION", "PAR CES MOTIFS :"),
        FR_BODY,
    ),
    ("fr sur ce", FR_TOP, ("FAITS ET PROCÉDURE", "SUR CE", "DISPOSITIF"), FR_BODY),
    (
        "fr capitalised",
        FR_TOP,
        ("Prétentions des parties", "Discussion", "Par ces motifs"),
        FR_BODY,
    ),
    ("ar", AR_TOP, ("الوقائع", "الأسباب", "فلهذه الأسباب"), AR_BODY),
    ("ar forms", AR_TOP, ("وقائع الدعوى", "أسباب الحكم", "لهذه الأسباب:"), AR_BODY),
    ("en", EN_TOP, ("Introduction", "Background", "Conclusion"), EN_BODY),
]


def _unnumbered(top: str, sections: tuple[str, ...], body: tuple[str, ...]) -> str:
    return top + "".join(
        f"{heading}\n\n{text}\n\n" for heading, text in zip(sections, body, strict=True)
    )


@pytest.mark.parametrize(
    ("case", "top", "sections", "body"), UNNUMBERED, ids=[case for case, *_ in UNNUMBERED]
)
def test_each_section_of_an_unnumbered_judgment_opens_a_chunk_and_heads_it(
    case: str, top: str, sections: tuple[str, ...], body: tuple[str, ...]
) -> None:
    document, result = chunked(_unnumbered(top, sections, body))
    assert result.document_type is DocumentType.JUDGMENT, case
    heads = first_lines(document, result)
    for heading, text in zip(sections, body, strict=True):
        assert heading in heads, f"{case}: {heading!r} opens no chunk"
        chunk = result.chunks[heads.index(heading)]
        assert chunk.heading_path == (heading,), case
        assert chunk.heading_text.startswith(heading), case
        assert chunk.boundary.rule == SECTION_RULE, case
        held = document.text[chunk.start : chunk.end]
        assert text in held, f"{case}: the text of {heading!r} is not in its chunk"
        before = result.chunks[heads.index(heading) - 1]
        assert heading not in document.text[before.start : before.end], case
    # the operative part is its own chunk: nothing after it, nothing of the reasons in it
    operative = result.chunks[heads.index(sections[-1])]
    assert operative is result.chunks[-1]
    assert body[1] not in document.text[operative.start : operative.end]


def _numbered(top: str, paras: list[tuple[str, str]], tail: str) -> str:
    """Numbered paragraphs, each with the section line above it ("" for none), then ``tail``."""
    out = [top]
    for number, (heading, text) in enumerate(paras, start=1):
        if heading:
            out.append(f"{heading}\n\n")
        out.append(f"{number}. {text}\n\n")
    return "".join(out) + tail


def _no_section_rule(result: ChunkSet) -> bool:
    return all(chunk.boundary.rule != SECTION_RULE for chunk in result.chunks)


def test_a_numbered_english_judgment_keeps_its_title_lines_and_paragraphs() -> None:
    text = _numbered(
        "Neutral Citation Number: [2024] EWCA Civ 9\n\nIN THE COURT OF APPEAL\n\nJUDGMENT\n\n",
        [
            ("Introduction", "This appeal concerns the costs of a trial."),
            ("Background", "The claimant sued for the price of goods."),
            ("", "The judge found for the claimant."),
            ("Conclusion", "I would dismiss the appeal."),
        ],
        "Lord Justice Baker:\n\n5. I agree.\n",
    )
    document, result = chunked(text)
    assert result.document_type is DocumentType.JUDGMENT
    assert _no_section_rule(result)
    paras = [c for c in result.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    assert [c.heading_text.split()[-1] for c in paras] == ["1", "2", "3", "4", "5"]
    heads = first_lines(document, result)
    for heading in ("Introduction", "Background", "Conclusion"):
        chunk = result.chunks[heads.index(heading)]  # the title line opens its paragraph
        assert chunk.chunk_type is ChunkType.JUDGMENT_PARA
        assert chunk.boundary.rule == "title_line"
        assert chunk.heading_path == (heading,)


CASSATION_TOP = "COUR DE CASSATION\n\nARRÊT DE LA COUR\n\n"
CASSATION_PARAS = [
    ("Faits et procédure", "Selon l'arrêt attaqué, la société Alpha a cédé son fonds."),
    ("Examen du moyen", "La société Alpha fait grief à l'arrêt de rejeter sa demande."),
    ("Réponse de la Cour", "Le moyen n'est donc pas fondé."),
]


def test_the_cour_de_cassation_s_run_on_operative_line_opens_the_operative_part() -> None:
    tail = "PAR CES MOTIFS, la Cour :\n\nREJETTE le pourvoi ;\n\nCondamne Alpha aux dépens.\n"
    document, result = chunked(_numbered(CASSATION_TOP, CASSATION_PARAS, tail))
    assert result.document_type is DocumentType.JUDGMENT
    heads = first_lines(document, result)
    assert heads[-1] == "PAR CES MOTIFS, la Cour :"
    operative = result.chunks[-1]
    assert operative.boundary.rule == SECTION_RULE
    assert operative.heading_path == ("PAR CES MOTIFS",)
    assert "REJETTE le pourvoi" in document.text[operative.start : operative.end]
    last = result.chunks[-2]
    assert last.chunk_type is ChunkType.JUDGMENT_PARA
    assert "Le moyen n'est donc pas fondé." in document.text[last.start : last.end]
    assert "PAR CES MOTIFS" not in document.text[last.start : last.end]
    assert last.heading_path == ("Réponse de la Cour",)
    first = result.chunks[heads.index("Faits et procédure")]
    assert first.boundary.rule == "title_line"


@pytest.mark.parametrize("line", ["PAR CES MOTIFS :", "PAR CES MOTIFS", "فلهذه الأسباب"])
def test_an_operative_heading_alone_after_numbered_paragraphs_is_a_chunk_of_its_own(
    line: str,
) -> None:
    tail = f"{line}\n\nREJETTE le pourvoi ;\n\nCondamne Alpha aux dépens.\n"
    document, result = chunked(_numbered(CASSATION_TOP, CASSATION_PARAS, tail))
    heads = first_lines(document, result)
    assert heads[-1] == line
    operative = result.chunks[-1]
    assert operative.heading_path == (line,)
    assert "REJETTE le pourvoi" in document.text[operative.start : operative.end]
    before = result.chunks[-2]
    assert before.chunk_type is ChunkType.JUDGMENT_PARA
    assert "REJETTE" not in document.text[before.start : before.end]


def test_a_contract_quoting_par_ces_motifs_is_no_judgment() -> None:
    text = (
        "CONTRAT DE PRESTATION DE SERVICES\n\nEntre les soussignés : la société Alpha et "
        "la société Beta.\n\nArticle 1 — Objet\n\nLe prestataire reproduit la décision :\n\n"
        "PAR CES MOTIFS\n\nLe tribunal condamne la société Gamma.\n\nArticle 2 — Prix\n\n"
        "Le prix est de 100 euros.\n"
    )
    document, result = chunked(text)
    assert result.document_type is DocumentType.CONTRACT
    assert _no_section_rule(result)
    assert not any(head.startswith("PAR CES MOTIFS") for head in first_lines(document, result))


def test_a_section_word_wrapped_after_a_line_that_runs_on_is_text() -> None:
    text = _unnumbered(FR_TOP, ("EXPOSÉ DU LITIGE",), FR_BODY[:1]) + (
        "Les parties ont longuement débattu de la\n\nDiscussion\n\nqu'elles avaient eue.\n"
    )
    document, result = chunked(text)
    assert "Discussion" not in first_lines(document, result)
    assert all(c.heading_path in ((), ("EXPOSÉ DU LITIGE",)) for c in result.chunks)


def test_sections_go_on_after_a_short_numbered_list_read_as_paragraphs() -> None:
    text = (
        f"{FR_TOP}EXPOSÉ DU LITIGE\n\nLa société Alpha demande à la cour de :\n\n"
        "1. infirmer le jugement ;\n\n2. condamner la société Beta.\n\n"
        f"MOTIFS DE LA DÉCISION\n\n{FR_BODY[1]}\n\nPAR CES MOTIFS\n\n{FR_BODY[2]}\n"
    )
    document, result = chunked(text)
    heads = first_lines(document, result)
    for heading in ("MOTIFS DE LA DÉCISION", "PAR CES MOTIFS"):
        assert heading in heads
        assert result.chunks[heads.index(heading)].heading_path == (heading,)
    listed = [c for c in result.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    assert listed
    assert all(c.heading_path == ("EXPOSÉ DU LITIGE",) for c in listed)


def test_a_section_word_quoted_inside_a_numbered_paragraph_opens_nothing() -> None:
    paras = [("", f"The appeal raises point {n} about costs.") for n in range(1, 7)]
    paras[2] = ("", "The judge said:\n\nDiscussion\n\nThe claim fails on the facts.")
    text = _numbered(
        "Neutral Citation Number: [2024] EWCA Civ 9\n\nIN THE COURT OF APPEAL\n\nJUDGMENT\n\n",
        paras,
        "",
    )
    document, result = chunked(text)
    assert _no_section_rule(result)
    assert "Discussion" not in first_lines(document, result)
    third = next(c for c in result.chunks if c.heading_text.endswith(" 3"))
    assert "The claim fails on the facts." in document.text[third.start : third.end]
