"""``Utf16Offsets``: str offsets <-> UTF-16 positions, checked against Python's own UTF-16 codec,
and the redaction overlay builds it only when it draws."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from inspector.gui.pages.redaction_items import RedactionTextOverlay
from inspector.view.utf16_offsets import Utf16Offsets, astral_offsets
from tests.gui.conftest import sample
from tests.gui.review_helpers import data_dir, review_window

__all__ = ["data_dir"]

# BMP letters (Latin, Arabic), and characters beyond U+FFFF (emoji, mathematical letters).
CHARACTERS = st.sampled_from("aé ب\n\U0001f600\U0001d400\U00010000\U0010ffff\uffff")


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


@given(st.lists(CHARACTERS, max_size=60).map("".join))
def test_positions_match_the_utf16_codec(text: str) -> None:
    offsets = Utf16Offsets(text)
    assert astral_offsets(text) == [i for i, c in enumerate(text) if ord(c) > 0xFFFF]
    for offset in range(len(text) + 1):
        position = offsets.to_utf16(offset)
        assert position == utf16_length(text[:offset])
        assert offsets.from_utf16(position) == offset
    for position in range(utf16_length(text) + 1):
        # A position inside a surrogate pair maps to the character it belongs to.
        offset = offsets.from_utf16(position)
        assert offsets.to_utf16(offset) <= position < offsets.to_utf16(offset) + 2 or (
            offset == len(text) and position == utf16_length(text)
        )


def test_a_long_text_is_scanned_in_c_not_per_character() -> None:
    # 2 M characters: a per-character ord() loop takes over a second; the scan milliseconds.
    text = sample("law_en_data_archives.txt").read_text("utf-8")
    text = (text * (2_000_000 // len(text) + 1))[:2_000_000]
    astral = text[:1_000_000] + "\U0001f600" + text[1_000_000:]
    for value, expected in ((text, []), (astral, [1_000_000])):
        best = min(_build_seconds(value) for _ in range(3))
        assert astral_offsets(value) == expected
        assert best < 0.25, f"{best:.3f} s for 2 M characters"


def _build_seconds(text: str) -> float:
    started = time.perf_counter()
    Utf16Offsets(text)
    return time.perf_counter() - started


def built_offsets(overlay: RedactionTextOverlay) -> Utf16Offsets | None:
    """The overlay's UTF-16 conversion if it was built (None until it draws)."""
    return overlay._offsets


@pytest.mark.gui
def test_the_redaction_overlay_of_a_pdf_never_scans_its_text(qtbot: QtBot, data_dir: Path) -> None:
    window = review_window(qtbot, sample("contract_en_services.pdf"))
    qtbot.waitUntil(lambda: bool(window.redaction.redactions), timeout=10_000)
    overlay = window.redaction.text_overlay
    state = window.review.state
    assert state is not None
    assert not window.text_view.isVisible()  # a PDF is shown as pages
    assert built_offsets(overlay) is None
    # Asked for a box, it builds the conversion once and keeps it for the same text.
    overlay.line_rects(window.redaction.redactions[0])
    built = built_offsets(overlay)
    assert built is not None
    overlay.show_redactions(state.document.text, window.redaction.redactions)
    assert built_offsets(overlay) is built
