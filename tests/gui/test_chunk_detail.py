"""The chunk detail pane: right-to-left Arabic, the marked embedding text, the record, sizes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextBlock, QTextDocument
from pytestqt.qtbot import QtBot

from inspector.document.model import Direction
from inspector.engine.records import chunk_records
from inspector.gui.chunks.detail import (
    HEADER_COLOR,
    OVERLAP_COLOR,
    ChunkDetailPane,
    chunk_paragraphs,
)
from inspector.view.chunk_state import ChunkState
from tests.gui.conftest import chunk_state

pytestmark = pytest.mark.gui

_RTL, _LTR = Qt.LayoutDirection.RightToLeft, Qt.LayoutDirection.LeftToRight


def blocks(document: QTextDocument) -> list[QTextBlock]:
    found, block = [], document.begin()
    while block.isValid():
        if block.text().strip():
            found.append(block)
        block = block.next()
    return found


def _x(result: object) -> float:
    """QTextLine.cursorToX's x (PySide returns it with the adjusted position)."""
    value = result[0] if isinstance(result, tuple) else result
    assert isinstance(value, float | int)
    return float(value)


def shown_pane(qtbot: QtBot, state: ChunkState, index: int) -> ChunkDetailPane:
    pane = ChunkDetailPane()
    qtbot.addWidget(pane)
    pane.resize(520, 700)
    pane.show()
    qtbot.waitExposed(pane)
    pane.show_chunk(state, index)
    return pane


def test_arabic_chunk_paragraphs_are_right_to_left(qtbot: QtBot) -> None:
    state = chunk_state("qanun_ar_archives.pdf")
    index = next(
        i
        for i, c in enumerate(state.chunks)
        if c.language == "ar" and c.boundary.rule == "ar_madda"
    )
    pane = shown_pane(qtbot, state, index)
    shown = blocks(pane.text.document())
    assert len(shown) >= 2
    for block in shown:
        assert block.blockFormat().layoutDirection() == _RTL
        assert block.textDirection() == _RTL
        # Logical text as loaded, never reshaped: no Arabic presentation forms.
        assert not any(0xFB50 <= ord(ch) <= 0xFEFF for ch in block.text())
    # The paragraphs are the document's text, in order.
    assert [b.text() for b in shown if not b.text().startswith("[")] == [
        p.text for p in chunk_paragraphs(state, index) if not p.excluded
    ]


def test_arabic_words_run_right_to_left_on_screen(qtbot: QtBot) -> None:
    state = chunk_state("qanun_ar_archives.pdf")
    index = next(
        i
        for i, c in enumerate(state.chunks)
        if c.language == "ar" and c.boundary.rule == "ar_madda"
    )
    pane = shown_pane(qtbot, state, index)
    block = blocks(pane.text.document())[0]  # the article heading, one line
    text = block.text()
    words = [w for w in text.split() if any("\u0621" <= ch <= "\u064a" for ch in w)][:3]
    assert len(words) >= 2
    line = block.layout().lineForTextPosition(0)
    assert line.isValid()
    xs = [_x(line.cursorToX(text.index(word))) for word in words]
    assert xs == sorted(xs, reverse=True), (words, xs)


def test_mixed_document_paragraphs_take_their_block_direction(qtbot: QtBot) -> None:
    state = chunk_state("contract_ar_en_supply.pdf")
    index = next(
        i
        for i in range(len(state))
        if {p.direction for p in chunk_paragraphs(state, i) if not p.excluded}
        == {Direction.LTR, Direction.RTL}
    )
    pane = shown_pane(qtbot, state, index)
    paragraphs = list(chunk_paragraphs(state, index))
    shown = list(blocks(pane.text.document()))
    assert len(shown) == len(paragraphs)
    for block, paragraph in zip(shown, paragraphs, strict=True):
        want = _RTL if paragraph.direction is Direction.RTL else _LTR
        assert block.blockFormat().layoutDirection() == want, paragraph.text[:40]


def test_english_chunk_is_left_to_right_and_furniture_is_noted(qtbot: QtBot) -> None:
    state = chunk_state("law_en_data_archives.pdf")
    # A chunk that runs over a page break holds the footer and header it passes.
    index = next(
        i for i in range(len(state)) if state.chunks[i].page_start < state.chunks[i].page_end
    )
    pane = shown_pane(qtbot, state, index)
    texts = [b.text() for b in blocks(pane.text.document())]
    assert all(b.blockFormat().layoutDirection() == _LTR for b in blocks(pane.text.document()))
    assert any(t.startswith("[running footer left out]") for t in texts)
    assert "Official Gazette" not in "\n".join(texts)


