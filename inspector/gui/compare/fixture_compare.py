"""File > Compare with Fixture…: the engine's chunks against a golden fixture, as a diff.

The fixture's approved chunks become the "old" run and the shown chunks the "new" one, so the
diff goes down the same path as a re-chunk with changed rules (``boundary_diff``): the chunk
list marks changed chunks, the page draws added, moved and removed boundaries, and the rules
panel's Changes tab lists them. Outside the fixture's chunks (chunks it does not hold) the
shown chunks stand for themselves, so only the covered text is judged. The scores, text and
metadata findings of ``inspector.export.fixture_check`` are shown in a message.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from inspector.engine.types import Boundary, BoundaryKind, Chunk, ChunkType
from inspector.errors import InspectorError
from inspector.gui.jobs.base import CallTask
from inspector.view.boundary_diff import BoundaryDiff, diff_boundaries
from inspector.view.chunk_state import ChunkState

if TYPE_CHECKING:
    # Imported when a comparison runs: the engine's statistics and export records it pulls
    # in would otherwise load while the window is built, delaying the first page.
    from inspector.export.fixture_check import FixtureReport

FIXTURE_RULE = "fixture"
"""Rule name of fixture boundaries that recorded none (older fixtures)."""


def fixture_chunks(fixture: dict[str, Any], shown: tuple[Chunk, ...]) -> list[Chunk]:
    """The fixture's chunks, with the shown chunks filling the text it does not cover.

    Boundary rules come from the fixture's ``startRule`` (so an unchanged boundary is not
    reported as "rule changed"); ``FIXTURE_RULE`` where the fixture has none.
    """
    covered = sorted((int(c["charStart"]), int(c["charEnd"]), c) for c in fixture["chunks"])
    chunks: list[Chunk] = []
    for start, end, data in covered:
        rule = str(data.get("startRule") or FIXTURE_RULE)
        kind = BoundaryKind.DOCUMENT_START if start == 0 else BoundaryKind.HEADING
        chunk_type = ChunkType(data["chunkType"]) if "chunkType" in data else ChunkType.OTHER
        chunks.append(
            Chunk(
                start=start,
                end=end,
                boundary=Boundary(start, kind, rule),
                chunk_type=chunk_type,
                heading_path=(),
                heading_text=str(data.get("headingText", "")),
                language=str(data.get("language", "")),
                token_count=0,
                max_tokens=0,
                overlap_tokens=0,
                page_start=int(data.get("pageNumber", 1)) - 1,
                page_end=int(data.get("pageEnd", 1)) - 1,
            )
        )
    outside = [c for c in shown if not any(s <= c.start < e for s, e, _ in covered)]
    return sorted([*chunks, *outside], key=lambda c: c.start)


def compare_state(state: ChunkState, fixture: dict[str, Any]) -> tuple[BoundaryDiff, FixtureReport]:
    """The boundary diff to show and the fixture report for the shown chunks."""
    from inspector.export.fixture_check import compare_with_fixture

    if fixture.get("fingerprint") != state.document.fingerprint:
        raise FixtureMismatch(
            f"The fixture is of {fixture.get('fileName', 'another file')} "
            f"(fingerprint {str(fixture.get('fingerprint', ''))[:12]}…), not of the file shown."
        )
    report = compare_with_fixture(fixture, state.document, state.chunk_set, state.config)
    diff = diff_boundaries(fixture_chunks(fixture, state.chunks), state.chunks)
    return diff, report


class FixtureMismatch(InspectorError):  # noqa: N818 - names the situation the user sees
    """The fixture belongs to another document (or another version of this one)."""


class FixtureCompare(QObject):
    """The Compare with Fixture… action: pick a fixture, compare off the UI thread, show."""

    def __init__(self, window: QWidget, controller: Any) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._task: CallTask | None = None
        self.action = QAction("Compare with &Fixture…", window)
        self.action.setStatusTip("Show the engine's boundaries against a golden fixture")
        self.action.triggered.connect(self.choose)
        self.last_report: FixtureReport | None = None

    @Slot()
    def choose(self) -> None:
        """Ask for a fixture file, then compare."""
        chosen, _ = QFileDialog.getOpenFileName(
            self._window, "Compare with Fixture", "", "Fixtures (*.fixture.json);;JSON (*.json)"
        )
        if chosen:
            self.compare(Path(chosen))

    def compare(self, path: Path) -> None:
        """Compare the shown chunks with the fixture in ``path`` (result shown when ready)."""
        state = self._controller.state
        if not isinstance(state, ChunkState) or self._task is not None:
            return
        from inspector.export.fixtures import read_fixture

        def work() -> tuple[BoundaryDiff, FixtureReport] | str:
            try:
                return compare_state(state, read_fixture(path))
            except InspectorError as error:
                return str(error)

        self._task = CallTask(work, self)
        self._task.succeeded.connect(lambda result: self._show(state, result))
        self._task.failed.connect(lambda message: self._show(state, message))
        self._task.start()

    def _show(self, state: ChunkState, result: tuple[BoundaryDiff, FixtureReport] | str) -> None:
        self._task = None
        if isinstance(result, str):
            self._message(QMessageBox.Icon.Warning, "Cannot Compare", result)
            return
        diff, report = result
        self.last_report = report
        current = self._controller.current
        if current is None or current.state is not state:
            return  # another document or another run is shown now
        compared = replace(state, diff=diff)
        current.state = compared
        self._controller.list_model.set_state(compared)
        self._controller.chunks_changed.emit(compared)
        verdict = "holds" if report.passes() else "does not hold"
        self._controller.message.emit(f"Fixture {verdict}: {diff.summary()}")
        self._message(QMessageBox.Icon.Information, f"Fixture {verdict}", report.describe())

    def _message(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        box = QMessageBox(icon, title, text)
        box.setParent(self._window, box.windowFlags())
        box.open()  # non-blocking: the diff is on screen behind it
