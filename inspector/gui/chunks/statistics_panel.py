"""The statistics panel: a token-count histogram, seed 002's summary and its red flags per chunk.

The summary is :func:`inspector.engine.stats.chunk_stats` itself; the red-flag list applies the
same tests (``CutJudge``, the chunk's maximum, ``SMALL_TOKENS``) chunk by chunk so that each
flag names the chunk to select. The engine is imported when the panel first computes, not
when the window starts.

Computing takes seconds on a long document (the engine's statistics re-scan the whole text;
``bench/results/gui_open.md`` records it for 1,481 chunks), so it runs in a thread
(:func:`compute`, pure Python: the GUI thread gets the GIL at every switch interval) and only
the painting happens on the GUI thread.
"""

from __future__ import annotations

import hashlib
import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from inspector.gui.jobs.base import CallTask
from inspector.view.chunk_state import ChunkState

if TYPE_CHECKING:
    from inspector.engine.stats import ChunkStats

BAR_COLOR = QColor("#7da7d9")
TARGET_COLOR = QColor("#2e7d32")
MAX_COLOR = QColor("#c62828")
_BINS = 24  # about this many bins up to the larger of the maximum and the largest chunk
_CHUNK_ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True, slots=True)
class RedFlag:
    """One red flag on one chunk: its index, the kind (seed 002's name) and a line to show."""

    index: int
    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Histogram:
    """Chunk counts per token bin (bin ``i`` is ``[i * width, (i + 1) * width)``) and marks.

    The marks are the sizes of ``profile``, the profile most chunks were cut with.
    """

    counts: tuple[int, ...]
    width: int
    profile: str
    target_min: int
    target_max: int
    max_tokens: int
    mixed: bool


