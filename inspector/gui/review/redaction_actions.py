"""What reviewers do with redactions: see detections, redact a selection, dismiss one.

- When a document's review opens for the first time (and the reviewer's name is known), the
  personal-data detector runs over its text and its matches become redactions (one undoable
  "detect_redactions" edit, saved in the review like any other). Review > Detect Personal
  Data runs it again and adds what is new.
- "Redact Selected Text" in the text view's context menu, and Shift+drag a rectangle on a PDF
  page: the characters whose glyph boxes have their centre inside it are redacted (through
  the offset map), one redaction per run of adjacent characters.
- "Not Personal Data" in the context menu over a redaction removes it (a false positive).

Every change is an edit handed to ``ReviewController.request``, so undo, redo, saving and the
audit trail work as for any review edit. The drawing is in ``redaction_items``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, QSize, Qt, Slot
from PySide6.QtGui import QAction, QHelpEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import QMenu, QRubberBand, QToolTip

from inspector.errors import InspectorError
from inspector.gui.pages.redaction_items import RedactionPageLayer, RedactionTextOverlay
from inspector.redaction.apply import RedactionMode, default_salt, redaction_token

# The review core and the detector load with the first document, not with the window
# (start-up time): their imports are inside the functions that use them.
if TYPE_CHECKING:
    from inspector.document.model import Document
    from inspector.gui.main_window import MainWindow
    from inspector.review.context import ReviewContext
    from inspector.review.model import Redaction, ReviewState
    from inspector.review.splice import Splice

DETECT_ACTION = "detect_redactions"
_PAGE_MOUSE = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseMove,
    QEvent.Type.MouseButtonRelease,
)


@dataclass(frozen=True, slots=True)
class DetectRedactions:
    """Redact detected personal data: ``found`` holds ``(start, end, kind)`` text ranges.

    Ranges already redacted are skipped; refused when nothing is new.
    """

    found: tuple[tuple[int, int, str], ...]
    action: ClassVar[str] = DETECT_ACTION

    def plan(self, context: ReviewContext, state: ReviewState) -> Splice:
        """Add a detector redaction for every range not redacted yet."""
        from inspector.review.context import EditRefused
        from inspector.review.model import Redaction
        from inspector.review.splice import Splice

        present = {(r.start, r.end) for r in state.redactions}
        length = len(context.document.text)
        added = tuple(
            Redaction(start, end, kind, "detector")
            for start, end, kind in self.found
            if (start, end) not in present and 0 <= start < end <= length
        )
        if not added:
            raise EditRefused("No personal data found that is not redacted already.")
        return Splice(redactions_added=added)

    def describe(self) -> str:
        """E.g. "Redact 3 detected values"."""
        return f"Redact {len(self.found)} detected value{'s' * (len(self.found) != 1)}"


def covered_runs(document: Document, page: int, rect: QRectF) -> list[tuple[int, int]]:
    """Text ranges of the characters on ``page`` whose glyph box centre lies in ``rect``.

    ``rect`` is in the page's PDF points. Adjacent characters form one range; a run of spaces
    or synthetic characters between two covered ones joins them.
    """
    if not 0 <= page < len(document.pages):
        return []
    text, offsets = document.text, document.offset_map
    found: list[int] = []
    for offset in range(document.pages[page].text_start, document.pages[page].text_end):
        glyph = offsets.glyph(offset)
        if glyph is None or glyph.bbox is None or glyph.page_index != page:
            continue
        x0, y0, x1, y1 = glyph.bbox
        if rect.contains(QPointF((x0 + x1) / 2, (y0 + y1) / 2)) and not text[offset].isspace():
            found.append(offset)
    runs: list[tuple[int, int]] = []
    for offset in found:
        if runs and all(
            text[i].isspace() or offsets.glyph(i) is None for i in range(runs[-1][1], offset)
        ):
            runs[-1] = (runs[-1][0], offset + 1)
        else:
            runs.append((offset, offset + 1))
    return runs


class RedactionController(QObject):
    """Shows a window's redactions and turns reviewers' gestures into redaction edits.

    Attributes:
        page_layer: the redaction items on the pages.
        text_overlay: the redaction boxes over the text view.
        detect_action: Review > Detect Personal Data.
        redact_selection_action: redact the text view's selection (Ctrl+Shift+X).
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._review = window.review
        self._salt: bytes | None = None
        self._detected_for: object = None  # the session detection last ran (or was found) for
        self._detection: QObject | None = None  # the background detection running, if any
        self._band: QRubberBand | None = None
        self._band_origin = QPoint()
        self.page_layer = RedactionPageLayer(window.page_view)
        self.text_overlay = RedactionTextOverlay(window.text_view)
        self.detect_action = QAction("Detect &Personal Data", window)
        self.detect_action.setStatusTip("Find personal data in the document and redact it")
        self.detect_action.triggered.connect(self.detect)
        self.redact_selection_action = QAction("Redact Selected Text", window)
        self.redact_selection_action.setShortcut(QKeySequence("Ctrl+Shift+X"))
        self.redact_selection_action.triggered.connect(self.redact_text_selection)
        window.addActions([self.detect_action, self.redact_selection_action])
        for menu in window.menuBar().findChildren(QMenu):
            if menu.title() == "Re&view":  # built by menus.menu_layout before this controller
                menu.addSeparator()
                menu.addActions([self.detect_action, self.redact_selection_action])
        self._review.reviewed.connect(self._on_reviewed)
        window.page_view.pages_laid_out.connect(self.refresh)
        # Kept here: during the window's destruction the filter must not ask the window.
        self._page_viewport = window.page_view.viewport()
        self._text_viewport = window.text_view.viewport()
        self._page_viewport.installEventFilter(self)
        self._text_viewport.installEventFilter(self)
        workflow = getattr(self._review, "workflow", None)
        if workflow is not None:
            workflow.menu_extensions.append(self.extend_menu)

    # -- state ------------------------------------------------------------------------------

    @property
    def redactions(self) -> tuple[Redaction, ...]:
        """The redactions of the open review (empty without one)."""
        session = self._review.session
        return tuple(session.state.redactions) if session is not None else ()

    def token_of(self, redaction: Redaction) -> str:
        """The token the export writes for ``redaction`` (hash mode, the user's salt)."""
        document = self._document()
        value = document.text[redaction.start : redaction.end] if document is not None else ""
        if self._salt is None:
            try:
                self._salt = default_salt()
            except InspectorError:
                return redaction_token(redaction.kind, value, b"", RedactionMode.MASK)
        return redaction_token(redaction.kind, value, self._salt)

    def _document(self) -> Document | None:
        state = self._review.state
        return state.document if state is not None else None

    # -- showing ----------------------------------------------------------------------------

    @Slot()
    def _on_reviewed(self) -> None:
        session = self._review.session
        # Waits for the reviewer's name: asking for it the moment a file opens would get in
        # the way; the first edit asks, and detection follows it.
        if session is not None and session is not self._detected_for and self._review.reviewer:
            self._detected_for = session
            if not session.read_only and not any(
                entry.action == DETECT_ACTION for entry in session.audit()
            ):
                self._detect_in_background(session)
        self.refresh()

    def _detect_in_background(self, session: object) -> None:
        """Run the detector in a thread; its matches become one edit back on the GUI thread.

        The detector is slow over a long text (``bench/results/gui_open.md``, a 480-page PDF):
        on the GUI thread it froze the window right as the review opened. The edit is applied only
        if the same review is still open and nothing is loading; otherwise it is dropped, and runs
        again the next time this review is shown (``_detected_for`` is reset).
        """
        document = self._document()
        if document is None:
            return
        from inspector.gui.jobs.base import CallTask

        text = document.text

        def find() -> tuple[tuple[int, int, str], ...]:
            from inspector.redaction.detect import detect_personal_data

            return tuple((m.start, m.end, m.kind) for m in detect_personal_data(text))

        task = CallTask(find, self)
        self._detection = task  # kept: the task must outlive this call

        @Slot(object)
        def found(result: tuple[tuple[int, int, str], ...]) -> None:
            self._detection = None
            current = self._document()
            if (
                self._review.session is not session
                or current is None
                or current.text is not text
                or self._window.controller.pending is not None
            ):
                self._detected_for = None  # not applied: try again when it is shown again
                return
            if result:
                self._review.request(DetectRedactions(result))

        @Slot(str)
        def failed(message: str) -> None:
            self._detection = None
            self._window.statusBar().showMessage(f"Personal data detection failed: {message}")

        task.succeeded.connect(found)
        task.failed.connect(failed)
        task.start()

    @Slot()
    def refresh(self) -> None:
        """Draw the open review's redactions on the pages and in the text view."""
        document, redactions = self._document(), self.redactions
        self.page_layer.show(document, redactions, self.token_of)
        text = document.text if document is not None else ""
        self.text_overlay.show_redactions(text, redactions if document is not None else ())

    # -- edits ------------------------------------------------------------------------------

    @Slot()
    def detect(self) -> bool:
        """Run the detector over the document and redact what is not redacted yet."""
        document = self._document()
        if document is None or self._review.session is None:
            return False
        from inspector.redaction.detect import detect_personal_data

        found = tuple((m.start, m.end, m.kind) for m in detect_personal_data(document.text))
        if not found:
            self._window.statusBar().showMessage("No personal data detected.", 5_000)
            self.refresh()
            return False
        return self._review.request(DetectRedactions(found))

    def redact(self, start: int, end: int) -> bool:
        """Redact ``[start, end)`` by hand (kind "manual")."""
        from inspector.review.edits import AddRedaction

        return self._review.request(AddRedaction(start, end, "manual"))

    def dismiss(self, redaction: Redaction) -> bool:
        """Remove ``redaction``: not personal data."""
        from inspector.review.edits import RemoveRedaction

        return self._review.request(RemoveRedaction(redaction.start, redaction.end))

    @Slot()
    def redact_text_selection(self) -> bool:
        """Redact the text view's selected text."""
        view = self._window.text_view
        cursor = view.textCursor()
        if not cursor.hasSelection():
            self._window.statusBar().showMessage("Select the text to redact first.", 5_000)
            return False
        start = view.text_offset(cursor.selectionStart())
        end = view.text_offset(cursor.selectionEnd())
        return start < end and self.redact(start, end)

    def redact_scene_rect(self, rect: QRectF) -> list[tuple[int, int]]:
        """Redact what a page rectangle (scene coordinates) covers; returns the ranges asked."""
        document = self._document()
        if document is None:
            return []
        runs: list[tuple[int, int]] = []
        for page_item in self._window.page_view.page_items():
            if not page_item.sceneBoundingRect().intersects(rect):
                continue
            local = page_item.mapRectFromScene(rect)
            runs += covered_runs(document, page_item.page_index, local)
        for start, end in runs:
            self.redact(start, end)
        if not runs:
            self._window.statusBar().showMessage("No text under the rectangle.", 5_000)
        return runs

    def extend_menu(
        self, menu: QMenu, offset: int, exclusion: tuple[int, int] | None, selection: bool
    ) -> None:
        """Add the redaction entries to a review context menu at text offset ``offset``."""
        menu.addSeparator()
        under = [r for r in self.redactions if r.start <= offset < r.end]
        for redaction in under:
            document = self._document()
            shown = document.text[redaction.start : redaction.end] if document else ""
            label = shown if len(shown) <= 30 else shown[:29] + "…"
            action = menu.addAction(f"Not Personal Data: “{label}”")
            action.setObjectName("notPersonalData")
            action.triggered.connect(lambda _=False, r=redaction: self.dismiss(r))
        if selection and exclusion is not None and exclusion[0] < exclusion[1]:
            action = menu.addAction("Re&dact Selected Text")
            action.setObjectName("redactSelection")
            action.triggered.connect(lambda: self.redact(*exclusion))

    # -- pointer ----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt override: Shift+drag on a page redacts; tooltips over redacted text."""
        kind = event.type()
        if kind in _PAGE_MOUSE and watched is self._page_viewport:
            assert isinstance(event, QMouseEvent)
            return self._page_mouse(event)
        if kind == QEvent.Type.ToolTip and watched is self._text_viewport:
            assert isinstance(event, QHelpEvent)
            return self._text_tooltip(event)
        return False

    def _page_mouse(self, event: QMouseEvent) -> bool:
        kind, point = event.type(), event.position().toPoint()
        viewport = self._window.page_view.viewport()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if (
            kind == QEvent.Type.MouseButtonPress
            and event.button() == Qt.MouseButton.LeftButton
            and shift
            and self._review.session is not None
        ):
            self._band_origin = point
            if self._band is None:
                self._band = QRubberBand(QRubberBand.Shape.Rectangle, viewport)
            self._band.setGeometry(QRect(point, QSize()))
            self._band.show()
            return True
        if self._band is None or not self._band.isVisible():
            return False
        if kind == QEvent.Type.MouseMove:
            self._band.setGeometry(QRect(self._band_origin, point).normalized())
            return True
        if kind == QEvent.Type.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton:
            self._band.hide()
            view = self._window.page_view
            area = QRect(self._band_origin, point).normalized()
            rect = view.mapToScene(area).boundingRect()
            if rect.width() > 0 and rect.height() > 0:
                self.redact_scene_rect(rect)
            return True
        return False

    def _text_tooltip(self, event: QHelpEvent) -> bool:
        view = self._window.text_view
        if view.state is None:
            return False
        redaction = self.text_overlay.redaction_at(view.offset_at(event.pos()))
        if redaction is None:
            return False
        QToolTip.showText(event.globalPos(), self.token_of(redaction), view.viewport())
        return True
