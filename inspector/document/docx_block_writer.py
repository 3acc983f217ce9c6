r"""The DOCX body walker's output: blocks' text and glyph runs, handed to a TextBuilder once.

The body walker (``docx_body``) decides what each block holds; ``BlockWriter`` lays it out:
blocks separated by "\n\n", a numbering label and the separators as synthetic characters
(glyph -1), each piece of real text with one glyph standing for it on its page (a DOCX has no
glyph geometry), the page starts (a page's range starts at its first block's label) and the
blocks' ranges and properties (columns, one per field of ``BlockRecord``). Text offsets are
in characters of the document text.

Nothing reaches the builder until ``flush``: per-call costs, not characters, dominate a
long document's load, so the text is joined once and the glyph ids of every run are expanded
by one numpy repeat.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import accumulate, chain, islice
from operator import add, invert, itemgetter
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from inspector.document.docx_inline import Segment, needs_normalization
from inspector.document.model import BlockKind, Direction
from inspector.document.normalize import normalize_text
from inspector.document.textbuild import SYNTHETIC, TextBuilder

if TYPE_CHECKING:
    from inspector.document.docx_prepared import RunColumns

BLOCK_SEPARATOR = "\n\n"
_SEPARATOR_LENGTH = len(BLOCK_SEPARATOR)
_RTL, _LTR = Direction.RTL, Direction.LTR


class BlockRecord(NamedTuple):
    """A block as written: its kind and text range (``content_start``: after the label).

    A named tuple: one is made per paragraph, and a frozen dataclass costs several times more
    to construct.
    """

    kind: BlockKind
    page_index: int
    start: int
    content_start: int
    end: int
    direction: Direction
    style: str
    level: int | None


class BlockColumns(NamedTuple):
    """The blocks written, as one list per field of ``BlockRecord`` (same order).

    Columns, not records: the loader hands them to ``docx_blocks`` as they are, and a run of
    paragraphs (``BlockWriter.emit_run``) extends each by one C-level map, where making a
    record per block and transposing them cost about twice as much.
    """

    kind: list[BlockKind]
    page_index: list[int]
    start: list[int]
    content_start: list[int]
    end: list[int]
    direction: list[Direction]
    style: list[str]
    level: list[int | None]


class BlockWriter:
    """Blocks written in order (see the module docstring).

    Args:
        builder: Receives the text and offset map at ``flush``.

    Attributes:
        columns: The blocks written so far (``blocks``: the same as records).
        contents: Each block's text after its label (``text[content_start:end]``), the
            same ``str`` object for the repeats of a prepared paragraph: the block languages
            read them by value, and an object already hashed costs no second hash.
        page_starts: Text offset where each page begins (a page with no block yet: absent).
        has_text: Whether any block holds a non-space real character.
    """

    def __init__(self, builder: TextBuilder) -> None:
        self.builder = builder
        self.columns = BlockColumns([], [], [], [], [], [], [], [])
        self.contents: list[str] = []
        self.page_starts: list[int] = []
        self.has_text = False
        self._parts: list[str] = []  # text not yet handed to the builder
        # The characters of _parts as runs, each its length: a run of real text as is (its
        # glyph is the next one: the k-th such run has glyph k of _glyph_pages, the glyphs'
        # pages), a synthetic run bitwise inverted (~length, negative). Turned into the
        # offset map once, by flush.
        self._runs: list[int] = []
        self._glyph_pages: list[int] = []
        self._length = len(builder)  # text length including _parts

    def emit(
        self,
        kind: BlockKind,
        level: int | None,
        style: str,
        rtl: bool,
        label: str,
        segments: list[Segment],
        page: int,
    ) -> None:
        """Append one block: separator, ``label`` (synthetic), then ``segments``.

        Each segment (coalesced per page by ``add_segment``) gets one glyph; ``page`` is the
        current page, the block's page when no segment has one (a label alone).
        """
        first_page = page
        for _text, segment_page in segments:
            if segment_page >= 0:
                first_page = segment_page
                break
        start, content_start = self._open_block(label, first_page)
        parts, page_starts = self._parts, self.page_starts
        first_part = len(parts)
        runs = self._runs
        length = content_start
        glyph_pages = self._glyph_pages
        for text, segment_page in segments:
            if segment_page < 0:
                runs.append(~len(text))
            else:
                while len(page_starts) <= segment_page:
                    page_starts.append(length)
                if not text.isascii() and needs_normalization(text):
                    text = normalize_text(text)
                    if not text:
                        continue
                runs.append(len(text))
                glyph_pages.append(segment_page)
                if not self.has_text and not text.isspace():
                    self.has_text = True
            parts.append(text)
            length += len(text)
        self._length = length
        self.contents.append("".join(parts[first_part:]))
        self._add_block(
            kind, first_page, start, content_start, length, _RTL if rtl else _LTR, style, level
        )

    def emit_text(
        self,
        kind: BlockKind,
        level: int | None,
        style: str,
        direction: Direction,
        label: str,
        text: str,
        visible: bool,
        page: int,
    ) -> None:
        """``emit`` for a block of one piece of text on ``page`` (may be ""), the same result.

        ``text`` is already normalised (``normalize_text``) and ``visible`` says whether it
        holds a non-space character: a plain paragraph's record prepares both once.
        """
        start, content_start = self._open_block(label, page)
        length = content_start
        if text:
            self._runs.append(len(text))
            self._glyph_pages.append(page)
            if visible and not self.has_text:
                self.has_text = True
            self._parts.append(text)
            length += len(text)
        self._length = length
        self.contents.append(text)
        self._add_block(kind, page, start, content_start, length, direction, style, level)

    def _add_block(
        self,
        kind: BlockKind,
        page: int,
        start: int,
        content_start: int,
        end: int,
        direction: Direction,
        style: str,
        level: int | None,
    ) -> None:
        """One block's fields appended to ``columns``."""
        columns = self.columns
        columns.kind.append(kind)
        columns.page_index.append(page)
        columns.start.append(start)
        columns.content_start.append(content_start)
        columns.end.append(end)
        columns.direction.append(direction)
        columns.style.append(style)
        columns.level.append(level)

    @property
    def blocks(self) -> list[BlockRecord]:
        """The blocks written so far, as records (made from ``columns`` at each call)."""
        return list(map(BlockRecord._make, zip(*self.columns, strict=True)))

    def emit_run(
        self,
        ids: Sequence[int],
        columns: RunColumns,
        page: int,
        labelled: tuple[list[str], list[BlockKind], list[int | None]] | None = None,
    ) -> None:
        """``emit_text`` for each simple paragraph of ``ids`` on ``page``: the same result.

        ``ids`` index ``columns`` (``docx_prepared.run_columns``: each a block of one
        non-empty text). ``labelled``: each block's label, kind and level
        (``docx_prepared.labels``); None: no label, the columns' kind and level. The text,
        runs, glyphs and block fields of the whole stretch are written by C-level gathers and
        maps over the columns, no Python call per block; without labels the stretch's text
        is one part (its texts joined by the separator).
        """
        labels: Sequence[str] | None = None
        kinds: Sequence[BlockKind] | None = None
        levels: Sequence[int | None] | None = None
        if labelled is not None:
            labels, kinds, levels = labelled
        if ids and not self.columns.kind:  # the first block has no separator before it
            first = ids[0]
            self.emit_text(
                kinds[0] if kinds is not None else columns.kind[first],
                levels[0] if levels is not None else columns.level[first],
                columns.style[first],
                columns.direction[first],
                labels[0] if labels is not None else "",
                columns.text[first],
                columns.visible[first],
                page,
            )
            ids = ids[1:]
            if labels is not None and kinds is not None and levels is not None:
                labels, kinds, levels = labels[1:], kinds[1:], levels[1:]
        if not ids:
            return
        count = len(ids)
        # one C-level gather per column (itemgetter of every id: about half what a map of
        # list.__getitem__ costs an item); one id: a one-item slice (not the bare value)
        gather = itemgetter(*ids) if count > 1 else itemgetter(slice(ids[0], ids[0] + 1))
        texts: Sequence[str] = gather(columns.text)
        text_lengths: Sequence[int] = gather(columns.length)
        if labels is None:  # the separator only: widths are in the columns
            synthetic_lengths: Sequence[int] = [_SEPARATOR_LENGTH] * count
            widths: Iterable[int] = gather(columns.width)
            # one separator before each text: the parts as two strings, joined in C
            self._parts += (BLOCK_SEPARATOR, BLOCK_SEPARATOR.join(texts))
        else:
            synthetic = list(map(BLOCK_SEPARATOR.__add__, labels))
            synthetic_lengths = list(map(len, synthetic))
            widths = map(add, synthetic_lengths, text_lengths)
            self._parts += chain.from_iterable(zip(synthetic, texts, strict=True))
        # the length of the text before each block, and after the last
        lengths = list(accumulate(widths, initial=self._length))
        starts = list(map(_SEPARATOR_LENGTH.__add__, lengths))  # after each block's separator
        page_starts = self.page_starts
        while len(page_starts) <= page:
            page_starts.append(starts[0])
        # runs: each block's separator (and label), synthetic, then its text with its glyph
        runs = [0] * (2 * count)
        runs[0::2] = (
            [~_SEPARATOR_LENGTH] * count if labels is None else map(invert, synthetic_lengths)
        )
        runs[1::2] = text_lengths
        self._runs += runs
        self._glyph_pages += [page] * count
        if not self.has_text and any(map(columns.visible.__getitem__, ids)):
            self.has_text = True
        self._length = lengths[-1]
        self.contents += texts
        written = self.columns
        written.kind.extend(gather(columns.kind) if kinds is None else kinds)
        written.page_index.extend([page] * count)
        del starts[-1]  # after the last block: not a block's start
        written.start.extend(starts)
        if labels is None:
            written.content_start.extend(starts)
        else:  # after each block's separator and label
            written.content_start.extend(map(add, lengths, synthetic_lengths))
        written.end.extend(islice(lengths, 1, None))
        written.direction.extend(gather(columns.direction))
        written.style.extend(gather(columns.style))
        written.level.extend(gather(columns.level) if levels is None else levels)

    def _open_block(self, label: str, page: int) -> tuple[int, int]:
        """Write a block's separator (not before the first block) and ``label``, synthetic.

        Pages up to ``page`` that have no start yet start at the block. Returns the block's
        start (after the separator) and its content's start (after the label); the text
        length held (``_length``) is updated by the caller once the content is written.
        """
        length = self._length
        if self.columns.kind:
            synthetic = BLOCK_SEPARATOR + label
            start = length + len(BLOCK_SEPARATOR)
        else:
            synthetic, start = label, length
        page_starts = self.page_starts
        while len(page_starts) <= page:
            page_starts.append(start)
        if synthetic:
            self._parts.append(synthetic)
            self._runs.append(~len(synthetic))
            length += len(synthetic)
        return start, length

    def flush(self) -> None:
        """Hand the text written so far to the builder."""
        if self._parts:
            first = self.builder.add_boxless_glyphs(self._glyph_pages)
            runs = np.array(self._runs, dtype=np.intc)  # array("i")'s item
            real = runs >= 0
            # the k-th run of real text has the writer's glyph k (the builder's first + k)
            ids = np.where(real, np.cumsum(real, dtype=np.intc) + (first - 1), SYNTHETIC)
            # one run is its glyph id repeated: one numpy repeat over every run (a long law's
            # 19,000 runs, 860,000 ids: 0.6 ms, where packing and repeating bytes per run
            # and joining them took 2-4 ms)
            packed = np.repeat(ids.astype(np.intc), np.where(real, runs, ~runs)).tobytes()
            self.builder.append_packed("".join(self._parts), packed)
            self._parts, self._runs, self._glyph_pages = [], [], []
