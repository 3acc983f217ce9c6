"""Rule debugging: edit sizes, rules and patterns; re-chunk in the background; see the diff."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from inspector.engine.config import default_config, load_config
from inspector.engine.types import Boundary, BoundaryKind, Chunk, ChunkType
from inspector.gui.chunks.list_model import ChunkRole
from inspector.gui.controller import RECHUNK_DELAY_MS
from inspector.gui.main_window import MainWindow
from inspector.gui.pages.overlay_items import BoundaryMarkerItem, RemovedBoundaryItem
from inspector.gui.rules.models import (
    BoundaryDiffModel,
    ProfileTableModel,
    RuleColumn,
    RuleTableModel,
)
from inspector.view.boundary_diff import ChangeKind, diff_boundaries
from inspector.view.chunk_state import ChunkState
from inspector.view.config_edits import ConfigEditor, RuleKind
from tests.gui.conftest import LOAD_TIMEOUT_MS, check_model, open_and_wait, sample

pytestmark = pytest.mark.gui

_MAX = 2  # the "Maximum" column of the size table


def rechunked(qtbot: QtBot, window: MainWindow, edit: object) -> ChunkState:
    """Run ``edit()`` and wait for the re-chunk it triggers; returns the new state."""
    with qtbot.waitSignal(
        window.controller.chunks_changed,
        timeout=LOAD_TIMEOUT_MS,
        check_params_cb=lambda state: state is not None,
    ):
        assert callable(edit)
        edit()
    state = window.controller.state
    assert state is not None
    return state


def set_size(window: MainWindow, profile: str, column: int, tokens: int) -> bool:
    model = window.rules_panel.profile_model
    assert model is not None
    return model.setData(model.index(model.profile_row(profile), column), tokens)


def test_smaller_article_maximum_adds_boundaries_and_shows_them(
    window: MainWindow, qtbot: QtBot
) -> None:
    before = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    after = rechunked(qtbot, window, lambda: set_size(window, "article", _MAX, 150))
    assert len(after) > len(before)
    assert after.config.profiles["article"].max_tokens == 150
    assert after.config.profiles["article"].target_max <= 150  # the target followed
    diff = after.diff
    assert diff is not None
    assert diff.old_count == len(before)
    assert diff.new_count == len(after)
    added = [c for c in diff.changes if c.kind is ChangeKind.ADDED]
    assert added
    old_starts = {c.start for c in before.chunks}
    for change in added:
        assert change.offset not in old_starts
        assert change.chunk_index is not None
        assert after.chunks[change.chunk_index].start == change.offset
    # The list tints the new boundaries' rows and the Changes tab lists every change.
    model = window.controller.list_model
    first = added[0].chunk_index
    assert first is not None
    assert model.index(first, 0).data(ChunkRole.CHANGE) == "added"
    panel = window.rules_panel
    assert panel.diff_model.rowCount() == len(diff.changes)
    assert panel.diff_model.index(0, 0).data().split()[0] in {"+", "−", "↕", "≠"}
    assert panel.status_label.text() == diff.summary()
    assert panel.tabs.tabText(2) == f"Changes ({len(diff.changes)})"
    # On the page: the flag of an added boundary carries the change.
    window.overlay.ensure_pages(list(range(len(after.document.pages))))
    marker = window.overlay.marker(first)
    assert isinstance(marker, BoundaryMarkerItem)
    assert marker.change is not None
    assert marker.change[0] == "added"
    assert marker.text.startswith("+ #")


def test_larger_article_maximum_removes_boundaries(window: MainWindow, qtbot: QtBot) -> None:
    before = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    after = rechunked(qtbot, window, lambda: set_size(window, "article", _MAX, 4000))
    assert len(after) < len(before)
    diff = after.diff
    assert diff is not None
    removed = diff.removed()
    assert removed
    assert all(c.rule == "paren_digit" for c in removed)  # Article 15's split points went
    new_starts = {c.start for c in after.chunks}
    assert not {c.offset for c in removed} & new_starts
    window.overlay.ensure_pages(list(range(len(after.document.pages))))
    dashed = [
        item
        for page in window.page_view.page_items()
        for group in page.childItems()
        for item in group.childItems()
        if isinstance(item, RemovedBoundaryItem)
    ]
    assert len(dashed) == len(removed)


def test_turning_a_rule_off_and_the_counts(window: MainWindow, qtbot: QtBot) -> None:
    before = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    rules = window.rules_panel.rule_model
    assert rules is not None
    row = rules.rule_row("en_article")
    count = rules.index(row, RuleColumn.BOUNDARIES).data()
    assert count == sum(c.boundary.rule == "en_article" for c in before.chunks) > 10
    check = rules.index(row, RuleColumn.NAME)
    assert check.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    after = rechunked(
        qtbot,
        window,
        lambda: rules.setData(check, Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole),
    )
    assert all(c.boundary.rule != "en_article" for c in after.chunks)
    assert rules.index(row, RuleColumn.BOUNDARIES).data() == 0
    assert all(rule.name != "en_article" for rule in after.config.heading_rules)
    assert after.diff is not None
    assert after.diff.changes
    assert "(edited)" in window.rules_panel.source_label.text()


def test_a_bad_pattern_is_reported_and_nothing_changes(window: MainWindow, qtbot: QtBot) -> None:
    before = open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    rules = window.rules_panel.rule_model
    assert rules is not None
    pattern = rules.index(rules.rule_row("en_article"), RuleColumn.PATTERN)
    assert rules.setData(pattern, "(?P<label>Article (")
    qtbot.waitUntil(
        lambda: "does not compile" in window.rules_panel.status_label.text(),
        timeout=LOAD_TIMEOUT_MS,
    )
    assert "en_article" in window.rules_panel.status_label.text()
    assert "c62828" in window.rules_panel.status_label.styleSheet()  # shown as an error
    assert window.controller.state is before


def test_edits_are_debounced_into_one_rechunk(window: MainWindow, qtbot: QtBot) -> None:
    open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    runs: list[object] = []
    window.controller.chunks_changed.connect(runs.append)
    for tokens in (700, 600, 500, 400):
        assert set_size(window, "article", _MAX, tokens)
    qtbot.wait(RECHUNK_DELAY_MS // 2)
    assert runs == []  # still waiting for the edits to pause
    qtbot.waitUntil(lambda: len(runs) == 1, timeout=LOAD_TIMEOUT_MS)
    qtbot.wait(RECHUNK_DELAY_MS + 200)
    assert len(runs) == 1
    state = window.controller.state
    assert state is not None
    assert state.config.profiles["article"].max_tokens == 400


def test_configuration_round_trip_through_toml(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    edited = rechunked(qtbot, window, lambda: set_size(window, "article", _MAX, 300))
    saved = tmp_path / "strict.toml"
    assert window.controller.save_config_file(saved)
    assert load_config(saved).profiles["article"].max_tokens == 300
    reset = rechunked(qtbot, window, window.controller.reset_config)
    assert reset.config.config_hash == default_config().config_hash
    assert window.rules_panel.source_label.text() == "<b>Configuration:</b> default configuration"
    loaded = rechunked(qtbot, window, lambda: window.controller.load_config_file(saved))
    assert loaded.config.config_hash == edited.config.config_hash
    assert [c.start for c in loaded.chunks] == [c.start for c in edited.chunks]
    assert "strict.toml" in window.rules_panel.source_label.text()


def test_rules_models_pass_the_model_tester(qtmodeltester: ModelTester) -> None:
    editor = ConfigEditor(default_config())
    profiles = ProfileTableModel(editor)
    rules = RuleTableModel(editor)
    check_model(qtmodeltester, profiles)
    check_model(qtmodeltester, rules)
    kinds = {rule.kind for rule in editor.rules()}
    assert kinds == {RuleKind.HEADING, RuleKind.NUMBERING, RuleKind.UNIT_CUE, RuleKind.BUILT_IN}
    built_in = rules.index(rules.rule_row("block_heading"), RuleColumn.NAME)
    assert not built_in.flags() & Qt.ItemFlag.ItemIsUserCheckable
    diff_model = BoundaryDiffModel()
    old = (_chunk(0, "document_start"), _chunk(100, "en_article"), _chunk(300, "paren_digit"))
    new = (_chunk(0, "document_start"), _chunk(100, "block_heading"), _chunk(340, "paren_digit"))
    diff_model.set_diff(diff_boundaries(old, new))
    check_model(qtmodeltester, diff_model)
    assert diff_model.rowCount() == 2


def test_size_edits_keep_the_profile_valid() -> None:
    editor = ConfigEditor(default_config())
    model = ProfileTableModel(editor)
    refused: list[str] = []
    model.rejected.connect(refused.append)
    row = model.profile_row("article")
    assert model.setData(model.index(row, 0), 900)  # target min above the maximum
    article = editor.profiles()["article"]
    assert article.target_min == 900 <= article.target_max <= article.max_tokens
    assert not model.setData(model.index(row, 3), article.max_tokens)  # overlap = maximum
    assert not model.setData(model.index(row, 1), "many")
    assert len(refused) == 2
    assert editor.is_modified


def _chunk(start: int, rule: str) -> Chunk:
    kind = BoundaryKind.DOCUMENT_START if start == 0 else BoundaryKind.HEADING
    return Chunk(
        start,
        start + 10,
        Boundary(start, kind, rule),
        ChunkType.ARTICLE,
        (),
        "",
        "en",
        10,
        800,
        0,
        0,
        0,
    )


def test_boundary_diff_kinds() -> None:
    old = [
        _chunk(0, "document_start"),
        _chunk(100, "en_article"),
        _chunk(300, "paren_digit"),
        _chunk(900, "paren_digit"),
        _chunk(1500, "en_part"),
    ]
    new = [
        _chunk(0, "document_start"),
        _chunk(100, "block_heading"),
        _chunk(350, "paren_digit"),
        _chunk(1200, "en_article"),
        _chunk(1500, "en_part"),
    ]
    diff = diff_boundaries(old, new)
    kinds = [(c.kind, c.offset, c.old_offset) for c in diff.changes]
    assert kinds == [
        (ChangeKind.RULE_CHANGED, 100, 100),
        (ChangeKind.MOVED, 350, 300),
        (ChangeKind.REMOVED, 900, None),
        (ChangeKind.ADDED, 1200, None),
    ]
    assert diff.by_chunk() == {1: diff.changes[0], 2: diff.changes[1], 3: diff.changes[3]}
    assert diff.summary() == "5 → 5 chunks: 1 added, 1 removed, 1 moved, 1 rule changed"
    # An unchanged boundary between two same-rule boundaries: not a move.
    old2 = [_chunk(0, "document_start"), _chunk(100, "paren_digit"), _chunk(200, "en_part")]
    new2 = [_chunk(0, "document_start"), _chunk(200, "en_part"), _chunk(250, "paren_digit")]
    assert [c.kind for c in diff_boundaries(old2, new2).changes] == [
        ChangeKind.REMOVED,
        ChangeKind.ADDED,
    ]


def test_opening_another_file_drops_a_pending_rechunk(window: MainWindow, qtbot: QtBot) -> None:
    open_and_wait(qtbot, window, sample("law_en_data_archives.pdf"))
    assert set_size(window, "article", _MAX, 300)  # a re-chunk is now scheduled
    arabic = open_and_wait(qtbot, window, sample("qanun_ar_archives.pdf"))
    qtbot.wait(RECHUNK_DELAY_MS + 300)
    assert window.controller.state is arabic  # the law's re-chunk never landed on it
    assert arabic.diff is None
    # The edited configuration carried over to the new document.
    assert arabic.config.profiles["article"].max_tokens == 300
