"""Judgments (issue 24): section headings, quoted provisions and front matter.

Short excerpts written for these tests. A numbered judgment paragraph is a chunk of its own,
headed by its section; the section heading above it opens its chunk (never left at the end of
the chunk before); a provision quoted inside a paragraph ("Article 8 Right to respect ...")
neither cuts the paragraph nor heads the paragraphs after it; the lines above paragraph 1
("JUDGMENT GIVEN ON") are no section of the paragraphs.
"""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind
from inspector.engine.lines import is_judgment_heading
from inspector.engine.types import ChunkType, DocumentType
from tests.engine.helpers import chunked, first_lines

EN_TOP = "Neutral Citation Number: [2024] EWCA Civ 9\n\nIN THE COURT OF APPEAL\n\nJUDGMENT\n\n"
FR_TOP = "COUR DE CASSATION\n\nARRÊT DE LA COUR\n\n"


def _judgment(top: str, heading: str, para: str, later: str) -> str:
    return (
        f"{top}1. {para} first.\n\n2. {para} second. It goes on for a while.\n\n"
        f"{heading}\n\n3. {later}\n\n4. {later} Again.\n"
    )


SECTION_HEADINGS = [
    ("en", EN_TOP, "A. Introduction", "The appeal concerns costs", "The judge was right."),
    ("en", EN_TOP, "II. THE LAW", "The appeal concerns costs", "The judge was right."),
    ("en", EN_TOP, "(1) The first issue", "The appeal concerns costs", "The judge was right."),
    ("en", EN_TOP, "Issue 2: was the decision lawful?", "The appeal concerns", "It was."),
    ("en", EN_TOP, "Ground 2: proportionality", "The appeal concerns", "It was."),
    ("en", EN_TOP, "Lord Justice Smith:", "The appeal concerns costs", "I agree."),
    ("fr", FR_TOP, "Examen du moyen", "Selon l'arrêt attaqué, la société", "La Cour rejette."),
    ("fr", FR_TOP, "B. Sur le second moyen", "Selon l'arrêt attaqué, la société", "Il est rejeté."),
]


@pytest.mark.parametrize(("language", "top", "heading", "para", "later"), SECTION_HEADINGS)
def test_a_section_heading_opens_the_chunk_of_the_paragraph_below_it(
    language: str, top: str, heading: str, para: str, later: str
) -> None:
    document, result = chunked(_judgment(top, heading, para, later))
    assert result.document_type is DocumentType.JUDGMENT
    heads = first_lines(document, result)
    assert heading in heads, f"{language}: {heading!r} left at the end of a chunk"
    third = result.chunks[heads.index(heading)]
    text = document.text[third.start : third.end]
    assert text.lstrip().startswith(f"{heading}\n\n3. ")
    assert third.chunk_type is ChunkType.JUDGMENT_PARA
    assert third.heading_path == (heading,)
    assert third.heading_text.startswith(heading)
    second = result.chunks[heads.index(heading) - 1]
    assert heading not in document.text[second.start : second.end]
    fourth = result.chunks[heads.index(heading) + 1]
    assert fourth.heading_path == (heading,)


@pytest.mark.parametrize(
    "line",
    [
        "A. Introduction",
        "(1) The first issue",
        "Issue 2: was the decision lawful?",
        "Lord Justice Smith:",
        "Examen du moyen",
        "Postscript: appeals where permission has been refused",
        "أولا: الوقائع",
    ],
)
def test_judgment_heading_lines(line: str) -> None:
    assert is_judgment_heading(line)


@pytest.mark.parametrize(
    "line",
    [
        "and hold that the election was a public function.",
        "the parties agreed",
        "I would dismiss the appeal. It has no merit",
        "This is a long line of running text that goes on well past fifteen words and so "
        "cannot be a heading",
        "Miller 2,",
        "Vu l'article 1240 du code civil :",
        "The court said:",
        "Countersigned: Jonas Reinholt, Minister of Culture",
        "Case No: CA-2023-002540",
    ],
)
def test_text_lines_are_no_judgment_headings(line: str) -> None:
    assert not is_judgment_heading(line)


QUOTED = (
    EN_TOP + "Introduction\n\n"
    "1. This appeal concerns section 3 of the Human Rights Act 1998.\n\n"
    "2. Article 8 of the Convention provides:\n\n"
    "Article 8 Right to respect for private and family life\n\n"
    "1. Everyone has the right to respect for his private and family life.\n\n"
    "2. There shall be no interference by a public authority with this right.\n\n"
    "3. Section 3 of the 1998 Act provides:\n\n"
    "Section 3 Interpretation of legislation\n\n"
    "(1) So far as it is possible to do so, legislation must be read compatibly.\n\n"
    "4. The question is whether the decision engages Article 8 at all.\n\n"
    "5. It plainly does, and the appeal succeeds.\n"
)


