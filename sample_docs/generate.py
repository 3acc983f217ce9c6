"""Build the sample documents: DOCX (python-docx + raw XML), PDF (LibreOffice), TXT, Markdown.

Run ``python -m sample_docs.generate`` from the repository root. Every file is written next to
this module; nothing else is touched. The content lives in ``sample_docs/content/*.py`` (each
module defines ``DOCUMENTS: list[SampleDoc]``), written in the vocabulary of
``sample_docs/docmodel.py``.

Determinism: the same content gives byte-identical DOCX, TXT and Markdown on every run (fixed
core properties, fixed revision dates, ZIP members rewritten in a fixed order with a fixed
timestamp). PDFs are made by LibreOffice from the *accepted* version of each DOCX and then
rewritten by PyMuPDF with fixed metadata and a fixed file identifier, so two runs on one machine
give the same bytes; another LibreOffice or font version gives other (equivalent) PDFs.

Options::

    --only STEM        build one sample (its DOCX, PDF and TXT/MD if any), no special files
    --check            rebuild into a temporary folder and compare with the committed files
    --no-pdf           skip everything that needs LibreOffice
    --long OUT.pdf     a >= 300-page law for benchmarks (not committed); --long-docx OUT.docx
"""

from __future__ import annotations

import argparse
import copy
import datetime as dt
import hashlib
import importlib
import io
import os
import pkgutil
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
import zipfile
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import docx
from docx.enum.style import WD_STYLE_TYPE
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
from docx.oxml import OxmlElement, parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt, Twips
from docx.text.paragraph import Paragraph

from inspector.document.pdf.mupdf import pymupdf as _pymupdf
from sample_docs.docmodel import (
    Block,
    Columns,
    Heading,
    PageBreak,
    Para,
    SampleDoc,
    Table,
    Title,
)

if TYPE_CHECKING:
    from docx.oxml.text.paragraph import CT_P

HERE = Path(__file__).resolve().parent

# PyMuPDF's annotations are partial (many methods are unannotated, several constants missing),
# which strict mypy rejects call by call; this script uses it as an untyped module.
pymupdf: Any = _pymupdf

CONTENT_PACKAGE = "sample_docs.content"

# ---------------------------------------------------------------------------------------------
# Fixed values (determinism)
# ---------------------------------------------------------------------------------------------

AUTHOR = "Legal Chunk Inspector sample"
REVIEWER = "Sample Reviewer"
#: Every timestamp written into a sample: core properties, revision marks, PDF metadata.
FIXED_TIME = dt.datetime(2024, 3, 15, 9, 30, 0, tzinfo=dt.UTC)
REVISION_DATE = "2024-03-15T09:30:00Z"
PDF_DATE = "D:20240315093000Z"
#: ZIP member timestamp (DOS time has no time zone and starts in 1980).
ZIP_DATE = (2024, 3, 15, 9, 30, 0)
#: zlib level used for DOCX members. Deflate output is fixed for one zlib build; other builds
#: (zlib-ng, a newer zlib) may compress differently, which ``--check`` and the tests tell apart
#: from a content change.
ZIP_LEVEL = 6

ENCRYPTED_PASSWORD = "inspector-sample"
ENCRYPTED_OWNER_PASSWORD = "inspector-sample-owner"

# ---------------------------------------------------------------------------------------------
# Page geometry and fonts
# ---------------------------------------------------------------------------------------------

PAGE_W, PAGE_H = 11906, 16838  # A4 in twips
MARGIN = 1418  # 2.5 cm
HEADER_DIST = 709  # 1.25 cm
TEXT_WIDTH = PAGE_W - 2 * MARGIN
COL_SPACE = 567  # 1 cm between columns
LATIN_FONT = "Noto Serif"
HEADING_FONT = "Noto Sans"
ARABIC_FONT = "Noto Naskh Arabic"
BODY_HALF_POINTS = 22  # 11 pt Latin text
ARABIC_BODY_HALF_POINTS = 26  # 13 pt: Naskh at the Latin size reads too small

# ---------------------------------------------------------------------------------------------
# Numbering lists (Word automatic numbering)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Level:
    """One level of a Word numbering list: ``w:numFmt``, ``w:lvlText`` and the indents (twips)."""

    fmt: str
    text: str
    left: int
    hanging: int
    start: int = 1


#: The lists the content may name in ``Heading.numbered`` / ``Para.numbered``.
NUMBERING: dict[str, tuple[Level, ...]] = {
    # English contract clauses: Heading 2 at level 0, sub-clauses 1/2, points 3, sub-points 4.
    "clause": (
        Level("decimal", "%1.", 720, 720),
        Level("decimal", "%1.%2", 720, 720),
        Level("decimal", "%1.%2.%3", 1440, 720),
        Level("lowerLetter", "(%4)", 2160, 720),
        Level("lowerRoman", "(%5)", 2880, 720),
    ),
    # The same shape for Arabic (right-to-left) paragraphs.
    "clause-ar": (
        Level("hindiNumbers", "%1.", 720, 720),
        Level("hindiNumbers", "%1-%2", 720, 720),
        Level("hindiNumbers", "%1-%2-%3", 1440, 720),
        Level("arabicAlpha", "(%4)", 2160, 720),
        Level("hindiNumbers", "(%5)", 2880, 720),
    ),
    # Judgment paragraph numbers.
    "paras": (Level("decimal", "%1.", 720, 720),),
    # Contract recitals.
    "recitals": (Level("upperLetter", "(%1)", 720, 720),),
}

_HINDI_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
# Word's arabicAlpha sequence (28 letters, hamza-less alef first).
_ARABIC_ALPHA = "أبتثجحخدذرزسشصضطظعغفقكلمنهوي"
_ROMAN = (
    (1000, "m"),
    (900, "cm"),
    (500, "d"),
    (400, "cd"),
    (100, "c"),
    (90, "xc"),
    (50, "l"),
    (40, "xl"),
    (10, "x"),
    (9, "ix"),
    (5, "v"),
    (4, "iv"),
    (1, "i"),
)


