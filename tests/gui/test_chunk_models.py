"""The chunk list's models: the table over the state, the filter/sort proxy, the selection."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QStyle
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from inspector.engine.types import ChunkType
from inspector.gui.chunks.filter_model import ChunkFilterModel, SizeFilter
from inspector.gui.chunks.list_model import HEADERS, ChunkColumn, ChunkListModel, ChunkRole
from inspector.gui.chunks.selection import ChunkSelection
from inspector.view.boundary_diff import diff_boundaries
from inspector.view.chunk_state import UNREVIEWED, ChunkState
from tests.gui.conftest import check_model, chunk_state

pytestmark = pytest.mark.gui


@pytest.fixture
def law() -> ChunkState:
    return chunk_state("law_en_data_archives.pdf")


@pytest.fixture
def bilingual() -> ChunkState:
    return chunk_state("contract_ar_en_supply.pdf")


def filtered(state: ChunkState) -> tuple[ChunkListModel, ChunkFilterModel]:
    model = ChunkListModel()
    model.set_state(state)
    proxy = ChunkFilterModel()
    proxy.setSourceModel(model)
    return model, proxy


def shown(proxy: ChunkFilterModel) -> list[int]:
    return sorted(proxy.chunk_index(row) for row in range(proxy.rowCount()))


def test_models_pass_the_model_tester(qtmodeltester: ModelTester, law: ChunkState) -> None:
    model, proxy = filtered(law)
    check_model(qtmodeltester, model)
    proxy.set_chunk_type("article")
    proxy.set_search("archives")
    proxy.sort(ChunkColumn.TOKENS, Qt.SortOrder.DescendingOrder)
    check_model(qtmodeltester, proxy)
    model.set_state(None)
    check_model(qtmodeltester, model)
    check_model(qtmodeltester, proxy)


def test_columns_show_the_chunk_fields(law: ChunkState) -> None:
    model, _ = filtered(law)
    assert model.rowCount() == len(law)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["#", "Type", "Heading", "Tokens", "Status", "Flags", "Lang."]
    assert headers == list(HEADERS.values())
    chunk = law.chunks[21]
    row = [model.index(21, c).data() for c in range(model.columnCount())]
    assert row == [
        "21",
        chunk.chunk_type.value,
        chunk.heading_text,
        f"{chunk.token_count:,}",
        UNREVIEWED,
        ", ".join(law.flags(21)),
        chunk.language,
    ]
    assert model.index(21, ChunkColumn.TOKENS).data(ChunkRole.SORT_KEY) == chunk.token_count
    assert model.index(21, ChunkColumn.HEADING).data(ChunkRole.CHUNK_INDEX) == 21
    assert "#21 · " in model.index(21, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert not model.index(0, 0).flags() & Qt.ItemFlag.ItemIsEditable


def test_type_status_language_and_size_filters(law: ChunkState, bilingual: ChunkState) -> None:
    _, proxy = filtered(law)
    articles = [i for i, c in enumerate(law.chunks) if c.chunk_type is ChunkType.ARTICLE]
    proxy.set_chunk_type("article")
    assert shown(proxy) == articles
    assert 0 < len(articles) < len(law)
    proxy.set_chunk_type(None)
    proxy.set_status("approved")
    assert shown(proxy) == []  # nothing is reviewed yet
    proxy.set_status(UNREVIEWED)
    assert len(shown(proxy)) == len(law)
    proxy.set_status(None)
    proxy.set_size(SizeFilter.UNDER)
    assert shown(proxy) == [i for i, c in enumerate(law.chunks) if c.token_count < 50]
    assert shown(proxy)
    proxy.set_size(SizeFilter.OVER)
    assert shown(proxy) == [i for i, c in enumerate(law.chunks) if c.token_count > c.max_tokens]
    proxy.set_size(SizeFilter.ANY)
    proxy.set_flagged_only(True)
    assert shown(proxy) == [i for i in range(len(law)) if law.flags(i)]
    proxy.clear_filters()
    assert not proxy.is_filtering()
    assert proxy.rowCount() == len(law)

    _, mixed = filtered(bilingual)
    mixed.set_language("ar")
    arabic = [i for i, c in enumerate(bilingual.chunks) if c.language == "ar"]
    assert shown(mixed) == arabic
    assert 0 < len(arabic) < len(bilingual)


def test_text_search_matches_headings_text_and_the_key_layer() -> None:
    arabic = chunk_state("qanun_ar_archives.pdf")
    _, proxy = filtered(arabic)
    # The document writes the basmala with full tashkeel; a search without it still finds it.
    assert "بِسْمِ" in arabic.document.text
    proxy.set_search("بسم الله")
    hits = shown(proxy)
    assert hits
    assert all("بسم الله" in arabic.search_text(i) for i in hits)
    law = chunk_state("law_en_data_archives.pdf")
    _, english = filtered(law)
    english.set_search("  CLOSURE PERIODS ")
    assert shown(english) == [
        i
        for i in range(len(law))
        if "closure periods" in law.chunk_text(i).casefold()
        or "closure periods" in law.chunks[i].heading_text.casefold()
    ]
    english.set_search("no such words anywhere")
    assert english.rowCount() == 0


def test_changed_filter_and_change_colours() -> None:
    law = chunk_state("law_en_data_archives.pdf")
    # A made-up earlier run without the chunks 5 and 9: their boundaries count as added.
    earlier = tuple(c for i, c in enumerate(law.chunks) if i not in (5, 9))
    diff = diff_boundaries(earlier, law.chunks)
    state = ChunkState(law.path, law.document, law.chunk_set, law.config, diff=diff)
    model, proxy = filtered(state)
    proxy.set_changed_only(True)
    assert shown(proxy) == [5, 9]
    assert model.index(5, 0).data(ChunkRole.CHANGE) == "added"
    assert model.index(5, 3).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert model.index(6, 3).data(Qt.ItemDataRole.BackgroundRole) is None


def test_sorting_by_tokens(law: ChunkState) -> None:
    _, proxy = filtered(law)
    proxy.sort(ChunkColumn.TOKENS, Qt.SortOrder.DescendingOrder)
    tokens = [law.chunks[proxy.chunk_index(r)].token_count for r in range(proxy.rowCount())]
    assert tokens == sorted(tokens, reverse=True)


def test_selection_follows_and_resets(qtbot: QtBot, law: ChunkState) -> None:
    model = ChunkListModel()
    model.set_state(law)
    selection = ChunkSelection(model)
    with qtbot.waitSignal(selection.current_changed) as blocker:
        selection.select(4)
    assert blocker.args == [4]
    assert selection.selection_model.isRowSelected(4, QModelIndex())
    selection.step(3)
    assert selection.current == 7
    selection.step(-100)
    assert selection.current == 0
    selection.step(1000)
    assert selection.current == len(law) - 1
    with qtbot.waitSignal(selection.current_changed) as blocker:
        model.set_state(law)  # a reset lets go of the chunk
    assert blocker.args == [None]
    selection.select(None)
    assert selection.current is None


def test_every_column_title_fits_its_column(qtbot: QtBot, law: ChunkState) -> None:
    # The fixed widths are in ems of the table's font; a title can need more ("Tokens" and
    # "Lang." were drawn cut, as "okens" and "ang").
    from inspector.gui.chunks.list_view import ChunkListPanel

    model = ChunkListModel()
    model.set_state(law)
    panel = ChunkListPanel(ChunkSelection(model))
    qtbot.addWidget(panel)
    header = panel.table.horizontalHeader()
    metrics = header.fontMetrics()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for column in ChunkColumn:
        if column == ChunkColumn.HEADING:
            continue  # stretched to the room left
        title = HEADERS[column]
        assert header.sectionSize(column) >= metrics.horizontalAdvance(title) + 2 * margin, title
    # The heading column, which takes what the others leave, keeps room for a heading at the
    # list's usual width (the dock's default, about 400 pixels).
    panel.resize(400, 600)
    panel.show()
    qtbot.waitExposed(panel)
    assert header.sectionSize(ChunkColumn.HEADING) >= panel.table.viewport().width() // 6


def test_constants_spelled_out_for_a_quick_start_match_the_engine() -> None:
    # The GUI spells these out so the window opens without importing the engine.
    from dataclasses import fields

    from inspector.engine.config import SizeProfile
    from inspector.engine.stats import SMALL_TOKENS as ENGINE_SMALL_TOKENS
    from inspector.gui.rules import models as rules_models
    from inspector.view import chunk_sizes

    assert chunk_sizes.SMALL_TOKENS == ENGINE_SMALL_TOKENS
    assert tuple(f.name for f in fields(SizeProfile)) == rules_models._PROFILE_FIELDS


def test_the_window_module_does_not_load_the_engine() -> None:
    import subprocess
    import sys

    code = (
        "import sys, inspector.gui.main_window; "
        "print(sorted(m for m in sys.modules if m.startswith(('inspector.engine.', 'tiktoken'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['inspector.engine.types']"
