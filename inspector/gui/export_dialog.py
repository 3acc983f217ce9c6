"""File > Export…: export the shown document's chunks to JSON Lines or SQLite.

The dialog asks for the target file (the format follows its extension), the tenant, approved
chunks only or all, the redaction policy (by default the document type's), and optionally a
reason to export detected personal data anyway. The export runs on a worker thread
(``CallTask``) and ends with a message giving the counts, or the reason it was refused (the
redaction gate names the chunks).

What is exported: the document's saved review if it has one (``inspector.review`` saves every
edit as it happens, so that is what the window shows), else the engine's chunks with detected
personal data redacted -- the same rule as ``inspector export``. No PyMuPDF call is made off
the UI thread: the document already loaded is reused.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from inspector.errors import InspectorError
from inspector.gui.jobs.base import CallTask
from inspector.gui.menus import MenuEntry
from inspector.view.chunk_state import ChunkState

FILE_FILTER = "JSON Lines (*.jsonl);;SQLite (*.sqlite *.sqlite3 *.db)"
TENANT_KEY = "export/tenant"
FOLDER_KEY = "export/folder"


def suggested_folder() -> Path:
    """The folder the dialog proposes to write to.

    The last export's folder if it still exists, else ``exports`` in the app's data folder
    (made 0700); never beside the source document, which may sit in a shared or synced
    client folder.
    """
    last = QSettings().value(FOLDER_KEY, "")
    if isinstance(last, str) and last and Path(last).is_dir():
        return Path(last)
    from inspector.review.store import review_dir

    folder = review_dir().parent / "exports"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
    except OSError:
        return Path.home()
    return folder


@dataclass(frozen=True, slots=True)
class ExportRequest:
    """What the user asked for in the dialog."""

    out: Path
    tenant: str
    include_all: bool
    allow_unredacted: str | None
    policy: str = "auto"


@dataclass(frozen=True, slots=True)
class ExportOutcome:
    """The result of an export: the summary text, or the error's message."""

    ok: bool
    text: str
    records: int = 0


def run_export(state: ChunkState, request: ExportRequest) -> ExportOutcome:
    """Export ``state``'s document as ``request`` says (runs on a worker thread)."""
    from inspector.export.inputs import unreviewed_input
    from inspector.export.review_input import review_input_of_loaded
    from inspector.export.service import export_documents

    try:
        source = review_input_of_loaded(
            state.document, state.path, state.config, policy=request.policy
        )
        if source is None:
            source = unreviewed_input(
                state.document, state.chunk_set, state.config, policy=request.policy
            )
        summary = export_documents(
            [source],
            request.out,
            tenant_id=request.tenant,
            include_all=request.include_all,
            allow_unredacted=request.allow_unredacted,
        )
    except InspectorError as error:
        return ExportOutcome(False, str(error))
    text = summary.describe()
    if summary.records == 0 and not request.include_all:
        text += "\nNo chunk is approved yet: approve chunks, or choose All chunks."
    return ExportOutcome(True, text, summary.records)