def format_number(value: int, fmt: str) -> str:
    """Render ``value`` in a Word ``w:numFmt`` (the subset the lists above use)."""
    if fmt == "decimal":
        return str(value)
    if fmt == "hindiNumbers":
        return str(value).translate(_HINDI_DIGITS)
    if fmt in ("lowerLetter", "upperLetter"):
        # Word repeats the letter after z: a..z, aa..zz, aaa...
        letter = chr(ord("a") + (value - 1) % 26) * ((value - 1) // 26 + 1)
        return letter if fmt == "lowerLetter" else letter.upper()
    if fmt in ("lowerRoman", "upperRoman"):
        out, rest = "", value
        for number, numeral in _ROMAN:
            while rest >= number:
                out, rest = out + numeral, rest - number
        return out if fmt == "lowerRoman" else out.upper()
    if fmt == "arabicAlpha":
        return _ARABIC_ALPHA[(value - 1) % len(_ARABIC_ALPHA)] * ((value - 1) // 28 + 1)
    raise ValueError(f"unsupported numFmt {fmt!r}")


class NumberingCounter:
    """Counts list items the way Word does, to write labels into the TXT and Markdown files.

    One counter set per list; taking level ``n`` increments it and resets every deeper level.
    """

    def __init__(self) -> None:
        self._counts: dict[str, list[int]] = {}

    def label(self, name: str, level: int) -> str:
        """Advance list ``name`` at ``level`` and return the rendered label ("1.2", "(b)")."""
        levels = _numbering_levels(name)
        if not 0 <= level < len(levels):
            raise ValueError(f"numbering list {name!r} has no level {level}")
        counts = self._counts.setdefault(name, [lv.start - 1 for lv in levels])
        counts[level] += 1
        for deeper in range(level + 1, len(levels)):
            counts[deeper] = levels[deeper].start - 1
        text = levels[level].text
        for i in range(level + 1):
            # A level that was never used shows its start value, as in Word.
            value = max(counts[i], levels[i].start)
            text = text.replace(f"%{i + 1}", format_number(value, levels[i].fmt))
        return text


def _numbering_levels(name: str) -> tuple[Level, ...]:
    try:
        return NUMBERING[name]
    except KeyError:
        known = ", ".join(sorted(NUMBERING))
        raise ValueError(f"unknown numbering list {name!r} (known: {known})") from None


# ---------------------------------------------------------------------------------------------
# Text helpers: tracked changes, scripts, direction
# ---------------------------------------------------------------------------------------------

TRACKED_CHANGE = re.compile(r"\{ins:(?P<new>[^|{}]*)\|del:(?P<old>[^{}]*)\}")
_ARABIC_CHARS = "\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff"
_LATIN_LETTERS = "A-Za-z\u00c0-\u024f"
_ARABIC = re.compile(f"[{_ARABIC_CHARS}]")
# In a right-to-left paragraph: a Latin stretch (letters, with anything but Arabic between them)
# becomes its own left-to-right run, as Word stores "(the Contractor)" inside Arabic text.
_LATIN_SPAN = re.compile(f"[{_LATIN_LETTERS}](?:[^{_ARABIC_CHARS}]*[{_LATIN_LETTERS}0-9])?")
# In a left-to-right paragraph: an Arabic stretch becomes a right-to-left run.
_ARABIC_SPAN = re.compile(f"[{_ARABIC_CHARS}](?:[^{_LATIN_LETTERS}]*[{_ARABIC_CHARS}])?")


@dataclass(frozen=True)
class Piece:
    """A stretch of inline text: plain, or one side of a tracked change."""

    text: str
    kind: str = "plain"  # "plain", "ins" or "del"


def split_tracked(text: str, *, accept: bool) -> list[Piece]:
    """Split ``{ins:NEW|del:OLD}`` markup; with ``accept`` only the accepted text remains."""
    pieces: list[Piece] = []
    pos = 0
    for match in TRACKED_CHANGE.finditer(text):
        if match.start() > pos:
            pieces.append(Piece(text[pos : match.start()]))
        if accept:
            pieces.append(Piece(match["new"]))
        else:
            # Word writes the deletion first, then the insertion that replaces it.
            pieces.extend((Piece(match["old"], "del"), Piece(match["new"], "ins")))
        pos = match.end()
    if pos < len(text):
        pieces.append(Piece(text[pos:]))
    for piece in pieces:
        if "{ins:" in piece.text or "|del:" in piece.text:
            raise ValueError(f"malformed tracked change in {text[:80]!r}")
    return [p for p in pieces if p.text]


def accepted_text(text: str) -> str:
    """The text with every tracked change accepted (NEW kept, OLD dropped)."""
    return "".join(p.text for p in split_tracked(text, accept=True))


def is_arabic_start(text: str) -> bool:
    """Whether the first letter of ``text`` is Arabic (digits and punctuation are skipped)."""
    for char in accepted_text(text):
        if unicodedata.category(char).startswith("L"):
            return bool(_ARABIC.match(char))
    return False


def script_runs(text: str, *, rtl_paragraph: bool) -> list[tuple[str, bool]]:
    """Cut ``text`` into ``(text, is_rtl_run)`` pieces the way Word stores mixed text."""
    pattern = _LATIN_SPAN if rtl_paragraph else _ARABIC_SPAN
    runs: list[tuple[str, bool]] = []
    pos = 0
    for match in pattern.finditer(text):
        if match.start() > pos:
            runs.append((text[pos : match.start()], rtl_paragraph))
        runs.append((match.group(), not rtl_paragraph))
        pos = match.end()
    if pos < len(text):
        runs.append((text[pos:], rtl_paragraph))
    return runs


# ---------------------------------------------------------------------------------------------
# DOCX builder
# ---------------------------------------------------------------------------------------------

# Child order of w:pPr and w:sectPr (ECMA-376 schema sequences); Word rejects misordered XML.
_PPR_ORDER = [
    "pStyle",
    "keepNext",
    "keepLines",
    "pageBreakBefore",
    "framePr",
    "widowControl",
    "numPr",
    "suppressLineNumbers",
    "pBdr",
    "shd",
    "tabs",
    "suppressAutoHyphens",
    "kinsoku",
    "wordWrap",
    "overflowPunct",
    "topLinePunct",
    "autoSpaceDE",
    "autoSpaceDN",
    "bidi",
    "adjustRightInd",
    "snapToGrid",
    "spacing",
    "ind",
    "contextualSpacing",
    "mirrorIndents",
    "suppressOverlap",
    "jc",
    "textDirection",
    "textAlignment",
    "textboxTightWrap",
    "outlineLvl",
    "divId",
    "cnfStyle",
    "rPr",
    "sectPr",
    "pPrChange",
]
_SECTPR_ORDER = [
    "headerReference",
    "footerReference",
    "footnotePr",
    "endnotePr",
    "type",
    "pgSz",
    "pgMar",
    "paperSrc",
    "pgBorders",
    "lnNumType",
    "pgNumType",
    "cols",
    "formProt",
    "vAlign",
    "noEndnote",
    "titlePg",
    "textDirection",
    "bidi",
    "rtlGutter",
    "docGrid",
    "printerSettings",
    "sectPrChange",
]
_TBLPR_ORDER = [
    "tblStyle",
    "tblpPr",
    "tblOverlap",
    "bidiVisual",
    "tblStyleRowBandSize",
    "tblStyleColBandSize",
    "tblW",
    "jc",
    "tblCellSpacing",
    "tblInd",
    "tblBorders",
    "shd",
    "tblLayout",
    "tblCellMar",
    "tblLook",
]


def _insert_ordered(parent: Any, child: Any, order: Sequence[str]) -> Any:
    """Insert ``child`` into ``parent`` at its schema position, replacing a same-named child."""
    local = child.tag.split("}")[1]
    old = parent.find(qn(f"w:{local}"))
    if old is not None:
        parent.replace(old, child)
        return child
    later = {qn(f"w:{name}") for name in order[order.index(local) + 1 :]}
    for index, existing in enumerate(parent):
        if existing.tag in later:
            parent.insert(index, child)
            return child
    parent.append(child)
    return child


def _el(tag: str, **attrs: str) -> Any:
    """A ``w:`` element with ``w:`` attributes (``w:val`` etc.)."""
    element = OxmlElement(f"w:{tag}")
    for name, value in attrs.items():
        element.set(qn(f"w:{name}"), value)
    return element


def _text_el(tag: str, text: str) -> Any:
    element = _el(tag)
    element.text = text
    if text != text.strip():
        element.set(qn("xml:space"), "preserve")
    return element


@dataclass
class _Section:
    cols: int = 1
    kind: str = "nextPage"


class DocxBuilder:
    """Turns one ``SampleDoc`` into a python-docx ``Document``.

    Args:
        sample: the content.
        accept_changes: write tracked changes as accepted text (the version printed to PDF).
    """

    def __init__(self, sample: SampleDoc, *, accept_changes: bool = False) -> None:
        self.sample = sample
        self.accept = accept_changes
        self.document = docx.Document()
        self.rtl_document = sample.direction == "rtl"
        self._revision_id = 0
        self._num_ids: dict[str, int] = {}
        self._section = _Section()
        self._body_sectpr = self.document.element.body.sectPr
        self._style_ids: dict[str, str] = {}
        self._cs_sizes: dict[str, int] = {}

    # -- public ---------------------------------------------------------------------------

    def build(self) -> Any:
        """Build and return the python-docx ``Document``."""
        self._setup_styles()
        self._setup_numbering()
        self._setup_page()
        self._setup_properties()
        for block in self.sample.blocks:
            self._add_block(block)
        self._finish_section(self._body_sectpr)
        return self.document

    # -- setup ----------------------------------------------------------------------------

    def _setup_styles(self) -> None:
        styles = self.document.styles
        lang = {"fr": "fr-FR"}.get(self.sample.language, "en-GB")
        defaults = styles.element.find(qn("w:docDefaults")).find(qn("w:rPrDefault"))
        rpr = defaults.find(qn("w:rPr"))
        # Explicit fonts instead of the template's theme fonts (Calibri/Cambria are not on a
        # Linux build machine and their substitutes differ between machines).
        fonts = _el("rFonts", ascii=LATIN_FONT, hAnsi=LATIN_FONT, eastAsia=LATIN_FONT)
        fonts.set(qn("w:cs"), ARABIC_FONT)
        rpr.replace(rpr.find(qn("w:rFonts")), fonts)
        rpr.find(qn("w:szCs")).set(qn("w:val"), str(ARABIC_BODY_HALF_POINTS))
        lang_el = rpr.find(qn("w:lang"))
        lang_el.set(qn("w:val"), lang)
        lang_el.set(qn("w:bidi"), "ar-SA")
        for name in ("Title", "Subtitle", *(f"Heading {n}" for n in range(1, 10))):
            style_rpr = styles[name].element.find(qn("w:rPr"))
            heading_fonts = _el("rFonts", ascii=HEADING_FONT, hAnsi=HEADING_FONT)
            heading_fonts.set(qn("w:eastAsia"), HEADING_FONT)
            heading_fonts.set(qn("w:cs"), ARABIC_FONT)
            style_rpr.replace(style_rpr.find(qn("w:rFonts")), heading_fonts)
        # The template's Title and Subtitle space their letters out (w:spacing in rPr); on Arabic
        # text LibreOffice then draws a filler glyph between letters that extracts as U+001A.
        for name in ("Title", "Subtitle"):
            spacing = styles[name].element.find(qn("w:rPr")).find(qn("w:spacing"))
            spacing.getparent().remove(spacing)
        # The template's Subtitle carries a stray w:numPr (ilvl only, no numId); a loader
        # following style-linked numbering should not have to guess about it.
        subtitle_numpr = styles["Subtitle"].element.find(qn("w:pPr")).find(qn("w:numPr"))
        subtitle_numpr.getparent().remove(subtitle_numpr)
        if "Signature" not in [s.name for s in styles]:
            signature = styles.add_style("Signature", WD_STYLE_TYPE.PARAGRAPH)
            signature.base_style = styles["Normal"]
            signature.quick_style = True
            signature.paragraph_format.space_before = Pt(24)
            signature.paragraph_format.space_after = Pt(0)
            signature.paragraph_format.keep_with_next = True

        self._style_ids = {s.name: s.style_id for s in styles}

    def _setup_numbering(self) -> None:
        numbering = self.document.part.numbering_part.element
        abstract = numbering.findall(qn("w:abstractNum"))
        nums = numbering.findall(qn("w:num"))
        next_abstract = 1 + max((int(a.get(qn("w:abstractNumId"))) for a in abstract), default=-1)
        next_num = 1 + max((int(n.get(qn("w:numId"))) for n in nums), default=0)
        # Schema order: every w:abstractNum before the first w:num.
        anchor = abstract[-1] if abstract else None
        for offset, (name, levels) in enumerate(NUMBERING.items()):
            abstract_id, num_id = next_abstract + offset, next_num + offset
            arabic = any(lv.fmt in ("hindiNumbers", "arabicAlpha") for lv in levels)
            nsid = zlib.crc32(name.encode()) & 0xFFFFFFFF  # Word's list id; fixed per name
            # LibreOffice reads lvlJc visually: "left" puts an RTL label's left edge at the
            # start indent, so it hangs into the right margin; "right" ends it there.
            jc = "right" if arabic else "left"
            xml = [
                f'<w:abstractNum {nsdecls("w")} w:abstractNumId="{abstract_id}">',
                f'<w:nsid w:val="{nsid:08X}"/><w:multiLevelType w:val="multilevel"/>',
                f'<w:name w:val="{name}"/>',
            ]
            for index, lv in enumerate(levels):
                rpr = f'<w:rPr><w:rFonts w:cs="{ARABIC_FONT}"/><w:rtl/></w:rPr>' if arabic else ""
                xml.append(
                    f'<w:lvl w:ilvl="{index}"><w:start w:val="{lv.start}"/>'
                    f'<w:numFmt w:val="{lv.fmt}"/><w:lvlText w:val="{lv.text}"/>'
                    f'<w:lvlJc w:val="{jc}"/><w:pPr><w:ind w:left="{lv.left}" '
                    f'w:hanging="{lv.hanging}"/></w:pPr>{rpr}</w:lvl>'
                )
            xml.append("</w:abstractNum>")
            element = parse_xml("".join(xml))
            if anchor is None:
                numbering.insert(0, element)
            else:
                anchor.addnext(element)
            anchor = element
            num = parse_xml(
                f'<w:num {nsdecls("w")} w:numId="{num_id}">'
                f'<w:abstractNumId w:val="{abstract_id}"/></w:num>'
            )
            last_num = numbering.findall(qn("w:num"))
            (last_num[-1].addnext if last_num else anchor.addnext)(num)
            self._num_ids[name] = num_id

    def _setup_page(self) -> None:
        section = self.document.sections[0]
        section.page_width, section.page_height = Twips(PAGE_W), Twips(PAGE_H)
        section.left_margin = section.right_margin = Twips(MARGIN)
        section.top_margin = section.bottom_margin = Twips(MARGIN)
        section.header_distance = section.footer_distance = Twips(HEADER_DIST)
        header = section.header.paragraphs[0]
        self._fill(header, self.sample.running_header)
        header.alignment = WD_ALIGN_PARAGRAPH.CENTER
        footer = section.footer.paragraphs[0]
        self._fill(footer, self.sample.running_footer)
        footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
        page_line = section.footer.add_paragraph(style="Footer")
        page_line.alignment = WD_ALIGN_PARAGRAPH.CENTER
        self._page_number_line(page_line)
        if self.rtl_document:
            # Section direction: columns run right to left, as in an Arabic layout.
            _insert_ordered(self._body_sectpr, _el("bidi"), _SECTPR_ORDER)

    def _page_number_line(self, paragraph: Any) -> None:
        """Write "Page {PAGE} of {NUMPAGES}" in the document's language.

        PAGE is a complex field (fldChar begin/separate/end, as Word writes footers) and
        NUMPAGES a simple field (w:fldSimple), so loaders meet both forms.
        """
        # An Arabic label only in right-to-left documents: a bilingual LTR document keeps
        # English page furniture (an Arabic label in an LTR paragraph reorders badly).
        language = "ar" if self.rtl_document else self.sample.language
        word, between = {"fr": ("Page ", " sur "), "ar": ("صفحة ", " من ")}.get(
            language, ("Page ", " of ")
        )
        rtl = self.rtl_document
        self._direction(paragraph, rtl)
        p = paragraph._p
        p.append(self._run(word, rtl=rtl))
        begin, instr, separate, end = (self._run("", rtl=rtl) for _ in range(4))
        begin.append(_el("fldChar", fldCharType="begin"))
        instr.append(_text_el("instrText", " PAGE "))
        separate.append(_el("fldChar", fldCharType="separate"))
        end.append(_el("fldChar", fldCharType="end"))
        p.extend((begin, instr, separate, self._run("1", rtl=rtl), end))
        p.append(self._run(between, rtl=rtl))
        simple = _el("fldSimple", instr=" NUMPAGES ")
        simple.append(self._run("1", rtl=rtl))
        p.append(simple)

    def _setup_properties(self) -> None:
        props = self.document.core_properties
        title = next((b.text for b in self.sample.blocks if isinstance(b, Title)), "")
        props.title = accepted_text(title)
        props.author = AUTHOR
        props.last_modified_by = AUTHOR
        props.subject = f"{self.sample.kind} ({self.sample.language})"
        props.keywords = f"sample; {self.sample.kind}; {self.sample.language}"
        props.comments = "Fictional text written for Legal Chunk Inspector."
        props.language = {"fr": "fr-FR", "ar": "ar-SA"}.get(self.sample.language, "en-GB")
        props.created = props.modified = FIXED_TIME
        props.last_printed = FIXED_TIME
        props.revision = 1
        props.category = self.sample.kind

    # -- blocks ---------------------------------------------------------------------------

    def _add_block(self, block: Block) -> None:
        if isinstance(block, Title):
            self._fill(self._paragraph("Title"), block.text)
            if block.subtitle:
                self._fill(self._paragraph("Subtitle"), block.subtitle)
        elif isinstance(block, Heading):
            paragraph = self._paragraph(f"Heading {min(max(block.level, 1), 9)}")
            self._fill(paragraph, block.text, numbered=block.numbered, level=block.num_level)
        elif isinstance(block, Para):
            style = block.style if block.style in self._style_ids else "Normal"
            paragraph = self._paragraph(style)
            self._fill(paragraph, block.text, numbered=block.numbered, level=block.num_level)
            if style == "Normal" and not self._is_rtl(block.text):
                paragraph.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
        elif isinstance(block, Table):
            self._add_table(block)
        elif isinstance(block, PageBreak):
            self._paragraph("Normal").add_run().add_break(WD_BREAK.PAGE)
        elif isinstance(block, Columns):
            self._columns(block.count)
        else:  # pragma: no cover - the Block union is closed
            raise TypeError(f"unknown block {block!r}")

    def _add_table(self, table: Table) -> None:
        rows = table.rows
        ncols = max(len(r) for r in rows)
        grid = self.document.add_table(rows=len(rows), cols=ncols)
        grid.style = self.document.styles["Table Grid"]
        grid.autofit = False
        tbl_pr = grid._tbl.tblPr
        if self.rtl_document:
            _insert_ordered(tbl_pr, _el("bidiVisual"), _TBLPR_ORDER)
        widths = column_widths(rows, ncols, self._column_width())
        for col, col_width in zip(grid.columns, widths, strict=True):
            col.width = Twips(col_width)
            for cell in col.cells:
                cell.width = Twips(col_width)
        for row_index, (row, values) in enumerate(zip(grid.rows, rows, strict=True)):
            header = table.header and row_index == 0
            # Rows never break across pages; the header row repeats on every page the table
            # runs onto (trPr children: cantSplit before tblHeader).
            tr_pr = row._tr.get_or_add_trPr()
            tr_pr.append(_el("cantSplit"))
            if header:
                tr_pr.append(_el("tblHeader"))
            for cell, value in zip(row.cells, values, strict=False):
                self._fill(cell.paragraphs[0], value, bold=header)

    def _columns(self, count: int) -> None:
        """Close the current section and start a continuous one with ``count`` columns."""
        if count == self._section.cols:
            return
        last = self._body_sectpr.getprevious()
        if last is None:
            self._section.cols = count
            return
        if last.tag != qn("w:p") or (
            last.find(qn("w:pPr")) is not None
            and (last.find(qn("w:pPr")).find(qn("w:sectPr")) is not None)
        ):
            last = self._paragraph("Normal")._p
        # A section's properties sit at its END, in the last paragraph's pPr.
        sect = copy.deepcopy(self._body_sectpr)
        self._finish_section(sect)
        _insert_ordered(last.get_or_add_pPr(), sect, _PPR_ORDER)
        self._section = _Section(cols=count, kind="continuous")

    def _finish_section(self, sect: Any) -> None:
        cols = _el("cols", space=str(COL_SPACE))
        if self._section.cols > 1:
            cols.set(qn("w:num"), str(self._section.cols))
        _insert_ordered(sect, cols, _SECTPR_ORDER)
        if self._section.kind != "nextPage":
            _insert_ordered(sect, _el("type", val=self._section.kind), _SECTPR_ORDER)

    def _column_width(self) -> int:
        cols = self._section.cols
        return (TEXT_WIDTH - (cols - 1) * COL_SPACE) // cols

    # -- paragraphs and runs ---------------------------------------------------------------

    def _is_rtl(self, text: str) -> bool:
        return self.rtl_document or is_arabic_start(text)

    def _direction(self, paragraph: Any, rtl: bool) -> None:
        if rtl:
            # Alignment stays unset: with w:bidi, "start" is the right edge, whereas
            # jc="right" would mean the logical END (left-aligned in LibreOffice).
            _insert_ordered(paragraph._p.get_or_add_pPr(), _el("bidi"), _PPR_ORDER)

    def _fill(
        self,
        paragraph: Any,
        text: str,
        *,
        numbered: str | None = None,
        level: int = 0,
        bold: bool = False,
    ) -> None:
        """Write ``text`` into ``paragraph``: direction, numbering, runs, tracked change."""
        rtl = self._is_rtl(text)
        self._direction(paragraph, rtl)
        if numbered is not None:
            if not 0 <= level < len(_numbering_levels(numbered)):
                raise ValueError(f"numbering list {numbered!r} has no level {level}")
            num_pr = paragraph._p.get_or_add_pPr().get_or_add_numPr()
            num_pr.get_or_add_ilvl().val = level
            num_pr.get_or_add_numId().val = self._num_ids[numbered]
        size = self._cs_size(paragraph)
        for piece in split_tracked(text, accept=self.accept):
            runs = [
                self._run(part, rtl=run_rtl, bold=bold, size=size, deleted=piece.kind == "del")
                for part, run_rtl in script_runs(piece.text, rtl_paragraph=rtl)
            ]
            if piece.kind == "plain":
                paragraph._p.extend(runs)
                continue
            self._revision_id += 1
            mark = _el(piece.kind, id=str(self._revision_id), author=REVIEWER, date=REVISION_DATE)
            mark.extend(runs)
            paragraph._p.append(mark)

    def _paragraph(self, style: str) -> Any:
        """A new body paragraph in ``style`` (by name).

        python-docx resolves a style name by scanning every style on each call (quadratic on
        the long benchmark document); the ids are looked up once instead.
        """
        p = OxmlElement("w:p")
        self._body_sectpr.addprevious(p)  # python-docx's add_paragraph rescans the body
        paragraph = Paragraph(cast("CT_P", p), self.document._body)
        if style != "Normal":
            paragraph._p.style = self._style_ids[style]
        return paragraph

    def _cs_size(self, paragraph: Any) -> int:
        """The complex-script size (half-points) the paragraph's style chain gives."""
        style_id = paragraph._p.style or "Normal"
        if style_id not in self._cs_sizes:
            style = self.document.styles.get_by_id(style_id, WD_STYLE_TYPE.PARAGRAPH)
            size = ARABIC_BODY_HALF_POINTS
            while style is not None:
                rpr = style.element.find(qn("w:rPr"))
                found = rpr.find(qn("w:szCs")) if rpr is not None else None
                if found is not None:
                    size = int(found.get(qn("w:val")))
                    break
                style = style.base_style
            self._cs_sizes[style_id] = size
        return self._cs_sizes[style_id]

    def _run(
        self,
        text: str,
        *,
        rtl: bool,
        bold: bool = False,
        size: int | None = None,
        deleted: bool = False,
    ) -> Any:
        run = _el("r")
        rpr = _el("rPr")
        if rtl:
            rpr.append(_el("rFonts", cs=ARABIC_FONT))
        if bold:
            rpr.extend((_el("b"), _el("bCs")))
        if rtl:
            rpr.append(_el("szCs", val=str(size or ARABIC_BODY_HALF_POINTS)))
            rpr.append(_el("rtl"))
            rpr.append(_el("lang", bidi="ar-SA"))
        if len(rpr):
            run.append(rpr)
        if text:
            run.append(_text_el("delText" if deleted else "t", text))
        return run


_CHAR_TWIPS = 125  # a generous average character width at 11 pt (bold header text included)
_CELL_PADDING_TWIPS = 2 * 108 + 40  # Table Grid's left/right cell margins plus slack


def column_widths(rows: Sequence[Sequence[str]], ncols: int, width: int) -> list[int]:
    """Column widths (twips) from the text each column holds, roughly like Word's autofit.

    Every column is at least as wide as its longest word (so words never break inside a
    cell); the rest of the width goes by the mean of the average and the longest cell length.
    """
    minimum, weights = [], []
    for col in range(ncols):
        cells = [accepted_text(r[col]) for r in rows if col < len(r)] or [""]
        lengths = [min(len(c), 80) for c in cells]
        longest_word = max((len(w) for c in cells for w in c.split()), default=1)
        minimum.append(longest_word * _CHAR_TWIPS + _CELL_PADDING_TWIPS)
        weights.append(max((sum(lengths) / len(lengths) + max(lengths)) / 2, 1.0))
    spare = width - sum(minimum)
    if spare <= 0:
        return [m * width // sum(minimum) for m in minimum]
    total = sum(weights)
    return [m + int(spare * w / total) for m, w in zip(minimum, weights, strict=True)]


def normalize_zip(data: bytes, *, drop: Iterable[str] = ()) -> bytes:
    """Rewrite a ZIP with members in a fixed order, a fixed timestamp and fixed compression.

    ``[Content_Types].xml`` and ``_rels/.rels`` come first (where Word puts them), the rest in
    name order. ``drop`` leaves members out without touching anything that refers to them.
    """
    dropped = set(drop)
    with zipfile.ZipFile(io.BytesIO(data)) as source:
        members = {info.filename: source.read(info) for info in source.infolist()}
    order = sorted(members, key=lambda n: (n != "[Content_Types].xml", n != "_rels/.rels", n))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for name in order:
            if name in dropped:
                continue
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 0  # the default depends on the OS that runs the generator
            info.external_attr = 0
            target.writestr(info, members[name], compresslevel=ZIP_LEVEL)
    return out.getvalue()


def build_docx(sample: SampleDoc, *, accept_changes: bool = False) -> bytes:
    """The DOCX bytes of ``sample`` (with its tracked change, or accepted)."""
    document = DocxBuilder(sample, accept_changes=accept_changes).build()
    buffer = io.BytesIO()
    document.save(buffer)
    return normalize_zip(buffer.getvalue())


# ---------------------------------------------------------------------------------------------
# Plain text and Markdown
# ---------------------------------------------------------------------------------------------


def render_text(sample: SampleDoc) -> str:
    """Plain-text version: labels written out, tables tab-separated, changes accepted."""
    counter = NumberingCounter()
    out: list[str] = []
    for block in sample.blocks:
        if isinstance(block, Title):
            out.append(accepted_text(block.text).upper())
            if block.subtitle:
                out.append(accepted_text(block.subtitle))
        elif isinstance(block, Heading | Para):
            text = accepted_text(block.text)
            if block.numbered:
                text = f"{counter.label(block.numbered, block.num_level)} {text}"
            if isinstance(block, Para) and block.style == "Quote":
                text = f"    {text}"
            out.append(text)
        elif isinstance(block, Table):
            out.append("\n".join("\t".join(accepted_text(c) for c in row) for row in block.rows))
    return "\n\n".join(out) + "\n"


def render_markdown(sample: SampleDoc) -> str:
    """Markdown version: ``#`` headings, numbering labels as text, pipe tables."""
    counter = NumberingCounter()
    out: list[str] = []
    for block in sample.blocks:
        if isinstance(block, Title):
            out.append(f"# {accepted_text(block.text)}")
            if block.subtitle:
                out.append(f"*{accepted_text(block.subtitle)}*")
        elif isinstance(block, Heading):
            text = accepted_text(block.text)
            if block.numbered:
                text = f"{counter.label(block.numbered, block.num_level)} {text}"
            out.append(f"{'#' * min(block.level + 1, 6)} {text}")
        elif isinstance(block, Para):
            text = accepted_text(block.text)
            if block.numbered:
                text = f"{counter.label(block.numbered, block.num_level)} {text}"
            # "1. text" would become a Markdown list item numbered by the renderer; escape the
            # dot so the label stays the document's own text.
            text = re.sub(r"^(\d+)\. ", r"\1\\. ", text)
            out.append(f"> {text}" if block.style == "Quote" else text)
        elif isinstance(block, Table):
            out.append(_markdown_table(block))
    return "\n\n".join(out) + "\n"


def _markdown_table(table: Table) -> str:
    ncols = max(len(r) for r in table.rows)

    def line(cells: Sequence[str]) -> str:
        padded = [accepted_text(c).replace("|", "\\|") for c in cells]
        padded += [""] * (ncols - len(padded))
        return "| " + " | ".join(padded) + " |"

    rows = list(table.rows) if table.header else [("",) * ncols, *table.rows]
    return "\n".join([line(rows[0]), "|" + "---|" * ncols, *(line(r) for r in rows[1:])])


# ---------------------------------------------------------------------------------------------
# Content discovery and the file plan
# ---------------------------------------------------------------------------------------------


def discover_documents() -> list[SampleDoc]:
    """Every ``SampleDoc`` of every module in ``sample_docs/content`` with ``DOCUMENTS``."""
    try:
        package = importlib.import_module(CONTENT_PACKAGE)
    except ModuleNotFoundError:
        return []
    documents: list[SampleDoc] = []
    for module_info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{CONTENT_PACKAGE}.{module_info.name}")
        documents.extend(getattr(module, "DOCUMENTS", []))
    stems = [d.stem for d in documents]
    duplicates = sorted({s for s in stems if stems.count(s) > 1})
    if duplicates:
        raise ValueError(f"duplicate sample stems: {duplicates}")
    return documents


def pick(documents: Sequence[SampleDoc], kind: str, language: str) -> SampleDoc | None:
    """The first document of ``kind`` in ``language`` (None if there is none)."""
    return next((d for d in documents if d.kind == kind and d.language == language), None)


def text_variants(documents: Sequence[SampleDoc]) -> dict[str, tuple[SampleDoc, str]]:
    """File name → (document, "txt"/"md") for the plain-text and Markdown variants."""
    out: dict[str, tuple[SampleDoc, str]] = {}
    law = pick(documents, "legislation", "en")
    if law is not None:
        out[f"{law.stem}.txt"] = (law, "txt")
    contract = pick(documents, "contract", "en")
    if contract is not None:
        out[f"{contract.stem}.md"] = (contract, "md")
    return out


NOT_A_PDF = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Session expired</title></head>
<body>
<h1>Your session has expired</h1>
<p>The document you requested could not be downloaded. Please sign in again.</p>
<p>This file is an HTML page saved with a .pdf name: a download that went wrong.</p>
</body>
</html>
"""


def empty_pdf() -> bytes:
    """A syntactically valid PDF with zero pages (catalog, empty page tree, xref, trailer)."""
    header = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
    objects = [
        b"1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
        b"2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n",
    ]
    body = header
    offsets = []
    for obj in objects:
        offsets.append(len(body))
        body += obj
    xref = b"xref\n0 3\n0000000000 65535 f \n" + b"".join(
        b"%010d 00000 n \n" % offset for offset in offsets
    )
    trailer = b"trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % len(body)
    return body + xref + trailer


def portable_outputs(documents: Sequence[SampleDoc]) -> dict[str, bytes]:
    """Every file that needs no LibreOffice: DOCX, TXT, MD and the non-PDF special inputs."""
    out: dict[str, bytes] = {}
    for sample in documents:
        out[f"{sample.stem}.docx"] = build_docx(sample)
    for name, (sample, kind) in text_variants(documents).items():
        text = render_text(sample) if kind == "txt" else render_markdown(sample)
        out[name] = text.encode("utf-8")
    source = pick(documents, "contract", "en") or (documents[0] if documents else None)
    if source is not None:
        out["missing_document_part.docx"] = normalize_zip(
            out[f"{source.stem}.docx"], drop={"word/document.xml"}
        )
    out["not_a_pdf.pdf"] = NOT_A_PDF.encode("utf-8")
    out["empty.pdf"] = empty_pdf()
    return out


# ---------------------------------------------------------------------------------------------
# PDF: LibreOffice conversion and PyMuPDF post-processing
# ---------------------------------------------------------------------------------------------


def soffice_binary() -> str | None:
    """Path of LibreOffice's ``soffice`` (None when LibreOffice is not installed)."""
    return shutil.which("soffice") or shutil.which("libreoffice")


def convert_with_libreoffice(docx_files: Sequence[Path], outdir: Path) -> dict[Path, Path]:
    """Convert DOCX files to PDF with one headless LibreOffice run; returns input → PDF.

    A private profile directory keeps parallel runs (and root, whose profile LibreOffice may
    refuse) from sharing ``~/.config/libreoffice``.
    """
    soffice = soffice_binary()
    if soffice is None:
        raise RuntimeError("LibreOffice (soffice) is not installed")
    with tempfile.TemporaryDirectory(prefix="lci-lo-profile-") as profile:
        command = [
            soffice,
            f"-env:UserInstallation={Path(profile).as_uri()}",
            "--headless",
            "--norestore",
            "--nolockcheck",
            "--convert-to",
            "pdf:writer_pdf_Export",
            "--outdir",
            str(outdir),
            *(str(p) for p in docx_files),
        ]
        env = dict(os.environ, HOME=profile)  # LibreOffice also writes under $HOME
        result = subprocess.run(
            command, capture_output=True, text=True, env=env, timeout=3600, check=False
        )
    outputs = {p: outdir / f"{p.stem}.pdf" for p in docx_files}
    missing = [str(p) for p, pdf in outputs.items() if not pdf.exists()]
    if result.returncode != 0 or missing:
        raise RuntimeError(
            f"LibreOffice failed (exit {result.returncode}), missing {missing}:\n"
            f"{result.stdout}\n{result.stderr}"
        )
    return outputs


def finalize_pdf(data: bytes, *, title: str, subject: str, keywords: str, ident: str) -> bytes:
    """Fixed metadata and file identifier; garbage-collected, deflated, reproducible bytes."""
    pdf = pymupdf.open(stream=data, filetype="pdf")
    metadata = pdf.metadata or {}
    pdf.set_metadata(
        {
            "title": title,
            "author": AUTHOR,
            "subject": subject,
            "keywords": keywords,
            "creator": metadata.get("creator") or "Writer",
            "producer": metadata.get("producer") or "PyMuPDF",
            "creationDate": PDF_DATE,
            "modDate": PDF_DATE,
        }
    )
    pdf.del_xml_metadata()
    # LibreOffice writes a random /ID; a digest of the stem keeps it stable.
    digest = hashlib.md5(ident.encode(), usedforsecurity=False).hexdigest().upper()
    pdf.xref_set_key(-1, "ID", f"[<{digest}><{digest}>]")
    out: bytes = pdf.tobytes(garbage=3, deflate=True, no_new_id=True)
    pdf.close()
    return out


def pdf_for(sample: SampleDoc, raw: bytes) -> bytes:
    """Finalize the LibreOffice PDF of ``sample``."""
    title = next((b.text for b in sample.blocks if isinstance(b, Title)), sample.stem)
    return finalize_pdf(
        raw,
        title=accepted_text(title),
        subject=f"{sample.kind} ({sample.language})",
        keywords=f"sample; {sample.kind}; {sample.language}",
        ident=sample.stem,
    )


def build_pdfs(documents: Sequence[SampleDoc], workdir: Path) -> dict[str, bytes]:
    """LibreOffice PDFs of the accepted version of every document."""
    sources = []
    for sample in documents:
        path = workdir / f"{sample.stem}.docx"
        path.write_bytes(build_docx(sample, accept_changes=True))
        sources.append(path)
    outdir = workdir / "pdf"
    outdir.mkdir()
    converted = convert_with_libreoffice(sources, outdir)
    return {
        f"{sample.stem}.pdf": pdf_for(sample, converted[src].read_bytes())
        for sample, src in zip(documents, sources, strict=True)
    }


# -- checks on the PDFs ----------------------------------------------------------------------

_ARABIC_LETTERS = range(0x0621, 0x064B)


def is_base_arabic_letter(char: str) -> bool:
    """U+0621–U+064A: the base Arabic letters (not presentation forms)."""
    return ord(char) in _ARABIC_LETTERS


def garbage_ratio(text: str) -> float:
    """Share of characters that are not Arabic letters/marks, digits, punctuation or space.

    Made for Arabic pages: Latin letters count as garbage, which is what a broken ToUnicode map
    produces (Syriac, NKo, Latin Extended ...). Empty text gives 0.
    """
    chars = [c for c in text if c not in "\n\r"]
    if not chars:
        return 0.0

    def ok(char: str) -> bool:
        code = ord(char)
        return (
            0x0621 <= code <= 0x0652
            or code in (0x0670, 0x0640)
            or 0x0660 <= code <= 0x0669
            or char.isspace()
            or char in "0123456789"
            or unicodedata.category(char).startswith("P")
        )

    return sum(not ok(c) for c in chars) / len(chars)


def page_chars(page: Any) -> str:
    """All characters of a page from ``rawdict`` (MuPDF order)."""
    out: list[str] = []
    for block in page.get_text("rawdict")["blocks"]:
        for line in block.get("lines", []):
            for span in line["spans"]:
                out.extend(ch["c"] for ch in span["chars"])
    return "".join(out)


def page_words(page: Any) -> set[str]:
    """The set of words on a page (``get_text("words")``, order-free)."""
    return {w[4] for w in page.get_text("words")}


def furniture_problems(pdf: Any, sample: SampleDoc) -> list[str]:
    """Pages lacking the running header/footer words or the page number line."""
    problems = []
    expected = [
        w
        for w in (sample.running_header + " " + sample.running_footer).split()
        if not any(c.isdigit() for c in w)  # MuPDF reverses Eastern digits: compare words only
    ]
    for index, page in enumerate(pdf):
        words = page_words(page)
        missing = [w for w in expected if w not in words]
        numbers = {str(index + 1), str(pdf.page_count)}
        numbers |= {n.translate(_HINDI_DIGITS) for n in numbers}
        if missing:
            problems.append(f"page {index + 1}: header/footer words missing {missing[:5]}")
        if not ({str(index + 1), str(index + 1).translate(_HINDI_DIGITS)} & words) or not (
            {str(pdf.page_count), str(pdf.page_count).translate(_HINDI_DIGITS)} & words
        ):
            problems.append(f"page {index + 1}: no 'page {index + 1} of {pdf.page_count}'")
    return problems


def verify_pdf(sample: SampleDoc, data: bytes) -> list[str]:
    """Problems with a generated PDF (empty list = fine)."""
    pdf = pymupdf.open(stream=data, filetype="pdf")
    problems = furniture_problems(pdf, sample)
    if pdf.page_count < 2:
        problems.append(f"only {pdf.page_count} page(s)")
    if "ar" in sample.language:
        text = "".join(page_chars(p) for p in pdf)
        letters = sum(map(is_base_arabic_letter, text))
        forms = sum(0xFB50 <= ord(c) <= 0xFEFF for c in text)
        if letters < 100 or forms > letters // 100:
            problems.append(f"Arabic text layer: {letters} base letters, {forms} forms")
        ratio = max(garbage_ratio(_arabic_only(page_chars(p))) for p in pdf)
        if ratio > 0.02:
            problems.append(f"Arabic garbage ratio {ratio:.1%}")
    pdf.close()
    return problems


def _arabic_only(text: str) -> str:
    """Drop Latin letters (headers, mixed clauses) so that only junk counts as garbage."""
    return re.sub(f"[{_LATIN_LETTERS}]", "", text)


# -- special PDFs -----------------------------------------------------------------------------


def amiri_font() -> Path | None:
    """The Amiri regular font file (fontconfig first, then Debian's path)."""
    try:
        found = subprocess.run(
            ["fc-match", "-f", "%{file}", "Amiri"], capture_output=True, text=True, check=False
        ).stdout.strip()
    except FileNotFoundError:
        found = ""
    for candidate in (found, "/usr/share/fonts/opentype/fonts-hosny-amiri/Amiri-Regular.ttf"):
        if candidate and Path(candidate).exists() and "amiri" in candidate.lower():
            return Path(candidate)
    return None


def _html_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def broken_text_layer_pdf(sample: SampleDoc, font: Path) -> bytes:
    """Arabic pages drawn by PyMuPDF's Story with Amiri: right on screen, garbage when extracted.

    MuPDF's HTML engine shapes Arabic correctly but writes a ToUnicode map that sends shaped
    glyph ids to unrelated code points (research note arabic.md §2.1): the realistic case of a
    PDF "with no usable text layer".
    """
    counter = NumberingCounter()
    parts = []
    for block in sample.blocks[:24]:
        if isinstance(block, Title):
            parts.append(f"<h1>{_html_escape(accepted_text(block.text))}</h1>")
        elif isinstance(block, Heading | Para):
            text = accepted_text(block.text)
            if block.numbered:
                text = f"{counter.label(block.numbered, block.num_level)} {text}"
            tag = "h2" if isinstance(block, Heading) else "p"
            parts.append(f"<{tag}>{_html_escape(text)}</{tag}>")
    html = f'<div dir="rtl" style="text-align: right">{"".join(parts)}</div>'
    css = (
        f"@font-face {{font-family: amiri; src: url({font.name});}}"
        "* {font-family: amiri; font-size: 13pt; line-height: 1.5;}"
        "h1 {font-size: 18pt;} h2 {font-size: 14pt;}"
    )
    archive = pymupdf.Archive(str(font.parent))
    story = pymupdf.Story(html=html, user_css=css, archive=archive)
    buffer = io.BytesIO()
    writer = pymupdf.DocumentWriter(buffer)
    mediabox = pymupdf.paper_rect("a4")
    where = pymupdf.Rect(60, 60, mediabox.width - 60, mediabox.height - 60)
    more = True
    while more:
        device = writer.begin_page(mediabox)
        more, _ = story.place(where)
        story.draw(device)
        writer.end_page()
    writer.close()
    return finalize_pdf(
        buffer.getvalue(),
        title=accepted_text(next((b.text for b in sample.blocks if isinstance(b, Title)), "")),
        subject="Arabic text without a usable text layer (PyMuPDF Story, Amiri)",
        keywords="sample; broken text layer",
        ident="qanun_ar_broken_text_layer",
    )


def image_only_pdf(source_pdf: bytes) -> bytes:
    """One page that is only a grey-scale JPEG of the first page of ``source_pdf`` (a "scan")."""
    source = pymupdf.open(stream=source_pdf, filetype="pdf")
    page = source[0]
    pixmap = page.get_pixmap(dpi=110, colorspace=pymupdf.csGRAY)
    jpeg = pixmap.tobytes("jpeg", jpg_quality=75)
    out = pymupdf.open()
    new_page = out.new_page(width=page.rect.width, height=page.rect.height)
    new_page.insert_image(new_page.rect, stream=jpeg)
    data = out.tobytes(garbage=3, deflate=True)
    source.close()
    out.close()
    return finalize_pdf(
        data,
        title="",
        subject="Image-only page (no text layer)",
        keywords="sample; image only",
        ident="image_only",
    )


def encrypted_pdf(source_pdf: bytes) -> bytes:
    """``source_pdf`` encrypted with AES-256; open it with :data:`ENCRYPTED_PASSWORD`."""
    pdf = pymupdf.open(stream=source_pdf, filetype="pdf")
    out: bytes = pdf.tobytes(
        garbage=3,
        deflate=True,
        no_new_id=True,
        encryption=pymupdf.PDF_ENCRYPT_AES_256,
        user_pw=ENCRYPTED_PASSWORD,
        owner_pw=ENCRYPTED_OWNER_PASSWORD,
        permissions=pymupdf.PDF_PERM_PRINT | pymupdf.PDF_PERM_COPY,
        reproducible=True,
    )
    pdf.close()
    return out


def truncated_pdf(source_pdf: bytes) -> bytes:
    """The first 40 % of the bytes of a real PDF (an interrupted download)."""
    return source_pdf[: len(source_pdf) * 40 // 100]


def special_pdfs(documents: Sequence[SampleDoc], pdfs: dict[str, bytes]) -> dict[str, bytes]:
    """The special PDF inputs derived from the real samples' PDFs."""
    out: dict[str, bytes] = {}
    law_ar = pick(documents, "legislation", "ar")
    font = amiri_font()
    if law_ar is not None and font is not None:
        out["qanun_ar_broken_text_layer.pdf"] = broken_text_layer_pdf(law_ar, font)
    if law_ar is not None:
        out["image_only.pdf"] = image_only_pdf(pdfs[f"{law_ar.stem}.pdf"])
    judgment = pick(documents, "judgment", "en") or documents[0]
    out["encrypted.pdf"] = encrypted_pdf(pdfs[f"{judgment.stem}.pdf"])
    contract = pick(documents, "contract", "en") or documents[0]
    out["truncated.pdf"] = truncated_pdf(pdfs[f"{contract.stem}.pdf"])
    return out


# ---------------------------------------------------------------------------------------------
# The long benchmark document
# ---------------------------------------------------------------------------------------------

# "Article 12", "Section 3"; a letter or Latin suffix ("Article 5a", "Article 4 bis") marks an
# inserted unit that keeps the number of the one before it.
_UNIT_LABEL = re.compile(r"^(Article|Art\.|Section)(\s+)(\d+)(?P<suffix>[a-z]\b|\s+(?:bis|ter)\b)?")


def long_document(documents: Sequence[SampleDoc], copies: int = 40) -> SampleDoc:
    """``copies`` copies of the English law, one "Book" each, for the long benchmark.

    Article and section headings are renumbered continuously across the books; cross-references
    in the text keep their original numbers.
    """
    law = pick(documents, "legislation", "en") or next(
        d for d in documents if d.kind == "legislation"
    )
    numbers: dict[str, int] = {}
    blocks: list[Block] = []
    for book in range(1, copies + 1):
        for block in law.blocks:
            if isinstance(block, Title):
                if book == 1:
                    blocks.append(block)
                blocks.append(Heading(1, f"Book {book}: {accepted_text(block.text)}"))
                continue
            match = _UNIT_LABEL.match(block.text) if isinstance(block, Heading) else None
            if isinstance(block, Heading) and match and not block.numbered:
                unit = match.group(1)
                if not match["suffix"]:
                    numbers[unit] = numbers.get(unit, 0) + 1
                label = f"{unit}{match.group(2)}{numbers.get(unit, 1)}"
                block = replace(block, text=label + block.text[match.end(3) :])
            blocks.append(block)
        blocks.append(PageBreak())
    return replace(law, stem=f"{law.stem}_long", blocks=tuple(blocks[:-1]))


def write_long(documents: Sequence[SampleDoc], pdf: Path | None, docx_out: Path | None) -> None:
    """Write the long benchmark document as PDF and/or DOCX and print the timing."""
    sample = long_document(documents)
    start = time.perf_counter()
    if docx_out is not None:
        docx_out.write_bytes(build_docx(sample))
        print(f"{docx_out}: {time.perf_counter() - start:.1f} s")
    if pdf is not None:
        start = time.perf_counter()
        with tempfile.TemporaryDirectory(prefix="lci-long-") as tmp:
            data = build_pdfs([sample], Path(tmp))[f"{sample.stem}.pdf"]
        pdf.write_bytes(data)
        pages = pymupdf.open(stream=data, filetype="pdf").page_count
        print(f"{pdf}: {pages} pages, {time.perf_counter() - start:.1f} s")


# ---------------------------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------------------------


def build_all(
    documents: Sequence[SampleDoc],
    *,
    with_pdf: bool,
    only: str | None = None,
    log: Callable[[str], None] = print,
    problems: list[str] | None = None,
) -> dict[str, bytes]:
    """Every output file name → bytes. With ``only``, one sample and no special files.

    Special PDFs built from the real PDFs use the freshly built ones; with ``only`` set or
    without PDFs nothing derived is made. Problems found in the PDFs are logged and, when
    ``problems`` is given, appended to it.
    """
    found = [] if problems is None else problems
    selected = [d for d in documents if only is None or d.stem == only]
    if only is not None and not selected:
        raise SystemExit(f"no sample named {only!r}")
    files = portable_outputs(documents)
    if only is not None:
        keep = {f"{only}.docx"} | set(text_variants(selected))
        files = {n: b for n, b in files.items() if n in keep}
    if not with_pdf:
        return files
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="lci-samples-") as tmp:
        pdfs = build_pdfs(selected, Path(tmp))
    log(f"LibreOffice: {len(pdfs)} PDF(s) in {time.perf_counter() - start:.1f} s")
    for sample in selected:
        found.extend(
            f"{sample.stem}.pdf: {p}" for p in verify_pdf(sample, pdfs[f"{sample.stem}.pdf"])
        )
    files.update(pdfs)
    if only is None:
        specials = special_pdfs(documents, pdfs)
        found.extend(verify_special(specials))
        files.update(specials)
    for problem in found:
        log(f"WARNING {problem}")
    return files


def verify_special(files: dict[str, bytes]) -> list[str]:
    """Problems with the special PDFs (they must be broken exactly as advertised)."""
    problems = []
    if "qanun_ar_broken_text_layer.pdf" in files:
        pdf = pymupdf.open(stream=files["qanun_ar_broken_text_layer.pdf"], filetype="pdf")
        ratio = garbage_ratio("".join(page_chars(p) for p in pdf))
        if ratio < 0.2:
            problems.append(f"qanun_ar_broken_text_layer.pdf: garbage ratio only {ratio:.1%}")
    if "image_only.pdf" in files:
        pdf = pymupdf.open(stream=files["image_only.pdf"], filetype="pdf")
        if pdf[0].get_text().strip() or len(pdf[0].get_images()) != 1:
            problems.append("image_only.pdf: has text or not exactly one image")
    pdf = pymupdf.open(stream=files["encrypted.pdf"], filetype="pdf")
    if not pdf.needs_pass or not pdf.authenticate(ENCRYPTED_PASSWORD):
        problems.append("encrypted.pdf: does not open with the sample password")
    return problems


def decrypted_view(data: bytes) -> bytes:
    """An encrypted sample, decrypted and saved with a fixed /ID (to compare two encryptions)."""
    pdf = pymupdf.open(stream=data, filetype="pdf")
    if pdf.needs_pass and not pdf.authenticate(ENCRYPTED_PASSWORD):
        raise ValueError("the sample password does not open this PDF")
    pdf.xref_set_key(-1, "ID", "[<00><00>]")
    out: bytes = pdf.tobytes(
        garbage=3, deflate=True, no_new_id=True, encryption=pymupdf.PDF_ENCRYPT_NONE
    )
    pdf.close()
    return out


def same_output(name: str, old: bytes, new: bytes) -> bool:
    """Whether a committed file already holds this output.

    Byte equality, except for ``encrypted.pdf``: MuPDF draws a random AES file key, salts and
    IVs (and a new /ID) on every save, so two encryptions of one PDF never match byte for byte;
    it counts as unchanged when both decrypt to the same document.
    """
    if old == new:
        return True
    if name != "encrypted.pdf":
        return False
    try:
        return decrypted_view(old) == decrypted_view(new)
    except (ValueError, RuntimeError):
        return False


def write_files(files: dict[str, bytes], target: Path) -> list[str]:
    """Write the files whose content changed; returns their names (others keep their bytes)."""
    written = []
    for name, data in sorted(files.items()):
        path = target / name
        if not path.exists() or not same_output(name, path.read_bytes(), data):
            path.write_bytes(data)
            written.append(name)
    return written


def compression_only_difference(a: bytes, b: bytes) -> bool:
    """Two ZIPs with the same members, order and contents that differ only in deflate bytes."""
    try:
        with zipfile.ZipFile(io.BytesIO(a)) as za, zipfile.ZipFile(io.BytesIO(b)) as zb:
            names_a = [i.filename for i in za.infolist()]
            if names_a != [i.filename for i in zb.infolist()]:
                return False
            return all(za.read(n) == zb.read(n) for n in names_a)
    except zipfile.BadZipFile:
        return False


def check(documents: Sequence[SampleDoc], *, with_pdf: bool) -> list[str]:
    """Names of committed files that differ from a fresh build (with a reason)."""
    files = build_all(documents, with_pdf=with_pdf, log=lambda _m: None)
    problems = []
    for name, data in sorted(files.items()):
        path = HERE / name
        if not path.exists():
            problems.append(f"{name}: missing")
        elif not same_output(name, path.read_bytes(), data):
            if compression_only_difference(path.read_bytes(), data):
                problems.append(f"{name}: same content, different deflate bytes (zlib build)")
            else:
                problems.append(f"{name}: differs")
    return problems


def _iter_pdf_pages(files: dict[str, bytes]) -> Iterator[tuple[str, int]]:
    for name, data in sorted(files.items()):
        if name.endswith(".pdf"):
            try:
                pdf = pymupdf.open(stream=data, filetype="pdf")
            except Exception:
                continue
            yield name, (pdf.page_count if not pdf.needs_pass else -1)
            pdf.close()


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python -m sample_docs.generate", description=__doc__)
    parser.add_argument("--only", metavar="STEM", help="build one sample")
    parser.add_argument("--check", action="store_true", help="compare with committed files")
    parser.add_argument("--no-pdf", action="store_true", help="skip LibreOffice")
    parser.add_argument("--long", type=Path, metavar="OUT.pdf", help="long benchmark PDF")
    parser.add_argument("--long-docx", type=Path, metavar="OUT.docx", help="long benchmark DOCX")
    args = parser.parse_args(argv)
    documents = discover_documents()
    if not documents:
        print("no content modules with DOCUMENTS in sample_docs/content", file=sys.stderr)
        return 1
    with_pdf = not args.no_pdf and soffice_binary() is not None
    if args.long or args.long_docx:
        write_long(documents, args.long, args.long_docx)
        return 0
    if args.check:
        if not with_pdf:
            print("note: LibreOffice not found or --no-pdf: PDFs are not compared")
        differences = check(documents, with_pdf=with_pdf)
        for difference in differences:
            print(difference)
        print("ok" if not differences else f"{len(differences)} file(s) differ")
        return 1 if differences else 0
    if not with_pdf and not args.no_pdf:
        print("note: LibreOffice not found: PDFs are not rebuilt", file=sys.stderr)
    start = time.perf_counter()
    problems: list[str] = []
    files = build_all(documents, with_pdf=with_pdf, only=args.only, problems=problems)
    written = write_files(files, HERE)
    for name, pages in _iter_pdf_pages(files):
        print(f"  {name}: " + (f"{pages} page(s)" if pages >= 0 else "encrypted"))
    elapsed = time.perf_counter() - start
    print(f"{len(files)} file(s), {len(written)} changed, in {HERE} ({elapsed:.1f} s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
