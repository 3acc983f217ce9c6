"""Judgment paragraphs cited by their own number: no paragraph is read as a part of another.

Short excerpts written for these tests. A wrong pinpoint ("[13]" for paragraph 15, "Article
28" of the regulation a judgment cites for its paragraph 28) sends a lawyer to the wrong text:

- a Word judgment whose numbered paragraph style has an outline level (the loader marks every
  paragraph a heading block): a short paragraph ("14. Section 176C provides:", "36. I agree.")
  is still the next paragraph, also after a quoted statute and an unnumbered paragraph;
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.types import ChunkSet, ChunkType, DocumentType
from tests.document.test_docx_numbering import abstract, load, lvl, make_docx, num, p

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
