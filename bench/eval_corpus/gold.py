"""Gold structure written from a structured source: text.txt plus gold.json.

A document is built as a sequence of blocks (one paragraph of text each). Blocks are joined with
one blank line ("\\n\\n") into the reference text; a unit (article, recital, numbered judgment
paragraph, section, exhibit) covers the blocks added between ``start_unit`` and the next
``start_unit``, ``end_unit`` or heading. Offsets are Unicode code points (Python ``str`` indices)
into the final text, end exclusive; ``head`` is the unit's first 60 code points and ``tail`` its
last 40, exactly as in ``../shared/corpus/*/gold.json``, so the scorer can re-anchor every unit in
another extraction of the same document.

The same block list drives the renderings (DOCX, PDF), so the test files and text.txt hold the
same words in the same order.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HEAD_CHARS = 60
TAIL_CHARS = 40
BLOCK_SEP = "\n\n"

# A structural heading printed above a unit: "CHAPTER II", "Section 3 Title", "TITRE IV",
# "الباب الأول أحكام عامة", "الفصل الثاني" (a chapter: an ordinal word, not "الفصل 12", which is a
# Tunisian or Moroccan article label). Searched only in short blocks without a final full stop.
_ROMAN_OR_NUMBER = r"(?:[IVXLC]+|\d{1,3}|[A-Z])\b"
_EN_FR_HEADING = re.compile(
    r"^(?:CHAPTER|Chapter|SECTION|Section|TITLE|Title|PART|Part|SUBSECTION|Sub-section|"
    r"CHAPITRE|Chapitre|TITRE|Titre|LIVRE|Livre|SOUS-SECTION|Sous-section)\s+" + _ROMAN_OR_NUMBER
)
_AR_ORDINAL_WORD = (
    r"(?:الأول|الاول|الأولى|الثاني|الثانى|الثالث|الرابع|الخامس|السادس|السابع|الثامن|التاسع|"
    r"العاشر|الحادي|الحادى|الثاني عشر)"
)
_AR_HEADING = re.compile(
    r"(?:^|\s)(?:الباب|الفصل|الفرع|القسم|الجزء|الكتاب)\s+" + _AR_ORDINAL_WORD + r"(?:\s|$|:)"
)
# Page furniture a gazette PDF's text carries into the next block: a lone page number ("11",
# "-6-", "- 14 -") or the Egyptian gazette's running header "الجريدة الرسمية – العدد ...".
_PAGE_NUMBER = re.compile(r"^[-–\s]*[\d٠-٩]{1,4}[-–\s]*$")
_GAZETTE_HEADER = re.compile(r"^[\d٠-٩\s]*الجريدة الرسمية\s*[–-]\s*العدد")
HEADING_MAX_CHARS = 160


def is_structural_heading(text: str) -> bool:
    """True when a block is a structural heading (chapter, section, title, part, الباب, الفصل as
    a chapter ...), a heading's title line in capitals ("GATEKEEPERS") or a short Arabic title
    ("مقتضيات ختامية"), judged on the block alone: short (at most HEADING_MAX_CHARS code points)
    and not a sentence (no final full stop, semicolon or comma). Only blocks at the END of a unit
    are judged, so a short line inside a unit stays in it."""
    t = text.strip()
    if not t or len(t) > HEADING_MAX_CHARS or t[-1] in ".;,؛،":
        return False
    if _EN_FR_HEADING.match(t) or _AR_HEADING.search(t):
        return True
    letters = [c for c in t if c.isalpha()]
    if len(letters) >= 4 and all(c.isupper() for c in letters):
        return True
    # an Arabic section title without a heading word ("رسم الولادة", "مقتضيات ختامية"): a few
    # words of Arabic letters, no digits, no closing punctuation
    return (
        len(t) <= 50
        and len(t.split()) <= 6
        and bool(letters)
        and all("\u0600" <= c <= "\u06ff" for c in letters)
        and not any(c.isdigit() for c in t)
        and t[-1] not in ".:!؟?)("
    )


def is_division_heading(text: str) -> bool:
    """True when a block is a division heading by its word and number alone ("CHAPTER II",
    "TITRE IV", "الباب الأول أحكام عامة", "( الفصل الأول )"): the strict part of
    ``is_structural_heading``, without its guesses from capitals or shortness, for text in
    no unit (a signature block, an annexed table) where short lines are not headings."""
    t = text.strip().lstrip("()").strip()
    if not t or len(t) > HEADING_MAX_CHARS or t[-1] in ".;,؛،":
        return False
    return bool(_EN_FR_HEADING.match(t) or _AR_HEADING.search(t))


def is_page_furniture(text: str) -> bool:
    """True for a page number or a gazette's running header left between two units."""
    t = text.strip()
    return bool(_PAGE_NUMBER.match(t) or _GAZETTE_HEADER.match(t))


