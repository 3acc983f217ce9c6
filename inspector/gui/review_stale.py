"""The prompt shown when a document changed since its review: re-anchor, or read-only.

A review's offsets belong to the text it was made on; a file whose fingerprint changed opens
read-only until the reviewer re-anchors (``ReviewSession.reanchor``). This module only builds
the question; ``ReviewController`` acts on the answer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

STALE_TITLE = "This document changed since it was reviewed"


def stale_prompt(parent: QWidget, file_name: str, reason: str) -> tuple[QMessageBox, QPushButton]:
    """A window-modal box asking to re-anchor ``file_name``'s review (not opened yet).

    ``reason``: why the file counts as changed. Returns the box and its Re-anchor button
    (the other button keeps the review read-only).
    """
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Document Changed")
    box.setText(STALE_TITLE)
    box.setInformativeText(
        f"{file_name}: {reason}. Re-anchor moves the decisions of chunks whose text "
        "is unchanged onto the new version; the others start unreviewed. Read-only shows "
        "the new version without changing the review."
    )
    reanchor = box.addButton("Re-anchor", QMessageBox.ButtonRole.AcceptRole)
    box.addButton("Open Read-Only", QMessageBox.ButtonRole.RejectRole)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box, reanchor
