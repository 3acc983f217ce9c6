"""Small review dialogs: flag a problem, write a note, edit a heading, the reviewer's name.

The dialogs are window-modal and opened with ``open()`` (not ``exec()``): the event loop keeps
running, so the window repaints behind them, and tests fill and accept them like a user. The
caller connects ``accepted`` and reads the fields.

The reviewer's name is a user preference (``QSettings`` key :data:`REVIEWER_KEY`): it is who
the review store records on every decision.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from inspector.engine.types import ChunkType
from inspector.review.model import FLAG_LABELS, FlagCategory

REVIEWER_KEY = "review/reviewer"
"""QSettings key of the reviewer's name."""
_INTRO_WIDTH = 380  # logical pixels: the dialogs' introductory text wraps at this width


def reviewer_name(settings: QSettings) -> str:
    """The reviewer's name from the preferences ("" when not set)."""
    value = settings.value(REVIEWER_KEY, "", type=str)
    return " ".join(str(value).split())


def set_reviewer_name(settings: QSettings, name: str) -> None:
    """Remember the reviewer's name (spaces normalised)."""
    settings.setValue(REVIEWER_KEY, " ".join(name.split()))
    settings.sync()


class _FormDialog(QDialog):
    """A titled form with OK/Cancel; OK is enabled only while ``is_complete()`` holds."""

    def __init__(self, title: str, intro: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.form = QFormLayout()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if intro:
            label = QLabel(intro)
            label.setWordWrap(True)
            # A wrapped label in a dialog gets one line's height unless told its real one.
            label.setMinimumWidth(_INTRO_WIDTH)
            label.setMinimumHeight(label.heightForWidth(_INTRO_WIDTH))
            layout.addWidget(label)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)

    @property
    def ok_button(self) -> QWidget:
        """The OK button (tests click it)."""
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert button is not None
        return button

    def refresh(self) -> None:
        """Enable OK when the form is complete."""
        self.ok_button.setEnabled(self.is_complete())

    def is_complete(self) -> bool:
        """Whether OK may be pressed (every dialog here: always, unless it says otherwise)."""
        return True


class FlagDialog(_FormDialog):
    """Flag a problem on a chunk: a category and a comment (the comment may stay empty)."""

    def __init__(self, chunk_index: int, parent: QWidget | None = None) -> None:
        super().__init__(
            f"Flag Chunk {chunk_index}",
            "What is wrong with this chunk? The flag is exported.",
            parent,
        )
        self.category = QComboBox()
        for category in FlagCategory:
            self.category.addItem(FLAG_LABELS[category], category.value)
        self.comment = QPlainTextEdit()
        self.comment.setPlaceholderText("What a colleague needs to know (optional)")
        self.comment.setTabChangesFocus(True)
        self.comment.setFixedHeight(90)
        self.form.addRow("&Category:", self.category)
        self.form.addRow("C&omment:", self.comment)
        self.resize(420, 0)

    def chosen(self) -> tuple[FlagCategory, str]:
        """The category and comment entered."""
        return FlagCategory(self.category.currentData()), self.comment.toPlainText().strip()


class NoteDialog(_FormDialog):
    """The free note on a chunk; an empty note removes it."""

    def __init__(self, chunk_index: int, note: str, parent: QWidget | None = None) -> None:
        super().__init__(f"Comment on Chunk {chunk_index}", "", parent)
        self.note = QPlainTextEdit(note)
        self.note.setTabChangesFocus(True)
        self.note.setPlaceholderText("Leave empty to remove the note")
        self.form.addRow("&Note:", self.note)
        self.resize(420, 200)

    def text(self) -> str:
        """The note entered, trimmed."""
        return self.note.toPlainText().strip()


class HeadingDialog(_FormDialog):
    """The heading text and chunk type of a chunk."""

    def __init__(
        self, chunk_index: int, heading: str, chunk_type: ChunkType, parent: QWidget | None = None
    ) -> None:
        super().__init__(f"Heading of Chunk {chunk_index}", "", parent)
        self.heading = QLineEdit(heading)
        self.chunk_type = QComboBox()
        for value in ChunkType:
            self.chunk_type.addItem(value.value, value.value)
        self.chunk_type.setCurrentIndex(self.chunk_type.findData(chunk_type.value))
        self.form.addRow("&Heading:", self.heading)
        self.form.addRow("&Type:", self.chunk_type)
        self.resize(420, 0)

    def chosen(self) -> tuple[str, ChunkType]:
        """The heading and type entered."""
        return " ".join(self.heading.text().split()), ChunkType(self.chunk_type.currentData())


class PreferencesDialog(_FormDialog):
    """Edit > Preferences: the reviewer's name recorded on decisions (required)."""

    def __init__(self, name: str, parent: QWidget | None = None, *, first_time: bool = False):
        intro = (
            "Before your first decision: who is reviewing? Your name is recorded with every "
            "edit and decision in the review's audit trail."
            if first_time
            else "Your name is recorded with every edit and decision in the audit trail."
        )
        super().__init__("Preferences", intro, parent)
        self.name = QLineEdit(name)
        self.name.setPlaceholderText("First and last name")
        self.name.textChanged.connect(self.refresh)
        self.form.addRow("Reviewer &name:", self.name)
        self.refresh()
        self.resize(400, 0)

    def is_complete(self) -> bool:
        """A name is required."""
        return bool(self.name.text().strip())
