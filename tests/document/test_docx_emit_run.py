"""``BlockWriter.emit_run`` writes what ``emit_text`` writes block by block.

Stretches of simple paragraphs (``docx_prepared.run_columns``) drawn by hypothesis: repeated
and single ids, with and without list labels, written first or after other blocks, on
several pages; the writers' columns, block texts, page starts, text and glyph ids (after
``flush``) must be the same.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.docx_block_writer import BlockWriter
from inspector.document.docx_paragraphs import NO_PROPS, Decided
from inspector.document.docx_prepared import Plain, RunColumns, run_columns
from inspector.document.docx_styles import StyleInfo
from inspector.document.model import BlockKind, Direction
from inspector.document.textbuild import TextBuilder

_TEXTS = ["Article 1", "the Buyer shall pay", "المادة ٣", " ", "x"]


def _columns(texts: list[str], kinds: list[BlockKind]) -> RunColumns:
    """Run columns for one simple paragraph per text."""
    prepared: list[object] = []
    for number, (text, kind) in enumerate(zip(texts, kinds, strict=True)):
        decided = Decided(
            StyleInfo(style_id=f"S{number}", name=f"Style {number}"),
            breaks=False,
            may_number=False,
            unnumbered=(kind, number % 3 or None),
            numbered=(BlockKind.LIST_ITEM, None),
            bidi=None,
        )
        direction = Direction.RTL if number % 2 else Direction.LTR
        prepared.append(Plain(NO_PROPS, decided, True, True, text, not text.isspace(), direction))
    return run_columns(prepared)


def _state(writer: BlockWriter) -> tuple[object, ...]:
    writer.flush()
    text, offsets = writer.builder.finish()
    return (
        tuple(tuple(column) for column in writer.columns),
        tuple(writer.contents),
        tuple(writer.page_starts),
        writer.has_text,
        text,
        offsets.glyph_of.tobytes(),
        offsets.pages.tobytes(),
    )


_KINDS = st.sampled_from([BlockKind.PARAGRAPH, BlockKind.HEADING, BlockKind.LIST_ITEM])


@settings(max_examples=200, deadline=None)
@given(
    texts=st.lists(st.sampled_from(_TEXTS), min_size=1, max_size=5),
    kinds=st.lists(_KINDS, min_size=5, max_size=5),
    stretches=st.lists(
        st.tuples(
            st.lists(st.integers(0, 4), min_size=1, max_size=6),
            st.integers(0, 2),
            st.booleans(),
        ),
        min_size=1,
        max_size=4,
    ),
    before=st.booleans(),
)
def test_runs_write_what_blocks_one_by_one_write(
    texts: list[str],
    kinds: list[BlockKind],
    stretches: list[tuple[list[int], int, bool]],
    before: bool,
) -> None:
    columns = _columns(texts, kinds[: len(texts)])
    run, single = BlockWriter(TextBuilder()), BlockWriter(TextBuilder())
    if before:  # a block already written: every block of the run has a separator
        for writer in (run, single):
            writer.emit_text(BlockKind.TITLE, None, "T", Direction.LTR, "", "Title", True, 0)
    page = 0
    for raw_ids, page_step, labelled in stretches:
        ids = [index % len(texts) for index in raw_ids]
        page += page_step
        labels = [f"({'i' * (number % 3 + 1)})" for number in range(len(ids))] if labelled else None
        label_kinds = [BlockKind.LIST_ITEM] * len(ids)
        label_levels: list[int | None] = [number % 2 or None for number in range(len(ids))]
        run.emit_run(ids, columns, page, (labels, label_kinds, label_levels) if labels else None)
        for number, index in enumerate(ids):
            single.emit_text(
                label_kinds[number] if labels else columns.kind[index],
                label_levels[number] if labels else columns.level[index],
                columns.style[index],
                columns.direction[index],
                labels[number] if labels else "",
                columns.text[index],
                columns.visible[index],
                page,
            )
    assert _state(run) == _state(single)
