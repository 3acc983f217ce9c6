"""Judgment paragraphs cited by their own number: no paragraph is read as a part of another.

Short excerpts written for these tests. A wrong pinpoint ("[13]" for paragraph 15, "Article
28" of the regulation a judgment cites for its paragraph 28) sends a lawyer to the wrong text:

- a Word judgment whose numbered paragraph style has an outline level (the loader marks every
  paragraph a heading block): a short paragraph ("14. Section 176C provides:", "36. I agree.")
  is still the next paragraph, also after a quoted statute and an unnumbered paragraph;
- a judgment numbered with no dot ("28 The law ...", the Court of Justice's form): a run of
  lines numbered 1, 2, 3 ... with a capital after the number are its paragraphs ("2016 The
  ..." and an amount are not), and a quoted "2." of the act it cites is none;
- a judgment's identity is its own case number and date, never those of an act it cites;
- headings between numbered paragraphs ("Réponse de la Cour" / "Vu l'article ... :", "Mais
  sur le deuxième moyen" / "Enoncé du moyen", "Costs") open the next paragraph's chunk and
  head it, and the operative part ("PAR CES MOTIFS, ... la Cour :", "On those grounds, the
  Court ... hereby rules:") is a chunk of its own; a heading quoted in a paragraph stays text.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.engine.chunker import chunk_document
from inspector.engine.citation_format import document_citations
from inspector.engine.citation_identity import detect_identity
from inspector.engine.config import default_config
from inspector.engine.types import ChunkSet, ChunkType, DocumentType
from tests.document.test_docx_numbering import abstract, load, lvl, make_docx, num, p
from tests.engine.helpers import chunked

PARA_STYLE = (
    '<w:style w:type="paragraph" w:styleId="ParaLevel1"><w:name w:val="ParaLevel1"/>'
    '<w:basedOn w:val="Normal"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr>'
    '<w:outlineLvl w:val="0"/></w:pPr></w:style>'
)
"""A judgment template's numbered paragraph style, with an outline level (HMCTS-like)."""


def _judgment_paragraphs(chunk_set: ChunkSet) -> list[str]:
    return [c.heading_text for c in chunk_set.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]


# (case, body paragraphs between paragraph 2 and the short paragraph 3; its text)
SHORT_AFTER_QUOTE = [
    (
        "statute then unnumbered paragraph",
        [
            p("“(1) A landlord may not exercise a right of re-entry unless—", style="Quote"),
            p("(a) it is finally determined by a tribunal, or", style="Quote"),
            p("(5A) Any order of a court shall be treated as a determination.”", style="Quote"),
            p(
                "A landlord may not, accordingly, seek to forfeit for a failure to pay unless"
                " the sum has been determined or admitted."
            ),
        ],
        "Another section of the Act, section 176C, is central. Section 176C provides:",
    ),
    ("agreement", [], "I agree."),
    (
        "practice direction",
        [p("“4.2 An application must be made by filing an application notice.”", style="Quote")],
        "Practice Direction 70A provides so far as relevant:",
    ),
]


@pytest.mark.parametrize(
    ("case", "between", "short"), SHORT_AFTER_QUOTE, ids=[c for c, *_ in SHORT_AFTER_QUOTE]
)
def test_short_paragraph_in_an_outlined_paragraph_style_keeps_its_number(
    tmp_path: Path, case: str, between: list[str], short: str
) -> None:
    long_text = (
        "The tribunal does not itself have enforcement powers, and the question is how its"
        " decisions may be enforced in the county court when a party does not pay the sum"
        " the tribunal found to be payable under the lease in question. "
    ) * 2
    body = (
        p("Lord Justice Newey:")
        + p(long_text, style="ParaLevel1")
        + p("The legal framework")
        + p(long_text, style="ParaLevel1")
        + "".join(between)
        + p(short, style="ParaLevel1")
        + p(long_text, style="ParaLevel1")
        + p("Conclusion")
        + p("I would allow the appeal.", style="ParaLevel1")
    )
    numbering = abstract(0, lvl(0, "decimal", "%1.")) + num(1, 0)
    path = make_docx(tmp_path / "j.docx", body, numbering=numbering, styles=PARA_STYLE)
    chunk_set = chunk_document(load(path), default_config(), document_type=DocumentType.JUDGMENT)
    labels = [heading.split("para. ")[-1] for heading in _judgment_paragraphs(chunk_set)]
    assert labels == ["1", "2", "3", "4", "5"], case
    last = chunk_set.chunks[-1]
    assert last.heading_path == ("Conclusion",)


