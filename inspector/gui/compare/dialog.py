"""Tools > Compare configurations…: a retrieval eval of configurations on the shown document.

It shows statistics and recall per configuration (within 1,000, 2,000 and 4,000 tokens
returned, and at k units), a bar chart of recall within 2,000 tokens (the best is chosen
there), and the boundary diff between two configurations drawn on the page.

The eval runs in a worker process (``compare_task.EvalTask``) on the loaded document.
"Show boundary diff" puts the second configuration's chunks on the page as a preview, with
every boundary that differs from the first one marked as the rules panel marks a re-chunk's
changes (the overlay's provisional state: nothing is edited, the review is untouched);
"Back to current chunks" shows the document's own chunks again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from inspector.document.model import Document
from inspector.engine.config import ChunkingConfig
from inspector.errors import InspectorError
from inspector.evaluation.metrics import BUDGETS, K_VALUES
from inspector.evaluation.questions import Question, load_questions
from inspector.evaluation.report import budget_label, ranking_name, ranking_value
from inspector.evaluation.runner import EvalDocument, EvalReport
from inspector.gui.compare.chart import RecallChart
from inspector.gui.compare.task import EvalTask
from inspector.gui.rules.models import BoundaryDiffModel
from inspector.strategies.config import StrategyConfig, load_strategy_config, strategy_config
from inspector.strategies.embedding import semantic_available
from inspector.view.boundary_diff import BoundaryDiff, diff_boundaries
from inspector.view.chunk_state import ChunkState

COLUMNS = ["", "Configuration", "Strategy", "Size / overlap", "Chunks", "Median tokens"]
COLUMNS += [f"R@{budget_label(b)} tok" for b in BUDGETS]
COLUMNS += [f"R@{k}" for k in K_VALUES] + [f"MRR@{max(K_VALUES)}"]
"""The chart shows recall at the measure the best configuration is chosen by (2,000 tokens
returned: ``evaluation.metrics.DEFAULT_BUDGET``)."""
BASELINES = [
    ("recursive", "Recursive baseline", True),
    ("hybrid", "Hybrid", False),
    ("parent_child", "Parent-child", True),
    ("semantic", "Semantic (MiniLM)", False),
]


class CompareDialog(QDialog):
    """Compare configurations on the shown document (see the module docstring).

    Signals:
        show_on_page: ``(state)``, a ``ChunkState`` to draw on the page as a preview.
    """

    show_on_page = Signal(object)

    def __init__(
        self,
        path: Path,
        document: Document,
        current: ChunkingConfig,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Compare Configurations — {path.name}")
        self.path = path
        self.document = document
        self.current = current
        self.questions: list[Question] = []
        self.questions_path: Path | None = None
        self.report: EvalReport | None = None
        self.diff: BoundaryDiff | None = None
        self._task: EvalTask | None = None
        self._configs: list[StrategyConfig] = []
        self._build()
        self._add_config(strategy_config("legal", engine=current, label="Current configuration"))
        for name, label, checked in BASELINES:
            self._add_baseline(name, label, checked)
        default = path.parent / "questions.jsonl"
        if default.is_file():
            self.set_questions_file(default)
        self._update_run()

    # -- construction -----------------------------------------------------------------------

    def _build(self) -> None:
        self.config_list = QListWidget()
        self.config_list.setAccessibleName("Configurations to compare")
        self.config_list.itemChanged.connect(self._update_run)
        add = QPushButton("Add TOML File…")
        add.clicked.connect(self._on_add_clicked)
        self.questions_label = QLabel("No question set chosen")
        self.questions_label.setWordWrap(True)
        choose = QPushButton("Choose Questions…")
        choose.clicked.connect(self._on_choose_questions_clicked)
        self.run_button = QPushButton("Run Evaluation")
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.status = QLabel("")
        self.status.setWordWrap(True)

        left = QVBoxLayout()
        left.addWidget(QLabel("Configurations:"))
        left.addWidget(self.config_list, 1)
        left.addWidget(add)
        left.addWidget(self.questions_label)
        left.addWidget(choose)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.status)
        left_widget = QWidget()
        left_widget.setLayout(left)

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setAccessibleName("Statistics and recall per configuration")
        self.chart = RecallChart()

        self.diff_from = QComboBox()
        self.diff_to = QComboBox()
        self.diff_button = QPushButton("Show Boundary Diff")
        self.diff_button.setEnabled(False)
        self.diff_button.clicked.connect(self.show_boundary_diff)
        self.back_button = QPushButton("Back to Current Chunks")
        self.back_button.setEnabled(False)
        self.back_button.clicked.connect(self.show_current)
        self.diff_summary = QLabel("")
        self.diff_model = BoundaryDiffModel(self)
        self.diff_view = QListView()
        self.diff_view.setModel(self.diff_model)
        self.diff_view.setAccessibleName("Boundary changes")
        diff_box = QGroupBox("Boundary diff on the page")
        grid = QGridLayout(diff_box)
        grid.addWidget(QLabel("From:"), 0, 0)
        grid.addWidget(self.diff_from, 0, 1)
        grid.addWidget(QLabel("To:"), 0, 2)
        grid.addWidget(self.diff_to, 0, 3)
        grid.addWidget(self.diff_button, 0, 4)
        grid.addWidget(self.back_button, 0, 5)
        grid.addWidget(self.diff_summary, 1, 0, 1, 6)
        grid.addWidget(self.diff_view, 2, 0, 1, 6)

        right = QVBoxLayout()
        right.addWidget(self.table, 2)
        right.addWidget(self.chart)
        right.addWidget(diff_box, 2)
        right_widget = QWidget()
        right_widget.setLayout(right)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left_widget)
        splitter.addWidget(right_widget)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.resize(1100, 720)

    def _add_config(self, config: StrategyConfig, *, checked: bool = True) -> QListWidgetItem:
        item = QListWidgetItem(f"{config.display_name} — {config.name}, {config.size_label()}")
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        item.setData(Qt.ItemDataRole.UserRole, len(self._configs))
        self._configs.append(config)
        self.config_list.addItem(item)
        return item

    def _add_baseline(self, name: str, label: str, checked: bool) -> None:
        config = strategy_config(name, label=label)
        if name == "semantic" and not semantic_available():
            item = self._add_config(config, checked=False)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            item.setToolTip("Needs the optional 'semantic' extra (PyTorch and MiniLM)")
            return
        self._add_config(config, checked=checked)

    # -- inputs -----------------------------------------------------------------------------

    def add_config_file(self, path: Path) -> bool:
        """Add the configuration in ``path`` (checked); False, with a message, if invalid."""
        try:
            config = load_strategy_config(path)
        except InspectorError as error:
            QMessageBox.warning(self, "Cannot Use Configuration", str(error))
            return False
        self._add_config(config)
        return True

    def set_questions_file(self, path: Path) -> bool:
        """Use the question set in ``path``; False, with a message, if it cannot be read."""
        try:
            questions = load_questions(path)
        except InspectorError as error:
            QMessageBox.warning(self, "Cannot Use Question Set", str(error))
            return False
        self.questions_path = path
        self.questions = [q for q in questions if q.document == self.path.name]
        self.questions_label.setText(
            f"{path.name}: {len(self.questions)} of {len(questions)} questions about "
            f"{self.path.name}"
        )
        self._update_run()
        return True

    def checked_configs(self) -> list[StrategyConfig]:
        """The configurations ticked in the list, in list order."""
        chosen = []
        for row in range(self.config_list.count()):
            item = self.config_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                chosen.append(self._configs[int(item.data(Qt.ItemDataRole.UserRole))])
        return chosen

    @Slot()
    def _update_run(self, *_: Any) -> None:
        running = self._task is not None
        ready = bool(self.questions) and bool(self.checked_configs())
        self.run_button.setEnabled(ready and not running)
        self.cancel_button.setEnabled(running)

    @Slot()
    def _on_add_clicked(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(
            self, "Add Configurations", str(self.path.parent), "Configurations (*.toml)"
        )
        for name in files:
            self.add_config_file(Path(name))

    @Slot()
    def _on_choose_questions_clicked(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, "Choose Question Set", str(self.path.parent), "Question sets (*.jsonl)"
        )
        if name:
            self.set_questions_file(Path(name))

    # -- running ----------------------------------------------------------------------------

    @Slot()
    def run(self) -> None:
        """Start the evaluation of the ticked configurations in the background."""
        configs = self.checked_configs()
        if not configs or not self.questions or self._task is not None:
            return
        document = EvalDocument(self.path.name, self.document)
        task = EvalTask(configs, document, self.questions, parent=self)
        task.progressed.connect(self._on_task_progressed)
        task.succeeded.connect(self._on_task_succeeded)
        task.failed.connect(self._on_task_failed)
        task.cancelled.connect(self._on_task_cancelled)
        self._task = task
        self.progress.setRange(0, 0)
        self.status.setText(f"Evaluating {len(configs)} configurations…")
        self._update_run()
        task.start()

    @Slot()
    def cancel(self) -> None:
        """Stop a running evaluation."""
        if self._task is not None:
            self._task.cancel()

    def wait(self, timeout_s: float) -> bool:
        """Block until the background work has stopped (tests, closing)."""
        return self._task is None or self._task.wait(timeout_s)

    @Slot(int, int)
    def _on_task_progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    @Slot(object)
    def _on_task_succeeded(self, report: EvalReport) -> None:
        self._task = None
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        self.show_report(report)
        self._update_run()

    @Slot(str)
    def _on_task_failed(self, message: str) -> None:
        self._task = None
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status.setText(message)
        self._update_run()

    @Slot()
    def _on_task_cancelled(self) -> None:
        self._task = None
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status.setText("Evaluation cancelled.")
        self._update_run()

    # -- results ----------------------------------------------------------------------------

    def show_report(self, report: EvalReport) -> None:
        """Fill the table, the chart and the diff choices from ``report``."""
        self.report = report
        self.table.setRowCount(len(report.results))
        k_last = max(K_VALUES)
        for row, r in enumerate(report.results):
            values = ["*" if row == report.best else "", r.label, r.strategy, r.size]
            values += [str(r.chunks), f"{r.median_tokens:g}"]
            values += [f"{r.budget_recall[b]:.3f}" for b in BUDGETS]
            values += [f"{r.recall[k]:.3f}" for k in K_VALUES] + [f"{r.mrr[k_last]:.3f}"]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if row == report.best:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if column >= 4:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        measure = ranking_name(report)
        self.chart.set_bars(
            [(r.label, ranking_value(report, r)) for r in report.results],
            report.best,
            measure[0].upper() + measure[1:],
        )
        labels = [r.label for r in report.results]
        for combo in (self.diff_from, self.diff_to):
            combo.clear()
            combo.addItems(labels)
        if len(labels) > 1:
            self.diff_to.setCurrentIndex(1)
        self.diff_button.setEnabled(len(labels) > 1)
        best = report.results[report.best].label if report.results else "none"
        self.status.setText(
            f"{report.questions} questions, {report.retriever}: best at {ranking_name(report)} "
            f"is {best}."
        )

    @Slot()
    def show_boundary_diff(self) -> None:
        """Draw the "To" configuration's chunks on the page, boundaries diffed against "From"."""
        report = self.report
        if report is None:
            return
        old = report.results[self.diff_from.currentIndex()].results[self.path.name]
        new = report.results[self.diff_to.currentIndex()].results[self.path.name]
        self.diff = diff_boundaries(old.chunk_set.chunks, new.chunk_set.chunks)
        self.diff_model.set_diff(self.diff)
        self.diff_summary.setText(
            f"{self.diff_from.currentText()} → {self.diff_to.currentText()}: {self.diff.summary()}"
        )
        state = ChunkState(
            self.path, self.document, new.chunk_set, new.strategy.engine, diff=self.diff
        )
        self.back_button.setEnabled(True)
        self.show_on_page.emit(state)

    @Slot()
    def show_current(self) -> None:
        """Ask for the document's own chunks on the page again."""
        self.back_button.setEnabled(False)
        self.show_on_page.emit(None)

    def done(self, result: int) -> None:
        """Closing: stop the work and give the page back its own chunks."""
        self.cancel()
        if self.back_button.isEnabled():
            self.show_current()
        super().done(result)
