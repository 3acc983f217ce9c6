"""``pdf_joins.join_pages`` gives what appending block by block gave.

The loader appended each block to the text builder (``append_block``, its lines joined by
``_join_lines``); ``join_pages`` gathers each page's text and glyph ids first and appends
them in one call. The code it replaced is kept here as the oracle: hypothesis blocks
(hyphens, dashes and soft hyphens at and inside line ends, empty lines, both directions,
tables) and every real PDF's planned blocks give the same text, glyph ids, page starts and
block ranges.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import inspector.document.pdf.loader as pdf
from inspector.document.model import BlockKind
from inspector.document.pdf.blocks import PlannedBlock
from inspector.document.pdf.joins import (
    BLOCK_SEPARATOR,
    JoinedText,
    Vocabulary,
    _join_lines,
    join_pages,
)
from inspector.document.pdf.lines import Line
from inspector.document.pdf.tables import CELL_SEPARATOR, ROW_SEPARATOR
from inspector.document.textbuild import SYNTHETIC, TextBuilder
from tests.document.test_pdf_page_lines import _real_pdfs

# The oracle joins every block by the general ``_join_lines``, as ``join_pages`` does.


def _old_append_block(
    builder: TextBuilder, block: PlannedBlock, vocabulary: Vocabulary, before: str = ""
) -> tuple[int, int]:
    """``pdf_joins.append_block`` as it was: one builder call per block."""
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


def _old_join(
    pages: Sequence[Sequence[PlannedBlock]], vocabulary: Vocabulary
) -> tuple[str, list[int], list[int], list[tuple[int, int]]]:
    """``pdf._assemble``'s loop as it was: text, glyph ids, page starts, block ranges."""
    builder = TextBuilder()
    starts: list[int] = []
    spans: list[tuple[int, int]] = []
    for blocks in pages:
        if blocks and len(builder):
            builder.append(BLOCK_SEPARATOR)
        starts.append(len(builder))
        for k, block in enumerate(blocks):
            before = BLOCK_SEPARATOR if k else ""
            spans.append(_old_append_block(builder, block, vocabulary, before))
    text, offset_map = builder.finish()
    return text, list(offset_map.glyph_of), starts, spans


def _check(pages: Sequence[Sequence[PlannedBlock]], vocabulary: Vocabulary) -> JoinedText:
    """``join_pages`` into a new builder, checked against the oracle."""
    builder = TextBuilder()
    joined = join_pages(pages, vocabulary, builder)
    text, offset_map = builder.finish()
    assert (text, list(offset_map.glyph_of)) == _old_join(pages, vocabulary)[:2]
    assert joined.page_starts == _old_join(pages, vocabulary)[2]
    assert joined.spans == _old_join(pages, vocabulary)[3]
    assert joined.block_texts == [text[start:end] for start, end in joined.spans]
    return joined


_CHARS = st.sampled_from([*"ab ABc-\u2010\u2013\u2014\u00ad19", "في", "م"])
_TEXTS = st.lists(_CHARS, max_size=8).map("".join)


@st.composite
def _lines(draw: st.DrawFn) -> list[Line]:
    texts = draw(st.lists(_TEXTS, max_size=4))
    return [Line(text, list(range(100 * k, 100 * k + len(text)))) for k, text in enumerate(texts)]


@st.composite
def _blocks(draw: st.DrawFn) -> PlannedBlock:
    rtl = draw(st.booleans())
    block = PlannedBlock(BlockKind.PARAGRAPH, 0, rtl, (0.0, 0.0, 1.0, 1.0), 10.0, False)
    if draw(st.integers(0, 5)) == 0:
        block.kind = BlockKind.TABLE
        block.table = draw(st.lists(st.lists(_lines(), max_size=3), max_size=3))
    else:
        block.lines = draw(_lines())
    return block


@settings(max_examples=400, deadline=None)
@given(st.lists(st.lists(_blocks(), max_size=4), max_size=4), st.booleans())
def test_join_pages_matches_block_by_block(pages: list[list[PlannedBlock]], known: bool) -> None:
    # (A vocabulary with a compound and a word, or none: both ways of keeping a hyphen.)
    blocks = [
        PlannedBlock(
            BlockKind.PARAGRAPH,
            0,
            False,
            (0.0, 0.0, 1.0, 1.0),
            10.0,
            False,
            [Line("ab-c abc", list(range(8)))],
        )
    ]
    _check(pages, Vocabulary(blocks if known else ()))


def test_join_pages_matches_block_by_block_on_real_pdfs(monkeypatch: pytest.MonkeyPatch) -> None:
    joined_blocks = 0

    def checked(
        pages: Sequence[Sequence[PlannedBlock]], vocabulary: Vocabulary, builder: TextBuilder
    ) -> JoinedText:
        nonlocal joined_blocks
        assert not len(builder)  # (the loader's builder holds no text yet: offsets agree)
        joined = join_pages(pages, vocabulary, builder)
        assert _check(pages, vocabulary) == joined
        joined_blocks += len(joined.spans)
        return joined

    monkeypatch.setattr(pdf, "join_pages", checked)
    for path in _real_pdfs():
        data = path.read_bytes()
        pdf.load_pdf(path, data, "")
    assert joined_blocks > 1000
