"""Issue 28 in the window: the Citation tab lists a chunk's references and jumps to the
target; the document identity editor's change is a review edit that undo reverts.

Real widgets (offscreen), the real review session and its store in tmp_path.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from inspector.gui.citation_identity_dialog import IdentityDialog
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]

LAW = "law_en_data_archives.pdf"


def test_a_reference_in_the_citation_tab_jumps_to_its_chunk(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(LAW))
    state = shown(window)
    # the first chunk whose references resolve inside the document
    source = next(i for i in range(len(state)) if any(r["targets"] for r in state.references(i)))
    reference = next(r for r in state.references(source) if r["targets"])
    target = reference["targets"][0]
    assert target != source
    window.controller.selection.select(source)
    pane = window.detail
    pane.tabs.setCurrentWidget(pane.citation)
    listed = pane.citation.references
    texts = [listed.item(row).text() for row in range(listed.count())]
    assert any(text.startswith(reference["text"]) and f"#{target}" in text for text in texts)
    assert pane.citation.citation.text() == f"Cite as: {state.record(source)['citation']}"
    row = next(r for r, text in enumerate(texts) if text.startswith(reference["text"]))
    listed.itemActivated.emit(listed.item(row))
    assert window.controller.selection.current == target
    assert pane.chunk_index == target


def test_the_identity_editor_is_an_undoable_review_edit(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample(LAW))
    state = shown(window)
    session = window.review.session
    window.controller.selection.select(7)
    pane = window.detail
    pane.tabs.setCurrentWidget(pane.citation)
    before = state.record(7)["documentDate"]
    pane.citation.identity_button.click()
    dialog = pane.identity_dialog
    assert isinstance(dialog, IdentityDialog)
    dialog.fields["documentDate"].setText("26 April 2026")  # not an ISO date: refused
    dialog.accept()
    assert dialog.isVisible()
    assert "YYYY-MM-DD" in dialog.error.text()
    dialog.fields["documentDate"].setText("2026-04-26")
    dialog.fields["jurisdiction"].setText("IE")
    dialog.accept()
    assert not dialog.isVisible()
    assert dict(session.state.identity) == {"documentDate": "2026-04-26", "jurisdiction": "IE"}
    record = state.record(7)
    assert (record["documentDate"], record["jurisdiction"]) == ("2026-04-26", "IE")
    assert record["identityCues"]["documentDate"] == "edited"
    # the pane is refreshed on the next turn of the event loop, as after any review edit
    qtbot.waitUntil(lambda: "date: 2026-04-26 (edited)" in pane.citation.identity.text())
    assert "Set the document's jurisdiction and date" in window.review.stack.text(0)

    window.review.actions.undo.trigger()
    assert session.state.identity == ()
    assert state.record(7)["documentDate"] == before
    window.review.actions.redo.trigger()
    assert state.record(7)["jurisdiction"] == "IE"


def test_the_chunk_list_flags_chunks_over_the_embedding_limit() -> None:
    from dataclasses import replace

    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import default_config
    from inspector.gui.chunks.list_model import flags_text
    from inspector.view.chunk_state import ChunkState

    path = sample(LAW)
    document = load_document(path)
    config = replace(default_config(), embed_limit=150)
    state = ChunkState(path, document, chunk_document(document, config), config)
    over = {i for i in range(len(state)) if state.record(i)["embedTokenCount"] > 150}
    assert over
    assert over != set(range(len(state)))
    flagged = {i for i in range(len(state)) if "embed_over_limit" in flags_text(state, i)}
    assert flagged == over
    unlimited = ChunkState(path, document, state.chunk_set, default_config())
    assert not any("embed_over_limit" in unlimited.flags(i) for i in range(len(unlimited)))