def split_label_title(printed: str) -> tuple[str, str | None]:
    """A provision's printed title line split into its label and its title: "المادة الأولى:
    تعريفات" -> ("المادة الأولى", "تعريفات"), "Article 3 - Scope" -> ("Article 3", "Scope");
    a line with no separator is all label."""
    m = re.match(r"^(.+?)\s*(?:[:：]|\s[-–—]\s)\s*(.+)$", printed.strip())
    if m is None:
        return printed.strip(), None
    return m.group(1), m.group(2)


@dataclass(frozen=True)
class Block:
    """One paragraph of the document as it is rendered.

    ``style`` is "title", "heading" (a structural heading outside units: chapter, part, judgment
    section heading), "label" (a unit's own label line, e.g. "Article 5"), "unit_title" (the
    unit's title line under its label) or "body".
    """

    text: str
    style: str = "body"


@dataclass
class Unit:
    """A top-level unit; ``start``/``end`` are set when the document is finished."""

    kind: str
    number: str
    label: str
    heading: str | None
    parent: str | None
    first_block: int
    last_block: int = -1
    extra: dict[str, Any] = field(default_factory=dict)


class DocBuilder:
    """Collects blocks and units; ``finish`` computes offsets and snippets.

    Invariants checked by ``finish``: units do not overlap, appear in text order, are non-empty,
    and ``text[start:end]`` begins with ``head`` and ends with ``tail``.
    """

    def __init__(self) -> None:
        self.blocks: list[Block] = []
        self.units: list[Unit] = []
        self._open: Unit | None = None
        self._parent: str | None = None

    def heading(self, text: str) -> None:
        """A structural heading outside every unit; it closes the open unit and is the parent of
        the units that follow."""
        text = _clean(text)
        if not text:
            return
        self.end_unit()
        self.blocks.append(Block(text, "heading"))
        self._parent = text

    def clear_parent(self) -> None:
        """The units that follow have no parent heading (an act's annexes after its last
        chapter); the open unit stays open."""
        self._parent = None

    def outside(self, text: str, style: str = "body") -> None:
        """Text in no unit (cover page, enacting formula, signatures): closes the open unit."""
        text = _clean(text)
        if not text:
            return
        self.end_unit()
        self.blocks.append(Block(text, style))

    def start_unit(
        self,
        kind: str,
        number: str,
        label: str,
        heading: str | None = None,
        *,
        label_line: str | None = None,
        title_line: bool = True,
        **extra: Any,
    ) -> None:
        """Opens a unit. ``label_line`` (default: ``label``) is written as its first block, then
        ``heading`` as a title line when given; pass ``label_line=""`` when the label is printed
        inside the first body block (a judgment paragraph "12. The ...", a recital "(3) ...");
        ``title_line=False`` when ``label_line`` already carries the title ("1 General duty").
        A ``label`` given without ``heading`` that carries its title ("المادة الأولى: تعريفات")
        is split (``split_label_title``): the label is the label alone, as the engine gives it,
        the title is the heading; printed as the label with its separator, then the title line."""
        self.end_unit()
        if heading is None:
            printed = label.strip()
            label, heading = split_label_title(printed)
            if heading is not None and label_line is None:
                # the label line keeps its separator ("المادة الأولى:"), the title goes on the
                # next line: a label on a line of its own is what lets the scorer see a chunk
                # that ends with the heading block (orphan)
                label_line = printed[: len(printed) - len(heading)].rstrip()
        unit = Unit(kind, number, label, heading, self._parent, len(self.blocks), extra=extra)
        self._open = unit
        line = label if label_line is None else label_line
        if line:
            self.blocks.append(Block(_clean(line), "label"))
        if heading and title_line:
            self.blocks.append(Block(_clean(heading), "unit_title"))

    def body(self, text: str) -> None:
        """A body paragraph: inside the open unit if there is one, else outside every unit."""
        text = _clean(text)
        if text:
            self.blocks.append(Block(text, "body"))

    def end_unit(self) -> None:
        """Closes the open unit (no-op when none is open); an empty unit is dropped."""
        unit = self._open
        self._open = None
        if unit is None:
            return
        unit.last_block = len(self.blocks) - 1
        # A unit ends before the structural headings and page furniture that precede the next
        # unit (a source that runs "CHAPTER II" or a gazette page header into the end of an
        # article): those blocks become headings (parent of what follows) or stay outside.
        trailing: list[int] = []
        k = unit.last_block
        # the unit keeps its label line and at least one block of text after it
        keep = unit.first_block + (self.blocks[unit.first_block].style == "label")
        while k > keep and (
            is_structural_heading(self.blocks[k].text) or is_page_furniture(self.blocks[k].text)
        ):
            trailing.append(k)
            k -= 1
        unit.last_block = k
        for k in reversed(trailing):
            if is_structural_heading(self.blocks[k].text) and not is_page_furniture(
                self.blocks[k].text
            ):
                self.blocks[k] = Block(self.blocks[k].text, "heading")
                self._parent = self.blocks[k].text
        if unit.last_block >= unit.first_block:
            self.units.append(unit)

    def finish(self) -> tuple[str, list[dict[str, Any]]]:
        """The reference text and the gold units (dicts in the shared corpus format)."""
        self.end_unit()
        starts: list[int] = []
        pos = 0
        for block in self.blocks:
            starts.append(pos)
            pos += len(block.text) + len(BLOCK_SEP)
        text = BLOCK_SEP.join(b.text for b in self.blocks)
        out: list[dict[str, Any]] = []
        prev_end = 0
        for index, unit in enumerate(self.units):
            start = starts[unit.first_block]
            end = starts[unit.last_block] + len(self.blocks[unit.last_block].text)
            if start < prev_end or end <= start:
                raise ValueError(f"unit {unit.label!r} overlaps or is empty")
            prev_end = end
            record: dict[str, Any] = {
                "index": index,
                "kind": unit.kind,
                "number": unit.number,
                "label": unit.label,
                "heading": unit.heading,
                "start": start,
                "end": end,
                "head": text[start : min(end, start + HEAD_CHARS)],
                "tail": text[max(start, end - TAIL_CHARS) : end],
                "parent": unit.parent,
            }
            record.update(unit.extra)
            out.append(record)
        check_units(text, out)
        return text, out


