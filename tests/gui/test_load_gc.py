"""A loaded document is moved out of the cyclic collector's reach (``gc.freeze``)."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from inspector.gui.main_window import MainWindow
from tests.gui.conftest import open_and_wait

pytestmark = pytest.mark.gui


def collector_walks(value: object) -> bool:
    """Whether a collection of the oldest generation would look at ``value``."""
    return any(tracked is value for tracked in gc.get_objects())


def test_the_shown_document_is_frozen(window: MainWindow, forty_pages: Path, qtbot: QtBot) -> None:
    assert gc.get_freeze_count() > 0  # the window froze the start-up objects when shown
    state = open_and_wait(qtbot, window, forty_pages)
    assert gc.is_tracked(state.document.blocks)
    assert gc.is_tracked(state.chunks)
    assert not collector_walks(state.document.blocks)
    assert not collector_walks(state.chunks)
    fresh = [object()]  # anything made afterwards is collected as usual
    assert collector_walks(fresh)
