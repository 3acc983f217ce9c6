r"""A block's logical lines joined into the document's text, with their glyph ids.

Text layout (the contract the engine relies on):

- the lines of a paragraph are joined with one space, or with nothing where a line ends in a
  hyphen that belongs to the word ("Franco-\\nBritish" -> "Franco-British") or a hyphenation
  hyphen that is dropped ("indem-\\nnify" -> "indemnify");
- blocks are separated by a blank line ("\\n\\n"), so the engine sees paragraphs; but a
  paragraph that a page break cuts in two (``runs_over_page``: the last block of a page ends
  with no closing punctuation, the first block of the next page starts with a lower-case
  letter, no page furniture between them) has its halves joined by one space, as its lines
  are, so no blank line is left inside the sentence;
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
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from inspector.document.model import BlockKind
from inspector.document.pdf.blocks import PlannedBlock
from inspector.document.pdf.lines import Line
from inspector.document.pdf.tables import CELL_SEPARATOR, ROW_SEPARATOR
from inspector.document.textbuild import SYNTHETIC, TextBuilder

BLOCK_SEPARATOR = "\n\n"
"""Between two blocks (and at the end of each page's text)."""

PAGE_JOINT = " "
"""Between the two halves of a paragraph cut by a page break (``runs_over_page``)."""

_CLOSING = ".;:!?؟…)]\"'”’»-\u2010\u00ad"
"""Characters that may close a paragraph (or end a line on a hyphen): no page joint after them."""

_JOINED_KINDS = frozenset({BlockKind.PARAGRAPH, BlockKind.LIST_ITEM})

KEEP_PREFIXES = frozenset(
    {"self", "non", "quasi", "cross", "vice", "pre", "post", "sub", "co", "re", "anti", "semi"}
    | {"multi", "ci", "vis-à", "sous", "contre", "demi", "semi", "auto", "extra"}
)
"""First parts whose hyphen is kept at a line end ("non-\\nexclusive", "sub-\\nprocessor")
unless the document also has the joined word."""

KEEP_SUFFIXES = frozenset({"même", "mêmes", "ci", "là", "dessus", "dessous", "delà", "après"})
"""Second parts whose hyphen is kept at a line end ("elle-\\nmême", "ci-\\ndessus")."""

_HYPHENS = "-\u2010"
_SOFT_HYPHEN = "\u00ad"
_DASHES = "\u2013\u2014"
_COMPOUND = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")
_WORD = re.compile(r"[^\W\d_]+")
_HYPHENS_AND_SOFT = ("-", "\u2010", "\u00ad")


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


@dataclass(slots=True)
class JoinedText:
    """Where ``join_pages`` put the document's pages and blocks in the builder's text.

    ``page_starts[i]``: where page ``i``'s text starts. ``spans[k]``: the range ``[start,
    end)`` of the ``k``-th block (blocks in document order) and ``block_texts[k]`` its text,
    ``text[start:end]``. Offsets are in characters of the builder's text.
    """

    page_starts: list[int]
    spans: list[tuple[int, int]]
    block_texts: list[str]


def join_pages(
    pages: Sequence[Sequence[PlannedBlock]], vocabulary: Vocabulary, builder: TextBuilder
) -> JoinedText:
    """Append every page's blocks to ``builder`` (see the module docstring for the layout).

    Blocks of a page are separated by ``BLOCK_SEPARATOR``, and a page with blocks starts with
    one when any text comes before it, or with ``PAGE_JOINT`` when its first block goes on
    with the paragraph the previous page ended in (``runs_over_page``).
    """
    page_starts: list[int] = []
    spans: list[tuple[int, int]] = []
    block_texts: list[str] = []
    last: tuple[PlannedBlock, str] | None = None  # the last block so far and its text
    for blocks in pages:
        if not blocks:
            page_starts.append(len(builder))
            last = None  # (a page with no text between: no paragraph runs over it)
            continue
        if len(builder):
            runs_on = last is not None and runs_over_page(last[0], last[1], blocks[0])
            builder.append(PAGE_JOINT if runs_on else BLOCK_SEPARATOR)
        page_starts.append(len(builder))
        for k, block in enumerate(blocks):
            if k:
                builder.append(BLOCK_SEPARATOR)
            gids: list[int] = []
            text = _block_text(block, vocabulary, gids)
            spans.append(builder.append(text, gids))
            block_texts.append(text)
        last = (blocks[-1], block_texts[-1])
    return JoinedText(page_starts, spans, block_texts)


def runs_over_page(before: PlannedBlock, before_text: str, after: PlannedBlock) -> bool:
    """Whether ``after``, first on its page, carries on the paragraph ``before`` ends a page with.

    Both are paragraphs or list items (no furniture, heading or table between or among them)
    of the same direction; ``before_text`` ends with no closing punctuation or hyphen and
    ``after`` starts with a lower-case letter ("... On 22 September 2016 the" /
    "respondent refused ..."). Right-to-left text has no case and is never joined here.
    """
    if before.kind not in _JOINED_KINDS or after.kind not in _JOINED_KINDS:
        return False
    if before.rtl or after.rtl or not before_text or before_text[-1] in _CLOSING:
        return False
    first = after.first_text()
    return first[:1].islower()


def _block_text(block: PlannedBlock, vocabulary: Vocabulary, gids: list[int]) -> str:
    """A block's text; its glyph ids are added to ``gids``."""
    if block.table is not None:
        pieces: list[str] = []
        for r, cells in enumerate(block.table):
            if r:
                pieces.append(ROW_SEPARATOR)
                gids += [SYNTHETIC] * len(ROW_SEPARATOR)
            for c, cell in enumerate(cells):
                if c:
                    pieces.append(CELL_SEPARATOR)
                    gids += [SYNTHETIC] * len(CELL_SEPARATOR)
                _join_lines(cell, block.rtl, vocabulary, pieces, gids)
        return "".join(pieces)
    pieces = []
    _join_lines(block.lines, block.rtl, vocabulary, pieces, gids)
    return "".join(pieces)


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
