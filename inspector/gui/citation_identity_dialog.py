"""The document identity editor: title, act identifier, jurisdiction and date.

Shows the identity as detected (each field with the cue that decided it) or as a reviewer set
it, and gives back the fields changed as ``(record field, value)`` pairs; the caller applies
them as one review edit (``review.edits.SetIdentity``), which undo reverts. A value that is no
valid date or jurisdiction keeps the dialog open with the reason shown.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from inspector.engine.citation_identity import IDENTITY_FIELDS, DocumentIdentity, check_value

LABELS = {
    "title": "Title",
    "actId": "Act identifier",
    "jurisdiction": "Jurisdiction (ISO code or EU)",
    "documentDate": "Date (YYYY-MM-DD)",
}


class IdentityDialog(QDialog):
    """Edit the identity fields; ``changed()`` gives the pairs that differ from the shown."""

    def __init__(self, identity: DocumentIdentity, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("identityDialog")
        self.setWindowTitle("Document identity")
        self._shown = identity.values()
        self.fields: dict[str, QLineEdit] = {}
        form = QFormLayout()
        for name in IDENTITY_FIELDS:
            edit = QLineEdit(self._shown[name])
            edit.setObjectName(f"identity_{name}")
            cue = identity.field(name).cue
            edit.setToolTip(f"Decided by: {cue}" if cue else "Not found in the document")
            self.fields[name] = edit
            form.addRow(LABELS[name], edit)
        self.error = QLabel()
        self.error.setObjectName("identityError")
        self.error.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def changed(self) -> tuple[tuple[str, str], ...]:
        """The fields whose text differs from what was shown, as ``(field, value)`` pairs."""
        pairs = []
        for name, edit in self.fields.items():
            value = " ".join(edit.text().split())
            if value != self._shown[name]:
                pairs.append((name, value))
        return tuple(pairs)

    def accept(self) -> None:
        """Qt override: close only when every field is valid (else say why)."""
        for name, value in self.changed():
            try:
                check_value(name, value)
            except ValueError as error:
                self.error.setText(f"{LABELS[name]}: {error}")
                self.fields[name].setFocus()
                return
        super().accept()
