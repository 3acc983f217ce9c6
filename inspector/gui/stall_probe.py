"""``StallProbe``: measures how long the event loop goes without turning (a frozen window).

A zero-work ``QTimer`` fires every :data:`INTERVAL_MS`; the time between two firings beyond
that interval is time the GUI thread spent elsewhere (a long slot, a held GIL). The probe keeps
the worst gap, and optionally logs every gap over a limit. ``INSPECTOR_STALL_PROBE=1`` turns it
on in the application (logged at WARNING); benchmarks and tests create their own.

On a shared machine a gap can also be time the process was not scheduled at all. The probe
therefore keeps a second figure: the worst gap counted only as far as this process used the CPU
meanwhile (``worst_cpu_ms``), which is what the gap would have been on an idle machine when our
own work caused it. A busy machine inflates ``worst_ms``, not ``worst_cpu_ms``.
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
        worst_ms: the longest gap beyond the interval seen so far (wall time).
        worst_cpu_ms: the longest gap beyond the interval, each gap capped at the CPU time the
            process (all its threads) used during it.
        log_over_ms: gaps over this are logged; None logs nothing.
    """

    def __init__(self, parent: QObject | None = None, log_over_ms: float | None = None) -> None:
        super().__init__(parent)
        self.worst_ms = 0.0
        self.worst_cpu_ms = 0.0
        self.log_over_ms = log_over_ms
        self._last = time.perf_counter()
        self._last_cpu = time.process_time()
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
        self.worst_cpu_ms = 0.0
        self._last = time.perf_counter()
        self._last_cpu = time.process_time()

    @Slot()
    def _on_timer_timeout(self) -> None:
        now, cpu = time.perf_counter(), time.process_time()
        stall = (now - self._last) * 1000.0 - INTERVAL_MS
        busy = min((now - self._last), (cpu - self._last_cpu)) * 1000.0 - INTERVAL_MS
        self._last, self._last_cpu = now, cpu
        self.worst_ms = max(self.worst_ms, stall)
        self.worst_cpu_ms = max(self.worst_cpu_ms, busy)
        if self.log_over_ms is not None and stall > self.log_over_ms:
            log.warning("event loop stalled for %.0f ms", stall)
