r"""PDF blocks to text: direction, logical lines, block kinds, dehyphenation and assembly.

Text layout (the contract the engine relies on):

- the lines of a paragraph are joined with one space, or with nothing where a line ends in a
  hyphen that belongs to the word ("Franco-\\nBritish" -> "Franco-British") or a hyphenation
  hyphen that is dropped ("indem-\\nnify" -> "indemnify");
- blocks are separated by a blank line ("\\n\\n"), so the engine sees paragraphs;
- a table is one block: its rows separated by "\\n" and cells by " | " (``pdf_tables``);
- every separator is synthetic (glyph id -1); pages are contiguous text ranges, each page's
  range ending with the separator that follows its last block.

Dehyphenation (left-to-right blocks only): a line ending in a letter and "-" followed by a line
starting with a lower-case letter is joined without the hyphen ("indem-\\nnify"), unless the
hyphenated word is a *known compound*: it occurs with its hyphen inside a line elsewhere in the
document; or, when the document does not have the joined word either, its first part is one
of ``KEEP_PREFIXES`` or its second part one of ``KEEP_SUFFIXES``. A capital, a digit or any
other character after the hyphen keeps it ("Franco-\\nBritish"). A soft hyphen (U+00AD)
always goes.

Block direction: right-to-left when its right-to-left strong letters outnumber its
left-to-right ones (a tie takes the page's direction); a table's cells are read right to left
only when at least ``RTL_TABLE_SHARE`` of its letters are right-to-left.

Kinds: TABLE and FURNITURE as found; TITLE for the first block of the first page with text when
its font is at least 1.4 times the body size; HEADING for a block of at most three lines whose
font is at least 1.15 times the body size, or a short bold block, or a short block in capitals;
LIST_ITEM for a block opening with a bullet or an enumerator like "(a)"; PARAGRAPH otherwise.
Heading levels rank heading font sizes, largest first.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from operator import attrgetter

from inspector.document.model import BlockKind, Direction
from inspector.document.pdf_layout import PageBlock, union
from inspector.document.pdf_lines import Line, make_lines
from inspector.document.pdf_reversed_blocks import word_set
from inspector.document.pdf_rows import Row
from inspector.document.pdf_tables import CELL_SEPARATOR, ROW_SEPARATOR, Rect, TableBlock
from inspector.document.textbuild import SYNTHETIC, TextBuilder

BLOCK_SEPARATOR = "\n\n"
"""Between two blocks (and at the end of each page's text)."""

KEEP_PREFIXES = frozenset(
    {"self", "non", "quasi", "cross", "vice", "pre", "post", "sub", "co", "re", "anti", "semi"}
    | {"multi", "ci", "vis-à", "sous", "contre", "demi", "semi", "auto", "extra"}
)
"""First parts whose hyphen is kept at a line end ("non-\\nexclusive", "sub-\\nprocessor")
unless the document also has the joined word."""

KEEP_SUFFIXES = frozenset({"même", "mêmes", "ci", "là", "dessus", "dessous", "delà", "après"})
"""Second parts whose hyphen is kept at a line end ("elle-\\nmême", "ci-\\ndessus")."""

RTL_TABLE_SHARE = 0.8
"""Share of right-to-left letters above which a table's columns are read right to left."""

TITLE_SCALE = 1.4
HEADING_SCALE = 1.15
_HEADING_MAX_LINES = 3
_SHORT_BLOCK = 200  # characters
_HYPHENS = "-\u2010"
_SOFT_HYPHEN = "\u00ad"
_DASHES = "\u2013\u2014"
_COMPOUND = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")
_WORD = re.compile(r"[^\W\d_]+")
_CAPITAL = re.compile(r"[A-ZÀ-ÖØ-Þ]")
_HYPHENS_AND_SOFT = ("-", "\u2010", "\u00ad")
_LIST_LABEL = re.compile(
    r"^(?:[•▪◦·‣∙○■□➢✓-]\s|\((?:[a-z]{1,2}|[ivxlcdm]+|[0-9٠-٩]{1,3}|[\u0621-\u064a]{1,2})\)\s?"
    r"|[a-z]\)\s)"
)
_SENTENCE_END = frozenset('.:;!?؟»"”)')
# A line ending in one of these cannot end a paragraph ("... employees of the" | "Authority").
_JOINING_WORDS = word_set(
    "the a an of to and or in on by for with from at as that which le la les l' un une de des "
    "du d' et ou à au aux en dans pour par sur avec que qui في من على إلى عن أو و"
)


@dataclass(slots=True)
class PlannedBlock:
    """A block with its logical lines, ready to be appended to the text.

    ``lines`` for text blocks; ``table`` (rows of cells of lines) for tables.
    """

    kind: BlockKind
    page_index: int
    rtl: bool
    bbox: Rect
    size: float
    bold: bool
    lines: list[Line] = field(default_factory=list)
    table: list[list[list[Line]]] | None = None
    furniture: str = ""
    flow: int = 0
    level: int | None = None

    def first_text(self) -> str:
        """The text of the first line ("" for a table)."""
        return self.lines[0].text if self.lines else ""

    def last_text(self) -> str:
        """The text of the last line ("" for a table)."""
        return self.lines[-1].text if self.lines else ""


def strong_balance(rows: Sequence[Row]) -> int:
    """Right-to-left minus left-to-right strong letters over ``rows``."""
    # (Summed by ``map`` in C: no Python step per row.)
    balance: int = sum(map(_RTL_STRONG, rows)) - sum(map(_LTR_STRONG, rows))
    return balance


_RTL_STRONG = attrgetter("rtl_strong")
_LTR_STRONG = attrgetter("ltr_strong")


def plan_page(blocks: Sequence[PageBlock], page_index: int, page_rtl: bool) -> list[PlannedBlock]:
    """Logical lines and direction for each block of a page, in the page's reading order."""
    planned: list[PlannedBlock] = []
    for block in blocks:
        if isinstance(block, TableBlock):
            planned.append(_plan_table(block, page_index, page_rtl))
            continue
        balance = strong_balance(block.rows)
        rtl = balance > 0 or (balance == 0 and page_rtl)
        size, bold = _dominant_style(block.rows)
        plan = PlannedBlock(
            BlockKind.FURNITURE if block.furniture else BlockKind.PARAGRAPH,
            page_index,
            rtl,
            block.bbox,
            size,
            bold,
            make_lines(block.rows, rtl),
            furniture=block.furniture,
            flow=block.flow,
        )
        plan.lines = [line for line in plan.lines if line.text]
        if not plan.lines:
            continue
        if planned and _continues(planned[-1], plan):
            previous = planned[-1]
            previous.lines.extend(plan.lines)
            previous.bbox = union([previous.bbox, plan.bbox])
            previous.flow = plan.flow
            continue
        planned.append(plan)
    return planned


def _plan_table(block: TableBlock, page_index: int, page_rtl: bool) -> PlannedBlock:
    all_rows = [row for table_row in block.cells for cell in table_row for row in cell]
    rtl_letters = sum(row.rtl_strong for row in all_rows)
    ltr_letters = sum(row.ltr_strong for row in all_rows)
    # Right-to-left column order only for a table that is (nearly) all right-to-left text: a
    # bilingual table with English and Arabic columns is usually laid out left to right.
    rtl = rtl_letters >= RTL_TABLE_SHARE * max(rtl_letters + ltr_letters, 1) or (
        rtl_letters + ltr_letters == 0 and page_rtl
    )
    size, bold = _dominant_style(all_rows) if all_rows else (0.0, False)
    table: list[list[list[Line]]] = []
    for table_row, slots in zip(block.cells, block.region.cells, strict=True):
        cells = []
        for cell, slot in zip(table_row, slots, strict=True):
            if slot is None:
                continue  # covered by a merged cell listed at its top-left slot
            rows = sorted(cell, key=lambda r: (r.baseline, r.bbox[0]))
            cell_balance = strong_balance(rows)
            cell_rtl = cell_balance > 0 or (cell_balance == 0 and rtl)
            cells.append([line for line in make_lines(rows, cell_rtl) if line.text])
        if rtl:
            cells.reverse()  # the first column of a right-to-left table is on the right
        if any(cells):
            table.append(cells)
    return PlannedBlock(BlockKind.TABLE, page_index, rtl, block.bbox, size, bold, table=table)


def _dominant_style(rows: Sequence[Row]) -> tuple[float, bool]:
    """The size carrying most clusters (the first seen on a tie) and the majority weight.

    A plain dict and ``max`` (first maximum in insertion order, as ``Counter.most_common``
    gives): most blocks have one or two sizes, where ``most_common`` costs more than the loop.
    """
    if len(rows) == 1:  # (most blocks: the row's own style)
        row = rows[0]
        return row.size, row.bold and len(row.texts) > 0
    sizes: dict[float, int] = {}
    bold = 0
    total = 0
    for row in rows:
        weight = len(row.texts)
        sizes[row.size] = sizes.get(row.size, 0) + weight
        bold += weight if row.bold else 0
        total += weight
    return max(sizes, key=sizes.__getitem__), 2 * bold > total


def _continues(previous: PlannedBlock, block: PlannedBlock) -> bool:
    """Whether ``block`` continues ``previous`` across a column break (mid-sentence)."""
    if previous.kind != BlockKind.PARAGRAPH or block.kind != BlockKind.PARAGRAPH:
        return False
    if previous.flow == block.flow or previous.rtl != block.rtl:
        return False
    last_text = previous.last_text()
    last = last_text[-1:]
    first = block.first_text()[:1]
    if not last or last in _SENTENCE_END:
        return False
    last_word = last_text.rsplit(" ", 1)[-1].casefold()
    return first.islower() or last_word in _JOINING_WORDS


def assign_kinds(blocks: Sequence[PlannedBlock], body_sizes: tuple[float, float]) -> None:
    """Set ``kind`` and ``level`` of text blocks from font size, weight, case and labels.

    Args:
        blocks: Every block of the document, in order.
        body_sizes: The body font size of left-to-right and of right-to-left text.
    """
    heading_sizes: set[float] = set()
    first_page = min((b.page_index for b in blocks), default=0)
    title_done = False
    for block in blocks:
        if block.kind != BlockKind.PARAGRAPH:
            continue
        text = " ".join([line.text for line in block.lines])
        lines = len(block.lines)
        body_size = body_sizes[1] if block.rtl else body_sizes[0]
        if (
            not title_done
            and block.page_index == first_page
            and block.size >= TITLE_SCALE * body_size
            and lines <= _HEADING_MAX_LINES
        ):
            block.kind = BlockKind.TITLE
            title_done = True
        elif (lines <= _HEADING_MAX_LINES and block.size >= HEADING_SCALE * body_size) or (
            len(text) <= _SHORT_BLOCK and lines <= 2 and (block.bold or _capitals(text))
        ):
            block.kind = BlockKind.HEADING
        elif _LIST_LABEL.match(text):
            block.kind = BlockKind.LIST_ITEM
        if block.kind == BlockKind.HEADING:
            heading_sizes.add(block.size)
        elif block.kind == BlockKind.TITLE:
            title_done = True
    ranks = {size: rank for rank, size in enumerate(sorted(heading_sizes, reverse=True), 1)}
    for block in blocks:
        if block.kind == BlockKind.HEADING:
            block.level = ranks[block.size]


def _capitals(text: str) -> bool:
    """Whether ``text`` is written in capitals (at least four capital letters, no small one)."""
    if not _CAPITAL.search(text):  # (Arabic text: one search instead of an upper-cased copy)
        return False
    return text == text.upper() and len(_CAPITAL.findall(text)) >= 4


class Vocabulary:
    """Words of the document, as evidence for line-end hyphens (all casefolded).

    ``compounds``: hyphenated words seen inside lines ("co-branding"); ``words``: every word
    (line ends are left out: they may be word halves). Both are read from the blocks on first
    use: only a left-to-right line ending in a hyphen between letters asks, so most documents
    (every right-to-left one) never pay for reading every word. The blocks' lines must not
    change after the vocabulary is made.
    """

    __slots__ = ("_blocks", "_sets")

    def __init__(self, blocks: Iterable[PlannedBlock] = ()) -> None:
        self._blocks = blocks
        self._sets: tuple[frozenset[str], frozenset[str]] | None = None

    @property
    def compounds(self) -> frozenset[str]:
        """Hyphenated words seen inside lines."""
        return self._read()[0]

    @property
    def words(self) -> frozenset[str]:
        """Every word seen inside lines."""
        return self._read()[1]

    def _read(self) -> tuple[frozenset[str], frozenset[str]]:
        if self._sets is None:
            compounds: set[str] = set()
            words: set[str] = set()
            for block in self._blocks:
                for line in _all_lines(block):
                    text = line.text
                    inner = text[: text.rfind(" ")] if text.endswith(_HYPHENS_AND_SOFT) else text
                    words.update(_WORD.findall(inner.casefold()))
                    if "-" in inner:
                        compounds.update(_COMPOUND.findall(inner.casefold()))
            self._sets = (frozenset(compounds), frozenset(words))
            self._blocks = ()
        return self._sets


def vocabulary(blocks: Iterable[PlannedBlock]) -> Vocabulary:
    """The document's ``Vocabulary``, read from ``blocks`` when first asked."""
    return Vocabulary(list(blocks))


def _all_lines(block: PlannedBlock) -> Iterable[Line]:
    yield from block.lines
    for cells in block.table or ():
        for cell in cells:
            yield from cell


def line_joint(previous: str, following: str, rtl: bool, vocabulary: Vocabulary) -> tuple[int, str]:
    """How to join two lines of a paragraph (see the module docstring).

    Returns:
        ``(drop, separator)``: drop the last ``drop`` characters of ``previous`` (a hyphen),
        then put ``separator`` ("" or " ") before ``following``.
    """
    if not previous or not following:
        return 0, " "
    end = previous[-1]
    if end == _SOFT_HYPHEN:
        return 1, ""
    if rtl or len(previous) < 2:
        return 0, " "
    if end in _DASHES:
        return 0, " " if previous[-2] == " " else ""
    if end not in _HYPHENS or previous[-2] == " ":
        return 0, " "
    first = following[0]
    if not (previous[-2].isalpha() and first.isalpha() and first.islower()):
        # "Franco-\nBritish", "10-\n12": the hyphen is part of the text.
        return 0, "" if first.isalnum() else " "
    word_before = previous[:-1].rsplit(" ", 1)[-1].casefold()
    word_after = re.split(r"[^\w]", following, maxsplit=1)[0].casefold()
    last_part = word_before.rsplit("-", 1)[-1]
    if (
        "-" in word_before
        or f"{last_part}-{word_after}" in vocabulary.compounds
        or f"{word_before}-{word_after}" in vocabulary.compounds
    ):
        return 0, ""
    if f"{last_part}{word_after}" in vocabulary.words:
        return 1, ""
    if last_part in KEEP_PREFIXES or word_after in KEEP_SUFFIXES:
        return 0, ""
    return 1, ""


def append_block(
    builder: TextBuilder, block: PlannedBlock, vocabulary: Vocabulary, before: str = ""
) -> tuple[int, int]:
    """Append ``before`` (synthetic: a separator) then a block's text to ``builder``.

    The block's lines are joined as the module docstring says; its text and glyph ids are
    gathered first and appended in one call (not two a line, and one with the separator).

    Returns:
        The text range ``[start, end)`` of the block's text (after ``before``).
    """
    pieces = [before]
    gids = [SYNTHETIC] * len(before)
    if block.table is not None:
        for r, cells in enumerate(block.table):
            if r:
                pieces.append(ROW_SEPARATOR)
                gids += [SYNTHETIC] * len(ROW_SEPARATOR)
            for c, cell in enumerate(cells):
                if c:
                    pieces.append(CELL_SEPARATOR)
                    gids += [SYNTHETIC] * len(CELL_SEPARATOR)
                _join_lines(cell, block.rtl, vocabulary, pieces, gids)
    else:
        _join_lines(block.lines, block.rtl, vocabulary, pieces, gids)
    start, end = builder.append("".join(pieces), gids)
    return start + len(before), end


def _join_lines(
    lines: Sequence[Line], rtl: bool, vocabulary: Vocabulary, pieces: list[str], gids: list[int]
) -> None:
    """Add ``lines``, joined as ``line_joint`` says, to ``pieces`` and their ids to ``gids``."""
    pending_text = ""
    pending_gids: list[int] = []
    for line in lines:
        if pending_text:
            drop, separator = line_joint(pending_text, line.text, rtl, vocabulary)
            if drop:
                pending_text, pending_gids = pending_text[:-drop], pending_gids[:-drop]
            pieces.append(pending_text)
            gids += pending_gids
            if separator:
                pieces.append(separator)
                gids += [SYNTHETIC] * len(separator)
        pending_text, pending_gids = line.text, line.gids
    if pending_text:
        if pending_text[-1] == _SOFT_HYPHEN:
            pending_text, pending_gids = pending_text[:-1], pending_gids[:-1]
        pieces.append(pending_text)
        gids += pending_gids


def block_direction(block: PlannedBlock) -> Direction:
    """The paragraph direction to store for ``block``."""
    return Direction.RTL if block.rtl else Direction.LTR
