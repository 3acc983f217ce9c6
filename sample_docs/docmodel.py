"""The small vocabulary the sample documents are written in.

Each module in ``sample_docs/content/`` defines ``DOCUMENTS: list[SampleDoc]``. The builder
(``sample_docs/generate.py``) turns a ``SampleDoc`` into a DOCX with python-docx (Word heading
styles, Word automatic numbering, right-to-left paragraphs, tracked changes, page headers and
footers with a PAGE field, section columns) and then into a PDF with LibreOffice.

Inline text may carry one tracked change, written ``{ins:NEW|del:OLD}``: the DOCX stores it
as a ``w:ins`` and a ``w:del`` revision; the PDF shows the accepted text (NEW).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Direction = Literal["ltr", "rtl"]


@dataclass(frozen=True)
class Title:
    """The document title (DOCX style ``Title``)."""

    text: str
    subtitle: str = ""


@dataclass(frozen=True)
class Heading:
    """A heading in Word style ``Heading {level}`` (1 = Part, 2 = Chapter/Title, 3 = Section,
    4 = Article or Clause heading...). The label ("Article 5a", "المادة ٤ مكرر") is in ``text``
    unless ``numbered`` names a Word numbering list, whose level ``num_level`` renders it.
    """

    level: int
    text: str
    numbered: str | None = None
    num_level: int = 0


@dataclass(frozen=True)
class Para:
    """A body paragraph. ``numbered`` names a Word automatic numbering list (see
    ``NUMBERING`` in the builder: "clause" = 1 / 1.1 / 1.1.1 / (a) / (i), "article-ar" ...);
    when set, the label is rendered by Word numbering and is NOT in ``text``.
    ``style``: "Normal", "Quote" (block quotation), "Signature".
    """

    text: str
    numbered: str | None = None
    num_level: int = 0
    style: str = "Normal"


@dataclass(frozen=True)
class Table:
    """A table; the first row is a header row when ``header`` is true."""

    rows: tuple[tuple[str, ...], ...]
    header: bool = True


@dataclass(frozen=True)
class PageBreak:
    """An explicit page break."""


@dataclass(frozen=True)
class Columns:
    """Start a new section laid out in ``count`` columns (1 returns to a single column)."""

    count: int


Block = Title | Heading | Para | Table | PageBreak | Columns


@dataclass(frozen=True)
class SampleDoc:
    """One sample document.

    Attributes:
        stem: file name without extension, e.g. "law_en_archives".
        language: "en", "fr", "ar", or "ar-en" for a bilingual document.
        kind: "legislation", "contract" or "judgment".
        direction: the default paragraph direction; Arabic paragraphs of a bilingual document
            are set right-to-left individually (any paragraph whose text starts with Arabic).
        running_header: text of the page header on every page (page furniture).
        running_footer: text of the footer; the builder appends "Page N of M" fields.
        blocks: the body, in order.
    """

    stem: str
    language: str
    kind: str
    direction: Direction
    running_header: str
    running_footer: str
    blocks: tuple[Block, ...] = field(default_factory=tuple)