# (case, language, top, the paragraphs' text after their number, quoted text in paragraph 2)
BARE = [
    (
        "en",
        "JUDGMENT OF THE COURT (Grand Chamber)\n\n15 June 2021\n\nIn Case C\u2011645/19,\n\n"
        "REQUEST for a preliminary ruling under Article 267 TFEU.\n\nJudgment\n\n",
        [
            "This request concerns Article 55(1) of Regulation (EU) 2016/679 of the European"
            " Parliament and of the Council of 27 April 2016.",
            "Article 56 of that regulation, headed \u2018Competence\u2019, states:",
            "The law of 8 December 1992 was repealed by the law of 30 July 2018.",
            "On 11 September 2015 the President brought legal proceedings.",
            "By its first question, the referring court asks about the scope of Article 55.",
            "In the light of all the foregoing, the answer to the first question is yes.",
        ],
        "\u20181. Without prejudice to Article 55, the lead authority shall be competent.\n\n"
        "2. By derogation from paragraph 1, each authority shall be competent.\n\n"
        "2016 The year of the regulation.\n\n"
        "500 Euros were paid.\u2019",
    ),
    (
        "fr",
        "ARRÊT DE LA COUR (grande chambre)\n\n15 juin 2021\n\nDans l\u2019affaire C-645/19,\n\n"
        "ayant pour objet une demande de décision préjudicielle.\n\nArrêt\n\n",
        [
            "La demande porte sur l\u2019interprétation de l\u2019article 55 du règlement (UE)"
            " 2016/679 du Parlement européen et du Conseil, du 27 avril 2016.",
            "L\u2019article 56 de ce règlement dispose :",
            "La loi du 8 décembre 1992 a été abrogée par la loi du 30 juillet 2018.",
            "Le 11 septembre 2015, le président a introduit une action en cessation.",
            "Par sa première question, la juridiction de renvoi demande en substance si oui.",
            "Eu égard à l\u2019ensemble des considérations qui précèdent, il y a lieu de répondre.",
        ],
        "\u00ab 1. Sans préjudice de l\u2019article 55, l\u2019autorité chef de file est"
        " compétente.\n\n2. Par dérogation au paragraphe 1, chaque autorité est compétente.\n\n"
        "2016 La date du règlement.\n\n500 Euros ont été payés. \u00bb",
    ),
]


def _bare_judgment(top: str, paragraphs: list[str], quoted: str) -> str:
    parts = [top]
    for number, text in enumerate(paragraphs, 1):
        parts.append(f"{number} {text}\n\n")
        if number == 2:
            parts.append(quoted + "\n\n")
    return "".join(parts)


