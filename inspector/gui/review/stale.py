"""The prompts shown when a document's review cannot be shown as it was saved.

A review's offsets belong to the text it was made on; a file whose fingerprint changed opens
read-only until the reviewer re-anchors (``ReviewSession.reanchor``): ``stale_prompt``. A
review file that cannot be opened or read at all (damaged) can be put aside, kept whole, for
a new review: ``unreadable_prompt``. This module only builds the questions;
``ReviewController`` acts on the answers.
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
    return _question(
        parent,
        "Document Changed",
        STALE_TITLE,
        f"{file_name}: {reason}. Re-anchor moves the decisions of chunks whose text "
        "is unchanged onto the new version; the others start unreviewed. Read-only shows "
        "the new version without changing the review.",
        ("Re-anchor", "Open Read-Only"),
    )


UNREADABLE_TITLE = "This document's review cannot be opened"


def unreadable_prompt(
    parent: QWidget, file_name: str, reason: str, kept_as: str
) -> tuple[QMessageBox, QPushButton]:
    """A window-modal box offering to start ``file_name``'s review anew (not opened yet).

    ``reason``: why the review file cannot be read; ``kept_as``: the name the file will be
    kept under. Returns the box and its Start New Review button (the other leaves the review
    unavailable, the file untouched).
    """
    return _question(
        parent,
        "Review Unreadable",
        UNREADABLE_TITLE,
        f"{file_name}: {reason}\n\nStart New Review puts the review file aside, kept whole as "
        f"{kept_as}, and starts the review of this document anew. Not Now leaves the file "
        "as it is; the document can be read but not reviewed.",
        ("Start New Review", "Not Now"),
    )


def _question(
    parent: QWidget, title: str, text: str, details: str, buttons: tuple[str, str]
) -> tuple[QMessageBox, QPushButton]:
    """A window-modal warning box with an accepting and a rejecting button (not opened yet).

    Returns the box and its accepting button, the first of ``buttons``.
    """
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(details)
    accept = box.addButton(buttons[0], QMessageBox.ButtonRole.AcceptRole)
    box.addButton(buttons[1], QMessageBox.ButtonRole.RejectRole)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box, accept
