"""Measuring how long the GUI thread is kept from its event loop (used by a test and a benchmark).

A precise timer asks to run every ``interval`` milliseconds; whenever it runs late, the event
loop was busy for that long. :class:`LatencyProbe` records the worst lateness, in total and
while the AI is thinking.
"""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QObject, Qt, QTimer


class LatencyProbe(QObject):
    """Records event-loop lateness; ``busy()`` says whether the AI is thinking at the moment.

    ``worst_thinking`` counts only waits that began and ended while ``busy()`` was true.
    """

    def __init__(self, busy: Callable[[], bool] | None = None, interval_ms: int = 5,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval = interval_ms / 1000
        self.busy = busy or (lambda: False)
        self.worst = 0.0
        self.worst_thinking = 0.0
        self.samples: list[float] = []
        self._last = 0.0
        self._was_busy = False
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        """Begin measuring."""
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        """Stop measuring."""
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        late = max(0.0, now - self._last - self.interval)
        self._last = now
        self.samples.append(late)
        self.worst = max(self.worst, late)
        busy = self.busy()
        if busy and self._was_busy:  # the whole wait fell while the AI was thinking
            self.worst_thinking = max(self.worst_thinking, late)
        self._was_busy = busy

    def percentile(self, p: float) -> float:
        """The ``p``-th percentile of the lateness (seconds)."""
        if not self.samples:
            return 0.0
        ordered = sorted(self.samples)
        return ordered[min(len(ordered) - 1, int(len(ordered) * p / 100))]