def check_units(text: str, units: list[dict[str, Any]]) -> None:
    """Raises ValueError unless every unit's offsets, head and tail agree with ``text``."""
    prev_end = 0
    for unit in units:
        start, end = unit["start"], unit["end"]
        if not (prev_end <= start < end <= len(text)):
            raise ValueError(f"unit {unit['label']!r}: bad offsets {start}..{end}")
        span = text[start:end]
        if not span.startswith(unit["head"]) or not span.endswith(unit["tail"]):
            raise ValueError(f"unit {unit['label']!r}: head/tail do not match the text")
        if span != span.strip():
            raise ValueError(f"unit {unit['label']!r}: span starts or ends with whitespace")
        prev_end = end


def _clean(text: str) -> str:
    """One paragraph: inner line breaks and runs of blanks folded to one space, trimmed."""
    return " ".join(text.split())


def write_document(
    folder: Path, text: str, units: list[dict[str, Any]], meta: dict[str, Any]
) -> dict[str, Any]:
    """Writes ``text.txt`` and ``gold.json`` into ``folder``; returns the gold dict."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "text.txt").write_text(text, encoding="utf-8")
    kinds: dict[str, int] = {}
    for unit in units:
        kinds[unit["kind"]] = kinds.get(unit["kind"], 0) + 1
    gold = dict(meta)
    gold.update(
        {
            "unit_kinds": kinds,
            "text_file": "text.txt",
            "text_sha256": hashlib.sha256(text.encode("utf-8")).hexdigest(),
            "n_chars": len(text),
            "offset_unit": "Unicode code points (Python str indices) into text_file read as UTF-8",
            "n_units": len(units),
            "units": units,
        }
    )
    (folder / "gold.json").write_text(
        json.dumps(gold, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return gold
