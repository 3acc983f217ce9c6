"""The review actions: undo/redo, preferences, and the keyboard review workflow.

Single letters for what an analyst does all day (the chunk list, page and text views take no
typed text, so a bare letter is free): N / Shift+N next and previous unreviewed chunk,
A approve, W needs work, R reject, F flag, C comment, M merge with the next chunk
(Shift+M with the previous), S split at the cursor. Edit > Undo / Redo are the undo stack's
own actions (their text names the edit: "Undo Split chunk 7 at offset 1234").
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoStack

_Key = QKeySequence.StandardKey


@dataclass(frozen=True)
class ReviewActions:
    """Every review action; the Edit and Review menus, the shortcut list and tests find them."""

    undo: QAction
    redo: QAction
    preferences: QAction
    next_unreviewed: QAction
    previous_unreviewed: QAction
    approve: QAction
    needs_work: QAction
    reject: QAction
    clear_status: QAction
    flag: QAction
    comment: QAction
    merge_next: QAction
    merge_previous: QAction
    split_at_cursor: QAction
    edit_heading: QAction
    approve_filtered: QAction
    show_audit: QAction

    def chunk_actions(self) -> list[QAction]:
        """The actions that need a selected chunk of an editable review."""
        return [
            self.approve,
            self.needs_work,
            self.reject,
            self.clear_status,
            self.flag,
            self.comment,
            self.merge_next,
            self.merge_previous,
            self.split_at_cursor,
            self.edit_heading,
        ]

    def document_actions(self) -> list[QAction]:
        """The actions that need an opened document."""
        return [
            self.next_unreviewed,
            self.previous_unreviewed,
            self.approve_filtered,
            self.show_audit,
        ]

    def review_menu(self) -> list[QAction | None]:
        """The Review menu's entries (None: a separator)."""
        return [
            self.next_unreviewed,
            self.previous_unreviewed,
            None,
            self.approve,
            self.needs_work,
            self.reject,
            self.clear_status,
            self.approve_filtered,
            None,
            self.flag,
            self.comment,
            None,
            self.split_at_cursor,
            self.merge_next,
            self.merge_previous,
            self.edit_heading,
            None,
            self.show_audit,
        ]

    def all(self) -> list[QAction]:
        """Every action, in declaration order."""
        return [getattr(self, field.name) for field in fields(self)]


def _action(parent: QObject, text: str, tip: str, *keys: str) -> QAction:
    action = QAction(text, parent)
    action.setStatusTip(tip)
    if keys:
        action.setShortcuts([QKeySequence(key) for key in keys])
    return action


def create_review_actions(parent: QObject, stack: QUndoStack) -> ReviewActions:
    """Create the review actions, owned by ``parent``; undo and redo follow ``stack``."""
    undo = stack.createUndoAction(parent, "&Undo")
    undo.setShortcuts([QKeySequence(_Key.Undo)])
    undo.setStatusTip("Undo the last review edit or decision")
    redo = stack.createRedoAction(parent, "&Redo")
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    redo.setStatusTip("Redo the edit or decision undone last")
    actions = ReviewActions(
        undo=undo,
        redo=redo,
        preferences=_action(
            parent, "&Preferences…", "Your reviewer name, recorded on every decision"
        ),
        next_unreviewed=_action(
            parent, "&Next Unreviewed", "Select the next chunk nobody has reviewed", "N"
        ),
        previous_unreviewed=_action(
            parent, "&Previous Unreviewed", "Select the previous unreviewed chunk", "Shift+N"
        ),
        approve=_action(parent, "&Approve", "Approve the selected chunk", "A"),
        needs_work=_action(parent, "Needs &Work", "Mark the selected chunk as needing work", "W"),
        reject=_action(parent, "&Reject", "Reject the selected chunk", "R"),
        clear_status=_action(
            parent, "Mark &Unreviewed", "Take the decision on the selected chunk back", "U"
        ),
        flag=_action(parent, "&Flag…", "Flag a problem on the selected chunk", "F"),
        comment=_action(parent, "&Comment…", "Write a note on the selected chunk", "C"),
        merge_next=_action(parent, "&Merge with Next", "Join the chunk and the next one", "M"),
        merge_previous=_action(
            parent, "Merge with Pre&vious", "Join the chunk and the one before", "Shift+M"
        ),
        split_at_cursor=_action(
            parent,
            "&Split at Cursor",
            "Split the chunk at the text cursor (text view) or its middle word",
            "S",
        ),
        edit_heading=_action(
            parent, "Edit &Heading…", "Change the heading text of the selected chunk", "H"
        ),
        approve_filtered=_action(
            parent,
            "Approve All &Listed",
            "Approve every chunk the chunk list shows (its filters and search)",
            "Ctrl+Shift+A",
        ),
        show_audit=_action(
            parent, "Audit &Trail…", "Who decided what, when: every edit of this review"
        ),
    )
    for action in actions.chunk_actions() + actions.document_actions():
        action.setEnabled(False)
    return actions
