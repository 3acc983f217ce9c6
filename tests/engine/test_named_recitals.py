"""Numbered recitals under a line or heading that names them are recitals, cited by number.

Short excerpts written here. A recitals section is announced by a recital cue ending in a colon
("Whereas:", "considérant ce qui suit :") or by a line naming it alone ("Recitals",
"CONSIDÉRANTS", "تمهيد", the ``recitals_heading`` cue), set as plain text, as a heading block
(a PDF's or DOCX's heading font) or as a Markdown heading. Each numbered paragraph after it is
a recital unit ("Recital (2)", cited "…, recital 2"), the intro going with the first, whatever
the input format; before, a named heading left them "Preamble(4)", typed ``other`` and cited
as the bare act.
"""

from __future__ import annotations

from pathlib import Path

import docx
import pytest

from inspector.document.load import load_document
from inspector.document.model import BlockKind
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.engine.types import ChunkType, DocumentType
from tests.engine.documents import paragraph_ranges
from tests.engine.helpers import chunked

_EN = (
    "Directive 2002/58/EC of the European Parliament and of the Council on privacy\n\n"
    "{intro}\n\n"
    "(1) Council Directive 95/46/EC requires Member States to protect privacy.\n\n"
    "(2) This Directive respects the fundamental rights recognised by the Charter.\n\n"
    "Article 1\n\nThis Directive harmonises the provisions of the Member States.\n"
)
_FR = (
    "Directive 2002/58/CE du Parlement européen et du Conseil concernant la vie privée\n\n"
    "{intro}\n\n"
    "(1) Les États membres devraient protéger la vie privée des utilisateurs des réseaux.\n\n"
    "(2) La présente directive respecte les droits fondamentaux reconnus par la Charte.\n\n"
    "Article premier\n\nLa présente directive harmonise les dispositions des États membres.\n"
)
_AR = (
    "قانون رقم 5 لسنة 2020 بشأن حماية البيانات الشخصية\n\n"
    "{intro}\n\n"
    "1- تلتزم الجهات العامة بحماية خصوصية مستخدمي الشبكات العامة.\n\n"
    "2- يحترم هذا القانون الحقوق الأساسية المعترف بها في الدستور.\n\n"
    "المادة 1\n\nيسري هذا القانون على كل جهة عامة في الدولة.\n"
)

# (text, intro line, the first recital's opening, the second's, the second's pinpoint)
CASES = [
    (_EN, "Recitals", "(1) Council", "(2) This", ", recital 2"),
    (_EN, "RECITALS:", "(1) Council", "(2) This", ", recital 2"),
    (_EN, "Whereas:", "(1) Council", "(2) This", ", recital 2"),
    (_FR, "Considérants", "(1) Les", "(2) La", ", considérant 2"),
    (_FR, "CONSIDÉRANTS :", "(1) Les", "(2) La", ", considérant 2"),
    (_FR, "considérant ce qui suit :", "(1) Les", "(2) La", ", considérant 2"),
    (
        _AR,
        "تمهيد",
        "1- تلتزم",
        "2- يحترم",
        "، الحيثية 2",
    ),
    (
        _AR,
        "الديباجة:",
        "1- تلتزم",
        "2- يحترم",
        "، الحيثية 2",
    ),
]
IDS = ["en_recitals", "en_caps_colon", "en_whereas", "fr", "fr_caps", "fr_cue", "ar", "ar_colon"]


def _intro_heading(text: str, intro: str) -> dict[int, BlockKind]:
    """The intro's block marked a heading, as a PDF's heading font or a DOCX style makes it."""
    ranges = paragraph_ranges(text)
    return {i: BlockKind.HEADING for i, (s, e) in enumerate(ranges) if text[s:e] == intro}


def _check(records: list[dict[str, object]], intro: str, first: str, second: str) -> None:
    """Both recitals are typed recital, headed and cited by their number; the intro leads."""
    by_start = {str(r["text"]).lstrip(): r for r in records}
    one = next(r for t, r in by_start.items() if first in t)
    two = next(r for t, r in by_start.items() if t.startswith(second))
    assert str(one["text"]).lstrip().startswith(intro)  # the intro opens recital 1
    for record, number in ((one, "1"), (two, "2")):
        assert record["chunkType"] == ChunkType.RECITAL.value
        assert number in str(record["headingText"])
        assert str(record["citation"]).endswith(f" {number}")


@pytest.mark.parametrize("heading", [False, True], ids=["line", "heading_block"])
@pytest.mark.parametrize(("text", "intro", "first", "second", "cited"), CASES, ids=IDS)
def test_numbered_paragraphs_after_a_line_naming_the_recitals_are_recitals(
    text: str, intro: str, first: str, second: str, cited: str, heading: bool
) -> None:
    body = text.format(intro=intro)
    kinds = _intro_heading(body, intro) if heading else None
    for document_type in (None, DocumentType.LEGISLATION):
        document, chunk_set = chunked(body, kinds=kinds, document_type=document_type)
        records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
        _check(records, intro, first, second)
        two = next(r for r in records if str(r["text"]).lstrip().startswith(second))
        assert str(two["citation"]).endswith(cited)  # the act's citation, then the pinpoint


def test_a_name_that_only_begins_a_line_opens_no_recitals() -> None:
    """ "Recitals of the Council's earlier acts are repealed." is a sentence, not the intro."""
    body = _EN.format(intro="Recitals of earlier acts remain in force as they stand.")
    _, chunk_set = chunked(body, document_type=DocumentType.LEGISLATION)
    types = [c.chunk_type for c in chunk_set.chunks]
    assert ChunkType.RECITAL not in types


def test_named_recitals_in_markdown_and_docx(tmp_path: Path) -> None:
    """Through the real loaders: "## Recitals" in Markdown, a Heading 2 "Recitals" in DOCX."""
    markdown = tmp_path / "directive.md"
    markdown.write_text(
        "# Directive 2002/58/EC on privacy\n\n"
        + _EN.split("\n\n", 1)[1].format(intro="## Recitals").replace("Article 1", "## Article 1"),
        encoding="utf-8",
    )
    word = docx.Document()
    word.add_heading("Directive 2002/58/EC on privacy", level=1)
    word.add_heading("Recitals", level=2)
    for paragraph in _EN.split("\n\n")[2:4]:
        word.add_paragraph(paragraph)
    word.add_heading("Article 1", level=2)
    word.add_paragraph("This Directive harmonises the provisions of the Member States.")
    word.save(str(tmp_path / "directive.docx"))
    for path in (markdown, tmp_path / "directive.docx"):
        document = load_document(path)
        chunk_set = chunk_document(document, default_config())
        records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
        # Markdown's "## " is left out of chunk text (an excluded span): both read "Recitals"
        _check(records, "Recitals", "(1) Council", "(2) This")
