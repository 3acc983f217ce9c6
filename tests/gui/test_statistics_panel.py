"""The statistics panel: histogram with the profile's sizes, the engine's summary, red flags."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from inspector.engine.stats import ChunkStats, CutJudge, chunk_stats, stranded_headings
from inspector.gui.chunks.statistics_panel import StatisticsPanel, histogram, red_flags
from inspector.gui.main_window import MainWindow
from tests.gui.conftest import chunk_state, open_and_wait, sample
from tests.gui.test_rules_panel import _MAX, rechunked, set_size

pytestmark = pytest.mark.gui


def computed(panel: StatisticsPanel) -> ChunkStats | None:
    """The panel's statistics (a call, so that type narrowing does not outlive a wait)."""
    return panel.stats


def test_panel_shows_engine_statistics_and_flag_selects_chunk(
    window: MainWindow, qtbot: QtBot
) -> None:
    assert window.statistics_dock.toggleViewAction().shortcut().toString() == "Ctrl+4"
    state = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    panel = window.statistics
    assert computed(panel) is None  # hidden: nothing computed yet
    window.statistics_dock.toggleViewAction().trigger()
    qtbot.waitUntil(lambda: computed(panel) is not None)

    h = panel.histogram_view.histogram
    assert h is not None
    assert sum(h.counts) == len(state)
    names = Counter(state.profile_of(i)[0] for i in range(len(state)))
    profile = state.config.profiles[names.most_common(1)[0][0]]
    assert h.profile == names.most_common(1)[0][0]
    assert (h.target_min, h.target_max, h.max_tokens) == (
        profile.target_min,
        profile.target_max,
        profile.max_tokens,
    )
    assert h.profile in panel.caption.text()

    expected = chunk_stats([(state.document, state.chunk_set)], state.config)
    assert panel.stats == expected
    text = panel.summary.text()
    assert f"Chunks: {expected.count:,}" in text
    assert f"median {expected.median_tokens:g}" in text
    assert f"max {expected.max_tokens:,}" in text
    assert f"over max: {expected.over_max:,}" in text

    # The per-chunk flags agree with the engine's totals.
    kinds = Counter(flag.kind for flag in panel.flags)
    assert kinds["over_max"] == expected.over_max
    assert kinds["under_50"] == expected.under_50
    assert kinds["mid_sentence"] == expected.mid_sentence_starts
    assert kinds["stranded_heading"] == expected.stranded_headings
    assert panel.flag_list.count() == len(panel.flags)
    assert panel.flags, "the sample should raise at least one red flag"

    row = len(panel.flags) - 1
    item = panel.flag_list.item(row)
    target = panel.flags[row].index
    panel.flag_list.scrollToItem(item)
    rect = panel.flag_list.visualItemRect(item)
    QTest.mouseClick(
        panel.flag_list.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        rect.center(),
    )
    assert window.controller.selection.current == target
    assert window.detail.chunk_index == target
    # Activation (Enter, double click) selects too.
    window.controller.selection.select(None)
    panel.flag_list.itemActivated.emit(item)
    assert window.controller.selection.current == target


def test_histogram_and_flags_follow_the_engine() -> None:
    state = chunk_state("contract_en_services.pdf")
    h = histogram(state)
    assert sum(h.counts) == len(state)
    assert h.max_tokens == state.config.profiles[h.profile].max_tokens
    judge = CutJudge(state.document, state.config)
    ranges = [(c.start, c.end) for c in state.chunks]
    flags = red_flags(state)
    stranded = [f.index for f in flags if f.kind == "stranded_heading"]
    assert len(stranded) == stranded_headings(judge, ranges)
    assert all(judge.strands_heading(*ranges[i]) for i in stranded)


