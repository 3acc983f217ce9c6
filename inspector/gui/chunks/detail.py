"""The chunk detail pane: text, embedding text, export metadata, provenance and size of a chunk.

Arabic is handed to Qt as logical text with each paragraph's direction taken from the
document's block (``QTextBlockFormat.setLayoutDirection``): Qt shapes the letters and orders
mixed lines itself, so nothing passes through a reshaper or a visual-order conversion.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTabWidget,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from inspector.document.model import BlockKind, Direction
from inspector.gui.chunks.token_bar import TokenBar
from inspector.view import provenance
from inspector.view.chunk_state import ChunkState

HEADER_COLOR = QColor("#dbe7f5")
"""Background of the contextual header in the embedding text."""
OVERLAP_COLOR = QColor("#ffe0b2")
"""Background of the overlap tail taken from the previous chunk."""
TABLE_HEADER_COLOR = QColor("#dcedc8")
"""Background of a repeated table header row."""
_PREVIEW_CHARS = 160  # long record values (text, embedText) are previewed in the metadata tab


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A paragraph of a chunk's text as shown: its text, direction and kind.

    ``excluded`` holds the reason when the paragraph stands for left-out furniture.
    """

    text: str
    direction: Direction
    heading: bool = False
    excluded: str = ""


def chunk_paragraphs(state: ChunkState, index: int) -> list[Paragraph]:
    """The paragraphs of chunk ``index``: block by block, directions from the blocks.

    Excluded spans (page furniture) become a one-line note saying what was left out. Text
    between blocks (rare: separators are blank lines) is kept when it is not blank.
    """
    chunk = state.chunks[index]
    text = state.document.text
    reasons = {(s.start, s.end): s.reason for s in state.excluded_between(chunk.start, chunk.end)}
    paragraphs: list[Paragraph] = []
    cursor = chunk.start

    def add_text(start: int, end: int, direction: Direction, heading: bool) -> None:
        kept = state.kept_ranges(start, end)
        for ex_start, ex_end in _gaps(start, end, kept):
            reason = next(
                (r for (s, e), r in reasons.items() if s <= ex_start and ex_end <= e), "furniture"
            )
            paragraphs.append(Paragraph(f"[{reason} left out]", Direction.LTR, excluded=reason))
        piece = "".join(text[s:e] for s, e in kept).strip()
        if piece:
            paragraphs.append(Paragraph(piece, direction, heading))

    for block in state.blocks_in(chunk.start, chunk.end):
        start, end = max(block.text_start, chunk.start), min(block.text_end, chunk.end)
        if text[cursor:start].strip():
            add_text(cursor, start, state.direction_at(cursor), heading=False)
        heading = block.kind in (BlockKind.HEADING, BlockKind.TITLE)
        add_text(start, end, block.direction, heading)
        cursor = max(cursor, end)
    if text[cursor : chunk.end].strip():
        add_text(cursor, chunk.end, state.direction_at(cursor), heading=False)
    return paragraphs