def test_a_provision_quoted_in_a_paragraph_is_no_heading() -> None:
    document, result = chunked(QUOTED)
    heads = first_lines(document, result)
    assert not any(h.startswith(("Article 8 Right", "Section 3 Interp")) for h in heads)
    paragraphs = [c for c in result.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    starts = [document.text[c.start : c.end].lstrip()[:3] for c in paragraphs]
    assert starts == ["Int", "2. ", "3. ", "4. ", "5. "]
    for chunk in paragraphs:
        assert chunk.heading_path == ("Introduction",)
        assert chunk.heading_text.startswith("Introduction, para. ")
    second = document.text[paragraphs[1].start : paragraphs[1].end]
    assert "2. There shall be no interference" in second  # the quotation stays whole


def test_a_heading_after_the_last_paragraph_still_counts_when_an_annex() -> None:
    text = QUOTED + "\nANNEX\n\nThe order of the court.\n"
    document, result = chunked(text)
    assert first_lines(document, result)[-1] == "ANNEX"


def test_front_matter_headings_do_not_head_the_paragraphs() -> None:
    text = (
        "Neutral Citation Number: [2024] UKSC 9\n\nJUDGMENT GIVEN ON\n\n15 March 2024\n\n"
        "1. This appeal concerns costs.\n\n2. The judge was right about them.\n\n"
        "Conclusion\n\n3. I would dismiss the appeal.\n"
    )
    kinds = {1: BlockKind.HEADING}
    _, result = chunked(text, kinds=kinds)
    assert result.document_type is DocumentType.JUDGMENT
    paragraphs = [c for c in result.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    assert [c.heading_path for c in paragraphs] == [(), (), ("Conclusion",)]
    assert [c.heading_text for c in paragraphs] == ["para. 1", "para. 2", "Conclusion, para. 3"]


@pytest.mark.parametrize(
    ("top", "intro", "quoted", "own"),
    [
        (
            EN_TOP,
            "Regulation 3 provides:",
            "The Secretary of State may make a scheme.",
            "It is common ground that regulation 3 applies.",
        ),
        (
            FR_TOP,
            "L'article 3 du décret dispose :",
            "Le ministre peut établir un barème.",
            "Il est constant que l'article 3 s'applique.",
        ),
    ],
)
def test_a_paragraph_is_not_split_at_a_quotation_numbered_like_the_next_paragraphs(
    top: str, intro: str, quoted: str, own: str
) -> None:
    text = (
        f"{top}1. The appeal concerns the scheme.\n\n2. {intro}\n\n3. {quoted}\n\n"
        f"4. {quoted}\n\n3. {own}\n\n4. {own}\n\n5. {own}\n"
    )
    document, result = chunked(text)
    paragraphs = [c for c in result.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    texts = [document.text[c.start : c.end].strip() for c in paragraphs]
    assert [t[:2] for t in texts] == ["1.", "2.", "3.", "4.", "5."]
    assert texts[1] == f"2. {intro}\n\n3. {quoted}\n\n4. {quoted}"
    assert [c.heading_text[-1] for c in paragraphs] == ["1", "2", "3", "4", "5"]


@pytest.mark.parametrize("line", ["JUDGMENT", "Approved Judgment", "ARRÊT", "الحكم"])
@pytest.mark.parametrize("as_heading", [False, True])
def test_a_front_matter_line_right_above_paragraph_1_heads_nothing(
    line: str, *, as_heading: bool
) -> None:
    text = (
        f"Neutral Citation Number: [2024] EWCA Civ 9\n\nIN THE COURT OF APPEAL\n\n{line}\n\n"
        "1. The appeal concerns costs.\n\n2. The judge was right about them.\n"
    )
    kinds = {2: BlockKind.HEADING} if as_heading else None
    _, result = chunked(text, kinds=kinds, document_type=DocumentType.JUDGMENT)
    paragraphs = [c for c in result.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    assert [c.heading_path for c in paragraphs] == [(), ()]
    assert [c.heading_text for c in paragraphs] == ["para. 1", "para. 2"]


@pytest.mark.parametrize(
    ("line", "lead", "section"),
    [
        ("JUDGMENT", "Lord Justice Hale:", "Introduction"),
        ("Approved Judgment", "LADY JUSTICE ABERNETHY:", "The facts"),
        ("JUDGMENT", "Mrs Justice Okafor:", "A. Background"),
    ],
)
@pytest.mark.parametrize("as_heading", [False, True])
def test_the_lines_above_the_first_section_open_the_chunk_of_paragraph_1(
    line: str, lead: str, section: str, *, as_heading: bool
) -> None:
    """ "JUDGMENT" / "Lord Justice Hale:" / "Introduction" / "1. ...": one chunk (issue 24).

    Neither a chunk of the headings alone (a PDF sets "JUDGMENT" and "Introduction" in a heading
    font) nor the judge's line left at the end of the cover's chunk (plain text); the front-matter
    line heads nothing, the section heads the paragraph.
    """
    text = (
        "Neutral Citation Number: [2024] EWCA Civ 9\n\nIN THE COURT OF APPEAL\n\n"
        "Anna Reed KC (instructed by Lowe LLP) for the Appellant.\n\n"
        f"{line}\n\n{lead}\n\n{section}\n\n"
        "1. The appeal concerns the costs of the first hearing.\n\n"
        "2. The judge was right about them.\n"
    )
    kinds = {3: BlockKind.HEADING, 5: BlockKind.HEADING} if as_heading else None
    document, result = chunked(text, kinds=kinds, document_type=DocumentType.JUDGMENT)
    paragraphs = [c for c in result.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA]
    first = document.text[paragraphs[0].start : paragraphs[0].end].strip()
    opening = line if as_heading else lead
    assert first.startswith(opening), first[:60]
    assert first.endswith("first hearing.")
    assert all(document.text[c.start : c.end].strip() != line for c in result.chunks)
    assert paragraphs[0].heading_path == (section,)