def test_panel_follows_rechunk_and_close(window: MainWindow, qtbot: QtBot) -> None:
    window.statistics_dock.show()
    panel = window.statistics
    before = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    qtbot.waitUntil(lambda: computed(panel) is not None)  # computed in a thread
    stats = computed(panel)
    assert stats is not None
    assert stats.count == len(before)
    after = rechunked(qtbot, window, lambda: set_size(window, "article", _MAX, 150))
    assert len(after) != len(before)
    qtbot.waitUntil(lambda: computed(panel) is not None)
    stats = computed(panel)
    assert stats is not None
    assert stats.count == len(after)
    h = panel.histogram_view.histogram
    assert h is not None
    assert sum(h.counts) == len(after)
    with qtbot.waitSignal(window.controller.chunks_changed):
        window.close_document()
    assert computed(panel) is None
    assert window.statistics.flag_list.count() == 0


def test_a_short_panel_scrolls_instead_of_drawing_text_over_the_histogram(qtbot: QtBot) -> None:
    # A dock of 350 x 330 pixels squeezed the wrapped caption to fewer lines than it holds:
    # centred in its box, its text was drawn over the bars.
    panel = StatisticsPanel()
    qtbot.addWidget(panel)
    panel.resize(350, 330)
    panel.show()
    qtbot.waitExposed(panel)
    panel.set_state(chunk_state("judgment_en_appeal.pdf"))
    qtbot.waitUntil(lambda: computed(panel) is not None)
    qtbot.wait(50)  # the layout settles after the new texts
    chart = panel.histogram_view.geometry()
    assert chart.height() >= panel.histogram_view.minimumHeight()
    for label in (panel.caption, panel.summary):
        assert label.text()
        assert not label.geometry().intersects(chart)
        assert label.height() >= label.heightForWidth(label.width())
        assert label.alignment() & Qt.AlignmentFlag.AlignTop
    assert panel.scroll_area.verticalScrollBar().maximum() > 0  # the rest is a scroll away
    # The summary speaks of the chunk set (no flag on this judgment's); the list names chunks.
    stats = computed(panel)
    assert stats is not None
    assert stats.red_flags == ()
    assert panel.summary.text().endswith("Chunk set as a whole: no red flag.")
    assert panel.flag_list.count() == len(panel.flags) > 0


def test_first_shown_the_dock_gets_half_of_its_column(window: MainWindow, qtbot: QtBot) -> None:
    window.show()
    qtbot.waitExposed(window)
    window.statistics_dock.toggleViewAction().trigger()
    qtbot.waitUntil(window.statistics_dock.isVisible)
    qtbot.wait(50)
    detail, statistics = window.detail_dock.height(), window.statistics_dock.height()
    assert statistics >= 0.4 * (detail + statistics), (detail, statistics)


def test_panel_names_a_document_without_structure_and_its_damaged_chunks(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """A gazette's text with broken digits and no unit the engine can find: both flags show in
    the summary, and the chunks holding the marks are listed to select."""
    damaged = "صدر القانون رقم ١7 لسنة ١٩7٣ ويعمل به من ٢5 مايو تاريخ نشره في الجريدة الرسمية."
    plain = "وتلتزم الجهات المختصة بتنفيذ أحكامه كل فيما يخصه دون إبطاء أو تأخير في ذلك."
    text = "\n\n".join([damaged, *[f"{plain} {plain} {plain}"] * 30, damaged]) + "\n"
    path = tmp_path / "gazette.txt"
    path.write_text(text, encoding="utf-8")
    window.statistics_dock.show()
    panel = window.statistics
    state = open_and_wait(qtbot, window, path)
    qtbot.waitUntil(lambda: computed(panel) is not None)
    assert len(state) > 1
    summary = panel.summary.text()
    assert "⚑ no structure found in gazette.txt" in summary
    assert "⚑ damaged text layer in gazette.txt: 6 numbers mixing" in summary
    listed = [flag.index for flag in panel.flags if flag.kind == "damaged_text"]
    expected = [i for i in range(len(state)) if "١7" in state.exported_text(i)]
    assert listed == expected
    assert listed[0] == 0
    assert listed[-1] == len(state) - 1