def histogram(state: ChunkState) -> Histogram:
    """The token-count histogram of ``state``'s chunks, marked with the dominant profile."""
    names = Counter(state.profile_of(i)[0] for i in range(len(state)))
    name = names.most_common(1)[0][0] if names else "other"
    profile = state.config.profiles.get(name) or next(iter(state.config.profiles.values()))
    sizes = [chunk.token_count for chunk in state.chunks]
    upper = max([profile.max_tokens, *sizes])
    raw = max(upper / _BINS, 1.0)
    step = 10 ** math.floor(math.log10(raw))
    width = next(m * step for m in (1, 2, 5, 10) if m * step >= raw)
    counts = [0] * (upper // width + 1)
    for size in sizes:
        counts[size // width] += 1
    return Histogram(
        tuple(counts),
        width,
        name,
        profile.target_min,
        profile.target_max,
        profile.max_tokens,
        len(names) > 1,
    )


def red_flags(state: ChunkState) -> list[RedFlag]:
    """Seed 002's red flags chunk by chunk, with the engine's tests, in chunk order."""
    from inspector.engine.stats import SMALL_TOKENS, CutJudge, starts_mid_sentence
    from inspector.engine.text_damage import document_damage, text_damage

    judge = CutJudge(state.document, state.config)
    texts = [state.exported_text(i).strip() for i in range(len(state))]
    # A damaged text layer is a flag of the document (the summary names it); its chunks that
    # hold the marks are listed so that the reviewer can look at them.
    damaged = document_damage(state.document).damaged
    owners: dict[str, list[int]] = {}
    for index, text in enumerate(texts):
        owners.setdefault(hashlib.sha256(text.encode("utf-8")).hexdigest(), []).append(index)
    twins = {i: group for group in owners.values() if len(group) > 1 for i in group}
    flags: list[RedFlag] = []
    for index, chunk in enumerate(state.chunks):
        found: list[tuple[str, str]] = []
        if chunk.token_count > chunk.max_tokens:
            found.append(("over_max", f"over max: {chunk.token_count:,} > {chunk.max_tokens:,}"))
        if chunk.token_count < SMALL_TOKENS:
            found.append(("under_50", f"under {SMALL_TOKENS} tokens: {chunk.token_count}"))
        if index and starts_mid_sentence(judge, chunk):
            found.append(("mid_sentence", "starts mid-sentence"))
        if judge.heading_only(chunk.start, chunk.end):
            found.append(("stranded_heading", "holds only a heading, its body in the next chunk"))
        elif judge.strands_heading(chunk.start, chunk.end):
            found.append(("stranded_heading", "strands a heading at its end"))
        if index in twins:
            others = ", ".join(f"#{i}" for i in twins[index] if i != index)
            found.append(("identical", f"identical to {others}"))
        marks = text_damage(texts[index]) if damaged else None
        if marks is not None and marks.marks:
            found.append(("damaged_text", f"damaged text: {marks.describe()}"))
        flags += [RedFlag(index, kind, f"#{index} · {text}") for kind, text in found]
    return flags


@dataclass(frozen=True, slots=True)
class Computed:
    """Everything the panel shows of one state: the engine's statistics, flags, histogram."""

    stats: ChunkStats
    flags: list[RedFlag]
    histogram: Histogram


def compute(state: ChunkState) -> Computed:
    """The statistics, red flags and histogram of ``state`` (any thread; reads ``state`` only)."""
    from inspector.engine.stats import chunk_stats

    stats = chunk_stats([(state.document, state.chunk_set)], state.config)
    return Computed(stats, red_flags(state), histogram(state))


def summary_text(stats: ChunkStats) -> str:
    """The summary lines of ``stats`` (the numbers ``inspector chunk --stats`` prints)."""
    from inspector.engine.stats import SMALL_TOKENS

    lines = [
        f"Chunks: {stats.count:,} · median {stats.median_tokens:g} · max {stats.max_tokens:,}"
        " tokens",
        f"Under {SMALL_TOKENS} tokens: {stats.under_50:,} · over max: {stats.over_max:,}",
        f"Mid-sentence starts: {stats.mid_sentence_starts:,}"
        f" · stranded headings: {stats.stranded_headings:,}"
        f" ({stats.heading_only_chunks:,} heading-only)",
    ]
    if stats.embed_limit:
        lines.append(
            f"Over the embedding limit ({stats.embed_limit:,} tokens): {stats.over_embed_limit:,}"
        )
    # The engine's flags are on the chunk set as a whole; the list below names chunks.
    lines += [f"⚑ {flag}" for flag in stats.red_flags] or ["Chunk set as a whole: no red flag."]
    return "\n".join(lines)


class HistogramWidget(QWidget):
    """Bars of chunk counts per token bin, with the target range and the maximum marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(120)
        self.histogram: Histogram | None = None

    def set_histogram(self, histogram: Histogram | None) -> None:
        """Show ``histogram`` (None: nothing)."""
        self.histogram = histogram
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Qt override: draw the bars, the target band and the maximum line."""
        h = self.histogram
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        if h is None or not h.counts:
            painter.end()
            return
        metrics = painter.fontMetrics()
        area = QRectF(self.rect()).adjusted(6, 6, -6, -(metrics.height() + 6))
        span = len(h.counts) * h.width
        peak = max(h.counts) or 1

        def x_of(tokens: float) -> float:
            return area.left() + area.width() * tokens / span

        band = QRectF(
            QPointF(x_of(h.target_min), area.top()), QPointF(x_of(h.target_max), area.bottom())
        )
        painter.fillRect(
            band, QColor(TARGET_COLOR.red(), TARGET_COLOR.green(), TARGET_COLOR.blue(), 40)
        )
        for i, count in enumerate(h.counts):
            top = area.bottom() - area.height() * count / peak
            bar = QRectF(
                QPointF(x_of(i * h.width) + 0.5, top),
                QPointF(x_of((i + 1) * h.width) - 0.5, area.bottom()),
            )
            painter.fillRect(bar, BAR_COLOR)
        for tokens, color, style in (
            (h.target_min, TARGET_COLOR, Qt.PenStyle.DashLine),
            (h.target_max, TARGET_COLOR, Qt.PenStyle.DashLine),
            (h.max_tokens, MAX_COLOR, Qt.PenStyle.SolidLine),
        ):
            painter.setPen(QPen(color, 2, style))
            painter.drawLine(
                QPointF(x_of(tokens), area.top()), QPointF(x_of(tokens), area.bottom())
            )
        painter.setPen(self.palette().text().color())
        baseline = area.bottom() + metrics.ascent() + 3
        painter.drawText(QPointF(area.left(), baseline), "0")
        label = f"{span:,} tokens"
        painter.drawText(QPointF(area.right() - metrics.horizontalAdvance(label), baseline), label)
        painter.end()


class StatisticsPanel(QWidget):
    """Histogram, summary and red-flag list of the shown chunks.

    Computed when the panel is visible, in a thread: a hidden panel remembers the state and
    computes when it is shown. ``stats`` is None until the statistics of the state shown are
    in (``computed`` is emitted then).

    Signals:
        chunk_requested: a red flag was clicked or activated; the index of its chunk.
    """

    chunk_requested = Signal(int)
    computed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsPanel")
        self.histogram_view = HistogramWidget()
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        for label in (self.caption, self.summary):
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.flag_list = QListWidget()
        self.flag_list.setObjectName("redFlagList")
        self.flag_list.setMinimumHeight(4 * self.fontMetrics().height())
        self.flag_list.itemClicked.connect(self._on_flag_list_item_activated)
        self.flag_list.itemActivated.connect(self._on_flag_list_item_activated)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.histogram_view, 2)
        layout.addWidget(self.caption)
        layout.addWidget(self.summary)
        layout.addWidget(QLabel("Chunks with a red flag (click one to select it):"))
        layout.addWidget(self.flag_list, 3)
        # In a scroll area: a dock shorter than the wrapped caption and summary need scrolls
        # instead of squeezing them (the caption's lines were drawn over the histogram).
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(content)
        # Never shorter than the chart and a few lines under it (a dock shrinks to its minimum
        # when the window is short of room).
        self.scroll_area.setMinimumHeight(
            self.histogram_view.minimumHeight() + 6 * self.fontMetrics().lineSpacing()
        )
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll_area)
        self.state: ChunkState | None = None
        self.stats: ChunkStats | None = None
        self.flags: list[RedFlag] = []
        self._stale = False
        self._task: CallTask | None = None
        self.set_state(None)

    def set_state(self, state: ChunkState | None) -> None:
        """Show the statistics of ``state`` (None: clear); computed now if visible."""
        if state is self.state and not self._stale and state is not None:
            return
        self.state = state
        self._stale = True
        if state is None or self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """Compute the statistics of the current state in a thread, then show them."""
        self._stale = False
        self.flag_list.clear()
        self.stats, self.flags = None, []
        self.histogram_view.set_histogram(None)
        self.caption.setText("")
        state = self.state
        self._task = None  # a computation still running is for another state: ignored
        if state is None or not len(state):
            self.summary.setText("Open a document to see its chunk statistics.")
            return
        self.summary.setText(f"Computing the statistics of {len(state):,} chunks…")
        task = CallTask(lambda: compute(state), self)
        task.succeeded.connect(lambda result: self._on_task_done(task, result))
        task.failed.connect(lambda message: self._on_task_failed(task, message))
        self._task = task
        task.start()

    def _on_task_done(self, task: CallTask, result: Computed) -> None:
        task.deleteLater()  # its thread is done with it: only a queue.Queue crossed threads
        if task is not self._task:
            return
        self._task = None
        self.stats, self.flags, h = result.stats, result.flags, result.histogram
        self.histogram_view.set_histogram(h)
        which = " (the profile of most chunks; profiles differ)" if h.mixed else ""
        self.caption.setText(
            f"Tokens per chunk, bins of {h.width:,}. Marked: target {h.target_min:,}–"
            f"{h.target_max:,} (green) and maximum {h.max_tokens:,} (red) of profile "
            f"“{h.profile}”{which}."
        )
        self.summary.setText(summary_text(self.stats))
        # One batch of items, not one insertion per flag (thousands on a long document).
        self.flag_list.setUpdatesEnabled(False)
        for flag in self.flags:
            item = QListWidgetItem(flag.text)
            item.setData(_CHUNK_ROLE, flag.index)
            self.flag_list.addItem(item)
        self.flag_list.setUpdatesEnabled(True)
        self.computed.emit()

    def _on_task_failed(self, task: CallTask, message: str) -> None:
        task.deleteLater()
        if task is self._task:
            self._task = None
            self.summary.setText(f"The statistics could not be computed: {message}")

    def showEvent(self, event: QShowEvent) -> None:
        """Qt override: compute what changed while the panel was hidden."""
        super().showEvent(event)
        if self._stale:
            self.refresh()

    @Slot(QListWidgetItem)
    def _on_flag_list_item_activated(self, item: QListWidgetItem) -> None:
        index = item.data(_CHUNK_ROLE)
        if isinstance(index, int):
            self.chunk_requested.emit(index)
