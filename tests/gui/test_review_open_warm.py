"""A review opened by a named reviewer has what boundary edits need built before it shows.

The language model a split, merge or moved boundary uses (~45 ms of Python) is built by the
thread that opens the session, so no edit waits for it or meets a warm-up thread holding the
GIL. Opened without a name (someone looking), nothing is built until one is given.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from inspector.review.edits import SplitChunk
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window, shown

pytestmark = pytest.mark.gui
__all__ = ["data_dir"]


def test_a_named_reviewer_s_session_shows_with_its_language_model(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample("contract_en_services.pdf"))
    facts = window.review.session.context.facts
    model = facts._languages
    assert model is not None  # built before the session was shown
    state = shown(window)
    chunk = state.chunks[5]
    assert window.review.request(
        SplitChunk(5, state.document.text.index(" ", chunk.start + 20) + 1)
    )
    assert facts._languages is model  # the edit used it, nothing rebuilt
    assert state.chunks[6].language == chunk.language


def test_a_session_opened_without_a_name_builds_nothing_for_edits(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = review_window(qtbot, sample("contract_en_services.pdf"), reviewer="")
    assert window.review.session.context.facts._languages is None
