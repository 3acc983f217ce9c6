"""``StallProbe``: measures how long the event loop goes without turning (a frozen window).

A zero-work ``QTimer`` fires every :data:`INTERVAL_MS`; the time between two firings beyond
that interval is time the GUI thread spent elsewhere (a long slot, a held GIL). The probe keeps
the worst gap, and optionally logs every gap over a limit. ``INSPECTOR_STALL_PROBE=1`` turns it
on in the application (logged at WARNING); benchmarks and tests create their own.
"""

from __future__ import annotations

import logging
import time

from PySide6.QtCore import QObject, Qt, QTimer, Slot

log = logging.getLogger(__name__)

INTERVAL_MS = 10
"""Probe period (milliseconds)."""
DEFAULT_LIMIT_MS = 100.0
"""Gaps over this are logged (the project's limit for a stall, in milliseconds)."""


class StallProbe(QObject):
    """Records the longest event-loop stall since :meth:`reset` (milliseconds).

    Attributes:
        worst_ms: the longest gap beyond the interval seen so far.
        log_over_ms: gaps over this are logged; None logs nothing.
    """

    def __init__(self, parent: QObject | None = None, log_over_ms: float | None = None) -> None:
        super().__init__(parent)
        self.worst_ms = 0.0
        self.log_over_ms = log_over_ms
        self._last = time.perf_counter()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    def start(self) -> None:
        """Start probing (and forget earlier stalls)."""
        self.reset()
        self._timer.start()

    def stop(self) -> None:
        """Stop probing."""
        self._timer.stop()

    def reset(self) -> None:
        """Forget the stalls seen so far."""
        self.worst_ms = 0.0
        self._last = time.perf_counter()

    @Slot()
    def _on_timer_timeout(self) -> None:
        now = time.perf_counter()
        stall = (now - self._last) * 1000.0 - INTERVAL_MS
        self._last = now
        if stall > self.worst_ms:
            self.worst_ms = stall
        if self.log_over_ms is not None and stall > self.log_over_ms:
            log.warning("event loop stalled for %.0f ms", stall)