@pytest.mark.parametrize(("case", "top", "paragraphs", "quoted"), BARE, ids=[c[0] for c in BARE])
def test_paragraphs_numbered_without_a_dot_are_cited_by_their_number(
    case: str, top: str, paragraphs: list[str], quoted: str
) -> None:
    text = _bare_judgment(top, paragraphs, quoted)
    document, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    units = [c for c in chunk_set.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    assert [c.boundary.rule for c in units] == ["judgment_para"] * len(paragraphs)
    for number, chunk in enumerate(units, 1):
        assert document.text[chunk.start : chunk.end].lstrip().startswith(f"{number} "), case
    assert "2016 " in document.text[units[1].start : units[1].end]  # quoted, in paragraph 2
    assert "500 Euros" in document.text[units[1].start : units[1].end]


def test_a_judgment_identity_is_its_case_and_date_not_the_act_it_cites() -> None:
    for case, top, paragraphs, quoted in BARE:
        document, chunk_set = chunked(
            _bare_judgment(top, paragraphs, quoted), document_type=DocumentType.JUDGMENT
        )
        identity = detect_identity(document, chunk_set)
        assert identity.act_id.value == "C-645/19", case
        assert identity.document_date.value == "2021-06-15", case


def test_a_regulation_keeps_its_own_number_and_date_and_bare_numbers_are_no_paragraphs() -> None:
    text = (
        "REGULATION (EU) 2016/679 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
        "of 27 April 2016\n\nHaving regard to the judgment in Case C-131/12,\n\n"
        + "".join(f"{n} The Member States shall act under rule {n}.\n\n" for n in range(1, 7))
    )
    document, chunk_set = chunked(text, document_type=DocumentType.REGULATION)
    identity = detect_identity(document, chunk_set)
    assert identity.act_id.value == "Regulation (EU) 2016/679"
    assert identity.document_date.value == "2016-04-27"
    assert all(c.chunk_type is not ChunkType.JUDGMENT_PARA for c in chunk_set.chunks)


@pytest.mark.parametrize(
    "lines",
    [
        # a run shorter than a judgment's paragraphs
        ["1 The claim is dismissed.", "2 The costs follow the event.", "3 So ordered."],
        # years and amounts opening lines: never 1, 2, 3 ...
        ["2016 The year of the facts.", "2017 The year of the claim.", "500 Euros were paid."] * 2,
        # numbered section headings of a judgment whose paragraphs are not numbered
        [
            line
            for n, title in enumerate(("Introduction", "The Facts", "The Law", "Costs", "Result"))
            for line in (f"{n + 1} {title}", "The parties agree on this point and no more.")
        ],
    ],
    ids=["short run", "years and amounts", "numbered section headings"],
)
def test_numbers_opening_lines_that_are_no_paragraph_run_stay_text(lines: list[str]) -> None:
    text = "JUDGMENT\n\nThe court has heard the parties.\n\n" + "\n\n".join(lines) + "\n"
    _, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    assert all(c.chunk_type is not ChunkType.JUDGMENT_PARA for c in chunk_set.chunks)


# (case, language, top, [(heading lines above paragraph n, paragraph text)], operative lines,
#  expected path of each paragraph, expected heading of the operative chunk)
BETWEEN = [
    (
        "fr cassation",
        "COUR DE CASSATION\n\nARRÊT DE LA COUR DE CASSATION, CHAMBRE SOCIALE, DU 23 OCTOBRE"
        " 2024\n\nM. André a formé le pourvoi n° V 23-11.564.\n\n",
        [
            (["Faits et procédure"], "Selon l'arrêt attaqué, M. André a été engagé."),
            ([], "Il a saisi la juridiction prud'homale."),
            (
                ["Examen des moyens", "Sur le premier moyen", "Enoncé du moyen"],
                "Le salarié fait grief à l'arrêt de rejeter sa demande.",
            ),
            (["Réponse de la Cour"], "Le moyen n'est donc pas fondé."),
            (
                ["Mais sur le deuxième moyen, pris en sa première branche", "Enoncé du moyen"],
                "Le salarié reproche à l'arrêt de réduire l'indemnité.",
            ),
            (
                ["Réponse de la Cour", "Vu les articles 4 et 5 du code de procédure civile :"],
                "Aux termes du premier de ces textes, l'objet du litige est déterminé.",
            ),
            ([], "En statuant ainsi, la cour d'appel a violé les textes susvisés."),
        ],
        "PAR CES MOTIFS, et sans qu'il y ait lieu de statuer sur les autres griefs, la Cour :"
        "\n\nCASSE ET ANNULE l'arrêt en ce qu'il réduit l'indemnité ;\n\nCondamne la société"
        " aux dépens.\n",
        [
            ("Faits et procédure",),
            ("Faits et procédure",),
            ("Examen des moyens", "Sur le premier moyen", "Enoncé du moyen"),
            ("Examen des moyens", "Sur le premier moyen", "Réponse de la Cour"),
            (
                "Examen des moyens",
                "Mais sur le deuxième moyen, pris en sa première branche",
                "Enoncé du moyen",
            ),
            (
                "Examen des moyens",
                "Mais sur le deuxième moyen, pris en sa première branche",
                "Réponse de la Cour",
            ),
            (
                "Examen des moyens",
                "Mais sur le deuxième moyen, pris en sa première branche",
                "Réponse de la Cour",
            ),
        ],
        "PAR CES MOTIFS",
    ),
    (
        "en court of justice",
        "JUDGMENT OF THE COURT (Grand Chamber)\n\n15 June 2021\n\nIn Case C-645/19,\n\n"
        "Judgment\n\n",
        [
            ([], "This request concerns Article 55 of Regulation 2016/679."),
            (["Legal context", "European Union law"], "Article 55 of that regulation provides:"),
            (["National law"], "The law of 8 December 1992 was repealed."),
            (
                ["Consideration of the questions referred", "The first question"],
                "By its first question, the referring court asks whether Article 55 applies.",
            ),
            ([], "The answer to the first question is therefore yes."),
            (["Costs"], "Since these proceedings are a step in the action, costs are for it."),
        ],
        "On those grounds, the Court (Grand Chamber) hereby rules:\n\n1. Article 55(1) must be"
        " interpreted as meaning that it applies.\n\n2. Article 58(5) must be interpreted so.\n",
        [
            (),
            ("Legal context", "European Union law"),
            ("Legal context", "National law"),
            ("Consideration of the questions referred", "The first question"),
            ("Consideration of the questions referred", "The first question"),
            ("Consideration of the questions referred", "Costs"),
        ],
        "On those grounds",
    ),
]


def _with_headings(top: str, paragraphs: list[tuple[list[str], str]], tail: str, dot: str) -> str:
    parts = [top]
    for number, (headings, text) in enumerate(paragraphs, 1):
        parts.extend(f"{line}\n\n" for line in headings)
        parts.append(f"{number}{dot} {text}\n\n")
    return "".join(parts) + tail


@pytest.mark.parametrize(
    ("case", "top", "paragraphs", "tail", "paths", "operative"),
    BETWEEN,
    ids=[c[0] for c in BETWEEN],
)
@pytest.mark.parametrize("dot", [".", ""], ids=["N.", "N"])
def test_headings_between_paragraphs_open_the_next_paragraph_and_head_it(
    case: str,
    top: str,
    paragraphs: list[tuple[list[str], str]],
    tail: str,
    paths: list[tuple[str, ...]],
    operative: str,
    dot: str,
) -> None:
    document, chunk_set = chunked(
        _with_headings(top, paragraphs, tail, dot), document_type=DocumentType.JUDGMENT
    )
    units = [c for c in chunk_set.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    assert len(units) == len(paragraphs), case
    for number, (chunk, (headings, text), path) in enumerate(
        zip(units, paragraphs, paths, strict=True), 1
    ):
        body = document.text[chunk.start : chunk.end]
        assert body.strip().startswith(headings[0] if headings else f"{number}{dot} ")
        assert body.rstrip().endswith(text), (case, number)  # no heading stranded at its end
        assert chunk.heading_path == path, (case, number)
    last = chunk_set.chunks[-1]
    assert last.heading_path == (operative,)
    assert last.chunk_type is not ChunkType.JUDGMENT_PARA
    assert document.text[last.start : last.end].strip().startswith(tail.split("\n")[0])


def test_a_heading_quoted_inside_a_paragraph_stays_in_it() -> None:
    text = (
        "JUDGMENT\n\n1. The claimant appeals.\n\n2. Article 8 of the Convention provides:\n\n"
        "Article 8\n\nRight to respect for private and family life\n\n"
        "Everyone has the right to respect for his private and family life.\n\n"
        "3. The judge held that Article 8 was not engaged.\n\n4. I agree.\n\n5. So ordered.\n"
    )
    document, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    units = [c for c in chunk_set.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    assert [c.heading_text.split()[-1] for c in units] == ["1", "2", "3", "4", "5"]
    second = document.text[units[1].start : units[1].end]
    assert "Right to respect for private and family life" in second
    assert units[2].heading_path == ()


def test_an_operative_point_cut_for_size_cites_no_article() -> None:
    points = "".join(
        f"{n}. Article {50 + n} of Regulation 2016/679 must be interpreted as meaning that "
        + "the supervisory authority may act, " * 30
        + "and no more.\n\n"
        for n in range(1, 5)
    )
    paragraphs: list[tuple[list[str], str]] = [([], "The request concerns the regulation.")] * 5
    text = _with_headings(
        BETWEEN[1][1], paragraphs, "On those grounds, the Court hereby rules:\n\n" + points, ""
    )
    document, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    identity = detect_identity(document, chunk_set)
    lines = [document.text[c.start : c.end].strip().split("\n")[0] for c in chunk_set.chunks]
    cited = document_citations(
        chunk_set.chunks, identity, chunk_set.document_type, "en", default_config(), lines
    )
    operative = [
        c
        for c, chunk in zip(cited, chunk_set.chunks, strict=True)
        if chunk.heading_path == ("On those grounds",)
    ]
    assert len(operative) > 1  # cut for size: later parts open with "3." or "4."
    assert all(pinpoint.unit == "" for _, pinpoint in operative), operative