def test_embedding_text_marks_header_and_overlap(qtbot: QtBot) -> None:
    state = chunk_state("judgment_en_appeal.pdf")
    index = next(i for i, c in enumerate(state.chunks) if c.overlap_tokens > 0)
    pane = shown_pane(qtbot, state, index)
    parts = state.embed_parts(index)
    assert parts.header.startswith("Document: ")
    assert parts.overlap
    record = state.record(index)
    assert parts.header + parts.table_header + parts.overlap + parts.body == record["embedText"]
    backgrounds: dict[str, list[str]] = {"header": [], "overlap": []}
    block = pane.embedding.document().begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            color = fragment.charFormat().background().color()
            if color == HEADER_COLOR:
                backgrounds["header"].append(fragment.text())
            elif color == OVERLAP_COLOR:
                backgrounds["overlap"].append(fragment.text())
            iterator += 1
        block = block.next()
    assert parts.header.strip() in "\n".join(backgrounds["header"])
    assert "\n".join(backgrounds["overlap"]).replace(" overlap from #", "").strip()
    assert any(parts.overlap.strip().split("\n")[-1] in t for t in backgrounds["overlap"])


def test_metadata_lists_every_record_field(qtbot: QtBot) -> None:
    state = chunk_state("law_en_data_archives.pdf")
    pane = shown_pane(qtbot, state, 21)
    text = pane.metadata.toPlainText()
    expected = chunk_records(state.document, state.chunk_set, state.config)[21]
    assert state.record(21) == expected  # the same record the export writes
    for key in expected:
        assert key in text
    assert expected["configHash"] in text
    assert f"{len(expected['bboxes'])} rectangles on page" in text  # "page 6", "pages 5-6"


def test_provenance_and_sizes(qtbot: QtBot) -> None:
    state = chunk_state("law_en_data_archives.pdf")
    index = next(i for i, c in enumerate(state.chunks) if c.boundary.rule == "paren_digit")
    pane = shown_pane(qtbot, state, index)
    chunk = state.chunks[index]
    words = pane.provenance.text()
    assert words.startswith("Starts at “")
    assert "split at a numbered paragraph (rule paren_digit, depth 1)" in words
    assert f"> {chunk.max_tokens:,} (article maximum)" in words
    assert pane.token_bar.tokens == chunk.token_count
    assert pane.token_bar.maximum == chunk.max_tokens
    _, profile = state.profile_of(index)
    assert pane.token_bar.target == (profile.target_min, profile.target_max)
    assert pane.token_label.text() == (
        f"{chunk.token_count:,} tokens · target {profile.target_min:,}–{profile.target_max:,}"
        f" · max {chunk.max_tokens:,}"
    )
    pane.show_chunk(None, None)
    assert pane.chunk_index is None
    assert pane.empty_hint.isVisible()


def test_a_tab_is_filled_in_one_document_change(qtbot: QtBot) -> None:
    """The text and embedding tabs are laid out once per fill, not once per paragraph."""
    state = chunk_state("contract_en_services.pdf")
    index = max(range(len(state)), key=lambda i: len(chunk_paragraphs(state, i)))
    assert len(chunk_paragraphs(state, index)) > 3
    pane = shown_pane(qtbot, state, 0)
    changes: dict[str, int] = {"text": 0, "embedding": 0}
    pane.text.document().contentsChange.connect(
        lambda *_: changes.__setitem__("text", changes["text"] + 1)
    )
    pane.embedding.document().contentsChange.connect(
        lambda *_: changes.__setitem__("embedding", changes["embedding"] + 1)
    )
    pane.show_chunk(state, index)
    # A few changes (clearing, the edit block with every paragraph, the cursor put back),
    # not two or more per paragraph
    assert max(changes.values()) <= 3
    assert pane.text.document().blockCount() == len(chunk_paragraphs(state, index))


def test_the_heading_path_says_where_the_chunk_sits(qtbot: QtBot) -> None:
    state = chunk_state("qanun_ar_archives.pdf")
    top = next(i for i, c in enumerate(state.chunks) if not c.heading_path and c.heading_text)
    pane = shown_pane(qtbot, state, top)
    # Titled by its label, yet under no heading: the path says so rather than "no heading".
    assert state.chunks[top].heading_text in pane.title.text()
    assert pane.path_label.text() == "(top level: under no heading)"
    nested = next(i for i, c in enumerate(state.chunks) if len(c.heading_path) >= 1)
    pane.show_chunk(state, nested)
    assert pane.path_label.text() == " › ".join(state.chunks[nested].heading_path)