def _gaps(start: int, end: int, kept: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The parts of ``[start, end)`` not in ``kept`` (the excluded spans inside it)."""
    gaps, cursor = [], start
    for s, e in kept:
        if s > cursor:
            gaps.append((cursor, s))
        cursor = e
    if cursor < end:
        gaps.append((cursor, end))
    return gaps


def _block_format(direction: Direction | None) -> QTextBlockFormat:
    block = QTextBlockFormat()
    if direction is not None:
        rtl = direction is Direction.RTL
        block.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
        )
    block.setBottomMargin(6)
    return block


class HeaderArea(QScrollArea):
    """The pane's labels and buttons, as tall as they need at the pane's width.

    Scrolled when the pane is shorter: squeezed, a label was cut, and a long heading lost its
    first lines.
    """

    def __init__(self, header: QWidget, layout: QVBoxLayout) -> None:
        super().__init__()
        self.header = header
        self.header_layout = layout
        self.setObjectName("detailHeader")
        self.setWidget(header)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def sizeHint(self) -> QSize:
        """Qt override: the header's height at the width it is shown at."""
        header = self.header
        width = max(self.viewport().width(), header.minimumSizeHint().width())
        # As wide as its widest row of buttons asks: a long line of text wraps instead.
        return QSize(header.minimumSizeHint().width(), header.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """Qt override: a few lines tall at least (its width: ``fit_width``)."""
        return QSize(super().minimumSizeHint().width(), 3 * self.fontMetrics().lineSpacing())

    def fit_width(self) -> None:
        """Never narrower than the header's widest row of buttons while a chunk is shown.

        The pane's minimum width before its header scrolled.
        """
        layout = self.header_layout
        layout.invalidate()  # its cached minimum predates the rows just added
        self.setMinimumWidth(layout.minimumSize().width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Qt override: at another width the labels wrap to another height."""
        super().resizeEvent(event)
        self.updateGeometry()


class CitationTab(QWidget):
    """The chunk's citation, its cross-references and the document identity button.

    Each reference is a row ("Article 6(1) → #12"); activating one asks for its first target
    chunk (``ChunkDetailPane.reference_activated``).
    """

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("citationTab")
        self.citation = QLabel()
        self.citation.setObjectName("detailCitation")
        self.citation.setWordWrap(True)
        self.citation.setTextFormat(Qt.TextFormat.PlainText)
        self.citation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.identity = QLabel()
        self.identity.setObjectName("detailIdentity")
        self.identity.setWordWrap(True)
        self.identity.setTextFormat(Qt.TextFormat.PlainText)
        self.identity_button = QPushButton("Document identity…")
        self.identity_button.setObjectName("identityButton")
        self.identity_button.setToolTip(
            "Correct the document's title, act identifier, jurisdiction or date (undoable)"
        )
        self.references = QListWidget()
        self.references.setObjectName("referencesList")
        layout = QVBoxLayout(self)
        layout.addWidget(self.citation)
        layout.addWidget(self.identity)
        row = QHBoxLayout()
        row.addWidget(self.identity_button)
        row.addStretch(1)
        layout.addLayout(row)
        # Wrapped: an unwrapped label would set the pane's, and the window's, minimum width.
        references_label = QLabel("References in this chunk (activate one to go to it):")
        references_label.setWordWrap(True)
        layout.addWidget(references_label)
        layout.addWidget(self.references, 1)

    def fill(self, record: dict[str, Any]) -> None:
        """Show ``record``'s citation, identity and references."""
        self.citation.setText(f"Cite as: {record.get('citation') or '—'}")
        cues = record.get("identityCues") or {}
        parts = []
        for name, label in (
            ("title", "title"),
            ("actId", "act"),
            ("jurisdiction", "jurisdiction"),
            ("documentDate", "date"),
        ):
            value = record.get(name)
            cue = cues.get(name, "")
            parts.append(
                f"{label}: {value}" + (f" ({cue})" if cue else "") if value else f"no {label}"
            )
        self.identity.setText(" · ".join(parts))
        self.references.clear()
        for reference in record.get("references") or []:
            targets = reference.get("targets") or []
            if reference.get("external"):
                where = "another act"
            elif targets:
                where = ", ".join(f"#{t}" for t in targets[:6]) + ("…" if len(targets) > 6 else "")
            else:
                where = "not found in this document"
            item = QListWidgetItem(f"{reference['text']} → {where}")
            item.setData(Qt.ItemDataRole.UserRole, targets[0] if targets else None)
            if not targets:
                item.setForeground(QColor("#757575"))
            self.references.addItem(item)
        if not self.references.count():
            self.references.addItem(QListWidgetItem("(no cross-reference)"))


class ChunkDetailPane(QWidget):
    """Shows one chunk; :meth:`show_chunk` with None shows the empty hint.

    Signals:
        reference_activated(int): a reference of the chunk was activated: go to that chunk.
        identity_edit(object): the reviewer corrected the document identity: the changed
            ``(record field, value)`` pairs (the window applies them as a review edit).
    """

    reference_activated = Signal(int)
    identity_edit = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chunkDetail")
        self.title = QLabel()
        self.title.setObjectName("detailTitle")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.path_label = QLabel()
        self.path_label.setObjectName("detailPath")
        self.path_label.setWordWrap(True)
        self.path_label.setTextFormat(Qt.TextFormat.PlainText)
        self.token_bar = TokenBar()
        self.token_label = QLabel()
        self.provenance = QLabel()
        self.provenance.setWordWrap(True)
        self.provenance.setTextFormat(Qt.TextFormat.PlainText)
        self.provenance.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.review_label = QLabel()
        self.review_label.setObjectName("detailReview")
        self.review_label.setWordWrap(True)
        self.review_label.setTextFormat(Qt.TextFormat.PlainText)
        self.review_bar = QVBoxLayout()  # rows of review buttons (add_review_actions)
        self.review_bar.setContentsMargins(0, 0, 0, 0)
        self.review_bar.setSpacing(2)
        self.text = QTextBrowser()
        self.embedding = QTextBrowser()
        self.metadata = QTextBrowser()
        self.citation = CitationTab()
        self.citation.references.itemActivated.connect(self._on_reference_activated)
        self.citation.references.itemClicked.connect(self._on_reference_activated)
        self.citation.identity_button.clicked.connect(self.open_identity_dialog)
        self.identity_dialog: Any = None
        self.tabs = QTabWidget()
        self.tabs.addTab(self.text, "Text")
        self.tabs.addTab(self.embedding, "Embedding")
        self.tabs.addTab(self.metadata, "Metadata")
        self.tabs.addTab(self.citation, "Citation")
        self.empty_hint = QLabel("Select a chunk in the list or on the page.")
        self.empty_hint.setObjectName("detailEmpty")
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self._stack = QStackedWidget()
        self._stack.addWidget(self.empty_hint)
        self._stack.addWidget(self._details())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._stack)
        self.chunk_index: int | None = None
        # The chunk shown (filled into each tab when it is on screen) and, per tab, the key
        # of what the tab holds (see _fill_tab).
        self._pending: tuple[ChunkState, int] | None = None
        self._shown_keys: dict[int, tuple[object, ...]] = {}
        self.tabs.currentChanged.connect(self._on_tabs_current_changed)
        self.show_chunk(None, None)

    def _details(self) -> QWidget:
        header = QWidget()
        sizes = QHBoxLayout()
        sizes.addWidget(self.token_bar, 1)
        sizes.addWidget(self.token_label)
        top = QVBoxLayout(header)
        top.setContentsMargins(6, 6, 6, 0)
        top.addWidget(self.title)
        top.addWidget(self.path_label)
        top.addLayout(sizes)
        top.addWidget(self.provenance)
        top.addWidget(self.review_label)
        top.addLayout(self.review_bar)
        for label in (self.title, self.path_label, self.provenance, self.review_label):
            # Squeezed, a centred label lost its first lines: a long heading read from its
            # middle. Top-aligned, in a scroll area that gives it its whole height.
            label.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop)
        self.header_area = HeaderArea(header, top)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 6)
        layout.addWidget(self.header_area)
        tabs = QVBoxLayout()
        tabs.setContentsMargins(6, 0, 6, 0)
        tabs.addWidget(self.tabs)
        layout.addLayout(tabs, 1)
        return page

    def add_review_actions(self, actions: list[QAction]) -> None:
        """A row of buttons for review actions (approve, flag, heading and type…)."""
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for action in actions:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            row.addWidget(button)
        row.addStretch(1)
        self.review_bar.addLayout(row)

    def show_chunk(
        self, state: ChunkState | None, index: int | None, *, current_tab_only: bool = False
    ) -> None:
        """Show chunk ``index`` of ``state`` (None: the empty hint).

        With ``current_tab_only`` (a review edit: answer within the 30 ms budget) only the tab
        on screen is filled now; the others are filled when they are shown. A tab whose
        content did not change (a decision leaves the text and embedding text as they were)
        is not filled again: laying out long rich text, Arabic above all, is the slow part.
        """
        if state is None or index is None or not 0 <= index < len(state):
            self.chunk_index = None
            self._stack.setCurrentWidget(self.empty_hint)
            self.header_area.setMinimumWidth(0)  # the hint alone sets no width
            for browser in (self.text, self.embedding, self.metadata):
                browser.clear()
            self._shown_keys.clear()
            self._pending = None
            return
        self.chunk_index = index
        chunk = state.chunks[index]
        self.title.setText(f"#{index} · {chunk.heading_text or state.first_line(index)}")
        # The headings the chunk sits under; a preamble or a recital before the first one has
        # none, though its title above may show a label ("الحيثية 1").
        self.path_label.setText(" › ".join(chunk.heading_path) or "(top level: under no heading)")
        _, profile = state.profile_of(index)
        self.token_bar.set_counts(
            chunk.token_count, profile.target_min, profile.target_max, chunk.max_tokens
        )
        self.token_label.setText(
            f"{chunk.token_count:,} tokens · target {profile.target_min:,}–"
            f"{profile.target_max:,} · max {chunk.max_tokens:,}"
        )
        self.provenance.setText(provenance.describe(state, index))
        self.review_label.setText(_review_text(state, index))
        self._pending = (state, index)
        if current_tab_only:
            self._fill_tab(self.tabs.currentWidget())
        else:
            tabs: tuple[QWidget, ...] = (self.text, self.embedding, self.metadata, self.citation)
            for tab in tabs:
                self._fill_tab(tab)
        if self._stack.currentIndex() != 1:
            self.header_area.fit_width()
        self._stack.setCurrentIndex(1)

    @Slot(int)
    def _on_tabs_current_changed(self, _position: int) -> None:
        self._fill_tab(self.tabs.currentWidget())

    def _fill_tab(self, browser: QWidget) -> None:
        """Fill ``browser`` (one of the tabs) for the chunk shown, unless it shows it already.

        Each tab remembers what it was filled from (``_content_key``): the same key means the
        same content, so it is left as it is.
        """
        if self._pending is None:
            return
        state, index = self._pending
        if not 0 <= index < len(state):
            return
        if browser is self.metadata or browser is self.citation:
            record = state.record(index)
            key: tuple[object, ...] = (state, index, record)
        else:
            chunk = state.chunks[index]
            key = (state, chunk.start, chunk.end, state.excluded_version)
            if browser is self.embedding:  # its legend names the chunk before
                key += (index, state.embed_parts(index))
        tab = id(browser)
        shown = self._shown_keys.get(tab)
        if shown is not None and _same_key(shown, key):
            return
        self._shown_keys[tab] = key
        if browser is self.text:
            self._fill_text(state, index)
        elif browser is self.embedding:
            self._fill_embedding(state, index)
        elif browser is self.metadata:
            self._fill_metadata(record)
        elif browser is self.citation:
            self.citation.fill(record)

    @Slot(QListWidgetItem)
    def _on_reference_activated(self, item: QListWidgetItem) -> None:
        target = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(target, int):
            self.reference_activated.emit(target)

    @Slot()
    def open_identity_dialog(self) -> None:
        """Open the identity editor for the document shown (``identity_edit`` on OK)."""
        from inspector.gui.citation_identity_dialog import IdentityDialog

        if self._pending is None:
            return
        state, _ = self._pending
        dialog = IdentityDialog(state.document_identity(), self)
        self.identity_dialog = dialog

        def accepted() -> None:
            changed = dialog.changed()
            if changed:
                self.identity_edit.emit(changed)

        dialog.accepted.connect(accepted)
        dialog.open()

    # -- tabs -------------------------------------------------------------------------------

    def _fill_text(self, state: ChunkState, index: int) -> None:
        document = self.text.document()
        document.clear()
        cursor = QTextCursor(document)
        # One edit block: the document is laid out once at its end, not after every paragraph
        # (the fill of a long chunk, a merge's, took 4.4-7.1 ms without it, 2.4-2.9 ms with).
        cursor.beginEditBlock()
        plain, bold, note = QTextCharFormat(), QTextCharFormat(), QTextCharFormat()
        bold.setFontWeight(QFont.Weight.Bold)
        note.setForeground(QColor("#757575"))
        note.setFontItalic(True)
        for number, paragraph in enumerate(chunk_paragraphs(state, index)):
            if number:
                cursor.insertBlock()
            cursor.setBlockFormat(_block_format(paragraph.direction))
            style = note if paragraph.excluded else bold if paragraph.heading else plain
            cursor.insertText(paragraph.text, style)
        cursor.endEditBlock()
        self.text.moveCursor(QTextCursor.MoveOperation.Start)

    def _fill_embedding(self, state: ChunkState, index: int) -> None:
        parts = state.embed_parts(index)
        document = self.embedding.document()
        document.clear()
        cursor = QTextCursor(document)
        cursor.beginEditBlock()  # laid out once, as in _fill_text
        marked = [
            (parts.header, HEADER_COLOR, "contextual header"),
            (parts.table_header, TABLE_HEADER_COLOR, "repeated table header"),
            (parts.overlap, OVERLAP_COLOR, f"overlap from #{index - 1}"),
        ]
        legend = QTextCharFormat()
        legend.setForeground(QColor("#616161"))
        cursor.setBlockFormat(_block_format(Direction.LTR))
        cursor.insertText("Marked:", legend)
        for text, color, label in marked:
            if text:
                cursor.insertText(" ", legend)
                cursor.insertText(f" {label} ", _background(color))
        if not any(text for text, _, _ in marked):
            cursor.insertText(" nothing (no header, overlap or table header)", legend)
        pieces = [(text, _background(color)) for text, color, _ in marked]
        pieces.append((parts.body, QTextCharFormat()))
        for text, style in pieces:
            if not text:
                continue
            for line in text.rstrip("\n").split("\n"):
                # No direction set: Qt takes each line's from its first strong character.
                cursor.insertBlock(_block_format(None))
                cursor.insertText(line, style)
        cursor.endEditBlock()
        self.embedding.moveCursor(QTextCursor.MoveOperation.Start)

    def _fill_metadata(self, record: dict[str, Any]) -> None:
        rows = "".join(
            f"<tr><td><b>{html.escape(key)}</b></td>"
            f"<td>{html.escape(_value_text(key, value))}</td></tr>"
            for key, value in record.items()
        )
        self.metadata.setHtml(f"<table cellspacing='0' cellpadding='3'>{rows}</table>")


