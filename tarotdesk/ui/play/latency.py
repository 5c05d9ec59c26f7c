"""Measuring how long the GUI thread is kept from its event loop (used by a test and a benchmark).

A precise timer asks to run every ``interval`` milliseconds; whenever it runs late, the event
loop was busy for that long. :class:`LatencyProbe` records the worst lateness, in total and
while the AI is thinking.

Wall-clock lateness also counts the time the GUI thread was ready to run but the machine gave
its processor to other programs (a loaded test machine, a benchmark beside it). Where the
system tells that time (Linux: the thread's run-queue wait in ``schedstat``), the probe also
records the *own* lateness: the wall-clock lateness less that wait. Everything the program
itself does to hold the thread (its work, a blocking read, a lock held by another of its
threads, a sleep) still counts in full; only the machine's queue is left out.
"""

from __future__ import annotations

import os
import threading
import time
from typing import Callable

from PySide6.QtCore import QObject, Qt, QTimer


class RunQueueClock:
    """The seconds the calling thread has spent waiting for a processor (0 where unknown).

    Create it in the thread to be measured: it reads that thread's own ``schedstat``.
    """

    def __init__(self) -> None:
        self._fd: int | None = None
        try:
            self._fd = os.open(f"/proc/self/task/{threading.get_native_id()}/schedstat", os.O_RDONLY)
        except OSError:
            pass  # not Linux, or no scheduler statistics: wall-clock lateness only

    @property
    def available(self) -> bool:
        """True if the system reports the waits (else :meth:`waited` is always 0)."""
        return self._fd is not None

    def waited(self) -> float:
        """Total run-queue wait of the thread so far, in seconds."""
        if self._fd is None:
            return 0.0
        try:
            # "<ns on a processor> <ns waiting for one> <time slices>"
            return int(os.pread(self._fd, 64, 0).split()[1]) / 1e9
        except (OSError, IndexError, ValueError):
            return 0.0

    def close(self) -> None:
        """Release the file."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


class LatencyProbe(QObject):
    """Records event-loop lateness; ``busy()`` says whether the AI is thinking at the moment.

    ``worst`` and ``worst_thinking`` are wall-clock lateness; ``worst_own`` and
    ``worst_thinking_own`` leave out the time the machine kept the thread waiting for a
    processor (see the module documentation). The ``*_thinking*`` figures count only waits
    that began and ended while ``busy()`` was true.
    """

    def __init__(self, busy: Callable[[], bool] | None = None, interval_ms: int = 5,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval = interval_ms / 1000
        self.busy = busy or (lambda: False)
        self.worst = 0.0
        self.worst_thinking = 0.0
        self.worst_own = 0.0
        self.worst_thinking_own = 0.0
        self.samples: list[float] = []
        self.own_samples: list[float] = []
        self._last = 0.0
        self._last_queued = 0.0
        self._queue: RunQueueClock | None = None
        self._was_busy = False
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        """Begin measuring (call this in the GUI thread)."""
        if self._queue is None:
            self._queue = RunQueueClock()
        self._last_queued = self._queue.waited()
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        """Stop measuring."""
        self._timer.stop()
        if self._queue is not None:
            self._queue.close()
            self._queue = None

    def _tick(self) -> None:
        now = time.perf_counter()
        queued = self._queue.waited() if self._queue is not None else 0.0
        late = max(0.0, now - self._last - self.interval)
        own = max(0.0, late - (queued - self._last_queued))
        self._last, self._last_queued = now, queued
        self.samples.append(late)
        self.own_samples.append(own)
        self.worst = max(self.worst, late)
        self.worst_own = max(self.worst_own, own)
        busy = self.busy()
        if busy and self._was_busy:  # the whole wait fell while the AI was thinking
            self.worst_thinking = max(self.worst_thinking, late)
            self.worst_thinking_own = max(self.worst_thinking_own, own)
        self._was_busy = busy

    def percentile(self, p: float, own: bool = False) -> float:
        """The ``p``-th percentile of the lateness (seconds; ``own``: less the machine's queue)."""
        samples = self.own_samples if own else self.samples
        if not samples:
            return 0.0
        ordered = sorted(samples)
        return ordered[min(len(ordered) - 1, int(len(ordered) * p / 100))]