class ExportDialog(QDialog):
    """Asks where and how to export, runs the export off the UI thread, reports the result.

    Signals:
        exported: ``(ExportOutcome)`` when an export attempt ends (success or refusal).
    """

    exported = Signal(object)

    def __init__(self, state: ChunkState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Export {state.path.name}")
        self._state = state
        self._task: CallTask | None = None
        self.path_edit = QLineEdit(str(suggested_folder() / f"{state.path.stem}.jsonl"))
        # Wide enough for the whole suggested path (it was cut to "cs/contract_ar_en_sup…"),
        # up to 50 ems; a longer one scrolls in the field.
        metrics = self.path_edit.fontMetrics()
        path_width = (
            metrics.horizontalAdvance(self.path_edit.text()) + 3 * metrics.averageCharWidth()
        )
        self.path_edit.setMinimumWidth(min(path_width, 50 * metrics.horizontalAdvance("M")))
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path_edit, 1)
        row.addWidget(browse)
        self.tenant_edit = QLineEdit(str(QSettings().value(TENANT_KEY, "") or ""))
        self.tenant_edit.setPlaceholderText("firm or workspace ID (required)")
        self.approved_only = QRadioButton("Approved chunks only")
        self.all_chunks = QRadioButton("All chunks, with their review status")
        self.approved_only.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.approved_only)
        group.addButton(self.all_chunks)
        from inspector.redaction.policy import RedactionPolicy, default_policy

        default = default_policy(state.chunk_set.document_type.value)
        self.policy_box = QComboBox()
        self.policy_box.addItem(f"By document type ({default.value})", "auto")
        labels = {
            RedactionPolicy.NONE: "None (published legislation, judgments)",
            RedactionPolicy.CONTACT: "Contact details and IDs (names kept)",
            RedactionPolicy.FULL: "Full (names too; contracts, private documents)",
        }
        for policy, label in labels.items():
            self.policy_box.addItem(label, policy.value)
        self.override_box = QCheckBox("Export detected personal data anyway, because:")
        self.reason_edit = QLineEdit()
        self.reason_edit.setEnabled(False)
        self.override_box.toggled.connect(self.reason_edit.setEnabled)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        form = QFormLayout()
        form.addRow("File:", row)
        form.addRow("Tenant:", self.tenant_edit)
        form.addRow("Redaction:", self.policy_box)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Export")
        self.buttons.accepted.connect(self.start_export)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        for widget in (self.approved_only, self.all_chunks, self.override_box, self.reason_edit):
            layout.addWidget(widget)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)

    @Slot()
    def _browse(self) -> None:
        chosen, _ = QFileDialog.getSaveFileName(
            self, "Export to", self.path_edit.text(), FILE_FILTER
        )
        if chosen:
            self.path_edit.setText(chosen)

    def request(self) -> ExportRequest | str:
        """The request the fields describe, or why they do not describe one."""
        from inspector.export.errors import ExportError
        from inspector.export.service import format_of

        out = Path(self.path_edit.text().strip())
        try:
            format_of(out)
        except ExportError as error:
            return str(error)
        tenant = self.tenant_edit.text().strip()
        if not tenant:
            return "A tenant ID is required: every exported chunk names its tenant."
        reason = self.reason_edit.text().strip() if self.override_box.isChecked() else None
        if reason is not None and not reason:
            return "Give the reason for exporting personal data: it is recorded in the export."
        policy = str(self.policy_box.currentData())
        return ExportRequest(out, tenant, self.all_chunks.isChecked(), reason, policy)

    @Slot()
    def start_export(self) -> None:
        """Check the fields and start the export on a worker thread."""
        if self._task is not None:
            return
        request = self.request()
        if isinstance(request, str):
            self.status.setText(request)
            return
        QSettings().setValue(TENANT_KEY, request.tenant)
        QSettings().setValue(FOLDER_KEY, str(request.out.absolute().parent))
        self.buttons.setEnabled(False)
        self.status.setText(f"Exporting to {request.out.name}…")
        state = self._state
        self._task = CallTask(lambda: run_export(state, request), self)
        self._task.succeeded.connect(self._finished)
        self._task.failed.connect(lambda message: self._finished(ExportOutcome(False, message)))
        self._task.start()

    @Slot(object)
    def _finished(self, outcome: ExportOutcome) -> None:
        self._task = None
        self.buttons.setEnabled(True)
        self.status.setText(outcome.text)
        self.exported.emit(outcome)


class ExportLauncher(QObject):
    """The File menu's Export… (Ctrl+E) and Compare with Fixture… actions."""

    def __init__(self, window: QWidget, controller: QObject) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self.export_action = QAction("&Export…", window)
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        self.export_action.setStatusTip("Export the chunks to JSON Lines or SQLite")
        self.export_action.triggered.connect(self.open_dialog)
        from inspector.gui.compare.fixture_compare import FixtureCompare

        self.fixture = FixtureCompare(window, controller)
        self.dialog: ExportDialog | None = None

    def file_entries(self) -> list[MenuEntry]:
        """The actions to put in the File menu."""
        return [self.export_action, self.fixture.action]

    @Slot()
    def open_dialog(self) -> None:
        """Show the export dialog for the shown document (a message when there is none)."""
        state = getattr(self._controller, "state", None)
        if not isinstance(state, ChunkState):
            QMessageBox.information(self._window, "Export", "Open a document first.")
            return
        self.dialog = ExportDialog(state, self._window)
        self.dialog.exported.connect(self._report)
        self.dialog.show()

    @Slot(object)
    def _report(self, outcome: ExportOutcome) -> None:
        if outcome.ok and self.dialog is not None:
            # Window-modal and non-blocking: the event loop (and the tests) keep running.
            box = QMessageBox(QMessageBox.Icon.Information, "Export finished", outcome.text)
            box.setParent(self.dialog, box.windowFlags())
            box.open()