def _same_key(old: tuple[object, ...], new: tuple[object, ...]) -> bool:
    """Keys name the same content: the same state object, then equal values."""
    return old[0] is new[0] and old[1:] == new[1:]


def _review_text(state: ChunkState, index: int) -> str:
    """The chunk's review in one paragraph: verdict, who and when, flags, note."""
    from inspector.review.model import FLAG_LABELS, STATUS_LABELS

    review = state.reviews[index]
    parts = [STATUS_LABELS[review.status]]
    if review.reviewer:
        parts[0] += f" by {review.reviewer}, {review.decided_at[:16].replace('T', ' ')}"
    if review.manual:
        parts.append("start placed by a reviewer")
    parts += [
        f"⚑ {FLAG_LABELS[f.category]}" + (f": {f.comment}" if f.comment else "")
        for f in review.flags
    ]
    if review.note:
        parts.append(f"Note: {review.note}")
    return "Review: " + " · ".join(parts)


def _background(color: QColor) -> QTextCharFormat:
    style = QTextCharFormat()
    style.setBackground(color)
    return style


def _value_text(key: str, value: Any) -> str:
    """A record value as one line of text; long ones previewed."""
    if value is None:
        return "—"
    if key == "bboxes" and isinstance(value, list):
        pages = sorted({int(box[0]) for box in value})
        if not value:
            return "none (no page geometry)"
        span = f"page {pages[0]}" if len(pages) == 1 else f"pages {pages[0]}–{pages[-1]}"
        return f"{len(value)} rectangles on {span}; first {value[0]}"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "[]"
    text = str(value)
    if len(text) > _PREVIEW_CHARS:
        return f"{text[:_PREVIEW_CHARS]}… ({len(text):,} characters)"
    return text
